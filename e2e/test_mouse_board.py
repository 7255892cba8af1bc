"""The board under a desktop mouse: only the main button plays (a right
click placed a piece), and a Tsoro piece dragged to a point moves there as
two clicks would (a drag did nothing, and said nothing)."""

from __future__ import annotations

from playwright.sync_api import Browser, Page, expect

from e2e.harness import spots, watch

#: Placement over, White to move: White on b2, a2, b1; Black on c1, a1, c2.
MOVING = "v1~tsoro~first.white~b2_c1_a2_a1_b1_c2"
PLACING = "v1~tsoro~first.white~b2_a1"
DESKTOP = {"viewport": {"width": 1280, "height": 800}, "reduced_motion": "reduce"}


def page_xy(page: Page, name: str) -> tuple[float, float]:
    box = page.locator("#board").bounding_box()
    assert box is not None
    x, y = spots(page)[name]
    return box["x"] + x, box["y"] + y


def test_a_right_click_on_the_board_plays_nothing(browser: Browser, server: str) -> None:
    context = browser.new_context(**DESKTOP)
    try:
        app = watch(context, server)
        page = app.open(PLACING)
        x, y = page_xy(page, "c1")
        page.mouse.click(x, y, button="right")
        page.mouse.click(x, y, button="middle")
        page.wait_for_timeout(300)
        assert page.evaluate("abstrakta.record()") == PLACING
        page.mouse.click(x, y)
        wait_record(page, PLACING + "_c1")
        assert app.errors == [], f"console errors: {app.errors}"
    finally:
        context.close()


def wait_record(page: Page, record: str) -> None:
    page.wait_for_function("r => abstrakta.record() === r", arg=record, timeout=10_000)


def drag(page: Page, src: str, dst: str) -> None:
    (x0, y0), (x1, y1) = page_xy(page, src), page_xy(page, dst)
    page.mouse.move(x0, y0)
    page.mouse.down()
    for step in range(1, 9):
        page.mouse.move(x0 + (x1 - x0) * step / 8, y0 + (y1 - y0) * step / 8)
    page.mouse.up()


def test_a_piece_dragged_to_a_point_moves_there(browser: Browser, server: str) -> None:
    context = browser.new_context(**DESKTOP)
    try:
        app = watch(context, server)
        page = app.open(MOVING)
        drag(page, "b1", "c1")  # onto Black's piece: refused in words, nothing played
        expect(page.locator("#message")).to_contain_text("Not allowed")
        assert page.evaluate("abstrakta.record()") == MOVING
        drag(page, "b2", "b3")
        wait_record(page, MOVING + "_b2-b3")
        assert app.errors == [], f"console errors: {app.errors}"
    finally:
        context.close()


def test_a_drag_from_an_empty_point_places_nothing(browser: Browser, server: str) -> None:
    context = browser.new_context(**DESKTOP)
    try:
        app = watch(context, server)
        page = app.open(PLACING)
        drag(page, "c1", "c2")
        page.wait_for_timeout(300)
        assert page.evaluate("abstrakta.record()") == PLACING
    finally:
        context.close()


def test_an_earlier_move_chosen_in_the_list_says_the_computer_waits(
    browser: Browser, server: str
) -> None:
    """Found by a desktop audit: a click on an earlier move showed "Black to
    move" and nothing more; the computer never moved there and the board
    said "Wait: it is the computer's turn". The game looked stuck."""
    context = browser.new_context(**DESKTOP)
    try:
        app = watch(context, server)
        page = app.open(MOVING + "~ai1.easy")
        page.locator("#move-list li[data-count='3']").click()
        waits = "An earlier position: the computer plays on only from the last move."
        expect(page.locator("#status")).to_contain_text(waits)
        latest = page.get_by_role("button", name="Back to the last move")
        expect(latest).to_be_visible()
        x, y = page_xy(page, "b3")
        page.mouse.click(x, y)
        expect(page.locator("#message")).to_have_text(waits)
        page.get_by_role("button", name="Redo").click()  # on to White's turn, still earlier
        expect(page.locator("#status")).to_contain_text("a move here replaces the moves after it")
        latest.click()
        expect(latest).to_be_hidden()
        expect(page.locator("#status")).to_contain_text("White to move")
        assert page.evaluate("abstrakta.record()") == MOVING
        assert app.errors == [], f"console errors: {app.errors}"
    finally:
        context.close()


#: The point of ``#move-list`` whose top element is the list itself (its
#: padding or the space below its last move), not one of its moves.
LIST_ITSELF = """() => {
  const list = document.getElementById('move-list');
  const box = list.getBoundingClientRect();
  for (let y = box.bottom - 1; y > box.top; y -= 2) {
    for (let x = box.left + 1; x < box.right; x += 4) {
      if (document.elementFromPoint(x, y) === list) return [x, y];
    }
  }
  return null;
}"""


def test_a_click_on_the_move_list_beside_its_moves_does_nothing(
    browser: Browser, server: str
) -> None:
    """Found by random taps: a click on the list but on no move raised in
    the page (Pyodide hands a missing element over as ``jsnull``, not
    None), a traceback in the console."""
    context = browser.new_context(**DESKTOP)
    try:
        app = watch(context, server)
        page = app.open(MOVING)
        point = page.evaluate(LIST_ITSELF)
        assert point is not None, "the list has no room beside its moves"
        page.mouse.click(*point)
        page.wait_for_timeout(300)
        assert page.evaluate("abstrakta.record()") == MOVING
        assert app.errors == [], f"console errors: {app.errors}"
    finally:
        context.close()
