"""Two keyboard paths: TiQuadra's secret vote cast with Enter (a second
Enter on the chosen tower confirms it, as Asterismo's second Enter takes
the selected piece), and the new-game screen of every game opening on its
first choice, where Enter starts the game."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e import keyboard as kb
from e2e.harness import Watched, watch
from e2e.test_tiquadra_app import AT_VOTE, record, tap_square

GAMES = {
    "tsoro": "Tsoro Yematatu",
    "tayu": "Ta Yü",
    "tantrix": "Tantrix",
    "tiquadra": "TiQuadra",
    "asterismo": "Asterismo",
}


def towers(page: Page) -> list[str]:
    found = page.locator("#tq-panel button[data-square]")
    return [str(found.nth(k).get_attribute("data-square")) for k in range(found.count())]


def vote_by_enter(page: Page, seat: str, square: str, again: str) -> None:
    """Take the device by Tab and Enter, then choose ``square`` with Enter
    on the board and cast the vote with a second Enter there."""
    kb.press_button(page, f"I am {seat}")
    expect(page.locator("#status")).to_contain_text(f"{seat}, choose the tower")
    kb.go_to(page, square)
    page.keyboard.press("Enter")
    cursor = page.locator("#board-cursor")
    expect(cursor).to_contain_text(again)
    expect(page.locator("#tq-confirm")).to_be_enabled()
    # the ballot stays secret: the live region never names the tower chosen
    # (it may say the status, "Green, choose the tower to bring down", which
    # a busy machine writes after the device changed hands)
    assert f"tower {square}" not in kb.announced(page).lower()
    page.keyboard.press("Enter")


def test_a_second_enter_on_the_chosen_tower_casts_the_vote(app: Watched) -> None:
    page = app.open(AT_VOTE)
    expect(page.locator("#status")).to_contain_text("Hand the device to Orange")
    kb.press_button(page, "I am Orange")
    standing = towers(page)
    square = standing[-1]
    kb.go_to(page, square)
    page.keyboard.press("Enter")
    expect(page.locator("#board-cursor")).to_contain_text(f"{square}: a tower, bottom to top:")
    expect(page.locator("#board-cursor")).to_contain_text(
        f"tower {square} selected: Enter again casts your vote"
    )
    expect(page.locator("#tq-confirm")).to_have_text(f"Confirm: tower {square}")
    # Escape drops the choice only: the voter keeps the device
    page.keyboard.press("Escape")
    expect(page.locator("#tq-confirm")).to_be_disabled()
    expect(page.locator("#status")).to_contain_text("Orange, choose the tower")
    expect(page.locator("#board-cursor")).to_contain_text("Enter chooses this tower")
    page.keyboard.press("Enter")
    expect(page.locator("#tq-confirm")).to_have_text(f"Confirm: tower {square}")
    # the second Enter is the Confirm button: the ballot is in, the device
    # goes to the next voter
    page.keyboard.press("Enter")
    expect(page.locator("#status")).to_contain_text("Hand the device to Grey")
    expect(page.locator("#tq-panel")).to_contain_text("Orange ✓ has voted")
    assert record(page) == AT_VOTE, "one ballot is not yet a move"
    vote_by_enter(page, "Grey", standing[0], "Enter again casts your vote")
    expect(page.locator("#status")).to_contain_text("Hand the device to Green")
    vote_by_enter(page, "Green", square, "Enter again casts your vote")
    page.wait_for_function("r => abstrakta.record() !== r", arg=AT_VOTE)
    last = record(page).split("_")[-1]
    assert last.startswith("v"), last
    orange, _grey, green = last[1:].split(".")
    assert orange == green == square
    expect(page.locator("#status")).to_contain_text("Votes revealed")


def test_taps_choose_and_the_button_confirms_as_before(app: Watched) -> None:
    """A tap chooses a tower and a second tap on it drops the choice; only
    the Confirm button casts the vote (the keyboard's second Enter is not
    a tap's)."""
    page = app.open(AT_VOTE)
    page.get_by_role("button", name="I am Orange").click()
    square = towers(page)[-1]
    tap_square(page, square)
    expect(page.locator("#tq-confirm")).to_have_text(f"Confirm: tower {square}")
    tap_square(page, square)
    expect(page.locator("#tq-confirm")).to_be_disabled()
    expect(page.locator("#status")).to_contain_text("Orange, choose the tower")
    tap_square(page, square)
    page.locator("#tq-confirm").click()
    expect(page.locator("#status")).to_contain_text("Hand the device to Grey")


def test_the_words_in_italian(browser: Browser, server: str) -> None:
    context = browser.new_context(locale="it-IT", viewport={"width": 1000, "height": 760})
    try:
        app = watch(context, server)
        page = app.open(AT_VOTE)
        kb.press_button(page, "Sono l'Arancione")
        square = towers(page)[-1]
        kb.go_to(page, square)
        page.keyboard.press("Enter")
        expect(page.locator("#board-cursor")).to_contain_text(
            f"torre {square} scelta: premi ancora Invio per votarla"
        )
        page.keyboard.press("Enter")
        expect(page.locator("#status")).to_contain_text("Passa il dispositivo al giocatore Grigio")
        assert app.errors == []
    finally:
        context.close()


@pytest.mark.parametrize("game", list(GAMES))
def test_the_new_game_screen_opens_on_its_first_choice(app: Watched, game: str) -> None:
    page = app.open()
    name = GAMES[game]
    kb.tab_to(page, lambda e: e["tag"] == "button" and e["text"].startswith(name), name)
    page.keyboard.press("Enter")
    page.wait_for_selector("#dialog[open]")
    page.wait_for_function("document.querySelector('#dialog-body fieldset input')")
    focused = page.evaluate(
        """() => { const e = document.activeElement;
        const first = document.querySelector('#dialog-body input');
        const group = first.type === 'radio'
            ? document.querySelector(`#dialog-body input[name="${first.name}"]:checked`)
            : null;
        return {inBody: !!e.closest('#dialog-body'), tag: e.tagName.toLowerCase(),
                first: e === (group || first)}; }"""
    )
    assert focused == {"inBody": True, "tag": "input", "first": True}, (game, focused)
    # Enter there starts the game (the form's default is Start, not Cancel)
    page.keyboard.press("Enter")
    page.wait_for_function("g => abstrakta.game() === g", arg=game)
    expect(page.locator("#dialog")).not_to_be_visible()
    expect(page.locator("#play")).to_be_visible()
