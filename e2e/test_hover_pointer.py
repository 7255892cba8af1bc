"""A desktop's mouse over the board is a hand where a click makes or
readies a move (a lit place, a piece to pick) and an arrow elsewhere: the
pointer was an arrow everywhere, so a mouse player learnt where a click
counts only by clicking."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page

from e2e.harness import spots, watch

DESKTOP = {"viewport": {"width": 1280, "height": 800}, "reduced_motion": "reduce"}
CURSOR = "getComputedStyle(document.querySelector('#board')).cursor"

#: A position of each game, and how a place to click is named from a legal
#: move (the spot's name); the other place named is one where a click does
#: nothing now.
GAMES = {
    "tsoro": ("v1~tsoro~first.white~b2_a1", "c1", "b2"),
    "tiquadra": ("v1~tiquadra~~", "1", None),
    "tayu": ("v1~tayu~~", "tayu", "a1"),
    "tantrix": (
        "v1~tantrix~players.2_colours.auto~d48_d42_d23_d14_d29_d22_d45_d16_d27_d34_d52_d28",
        "tantrix",
        None,
    ),
    "asterismo": (
        "v1~asterismo~players.2_silent.no~00EbOyaAWt7dIZIN33e8u.HuwXt3ogEc5RE06g1",
        "asterismo",
        None,
    ),
}
#: The initial harvest shared (s1, s2: who gets a piece), so a piece is taken.
SHARE_OUT = """() => {
  while (abstrakta.legalMoves()[0].startsWith('s')) abstrakta.play(abstrakta.legalMoves()[0]);
}"""


def live_place(page: Page, game: str, named: str) -> str:
    """A place where a click plays or readies a legal move."""
    if named == "asterismo":
        page.evaluate(SHARE_OUT)
    move = str(page.evaluate("abstrakta.legalMoves()[0]"))
    if named == "tayu":  # 19e.i7: tile 19 facing east on i7
        return move.split(".")[1]
    if named == "tantrix":  # 27.0.-1.3: tile 27 on hex 0.-1, turned 3
        return ".".join(move.split(".")[1:3])
    if named == "asterismo":  # c4: the piece on c4 taken
        return move
    return named


def cursor_at(page: Page, x: float, y: float) -> str:
    box = page.locator("#board").bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + x, box["y"] + y)
    page.wait_for_timeout(120)  # the answer comes at the next frame
    return str(page.evaluate(CURSOR))


@pytest.mark.parametrize("game", list(GAMES))
def test_a_hand_where_a_click_counts(browser: Browser, server: str, game: str) -> None:
    record, named, dead = GAMES[game]
    context = browser.new_context(**DESKTOP)
    try:
        app = watch(context, server)
        page = app.open(record)
        assert page.evaluate("abstrakta.game()") == game
        place = live_place(page, game, named)
        found = spots(page)
        assert place in found, (place, sorted(found)[:20])
        assert cursor_at(page, *found[place]) == "pointer", place
        assert cursor_at(page, 3, 3) != "pointer", "a corner of the canvas"
        if dead is not None:
            assert cursor_at(page, *found[dead]) != "pointer", dead
        assert cursor_at(page, *found[place]) == "pointer", "and back"
        assert app.errors == [], app.errors
    finally:
        context.close()


def test_the_pointer_follows_the_click(browser: Browser, server: str) -> None:
    """After a click the place may no longer count (a piece was placed
    there): the pointer says so at once, without another move."""
    context = browser.new_context(**DESKTOP)
    try:
        app = watch(context, server)
        page = app.open("v1~tsoro~first.white~b2_a1")
        x, y = spots(page)["c1"]
        assert cursor_at(page, x, y) == "pointer"
        box = page.locator("#board").bounding_box()
        assert box is not None
        page.mouse.click(box["x"] + x, box["y"] + y)
        page.wait_for_function("() => abstrakta.record().endsWith('_c1')")
        page.wait_for_function(f"() => {CURSOR} !== 'pointer'")
        assert app.errors == [], app.errors
    finally:
        context.close()
