"""Tsoro on a phone: a piece picked, then a tap on a point that no line
joins to it. The message says so in words (in English and Italian), not
"it is not a move of this game"."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, expect

from e2e.harness import phone, tap_spot, watch

#: Placement over, White to move: White on b2, a2, b1; Black on c1, a1, c2.
MOVING = "v1~tsoro~first.white~b2_c1_a2_a1_b1_c2"

SAID = {
    "en-GB": "Not allowed: a2 and c1 are not on one line: a piece moves along a line, "
    "one step or a jump over one piece",
    "it-IT": "Mossa non permessa: a2 e c1 non sono sulla stessa linea: una pedina si muove "
    "lungo una linea, di un passo o saltando una pedina",
}


@pytest.mark.parametrize("locale", ["en-GB", "it-IT"])
def test_a_tap_off_the_lines_says_why_in_words(browser: Browser, server: str, locale: str) -> None:
    context = browser.new_context(**phone(), locale=locale, reduced_motion="reduce")
    try:
        app = watch(context, server)
        page = app.open(MOVING)
        tap_spot(page, "a2", touch=True)
        tap_spot(page, "c1", touch=True)
        message = page.locator("#message")
        expect(message).to_have_text(SAID[locale])
        expect(message).not_to_contain_text("not a move")
        expect(message).not_to_contain_text("non è una mossa")
        assert page.evaluate("abstrakta.record()") == MOVING
        assert app.errors == [], f"console errors: {app.errors}"
    finally:
        context.close()


PICK_FIRST = {
    "en-GB": "Tap one of your pieces first, then the point it moves to.",
    "it-IT": "Tocca prima una tua pedina, poi il punto dove va.",
}


@pytest.mark.parametrize("locale", ["en-GB", "it-IT"])
def test_the_hints_move_played_as_it_reads_from_then_to(
    browser: Browser, server: str, locale: str
) -> None:
    """The hint reads "move from a2 to a1" and selects the piece: a tap on
    it took that selection away, and the tap on the target then said "your
    pieces are all in play: move one" (found playing on a phone). Now the
    tap on the hint's piece keeps it, and a tap on an empty point with no
    piece picked says what to do."""
    context = browser.new_context(**phone(), locale=locale, reduced_motion="reduce")
    try:
        app = watch(context, server)
        page = app.open(MOVING + "~ai1.normal")  # Hint is offered against the computer
        for point in ("b3", "c1"):  # nothing picked: an empty point, Black's piece
            tap_spot(page, point, touch=True)
            expect(page.locator("#message")).to_have_text(PICK_FIRST[locale])
        assert page.evaluate("abstrakta.record()") == MOVING
        page.locator("#hint-button").tap()
        message = page.locator("#message")
        expect(message).to_contain_text(re.compile(r"[abc][123].*[abc][123]"), timeout=60_000)
        src, dst = re.findall(r"[abc][123]", message.inner_text())[:2]
        tap_spot(page, src, touch=True)
        tap_spot(page, dst, touch=True)
        page.wait_for_function("r => abstrakta.record() !== r", arg=MOVING)
        assert page.evaluate("abstrakta.record()").startswith(MOVING + "_" + src)
        assert app.errors == [], f"console errors: {app.errors}"
    finally:
        context.close()


SIDES = {
    "en-GB": "You play White; the computer plays Black.",
    "it-IT": "Giochi con il Bianco; il computer gioca con il Nero.",
}
HOW = {
    "en-GB": ("Tap an empty point to place a piece there.", "Tap one of your pieces"),
    "it-IT": ("Tocca un punto vuoto per mettervi una pedina.", "Tocca una tua pedina"),
}


@pytest.mark.parametrize("locale", ["en-GB", "it-IT"])
def test_the_panel_says_what_a_tap_does_placing_and_moving(
    browser: Browser, server: str, locale: str
) -> None:
    """The other games' panels say what to tap; Tsoro's said only "White to
    move", so a newcomer could not tell how a piece moves."""
    context = browser.new_context(**phone(), locale=locale, reduced_motion="reduce")
    try:
        app = watch(context, server)
        placing, moving = HOW[locale]
        page = app.open("v1~tsoro~first.white~~ai1.normal")
        expect(page.locator(".tsoro-how")).to_contain_text(placing)
        # Which colour is whose: nothing on a Tsoro screen said which was
        # the computer's (a newcomer's audit); the other games' boards do.
        expect(page.locator(".tsoro-how")).to_contain_text(SIDES[locale])
        page = app.open(MOVING + "~ai1.normal")
        expect(page.locator(".tsoro-how")).to_contain_text(moving)
        expect(page.locator(".tsoro-how")).to_be_in_viewport()
        assert app.errors == [], f"console errors: {app.errors}"
    finally:
        context.close()
