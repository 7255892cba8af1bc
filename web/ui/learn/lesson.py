"""A lesson ("Learn by playing"): a scripted first game on the real rules.

A lesson is a whole line of moves, the record of a short game: the player's
moves (one per ``Step``, each with what to do and why) and, after each, the
other seats' replies and the draws from the bag, all fixed so the lesson is
the same every time. The rules engine plays every move; the lesson only
says which one it wants and why.

Where the lesson stands is read from the position alone (how many moves of
the line are on the board), so nothing else has to be kept in step.

Pure Python (no browser): every script is replayed in CPython (tests/).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from abstrakta.core import CHANCE, SIMULTANEOUS, AbstraktaError
from abstrakta.games import GAMES
from ui.i18n import error_text, language, pointed, t
from ui.session import Session

#: A text in English and Italian.
Text = tuple[str, str]


def say(text: Text) -> str:
    """``text`` in the page's language."""
    return pointed(text[1] if language() == "it" else text[0])


@dataclass(frozen=True)
class Step:
    #: The move wanted of the player, in the record's notation (never shown).
    move: str
    #: What to do and why, in a player's words.
    what: Text
    #: Why another legal move is refused here ("here we want you to …").
    instead: Text
    #: What follows, in order: the other seats' moves and the draws.
    replies: tuple[str, ...] = ()
    #: Whether the board rings the place to play (the view's hint ghost).
    highlight: bool = True


@dataclass(frozen=True)
class Lesson:
    game: str
    #: The seat the player plays (every other seat is the script's).
    player: int
    #: What the lesson teaches, shown above the first step.
    intro: Text
    steps: tuple[Step, ...]
    #: The closing words: what the player now knows, what a real game adds.
    end: Text
    options: dict[str, str] = field(default_factory=dict)
    #: Moves before the first step (draws, a set-up), played at once.
    opening: tuple[str, ...] = ()

    def line(self) -> list[str]:
        """Every move of the lesson, in order."""
        moves = list(self.opening)
        for step in self.steps:
            moves.append(step.move)
            moves.extend(step.replies)
        return moves

    def starts(self) -> list[int]:
        """Where each step's move stands in ``line()``."""
        starts, at = [], len(self.opening)
        for step in self.steps:
            starts.append(at)
            at += 1 + len(step.replies)
        return starts


@dataclass(frozen=True)
class Progress:
    #: The step the lesson is at (the last one whose move was played while
    #: the replies come; ``len(steps)`` once the lesson is done).
    step: int
    #: The player is to play the step's move now.
    waiting: bool
    done: bool


class LessonSession(Session):
    """A session whose draws are the lesson's, never random."""

    script: list[str]

    @classmethod
    def for_lesson(cls, lesson: Lesson) -> LessonSession:
        session = cls(GAMES[lesson.game], dict(lesson.options))
        session.script = lesson.line()
        # The other seats are the script's (the page asks it, not the computer).
        players = session.state.num_players()
        session.seats = {seat: "lesson" for seat in range(players) if seat != lesson.player}
        session.settle()
        return session

    def is_computer(self, seat: int) -> bool:
        """The script plays the other seats until its end; after it nobody
        plays (``Tutor.vet``): the end card offers a real game."""
        return seat in self.seats and self.cursor < len(getattr(self, "script", ()))

    def settle(self) -> None:
        script = getattr(self, "script", None)
        if script is None:  # still being made (Session.__post_init__)
            return
        while not self.state.is_over() and self.state.current_player() == CHANCE:
            if self.cursor >= len(script):
                return  # the lesson is over; a real game would draw here
            move = script[self.cursor]
            self.state.play(move)
            del self.line[self.cursor :]
            del self.movers[self.cursor :]
            self.line.append(self.state.history[-1])
            self.movers.append(CHANCE)
            self.cursor += 1


class Tutor:
    """The lesson on the table: where it stands, which move it takes from
    the player, and the script's moves for the other seats."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.script = lesson.line()
        self.starts = lesson.starts()

    def new_session(self) -> LessonSession:
        """The lesson's start: its opening played, the first step's position."""
        session = LessonSession.for_lesson(self.lesson)
        while session.cursor < len(self.lesson.opening):
            session.play(self.script[session.cursor])  # draws follow by themselves
        return session

    def session_at(self, step: int) -> LessonSession:
        """The lesson at the start of ``step`` (0-based; ``len(steps)``: its
        end), every move before it played from the script, as a reload
        reopens it (``resume_step``)."""
        session = self.new_session()
        starts = [*self.starts, len(self.script)]
        until = starts[max(0, min(step, len(self.starts)))]
        while session.cursor < until:
            session.play(self.script[session.cursor])
        return session

    def resume_step(self, session: Session) -> int:
        """The step a reload reopens (``session_at``): the one being played,
        or the next once its move is made and the replies come."""
        return sum(1 for start in self.starts if start < session.cursor)

    def progress(self, session: Session) -> Progress:
        cursor = session.cursor
        if cursor >= len(self.script):
            return Progress(len(self.starts), False, True)
        done = sum(1 for start in self.starts if start < cursor)
        waiting = cursor in self.starts
        return Progress(done if waiting else max(done - 1, 0), waiting, False)

    def step(self, session: Session) -> Step | None:
        progress = self.progress(session)
        return None if progress.done else self.lesson.steps[progress.step]

    def shown_move(self, session: Session) -> str | None:
        """The step's move as the board rings it (``View.show_hint``): at a
        vote, the player's own ballot (the joint vote is no one's choice)."""
        step = self.step(session)
        if step is None:
            return None
        if session.state.current_player() == SIMULTANEOUS:
            return ballot(session, step.move, self.lesson.player)
        return step.move

    def vet(self, session: Session, move: str) -> str | None:
        """None if ``move`` is the one the step wants; else why not, in the
        player's words: the rules' reason if it is illegal, else the step's
        ``instead`` (a legal move, but not the one this lesson is about)."""
        progress = self.progress(session)
        if progress.done:  # its end card offers a real game: the board stays
            return t("lesson_over_now")
        if not progress.waiting:
            return t("lesson_wait")
        step = self.lesson.steps[progress.step]
        if same_move(session, move, step.move):
            return None
        try:
            session.state.clone().play(move)
        except AbstraktaError as error:
            return t("illegal", reason=error_text(error))
        return say(step.instead)

    def vet_ballot(self, session: Session, seat: int, choice: str) -> str | None:
        """As ``vet``, for the player's secret ballot at a vote."""
        progress = self.progress(session)
        if progress.done:
            return t("lesson_over_now")
        if seat != self.lesson.player:
            return None
        step = self.lesson.steps[progress.step]
        if not progress.waiting or session.state.current_player() != SIMULTANEOUS:
            return t("lesson_wait")
        if choice == ballot(session, step.move, seat):
            return None
        legal = {str(m) for m in session.state.legal_moves(seat)}
        if choice not in legal:
            return t("illegal", reason=choice)
        return say(step.instead)

    def reply(self, session: Session, seat: int) -> str | None:
        """The script's move (or ballot, at a vote) for ``seat`` now."""
        cursor = session.cursor
        if cursor >= len(self.script) or seat == self.lesson.player:
            return None  # the lesson is over, or the player's own
        move = self.script[cursor]
        if session.state.current_player() == SIMULTANEOUS:
            return ballot(session, move, seat)  # at the player's vote too
        return None if cursor in self.starts else move


def same_move(session: Session, given: str, wanted: str) -> bool:
    """Whether two texts name the same move (``b3-b1`` is ``b3xb1``)."""
    if given == wanted:
        return True
    try:
        return str(session.state.parse_move(given)) == str(session.state.parse_move(wanted))
    except (AbstraktaError, ValueError):
        return False


def ballot(session: Session, vote: str, seat: int) -> str:
    """``seat``'s choice in a joint vote (TiQuadra's ``v4.2.4``: seat order)."""
    choices = session.state.parse_move(vote).choices
    choice = choices[seat]
    return "" if choice is None else str(choice)
