"""Ta Yü: the computer players (the searches are the generic
``search.Lookahead`` and ``search.SharedDrawRollouts``).

Game knowledge: ``tayu_heuristic.Heuristic`` (points and open outlets
weighted by their distance to a side, hand-made) for easy and normal,
``tayu_fitted.FittedHeuristic`` (the same terms fitted from self-play) for
strong; either ranks the drawn tile's placements by the evaluation after
them (``Heuristic.ranked_placements``).

Levels: ``easy`` plays like a newcomer who sees what a placement does
now but not what it leads to: it picks among the drawn tile's placements
at random, each weighted by ``exp(value / EASY_TEMPERATURE)`` (the
heuristic's value after it), so a good placement is likely, a nearly as
good one often, a bad one rarely (early on, while the placements' values
hardly differ, nearly any: a newcomer's opening); ``normal`` looks at its best
``WIDTH_`` placements, and for each, at every tile the next player may
draw (with the bag's odds) and that player's greedy reply, and keeps the
placement with the best expected evaluation (a drawn tile that fits
nowhere ends the game: if that is a draw, it counts ``-CONTEMPT``, as for
strong). In the tile choice variant
the kind (decorated or plain) is chosen the same way (every tile of that
kind, then the best placement). ``strong`` plays each of its best
``WIDTH_`` placements on ``ROLLOUTS`` times: both players then lay
``HORIZON`` tiles, each the greedy player's choice on the fitted
evaluation, on draws that are the same for every candidate (so the luck
of the draw cancels out of the comparison), and keeps the placement whose
positions evaluate best on average (a playout that ends in a draw, such
as a game stuck 0-0 when a drawn tile fits nowhere, counts ``-CONTEMPT``:
strong expects to win a game that goes on). It sees what a one-draw lookahead
cannot: what the next few tiles, the opponent's included, will make of the
outlets a placement opens (whether they reach a side, or are taken over
and turned away).

Bidding for the saboteur's seat uses ``BID_FLOOR``: a player bids one below
the last bid while that stays at or above it (and must bid when both
others passed).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from abstrakta.ai.players import EASY, NORMAL, RANDOM, STRONG, Player, RandomPlayer
from abstrakta.ai.search import (
    AnyState,
    Knowledge,
    Lookahead,
    Move,
    SharedDrawRollouts,
    sample_any,
)
from abstrakta.ai.tayu_fitted import FittedHeuristic
from abstrakta.ai.tayu_heuristic import HEURISTIC, Heuristic
from abstrakta.games.tayu import (
    DEFAULT_TARGET,
    MAX_TARGET,
    PHASE_BID,
    PHASE_PLACE,
    Bid,
    Pass,
    Place,
    TayuState,
)

#: Placements the search considers at a node (the best by the heuristic).
WIDTH_ = 8
#: Strong's greedy playouts per candidate, and the placements each lays
#: before the evaluation (``tools/tune_tayu.py``, seats swapped, against
#: normal: 32 playouts of 6 0.630 ± 0.048 and 0.645 ± 0.045 on two seed
#: ranges; 16 of 6 0.565 and 0.660, 24 of 4 0.535, 8 of 20 0.445, 16 to
#: the end 0.390: greedy play far ahead misleads). On the fitted evaluation,
#: 32 of 6: 0.725, 0.690, 0.795 on three seed ranges; 24 of 8: 0.750 on the first.
#: Since the fitted ranking was made faster (the same moves, 1.4x the
#: positions a CPU second), 32 of 8 fit in the time 32 of 6 took: 0.800
#: on seeds 50-99 (32 of 6: 0.690) and 78 / 6 / 16 in ``tools/bench_ai.py``
#: (32 of 6: 72 / 5 / 23; with ``CONTEMPT`` 78 / 4 / 18).
ROLLOUTS = 32
HORIZON = 8
#: What normal and strong count a draw as, minus (``TayuKnowledge.returns``):
#: they play to avoid games stuck 0-0, which they met with random players.
#: Normal's one-draw lookahead sees the chance that the next tile fits
#: nowhere; with it, against random on fresh seeds (1000-1999, 1,000
#: games), normal won 979 (966 without: 30 draws became 17), and 92 / 3 /
#: 5 against easy on seeds 0-99 (91 / 4 / 5).
CONTEMPT = 0.25
#: Easy's softmax temperature over the heuristic's values (in [-1, 1]:
#: 0.02 is about a quarter of a point of estimated margin). Measured
#: (``tools/tune_tayu.py``, seats swapped): it beats random 0.945 (the old
#: easy, the greedy player with a random move a quarter of the time,
#: 0.950) and the old easy 0.395; normal beats it 0.940 (the old easy
#: 0.830, seeds 0-49). The old easy's random slips were often blunders a
#: random player could not punish, so it beat random as often while
#: normal, the lookahead, could barely get ahead of it.
EASY_TEMPERATURE = 0.02
#: The lowest target a player will bid to be the saboteur.
BID_FLOOR = DEFAULT_TARGET


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
        contempt: float = 0.0,
    ) -> None:
        self.width = width
        self.rollout_depth = depth
        self.heuristic = heuristic
        self.greedy = greedy
        self.contempt = contempt

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

    def returns(self, state: AnyState) -> Sequence[float]:
        """A drawn game scores ``-contempt``: early on every position
        evaluates near 0, so without it a game stuck 0-0 after a few
        tiles (the drawn tile fits nowhere) looks as good as one that
        goes on, where the stronger player expects to win."""
        values = state.returns()
        if not self.contempt:
            return values
        return [-self.contempt if value == 0 else value for value in values]


@dataclass(frozen=True)
class Level:
    """``width`` 1: the greedy player (a random move with chance ``slips``;
    with a ``temperature``, a placement drawn with weights
    ``exp(value / temperature)`` instead, ``soft_placement``);
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
    temperature: float = 0.0
    contempt: float = 0.0


LEVELS = {
    EASY: Level(1, temperature=EASY_TEMPERATURE),
    NORMAL: Level(WIDTH_, contempt=CONTEMPT),
    STRONG: Level(WIDTH_, heuristic=FittedHeuristic(), rollouts=ROLLOUTS, contempt=CONTEMPT),
}


class TayuPlayer:
    def __init__(self, level: Level) -> None:
        self.level = level
        playouts = bool(level.rollouts)  # greedy playouts of ``horizon``; else no rollouts
        depth = level.horizon if playouts else 0
        self.knowledge = TayuKnowledge(
            level.width, depth, level.heuristic, greedy=playouts, contempt=level.contempt
        )

    def choose(self, state: AnyState, seat: int, rng: random.Random, seconds: float | None) -> Move:
        assert isinstance(state, TayuState)
        level = self.level
        if state.phase == PHASE_BID:
            return bid_move(state)
        if level.width == 1:
            if state.phase != PHASE_PLACE or rng.random() < level.slips:
                return rng.choice(state.legal_moves())
            if level.temperature:
                return soft_placement(level.heuristic, state, seat, level.temperature, rng)
            return level.heuristic.ranked_placements(state, seat)[0]
        if level.rollouts:
            search = SharedDrawRollouts(self.knowledge, level.width, level.rollouts, seconds)
            return search.choose(state, seat, rng)
        return Lookahead(self.knowledge, level.width, seconds=seconds).choose(state, seat, rng)


def soft_placement(
    heuristic: Heuristic, state: TayuState, seat: int, temperature: float, rng: random.Random
) -> Place:
    """A legal placement drawn with weights ``exp(value / temperature)``,
    values by ``heuristic.scored_placements`` (the best one the likeliest)."""
    scored = heuristic.scored_placements(state, seat)
    top = max(value for value, _ in scored)
    weights = [math.exp((value - top) / temperature) for value, _ in scored]
    return rng.choices([move for _, move in scored], weights)[0]


#: Rough CPython seconds per move of each level (``ai.level_info``).
SECONDS = {EASY: 0.002, NORMAL: 0.03, STRONG: 0.2}


def player(level: str) -> Player:
    if level == RANDOM:
        return RandomPlayer()
    return TayuPlayer(LEVELS[level])
