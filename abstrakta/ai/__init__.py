"""Computer players for every registered game: one entry point for the app.

    from abstrakta import ai
    text = ai.choose_move(state, seat, "normal", seed=7)   # a move string
    state.play(text)                      # a seat's turn
    state.joint_move({seat: text, ...})   # a SIMULTANEOUS vote: one choice each

- ``choose_move(state, seat=None, level="normal", seed=0, seconds=None)``:
  the move text the computer plays for ``seat`` (default: the seat to
  move). At a SIMULTANEOUS node (a secret vote) ``seat`` must be one of
  ``state.voters()`` and the answer is that voter's own choice (a text of
  ``legal_moves(seat)``), decided from the position alone: the state holds
  no one's pending choice, so nothing hidden can be read. Reproducible: the
  same state, seat, level and seed give the same move. ``seconds`` caps the
  thinking time of the searching players (MCTS: Tantrix, TiQuadra's
  placements; Ta Yü's lookahead, between its candidates; Asterismo's
  partner's solver); then the answer may depend on the machine's speed.
  Tsoro's table answers at once and ignores it.
  Raises ``ValueError`` at a CHANCE node, after the end, or for a seat that
  does not move now. The state is not changed.
- ``hint(state, seat=None, seed=0, seconds=None)``: the normal player's
  move (the hint button's ghost move).
- ``TIME_CAPS``: the most a level thinks per move in the app (seconds, the
  ``seconds`` the AI worker passes). The searches' reproducible budgets
  keep a move well below it here; on a slower phone a search stops at the
  cap with fewer iterations instead of keeping the player waiting.
- ``move_values(state)``: for games solved exactly (Tsoro Yematatu), every
  legal move's ``MoveValue`` (``result`` win / draw / loss for the mover,
  ``plies`` and ``moves`` to the end with best play); None for the others.
- ``levels(game_id)``: the levels offered (easy, normal, strong);
  ``level_info(game_id, level)`` says roughly how long a level thinks per
  move in CPython (``seconds``; the browser is some 1.5-3 times slower) and
  whether the page should show that it is thinking (``slow``).
- The level ``random`` (``ALL_LEVELS``) plays uniformly random legal moves,
  for tests and benchmarks.

Levels are player configurations (``players.Player``): a game's module
``abstrakta/ai/<game>_*.py`` has ``player(level)``; the search itself is
generic (``search.Mcts``) and game knowledge lives in small per-game
evaluation and rollout functions.
"""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass

from abstrakta.ai.players import (
    ALL_LEVELS,
    EASY,
    LEVELS,
    NORMAL,
    RANDOM,
    STRONG,
    Player,
    generic_player,
)
from abstrakta.ai.search import AnyState
from abstrakta.core import CHANCE, SIMULTANEOUS
from abstrakta.games import GAMES

__all__ = [
    "ALL_LEVELS",
    "LEVELS",
    "TIME_CAPS",
    "LevelInfo",
    "choose_move",
    "game_id_of",
    "hint",
    "level_info",
    "levels",
    "move_values",
    "player",
]


@dataclass(frozen=True)
class LevelInfo:
    """How a level behaves in the app: ``seconds`` is a rough time per move
    in CPython (the browser is some 1.5-3 times slower); ``slow`` means the
    page should show that the computer is thinking."""

    level: str
    seconds: float
    slow: bool


#: Rough CPython seconds per move of each level (a game's AI module may
#: give its own ``SECONDS``).
_SECONDS = {RANDOM: 0.0, EASY: 0.02, NORMAL: 0.1, STRONG: 1.0}
#: The most a level thinks per move in the app (see the module docstring):
#: normal must answer within a second on a phone, the page's own work
#: included, and strong within three (issue 17; a phone is taken as four
#: times slower than the development machine, where strong Tantrix's 90th
#: percentile in the worker is ~1.5 s on the reproducible budget).
TIME_CAPS = {RANDOM: 0.1, EASY: 0.3, NORMAL: 0.7, STRONG: 2.5}


def levels(game_id: str) -> tuple[str, ...]:
    """The levels offered for ``game_id`` (every game has all three)."""
    if game_id not in GAMES:
        raise KeyError(game_id)
    return LEVELS


def level_info(game_id: str, level: str) -> LevelInfo:
    """How long ``level`` thinks in ``game_id``, roughly."""
    seconds = getattr(_module(game_id), "SECONDS", {}).get(level, _SECONDS[level])
    return LevelInfo(level, seconds, seconds >= 0.5)


def game_id_of(state: AnyState) -> str:
    """The id of the game ``state`` belongs to (found by its module, so no
    other game is imported)."""
    module = type(state).__module__
    module_of = getattr(GAMES, "module_of", None)
    for game_id in GAMES:
        if module_of is not None and module_of(game_id) == module:
            return game_id
        if module_of is None and type(state) is GAMES[game_id].state_class:
            return game_id
    raise KeyError(type(state).__name__)


_PLAYERS: dict[tuple[str, str], Player] = {}


def _module(game_id: str):  # type: ignore[no-untyped-def]
    # Each game's manifest (``GameInfo.ai``) names its AI module, which
    # defines ``player(level)``.
    name = GAMES[game_id].ai if game_id in GAMES else ""
    if not name:
        return None
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name == name:
            return None
        raise


def player(game_id: str, level: str) -> Player:
    """The player of ``level`` (one of ``ALL_LEVELS``) for ``game_id``."""
    if level not in ALL_LEVELS:
        raise ValueError(f"unknown level {level!r}")
    key = (game_id, level)
    found = _PLAYERS.get(key)
    if found is None:
        module = _module(game_id)
        found = module.player(level) if module is not None else generic_player(level)
        _PLAYERS[key] = found
    return found


def _rng(state: AnyState, game_id: str, seat: int, seed: int | str) -> random.Random:
    return random.Random(f"{seed}/{game_id}/{len(state.history)}/{seat}")


def choose_move(
    state: AnyState,
    seat: int | None = None,
    level: str = NORMAL,
    seed: int | str = 0,
    seconds: float | None = None,
) -> str:
    """The computer's move text for ``seat`` (see the module docstring)."""
    player_now = state.current_player()
    if state.is_over():
        raise ValueError("the game is over")
    if player_now == CHANCE:
        raise ValueError("a chance node: the app draws, no player chooses")
    if player_now == SIMULTANEOUS:
        if seat is None or seat not in state.voters():
            raise ValueError(f"seat {seat} does not vote now")
    elif seat is None:
        seat = player_now
    elif seat != player_now:
        raise ValueError(f"seat {seat} does not move now")
    game_id = game_id_of(state)
    move = player(game_id, level).choose(
        state.clone(), seat, _rng(state, game_id, seat, seed), seconds
    )
    return str(move)


def hint(
    state: AnyState, seat: int | None = None, seed: int | str = 0, seconds: float | None = None
) -> str:
    """The normal player's move for the person to move (the hint)."""
    return choose_move(state, seat, NORMAL, seed, seconds)


def move_values(state: AnyState) -> list | None:  # type: ignore[type-arg]
    """Every legal move's exact value where the game is solved (Tsoro), in
    the order of ``legal_moves()``; None for games that are not solved."""
    if game_id_of(state) != "tsoro":
        return None
    from abstrakta.ai.tsoro_table import move_values as solved

    return solved(state)  # type: ignore[arg-type]


def accepts_draw(state: AnyState, seat: int) -> bool:
    """Whether the computer in ``seat`` accepts a draw offered by the player
    to move: yes exactly when it cannot win with perfect play (in a solved
    game, none of the offerer's moves loses for the offerer). A game that
    allows agreed draws but is not solved: no (it plays on)."""
    if state.is_over() or state.current_player() == seat:
        return False
    values = move_values(state)
    if not values:
        return False
    return any(value.result != "loss" for value in values)
