"""Secret votes in the shell: kept on this device through a reload, Undo
asks first, and with computers at the table only people hand over."""

from __future__ import annotations

from playwright.sync_api import expect

from e2e.harness import Watched
from e2e.test_tiquadra_app import AT_VOTE, record, vote


def test_a_vote_in_progress_survives_a_reload_and_undo_asks_first(app: Watched) -> None:
    page = app.open(AT_VOTE)
    vote(page, "Orange", 1)
    expect(page.locator("#status")).to_contain_text("Hand the device to Grey")
    page.reload()
    app.wait_ready()
    assert record(page) == AT_VOTE, "never in the link"
    expect(page.locator("#status")).to_contain_text("Hand the device to Grey")
    expect(page.locator("#tq-panel")).to_contain_text("Orange ✓ has voted")
    expect(page.locator("#tq-panel")).not_to_contain_text("tower 1")
    # Undo in the middle of a vote asks first; Cancel keeps the vote.
    page.get_by_role("button", name="Undo").click()
    expect(page.locator("#dialog")).to_contain_text("secret vote")
    page.locator('#dialog button[value=""]').click()
    assert record(page) == AT_VOTE
    expect(page.locator("#status")).to_contain_text("Hand the device to Grey")
    page.get_by_role("button", name="Undo").click()
    page.locator('#dialog button[value="undo"]').click()
    page.wait_for_function("r => abstrakta.record() === r", arg=AT_VOTE[: -len("_3")])


def test_with_two_computers_the_person_votes_without_handing_over(app: Watched) -> None:
    page = app.open()
    assert page.evaluate("abstrakta.newGame('tiquadra', {}, {1: 'easy', 2: 'easy'})") is None
    for _ in range(40):
        page.wait_for_function(
            "(s => s.toMove === 0 || s.toMoveName === 'vote')(abstrakta.status())",
            timeout=60_000,
        )
        if page.evaluate("abstrakta.status().toMoveName") == "vote":
            break
        page.evaluate("abstrakta.play(abstrakta.legalMoves()[0])")
    status = page.evaluate("abstrakta.status()")
    assert status["toMoveName"] == "vote" and 0 in status["voters"]
    expect(page.locator("#status")).to_contain_text("Orange, choose the tower")
    expect(page.locator("#status")).not_to_contain_text("Hand the device")
    expect(page.get_by_role("button", name="I am Orange")).to_have_count(0)
    panel = page.locator("#tq-panel")
    expect(panel).not_to_contain_text("Not voting (placed fewer than 3 pieces): Grey")
    before = record(page)
    page.locator("#tq-panel button[data-square]").first.click()
    page.locator("#tq-confirm").click()
    page.wait_for_function(
        "r => abstrakta.record() !== r && abstrakta.record().split('_').pop()[0] === 'v'",
        arg=before,
        timeout=60_000,
    )
