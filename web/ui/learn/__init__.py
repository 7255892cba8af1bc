"""Learn by playing: one scripted first game per game (``ui.learn.<id>``,
its ``LESSON``), played on the real rules (``lesson``), shown by ``box``."""

from __future__ import annotations

import importlib

from abstrakta.games import GAMES
from ui.learn import texts as _texts  # noqa: F401  (the screen's words)
from ui.learn.lesson import Lesson


def lesson_for(game_id: str) -> Lesson | None:
    """The game's lesson, or None for a game without one."""
    if game_id not in GAMES:
        return None
    try:
        module = importlib.import_module(f"ui.learn.{game_id}")
    except ModuleNotFoundError:
        return None
    return module.LESSON  # type: ignore[no-any-return]
