"""Show what changed (issue 13, item 6), on phones: the board keeps its size
while the panel's texts change; the last move (a whole Tantrix turn too) is
highlighted on every kind of board; boards fit a 360x640 phone."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page

from e2e.harness import ARTIFACTS, phone, spots, watch

GAMES = ("tsoro", "tayu", "tantrix", "tiquadra", "asterismo")


def board_size(page: Page) -> tuple[float, float]:
    page.wait_for_timeout(150)  # a frame for the layout to settle
    box = page.locator("#board").bounding_box()
    assert box is not None
    return round(box["width"]), round(box["height"])


@pytest.mark.parametrize("small", [False, True], ids=["390x844", "360x640"])
def test_the_board_keeps_its_size_while_the_panel_changes(
    browser: Browser, server: str, small: bool
) -> None:
    context = browser.new_context(**phone(small=small))
    try:
        app = watch(context, server)
        page = app.open()
        for game in GAMES:
            assert page.evaluate("(g) => abstrakta.newGame(g, {}, {})", game) is None
            first = board_size(page)
            for _ in range(3):
                move = page.evaluate("abstrakta.legalMoves()[0]")
                assert page.evaluate("(m) => abstrakta.play(m)", move) is None
                assert board_size(page) == first, f"{game}: the board changed size"
            # the move list shown as notation (a longer panel) changes nothing
            page.locator("#notation-button").click()
            assert board_size(page) == first, game
            page.locator("#notation-button").click()
        assert app.errors == []
    finally:
        context.close()
