"""Ta Yü's moves in words: a tile laid with the draw that brought it."""

from __future__ import annotations

from abstrakta.games.tayu import Bid, Choose, Place, TayuState
from abstrakta.grids import square_name
from ui.i18n import add_ui_texts, rules_text, t
from ui.views import tayu_words  # noqa: F401  (the rules' words in Italian)
from ui.words import GameWords

add_ui_texts(
    {
        "w.tayu.laid": "{who} laid a tile on {first}–{last}",
        "w.tayu.drew_laid": "{who} drew a tile and laid it on {first}–{last}",
        "w.tayu.deco": "{who} chose a decorated tile",
        "w.tayu.plain": "{who} chose a plain tile",
        "w.tayu.bid": "{who} bid {target}",
        "w.tayu.pass": "{who} passed",
        "w.tayu.drawn": "Tile drawn",
    },
    {
        "w.tayu.laid": "{who} posa una tessera su {first}–{last}",
        "w.tayu.drew_laid": "{who} pesca una tessera e la posa su {first}–{last}",
        "w.tayu.deco": "{who} sceglie una tessera decorata",
        "w.tayu.plain": "{who} sceglie una tessera semplice",
        "w.tayu.bid": "{who} offre {target}",
        "w.tayu.pass": "{who} passa",
        "w.tayu.drawn": "Tessera pescata",
    },
)


def describe(state: TayuState, mover: int, moves: list[str]) -> str:
    if mover < 0:
        return t("w.tayu.drawn")
    who = rules_text(state.seat_name(mover))
    drew = len(moves) > 1
    move = state.parse_move(moves[-1])
    if isinstance(move, Place):
        squares = sorted(move.squares, key=lambda s: (s[1], s[0]))
        key = "w.tayu.drew_laid" if drew else "w.tayu.laid"
        return t(key, who=who, first=square_name(squares[0]), last=square_name(squares[-1]))
    if isinstance(move, Choose):
        return t(f"w.tayu.{move.kind}", who=who)
    if isinstance(move, Bid):
        return t("w.tayu.bid", who=who, target=move.target)
    return t("w.tayu.pass", who=who)


WORDS = GameWords(describe, draws="after")
