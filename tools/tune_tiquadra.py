"""Offline tuning of TiQuadra's computer players (the numbers it finds are
shipped in ``abstrakta/ai/tiquadra_policy.py``; nothing here runs in the app).

- ``stats --games N``: self-play of the normal level; prints how fresh
  rounds give their points (one seat alone, a pair, all three: the
  policy's ``FRESH_ONE``, ``FRESH_PAIR``) and fits ``SHARPNESS`` (how the
  pieces held after a vote that does not end the round decide who takes
  it) by maximum likelihood over those votes.
- ``roundtable --games N``: the normal level counting pieces only (not
  switching to this table against random voters: ``Style.adapts``)
  against two random players; after every vote that keeps a round going, the hands it left
  and what the round then gave normal (1 alone, 0 shared, -1 another
  took it). Writes the mean per hands, smoothed towards its neighbours,
  as ``abstrakta/ai/tiquadra_round_results.py`` (the policy's "round"
  style). Uses every core.
- ``match A B --games N``: player A in one seat (rotating), B in the
  others; A and B are a level (``easy``, ``normal``, ``strong``, ``random``)
  or a style ``iterations,reasoned,deep,value`` (e.g. ``400,1,1,game``).

Run with ``nice -n 10``: the machine is shared.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections import Counter
from dataclasses import replace
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from abstrakta.ai import tiquadra_policy as policy
from abstrakta.ai.players import Player
from abstrakta.core import SIMULTANEOUS
from abstrakta.games.tiquadra import TiQuadraState


def make_player(spec: str) -> Player:
    if "," not in spec:
        return policy.player(spec)
    iterations, reasoned, deep, value = spec.split(",")
    return policy.TiQuadraPlayer(policy.Style(int(iterations), reasoned == "1", deep == "1", value))


def play(players: list[Player], seed: int) -> tuple[TiQuadraState, list[float], list[int]]:
    """One game; the final state and per seat the seconds and decisions."""
    state = TiQuadraState({})
    seconds = [0.0] * 3
    decisions = [0] * 3

    def think(seat: int) -> object:
        rng = random.Random(f"{seed}/{seat}/tiquadra/{len(state.history)}/{seat}")
        began = time.perf_counter()
        move = players[seat].choose(state.clone(), seat, rng, None)
        seconds[seat] += time.perf_counter() - began
        decisions[seat] += 1
        return move

    while not state.is_over():
        if state.current_player() == SIMULTANEOUS:
            state.play(state.joint_move({v: think(v) for v in state.voters()}))  # type: ignore[misc]
        else:
            state.play(think(state.current_player()))  # type: ignore[arg-type]
    return state, seconds, decisions


def match(first: str, second: str, games: int) -> None:
    a, b = make_player(first), make_player(second)
    won = 0
    spent = 0.0
    made = 0
    for seed in range(games):
        mine = seed % 3
        players = [b, b, b]
        players[mine] = a
        state, seconds, decisions = play(players, seed)
        won += state.returns()[mine] > 0
        spent += seconds[mine]
        made += decisions[mine]
    print(
        f"{first} vs {second}: {won}/{games} won ({won / games:.0%}), "
        f"{spent / max(made, 1):.3f} s/move",
        flush=True,
    )


def stats(games: int) -> None:
    level = policy.player("normal")
    fresh: Counter[int] = Counter()
    continuing: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    for seed in range(games):
        state, _, _ = play([level] * 3, seed)
        for report in state.votes:
            if report.round_over:
                fresh[sum(report.points)] += 1
        # each vote that kept the round going: the hands it left, the round's points
        by_round = {r.number: r.points for r in state.rounds}
        for report in state.votes:
            if not report.round_over:
                hands = tuple(h - (report.lost_piece == s) for s, h in enumerate(report.hands))
                continuing.append((hands, by_round[report.round]))
    rounds = sum(fresh.values())
    print(f"rounds: {rounds}; points given: {dict(sorted(fresh.items()))}")
    print(f"FRESH_ONE = {fresh[1] / rounds / 3:.3f}, FRESH_PAIR = {fresh[2] / rounds / 3:.3f}")

    def log_likelihood(k: float) -> float:
        total = 0.0
        for hands, points in continuing:
            weights = [math.exp(k * h) for h in hands]
            for seat in range(3):
                if points[seat]:
                    total += math.log(weights[seat] / sum(weights))
        return total

    best = max((k / 20 for k in range(1, 61)), key=log_likelihood)
    print(f"SHARPNESS = {best:.2f} ({len(continuing)} votes that kept a round going)")


def _round_rows(seed: int) -> list[tuple[tuple[int, int, int], int]]:
    """One game of normal (counting pieces only) against two random players:
    per vote that kept the round going, (normal's hands, the more and the
    fewer of the others'), and the round's result for normal."""
    normal = policy.TiQuadraPlayer(
        replace(policy.LEVEL_STYLES["normal"], value="pieces", adapts=False)
    )
    chance = policy.player("random")
    mine = seed % 3
    players = [chance] * 3
    players[mine] = normal
    state, _, _ = play(players, seed)
    by_round = {r.number: r.points for r in state.rounds}
    rows = []
    for report in state.votes:
        if report.round_over:
            continue
        hands = [h - (report.lost_piece == s) for s, h in enumerate(report.hands)]
        points = by_round[report.round]
        result = points[mine] - policy.best_other(points, mine)
        rows.append((policy.round_key(hands, mine), result))
    return rows


#: Pseudo-games of the neighbours' mean in each cell's estimate.
SMOOTHING = 8.0


def round_table(games: int) -> None:
    with Pool() as pool:
        found = pool.map(_round_rows, range(games), chunksize=8)
    results: dict[tuple[int, int, int], list[int]] = {}
    for rows in found:
        for key, result in rows:
            results.setdefault(key, []).append(result)
    cells = [(m, hi, lo) for m in range(9) for hi in range(9) for lo in range(hi + 1)]

    def neighbours_mean(cell: tuple[int, int, int]) -> float:
        for reach in range(1, 25):  # the nearest other cells with any game
            near = [
                r
                for key, seen in results.items()
                if 1 <= sum(abs(a - b) for a, b in zip(key, cell, strict=True)) <= reach
                for r in seen
            ]
            if near:
                return sum(near) / len(near)
        return 0.0

    table = {}
    for cell in cells:
        seen = results.get(cell, [])
        table[cell] = (SMOOTHING * neighbours_mean(cell) + sum(seen)) / (SMOOTHING + len(seen))
    write_table(table, games, sum(len(s) for s in results.values()))


def write_table(table: dict[tuple[int, int, int], float], games: int, votes: int) -> None:
    """``table`` as the module ``abstrakta/ai/tiquadra_round_results.py``."""
    lines = [
        '"""What a round that goes on is worth: written by',
        f"``tools/tune_tiquadra.py roundtable --games {games}`` (do not edit by hand).",
        "",
        "``ROUND_RESULTS[mine][more][fewer]``: a seat's expected result of the round",
        "(1 it takes the point alone, 0 shared, -1 another takes it) after a vote",
        "that keeps the round going and leaves it ``mine`` pieces, the others",
        "``more`` and ``fewer``: the mean over games of the normal level (counting",
        "pieces only: ``Style.adapts`` False) against two random players",
        f"({votes} such votes), smoothed towards the nearest other cells seen",
        f"({SMOOTHING:g} pseudo-games).",
        '"""',
        "",
        "ROUND_RESULTS: tuple[tuple[tuple[float, ...], ...], ...] = (",
    ]
    for mine in range(9):
        lines.append("    (")
        for more in range(9):
            row = ", ".join(f"{table[(mine, more, fewer)]:.2f}" for fewer in range(more + 1))
            lines.append(f"        ({row}{',' if more == 0 else ''}),")
        lines.append("    ),")
    lines.append(")")
    out = Path(__file__).resolve().parent.parent / "abstrakta/ai/tiquadra_round_results.py"
    out.write_text("\n".join(lines) + "\n")
    print(f"{out}: {votes} votes")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=["stats", "match", "roundtable"])
    parser.add_argument("players", nargs="*")
    parser.add_argument("--games", type=int, default=30)
    args = parser.parse_args()
    if args.command == "stats":
        stats(args.games)
    elif args.command == "roundtable":
        round_table(args.games)
    else:
        match(args.players[0], args.players[1], args.games)


if __name__ == "__main__":
    main()
