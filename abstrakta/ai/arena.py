"""Whole games between computer players (for the benchmark and the tests).

``play_game(game_id, options, levels, seed)`` plays one game with
``levels[seat]`` at each seat (chance outcomes drawn with a seeded RNG,
votes gathered from each voter separately, as the app does) and returns
the final state and the thinking time per seat.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from abstrakta.ai import choose_move
from abstrakta.ai.search import AnyState
from abstrakta.core import CHANCE, SIMULTANEOUS
from abstrakta.games import GAMES


@dataclass
class GameRecord:
    state: AnyState
    #: Per seat: seconds spent choosing, and the number of choices made.
    seconds: list[float] = field(default_factory=list)
    decisions: list[int] = field(default_factory=list)
    #: The longest single decision, per seat.
    longest: list[float] = field(default_factory=list)


def play_game(
    game_id: str,
    options: Mapping[str, str],
    levels: Sequence[str],
    seed: int,
    max_moves: int = 2000,
    start: AnyState | None = None,
) -> GameRecord:
    """One game, ``levels[seat]`` playing ``seat`` (see the module docstring)."""
    state = GAMES[game_id].new(options) if start is None else start.clone()
    seats = state.num_players()
    record = GameRecord(state, [0.0] * seats, [0] * seats, [0.0] * seats)
    rng = random.Random(f"arena/{game_id}/{seed}")

    def think(seat: int) -> str:
        began = time.perf_counter()
        text = choose_move(state, seat, levels[seat], seed=f"{seed}/{seat}")
        spent = time.perf_counter() - began
        record.seconds[seat] += spent
        record.decisions[seat] += 1
        record.longest[seat] = max(record.longest[seat], spent)
        return text

    for _ in range(max_moves):
        if state.is_over():
            break
        player = state.current_player()
        if player == CHANCE:
            state.play(state.sample_chance(rng))
        elif player == SIMULTANEOUS:
            choices = {}
            for seat in state.voters():
                text = think(seat)
                choices[seat] = next(m for m in state.legal_moves(seat) if str(m) == text)
            state.play(state.joint_move(choices))
        else:
            state.play(think(player))
    return record
