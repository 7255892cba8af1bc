"""Ta Yü: the board tapped (or Enter pressed on it) while the person's
step is in the panel (a bid, a face, a tile to pick) says so; a keyboard
audit pressed Enter on the board at the saboteur's bid and heard nothing."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any

from ui.i18n import set_language

from abstrakta.games import GAMES


class Host:
    def __init__(self, state: Any, computers: set[int] | None = None) -> None:
        self.state = state
        self.computers = computers or set()
        self.said: list[str] = []

    def computers_turn(self) -> bool:
        return self.state.current_player() in self.computers

    def is_computer(self, seat: int) -> bool:
        return seat in self.computers

    def flash(self, text: str, info: bool = False) -> None:
        self.said.append(text)

    def redraw(self) -> None:
        pass


def test_the_board_at_a_bid_says_to_choose_with_the_buttons(
    page_module: Callable[[str], ModuleType],
) -> None:
    set_language("en")
    views = page_module("ui.views.tayu")
    state = GAMES["tayu"].new({"variant": "saboteur", "bidding": "yes"})
    assert state.phase == "bid"
    host = Host(state)
    views.TayuView(host).tap_square((3, 3))
    assert host.said == ["No tile to lay yet: first choose with the buttons."]
    # In the computer's turn the board says that instead.
    host = Host(state, computers={state.current_player()})
    views.TayuView(host).tap_square((3, 3))
    assert host.said != ["No tile to lay yet: first choose with the buttons."]
