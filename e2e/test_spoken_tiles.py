"""What a screen reader hears of the tile being placed (the keyboard
cursor's live region and the panel's buttons): where a Ta Yü tile's
outlets point, the colour on each side of a Tantrix tile, and R heard as
a change. The words themselves are tested in CPython
(tests/test_tayu_spoken.py, tests/test_tantrix_spoken.py); here, that the
views say them."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from e2e import keyboard as kb
from e2e.harness import Watched


def wait_for_person(page: Page) -> None:
    page.wait_for_function(
        "(s => s.over || s.toMoveName !== 'chance')(abstrakta.status())", timeout=30_000
    )


def said(page: Page) -> str:
    return str(page.locator("#board-cursor").text_content() or "")


def test_tayu_says_where_the_outlets_point(app: Watched) -> None:
    page = app.open()
    kb.start_by_keyboard(page, "tayu", "Ta Yü")
    wait_for_person(page)
    square = page.evaluate("abstrakta.legalMoves()")[0].split(".")[1]
    kb.go_to(page, square)
    page.keyboard.press("Enter")  # the drawn tile is shown over the square
    cursor = page.locator("#board-cursor")
    expect(cursor).to_contain_text("Enter confirms")
    expect(cursor).to_contain_text("outlets")
    before = said(page)
    page.keyboard.press("r")  # the first tile fits every way: R is heard
    expect(cursor).not_to_have_text(before)
    expect(cursor).to_contain_text("outlets")
    # the orientation buttons say how the tile lies and where it opens
    for facing in "nesw":
        label = page.locator(f'button[data-facing="{facing}"]').get_attribute("aria-label")
        assert label is not None and "outlets" in label and " of 4" not in label, label


def test_tantrix_says_the_colours_and_r_changes_them(app: Watched) -> None:
    page = app.open()
    kb.start_by_keyboard(page, "tantrix", "Tantrix")
    wait_for_person(page)
    # the hand's tiles are named by their lines, not by their number alone
    labels = page.locator("button[data-tile]").evaluate_all(
        "buttons => buttons.map(b => b.getAttribute('aria-label'))"
    )
    assert labels, "no hand tiles"
    for label in labels:
        assert "curve" in label or "straight" in label, label
    space = ".".join(page.evaluate("abstrakta.legalMoves()")[0].split(".")[1:3])
    kb.go_to(page, space)
    page.keyboard.press("Enter")  # the first tile of the hand that fits, shown
    cursor = page.locator("#board-cursor")
    expect(cursor).to_contain_text("Enter confirms")
    expect(cursor).to_contain_text("north-east")
    before = said(page)
    page.keyboard.press("r")  # the first tile turns every way in the centre
    expect(cursor).not_to_have_text(before)
    expect(cursor).to_contain_text("north-east")


def pressed_label(page: Page, attribute: str) -> str:
    """The accessible name of the orientation button shown as chosen."""
    chosen = page.locator(f'button[{attribute}][aria-pressed="true"]')
    return str(chosen.get_attribute("aria-label"))


def test_the_panels_rotate_button_says_how_the_tile_lies_now(app: Watched) -> None:
    """A screen reader on a phone turns the tile with the panel's Rotate:
    the focus stays on the button, and the cursor's region says the new
    orientation, as the chosen orientation button names it (it said
    nothing: the tile turned in silence)."""
    page = app.open()
    kb.start_by_keyboard(page, "tayu", "Ta Yü")
    wait_for_person(page)
    square = page.evaluate("abstrakta.legalMoves()")[0].split(".")[1]
    kb.go_to(page, square)
    page.keyboard.press("Enter")
    expect(page.locator("#board-cursor")).to_contain_text("Enter confirms")
    for _ in range(2):
        # named in words: "↻" was read aloud as a symbol's name
        page.get_by_role("button", name="Rotate", exact=True).click()
        expect(page.locator("#board-cursor")).to_have_text(pressed_label(page, "data-facing"))
    app.api("abstrakta.newGame('tantrix', {})")
    wait_for_person(page)
    kb.focus_board(page)
    kb.go_to(page, "0.0")
    page.keyboard.press("Enter")  # the first tile turns every way in the centre
    expect(page.locator("#board-cursor")).to_contain_text("Enter confirms")
    for _ in range(2):
        page.get_by_role("button", name="Rotate", exact=True).click()
        label = pressed_label(page, "data-rotation")
        assert label.startswith("Rotation "), label
        expect(page.locator("#board-cursor")).to_have_text(label)
