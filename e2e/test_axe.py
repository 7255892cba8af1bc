"""axe-core on every screen of issue 15, in English and Italian, on a
phone: the home screen, each game's new-game screen, a board mid-game
and an end card. No serious or critical violation anywhere; in Italian
also with the phone set to dark (every colour the dark palette changes
is checked for contrast here)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page

from e2e import axe
from e2e.harness import Watched, phone, watch

GAMES = ("tsoro", "tayu", "tantrix", "tiquadra", "asterismo")
#: Options that make each end card quick to reach by random play.
OPTIONS: dict[str, dict[str, str]] = {"tantrix": {"players": "2"}}


@pytest.fixture(params=["en", "it", "it-dark"])
def app_in(request: pytest.FixtureRequest, browser: Browser, server: str) -> Iterator[Watched]:
    """A fresh phone page in English or Italian (the language chosen before
    the page loads, as a returning player's saved choice), light or dark."""
    language, _, scheme = request.param.partition("-")
    context = browser.new_context(**phone(), color_scheme="dark" if scheme else "light")
    context.add_init_script(f"localStorage.setItem('abstrakta.language', '{language}')")
    watched = watch(context, server)
    yield watched
    context.close()
    assert watched.errors == [], f"console errors: {watched.errors}"


def check(page: Page, where: str) -> None:
    found = axe.violations(page)
    assert found == [], f"{where}: " + "\n".join(found)


def play_randomly(page: Page, moves: int | None, seed: int = 15) -> None:
    """Set a position up (through the API: what is audited is the screen,
    not how it was reached); ``moves`` None plays to the end."""
    rng = random.Random(seed)
    count = 0
    while moves is None or count < moves:
        page.wait_for_function(
            "(s => s.over || s.toMoveName !== 'chance')(abstrakta.status())", timeout=30_000
        )
        if page.evaluate("abstrakta.status().over"):
            return
        legal = page.evaluate("abstrakta.legalMoves()")
        assert page.evaluate("m => abstrakta.play(m)", rng.choice(legal)) is None
        count += 1
    page.wait_for_timeout(200)


def test_home_and_new_game_screens(app_in: Watched) -> None:
    page = app_in.open()
    check(page, "home")
    for game in GAMES:
        page.locator(f"button[data-game={game}]").click()
        page.wait_for_selector("#dialog[open]")
        check(page, f"{game}: new game")
        if game == "tayu":  # the saboteur's target: a number box (it had no name)
            page.locator("#dialog input[name=variant][value=saboteur]").check()
            page.locator("#dialog input[name=target]").wait_for()
            check(page, "tayu: new game, saboteur")
        page.keyboard.press("Escape")
        page.wait_for_selector("#dialog:not([open])", state="attached")


@pytest.mark.parametrize("game", GAMES)
def test_board_mid_game_and_end_card(app_in: Watched, game: str) -> None:
    page = app_in.open()
    assert (
        page.evaluate("([g, o]) => abstrakta.newGame(g, o, {})", [game, OPTIONS.get(game, {})])
        is None
    )
    play_randomly(page, 7)
    check(page, f"{game}: mid-game")
    play_randomly(page, None)
    assert page.evaluate("abstrakta.status().over")
    check(page, f"{game}: end card")


def test_share_sheet(app_in: Watched) -> None:
    page = app_in.open()
    assert page.evaluate("abstrakta.newGame('tsoro', {}, {})") is None
    play_randomly(page, 3)
    page.locator("#share-button").click()
    page.wait_for_selector("#dialog[open] .share-qr svg", timeout=60_000)
    check(page, "the share sheet")


def test_a_question_dialog(app_in: Watched) -> None:
    """A dialog that asks before acting: offering a draw (Tsoro)."""
    page = app_in.open()
    assert page.evaluate("abstrakta.newGame('tsoro', {}, {})") is None
    play_randomly(page, 2)
    page.locator("#draw-button").click()
    page.wait_for_selector("#dialog[open]")
    check(page, "offer a draw")


def test_how_to_play_and_learn_by_playing(app_in: Watched) -> None:
    """The newcomer's screens (issue 13): each game's How to play, and its
    lesson on the play screen."""
    page = app_in.open()
    for game in GAMES:
        page.goto(app_in.base + f"#howto.{game}")
        page.locator('#howto [data-howto="learn"]').first.wait_for()
        check(page, f"{game}: how to play")
        page.locator('#howto [data-howto="learn"]').first.click()
        page.locator("#lesson .lesson-text").wait_for()
        check(page, f"{game}: learn by playing")
