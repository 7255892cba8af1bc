"""The page's game session (web/ui/session.py): undo, redo, draws, links."""

from __future__ import annotations

import random

import pytest
from ui.session import Session

from abstrakta.core import CHANCE
from abstrakta.games import GAMES


def test_undo_redo_and_a_new_move_cuts_the_tail() -> None:
    session = Session.new("tsoro", {})
    for move in ["b2", "a1", "c1"]:
        session.play(move)
    assert session.undo() and session.record().endswith("~b2_a1")
    assert session.can_redo()
    assert session.redo() and session.record().endswith("~b2_a1_c1")
    session.undo()
    session.play("b1")
    assert not session.can_redo()
    assert session.full_record().endswith("~b2_a1_b1")
    while session.undo():
        pass
    assert session.record() == "v1~tsoro~first.white~" and not session.can_undo()


def test_replaying_the_tail_keeps_it() -> None:
    session = Session.new("tsoro", {})
    for move in ["b2", "a1", "c1"]:
        session.play(move)
    session.goto(1)
    session.play("a1")
    assert session.can_redo(), "the same move as the tail's next keeps the tail"


def test_from_record_keeps_the_valid_prefix() -> None:
    session, error = Session.from_record("v1~tsoro~first.white~b2_a1_b2_c1")
    assert session is not None and error is not None
    assert session.record() == "v1~tsoro~first.white~b2_a1"
    assert session.movers == [0, 1]


def played_at_random(game_id: str, rng: random.Random, moves: int = 12) -> Session:
    """A game with draws, ``moves`` random moves in (fewer if it ends)."""
    session = Session.new(game_id, {})
    session.seed = "7"
    for _ in range(moves):
        if session.state.is_over() or session.state.current_player() < 0:
            break
        session.play(str(rng.choice(session.state.legal_moves())))
    return session


@pytest.mark.parametrize("game_id", [g for g in GAMES if g != "tsoro"])
def test_undo_never_changes_a_draw(game_id: str) -> None:
    """Undo takes back a person's move and the draws after it; redo and a
    replay bring back the same draws."""
    session = played_at_random(game_id, random.Random(3))
    full = session.full_record()
    while session.undo():
        assert session.state.current_player() != CHANCE, "undo stops at a person's turn"
    while session.redo():
        pass
    assert session.full_record() == full


def test_a_link_ending_before_a_draw_gets_its_draw() -> None:
    session = Session.new("tayu", {})
    record = session.record()
    assert session.movers[-1] == CHANCE, "the first tile is drawn at once"
    head, moves = record.rsplit("~", 1)
    cut = head + "~" + "_".join(moves.split("_")[:-1])
    reopened, error = Session.from_record(cut)
    assert error is None and reopened is not None
    assert reopened.state.current_player() != CHANCE
    assert reopened.movers[-1] == CHANCE and len(reopened.line) == len(session.line)


@pytest.mark.parametrize("game_id", [g for g in GAMES if g != "tsoro"])
def test_a_jump_along_the_line_lands_after_its_draws(game_id: str) -> None:
    """A jump to the end of any move (the move list's items end where a
    player's move does) shows the draw that follows it, the line's own:
    in Ta Yü the page stopped at "A tile is to be drawn from the bag",
    with no move anyone could make."""
    session = played_at_random(game_id, random.Random(5))
    full = session.full_record()
    ends = [i + 1 for i, mover in enumerate(session.movers) if mover != CHANCE]
    for end in ends:
        session.goto(end)
        assert session.state.is_over() or session.state.current_player() != CHANCE
        assert session.full_record() == full, "the line's own draws, no new one"
