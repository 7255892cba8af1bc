"""The how-to-play screen: one game's guide, its pictures painted by the
game's own view. "Learn by playing" at the top (when the app offers the
lesson), "Start a game" at the end; a Back button returns where it was
opened from. Its URL is ``#howto.<game>`` (``fragment``/``topic``), so
Back, Forward and a reload find it again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import js

from abstrakta.games import GAMES
from ui.dom import button, by_id, clear, later, listen, make, show_game_title
from ui.howto import PICTURE_MAX, Picture, guide
from ui.howto.picture import PictureCanvas, reserve
from ui.howto.texts import PREFIX, topic
from ui.i18n import language, t
from ui.store import Store


class HowToScreen:
    def __init__(
        self,
        on_learn: Callable[[str], None] | None,
        start_game: Callable[[str], None],
        back: Callable[[], None],
    ) -> None:
        self.element = by_id("howto")
        #: Called with the game id ("Learn by playing"); None hides the button.
        self.on_learn = on_learn
        self.start_game = start_game
        self.back = back
        self.game_id: str | None = None
        #: Where the guide was opened from (``play`` or ``home``).
        self.came_from = "home"
        #: The guide's painted pictures, kept with it (a view may animate).
        self.pictures: list[PictureCanvas] = []
        #: The pictures being painted belong to this (a new guide, or none, stops them).
        self._painting: object | None = None
        listen(js.document, "keydown", self._escape)
        #: The guide read before Python started (web/early-guide.js), if
        #: any: the place this screen's first guide of that game keeps.
        self._early_place = early_place(self.element)

    def _escape(self, event: Any) -> None:
        """Escape leaves the guide as its Back button does (as it closes a
        dialog), unless a dialog is open over it."""
        if str(event.key) != "Escape" or self.element.hidden:
            return
        if js.document.querySelector("dialog[open]"):
            return
        event.preventDefault()
        self.back()

    # --- its URL ---------------------------------------------------------------

    def fragment(self) -> str:
        return PREFIX + (self.game_id or "")

    @staticmethod
    def topic(fragment: str) -> str | None:
        return topic(fragment, GAMES)

    # --- Screen --------------------------------------------------------------------

    def show(self, store: Store) -> None:
        self.element.hidden = False
        game_id = self.game_id
        if game_id is None or game_id not in GAMES:
            return
        name = GAMES[game_id].name
        show_game_title(name)
        page = guide(game_id, language())
        root = self.element
        clear(root)
        self.pictures = []
        top = make("div", class_="howto-top")
        playing = store.session.game_id if store.session is not None else game_id
        if self.came_from != "play":
            back_text = t("howto.back_home")
        elif store.lesson is not None:
            back_text = t("howto.back_lesson")
        elif playing != game_id and playing in GAMES:
            # Another game's guide (an address typed over a game's): say
            # which game the way back leads to.
            back_text = t("howto.back_other_game", game=GAMES[playing].name)
        else:
            back_text = t("howto.back_game")
        back = button("\u2190 " + back_text, self.back)
        back.className = "quiet howto-back"
        top.append(back)
        root.append(top)
        root.append(make("h1", t("howto.title", game=name), class_="howto-title"))
        root.append(make("p", page.intro, class_="howto-intro"))
        if self.on_learn is not None:
            learn = button(t("howto.learn"), lambda: self._learn(game_id), primary=True)
            learn.classList.add("howto-learn")
            learn.setAttribute("data-howto", "learn")
            root.append(learn)
        waiting: list[tuple[Picture, Any]] = []
        contents = make("nav", class_="howto-contents")
        contents.setAttribute("aria-label", t("howto.contents"))
        root.append(contents)
        for section in page.sections:
            block = make("section", class_="howto-section")
            block.setAttribute("data-section", section.key)
            heading = make("h2", section.title)
            block.append(heading)
            heading.setAttribute("tabindex", "-1")  # focusable by its chip, not by Tab
            jump = button(section.title, lambda h=heading: jump_to(h))
            jump.className = "howto-chip"
            contents.append(jump)
            for text in section.paragraphs:
                block.append(make("p", text))
            picture = page.picture(section)
            if picture is not None:
                figure = make("figure", class_="howto-figure")
                canvas = make("canvas", role="img")
                canvas.setAttribute("aria-label", section.caption or section.title)
                canvas.setAttribute("data-picture", section.key)
                figure.append(canvas)
                if section.caption:
                    figure.append(make("figcaption", section.caption))
                block.append(figure)
                waiting.append((picture, canvas))
            root.append(block)
        end = make("div", class_="howto-end")
        start = button(t("howto.start"), lambda: self.start_game(game_id), primary=True)
        start.setAttribute("data-howto", "start")
        end.append(start)
        if self.on_learn is not None:
            again = button(t("howto.learn"), lambda: self._learn(game_id))
            end.append(again)
        root.append(end)
        # Measured with the guide in the page (a scroll bar may have come).
        width = self.picture_width()
        for picture, canvas in waiting:
            reserve(canvas, width, picture.aspect)
        place, self._early_place = self._early_place, None
        if place is not None and place.game_id == game_id:
            place.keep(root)
        else:
            js.window.scrollTo(0, 0)
        self._paint_one_by_one(game_id, waiting, width)

    def picture_width(self) -> float:
        """As wide as the page allows a picture (CSS px)."""
        width = float(self.element.clientWidth) - 32
        return max(200.0, min(float(PICTURE_MAX), width))

    def _paint_one_by_one(
        self, game_id: str, waiting: list[tuple[Picture, Any]], width: float
    ) -> None:
        """Each picture in a task of its own, the top one first, once the
        words are on the screen: decoding the guide's records and painting
        them all at once held a phone-class main thread 0.5-0.7 s
        (Tantrix's guide, CPU 4x slower) before the guide showed. Stops if
        the guide is left or built again meanwhile."""
        self._painting = token = object()

        def next_picture() -> None:
            if token is not self._painting or self.element.hidden or not waiting:
                return
            picture, canvas = waiting.pop(0)
            painted = PictureCanvas(game_id, picture, canvas)
            painted.paint(width)
            self.pictures.append(painted)
            later(next_picture)

        later(next_picture)

    def hide(self) -> None:
        self._painting = None
        if not self.element.hidden:
            self.element.hidden = True
            clear(self.element)
            self.pictures = []

    def _learn(self, game_id: str) -> None:
        if self.on_learn is not None:
            self.on_learn(game_id)


@dataclass(frozen=True)
class EarlyPlace:
    """Where a reader of the guide shown before Python started was: the
    section at the top of the screen, how far below the top it started
    (CSS px), and whether the keyboard was in the guide."""

    game_id: str
    section: str
    offset: float
    focused: bool

    def keep(self, root: Any) -> None:
        """The same place in the guide now in ``root`` (its pictures' room
        reserved): the reader reads on, undisturbed, and the keyboard stays
        in the guide."""
        block = root.querySelector(f'.howto-section[data-section="{self.section}"]')
        if block is None:
            js.window.scrollTo(0, 0)
            return
        top = float(block.getBoundingClientRect().top) + float(js.window.scrollY)
        js.window.scrollTo(0, top - self.offset)
        if self.focused:
            block.querySelector("h2").focus(js.JSON.parse('{"preventScroll": true}'))


def early_place(root: Any) -> EarlyPlace | None:
    """The reader's place in the early guide in ``root``, if one is shown
    (else None: the guide opens at its top)."""
    guide = root.querySelector("[data-guide]")
    if guide is None or root.hidden:
        return None
    focused = bool(root.contains(js.document.activeElement))
    for block in root.querySelectorAll(".howto-section"):
        box = block.getBoundingClientRect()
        if float(box.bottom) > 0:
            return EarlyPlace(
                str(guide.dataset.guide), str(block.dataset.section), float(box.top), focused
            )
    return None


def jump_to(heading: Any) -> None:
    """A contents chip: its section in view, and the keyboard's place with
    it (a screen reader reads the heading; Tab goes on from there)."""
    heading.scrollIntoView()
    heading.focus(js.JSON.parse('{"preventScroll": true}'))
