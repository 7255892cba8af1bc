"""A game tapped before the app is ready (web/early-game.js): the home list
shows at once, and a game's button answers at once too. The game is
marked, its card says what it is and what comes, and its new-game screen
opens as soon as the app is ready, as the tap would have opened it."""

from __future__ import annotations

from playwright.sync_api import Browser, expect

from e2e import axe
from e2e.harness import phone
from e2e.held_back import DESKTOP_EN, before_ready, python_ready

CHOSEN = "#game-list li.early-chosen"


def test_a_game_tapped_while_the_app_downloads_opens_its_new_game_screen_when_ready(
    browser: Browser, server: str
) -> None:
    with before_ready(browser, server, **phone(locale="it-IT")) as (app, held):
        page = app.page
        page.locator('#game-list button[data-game="tantrix"]').tap()
        chosen = page.locator(CHOSEN)
        expect(chosen).to_have_count(1)
        expect(chosen.locator("[data-game]")).to_have_attribute("data-game", "tantrix")
        expect(chosen.locator(".opening-about")).to_contain_text("tessere", use_inner_text=True)
        expect(chosen.locator(".opening-note")).to_have_text(
            "Scegli i giocatori appena l'app è pronta.", use_inner_text=True
        )
        expect(page.locator("#announce")).to_have_text(
            "Tantrix. Scegli i giocatori appena l'app è pronta."
        )
        # Another game: the mark, its words and what is said move with it.
        page.locator('#game-list button[data-game="tayu"]').tap()
        expect(chosen).to_have_count(1)
        expect(chosen.locator("[data-game]")).to_have_attribute("data-game", "tayu")
        expect(page.locator(".opening-about").filter(visible=True)).to_have_count(1)
        expect(page.locator("#announce")).to_contain_text("Ta Yü.")
        assert axe.violations(page) == []
        assert not python_ready(page), "tapped before the app was ready"

        held.release()
        app.wait_ready()
        dialog = page.locator("#dialog[open]")
        expect(dialog.locator("h2").first).to_have_text("Ta Yü")
        expect(page.locator(".opening-about").filter(visible=True)).to_have_count(0)
        assert page.evaluate("document.documentElement.dataset.chosenGame") is None
        # The screen is the one a tap opens: Start begins that game.
        dialog.locator("button.primary").click()
        expect(page.locator("#play")).to_be_visible()
        expect(page.locator("#game-title")).to_have_text("Ta Yü")
        assert app.errors == []


def test_a_guide_opened_after_a_game_was_tapped_drops_the_game(
    browser: Browser, server: str
) -> None:
    """A keyboard on a desktop: Enter on a game marks it; a guide opened
    next is what the person wants now, and the app opens no game later."""
    with before_ready(browser, server, **DESKTOP_EN) as (app, held):
        page = app.page
        beside = page.locator('#game-list li:has([data-game="tiquadra"])')
        height = beside.evaluate("li => li.getBoundingClientRect().height")
        page.locator('#game-list button[data-game="asterismo"]').focus()
        page.keyboard.press("Enter")
        expect(page.locator(CHOSEN)).to_have_count(1)
        # Its words make it taller; the game beside it in its row keeps its height.
        assert page.locator(CHOSEN).evaluate("li => li.getBoundingClientRect().height") > height
        assert beside.evaluate("li => li.getBoundingClientRect().height") == height
        expect(page.locator('#game-list button[data-game="asterismo"]')).to_be_focused()
        page.locator('#game-list button[data-howto="tsoro"]').click()
        expect(page.locator("#howto h1")).to_have_text(
            "How to play Tsoro Yematatu", use_inner_text=True
        )
        page.locator("#howto button[data-early=back]").click()
        expect(page.locator("#home")).to_be_visible()
        expect(page.locator(CHOSEN)).to_have_count(0)
        assert not python_ready(page)

        held.release()
        app.wait_ready()
        expect(page.locator("#home")).to_be_visible()
        expect(page.locator("#dialog[open]")).to_have_count(0)
        assert app.errors == []


def test_an_address_that_opens_a_game_leaves_the_game_buttons_waiting(
    browser: Browser, server: str
) -> None:
    """A shared link opens its own game: a tap on its card before the app
    is ready would open a second one over it."""
    with before_ready(
        browser, server, "#v1~tantrix~players.2_colours.auto~", **phone(locale="en-GB")
    ) as (app, held):
        page = app.page
        expect(page.locator('#game-list button[data-game="tantrix"]')).to_be_disabled()
        held.release()
        app.wait_ready()
        expect(page.locator("#play")).to_be_visible()
        expect(page.locator("#dialog[open]")).to_have_count(0)
        assert app.errors == []


def test_learn_by_playing_tapped_in_an_early_guide_starts_the_lesson_when_ready(
    browser: Browser, server: str
) -> None:
    with before_ready(browser, server, **phone(locale="it-IT")) as (app, held):
        page = app.page
        page.locator('#game-list button[data-howto="tantrix"]').tap()
        learn = page.locator("#howto .howto-learn")
        learn.tap()
        waiting = page.locator("#howto .early-waiting")
        expect(waiting).to_have_count(1)
        expect(waiting).to_have_text(
            "La lezione comincia appena l'app è pronta.", use_inner_text=True
        )
        expect(page.locator("#announce")).to_have_text("La lezione comincia appena l'app è pronta.")
        assert axe.violations(page) == []
        assert not python_ready(page), "tapped before the app was ready"

        held.release()
        app.wait_ready()
        expect(page.locator("#lesson")).to_be_visible()
        expect(page.locator("#game-title")).to_have_text("Tantrix")
        assert "#learn.tantrix" in page.url
        # Back leaves the lesson for the guide it was asked from.
        page.go_back()
        expect(page.locator("#howto h1")).to_have_text(
            "Tantrix: come si gioca", use_inner_text=True
        )
        assert app.errors == []


def test_start_a_game_tapped_in_an_early_guide_opens_its_screen_unless_the_guide_was_left(
    browser: Browser, server: str
) -> None:
    with before_ready(browser, server, "#howto.tsoro", **DESKTOP_EN) as (app, held):
        page = app.page
        start = page.locator("#howto .howto-end button.primary")
        start.click()
        waiting = page.locator("#howto .early-waiting")
        expect(waiting).to_have_text(
            "You choose the players as soon as the app is ready.", use_inner_text=True
        )
        # Left, and another guide opened: what the first one asked for is dropped.
        page.locator("#howto button[data-early=back]").click()
        # (The whole list shows, its games answering as on any first visit.)
        page.locator('#game-list button[data-game="asterismo"]').click()
        expect(page.locator(CHOSEN)).to_have_count(1)
        page.locator('#game-list button[data-howto="tiquadra"]').click()
        expect(page.locator("#howto .early-waiting")).to_have_count(0)
        assert page.evaluate("document.documentElement.dataset.chosenGame") is None
        # Asked again in this guide: the app opens it over the guide.
        start.click()
        held.release()
        app.wait_ready()
        dialog = page.locator("#dialog[open]")
        expect(dialog.locator("h2").first).to_have_text("TiQuadra")
        dialog.get_by_role("button", name="Cancel").click()
        expect(page.locator("#howto h1")).to_have_text("How to play TiQuadra", use_inner_text=True)
        assert app.errors == []
