"""Subscriber: the board's text equivalent, kept in sync with the board
(``#board-text``, read by screen readers): whose turn and what can be
done, then every place with something on it or something to do there,
in the page's language (the view says what is on each place).

Pure Python (the element is a port), tested in CPython.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ui.i18n import t
from ui.keyboard import board_lines, surface_words
from ui.session import Session
from ui.store import PLAY, Change, Store


@dataclass(frozen=True)
class BoardText:
    title: str
    status: str
    lines: tuple[str, ...]


class BoardTextSync:
    """Rewrites the text after every change of the store, and soon after
    the board is redrawn (a selection or a hint toggled in a view changes
    the board without a store change; ``soon`` gathers a burst of frames,
    a pan for one, into one rewrite)."""

    def __init__(
        self,
        store: Store,
        view: Callable[[], Any],
        show: Callable[[BoardText], None],
        status: Callable[[Session], str],
        schedule: Callable[[Callable[[], None]], None] = lambda job: job(),
    ) -> None:
        self.store = store
        self.view = view
        self.show = show
        self.status = status
        self.schedule = schedule
        self.shown: BoardText | None = None
        self._pending = False

    def __call__(self, store: Store, change: Change) -> None:
        if change.message and not (change.position or change.screen or change.view):
            return
        self.sync()

    def soon(self) -> None:
        if not self._pending:
            self._pending = True
            self.schedule(self._run)

    def _run(self) -> None:
        self._pending = False
        self.sync()

    def sync(self) -> None:
        store = self.store
        session, view = store.session, self.view()
        if session is None or view is None or store.screen != PLAY:
            return
        board_words = surface_words(session.game_id)
        lines = tuple(board_lines(view)) or (t("kb.nothing", **board_words),)
        text = BoardText(t("kb.board_text", **board_words), self.status(session), lines)
        if text != self.shown:
            self.shown = text
            self.show(text)
