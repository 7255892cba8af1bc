"""What a player last chose on a game's new-game screen (its options and
who plays each seat), so the next game of it starts from that: playing the
computer again is one tap on Start. Pure Python (no browser), tested in
CPython; ``ui.app`` keeps the value in localStorage.

The stored value is untrusted (a hand edit, another version of the app):
whatever cannot be read or used (an option value the game refuses, a
level it does not offer, a seat it does not have) is ignored, and the
screen falls back to the game's defaults for it (``FIRST_TIME``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from abstrakta.core import AbstraktaError
from abstrakta.games import GAMES
from ui.saved_games import computer_levels, seat_levels

KEY = "abstrakta.choices"
#: Bounds of a readable option (the games' names and values are short).
MAX_OPTION = 32
MAX_OPTIONS = 16


@dataclass(frozen=True)
class Choices:
    options: dict[str, str] = field(default_factory=dict)
    #: Computer seats and their level (the other seats are people).
    seats: dict[int, str] = field(default_factory=dict)


#: A game's first new-game screen on this device: the player against the
#: computer at the normal level in every other seat (playing alone on a
#: phone is the main use; a tap on a seat makes it a person's). A game has
#: at most four seats.
FIRST_TIME = Choices(seats={seat: "normal" for seat in range(1, 4)})


def recall(stored: dict[str, Any], game_id: str) -> Choices | None:
    """The choices ``stored`` (the parsed value under ``KEY``) keeps for
    ``game_id``, or None if there are none it can read."""
    item = stored.get(game_id)
    if not isinstance(item, dict):
        return None
    options, seats = item.get("options"), seat_levels(item.get("seats"))
    if not isinstance(options, dict) or len(options) > MAX_OPTIONS or seats is None:
        return None
    if not all(
        isinstance(name, str) and isinstance(value, str) and len(name + value) <= MAX_OPTION
        for name, value in options.items()
    ):
        return None
    usable = usable_options(game_id, options)
    return Choices(usable, usable_seats(game_id, usable, seats))


def usable_options(game_id: str, options: dict[str, str]) -> dict[str, str]:
    """The options of ``game_id`` among ``options``, at values it accepts
    (the others take their defaults)."""
    specs = {spec.name: spec for spec in GAMES[game_id].options}
    return {
        name: value
        for name, value in options.items()
        if name in specs and specs[name].accepts(value)
    }


def usable_seats(game_id: str, options: dict[str, str], seats: dict[int, str]) -> dict[int, str]:
    """``seats`` if each is a seat of the game these options make, at a
    level it offers; else ``FIRST_TIME``'s. Read whole: a seat left out is
    a person's, so beside a part that cannot be used the rest means nothing
    sure (``{"5": "easy"}`` in a three-seat game made every seat a person)."""
    try:
        players = GAMES[game_id].new(options).num_players()
    except AbstraktaError:  # options that do not fit together: the screen's defaults
        players = GAMES[game_id].new({}).num_players()
    offered = set(computer_levels(game_id))
    if all(seat < players and level in offered for seat, level in seats.items()):
        return seats
    return dict(FIRST_TIME.seats)


def remember(stored: dict[str, Any], game_id: str, choices: Choices) -> str:
    """The text to store: ``stored`` with ``game_id``'s choices replaced
    (the other games' entries kept as they were)."""
    entry = {
        "options": dict(choices.options),
        "seats": {str(seat): level for seat, level in choices.seats.items()},
    }
    return json.dumps({**stored, game_id: entry})
