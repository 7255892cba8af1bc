"""Subscriber: after every move the embedding page hears of it
(``abstrakta:move``, and ``abstrakta:over`` at the end); a position
reached otherwise (undo, redo, a new game, a link loaded) is
``abstrakta:position``, so the page's record is never stale."""

from __future__ import annotations

import json
from collections.abc import Callable

from ui.status import api_status
from ui.store import Change, Store


class EmbedEvents:
    def __init__(self, emit: Callable[[str, str], None]) -> None:
        self.emit = emit

    def __call__(self, store: Store, change: Change) -> None:
        session = store.session
        if session is None or not (change.position or change.played):
            return
        detail = json.dumps(
            {"move": change.played, "record": session.record(), "status": api_status(session)}
        )
        if change.played is None:
            self.emit("position", detail)
            return
        self.emit("move", detail)
        if session.state.is_over():
            self.emit("over", detail)
