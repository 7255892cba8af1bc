"""The browser's side of the page's accessibility: the live regions, the
board's text equivalent, the keyboard help, dialogs named by their first
heading and the focus kept somewhere visible after a dialog closes."""

from __future__ import annotations

from typing import Any

import js

from ui.board_text import BoardText
from ui.dom import KEEP_FOCUS, by_id, clear, later, listen, make
from ui.focus_keeper import focus_lost, land
from ui.i18n import t
from ui.keyboard import keyboard_texts


def announce(text: str) -> None:
    """Say ``text`` in the polite live region for moves."""
    by_id("announce").textContent = text


def say_cursor(text: str) -> None:
    """Say where the keyboard cursor is (its own polite region)."""
    by_id("board-cursor").textContent = text


def show_board_text(text: BoardText) -> None:
    holder = by_id("board-text")
    clear(holder)
    holder.append(make("h2", text.title))
    if text.status:
        holder.append(make("p", text.status))
    items = make("ul")
    for line in text.lines:
        items.append(make("li", line))
    holder.append(items)


def render_keyboard_texts(
    rotates: bool = False, zooms: bool = False, game_id: str | None = None
) -> None:
    """The board's name and the keyboard help, in the page's language, for
    ``game_id``'s board that turns a piece (R) or zooms (+ and −) or neither."""
    board, help_text = keyboard_texts(rotates, zooms, game_id)
    by_id("board").setAttribute("aria-label", board)
    by_id("keys-title").textContent = t("kb.help_title")
    by_id("keys-help").textContent = help_text


def label_dialog(dialog: Any) -> None:
    """Name the open dialog by its first heading (or legend, or line)."""
    title = dialog.querySelector("#dialog-body h1, #dialog-body h2, #dialog-body h3")
    if not title:  # JS null
        title = dialog.querySelector("#dialog-body legend, #dialog-body p, #dialog-body div")
    if not title:
        dialog.removeAttribute("aria-labelledby")
        return
    if not title.id:
        title.id = "dialog-title"
    dialog.setAttribute("aria-labelledby", title.id)


def keep_focus_visible(dialog: Any) -> None:
    """After a dialog closes, the focus returns where it was (the browser
    does it); if that place has gone (the home list after a new game), it
    lands where the screen shown begins, as after any change
    (``focus_keeper.land``: the board, else the screen's heading)."""

    def check() -> None:
        if focus_lost():
            land()

    listen(dialog, "close", lambda event: later(check))


def refill_keeping_focus(container: Any, fill: Any, board_next: bool = True) -> None:
    """Rebuild ``container`` (``fill``) without losing the keyboard's place:
    if the focus was inside, it goes to the new control with the same
    ``KEEP_FOCUS`` name or else the same name (``control_name``), else to
    the board (the panel changed under it: a hand tile chosen, a vote cast),
    or, if the next step is not on the board (``board_next`` False: Ta Yü's
    bid, then the tile's face), to the panel's first control."""
    active = js.document.activeElement
    inside = bool(active) and active != container and bool(container.contains(active))
    words = control_name(active) if inside else ""
    name = str(active.getAttribute(KEEP_FOCUS) or "") if inside else ""
    fill()
    if not inside:
        return
    for element in container.querySelectorAll("button, input, select, summary"):
        if getattr(element, "disabled", False):  # a summary has none
            continue
        if name and str(element.getAttribute(KEEP_FOCUS) or "") == name:
            element.focus()
            return
        if not name and control_name(element) == words:
            element.focus()
            return
    first = None if board_next else container.querySelector("button:not([disabled])")
    (first or by_id("board")).focus()


def control_name(element: Any) -> str:
    """What a screen reader names a control by: its label, else its words
    (a row of picture buttons, or of buttons that each say "Player 1", is
    told apart by its labels only)."""
    return str(element.getAttribute("aria-label") or element.textContent)
