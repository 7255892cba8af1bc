"""Subscriber: the URL fragment is the record of the position shown.

A change says how it reaches the browser's history (``Change.history``):
a new entry (a person's move, undo, a new game, going home), the current
entry rewritten (the computer's move: Back never lands on the computer's
turn), or untouched (the change came from the URL itself).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol

from ui.howto.texts import lesson_fragment, lesson_place
from ui.store import PLAY, PUSH, Change, Store


class Location(Protocol):
    def fragment(self) -> str:
        """The fragment, without ``#``."""
        ...

    def write(self, fragment: str, push: bool, saved_id: str | None) -> None:
        """Set the fragment ("" for none) as a new or the current entry."""
        ...

    def saved_id(self) -> str | None:
        """The saved game the current entry was written for (a reload
        finds its own saved game, and the vote in progress, by it)."""
        ...


class UrlSync:
    def __init__(
        self,
        location: Location,
        fragments: Mapping[str, Callable[[], str]] | None = None,
        pushes: bool = True,
    ) -> None:
        self.location = location
        #: Screens with a fragment of their own (a how-to-play page).
        self.fragments = dict(fragments or {})
        #: Whether a change may add a history entry. Not in an iframe
        #: (``?embed``): its entries are the host page's history, and the
        #: browser's Back walked back through the game instead of leaving
        #: the article.
        self.pushes = pushes

    def __call__(self, store: Store, change: Change) -> None:
        if change.history is None:
            return
        wanted, push = "", change.history == PUSH and self.pushes
        # A lesson is never a link to its position: its address names the
        # lesson and its step, which a reload reopens; a step replaces the
        # last one's entry (Back leaves the lesson, as before it began).
        if store.screen == PLAY and store.session is not None and store.lesson is not None:
            game_id = store.session.game_id
            wanted = lesson_fragment(game_id, store.lesson.resume_step(store.session))
            push = push and lesson_place(self.location.fragment(), (game_id,)) is None
        elif store.screen == PLAY and store.session is not None:
            wanted = store.session.record()
        elif store.screen in self.fragments:
            wanted = self.fragments[store.screen]()
        if self.location.fragment() != wanted:
            self.location.write(wanted, push, store.saved_id)
        elif wanted and self.location.saved_id() != store.saved_id:
            self.location.write(wanted, False, store.saved_id)
