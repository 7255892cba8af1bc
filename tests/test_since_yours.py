"""The panel's line under the status: with two computer seats moving
after the person (TiQuadra's Grey, then Green), both moves are said; the
last alone left a tower changed with nothing on screen saying why."""

from __future__ import annotations

from ui.i18n import set_language
from ui.move_words import MoveWords
from ui.session import Session
from ui.table import panel_model


def session_of(record: str, seats: dict[int, str]) -> Session:
    session, error = Session.from_record(record)
    assert session is not None and error is None
    session.seats = seats
    return session


def test_two_computers_after_the_person_are_both_said() -> None:
    set_language("en")
    session = session_of("v1~tiquadra~~1_2_3", {1: "normal", 2: "normal"})
    line = panel_model(session, None, MoveWords(), None).last_move
    assert line is not None and line.startswith("Since your move: Grey ")
    assert "; Green " in line and "Orange" not in line


def test_one_mover_since_the_person_is_the_last_move() -> None:
    set_language("en")
    one_computer = session_of("v1~tiquadra~~1_2_3", {2: "normal"})
    line = panel_model(one_computer, None, MoveWords(), None).last_move
    assert line is not None and line.startswith("Last move: Green ")
    people = session_of("v1~tiquadra~~1_2_3", {})
    line = panel_model(people, None, MoveWords(), None).last_move
    assert line is not None and line.startswith("Last move: Green ")


def test_in_italian() -> None:
    set_language("it")
    try:
        session = session_of("v1~tiquadra~~1_2_3", {1: "normal", 2: "normal"})
        line = panel_model(session, None, MoveWords(), None).last_move
        assert line is not None and line.startswith("Dopo la tua mossa: il Grigio ")
    finally:
        set_language("en")


def test_with_no_person_at_the_table_nobody_is_told_since_your_move() -> None:
    """Two computers play each other: the panel said "After your move: ..."
    with no person's move in the game (a newcomer's audit)."""
    set_language("en")
    session = session_of("v1~tiquadra~~1_2_3", {0: "easy", 1: "normal", 2: "normal"})
    line = panel_model(session, None, MoveWords(), None).last_move
    assert line is not None and line.startswith("Last move: Green "), line
