""" "Continue a game" on a phone (issue 13): every saved game reads apart
(players, whose turn or the result, moves, when), finished games are
listed apart, and a deleted game comes back with Undo. When the device
keeps as many games as it may, finished games make room first; a game in
progress that must go is named in a message."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.harness import ARTIFACTS, Watched, phone, watch

TSORO = "v1~tsoro~first.white~"
FINISHED = TSORO + "a2_a1_b3_b2_c1_c2_b3xb1_a1xb3_a2-a1"
GAMES_KEY = "abstrakta.games"
#: ui.storage.MAX_SAVED (that module needs the browser: not imported here).
MAX_SAVED = 30


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


def stored_games(page: Page) -> list[dict[str, Any]]:
    games: list[dict[str, Any]] = json.loads(page.evaluate(f"localStorage.getItem('{GAMES_KEY}')"))[
        "games"
    ]
    return games


def fill_the_shelf(page: Page, finished: int | None) -> None:
    """MAX_SAVED games in progress, an hour apart, newest first (but the
    one at index ``finished``, over), as this version writes them."""
    games = [
        {
            "id": f"seeded{i:02}",
            "record": FINISHED if i == finished else TSORO + "b2",
            "cursor": 9 if i == finished else 1,
            "updated": 1_700_000_000.0 - 3600 * i,
            "finished": i == finished,
        }
        for i in range(MAX_SAVED)
    ]
    text = json.dumps({"schema": 2, "games": games, "unreadable": []})
    page.evaluate("t => localStorage.setItem('abstrakta.games', t)", text)


def test_a_finished_game_makes_room_before_the_games_in_progress(app: Watched) -> None:
    page = app.open()
    # A game is saved as finished at its position on the board: over, then
    # not once a move is undone.
    assert page.evaluate("r => abstrakta.load(r)", FINISHED) is None
    assert [g["finished"] for g in stored_games(page)] == [True]
    assert page.evaluate("abstrakta.undo()") is None
    assert [g["finished"] for g in stored_games(page)] == [False]

    # The finished game is the second newest: the oldest in progress stays.
    fill_the_shelf(page, finished=1)
    assert page.evaluate("abstrakta.newGame('tsoro', {})") is None
    assert page.evaluate("abstrakta.play('b2')") is None
    games = stored_games(page)
    assert len(games) == MAX_SAVED
    ids = {g["id"] for g in games}
    assert "seeded01" not in ids
    assert ids >= {f"seeded{i:02}" for i in range(MAX_SAVED) if i != 1}
    assert games[0]["record"] == TSORO + "b2" and games[0]["finished"] is False
    page.wait_for_timeout(300)  # a message would come after the move
    expect(page.locator("#message")).not_to_contain_text("removed")


def test_a_game_in_progress_that_must_go_is_named(app: Watched) -> None:
    page = app.open()
    fill_the_shelf(page, finished=None)
    assert page.evaluate("abstrakta.newGame('tsoro', {})") is None
    assert page.evaluate("abstrakta.play('b2')") is None
    message = page.locator("#message")
    expect(message).to_contain_text("Your oldest game in progress (Tsoro Yematatu, ")
    expect(message).to_contain_text(f"this device keeps at most {MAX_SAVED} games")
    ids = {g["id"] for g in stored_games(page)}
    assert len(ids) == MAX_SAVED
    assert "seeded29" not in ids  # the oldest
    assert ids >= {f"seeded{i:02}" for i in range(MAX_SAVED - 1)}
    # The next move saves the same game: nothing more is removed.
    assert page.evaluate("abstrakta.play('a1')") is None
    assert len(stored_games(page)) == MAX_SAVED


def test_every_kept_game_can_be_listed(app: Watched) -> None:
    """Home lists 8 games of a group at first; the rest are a tap away
    (they were kept but never shown), and the focus goes to the first."""
    page = app.open()
    fill_the_shelf(page, finished=None)
    page.reload()
    app.wait_ready()
    games = page.locator("#saved-list .saved-game")
    expect(games).to_have_count(8)
    more = page.locator("#saved-list .saved-more button")
    expect(more).to_have_text(f"Show {MAX_SAVED - 8} more games")
    more.click()
    expect(games).to_have_count(MAX_SAVED)
    expect(more).to_have_count(0)
    page.wait_for_function(
        "document.activeElement === document.querySelectorAll('#saved-list .saved-game')[8]"
    )


def focused(page: Page) -> str:
    return str(
        page.evaluate(
            "(e => e.getAttribute('aria-label') || e.textContent)(document.activeElement)"
        )
    )


def test_the_keyboard_keeps_its_place_as_games_are_deleted_and_brought_back(
    app: Watched,
) -> None:
    """A game deleted from the keyboard: the focus goes to Undo, and from
    Undo to the game brought back (it fell to the page's start, and a
    screen reader's user had to find the list again). A list made again
    (another tab saved a game) leaves it on the same game."""
    page = app.open()
    for record in (TSORO + "b2", TSORO + "a1_b2"):
        assert page.evaluate("r => abstrakta.load(r)", record) is None
    page.locator("#home-button").click()
    delete = page.locator("#saved-list .saved-delete").first
    game = page.locator("#saved-list .saved-game").first.get_attribute("data-saved")
    delete.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#saved-list .saved-game")).to_have_count(1)
    assert focused(page) == "Undo"
    page.keyboard.press("Enter")
    expect(page.locator("#saved-list .saved-game")).to_have_count(2)
    assert page.evaluate("document.activeElement.dataset.saved") == game
    page.evaluate("dispatchEvent(new StorageEvent('storage', {key: 'abstrakta.games'}))")
    assert page.evaluate("document.activeElement.dataset.saved") == game
