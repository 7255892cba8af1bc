"""The registry of games: id -> GameInfo, each module imported on first use.
A new game is one line here."""

from __future__ import annotations

from abstrakta.core import GameInfo
from abstrakta.registry import LazyRegistry

GAMES: LazyRegistry[GameInfo] = LazyRegistry(
    {
        "tsoro": "abstrakta.games.tsoro:INFO",
        "tiquadra": "abstrakta.games.tiquadra:INFO",
        "tantrix": "abstrakta.games.tantrix:INFO",
        "tayu": "abstrakta.games.tayu:INFO",
        "asterismo": "abstrakta.games.asterismo:INFO",
    }
)


def get_game(game_id: str) -> GameInfo:
    return GAMES[game_id]
