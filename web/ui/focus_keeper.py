"""Subscriber: the keyboard's place is never lost. When a change hides the
control that had the focus (the guide's button once the guide shows, Offer
draw once the game is over, Learn by playing once the lesson starts), the
focus lands where the screen now shown begins: the board on the play
screen, else the screen's heading; a control disabled under it (Undo at
the first move) hands it to the nearest usable button beside it. Leaving
the play screen also empties the screen reader's regions, so the home
page holds no stale "White to move".
"""

from __future__ import annotations

from typing import Any

import js

from ui.dom import by_id, later, listen
from ui.store import PLAY, Change, Store

#: The regions a screen reader reads the game from (index.html).
GAME_REGIONS = ("announce", "board-cursor", "lesson-said")


def rendered(element: Any) -> bool:
    """On screen (a hidden screen's controls are not)."""
    return bool(element) and bool(element.isConnected) and bool(element.offsetParent)


def focus_lost() -> bool:
    """Nothing on screen has the focus (its control went away)."""
    active = js.document.activeElement
    return not (active and active != js.document.body and rendered(active))


def screen_start() -> Any:
    """Where the screen shown begins for the keyboard: the board (shown
    only on the play screen), else the screen's heading, else its first
    button; None if no screen shows."""
    board = by_id("board")
    if rendered(board):
        return board
    shown = js.document.querySelector("main .screen:not([hidden])")
    if not shown:
        return None
    heading = shown.querySelector("h1, h2")
    if heading and rendered(heading):
        heading.setAttribute("tabindex", "-1")  # focusable by script, not by Tab
        return heading
    return shown.querySelector("button")


def usable_neighbour(element: Any) -> Any:
    """The nearest button beside ``element`` that can take the focus, the
    ones before it first (Undo for a Redo that ran out); None if none."""
    for step in ("previousElementSibling", "nextElementSibling"):
        other = getattr(element, step)
        while other:
            if other.tagName == "BUTTON" and not other.disabled and rendered(other):
                return other
            other = getattr(other, step)
    return None


def land() -> None:
    """Focus the start of the screen shown, without scrolling to it."""
    target = screen_start()
    if target:  # None, or jsnull from a query that found nothing
        target.focus(js.JSON.parse('{"preventScroll": true}'))


class FocusKeeper:
    def __init__(self) -> None:
        #: The element that last had the focus.
        self.last: Any = None
        listen(js.document, "focusin", self._focused)

    def _focused(self, event: Any) -> None:
        self.last = event.target

    def __call__(self, store: Store, change: Change) -> None:
        if change.screen and store.screen != PLAY:
            for region in GAME_REGIONS:
                by_id(region).textContent = ""
        later(self.keep)

    def keep(self) -> None:
        """Land the focus if the focused control has gone; if it is there
        but disabled (Undo at the first move), on its nearest usable
        neighbour (Redo)."""
        if not focus_lost():
            return
        last = self.last
        if last is None:
            return  # nothing had the focus
        # A heading or link has no ``disabled``: JS undefined, which a
        # proxy's attribute read raises on.
        if rendered(last) and not getattr(last, "disabled", False):
            return  # a click on the page let it go
        neighbour = usable_neighbour(last) if rendered(last) else None
        if neighbour is not None:
            neighbour.focus()
        else:
            land()
