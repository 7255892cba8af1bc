"""The bar names the game in full on a narrow phone: on two lines if it
must, never cut. Before, its one line ended in an ellipsis: "Tsoro Yem…"
on a 360 px phone, and TiQuadra and Asterismo cut at 320 px too."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser

from e2e.harness import phone, watch

GAMES = ("tsoro", "tayu", "tantrix", "tiquadra", "asterismo")


@pytest.mark.parametrize("width", [320, 360])
def test_the_game_is_named_whole_in_the_bar(browser: Browser, server: str, width: int) -> None:
    context = browser.new_context(**phone(True, viewport={"width": width, "height": 640}))
    try:
        app = watch(context, server)
        page = app.open()
        for game in GAMES:
            assert page.evaluate(f"abstrakta.newGame('{game}')") is None
            title = page.locator("#game-title")
            name = title.inner_text()
            assert name, game
            shown = title.evaluate(
                "t => t.scrollWidth <= t.clientWidth + 1 && t.scrollHeight <= t.clientHeight + 1"
            )
            assert shown, (game, name)
            # at most two lines, the bar no taller than with one
            height = page.locator(".bar").evaluate("bar => bar.getBoundingClientRect().height")
            assert height <= 56, (game, height)
            lines = title.evaluate(
                "t => Math.round(t.getBoundingClientRect().height"
                " / parseFloat(getComputedStyle(t).lineHeight))"
            )
            assert lines <= 2, (game, lines)
        assert app.errors == []
    finally:
        context.close()
