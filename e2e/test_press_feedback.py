"""A button answers a touch by looking held down while the finger is on it
(light and dark pages alike), a disabled one does not; the browser's own
tap flash is off, since it lingered over the dialog a tap had opened."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Locator, Page

from e2e.harness import Watched, phone
from e2e.test_a11y_look import colour_distance, seen_colour
from e2e.test_share import TSORO


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    context = browser.new_context(**phone())
    yield context
    context.close()


def held_and_not(page: Page, button: Locator) -> int:
    """How far ``button``'s painted colour moves while it is held down."""
    at_rest = seen_colour(button)
    box = button.bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + 4, box["y"] + 4)
    page.mouse.down()
    try:
        held = seen_colour(button)
    finally:
        page.mouse.up()
    return colour_distance(at_rest, held)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_button_looks_held_while_pressed(app: Watched, scheme: str) -> None:
    page = app.open(TSORO)
    page.emulate_media(color_scheme=scheme)
    play = page.locator("#play")
    undo, redo = (play.get_by_role("button", name=name) for name in ("Undo", "Redo"))
    assert redo.is_disabled()
    assert held_and_not(page, redo) == 0
    assert held_and_not(page, undo) >= 20  # (and undoes a move, when let go)
    assert app.errors == []


def test_the_browsers_tap_flash_is_off(app: Watched) -> None:
    page = app.open(TSORO)
    flash = page.evaluate(
        "getComputedStyle(document.querySelector('#share-button')).webkitTapHighlightColor"
    )
    assert flash == "rgba(0, 0, 0, 0)"
    assert app.errors == []
