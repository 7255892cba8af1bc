"""The saved games' format on this device: a versioned schema, read
carefully, written whole. Pure Python (no browser), tested in CPython.

What the browser holds is untrusted: another version of the app, a hand
edit or a broken write may have left anything there. Every entry is
checked; a side field that cannot be read takes its default (the game's
moves are what matter), and an entry with no game in it is kept aside in
the same value (never dropped, never overwritten, never fatal) and
counted, so the page can say so. The first format (a bare list of
entries) is read as version 1.
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from typing import Any

from abstrakta.record import decode, encode_parts, game_id_of
from ui import safe_json, turns
from ui.turns import read_line

#: Not bumped for ``finished``: an optional field that older versions
#: ignore when reading (and drop when writing: it then reads as False).
SCHEMA = 2
#: Bounds a valid entry stays within (a finished Ta Yü game's record is
#: ~1,400 characters; no game has 10,000 moves).
MAX_ID = 64
MAX_RECORD = 100_000
MAX_CURSOR = 10_000
MAX_SEAT = 16
MAX_LEVEL = 16
MAX_SEED = 64


@dataclass
class Saved:
    id: str
    record: str  # the whole line, as a record
    cursor: int
    updated: float
    #: Computer seats and their level.
    seats: dict[int, str] = field(default_factory=dict)
    #: The seed that fixes the game's draws (ui.session); never in a link.
    seed: str = ""
    #: Over at the saved position (the cursor's): such games make room first.
    finished: bool = False


@dataclass
class Shelf:
    """What the storage holds: the readable games and, kept as they were,
    what could not be read."""

    games: list[Saved] = field(default_factory=list)
    unreadable: list[Any] = field(default_factory=list)


def entry(item: Any) -> Saved | None:
    """The saved game ``item`` holds, or None if it holds none: its id and
    record are what a game cannot do without. A side field that cannot be
    read (a hand edit, a broken write) does not lose the game's moves: it
    reads as its default (the cursor at the last move, no computer seats,
    no seed, in progress, oldest)."""
    if not isinstance(item, dict):
        return None
    game_id, record = item.get("id"), item.get("record")
    if type(game_id) is int:  # a hand edit's number
        game_id = str(game_id)
    if not (isinstance(game_id, str) and 0 < len(game_id) <= MAX_ID):
        return None
    if not (isinstance(record, str) and 0 < len(record) <= MAX_RECORD):
        return None
    game = opened(record)
    if game is None:
        return None
    cursor, updated = item.get("cursor"), item.get("updated", 0.0)
    seed, finished = item.get("seed", ""), item.get("finished", False)
    # bool is an int in Python; JSON's 1e400 arrives as inf (a float).
    if type(cursor) is not int or not 0 <= cursor <= MAX_CURSOR:
        cursor = MAX_CURSOR  # opened at its last move (``min`` with the line's length)
    if type(updated) not in (int, float) or not math.isfinite(updated):
        updated = 0.0
    # The seed is absent before games had seeds.
    if not (isinstance(seed, str) and len(seed) <= MAX_SEED):
        seed = ""
    # Absent before games said whether they were over: read as in progress.
    if type(finished) is not bool:
        finished = False
    levels = offered_seats(seat_levels(item.get("seats", {})) or {}, *game)
    return Saved(game_id, record, cursor, float(updated), levels, seed, finished)


def opened(record: str) -> tuple[str, int] | None:
    """The game ``record`` starts and its number of seats, or None if it
    starts none (an unknown game, options it refuses): such an entry could
    never be opened, so it is unreadable. Its moves are not replayed here
    (every save reads the shelf): a bad move is found when it opens."""
    line = read_line(record)
    if line is None:
        return None
    return _opened(line.game_id, tuple(line.options.items()))


@lru_cache(maxsize=64)
def _opened(game_id: str, options: tuple[tuple[str, str], ...]) -> tuple[str, int] | None:
    # Cached: a shelf holds a few kinds of game, and every save reads it whole.
    state = decode(encode_parts(game_id, dict(options), [])).state
    return None if state is None else (game_id_of(state), state.num_players())


def computer_levels(game_id: str) -> tuple[str, ...]:
    """The computer's levels for a game. Imported when first needed: the
    players' code stays out of the page's start-up."""
    from abstrakta.ai import levels

    return levels(game_id)


def offered_seats(levels: dict[int, str], game_id: str, players: int) -> dict[int, str]:
    """``levels``' seats a computer can play (``ui.turns.offered_seats``)."""
    if not levels:  # most games: the players' code is not imported for them
        return {}
    return turns.offered_seats(levels, players, computer_levels(game_id))


def seat_levels(seats: Any) -> dict[int, str] | None:
    """Computer seats and their levels as stored (``{"1": "normal"}``), or
    None if ``seats`` is not exactly that."""
    if not isinstance(seats, dict):
        return None
    levels: dict[int, str] = {}
    for seat, level in seats.items():
        if not (isinstance(seat, str) and seat.isdigit() and int(seat) < MAX_SEAT):
            return None
        if not (isinstance(level, str) and 0 < len(level) <= MAX_LEVEL):
            return None
        levels[int(seat)] = level
    return levels


def make_room(games: list[Saved], keep: str, limit: int) -> tuple[list[Saved], list[Saved]]:
    """``games`` (ids unique, as on a shelf) split into those kept, in their
    order, and those dropped to leave at most ``limit``: the oldest finished
    games go first, an unfinished one only when no finished game is left;
    the game ``keep`` (the one being saved) never goes."""
    # Finished before unfinished, each oldest first; reversed, so that of
    # equal times the later in the list (kept newest first) goes first.
    others = [g for g in reversed(games) if g.id != keep]
    dropped = sorted(others, key=lambda g: (not g.finished, g.updated))[
        : max(len(games) - limit, 0)
    ]
    gone = {g.id for g in dropped}
    return [g for g in games if g.id not in gone], dropped


def parse(text: str | None) -> Shelf:
    """Read what the storage holds; never raises."""
    if not text:
        return Shelf()
    try:
        value = safe_json.loads(text)
    except (ValueError, RecursionError):  # not JSON, or nested too deep
        return Shelf(unreadable=[text])
    if isinstance(value, list):  # version 1: a bare list of entries
        value = {"schema": 1, "games": value}
    if not isinstance(value, dict) or not isinstance(value.get("games"), list):
        return Shelf(unreadable=[text])
    if type(value.get("schema")) is not int or value["schema"] > SCHEMA:
        # A later version of the app wrote this: keep it whole, untouched.
        return Shelf(unreadable=[text])
    shelf = Shelf()
    kept = value.get("unreadable", [])
    shelf.unreadable.extend(kept if isinstance(kept, list) else [kept])
    seen: set[str] = set()
    for number, item in enumerate(value["games"]):
        saved = entry(item)
        if saved is None:
            shelf.unreadable.append(item)
            continue
        if saved.id in seen:  # two games under one id: each keeps its moves
            saved.id = f"{saved.id[: MAX_ID - 8]}-{number}"
            if saved.id in seen:
                shelf.unreadable.append(item)
                continue
        seen.add(saved.id)
        shelf.games.append(saved)
    shelf.games.sort(key=lambda g: -g.updated)
    return shelf


def stored(game: Saved) -> dict[str, Any]:
    """``game`` as the storage holds it (JSON's keys are texts)."""
    return asdict(game) | {"seats": {str(s): v for s, v in game.seats.items()}}


def dump(shelf: Shelf) -> str:
    """The text to store: every readable game and everything kept aside."""
    value = {
        "schema": SCHEMA,
        "games": [stored(g) for g in shelf.games],
        "unreadable": shelf.unreadable,
    }
    return json.dumps(value)


def taken_over(stored_record: str | None, known: str | None, record: str) -> bool:
    """Whether writing ``record`` over a saved game that now holds
    ``stored_record`` would lose moves another tab saved there: the entry
    changed since this tab last read or wrote it (``known``), and ``record``
    does not go on from what it holds now. (The same game open in two tabs,
    played on in both: the last to save overwrote the other's moves.)"""
    if stored_record is None or stored_record == known:
        return False
    old, new = read_line(stored_record), read_line(record)
    if old is None or new is None:
        return old is not None  # ``record`` cannot be read: never over a game
    if (old.game_id, old.options) != (new.game_id, new.options):
        return True
    return new.moves[: len(old.moves)] != old.moves


def loses_unread_moves(old: str, new: str) -> bool:
    """Whether writing the record ``new`` over ``old`` would lose moves of
    ``old`` that could not be read: a saved game opened up to its last
    valid move is saved at once, and the rest would be gone unseen. Only
    when ``new`` does not go on from ``old`` is ``old`` replayed (a move
    after an undo), so a move's save stays cheap."""
    old_line, new_line = read_line(old), read_line(new)
    if old_line is None or new_line is None:
        return False
    if new_line.moves[: len(old_line.moves)] == old_line.moves:
        return False  # nothing of ``old`` is dropped
    return decode(old).error is not None
