"""The same game open in two tabs of one phone (a link tapped twice, the
installed app beside a browser tab), played on in both: the tab that saves
second no longer overwrites the other's moves. Its game is kept as a new
saved game, it says so, and a reload of it reopens its own moves."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Browser, expect

from e2e.harness import phone, watch

TSORO = "v1~tsoro~first.white~"


@pytest.mark.parametrize("language", ["en-GB", "it-IT"])
def test_two_tabs_played_on_keep_both_games(browser: Browser, server: str, language: str) -> None:
    context = browser.new_context(**phone(locale=language))
    try:
        first, second = watch(context, server), watch(context, server)
        first.open(TSORO + "a1_b2")
        second.open(TSORO + "a1_b2")
        for move in ("c1", "a2"):
            assert first.page.evaluate("m => abstrakta.play(m)", move) is None
        assert second.page.evaluate("abstrakta.play('b3')") is None
        words = "another tab" if language == "en-GB" else "un'altra scheda"
        expect(second.page.locator("#message")).to_contain_text(words)
        stored = json.loads(str(first.api("localStorage.getItem('abstrakta.games')")))
        assert sorted(game["record"] for game in stored["games"]) == [
            TSORO + "a1_b2_b3",
            TSORO + "a1_b2_c1_a2",
        ]
        # Each tab goes on in its own saved game, a reload included.
        second.page.reload()
        second.wait_ready()
        assert second.api("abstrakta.record()") == TSORO + "a1_b2_b3"
        assert first.page.evaluate("abstrakta.play('b3')") is None
        stored = json.loads(str(first.api("localStorage.getItem('abstrakta.games')")))
        assert sorted(game["record"] for game in stored["games"]) == [
            TSORO + "a1_b2_b3",
            TSORO + "a1_b2_c1_a2_b3",
        ]
        assert first.errors == [] and second.errors == []
    finally:
        context.close()
