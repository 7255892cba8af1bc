"""The keyboard's cursor ring on the board shows for the keyboard only: a
tab to the board or a key pressed on it, never a tap or a click (a phone's
player saw a blue bracket stay on the last point touched)."""

from __future__ import annotations

from playwright.sync_api import Browser, Page

from e2e import keyboard as kb
from e2e.harness import phone, tap_spot, watch

#: How many of the canvas's pixels are the ring's blue (#0a4d8c), exactly.
RING_PIXELS = """() => {
  const canvas = document.getElementById("board");
  const data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i] === 10 && data[i + 1] === 77 && data[i + 2] === 140) count++;
  }
  return count;
}"""


def ring_pixels(page: Page) -> int:
    page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    return int(page.evaluate(RING_PIXELS))


def test_a_tap_shows_no_cursor_ring_the_keyboard_does(browser: Browser, server: str) -> None:
    context = browser.new_context(**phone())
    try:
        app = watch(context, server)
        page = app.open()
        assert page.evaluate("abstrakta.newGame('tsoro', {first: 'white'})") is None
        assert ring_pixels(page) == 0
        tap_spot(page, "b2", touch=True)
        assert page.evaluate("abstrakta.record()").endswith("~b2")
        assert page.evaluate("document.activeElement.id") == "board"
        assert ring_pixels(page) == 0, "a tap focuses the board but shows no ring"
        page.keyboard.press("ArrowLeft")  # the keyboard now: the ring shows
        assert ring_pixels(page) > 50
        kb.tab_to_button(page, "Undo")
        assert ring_pixels(page) == 0
        kb.focus_board(page)  # back by Tab: shown at once
        assert ring_pixels(page) > 50
        assert app.errors == []
    finally:
        context.close()
