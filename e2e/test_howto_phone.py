"""How to play on a phone (issue 13, item 1), in English and Italian: each
game's guide opens from the home list and from inside a game, every
picture is painted by the game's view (pixels on its canvas), the page
holds no notation, and Back returns where the player was."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.harness import ARTIFACTS, Watched, phone, watch
from tests.test_howto import NOTATION

GAMES = ("tsoro", "tayu", "tantrix", "tiquadra", "asterismo")

#: For each picture on the guide: how many distinct colours its canvas holds
#: (a blank or one-colour canvas has one or none).
PAINTED = """() => [...document.querySelectorAll('#howto canvas[data-picture]')].map((canvas) => {
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  const seen = new Set();
  for (let i = 0; i < data.length && seen.size < 50; i += 4 * 97) {
    if (data[i + 3]) seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
  }
  return [canvas.dataset.picture, seen.size, canvas.width, canvas.height];
})"""


#: Every picture of the guide painted (not blank, not one colour).
ALL_PAINTED = f"() => ({PAINTED})().every(([, colours]) => colours >= 5)"

#: A canvas of the guide with some paint on it (a sample of its pixels).
HAS_PAINT = """(canvas) => {
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  for (let i = 3; i < data.length; i += 4 * 97) if (data[i]) return true;
  return false;
}"""

#: Where the guide's last button sits on the page (CSS px from its top).
END_TOP = """() => document.querySelector('#howto [data-howto="start"]')
  .getBoundingClientRect().top + scrollY"""

#: The home list's "How to play" tapped; what the guide shows within the
#: tap's own task.
TAPPED = f"""(game) => {{
  document.querySelector(`#game-list button[data-howto="${{game}}"]`).click();
  const canvases = [...document.querySelectorAll('#howto canvas[data-picture]')];
  return {{
    title: document.querySelector('#howto h1')?.textContent,
    sizes: canvases.map((canvas) => [canvas.width, canvas.height]),
    painted: canvases.filter({HAS_PAINT}).length,
    end: ({END_TOP})(),
  }};
}}"""


def check_guide(page: Page, game: str, language: str) -> None:
    guide = page.locator("#howto")
    expect(guide).to_be_visible()
    page.wait_for_function("(g) => location.hash === '#howto.' + g", arg=game)
    # Painted one by one after the words show (each in a task of its own).
    page.wait_for_function(ALL_PAINTED)
    pictures = page.evaluate(PAINTED)
    assert len(pictures) >= 4, pictures
    for key, colours, width, height in pictures:
        assert width > 100 and height > 100, (game, key)
        assert colours >= 5, f"{game} {language}: picture '{key}' is blank ({colours} colours)"
    text = guide.inner_text()
    assert not NOTATION.search(text), NOTATION.search(text)
    # "Start a game" at the end; the guide fits the phone's width.
    expect(guide.locator('[data-howto="start"]')).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


@pytest.mark.parametrize("language", ["en-GB", "it-IT"])
def test_every_guide_from_the_home_list_and_from_a_game(
    browser: Browser, server: str, language: str
) -> None:
    context = browser.new_context(**phone(locale=language))
    try:
        app = watch(context, server)
        page = app.open()
        lang = language[:2]
        for game in GAMES:
            # From the home list: the button beside the game.
            page.locator(f'#game-list button[data-howto="{game}"]').tap()
            check_guide(page, game, lang)
            page.screenshot(path=str(ARTIFACTS / f"howto-{game}-{lang}.png"), full_page=True)
            page.go_back()
            expect(page.locator("#home")).to_be_visible()
            assert page.evaluate("location.hash") == ""
            # From inside a game: the play screen's button, then Back to the game.
            assert page.evaluate("(g) => abstrakta.newGame(g, {}, {})", game) is None
            record = page.evaluate("abstrakta.record()")
            page.locator("#howto-button").tap()
            check_guide(page, game, lang)
            page.go_back()
            expect(page.locator("#play")).to_be_visible()
            assert page.evaluate("abstrakta.record()") == record
            assert page.evaluate("location.hash.slice(1)") == record
            # Forward: the guide again; its own Back button: the game again.
            page.go_forward()
            expect(page.locator("#howto")).to_be_visible()
            page.locator("#howto .howto-back").tap()
            expect(page.locator("#play")).to_be_visible()
            assert page.evaluate("abstrakta.record()") == record
            page.locator("#home-button").tap()
            expect(page.locator("#home")).to_be_visible()
        assert app.errors == []
    finally:
        context.close()


def test_a_guide_shows_its_words_at_once_and_its_pictures_after(
    browser: Browser, server: str
) -> None:
    """Decoding and painting a guide's pictures held a phone-class main
    thread 0.5-0.7 s before the guide showed (tools/bench_howto.py). The
    words now show in the tap's own task, and each picture is painted in
    a task of its own after, in the place kept for it: nothing below
    moves when it arrives."""
    context = browser.new_context(**phone(locale="en-GB"))
    try:
        app = watch(context, server)
        page = app.open()
        shown = page.evaluate(TAPPED, "tantrix")
        assert shown["title"] == "How to play Tantrix"
        assert shown["painted"] == 0
        assert len(shown["sizes"]) >= 4
        assert all(width > 100 and height > 100 for width, height in shown["sizes"])
        check_guide(page, "tantrix", "en")
        assert page.evaluate(END_TOP) == shown["end"]
        assert app.errors == []
    finally:
        context.close()


def test_a_guide_opens_from_its_link_and_starts_a_game(browser: Browser, server: str) -> None:
    """``#howto.<game>`` opens the guide (a reload, a shared link); its
    "Start a game" opens the new-game screen of that game; the language
    button rewrites it in the other language."""
    context = browser.new_context(**phone(locale="en-GB"))
    try:
        app = watch(context, server)
        page = app.open("howto.tantrix")
        check_guide(page, "tantrix", "en")
        assert page.locator("#howto h1").inner_text() == "How to play Tantrix"
        page.locator("#language-button").tap()
        expect(page.locator("#howto h1")).to_have_text("Tantrix: come si gioca")
        check_guide(page, "tantrix", "it")
        page.locator('#howto [data-howto="start"]').tap()
        dialog = page.locator("#dialog")
        expect(dialog).to_be_visible()
        dialog.locator('button[value="start"]').tap()
        expect(page.locator("#play")).to_be_visible()
        assert page.evaluate("abstrakta.game()") == "tantrix"
        assert app.errors == []
    finally:
        context.close()


@pytest.mark.parametrize("written", ["Howto.TsoRo", "howto%2Etsoro"])
def test_a_guide_link_is_read_in_any_case(browser: Browser, server: str, written: str) -> None:
    """A link typed or autocorrected with capitals, or percent-encoded by a
    link rewriter (it went home), opens the guide, and the address is
    rewritten as the app writes it."""
    context = browser.new_context(**phone(locale="it-IT"))
    try:
        app = watch(context, server)
        page = app.open(written)
        check_guide(page, "tsoro", "it")
        assert page.locator("#howto h1").inner_text() == "Tsoro Yematatu: come si gioca"
        assert app.errors == []
    finally:
        context.close()


def test_the_guides_work_offline(browser: Browser, server: str) -> None:
    """After one visit the guides open with no network (they ship in the
    page's Python, which the service worker caches with the rest)."""
    from e2e.test_pwa_embed import wait_offline_ready

    context = browser.new_context(**phone(locale="it-IT"))
    try:
        app = watch(context, server)
        page = app.open()
        wait_offline_ready(page)
        context.set_offline(True)
        page.goto(app.base + "#howto.tayu")
        page.reload()
        app.wait_ready()
        check_guide(page, "tayu", "it")
    finally:
        context.set_offline(False)
        context.close()


def test_escape_leaves_the_guide_as_its_back_button_does(app: Watched) -> None:
    """Escape closes a dialog but did nothing on the guide: a keyboard
    player had to Tab back up to its Back button (a keyboard audit)."""
    page = app.open()
    assert page.evaluate("abstrakta.newGame('tsoro', {}, {})") is None
    record = page.evaluate("abstrakta.record()")
    page.locator("#howto-button").click()
    expect(page.locator("#howto")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("#play")).to_be_visible()
    assert page.evaluate("abstrakta.record()") == record
    page.locator("#home-button").click()
    page.locator('#game-list button[data-howto="tayu"]').click()
    expect(page.locator("#howto")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("#home")).to_be_visible()
    assert app.errors == []


def test_another_games_guide_over_a_game_names_the_way_back(browser: Browser, server: str) -> None:
    """A newcomer's audit (Italian): a Tantrix game, then ``#howto.asterismo``
    typed over its address; the guide's button said "Torna alla partita",
    as if to Asterismo's. It names the game it goes back to."""
    context = browser.new_context(**phone(locale="it-IT"))
    try:
        app = watch(context, server)
        page = app.open()
        assert page.evaluate("abstrakta.newGame('tantrix', {}, {})") is None
        record = page.evaluate("abstrakta.record()")
        page.evaluate("location.hash = 'howto.asterismo'")
        back = page.locator("#howto .howto-back")
        expect(back).to_have_text("\u2190 Torna alla partita di Tantrix")
        back.tap()
        expect(page.locator("#play")).to_be_visible()
        assert page.evaluate("abstrakta.record()") == record
        # Its own game's guide keeps the short words.
        page.locator("#howto-button").tap()
        expect(back).to_have_text("\u2190 Torna alla partita")
        assert app.errors == []
    finally:
        context.close()
