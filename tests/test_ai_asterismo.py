"""Asterismo: the computer partner never makes a losing take while a safe
one exists, follows the solver when it finds a win, and shares sensibly."""

from __future__ import annotations

import random

import pytest

from abstrakta import ai
from abstrakta.ai.asterismo_partner import AsterismoPartner, take_score
from abstrakta.core import CHANCE
from abstrakta.games import GAMES
from abstrakta.games.asterismo import AsterismoState, Take


def poured(players: str, seed: int) -> AsterismoState:
    state = GAMES["asterismo"].new({"players": players})
    rng = random.Random(f"partner/{players}/{seed}")
    while state.current_player() == CHANCE:
        state.play(state.sample_chance(rng))
    assert isinstance(state, AsterismoState)
    return state


@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.parametrize("players", ["2", "3"])
def test_partners_never_take_a_losing_piece_while_a_safe_one_exists(
    level: str, players: str
) -> None:
    won = 0
    for seed in range(3):
        state = poured(players, seed)
        while not state.is_over():
            seat = state.current_player()
            text = ai.choose_move(state, seat, level, seed=seed)
            move = state.parse_move(text)
            if isinstance(move, Take):
                safe = state.safe_cells()
                if safe:
                    assert move.cell in safe, f"unsafe take {text} with {len(safe)} safe"
            state.play(move)
        won += state.returns()[0] > 0
    assert won >= 1


def test_the_partner_follows_a_winning_line() -> None:
    followed = 0
    for seed in range(8):
        state = poured("2", seed)
        solution = state.solve(5000)
        if not solution.winnable:
            continue
        partner = AsterismoPartner(5000)
        move = partner.choose(state, state.current_player(), random.Random(0), None)
        assert str(move) == solution.moves[0]
        for _ in range(6):  # each move keeps the game winnable
            state.play(partner.choose(state, state.current_player(), random.Random(0), None))
            assert state.solve(5000).winnable is not False
        followed += 1
    assert followed >= 2


def test_heuristic_prefers_a_needed_colour() -> None:
    checked = 0
    for seed in range(6):
        state = poured("2", seed)
        rng = random.Random(seed)
        while not state.is_over():
            if state.phase == "share":
                state.play(state.proposed_share()[0])
                continue
            seat = state.to_move
            missing = state.progress(seat).missing
            safe = [Take(cell) for cell in state.safe_cells()]
            if not safe:
                break
            needed = [t for t in safe if missing[state.layout[t.cell]] > 0]
            if needed and len(needed) < len(safe):
                best = max(safe, key=lambda t: take_score(state, seat, t))
                assert best in needed
                checked += 1
            state.play(rng.choice(safe))
    assert checked >= 10
