"""Generic players written against the game protocol only (``abstrakta.core``).

- ``random_move``: a uniformly random legal move (a random voter's choice at
  a SIMULTANEOUS node).
- ``Mcts``: Monte Carlo tree search (UCT) for any number of seats:
  - a node stores, per seat, the sum of the returns (+1 / 0 / -1, or the
    game knowledge's estimate) of the simulations through it, and a seat to
    move picks the child that is best *for that seat* (max^n);
  - CHANCE nodes are sampled from ``sample_chance`` (a draw from the bag with
    the bag's public counts: no hidden order is read), one child per
    outcome;
  - SIMULTANEOUS nodes (secret votes) use decoupled selection: each voter
    picks its own choice from its own statistics (UCB on the returns it got
    with each choice, whatever the others chose), so no voter ever sees the
    others' choices; the recorded move is built with ``joint_move``;
  - a budget of iterations (reproducible: the same seed gives the same
    move), an optional time limit on top, and an early stop when the most
    visited move can no longer be overtaken.
- ``Knowledge``: the game-specific part, kept out of the search: which moves
  the tree considers (``candidates``: order and pruning), the rollout policy
  (``rollout_move``), how deep rollouts go (``rollout_depth``) and how a
  position that is not over is scored (``evaluate``). The defaults know
  nothing: every legal move, uniform random rollouts to the end.

No game here hides a hand: the only unknown is the next draw, a chance node
whose odds are public (the bag's counts), so sampling chance outcomes is the
information-set sampling these games need. A game with hidden hands would
resample them in ``Knowledge.determinize``, called once per simulation.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from abstrakta.core import CHANCE, SIMULTANEOUS, State

Move = object
AnyState = State  # type: ignore[type-arg]


def random_move(state: AnyState, seat: int, rng: random.Random) -> Move:
    """A uniformly random legal move of ``seat`` (its choice at a vote)."""
    player = state.current_player()
    if player == SIMULTANEOUS:
        return rng.choice(state.legal_moves(seat))
    return rng.choice(state.legal_moves())


def sample_any(state: AnyState, rng: random.Random) -> Move:
    """One move of whoever is to move (chance, a voter group or a seat),
    uniformly at random: the default rollout step."""
    player = state.current_player()
    if player == CHANCE:
        return state.sample_chance(rng)
    if player == SIMULTANEOUS:
        return state.joint_move(
            {seat: rng.choice(state.legal_moves(seat)) for seat in state.voters()}
        )
    return rng.choice(state.legal_moves())


class Knowledge:
    """Game knowledge for the search. Subclass per game; every method has a
    neutral default."""

    #: Moves (decisions, not chance outcomes) a rollout plays before the
    #: position is scored with ``evaluate``; None plays to the end.
    rollout_depth: int | None = None
    #: A running count of the work done (a game's knowledge may count, e.g.,
    #: the positions it evaluates; ``Budget.work`` caps it per search).
    work: int = 0

    def cutoff(self, root: AnyState, state: AnyState, decisions: int) -> bool:
        """Whether a rollout from ``root`` that has reached ``state`` after
        ``decisions`` moves stops here to be scored with ``evaluate``. The
        default: after ``rollout_depth`` decisions."""
        return self.rollout_depth is not None and decisions >= self.rollout_depth

    def determinize(self, state: AnyState, seat: int, rng: random.Random) -> AnyState:
        """A state consistent with what ``seat`` knows (hidden hands
        resampled). No game here hides anything but future draws."""
        return state

    def candidates(self, state: AnyState) -> Sequence[Move]:
        """The moves the tree considers at a seat's node, best first (the
        search expands them in this order; a game may prune)."""
        return state.legal_moves()

    def voter_choices(self, state: AnyState, seat: int) -> Sequence[Move]:
        """The choices the tree considers for ``seat`` at a SIMULTANEOUS node."""
        return state.legal_moves(seat)

    def rollout_move(self, state: AnyState, rng: random.Random) -> Move:
        """The next move of a simulation (chance outcomes included)."""
        return sample_any(state, rng)

    def evaluate(self, state: AnyState) -> Sequence[float]:
        """Expected returns per seat (each in [-1, 1]) of a position that is
        not over. The default: nobody is ahead."""
        return [0.0] * state.num_players()

    def returns(self, state: AnyState) -> Sequence[float]:
        """The returns of a finished game as the search scores them."""
        return state.returns()


@dataclass(frozen=True)
class Budget:
    """How long a search thinks: ``iterations`` simulations (the
    reproducible budget), optionally cut by ``seconds`` of wall time."""

    iterations: int
    seconds: float | None = None
    #: UCB exploration constant (returns are in [-1, 1]).
    exploration: float = 1.0
    #: Levels of the tree below the root (chance and vote levels count);
    #: None grows it freely, 1 is flat Monte Carlo over the root's moves.
    depth: int | None = None
    #: A cap on the game knowledge's own count of work (``Knowledge.work``,
    #: e.g. positions evaluated), so that positions with many moves do not
    #: take much longer; reproducible, unlike ``seconds``.
    work: int | None = None
    #: Children kept per CHANCE node (None: one per outcome met). With a
    #: bag of ~40 tiles nearly every draw is new and the simulation stops
    #: there, so the tree never reaches the next player's reply; capped,
    #: a further draw reuses one of the kept ones (they were sampled with
    #: the bag's odds), and the replies below them gather visits.
    chance_children: int | None = None


class _Node:
    __slots__ = ("children", "marginals", "player", "totals", "untried", "visits", "voters")

    def __init__(self, player: int, seats: int) -> None:
        self.player = player
        self.visits = 0
        self.totals = [0.0] * seats
        #: decision: move text -> (move, node); chance / vote: text -> (move, node)
        self.children: dict[str, tuple[Move, _Node]] = {}
        self.untried: list[Move] | None = None
        self.voters: list[int] = []
        #: at a vote: per voter, choice text -> [visits, total, choice]
        self.marginals: dict[int, dict[str, list]] = {}  # type: ignore[type-arg]


class Mcts:
    """UCT search of one position for one seat (see the module docstring)."""

    def __init__(self, knowledge: Knowledge, budget: Budget) -> None:
        self.knowledge = knowledge
        self.budget = budget

    def choose(self, state: AnyState, seat: int, rng: random.Random) -> Move:
        """The move (at a vote: ``seat``'s choice) the search prefers."""
        began = time.perf_counter()  # the time limit counts listing the moves too
        player = state.current_player()
        if player == SIMULTANEOUS:
            choices = list(self.knowledge.voter_choices(state, seat))
        else:
            choices = list(self.knowledge.candidates(state))
        if len(choices) == 1:
            return choices[0]
        root = self.search(state, seat, rng, None if player == SIMULTANEOUS else choices, began)
        if not root.children:  # out of time at once: the knowledge's first choice
            return choices[0]
        if player == SIMULTANEOUS:
            stats = root.marginals[seat]
            best = max(stats.values(), key=lambda s: (s[0], s[1] / max(s[0], 1)))
            return best[2]
        return self.best_child(root)[0]

    @staticmethod
    def best_child(root: _Node) -> tuple[Move, _Node]:
        player = root.player
        return max(
            root.children.values(),
            key=lambda item: (item[1].visits, item[1].totals[player] / max(item[1].visits, 1)),
        )

    def search(
        self,
        state: AnyState,
        seat: int,
        rng: random.Random,
        candidates: Sequence[Move] | None = None,
        began: float | None = None,
    ) -> _Node:
        """Run the simulations; the root's statistics. ``candidates``: the
        root's moves if already known (saves listing them again); ``began``:
        when the time limit started (default: now)."""
        seats = state.num_players()
        root = _Node(state.current_player(), seats)
        if candidates is not None:
            root.untried = list(reversed(candidates))
        budget = self.budget
        iterations = budget.iterations
        if began is None:
            began = time.perf_counter()
        deadline = None if budget.seconds is None else began + budget.seconds
        knowledge = self.knowledge
        work_limit = None if budget.work is None else knowledge.work + budget.work
        for done in range(iterations):
            if deadline is not None and time.perf_counter() > deadline:
                break
            if work_limit is not None and knowledge.work >= work_limit:
                break
            if done % 16 == 0 and done and self._settled(root, iterations - done):
                break
            sample = self.knowledge.determinize(state, seat, rng).clone()
            self._simulate(root, state, sample, rng, seats)
        return root

    @staticmethod
    def _settled(root: _Node, remaining: int) -> bool:
        """Whether the most visited move can no longer be overtaken."""
        if root.player < 0 or len(root.children) < 2 or root.untried:
            return False
        visits = sorted((node.visits for _, node in root.children.values()), reverse=True)
        return visits[0] - visits[1] > remaining

    def _simulate(
        self, root: _Node, root_state: AnyState, state: AnyState, rng: random.Random, seats: int
    ) -> None:
        knowledge = self.knowledge
        c = self.budget.exploration
        path = [root]
        votes: list[tuple[_Node, dict[int, str]]] = []
        node = root
        depth = self.budget.depth
        while not state.is_over():
            if depth is not None and len(path) > depth:
                break
            player = node.player
            if player in (CHANCE, SIMULTANEOUS):  # one child per outcome / joint vote
                if player == CHANCE:
                    move = self._chance(node, state, rng)
                else:
                    move, picks = self._joint(node, state, c)
                    votes.append((node, picks))
                text = str(move)
                entry = node.children.get(text)
                state.play(move)
                if entry is None:
                    child = _Node(state.current_player(), seats)
                    node.children[text] = (move, child)
                    path.append(child)
                    break
                node = entry[1]
                path.append(node)
                continue
            if node.untried is None:
                node.untried = list(reversed(list(knowledge.candidates(state))))
            if node.untried:
                move = node.untried.pop()
                state.play(move)  # type: ignore[arg-type]
                child = _Node(state.current_player(), seats)
                node.children[str(move)] = (move, child)
                path.append(child)
                node = child
                break
            log_n = math.log(node.visits + 1)
            best_score = -math.inf
            best: tuple[Move, _Node] | None = None
            for entry in node.children.values():
                child = entry[1]
                if child.visits == 0:
                    score = math.inf
                else:
                    score = child.totals[player] / child.visits + c * math.sqrt(
                        log_n / child.visits
                    )
                if score > best_score:
                    best_score, best = score, entry
            assert best is not None
            state.play(best[0])  # type: ignore[arg-type]
            node = best[1]
            path.append(node)
        values = self._rollout(root_state, state, rng)
        for visited in path:
            visited.visits += 1
            totals = visited.totals
            for s in range(seats):
                totals[s] += values[s]
        # each voter's own statistics at the votes passed on the way
        for vote_node, picks in votes:
            for voter, text in picks.items():
                stats = vote_node.marginals[voter][text]
                stats[0] += 1
                stats[1] += values[voter]

    def _chance(self, node: _Node, state: AnyState, rng: random.Random) -> Move:
        """A chance outcome: sampled, or, once the node keeps its cap of
        children and the sample is not one of them, a kept one."""
        move = state.sample_chance(rng)
        cap = self.budget.chance_children
        if cap is None or len(node.children) < cap or str(move) in node.children:
            return move
        return rng.choice(list(node.children.values()))[0]

    def _joint(self, node: _Node, state: AnyState, c: float) -> tuple[Move, dict[int, str]]:
        """Each voter picks from its own statistics; the joint move and the
        picks (voter -> choice text)."""
        if not node.marginals:
            node.voters = state.voters()
            for voter in node.voters:
                node.marginals[voter] = {
                    str(choice): [0, 0.0, choice]
                    for choice in self.knowledge.voter_choices(state, voter)
                }
        log_n = math.log(node.visits + 1)
        picks: dict[int, Move] = {}
        texts: dict[int, str] = {}
        for voter in node.voters:
            best_score = -math.inf
            for text, stats in node.marginals[voter].items():
                if stats[0] == 0:
                    score = math.inf
                else:
                    score = stats[1] / stats[0] + c * math.sqrt(log_n / stats[0])
                if score > best_score:
                    best_score, picks[voter], texts[voter] = score, stats[2], text
        return state.joint_move(picks), texts

    def _rollout(self, root: AnyState, state: AnyState, rng: random.Random) -> Sequence[float]:
        knowledge = self.knowledge
        decisions = 0
        while not state.is_over():
            if knowledge.cutoff(root, state, decisions):
                return knowledge.evaluate(state)
            if state.current_player() != CHANCE:
                decisions += 1
            state.play(knowledge.rollout_move(state, rng))  # type: ignore[arg-type]
        return knowledge.returns(state)


class Lookahead:
    """Expectimax over chance with greedy replies, for games where the next
    draw matters more than deep plans: each of the ``width`` best candidate
    moves (``Knowledge.candidates``) is played, then the chance outcomes
    that follow are enumerated with their odds (or, if more than
    ``outcomes``, that many are sampled), then whoever moves next plays
    their best candidate (a greedy reply, ``replies`` times) and the
    position is scored with ``Knowledge.evaluate``. The candidate with the
    best expected value wins (ties: the better ranked). ``seconds``
    (optional) stops looking at further candidates once spent (the best so
    far is played; the first candidate is always looked at)."""

    def __init__(
        self,
        knowledge: Knowledge,
        width: int,
        outcomes: int | None = None,
        replies: int = 1,
        seconds: float | None = None,
    ) -> None:
        self.knowledge = knowledge
        self.width = width
        self.outcomes = outcomes
        self.replies = replies
        self.seconds = seconds

    def choose(self, state: AnyState, seat: int, rng: random.Random) -> Move:
        candidates = list(self.knowledge.candidates(state))[: self.width]
        if len(candidates) == 1:
            return candidates[0]
        best, best_value = candidates[0], -math.inf
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        for n, move in enumerate(candidates):
            if n and deadline is not None and time.perf_counter() > deadline:
                break
            child = state.clone()
            child.play(move)  # type: ignore[arg-type]
            value = self._value(child, seat, rng, self.replies)
            if value > best_value:
                best, best_value = move, value
        return best

    def _value(self, state: AnyState, seat: int, rng: random.Random, replies: int) -> float:
        if state.is_over():
            return self.knowledge.returns(state)[seat]
        player = state.current_player()
        if replies == 0 or player == SIMULTANEOUS:
            return self.knowledge.evaluate(state)[seat]
        if player == CHANCE:
            outcomes = state.chance_outcomes()
            if not outcomes or (self.outcomes is not None and len(outcomes) > self.outcomes):
                picks = [state.sample_chance(rng) for _ in range(self.outcomes or 1)]
                outcomes = [(move, 1 / len(picks)) for move in picks]
            total = 0.0
            for move, p in outcomes:
                child = state.clone()
                child.play(move)
                total += p * self._value(child, seat, rng, replies)
            return total
        reply = next(iter(self.knowledge.candidates(state)))
        child = state.clone()
        child.play(reply)  # type: ignore[arg-type]
        return self._value(child, seat, rng, replies - 1)


class SharedDrawRollouts:
    """Flat Monte Carlo with common random numbers, for games where luck
    swamps the difference between two moves: each of the ``width`` best
    candidates (``Knowledge.candidates``) is played out ``rollouts`` times,
    and the k-th playout of every candidate draws its chance outcomes (and
    any random choice) from the same seed, so the candidates are compared
    on the same draws. A playout follows ``Knowledge.rollout_move`` until
    ``Knowledge.cutoff``, then ``Knowledge.evaluate``; the best mean wins
    (ties: the better ranked). ``seconds`` (optional) stops looking at
    further candidates once spent (the first is always scored)."""

    def __init__(
        self, knowledge: Knowledge, width: int, rollouts: int, seconds: float | None = None
    ) -> None:
        self.knowledge = knowledge
        self.width = width
        self.rollouts = rollouts
        self.seconds = seconds

    def choose(self, state: AnyState, seat: int, rng: random.Random) -> Move:
        candidates = list(self.knowledge.candidates(state))[: self.width]
        if len(candidates) == 1:
            return candidates[0]
        seeds = [rng.random() for _ in range(self.rollouts)]
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        best, best_value = candidates[0], -math.inf
        for n, move in enumerate(candidates):
            if n and deadline is not None and time.perf_counter() > deadline:
                break
            after = state.clone()
            after.play(move)  # type: ignore[arg-type]
            value = 0.0
            for seed in seeds:
                value += self._playout(state, after.clone(), seat, random.Random(seed))
            if value > best_value:
                best, best_value = move, value
        return best

    def _playout(self, root: AnyState, state: AnyState, seat: int, rng: random.Random) -> float:
        knowledge = self.knowledge
        decisions = 0
        while not state.is_over():
            if knowledge.cutoff(root, state, decisions):
                return knowledge.evaluate(state)[seat]
            if state.current_player() != CHANCE:
                decisions += 1
            state.play(knowledge.rollout_move(state, rng))  # type: ignore[arg-type]
        return knowledge.returns(state)[seat]
