"""Subscriber: each move in plain words in the page's polite live region
(``#announce``), with whose turn it is now, so a screen reader follows
the game; a new game, an undo or a jump back are said the same way.

Pure Python (the region is a port), tested in CPython.
"""

from __future__ import annotations

from collections.abc import Callable

from ui.move_words import MoveWords
from ui.session import Session
from ui.status import outcome_text, persons_verdict
from ui.store import PLAY, Change, Store


class Announcer:
    def __init__(
        self,
        words: MoveWords,
        say: Callable[[str], None],
        status: Callable[[Session], str],
        tally: Callable[[Store], str | None] = lambda store: None,
    ) -> None:
        self.words = words
        self.say = say
        #: The status line: whose turn, who won, "hand the device to X".
        self.status = status
        #: At the end, the panel's tally of games against the computer.
        self.tally = tally
        self._said: tuple[int, int, str] | None = None

    def __call__(self, store: Store, change: Change) -> None:
        session = store.session
        if session is None or store.screen != PLAY:
            self._said = None
            return
        if not (change.position or change.votes or change.new_game or change.screen):
            return
        status = self.status(session)
        over = outcome_text(session.state)
        if over and over not in status:  # a view's own line (a reveal) hides it
            over = " ".join(part for part in (persons_verdict(session), over) if part)
            status = f"{status.rstrip('.')}. {over}" if status else over
        tally = self.tally(store) if over else None
        if tally:
            status = f"{status.rstrip('.')}. {tally}"
        key = (id(session), session.cursor, status)
        if key == self._said:
            return
        moved = self._said is not None and self._said[:2] != key[:2]
        self._said = key
        last = self.words.last(session) if (moved or change.new_game) else None
        self.say(announcement(last, status))


def announcement(last: str | None, status: str) -> str:
    """``"White placed a piece on b2. Black to move."``"""
    parts = [part.rstrip(".") for part in (last, status) if part]
    if not parts:
        return ""
    said = ". ".join(parts)
    return said if said.endswith(("…", "!", "?")) else said + "."
