"""What the page's buttons do (Undo, Redo, Offer draw, Hint, Home, the
language) on the store; the ones that ask first use the dialog. Share is
``ui.share``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js

from ui.dom import later, make, show_board
from ui.focus_keeper import land
from ui.i18n import language, rules_text, set_language, t
from ui.move_words import hint_words
from ui.page import Dialog
from ui.players import Asker, failure_text
from ui.store import HOME, PUSH, Store
from ui.views.base import View


class Actions:
    def __init__(
        self,
        store: Store,
        dialog: Dialog,
        computer: Asker,
        view: Callable[[], View | None],
        save_language: Callable[[str], None],
    ) -> None:
        self.store = store
        self.dialog = dialog
        self.computer = computer
        self.view = view
        self.save_language = save_language

    def go_home(self) -> None:
        """The menu, and the keyboard's place with it: its heading, which a
        screen reader reads (the focus stayed on the bar's button, and
        nothing said the screen had changed)."""
        if self.store.screen != HOME:
            self.store.show_home(history=PUSH)
            later(land)

    def undo(self) -> None:
        """Undo; in the middle of a secret vote, ask first (the ballots
        already cast would be lost)."""
        session = self.store.session
        if session is None:
            return
        if session.ballots and any(not session.is_computer(s) for s in session.ballots):
            self.dialog(
                [make("p", t("undo_vote_question"))],
                [(t("cancel"), ""), (t("undo"), "undo")],
                lambda answer: self.store.undo() if answer == "undo" else None,
            )
            return
        self.store.undo()

    def redo(self) -> None:
        self.store.redo()

    def latest(self) -> None:
        """From an earlier position back to the last move, where the game
        (and the computer) goes on."""
        session = self.store.session
        if session is not None:
            self.store.goto(len(session.line))

    def offer_draw(self) -> None:
        session = self.store.session
        if session is None:
            return
        state = session.state
        seat = state.current_player()
        if seat < 0 or not state.allows_agreed_draw or session.is_computer(seat):
            return  # only a person offers, at their own turn
        other = (seat + 1) % state.num_players()
        if session.is_computer(other):
            self._offer_to_the_computer(seat, other)
            return
        question = t(
            "draw_offer",
            seat=rules_text(state.seat_name(seat)),
            other=rules_text(state.seat_name(other)),
        )

        def answered(answer: str) -> None:
            if answer == "accept":
                self._agree_draw()

        self.dialog([make("p", question)], [(t("decline"), ""), (t("accept"), "accept")], answered)

    def _agree_draw(self) -> bool:
        """The draw accepted: played (True), or the rules' reason said."""
        error = self.store.play("draw")
        if error:
            self.store.say(error)
        return not error

    def _offer_to_the_computer(self, seat: int, computer: int) -> None:
        """The computer answers a draw offered to it (``ai.accepts_draw``:
        it accepts when it cannot win); the person never answers for it."""
        store = self.store
        session = store.session
        assert session is not None
        record = session.record()
        name = rules_text(session.state.seat_name(computer))

        def answered(answer: dict[str, Any]) -> None:
            now = store.session
            if now is None or now.record() != record:
                return  # the game moved on
            if "accept" not in answer:
                store.say(failure_text(answer.get("error")))
            elif answer["accept"]:
                # Said, not only shown by the status: the person asked and
                # waited, and a screen reader hears who accepted.
                if self._agree_draw():
                    store.say(t("draw_accepted", seat=name), True)
            else:
                store.say(t("draw_declined", seat=name), True)

        store.say(t("draw_offered", seat=name), True)
        self.computer.ask("draw", record, computer, "normal", answered)

    def hint(self) -> None:
        """The normal player's move for the person who may move now (at a
        secret vote, the one holding the device): drawn on the board where
        the view can, and said in words."""
        store = self.store
        session = store.session
        view = self.view()
        seat = view.hint_seat() if view is not None else None
        if session is None or seat is None:
            return
        record = session.record()

        def show(answer: dict[str, Any]) -> None:
            shown, now = self.view(), store.session
            if now is None or now.record() != record or shown is None or shown.hint_seat() != seat:
                return  # the game moved on, or another person took the device
            if "move" not in answer:
                store.say(failure_text(answer.get("error")))
                return
            move = str(answer["move"])
            shown_on_board = shown.show_hint(move)
            words = hint_words(now, seat, move)
            # Said in words as well as drawn: a screen reader hears it, and
            # a phone's player reads what the ghost on the board is.
            store.say(t("hint_is", move=words or move), True)
            if shown_on_board:
                show_board()  # Hint sits below the board on a phone

        store.say(t("hint_thinking"), True)
        self.computer.ask("hint", record, seat, "normal", show)

    def toggle_language(self) -> None:
        set_language("en" if language() == "it" else "it")
        self.save_language(language())
        js.document.documentElement.lang = language()
        self.store.retell()
