"""Ta Yü's static evaluation (the shipped hand-made one; the normal and
easy levels play on it, and ``tayu_fitted`` builds on it): for each board
side, the points already scored plus ``POTENTIAL`` times the potential of
the open outlets (the empty squares a channel mouth points into), each
worth ``DECAY`` to the power of its distance from that side (double next
to a grey square along the edge); a role's estimate is the product of its
two sides' estimates, like the real score; per seat, the squashed
difference between its role's estimate and what it must beat.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from itertools import chain

from abstrakta.games.tayu import EW, GREY_SQUARES, NS, PAD, SAB, SIZE, WIDTH, Place, TayuState

#: Weight of one open outlet at distance d from a side: DECAY ** d.
DECAY = 0.55
#: How much the potential counts against points already scored.
POTENTIAL = 0.5
#: Scale of score differences for the squashing (tanh).
SCALE = 12.0

# directions as in tayu: 0 east, 1 north, 2 west, 3 south


@dataclass(frozen=True)
class Heuristic:
    """The static evaluation (see the module docstring)."""

    decay: float = DECAY
    potential: float = POTENTIAL
    scale: float = SCALE
    #: Extra weight of the potential of the role whose turn it is.
    tempo: float = 0.0

    def side_estimates(self, state: TayuState, after: Place | None = None) -> list[float]:
        """Points plus weighted potential per side, indexed E N W S; with
        ``after``, on the board after that placement (the bag not empty:
        the next player's turn follows), computed without laying it."""
        weights = _weights(self.decay)
        points = state._side_points  # read-only use of the running points
        opened: Iterable[int] = state._open  # empty squares an outlet points into
        turn = state.turn
        if after is not None:
            gained, covered, added = state.placement_effect(after)
            points = [p + g for p, g in zip(points, gained, strict=True)]
            # the laid board's order of open squares, so the sums agree to the bit
            opened = chain((i for i in state._open if i not in covered), added)
            turn = (turn + 1) % state.seats
        potential = [0.0, 0.0, 0.0, 0.0]
        for index in opened:
            w = weights[index]
            potential[0] += w[0]
            potential[1] += w[1]
            potential[2] += w[2]
            potential[3] += w[3]
        k = self.potential
        if self.tempo:
            role = state.roles[turn]
            boost = (1, 3) if role == NS else (0, 2) if role == EW else ()
            return [points[d] + (k + self.tempo * (d in boost)) * potential[d] for d in range(4)]
        return [points[d] + k * potential[d] for d in range(4)]

    def role_estimates(self, state: TayuState, after: Place | None = None) -> dict[str, float]:
        e, n, w, s = self.side_estimates(state, after)
        return {NS: n * s, EW: e * w}

    def evaluate(self, state: TayuState, after: Place | None = None) -> list[float]:
        """Per seat, in [-1, 1]: how far its role's estimated score is ahead
        of what it must beat (with ``after``: see ``side_estimates``)."""
        est = self.role_estimates(state, after)
        ns, ew = est[NS], est[EW]
        return [
            math.tanh(role_margin(role, ns, ew, state.target) / self.scale) for role in state.roles
        ]

    def scored_placements(self, state: TayuState, seat: int) -> list[tuple[float, Place]]:
        """The drawn tile's legal placements (in ``legal_moves`` order), each
        with its value for ``seat``: the evaluation after it, or the result
        if it ends the game."""
        scored = []
        in_place = any(state.bag)  # the game goes on after any placement
        for move in state.legal_moves():
            assert isinstance(move, Place)
            if in_place:  # evaluated without laying the tile (~1.8x faster)
                value = self.evaluate(state, move)[seat]
            else:
                child = state.clone()
                child.play(move)
                value = self.evaluate(child)[seat] if not child.is_over() else child.returns()[seat]
            scored.append((value, move))
        return scored

    def ranked_placements(self, state: TayuState, seat: int) -> list[Place]:
        """The drawn tile's legal placements, best for ``seat`` first."""
        scored = self.scored_placements(state, seat)
        order = sorted(range(len(scored)), key=lambda i: (-scored[i][0], i))
        return [scored[i][1] for i in order]


def role_margin(role: str | None, ns: float, ew: float, target: int | None) -> float:
    """How far ``role``'s estimated score is ahead of what it must beat,
    given the north-south and east-west estimates (and the saboteur's
    target, if any)."""
    if role == SAB:
        assert target is not None
        return target - 0.5 - max(ns, ew)
    if role is None:  # before the bidding ends
        return 0.0
    mine, theirs = (ns, ew) if role == NS else (ew, ns)
    margin = mine - theirs
    if target is not None:
        margin = min(margin, mine - target + 0.5)
    return margin


@cache
def _weights(decay: float) -> dict[int, tuple[float, float, float, float]]:
    """Per padded board index: the potential weight toward each side."""
    table = {}
    for index, distances, outside in board_squares():
        weights = []
        for d in range(4):
            w = decay ** distances[d]
            if distances[d] == 0 and outside[d] in GREY_SQUARES:
                w *= 2
            weights.append(w)
        table[index] = tuple(weights)
    return table  # type: ignore[return-value]


def board_squares() -> Iterator[tuple[int, tuple[int, ...], tuple[tuple[int, int], ...]]]:
    """Every board square: its padded index, its distance to each side
    (E N W S), and the frame square beyond it toward each side."""
    for row in range(SIZE):
        for column in range(SIZE):
            index = (row + PAD) * WIDTH + column + PAD
            distances = (SIZE - 1 - column, SIZE - 1 - row, column, row)
            outside = ((SIZE, row), (column, SIZE), (-1, row), (column, -1))
            yield index, distances, outside


HEURISTIC = Heuristic()
