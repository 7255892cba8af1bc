"""How to play before the app is ready: a first visit downloads the app for
seconds, and a newcomer reads a game's guide meanwhile (index.html's early
guides, web/early-guide.js). When the app is ready its own guide, with the
pictures, takes the same address and the reader's place."""

from __future__ import annotations

from playwright.sync_api import Browser, expect
from ui.howto import guide

from e2e import axe
from e2e.harness import phone, watch
from e2e.held_back import DESKTOP_EN, before_ready, loading_page, python_ready

#: Each section's name and top on the screen (CSS px), in the guide shown.
SECTION_TOPS = """() => Object.fromEntries([...document.querySelectorAll("#howto .howto-section")]
  .map((s) => [s.dataset.section, Math.round(s.getBoundingClientRect().top)]))"""


def test_a_guide_is_read_while_the_app_downloads_and_the_reader_keeps_their_place(
    browser: Browser, server: str
) -> None:
    with before_ready(browser, server, **phone(locale="it-IT")) as (app, held):
        page = app.page
        page.locator('#game-list button[data-howto="tantrix"]').tap()
        expect(page.locator("#howto h1")).to_have_text(
            "Tantrix: come si gioca", use_inner_text=True
        )
        expect(page.locator("#home")).to_be_hidden()
        assert page.url.endswith("#howto.tantrix")
        written = guide("tantrix", "it")
        headings = page.locator("#howto .howto-section h2")
        expect(headings).to_have_text(
            [section.title for section in written.sections], use_inner_text=True
        )
        expect(page.locator("#howto .howto-section p").first).to_have_text(
            written.sections[0].paragraphs[0], use_inner_text=True
        )
        expect(page.locator("#loading")).to_be_visible()  # the download goes on, shown
        assert axe.violations(page) == []
        # Reading the third section, its start a little above the screen's top.
        third = written.sections[2].key
        page.locator(f'#howto [data-section="{third}"]').evaluate("s => s.scrollIntoView()")
        page.mouse.wheel(0, 120)
        page.wait_for_function(
            f"""document.querySelector('#howto [data-section="{third}"]')
                .getBoundingClientRect().top < -60"""
        )
        assert not python_ready(page), "read before the app was ready"
        tops = page.evaluate(SECTION_TOPS)

        held.release()
        app.wait_ready()
        # The app's own guide now, its pictures painted, at the same place.
        pictures = sum(written.picture(section) is not None for section in written.sections)
        expect(page.locator("#howto canvas[data-picture]")).to_have_count(pictures)
        expect(page.locator("#howto [data-guide]")).to_have_count(0)
        assert page.url.endswith("#howto.tantrix")
        after = page.evaluate(SECTION_TOPS)
        assert abs(after[third] - tops[third]) <= 2, (tops, after)
        assert app.errors == []


def test_a_guides_address_opens_it_before_the_app_and_its_back_shows_every_game(
    browser: Browser, server: str
) -> None:
    """A desktop with a mouse: the guide says "click", as the app's does."""
    with before_ready(browser, server, "#Howto.Asterismo", **DESKTOP_EN) as (app, held):
        page = app.page
        expect(page.locator("#howto h1")).to_have_text("How to play Asterismo", use_inner_text=True)
        expect(page.locator("#game-title")).to_have_text("Asterismo")
        turn = page.locator("#howto .howto-section p", has_text="take any one piece")
        expect(turn).to_contain_text("click it, then ✓", use_inner_text=True)
        expect(turn).not_to_contain_text("tap it", use_inner_text=True)
        page.locator("#howto button[data-early=back]").click()
        expect(page.locator("#howto")).to_be_hidden()
        expect(page.locator("#game-list li").filter(visible=True)).to_have_count(5)
        assert "#" not in page.url
        # Its chips lead to their sections; the app's name in the bar leads home.
        page.locator('#game-list button[data-howto="tiquadra"]').click()
        chip = page.locator("#howto .howto-chip").nth(3)
        chip.click()
        heading = page.locator("#howto .howto-section h2").nth(3)
        expect(heading).to_be_focused()
        assert heading.evaluate("h => Math.abs(h.getBoundingClientRect().top) < 40")
        page.locator("#home-button").click()
        expect(page.locator("#home")).to_be_visible()
        assert "#" not in page.url
        assert not python_ready(page)

        held.release()
        app.wait_ready()
        expect(page.locator("#home")).to_be_visible()
        expect(page.locator("#game-list li").filter(visible=True)).to_have_count(5)
        assert app.errors == []


def test_the_browsers_back_leaves_an_early_guide_for_the_list(
    browser: Browser, server: str
) -> None:
    with before_ready(browser, server, **phone(locale="en-GB")) as (app, held):
        page = app.page
        page.locator('#game-list button[data-howto="tsoro"]').tap()
        expect(page.locator("#howto h1")).to_have_text(
            "How to play Tsoro Yematatu", use_inner_text=True
        )
        expect(page.locator("#howto h1")).to_be_focused()
        page.go_back()
        expect(page.locator("#home")).to_be_visible()
        expect(page.locator("#howto")).to_be_hidden()
        page.go_forward()
        expect(page.locator("#howto h1")).to_have_text(
            "How to play Tsoro Yematatu", use_inner_text=True
        )
        tops = page.evaluate(SECTION_TOPS)
        held.release()
        app.wait_ready()
        expect(page.locator("#howto canvas[data-picture]").first).to_be_visible()
        # Read from its top: the app's guide moved nothing (each picture's
        # place was kept at its size, to a pixel's rounding a picture).
        after = page.evaluate(SECTION_TOPS)
        assert after.keys() == tops.keys()
        moved = {key: after[key] - tops[key] for key in tops if abs(after[key] - tops[key]) > 4}
        assert moved == {}, (tops, after)
        # The keyboard (and a screen reader) stays in the guide, not sent to
        # the page's start when the early guide is replaced.
        assert page.evaluate("document.getElementById('howto').contains(document.activeElement)")
        # Its Back is the browser's: home, on the entry the guide was opened
        # from (not a new one, with the guide behind it).
        entries = page.evaluate("history.length")
        page.locator("#howto .howto-back").tap()
        expect(page.locator("#home")).to_be_visible()
        assert "#" not in page.url
        assert page.evaluate("history.length") == entries
        assert app.errors == []


def test_a_reloaded_early_guide_goes_back_to_the_list_it_was_opened_from(
    browser: Browser, server: str
) -> None:
    context = browser.new_context(**phone(locale="en-GB"))
    try:
        app = watch(context, server)
        page = app.page
        loading_page(page, server)  # Python held back, across the reload too
        at_home = page.evaluate("navigation.currentEntry.index")
        page.locator('#game-list button[data-howto="tiquadra"]').tap()
        expect(page.locator("#howto h1")).to_have_text("How to play TiQuadra", use_inner_text=True)
        page.reload(wait_until="domcontentloaded")
        expect(page.locator("#howto h1")).to_have_text("How to play TiQuadra", use_inner_text=True)
        page.locator("#howto button[data-early=back]").tap()
        expect(page.locator("#home")).to_be_visible()
        assert "#" not in page.url
        # The entry it was opened from (not the guide's, rewritten as a
        # second home behind which the first still waits).
        assert page.evaluate("navigation.currentEntry.index") == at_home
        assert not python_ready(page)
    finally:
        context.close()


def test_a_shared_games_guide_is_read_while_it_downloads_and_its_back_opens_the_game(
    browser: Browser, server: str
) -> None:
    """A newcomer sent a game: its rules, while the first visit downloads."""
    link = "#v1~tantrix~players.2_colours.auto~"
    with before_ready(browser, server, link, **phone(locale="it-IT")) as (app, held):
        page = app.page
        page.locator('#game-list button[data-howto="tantrix"]').tap()
        expect(page.locator("#howto h1")).to_have_text(
            "Tantrix: come si gioca", use_inner_text=True
        )
        # Back: the shared game's card again, not the menu of five.
        page.locator("#howto button[data-early=back]").tap()
        expect(page.locator("#game-list li").filter(visible=True)).to_have_count(1)
        expect(page.locator("#opening-note")).to_contain_text(
            "Una partita condivisa", use_inner_text=True
        )
        assert page.url.endswith(link)
        page.locator('#game-list button[data-howto="tantrix"]').tap()
        assert not python_ready(page)

        held.release()
        app.wait_ready()
        expect(page.locator("#howto canvas[data-picture]").first).to_be_visible()
        # The app's Back leaves the guide for the game it was sent.
        page.locator("#howto .howto-back").first.tap()
        expect(page.locator("#play")).to_be_visible()
        expect(page.locator("#game-title")).to_have_text("Tantrix")
        assert "#v1~tantrix~" in page.url
        assert app.errors == []
