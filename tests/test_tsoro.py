"""Tsoro Yematatu per shared/rules/tsoro-yematatu.md."""

from __future__ import annotations

import pytest

from abstrakta.core import TERMINAL, IllegalMoveError, InvalidMoveError
from abstrakta.games.tsoro import ADJACENT, INDEX, JUMPS, LINES, POINTS, TsoroState, parse
from abstrakta.record import decode

SEED_PLACEMENT = ["a2", "a1", "b3", "b2", "c1", "c2"]  # figure 2 of the seed


def game(moves: list[str], first: str = "white") -> TsoroState:
    state = TsoroState({"first": first})
    for move in moves:
        state.play(move)
    return state


def names(moves: object) -> list[str]:
    return sorted(str(m) for m in moves)  # type: ignore[attr-defined]


def test_geometry_is_derived_from_five_lines() -> None:
    assert len(LINES) == 5
    assert sorted(POINTS[p] for p in ADJACENT[INDEX["b2"]]) == ["a2", "b1", "b3", "c2"]
    assert sorted(POINTS[p] for p in ADJACENT[INDEX["a1"]]) == ["a2", "b1"]
    assert sorted(POINTS[p] for p in ADJACENT[INDEX["b3"]]) == ["a2", "b2", "c2"]
    assert len(JUMPS) == 10


def test_seed_worked_example() -> None:
    state = game(SEED_PLACEMENT)
    assert state.current_player() == 0
    assert names(state.legal_moves()) == ["b3xb1", "c1-b1"]
    state.play("b3xb1")
    # The seed lists b2-b3 and c2-b3; the rules also allow the jump a1xb3.
    assert names(state.legal_moves()) == ["a1xb3", "b2-b3", "c2-b3"]
    state.play("a1xb3")
    state.play("a2-a1")
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0,)
    assert outcome.detail["line"] == ["a1", "b1", "c1"]


def test_placement_phase_and_win_during_placement() -> None:
    state = game(["a1", "a2", "b1", "b2"])
    assert "a1-b1" not in names(state.legal_moves()), "no moves before all are placed"
    with pytest.raises(IllegalMoveError) as error:
        state.play("a1-b3")
    assert error.value.key == "tsoro_placing"
    state.play("c1")
    assert state.current_player() == TERMINAL
    assert state.outcome().winners == (0,)  # type: ignore[union-attr]
    assert state.legal_moves() == []


def test_black_may_start() -> None:
    state = game(["b2"], first="black")
    assert state.board[INDEX["b2"]] == 1
    assert state.current_player() == 0


@pytest.mark.parametrize(
    ("moves", "bad", "key"),
    [
        (["a1"], "a1", "tsoro_occupied"),
        (SEED_PLACEMENT, "a1-b1", "tsoro_not_own"),
        (SEED_PLACEMENT, "b3-a2", "tsoro_occupied"),
        (SEED_PLACEMENT, "b1", "tsoro_all_placed"),
        (SEED_PLACEMENT, "pass", "tsoro_pass"),
    ],
)
def test_illegal_moves_say_why(moves: list[str], bad: str, key: str) -> None:
    state = game(moves)
    with pytest.raises(IllegalMoveError) as error:
        state.play(bad)
    assert error.value.key == key
    assert state.history == moves, "a refused move changes nothing"


def test_notation_parses_and_rejects() -> None:
    assert str(parse("b3-b1")) == "b3xb1", "a jump is recognised by distance"
    assert str(parse("c1-b1")) == "c1-b1"
    for text in ("d4", "a1-c2", "a1xb2", "", "b3b1", "a1-a1"):
        with pytest.raises(InvalidMoveError):
            parse(text)


def test_threefold_repetition_draws() -> None:
    # Six moves that bring the seed's position back, White to move again.
    cycle = ["b3xb1", "a1xb3", "b1-a1", "b3xb1", "a1xb3", "b1-a1"]
    state = game(SEED_PLACEMENT)
    start = (list(state.board), state.to_move)
    for move in cycle:
        state.play(move)
    assert (state.board, state.to_move) == start and not state.is_over()
    for move in cycle[:-1]:
        state.play(move)
        assert not state.is_over(), "only the third occurrence draws"
    state.play(cycle[-1])
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "repetition"
    assert outcome.returns == (0.0, 0.0)
    assert state.legal_moves() == []


def test_agreed_draw_is_recorded() -> None:
    state = game(["b2"])
    state.play("draw")
    assert state.is_over()
    assert state.outcome().reason == "agreed"  # type: ignore[union-attr]
    decoded = decode("v1~tsoro~first.white~b2_draw")
    assert decoded.ok and decoded.state is not None and decoded.state.is_over()


def test_reachable_positions_all_have_a_move() -> None:
    """The rule page: every reachable movement position has a legal move."""
    seen: set[tuple[object, ...]] = set()
    frontier = [TsoroState({"first": "white"})]
    while frontier:
        state = frontier.pop()
        key = (tuple(state.board), state.to_move)
        if key in seen or state.is_over():
            continue
        seen.add(key)
        moves = state.legal_moves()
        assert moves and all(str(m) != "pass" for m in moves)
        for move in moves:
            child = state.clone()
            child.play(move)
            frontier.append(child)
    assert 500 < len(seen) < 1200, len(seen)
