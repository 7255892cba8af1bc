"""The shell's state flow in real Chromium: screens, messages, links,
back/forward against the computer (issue 12's bugs, one test each)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from e2e.harness import Watched, tap_spot

TSORO = "v1~tsoro~first.white~"


def record(page: Page) -> str:
    return str(page.evaluate("abstrakta.record()"))


def moves(page: Page) -> list[str]:
    tail = record(page).split("~")[3]
    return tail.split("_") if tail else []


def test_the_game_screen_is_really_hidden_under_home(app: Watched) -> None:
    page = app.open()
    # A fresh load: no board, no Undo, nothing of a game.
    expect(page.locator("#play")).to_be_hidden()
    expect(page.locator("#board")).to_be_hidden()
    assert page.evaluate("abstrakta.newGame('tsoro', {})") is None
    expect(page.locator("#board")).to_be_visible()
    page.locator("#home-button").click()
    expect(page.locator("#home")).to_be_visible()
    expect(page.locator("#play")).to_be_hidden()
    expect(page.get_by_role("button", name="Undo")).to_be_hidden()
    # A tap where b2 was plays nothing from the home screen.
    box = page.locator("#board").bounding_box()
    assert box is None or box["width"] == 0


def test_a_message_belongs_to_its_screen_and_position(app: Watched) -> None:
    page = app.open(TSORO + "a2_a1_b3_b2_c1_c2")
    tap_spot(page, "a2")
    tap_spot(page, "a1")  # Black's: refused, with a reason
    message = page.locator("#message")
    expect(message).to_contain_text("a1 is occupied")
    # Another position (undo) takes it away.
    page.get_by_role("button", name="Undo").click()
    expect(message).to_be_hidden()
    # A bad link's error goes when a good link is opened.
    page.evaluate("abstrakta.load('v1~tsoro~first.white~b2_b2')")
    expect(message).to_contain_text("b2 is occupied")
    page.evaluate("abstrakta.load('v1~tsoro~first.white~a1')")
    expect(message).to_be_hidden()
    # ...and a message never follows the player home or into a new game.
    page.evaluate("abstrakta.load('v1~tsoro~first.white~b2_b2')")
    expect(message).to_be_visible()
    page.locator("#home-button").click()
    expect(message).to_be_hidden()
    assert page.evaluate("abstrakta.newGame('tsoro', {})") is None
    expect(message).to_be_hidden()


def test_a_bad_link_in_a_tab_holding_a_game_leaves_no_stale_board(app: Watched) -> None:
    page = app.open(TSORO + "b2_a1")
    expect(page.locator("#board")).to_be_visible()
    page.evaluate("location.hash = 'v1~chess~~e4'")
    expect(page.locator("#message")).to_contain_text("unknown game")
    expect(page.locator("#board")).to_be_hidden()
    expect(page.locator("#home")).to_be_visible()


def test_a_link_whose_last_move_is_a_text_prefix_is_another_game(app: Watched) -> None:
    """``d1`` after ``d12``: the friend's move is a different move."""
    page = app.open("v1~tantrix~players.2_colours.auto~d12_d1")
    assert moves(page)[:2] == ["d12", "d1"]
    page.evaluate("location.hash = 'v1~tantrix~players.2_colours.auto~d1'")
    page.wait_for_function("abstrakta.record().split('~')[3].split('_')[0] === 'd1'")
    assert moves(page)[0] == "d1"


def test_back_walks_the_persons_positions_against_the_computer(app: Watched) -> None:
    page = app.open()
    assert page.evaluate("abstrakta.newGame('tsoro', {}, {1: 'easy'})") is None
    for turn in range(2):
        page.wait_for_function("abstrakta.status().toMove === 0", timeout=60_000)
        legal = page.evaluate("abstrakta.legalMoves()")
        assert page.evaluate("m => abstrakta.play(m)", legal[0]) is None
        page.wait_for_function(
            f"abstrakta.record().split('~')[3].split('_').length === {2 * turn + 2}",
            timeout=60_000,
        )
    assert len(moves(page)) == 4
    page.go_back()
    page.wait_for_function("abstrakta.record().split('~')[3].split('_').length === 2")
    # The person looks at their earlier position: the computer does not
    # play over it, and Back goes on further.
    page.wait_for_timeout(1500)
    assert len(moves(page)) == 2
    assert page.evaluate("abstrakta.status().toMove") == 0
    page.go_back()
    page.wait_for_function("abstrakta.record().split('~')[3] === ''")
    page.go_forward()
    page.go_forward()
    page.wait_for_function("abstrakta.record().split('~')[3].split('_').length === 4")
