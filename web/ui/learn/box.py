"""Subscriber: the lesson box on the play screen (``#lesson``), over the
pure ``lesson_model``. While a lesson is on the table the page is marked
``lesson-on`` (the CSS hides Undo, Share, Hint and the other buttons of a
real game, and the message box: the lesson box says its messages; once it
is done, ``lesson-done`` hides the game's status and controls too), and
the board rings the place the step wants when it should (the view's hint)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js

from ui.dom import button, by_id, clear, make
from ui.i18n import t
from ui.learn.lesson import Tutor
from ui.learn.model import lesson_model
from ui.store import PLAY, Change, Store
from ui.views.base import View


class LessonBox:
    def __init__(
        self,
        view: Callable[[], View | None],
        real_game: Callable[[str], None],
        back: Callable[[], None],
    ) -> None:
        self.view = view
        self.real_game = real_game
        self.back = back
        self.element = by_id("lesson")
        #: The screen reader's region for the lesson: the step's words,
        #: written once a step (the box itself is redrawn at every change,
        #: and as a live region it was read again and again).
        self.said = by_id("lesson-said")
        self._spoken = ""
        #: The step whose words a screen reader heard the keyboard's line
        #: with: said at the first step that rings a move, not at every step.
        self._keys_step: str | None = None

    def __call__(self, store: Store, change: Change) -> None:
        tutor = store.lesson
        session = store.session
        shown = isinstance(tutor, Tutor) and session is not None and store.screen == PLAY
        js.document.documentElement.classList.toggle("lesson-on", shown)
        self.element.hidden = not shown
        if not shown:
            js.document.documentElement.classList.remove("lesson-done")
            self._spoken = ""
            self._keys_step = None
            return
        assert isinstance(tutor, Tutor) and session is not None
        message = store.visible_message()
        model = lesson_model(tutor, session, session.info.name, message.text if message else "")
        # Over, the lesson's last words stand alone: the game's own panel
        # (whose turn, a hand to choose from) would invite playing on.
        js.document.documentElement.classList.toggle("lesson-done", model.done)
        self.render(model, session.game_id)
        self.speak(model)
        if model.done and change.position:
            self.show_whole_board()  # the last words speak of the whole board
        step = tutor.step(session)
        progress = tutor.progress(session)
        # A new step, or a refusal: ring the place the step wants (again).
        # A step the player is to find alone is ringed only after a miss
        # (a refusal, not a note).
        said = change.message and message is not None
        refused = said and not message.info
        fresh = change.position or change.new_game or said
        shown = tutor.shown_move(session)
        ringed = step is not None and (step.highlight or refused)
        if fresh and ringed and progress.waiting and shown:
            view = self.view()
            if view is not None:
                view.show_hint(shown)

    def show_whole_board(self) -> None:
        """Zoom a zoomed board out to the whole of it (a phone's taps zoom in)."""
        view = self.view()
        camera = getattr(view, "camera", None)
        if view is not None and camera is not None and camera.reset():
            view.update()

    def speak(self, model: Any) -> None:
        """The step's words for a screen reader, when they change (a
        refusal is its own alert)."""
        keys = ""
        if model.keys and self._keys_step in (None, model.counter):
            keys, self._keys_step = model.keys, model.counter
        parts = (model.counter, model.intro, model.text, keys)
        spoken = " ".join(p if p.endswith((".", "!", "?", ":")) else f"{p}." for p in parts if p)
        if spoken != self._spoken:
            self._spoken = spoken
            self.said.textContent = spoken

    def render(self, model: Any, game_id: str) -> None:
        box = self.element
        clear(box)
        head = make("div", class_="lesson-head")
        head.append(make("strong", model.title))
        if model.counter:
            head.append(make("span", model.counter, class_="lesson-counter"))
        box.append(head)
        if model.intro:
            box.append(make("p", model.intro, class_="lesson-intro"))
        box.append(make("p", model.text, class_="lesson-text"))
        if model.keys:  # shown to keyboard players only (web/app.css)
            box.append(make("p", model.keys, class_="lesson-keys"))
        if model.message:
            box.append(make("p", model.message, class_="lesson-refusal", role="alert"))
        if model.done:
            row = make("div", class_="lesson-end")
            row.append(button(t("lesson_back"), self.back))
            row.append(button(t("lesson_real_game"), lambda: self.real_game(game_id), True))
            box.append(row)
