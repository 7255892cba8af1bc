"""Subscriber: the game on the table is saved on this device after every
change of position or of its seats, and so is a secret vote in progress
(only here: never in the link, never shown), so a reload loses nothing."""

from __future__ import annotations

from collections.abc import Callable

from ui.session import Session
from ui.store import Change, Store

#: save(saved_id, whole line's record, cursor, seats)
SaveGame = Callable[[str, str, int, dict[int, str]], None]
#: save_votes(saved_id, record of the vote's position, ballots)
SaveVotes = Callable[[str, str, dict[int, str]], None]


class Autosave:
    def __init__(self, save_game: SaveGame, save_votes: SaveVotes) -> None:
        self.save_game = save_game
        self.save_votes = save_votes

    def __call__(self, store: Store, change: Change) -> None:
        session, saved_id = store.session, store.saved_id
        if session is None or saved_id is None:  # a lesson has none: never saved
            return
        if change.position and session.line:
            self.save_game(saved_id, session.full_record(), session.cursor, dict(session.seats))
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
