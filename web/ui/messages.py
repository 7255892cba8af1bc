"""Subscriber: the message box shows the store's message while its screen
and position are shown, and nothing otherwise.

A failed save is worded for where it failed. In the app's own tab (storage
full) the game is still in the address bar, as ``save_failed`` says. Where
the browser denies storage (a cross-site iframe) the address bar is the
host page's and holds no game: one short line says games are not saved
there, and that Share keeps this one where the page shows Share (not under
``?embed``, which offers no link of its own).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Literal

from ui.i18n import said_as, t
from ui.store import Change, Message, Store

#: Where the page runs: its own storage, denied storage (Share shown), or
#: denied storage under ``?embed`` (no Share).
Place = Literal["own", "denied", "denied-embed"]

_DENIED_WORDS: dict[Place, str] = {"denied": "storage_off_share", "denied-embed": "storage_off"}


def page_place() -> Place:
    """The page's place: storage denied as ``boot.js`` found it (``no-storage``
    on ``<html>``: no IndexedDB) or as saving finds it (no localStorage);
    ``embed`` as ``index.html`` sets it."""
    import js  # the browser's (tests hand Messages their own ``place``)

    from ui import storage

    classes = js.document.documentElement.classList
    if not classes.contains("no-storage") and storage.available():
        return "own"  # storage works: a failed save is a full one
    return "denied-embed" if classes.contains("embed") else "denied"


def failure_tail(text: str) -> str | None:
    """The failed save's words that end ``text`` (alone, or after a message
    it joined, as a broken link's), in either language; else None."""
    for words in said_as("save_failed"):
        if words and (text == words or text.endswith(" " + words)):
            return words
    return None


def worded(message: Message | None, place: Place) -> Message | None:
    """``message`` as the box shows it here: a failed save where storage is
    denied becomes that place's short line (after what it joined)."""
    tail = failure_tail(message.text) if message is not None else None
    if message is None or place == "own" or tail is None:
        return message
    return replace(message, text=message.text[: -len(tail)] + t(_DENIED_WORDS[place]))


def joined(before: Message | None, text: str) -> str:
    """``text`` said after the message shown (a broken link's reason stays
    in sight with the news that the game is not saved)."""
    return f"{before.text.rstrip()} {text}" if before is not None and before.text else text


class Messages:
    def __init__(
        self, show: Callable[[Message | None], None], place: Callable[[], Place] = page_place
    ) -> None:
        self.show = show
        self.place = place
        self.shown: Message | None = None

    def __call__(self, store: Store, change: Change) -> None:
        message = store.visible_message()
        if message is not None and failure_tail(message.text) is not None:
            message = worded(message, self.place())
        if message != self.shown:
            self.shown = message
            self.show(message)
