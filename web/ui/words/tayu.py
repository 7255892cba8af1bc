"""Ta Yü's moves in words: a tile laid with the draw that brought it."""

from __future__ import annotations

from abstrakta.games.tayu import Bid, Choose, Place, TayuState
from abstrakta.grids import square_name
from ui.i18n import add_openers, add_ui_texts, rules_text, t
from ui.views.tayu_seats import roles_settled
from ui.views.tayu_words import outlets_words
from ui.words import GameWords, phrase

add_ui_texts(
    {
        "w.tayu.laid": "{who} laid a tile on {first}–{last}, outlets {outlets}",
        "w.tayu.drew_laid": "{who} drew a tile and laid it on {first}–{last}, outlets {outlets}",
        "w.tayu.deco": "{who} chose a decorated tile",
        "w.tayu.plain": "{who} chose a plain tile",
        "w.tayu.bid": "{who} bid {target}",
        "w.tayu.pass": "{who} passed",
        "w.tayu.drawn": "Tile drawn",
        "w.tayu.laid.hint": "lay the tile on {first}–{last}, outlets {outlets}",
        "w.tayu.deco.hint": "choose a decorated tile",
        "w.tayu.plain.hint": "choose a plain tile",
        "w.tayu.bid.hint": "bid {target}",
        "w.tayu.pass.hint": "pass",
    },
    {
        "w.tayu.laid": "{who.Il} posa una tessera su {first}–{last}, sbocchi {outlets}",
        "w.tayu.drew_laid": "{who.Il} pesca una tessera e la posa su {first}–{last}, "
        "sbocchi {outlets}",
        "w.tayu.deco": "{who.Il} sceglie una tessera decorata",
        "w.tayu.plain": "{who.Il} sceglie una tessera semplice",
        "w.tayu.bid": "{who.Il} offre {target}",
        "w.tayu.pass": "{who.Il} passa",
        "w.tayu.drawn": "Tessera pescata",
        "w.tayu.laid.hint": "posa la tessera su {first}–{last}, sbocchi {outlets}",
        "w.tayu.deco.hint": "scegli una tessera decorata",
        "w.tayu.plain.hint": "scegli una tessera semplice",
        "w.tayu.bid.hint": "offri {target}",
        "w.tayu.pass.hint": "passa",
    },
)
# Moves that open with no name ("Tile drawn"): lower case after "Last move:".
add_openers(["Tile"], ["Tessera"])


def describe(state: TayuState, mover: int, moves: list[str], hint: bool = False) -> str:
    if mover < 0:
        return t("w.tayu.drawn")
    who = rules_text(state.seat_name(mover))
    drew = len(moves) > 1
    move = state.parse_move(moves[-1])
    if isinstance(move, Place):
        squares = sorted(move.squares, key=lambda s: (s[1], s[0]))
        key = "w.tayu.drew_laid" if drew else "w.tayu.laid"
        # Where its outlets point: the same tile turned on the same squares
        # is another move, and read the same without them.
        return phrase(
            key,
            hint,
            who=who,
            first=square_name(squares[0]),
            last=square_name(squares[-1]),
            outlets=outlets_words(move),
        )
    if isinstance(move, Choose):
        return phrase(f"w.tayu.{move.kind}", hint, who=who)
    if isinstance(move, Bid):
        said = phrase("w.tayu.bid", hint, who=who, target=move.target)
    else:
        said = phrase("w.tayu.pass", hint, who=who)
    return said if hint else said + settled(state, moves[-1])


def settled(state: TayuState, move: str) -> str:
    """The move that ends the bidding also says who got which role (the
    players were "Player 1..3" until then, roles from then on)."""
    after = state.clone()
    after.play(move)
    roles = roles_settled(state, after)
    return f": {roles}" if roles else ""


WORDS = GameWords(describe, draws="after")
