""" "Continue a game": what each saved game's line says (pure, tested in
CPython): the game, who plays (people and the computer's seats), whose
turn it is or how it ended, how many moves, and when it was last played;
finished games apart from those in progress."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from abstrakta.core import CHANCE, SIMULTANEOUS, State
from ui.i18n import add_ui_texts, plural, t
from ui.session import Session
from ui.status import seat_words, seats_words, turn_text
from ui.words import WORDS

add_ui_texts(
    {
        "saved.in_progress": "In progress",
        "saved.finished": "Finished",
        "saved.computer": "{seat} (computer, {level})",
        "saved.moves_one": "{count} move",
        "saved.moves_other": "{count} moves",
        "saved.delete": "Delete {game}, {when}",
        "saved.deleted": "Game deleted.",
        "saved.undo": "Undo",
        "saved.more_one": "Show {count} more game",
        "saved.more_other": "Show {count} more games",
        "level.easy": "easy",
        "level.normal": "normal",
        "level.strong": "strong",
        "saved.to_vote_one": "{seats} still to vote",
        "saved.to_vote_other": "{seats} still to vote",
        "saved.gone": "That game is no longer saved on this device.",
    },
    {
        "saved.in_progress": "In corso",
        "saved.finished": "Finite",
        "saved.computer": "{seat} (computer, {level})",
        "saved.moves_one": "{count} mossa",
        "saved.moves_other": "{count} mosse",
        "saved.delete": "Elimina {game}, {when}",
        "saved.deleted": "Partita eliminata.",
        "saved.undo": "Annulla",
        "saved.more_one": "Mostra un'altra partita",
        "saved.more_other": "Mostra altre {count} partite",
        "level.easy": "facile",
        "level.normal": "normale",
        "level.strong": "forte",
        "saved.to_vote_one": "Deve ancora votare {seats.il}",
        "saved.to_vote_other": "Devono ancora votare {seats.il}",
        "saved.gone": "Quella partita non è più salvata su questo dispositivo.",
    },
)


@dataclass(frozen=True)
class SavedLine:
    title: str  # the game's name
    players: str  # "White · Black (computer, normal)"
    status: str  # whose turn, or who won and why
    detail: str  # "12 moves · 23 Nov 2026, 14:05"
    finished: bool


def saved_line(session: Session, seats: dict[int, str], when: str) -> SavedLine:
    """The line of a saved game at its saved position; ``when`` is the time
    it was last played, as the page writes dates. At a secret vote, the
    session's ballots (``autosave.restore_votes``) say who has voted."""
    WORDS[session.game_id]  # the game's words (its seats' names in Italian too)
    state = session.state
    players = " · ".join(
        t("saved.computer", seat=seat_words(state, seat), level=t(f"level.{seats[seat]}"))
        if seat in seats
        else seat_words(state, seat)
        for seat in range(state.num_players())
    )
    moves = sum(1 for mover, _ in session.moves_played() if mover != CHANCE)
    count = plural("saved.moves", moves)
    return SavedLine(
        title=session.info.name,
        players=players,
        status=vote_text(state, [*session.ballots, *seats]) or turn_text(state),
        detail=f"{count} · {when}",
        finished=state.is_over(),
    )


def vote_text(state: State, done: Collection[int]) -> str:  # type: ignore[type-arg]
    """At a secret vote some have cast (``done``: their kept ballots, and
    the computer's seats, which vote as soon as the game is open again),
    who is still to vote: the one to hand the device to next. Else ""."""
    if state.current_player() != SIMULTANEOUS or state.is_over():
        return ""
    voters = state.voters()
    still = [seat for seat in voters if seat not in done]
    if not still or len(still) == len(voters):
        return ""  # everyone still to vote: ``turn_text`` names them all
    return plural("saved.to_vote", len(still), seats=seats_words(state, still))
