"""The page's side of the computer players: questions to the AI worker
(web/ai-worker.js, its own Pyodide) and its answers, so the page never
freezes while the computer thinks.

A question names the position by its record; an answer for a position no
longer on screen (the player undid, or started another game) is dropped.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable
from typing import Any

import js

from ui.dom import later, proxy
from ui.players import UNAVAILABLE

PERSON = "person"
#: How long a game against the computer waits before its worker boots: the
#: first board gets the CPU first (``Computer.start_soon``).
WARM_UP_MS = 1000
Answer = Callable[[dict[str, Any]], None]


def question_seed(game_seed: str, record: str) -> int:
    """The worker's seed for a question: the game's own seed (``Session.seed``,
    drawn when it starts and saved with it) and the position's length. The
    same game asks the same at the same position (a reload, an undo); two
    games do not play alike (the seed was the length alone, so every Tsoro
    game against the computer repeated move for move)."""
    return zlib.crc32(f"{game_seed}.{record.count('_') + 1}".encode())


class Computer:
    def __init__(self, game_seed: Callable[[], str] = lambda: "") -> None:
        #: The seed of the game on the table (the app reads its session's).
        self.game_seed = game_seed
        self._worker: Any = None
        #: The worker's handlers, made once (a worker that could not start
        #: is replaced by a new one, with the same handlers).
        self._handlers: tuple[Any, Any] | None = None
        self._next = 0
        self._waiting: dict[int, Answer] = {}
        self.ready = False
        self._soon = False

    def start_soon(self) -> None:
        """Boot the worker shortly (once): a game against the computer is on
        the table, so neither the computer's first move nor an answer to a
        draw offer waits for its Pyodide to load."""
        if self._worker is None and not self._soon:
            self._soon = True
            later(self.start, WARM_UP_MS)

    def start(self) -> None:
        """Start the worker (once; after the board is interactive, so its
        download never delays the first board)."""
        if self._worker is not None:
            return
        options = js.JSON.parse(json.dumps({"type": "module"}))
        if self._handlers is None:
            self._handlers = (proxy(self._message), proxy(self._could_not_load))
        self._worker = js.Worker.new("./web/ai-worker.js", options)
        self._worker.onmessage, self._worker.onerror = self._handlers

    def ask(self, op: str, record: str, seat: int | None, level: str, answer: Answer) -> None:
        """``op``: choose / hint / values. ``answer`` gets the worker's reply
        (``move``, ``values`` or ``error``)."""
        self.start()
        self._next += 1
        self._waiting[self._next] = answer
        question = {"id": self._next, "op": op, "record": record, "seat": seat, "level": level}
        question["seed"] = question_seed(self.game_seed(), record)
        self._worker.postMessage(js.JSON.parse(json.dumps(question)))

    def forget(self) -> None:
        """Drop every answer still to come (the position changed)."""
        self._waiting.clear()

    def busy(self) -> bool:
        return bool(self._waiting)

    def _message(self, event: Any) -> None:
        data = json.loads(str(js.JSON.stringify(event.data)))
        if data.get("ready"):
            self.ready = True
            return
        answer = self._waiting.pop(data.get("id"), None)
        if answer is not None:
            answer(data)
        elif data.get("id") is None and data.get("error"):
            self._could_not_start(str(data["error"]))

    def _could_not_load(self, event: Any) -> None:
        """The worker's own script could not load (or failed as it loaded)."""
        self._could_not_start(str(getattr(event, "message", "") or "the worker did not load"))

    def _could_not_start(self, reason: str) -> None:
        """The worker could not start: its files did not load (a connection
        lost since the page loaded; the service worker serves them offline
        once it has them). Every question waiting is answered ``UNAVAILABLE``
        (the players ask again later), and the next question starts a new
        worker: this one would fail every question."""
        js.console.warn(f"computer players unavailable: {reason}")
        worker, self._worker = self._worker, None
        self.ready, self._soon = False, False
        if worker is not None:
            worker.terminate()
        waiting, self._waiting = self._waiting, {}
        for answer in waiting.values():
            answer({"error": UNAVAILABLE})
