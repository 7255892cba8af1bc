"""Subscriber: after every move the embedding page hears of it
(``abstrakta:move``, and ``abstrakta:over`` at the end)."""

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
        if change.played is None or session is None:
            return
        detail = json.dumps(
            {"move": change.played, "record": session.record(), "status": api_status(session)}
        )
        self.emit("move", detail)
        if session.state.is_over():
            self.emit("over", detail)
