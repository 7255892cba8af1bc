"""Offline tuning of Ta Yü's computer players: plays player A against
player B over seeded games, each seed twice with the seats swapped (the
same draws both times: the bag's order depends only on the seed), and
prints A's score (a win 1, a draw 1/2).

Run: ``python tools/tune_tayu.py`` (see ``--help``). Only the numbers
found here are shipped (``abstrakta/ai/tayu_policy.py``).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from abstrakta.ai.tayu_fitted import FittedHeuristic
from abstrakta.ai.tayu_policy import HORIZON, LEVELS, Heuristic, Level, TayuPlayer
from abstrakta.games.tayu import TayuState
from tools.swapped_seats import match


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="seeds (each played twice)")
    parser.add_argument("--start", type=int, default=0, help="first seed")
    parser.add_argument("--a", default="normal", help="a level, or k=v,... Heuristic fields")
    parser.add_argument("--b", default="easy")
    args = parser.parse_args()
    a, b = build(args.a), build(args.b)
    began = time.perf_counter()
    result = match(lambda: TayuState({}), a, b, range(args.start, args.start + args.games))
    spent = time.perf_counter() - began
    print(f"{args.a} vs {args.b}: {result} ({spent:.0f} s)")


def build(spec: str) -> TayuPlayer:
    """A level name, or ``width=8,decay=0.5,...`` (width, slips, rollouts
    and horizon for the level; ``fitted``: ``shipped`` or a fit's JSON file
    for the fitted evaluation; the rest Heuristic fields)."""
    if spec in LEVELS:
        return TayuPlayer(LEVELS[spec])
    fields = dict(pair.split("=") for pair in spec.split(","))
    width = int(fields.pop("width", "1"))
    slips = float(fields.pop("slips", "0"))
    rollouts = int(fields.pop("rollouts", "0"))
    horizon = int(fields.pop("horizon", str(HORIZON)))
    fitted = fields.pop("fitted", "")
    numbers = {k: float(v) for k, v in fields.items()}
    if fitted == "shipped":
        heuristic: Heuristic = FittedHeuristic(**numbers)
    elif fitted:
        table = tuple(tuple(row) for row in json.loads(Path(fitted).read_text()))
        heuristic = FittedHeuristic(fitted=table, **numbers)
    else:
        heuristic = Heuristic(**numbers)
    return TayuPlayer(Level(width, slips, heuristic, rollouts, horizon))


if __name__ == "__main__":
    main()
