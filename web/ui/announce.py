"""Subscriber: each move in plain words in the page's polite live region
(``#announce``), with whose turn it is now, so a screen reader follows
the game; a new game, an undo or a jump back are said the same way.

Pure Python (the region is a port), tested in CPython.
"""

from __future__ import annotations

from collections.abc import Callable

from abstrakta.core import CHANCE
from ui.i18n import add_ui_texts, plural, t
from ui.move_words import MoveWords, counted_runs
from ui.session import Session
from ui.status import end_told, outcome_text, persons_verdict
from ui.store import PLAY, Change, Store

add_ui_texts(
    {
        "a11y.back_one": "One move taken back",
        "a11y.back_other": "{count} moves taken back",
        "a11y.forward_one": "One move replayed",
        "a11y.forward_other": "{count} moves replayed",
        "a11y.last_move": "Last move: {move}",
    },
    {
        "a11y.back_one": "Una mossa annullata",
        "a11y.back_other": "{count} mosse annullate",
        "a11y.forward_one": "Una mossa ripetuta",
        "a11y.forward_other": "{count} mosse ripetute",
        "a11y.last_move": "Ultima mossa: {move}",
    },
)


#: At most this many moves said at once (the last ones).
MOST_SAID = 4
#: Words replaced sooner than this (ms) were likely never read out: a
#: person's move, the computer's answer a moment later. The next words
#: say them again.
CUT_SHORT_MS = 1500.0


class Announcer:
    def __init__(
        self,
        words: MoveWords,
        say: Callable[[str], None],
        status: Callable[[Session], str],
        tally: Callable[[Store], str | None] = lambda store: None,
        defer: Callable[[Callable[[], None]], None] = lambda say_now: say_now(),
        clock: Callable[[], float] | None = None,
    ) -> None:
        self.words = words
        #: Milliseconds, for words replaced before they could be read
        #: (None: words are never cut short).
        self.clock = clock
        self._said_ms: float | None = None
        #: The words before the last ones (their game and cursor).
        self._said_before: tuple[int, int, str] | None = None
        #: Runs the saying after the current task (the page: ``later``), so
        #: the moves of one task (a share's two gifts, played one by one)
        #: are said together: a live region written twice in a task is read
        #: once, with the last text only.
        self.defer = defer
        self._due = False
        self._new_game = False
        self.say = say
        #: The status line: whose turn, who won, "hand the device to X".
        self.status = status
        #: At the end, the panel's tally of games against the computer.
        self.tally = tally
        self._said: tuple[int, int, str] | None = None
        #: The line when last said: a move back along it (undo, the move
        #: list) or forward again (redo) is said as such.
        self._line: list[str] = []

    def __call__(self, store: Store, change: Change) -> None:
        session = store.session
        if session is None or store.screen != PLAY:
            self._said = None
            return
        if not (change.position or change.votes or change.new_game or change.screen):
            return
        self._new_game = self._new_game or change.new_game
        if not self._due:
            self._due = True
            self.defer(lambda: self.say_now(store))

    def say_now(self, store: Store) -> None:
        """Say what changed since the last words: the moves, whose turn."""
        session = store.session
        if session is not None and store.screen == PLAY and computer_goes_on(session):
            self._due = False  # said with the run's last move, once a person acts
            return
        new_game, self._due, self._new_game = self._new_game, False, False
        if session is None or store.screen != PLAY:
            self._said = None
            return
        status = self.status(session)
        over = outcome_text(session.state)
        # A view's own line may say the end already (with its scores), or
        # hide it (a reveal comes first).
        if over and over not in status and not end_told(status, session.state):
            over = " ".join(part for part in (persons_verdict(session), over) if part)
            status = f"{status.rstrip('.')}. {over}" if status else over
        tally = self.tally(store) if over else None
        if tally:
            status = f"{status.rstrip('.')}. {tally}"
        key = (id(session), session.cursor, status)
        if key == self._said:
            return
        before = self._said
        moved = before is not None and before[:2] != key[:2]
        walked = along_the_line(before, key, self._line, session) if moved else None
        now = self.clock() if self.clock is not None else None
        last_ms = self._said_ms
        cut_short = now is not None and last_ms is not None and now - last_ms < CUT_SHORT_MS
        earlier = self._said_before
        self._said, self._said_before, self._said_ms = key, before, now
        self._line = list(session.line)
        last = self.words.last(session) if (moved or new_game) else None
        if moved and not walked and before is not None and before[0] == key[0]:
            # Every move played since the last words (a run of the computer's
            # moves, said once a person acts): the last alone left the rest
            # unsaid; since the words before, if the last were cut short.
            start = before[1]
            cut = earlier[1] if cut_short and earlier and earlier[0] == key[0] else None
            if cut is not None and computers_only(session, start, session.cursor):
                start = min(start, cut)
            played = [e.text for e in self.words.entries(session) if e.end > start]
            played = counted_runs(played)[-MOST_SAID:]
            last = ". ".join(text.rstrip(".") for text in played) or last
        if walked and last:
            last = f"{walked}. {t('a11y.last_move', move=last)}"
        self.say(announcement(walked if walked and not last else last, status))


def computer_goes_on(session: Session) -> bool:
    """Whether the computer just moved and moves on at once, with a person
    at the table: its run of moves is said together when a person acts
    (a person out of a TiQuadra round heard each of two computers'
    placements, some seventeen in a second). With no person at the table
    every move is said."""
    if session.state.is_over() or not session.live() or session.persons_turn():
        return False
    if not session.people():
        return False
    movers = [m for m in session.movers[: session.cursor] if m != CHANCE]
    return bool(movers) and movers[-1] >= 0 and session.is_computer(movers[-1])


def computers_only(session: Session, start: int, end: int) -> bool:
    """Whether the line's items ``start:end`` are the computer's moves (and
    draws): an answer, with no person's move among them."""
    movers = session.movers[start:end]
    return any(m != CHANCE for m in movers) and all(
        m == CHANCE or (m >= 0 and session.is_computer(m)) for m in movers
    )


def along_the_line(
    before: tuple[int, int, str] | None,
    key: tuple[int, int, str],
    line: list[str],
    session: Session,
) -> str | None:
    """ "2 moves taken back" (an undo, a step back in the move list) or
    "One move replayed" (a redo): the same game, the cursor moved along
    the line already played; None for a move played."""
    if before is None or before[0] != key[0]:
        return None
    was, now = before[1], key[1]
    # The players' moves, as the move list counts them: a draw from the
    # bag (Tantrix's refill) is not a move taken back.
    if now < was and session.line[:now] == line[:now]:
        return plural("a11y.back", players_moves(session, now, was))
    if was < now <= len(line) and session.line[:now] == line[:now]:
        return plural("a11y.forward", players_moves(session, was, now))
    return None


def players_moves(session: Session, start: int, end: int) -> int:
    """How many of the line's items ``start:end`` a player made (at least
    one: a step along the line moves something)."""
    return max(1, sum(1 for mover in session.movers[start:end] if mover != CHANCE))


def announcement(last: str | None, status: str) -> str:
    """``"White placed a piece on b2. Black to move."``"""
    parts = [part.rstrip(".") for part in (last, status) if part]
    if not parts:
        return ""
    said = ". ".join(parts)
    return said if said.endswith(("…", "!", "?")) else said + "."
