"""Subscriber: the list of moves played, in plain words (``ui.move_words``:
draws folded into their moves), updated (never rebuilt): only the entries
that differ from what is listed are removed or added, so a long game costs
a move no more than a short one.

At an earlier position (undo, a jump back) the moves after it stay listed,
marked as ahead, as a game's record is read: one tap goes to any of them,
where before only Redo, a move at a time, went forward again. With the
list focused, the arrow keys step through them (``key_step``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ui.move_words import Entry, MoveWords
from ui.session import Session
from ui.store import PLAY, Change, Store


class Listing(Protocol):
    def truncate(self, count: int) -> None:
        """Keep the first ``count`` items."""
        ...

    def append(self, text: str, title: str, end: int) -> None:
        """Add an item; choosing it shows the position after ``end`` moves."""
        ...

    def mark_current(self, count: int) -> None:
        """Mark item ``count - 1`` as the position shown (none if 0), and
        the items after it as moves ahead of it."""
        ...


class MoveList:
    """``notation()`` says whether the player asked to read the record's
    notation instead of words (the words are then the tooltip)."""

    def __init__(
        self, listing: Listing, words: MoveWords, notation: Callable[[], bool] = lambda: False
    ) -> None:
        self.listing = listing
        self.words = words
        #: The whole line's entries (kept apart: ``words`` follows the
        #: moves on the board, and both are updated, not recomputed).
        self.whole_words = MoveWords()
        self.notation = notation
        self.listed: list[Entry] = []
        self.current = -1

    def __call__(self, store: Store, change: Change) -> None:
        session = store.session
        if session is None or store.screen != PLAY:
            return
        if not (change.position or change.texts or change.screen):
            return
        played = self.words.entries(session)
        entries = played + self.ahead(session)
        keep = 0 if change.texts or change.new_game else common_prefix(self.listed, entries)
        if keep < len(self.listed):
            self.listing.truncate(keep)
            del self.listed[keep:]
        notation = self.notation()
        for entry in entries[keep:]:
            # The notation shown, the words are its tooltip (and what a screen
            # reader names it by); the words shown need no tooltip: a notation
            # tooltip would become the item's name, read before the words.
            shown, title = (entry.notation, entry.text) if notation else (entry.text, "")
            self.listing.append(shown, title, entry.end)
            self.listed.append(entry)
        if keep < len(entries) or self.current != len(played):
            self.current = len(played)
            self.listing.mark_current(len(played))

    def ahead(self, session: Session) -> list[Entry]:
        """The entries after the position shown (none at the line's end)."""
        if not session.can_redo():
            return []
        cursor = session.cursor
        return [e for e in self.whole_words.entries(session, whole=True) if e.end > cursor]


def common_prefix(a: list[Entry], b: list[Entry]) -> int:
    count = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        count += 1
    return count


#: Keys that step through the list while it has the focus.
PREVIOUS = ("ArrowUp", "ArrowLeft")
NEXT = ("ArrowDown", "ArrowRight")


def key_step(key: str, shown: int, total: int) -> int | None:
    """The index of the entry a key in the focused list goes to: the one
    before or after the ``shown`` first entries' last, the first (Home) or
    the last (End); None if the key does not step (or has nowhere to go)."""
    shown = min(shown, total)
    if key in PREVIOUS:
        return shown - 2 if shown >= 2 else None
    if key in NEXT:
        return shown if shown < total else None
    if key == "Home":
        return 0 if total and shown != 1 else None
    if key == "End":
        return total - 1 if total and shown != total else None
    return None
