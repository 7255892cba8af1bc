"""Asterismo's moves in words: the pour, the share of the initial harvest
(one entry for its gifts, played one per piece), each piece taken."""

from __future__ import annotations

from abstrakta.games.asterismo import COLOURS, AsterismoState, Give, Take, cell_name, parse
from ui.i18n import add_openers, add_ui_texts, and_list, rules_text, t
from ui.views import asterismo_words  # noqa: F401  (the rules' words in Italian)
from ui.words import GameWords, phrase

add_ui_texts(
    {
        "w.ast.pour": "The pieces were poured",
        "w.ast.give": "Piece {cell} given to {who}",
        "w.ast.share": "Initial harvest shared: {parts}",
        "w.ast.share_part": "{cells} to {who}",
        "w.ast.share_so_far": "Initial harvest, shared so far: {parts}",
        "w.ast.take": "{who} took the {colour} piece on {cell}",
        "w.ast.give.hint": "give piece {cell} to {who}",
        "w.ast.take.hint": "take the ringed {colour} piece",
    },
    {
        "w.ast.pour": "Le pedine sono state versate",
        "w.ast.give": "Pedina {cell} data {who.al}",
        "w.ast.share": "Raccolto iniziale diviso: {parts}",
        "w.ast.share_part": "{cells} {who.al}",
        "w.ast.share_so_far": "Raccolto iniziale, diviso finora: {parts}",
        "w.ast.take": "{who.Il} prende la pedina {colour} su {cell}",
        "w.ast.give.hint": "dai la pedina {cell} {who.al}",
        "w.ast.take.hint": "prendi la pedina {colour} cerchiata",
    },
)
# Moves that open with no name ("The pieces were poured", "Initial harvest
# shared: …"): lower case after "Last move:".
add_openers(["The", "Piece", "Initial"], ["Le", "Pedina", "Raccolto"])


def describe(state: AsterismoState, mover: int, moves: list[str], hint: bool = False) -> str:
    if mover < 0:
        return t("w.ast.pour")
    move = state.parse_move(moves[-1])
    if isinstance(move, Give):
        if len(moves) > 1:
            return shared(state, moves)
        piece = cell_name(state.pending[0])
        return phrase("w.ast.give", hint, cell=piece, who=rules_text(state.seat_name(move.seat)))
    assert isinstance(move, Take)
    # The piece's colour is what a player collects: said with the cell once
    # taken (its hole then shows the name); a hint says the piece the board
    # rings, by colour only (a piece in the tree shows no cell name).
    colour = rules_text(f"asterismo_{COLOURS[state.colour_at(move.cell) or 0]}")
    who = rules_text(state.seat_name(mover))
    return phrase("w.ast.take", hint, who=who, cell=cell_name(move.cell), colour=colour)


def shared(state: AsterismoState, moves: list[str]) -> str:
    """Gifts in a row, by whom they went to: "Initial harvest shared: d4
    and e5 to Player 1, f6 to Player 2" (the pieces in the order given).
    A share stopped part way (a hand-edited link) says "so far"."""
    cells: dict[int, list[str]] = {}
    for cell, text in zip(state.pending, moves, strict=False):
        gift = state.parse_move(text)
        assert isinstance(gift, Give)
        cells.setdefault(gift.seat, []).append(cell_name(cell))
    parts = [
        t("w.ast.share_part", cells=and_list(names), who=rules_text(state.seat_name(seat)))
        for seat, names in sorted(cells.items())
    ]
    whole = len(moves) >= len(state.pending)
    return t("w.ast.share" if whole else "w.ast.share_so_far", parts=", ".join(parts))


def both_gifts(before: str, move: str) -> bool:
    """Gifts follow one another in one entry: the share is one act."""
    return isinstance(parse(before), Give) and isinstance(parse(move), Give)


WORDS = GameWords(describe, folds=both_gifts)
