"""Tsoro Yematatu: the solved table and the perfect player."""

from __future__ import annotations

import random

import pytest

from abstrakta import ai
from abstrakta.ai.tsoro_table import (
    DRAW,
    LOSS,
    WIN,
    best_move,
    best_moves,
    easy_move,
    move_values,
    position_of,
    table,
)
from abstrakta.games.tsoro import BLACK, WHITE, TsoroState


def game(moves: str, first: str = "white") -> TsoroState:
    state = TsoroState({"first": first})
    for move in moves.split():
        state.play(move)
    return state


def test_the_game_is_a_draw_and_the_table_is_small() -> None:
    solved = table()
    assert 800 <= len(solved.successors) <= 3000
    empty = (None,) * 7
    assert solved.value((empty, WHITE)) == (DRAW, None)
    assert solved.value((empty, BLACK)) == (DRAW, None)


def test_table_values_are_consistent() -> None:
    """Every value follows from its successors (a won position has a move
    to a lost one in one ply less; a lost one only moves to won ones)."""
    solved = table()
    for position, found in solved.successors.items():
        result, plies = solved.value(position)
        values = [solved._through(text, child) for text, child in found]
        if result == WIN:
            assert min(v.plies for v in values if v.result == WIN) == plies  # type: ignore[type-var]
        elif result == LOSS:
            assert all(v.result == LOSS for v in values)
            assert max(v.plies for v in values) == plies  # type: ignore[type-var]
        else:
            assert any(v.result == DRAW for v in values)
            assert not any(v.result == WIN for v in values)


def test_move_values_of_the_seed_position() -> None:
    # figure 2 of the seed: White a2 b3 c1, Black a1 b2 c2; White to move
    state = game("a2 a1 b3 b2 c1 c2")
    values = {v.move: v for v in move_values(state)}
    assert set(values) == {"c1-b1", "b3xb1"}
    after = game("a2 a1 b3 b2 c1 c2 b3xb1")
    replies = {v.move: v for v in move_values(after)}
    # the jump a1xb3 that the seed leaves out loses at once: White a2-a1
    assert replies["a1xb3"].result == LOSS and replies["a1xb3"].plies == 2
    assert replies["a1xb3"].moves == 1


def test_an_immediate_win_is_a_win_in_one() -> None:
    state = game("a1 a2 b1 b2")
    values = {v.move: v for v in move_values(state)}
    assert values["c1"].result == WIN and values["c1"].plies == 1 and values["c1"].moves == 1
    # every other White move but the block c2 lets Black complete a2 b2 c2
    assert all(v.result == LOSS for m, v in values.items() if m not in ("c1", "c2"))
    assert ai.choose_move(state, 0, "normal", seed=1) == "c1"


def short_cycle(state: TsoroState, plies: int) -> list[str] | None:
    """``plies`` moves that bring ``state`` back to itself, no line made."""
    start = position_of(state)

    def walk(current: TsoroState, path: list[str]) -> list[str] | None:
        if len(path) == plies:
            return path if position_of(current) == start else None
        for move in current.legal_moves():
            child = current.clone()
            child.play(move)
            if child.is_over():
                continue
            found = walk(child, [*path, str(move)])
            if found:
                return found
        return None

    return walk(state, [])


def test_a_third_repetition_is_a_draw_at_once() -> None:
    state = game("a1 b1 c1 a2 b2 c2")  # every piece placed (seen once)
    cycle = short_cycle(state, 6)
    assert cycle is not None
    for text in cycle + cycle[:-1]:  # back once (seen twice), then again
        state.play(text)
    values = {v.move: v for v in move_values(state)}
    closing = values[cycle[-1]]
    assert closing.result == DRAW and closing.plies == 1
    state.play(cycle[-1])
    assert state.outcome() is not None and state.outcome().reason == "repetition"  # type: ignore[union-attr]


def ai_choices(state: TsoroState) -> set[str]:
    """Every move the perfect player may choose here, whatever the seed."""
    picks = set(best_moves(state))
    for seed in range(3):
        assert ai.choose_move(state, state.to_move, "normal", seed=seed) in picks
        assert str(best_move(state, random.Random(seed))) in picks
    return picks


@pytest.mark.parametrize("first", ["white", "black"])
@pytest.mark.parametrize("ai_seat", [WHITE, BLACK])
def test_the_perfect_player_never_loses(first: str, ai_seat: int) -> None:
    """Play the perfect player against every sequence of opponent moves.
    Its choice depends on the position only (board and side to move; the
    repetition rule can only end a game early, as a draw), so exploring
    each reachable position once covers every sequence."""
    start = TsoroState({"first": first})
    seen: set[tuple[object, ...]] = set()
    todo = [start]
    positions = 0
    while todo:
        state = todo.pop()
        key = position_of(state)
        if key in seen:
            continue
        seen.add(key)
        positions += 1
        outcome = state.outcome()
        if outcome is not None:
            assert outcome.returns[ai_seat] >= 0, f"the perfect player lost: {state.history}"
            continue
        if state.to_move == ai_seat:
            moves = sorted(ai_choices(state))
            values = {v.move: v.result for v in move_values(state)}
            assert all(values[m] != LOSS for m in moves)
        else:
            moves = [str(m) for m in state.legal_moves()]
        for text in moves:
            child = state.clone()
            child.seen = {}  # the position graph: repetitions end nothing here
            child.play(text)
            todo.append(child)
    assert positions > 100


def test_perfect_beats_easy_and_easy_sees_a_win() -> None:
    state = game("a1 a2 b1 b2")
    assert str(easy_move(state, random.Random(0))) == "c1"
    wins = 0
    for seed in range(6):
        levels = ["normal", "easy"] if seed % 2 == 0 else ["easy", "normal"]
        from abstrakta.ai.arena import play_game

        record = play_game("tsoro", {}, levels, seed)
        mine = seed % 2
        assert record.state.returns()[mine] >= 0
        wins += record.state.returns()[mine] > 0
    assert wins >= 3
