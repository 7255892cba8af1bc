"""A phone on its side: board and panel side by side, as on a desktop.
At 667 x 375 the page stacked them as upright, so the board was drawn
206 px tall in a 651 px wide box and every button (and a lesson's words)
lay below the fold (a layout audit); at 844 x 390 Asterismo's panel,
scrolled beside the board, let its screen-reader-only words lengthen the
page, which then scrolled."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser

from e2e.harness import phone, watch

#: Each game against the computer, as a newcomer starts one.
SEATS = {
    "tsoro": "{1: 'easy'}",
    "tiquadra": "{1: 'easy', 2: 'easy'}",
    "tayu": "{1: 'easy'}",
    "tantrix": "{1: 'easy'}",
    "asterismo": "{1: 'easy'}",
}


@pytest.mark.parametrize(("width", "height"), [(667, 375), (844, 390)])
def test_board_and_panel_side_by_side(
    browser: Browser, server: str, width: int, height: int
) -> None:
    context = browser.new_context(**phone(viewport={"width": width, "height": height}))
    try:
        app = watch(context, server)
        page = app.open()
        for game, seats in SEATS.items():
            assert page.evaluate(f"abstrakta.newGame('{game}', {{}}, {seats})") is None
            # Into the game; Asterismo to its end, whose card lists each
            # harvest with words for screen readers far down the panel.
            for _ in range(80 if game == "asterismo" else 8):
                status = page.evaluate("abstrakta.status()")
                moves = page.evaluate("abstrakta.legalMoves()")
                if status["over"] or status["toMove"] is None or not moves:
                    break
                page.evaluate("m => abstrakta.play(m)", moves[0])
                page.wait_for_timeout(300)
            board = page.locator("#board").bounding_box()
            panel = page.locator("#play .panel").bounding_box()
            assert board is not None and panel is not None
            assert board["height"] >= 0.75 * height, f"{game}: a {board['height']} px board"
            assert panel["x"] >= board["x"] + board["width"], f"{game}: the panel is not beside"
            assert panel["y"] < height / 4, f"{game}: the panel starts at {panel['y']}"
            scrolled = page.evaluate("document.documentElement.scrollHeight")
            assert scrolled <= height, f"{game}: the page scrolls ({scrolled} px)"
        assert app.errors == []
    finally:
        context.close()


@pytest.mark.parametrize(("width", "height"), [(667, 375), (844, 390)])
def test_the_share_sheet_shows_its_whole_code_and_copy(
    browser: Browser, server: str, width: int, height: int
) -> None:
    """The code beside the words: on its side the sheet stacked them, the
    code ran under the sheet's buttons (a finder square cut) and Copy lay
    out of sight."""
    context = browser.new_context(**phone(viewport={"width": width, "height": height}))
    try:
        app = watch(context, server)
        page = app.open("v1~tsoro~first.white~b2_a1")
        page.locator("#share-button").tap()
        code = page.locator("#share-qr svg")
        code.wait_for(timeout=60_000)  # segno is installed on the first Share
        body = page.locator("#dialog-body").bounding_box()
        box = page.locator("#share-qr").bounding_box()
        assert body is not None and box is not None
        assert box["y"] >= body["y"] and box["y"] + box["height"] <= body["y"] + body["height"]
        assert box["height"] >= 200, f"a {box['height']} px code"
        copy = page.get_by_role("button", name="Copy link")
        copy_box = copy.bounding_box()
        assert (
            copy_box is not None
            and copy_box["y"] + copy_box["height"] <= body["y"] + body["height"]
        )
        assert app.errors == []
    finally:
        context.close()
