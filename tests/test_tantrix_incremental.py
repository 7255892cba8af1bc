"""Tantrix's running structures for the computer agree with the slow,
obvious answers: line summaries with the walked lines, the summaries after
a placement with those after playing it, the in-place evaluation with the
evaluation after playing (both heuristics), and the sampled placement
with the listed moves' odds; and the sharper heuristic's open ends."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from abstrakta.ai.tantrix_policy import SHARPER, colour_value, evaluate, evaluate_after
from abstrakta.core import CHANCE
from abstrakta.games import GAMES
from abstrakta.games.tantrix import Place, TantrixState
from abstrakta.games.tantrix_tiles import fits
from abstrakta.grids import HEX_DIRECTIONS


def positions(players: int, games: int, seed: int) -> list[TantrixState]:
    """Every player decision node of a few seeded random games."""
    rng = random.Random(seed)
    found = []
    for _ in range(games):
        state = GAMES["tantrix"].new({"players": str(players)})
        assert isinstance(state, TantrixState)
        while not state.is_over():
            if state.current_player() == CHANCE:
                state.play(state.sample_chance(rng))
                continue
            found.append(state.clone())
            state.play(rng.choice(state.legal_moves()))
    return found


def test_summaries_match_the_walked_lines() -> None:
    for state in positions(3, 3, 1):
        for colour in "RYGB":
            walked = [(line.tiles, line.loop) for line in state.lines(colour)]
            summed = [(line.tiles, line.loop) for line in state.line_summaries(colour)]
            assert summed == walked
            for line, summary in zip(
                state.lines(colour), state.line_summaries(colour), strict=True
            ):
                if not line.loop:  # the two ends are the walked line's ends
                    assert {summary.ends[0][0], summary.ends[1][0]} == {
                        line.hexes[0],
                        line.hexes[-1],
                    }


def test_summaries_after_a_placement_match_playing_it() -> None:
    rng = random.Random(2)
    for state in positions(2, 3, 3)[::3]:
        for move in rng.sample(state.legal_moves(), min(6, len(state.legal_moves()))):
            assert isinstance(move, Place)
            child = state.clone()
            child.play(move)
            for colour in "RYGB":
                assert state.line_summaries_after(move, colour) == child.line_summaries(colour)
            if state.bag:
                assert evaluate_after(state, move) == evaluate(child)
                assert evaluate_after(state, move, SHARPER) == evaluate(child, SHARPER)


def test_sampled_placements_are_legal_and_uniform() -> None:
    rng = random.Random(4)
    checked = 0
    for state in positions(2, 2, 5)[3::7]:
        legal = {str(move) for move in state.legal_moves()}
        if len(legal) < 8:
            continue
        draws = 60 * len(legal)
        counts: Counter[str] = Counter()
        for _ in range(draws):
            found = state.sample_placement(rng, tries=1000)
            assert found is not None
            counts[str(found)] += 1
        assert set(counts) == legal, "every legal move, and only those"
        # chi-square against the uniform odds: far below what a sampler
        # favouring some hexes or tiles (even by a third) would give
        chi2 = sum((count - 60) ** 2 / 60 for count in counts.values())
        freedom = len(legal) - 1
        assert chi2 < freedom + 5 * (2 * freedom) ** 0.5
        checked += 1
    assert checked >= 3


def test_an_end_only_laid_tiles_fit_is_not_open_to_the_sharper_heuristic() -> None:
    """``Weights.unplayed``: a line end whose beyond hex only laid tiles
    fit cannot grow, so the line is worth less than to the plain heuristic,
    which counts any of the 56 tiles that fit."""
    found = 0
    for state in positions(2, 4, 7):
        laid = {tile for tile, _ in state.board.values()}
        for colour in state.colours:
            lines = state.line_summaries(colour)
            if not lines or lines[0].not_loop is False:
                continue
            for end, side in lines[0].ends:
                dq, dr = HEX_DIRECTIONS[side]
                tiles = fits(state.demanded_edges((end[0] + dq, end[1] + dr)))
                if tiles and all(tile in laid for tile in tiles):
                    found += 1
                    assert colour_value(state, colour, SHARPER) < colour_value(
                        state, colour, replace(SHARPER, unplayed=False)
                    )
    assert found >= 3
