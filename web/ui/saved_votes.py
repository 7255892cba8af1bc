"""The secret votes in progress, kept on this device only (never in the
link, never shown): saved game id -> the vote's position and ballots."""

from __future__ import annotations

import json
from typing import Any

from ui import storage

KEY = "abstrakta.votes"
#: As many as saved games: an old vote goes with its game.
MAX_KEPT = storage.MAX_SAVED


def _all() -> dict[str, Any]:
    return storage.get_dict(KEY)


def save(saved_id: str, record: str, ballots: dict[int, str]) -> None:
    kept = _all()
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
    entry = _all().get(saved_id)
    return entry if isinstance(entry, dict) else None
