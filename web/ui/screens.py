"""Subscriber: exactly one screen is shown, the store's. A screen is
anything with ``show(store)`` and ``hide()``; a new one (a how-to-play
page) is one ``add`` in the wiring and ``store.show(name)``."""

from __future__ import annotations

from typing import Protocol

from ui.store import Change, Store


class Screen(Protocol):
    def show(self, store: Store) -> None: ...

    def hide(self) -> None: ...


class Screens:
    def __init__(self) -> None:
        self.screens: dict[str, Screen] = {}
        self.shown: str | None = None

    def add(self, name: str, screen: Screen) -> None:
        self.screens[name] = screen

    def __call__(self, store: Store, change: Change) -> None:
        if not (change.screen or change.texts or change.new_game) and self.shown == store.screen:
            return
        for name, screen in self.screens.items():
            if name != store.screen:
                screen.hide()
        self.screens[store.screen].show(store)
        self.shown = store.screen
