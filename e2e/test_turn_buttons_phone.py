"""Undo, Redo and Hint stay in reach on a 390x844 phone, in English and
Italian: below a long panel (Tantrix, Asterismo) they wait at the foot of
the screen, on one row, over what scrolls beneath, and a tap there undoes;
scrolled to the end they sit in their place, covering nothing. Before, a
Tantrix player had to scroll 130 px and an Asterismo one 330 px to undo."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page

from e2e.harness import FIXED_STARTS, phone, watch

BOXES = """() => {
  const box = (id) => { const r = document.getElementById(id).getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, x: r.left + r.width / 2, y: r.top + r.height / 2}; };
  const bar = document.querySelector('.turn-buttons').getBoundingClientRect();
  return {undo: box('undo-button'), share: box('share-button'), controls: box('game-controls'),
          bar: {top: bar.top, bottom: bar.bottom, height: bar.height}, screen: innerHeight};
}"""


def on_top(page: Page, x: float, y: float) -> str:
    """The id of the button drawn at (x, y): what a finger there taps."""
    found = "([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.id"
    return str(page.evaluate(found, [x, y]))


@pytest.mark.parametrize("language", ["en-GB", "it-IT"])
@pytest.mark.parametrize("game", ["tantrix", "asterismo"])
def test_undo_is_in_reach_below_a_long_panel(
    browser: Browser, server: str, game: str, language: str
) -> None:
    context = browser.new_context(**phone(locale=language))
    try:
        page = watch(context, server).open(FIXED_STARTS[game])
        for _ in range(2):
            page.evaluate("abstrakta.play(abstrakta.legalMoves()[0])")
        played = page.evaluate("abstrakta.record()")
        page.evaluate("window.scrollTo(0, 0)")
        page.wait_for_timeout(200)
        boxes = page.evaluate(BOXES)
        # The panel is long: its controls run past the screen's foot...
        assert boxes["controls"]["bottom"] > boxes["screen"]
        # ...and Undo is on the screen, on top, on one row of buttons.
        assert boxes["undo"]["bottom"] <= boxes["screen"], boxes
        assert boxes["bar"]["height"] < 80, boxes
        undo = boxes["undo"]
        assert on_top(page, undo["x"], undo["y"]) == "undo-button"
        page.touchscreen.tap(undo["x"], undo["y"])
        page.wait_for_function("(before) => abstrakta.record() !== before", arg=played)
        # Scrolled to the end, the buttons sit in their place: above Share,
        # over nothing.
        page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        page.wait_for_timeout(200)
        boxes = page.evaluate(BOXES)
        assert boxes["bar"]["top"] >= boxes["controls"]["bottom"] - 1, boxes
        assert boxes["bar"]["bottom"] <= boxes["share"]["top"], boxes
        share = boxes["share"]
        assert on_top(page, share["x"], share["y"]) == "share-button"
    finally:
        context.close()


def test_a_short_panel_keeps_its_buttons_in_place(browser: Browser, server: str) -> None:
    """Tsoro's panel fits the screen: its buttons come after its controls,
    as on any page, covering none of them."""
    context = browser.new_context(**phone())
    try:
        page = watch(context, server).open()
        page.evaluate("abstrakta.newGame('tsoro', {}, {})")
        page.wait_for_timeout(300)
        boxes = page.evaluate(BOXES)
        assert boxes["share"]["bottom"] <= boxes["screen"], boxes
        assert boxes["bar"]["top"] >= boxes["controls"]["bottom"] - 1, boxes
    finally:
        context.close()


def test_at_the_end_new_game_joins_them(browser: Browser, server: str) -> None:
    """An Asterismo end card fills the screen: New game, the thing to do
    next, comes into the row that stays in sight (it was 300 px below),
    and goes back beside Share when the last move is undone."""
    context = browser.new_context(**phone(locale="it-IT"))
    try:
        page = watch(context, server).open(FIXED_STARTS["asterismo"])
        over = page.evaluate(
            """() => { for (let i = 0; i < 200 && !abstrakta.status().over; i++)
                         abstrakta.play(abstrakta.legalMoves()[0]);
                       return abstrakta.status().over; }"""
        )
        assert over
        page.evaluate("window.scrollTo(0, 0)")
        page.wait_for_timeout(200)
        new_game = page.locator(".turn-buttons #new-button")
        assert new_game.evaluate("b => b.classList.contains('primary')")
        box = new_game.bounding_box()
        assert box is not None and box["y"] + box["height"] <= 844, box
        assert on_top(page, box["x"] + box["width"] / 2, box["y"] + box["height"] / 2) == (
            "new-button"
        )
        page.locator("#undo-button").click()
        page.wait_for_function("!abstrakta.status().over")
        assert page.locator(".turn-buttons #new-button").count() == 0
        order = page.locator("#share-button ~ button").evaluate_all("bs => bs.map(b => b.id)")
        assert order == ["new-button", "howto-button"]
    finally:
        context.close()


def test_keys_never_bring_the_focus_under_them(browser: Browser, server: str) -> None:
    """Tab through a long Asterismo panel on a phone: every control the
    focus reaches is scrolled clear of the floating row (WCAG 2.4.11)."""
    context = browser.new_context(**phone(locale="it-IT"))
    try:
        page = watch(context, server).open(FIXED_STARTS["asterismo"])
        page.evaluate("abstrakta.play(abstrakta.legalMoves()[0])")
        page.evaluate("window.scrollTo(0, 0)")
        page.locator("#board").focus()
        hidden, reached = [], set()
        for _ in range(30):
            page.keyboard.press("Tab")
            found = page.evaluate(
                """() => { const e = document.activeElement;
                  const bar = document.querySelector('.turn-buttons');
                  if (!e || e === document.body || bar.contains(e)) return null;
                  const r = e.getBoundingClientRect(), b = bar.getBoundingClientRect();
                  return [e.id || e.textContent.trim().slice(0, 30),
                          r.bottom > b.top + 1 && r.top < b.bottom]; }"""
            )
            if found:
                reached.add(found[0])
                if found[1]:
                    hidden.append(found[0])
        assert len(reached) >= 8, reached
        assert "share-button" in reached
        assert hidden == []
    finally:
        context.close()


def test_they_float_only_when_worth_a_row(browser: Browser, server: str) -> None:
    """Two greyed buttons (no move yet) are not worth a row of the screen,
    nor is any row on a 360x640 phone, where it covered Ta Yü's tile
    choice: there the buttons stay in their place."""
    floats = "getComputedStyle(document.querySelector('.turn-buttons')).position === 'sticky'"
    for small in (False, True):
        context = browser.new_context(**phone(small))
        try:
            page = watch(context, server).open(FIXED_STARTS["tantrix"])
            assert page.evaluate("document.getElementById('undo-button').disabled")
            assert not page.evaluate(floats)
            page.evaluate("abstrakta.play(abstrakta.legalMoves()[0])")
            page.wait_for_function("!document.getElementById('undo-button').disabled")
            assert page.evaluate(floats) is not small
        finally:
            context.close()


def test_an_embed_never_scrolls_sideways(browser: Browser, server: str) -> None:
    """Embedded (``?embed``), the page's side margins are narrower: the
    row's paper, spread over them by negative margins, overflowed them and
    the iframe scrolled 4 px sideways."""
    context = browser.new_context(**phone())
    try:
        app = watch(context, server)
        app.page.goto(server + "?embed&game=asterismo")
        app.wait_ready()
        widths = "[document.documentElement.scrollWidth, document.documentElement.clientWidth]"
        scroll, client = app.page.evaluate(widths)
        assert scroll == client
    finally:
        context.close()
