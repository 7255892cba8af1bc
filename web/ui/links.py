"""The URL is the game: what a fragment (a link, Back or Forward, a
reload, ``abstrakta.load``) does to the store.

- the record on the table: nothing changes;
- a position of the game on the table (Back/Forward along its line,
  compared move by move): the cursor moves, the line is kept;
- any other record: that game is opened (continuing a saved game when it
  is one); a bad one keeps its valid part and says what is wrong; one that
  holds no game leaves the home screen and a message, no stale board.

Pure Python: saved games come in through ``saved_games``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from abstrakta import link
from abstrakta.core import AbstraktaError
from abstrakta.record import decode, encode_parts
from ui import turns
from ui.i18n import error_text, t
from ui.move_words import MoveWords
from ui.session import Session
from ui.store import PLAY, PUSH, REPLACE, Store


class SavedGame(Protocol):
    id: str
    record: str
    cursor: int
    seats: dict[int, str]
    seed: str


def split_record(record: str) -> tuple[str, list[str]]:
    """A record's head (version, game, options) and its moves, one by one."""
    head, _, moves = record.rpartition("~")
    return head, moves.split("_") if moves else []


class Links:
    def __init__(
        self,
        store: Store,
        saved_games: Callable[[], Sequence[SavedGame]],
        restore_votes: Callable[[str, Session], None] = lambda saved_id, session: None,
        arrived: Callable[[Session, str], str | None] = lambda session, text: None,
        newer: Callable[[str], None] = lambda message: None,
    ) -> None:
        self.store = store
        self.saved_games = saved_games
        self.restore_votes = restore_votes
        #: A link's extras (``abstrakta.link``) applied to its session; the
        #: words to say for a turn sent by link (``ui.share``).
        self.arrived = arrived
        #: A link of a newer version could not be opened, with this message
        #: (``ui.newer_link`` looks for that version).
        self.newer = newer

    def follow(self, text: str, saved_id: str | None = None) -> None:
        """Show what the fragment names; ``saved_id`` is the history
        entry's saved game, if the browser kept one."""
        store = self.store
        session = store.session
        # Read percent-decoded ("v1%7Etsoro..."); an address not as we write
        # it is rewritten in our plain form (the game is already on the table).
        written, text = text, link.plain(text)
        if not text:
            store.show_home(history=None)
            return
        if session is not None and text == session.record():
            if store.screen != PLAY or written != text:
                store.show_play(history=None if written == text else REPLACE)
            return
        if session is not None:
            decoded = decode(text)
            state = decoded.state
            if (
                decoded.ok
                and state is not None
                and type(state) is type(session.state)
                and dict(state.options) == session.options
                and session.line_through(list(state.history))
            ):
                # Back or forward along this game's own line: keep the line.
                # The address is left alone unless it is not as we write it
                # ("V1~Tsoro~…" typed by hand): then it is rewritten.
                cursor = len(state.history)
                ours = encode_parts(session.game_id, session.options, session.line[:cursor])
                store.screen = PLAY
                store.goto(cursor, history=None if written == ours else REPLACE)
                return
        self.open(text, from_link=True, saved_id=saved_id)

    def open(self, text: str, from_link: bool = False, saved_id: str | None = None) -> str | None:
        """Open a record; returns the error text (the valid part is kept)."""
        store = self.store
        session, error = Session.from_record(text)
        if session is None:
            message = t("bad_link_none", reason=error_text(error)) if error else ""
            if from_link:
                store.close_game(message)
                if error is not None and error.key == "record_newer":
                    self.newer(message)
            else:
                store.say(message)
            return message
        # The moves read before a broken one; a broken draw (a deal, a tile)
        # is drawn anew by the app (the game cannot go on without one), and
        # the message says so.
        valid = moves_read(error)
        redrawn = was_redrawn(session, error)
        found = self.saved_line_for(session, saved_id)
        if found is None and redrawn:
            # The same broken link opened before: its game, with the draw
            # made then (a new draw each time made a new saved game).
            found = self.saved_line_for(session, saved_id, upto=valid)
        if found is not None:
            session = self.continue_saved(session, found, upto=valid if redrawn else None)
            # This very tab's game at its saved position (a reload)?
            own = saved_id == found.id and found.cursor == session.cursor
            if own:
                self.restore_votes(found.id, session)
            elif session.cursor < len(session.line):
                session.behind_saved = found.id
        if from_link and found is None and session.state.is_over():
            session.finished_elsewhere = list(session.line)
        arrival = self.arrived(session, text) if from_link else None
        store.adopt(session, found.id if found else None, history=REPLACE)
        if error is not None:
            message = broken_text(("bad_link", "bad_link_redrawn"), session, error, redrawn)
            store.say(message)
            return message
        if arrival:
            store.say(arrival, True)
        return None

    def saved_line_for(
        self, session: Session, wanted: str | None, upto: int | None = None
    ) -> SavedGame | None:
        """A saved game this record continues or goes back along (moves
        compared: the same game, options and moves so far, or only the
        first ``upto``)."""
        line = session.line[:upto]
        if not line:
            return None
        games = {g.id: g for g in self.saved_games() if wanted in (None, g.id)}
        saved = [(g.id, g.record) for g in games.values()]
        found = turns.continued_game(session.game_id, session.options, line, saved)
        return games[found] if found is not None else None

    @staticmethod
    def continue_saved(session: Session, saved: SavedGame, upto: int | None = None) -> Session:
        """The saved game's whole line (redo tail included) at ``session``'s
        position, with its seats; with ``upto``, a line that agrees with
        ``session``'s first ``upto`` moves (its draws after them kept)."""
        full, _ = Session.from_record(saved.record)
        if (
            full is not None
            and full.line_through(session.line[:upto])
            and len(full.line) >= session.cursor
        ):
            full.goto(session.cursor)
            session = full
        session.seats = dict(saved.seats)
        session.seed = saved.seed or session.seed
        return session

    def open_saved(self, saved: SavedGame) -> str | None:
        """A game from "Continue a game", at its saved position; returns what
        to say if a move it holds could not be read (it opens up to the last
        valid one), else None."""
        session, error = Session.from_record(saved.record)
        if session is None:
            return None
        session.goto(min(saved.cursor, len(session.line)))
        session.seats = dict(saved.seats)
        session.seed = saved.seed or session.seed
        self.restore_votes(saved.id, session)
        self.store.adopt(session, saved.id, history=PUSH)
        if error is None:
            return None
        redrawn = was_redrawn(session, error)
        return broken_text(("saved.cut_short", "saved.redrawn"), session, error, redrawn)


def moves_read(error: AbstraktaError | None) -> int | None:
    """How many moves a record read before the one that broke it (None if
    no move broke it)."""
    if error is None or error.key != "record_move":
        return None
    return int(error.params["number"]) - 1


def was_redrawn(session: Session, error: AbstraktaError | None) -> bool:
    """Whether the move that broke the record was a draw, made anew by the
    app (the session holds a move at its place)."""
    valid = moves_read(error)
    return valid is not None and len(session.line) > valid


def broken_text(
    keys: tuple[str, str], session: Session, error: AbstraktaError, redrawn: bool
) -> str:
    """What a link or saved game read in part says (``keys``: the message
    and its redrawn-draw sentence): what could not be read, its move
    numbered as the move list numbers it, and whether a broken draw was
    drawn anew."""
    if error.key == "record_move":
        error.params["number"] = entry_number(session, int(error.params["number"]) - 1)
    message = t(keys[0], reason=error_text(error))
    return f"{message} {t(keys[1])}" if redrawn else message


def entry_number(session: Session, item: int) -> int:
    """The move list's number (draws folded into moves) of the entry the
    record's ``item`` (0-based) belongs to, or of the move after the last."""
    entries = MoveWords().entries(session)
    for number, entry in enumerate(entries, start=1):
        if entry.end > item:
            return number
    return len(entries) + 1
