""" "Continue a game" on a phone (issue 13): every saved game reads apart
(players, whose turn or the result, moves, when), finished games are
listed apart, and a deleted game comes back with Undo."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from e2e.harness import ARTIFACTS, phone, watch

TSORO = "v1~tsoro~first.white~"


@pytest.mark.parametrize("language", ["en-GB", "it-IT"])
def test_saved_games_read_apart_and_delete_with_undo(
    browser: Browser, server: str, language: str
) -> None:
    context = browser.new_context(**phone(locale=language))
    try:
        app = watch(context, server)
        page = app.open()
        # Three games none of which continues another (a link that does
        # continues that saved game instead of adding one).
        for record in (
            TSORO + "b2",
            TSORO + "a1_b2",
            TSORO + "a2_a1_b3_b2_c1_c2_b3xb1_a1xb3_a2-a1",
        ):
            assert page.evaluate("r => abstrakta.load(r)", record) is None
        assert page.evaluate("abstrakta.newGame('tsoro', {}, {1: 'normal'})") is None
        page.evaluate("abstrakta.play('c1')")
        page.locator("#home-button").click()
        games = page.locator("#saved-list .saved-game")
        expect(games).to_have_count(4)
        texts = games.all_inner_texts()
        assert len(set(texts)) == 4, texts
        italian = language.startswith("it")
        assert any(("1 mossa ·" if italian else "1 move ·") in t for t in texts), texts
        assert any(("computer, normale" if italian else "computer, normal") in t for t in texts)
        groups = page.locator("#saved-list .saved-group").all_inner_texts()
        assert groups == (["In corso", "Finite"] if italian else ["In progress", "Finished"])
        page.screenshot(path=str(ARTIFACTS / f"continue-phone-{language}.png"), full_page=True)

        first = texts[0]
        page.locator("#saved-list .saved-delete").first.click()
        expect(games).to_have_count(3)
        expect(page.locator("#saved-list .saved-undo")).to_be_visible()
        page.locator("#saved-list .saved-undo button").click()
        expect(games).to_have_count(4)
        assert games.first.inner_text() == first  # back in its place
        assert app.errors == []
    finally:
        context.close()
