"""The registry of games: id -> GameInfo, each module imported on first use.
A new game is one line here (in the order the home screen lists them)."""

from __future__ import annotations

from abstrakta.core import GameInfo
from abstrakta.registry import LazyRegistry

GAMES: LazyRegistry[GameInfo] = LazyRegistry(
    {
        "tsoro": "abstrakta.games.tsoro:INFO",
        "tayu": "abstrakta.games.tayu:INFO",
        "tantrix": "abstrakta.games.tantrix:INFO",
        "tiquadra": "abstrakta.games.tiquadra:INFO",
        "asterismo": "abstrakta.games.asterismo:INFO",
    }
)


def get_game(game_id: str) -> GameInfo:
    return GAMES[game_id]
