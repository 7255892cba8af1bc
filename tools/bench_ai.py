"""Strength and speed of the computer players (CPython), as a table.

For each competitive game, pairings of one level against another: the
first level takes one seat, every other seat plays the second level, over
seeded games (the first level's seat turns round from game to game; Tsoro
also swaps the starting colour), with its win / draw / loss counts and its
time per move (mean and longest). For Asterismo (cooperative): the share
of deals the computer partners win, next to the share the solver proves
winnable.

Run: ``python tools/bench_ai.py`` (100 games per pairing; long),
``--quick`` (20 games), ``--games N``, ``--only tsoro,tayu``,
``--pairs strong-normal,normal-easy``. Targets (issue 17): strong beats
normal in at least 75% of games, normal beats easy in at least 85%, every
level above easy beats random in at least 98%; Tsoro's levels are perfect
players (draws are the best they can do against each other).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from abstrakta.ai.arena import play_game
from abstrakta.games import GAMES

#: (game id, options, label) of the games paired.
COMPETITIVE: list[tuple[str, dict[str, str], str]] = [
    ("tsoro", {}, "Tsoro Yematatu"),
    ("tiquadra", {}, "TiQuadra (3 players)"),
    ("tayu", {}, "Ta Yü (2 players)"),
    ("tantrix", {"players": "2"}, "Tantrix (2 players)"),
]
#: (level, against) -> the least win rate wanted.
TARGETS = {
    ("strong", "normal"): 0.75,
    ("normal", "easy"): 0.85,
    ("normal", "random"): 0.98,
    ("strong", "random"): 0.98,
}


@dataclass
class Tally:
    wins: int = 0
    draws: int = 0
    losses: int = 0
    seconds: float = 0.0
    decisions: int = 0
    longest: float = 0.0
    margins: list[float] = field(default_factory=list)

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses


def pairing(game_id: str, options: dict[str, str], level: str, opponent: str, games: int) -> Tally:
    tally = Tally()
    seats = GAMES[game_id].new(options).num_players()
    for seed in range(games):
        mine = seed % seats
        levels = [opponent] * seats
        levels[mine] = level
        if game_id == "tsoro":  # both starting colours
            options = {"first": "white" if seed % (2 * seats) < seats else "black"}
        record = play_game(game_id, options, levels, seed)
        value = record.state.returns()[mine]
        if value > 0:
            tally.wins += 1
        elif value < 0:
            tally.losses += 1
        else:
            tally.draws += 1
        tally.seconds += record.seconds[mine]
        tally.decisions += record.decisions[mine]
        tally.longest = max(tally.longest, record.longest[mine])
    return tally


def asterismo(games: int) -> list[str]:
    """Deals played by computer partners (every seat normal) and the
    solver's verdict on each deal right after the pour (default budget)."""
    from abstrakta.core import CHANCE

    rows = []
    for players in ("2", "3"):
        won = won_proved = proved = unknown = 0
        seconds = decisions = 0.0
        longest = solve_seconds = 0.0
        for seed in range(games):
            options = {"players": players}
            state = GAMES["asterismo"].new(options)
            rng = random.Random(f"asterismo-bench/{players}/{seed}")
            while state.current_player() == CHANCE:
                state.play(state.sample_chance(rng))
            began = time.perf_counter()
            verdict = state.solve().winnable  # type: ignore[attr-defined]
            solve_seconds += time.perf_counter() - began
            record = play_game("asterismo", options, ["normal"] * int(players), seed, start=state)
            win = record.state.returns()[0] > 0
            won += win
            proved += verdict is True
            won_proved += win and verdict is True
            unknown += verdict is None
            seconds += sum(record.seconds)
            decisions += sum(record.decisions)
            longest = max(longest, *record.longest)
        rows.append(
            f"| Asterismo ({players} players) | computer partners | {games} "
            f"| won {won} deals; solver: {proved} winnable, {games - proved - unknown} lost, "
            f"{unknown} unknown ({solve_seconds / games:.2f} s a deal) "
            f"| partners won {won / games:.0%} of deals, {won_proved}/{proved} of the "
            f"proved winnable | {seconds / max(decisions, 1):.3f} s | {longest:.2f} s |"
        )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="20 games per pairing")
    parser.add_argument("--games", type=int, default=None, help="games per pairing")
    parser.add_argument("--only", default="", help="comma-separated game ids")
    parser.add_argument(
        "--pairs", default="", help="comma-separated level-against pairs (default: all targets)"
    )
    args = parser.parse_args()
    games = args.games or (20 if args.quick else 100)
    only = set(filter(None, args.only.split(",")))
    pairs = [tuple(p.split("-")) for p in filter(None, args.pairs.split(","))] or list(TARGETS)
    began = time.perf_counter()
    print(f"computer players, {games} games per pairing (CPython {sys.version.split()[0]})")
    print()
    print(
        "| game | level against | games | won / drawn / lost | win rate (target) "
        "| s/move (mean) | longest |"
    )
    print("|---|---|---|---|---|---|---|")
    missed = []
    for game_id, options, label in COMPETITIVE:
        if only and game_id not in only:
            continue
        for level, opponent in pairs:
            tally = pairing(game_id, options, level, opponent, games)
            rate = tally.wins / tally.games
            target = TARGETS.get((level, opponent), 0.0)
            if game_id == "tsoro" and opponent != "random":
                target = 0.0  # perfect players: a draw is the best result
            mark = "" if rate >= target else " **missed**"
            if mark:
                missed.append(f"{label} {level} vs {opponent}")
            print(
                f"| {label} | {level} vs {opponent} | {tally.games} "
                f"| {tally.wins} / {tally.draws} / {tally.losses} "
                f"| {rate:.0%} (>= {target:.0%}){mark} "
                f"| {tally.seconds / max(tally.decisions, 1):.3f} s | {tally.longest:.2f} s |",
                flush=True,
            )
    if "asterismo" in GAMES and (not only or "asterismo" in only):
        for row in asterismo(games):
            print(row, flush=True)
    print()
    print(f"targets missed: {', '.join(missed) if missed else 'none'}")
    print(f"bench time: {time.perf_counter() - began:.0f} s")


if __name__ == "__main__":
    main()
