"""Subscriber: the board and the panel of the game on the table.

A new game gets a new view; a new position resets the view's half-made
choices; any change redraws the board and fills the panel from
``panel_model`` (pure, tested in CPython) through a ``Panel`` port.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from ui.i18n import inside_sentence, t
from ui.move_words import MoveWords
from ui.session import Session
from ui.status import looking_back, status_line
from ui.store import PLAY, Change, Store
from ui.views.base import View


@dataclass(frozen=True)
class PanelModel:
    status: str
    last_move: str | None
    can_undo: bool
    can_redo: bool
    draw_shown: bool
    draw_enabled: bool
    hint_shown: bool
    #: Only while a person may move (``View.hint_seat``): not in the
    #: computer's turn, nor at a secret vote before someone takes the device.
    hint_enabled: bool
    #: At the end (once the board shows it): the next thing to do is a new
    #: game, so its button leads (and a draw is no longer on offer).
    ended: bool = False
    #: At the end of a game against the computer: how this person's games
    #: against it have gone on this device (``ui.tally``).
    tally: str | None = None
    #: The board shows an earlier position (``status.looking_back``): the
    #: panel offers the way back to the last move, and at a person's turn
    #: says what a move there does (at the computer's, the status says it).
    looking_back: bool = False
    looking_back_note: str | None = None


def panel_model(
    session: Session,
    own_status: str | None,
    words: MoveWords,
    hint_seat: int | None,
    end_shown: bool = True,
    tally: str | None = None,
) -> PanelModel:
    """What the panel shows; ``own_status`` (the computer thinking, the
    view's "hand the device to X") comes before whose turn it is;
    ``hint_seat`` is whom a hint is for now (``View.hint_seat``);
    ``end_shown`` whether the board shows the end yet (``View.end_shown``)."""
    state = session.state
    turn = words.last_turn(session)
    # Each move after a colon or semicolon: "Last move: tile drawn".
    turn = [inside_sentence(move) for move in turn]
    since, after_vote = words.computers_since_person(session)
    computers = [inside_sentence(move) for move in since]
    if computers:  # several computer seats moved since the person did (or voted)
        key = "since_vote" if after_vote else "since_yours"
        last_move: str | None = t(key, moves="; ".join(computers))
    elif len(turn) > 1:  # a turn of several moves (Tantrix): all of it
        last_move = t("last_turn", moves="; ".join(turn))
    else:
        last_move = t("last_move", move=turn[0]) if turn else None
    return PanelModel(
        status=status_line(session, own_status, end_shown),
        last_move=last_move,
        can_undo=session.can_undo(),
        can_redo=session.can_redo(),
        draw_shown=state.allows_agreed_draw and not state.is_over(),
        # A person offers a draw at their own turn (at the computer's, on an
        # earlier position, the offer went to the person as the computer's).
        draw_enabled=state.current_player() >= 0 and not session.computers_turn(),
        hint_shown=not state.is_over() and bool(session.seats),
        hint_enabled=hint_seat is not None,
        ended=state.is_over() and end_shown,
        tally=tally if state.is_over() and end_shown else None,
        looking_back=looking_back(session),
        looking_back_note=(
            t("looking_back_saved" if session.behind_saved else "looking_back")
            if looking_back(session) and session.persons_turn()
            else None
        ),
    )


class Panel(Protocol):
    def show(self, model: PanelModel, view: View) -> None:
        """Fill the status line, the buttons and the view's controls."""
        ...

    def redraw(self) -> None:
        """Redraw the board (at the next frame)."""
        ...

    def attach(self, view: View | None) -> None:
        """Route the board's taps, drags and pinches to ``view``."""
        ...


class Table:
    def __init__(
        self,
        panel: Panel,
        make_view: Callable[[str], View],
        own_status: Callable[[], str | None] = lambda: None,
        words: MoveWords | None = None,
        tally: Callable[[Store], str | None] = lambda store: None,
    ) -> None:
        self.panel = panel
        self.tally = tally
        self.words = words or MoveWords()
        self.make_view = make_view
        self.own_status = own_status
        self.view: View | None = None

    def __call__(self, store: Store, change: Change) -> None:
        session = store.session
        if change.new_game:
            self.view = self.make_view(session.game_id) if session is not None else None
            self.panel.attach(self.view)
        if session is None or self.view is None or store.screen != PLAY:
            return
        if change.position:
            self.view.reset()
            if change.played is not None and session.state.is_over():
                self.view.game_ended()
        if change.message and not (change.position or change.screen):
            return  # a message alone changes nothing on the board
        self.render(session, self.tally(store))

    def own_words(self) -> str | None:
        """The status line's own words, if any: the players' (who is
        thinking), else the view's (a reveal, "hand the device to X")."""
        return self.own_status() or (self.view.status() if self.view is not None else None)

    def own_words_aloud(self) -> str | None:
        """``own_words`` as a screen reader hears it (``View.status_aloud``)."""
        return self.own_status() or (self.view.status_aloud() if self.view is not None else None)

    def end_shown(self) -> bool:
        """Whether the board shows the game's end yet (``View.end_shown``)."""
        return self.view is None or self.view.end_shown()

    def render(self, session: Session, tally: str | None = None) -> None:
        assert self.view is not None
        view = self.view
        model = panel_model(
            session, self.own_words(), self.words, view.hint_seat(), view.end_shown(), tally
        )
        self.panel.show(model, self.view)
        self.panel.redraw()
