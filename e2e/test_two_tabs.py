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
        # A person turns to the other tab after the move; the test does so
        # at once. Chromium hands localStorage to another tab's process
        # asynchronously: under load (a full run) the second tab read the
        # games before "a2" reached it and saved them back without it.
        second.page.wait_for_function(
            "r => (localStorage.getItem('abstrakta.games') || '').includes(r)",
            arg=TSORO + "a1_b2_c1_a2",
        )
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


def test_the_home_list_follows_the_other_tab(browser: Browser, server: str) -> None:
    """The home screen's "Continue a game" is kept up to date with what
    another tab saves, and a game listed before the other tab played on
    opens as saved now (it opened as listed, and its save then wrote the
    older moves over the other tab's)."""
    context = browser.new_context(**phone(locale="en-GB"))
    try:
        home, other = watch(context, server), watch(context, server)
        other.open(TSORO + "a1_b2")
        page = home.open()
        games = page.locator("#saved-list .saved-game")
        expect(games).to_have_count(1)
        other.page.evaluate("abstrakta.play('c1')")
        expect(games.first).to_contain_text("3 moves")
        other.page.evaluate("abstrakta.newGame('tiquadra', {}, {})")
        other.page.evaluate("abstrakta.play(abstrakta.legalMoves()[0])")
        expect(games).to_have_count(2)
        # Listed, then played on elsewhere: it opens as it is now.
        other.page.evaluate("r => abstrakta.load(r)", TSORO + "a1_b2_c1")
        other.page.evaluate("abstrakta.play('a2')")
        page.locator("#saved-list .saved-game", has_text="Tsoro").click()
        expect(page.locator("#status")).to_contain_text("White to move")
        assert home.api("abstrakta.record()") == TSORO + "a1_b2_c1_a2"
        stored = json.loads(str(home.api("localStorage.getItem('abstrakta.games')")))
        assert TSORO + "a1_b2_c1_a2" in [game["record"] for game in stored["games"]]
        assert home.errors == [] and other.errors == []
    finally:
        context.close()


def test_an_older_link_of_a_saved_game_leaves_it_whole(browser: Browser, server: str) -> None:
    """An audit's repro: a game saved at b1 a1 b2 b3 c1, its older link b1 a1
    opened in a new tab and played on with c2 cut the saved game to b1 a1
    c2. Now the page says a move there starts a new game, and both stay."""
    context = browser.new_context(**phone(locale="en-GB"))
    try:
        first, second = watch(context, server), watch(context, server)
        first.open(TSORO + "b1_a1_b2_b3_c1")
        page = second.open(TSORO + "b1_a1")
        expect(page.locator("#status")).to_contain_text("a move here starts a new game")
        page.get_by_role("button", name="Redo").click()  # the saved line is there
        page.get_by_role("button", name="Undo").click()
        assert page.evaluate("abstrakta.play('c2')") is None
        expect(page.locator("#message")).to_contain_text("the saved one stays whole")
        stored = json.loads(str(first.api("localStorage.getItem('abstrakta.games')")))
        assert {game["record"]: game["cursor"] for game in stored["games"]} == {
            TSORO + "b1_a1_b2_b3_c1": 5,
            TSORO + "b1_a1_c2": 3,
        }
        assert first.errors == [] and second.errors == []
    finally:
        context.close()
