"""Ta Yü: legal placements per second for a drawn tile on a crowded board,
and full random games per second (CPython).

Run: ``python tools/bench_tayu.py`` (about 15 seconds)."""

from __future__ import annotations

import random
import sys
import time
import zlib
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from abstrakta.core import CHANCE
from abstrakta.games.tayu import INFO, Draw, TayuState
from tools.moves_played import moves_played

SECONDS = 3.0
CROWDED = 60  # tiles on the board


def crowded_boards(count: int) -> list[TayuState]:
    """Positions with CROWDED tiles laid: random placements, each draw a
    random type that fits somewhere (so the game lasts)."""
    boards = []
    seed = 0
    while len(boards) < count:
        rng = random.Random(seed)
        seed += 1
        state = INFO.new({})
        assert isinstance(state, TayuState)
        while not state.is_over() and len(state.placed) < CROWDED:
            if state.current_player() == CHANCE:
                fits = [t for t, n in state.bag_counts().items() if n and state.fits_anywhere(t)]
                state.play(Draw(rng.choice(fits)) if fits else state.sample_chance(rng))
            else:
                state.play(rng.choice(state.legal_moves()))
        if len(state.placed) == CROWDED and not state.is_over():
            boards.append(state)
    return boards


def rate(work: object, seconds: float = SECONDS) -> tuple[float, int]:
    calls = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        calls += work()  # type: ignore[operator]
    return calls / (time.perf_counter() - start), calls


def random_game(rng: random.Random, options: dict[str, str]) -> TayuState:
    state = INFO.new(options)
    assert isinstance(state, TayuState)
    while not state.is_over():
        if state.current_player() == CHANCE:
            state.play(state.sample_chance(rng))
        else:
            state.play(rng.choice(state.legal_moves()))
    return state


def bench_search(levels: tuple[str, ...] = ("normal", "strong")) -> None:
    """Positions the computer's search plays into per CPU second (every
    move played on a state during the search: placements ranked, draws,
    replies), over the same positions and seeds each run."""
    from abstrakta.ai import choose_move

    positions = []
    for seed in range(3):
        rng = random.Random(seed)
        state = INFO.new({})
        decisions = 0
        while not state.is_over():
            if state.current_player() == CHANCE:
                state.play(state.sample_chance(rng))
                continue
            decisions += 1
            if decisions % 4 == 0:
                positions.append(state.clone())
            state.play(rng.choice(state.legal_moves()))
    with moves_played(TayuState) as counted:
        for level in levels:
            counted.count = 0
            start = time.process_time()
            moves = [choose_move(p, None, level, seed=1) for p in positions]
            elapsed = max(time.process_time() - start, 1e-9)
            digest = zlib.crc32("_".join(moves).encode())
            print(
                f"search, {level}: {len(positions)} positions, {counted.count:,} moves played in "
                f"{elapsed:.2f} s = {counted.count / elapsed:,.0f} positions/s "
                f"({elapsed / len(positions):.3f} s a move; chosen moves' digest {digest:08x})"
            )


def main() -> None:
    bench_search()
    boards = crowded_boards(8)
    opens = sum(len(b.open_outlets()) for b in boards) / len(boards)
    sizes = [len(b.placements(t)) for b in boards for t in range(1, 29)]
    print(
        f"crowded boards: {CROWDED} tiles laid, {opens:.1f} open outlets on average, "
        f"{sum(sizes) / len(sizes):.1f} legal placements per tile type on average"
    )

    def generate() -> int:
        for board in boards:
            for t in range(1, 29):
                board.placements(t)
        return len(boards) * 28

    per_second, _ = rate(generate)
    print(
        f"legal placements of a drawn tile (list of Place moves): {per_second:,.0f} calls/s"
        f" = {1e6 / per_second:.1f} us per call"
    )

    def keys() -> int:
        for board in boards:
            for t in range(1, 29):
                board.placement_keys(t)
        return len(boards) * 28

    per_second, _ = rate(keys)
    print(f"legal placements as raw keys (placement_keys): {per_second:,.0f} calls/s")

    def fits() -> int:
        for board in boards:
            for t in range(1, 29):
                board.fits_anywhere(t)
        return len(boards) * 28

    per_second, _ = rate(fits)
    print(f"fits_anywhere (does the drawn tile fit?): {per_second:,.0f} calls/s")

    def clones() -> int:
        for board in boards:
            board.clone()
        return len(boards)

    per_second, _ = rate(clones, 1.0)
    print(f"clone of a crowded state: {per_second:,.0f} /s")

    for options in ({}, {"tiles": "choice"}, {"variant": "saboteur", "bidding": "yes"}):
        rng = random.Random(2024)
        games = moves = tiles = 0
        reasons: Counter[str] = Counter()
        start = time.perf_counter()
        while time.perf_counter() - start < SECONDS:
            state = random_game(rng, options)
            games += 1
            moves += len(state.history)
            tiles += len(state.placed)
            outcome = state.outcome()
            assert outcome is not None
            reasons[outcome.reason] += 1
        elapsed = time.perf_counter() - start
        print(
            f"random games {options or 'standard'}: {games / elapsed:.0f} games/s, "
            f"{moves / elapsed:,.0f} moves/s, {tiles / games:.1f} tiles laid per game, "
            f"ends: {dict(reasons)}"
        )


if __name__ == "__main__":
    main()
