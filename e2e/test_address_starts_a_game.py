"""A game asked for by the address (``?game=tsoro&first=black``, as an
embedding page or a club site writes it): what sites add to an address
never stops it, ``?lang=`` chooses the language, and a setting the game
cannot take is said while the game still starts."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, expect

from e2e.harness import Watched, watch
from tools.serve import serve_in_thread


def test_an_embed_address_with_a_tracker_and_a_language_opens_the_game(app: Watched) -> None:
    page = app.page
    page.goto(app.base + "?embed&game=tsoro&first=black&lang=it&utm_source=pergioco&fbclid=IwAR0")
    app.wait_ready()
    assert page.evaluate("abstrakta.game()") == "tsoro"
    assert page.evaluate("abstrakta.status().toMoveName") == "black"
    assert page.evaluate("document.documentElement.lang") == "it"
    expect(page.locator("#howto-button")).to_have_text("Come si gioca")
    expect(page.locator("#message")).to_be_hidden()


def test_a_setting_the_game_lacks_is_said_and_the_game_starts(app: Watched) -> None:
    page = app.page
    page.goto(app.base + "?game=asterismo&colour=red&silent=maybe&players=3&lang=en")
    app.wait_ready()
    assert page.evaluate("abstrakta.game()") == "asterismo"
    assert page.evaluate("abstrakta.record()").startswith("v1~asterismo~players.3_silent.no~")
    # Named as the new-game screen names them (the game's words are loaded first).
    expect(page.locator("#message")).to_have_text(
        "This game has no setting “colour”: it starts without it. "
        "“Variant” cannot be “maybe”: the game starts with “Talking (pieces may be marked)”."
    )
    # The API refuses a level the computer lacks: nothing starts (it seated a person).
    record = page.evaluate("abstrakta.record()")
    said = page.evaluate("abstrakta.newGame('tsoro', {}, {1: 'genius'})")
    assert said == "“genius” is not a computer level: choose easy, normal, strong."
    assert page.evaluate("abstrakta.record()") == record


@pytest.mark.parametrize(
    "query", ["?learn=tsoro&lang=en&utm_source=x", "?game=tiquadra&lang=en&first=2&utm_source=x"]
)
def test_a_start_asked_by_the_address_is_not_asked_again_by_a_reload_of_the_menu(
    app: Watched, query: str
) -> None:
    """Found by random clicks: a lesson opened by ``?learn=tantrix`` came
    back over the menu at every reload (and a phone reloads a tab it put
    away), as did a fresh game for ``?game=``: the address still asked."""
    page = app.page
    page.goto(app.base + query)
    app.wait_ready()
    expect(page.locator("#play")).to_be_visible()
    assert "learn=" not in page.url and "game=" not in page.url and "first=" not in page.url
    assert "lang=en" in page.url and "utm_source=x" in page.url  # not the game's: kept
    page.locator("#home-button").click()
    expect(page.locator("#home")).to_be_visible()
    page.reload()
    app.wait_ready()
    expect(page.locator("#home")).to_be_visible()
    expect(page.locator("#play")).to_be_hidden()
    # Back returns to the game or lesson the address started.
    page.go_back()
    expect(page.locator("#play")).to_be_visible()


def test_an_embedded_page_keeps_the_game_its_host_asked_for(app: Watched) -> None:
    page = app.page
    page.goto(app.base + "?embed&game=tsoro&first=black")
    app.wait_ready()
    assert "game=tsoro" in page.url and "first=black" in page.url
    assert page.evaluate("abstrakta.status().toMoveName") == "black"


def test_the_language_chosen_in_the_page_outlasts_the_addresss_on_reload(app: Watched) -> None:
    page = app.page
    page.goto(app.base + "?game=tsoro&lang=it")
    app.wait_ready()
    expect(page.locator("#howto-button")).to_have_text("Come si gioca")
    page.locator("#language-button").click()
    expect(page.locator("#howto-button")).to_have_text("How to play")
    # The address now says the player's choice; the game stays where it was
    # (in the fragment: ?game= was done with once the game started).
    assert "lang=en" in page.url and "game=" not in page.url
    record = page.evaluate("abstrakta.record()")
    page.reload()
    app.wait_ready()
    assert page.evaluate("document.documentElement.lang") == "en"
    expect(page.locator("#howto-button")).to_have_text("How to play")
    assert page.evaluate("abstrakta.record()") == record


def test_a_stored_language_that_is_none_of_ours_gives_the_browsers(
    browser: Browser, server: str
) -> None:
    """A stored "xx" (a hand edit) made the page English for an Italian
    browser, its <html lang> "xx"."""
    context = browser.new_context(locale="it-IT")
    try:
        context.add_init_script("localStorage.setItem('abstrakta.language', 'xx')")
        app = watch(context, server)
        page = app.open()
        assert page.evaluate("document.documentElement.lang") == "it"
        expect(page.locator("#home")).to_contain_text("Come si gioca")
    finally:
        context.close()


@pytest.fixture(scope="module")
def at_the_root() -> Iterator[str]:
    """The app served at a domain's root, as a club's own domain serves it."""
    httpd, base = serve_in_thread()
    yield base
    httpd.shutdown()


def test_an_address_whose_path_starts_with_two_slashes_still_works(
    browser: Browser, at_the_root: str
) -> None:
    """A link with a doubled slash (``https://host//?lang=it``): the page
    wrote the path alone into the history ("//"), which a browser reads as
    another host's address and refuses, so Games did nothing and the
    language button failed halfway."""
    context = browser.new_context()
    try:
        app = watch(context, at_the_root)
        page = app.page
        page.goto(at_the_root + "/?game=tsoro&lang=it")
        app.wait_ready()
        page.locator("#language-button").click()
        expect(page.locator("#howto-button")).to_have_text("How to play")
        assert "//?lang=en#v1~tsoro~" in page.url  # ?game= done with once started
        page.locator("#home-button").click()
        expect(page.locator("#home")).to_be_visible()
        assert page.url.endswith("//?lang=en")
        page.go_back()
        expect(page.locator("#play")).to_be_visible()
        assert app.errors == []
    finally:
        context.close()
