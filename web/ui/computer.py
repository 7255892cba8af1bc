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
        self._worker = js.Worker.new("./web/ai-worker.js", options)
        self._worker.onmessage = proxy(self._message)

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
            js.console.warn(f"computer players unavailable: {data['error']}")
