"""While the computer thinks, the page offers the person no move to make.

A newcomer on a phone read the computer's hand, shown with "Choose a tile
from your hand", as their own (Tantrix), and saw the computer's legal
squares lit and its tile offered to rotate (Ta Yü). The computer's answer
is held back here (its worker never loads), so its turn lasts."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.harness import Watched, phone, watch


@pytest.fixture
def held(browser: Browser, server: str) -> Iterator[Page]:
    """A phone page whose computer never answers."""
    context = browser.new_context(**phone())
    app: Watched = watch(context, server)
    app.page.route("**/ai-worker.js", lambda route: None)  # left pending
    try:
        yield app.open()
        assert app.errors == []
    finally:
        context.close()


def play_until_the_computer(page: Page, person: int = 0) -> None:
    """The person plays their first legal move until the computer is to move."""
    for _ in range(20):
        status = page.evaluate("abstrakta.status()")
        if status["toMove"] != person:
            break
        assert page.evaluate("abstrakta.play(abstrakta.legalMoves()[0])") is None
    expect(page.locator("#status")).to_contain_text("thinking")


def assert_nothing_to_do(page: Page) -> None:
    expect(page.get_by_role("button", name="Hint")).to_be_disabled()
    # A tap on the board says whose turn it is, and plays nothing (a board
    # too small to aim at zooms in at the first tap).
    before = page.evaluate("abstrakta.record()")
    message = page.locator("#message")
    for _ in range(2):
        page.locator("#board").tap()
        page.wait_for_timeout(400)
        if message.is_visible():
            break
    expect(message).to_contain_text("computer's turn")
    assert page.evaluate("abstrakta.record()") == before


def test_tantrix_offers_no_tile_in_the_computers_turn(held: Page) -> None:
    assert held.evaluate("abstrakta.newGame('tantrix', {players: '2'}, {1: 'strong'})") is None
    play_until_the_computer(held)
    panel = held.locator('[data-tantrix="panel"]')
    expect(panel.locator('[data-tantrix="players"]')).to_be_visible()  # both hands, to read
    expect(panel.locator('[data-tantrix="turn"]')).to_have_count(0)
    expect(panel.locator("button[data-tile]")).to_have_count(0)
    assert_nothing_to_do(held)


def test_tayu_lights_no_square_in_the_computers_turn(held: Page) -> None:
    assert held.evaluate("abstrakta.newGame('tayu', {}, {1: 'strong'})") is None
    play_until_the_computer(held)
    expect(held.locator("button[data-facing]")).to_have_count(0)
    expect(held.get_by_role("button", name="Rotate")).to_have_count(0)
    assert "you can play here" not in held.locator("#board-text").inner_text()
    assert_nothing_to_do(held)


def test_tiquadra_offers_no_square_in_the_computers_turn(held: Page) -> None:
    assert held.evaluate("abstrakta.newGame('tiquadra', {}, {1: 'normal', 2: 'normal'})") is None
    play_until_the_computer(held)
    expect(held.locator("#tq-panel button[data-square]")).to_have_count(0)
    assert_nothing_to_do(held)


def test_tsoro_offers_no_point_in_the_computers_turn(held: Page) -> None:
    assert held.evaluate("abstrakta.newGame('tsoro', {first: 'white'}, {1: 'normal'})") is None
    play_until_the_computer(held)
    assert "you can play here" not in held.locator("#board-text").inner_text()
    assert_nothing_to_do(held)


def test_a_revealed_vote_waits_for_the_person(app: Watched) -> None:
    """Against the computer a revealed vote stays until the person goes on:
    the computer used to move at once, and the reveal (which tower fell,
    who took the round) vanished before it could be read."""
    page = app.open()
    assert page.evaluate("abstrakta.newGame('tiquadra', {}, {1: 'normal', 2: 'normal'})") is None
    status = page.locator("#status")
    waited_for = 0  # reveals after which a computer was next to move
    for _ in range(200):
        if waited_for or page.evaluate("abstrakta.status().over"):
            break
        state = page.evaluate("abstrakta.status()")
        if state["toMove"] == 0:
            page.evaluate("abstrakta.play(abstrakta.legalMoves()[0])")
        elif state["toMoveName"] == "vote" and 0 in state["voters"]:
            # The person votes at once (the computers' ballots may still be
            # coming); the vote is revealed once they are in.
            page.locator("#tq-panel button[data-square]").first.click()
            page.locator("#tq-confirm").click()
            expect(status).to_contain_text("Votes revealed", timeout=60_000)
        if "Votes revealed" in status.inner_text():
            record = page.evaluate("abstrakta.record()")
            after = page.evaluate("abstrakta.status()")
            page.wait_for_timeout(2000)  # the computer answers in well under that
            expect(status).to_contain_text("Votes revealed")
            assert page.evaluate("abstrakta.record()") == record, "nothing moved on"
            page.locator("#tq-continue").click()
            if after["toMove"] in (1, 2):
                waited_for += 1
                wait = "r => abstrakta.record() !== r"
                page.wait_for_function(wait, arg=record, timeout=60_000)  # then it moves
        page.wait_for_timeout(100)
    assert waited_for, "no reveal was followed by a computer's turn"
