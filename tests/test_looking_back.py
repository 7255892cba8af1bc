"""An earlier position on the board (a move chosen in the list, an undo):
the computer plays on only from the last move, so at its turn there it
waits. The panel said "Black to move" and offered nothing: the game
looked stuck (a desktop audit clicked an earlier move). It now says so
and offers the way back to the last move."""

from __future__ import annotations

import random

from ui.move_words import MoveWords
from ui.session import Session
from ui.table import panel_model

from abstrakta.core import CHANCE

#: White (a person) against Black (the computer), six pieces placed.
GAME = "v1~tsoro~first.white~b2_c1_a2_a1_b1_c2"


def game() -> Session:
    session, _ = Session.from_record(GAME)
    assert session is not None
    session.seats = {1: "easy"}
    return session


def test_at_the_last_move_nothing_is_said_of_an_earlier_position() -> None:
    model = panel_model(game(), None, MoveWords(), None)
    assert model.status == "White to move"
    assert not model.looking_back and model.looking_back_note is None


def test_at_the_computers_turn_earlier_the_status_says_it_waits() -> None:
    session = game()
    session.goto(3)  # after White's a2: Black (the computer) to move
    model = panel_model(session, None, MoveWords(), None)
    assert model.status == "An earlier position: the computer plays on only from the last move."
    assert model.looking_back and model.looking_back_note is None


def test_at_a_persons_turn_earlier_the_panel_says_what_a_move_does() -> None:
    session = game()
    session.goto(4)  # White to move, two moves before the last
    model = panel_model(session, None, MoveWords(), None)
    assert model.status == "White to move"
    assert model.looking_back
    assert model.looking_back_note == (
        "An earlier position: a move here replaces the moves after it."
    )


def test_an_ended_game_looked_back_on_is_not_said_to_wait() -> None:
    session, _ = Session.from_record("v1~tsoro~first.white~a2_b2_a1_c1_b3")
    assert session is not None and session.state.is_over()
    assert not panel_model(session, None, MoveWords(), None).looking_back


def test_a_draw_is_offered_only_at_a_persons_turn() -> None:
    """At the computer's turn on an earlier position, Offer draw asked the
    person to accept the computer's offer, then refused it ("it is the
    computer's turn"): a newcomer's audit. It is now disabled there."""
    session = game()
    assert panel_model(session, None, MoveWords(), None).draw_enabled
    session.goto(3)  # Black (the computer) to move
    assert not panel_model(session, None, MoveWords(), None).draw_enabled
    session.goto(4)  # White (the person) to move, earlier
    assert panel_model(session, None, MoveWords(), None).draw_enabled


def test_a_views_own_turn_words_give_way_to_the_wait() -> None:
    """Tantrix's own status ("Yellow: place the first tile in the centre")
    stood at the computer's turn on an earlier position, an instruction to
    the computer's seat (a newcomer's audit, after undoing its first tile)."""
    session = Session.new("tantrix", {"players": "2"})
    rng = random.Random(1)
    while session.state.current_player() == CHANCE:  # the deal
        session.play(str(session.state.sample_chance(rng)))
    opener = session.state.current_player()
    session.seats = {opener: "easy"}
    own = "Yellow: place the first tile in the centre"
    model = panel_model(session, own, MoveWords(), None)
    assert model.status == own, "at the last move the view's words stand"
    before = session.cursor
    session.play(str(session.state.legal_moves()[0]))  # the computer's first tile
    session.goto(before)  # undone: the computer to move, earlier
    assert session.computers_turn()
    model = panel_model(session, own, MoveWords(), None)
    assert model.status == "An earlier position: the computer plays on only from the last move."
