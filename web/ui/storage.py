"""Games kept in the browser (localStorage), so a reload loses nothing.

Each saved game is its whole line (redo tail included) and a cursor. A
link that opens another game adds an entry; it never overwrites one. Where
the browser denies storage (a cross-site iframe), nothing is kept and the
page still plays.
"""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass, field
from typing import Any

import js

from ui import safe_json
from ui.saved_games import (
    Saved,
    Shelf,
    dump,
    loses_unread_moves,
    make_room,
    parse,
    stored,
    taken_over,
)

__all__ = [
    "Saved",
    "Saving",
    "available",
    "forget",
    "get",
    "get_dict",
    "load_all",
    "put",
    "record_of",
    "restore",
    "save",
    "saved_game",
    "unreadable_count",
]

KEY = "abstrakta.games"
LANGUAGE_KEY = "abstrakta.language"
#: "yes" when the player reads the move list as notation rather than words.
NOTATION_KEY = "abstrakta.notation"
#: 30 of the longest records (a finished Ta Yü game, ~1,400 characters;
#: ~1,600 with its fields) take ~48,000 characters: 1-2% of what browsers
#: give localStorage per site (2.5 to 5 million characters, by browser).
MAX_SAVED = 30


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
    try:
        value = storage.getItem(key)
    except Exception:
        return None
    # A missing key is JS null, which Pyodide hands over as ``jsnull``.
    return value if isinstance(value, str) else None


def get_dict(key: str) -> dict[str, Any]:
    """The JSON object stored under ``key``; empty if missing or unreadable
    (garbage, another shape, nesting too deep to parse)."""
    try:
        value = safe_json.loads(get(key) or "{}")
    except (ValueError, RecursionError):
        return {}
    return value if isinstance(value, dict) else {}


def put(key: str, value: str) -> bool:
    """Store ``value``; False if the browser refused (quota, denied)."""
    storage = _storage()
    if storage is None:
        return False
    try:
        storage.setItem(key, value)
    except Exception:  # QuotaExceededError: the page goes on; the caller says so
        return False
    return True


def _shelf() -> Shelf:
    return parse(get(KEY))


def load_all() -> list[Saved]:
    """Saved games, newest first (an unreadable entry is kept aside)."""
    return _shelf().games


def _found(shelf: Shelf, game_id: str) -> Saved | None:
    return next((g for g in shelf.games if g.id == game_id), None)


def saved_game(game_id: str) -> Saved | None:
    """The saved game ``game_id`` as stored now (another tab may have
    saved it since it was read), if there is one."""
    return _found(_shelf(), game_id)


def record_of(game_id: str) -> str | None:
    """The record the saved game ``game_id`` holds now, if there is one."""
    found = saved_game(game_id)
    return found.record if found is not None else None


def unreadable_count() -> int:
    """How many stored entries could not be read (they are kept as they are)."""
    return len(_shelf().unreadable)


@dataclass(frozen=True)
class Saving:
    """How a save went: ``ok`` unless the browser refused; ``dropped``, the
    games removed to make room (none if refused: nothing was written);
    ``id``, the id it was saved under (a new one if another tab had taken
    the game over, see ``save``)."""

    ok: bool
    dropped: list[Saved] = field(default_factory=list)
    id: str = ""


def save(game: Saved, known: str | None) -> Saving:
    """Save ``game`` (newest first, at most MAX_SAVED: finished games make
    room before unfinished ones, see ``make_room``). What could not be read
    stays stored beside it, and so does the part of a saved game it replaces
    that could not be read. ``known`` is the record this tab last read or
    wrote for ``game.id``: if another tab has saved other moves there since,
    ``game`` is saved as a new game beside it (``taken_over``), so neither
    tab's moves are lost."""
    game.updated = time.time()
    shelf = _shelf()
    now = _found(shelf, game.id)
    if taken_over(now.record if now is not None else None, known, game.record):
        game.id = secrets.token_hex(6)  # as ``Store.adopt`` names a game
    # A game opened up to its last valid move: what it held is kept aside
    # (counted on the home screen), never overwritten unseen.
    shelf.unreadable.extend(
        stored(g)
        for g in shelf.games
        if g.id == game.id and loses_unread_moves(g.record, game.record)
    )
    games = [game, *(g for g in shelf.games if g.id != game.id)]
    shelf.games, dropped = make_room(games, game.id, MAX_SAVED)
    if not put(KEY, dump(shelf)):
        return Saving(False, id=game.id)
    return Saving(True, dropped, game.id)


def restore(game: Saved) -> bool:
    """Put back a game just deleted (Undo), as it was saved."""
    shelf = _shelf()
    shelf.games = sorted(
        [game, *(g for g in shelf.games if g.id != game.id)], key=lambda g: -g.updated
    )
    return put(KEY, dump(shelf))


def forget(game_id: str) -> bool:
    shelf = _shelf()
    shelf.games = [g for g in shelf.games if g.id != game_id]
    return put(KEY, dump(shelf))
