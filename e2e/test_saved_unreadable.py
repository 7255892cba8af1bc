"""What the device keeps that cannot be used never leaves a game stuck, a
code word on screen or a part lost unseen: a saved game's unknown computer
level is a person's seat (as in a link), a saved game that starts no game
is counted as unreadable, one with an unreadable move keeps that part
aside, and remembered new-game choices that cannot be used give the
defaults (a person, then the computer at Normal)."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page, expect

from e2e.harness import ARTIFACTS, Watched

TSORO = "v1~tsoro~first.white~"
GAMES_KEY = "abstrakta.games"


def seed(app: Watched, key: str, value: Any) -> Page:
    """The app opened on its home screen with ``value`` stored under ``key``."""
    page = app.open()
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, json.dumps(value)])
    page.reload()
    app.wait_ready()
    return page


def shelf(*games: dict[str, Any]) -> dict[str, Any]:
    return {"schema": 2, "games": list(games), "unreadable": []}


def stored(page: Page) -> dict[str, Any]:
    value: dict[str, Any] = json.loads(page.evaluate(f"localStorage.getItem('{GAMES_KEY}')"))
    return value


def test_an_unknown_level_is_a_persons_seat(app: Watched) -> None:
    game = {"id": "badlevel", "record": TSORO + "b2", "cursor": 1, "updated": 1700000008}
    page = seed(app, GAMES_KEY, shelf({**game, "seats": {"1": "superduper"}}))
    line = page.locator("#saved-list .saved-game")
    expect(line).to_contain_text("White · Black")
    expect(line).not_to_contain_text("computer")
    expect(line).not_to_contain_text("level.")
    line.click()
    expect(page.locator("#status")).to_contain_text("Black to move")
    page.wait_for_timeout(1000)  # a computer would have moved or failed by now
    expect(page.locator("#status")).not_to_contain_text("thinking")
    expect(page.locator("#message")).not_to_contain_text("could not move")
    assert page.evaluate("abstrakta.play('a1')") is None  # Black is a person's
    assert stored(page)["games"][0]["seats"] == {}


def test_an_entry_that_starts_no_game_is_counted(app: Watched) -> None:
    good = {"id": "good", "record": TSORO + "b2", "cursor": 1, "updated": 1700000003}
    chess = {**good, "id": "chess", "record": "v1~chess~~e4_e5", "cursor": 2}
    purple = {**good, "id": "purple", "record": "v1~tsoro~first.purple~b2"}
    page = seed(app, GAMES_KEY, shelf(good, chess, purple))
    expect(page.locator("#saved-list .saved-game")).to_have_count(1)
    expect(page.locator("#saved-list .saved-note")).to_contain_text(
        "Saved games that could not be read: 2"
    )
    page.screenshot(path=str(ARTIFACTS / "saved-unreadable-home.png"), full_page=True)
    # A save (a new game) keeps them as they were.
    assert page.evaluate("abstrakta.newGame('tsoro', {})") is None
    assert page.evaluate("abstrakta.play('c1')") is None
    kept = [item["record"] for item in stored(page)["unreadable"]]
    assert sorted(kept) == ["v1~chess~~e4_e5", "v1~tsoro~first.purple~b2"]


def test_an_unreadable_move_is_kept_aside(app: Watched) -> None:
    broken = {"id": "midbad", "record": TSORO + "b2_zz_a1", "cursor": 3, "updated": 1700000009}
    page = seed(app, GAMES_KEY, shelf({**broken, "seats": {}}))
    page.locator("#saved-list .saved-game").click()
    expect(page.locator("#status")).to_contain_text("Black to move")  # the move before
    value = stored(page)
    assert [g["record"] for g in value["games"]] == [TSORO + "b2"]
    assert [item["record"] for item in value["unreadable"]] == [TSORO + "b2_zz_a1"]
    page.locator("#home-button").click()
    expect(page.locator("#saved-list .saved-note")).to_contain_text(
        "Saved games that could not be read: 1"
    )


def test_an_unreadable_move_is_said(app: Watched) -> None:
    broken = {"id": "midbad", "record": TSORO + "b2_zz_a1", "cursor": 3, "updated": 1700000009}
    page = seed(app, GAMES_KEY, shelf({**broken, "seats": {}}))
    page.locator("#saved-list .saved-game").click()
    expect(page.locator("#message")).to_contain_text(
        "This saved game could not be read completely: move 2", timeout=3000
    )


def test_unusable_choices_give_the_defaults(app: Watched) -> None:
    choices = {
        "tsoro": {"options": {"first": "purple"}, "seats": {"1": "superduper"}},
        "tiquadra": {"options": {}, "seats": {"5": "easy"}},
    }
    page = seed(app, "abstrakta.choices", choices)
    for game, seats in (("tsoro", 2), ("tiquadra", 3)):
        page.locator(f"#game-list button[data-game={game}]").click()
        expect(page.locator("#dialog")).to_be_visible()
        checked = page.locator("#dialog input[type=radio]:checked")
        values = checked.evaluate_all("rs => rs.map((r) => r.name + '=' + r.value)")
        expected = ["seat0=person", *(f"seat{s}=normal" for s in range(1, seats))]
        assert values == (["first=white"] if game == "tsoro" else []) + expected
        page.screenshot(path=str(ARTIFACTS / f"saved-unusable-choices-{game}.png"))
        page.locator("#dialog-buttons button").first.click()  # Cancel
        expect(page.locator("#dialog")).to_be_hidden()
