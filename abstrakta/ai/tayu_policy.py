"""Ta Yü: a lookahead over the next draw, with a heuristic that counts
points and open outlets.

Game knowledge (the search is the generic ``search.Lookahead``):

- ``Heuristic.side_estimates``: for each board side, the points already
  scored plus ``POTENTIAL`` times the *potential* of the open outlets (the
  empty squares a channel mouth points into): each is worth ``DECAY`` to
  the power of its distance from that side (double next to a grey square
  along the edge). A role's estimate is the product of its two sides'
  estimates, like the real score.
- ``Heuristic.evaluate``: per seat, the squashed difference between its
  role's estimate and what it must beat (the other role; in the saboteur
  game also the target; the saboteur wants both below the target).
- ``Heuristic.ranked_placements``: the drawn tile's placements ranked by
  the evaluation after them.

Levels: ``easy`` lays the best tile by the heuristic (the greedy player)
but a random one a quarter of the time; ``normal`` looks at its best
``WIDTH_`` placements, and for each, at every tile the next player may
draw (with the bag's odds) and that player's greedy reply, and keeps the
placement with the best expected evaluation. In the tile choice variant
the kind (decorated or plain) is chosen the same way (every tile of that
kind, then the best placement). ``strong`` plays each of its best
``WIDTH_`` placements on ``ROLLOUTS`` times: both players then lay
``HORIZON`` tiles, each the greedy player's choice, on draws that are the
same for every candidate (so the luck of the draw cancels out of the
comparison), and keeps the placement whose positions evaluate best on
average. It sees what a one-draw lookahead cannot: what the next few
tiles, the opponent's included, will make of the outlets a placement opens
(whether they reach a side, or are taken over and turned away).

Bidding for the saboteur's seat uses ``BID_FLOOR``: a player bids one below
the last bid while that stays at or above it (and must bid when both
others passed).
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import chain

from abstrakta.ai.players import EASY, NORMAL, RANDOM, STRONG, Player, RandomPlayer
from abstrakta.ai.search import (
    AnyState,
    Knowledge,
    Lookahead,
    Move,
    SharedDrawRollouts,
    sample_any,
)
from abstrakta.games.tayu import (
    DEFAULT_TARGET,
    EW,
    GREY_SQUARES,
    MAX_TARGET,
    NS,
    PAD,
    PHASE_BID,
    PHASE_PLACE,
    SAB,
    SIZE,
    WIDTH,
    Bid,
    Pass,
    Place,
    TayuState,
)

#: Weight of one open outlet at distance d from a side: DECAY ** d.
DECAY = 0.55
#: How much the potential counts against points already scored.
POTENTIAL = 0.5
#: Scale of score differences for the squashing (tanh).
SCALE = 12.0
#: Placements the search considers at a node (the best by the heuristic).
WIDTH_ = 8
#: Strong's greedy playouts per candidate, and the placements each lays
#: before the evaluation (``tools/tune_tayu.py``, seats swapped, against
#: normal: 32 playouts of 6 0.630 ± 0.048 and 0.645 ± 0.045 on two seed
#: ranges; 16 of 6 0.565 and 0.660, 24 of 4 0.535, 8 of 20 0.445, 16 to
#: the end 0.390: greedy play far ahead misleads).
ROLLOUTS = 32
HORIZON = 6
#: The lowest target a player will bid to be the saboteur.
BID_FLOOR = DEFAULT_TARGET

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
        target = state.target
        values = []
        for role in state.roles:
            if role == SAB:
                assert target is not None
                margin = target - 0.5 - max(ns, ew)
            elif role is None:  # before the bidding ends
                margin = 0.0
            else:
                mine, theirs = (ns, ew) if role == NS else (ew, ns)
                margin = mine - theirs
                if target is not None:
                    margin = min(margin, mine - target + 0.5)
            values.append(math.tanh(margin / self.scale))
        return values

    def ranked_placements(self, state: TayuState, seat: int) -> list[Place]:
        """The drawn tile's legal placements, best for ``seat`` first."""
        moves = state.legal_moves()
        scored = []
        in_place = any(state.bag)  # the game goes on after any placement
        for i, move in enumerate(moves):
            if in_place:  # evaluated without laying the tile (~1.8x faster)
                assert isinstance(move, Place)
                value = self.evaluate(state, move)[seat]
            else:
                child = state.clone()
                child.play(move)
                value = self.evaluate(child)[seat] if not child.is_over() else child.returns()[seat]
            scored.append((-value, i, move))
        scored.sort()
        return [move for _, _, move in scored]  # type: ignore[misc]


@cache
def _weights(decay: float) -> dict[int, tuple[float, float, float, float]]:
    """Per padded board index: the potential weight toward each side."""
    table = {}
    for row in range(SIZE):
        for column in range(SIZE):
            index = (row + PAD) * WIDTH + column + PAD
            distances = (SIZE - 1 - column, SIZE - 1 - row, column, row)
            outside = ((SIZE, row), (column, SIZE), (-1, row), (column, -1))
            weights = []
            for d in range(4):
                w = decay ** distances[d]
                if distances[d] == 0 and outside[d] in GREY_SQUARES:
                    w *= 2
                weights.append(w)
            table[index] = tuple(weights)
    return table  # type: ignore[return-value]


HEURISTIC = Heuristic()


def bid_move(state: TayuState) -> Bid | Pass:
    """Bid one below the last bid while that stays at or above BID_FLOOR;
    bid when both others passed (a must)."""
    last = state.high_bid
    offer = MAX_TARGET if last is None else last - 1
    must = last is None and len(state.passed) == 2
    if must:
        return Bid(max(1, min(offer, MAX_TARGET)))
    if last is None:
        return Bid(BID_FLOOR + 12)
    if offer >= BID_FLOOR:
        return Bid(offer)
    return Pass()


class TayuKnowledge(Knowledge):
    """Candidates ranked by ``evaluate``; rollouts of ``depth`` moves,
    random or (``greedy``) the best placement by the heuristic."""

    def __init__(
        self,
        width: int,
        depth: int | None,
        heuristic: Heuristic = HEURISTIC,
        greedy: bool = False,
    ) -> None:
        self.width = width
        self.rollout_depth = depth
        self.heuristic = heuristic
        self.greedy = greedy

    def candidates(self, state: AnyState) -> Sequence[Move]:
        assert isinstance(state, TayuState)
        if state.phase == PHASE_PLACE:
            return self.heuristic.ranked_placements(state, state.turn)[: self.width]
        if state.phase == PHASE_BID:
            return [bid_move(state)]
        return state.legal_moves()

    def rollout_move(self, state: AnyState, rng: random.Random) -> Move:
        assert isinstance(state, TayuState)
        if state.phase == PHASE_BID:
            return bid_move(state)
        if self.greedy and state.phase == PHASE_PLACE:
            return self.heuristic.ranked_placements(state, state.turn)[0]
        return sample_any(state, rng)

    def evaluate(self, state: AnyState) -> Sequence[float]:
        assert isinstance(state, TayuState)
        return self.heuristic.evaluate(state)


@dataclass(frozen=True)
class Level:
    """``width`` 1: the greedy player (a random move with chance ``slips``);
    else, without ``rollouts``, the lookahead over that many candidates
    (every next draw, the next player's greedy reply, then
    ``Heuristic.evaluate``); with ``rollouts``, that many greedy playouts
    of ``horizon`` placements per candidate on draws shared by all
    candidates (``search.SharedDrawRollouts``), then ``Heuristic.evaluate``."""

    width: int
    slips: float = 0.0
    heuristic: Heuristic = HEURISTIC
    rollouts: int = 0
    horizon: int = HORIZON


LEVELS = {
    EASY: Level(1, slips=0.25),
    NORMAL: Level(WIDTH_),
    STRONG: Level(WIDTH_, rollouts=ROLLOUTS),
}


class TayuPlayer:
    def __init__(self, level: Level) -> None:
        self.level = level
        playouts = bool(level.rollouts)  # greedy playouts of ``horizon``; else no rollouts
        depth = level.horizon if playouts else 0
        self.knowledge = TayuKnowledge(level.width, depth, level.heuristic, greedy=playouts)

    def choose(self, state: AnyState, seat: int, rng: random.Random, seconds: float | None) -> Move:
        assert isinstance(state, TayuState)
        level = self.level
        if state.phase == PHASE_BID:
            return bid_move(state)
        if level.width == 1:
            if state.phase != PHASE_PLACE or rng.random() < level.slips:
                return rng.choice(state.legal_moves())
            return level.heuristic.ranked_placements(state, seat)[0]
        if level.rollouts:
            search = SharedDrawRollouts(self.knowledge, level.width, level.rollouts, seconds)
            return search.choose(state, seat, rng)
        return Lookahead(self.knowledge, level.width, seconds=seconds).choose(state, seat, rng)


#: Rough CPython seconds per move of each level (``ai.level_info``).
SECONDS = {EASY: 0.002, NORMAL: 0.03, STRONG: 0.2}


def player(level: str) -> Player:
    if level == RANDOM:
        return RandomPlayer()
    return TayuPlayer(LEVELS[level])
