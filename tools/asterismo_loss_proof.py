"""Asterismo: a pure-Python proof that a deal is lost (an experiment, not in the app).

``asterismo_truth.py`` showed that some of the deals the solver leaves "not
known" are lost, and that what proves them is the final tree plus the order
of takes. This is a branch and bound over the final tree, with no turns:
each piece is kept to the end or taken. A deal is proved lost when no final
tree passes all the necessary conditions below, for every goal.

- The takes must cover the goal's colour totals (pool included). When a
  colour has exactly as many undecided pieces as it still needs, all of
  them are taken.
- Every kept piece must be alive in the largest final tree still possible
  (kept plus undecided). An undecided piece that is not alive there is
  taken. A kept piece that keeps alive only through exactly three
  neighbours, or exactly two of its colour, keeps them all.
- The final tree must regrow into the whole tree (``regrown``). Regrowth
  is monotone, so the largest final tree still possible must regrow too.
- The kept pieces must lie in one part of the largest final tree still
  possible (the final tree is connected).
- The branching takes a piece of the colour with the least slack first,
  next to a piece already taken.

Run: ``python tools/asterismo_loss_proof.py [node limit] [deals]
[seed prefix]`` (BENCHMARKS.md: ``1000000 200 asterismo-notknown``). For
every deal the shipped solver leaves not known, it prints "lost" with the
nodes the proof took, or "not proved". It also checks soundness on the
deals the solver finds winnable: none of them may be proved lost.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from abstrakta.games.asterismo import alive_mask, grow
from abstrakta.games.asterismo_solver import (
    DEFAULT_MAX_NODES,
    Search,
    _bits,
    _dilate,
    regrown,
    searches_for,
    solve,
)
from tools.bench_asterismo import deal


class _Limit(Exception):
    pass


def colour_totals(search: Search) -> tuple[int, ...]:
    """The pieces of each colour the takes must bring (the pool helps)."""
    needs, k = search.start[1], search.players
    return tuple(
        max(0, sum(needs[3 * seat + c] for seat in range(k)) - search.pool[c]) for c in range(3)
    )


def proved_lost(search: Search, limit: int) -> tuple[bool | None, int]:
    """(True: no final tree covers the goal; False: a final tree passes
    every condition (not necessarily reachable turn by turn); None: out of
    nodes), and the nodes searched."""
    tree, masks = search.start[0], search.colour_masks
    need = colour_totals(search)
    nodes = 0

    def fits(kept: int, taken: int, open_: int) -> bool:
        nonlocal nodes
        nodes += 1
        if nodes > limit:
            raise _Limit
        while True:
            for c, mask in enumerate(masks):
                have, spare = (taken & mask).bit_count(), (open_ & mask).bit_count()
                if have + spare < need[c]:
                    return False
                if have < need[c] and have + spare == need[c]:
                    taken |= open_ & mask
                    open_ &= ~mask
            top = kept | open_
            alive = alive_mask(top, masks)
            if kept & ~alive:
                return False
            if open_ & ~alive:
                taken |= open_ & ~alive
                open_ &= alive
                continue
            held = 0
            for low in _bits(kept):
                around = _dilate(low) & top
                same = around & next(mask for mask in masks if mask & low)
                if same.bit_count() < 2 and around.bit_count() == 3:
                    held |= around
                elif around.bit_count() < 3 and same.bit_count() == 2:
                    held |= same
            if held & open_:
                kept |= held & open_
                open_ &= ~held
                continue
            if regrown(top, tree, masks) != tree:
                return False
            if kept and kept & ~grow(kept & -kept, top):
                return False
            break
        if not open_:
            return True  # every condition holds for the final tree ``kept``
        slack = [
            (taken & mask).bit_count() + (open_ & mask).bit_count() - need[c]
            if open_ & mask
            else 99
            for c, mask in enumerate(masks)
        ]
        choices = open_ & masks[min(range(3), key=slack.__getitem__)]
        choices = (choices & _dilate(taken)) or choices
        piece = choices & -choices
        return fits(kept, taken | piece, open_ ^ piece) or fits(kept | piece, taken, open_ ^ piece)

    sys.setrecursionlimit(10_000)
    try:
        return not fits(0, 0, tree), nodes
    except _Limit:
        return None, nodes


def main() -> None:
    limit = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
    deals = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    seeds = sys.argv[3] if len(sys.argv) > 3 else "asterismo-notknown"
    for players in ("2", "3"):
        rng = random.Random(f"{seeds}-{players}")
        proved = unknown = checked = 0
        for index in range(deals):
            state, _ = deal(players, rng)
            winnable = solve(state, DEFAULT_MAX_NODES).winnable
            if winnable and index % 10:
                continue  # soundness: every tenth winnable deal
            began = time.perf_counter()
            lost, nodes = True, 0
            for search in searches_for(state):  # lost when every goal is
                answer, spent_nodes = proved_lost(search, limit)
                nodes += spent_nodes
                if answer is not True:
                    lost = False
                    break
            spent = time.perf_counter() - began
            if winnable:
                checked += 1
                assert not lost, f"deal {index} is winnable but proved lost"
                continue
            proved += lost
            unknown += 1
            verdict = "lost" if lost else "not proved"
            print(f"{players} players, deal {index}: {verdict}, {nodes} nodes, {spent:.1f} s")
        print(
            f"{players} players: {proved} of {unknown} not-known deals proved lost; "
            f"{checked} winnable deals checked, none proved lost"
        )


if __name__ == "__main__":
    main()
