"""TiQuadra: random games per second (and what a game looks like).

Run: ``python tools/bench_tiquadra.py`` (a few seconds)."""

from __future__ import annotations

import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from abstrakta.core import SIMULTANEOUS
from abstrakta.games.tiquadra import INFO, TiQuadraState
from abstrakta.record import decode, encode

SECONDS = 3.0


def random_game(rng: random.Random) -> TiQuadraState:
    state = INFO.new()
    assert isinstance(state, TiQuadraState)
    while not state.is_over():
        if state.current_player() == SIMULTANEOUS:
            voters = state.voters()
            state.play(state.joint_move({s: rng.choice(state.legal_moves(s)) for s in voters}))
        else:
            state.play(rng.choice(state.legal_moves()))
    return state


def main() -> None:
    rng = random.Random(2024)
    games = moves = 0
    rules: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    cycles: Counter[int] = Counter()
    winners: Counter[int] = Counter()
    start = time.perf_counter()
    last: TiQuadraState | None = None
    while time.perf_counter() - start < SECONDS:
        state = random_game(rng)
        games += 1
        moves += len(state.history)
        rules.update(v.rule for v in state.votes)
        cycles.update(r.cycles for r in state.rounds)
        outcome = state.outcome()
        assert outcome is not None
        winners[len(outcome.winners)] += 1
        last = state
    elapsed = time.perf_counter() - start
    print(f"random games: {games / elapsed:.0f} games/s, {moves / elapsed:.0f} moves/s")
    print(f"mean moves per game: {moves / games:.1f} ({games} games in {elapsed:.1f} s)")
    print("vote rules:", dict(rules))
    print("building phases per round:", dict(sorted(cycles.items())))
    print("number of winners:", dict(sorted(winners.items())))

    # placement kinds over a fresh sample
    for _ in range(200):
        state = INFO.new()
        assert isinstance(state, TiQuadraState)
        while not state.is_over():
            if state.current_player() == SIMULTANEOUS:
                voters = state.voters()
                state.play(state.joint_move({s: rng.choice(state.legal_moves(s)) for s in voters}))
            else:
                state.play(rng.choice(state.legal_moves()))
                assert state.last_placement is not None or state.is_over()
                if state.last_placement is not None:
                    kinds[state.last_placement.kind] += 1
    print("placement kinds (share of placements):", dict(kinds))

    assert last is not None
    record = encode(last)
    start = time.perf_counter()
    for _ in range(20):
        decode(record)
    per = (time.perf_counter() - start) / 20
    print(f"replaying a whole record ({len(last.history)} moves): {per * 1000:.1f} ms")
    start = time.perf_counter()
    for _ in range(10000):
        last.clone()
    print(f"clone: {(time.perf_counter() - start) / 10000 * 1e6:.1f} us")


if __name__ == "__main__":
    main()
