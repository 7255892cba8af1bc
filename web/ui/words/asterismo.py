"""Asterismo's moves in words: the pour, each piece of the first harvest
given, each piece taken."""

from __future__ import annotations

from abstrakta.games.asterismo import COLOURS, AsterismoState, Give, Take, cell_name
from ui.i18n import add_ui_texts, rules_text, t
from ui.views import asterismo_words  # noqa: F401  (the rules' words in Italian)
from ui.words import GameWords, phrase

add_ui_texts(
    {
        "w.ast.pour": "The pieces were poured",
        "w.ast.give": "Piece {cell} given to {who}",
        "w.ast.take": "{who} took the {colour} piece on {cell}",
        "w.ast.give.hint": "give piece {cell} to {who}",
        "w.ast.take.hint": "take the ringed {colour} piece",
    },
    {
        "w.ast.pour": "I pezzi sono stati versati",
        "w.ast.give": "Pezzo {cell} dato al {who}",
        "w.ast.take": "{who} prende il pezzo {colour} su {cell}",
        "w.ast.give.hint": "dai il pezzo {cell} al {who}",
        "w.ast.take.hint": "prendi il pezzo {colour} cerchiato",
    },
)


def describe(state: AsterismoState, mover: int, moves: list[str], hint: bool = False) -> str:
    if mover < 0:
        return t("w.ast.pour")
    move = state.parse_move(moves[-1])
    if isinstance(move, Give):
        piece = cell_name(state.pending[0])
        return phrase("w.ast.give", hint, cell=piece, who=rules_text(state.seat_name(move.seat)))
    assert isinstance(move, Take)
    # The piece's colour is what a player collects: said with the cell once
    # taken (its hole then shows the name); a hint says the piece the board
    # rings, by colour only (a piece in the tree shows no cell name).
    colour = rules_text(f"asterismo_{COLOURS[state.colour_at(move.cell) or 0]}")
    who = rules_text(state.seat_name(mover))
    return phrase("w.ast.take", hint, who=who, cell=cell_name(move.cell), colour=colour)


WORDS = GameWords(describe)
