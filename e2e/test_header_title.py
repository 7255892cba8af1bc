"""The bar names the game in full on a narrow phone: on two lines if it
must, never cut. Before, its one line ended in an ellipsis: "Tsoro Yem…"
on a 360 px phone, and TiQuadra and Asterismo cut at 320 px too."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from e2e.harness import Watched, phone, watch

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


def test_the_play_screen_is_headed_by_the_games_name(app: Watched) -> None:
    """axe (moderate, a keyboard audit): the play screen had no heading of
    the first level; its one is the game's name in the bar. The home
    screen's one stays the tagline."""
    page = app.open()
    assert page.locator("h1:visible").all_inner_texts() == [
        "Five abstract games from the PerGioco circle"
    ]
    assert page.evaluate("abstrakta.newGame('tantrix')") is None
    expect(page.locator("h1:visible")).to_have_text(["Tantrix"])
    page.locator("#home-button").click()
    expect(page.locator("#game-title")).to_be_hidden()
    page.locator('#game-list button[data-howto="tsoro"]').click()  # a guide from home
    expect(page.locator("#game-title")).to_have_text("Tsoro Yematatu")
    expect(page.locator("#game-title")).to_be_visible()
