"""Tantrix's moves in words: a placement with the draw that refills the
hand after it; the opening draws (who starts, the hands) as one entry."""

from __future__ import annotations

from abstrakta.games.tantrix import STEP_FREE, Place, TantrixState
from abstrakta.grids import HEX_DIRECTIONS
from ui.i18n import add_ui_texts, rules_text, t
from ui.views import tantrix_words  # noqa: F401  (the rules' words in Italian)
from ui.words import GameWords, phrase

add_ui_texts(
    {
        "w.tantrix.deal": "Tiles drawn: the highest number starts, then five more each",
        "w.tantrix.first": "{who} placed tile {tile} in the middle",
        "w.tantrix.next_to": "{who} placed tile {tile} next to tile {other}",
        "w.tantrix.forced": "{who} filled a forced space with tile {tile}",
        "w.tantrix.drew": "{placed} and drew a tile",
        "w.tantrix.first.hint": "place tile {tile} in the middle",
        "w.tantrix.next_to.hint": "place tile {tile} next to tile {other}",
        "w.tantrix.forced.hint": "fill a forced space with tile {tile}",
    },
    {
        "w.tantrix.deal": "Pescate le tessere: inizia il numero più alto, poi altre cinque a testa",
        "w.tantrix.first": "{who} mette la tessera {tile} al centro",
        "w.tantrix.next_to": "{who} mette la tessera {tile} accanto alla {other}",
        "w.tantrix.forced": "{who} riempie uno spazio obbligato con la tessera {tile}",
        "w.tantrix.drew": "{placed} e pesca una tessera",
        "w.tantrix.first.hint": "metti la tessera {tile} al centro",
        "w.tantrix.next_to.hint": "metti la tessera {tile} accanto alla {other}",
        "w.tantrix.forced.hint": "riempi uno spazio obbligato con la tessera {tile}",
    },
)


def describe(state: TantrixState, mover: int, moves: list[str], hint: bool = False) -> str:
    if mover < 0:  # the opening draws alone
        return t("w.tantrix.deal")
    move = state.parse_move(moves[0])
    assert isinstance(move, Place)
    who = rules_text(state.seat_name(mover))
    q, r = move.hex
    around = sorted(
        state.board[(q + dq, r + dr)][0]
        for dq, dr in HEX_DIRECTIONS
        if (q + dq, r + dr) in state.board
    )
    if not around:
        placed = phrase("w.tantrix.first", hint, who=who, tile=move.tile)
    elif state.step != STEP_FREE:
        placed = phrase("w.tantrix.forced", hint, who=who, tile=move.tile)
    else:
        placed = phrase("w.tantrix.next_to", hint, who=who, tile=move.tile, other=around[0])
    return t("w.tantrix.drew", placed=placed) if len(moves) > 1 else placed


WORDS = GameWords(describe, draws="before", turns=True)
