"""The page's one source of truth and its changes.

The store holds the game on the table (a ``Session``: moves, cursor,
seats, the vote in progress), the screen shown, and the message shown.
Every change goes through a method here and ends in ``notify``: each
subscriber (URL, autosave, board and panel, move list, messages, embed
events, the computer's turn) does its one job from the store alone.

Pure Python (no browser), so the flow is tested in CPython with fakes.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from abstrakta.core import MESSAGE_LIMIT, AbstraktaError, cap
from ui.i18n import error_text, rules_text, t
from ui.move_words import inside_an_entry
from ui.session import Session

HOME, PLAY = "home", "play"
#: How a change reaches the browser's history: a new entry, the current
#: entry rewritten, or not at all (the change came from the URL itself).
PUSH, REPLACE = "push", "replace"


@dataclass(frozen=True)
class Message:
    """A message belongs to the screen and the position it was said on."""

    text: str
    info: bool
    screen: str
    record: str | None


@dataclass(frozen=True)
class Change:
    position: bool = False  # the game or its cursor moved
    new_game: bool = False  # another session (the view is made anew)
    screen: bool = False
    message: bool = False
    votes: bool = False  # a ballot was cast or taken back
    view: bool = False  # only the view's own state (a selection)
    texts: bool = False  # the page's language changed
    history: str | None = None  # PUSH, REPLACE or None
    played: str | None = None  # the move just played, if one was


Subscriber = Callable[["Store", Change], None]


class Gate(Protocol):
    """A lesson on the table (``ui.learn``): it vets each move a person
    makes before the rules play it. Its session is never saved and its
    moves never written in the URL, only its step (``UrlSync``, ``Autosave``)."""

    def vet(self, session: Session, move: str) -> str | None:
        """None to let ``move`` be played, else why not (shown as it is)."""
        ...

    def vet_ballot(self, session: Session, seat: int, choice: str) -> str | None:
        """As ``vet``, for a secret ballot."""
        ...

    def resume_step(self, session: Session) -> int:
        """The step of the lesson its address names (a reload reopens it)."""
        ...


class Store:
    def __init__(self) -> None:
        self.session: Session | None = None
        self.screen = HOME
        #: The saved game (this device's storage) the session is kept as.
        self.saved_id: str | None = None
        self.message: Message | None = None
        #: The lesson being played, if the game on the table is one.
        self.lesson: Gate | None = None
        self._subscribers: list[Subscriber] = []

    # --- subscribing ----------------------------------------------------

    def subscribe(self, subscriber: Subscriber) -> Subscriber:
        self._subscribers.append(subscriber)
        return subscriber

    def notify(self, change: Change) -> None:
        message = self.message
        if change.position and message is not None and message.record not in (None, self.record()):
            # Said at a position now left: gone for good (an undo back to it
            # showed and said "You offer Black a draw…" again, stale).
            self.message = None
        for subscriber in list(self._subscribers):
            subscriber(self, change)

    # --- reading ----------------------------------------------------------

    def record(self) -> str | None:
        return self.session.record() if self.session is not None else None

    def visible_message(self) -> Message | None:
        """The message, while its screen and position are still shown."""
        message = self.message
        if message is None or message.screen != self.screen:
            return None
        if message.screen == PLAY and message.record not in (None, self.record()):
            return None
        return message

    # --- screens and messages -----------------------------------------------

    def say(self, text: str, info: bool = False, lasting: bool = False) -> None:
        """Show ``text`` on this screen at this position ("" clears);
        ``lasting``: at every position, until something else is said or the
        screen changes (news about the game, not about a move)."""
        # A sentence around a rules message (each capped): never a huge box.
        text = cap(text, 2 * MESSAGE_LIMIT)
        record = None if lasting else self.record()
        self.message = Message(text, info, self.screen, record) if text else None
        self.notify(Change(message=True))

    def forget_refusal(self) -> None:
        """A new tap on the board: the refusal of the last one (not a hint
        or other news) has been read, and would now describe the wrong tap."""
        message = self.visible_message()
        if message is not None and not message.info:
            self.say("")

    def show(self, screen: str, history: str | None = None) -> None:
        """Show another screen (registered in ``ui.screens``); a message
        said on the screen left goes with it."""
        if screen != self.screen:
            self.message = None
        self.screen = screen
        self.notify(Change(screen=True, history=history))

    def show_home(self, history: str | None = PUSH) -> None:
        self.show(HOME, history)

    def show_play(self, history: str | None = PUSH) -> None:
        if self.session is not None:
            self.show(PLAY, history)

    def close_game(self, error: str) -> None:
        """A link that holds no game: the home screen says why (no board
        of the game before stays under the bad link)."""
        self.session, self.saved_id, self.lesson = None, None, None
        self.screen = HOME
        self.message = Message(error, False, HOME, None)
        self.notify(Change(position=True, new_game=True, screen=True, message=True))

    # --- the game ---------------------------------------------------------------

    def adopt(self, session: Session, saved_id: str | None, history: str | None) -> None:
        """Make ``session`` the game on the table."""
        self.session, self.lesson = session, None
        self.saved_id = saved_id or secrets.token_hex(6)
        self.screen = PLAY
        self.notify(Change(position=True, new_game=True, screen=True, history=history))

    def start_lesson(self, session: Session, lesson: Gate, history: str | None = PUSH) -> None:
        """Put a lesson on the table: not saved (no ``saved_id``), its
        moves vetted by ``lesson`` (``play``, ``cast``)."""
        self.session, self.lesson, self.saved_id = session, lesson, None
        self.message = None
        self.screen = PLAY
        self.notify(Change(position=True, new_game=True, screen=True, history=history))

    def new_game(
        self,
        game_id: str,
        options: dict[str, str],
        seats: dict[int, str] | None = None,
        levels: tuple[str, ...] = (),
        strict: bool = False,
    ) -> str | None:
        """Start a game; ``seats`` gives computer seats their level (one of
        ``levels``; the new-game screen's ``person`` seats are passed over).
        Returns an error text, or None. ``strict`` (the page's API): a seat
        or level the game lacks is an error and nothing starts, as a seat
        asked for the computer must not quietly be a person's."""
        try:
            session = Session.new(game_id, options)
        except KeyError:
            return t("bad_link_none", reason=rules_text("record_game", game=game_id))
        except AbstraktaError as error:
            return error_text(error)
        players = session.state.num_players()
        for seat, level in sorted((seats or {}).items()) if strict else ():
            if not 0 <= seat < players:
                return t("no_such_seat", seat=seat, last=players - 1)
            if level not in levels:
                return t("no_such_level", level=cap(level, 40), levels=", ".join(levels))
        session.seats = {
            seat: level
            for seat, level in (seats or {}).items()
            if level in levels and 0 <= seat < players
        }
        self.adopt(session, None, PUSH)
        return None

    def play(self, move: str, by_computer: bool = False, history: str | None = None) -> str | None:
        """Play a move for the seat to move; returns the rules' reason if
        refused. A person's move is a new history entry; the computer's
        rewrites the current one, so Back and Forward walk the positions
        where a person is to move."""
        session = self.session
        if session is None:
            return t("bad_link_none", reason=rules_text("record_empty"))
        if not by_computer and session.computers_turn():
            return t("computers_turn")
        if not by_computer and self.lesson is not None:
            refused = self.lesson.vet(session, move)
            if refused is not None:
                return refused
        try:
            # Against the computer, a move always ends the line: its answer
            # is asked afresh, never replayed from an old line.
            session.play(move, keep_tail=not session.seats)
        except AbstraktaError as error:
            return t("illegal", reason=error_text(error))
        if history is None:
            history = REPLACE if by_computer else PUSH
        self.notify(Change(position=True, history=history, played=move))
        return None

    def cast(self, ballots: dict[int, str]) -> str | None:
        """Ballots of the vote in progress (kept in the session); a lesson
        may refuse them (returns why, and nothing is cast)."""
        session = self.session
        if session is None or not session.voters():
            return None
        if self.lesson is not None:
            for seat, choice in ballots.items():
                refused = self.lesson.vet_ballot(session, seat, choice)
                if refused is not None:
                    return refused
        session.ballots.update({s: c for s, c in ballots.items() if s in session.voters()})
        self.notify(Change(votes=True))
        return None

    def undo(self) -> bool:
        """Take back the last move (a move of the move list, whole);
        against the computer, back to the person's last move."""
        session = self.session
        if session is None or not session.undo():
            return False
        while (
            not session.persons_turn() or inside_an_entry(session, session.cursor)
        ) and session.can_undo():
            session.undo()
        self.notify(Change(position=True, history=PUSH))
        return True

    def redo(self) -> bool:
        """Redo a move (of the move list, whole); against the computer, on
        to a person's turn."""
        session = self.session
        if session is None or not session.redo():
            return False
        while (
            not session.persons_turn() or inside_an_entry(session, session.cursor)
        ) and session.can_redo():
            session.redo()
        self.notify(Change(position=True, history=PUSH))
        return True

    def goto(self, cursor: int, history: str | None = PUSH) -> None:
        """Show the position after ``cursor`` moves of the line."""
        if self.session is not None:
            self.session.goto(cursor)
            self.notify(Change(position=True, history=history))

    def retell(self) -> None:
        """The page's language changed: every text is written again."""
        self.notify(Change(texts=True))

    def refresh_view(self) -> None:
        """The view's own state changed (a selection): redraw it."""
        self.notify(Change(view=True))
