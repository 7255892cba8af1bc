"""The registry of games: id -> GameInfo. A new game is one import here."""

from __future__ import annotations

from abstrakta.core import GameInfo
from abstrakta.games import asterismo, tantrix, tayu, tiquadra, tsoro

GAMES: dict[str, GameInfo] = {
    info.id: info for info in (tsoro.INFO, tiquadra.INFO, tantrix.INFO, tayu.INFO, asterismo.INFO)
}


def get_game(game_id: str) -> GameInfo:
    return GAMES[game_id]
