"""Subscriber: the message box shows the store's message while its screen
and position are shown, and nothing otherwise."""

from __future__ import annotations

from collections.abc import Callable

from ui.store import Change, Message, Store


class Messages:
    def __init__(self, show: Callable[[Message | None], None]) -> None:
        self.show = show
        self.shown: Message | None = None

    def __call__(self, store: Store, change: Change) -> None:
        message = store.visible_message()
        if message != self.shown:
            self.shown = message
            self.show(message)
