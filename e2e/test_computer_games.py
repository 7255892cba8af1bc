"""Whole games against the computer in every variant of Ta Yü and Tantrix:
a person (seat 0, through the page's API) plays each of their turns, the
computer seats answer from the worker, and the game reaches its end."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import Page

from abstrakta.core import CHANCE
from abstrakta.record import decode
from e2e.harness import Watched
from e2e.test_computer import assert_thought_in_the_worker

#: A first visit's page: these tests check that the page itself never imports
#: a computer player, and a page restored from the snapshot (the shared warm
#: profile's) holds every module the snapshot was built with.
pytestmark = pytest.mark.fresh_context

#: (game, options, computer seats): every Ta Yü variant (tile choice,
#: bidding, teams, saboteur) and Tantrix with two and four players, with
#: each level somewhere.
GAMES = [
    ("tayu", {}, {1: "normal"}),
    (
        "tayu",
        {"variant": "saboteur", "bidding": "yes", "tiles": "choice"},
        {1: "normal", 2: "easy"},
    ),
    ("tayu", {"variant": "teams", "tiles": "choice"}, {1: "easy", 2: "normal", 3: "strong"}),
    ("tantrix", {"players": "2"}, {1: "normal"}),
    ("tantrix", {"players": "4"}, {1: "easy", 2: "normal", 3: "strong"}),
]
#: A whole game, computer moves included, on a loaded CI machine.
GAME_SECONDS = 400

PERSON_OR_END = """() => {
  const s = abstrakta.status();
  return s.over || s.toMove === 0 || (s.voters || []).includes(0);
}"""


def play_to_the_end(page: Page) -> int:
    """Seat 0 plays its first legal move at each of its turns until the game
    ends; the number of moves the person played."""
    deadline = time.monotonic() + GAME_SECONDS
    played = 0
    while time.monotonic() < deadline:
        page.wait_for_function(PERSON_OR_END, timeout=120_000)
        status = page.evaluate("abstrakta.status()")
        if status["over"]:
            return played
        assert status["toMove"] == 0, status
        assert page.evaluate("abstrakta.play(abstrakta.legalMoves()[0])") is None
        played += 1
    raise AssertionError(f"no end within {GAME_SECONDS} s: {page.evaluate('abstrakta.record()')}")


def seats_that_moved(record: str) -> set[int]:
    """The seats that made a move in the game ``record`` (replayed here)."""
    movers: set[int] = set()
    decoded = decode(record, before_move=lambda state: movers.add(state.current_player()))
    assert decoded.ok, decoded.error
    return movers - {CHANCE}


@pytest.mark.parametrize(("game_id", "options", "seats"), GAMES, ids=lambda v: str(v))
def test_a_whole_game_against_the_computer(
    app: Watched, game_id: str, options: dict[str, str], seats: dict[int, str]
) -> None:
    page = app.open()
    started = page.evaluate(
        "([g, o, s]) => abstrakta.newGame(g, o, s)",
        [game_id, options, {str(k): v for k, v in seats.items()}],
    )
    assert started is None, started
    played = play_to_the_end(page)
    status = page.evaluate("abstrakta.status()")
    assert status["over"] and status["result"] is not None
    assert played > 0, "the person had turns"
    movers = seats_that_moved(str(page.evaluate("abstrakta.record()")))
    assert movers == {0, *seats}, "every computer seat played, and the person"
    assert_thought_in_the_worker(page)
