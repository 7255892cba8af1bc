"""Two-player matches with the seats swapped, for the offline tuning tools
(``tune_tayu.py``, ``tune_tantrix.py``): each seed is played twice, A first
then B first, with the same chance outcomes both times (the draws come from
an RNG seeded by the seed alone, and a bag's order depends only on how
many draws came before), so luck mostly cancels out and a small difference
between two players shows in few games.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from abstrakta.ai.players import Player
from abstrakta.ai.search import AnyState
from abstrakta.core import CHANCE


def play(new_state: Callable[[], AnyState], players: Sequence[Player], seed: int) -> list[float]:
    """One two-player game; the returns per seat (+1 / 0 / -1)."""
    state = new_state()
    draws = random.Random(f"tune/{seed}")
    while not state.is_over():
        seat = state.current_player()
        if seat == CHANCE:
            state.play(state.sample_chance(draws))
            continue
        rng = random.Random(f"{seed}/{len(state.history)}")
        state.play(players[seat].choose(state.clone(), seat, rng, None))
    return list(state.returns())


@dataclass
class Result:
    """A's scores (a win 1, a draw 1/2, a loss 0) per seed, both games."""

    pairs: list[float] = field(default_factory=list)
    wins: int = 0
    draws: int = 0
    losses: int = 0

    def add(self, first: float, second: float) -> None:
        """A's returns in a seed's two games."""
        for value in (first, second):
            self.wins += value > 0
            self.draws += value == 0
            self.losses += value < 0
        self.pairs.append((first + second + 2) / 4)

    @property
    def games(self) -> int:
        return 2 * len(self.pairs)

    @property
    def score(self) -> float:
        return sum(self.pairs) / max(len(self.pairs), 1)

    @property
    def error(self) -> float:
        """Standard error of ``score``, the seeds as the samples (the two
        games of a seed share their draws, so they are not independent)."""
        n = len(self.pairs)
        if n < 2:
            return 0.0
        mean = self.score
        variance = sum((p - mean) ** 2 for p in self.pairs) / (n - 1)
        return math.sqrt(variance / n)

    def __str__(self) -> str:
        return (
            f"{self.score:.3f} ± {self.error:.3f} over {self.games} games"
            f" ({self.wins} / {self.draws} / {self.losses})"
        )


def match(new_state: Callable[[], AnyState], a: Player, b: Player, seeds: Sequence[int]) -> Result:
    """A against B over ``seeds``, each played with A first and second."""
    result = Result()
    for seed in seeds:
        result.add(play(new_state, [a, b], seed)[0], play(new_state, [b, a], seed)[1])
    return result
