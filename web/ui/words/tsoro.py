"""Tsoro Yematatu's moves in words."""

from __future__ import annotations

from abstrakta.core import AGREED_DRAW
from abstrakta.games.tsoro import POINTS, Jump, Place, Step, TsoroState
from ui.i18n import add_ui_texts, rules_text, t
from ui.views import tsoro_words  # noqa: F401  (the rules' words in Italian)
from ui.words import GameWords, phrase

add_ui_texts(
    {
        "w.tsoro.place": "{who} placed a piece on {point}",
        "w.tsoro.step": "{who} moved from {src} to {dst}",
        "w.tsoro.jump": "{who} jumped from {src} over {over} to {dst}",
        "w.tsoro.pass": "{who} could not move and passed",
        "w.agreed": "{who} and {other} agreed a draw",
        "w.tsoro.place.hint": "place a piece on {point}",
        "w.tsoro.step.hint": "move from {src} to {dst}",
        "w.tsoro.jump.hint": "jump from {src} over {over} to {dst}",
        "w.tsoro.pass.hint": "pass: no move is possible",
    },
    {
        "w.tsoro.place": "{who.Il} mette una pedina su {point}",
        "w.tsoro.step": "{who.Il} muove da {src} {to_dst}",
        "w.tsoro.jump": "{who.Il} salta da {src} {to_dst} scavalcando {over}",
        "w.tsoro.pass": "{who.Il} non può muovere e passa",
        "w.agreed": "{who.Il} e {other.il} concordano la patta",
        "w.tsoro.place.hint": "metti una pedina su {point}",
        "w.tsoro.step.hint": "muovi da {src} {to_dst}",
        "w.tsoro.jump.hint": "salta da {src} {to_dst} scavalcando {over}",
        "w.tsoro.pass.hint": "passa: nessuna mossa è possibile",
    },
)


def to(point: str) -> str:
    """Italian "to" before a point's name: "ad a1" (a vowel sound), "a b1"."""
    return f"{'ad' if point[0] in 'aeiou' else 'a'} {point}"


def describe(state: TsoroState, mover: int, moves: list[str], hint: bool = False) -> str:
    who = rules_text(state.seat_name(mover))
    (text,) = moves
    if text == AGREED_DRAW:
        other = rules_text(state.seat_name(1 - mover))  # two players: the one who agreed
        return t("w.agreed", who=who, other=other)
    move = state.parse_move(text)
    if isinstance(move, Place):
        return phrase("w.tsoro.place", hint, who=who, point=POINTS[move.point])
    if isinstance(move, Step):
        dst = POINTS[move.dst]
        return phrase("w.tsoro.step", hint, who=who, src=POINTS[move.src], dst=dst, to_dst=to(dst))
    if isinstance(move, Jump):
        dst = POINTS[move.dst]
        return phrase(
            "w.tsoro.jump",
            hint,
            who=who,
            src=POINTS[move.src],
            over=POINTS[move.over],
            dst=dst,
            to_dst=to(dst),
        )
    return phrase("w.tsoro.pass", hint, who=who)


WORDS = GameWords(describe)
