"""Subscriber: the computer's turns. When the position on the table is
the line's last (never one the person looks at in history) and a computer
seat is to move or to vote, the computer is asked (in its worker); its
answer is played only if the position is still the one it was asked about.

At a secret vote the computer's choice is asked from the position alone
(the worker never sees anyone's ballot); every ballot is kept in the
session, and the joint vote is played once all are in.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from abstrakta.core import SIMULTANEOUS
from ui.i18n import plural, t
from ui.status import seats_words
from ui.store import PUSH, REPLACE, Change, Store

Answer = Callable[[dict[str, Any]], None]
#: The least time (ms) from the question to a computer's move when no
#: person moved since the computer's move before: each is seen, not
#: skipped (a Tsoro game of two computers was over before the board was
#: drawn; TiQuadra's computers laid a person's empty-handed rest of a phase
#: in one blink). An answer to a person's move is played at once.
WATCHED_MOVE_MS = 700.0


#: The answer's error when the computer's worker could not start (its
#: files did not load: ``Computer``); the question may be asked again.
UNAVAILABLE = "computer unavailable"
#: The first wait (ms) before the computer is asked again after that; each
#: wait doubles, up to ``RETRY_MAX_MS``.
RETRY_MS = 3000
RETRY_MAX_MS = 60_000


def failure_text(error: object, key: str = "computer_failed") -> str:
    """The message for the computer's failure (``key``'s words around its
    reason): the error's last line only (the worker sends a whole Python
    traceback, unreadable in the page)."""
    if error == UNAVAILABLE:
        return t("computer_unavailable")
    lines = [line.strip() for line in str(error).splitlines() if line.strip()]
    last = lines[-1] if lines else "?"
    if ": " in last and last.split(": ", 1)[0].isidentifier():
        last = last.split(": ", 1)[1]  # "ValueError: ..." -> "..."
    return t(key, reason=last)


class Asker(Protocol):
    """The computer players' worker (``ui.computer.Computer``)."""

    def ask(self, op: str, record: str, seat: int | None, level: str, answer: Answer) -> None: ...

    def forget(self) -> None: ...


class Players:
    def __init__(
        self,
        store: Store,
        computer: Asker,
        clock: Callable[[], float] = lambda: 0.0,
        thought: Callable[[float, float], None] = lambda start, end: None,
        held: Callable[[], bool] = lambda: False,
        warm_up: Callable[[], None] = lambda: None,
        after: Callable[[Callable[[], None], int], None] = lambda function, ms: function(),
    ) -> None:
        self.store = store
        self.computer = computer
        self.clock = clock
        #: Called with each thinking period (the page's own measurements).
        self.thought = thought
        #: Whether the screen holds the computer back (a revealed vote the
        #: person has not yet gone on from: ``View.holds_the_computer``).
        self.held = held
        #: Boots the computer's worker ahead of its first question
        #: (``Computer.start_soon``).
        self.warm_up = warm_up
        #: Runs a function after a delay in ms (``ui.dom.later``): the pace of
        #: the computers' moves in a row (``WATCHED_MOVE_MS``), ``clock`` in ms.
        self.after = after
        #: Computer seats asked and not yet answered.
        self.thinking: set[int] = set()
        #: Computer seats answered whose move waits for its pace: still
        #: "thinking" to the person.
        self.paced: set[int] = set()
        self._asked_for: str | None = None
        self._thinking_since = 0.0
        #: Times in a row the computer could not start (``UNAVAILABLE``).
        self._unavailable = 0

    # --- the subscriber ------------------------------------------------

    def __call__(self, store: Store, change: Change) -> None:
        if change.position:
            self.on_position()

    def on_position(self) -> None:
        """Ask the computer if it is to move or vote at the live position."""
        session = self.store.session
        record = session.record() if session is not None else None
        if record == self._asked_for and record is not None:
            return
        self.computer.forget()
        self.thinking.clear()
        self.paced.clear()
        self._asked_for = None
        if session is None or record is None or session.state.is_over() or not session.live():
            return
        if session.seats and self.store.lesson is None:
            self.warm_up()
        if self.held():
            return  # asked again when the view lets it go (``ViewHost.computer_may_go``)
        seat = session.state.current_player()
        seats = [seat] if seat >= 0 else session.voters()
        for computer_seat in [s for s in seats if session.is_computer(s)]:
            if computer_seat in session.ballots:
                continue
            self._asked_for = record
            self.thinking.add(computer_seat)
            self.computer.ask(
                "choose",
                record,
                computer_seat,
                session.seats[computer_seat],
                lambda answer, s=computer_seat: self._answered(record, s, answer),
            )
        if self.thinking:
            self._thinking_since = self.clock()
        else:
            self._vote_if_complete()

    def _ask_again(self, record: str) -> None:
        """Ask the computer again at ``record``, if the game is still there
        and nobody is asking already."""
        session = self.store.session
        if session is None or session.record() != record or self.thinking:
            return
        self._asked_for = None
        self.on_position()

    def status(self) -> str | None:
        """ "White (computer) is thinking…", while it is."""
        session = self.store.session
        seats = sorted(self.thinking | self.paced)
        if not seats or session is None:
            return None
        if any(seat not in session.ballots for seat in session.persons_voting()):
            return None  # a secret vote: the person votes now, not after the computer
        names = seats_words(session.state, seats)
        if self.store.lesson is not None:  # the script answers, not the computer
            return plural("lesson_replying", len(seats), seat=names)
        return plural("thinking", len(seats), seat=names)

    def _answered(self, record: str, seat: int, answer: dict[str, Any]) -> None:
        store = self.store
        session = store.session
        if session is None or session.record() != record:
            return
        self.thinking.discard(seat)
        if not self.thinking:
            self.thought(self._thinking_since, self.clock())
        if answer.get("error") == UNAVAILABLE:
            # Its files did not load (no connection): said, and asked again
            # later, less and less often, until the position changes.
            store.say(t("computer_unavailable_retry"))
            wait_ms = min(RETRY_MAX_MS, RETRY_MS * 2**self._unavailable)
            self._unavailable += 1
            self.after(lambda: self._ask_again(record), wait_ms)
            return
        self._unavailable = 0
        if "move" not in answer:
            store.say(failure_text(answer.get("error")))
            return
        wait = WATCHED_MOVE_MS - (self.clock() - self._thinking_since)
        watched = not session.people() or session.computer_moved_last()
        if watched and wait > 0 and not self.thinking:
            self.paced.add(seat)
            self.after(lambda: self._play_answer(record, seat, answer), int(wait))
            return
        self._play_answer(record, seat, answer)

    def _play_answer(self, record: str, seat: int, answer: dict[str, Any]) -> None:
        store = self.store
        session = store.session
        if session is None or session.record() != record:
            return  # another game, an undo, a new move: the answer is stale
        self.paced.discard(seat)
        if session.state.current_player() == SIMULTANEOUS:
            self.submit_votes({seat: str(answer["move"])})
        else:
            error = store.play(str(answer["move"]), by_computer=True)
            if error:
                store.say(failure_text(error))

    # --- secret votes ----------------------------------------------------

    def submit_votes(self, ballots: dict[int, str]) -> None:
        """Ballots (the people's from the view, the computer's from its
        worker); the vote is played when every voter's is in."""
        refused = self.store.cast(ballots)
        if refused is not None:  # a lesson wants another ballot: say why
            self.store.say(refused)
            return
        self._vote_if_complete()

    def _vote_if_complete(self) -> None:
        session = self.store.session
        if session is None:
            return
        voters = session.voters()
        if not voters or any(seat not in session.ballots for seat in voters):
            return
        state = session.state
        choices = {}
        for seat in voters:
            by_text = {str(m): m for m in state.legal_moves(seat)}
            choices[seat] = by_text[session.ballots[seat]]
        people = any(not session.is_computer(seat) for seat in voters)
        self.store.play(
            str(state.joint_move(choices)),
            by_computer=True,
            history=PUSH if people else REPLACE,
        )
