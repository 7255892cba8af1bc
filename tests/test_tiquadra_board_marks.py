"""TiQuadra's board: it marks every tower the computer built on since the
person placed: with two computer seats, the panel said "Since your move:
Grey…; Green…" while the board ringed Green's tower alone."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any

import pytest

from abstrakta.games import GAMES


class Host:
    """The app as the view sees it: a position and who the computer is."""

    def __init__(self, state: Any, computers: set[int]) -> None:
        self.state = state
        self.computers = computers

    def is_computer(self, seat: int) -> bool:
        return seat in self.computers

    def redraw(self) -> None:
        pass


def placed(moves: list[int]) -> Any:
    """A fresh game with a piece placed on each square of ``moves`` in turn
    (Orange, Grey, Green from the start)."""
    state = GAMES["tiquadra"].new({})
    for square in moves:
        [move] = [m for m in state.legal_moves() if str(m) == str(square)]
        state.play(move)
    return state


@pytest.fixture
def view_module(page_module: Callable[[str], ModuleType]) -> ModuleType:
    return page_module("ui.views.tiquadra")


def test_two_computers_in_turn_mark_both_towers(view_module: ModuleType) -> None:
    state = placed([1, 2, 3])  # Orange (the person), then Grey and Green
    assert [p.seat for p in state.placements] == [0, 1, 2]
    view = view_module.TiQuadraView(Host(state, computers={1, 2}))
    assert view.fresh_squares() == {2, 3}


def test_a_persons_placement_is_marked_alone(view_module: ModuleType) -> None:
    state = placed([1, 2, 3])
    view = view_module.TiQuadraView(Host(state, computers={0, 1}))  # Green is the person
    assert view.fresh_squares() == {3}


def test_one_computer_or_only_computers_mark_the_last_alone(view_module: ModuleType) -> None:
    state = placed([1, 2, 3])
    assert view_module.TiQuadraView(Host(state, computers={2})).fresh_squares() == {3}
    assert view_module.TiQuadraView(Host(state, computers={0, 1, 2})).fresh_squares() == {3}
    assert view_module.TiQuadraView(Host(placed([]), computers={1, 2})).fresh_squares() == set()


#: Random play: a vote brings down six of Green's pieces and leaves Green
#: holding exactly 2, so Green loses one more.
FELL_AND_LOST = "v1~tiquadra~~4_2_1_4_3_1_3_2_1_3_2_4_3_2_4_3_2_1_3_4_1_3_2_1_v4.3.2"


def test_a_corner_says_both_pieces_fallen_and_the_piece_lost(view_module: ModuleType) -> None:
    """A desktop audit: Green's corner said "−1 (held 2)" alone after six
    of its pieces fell; the others' corners said what fell."""
    from ui.i18n import set_language

    from abstrakta.record import decode

    set_language("en")
    report = decode(FELL_AND_LOST).state.last_vote  # type: ignore[union-attr]
    assert report.lost_piece == 2 and report.pieces_fallen == (0, 0, 6)
    assert view_module.corner_tag(report, 2) == "−6 fell, −1 (held 2)"
    assert view_module.corner_tag(report, 0) == ""


def test_computers_placing_after_a_vote_are_said_since_the_vote() -> None:
    """A desktop audit: after a vote (or Continue on its reveal) the two
    computers placed, and the panel said "Since your move: …" though the
    person's last act was the vote."""
    from ui.i18n import set_language
    from ui.move_words import MoveWords
    from ui.session import Session
    from ui.table import panel_model

    set_language("en")
    session, _ = Session.from_record(FELL_AND_LOST)
    assert session is not None
    session.seats = {0: "normal", 2: "normal"}  # Grey is the person: Green, Orange first
    while session.state.current_player() in (0, 2):
        session.play(str(session.state.legal_moves()[0]))
    model = panel_model(session, None, MoveWords(), 0)
    assert model.last_move is not None and model.last_move.startswith("Since the vote: "), model


def test_the_hand_over_card_does_not_say_where_the_button_is(view_module: ModuleType) -> None:
    """A desktop audit: the card said "press “I am Orange” below" ("qui
    sotto"), but on a desktop the button is beside the board, higher up."""
    from ui.i18n import set_language, t

    for language, where in (("en", "below"), ("it", "sotto")):
        set_language(language)
        assert where not in t("tq.card_press", seat="X", button="Y")
    set_language("en")
