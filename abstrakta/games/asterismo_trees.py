"""Asterismo: the trees a game can leave at its end, searched directly.

Played backwards, a take puts back a piece that is alive, so the trees a
game can leave are exactly the connected, all-alive trees that regrow into
the tree (``asterismo_bits.regrown``). A goal is out of reach when no
such tree leaves enough pieces of each colour taken, whoever takes them:
that is how the solver proves a loss, and the trees that do leave enough
are where it looks for turns that win.

``final_trees`` is a branch and bound over those trees: each piece is kept
to the end or taken. After every decision it propagates what must follow:

- a colour with exactly as many undecided pieces as it still needs gives
  them all;
- every kept piece must be alive in the largest tree still possible (kept
  plus undecided); an undecided piece that cannot be alive there is taken;
  a kept piece alive only through exactly three neighbours, or exactly two
  of its colour, keeps them;
- the largest tree still possible must regrow into the tree (regrowth only
  grows with the tree it starts from), and the kept pieces must lie in one
  part of it; undecided pieces in other parts are taken.

It branches on the piece whose two choices decide the most (a lookahead
over every undecided piece); when one choice fails at once, the other is
forced. On the lost deals the solver could not settle this proves a loss
in 500 to 15,000 positions, where branching on one piece by a fixed rule
took up to 132,000 and left one unproved after 300,000 (BENCHMARKS.md).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from abstrakta.games.asterismo import grow
from abstrakta.games.asterismo_bits import bits, dilate, neighbours, regrown


class Outcome(Enum):
    """How a search over final trees ended."""

    #: ``on_leaf`` accepted a tree.
    ACCEPTED = "accepted"
    #: No final tree leaves the colours taken: the goal is out of reach.
    NONE = "none"
    #: Trees leave the colours taken, but ``on_leaf`` accepted none.
    REJECTED = "rejected"


#: (kept, taken, undecided) pieces: three disjoint bitboards.
Split = tuple[int, int, int]


def final_trees(
    tree: int,
    colour_masks: tuple[int, int, int],
    need: tuple[int, ...],
    count: Callable[[], None],
    on_leaf: Callable[[int], bool],
) -> Outcome:
    """Search the trees a game from the all-alive ``tree`` can leave whose
    takes include ``need[c]`` pieces of each colour ``c``; ``on_leaf`` is
    offered each such tree found (the largest one on a branch) and ends the
    search by returning True. ``count`` is called once a position (one
    propagation) and may raise to stop the search."""
    masks = colour_masks

    def propagate(kept: int, taken: int, open_: int) -> Split | None:
        count()
        while True:
            for c, mask in enumerate(masks):
                have, spare = (taken & mask).bit_count(), (open_ & mask).bit_count()
                if have + spare < need[c]:
                    return None
                if have < need[c] and have + spare == need[c] and open_ & mask:
                    taken |= open_ & mask
                    open_ &= ~mask
            top = kept | open_
            n0, n1, n2 = neighbours(top)
            alive = top & (n2 | (n1 & n0))
            three = n0 & n1 & ~n2
            held = 0
            for mask in masks:
                mine = top & mask
                s0, s1, s2 = neighbours(mine)
                alive |= mine & (s1 | s2)
                kept_here = kept & mask
                # alive by three neighbours only: keeps all three
                held |= dilate(kept_here & three & ~(s1 | s2))
                # at most three neighbours, two of its colour: keeps those two
                held |= dilate(kept_here & ~n2 & s1 & ~s0 & ~s2) & mask
            if kept & ~alive:
                return None
            if open_ & ~alive:
                taken |= open_ & ~alive
                open_ &= alive
                continue
            held &= open_
            if held:
                kept |= held
                open_ &= ~held
                continue
            if regrown(top, tree, masks) != tree:
                return None
            if kept:
                part = grow(kept & -kept, top)
                if kept & ~part:
                    return None
                if open_ & ~part:
                    taken |= open_ & ~part
                    open_ &= part
                    continue
            return kept, taken, open_

    leaves = 0

    def search(split: Split) -> bool:
        nonlocal leaves
        kept, taken, open_ = split
        top = kept | open_
        covered = all((taken & m).bit_count() >= need[c] for c, m in enumerate(masks))
        if covered and top and grow(top & -top, top) == top:
            leaves += 1
            if on_leaf(top):
                return True
        if not open_:
            return False
        # lookahead: the piece whose two choices decide the most pieces
        best: tuple[int, Split, Split] | None = None
        for piece in bits(open_):
            take = propagate(kept, taken | piece, open_ ^ piece)
            keep = propagate(kept | piece, taken, open_ ^ piece)
            if take is None:  # keeping it is forced
                return keep is not None and search(keep)
            if keep is None:  # taking it is forced
                return search(take)
            score = (open_.bit_count() - take[2].bit_count() + 1) * (
                open_.bit_count() - keep[2].bit_count() + 1
            )
            if best is None or score > best[0]:
                best = (score, take, keep)
        assert best is not None
        # each level decides at least one piece: at most ~63 levels deep
        return search(best[1]) or search(best[2])

    start = propagate(0, 0, tree)
    if start is not None and search(start):
        return Outcome.ACCEPTED
    return Outcome.REJECTED if leaves else Outcome.NONE
