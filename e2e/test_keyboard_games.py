"""A whole game of each of the five with the keyboard alone (issue 15):
Tab to the board, arrow keys to a place, Enter, Escape, R; the panel's
buttons by Tab. Every move is announced in words in the live region.

The tests read the page (status, legal moves, where places are) to
choose keys, but never click, tap or call ``play``.
"""

from __future__ import annotations

import random

from playwright.sync_api import Page, expect

from e2e import keyboard as kb
from e2e.harness import Watched

#: A short Tsoro game with placements, a jump and a step: Black wins
#: with the line b1-b2-b3 (checked against the rules when played).
TSORO_GAME = ["b3", "b1", "a1", "b2", "c2", "a2", "b3xc1", "a2-b3"]


def play_tsoro_move(page: Page, move: str) -> None:
    before = kb.record(page)
    if "-" in move or "x" in move:
        src, dst = move.replace("x", "-").split("-")
        kb.go_to(page, src)
        page.keyboard.press("Enter")  # selects the piece
        expect(page.locator("#board-cursor")).to_contain_text("selected")
        kb.go_to(page, dst)
    else:
        kb.go_to(page, move)
    page.keyboard.press("Enter")
    kb.wait_moved(page, before)
    assert kb.record(page).split("~")[-1].split("_")[-1] == move


def test_tsoro_whole_game_by_keyboard(app: Watched) -> None:
    page = app.open()
    kb.start_by_keyboard(page, "tsoro", "Tsoro Yematatu")
    kb.focus_board(page)
    # Escape drops a selection: no move is made.
    for index, move in enumerate(TSORO_GAME):
        if index == 6:
            kb.go_to(page, "b3")
            page.keyboard.press("Enter")
            page.keyboard.press("Escape")
            expect(page.locator("#board-cursor")).not_to_contain_text("selected")
        play_tsoro_move(page, move)
        said = kb.announced(page)
        assert move[-2:] in said, f"{move}: the live region said {said!r}"
        kb.assert_announced(page)
    result = kb.status(page)["result"]
    assert result is not None and result["winners"] == [1]
    expect(page.locator("#announce")).to_contain_text("Black wins")
    # The board in words says what is where.
    text = page.locator("#board-text")
    expect(text).to_contain_text("b2: Black piece")
    expect(text).to_contain_text("c1: White piece")


def test_undo_and_redo_shortcuts(app: Watched) -> None:
    page = app.open()
    kb.start_by_keyboard(page, "tsoro", "Tsoro Yematatu")
    play_tsoro_move(page, "b2")
    play_tsoro_move(page, "a1")
    two = kb.record(page)
    page.keyboard.press("Control+z")
    page.wait_for_function("r => abstrakta.record() !== r", arg=two)
    assert two.startswith(kb.record(page)) and kb.record(page).endswith("b2")
    expect(page.locator("#announce")).to_contain_text("Black to move")
    page.keyboard.press("Control+y")
    page.wait_for_function("r => abstrakta.record() === r", arg=two)
    # The shortcuts are written in the app.
    page.locator(".keys summary").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#keys-help")).to_contain_text("Ctrl+Z")


def test_tiquadra_whole_game_by_keyboard_with_secret_votes(app: Watched) -> None:
    page = app.open()
    kb.start_by_keyboard(page, "tiquadra", "TiQuadra")
    rng = random.Random(15)
    moves = votes = 0
    while not kb.status(page)["over"]:
        assert moves < 400, "the game should be over"
        before = kb.record(page)
        state = kb.status(page)
        if state["toMoveName"] == "vote":
            vote_by_keyboard(page, rng)
            votes += 1
        else:
            reveal = page.locator("#tq-panel button", has_text="Continue")
            if reveal.count():
                kb.press_button(page, "Continue")
            squares = sorted({m for m in page.evaluate("abstrakta.legalMoves()")})
            kb.go_to(page, rng.choice(squares))
            page.keyboard.press("Enter")
        kb.wait_moved(page, before)
        kb.assert_announced(page)
        moves += 1
    assert votes >= 2
    expect(page.locator("#announce")).to_contain_text(kb.status(page)["result"]["text"][:12])


def vote_by_keyboard(page: Page, rng: random.Random) -> None:
    """Each voter in turn: take the device, pick a tower, confirm."""
    for _ in range(3):
        if kb.status(page)["toMoveName"] != "vote":
            return
        hand_over = page.locator("#tq-panel button", has_text="I am")
        if hand_over.count():
            kb.press_button(page, "I am")
        expect(page.locator("#tq-confirm")).to_be_visible()
        towers = page.locator("#tq-panel button[data-square]")
        squares = [towers.nth(k).get_attribute("data-square") for k in range(towers.count())]
        target = rng.choice([s for s in squares if s])
        kb.go_to(page, target)
        page.keyboard.press("Enter")
        expect(page.locator("#board-cursor")).to_contain_text("selected")
        # the ballot is secret: the live region never names the tower chosen
        assert "tower" not in kb.announced(page).lower()
        kb.press_button(page, "Confirm")
        page.wait_for_timeout(50)
