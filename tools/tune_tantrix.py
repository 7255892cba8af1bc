"""Offline tuning of Tantrix's evaluation (two players): player A against
player B over seeded games, each seed twice with the seats swapped (the
same draws both times, see ``swapped_seats.py``), printing A's score (a
win 1, a draw 1/2) with its standard error and A's won / drawn / lost.

- ``match --a SPEC --b SPEC``: one match.
- ``climb --a SPEC``: coordinate search from SPEC, greedy players only
  (iterations=0): each constant in turn is scaled by each factor, and a
  change is kept when the changed player beats the current one by more
  than ``--margin`` standard errors.

A SPEC is a level (``random``, ``easy``, ``normal``, ``strong``, or
``greedy``: easy without slips), optionally followed by ``k=v`` changes,
comma-separated: the evaluation's ``Weights`` fields (``grow``, ``join``,
``second``, ``join_lines``, ``open_end``, ``scale``, ``unplayed`` 0 or 1)
or the ``Level``'s
(``iterations``, ``width``, ``depth``, ``slips``, ``work``, ``chance``,
``exploration``, ``settle``). E.g.
``greedy,grow=4,scale=8``. Only the numbers found here are shipped
(``abstrakta/ai/tantrix_policy.py``). Run with ``nice -n 10``.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import fields, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from abstrakta.ai.players import RANDOM, Player, RandomPlayer
from abstrakta.ai.tantrix_policy import LEVELS, Level, TantrixPlayer, Weights
from abstrakta.games.tantrix import TantrixState
from tools.swapped_seats import Result, match

GREEDY = "greedy"
#: The greedy player: the heuristic's best move, no slips.
GREEDY_LEVEL = Level(0, 1)
WEIGHT_FIELDS = {f.name: f.type for f in fields(Weights)}
#: The ``Level``'s numbers a SPEC may change, with their annotations.
LEVEL_FIELDS = {f.name: f.type for f in fields(Level) if f.name != "weights"}
#: The constants the climb changes, and how (a factor each).
CLIMBED = ("grow", "join", "second", "open_end", "scale")


def new_state() -> TantrixState:
    return TantrixState({"players": "2"})


def weight_value(kind: str, text: str) -> float:
    """A ``Weights`` field's value from its text (``kind``: its annotation)."""
    if kind == "bool":
        return bool(int(text))
    return int(text) if kind == "int" else float(text)


def parse(spec: str) -> Level | None:
    """The level a SPEC names (None: the random player)."""
    name, *changes = spec.split(",")
    if name == RANDOM:
        return None
    level = GREEDY_LEVEL if name == GREEDY else LEVELS[name]
    weights: dict[str, float] = {}
    settings: dict[str, float] = {}
    for change in changes:
        key, value = change.split("=")
        if key in WEIGHT_FIELDS:
            weights[key] = weight_value(WEIGHT_FIELDS[key], value)
        elif key in LEVEL_FIELDS:
            settings[key] = float(value) if LEVEL_FIELDS[key] == "float" else int(value)
        else:
            raise SystemExit(f"unknown setting {key!r}")
    return replace(level, weights=replace(level.weights, **weights), **settings)


def build(level: Level | None) -> Player:
    return RandomPlayer() if level is None else TantrixPlayer(level)


def spec_of(weights: Weights) -> str:
    """A greedy SPEC with ``weights``' changes from the shipped ones."""
    base = Weights()
    changes = [
        f"{name}={getattr(weights, name):g}"
        for name in WEIGHT_FIELDS
        if getattr(weights, name) != getattr(base, name)
    ]
    return ",".join([GREEDY, *changes])


def run(a: Level | None, b: Level | None, seeds: range) -> Result:
    return match(new_state, build(a), build(b), seeds)


def climb(start: Level, seeds: range, factors: list[float], margin: float, rounds: int) -> None:
    best = replace(start, iterations=0, slips=0.0)
    for round_ in range(rounds):
        improved = False
        for name in CLIMBED:
            for factor in factors:
                value = getattr(best.weights, name) * factor
                if value == 0 and factor != 0:
                    value = 1.0  # a constant at zero starts from 1
                trial = replace(best, weights=replace(best.weights, **{name: value}))
                began = time.perf_counter()
                result = run(trial, best, seeds)
                spent = time.perf_counter() - began
                kept = result.score - 0.5 > margin * result.error
                print(
                    f"round {round_} {name} x{factor:g} = {value:g}: {result} "
                    f"({spent:.0f} s){' kept' if kept else ''}",
                    flush=True,
                )
                if kept:
                    best = trial
                    improved = True
                    print(f"now {spec_of(best.weights)}", flush=True)
                    break
        if not improved:
            break
    print(f"best {spec_of(best.weights)}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("match", "climb"))
    parser.add_argument("--games", type=int, default=100, help="seeds (each played twice)")
    parser.add_argument("--start", type=int, default=0, help="first seed")
    parser.add_argument("--a", default=GREEDY, help="a SPEC (see above)")
    parser.add_argument("--b", default=GREEDY)
    parser.add_argument("--factors", default="0.5,2", help="the climb's factors")
    parser.add_argument("--margin", type=float, default=2.0, help="standard errors to keep")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    seeds = range(args.start, args.start + args.games)
    if args.command == "climb":
        start = parse(args.a)
        assert start is not None, "the climb needs a level, not random"
        factors = [float(f) for f in args.factors.split(",")]
        climb(start, seeds, factors, args.margin, args.rounds)
        return
    began = time.perf_counter()
    result = run(parse(args.a), parse(args.b), seeds)
    spent = time.perf_counter() - began
    print(f"{args.a} vs {args.b}: {result} ({spent:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
