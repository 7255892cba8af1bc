"""Tsoro Yematatu's moves in words."""

from __future__ import annotations

from abstrakta.core import AGREED_DRAW
from abstrakta.games.tsoro import POINTS, Jump, Place, Step, TsoroState
from ui.i18n import add_ui_texts, rules_text, t
from ui.views import tsoro_words  # noqa: F401  (the rules' words in Italian)
from ui.words import GameWords

add_ui_texts(
    {
        "w.tsoro.place": "{who} placed a piece on {point}",
        "w.tsoro.step": "{who} moved from {src} to {dst}",
        "w.tsoro.jump": "{who} jumped from {src} over {over} to {dst}",
        "w.tsoro.pass": "{who} could not move and passed",
        "w.agreed": "{who} and the other side agreed a draw",
    },
    {
        "w.tsoro.place": "{who} mette una pedina su {point}",
        "w.tsoro.step": "{who} sposta da {src} a {dst}",
        "w.tsoro.jump": "{who} salta da {src} a {dst} scavalcando {over}",
        "w.tsoro.pass": "{who} non può muovere e passa",
        "w.agreed": "{who} e l'avversario concordano la patta",
    },
)


def describe(state: TsoroState, mover: int, moves: list[str]) -> str:
    who = rules_text(state.seat_name(mover))
    (text,) = moves
    if text == AGREED_DRAW:
        return t("w.agreed", who=who)
    move = state.parse_move(text)
    if isinstance(move, Place):
        return t("w.tsoro.place", who=who, point=POINTS[move.point])
    if isinstance(move, Step):
        return t("w.tsoro.step", who=who, src=POINTS[move.src], dst=POINTS[move.dst])
    if isinstance(move, Jump):
        return t(
            "w.tsoro.jump",
            who=who,
            src=POINTS[move.src],
            over=POINTS[move.over],
            dst=POINTS[move.dst],
        )
    return t("w.tsoro.pass", who=who)


WORDS = GameWords(describe)
