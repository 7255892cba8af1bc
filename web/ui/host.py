"""What a view may do (``views.base.Host``), over the store: read the
position, play a move, redraw, ask the computer, cast ballots, say
something, open a dialog. A view never sees the app."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from abstrakta.core import State
from ui.players import Asker, Players
from ui.session import Session
from ui.status import looking_back
from ui.store import Store

Dialog = Callable[[list[Any], list[tuple[str, str]], Any], None]


class ViewHost:
    def __init__(
        self,
        store: Store,
        players: Players,
        computer: Asker,
        board: Any,
        dialog: Dialog,
    ) -> None:
        self.store = store
        self.players = players
        #: The AI worker (the Asterismo view asks its solver).
        self.computer = computer
        #: The board's canvas (views with a camera read its size).
        self.board = board
        self.dialog = dialog
        #: Refill the panel keeping the keyboard's focus (the page sets it).
        self.keep_focus: Callable[[Callable[[], None]], None] = lambda fill: fill()
        #: Say a line to screen readers only (the page sets it: a live region).
        self.say_aloud: Callable[[str], None] = lambda text: None

    @property
    def session(self) -> Session:
        assert self.store.session is not None
        return self.store.session

    @property
    def state(self) -> State:  # type: ignore[type-arg]
        return self.session.state

    @property
    def ballots(self) -> dict[int, str]:
        """The secret vote in progress (seat -> choice text); read only."""
        return dict(self.session.ballots)

    def play(self, move: str) -> bool:
        """Play a move; False (and the rules' reason shown) if refused."""
        error = self.store.play(move)
        if error is not None:
            self.store.say(error)
            self.redraw()
            return False
        return True

    def redraw(self) -> None:
        self.board.redraw()

    def pulse(self) -> None:
        self.board.redraw_pulse()

    def refresh(self) -> None:
        self.store.refresh_view()

    def computers_turn(self) -> bool:
        """No person may move now: the computer's turn, or a lesson over."""
        return self.session.computers_turn() or self.lesson_over()

    def looking_back(self) -> bool:
        """The board shows an earlier position (the computer waits there)."""
        return looking_back(self.session)

    def lesson_over(self) -> bool:
        """A lesson on the table has reached its end (its card offers a real
        game): the board takes no more moves."""
        tutor = self.store.lesson
        return tutor is not None and bool(tutor.progress(self.session).done)

    def computer_may_go(self) -> None:
        self.players.on_position()

    def flash(self, text: str, info: bool = False) -> None:
        self.store.say(text, info)

    def is_computer(self, seat: int) -> bool:
        return self.session.is_computer(seat)

    def scripted(self, seat: int) -> bool:
        """Whether a lesson's script plays ``seat`` (``ui.learn``): views
        say so where they would say "computer"."""
        return self.store.lesson is not None and self.session.is_computer(seat)

    def submit_votes(self, ballots: dict[int, str]) -> None:
        self.players.submit_votes(ballots)

    def ask_computer(self, op: str, answer: Any) -> None:
        """Ask the AI worker about the position on screen (``values``,
        ``solve``...); an answer for a position no longer shown is dropped."""
        record = self.session.record()

        def deliver(data: dict[str, Any]) -> None:
            if self.store.record() == record:
                answer(data)

        self.computer.ask(op, record, None, "normal", deliver)
