"""The secret votes in progress, kept on this device only (never in the
link, never shown): saved game id -> the vote's position and ballots."""

from __future__ import annotations

import json
import re
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


def cast(saved_id: str, record: str) -> set[int]:
    """The seats whose ballots are kept for ``saved_id``'s vote at
    ``record`` (who has voted is no secret; what, is)."""
    entry = load(saved_id)
    if entry is None or entry.get("record") != record:
        return set()
    ballots = entry.get("ballots")
    if not isinstance(ballots, dict):
        return set()
    # Hand-edited storage: "²" and a 5,000-digit run pass ``isdigit`` but not ``int``.
    return {int(seat) for seat in ballots if re.fullmatch("[0-9]{1,3}", str(seat))}
