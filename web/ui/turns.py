"""Playing across devices by links: who sent a turn, what it held, which
saved game a link continues. Pure Python (no browser), tested in CPython.

A turn sent by link carries ``from.<seat>`` (``abstrakta.link``). The
receiving device shows the moves the sender made since the other player
last moved, says whose turn it is, and keeps the game under "Continue a
game": the next link of the same game (same game, options and the saved
moves as its start) updates that entry instead of adding one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from abstrakta import compact, link
from abstrakta.core import State
from ui.i18n import add_ui_texts, t
from ui.move_words import MoveWords
from ui.session import Session
from ui.status import seat_words, turn_text

add_ui_texts(
    {
        "sent_by": "{seat} sent their move: {moves}.",
        "sent_by_plain": "{seat} sent their move.",
        "sent_now": "Now: {status}",
    },
    {
        "sent_by": "{seat.Il} ha inviato la sua mossa: {moves}.",
        "sent_by_plain": "{seat.Il} ha inviato la sua mossa.",
        "sent_now": "Ora: {status}",
    },
)


@dataclass(frozen=True)
class Line:
    """A record read without replaying it: its game, options and moves."""

    game_id: str
    options: dict[str, str]
    moves: list[str]


def needs_one_device(state: State) -> bool:  # type: ignore[type-arg]
    """Games with secret votes (simultaneous moves) cannot travel by link:
    the link would show every vote to the next voter."""
    return type(state).joint_move is not State.joint_move


def last_person_seat(session: object) -> int | None:
    """The seat that made the last person's move on the board."""
    for mover, _ in reversed(session.moves_played()):  # type: ignore[attr-defined]
        if mover >= 0:
            return int(mover)
    return None


def can_send(session: object, is_computer: Callable[[int], bool]) -> bool:
    """After a person's move in a game for several people, when the turn
    has passed to another person (or the game ended, and another person
    plays it: against the computer there is nobody to send the end to)."""
    state = session.state  # type: ignore[attr-defined]
    seat = last_person_seat(session)
    if seat is None or is_computer(seat) or needs_one_device(state):
        return False
    if state.is_over():
        others = [s for s in range(state.num_players()) if s != seat]
        return any(not is_computer(other) for other in others)
    to_move = state.current_player()
    return to_move >= 0 and to_move != seat and not is_computer(to_move)


def read_line(record: str) -> Line | None:
    """The game, options and moves of a v1 or v2 record, without replaying."""
    text, _ = link.split(record)
    if text.startswith(compact.VERSION + link.SECTION):
        text = compact.expand(text) or ""
    parts = text.split(link.SECTION)
    if len(parts) != link.RECORD_SECTIONS:
        return None
    _, game_id, option_text, move_text = parts
    options = {}
    for item in filter(None, option_text.split(link.ITEM)):
        name, _, value = item.partition(link.OPTION)
        options[name] = value
    return Line(game_id, options, move_text.split(link.ITEM) if move_text else [])


def continued_game(
    game_id: str, options: dict[str, str], moves: list[str], saved: Iterable[tuple[str, str]]
) -> str | None:
    """The id of the saved game (``(id, record)`` pairs, newest first) that
    a game with ``moves`` continues or goes back along: same game and
    options, one line the start of the other; the longest such line wins."""
    best, best_length = None, 0
    for saved_id, record in saved:
        line = read_line(record)
        if line is None or line.game_id != game_id or line.options != options:
            continue
        common = min(len(line.moves), len(moves))
        if common > best_length and line.moves[:common] == moves[:common]:
            best, best_length = saved_id, common
    return best


def apply_extras(session: object, fragment: str, levels: Iterable[str]) -> int | None:
    """A link's extras on the session it opened: its computer seats (those
    that exist, at a level the game offers) replace the session's; returns
    the seat that sent the turn, if the link is one."""
    _, extras = link.split(fragment)
    players = session.state.num_players()  # type: ignore[attr-defined]
    if extras.computers:
        session.seats = offered_seats(extras.computers, players, levels)  # type: ignore[attr-defined]
    sender = extras.sender
    return sender if sender is not None and sender < players else None


def offered_seats(seats: dict[int, str], players: int, levels: Iterable[str]) -> dict[int, str]:
    """The computer seats of ``seats`` that exist, at one of the game's
    ``levels``; any other seat is a person's (a link's, a saved game's): an
    unknown level would leave the game waiting for a computer that never
    moves."""
    offered = set(levels)
    return {seat: level for seat, level in seats.items() if seat < players and level in offered}


def sent_words(session: Session, sender: int) -> list[str]:
    """The sender's last turn in plain words (``ui.move_words``): its entries
    at the end of the list, back to the previous other player's."""
    words: list[str] = []
    for entry in reversed(MoveWords().entries(session)):
        if entry.mover != sender:
            break
        words.append(entry.text)
    return words[::-1]


def arrival_text(session: Session, sender: int) -> str:
    """What a device says when a turn sent by ``sender`` arrives: what the
    sender did, in words, and whose turn it is now."""
    words = sent_words(session, sender)
    seat = seat_words(session.state, sender)
    said = (
        t("sent_by", seat=seat, moves="; ".join(words)) if words else t("sent_by_plain", seat=seat)
    )
    return f"{said} {t('sent_now', status=turn_text(session.state))}"
