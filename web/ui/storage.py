"""Games kept in the browser (localStorage), so a reload loses nothing.

Each saved game is its whole line (redo tail included) and a cursor. A
link that opens another game adds an entry; it never overwrites one. Where
the browser denies storage (a cross-site iframe), nothing is kept and the
page still plays.
"""

from __future__ import annotations

import contextlib
import json
import time
from dataclasses import asdict, dataclass, field
from typing import Any

import js

KEY = "abstrakta.games"
LANGUAGE_KEY = "abstrakta.language"
MAX_SAVED = 20


@dataclass
class Saved:
    id: str
    record: str  # the whole line, as a record
    cursor: int
    updated: float
    #: Computer seats and their level (JSON keys are strings).
    seats: dict[int, str] = field(default_factory=dict)
    #: The seed that fixes the game's draws (ui.session); not in links.
    seed: str = ""


def _storage() -> Any | None:
    try:
        storage = js.window.localStorage
        storage.getItem(KEY)
        return storage
    except Exception:  # SecurityError where storage is denied
        return None


def available() -> bool:
    return _storage() is not None


def get(key: str) -> str | None:
    storage = _storage()
    if storage is None:
        return None
    value = storage.getItem(key)
    # A missing key is JS null, which Pyodide hands over as ``jsnull``.
    return value if isinstance(value, str) else None


def put(key: str, value: str) -> None:
    storage = _storage()
    if storage is None:
        return
    # Quota exceeded: keeping the page alive matters more than this save.
    with contextlib.suppress(Exception):
        storage.setItem(key, value)


def load_all() -> list[Saved]:
    """Saved games, newest first; a corrupt entry is skipped, not fatal."""
    try:
        raw = json.loads(get(KEY) or "[]")
    except ValueError:
        return []
    games = []
    for item in raw if isinstance(raw, list) else []:
        try:
            saved = Saved(str(item["id"]), str(item["record"]), int(item["cursor"]), 0.0)
            saved.updated = float(item["updated"])
            seats = item.get("seats") or {}
            saved.seats = {int(seat): str(level) for seat, level in seats.items()}
            saved.seed = str(item.get("seed") or "")
            games.append(saved)
        except (KeyError, TypeError, ValueError):
            continue
    return sorted(games, key=lambda g: -g.updated)


def save(game: Saved) -> None:
    game.updated = time.time()
    games = [g for g in load_all() if g.id != game.id]
    games.insert(0, game)
    put(KEY, json.dumps([asdict(g) for g in games[:MAX_SAVED]]))


def forget(game_id: str) -> None:
    put(KEY, json.dumps([asdict(g) for g in load_all() if g.id != game_id]))
