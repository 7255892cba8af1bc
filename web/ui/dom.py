"""Small helpers over the browser's DOM (the only module with event glue).

Two kinds of listeners, so nothing leaks in a long session:
- ``listen``: a real listener on a long-lived target (the window, the
  canvas, a button of the page skeleton), wired once at start-up;
- ``on``: handlers of elements made on the fly (a panel's buttons): one
  capturing listener per event type on the document dispatches to the
  element's handler, and ``clear`` releases the handlers of what it removes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import create_once_callable, create_proxy

#: Proxies handed to the browser stay alive as long as the page.
_KEEP: list[Any] = []
#: Delegated handlers: handler id -> event type -> handler. The id is a JS
#: property of the element (``HANDLER``), not an attribute: it never shows
#: in the page's HTML.
_HANDLERS: dict[str, dict[str, Callable[[Any], Any]]] = {}
#: Event types with a document listener.
_DELEGATED: set[str] = set()
_counter = [0]
HANDLER = "abstraktaHandler"
#: Added to a picked choice's style (a tile in a hand or a rack): ringed and lit.
CHOSEN_STYLE = ";outline:3px solid var(--accent-2);outline-offset:1px;background:var(--note-bg)"
#: A sample of a board colour (a seat's dot, a legend's tag): a contrast
#: theme leaves it as drawn, as it leaves the board it stands for.
SAMPLE_STYLE = "forced-color-adjust:none;"
#: A panel's secondary line: what a tap does, a count, a note.
MUTED = "color:var(--muted);font-size:0.9rem;margin:0"


#: A control whose words change when pressed (Show / Hide) names itself in
#: this attribute, so the focus finds it again when its panel is refilled
#: (``a11y_page.refill_keeping_focus``).
KEEP_FOCUS = "data-keep-focus"


def by_id(element_id: str) -> Any:
    return js.document.getElementById(element_id)


def show_board() -> None:
    """Bring the board into view: on a phone the panel's buttons are below
    it, and what they show (a hint's ghost, a revealed vote) is drawn on it;
    then the message beside it, if one is shown (what the hint is)."""
    for selector in ("#board", "#message"):
        bring_into_view(selector)


def bring_into_view(selector: str) -> None:
    """Scroll the page the least that shows the element ``selector`` finds,
    if it is shown (an answer that arrives below the fold on a phone)."""
    element = js.document.querySelector(selector)
    if element and not element.hidden:
        element.scrollIntoView(js.JSON.parse('{"block": "nearest"}'))


def proxy(function: Callable[..., Any]) -> Any:
    """A JS-callable handle on ``function`` that lives as long as the page."""
    handle = create_proxy(function)
    _KEEP.append(handle)
    return handle


def listen(target: Any, event: str, handler: Callable[[Any], Any]) -> None:
    """A listener on a long-lived target, kept for the page's life."""
    target.addEventListener(event, proxy(handler))


def on(element: Any, event: str, handler: Callable[[Any], Any]) -> None:
    """Handle ``event`` on ``element`` (or inside it) by delegation; the
    handler goes when ``clear`` removes the element."""
    handler_id = _handler_id(element)
    if handler_id is None:
        _counter[0] += 1
        handler_id = str(_counter[0])
        setattr(element, HANDLER, handler_id)
        # A mark (the same on every element) so ``release`` finds them fast;
        # the id itself stays out of the page's HTML.
        element.setAttribute("data-on", "")
    _HANDLERS.setdefault(handler_id, {})[event] = handler
    if event not in _DELEGATED:
        _DELEGATED.add(event)
        # Capturing, so events that do not bubble (a dialog's close) come too.
        js.document.addEventListener(event, proxy(_dispatch), True)


def _handler_id(element: Any) -> str | None:
    value = getattr(element, HANDLER, None)
    return value if isinstance(value, str) else None


def _dispatch(event: Any) -> None:
    node = event.target
    handlers = []
    while node is not None and getattr(node, "tagName", None) is not None:
        handler_id = _handler_id(node)
        if handler_id is not None:
            handler = _HANDLERS.get(handler_id, {}).get(str(event.type))
            if handler is not None:
                handlers.append(handler)
        node = node.parentElement
    for handler in handlers:  # the innermost first, as events bubble
        handler(event)


def release(element: Any) -> None:
    """Forget the delegated handlers of ``element``'s descendants."""
    if not _HANDLERS:
        return
    for node in element.querySelectorAll("[data-on]"):
        handler_id = _handler_id(node)
        if handler_id is not None:
            _HANDLERS.pop(handler_id, None)


def handler_count() -> int:
    """How many delegated handlers are alive (for the leak test)."""
    return len(_HANDLERS)


def make(tag: str, text: str | None = None, **attrs: str) -> Any:
    """A new element; ``class_`` sets the class, other attributes as named."""
    element = js.document.createElement(tag)
    if text is not None:
        element.textContent = text
    for name, value in attrs.items():
        element.setAttribute("class" if name == "class_" else name.replace("_", "-"), value)
    return element


def read_as(shown: str, spoken: str, tag: str = "span") -> Any:
    """An element showing ``shown`` (with symbols: "Orange → Grey") that a
    screen reader reads as ``spoken`` ("Orange, then Grey"), where it
    would otherwise say the symbols' names ("right arrow")."""
    element = make(tag)
    element.append(make("span", shown, aria_hidden="true"))
    element.append(make("span", spoken, class_="visually-hidden"))
    return element


def clear(element: Any) -> None:
    """Remove ``element``'s children and release their handlers."""
    release(element)
    while element.firstChild:
        element.removeChild(element.firstChild)


def button(text: str, handler: Callable[[], Any], primary: bool = False) -> Any:
    element = make("button", text, type="button")
    if primary:
        element.className = "primary"
    on(element, "click", lambda event: handler())
    return element


def words_only(text: str) -> str:
    """``text`` without its arrows, for a screen reader ("Rotate ↻" was read
    "Rotate clockwise open circle arrow")."""
    return " ".join(text.replace("↻", " ").replace("↺", " ").split())


def later(function: Callable[[], Any], milliseconds: int = 0) -> None:
    """Run ``function`` after the browser has painted (or after a delay)."""
    js.setTimeout(create_once_callable(function), milliseconds)


def card(**attrs: str) -> Any:
    """The boxed card a view shows at the end of a game."""
    return make(
        "div",
        style=(
            "border:2px solid var(--accent);border-radius:10px;padding:0.6rem 0.8rem;"
            "background:var(--surface);display:flex;flex-direction:column;gap:0.35rem"
        ),
        **attrs,
    )


def show_game_title(name: str) -> None:
    """The header's game name: the play screen's heading (its only one),
    and shown over a game's guide; none on the home screen, whose heading
    is the tagline."""
    title = by_id("game-title")
    title.textContent = name
    title.hidden = not name
