"""Players: what a level is. A player turns (state, seat, rng) into a move.

Each game's AI module (``tsoro_table``, ``tayu_policy``...) has a function
``player(level) -> Player``; a game without one gets ``generic_player``
(MCTS that knows only the rules). Levels: ``random`` (for benchmarks and
tests), ``easy``, ``normal``, ``strong``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Protocol

from abstrakta.ai.search import AnyState, Budget, Knowledge, Mcts, Move, random_move

RANDOM, EASY, NORMAL, STRONG = "random", "easy", "normal", "strong"
#: The levels offered to people, weakest first.
LEVELS: tuple[str, ...] = (EASY, NORMAL, STRONG)
#: Every level a player can be asked for (``random`` is for tests and benches).
ALL_LEVELS: tuple[str, ...] = (RANDOM, *LEVELS)


class Player(Protocol):
    def choose(self, state: AnyState, seat: int, rng: random.Random, seconds: float | None) -> Move:
        """``seat``'s move (at a SIMULTANEOUS node: its choice) in ``state``,
        which it must not change. ``seconds`` caps the thinking time (None:
        the level's own, reproducible budget)."""
        ...


class RandomPlayer:
    def choose(self, state: AnyState, seat: int, rng: random.Random, seconds: float | None) -> Move:
        return random_move(state, seat, rng)


@dataclass(frozen=True)
class MctsPlayer:
    """MCTS with a game's knowledge and a budget."""

    knowledge: Knowledge
    budget: Budget

    def choose(self, state: AnyState, seat: int, rng: random.Random, seconds: float | None) -> Move:
        budget = self.budget if seconds is None else replace(self.budget, seconds=seconds)
        return Mcts(self.knowledge, budget).choose(state, seat, rng)


@dataclass(frozen=True)
class FunctionPlayer:
    """A player given as a function ``(state, seat, rng) -> move``."""

    function: Callable[[AnyState, int, random.Random], Move]

    def choose(self, state: AnyState, seat: int, rng: random.Random, seconds: float | None) -> Move:
        return self.function(state, seat, rng)


#: Iterations of the rules-only MCTS per level.
GENERIC_ITERATIONS = {EASY: 50, NORMAL: 400, STRONG: 2000}


def generic_player(level: str) -> Player:
    """For a game without its own AI module: MCTS with random rollouts."""
    if level == RANDOM:
        return RandomPlayer()
    return MctsPlayer(Knowledge(), Budget(GENERIC_ITERATIONS[level]))
