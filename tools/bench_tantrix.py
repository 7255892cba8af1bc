"""Tantrix speed in this Python: legal-move generation and random games.

    python tools/bench_tantrix.py

Prints legal-move generation (positions and moves per second, over the
player decision nodes of random games, caches cold), random games per
second for 2, 3 and 4 players (uniform legal moves, uniform draws), and
record replay speed. Times are CPU time of this process (time.process_time),
so a busy machine does not distort them. Finishes in about 15 seconds.
"""

from __future__ import annotations

import platform
import random
import sys
import time
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from abstrakta.core import CHANCE
from abstrakta.games import GAMES
from abstrakta.games.tantrix import STEP_FREE, TantrixState
from abstrakta.record import decode, encode
from tools.moves_played import moves_played

INFO = GAMES["tantrix"]


def random_game(rng: random.Random, players: int) -> tuple[TantrixState, list[TantrixState]]:
    """A random game, and a copy of every player decision node in it."""
    state: TantrixState = INFO.new({"players": str(players)})  # type: ignore[assignment]
    nodes = []
    while not state.is_over():
        if state.current_player() == CHANCE:
            state.play(state.sample_chance(rng))
        else:
            nodes.append(state.clone())
            state.play(rng.choice(state.legal_moves()))
    return state, nodes


def bench_legal_moves(rng: random.Random) -> None:
    nodes: list[TantrixState] = []
    for players in (2, 3, 4):
        for _ in range(4):
            nodes.extend(random_game(rng, players)[1])
    for label, chosen in (
        ("all steps", nodes),
        ("free moves only", [node for node in nodes if node.step == STEP_FREE]),
    ):
        for node in chosen:
            node._occupancy = {}  # cold caches
        moves = 0
        start = time.process_time()
        for node in chosen:
            moves += len(node.legal_moves())
        elapsed = max(time.process_time() - start, 1e-9)
        print(
            f"legal moves, {label}: {len(chosen)} positions in {elapsed:.3f} s = "
            f"{len(chosen) / elapsed:,.0f} positions/s, {moves / elapsed:,.0f} moves/s "
            f"({moves / len(chosen):.1f} moves a position, "
            f"{1e3 * elapsed / len(chosen):.3f} ms each)"
        )


def bench_games(rng: random.Random, players: int, seconds: float) -> list[str]:
    games, records = 0, []
    reasons: dict[str, int] = {}
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = INFO.new({"players": str(players)})
        while not state.is_over():
            if state.current_player() == CHANCE:
                state.play(state.sample_chance(rng))
            else:
                state.play(rng.choice(state.legal_moves()))
        games += 1
        outcome = state.outcome()
        assert outcome is not None
        reasons[outcome.reason] = reasons.get(outcome.reason, 0) + 1
        records.append(encode(state))
    elapsed = time.process_time() - start
    print(
        f"random games, {players} players: {games} in {elapsed:.2f} s = "
        f"{games / elapsed:.1f} games/s ({1e3 * elapsed / games:.1f} ms a game; {reasons})"
    )
    return records


def bench_replay(records: list[str]) -> None:
    start = time.process_time()
    for record in records:
        assert decode(record).ok
    elapsed = time.process_time() - start
    print(
        f"record replay: {len(records)} whole games in {elapsed:.2f} s = "
        f"{1e3 * elapsed / len(records):.2f} ms a game"
    )


def search_positions(players: int = 2, games: int = 3, every: int = 6) -> list[TantrixState]:
    """Fixed positions for the search benchmark: every ``every``-th player
    decision of a few seeded random games."""
    positions = []
    for seed in range(games):
        rng = random.Random(seed)
        state: TantrixState = INFO.new({"players": str(players)})  # type: ignore[assignment]
        decisions = 0
        while not state.is_over():
            if state.current_player() == CHANCE:
                state.play(state.sample_chance(rng))
                continue
            decisions += 1
            if decisions % every == 0:
                positions.append(state.clone())
            state.play(rng.choice(state.legal_moves()))
    return positions


def bench_search(levels: tuple[str, ...] = ("normal", "strong")) -> None:
    """Positions the computer's search reaches per CPU second (every move
    played on a state during the search: tree and rollout moves, draws;
    and every candidate placement evaluated, played or not), over the same
    positions and seeds each run."""
    from abstrakta.ai import choose_move, player

    positions = search_positions()
    with moves_played(TantrixState) as counted:
        for level in levels:
            counted.count = 0
            knowledge = getattr(player("tantrix", level), "knowledge", None)
            looked = getattr(knowledge, "looked", 0)
            start = time.process_time()
            moves = [choose_move(p, None, level, seed=1) for p in positions]
            elapsed = max(time.process_time() - start, 1e-9)
            # placements evaluated in place (without playing them) count too
            reached = counted.count + getattr(knowledge, "looked", 0) - looked
            print(
                f"search, {level}: {len(positions)} positions, {reached:,} positions reached in "
                f"{elapsed:.2f} s = {reached / elapsed:,.0f} positions/s "
                f"({elapsed / len(positions):.3f} s a move; "
                f"chosen moves' digest {zlib.crc32('_'.join(moves).encode()):08x})"
            )


def main() -> None:
    print(f"Tantrix on {platform.python_implementation()} {platform.python_version()}")
    bench_search()
    rng = random.Random(2026)
    bench_legal_moves(rng)
    records: list[str] = []
    for players in (2, 3, 4):
        records += bench_games(rng, players, seconds=3.0)
    bench_replay(records[:60])


if __name__ == "__main__":
    main()
