"""The computer's seed: its own per game, so two games against it do not
repeat move for move (the seed was the position's length alone: every
Tsoro game at easy made the same slip at the same point, a newcomer's
audit), yet the same game asks the same at the same position."""

from __future__ import annotations

import json
from collections.abc import Callable
from types import ModuleType

from abstrakta.ai.worker import answer
from abstrakta.games import GAMES
from abstrakta.record import encode

TSORO = "v1~tsoro~first.white~b2_a1"


def test_two_games_seed_the_computer_differently(
    page_module: Callable[[str], ModuleType],
) -> None:
    seed = page_module("ui.computer").question_seed
    assert seed("a1b2", TSORO) == seed("a1b2", TSORO), "a reload asks the same"
    assert seed("a1b2", TSORO) != seed("a1b2", TSORO + "_c1"), "each position its own"
    seeds = {seed(f"{game:016x}", TSORO) for game in range(50)}
    assert len(seeds) == 50


def test_two_games_against_easy_go_apart(page_module: Callable[[str], ModuleType]) -> None:
    """What the seed is for: the worker's easy player (``ai.worker.answer``)
    asked with each game's seed, two easy computers from the start: games
    with different seeds are different games."""
    seed = page_module("ui.computer").question_seed
    games = set()
    for game in range(12):
        state = GAMES["tsoro"].new({})
        while not state.is_over() and len(state.history) < 30:
            record = encode(state)
            said = answer("choose", record, state.current_player(), "easy", seed(str(game), record))
            state.play(json.loads(said)["move"])
        games.add(tuple(state.history))
    assert len(games) > 3, games
