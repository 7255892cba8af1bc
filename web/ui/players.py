"""Who plays each seat — a person, or the computer at a level — and the
computer's turns: it is asked in the AI worker as soon as it is to move (or
to vote), and its answer is played only if the position is still the one
it was asked about.

At a secret vote the computer's choice is asked from the position alone
(the worker never sees anyone's ballot); the people's ballots come from the
view (``submit_votes``) and the joint vote is played once all are in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import js

from abstrakta.core import SIMULTANEOUS
from ui.computer import PERSON, Computer
from ui.i18n import rules_text, t

if TYPE_CHECKING:
    from ui.app import App


class Players:
    def __init__(self, app: App) -> None:
        self.app = app
        self.computer = Computer()
        #: Computer seats asked and not yet answered.
        self.thinking: set[int] = set()
        self._asked_for: str | None = None
        self._ballots: dict[int, str] = {}
        self._thinking_since = 0.0
        js.window.abstraktaThinking = js.Array.new()

    # --- who is who ----------------------------------------------------

    def level(self, seat: int) -> str:
        session = self.app.session
        return session.seats.get(seat, PERSON) if session else PERSON

    def is_computer(self, seat: int) -> bool:
        return self.level(seat) != PERSON

    def computers_turn(self) -> bool:
        """Whether the seat to move is the computer's (a person may not move)."""
        state = self.app.state
        seat = state.current_player()
        return seat >= 0 and self.is_computer(seat)

    def status(self) -> str | None:
        """ "White (computer) is thinking…", while it is."""
        if not self.thinking or self.app.session is None:
            return None
        state = self.app.state
        names = ", ".join(rules_text(state.seat_name(s)) for s in sorted(self.thinking))
        return t("thinking", seat=names)

    # --- the computer's turns ------------------------------------------

    def on_change(self) -> None:
        """The position changed: ask the computer if it is to move or vote."""
        session = self.app.session
        if session is None:
            return
        record = session.record()
        if record == self._asked_for:
            return
        self.computer.forget()
        self.thinking.clear()
        self._ballots = {}
        self._asked_for = None
        state = session.state
        if state.is_over():
            return
        seat = state.current_player()
        seats = [seat] if seat >= 0 else state.voters() if seat == SIMULTANEOUS else []
        for computer_seat in [s for s in seats if self.is_computer(s)]:
            self._asked_for = record
            self.thinking.add(computer_seat)
            self.computer.ask(
                "choose",
                record,
                computer_seat,
                self.level(computer_seat),
                lambda answer, s=computer_seat: self._answered(record, s, answer),
            )
        if self.thinking:
            self._thinking_since = float(js.performance.now())
            self.app.refresh_status()
        self.computer.start()

    def _answered(self, record: str, seat: int, answer: dict[str, Any]) -> None:
        session = self.app.session
        if session is None or session.record() != record:
            return
        self.thinking.discard(seat)
        if not self.thinking:
            # Thinking periods, for the page's own measurements (e2e, bench).
            js.window.abstraktaThinking.push(
                js.JSON.parse(f"[{self._thinking_since}, {float(js.performance.now())}]")
            )
        if "move" not in answer:
            self.app.flash(t("computer_failed", reason=str(answer.get("error"))))
            self.app.refresh_status()
            return
        if session.state.current_player() == SIMULTANEOUS:
            self._ballots[seat] = str(answer["move"])
            self.app.refresh_status()
            self._vote_if_complete()
        else:
            self.app.play(str(answer["move"]), by_computer=True)

    # --- secret votes ----------------------------------------------------

    def persons_voting(self) -> list[int]:
        """The voters the view must ask (the people), in seat order."""
        state = self.app.state
        return [s for s in state.voters() if not self.is_computer(s)]

    def submit_votes(self, ballots: dict[int, str]) -> None:
        """The people's ballots, from the view; the vote is played when the
        computer's ballots are in too."""
        self._ballots.update({seat: str(choice) for seat, choice in ballots.items()})
        self._vote_if_complete()

    def _vote_if_complete(self) -> None:
        state = self.app.state
        if state.current_player() != SIMULTANEOUS:
            return
        voters = state.voters()
        if any(seat not in self._ballots for seat in voters):
            return
        choices = {}
        for seat in voters:
            by_text = {str(m): m for m in state.legal_moves(seat)}
            choices[seat] = by_text[self._ballots[seat]]
        self._ballots = {}
        self.app.play(str(state.joint_move(choices)), by_computer=True)

    # --- help for the person to move ------------------------------------

    def hint(self) -> None:
        """The normal player's move for the person to move, shown as a ghost."""
        session = self.app.session
        if session is None or session.state.is_over():
            return
        record = session.record()
        seat = session.state.current_player()

        def show(answer: dict[str, Any]) -> None:
            if self.app.session is None or self.app.session.record() != record:
                return
            if "move" not in answer:
                self.app.flash(t("computer_failed", reason=str(answer.get("error"))))
                return
            move = str(answer["move"])
            self.app.flash("")
            if self.app.view is None or not self.app.view.show_hint(move):
                self.app.flash(t("hint_is", move=move), info=True)

        self.app.flash(t("hint_thinking"), info=True)
        self.computer.ask("hint", record, seat if seat >= 0 else None, "normal", show)
