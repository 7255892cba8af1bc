"""What the page says about a position: whose turn, who won and why (in
the page's language), and ``window.abstrakta.status()``'s plain value.

Pure Python (no browser): the panel, the API and the tests share it.
"""

from __future__ import annotations

from typing import Any

from abstrakta.core import CHANCE, SIMULTANEOUS, TERMINAL, State
from ui.i18n import add_ui_texts, and_list, rules_text, t
from ui.session import Session

# The board shows an earlier position (a move chosen in the list, an undo):
# the computer plays on only from the last one, so at its turn there it
# waits; a person's move there replaces the moves after it.
add_ui_texts(
    {
        "looking_back_computer": "An earlier position: the computer plays on only from "
        "the last move.",
        "looking_back": "An earlier position: a move here replaces the moves after it.",
        "looking_back_saved": "An earlier position of a saved game: a move here starts a "
        "new game, and the saved one stays whole.",
        "latest": "Back to the last move",
    },
    {
        "looking_back_computer": "Una posizione precedente: il computer gioca solo "
        "dall'ultima mossa.",
        "looking_back": "Una posizione precedente: una mossa qui sostituisce quelle successive.",
        "looking_back_saved": "Una posizione precedente di una partita salvata: una mossa "
        "qui inizia una nuova partita, e quella salvata resta intera.",
        "latest": "Torna all'ultima mossa",
    },
)


def seat_words(state: State, seat: int) -> str:  # type: ignore[type-arg]
    """A seat's name for a player ("White", "Rosso")."""
    return rules_text(state.seat_name(seat))


def seats_words(state: State, seats: list[int]) -> str:  # type: ignore[type-arg]
    """Seats' names joined for a player ("Grey and Green", "il Grigio e il Verde")."""
    return and_list([seat_words(state, seat) for seat in seats])


def seat_id(game_id: str, state: State, seat: int) -> str:  # type: ignore[type-arg]
    """A seat's name for programs: its message key without the game's
    prefix (``white``, ``red``, ``orange``, ``p1``, ``north_south``)."""
    key = state.seat_name(seat)
    prefix = game_id + "_"
    return key[len(prefix) :] if key.startswith(prefix) else key


def turn_text(state: State) -> str:  # type: ignore[type-arg]
    """Whose turn it is, or who won and why."""
    outcome = state.outcome()
    if outcome is not None:
        return outcome_text(state)
    seat = state.current_player()
    if seat == SIMULTANEOUS:  # who votes, not a bare "Vote" (a saved game's line)
        return t("vote", seats=seats_words(state, state.voters()))
    if seat < 0:
        return ""
    return t("to_move", seat=seat_words(state, seat))


def outcome_text(state: State) -> str:  # type: ignore[type-arg]
    """Who won and why ("White wins — three in a line")."""
    outcome = state.outcome()
    if outcome is None:
        return ""
    reason = rules_text(outcome.reason)
    winners = outcome.winners
    if not winners:
        lost = max(outcome.returns) < 0
        return f"{t('lost_all') if lost else t('draw_result')} — {reason}"
    names = seats_words(state, winners)
    key = "wins" if len(winners) == 1 else "win_all"
    return f"{t(key, seat=names, seats=names)} — {reason}"


def end_told(line: str, state: State) -> bool:  # type: ignore[type-arg]
    """Whether ``line`` (a view's own end line: "You lost. East–West wins,
    24 to 0 — …") already says why the game ended."""
    outcome = state.outcome()
    return outcome is not None and rules_text(outcome.reason) in line


def status_line(session: Session, own: str | None, end_shown: bool = True) -> str:
    """The panel's status line: the view's or the players' own words
    (``own``: who is thinking, a reveal, a score) or whose turn it is; at
    the end of a game against the computer, once the board shows the end
    (``View.end_shown``), first what it means for the one person playing."""
    if looking_back(session) and session.computers_turn():
        # Not "Black to move", nor a view's own "Yellow: place the first
        # tile": the computer waits there, and nothing else goes on.
        line = t("looking_back_computer")
    else:
        line = own or turn_text(session.state)
    verdict = persons_verdict(session) if end_shown else ""
    return f"{verdict} {line}" if verdict else line


def looking_back(session: Session) -> bool:
    """The board shows an earlier position of a game still going on."""
    return not session.live() and not session.state.is_over()


def persons_verdict(session: Session) -> str:
    """What the end means for the one person against the computer ("You
    won!", "You share the win!" with a computer level on points, or with
    every seat level in first place, "You lost."); "" before the end, and
    for people only, several people, a draw, a cooperative game's shared
    end (the status says it) or a finished game a link opened."""
    state = session.state
    outcome = state.outcome()
    if outcome is None or not session.seats:
        return ""
    if session.finished_elsewhere == session.line:
        return ""  # a shared game's end, looked at: not this person's result
    people = session.people()
    if len(people) != 1 or not outcome.winners or session.info.cooperative:
        return ""
    if people[0] not in outcome.winners:
        return t("you_lost")
    return t("you_won") if len(outcome.winners) == 1 else t("you_shared")


def api_status(session: Session | None) -> dict[str, Any]:
    """``{toMove, toMoveName, voters, over, result}`` (see the README)."""
    if session is None:
        return {"toMove": None, "toMoveName": None, "voters": [], "over": False, "result": None}
    state = session.state
    seat = state.current_player()
    outcome = state.outcome()
    result = None
    if outcome is not None:
        result = {
            "winners": list(outcome.winners),
            "returns": list(outcome.returns),
            "scores": list(outcome.scores),
            "reason": outcome.reason,
            "text": outcome_text(state),
        }
    names = {TERMINAL: None, CHANCE: "chance", SIMULTANEOUS: "vote"}
    return {
        "toMove": seat if seat >= 0 else None,
        "toMoveName": seat_id(session.game_id, state, seat) if seat >= 0 else names[seat],
        "voters": session.voters(),
        "over": outcome is not None,
        "result": result,
    }
