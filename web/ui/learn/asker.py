"""The other seats of a lesson: the script answers for them where the
computer would (``ui.players`` asks, as for any computer seat), after a
short pause so the player sees their own move first. Outside a lesson
every question goes to the real computer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ui.players import Answer, Asker
from ui.store import Store

#: How long the script "thinks" before it answers, in milliseconds.
PAUSE_MS = 700


class LessonAsker:
    def __init__(
        self,
        store: Store,
        computer: Asker,
        tutor: Callable[[], Any],
        later: Callable[[Callable[[], None], int], None],
    ) -> None:
        self.store = store
        self.computer = computer
        #: The lesson's ``Tutor`` (``ui.learn.lesson``), or None.
        self.tutor = tutor
        self.later = later

    def ask(self, op: str, record: str, seat: int | None, level: str, answer: Answer) -> None:
        tutor = self.tutor()
        session = self.store.session
        if tutor is None or session is None or seat is None:
            self.computer.ask(op, record, seat, level, answer)
            return
        move = tutor.reply(session, seat)
        if move is None:
            return
        # ``ui.players`` drops an answer for a position no longer shown.
        self.later(lambda: answer({"move": move}), PAUSE_MS)

    def forget(self) -> None:
        self.computer.forget()
