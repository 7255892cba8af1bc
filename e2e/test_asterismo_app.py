"""Asterismo in real Chromium: a game won through the page in the solver's
order (the initial harvest shared in the panel, every take tapped on the
board and confirmed), games lost by a fall and by a split, the marks of
the talking variant, a shared link reopened, a computer partner, and a
phone.
"""

from __future__ import annotations

import json
import math
import random
import re
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from abstrakta.games import GAMES
from abstrakta.games.asterismo import AsterismoState, cell_name
from abstrakta.grids import HEX_DIRECTIONS
from abstrakta.record import decode, encode_parts
from e2e.harness import ARTIFACTS, Watched, people_play, phone, spots, watch
from e2e.harness import tap_spot as tap

#: Pours (by the seed of ``sample_chance``) whose answers the tests rely on:
#: 3 has an initial harvest of 3 pieces and is winnable; after 47's pour,
#: the share and some safe takes, one take splits the tree (nothing falls).
WON_SEED = 3
SPLIT_SEED = 47
#: 27's three-player pour is beyond the solver's default budget (unknown;
#: two-player 1's and 11's were, until the final-tree searches of issue 17
#: settled them: two-player pours now always get an answer in the
#: benchmark); 4's share and 12 random safe takes leave a position the
#: solver proves lost.
UNKNOWN_SEED = 27
LOST_SEED = 4
#: The pour of the lesson (``ui.learn.asterismo.POUR``): it reaches the
#: canvas's top edge on a phone.
LESSON_POUR = "00030XoohPErJmiZZeWpM.4Dbb4F0vivYairfAJ"
#: The solver's answer comes from the AI worker, which boots its own Pyodide.
SOLVER_MS = 90_000


def poured(seed: int, players: str = "2", silent: str = "no") -> AsterismoState:
    state = GAMES["asterismo"].new({"players": players, "silent": silent})
    assert isinstance(state, AsterismoState)
    state.play(state.sample_chance(random.Random(seed)))
    return state


def shared(seed: int, players: str = "2") -> AsterismoState:
    """The pour and the rules' proposed share played."""
    state = poured(seed, players)
    for give in state.proposed_share():
        state.play(give)
    return state


def record_of(state: AsterismoState) -> str:
    return encode_parts("asterismo", state.options, state.history)


def record(page: Page) -> str:
    return str(page.evaluate("abstrakta.record()"))


def state_of(page: Page) -> AsterismoState:
    state = decode(record(page)).state
    assert isinstance(state, AsterismoState)
    return state


def wait_record(page: Page, wanted: str) -> None:
    """A tap is handled after it returns: wait until the record is ``wanted``."""
    page.wait_for_function("r => abstrakta.record() === r", arg=wanted)


def panel(page: Page, part: str) -> Any:
    return page.locator(f'[data-asterismo="{part}"]')


def share_moves(page: Page) -> str:
    return str(panel(page, "share").locator("button[data-moves]").get_attribute("data-moves"))


def ask_solver(page: Page) -> str:
    """Press "Can we still win?" and wait for the answer (yes/no/unknown)."""
    panel(page, "can-win").click()
    answer = panel(page, "answer")
    answer.wait_for(timeout=SOLVER_MS)
    return str(answer.get_attribute("data-winnable"))


def take(page: Page, cell: str, how: int, touch: bool = False) -> None:
    """Take the piece on ``cell`` by a tap and a confirmation: the board's
    ✓ (how 0), a second tap on the piece (1) or the panel's button (2)."""
    before = record(page)
    tap(page, cell, touch)
    expect(panel(page, "take").locator("button[data-move]")).to_have_attribute("data-move", cell)
    if how == 0:
        tap(page, "confirm", touch)
    elif how == 1:
        tap(page, cell, touch)
    else:
        panel(page, "take").locator("button[data-move]").click()
    wait_record(page, f"{before}_{cell}")


def harvest_counts(page: Page, seat: int) -> list[int]:
    row = page.locator(f'[data-asterismo="harvests"] [data-seat="{seat}"]')
    return [int(n) for n in str(row.get_attribute("data-counts")).split()]


def painted(page: Page) -> None:
    page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


# --- the tests ------------------------------------------------------------------


def test_a_game_won_in_the_solvers_order(app: Watched) -> None:
    start = poured(WON_SEED)
    solution = start.solve()
    assert solution.winnable, "the test's pour is winnable"
    pending = start.pending_share()
    assert len(pending) >= 2
    page = app.open(record_of(start))
    # Sharing out: the rules' proposal, changed by tapping a ghosted piece on
    # the board, restored, then the solver's winning share, confirmed.
    expect(page.locator("#status")).to_contain_text(
        f"Share out the initial harvest ({len(pending)} left)"
    )
    proposal = " ".join(str(give) for give in start.proposed_share())
    assert share_moves(page) == proposal
    first = cell_name(pending[0][0])
    tap(page, first)
    changed = share_moves(page).split()
    assert changed[0] != proposal.split()[0] and changed[1:] == proposal.split()[1:]
    page.get_by_role("button", name="Back to the proposal").click()
    assert share_moves(page) == proposal
    painted(page)
    page.screenshot(path=str(ARTIFACTS / "asterismo-share-desktop.png"))
    assert ask_solver(page) == "yes"
    expect(panel(page, "answer")).to_contain_text("the goal can still be reached")
    page.get_by_role("button", name="Show the next move").click()
    gives = solution.moves[: len(pending)]
    assert share_moves(page) == " ".join(gives), "the solver's share is selected"
    page.get_by_role("button", name="Confirm the share").click()
    wait_record(page, record_of(start) + "_" + "_".join(gives))
    state = state_of(page)
    for seat in range(2):
        assert harvest_counts(page, seat) == list(state.harvest_counts(seat))
    expect(page.locator("#status")).to_contain_text("Player 1: take a piece")
    # The takes, by taps. Part way, the page's solver agrees with CPython's
    # on the next move, shown as a ghost on the board.
    takes = solution.moves[len(pending) :]
    played = 0
    while takes:
        if played == 3:
            assert ask_solver(page) == "yes"
            page.get_by_role("button", name="Show the next move").click()
            again = state_of(page).solve()
            assert again.winnable
            takes = again.moves
            assert spots(page)["ghost"] == spots(page)[takes[0]]
            ringed = ["blue", "yellow", "red"][state_of(page).colour_at(parse(takes[0])) or 0]
            # the board rings the piece: the words say its colour, no cell name
            expect(panel(page, "ghost")).to_contain_text(
                f"Suggested: take the ringed {ringed} piece."
            )
        cell = takes.pop(0)
        if played == 0:
            tap(page, cell)
            colour = ["blue", "yellow", "red"][state_of(page).colour_at(parse(cell)) or 0]
            expect(panel(page, "take")).to_contain_text(f"Take this {colour} piece?")
            expect(panel(page, "take")).not_to_contain_text(cell)
            expect(panel(page, "warning")).to_have_count(0)
            tap(page, "cancel")
            expect(panel(page, "take").locator("button[data-move]")).to_have_count(0)
        take(page, cell, played % 3)
        played += 1
    # Won: the status, the end card, every harvest at the goal.
    expect(page.locator("#status")).to_contain_text("Won together")
    card = panel(page, "end")
    expect(card).to_have_attribute("data-reason", "asterismo_won")
    expect(card).to_contain_text("You won together!")
    final = state_of(page)
    assert final.goal_met()
    for seat in range(2):
        counts = harvest_counts(page, seat)
        assert counts == list(final.harvest_counts(seat)) and min(counts) >= 5
    assert page.evaluate("abstrakta.status()")["result"]["reason"] == "asterismo_won"
    painted(page)
    page.screenshot(path=str(ARTIFACTS / "asterismo-won-desktop.png"))
    # The end survives a reload; undo reopens the game.
    before = record(page)
    page.reload()
    app.wait_ready()
    assert record(page) == before
    expect(panel(page, "end")).to_be_visible()
    page.get_by_role("button", name="Undo").click()
    expect(page.locator("#status")).to_contain_text("take a piece")
    assert not page.evaluate("abstrakta.status()")["over"]


def parse(name: str) -> tuple[int, int]:
    from abstrakta.games.asterismo import parse_cell

    cell = parse_cell(name)
    assert cell is not None
    return cell


def test_a_game_lost_by_a_fall_and_one_by_a_split(app: Watched) -> None:
    state = shared(WON_SEED)
    page = app.open(record_of(state))
    # The hint: off by default; on, it counts the safe pieces (the rules').
    toggle = panel(page, "safe-hint")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    toggle.click()
    expect(panel(page, "safe-hint")).to_have_attribute("aria-pressed", "true")
    expect(panel(page, "tools")).to_contain_text(
        f"{len(state.safe_cells())} pieces can be taken safely"
    )
    # A take that makes pieces fall: said in the panel (by colour: a piece
    # on the board shows no cell name) and crossed out on the board, and
    # confirmed twice; "Keep playing" changes nothing.
    effect = next(e for e in state.effects() if len(e.fallen) >= 2)
    cell = cell_name(effect.cell)
    fallen = [cell_name(c) for c in effect.fallen]
    tap(page, cell)
    warning = panel(page, "warning")
    expect(warning).to_contain_text("fall (crossed out on the board)")
    for name in fallen:
        expect(warning).not_to_contain_text(re.compile(rf"\b{name}\b"))
    expect(warning).to_contain_text("you would all lose")
    painted(page)
    page.screenshot(path=str(ARTIFACTS / "asterismo-fall-warning.png"))
    before = record(page)
    panel(page, "take").get_by_role("button", name="Take it: we lose").click()
    dialog = page.locator("#dialog")
    expect(dialog).to_contain_text("This take loses the game")
    expect(dialog).to_contain_text("crossed out on the board")
    # The safe answer is the marked one and has the focus (Enter keeps
    # playing); the losing take is drawn as a warning, not as the way on.
    keep = dialog.get_by_role("button", name="Keep playing")
    expect(keep).to_have_class("primary")
    expect(keep).to_be_focused()
    expect(dialog.get_by_role("button", name="Take it: we lose")).to_have_class("risky")
    keep.click()
    expect(dialog).to_be_hidden()
    assert record(page) == before
    tap(page, "confirm")
    dialog.get_by_role("button", name="Take it: we lose").click()
    wait_record(page, f"{before}_{cell}")
    expect(page.locator("#status")).to_contain_text("Lost — pieces fell from the tree")
    card = panel(page, "end")
    expect(card).to_have_attribute("data-reason", "asterismo_fall")
    expect(card).to_contain_text("You lost together")
    expect(panel(page, "end-detail")).to_contain_text(f"Player 1 took {cell}:")
    expect(panel(page, "end-detail")).to_contain_text("fell from the tree (crossed out)")
    for name in fallen:
        expect(panel(page, "end-detail")).not_to_contain_text(re.compile(rf"\b{name}\b"))
    # The card says how the game ended once (the status line has the reason).
    expect(card.get_by_text("pieces fell from the tree", exact=True)).to_have_count(0)
    painted(page)
    page.screenshot(path=str(ARTIFACTS / "asterismo-lost-fall.png"))
    # In Italian.
    page.locator("#language-button").click()
    expect(page.locator("#status")).to_contain_text("Persa — sono cadute delle pedine")
    expect(panel(page, "end")).to_contain_text("Avete perso insieme")
    expect(panel(page, "end-detail")).to_contain_text("(barrate)")
    reason = panel(page, "end").get_by_text("sono cadute delle pedine dall'albero", exact=True)
    expect(reason).to_have_count(0)
    page.locator("#language-button").click()

    # A split: safe takes until one take would cut the tree in two.
    state = shared(SPLIT_SEED)
    rng = random.Random(SPLIT_SEED)
    while not any(e.split and not e.fallen for e in state.effects()):
        state.play(cell_name(rng.choice(state.safe_cells())))
    effect = next(e for e in state.effects() if e.split and not e.fallen)
    cell = cell_name(effect.cell)
    sizes = " + ".join(str(len(group)) for group in effect.groups)
    assert page.evaluate("r => abstrakta.load(r)", record_of(state)) is None
    tap(page, cell)
    expect(panel(page, "warning")).to_contain_text(f"splits the tree into 2 groups ({sizes}")
    painted(page)
    page.screenshot(path=str(ARTIFACTS / "asterismo-split-warning.png"))
    tap(page, cell)  # a second tap does not take a losing piece: it asks once more
    expect(dialog).to_contain_text(f"splits the tree into 2 groups ({sizes} pieces)")
    assert record(page) == record_of(state)
    dialog.get_by_role("button", name="Take it: we lose").click()
    wait_record(page, f"{record_of(state)}_{cell}")
    expect(page.locator("#status")).to_contain_text("Lost — the tree split apart")
    expect(panel(page, "end-detail")).to_contain_text(f"split into 2 groups ({sizes} pieces)")
    painted(page)
    page.screenshot(path=str(ARTIFACTS / "asterismo-lost-split.png"))


def test_marks_and_a_shared_link(app: Watched, browser: Browser, server: str) -> None:
    state = shared(WON_SEED)
    order = state.solve().moves
    for move in order[:4]:
        state.play(move)
    page = app.open(record_of(state))
    marks = panel(page, "marks")
    expect(marks).to_have_attribute("data-marks", "")
    # Player 2 marks two pieces; a tap while marking takes nothing.
    page.get_by_role("button", name="Mark as Player 2", exact=True).click()
    expect(page.get_by_role("button", name="Mark as Player 2")).to_have_attribute(
        "aria-pressed", "true"
    )
    first, second = sorted(order[4:6], key=lambda n: parse(n))
    tap(page, first)
    tap(page, second)
    expect(panel(page, "marks")).to_have_attribute("data-marks", f"{first}.2 {second}.2")
    tap(page, first)  # unmark
    expect(panel(page, "marks")).to_have_attribute("data-marks", f"{second}.2")
    assert record(page) == record_of(state)
    page.get_by_role("button", name="Mark as Player 2", exact=True).click()  # back to taking
    painted(page)
    page.screenshot(path=str(ARTIFACTS / "asterismo-marks.png"))
    # Marks are talk, not moves: kept in this browser over a reload, not in
    # the link. The link opens the same position in another browser.
    page.reload()
    app.wait_ready()
    expect(panel(page, "marks")).to_have_attribute("data-marks", f"{second}.2")
    link = page.url
    assert link.endswith("#" + record_of(state))
    other_context = browser.new_context()
    try:
        other = watch(other_context, server)
        other.page.goto(link)
        other.wait_ready()
        assert record(other.page) == record_of(state)
        expect(other.page.locator("#status")).to_contain_text("Player 1: take a piece")
        for seat in range(2):
            assert harvest_counts(other.page, seat) == list(state.harvest_counts(seat))
        expect(panel(other.page, "marks")).to_have_attribute("data-marks", "")
        # The game goes on there.
        take(other.page, order[4], 2)
        assert other.errors == []
        assert other.foreign_requests() == []
    finally:
        other_context.close()


def test_marks_this_app_did_not_write_are_left_out(app: Watched, context: BrowserContext) -> None:
    """A hand-edited or foreign marks entry (seat 5 and -1 in a two-player
    game, a bool) stopped the app from starting ("could not start",
    IndexError): the keyboard's words for the marked piece named seat 6.
    The page starts, shows the valid mark and says it in words."""
    state = shared(WON_SEED)
    cells = [str(move) for move in state.solve().moves[:4]]
    page = app.open(record_of(state))
    stored = {cells[0]: 5, cells[1]: -1, cells[2]: True, cells[3]: 1}
    page.evaluate(
        "m => localStorage.setItem('abstrakta.asterismo.marks', m)",
        json.dumps({state.history[0]: stored}),
    )
    page.reload()
    app.wait_ready()
    expect(panel(page, "marks")).to_have_attribute("data-marks", f"{cells[3]}.2")
    expect(page.locator("#board-text")).to_contain_text("marked by Player 2")
    painted(page)


def test_can_we_still_win_says_no_and_unknown_honestly(app: Watched) -> None:
    # A pour too hard for the solver's budget: "not known", never a guess.
    hard = poured(UNKNOWN_SEED, players="3")
    assert hard.phase == "play" and hard.solve().winnable is None
    page = app.open(record_of(hard))
    assert ask_solver(page) == "unknown"
    expect(panel(page, "answer")).to_contain_text("it is not known whether you can still win")
    expect(page.get_by_role("button", name="Show the next move")).to_have_count(0)
    # Safe takes that lead to a lost position: the solver proves it.
    state = shared(LOST_SEED)
    rng = random.Random(LOST_SEED)
    for _ in range(12):
        state.play(cell_name(rng.choice(state.safe_cells())))
    assert not state.is_over() and state.solve().winnable is False
    assert page.evaluate("r => abstrakta.load(r)", record_of(state)) is None
    assert ask_solver(page) == "no"
    expect(panel(page, "answer")).to_contain_text("the goal can no longer be reached")
    expect(panel(page, "answer")).not_to_contain_text("This pour cannot be won")
    # The answer belongs to its position: gone after a move, back after undo.
    take(page, cell_name(state.safe_cells()[0]), 2)
    expect(panel(page, "answer")).to_have_count(0)
    page.get_by_role("button", name="Undo").click()
    expect(panel(page, "answer")).to_have_attribute("data-winnable", "no")
    # Played on safely, the game ends when no safe take is left.
    while not state.is_over():
        state.play(cell_name(rng.choice(state.safe_cells())))
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "asterismo_stuck"
    assert page.evaluate("r => abstrakta.load(r)", record_of(state)) is None
    expect(page.locator("#status")).to_contain_text("Lost — no piece could be taken safely")
    expect(panel(page, "end")).to_have_attribute("data-reason", "asterismo_stuck")
    remaining = len(outcome.detail["remaining"])  # type: ignore[arg-type]
    expect(panel(page, "end-detail")).to_contain_text(
        f"every take left would make pieces fall or split the tree ({remaining} pieces left)"
    )
    painted(page)
    page.screenshot(path=str(ARTIFACTS / "asterismo-lost-stuck.png"))


def test_can_we_still_win_by_keyboard_keeps_the_focus_and_is_said(app: Watched) -> None:
    """A keyboard audit: the answer was shown but never said, and the
    button, disabled while the solver searched, dropped the focus onto the
    board."""
    page = app.open(record_of(shared(WON_SEED)))
    panel(page, "can-win").focus()
    page.keyboard.press("Enter")
    panel(page, "answer").wait_for(timeout=SOLVER_MS)
    expect(panel(page, "answer")).to_have_attribute("data-winnable", "yes")
    assert page.evaluate("document.activeElement.dataset.asterismo") == "can-win"
    expect(page.locator("#board-cursor")).to_have_text("Yes: the goal can still be reached.")


def test_a_computer_partner(app: Watched) -> None:
    page = app.open()
    assert page.evaluate("abstrakta.newGame('asterismo', {players: '2'}, {1: 'normal'})") is None
    expect(page.locator('[data-asterismo="harvests"] [data-seat="1"]')).to_contain_text(
        "Player 2 (computer)"
    )
    # A screen reader hears each count with its colour (it read "0/5 0/5 0/5").
    counts = page.locator('[data-asterismo="harvests"] [data-seat="1"] [data-colour]')
    said = [text.lstrip("●▲■").split()[0] for text in counts.all_text_contents()]
    assert said == ["blue", "yellow", "red"]
    assert counts.first.locator('[aria-hidden="true"]').count() == 1  # the glyph is not read
    if page.evaluate("abstrakta.status()")["toMoveName"] == "p1" and panel(page, "share").count():
        page.get_by_role("button", name="Confirm the share").click()
    expect(page.locator("#status")).to_contain_text("Player 1: take a piece")
    state = state_of(page)
    # The app's Hint (offered with a computer seat) shows its take as a ghost.
    page.locator("#hint-button").click()
    page.wait_for_function("abstrakta.spots().ghost !== undefined", timeout=60_000)
    found = spots(page)
    ghost = next(name for name, xy in found.items() if name != "ghost" and xy == found["ghost"])
    assert ghost in page.evaluate("abstrakta.legalMoves()")
    colour = ["blue", "yellow", "red"][state.colour_at(parse(ghost)) or 0]
    expect(panel(page, "ghost")).to_contain_text(f"Suggested: take the ringed {colour} piece.")
    expect(page.locator("#message")).to_have_text(f"Hint: take the ringed {colour} piece")
    cell = cell_name(state.safe_cells()[0])
    before = record(page)
    tap(page, cell)
    tap(page, "confirm")
    # The computer answers with a take of its own: no confirmation, no dialog.
    page.wait_for_function(
        "r => abstrakta.record().startsWith(r + '_')",
        arg=f"{before}_{cell}",
        timeout=60_000,
    )
    expect(page.locator("#dialog")).to_be_hidden()
    after = state_of(page)
    assert after.current_player() == 0 or after.is_over()
    assert sum(after.harvest_counts(1)) == sum(state.harvest_counts(1)) + 1


def neighbour_distance(found: dict[str, list[float]], name: str) -> float:
    q, r = parse(name)
    for dq, dr in HEX_DIRECTIONS:
        other = cell_name((q + dq, r + dr)) if 0 <= q + dq < 11 and 0 <= r + dr < 11 else ""
        if other in found:
            return math.dist(found[name], found[other])
    raise AssertionError(f"{name} has no neighbour in spots()")


def test_phone_three_players_silent(browser: Browser, server: str) -> None:
    context = browser.new_context(**phone(small=True, device_scale_factor=2))
    try:
        app = watch(context, server)
        page = app.open()
        page.get_by_role("button", name=re.compile("^Asterismo")).click()
        page.locator('#dialog input[name="players"][value="3"]').check()
        page.locator('#dialog input[name="silent"][value="yes"]').check()
        people_play(page)
        page.locator('#dialog button[value="start"]').click()
        page.wait_for_function("abstrakta.record() !== null")
        assert "~players.3_silent.yes~" in record(page)
        state = state_of(page)
        painted(page)
        box = page.locator("#board").bounding_box()
        assert box is not None and box["width"] <= 360
        found = spots(page)
        for cell in state.layout:  # every piece of the pour is on the canvas
            x, y = found[cell_name(cell)]
            assert 0 <= x <= box["width"] and 0 <= y <= box["height"], cell_name(cell)
        some = cell_name(next(iter(state.pieces())))
        # The board fits the pour, so a piece's size depends on the deal: on
        # this 360 px phone, over 3,000 three-player pours, 25.5 px at the
        # least, 27.6 at the 1st percentile, 31.5 at the median. 28 failed
        # about one run in 85; WCAG 2.5.8's minimum target is 24 px.
        assert neighbour_distance(found, some) >= 24, "pieces big enough to tap"
        expect(panel(page, "marks")).to_have_count(0)  # the silent variant
        page.screenshot(path=str(ARTIFACTS / "asterismo-phone-start.png"))
        pending = state.pending_share()
        if pending:
            # A touch on a ghosted piece gives it to the next player.
            seats = share_moves(page).split()
            tap(page, cell_name(pending[0][0]), touch=True)
            after = share_moves(page).split()
            assert after[0] == f"s{int(seats[0][1]) % 3 + 1}"
            page.get_by_role("button", name="Confirm the share").click()
            page.wait_for_function("!document.querySelector('[data-asterismo=\"share\"]')")
        state = state_of(page)
        assert state.phase == "play"
        for n in range(3):
            cell = cell_name(state.safe_cells()[0])
            take(page, cell, 0, touch=True)
            state = state_of(page)
            if n == 0:
                painted(page)
                page.screenshot(path=str(ARTIFACTS / "asterismo-phone-play.png"))
        expect(page.locator('[data-asterismo="harvests"] [data-seat]')).to_have_count(3)
        expect(page.locator('[data-asterismo="harvests"]')).to_contain_text(
            "10 pieces of one colour each"
        )
        # The wheel (or a pinch) zooms in around the pointer; a button fits again.
        assert "zoom_fit" not in spots(page)
        page.locator("#board").scroll_into_view_if_needed()
        box = page.locator("#board").bounding_box()
        assert box is not None
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.mouse.wheel(0, -300)
        page.wait_for_function("abstrakta.spots().zoom_fit !== undefined")
        zoomed = spots(page)
        assert neighbour_distance(zoomed, some) > neighbour_distance(found, some) * 1.3
        tap(page, "zoom_fit", touch=True)
        page.wait_for_function("abstrakta.spots().zoom_fit === undefined")
        # The safe hint and a selection on the phone.
        panel(page, "safe-hint").click()
        tap(page, cell_name(state.safe_cells()[0]), touch=True)
        painted(page)
        page.locator("#board").scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "asterismo-phone-hint.png"))
        assert app.errors == []
        assert app.foreign_requests() == []
    finally:
        context.close()


def test_a_warning_never_covers_the_check_and_cross(browser: Browser, server: str) -> None:
    """A losing take in the top rows puts ✓ and ✗ above the piece, at the
    canvas's top edge: the warning line then goes across the bottom."""
    context = browser.new_context(**phone())
    try:
        app = watch(context, server)
        # The lesson's pour (its top row at the canvas's top), j2 and k3 taken.
        lesson = decode("v1~asterismo~players.2_silent.no~" + LESSON_POUR + "_j2_k3").state
        assert isinstance(lesson, AsterismoState)
        state = lesson
        page = app.open(record_of(state))
        painted(page)
        found = spots(page)
        losing = [e for e in state.effects() if e.fallen]
        top = min(losing, key=lambda e: found[cell_name(e.cell)][1])
        tap(page, cell_name(top.cell), touch=True)
        expect(panel(page, "warning")).to_contain_text("you would all lose")
        painted(page)
        found = spots(page)
        banner_y = found["banner"][1]
        for button in ("confirm", "cancel"):  # 44 px tall; the line at most 33
            assert abs(found[button][1] - banner_y) >= (44 + 33) / 2, button
        page.locator("#board").scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "asterismo-phone-top-warning.png"))
        assert app.errors == []
    finally:
        context.close()


def test_the_answer_to_can_we_still_win_comes_into_view_on_a_phone(
    browser: Browser, server: str
) -> None:
    """The button sits low on a phone's screen and the answer comes below
    it: the page scrolls to show it (it stayed below the fold)."""
    context = browser.new_context(**phone())
    try:
        app = watch(context, server)
        page = app.open(record_of(shared(WON_SEED)))
        ask = panel(page, "can-win")
        # As a thumb meets it: at the screen's bottom edge (a click would
        # first scroll it to the middle).
        ask.evaluate("button => button.scrollIntoView({block: 'end'})")
        box = ask.bounding_box()
        assert box is not None
        page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        panel(page, "answer").wait_for(timeout=SOLVER_MS)
        expect(panel(page, "answer")).to_be_in_viewport(ratio=0.95)
        assert app.errors == []
    finally:
        context.close()


def test_a_pour_that_cannot_be_won_says_so(app: Watched) -> None:
    # the 50th two-player pour of BENCHMARKS.md's "asterismo-notknown" series
    # is lost from the start (CP-SAT agrees); the solver proves it, and the
    # player is told that a new game pours again
    rng = random.Random("asterismo-notknown-2")
    for _ in range(50):
        state = GAMES["asterismo"].new({"players": "2"})
        state.play(state.sample_chance(rng))
    assert isinstance(state, AsterismoState) and state.solve().winnable is False
    page = app.open(record_of(state))
    assert ask_solver(page) == "no"
    expect(panel(page, "answer")).to_contain_text(
        "This pour cannot be won: New game pours the pieces again."
    )
    expect(page.get_by_role("button", name="New game")).to_be_visible()


@pytest.mark.parametrize("small", [False, True])
def test_the_losing_takes_dialog_leaves_what_falls_in_sight(
    browser: Browser, server: str, small: bool
) -> None:
    """The dialog says what falls is "crossed out on the board"; in the
    middle of a phone's screen it lay over those pieces (a take low on
    the board, confirmed by a second tap). Over takes high and low on the
    board: the take and each piece that would fall are on screen, clear of
    the dialog."""
    context = browser.new_context(**phone(small, locale="it-IT"))
    try:
        app = watch(context, server)
        state = shared(LOST_SEED, "3")
        page = app.open(record_of(state))
        painted(page)
        found = spots(page)
        losing = sorted(
            (e for e in state.effects() if e.fallen), key=lambda e: found[cell_name(e.cell)][1]
        )
        assert len(losing) >= 3
        for effect in (losing[0], losing[len(losing) // 2], losing[-1]):
            cell = cell_name(effect.cell)
            tap(page, cell, touch=True)
            tap(page, cell, touch=True)  # a second tap on it: take it
            dialog = page.locator("#dialog")
            expect(dialog).to_contain_text("barrata sul tavoliere")
            page.wait_for_timeout(300)  # the page scrolls
            box = dialog.bounding_box()
            board = page.locator("#board").bounding_box()
            assert box is not None and board is not None
            height = page.viewport_size["height"]  # type: ignore[index]
            for name in [cell, *(cell_name(c) for c in effect.fallen)]:
                y = board["y"] + spots(page)[name][1]
                assert 0 < y < height, (name, y)
                assert not box["y"] - 8 < y < box["y"] + box["height"] + 8, (name, y, box)
            dialog.get_by_role("button", name="Continua a giocare").click()
            expect(dialog).to_be_hidden()
        assert app.errors == []
    finally:
        context.close()


def test_a_tap_beside_the_tree_says_what_to_tap(browser: Browser, server: str) -> None:
    """A newcomer's audit: a tap on an empty cell did nothing and said
    nothing. It now says a piece of the tree is what to tap; with a piece
    chosen, it only lets that piece go."""
    context = browser.new_context(**phone())
    try:
        app = watch(context, server)
        state = shared(WON_SEED)
        page = app.open(record_of(state))
        painted(page)
        empty = next(
            name
            for name in spots(page)
            if name[0].isalpha() and name[1:].isdigit() and state.colour_at(parse(name)) is None
        )
        message = page.locator("#message")
        tap(page, empty, touch=True)
        if "confirm" in spots(page) or not message.is_visible():
            tap(page, empty, touch=True)  # the first tap only zoomed in
        expect(message).to_have_text("No piece there: tap a piece of the tree to take it.")
        piece = next(cell_name(c) for c in state.safe_cells())
        tap(page, piece, touch=True)
        if "confirm" not in spots(page):
            tap(page, piece, touch=True)
        expect(message).to_be_hidden()
        tap(page, empty, touch=True)  # lets the piece go, says nothing
        expect(message).to_be_hidden()
        assert "confirm" not in spots(page)
        assert app.errors == []
    finally:
        context.close()
