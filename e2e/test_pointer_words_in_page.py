"""A desktop's mouse reads "Click"/"Clicca" where a phone reads
"Tap"/"Tocca": the play screen's help and the guide (a desktop player read
"Tap an empty point" with a mouse in hand)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Browser

from e2e.harness import phone, watch

DESKTOP: dict[str, Any] = {"viewport": {"width": 1280, "height": 800}}
WORDS = {
    ("desktop", "en-GB"): ("Click an empty point", "Click your piece, then the ringed point"),
    ("desktop", "it-IT"): ("Clicca su un punto vuoto", "Clicca sulla pedina, poi il punto"),
    ("phone", "en-GB"): ("Tap an empty point", "Tap your piece, then the ringed point"),
    ("phone", "it-IT"): ("Tocca un punto vuoto", "Tocca la pedina, poi il punto"),
}


@pytest.mark.parametrize("language", ["en-GB", "it-IT"])
@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_the_words_follow_the_pointer(
    browser: Browser, server: str, device: str, language: str
) -> None:
    options = DESKTOP if device == "desktop" else phone()
    context = browser.new_context(locale=language, **options)
    try:
        app = watch(context, server)
        page = app.open("v1~tsoro~first.white~")
        play_words, guide_words = WORDS[device, language]
        assert play_words in page.locator("#play").inner_text()
        page.goto(server + "#howto.tsoro")
        page.locator("#howto .howto-title").wait_for()
        guide = page.locator("#howto").inner_text()
        assert guide_words in guide
        other = {"desktop": r"\b(?:[Tt]ap|[Tt]occa) (?!al)", "phone": r"\b[Cc]lic"}[device]
        assert not re.search(other, guide), guide
        assert app.errors == []
    finally:
        context.close()
