"""TiQuadra: votes by reasoning about the others, placements by search.

Votes (the seed's example). A voter decides from the position alone, never
from the others' choices (the state holds none: the page keeps each
voter's choice hidden until all have chosen). It models each other voter
as voting the seed's *simplest choice* (``simple_choice``: the standing
tower with the fewest of its own pieces, ties: the most of the others')
with some probability, and at random otherwise; that probability is learnt
per player from its revealed votes so far (``simple_shares``: every vote
is shown once cast, so this is public), starting from even. It then picks
the tower with the best expected result (``vote_values``), i.e. the least
expected loss: a result is worth, in pieces (``fall_values``), minus the
pieces the voter loses (fallen, or the one lost at exactly 2), plus
``OTHERS_LOSS`` for each piece the others lose, plus ``ROUND_POINT`` when
the vote ends the round and gives the voter the point (minus that for a
round point won by another). In the seed's figure Orange and Grey vote
simply (4 and 2) and Green, who would like tower 1 to fall, votes 4:
voting 1 would leave tower 3, with three Green pieces, unchosen.

Placements: flat Monte Carlo (``search.Mcts`` with a one-level tree): each
legal square is tried by random placements of everyone up to the next
vote, which is scored exactly as its expected result under the vote model
(``expected_after_vote``).

``evaluate`` (each seat's chance of the best total from the game points,
this round's pieces and the rounds left) scores positions between rounds.

Levels: ``easy`` votes simply and samples placements briefly; ``normal``
and ``strong`` reason about votes and sample placements more.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import replace
from functools import cache
from itertools import product

from abstrakta.ai.players import EASY, NORMAL, RANDOM, STRONG, Player, RandomPlayer
from abstrakta.ai.search import AnyState, Budget, Knowledge, Mcts, Move
from abstrakta.core import SIMULTANEOUS
from abstrakta.games.tiquadra import (
    PIECES_EACH,
    PLAYERS,
    ROUNDS,
    SHORT_HAND,
    Choice,
    Place,
    TiQuadraState,
    resolve_vote,
)

#: How sharply the pieces still in play decide who takes the round's point.
ROUND_SHARPNESS = 0.9


@cache
def _win_chances(scores: tuple[int, ...], rounds_left: int) -> tuple[float, ...]:
    """Each seat's chance to end with the best total when each of the
    ``rounds_left`` rounds gives its point to one seat at random."""
    chances = [0.0] * PLAYERS
    combos = list(product(range(PLAYERS), repeat=rounds_left))
    for combo in combos:
        final = list(scores)
        for seat in combo:
            final[seat] += 1
        best = max(final)
        for seat in range(PLAYERS):
            if final[seat] == best:
                chances[seat] += 1 / len(combos)
    return tuple(chances)


def round_odds(state: TiQuadraState) -> list[float]:
    """A guess of each seat's chance of taking this round's point, from the
    pieces each still has in play (hands and board)."""
    in_play = [PIECES_EACH - state.fallen[s] - state.lost[s] for s in range(PLAYERS)]
    weights = [math.exp(ROUND_SHARPNESS * n) for n in in_play]
    total = sum(weights)
    return [w / total for w in weights]


def evaluate(state: TiQuadraState) -> list[float]:
    """Expected returns per seat: +1 for a (shared) best total, -1 else."""
    scores = tuple(state.scores)
    if state.phase == "over":
        return state.returns()
    rounds_left = ROUNDS - state.round
    odds = round_odds(state)
    chances = [
        sum(
            odds[winner] * _win_chances(_plus(scores, winner), rounds_left)[seat]
            for winner in range(PLAYERS)
        )
        for seat in range(PLAYERS)
    ]
    return [2 * c - 1 for c in chances]


def _plus(scores: tuple[int, ...], seat: int) -> tuple[int, ...]:
    return tuple(s + (i == seat) for i, s in enumerate(scores))


# --- votes -------------------------------------------------------------------


def simple_choice(state: TiQuadraState, seat: int) -> list[int]:
    """The seed's "simplest choice" for ``seat``: the standing towers with
    the fewest of its own pieces, and among them the most of the others'."""
    return simple_towers(tuple(tuple(t) for t in state.towers), seat)


def simple_towers(towers: tuple[tuple[int, ...], ...], seat: int) -> list[int]:
    """``simple_choice`` on a board given as towers (indexed square - 1)."""
    best: tuple[int, int] | None = None
    found: list[int] = []
    for square, tower in enumerate(towers, start=1):
        if not tower:
            continue
        mine = tower.count(seat)
        cost = (mine, mine - len(tower))
        if best is None or cost < best:
            best, found = cost, [square]
        elif cost == best:
            found.append(square)
    return found


def simple_shares(state: TiQuadraState) -> list[float]:
    """Per seat: how likely it is to vote simply rather than at random,
    learnt from its revealed votes so far (public: every vote is shown
    after it is cast). The prior is even; a few votes move it."""
    shares = []
    for seat in range(PLAYERS):
        seen: list[tuple[float, float]] = []
        for report in state.votes:
            choice = report.choices[seat]
            if choice is None:
                continue
            standing = [s for s, t in enumerate(report.towers, start=1) if t]
            picks = simple_towers(report.towers, seat)
            seen.append((1 / len(picks) if choice in picks else 0.0, 1 / len(standing)))
        share = 0.5
        for _ in range(3):  # a few EM steps on the mixture weight, prior Beta(2, 2)
            expected = sum(
                share * p_simple / (share * p_simple + (1 - share) * p_random)
                for p_simple, p_random in seen
            )
            share = (2 + expected) / (4 + len(seen))
        shares.append(share)
    return shares


def beliefs(state: TiQuadraState, shares: Sequence[float]) -> dict[int, dict[int, float]]:
    """Per voter, the chance of each standing tower under the model: the
    simple choice with the voter's share, else at random."""
    standing = state.standing()
    uniform = 1 / len(standing)
    found = {}
    for voter in state.voters():
        picks = simple_choice(state, voter)
        a = shares[voter]
        found[voter] = {
            s: a * (1 / len(picks) if s in picks else 0.0) + (1 - a) * uniform for s in standing
        }
    return found


#: What a vote's result is worth, in pieces: each piece a seat loses (fallen,
#: or lost at exactly 2) costs it 1 and is worth OTHERS_LOSS to each other
#: seat; the round's point (if the vote ends the round) is worth ROUND_POINT.
OTHERS_LOSS = 0.3
ROUND_POINT = 8.0
#: Pieces per unit of value (values are kept within [-1, 1]).
VALUE_SCALE = 12.0


def fall_values(state: TiQuadraState, fallen: tuple[int, ...]) -> list[float]:
    """Per seat, what a vote that brings down ``fallen`` is worth: "minimise
    the expected loss" of the seed, in pieces (see ``OTHERS_LOSS``), plus
    the round's point when the vote ends the round (``ROUND_POINT``).
    Computed from the towers without playing the vote (the rules'
    ``_after_vote`` does the same; a test checks that they agree)."""
    towers = state.towers
    loss = [0] * PLAYERS
    hands = list(state.hands)
    for square in range(1, 5):
        tower = towers[square - 1]
        if square in fallen:
            for seat in tower:
                loss[seat] += 1
        else:
            for seat in tower:
                hands[seat] += 1
    short = sum(1 for h in hands if h <= SHORT_HAND)
    round_over = short >= 2 or not fallen
    points = [0] * PLAYERS
    if round_over:
        best = max(hands)
        points = [1 if h == best else 0 for h in hands]
    else:
        for seat in range(PLAYERS):
            if hands[seat] == SHORT_HAND:
                loss[seat] += 1  # the piece lost at exactly 2
    total = sum(loss)
    values = []
    for seat in range(PLAYERS):
        value = -loss[seat] + OTHERS_LOSS * (total - loss[seat])
        if round_over:
            best_other = max(points[o] for o in range(PLAYERS) if o != seat)
            value += ROUND_POINT * (points[seat] - best_other)
        values.append(max(-1.0, min(1.0, value / VALUE_SCALE)))
    return values


@cache
def _resolve(choices: tuple[int | None, ...], standing: frozenset[int]) -> tuple[int, ...]:
    return resolve_vote(choices, standing)[0]


def _results(
    state: TiQuadraState, seat: int | None, believed: dict[int, dict[int, float]]
) -> dict[int | None, dict[tuple[int, ...], float]]:
    """For each choice of ``seat`` (or once, if None, with every voter by
    ``believed``): the chance of each set of fallen towers."""
    voters = state.voters()
    standing = frozenset(state.standing())
    mine_options: list[int | None] = list(state.standing()) if seat is not None else [None]
    others = [v for v in voters if v != seat]
    found: dict[int | None, dict[tuple[int, ...], float]] = {}
    spreads = [[(s, p) for s, p in believed[v].items() if p] for v in others]
    for mine in mine_options:
        by_fall: dict[tuple[int, ...], float] = {}
        for theirs in product(*spreads):
            weight = 1.0
            choices: list[int | None] = [None] * PLAYERS
            if seat is not None:
                choices[seat] = mine
            for voter, (square, p) in zip(others, theirs, strict=True):
                weight *= p
                choices[voter] = square
            fallen = _resolve(tuple(choices), standing)
            by_fall[fallen] = by_fall.get(fallen, 0.0) + weight
        found[mine] = by_fall
    return found


def _value_of_fall(
    state: TiQuadraState, fallen: tuple[int, ...], cache: dict[tuple[int, ...], list[float]]
) -> list[float]:
    if fallen not in cache:
        cache[fallen] = fall_values(state, fallen)
    return cache[fallen]


def vote_values(state: TiQuadraState, seat: int) -> dict[int, float]:
    """``seat``'s expected value of voting each standing tower when the
    others vote by the model (``beliefs`` with the shares learnt from their
    revealed votes, ``simple_shares``); higher is better."""
    believed = beliefs(state, simple_shares(state))
    cache: dict[tuple[int, ...], list[float]] = {}
    return {
        mine: sum(w * _value_of_fall(state, fallen, cache)[seat] for fallen, w in by_fall.items())
        for mine, by_fall in _results(state, seat, believed).items()
    }


def reasoned_vote(state: TiQuadraState, seat: int, rng: random.Random) -> Choice:
    """The vote that minimises ``seat``'s expected loss (ties at random)."""
    values = vote_values(state, seat)
    best = max(values.values())
    return Choice(rng.choice([s for s, v in values.items() if v >= best - 1e-9]))


def simple_vote(state: TiQuadraState, seat: int, rng: random.Random) -> Choice:
    return Choice(rng.choice(simple_choice(state, seat)))


def expected_after_vote(state: TiQuadraState) -> list[float]:
    """At a vote: the expected values per seat when every voter votes by
    the model, each distinct result scored once."""
    believed = beliefs(state, simple_shares(state))
    cache: dict[tuple[int, ...], list[float]] = {}
    totals = [0.0] * PLAYERS
    for fallen, weight in _results(state, None, believed)[None].items():
        values = _value_of_fall(state, fallen, cache)
        for seat in range(PLAYERS):
            totals[seat] += weight * values[seat]
    return totals


# --- search knowledge ----------------------------------------------------------


class TiQuadraKnowledge(Knowledge):
    """Rollouts of random placements up to the next vote, which is scored
    by its expectation under the vote model (``expected_after_vote``)."""

    def cutoff(self, root: AnyState, state: AnyState, decisions: int) -> bool:
        return state.phase == "vote" or state.round != root.round  # type: ignore[attr-defined]

    def rollout_move(self, state: AnyState, rng: random.Random) -> Move:
        assert isinstance(state, TiQuadraState)
        if state.current_player() == SIMULTANEOUS:
            return state.joint_move({v: simple_vote(state, v, rng) for v in state.voters()})
        return rng.choice(state.legal_moves())

    def evaluate(self, state: AnyState) -> Sequence[float]:
        assert isinstance(state, TiQuadraState)
        if state.phase == "vote":
            return expected_after_vote(state)
        return evaluate(state)


class TiQuadraPlayer:
    """Votes by ``reasoned_vote`` (or ``simple_vote``), placements by MCTS."""

    def __init__(self, iterations: int, reasoned: bool, depth: int | None = 1) -> None:
        self.budget = Budget(iterations, depth=depth)
        self.reasoned = reasoned
        self.knowledge = TiQuadraKnowledge()

    def choose(self, state: AnyState, seat: int, rng: random.Random, seconds: float | None) -> Move:
        assert isinstance(state, TiQuadraState)
        if state.current_player() == SIMULTANEOUS:
            vote = reasoned_vote if self.reasoned else simple_vote
            return vote(state, seat, rng)
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        budget = self.budget if seconds is None else replace(self.budget, seconds=seconds)
        move = Mcts(self.knowledge, budget).choose(state, seat, rng)
        assert isinstance(move, Place)
        return move


#: Placement iterations per level.
ITERATIONS = {EASY: 20, NORMAL: 100, STRONG: 400}


#: Rough CPython seconds per move of each level (``ai.level_info``).
SECONDS = {EASY: 0.003, NORMAL: 0.015, STRONG: 0.06}


def player(level: str) -> Player:
    if level == RANDOM:
        return RandomPlayer()
    return TiQuadraPlayer(ITERATIONS[level], reasoned=level != EASY)
