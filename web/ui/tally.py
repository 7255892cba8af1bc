"""How a person's games against the computer went on this device: won,
drawn and lost per game and level, said at the end of each such game
("Your games with the computer at the normal level on this device: 3 won,
5 lost"). Pure Python (no browser), tested in CPython; ``ui.app`` keeps the
value in localStorage under ``KEY``.

A game counts once: when the move that ends it is played on this page
(not when a link or a saved game opens already over, nor on redo), with
one person and every computer seat at one level, and not in a lesson. It
is known by its session's seed, so taking moves back and ending it again
does not count it twice; if it ends otherwise, its count moves to the new
result, so the end's line never contradicts the result above it (a draw
taken back and then lost read "You lost" over "1 drawn, 0 lost").

The stored value is untrusted (a hand edit, another version of the app):
what cannot be read is dropped, and counting starts again from there.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from abstrakta.core import Outcome
from ui import saved_list  # noqa: F401  (registers the levels' words)
from ui.i18n import add_ui_texts, plural, t
from ui.store import Change, Store

KEY = "abstrakta.tally"
RESULTS = ("won", "drawn", "lost")
#: Seeds of the last games counted (a game is rarely ended again later).
MAX_SEEN = 50
MAX_NAME = 32
MAX_COUNT = 10**9

add_ui_texts(
    {
        "tally.line": "Your games with the computer at the {level} level on this device: {counts}.",
        "tally.levels": "Your games with the computer on this device: {levels}.",
        "tally.won_one": "{count} won",
        "tally.won_other": "{count} won",
        "tally.drawn_one": "{count} drawn",
        "tally.drawn_other": "{count} drawn",
        "tally.lost_one": "{count} lost",
        "tally.lost_other": "{count} lost",
    },
    {
        "tally.line": "Le tue partite col computer a livello {level} su questo dispositivo: "
        "{counts}.",
        "tally.levels": "Le tue partite col computer su questo dispositivo: {levels}.",
        "tally.won_one": "{count} vinta",
        "tally.won_other": "{count} vinte",
        "tally.drawn_one": "{count} patta",
        "tally.drawn_other": "{count} patte",
        "tally.lost_one": "{count} persa",
        "tally.lost_other": "{count} perse",
    },
)


@dataclass
class Tally:
    #: game id -> level -> [won, drawn, lost]
    counts: dict[str, dict[str, list[int]]] = field(default_factory=dict)
    #: Seeds of games counted by an earlier version, which kept no result:
    #: their first ending stands.
    seen: list[str] = field(default_factory=list)
    #: The last games counted, oldest first: [seed, game id, level, result].
    ended: list[list[str]] = field(default_factory=list)


def _name(value: Any) -> bool:
    return isinstance(value, str) and 0 < len(value) <= MAX_NAME


def _counts(value: Any) -> list[int] | None:
    if not (isinstance(value, list) and len(value) == len(RESULTS)):
        return None
    if not all(type(n) is int and 0 <= n <= MAX_COUNT for n in value):
        return None
    return list(value)


def read(stored: Any) -> Tally:
    """The tally ``stored`` (the parsed value under ``KEY``) holds; what
    cannot be read is left out."""
    tally = Tally()
    if not isinstance(stored, dict):
        return tally
    games = stored.get("counts")
    for game_id, levels in games.items() if isinstance(games, dict) else ():
        if not (_name(game_id) and isinstance(levels, dict)):
            continue
        for level, value in levels.items():
            counts = _counts(value)
            if _name(level) and counts is not None:
                tally.counts.setdefault(game_id, {})[level] = counts
    seen = stored.get("seen")
    if isinstance(seen, list):
        tally.seen = [seed for seed in seen if _name(seed)][-MAX_SEEN:]
    ended = stored.get("ended")
    if isinstance(ended, list):
        tally.ended = [entry for entry in ended if _ended(entry)][-MAX_SEEN:]
    return tally


def _ended(entry: Any) -> bool:
    return (
        isinstance(entry, list)
        and len(entry) == 4
        and all(_name(part) for part in entry)
        and entry[3] in RESULTS
    )


def dump(tally: Tally) -> str:
    return json.dumps(
        {"counts": tally.counts, "seen": tally.seen[-MAX_SEEN:], "ended": tally.ended[-MAX_SEEN:]}
    )


def result_for(outcome: Outcome, seat: int) -> str:
    """``seat``'s result: won (among the winners, as "You won!" says: a
    shared first place and a cooperative win included), drawn (no winner,
    everyone at nothing) or lost."""
    if seat in outcome.winners:
        return "won"
    return "drawn" if not outcome.winners and max(outcome.returns) == 0 else "lost"


def opponent_level(seats: dict[int, str], players: int) -> str | None:
    """The computer's level in a game of one person against the computer at
    one level; None for any other table."""
    levels = set(seats.values())
    if len(seats) != players - 1 or len(levels) != 1:
        return None
    return levels.pop()


def count(tally: Tally, game_id: str, level: str, result: str, seed: str) -> bool:
    """Count ``seed``'s game as ``result``: once, its count moved if it had
    ended otherwise before; False if nothing changed."""
    if seed in tally.seen:  # counted by an earlier version: it stands
        return False
    before = next((entry for entry in tally.ended if entry[0] == seed), None)
    if before is not None:
        if before[3] == result:
            return False
        counts = tally.counts.get(before[1], {}).get(before[2])
        if counts and counts[RESULTS.index(before[3])] > 0:
            counts[RESULTS.index(before[3])] -= 1
        tally.ended.remove(before)
    counts = tally.counts.setdefault(game_id, {}).setdefault(level, [0] * len(RESULTS))
    counts[RESULTS.index(result)] += 1
    tally.ended = [*tally.ended, [seed, game_id, level, result]][-MAX_SEEN:]
    return True


def _counts_words(counts: list[int]) -> str:
    """ "3 won, 1 drawn, 5 lost" (drawn only if there was one)."""
    return ", ".join(
        plural(f"tally.{result}", number)
        for result, number in zip(RESULTS, counts, strict=True)
        if number or result != "drawn"
    )


def tally_line(tally: Tally, game_id: str, level: str) -> str | None:
    """The sentence for ``game_id`` at ``level``; None before any game."""
    counts = tally.counts.get(game_id, {}).get(level)
    if not counts or not any(counts):
        return None
    return t("tally.line", level=t(f"level.{level}"), counts=_counts_words(counts))


def levels_line(tally: Tally, game_id: str, levels: Sequence[str]) -> str | None:
    """The new-game screen's sentence: ``game_id``'s tally at each of
    ``levels`` played (in that order); None before any game."""
    played = tally.counts.get(game_id, {})
    parts = [
        f"{t(f'level.{level}')} {_counts_words(played[level])}"
        for level in levels
        if any(played.get(level, ()))
    ]
    return t("tally.levels", levels="; ".join(parts)) if parts else None


class TallyKeeper:
    """Subscriber: counts a game against the computer when the move that
    ends it is played here. Before the table, so the end shows the count."""

    def __init__(self, load: Callable[[], Any], save: Callable[[str], None]) -> None:
        self.load = load
        self.save = save

    def __call__(self, store: Store, change: Change) -> None:
        session = store.session
        if change.played is None or session is None or store.lesson is not None:
            return
        outcome = session.state.outcome()
        level = opponent_level(session.seats, session.state.num_players())
        if outcome is None or level is None:
            return
        tally = read(self.load())
        result = result_for(outcome, session.people()[0])
        if count(tally, session.game_id, level, result, session.seed):
            self.save(dump(tally))

    def line(self, store: Store) -> str | None:
        """What the end of the game on the table says of the tally, if anything."""
        session = store.session
        if session is None or store.lesson is not None or not session.state.is_over():
            return None
        level = opponent_level(session.seats, session.state.num_players())
        if level is None:
            return None
        return tally_line(read(self.load()), session.game_id, level)

    def levels_line(self, game_id: str, levels: Sequence[str]) -> str | None:
        """The new-game screen's sentence (``levels_line``) from the storage."""
        return levels_line(read(self.load()), game_id, levels)
