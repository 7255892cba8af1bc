"""Ta Yü's fitted evaluation (``abstrakta.ai.tayu_fitted``): its fast
estimate, after a placement and without laying it, is the fitted line
through the laid board's features (the ones ``tools/fit_tayu.py`` fits)."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from abstrakta.ai.tayu_fitted import FITTED, FittedHeuristic, side_features, stage_of
from abstrakta.core import CHANCE
from abstrakta.games.tayu import TayuState


def fitted_line(state: TayuState) -> list[float]:
    """The estimate straight from the definition: per side, the points
    scored plus the stage's weights times the side's features."""
    weights = FITTED[stage_of(len(state.placed))]
    return [
        max(0.0, points + sum(w * x for w, x in zip(weights, features, strict=True)))
        for points, features in zip(state._side_points, side_features(state), strict=True)
    ]


@pytest.mark.parametrize("options", [{}, {"variant": "saboteur"}])
def test_the_fast_estimate_is_the_fitted_line(options: dict[str, str]) -> None:
    """One heuristic all game long, so its remembered edge counts must
    follow the board as tiles are laid on the same state object."""
    heuristic = FittedHeuristic()
    for seed in range(3):
        state = TayuState(options)
        rng = random.Random(seed)
        while not state.is_over():
            if state.current_player() == CHANCE:
                state.play(state.sample_chance(rng))
                continue
            if state.phase == "place":
                assert heuristic.side_estimates(state) == pytest.approx(fitted_line(state))
                if any(state.bag):
                    for move in state.legal_moves()[:12]:
                        laid = state.clone()
                        laid.play(move)
                        after = heuristic.side_estimates(state, move)
                        assert after == pytest.approx(fitted_line(laid))
            state.play(rng.choice(state.legal_moves()))


@pytest.mark.parametrize("options", [{}, {"variant": "saboteur"}])
def test_the_fast_ranking_orders_by_the_evaluation(options: dict[str, str]) -> None:
    """``FittedHeuristic.ranked_placements`` (inline estimates, ranked by
    the margin) lists every legal placement, best first by ``evaluate``."""
    heuristic = FittedHeuristic()
    for seed in range(2):
        state = TayuState(options)
        rng = random.Random(f"rank/{seed}")
        while not state.is_over():
            if state.current_player() == CHANCE:
                state.play(state.sample_chance(rng))
                continue
            if state.phase == "place":
                seat = state.current_player()
                ranked = heuristic.ranked_placements(state, seat)
                assert sorted(map(str, ranked)) == sorted(map(str, state.legal_moves()))
                if any(state.bag):
                    values = [heuristic.evaluate(state, move)[seat] for move in ranked]
                    assert all(a >= b - 1e-9 for a, b in pairwise(values))
            state.play(rng.choice(state.legal_moves()))
