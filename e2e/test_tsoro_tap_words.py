"""Tsoro on a phone: a piece picked, then a tap on a point that no line
joins to it. The message says so in words (in English and Italian), not
"it is not a move of this game"."""

from __future__ import annotations

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
