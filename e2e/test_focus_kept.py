"""The keyboard's place is kept when a screen or a control goes away
(``ui.focus_keeper``): a keyboard user never lands on the page's body, and
the home page holds no stale words of a game for a screen reader."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect
from ui.learn import lesson_for
from ui.learn.lesson import say

from e2e.harness import Watched, tap_spot


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
    # The menu's heading has the focus: a screen reader says where it is
    # (a keyboard audit: the focus stayed on the bar's button, in silence).
    page.wait_for_function("document.activeElement.tagName === 'H1'")
    assert focused(page).startswith("H1:Five abstract games")
    expect(page.locator("#home-button")).to_have_attribute("aria-label", "Abstrakta: all the games")


def test_undo_and_redo_run_out_onto_each_other(app: Watched) -> None:
    """A keyboard audit: Undo pressed back to the first move was disabled
    under the focus, which fell to the page's body; now it goes to Redo,
    and a Redo run out to Undo."""
    page = app.open("#v1~tsoro~first.white~b1_c2")
    page.locator("#undo-button").focus()
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    expect(page.locator("#undo-button")).to_be_disabled()
    page.wait_for_function("document.activeElement.id === 'redo-button'")
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    expect(page.locator("#redo-button")).to_be_disabled()
    page.wait_for_function("document.activeElement.id === 'undo-button'")
    assert page.evaluate("abstrakta.record()").endswith("b1_c2")


def test_a_guides_contents_take_the_focus_to_their_section(app: Watched) -> None:
    """A keyboard audit: "In this guide"'s buttons scrolled to a section but
    left the focus (and a screen reader) on the button."""
    page = app.open("#howto.tantrix")
    chip = page.locator("#howto .howto-chip").nth(1)
    title = chip.inner_text()
    chip.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("document.activeElement.tagName === 'H2'")
    assert focused(page) == "H2:" + title


def test_a_lesson_step_is_said_once(app: Watched, mouse_words: None) -> None:
    """The lesson box is redrawn at every change; as a live region it was
    read four times a step. Its words go once to their own region."""
    lesson = lesson_for("tsoro")
    assert lesson is not None
    page = app.page
    page.goto(app.base + "?learn=tsoro")
    app.wait_ready()
    expect(page.locator("#lesson")).to_be_visible()
    assert page.locator("#lesson").get_attribute("aria-live") is None
    said = page.locator("#lesson-said")
    expect(said).to_contain_text(say(lesson.steps[0].what))
    page.evaluate(
        "window.lessonSaid = [];"
        "new MutationObserver(() => lessonSaid.push(document.getElementById('lesson-said')"
        ".textContent)).observe(document.getElementById('lesson-said'),"
        " {childList: true, characterData: true, subtree: true})"
    )
    tap_spot(page, lesson.steps[0].move)
    expect(said).to_contain_text(say(lesson.steps[1].what), timeout=10_000)
    page.wait_for_timeout(1500)  # the script's reply and what follows it
    assert page.evaluate("lessonSaid") == [said.text_content()]


def test_the_keyboard_help_fits_the_game(app: Watched) -> None:
    page = app.open("v1~tsoro~first.white~")
    assert "R rotates" not in str(page.locator("#board").get_attribute("aria-label"))
    assert "zoom" not in str(page.locator("#keys-help").text_content())
    page = app.open("v1~tantrix~players.2_colours.auto~")
    expect(page.locator("#board")).to_have_attribute("aria-label", re.compile("R rotates"))
    expect(page.locator("#keys-help")).to_contain_text("+ and −: zoom the board.")


def test_the_keyboard_texts_name_tantrix_s_table(app: Watched) -> None:
    """In Italian Tantrix is played on a "tavolo" (its guide, lesson and
    messages say so); the board's name, the keyboard help and the board in
    words said "tavoliere", the other games' word, and still do for them."""
    page = app.page
    page.goto(app.base + "?lang=it#v1~tsoro~first.white~")
    app.wait_ready()
    board, help_text = page.locator("#board"), page.locator("#keys-help")
    expect(board).to_have_attribute("aria-label", re.compile(r"^Tavoliere\. "))
    page.evaluate("link => { location.hash = link }", "v1~tantrix~players.2_colours.auto~")
    expect(board).to_have_attribute("aria-label", re.compile(r"^Tavolo\. .* R ruota\.$"))
    expect(help_text).to_contain_text("Tab porta al tavolo.")
    expect(help_text).to_contain_text("+ e −: ingrandire il tavolo.")
    expect(page.locator("#board-text h2")).to_have_text("Il tavolo a parole")
    page.go_back()
    expect(board).to_have_attribute("aria-label", re.compile(r"^Tavoliere\. "))
    expect(page.locator("#board-text h2")).to_have_text("Il tavoliere a parole")


def test_a_show_hide_button_keeps_the_focus(app: Watched) -> None:
    """Tsoro's "Show move values" becomes "Hide move values": the panel is
    refilled and the focus stays on the button (it went to the board)."""
    page = app.open("v1~tsoro~first.white~b2")
    page.get_by_role("button", name="Show move values").focus()
    page.keyboard.press("Enter")
    expect(page.get_by_role("button", name="Hide move values")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.get_by_role("button", name="Show move values")).to_be_focused()


def test_a_button_of_a_row_pressed_keeps_the_focus_on_it(app: Watched) -> None:
    """Ta Yü's orientation buttons are all pictures: the focus was found
    again by the words inside them, which are none, so it went to the
    row's first button (a screen reader then read "West to east..., not
    pressed" after the player chose another)."""
    page = app.open("v1~tayu~variant.standard_tiles.bag_first.0_target.24_bidding.no~t5")
    buttons = page.locator("button[data-facing]:not([disabled])")
    assert buttons.count() >= 2
    chosen = buttons.nth(1)
    name = chosen.get_attribute("aria-label")
    chosen.focus()
    page.keyboard.press("Enter")
    focused_now = page.locator("button[data-facing]:focus")
    expect(focused_now).to_have_attribute("aria-label", str(name))
    expect(focused_now).to_have_attribute("aria-pressed", "true")


def test_a_share_given_by_keyboard_keeps_the_focus_on_its_button(app: Watched) -> None:
    """Asterismo's share buttons each say "1" or "2": the focus went to the
    first piece's button with those words, not the one pressed."""
    from e2e.test_asterismo_app import WON_SEED, poured, record_of

    page = app.open(record_of(poured(WON_SEED)))
    rows = page.locator("[data-piece]")
    assert rows.count() >= 2
    choice = rows.nth(1).locator('button[data-seat][aria-pressed="false"]').first
    name = str(choice.get_attribute("aria-label"))
    choice.focus()
    page.keyboard.press("Enter")
    focused_now = page.locator("button[data-seat]:focus")
    expect(focused_now).to_have_attribute("aria-label", name)
    expect(focused_now).to_have_attribute("aria-pressed", "true")


def test_a_move_that_lands_while_the_guide_shows_keeps_the_page_quiet(app: Watched) -> None:
    """Found by random clicks: the guide's title had the focus, a click on
    its text let it go, and a move that then landed (the computer's, here
    the page API's) raised in the page: a heading has no ``disabled``."""
    page = app.open("#v1~tsoro~first.white~b1_c2")
    page.locator("#howto-button").click()
    page.wait_for_function("document.activeElement.tagName === 'H1'")
    page.mouse.click(5, 400)  # on no control: the focus goes to the body
    assert page.evaluate("document.activeElement.tagName") == "BODY"
    move = page.evaluate("abstrakta.legalMoves()")[0]
    page.evaluate("m => abstrakta.play(m)", move)
    page.wait_for_timeout(300)
    assert page.evaluate("abstrakta.record()").endswith("_" + move)
    assert app.errors == [], f"console errors: {app.errors}"
