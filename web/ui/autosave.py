"""Subscriber: the game on the table is saved on this device after every
change of position or of its seats, and so is a secret vote in progress
(only here: never in the link, never shown), so a reload loses nothing.

The same game may be open in two tabs (a link opened twice, the installed
app beside a browser tab) and played on in both. Each save says what this
tab last knew the saved game held; if another tab has saved other moves
there since, the save keeps this tab's game as a new saved game instead of
overwriting them (``storage.save``), and the tab goes on under it. So
does a tab that a link opened at an earlier position of a saved game
(``Session.behind_saved``) once it plays a move that leaves that game's
line."""

from __future__ import annotations

from collections.abc import Callable

from ui.session import Session
from ui.store import Change, Store

#: save(saved_id, whole line's record, cursor, seats, the record this tab
#: last knew the saved game held) -> the id it was saved under (another if
#: another tab had taken the game over), or None if nothing was saved
SaveGame = Callable[[str, str, int, dict[int, str], str | None], str | None]
#: save_votes(saved_id, record of the vote's position, ballots)
SaveVotes = Callable[[str, str, dict[int, str]], None]
#: The record a saved game holds now, if any (read when a game is opened).
ReadSaved = Callable[[str], str | None]


class Autosave:
    def __init__(
        self,
        save_game: SaveGame,
        save_votes: SaveVotes,
        read_saved: ReadSaved = lambda saved_id: None,
    ) -> None:
        self.save_game = save_game
        self.save_votes = save_votes
        self.read_saved = read_saved
        #: The game on the table's saved id -> the record this tab last read
        #: there or wrote. Only that game's: a game opened again is read
        #: again, so a long session does not keep one record per game played.
        self.known: dict[str, str | None] = {}

    def __call__(self, store: Store, change: Change) -> None:
        session, saved_id = store.session, store.saved_id
        if session is None or saved_id is None:  # a lesson has none: never saved
            return
        if change.new_game:  # opened: what it holds now is what this tab read
            self.known = {saved_id: self.read_saved(saved_id)}
        if change.position and session.line:
            record = session.full_record()
            cursor, seats = session.cursor, dict(session.seats)
            known = self.known.get(saved_id)
            behind = session.behind_saved == saved_id
            # Behind a saved game and only looking along its line, nothing is
            # written (the saved game keeps its own position). A move that
            # leaves the line: this tab knows none of what the game holds
            # (known ""), so a line that does not go on from it is a new game.
            if not (behind and record == known):
                saved_as = self.save_game(saved_id, record, cursor, seats, "" if behind else known)
                session.behind_saved = None
                if saved_as is not None:
                    self.known = {saved_as: record}
                    store.saved_id = saved_id = saved_as
        if change.position or change.votes:
            self.save_votes(saved_id, session.record(), dict(session.ballots))


def restore_votes(saved: dict[str, object] | None, session: Session) -> None:
    """Put back a vote in progress kept by ``Autosave`` (``saved`` is
    ``{"record": ..., "ballots": {seat: choice}}``), if it is this position's."""
    if not isinstance(saved, dict) or saved.get("record") != session.record():
        return
    ballots = saved.get("ballots")
    if not isinstance(ballots, dict):
        return
    voters = session.voters()
    legal = {seat: {str(m) for m in session.state.legal_moves(seat)} for seat in voters}
    for seat_text, choice in ballots.items():
        try:
            seat = int(seat_text)
        except (TypeError, ValueError):
            continue
        if seat in legal and str(choice) in legal[seat] and not session.is_computer(seat):
            session.ballots[seat] = str(choice)
