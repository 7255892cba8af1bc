"""Fits the Ta Yü evaluation's numbers from self-play: how many more points
a board side will score by the end, from what the position shows now.

Per side and per stage of the game (tiles laid), a least-squares line
through: open outlets (empty squares a channel mouth points into) counted
by their distance to that side (grey frame squares apart), and the side's
uncovered edge squares, plain and grey. Prints ``FITTED`` for
``abstrakta/ai/tayu_fitted.py`` (only the numbers are shipped).

Run: ``python tools/fit_tayu.py [games] [first seed] [out.json] [earlier.json]``
(self-play by ``FIRST_PLAYER``, or by an earlier fit with a slip in ten).
The shipped numbers: ``fit_tayu.py 1500 0 first.json``, then
``fit_tayu.py 1500 1500 second.json first.json`` (about a minute each).
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from abstrakta.ai.tayu_fitted import STAGES, FittedHeuristic, side_features, stage_of
from abstrakta.ai.tayu_policy import Level, TayuPlayer
from abstrakta.core import CHANCE
from abstrakta.games.tayu import TayuState

#: The first round's self-play: the greedy player with a random move a
#: quarter of the time (Ta Yü's easy level when the shipped numbers were
#: fitted; easy is now a softmax player), kept so the fit reproduces.
FIRST_PLAYER = Level(1, slips=0.25)


def positions(seed: int, player: TayuPlayer) -> list[tuple[int, list[list[float]], list[int]]]:
    """(stage, per-side features, per-side points) after every placement of
    one self-play game, and the final points per side."""
    state = TayuState({})
    draws = random.Random(f"fit/{seed}")
    seen = []
    while not state.is_over():
        seat = state.current_player()
        if seat == CHANCE:
            state.play(state.sample_chance(draws))
            continue
        rng = random.Random(f"fit/{seed}/{len(state.history)}")
        state.play(player.choose(state.clone(), seat, rng, None))
        if not state.is_over() or state.placed:
            seen.append(
                (stage_of(len(state.placed)), side_features(state), list(state._side_points))
            )
    final = list(state._side_points)
    return [
        (stage, features, [f - p for f, p in zip(final, points, strict=True)])
        for stage, features, points in seen
    ]


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting and a little ridge."""
    n = len(vector)
    a = [[*row, vector[i]] for i, row in enumerate(matrix)]
    for i in range(n):
        a[i][i] += 1e-3
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(n):
            if r != col and a[col][col]:
                f = a[r][col] / a[col][col]
                for c in range(col, n + 1):
                    a[r][c] -= f * a[col][c]
    return [a[i][n] / a[i][i] if a[i][i] else 0.0 for i in range(n)]


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 600
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    player = TayuPlayer(FIRST_PLAYER)
    if len(sys.argv) > 4:  # self-play by an earlier fit (a slip in ten moves)
        table = tuple(tuple(row) for row in json.loads(Path(sys.argv[4]).read_text()))
        player = TayuPlayer(Level(1, 0.1, FittedHeuristic(fitted=table)))
    began = time.perf_counter()
    size = len(side_features(TayuState({}))[0])
    xtx = [[[0.0] * size for _ in range(size)] for _ in STAGES]
    xty = [[0.0] * size for _ in STAGES]
    counts = [0] * len(STAGES)
    for seed in range(first, first + games):
        for stage, features, gains in positions(seed, player):
            counts[stage] += 1
            for x, y in zip(features, gains, strict=True):
                m, v = xtx[stage], xty[stage]
                for i, xi in enumerate(x):
                    if xi:
                        v[i] += xi * y
                        row = m[i]
                        for j, xj in enumerate(x):
                            if xj:
                                row[j] += xi * xj
    fitted = [solve(xtx[s], xty[s]) for s in range(len(STAGES))]
    print(f"# {games} games, positions per stage {counts}, {time.perf_counter() - began:.0f} s")
    print("FITTED = (")
    for weights in fitted:
        print("    (" + ", ".join(f"{w:.3f}" for w in weights) + "),")
    print(")")
    if len(sys.argv) > 3:
        Path(sys.argv[3]).write_text(json.dumps(fitted))


if __name__ == "__main__":
    main()
