"""Asterismo: the true answer for the deals the solver leaves "not known".

An offline check, not part of the app: it needs Google OR-tools
(``pip install ortools``, not a project dependency) and its CP-SAT solver.
It collects the fresh deals ``bench_asterismo.py`` counts as not known (same
seeds, same budget), then decides each one exactly as a constraint model:

- ``x[p]``: piece ``p`` is left on the tree at the end (the final tree);
  ``y[p][s]``: ``p`` is the ``s``-th take (take ``s`` is seat ``s mod k``'s,
  counted from the seat to move); every piece is kept or taken once, and
  the takes fill steps 0, 1, 2, ... without gaps;
- every kept piece is alive in the final tree; every taken piece is alive
  in the tree it leaves: three neighbours, or two of its colour, kept or
  taken later (played backwards, a take puts back a piece that is alive, so
  every tree on the way is all alive: ``asterismo_solver.regrown``);
- the final tree is connected (a cut for each component the solver
  proposes apart from the largest, until it proposes a connected one);
- every seat covers its goal with its takes and the pool of pieces still to
  share (three players: one model per choice of colours).

A model with no solution is a proof that the deal is lost; a solution is a
winning order, replayed through the rules to check it. ``--no-turns`` drops
whose turn a take is (only the colour totals): a relaxation, so "lost" is
still a proof, and what it leaves open are final trees only.

Run: ``python tools/asterismo_truth.py [deals per player count] [node budget]
[seed prefix] [--no-turns]`` (BENCHMARKS.md: ``200 20000 asterismo-notknown``).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ortools.sat.python import cp_model  # type: ignore[import-not-found]

from abstrakta.games.asterismo import SHIFTS, AsterismoState, grow
from abstrakta.games.asterismo_bits import bits
from abstrakta.games.asterismo_solver import (
    DEFAULT_MAX_NODES,
    Search,
    _winning,
    searches_for,
    solve,
)
from tools.bench_asterismo import deal

#: CP-SAT seconds per model before the answer counts as not known here too.
MODEL_SECONDS = 60.0


def decide(search: Search, turns: bool) -> list[int] | bool | None:
    """The takes of a win (bit indices, in order), False when the model
    proves none exists, None when CP-SAT runs out of time. Without
    ``turns``, True stands for "a final tree covers the colour totals"."""
    tree, flat = search.start
    k = search.players
    needs = [flat[3 * seat : 3 * seat + 3] for seat in range(k)]
    cells = [p.bit_length() - 1 for p in bits(tree)]
    colour = {p: next(c for c in range(3) if search.colour_masks[c] >> p & 1) for p in cells}
    near = {p: [p + d for d in SHIFTS if p + d >= 0 and tree >> (p + d) & 1] for p in cells}
    steps = len(cells)
    model = cp_model.CpModel()
    kept = {p: model.NewBoolVar(f"kept{p}") for p in cells}

    def alive(p: int, present: dict[int, cp_model.IntVar], when: cp_model.IntVar) -> None:
        """``when`` implies ``p`` is alive among the ``present`` neighbours."""
        many, same = model.NewBoolVar(""), model.NewBoolVar("")
        model.Add(sum(present.values()) >= 3).OnlyEnforceIf(many)
        model.Add(sum(v for q, v in present.items() if colour[q] == colour[p]) >= 2).OnlyEnforceIf(
            same
        )
        model.AddBoolOr([when.Not(), many, same])

    for p in cells:
        alive(p, {q: kept[q] for q in near[p]}, kept[p])
    if turns:
        take = {p: [model.NewBoolVar(f"take{p}_{s}") for s in range(steps)] for p in cells}
        used = [model.NewBoolVar(f"used{s}") for s in range(steps)]
        for p in cells:
            model.Add(kept[p] + sum(take[p]) == 1)
        for s in range(steps):
            model.Add(sum(take[p][s] for p in cells) == used[s])
            if s:
                model.AddImplication(used[s], used[s - 1])
        step = {p: sum(s * v for s, v in enumerate(take[p])) for p in cells}
        for c in range(3):
            short = []
            for seat in range(k):
                got = sum(
                    take[p][s] for p in cells if colour[p] == c for s in range(seat, steps, k)
                )
                miss = model.NewIntVar(0, 21, "")
                model.Add(miss >= needs[seat][c] - got)
                short.append(miss)
            model.Add(sum(short) <= search.pool[c])
    else:
        step = {}
        for c, wanted in enumerate(search.colour_totals()):
            model.Add(sum(1 - kept[p] for p in cells if colour[p] == c) >= wanted)
    # a taken piece is alive in the tree it leaves; without turns, any
    # order of put-backs (a rank per piece) that keeps it so
    rank = step if turns else {p: model.NewIntVar(0, steps, f"rank{p}") for p in cells}
    for p in cells:
        later = {}
        for q in near[p]:
            after = model.NewBoolVar("")
            later_take = model.NewBoolVar("")
            model.Add(rank[q] >= rank[p] + 1).OnlyEnforceIf(later_take)
            model.AddImplication(later_take, kept[q].Not())
            model.AddBoolOr([after.Not(), kept[q], later_take])
            later[q] = after
        alive(p, later, kept[p].Not())
    while True:
        solver = cp_model.CpSolver()
        solver.parameters.max_time_in_seconds = MODEL_SECONDS
        solver.parameters.num_workers = 1
        status = solver.Solve(model)
        if status == cp_model.INFEASIBLE:
            return False
        if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            return None
        final = {p for p in cells if solver.Value(kept[p])}
        rest, parts = sum(1 << p for p in final), []
        while rest:
            part = grow(rest & -rest, rest)
            parts.append([p.bit_length() - 1 for p in bits(part)])
            rest &= ~part
        if len(parts) == 1:
            break
        parts.sort(key=len)
        anchor = parts[-1][0]
        for part in parts[:-1]:
            border = {q for u in part for q in near[u]} - set(part)
            model.AddBoolOr([kept[part[0]].Not(), kept[anchor].Not(), *(kept[q] for q in border)])
    if not turns:
        return True
    taken = sorted((solver.Value(step[p]), p) for p in cells if p not in final)
    return [p for _, p in taken]


def truth(state: AsterismoState, turns: bool) -> str:
    """ "lost", "won" (an order replayed through the rules), "unknown"."""
    open_goal = False
    for search in searches_for(state):
        # the colour totals first: a quick proof when they cannot be met
        answer = decide(search, turns=False)
        if answer is True and turns:
            answer = decide(search, turns=True)
        if answer is None:
            open_goal = True
        elif answer is True:
            return "final tree"
        elif answer:
            search.path = answer
            moves = _winning(state, search, 0, time.perf_counter()).moves
            check = state.clone()
            for move in moves:
                if check.is_over():
                    break
                check.play(move)
            assert check.is_over() and check.returns()[0] > 0, "a model's win that loses"
            return "won"
    return "unknown" if open_goal else "lost"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("deals", type=int, nargs="?", default=200)
    parser.add_argument("budget", type=int, nargs="?", default=DEFAULT_MAX_NODES)
    parser.add_argument("seeds", nargs="?", default="asterismo-notknown")
    parser.add_argument("--no-turns", action="store_true")
    args = parser.parse_args()
    for players in ("2", "3"):
        rng = random.Random(f"{args.seeds}-{players}")
        tally: dict[str, int] = {}
        for index in range(args.deals):
            state, _ = deal(players, rng)
            if solve(state, args.budget).winnable is not None:
                continue
            began = time.perf_counter()
            answer = truth(state, not args.no_turns)
            tally[answer] = tally.get(answer, 0) + 1
            spent = time.perf_counter() - began
            print(f"{players} players, deal {index}: {answer} ({spent:.1f} s)", flush=True)
        print(f"{players} players, not known by the solver: {tally}")


if __name__ == "__main__":
    main()
