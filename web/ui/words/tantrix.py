"""Tantrix's moves in words: a placement with the draw that refills the
hand after it; the opening draws (who starts, the hands) as one entry.

A placement is told by what it did to the lines everyone sees ("extending
a red line to 7 tiles"), never by the number of a tile already on the
table: numbers show on the hands only. The board outlines the last turn's
tiles, so where they went needs no words. A forced fill is said briefly
and always alike: the "Last turn" line counts a turn's run of them
("Red filled a forced space (3 times)", ``MoveWords.last_turn``)."""

from __future__ import annotations

from abstrakta.games.tantrix import STEP_FREE, Line, Place, TantrixState
from abstrakta.games.tantrix_tiles import edges
from ui.i18n import add_openers, add_ui_texts, rules_text, t
from ui.views.tantrix_words import NAMES_EN  # (and the rules' words in Italian)
from ui.words import GameWords, phrase

add_ui_texts(
    {
        "w.tantrix.deal": "Tiles drawn: the highest number starts, then five more each",
        "w.tantrix.first": "{who} placed tile {tile} in the middle",
        "w.tantrix.placed": "{who} placed tile {tile}",
        "w.tantrix.forced": "{who} filled a forced space",
        "w.tantrix.drew": "{placed} and drew a tile",
        "w.tantrix.last_tile": "{placed}, then drew the last tile",
        "w.tantrix.extends": "{placed}, extending a {colour} line to {n} tiles",
        "w.tantrix.loop": "{placed}, closing a {colour} loop of {n} tiles",
        "w.tantrix.starts": "{placed}, starting a {colour} line",
        "w.tantrix.first.hint": "place tile {tile} in the middle",
        "w.tantrix.placed.hint": "place tile {tile}",
        "w.tantrix.forced.hint": "fill a forced space with tile {tile}",
        "w.tantrix.extends.hint": "{placed}, extending a {colour} line to {n} tiles",
        "w.tantrix.loop.hint": "{placed}, closing a {colour} loop of {n} tiles",
        "w.tantrix.starts.hint": "{placed}, starting a {colour} line",
        # a line's colour as the legend says it ("red plain"); "Red" is the player
        **{f"w.tantrix.{colour}": name.lower() for colour, name in NAMES_EN.items()},
        **{f"w.tantrix.{colour}.loop": name.lower() for colour, name in NAMES_EN.items()},
    },
    {
        "w.tantrix.deal": "Pescate le tessere: inizia chi ha il numero più alto, "
        "poi altre cinque a testa",
        "w.tantrix.first": "{who.Il} mette la tessera {tile} al centro",
        "w.tantrix.placed": "{who.Il} mette la tessera {tile}",
        "w.tantrix.forced": "{who.Il} riempie uno spazio forzato",
        "w.tantrix.drew": "{placed} e pesca una tessera",
        "w.tantrix.last_tile": "{placed}, poi pesca l'ultima tessera",
        "w.tantrix.extends": "{placed} e allunga una linea {colour} a {n} tessere",
        "w.tantrix.loop": "{placed} e chiude una linea {colour} di {n} tessere",
        "w.tantrix.starts": "{placed} e inizia una linea {colour}",
        "w.tantrix.first.hint": "metti la tessera {tile} al centro",
        "w.tantrix.placed.hint": "metti la tessera {tile}",
        "w.tantrix.forced.hint": "riempi uno spazio forzato con la tessera {tile}",
        "w.tantrix.extends.hint": "{placed} e allunga una linea {colour} a {n} tessere",
        "w.tantrix.loop.hint": "{placed} e chiudi una linea {colour} di {n} tessere",
        "w.tantrix.starts.hint": "{placed} e inizia una linea {colour}",
        # "linea" is feminine, open or closed (the rules' "linea chiusa")
        "w.tantrix.R": "rossa",
        "w.tantrix.Y": "gialla",
        "w.tantrix.G": "verde",
        "w.tantrix.B": "blu",
        "w.tantrix.R.loop": "rossa",
        "w.tantrix.Y.loop": "gialla",
        "w.tantrix.G.loop": "verde",
        "w.tantrix.B.loop": "blu",
    },
)
# Moves that open with no name ("Tiles drawn: …"): lower case after "Last move:".
add_openers(["Tiles"], ["Pescate"])


def describe(state: TantrixState, mover: int, moves: list[str], hint: bool = False) -> str:
    if mover < 0:  # the opening draws alone
        return t("w.tantrix.deal")
    move = state.parse_move(moves[0])
    assert isinstance(move, Place)
    who = rules_text(state.seat_name(mover))
    drew = len(moves) > 1
    if not state.board:
        placed = phrase("w.tantrix.first", hint, who=who, tile=move.tile)
        return t("w.tantrix.drew", placed=placed) if drew else placed
    if state.step != STEP_FREE and not hint:  # one of maybe several: short
        placed = t("w.tantrix.forced", who=who)
    else:
        key = "w.tantrix.placed" if state.step == STEP_FREE else "w.tantrix.forced"
        placed = line_words(state, mover, move, phrase(key, hint, who=who, tile=move.tile), hint)
    if drew and state.bag_count() == 1:  # the bag empties: the restrictions end
        return t("w.tantrix.last_tile", placed=placed)
    return placed


def line_words(state: TantrixState, mover: int, move: Place, placed: str, hint: bool) -> str:
    """``placed`` and what it did to a player's line: the mover's own
    colour first, else the longest line of another player's it grew,
    else the mover's line it starts."""
    found = lines_through(state, move)
    own = state.colours[mover]
    grown = sorted(
        (line for line in found if line.tiles > 1 or line.loop),
        key=lambda line: (line.colour != own, -line.score),
    )
    if grown:
        line = grown[0]
        key = "w.tantrix.loop" if line.loop else "w.tantrix.extends"
        colour = colour_name(line.colour, line.loop)
        return phrase(key, hint, placed=placed, colour=colour, n=line.tiles)
    if any(line.colour == own for line in found):
        return phrase("w.tantrix.starts", hint, placed=placed, colour=colour_name(own, False))
    return placed


def lines_through(state: TantrixState, move: Place) -> list[Line]:
    """The players' lines through ``move``'s tile once it is placed (the
    rules find them: a copy of the state plays the move)."""
    after = state.clone()
    after.play(str(move))
    shown = edges(move.tile, move.rotation)
    return [
        line
        for colour in state.colours
        if colour in shown
        for line in after.lines(colour)
        if move.hex in line.hexes
    ]


def colour_name(colour: str, loop: bool) -> str:
    """A line's colour in words ("red"; in Italian agreeing with "linea")."""
    return t(f"w.tantrix.{colour}.loop" if loop else f"w.tantrix.{colour}")


WORDS = GameWords(describe, draws="before", turns=True)
