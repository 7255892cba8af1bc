"""Asterismo: how many random pours can be won, and how fast the solver is.

Run: ``python tools/bench_asterismo.py [deals per player count] [node budget]
[seed prefix]`` (BENCHMARKS.md's "not known" share: ``200 40000
asterismo-notknown``)
(default 50 deals each for 2 and 3 players with the solver's default budget:
well under a minute on CPython). For every deal the solver answers from the
start (sharing out the initial harvest included): winnable (with an order
that is replayed to check it wins), lost, or unknown when the node budget
runs out, so the winnable share is a lower bound and winnable + unknown an
upper bound.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from abstrakta.games.asterismo import INFO, AsterismoState
from abstrakta.games.asterismo_solver import DEFAULT_MAX_NODES, solve

DEALS = 50


def deal(players: str, rng: random.Random) -> tuple[AsterismoState, float]:
    state = INFO.new({"players": players})
    assert isinstance(state, AsterismoState)
    began = time.perf_counter()
    state.play(state.sample_chance(rng))
    return state, time.perf_counter() - began


def bench(players: str, deals: int, max_nodes: int, seeds: str = "asterismo-bench") -> None:
    rng = random.Random(f"{seeds}-{players}")
    answers: Counter[bool | None] = Counter()
    seconds: list[float] = []
    nodes: list[int] = []
    pours: list[float] = []
    harvest: Counter[int] = Counter()
    for _ in range(deals):
        state, poured = deal(players, rng)
        pours.append(poured)
        harvest[len(state.pending_share())] += 1
        solution = solve(state, max_nodes)
        answers[solution.winnable] += 1
        seconds.append(solution.seconds)
        nodes.append(solution.nodes)
        if solution.winnable:
            check = state.clone()
            for move in solution.moves:
                check.play(move)
            assert check.is_over() and check.returns()[0] > 0, "a winning order that loses"
    won, lost, unknown = answers[True], answers[False], answers[None]
    share = 100.0 / deals
    print(f"{players} players, {deals} random pours, node budget {max_nodes}:")
    print(
        f"  winnable {won} ({won * share:.0f}%), lost {lost} ({lost * share:.0f}%), "
        f"unknown {unknown} ({unknown * share:.0f}%): "
        f"{won * share:.0f}% to {(won + unknown) * share:.0f}% of pours can be won"
    )
    seconds.sort()
    print(
        f"  solver per deal: median {statistics.median(seconds):.3f} s, "
        f"mean {statistics.fmean(seconds):.3f} s, "
        f"90th percentile {seconds[int(0.9 * (deals - 1))]:.2f} s, max {seconds[-1]:.2f} s; "
        f"median {statistics.median(nodes):.0f} positions, "
        f"{sum(nodes) / max(sum(seconds), 1e-9):.0f} positions/s"
    )
    sizes = ", ".join(f"{k}: {harvest[k]}" for k in sorted(harvest))
    print(
        f"  pour (generate + set up) {1000 * statistics.fmean(pours):.1f} ms; "
        f"initial harvest sizes (pieces: deals) {sizes}"
    )


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else DEALS
    max_nodes = int(sys.argv[2]) if len(sys.argv) > 2 else DEFAULT_MAX_NODES
    seeds = sys.argv[3] if len(sys.argv) > 3 else "asterismo-bench"
    began = time.perf_counter()
    for players in ("2", "3"):
        bench(players, deals, max_nodes, seeds)
    print(f"total {time.perf_counter() - began:.1f} s")


if __name__ == "__main__":
    main()
