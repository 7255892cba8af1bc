"""The bar's language button works before the app is ready
(web/early-language.js): a first visit downloads the app for seconds, and
its reader switches the home list, the start-up strip and the early guides
at once. The app then starts in the language chosen."""

from __future__ import annotations

from playwright.sync_api import Browser, expect

from e2e.harness import phone
from e2e.held_back import before_ready, python_ready

#: Storage that refuses every write, as a browser that denies it does.
NO_STORAGE = """Storage.prototype.setItem = function () {
  throw new DOMException("denied", "SecurityError");
};"""


def test_the_language_switches_while_the_app_downloads_and_the_app_starts_in_it(
    browser: Browser, server: str
) -> None:
    with before_ready(browser, server, "?lang=en", **phone(locale="en-GB")) as (app, held):
        page = app.page
        tagline = page.locator("#home .tagline")
        expect(tagline).to_have_text(
            "Five abstract games from the PerGioco circle", use_inner_text=True
        )
        page.locator("#language-button").tap()
        expect(tagline).to_have_text(
            "Cinque giochi astratti dal circolo PerGioco", use_inner_text=True
        )
        expect(page.locator("#language-button")).to_have_text("English", use_inner_text=True)
        expect(page.locator("#progress-text")).not_to_contain_text("Download", use_inner_text=True)
        assert "lang=it" in page.url  # the address says the new choice
        page.locator('#game-list button[data-howto="tantrix"]').tap()
        title = page.locator("#howto h1")
        expect(title).to_have_text("Tantrix: come si gioca", use_inner_text=True)
        # Switched on the guide itself: its words and its contents' name follow.
        page.locator("#language-button").tap()
        expect(title).to_have_text("How to play Tantrix", use_inner_text=True)
        expect(page.locator("#howto nav")).to_have_attribute("aria-label", "In this guide")
        page.locator("#language-button").tap()
        expect(page.locator("#howto nav")).to_have_attribute("aria-label", "In questa guida")
        assert not python_ready(page), "switched before the app was ready"

        held.release()
        app.wait_ready()
        expect(title).to_have_text("Tantrix: come si gioca", use_inner_text=True)
        expect(page.locator("#howto canvas[data-picture]").first).to_be_visible()
        expect(page.locator("#language-button")).to_have_text("English", use_inner_text=True)
        page.reload()
        app.wait_ready()
        expect(title).to_have_text("Tantrix: come si gioca", use_inner_text=True)
        assert app.errors == []


def test_the_language_chosen_early_holds_where_the_browser_keeps_nothing(
    browser: Browser, server: str
) -> None:
    """Where the browser keeps nothing, the app still starts in the
    language chosen."""
    english_phone = phone(locale="en-GB")
    with before_ready(browser, server, init_script=NO_STORAGE, **english_phone) as (app, held):
        page = app.page
        page.locator("#language-button").tap()
        expect(page.locator("#home .tagline")).to_have_text(
            "Cinque giochi astratti dal circolo PerGioco", use_inner_text=True
        )
        held.release()
        app.wait_ready()
        expect(page.locator("#language-button")).to_have_text("English", use_inner_text=True)
        expect(page.locator('#game-list button[data-howto="tsoro"]')).to_contain_text(
            "Come si gioca", use_inner_text=True
        )
        assert app.errors == []
