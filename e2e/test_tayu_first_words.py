"""Ta Yü's first words on a phone say what the first tap does: the board is
too small to aim at, so a tap zooms in. They said "tap a lit square", chosen
before the board had a size (a pass-and-play audit, in Italian)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from e2e.harness import phone, watch

WORDS = {
    "en-GB": "Tap the board to zoom in",
    "it-IT": "Tocca il tavoliere per ingrandirlo",
}


@pytest.mark.parametrize("locale", sorted(WORDS))
def test_the_first_turn_on_a_phone_says_a_tap_zooms_in(
    browser: Browser, server: str, locale: str
) -> None:
    context = browser.new_context(**phone(locale=locale))
    try:
        app = watch(context, server)
        page = app.open("v1~tayu~variant.teams_tiles.bag_first.0_target.24_bidding.no~")
        expect(page.locator("#game-controls")).to_contain_text(WORDS[locale], timeout=10_000)
        assert app.errors == []
    finally:
        context.close()
