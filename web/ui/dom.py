"""Small helpers over the browser's DOM (the only module with event glue)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import create_once_callable, create_proxy

#: Proxies handed to the browser stay alive as long as the page.
_KEEP: list[Any] = []


def by_id(element_id: str) -> Any:
    return js.document.getElementById(element_id)


def proxy(function: Callable[..., Any]) -> Any:
    """A JS-callable handle on ``function`` that lives as long as the page."""
    handle = create_proxy(function)
    _KEEP.append(handle)
    return handle


def on(element: Any, event: str, handler: Callable[[Any], Any]) -> None:
    element.addEventListener(event, proxy(handler))


def make(tag: str, text: str | None = None, **attrs: str) -> Any:
    """A new element; ``class_`` sets the class, other attributes as named."""
    element = js.document.createElement(tag)
    if text is not None:
        element.textContent = text
    for name, value in attrs.items():
        element.setAttribute("class" if name == "class_" else name.replace("_", "-"), value)
    return element


def clear(element: Any) -> None:
    while element.firstChild:
        element.removeChild(element.firstChild)


def button(text: str, handler: Callable[[], Any], primary: bool = False) -> Any:
    element = make("button", text, type="button")
    if primary:
        element.className = "primary"
    on(element, "click", lambda event: handler())
    return element


def later(function: Callable[[], Any], milliseconds: int = 0) -> None:
    """Run ``function`` after the browser has painted (or after a delay)."""
    js.setTimeout(create_once_callable(function), milliseconds)


def card(**attrs: str) -> Any:
    """The boxed card a view shows at the end of a game."""
    return make(
        "div",
        style=(
            "border:2px solid #23404f;border-radius:10px;padding:0.6rem 0.8rem;"
            "background:#fffaf0;display:flex;flex-direction:column;gap:0.35rem"
        ),
        **attrs,
    )
