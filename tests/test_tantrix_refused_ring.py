"""The space a Tantrix refusal speaks of is ringed for the position it was
refused in only: another position with as many moves (an undo, then a
different move) does not show it again. (The app also drops the ring at
every position change, through ``View.reset``; this is the view's own
guard, for any caller that redraws without one.)"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any

import pytest

from abstrakta.core import CHANCE
from abstrakta.record import decode

#: Red's turn after the free move: a tile of Red's hand fits forced space
#: 3.0 by colour, but placing it would spoil the space 4.0 (rule 1).
BARRED = (
    "v1~tantrix~players.2_colours.auto~d15_d39_d38_d49_d10_d13_d8_d16_d43_d7_d31_d14_"
    "38.0.0.0_d2_13.-1.1.4_d50_39.0.-1.3_d56_16.-1.0.1_d47_15.-2.0.5_d48_14.-1.-1.5_d45_"
    "56.1.-1.3_d25_45.-1.-2.3_d42_47.-2.-1.4_d21_8.0.-2.0_d28_25.2.-1.3_d32_7.3.-1.2_d36_"
    "36.-2.1.3_d34_32.4.-1.4_d5_21.5.-1.5_d44_44.1.0.1_d37_42.0.1.2_d23_48.2.0.4_d27"
)


class Host:
    """The app as the view sees it: a position, and refusals kept quiet."""

    def __init__(self, state: Any) -> None:
        self.state = state
        self.played: list[str] = []

    def play(self, move: str) -> bool:
        self.played.append(move)
        return False

    def computers_turn(self) -> bool:
        return False

    def is_computer(self, seat: int) -> bool:
        return False

    def redraw(self) -> None:
        pass


def state_of(record: str) -> Any:
    decoded = decode(record)
    assert decoded.state is not None and decoded.error is None
    return decoded.state


@pytest.fixture
def view_module(page_module: Callable[[str], ModuleType]) -> ModuleType:
    """``ui.views.tantrix`` (the ring's bookkeeping never touches the page)."""
    return page_module("ui.views.tantrix")


def test_a_refusal_rings_the_space_it_names_in_its_own_position_only(
    view_module: ModuleType,
) -> None:
    state = state_of(BARRED)
    host = Host(state)
    view = view_module.TantrixView(host)
    view.tap_cell((3, 0))
    assert host.played, "the tap should have asked the rules (and been refused)"
    assert view.refused_space() == (4, 0)
    # The last draw undone and another tile drawn instead: as many moves
    # as before, another position; the ring is not this position's.
    before = state_of(BARRED.rsplit("_", 1)[0])
    assert before.current_player() == CHANCE
    other = next(m for m in before.legal_moves() if str(m) != "d27")
    before.play(other)
    host.state = before
    assert len(host.state.history) == len(state.history)
    assert view.refused_space() is None
    host.state = state
    assert view.refused_space() == (4, 0)
