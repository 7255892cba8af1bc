"""``abstrakta.status()``: voters are the seats that vote, the result's
text says who won and why in the page's language, and seat names are the
same kind of value in every game (README's API table)."""

from __future__ import annotations

from playwright.sync_api import Browser

from e2e.harness import Watched, watch
from e2e.test_tiquadra_app import WHOLE_GAME

#: TiQuadra's whole game, just before its second vote (Grey does not vote).
SECOND_VOTE = WHOLE_GAME[: WHOLE_GAME.index("_v3.-.1")]


def test_voters_are_only_the_seats_that_vote(app: Watched) -> None:
    page = app.open(SECOND_VOTE)
    status = page.evaluate("abstrakta.status()")
    assert status["toMoveName"] == "vote"
    assert status["voters"] == [0, 2]


def test_the_result_says_who_won_not_the_last_vote(app: Watched, browser: Browser) -> None:
    page = app.open(WHOLE_GAME)
    result = page.evaluate("abstrakta.status().result")
    assert result["winners"] == [0, 2]
    assert result["text"].startswith("Orange and Green win — "), result["text"]
    assert "tower" not in result["text"].lower().split("—")[0]
    context = browser.new_context(locale="it-IT")
    try:
        italian = watch(context, app.base)
        text = italian.open(WHOLE_GAME).evaluate("abstrakta.status().result.text")
        assert text.startswith("Vincono l'Arancione e il Verde — "), text
    finally:
        context.close()


def test_seat_names_are_seat_ids_in_every_game(app: Watched) -> None:
    page = app.open()
    names = {}
    for game, options in [
        ("tsoro", {}),
        ("tantrix", {"players": "2", "colours": "RY"}),
        ("tiquadra", {}),
        ("asterismo", {"players": "2"}),
        ("tayu", {"variant": "standard"}),
    ]:
        assert page.evaluate("([g, o]) => abstrakta.newGame(g, o)", [game, options]) is None
        status = page.evaluate("abstrakta.status()")
        names[game] = status["toMoveName"]
    assert names["tsoro"] == "white"
    assert names["tantrix"] in ("red", "yellow")
    assert names["tiquadra"] == "orange"
    assert names["asterismo"] == "p1"
    assert not any(name.startswith(game) for game, name in names.items()), names
