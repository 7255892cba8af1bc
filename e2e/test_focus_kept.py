"""The keyboard's place is kept when a screen or a control goes away
(``ui.focus_keeper``): a keyboard user never lands on the page's body, and
the home page holds no stale words of a game for a screen reader."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from e2e.harness import Watched


def focused(page: Page) -> str:
    """The focused element: its id, else its tag and text."""
    return str(
        page.evaluate(
            "(() => { const e = document.activeElement;"
            " return e.id || (e.tagName + ':' + e.textContent.trim().slice(0, 40)); })()"
        )
    )


def test_the_guide_and_the_lesson_take_the_focus(app: Watched) -> None:
    page = app.open()
    button = page.locator('#game-list button[data-howto="tsoro"]')
    button.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#howto")).to_be_visible()
    # The guide's title has the focus (it had fallen to the body).
    page.wait_for_function("document.activeElement.tagName === 'H1'")
    assert focused(page).startswith("H1:How to play")
    page.locator('#howto [data-howto="learn"]').first.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#lesson")).to_be_visible()
    page.wait_for_function("document.activeElement.id === 'board'")


def test_a_button_gone_leaves_the_focus_on_the_board(app: Watched) -> None:
    """Offer draw, accepted by the computer: the button goes with the game's
    end; the focus goes to the board, not the body. Home then holds no
    stale game words."""
    page = app.open("#v1~tsoro~first.white~b1_c2~ai1.strong")
    page.locator("#draw-button").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#status")).to_contain_text("Draw — by agreement", timeout=60_000)
    page.wait_for_function("document.activeElement.id === 'board'")
    expect(page.locator("#announce")).to_contain_text("agreed a draw")
    page.locator("#home-button").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#home")).to_be_visible()
    assert page.locator("#announce").text_content() == ""
    assert page.locator("#board-cursor").text_content() == ""
    assert focused(page) == "home-button"  # still on screen: left where it was
