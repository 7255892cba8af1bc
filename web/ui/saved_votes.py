"""The secret votes in progress, kept on this device only (never in the
link, never shown): saved game id -> the vote's position and ballots."""

from __future__ import annotations

import json
from typing import Any

from ui import storage

KEY = "abstrakta.votes"
#: As many as saved games: an old vote goes with its game.
MAX_KEPT = storage.MAX_SAVED


def load_all() -> dict[str, Any]:
    """Every kept vote, read once (the home list, a line a saved game);
    ``entry_of`` picks a game's."""
    return storage.get_dict(KEY)


def save(saved_id: str, record: str, ballots: dict[int, str]) -> None:
    kept = load_all()
    if not ballots and saved_id not in kept:
        return
    kept.pop(saved_id, None)
    if ballots:
        kept[saved_id] = {"record": record, "ballots": {str(s): c for s, c in ballots.items()}}
    # Newest last (dicts keep order): drop the oldest beyond the limit.
    while len(kept) > MAX_KEPT:
        kept.pop(next(iter(kept)))
    storage.put(KEY, json.dumps(kept))


def load(saved_id: str) -> dict[str, Any] | None:
    return entry_of(load_all(), saved_id)


def entry_of(kept: dict[str, Any], saved_id: str) -> dict[str, Any] | None:
    entry = kept.get(saved_id)
    return entry if isinstance(entry, dict) else None
