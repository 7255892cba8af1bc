"""The marks of Asterismo's talking variant ("I mean to take this one"):
talk, not moves, so they are kept in this browser per pour (the game's
first move names it), never in the link; the newest ``KEPT`` pours stay.

Storage holds whatever was written there (an older app's entries, a hand
edit): a mark is read back only on a cell of the board, for a seat of the
game shown. A seat out of range once stopped the app from starting (the
keyboard's words for the piece named a seat the game does not have).
"""

from __future__ import annotations

import json
from typing import Any

from abstrakta.games.asterismo import cell_name, parse_cell
from abstrakta.grids import Hex
from ui import storage

KEY = "abstrakta.asterismo.marks"
#: How many pours' marks are remembered.
KEPT = 20


def marks_of(every: dict[str, Any], pour: str, players: int) -> dict[Hex, int]:
    """The usable marks that ``every`` (the stored object) keeps for
    ``pour`` in a game of ``players`` seats: cell -> seat."""
    saved = every.get(pour)
    marks: dict[Hex, int] = {}
    for name, seat in saved.items() if isinstance(saved, dict) else ():
        cell = parse_cell(str(name))
        # type(), not isinstance(): JSON's true is a bool, and bools are ints.
        if cell is not None and type(seat) is int and 0 <= seat < players:
            marks[cell] = seat
    return marks


def with_marks(every: dict[str, Any], pour: str, marks: dict[Hex, int]) -> dict[str, Any]:
    """``every`` with ``pour``'s marks replaced (the newest last; none: the
    pour forgotten), cut to the newest ``KEPT`` pours."""
    kept = {key: value for key, value in every.items() if key != pour}
    if marks:
        kept[pour] = {cell_name(cell): seat for cell, seat in marks.items()}
    return dict(list(kept.items())[-KEPT:])


class PourMarks:
    """The marks on one pour, read from storage when the pour changes and
    written back on every change."""

    def __init__(self) -> None:
        #: The pour and player count the cells were read for.
        self._read_for: tuple[str | None, int] = (None, 0)
        self.cells: dict[Hex, int] = {}

    def on(self, pour: str | None, players: int) -> dict[Hex, int]:
        """The marks on ``pour`` in a game of ``players`` seats (None: no
        pour yet, no marks)."""
        if (pour, players) != self._read_for:
            self._read_for = (pour, players)
            self.cells = marks_of(storage.get_dict(KEY), pour, players) if pour else {}
        return self.cells

    def toggle(self, cell: Hex, seat: int) -> None:
        """Mark ``cell`` for ``seat``, or unmark it if it is ``seat``'s."""
        if self.cells.get(cell) == seat:
            del self.cells[cell]
        else:
            self.cells[cell] = seat
        self._save()

    def clear(self) -> None:
        self.cells = {}
        self._save()

    def _save(self) -> None:
        pour = self._read_for[0]
        if pour is not None:
            storage.put(KEY, json.dumps(with_marks(storage.get_dict(KEY), pour, self.cells)))
