"""A whole game of each of the five with the keyboard alone (issue 15):
Tab to the board, arrow keys to a place, Enter, Escape, R; the panel's
buttons by Tab. Every move is announced in words in the live region.

The tests read the page (status, legal moves, where places are) to
choose keys, but never click, tap or call ``play``.
"""

from __future__ import annotations

import random
import re

from playwright.sync_api import Browser, Page, expect

from e2e import keyboard as kb
from e2e.harness import Watched, watch

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
        # The live region is written just after the record (CI once read
        # the move before's words).
        expect(page.locator("#announce")).to_contain_text(move[-2:])
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
            if reveal.count():  # the words say the board the reveal shows
                expect(page.locator("#board-text")).to_contain_text("voted by")
                assert "a tower" in page.locator("#board-text").inner_text()
            if reveal.count() and votes % 2:
                kb.press_button(page, "Continue")
            elif reveal.count():  # Enter on the board goes on too
                kb.focus_board(page)
                page.keyboard.press("Enter")
                expect(reveal).to_have_count(0)
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
        # (the status it may say names none: "Grey, choose the tower...")
        assert f"tower {target}" not in kb.announced(page).lower()
        kb.press_button(page, "Confirm")
        page.wait_for_timeout(50)


def wait_for_person(page: Page) -> dict[str, object]:
    """Past the app's own draws (a bag, a pour): a person's turn or the end."""
    page.wait_for_function(
        "(s => s.over || s.toMoveName !== 'chance')(abstrakta.status())", timeout=30_000
    )
    return kb.status(page)


def test_tantrix_whole_game_by_keyboard(app: Watched) -> None:
    page = app.open()
    kb.start_by_keyboard(page, "tantrix", "Tantrix")
    rng = random.Random(15)
    placed = 0
    while not wait_for_person(page)["over"]:
        assert placed < 80, "56 tiles make a game"
        moves = page.evaluate("abstrakta.legalMoves()")
        _tile, q, r, _ = rng.choice(moves).split(".")
        space = f"{q}.{r}"
        before = kb.record(page)
        kb.go_to(page, space)
        page.keyboard.press("Enter")  # the first tile of the hand that fits, shown
        expect(page.locator("#board-cursor")).to_contain_text("Enter confirms")
        if placed == 3:  # Escape takes the tile back; Enter shows it again
            page.keyboard.press("Escape")
            expect(page.locator("#board-cursor")).not_to_contain_text("Enter confirms")
            page.keyboard.press("Enter")
        for _ in range(rng.randrange(3)):
            page.keyboard.press("r")  # another turn that fits, if any
        page.keyboard.press("Enter")
        kb.wait_moved(page, before)
        placed += 1
        wait_for_person(page)
        kb.assert_announced(page)
    assert placed >= 20
    expect(page.locator("#board-text")).to_contain_text("north-east")


def test_tayu_whole_game_by_keyboard(app: Watched) -> None:
    page = app.open()
    kb.start_by_keyboard(page, "tayu", "Ta Yü")
    rng = random.Random(15)
    laid = 0
    while not wait_for_person(page)["over"]:
        assert laid < 100, "84 tiles make a game"
        moves = page.evaluate("abstrakta.legalMoves()")
        before = kb.record(page)
        if moves == ["pass"]:
            kb.press_button(page, "Pass")
        else:
            square = rng.choice(moves).split(".")[1]
            kb.go_to(page, square)
            page.keyboard.press("Enter")  # the tile is shown over the square
            expect(page.locator("#board-cursor")).to_contain_text("Enter confirms")
            page.keyboard.press("r")  # the next orientation that fits here
            page.keyboard.press("Enter")
        kb.wait_moved(page, before)
        laid += 1
        wait_for_person(page)
        kb.assert_announced(page)
    # The bag is shuffled anew each game: a drawn tile that fits nowhere
    # ends it early, as the rules say (it once did after 6 tiles in CI).
    result = kb.status(page)["result"]
    assert laid >= 20 or result["reason"] == "tayu_stuck", (laid, result)


def test_asterismo_whole_game_by_keyboard_with_the_share(app: Watched) -> None:
    page = app.open()
    kb.start_by_keyboard(page, "asterismo", "Asterismo")
    wait_for_person(page)
    # The share of the first harvest: Enter on a piece gives it to the
    # next player; the share is confirmed with the panel's button.
    moves = page.evaluate("abstrakta.legalMoves()")
    if moves and moves[0].startswith("s"):
        kb.focus_board(page)
        first = page.locator("#board-cursor").text_content() or ""
        assert "first harvest" in first, first
        page.keyboard.press("Enter")
        expect(page.locator("#board-cursor")).not_to_have_text(first)
        kb.press_button(page, "Confirm the share")
        page.wait_for_function("!abstrakta.legalMoves()[0].startsWith('s')")
        kb.assert_announced(page)
    kb.press_button(page, "Show safe pieces")  # the safe pieces, said on the board too
    expect(page.locator("#board-text")).to_contain_text("without anything falling")
    taken = 0
    while not wait_for_person(page)["over"]:
        assert taken < 70
        safe = [
            line.split(":")[0]
            for line in page.locator("#board-text li").all_text_contents()
            if "without anything falling" in line
        ]
        before = kb.record(page)
        cell = safe[0] if safe else page.evaluate("abstrakta.legalMoves()[0]")
        kb.go_to(page, cell)
        page.keyboard.press("Enter")  # selects the piece
        expect(page.locator("#board-cursor")).to_contain_text("selected")
        page.keyboard.press("Enter")  # takes it
        if not safe:  # the page asks twice before a losing take
            page.wait_for_selector("#dialog[open]")
            kb.press_button(page, "Take it: we lose")
        kb.wait_moved(page, before)
        taken += 1
        kb.assert_announced(page)
    assert taken >= 3


def test_plus_and_minus_zoom_a_large_board_around_the_cursor(app: Watched) -> None:
    page = app.open()
    kb.start_by_keyboard(page, "tayu", "Ta Yü")
    wait_for_person(page)
    kb.focus_board(page)

    def gap() -> float:
        places = kb.spots(page)
        return abs(places["j10"][0] - places["i10"][0])

    before = gap()
    page.keyboard.press("+")
    page.wait_for_function(
        "g => Math.abs(abstrakta.spots().j10[0] - abstrakta.spots().i10[0]) > g", arg=before * 1.2
    )
    page.keyboard.press("-")
    page.wait_for_function(
        "g => Math.abs(abstrakta.spots().j10[0] - abstrakta.spots().i10[0]) < g", arg=before * 1.2
    )


def test_tsoro_in_italian_by_keyboard(browser: Browser, server: str) -> None:
    """The cursor, the board's words and each move are said in Italian."""
    context = browser.new_context(viewport={"width": 1200, "height": 800})
    context.add_init_script("localStorage.setItem('abstrakta.language', 'it')")
    app = watch(context, server)
    page = app.open()
    kb.start_by_keyboard(page, "tsoro", "Tsoro Yematatu")
    expect(page.locator("#board")).to_have_attribute("aria-label", re.compile("Frecce|frecce"))
    for move in TSORO_GAME[:4]:
        play_tsoro_move(page, move)
        kb.assert_announced(page)
    expect(page.locator("#announce")).to_contain_text("Nero mette una pedina su b2")
    expect(page.locator("#announce")).to_contain_text("Muove il Bianco")
    kb.go_to(page, "b1")
    expect(page.locator("#board-cursor")).to_contain_text("b1: pedina del Nero")
    expect(page.locator("#board-text")).to_contain_text("Il tavoliere a parole")
    context.close()
    assert app.errors == []


def test_an_enter_forgets_the_refusal_of_the_enter_before(app: Watched) -> None:
    """As a tap does: the refusal of Enter on one square is gone once Enter
    shows a tile on another (it stayed, and described the wrong square)."""
    page = app.open()
    kb.start_by_keyboard(page, "tayu", "Ta Yü")
    wait_for_person(page)
    kb.focus_board(page)
    kb.go_to(page, "a1")
    page.keyboard.press("Enter")
    expect(page.locator("#message")).to_contain_text("first tile must cover")
    kb.go_to(page, "i9")
    page.keyboard.press("Enter")
    expect(page.locator("#board-cursor")).to_contain_text("Enter confirms")
    expect(page.locator("#message")).to_be_hidden()


def test_enter_on_a_covered_square_says_why_nothing_happens(app: Watched) -> None:
    """Enter (or a tap) on a square a tile covers, with no tile shown to
    put away, did nothing and said nothing: a keyboard player heard no
    answer. It now says the square is covered and where the tile goes."""
    page = app.open()
    kb.start_by_keyboard(page, "tayu", "Ta Yü")
    wait_for_person(page)
    kb.focus_board(page)
    kb.go_to(page, "i9")
    page.keyboard.press("Enter")
    expect(page.locator("#board-cursor")).to_contain_text("Enter confirms")
    before = kb.record(page)
    page.keyboard.press("Enter")
    kb.wait_moved(page, before)
    wait_for_person(page)
    kb.focus_board(page)
    kb.go_to(page, "i9")
    page.keyboard.press("Enter")
    expect(page.locator("#message")).to_have_text(
        "A tile already covers this square. The lit squares show where yours fits."
    )
    assert app.errors == []


def test_the_cursors_words_go_when_a_move_makes_them_stale(app: Watched) -> None:
    """After Enter played on a point, the cursor's live region still said
    "b3: you can play here", now false (a screen reader's user reading
    the page found it); it is cleared at the move (the move is announced)
    and said again at the next key."""
    page = app.open()
    kb.start_by_keyboard(page, "tsoro", "Tsoro Yematatu")
    kb.go_to(page, "b3")
    region = page.locator("#board-cursor")
    expect(region).to_contain_text("you can play here")
    play_tsoro_move(page, "b3")
    expect(region).to_have_text("")
    expect(page.locator("#announce")).to_contain_text("b3")
    page.keyboard.press("Home")
    expect(region).not_to_have_text("")
    assert app.errors == []
