"""Tantrix: MCTS with a line-and-loop heuristic.

Game knowledge (the search is the generic ``search.Mcts``):

- ``colour_value``: what a colour's lines are worth now and soon: its best
  line or loop score, where an open line counts ``GROW`` tiles more per
  end that can still be extended, in proportion to the tiles left in the
  bag (a loop never grows), plus ``JOIN`` times what the best possible
  join would add (two line ends of the colour pointing into one empty hex
  that some tile can fill: the two lengths plus one; both ends of one
  line: a loop),
  plus ``OPEN_END`` per end of the best line that can still be extended,
  plus ``SECOND`` times the length of the second line. An end "can still
  be extended" if some tile fits the hex beyond it; with
  ``Weights.unplayed``, some tile not yet on the board.
- ``evaluate``: per seat, the squashed difference between its colour's
  value and the best of the others'.
- ``TantrixKnowledge``: candidate moves ranked by ``evaluate`` after them
  (the best ``width`` kept), rollouts of a few random moves, then
  ``evaluate``; it counts its work so that a search can be capped by work
  (``Budget.work``) rather than by the clock, and stays reproducible.

Levels: ``easy`` plays the best move by the heuristic (greedy) but a
random one a quarter of the time; ``normal`` and ``strong`` search with
MCTS on a sharper heuristic (``SHARPER``: ends only tiles still to come
can fill, a lighter second line; tuned with ``tools/tune_tantrix.py``).
``normal``'s rollouts go on while forced spaces are being filled
(``SETTLE``): a free move's worth shows in the fills it forces, which
often join lines (the random player's, in the games normal lost to it).
``strong`` also looks further: more iterations, rollouts of 12 moves
instead of 4, and three draws kept per chance node, so that its tree
reaches the opponent's replies (uncapped, nearly every simulation stops
at a new draw right after the move it tries); and it weighs 24 candidate
moves a node where normal weighs 8. Below the root few nodes gather the
visits to use that width (in 18 test positions, 48 of 555 opponent nodes
had 8 children or more; 48 candidates at the opponent's nodes changed
the result of 2 of 100 games against normal), so what the width changes
is how the root's visits are spread, though it still played one of the
heuristic's ten best in 26 of 27 test positions.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from abstrakta.ai.players import EASY, NORMAL, RANDOM, STRONG, Player, RandomPlayer
from abstrakta.ai.search import AnyState, Budget, Knowledge, Mcts, Move, sample_any
from abstrakta.games.tantrix import STEP_FREE, LineSummary, Place, TantrixState
from abstrakta.games.tantrix_tiles import TILE_COUNT, edges, fits
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
#: Tiles an open, fillable end of a line is expected to grow by while the
#: bag is full (scaled by the share of tiles still in the bag): a line that
#: can still grow is worth more than a small loop, which cannot. Without it
#: the players closed small loops early and were stuck with them (normal
#: lost 7 of 100 games to random, 1 with GROW = 6).
GROW = 6.0
#: UCB exploration constant of the search.
EXPLORATION = 0.5
#: Further rollout moves allowed while forced spaces are filled, so that a
#: position is scored once the next move is free (``TantrixKnowledge.cutoff``).
#: Normal against random with it (bench_ai's pairing): 98 / 1 / 1 on the
#: table's seeds 0-99, 197 / 0 / 3 on 200-399, 198 / 0 / 2 on 400-599
#: (without: 96 / 3 / 1, 192 / 1 / 7, 196 / 2 / 2).
SETTLE = 12


@dataclass(frozen=True)
class Weights:
    """The evaluation's constants (the module's defaults; another set is
    for offline tuning, ``tools/tune_tantrix.py``)."""

    grow: float = GROW
    join: float = JOIN
    second: float = SECOND
    join_lines: int = JOIN_LINES
    open_end: float = OPEN_END
    scale: float = SCALE
    #: An end counts as open only if a tile not yet on the board fits the
    #: hex beyond it (else: any of the 56 that fits, though its only copy
    #: may already be laid, so the line can never grow there).
    unplayed: bool = False


#: The easy level's heuristic.
WEIGHTS = Weights()
#: Normal's and strong's (``tools/tune_tantrix.py``, each seed played with
#: the seats swapped: greedy on it beat greedy on ``WEIGHTS`` 0.590 ± 0.014
#: over 600 games, ``unplayed`` alone 0.563 ± 0.011; normal on it beat
#: normal on ``WEIGHTS`` 0.555 ± 0.047 and easy 0.955, against 0.815).
SHARPER = Weights(second=0.25, unplayed=True)


def colour_value(state: TantrixState, colour: str, weights: Weights = WEIGHTS) -> float:
    """Score of ``colour``'s best line or loop, plus a share of what a join
    or a loop would add, plus open-end bonuses (see the module docstring).
    Reads the rules' running line summaries: no line is walked."""
    return _value(state, state.line_summaries(colour), None, weights, _laid(state, None, weights))


def _laid(state: TantrixState, placed: Place | None, weights: Weights) -> set[int] | None:
    """The tiles on the board (with ``placed``'s), when ``weights`` asks
    which tiles are still to come; else None."""
    if not weights.unplayed:
        return None
    laid = {tile for tile, _ in state.board.values()}
    if placed is not None:
        laid.add(placed.tile)
    return laid


def _value(
    state: TantrixState,
    lines: Sequence[LineSummary],
    placed: Place | None,
    weights: Weights,
    laid: set[int] | None,
) -> float:
    """``colour_value`` from a colour's line summaries, on ``state`` or, if
    ``placed`` is given, on ``state`` after that placement (which changes
    what its hex's neighbours demand)."""
    if not lines:
        return 0.0
    best = lines[0].score
    gain = 0.0
    into: dict[Hex, list[int]] = {}
    open_ends = 0
    growth = weights.grow * len(state.bag) / TILE_COUNT
    fillable_at: dict[Hex, bool] = {}
    for number, line in enumerate(lines[: weights.join_lines]):
        if line.not_loop is False:
            continue
        fillable = 0
        for end, side in line.ends:
            dq, dr = HEX_DIRECTIONS[side]
            beyond = (end[0] + dq, end[1] + dr)
            into.setdefault(beyond, []).append(number)
            known = fillable_at.get(beyond)
            if known is None:
                if placed is None:
                    tiles = fits(state.demanded_edges(beyond))
                else:
                    tiles = fits(_demanded_after(state, beyond, placed))
                # a tile still to come, if ``laid`` is given
                known = bool(tiles) if laid is None else any(t not in laid for t in tiles)
                fillable_at[beyond] = known
            fillable += known
        if number == 0:
            open_ends = fillable
        best = max(best, line.score + growth * fillable)
    for cell, numbers in into.items():
        if len(numbers) < 2 or not fillable_at[cell]:
            continue
        first, second = numbers[0], numbers[1]
        if first == second:
            joined = 2 * (lines[first].tiles + 1)
        else:
            joined = lines[first].tiles + lines[second].tiles + 1
        gain = max(gain, joined - best)
    second = lines[1].tiles if len(lines) > 1 else 0
    return best + weights.join * gain + weights.open_end * open_ends + weights.second * second


def _demanded_after(state: TantrixState, cell: Hex, placed: Place) -> str:
    """What ``cell`` would demand after ``placed`` (its tile shows one more
    edge to ``cell`` if they touch)."""
    pattern = state.demanded_edges(cell)
    dq, dr = cell[0] - placed.hex[0], cell[1] - placed.hex[1]
    side = _SIDE_OF.get((dq, dr))
    if side is None:
        return pattern
    facing = (side + 3) % 6
    shown = edges(placed.tile, placed.rotation)[side]
    return pattern[:facing] + shown + pattern[facing + 1 :]


_SIDE_OF = {direction: side for side, direction in enumerate(HEX_DIRECTIONS)}


def _squash(values: Sequence[float], scale: float) -> list[float]:
    found = []
    for seat, mine in enumerate(values):
        others = max(v for s, v in enumerate(values) if s != seat)
        found.append(math.tanh((mine - others) / scale))
    return found


def evaluate(state: TantrixState, weights: Weights = WEIGHTS) -> list[float]:
    laid = _laid(state, None, weights)
    values = [
        _value(state, state.line_summaries(colour), None, weights, laid) for colour in state.colours
    ]
    return _squash(values, weights.scale)


def evaluate_after(state: TantrixState, move: Place, weights: Weights = WEIGHTS) -> list[float]:
    """``evaluate`` of the position after the placement ``move`` while the
    bag holds tiles (so the next step is a draw and the game goes on),
    computed without playing it."""
    laid = _laid(state, move, weights)
    values = [
        _value(state, state.line_summaries_after(move, colour), move, weights, laid)
        for colour in state.colours
    ]
    return _squash(values, weights.scale)


class TantrixKnowledge(Knowledge):
    """Moves ranked by ``evaluate``; random rollouts of a few moves."""

    def __init__(self, width: int, depth: int, weights: Weights = WEIGHTS, settle: int = 0) -> None:
        self.width = width
        self.rollout_depth = depth
        self.weights = weights
        self.settle = settle
        #: Positions evaluated after a placement without playing it (the
        #: benchmark counts them with the moves played).
        self.looked = 0

    def candidates(self, state: AnyState) -> Sequence[Move]:
        assert isinstance(state, TantrixState)
        return self.ranked(state, state.to_move)[: self.width]

    def ranked(self, state: AnyState, seat: int) -> list[Move]:
        assert isinstance(state, TantrixState)
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves
        self.work += len(moves)
        scored = []
        in_place = bool(state.bag)  # a draw follows each placement: no end
        for i, move in enumerate(moves):
            if in_place:
                assert isinstance(move, Place)
                self.looked += 1
                value = evaluate_after(state, move, self.weights)[seat]
            else:
                child = state.clone()
                child.play(move)
                value = (
                    child.returns()[seat]
                    if child.is_over()
                    else evaluate(child, self.weights)[seat]
                )
            scored.append((-value, i, move))
        scored.sort()
        return [move for _, _, move in scored]

    def rollout_move(self, state: AnyState, rng: random.Random) -> Move:
        self.work += 1
        assert isinstance(state, TantrixState)
        if state.drawing:
            return state.sample_chance(rng)
        found = state.sample_placement(rng)  # uniform, without listing the moves
        return found if found is not None else sample_any(state, rng)

    def evaluate(self, state: AnyState) -> Sequence[float]:
        assert isinstance(state, TantrixState)
        self.work += 1
        return evaluate(state, self.weights)

    def cutoff(self, root: AnyState, state: AnyState, decisions: int) -> bool:
        """After ``rollout_depth`` moves, and up to ``settle`` more while
        forced spaces are being filled: a position is scored once the
        next move is a free one, not halfway through the fills that join
        lines."""
        assert isinstance(state, TantrixState)
        if decisions < self.rollout_depth:
            return False
        if decisions >= self.rollout_depth + self.settle:
            return True
        return not state.drawing and state.step == STEP_FREE


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
    #: cap on the knowledge's work per move (positions ranked, rollout
    #: moves, evaluations), so that big positions stay quick
    work: int | None = None
    #: the evaluation's constants
    weights: Weights = WEIGHTS
    #: children kept per draw in the tree (``Budget.chance_children``)
    chance: int | None = None
    #: UCB exploration constant of the search
    exploration: float = EXPLORATION
    #: further rollout moves allowed while forced spaces are filled
    settle: int = 0


LEVELS = {
    EASY: Level(0, 1, slips=0.25),
    NORMAL: Level(200, 8, work=3000, weights=SHARPER, settle=SETTLE),
    #: rollouts of 12 and three draws a chance node (``tools/tune_tantrix.py``,
    #: 100 games, seats swapped): against normal 0.770 ± 0.043 and 0.605 ±
    #: 0.055 on two seed ranges; on the first, rollouts of 12 alone 0.650,
    #: two or five draws 0.735 / 0.720 (rollouts of 4, uncapped: ~0.535).
    #: 24 candidates a node instead of 10, the same work (bench_ai's
    #: pairing against the settled normal, seeds 0-299): won 213 of 300
    #: against 172; 16 candidates 61 of 100 (seeds 0-99), 32: 139 of 200.
    STRONG: Level(500, 24, depth=12, work=10000, weights=SHARPER, chance=3),
}


class TantrixPlayer:
    def __init__(self, level: Level) -> None:
        self.level = level
        self.knowledge = TantrixKnowledge(level.width, level.depth, level.weights, level.settle)

    def choose(self, state: AnyState, seat: int, rng: random.Random, seconds: float | None) -> Move:
        level = self.level
        if level.iterations == 0:
            if rng.random() < level.slips:
                return rng.choice(state.legal_moves())
            return self.knowledge.ranked(state, seat)[0]
        budget = Budget(
            level.iterations,
            seconds,
            exploration=level.exploration,
            work=level.work,
            chance_children=level.chance,
        )
        return Mcts(self.knowledge, budget).choose(state, seat, rng)


#: Rough CPython seconds per move of each level (``ai.level_info``).
SECONDS = {EASY: 0.005, NORMAL: 0.15, STRONG: 0.6}


def player(level: str) -> Player:
    if level == RANDOM:
        return RandomPlayer()
    return TantrixPlayer(LEVELS[level])
