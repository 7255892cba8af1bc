"""A first visit by a shared link (a game, a lesson, a guide): while the
page loads it shows the game the link opens, not the menu of five games (a
friend's link read as "choose a game" for the 5-11 s of a first visit)."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.harness import phone, watch

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


def loading_page(page: Page, url: str) -> HeldBack:
    """``url`` opened with Python held back."""
    held = HeldBack(page)
    page.goto(url, wait_until="domcontentloaded")
    page.wait_for_function("document.querySelectorAll('#game-list li').length === 5")
    return held


def shown_games(page: Page) -> list[str]:
    return [
        name
        for name, visible in zip(
            page.locator("#game-list [data-game] b").all_text_contents(),
            [b.is_visible() for b in page.locator("#game-list [data-game]").all()],
            strict=True,
        )
        if visible
    ]


@pytest.mark.parametrize(
    ("address", "shown"),
    [
        ("#v1~tantrix~players.2_colours.auto~", ["Tantrix"]),
        ("?learn=tiquadra", ["TiQuadra"]),
        ("?embed&game=tsoro&first=black", ["Tsoro Yematatu"]),
        ("#Howto.Asterismo", ["Asterismo"]),
        ("#v1~chess~", ["Tsoro Yematatu", "Ta Yü", "Tantrix", "TiQuadra", "Asterismo"]),
    ],
)
def test_the_loading_page_shows_the_game_the_address_opens(
    browser: Browser, server: str, address: str, shown: list[str]
) -> None:
    context = browser.new_context(**phone(locale="it-IT"))
    try:
        app = watch(context, server)
        page = app.page
        held = loading_page(page, server + address)
        assert shown_games(page) == shown
        expect(page.locator(".tagline")).to_be_visible(visible=len(shown) == 5)
        held.release()
        app.wait_ready()
        if address.startswith("#Howto"):
            expect(page.locator("#howto")).to_be_visible()
        elif len(shown) == 1:
            expect(page.locator("#play")).to_be_visible()
        else:  # a link to no game: the whole menu, and why
            assert len(shown_games(page)) == 5
            expect(page.locator("#message")).to_be_visible()
        assert app.errors == []
    finally:
        context.close()
