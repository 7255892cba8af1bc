"""Tantrix's words on a phone say what a tap on a grown board does: once the
board is too small to aim at, a tap zooms in. They were chosen before the
board took its size for the position, so a link to a grown game (and the
move that grew the board past the line) said "choose a tile" instead."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from e2e.harness import phone, watch

#: Italian only: the words are fixed texts, and the same mechanism is seen
#: in both languages by Ta Yü's first-words test.
WORDS = {"it-IT": "Tocca il tavolo per ingrandire"}

#: Plays the last legal move ``n`` times (or to the end): a sprawling board.
GROW = """async (n) => {
    for (let i = 0; i < n && !abstrakta.status().over; i++) {
        const moves = abstrakta.legalMoves();
        if (!moves.length) break;
        abstrakta.play(moves[moves.length - 1]);
        await new Promise((r) => setTimeout(r, 0));
    }
    return abstrakta.record();
}"""


@pytest.mark.parametrize("locale", sorted(WORDS))
def test_a_link_to_a_grown_board_says_a_tap_zooms_in(
    browser: Browser, server: str, locale: str
) -> None:
    context = browser.new_context(**phone(locale=locale))
    try:
        app = watch(context, server)
        page = app.open()
        assert page.evaluate("abstrakta.newGame('tantrix', {players: '2'})") is None
        record = page.evaluate(GROW, 30)
        fresh = watch(context, server)
        fresh.open(record)
        expect(fresh.page.locator("#game-controls")).to_contain_text(WORDS[locale], timeout=10_000)
        assert app.errors == [] and fresh.errors == []
    finally:
        context.close()
