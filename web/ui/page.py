"""The browser's side of the subscribers' ports: the URL, the panel, the
move list, the message box, the screens and the dialog. Each does what
it is told; what to show is decided in the pure modules."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import js

from ui import storage
from ui.a11y_page import label_dialog, refill_keeping_focus
from ui.canvas import BoardCanvas
from ui.dom import by_id, clear, listen, make, proxy
from ui.howto import texts as _howto_texts  # noqa: F401  (its words)
from ui.i18n import t
from ui.move_list import key_step
from ui.store import PLAY, Message, Store
from ui.table import PanelModel
from ui.views.base import View


def embedded() -> bool:
    """Whether the page is embedded (``?embed``, as ``index.html`` marks it)."""
    return bool(js.document.documentElement.classList.contains("embed"))


def early_language() -> str | None:
    """The language the bar's button chose before Python was ready
    (``web/early-language.js``), if it was used."""
    chosen = js.document.documentElement.getAttribute("data-language-chosen")
    return str(chosen) if chosen else None


def early_choice() -> tuple[str, str] | None:
    """What was tapped before Python was ready, taken once: the game, and
    ``game`` (on the home list, ``web/early-game.js``), ``start`` or
    ``learn`` (in its early guide, ``web/early-guide.js``); or a saved
    game's id and ``saved`` (under "Continue a game")."""
    root = js.document.documentElement
    kind = root.getAttribute("data-chosen-kind")
    chosen = root.getAttribute("data-chosen-saved" if kind == "saved" else "data-chosen-game")
    for name in ("data-chosen-game", "data-chosen-saved", "data-chosen-kind"):
        root.removeAttribute(name)
    return (str(chosen), str(kind)) if chosen and kind else None


def follow_language_in_address(chosen: str) -> None:
    """An address's ``?lang=`` (an embedding page's or a shared link's)
    becomes the player's own choice, so a reload keeps what they chose."""
    url = js.URL.new(js.location.href)
    if not url.searchParams.has("lang"):
        return
    url.searchParams.set("lang", chosen)
    js.history.replaceState(js.history.state, "", url.href)


def forget_start_params(kept: Callable[[str], bool]) -> None:
    """``?learn=`` or ``?game=`` asked once, and done: the address keeps only
    the parameters ``kept`` names, so that a later reload of the menu (or a
    phone bringing back a discarded tab) does not start it all over again.
    An embedded page keeps them: there they are the host's standing choice."""
    if embedded():
        return
    url = js.URL.new(js.location.href)
    names = {str(name) for name, _ in (tuple(p) for p in url.searchParams.entries())}
    for name in names:
        if not kept(name):
            url.searchParams.delete(name)
    js.history.replaceState(js.history.state, "", url.href)


def address_without_fragment() -> str:
    """The page's whole address, less its fragment. Whole: a path alone
    that starts with "//" (a link written ``https://host//``) reads as
    another host's address, which the history refuses."""
    url = js.URL.new(js.location.href)
    url.hash = ""
    return str(url.href)


class BrowserLocation:
    """``ui.url_sync.Location`` over ``location`` and ``history``."""

    def fragment(self) -> str:
        return str(js.location.hash).lstrip("#")

    def write(self, fragment: str, push: bool, saved_id: str | None) -> None:
        state = js.JSON.parse(json.dumps({"saved": saved_id}))
        url = ("#" + fragment) if fragment else address_without_fragment()
        if push:
            js.history.pushState(state, "", url)
        else:
            js.history.replaceState(state, "", url)

    def saved_id(self) -> str | None:
        """The saved game the current history entry was written for."""
        state = js.history.state
        saved = getattr(state, "saved", None) if state else None
        return str(saved) if saved else None

    def pushed_by_early_guide(self) -> bool:
        """Whether the current entry is a guide opened from the home list
        before Python started (web/early-guide.js marks it so)."""
        state = js.history.state
        return bool(getattr(state, "earlyGuide", False)) if state else False


class DomPanel:
    """``ui.table.Panel`` over the play screen's panel and the canvas."""

    def __init__(self, board: BoardCanvas, before_tap: Callable[[], None]) -> None:
        self.board = board
        #: Called before a tap reaches the view (``Store.forget_refusal``).
        self.before_tap = before_tap
        self.status = by_id("status")
        self.controls = by_id("game-controls")

        def pressed(event: Any) -> None:
            if self.controls.contains(event.target):
                self.before_tap()

        # A press in the panel (a hand tile, ↻) is a new try as a tap is: the
        # last refusal goes first. The window's capture comes before the
        # page's delegated handlers (``ui.dom.on``), which may say a new one.
        js.window.addEventListener("click", proxy(pressed), True)

    def show(self, model: PanelModel, view: View) -> None:
        clear(self.status)
        self.status.append(make("span", model.status))
        if model.last_move:
            self.status.append(make("small", model.last_move))
        if model.tally:
            self.status.append(make("small", model.tally, data_tally=""))
        if model.looking_back_note:
            self.status.append(make("small", model.looking_back_note))
        latest = by_id("latest-button")
        latest.hidden = not model.looking_back
        # Where the computer waits, the way back is the thing to do next.
        latest.classList.toggle("primary", model.looking_back and not model.looking_back_note)
        by_id("undo-button").disabled = not model.can_undo
        by_id("redo-button").disabled = not model.can_redo
        by_id("draw-button").hidden = not model.draw_shown
        by_id("draw-button").disabled = not model.draw_enabled
        by_id("hint-button").hidden = not model.hint_shown
        by_id("hint-button").disabled = not model.hint_enabled
        by_id("new-button").classList.toggle("primary", model.ended)
        place_new_game(model.ended)
        refill_keeping_focus(
            self.controls, lambda: fill_controls(self.controls, view), view.board_next()
        )

    def redraw(self) -> None:
        self.board.redraw()

    def attach(self, view: View | None) -> None:
        def tap(x: float, y: float) -> None:
            self.before_tap()
            if view is not None:
                view.tap(x, y)

        self.board.on_tap = tap
        self.board.on_pan = view.pan if view is not None else None
        self.board.on_zoom = view.zoom if view is not None else None

        def drag(x0: float, y0: float, x1: float, y1: float) -> None:
            self.before_tap()
            if view is not None:
                view.drag(x0, y0, x1, y1)

        self.board.on_drag = drag

        def hover(x: float, y: float) -> None:
            clickable = view is not None and view.clickable(x, y)
            self.board.canvas.style.cursor = "pointer" if clickable else ""

        self.board.on_hover = hover


class DomListing:
    """``ui.move_list.Listing`` over ``#move-list``; one click listener for
    the whole list (an item's position is its index), and one for the keys
    that step through it while it has the focus (``key_step``)."""

    def __init__(self, goto: Callable[[int], None]) -> None:
        self.element = by_id("move-list")
        self.items: list[Any] = []
        #: Each item's mark, as written: "current", "ahead" or "".
        self.marks: list[str] = []
        #: How many items are on the board (the last is current, the rest ahead).
        self.shown = 0

        def clicked(event: Any) -> None:
            item = event.target.closest("li")  # jsnull (falsy) off the moves
            if item and item.parentElement == self.element:
                goto(int(item.dataset.count))

        listen(self.element, "click", clicked)

        def stepped(event: Any) -> None:
            if event.ctrlKey or event.altKey or event.metaKey or event.shiftKey:
                return
            index = key_step(str(event.key), self.shown, len(self.items))
            if index is not None:
                event.preventDefault()  # a step, not a scroll: it scrolls itself
                goto(int(self.items[index].dataset.count))

        listen(self.element, "keydown", stepped)
        self.element.setAttribute("aria-keyshortcuts", "ArrowUp ArrowDown Home End")
        # A list filled while its screen is hidden (a link or a saved game
        # being opened) has no layout, so its scroll is lost: scroll it to
        # the current entry, the last one, when it is shown.
        self.height = 0.0

        def resized(entries: Any, observer: Any) -> None:
            height = float(self.element.clientHeight)
            if height and not self.height:
                self.scroll_to_current()
            else:
                self.mark_edges()
            self.height = height

        js.ResizeObserver.new(proxy(resized)).observe(self.element)
        listen(self.element, "scroll", lambda event: self.mark_edges())

    def scroll_to_current(self) -> None:
        # The list itself, never the page (on a phone the list is below the
        # board, and scrolling to it would hide the board): the current
        # entry in sight, the last one at the line's end, else with a
        # move or two ahead of it below.
        element = self.element
        shown = min(self.shown, len(self.items))
        if shown == 0 or shown == len(self.items):
            element.scrollTop = 0 if shown == 0 else element.scrollHeight
        else:
            current = self.items[shown - 1]
            top = current.getBoundingClientRect().top - element.getBoundingClientRect().top
            element.scrollTop = element.scrollTop + top - element.clientHeight / 3
        self.mark_edges()

    def mark_edges(self) -> None:
        """Which ends of the list are scrolled out of sight: they fade (the
        CSS), so a sliver of an entry reads as "more this way"."""
        element = self.element
        top, seen, whole = element.scrollTop, element.clientHeight, element.scrollHeight
        element.toggleAttribute("data-more-above", top > 1)
        element.toggleAttribute("data-more-below", top + seen < whole - 1)

    def truncate(self, count: int) -> None:
        for item in self.items[count:]:
            item.remove()
        del self.items[count:]
        del self.marks[count:]

    def append(self, text: str, title: str, end: int) -> None:
        item = make("li", text, title=title) if title else make("li", text)
        item.dataset.count = str(end)
        self.element.append(item)
        self.items.append(item)
        self.marks.append("")

    def mark_current(self, count: int) -> None:
        """The entry shown "current" (``aria-current``), those after it
        "ahead" (greyed, and said so to a screen reader); only the items
        whose mark changes are written."""
        for index, item in enumerate(self.items):
            mark = "current" if index == count - 1 else "ahead" if index >= count else ""
            was = self.marks[index]
            if was == mark:
                continue
            self.marks[index] = mark
            item.className = mark
            if mark == "current":
                item.setAttribute("aria-current", "step")
            else:
                item.removeAttribute("aria-current")
            if mark == "ahead":
                item.append(make("span", t("move_ahead"), class_="visually-hidden"))
            elif was == "ahead":
                item.querySelector(".visually-hidden").remove()
        self.shown = count
        self.scroll_to_current()


def fill_controls(container: Any, view: View) -> None:
    clear(container)
    view.controls(container)


def show_message(message: Message | None) -> None:
    """The message box: above the screen, but on the play screen at the top
    of the panel (below the board on a phone), so the board never moves
    under a finger when a message comes or goes."""
    box = by_id("message")
    box.textContent = message.text if message else ""
    box.className = "message info" if message and message.info else "message"
    box.hidden = message is None
    if message is not None:
        home = js.document.querySelector("#play .panel" if message.screen == PLAY else "main")
        if box.parentElement != home:
            home.prepend(box)


class ElementScreen:
    """A screen that is one section of the page; ``on_show`` fills it."""

    def __init__(self, element_id: str, on_show: Callable[[Store], None]) -> None:
        self.element = by_id(element_id)
        self.on_show = on_show

    def show(self, store: Store) -> None:
        self.element.hidden = False
        self.on_show(store)

    def hide(self) -> None:
        self.element.hidden = True


class Dialog:
    """The page's one modal dialog; ``done(value)`` gets the pressed
    button's value ("" when dismissed)."""

    def __init__(self) -> None:
        self.element = by_id("dialog")
        self._done: Any = None
        listen(self.element, "close", lambda event: self._closed())

    def __call__(
        self,
        body: list[Any],
        buttons: list[tuple[str, str]],
        done: Any,
        keep_in_sight: tuple[float, float] | None = None,
        risky: bool = False,
    ) -> None:
        """``keep_in_sight``: a span of the board (top and bottom, canvas CSS
        px) the dialog speaks of ("crossed out on the board"): the dialog
        goes to the screen's foot and the page scrolls the span above it.
        ``risky``: the last button does harm (a take that loses the game),
        so the first, safe one is the marked and focused choice, and the
        last is drawn as a warning, not as the way on."""
        holder, row = by_id("dialog-body"), by_id("dialog-buttons")
        clear(holder)
        clear(row)
        for node in body:
            holder.append(node)
        for index, (label, value) in enumerate(buttons):
            element = make("button", label, value=value)
            if index == (0 if risky else len(buttons) - 1):
                element.className = "primary"
                element.autofocus = risky
            elif risky and index == len(buttons) - 1:
                element.className = "risky"
            row.append(element)
        self._done = done
        self.element.returnValue = ""
        self.element.classList.toggle("at-foot", keep_in_sight is not None)
        self.element.showModal()
        label_dialog(self.element)  # named by its first heading (screen readers)
        if keep_in_sight is not None:
            self._bring_above(*keep_in_sight)

    def _bring_above(self, top: float, bottom: float) -> None:
        """Scroll the page the least that shows the board from ``top`` to
        ``bottom`` above the dialog (its top first, if not both fit)."""
        margin = 8.0
        board = by_id("board").getBoundingClientRect()
        room = self.element.getBoundingClientRect().top - margin
        first, last = board.top + top, board.top + bottom
        shift = 0.0
        if last > room:
            shift = last - room
        if first - shift < margin:
            shift = first - margin
        if shift:
            js.window.scrollBy(0, shift)

    def _closed(self) -> None:
        done, self._done = self._done, None
        if done is not None:
            done(str(self.element.returnValue))


def place_new_game(ended: bool) -> None:
    """At a game's end New game joins the turn's buttons, which stay on a
    phone's screen below a long panel (an Asterismo end card pushed it
    300 px below); in play it goes back beside Share. A button that had
    the focus keeps it."""
    button = by_id("new-button")
    place = by_id("undo-button").parentNode if ended else by_id("share-button").parentNode
    if button.parentNode == place:
        return
    focused = js.document.activeElement == button
    if ended:
        place.appendChild(button)
    else:
        place.insertBefore(button, by_id("howto-button"))
    if focused:
        button.focus()


def render_texts() -> None:
    """The skeleton's own button labels, in the page's language."""
    for element_id, key in (
        ("undo-button", "undo"),
        ("redo-button", "redo"),
        ("latest-button", "latest"),
        ("draw-button", "offer_draw"),
        ("share-button", "share"),
        ("new-button", "new_game"),
        ("hint-button", "hint"),
        ("moves-title", "moves"),
        ("howto-button", "howto.open"),
    ):
        by_id(element_id).textContent = t(key)
    # The brand is the way to the menu: its name says so ("Abstrakta" first,
    # as shown, for voice control).
    by_id("home-button").setAttribute("aria-label", t("home_button"))
    # An empty list says so (app.css shows it while the list has no item).
    by_id("move-list").setAttribute("data-empty", t("no_moves_yet"))
    notation = storage.get(storage.NOTATION_KEY) == "yes"
    by_id("notation-button").textContent = t("show_words" if notation else "show_notation")
