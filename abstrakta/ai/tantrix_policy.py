"""Tantrix: lookahead and MCTS with a line-and-loop heuristic.

Game knowledge (the searches are generic, in ``search``):

- ``colour_value``: what a colour's lines are worth now and soon: its best
  line or loop score, or, if higher, a discounted *potential*: two line
  ends of that colour pointing into the same empty hex that a tile can
  fill (joining them: the two lengths plus one), or both ends of one line
  pointing into one such hex (closing a loop: twice the length plus one);
  and a small bonus for each open end of the best line that can still be
  extended (its hex can be filled by some tile).
- ``evaluate``: per seat, the squashed difference between its colour's
  value and the best of the others'.
- ``ranked_moves``: the legal moves ranked by ``evaluate`` after them.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from abstrakta.ai.players import EASY, NORMAL, RANDOM, STRONG, Player, RandomPlayer
from abstrakta.ai.search import AnyState, Budget, Knowledge, Mcts, Move, sample_any
from abstrakta.games.tantrix import TantrixState
from abstrakta.games.tantrix_tiles import fits
from abstrakta.grids import HEX_DIRECTIONS, Hex

#: Share of what a possible join or loop would add to the best score.
JOIN = 0.3
#: Weight of the second longest line (it may join the best one later).
SECOND = 0.5
#: How many of the longest lines are looked at for joins.
JOIN_LINES = 6
#: Bonus per open, fillable end of the best line.
OPEN_END = 0.4
#: Scale of value differences for the squashing (tanh).
SCALE = 6.0
#: UCB exploration constant of the search.
EXPLORATION = 0.5


def _exits(state: TantrixState, hexes: tuple[Hex, ...], colour: str) -> list[tuple[Hex, Hex]]:
    """The two open ends of a line (not a loop): (end tile's hex, the empty
    hex it points into)."""
    found = []
    ends = [(hexes[0], hexes[1] if len(hexes) > 1 else None)]
    ends.append((hexes[-1], hexes[-2] if len(hexes) > 1 else None))
    for end, inner in ends:
        sides = state.edges_at(end)
        assert sides is not None
        for side in range(6):
            if sides[side] != colour:
                continue
            dq, dr = HEX_DIRECTIONS[side]
            beyond = (end[0] + dq, end[1] + dr)
            if beyond != inner and beyond not in state.board:
                found.append((end, beyond))
    if len(hexes) == 1:
        found = found[:2]
    return found


def _fillable(state: TantrixState, cell: Hex) -> bool:
    return bool(fits(state.demanded_edges(cell)))


def colour_value(state: TantrixState, colour: str) -> float:
    """Score of ``colour``'s best line or loop, plus a share of what a join
    or a loop would add, plus open-end bonuses (see the module docstring)."""
    lines = state.lines(colour)
    if not lines:
        return 0.0
    best = lines[0].score
    gain = 0.0
    into: dict[Hex, list[int]] = {}
    open_ends = 0
    for number, line in enumerate(lines[:JOIN_LINES]):
        if line.loop:
            continue
        for _, beyond in _exits(state, line.hexes, colour):
            into.setdefault(beyond, []).append(number)
            if number == 0 and _fillable(state, beyond):
                open_ends += 1
    for cell, numbers in into.items():
        if len(numbers) < 2 or not _fillable(state, cell):
            continue
        first, second = numbers[0], numbers[1]
        if first == second:
            joined = 2 * (lines[first].tiles + 1)
        else:
            joined = lines[first].tiles + lines[second].tiles + 1
        gain = max(gain, joined - best)
    second = lines[1].tiles if len(lines) > 1 else 0
    return best + JOIN * gain + OPEN_END * open_ends + SECOND * second


def evaluate(state: TantrixState) -> list[float]:
    values = [colour_value(state, colour) for colour in state.colours]
    found = []
    for seat, mine in enumerate(values):
        others = max(v for s, v in enumerate(values) if s != seat)
        found.append(math.tanh((mine - others) / SCALE))
    return found


class TantrixKnowledge(Knowledge):
    """Moves ranked by ``evaluate``; random rollouts of a few moves."""

    def __init__(self, width: int, depth: int) -> None:
        self.width = width
        self.rollout_depth = depth

    def candidates(self, state: AnyState) -> Sequence[Move]:
        assert isinstance(state, TantrixState)
        return self.ranked(state, state.to_move)[: self.width]

    def ranked(self, state: AnyState, seat: int) -> list[Move]:
        assert isinstance(state, TantrixState)
        scored = []
        for i, move in enumerate(state.legal_moves()):
            child = state.clone()
            child.play(move)
            value = child.returns()[seat] if child.is_over() else evaluate(child)[seat]
            scored.append((-value, i, move))
        scored.sort()
        return [move for _, _, move in scored]

    def rollout_move(self, state: AnyState, rng: random.Random) -> Move:
        return sample_any(state, rng)

    def evaluate(self, state: AnyState) -> Sequence[float]:
        assert isinstance(state, TantrixState)
        return evaluate(state)


@dataclass(frozen=True)
class Level:
    #: MCTS iterations (0: the greedy player, with ``slips``)
    iterations: int
    #: candidate moves per node
    width: int
    #: random moves per rollout before the evaluation
    depth: int = 4
    #: the greedy player's share of random moves
    slips: float = 0.0


LEVELS = {
    EASY: Level(0, 1, slips=0.25),
    NORMAL: Level(100, 8),
    STRONG: Level(500, 10),
}


class TantrixPlayer:
    def __init__(self, level: Level) -> None:
        self.level = level
        self.knowledge = TantrixKnowledge(level.width, level.depth)

    def choose(self, state: AnyState, seat: int, rng: random.Random, seconds: float | None) -> Move:
        level = self.level
        if level.iterations == 0:
            if rng.random() < level.slips:
                return rng.choice(state.legal_moves())
            return self.knowledge.ranked(state, seat)[0]
        budget = Budget(level.iterations, seconds, exploration=EXPLORATION)
        return Mcts(self.knowledge, budget).choose(state, seat, rng)


def player(level: str) -> Player:
    if level == RANDOM:
        return RandomPlayer()
    return TantrixPlayer(LEVELS[level])
