"""The page before Python is ready: its download held back, so a test
looks at and uses what shows meanwhile (a first visit's seconds)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from playwright.sync_api import Browser, Page

from e2e.harness import Watched, watch

#: A desktop's context (a mouse, English), beside ``harness.phone``'s.
DESKTOP_EN: dict[str, Any] = {"locale": "en-GB", "viewport": {"width": 1280, "height": 800}}
#: The interpreter's download, held back so the loading page can be looked at.
WASM = "**/pyodide.asm.wasm"


class HeldBack:
    """Python's download held back until ``release()``; one that is asked
    for later goes through at once (unrouting instead raced a request made
    meanwhile: held and never let go, the page never booted)."""

    def __init__(self, page: Page) -> None:
        self.released = False
        self.held: list[Any] = []
        page.route(WASM, self._arrived)

    def _arrived(self, route: Any) -> None:
        if self.released:
            route.continue_()
        else:
            self.held.append(route)

    def release(self) -> None:
        self.released = True
        while self.held:
            self.held.pop().continue_()


def python_ready(page: Page) -> bool:
    return bool(page.evaluate("document.documentElement.classList.contains('python-ready')"))


def loading_page(page: Page, url: str) -> HeldBack:
    """``url`` opened with Python held back."""
    held = HeldBack(page)
    page.goto(url, wait_until="domcontentloaded")
    page.wait_for_function("document.querySelectorAll('#game-list li').length === 5")
    return held


@contextmanager
def before_ready(
    browser: Browser, server: str, address: str = "", init_script: str = "", **options: Any
) -> Iterator[tuple[Watched, HeldBack]]:
    """A new context (``options``, ``init_script`` run in every page), its
    page at ``address`` with Python held back; closed afterwards."""
    context = browser.new_context(**options)
    try:
        if init_script:
            context.add_init_script(init_script)
        app = watch(context, server)
        yield app, loading_page(app.page, server + address)
    finally:
        context.close()
