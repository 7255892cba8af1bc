"""Ta Yü's panel in CPython: the bidding's bounds said as the rules accept
them (panel, how to play, new-game screen), and who holds which role once
the bidding has handed them out, the computer's seat marked."""

from __future__ import annotations

from typing import Any

import pytest
from ui.i18n import set_language, t

from abstrakta.games import GAMES
from abstrakta.games.tayu import MAX_SIDE_POINTS, MAX_TARGET, TayuState


@pytest.fixture(autouse=True)
def english() -> Any:
    set_language("en")
    yield
    set_language("en")


# --- 2. the bidding: the rules' bounds, said the same everywhere -----------------


def bidding_game(*moves: str) -> TayuState:
    state: TayuState = GAMES["tayu"].new({"variant": "saboteur", "bidding": "yes"})  # type: ignore[assignment]
    for move in moves:
        state.play(move)
    return state


def test_the_bid_bounds_come_from_the_rules() -> None:
    from ui.views import tayu_seats

    assert tayu_seats.bid_bounds(bidding_game()) == (1, MAX_TARGET)
    assert tayu_seats.bid_bounds(bidding_game("bid200")) == (1, 199)
    assert tayu_seats.bid_bounds(bidding_game("bid200", "bid2")) == (1, 1)
    assert tayu_seats.bid_bounds(bidding_game("pass", "pass", "bid7")) is None


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_bid_prompt_says_the_bounds_the_rules_accept(language: str) -> None:
    from ui.views import tayu_seats

    set_language(language)
    first = tayu_seats.bid_prompt(bidding_game())
    assert f"1–{MAX_TARGET}" in first and "100" not in first
    after = tayu_seats.bid_prompt(bidding_game("bid200"))
    assert "200" in after and "1–199" in after
    forced = tayu_seats.bid_prompt(bidding_game("pass", "pass"))
    assert f"1–{MAX_TARGET}" in forced


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_first_bid_says_the_usual_target(language: str) -> None:
    """Between 1 and 484 a newcomer has no idea what to bid."""
    from ui.views import tayu_seats

    set_language(language)
    usual = {"en": "Without bidding it is 24", "it": "Senza asta è 24"}[language]
    assert usual in tayu_seats.bid_prompt(bidding_game())
    assert usual in tayu_seats.bid_prompt(bidding_game("pass", "pass"))


@pytest.mark.parametrize("language", ["en", "it"])
def test_how_to_play_and_new_game_say_the_same_bid_range(language: str) -> None:
    from ui.howto import tayu as howto

    set_language(language)
    _, sections = howto.EN if language == "en" else howto.IT
    saboteur = " ".join(next(s for s in sections if s.key == "saboteur").paragraphs)
    assert f"1 {'to' if language == 'en' else 'a'} {MAX_TARGET}" in saboteur
    assert f"{MAX_SIDE_POINTS} \u00d7 {MAX_SIDE_POINTS} = {MAX_TARGET}" in saboteur
    # 22 is what one side can make; 484 what a player (two sides) can
    assert "the most one side can make" not in saboteur
    assert "il massimo di un lato)" not in saboteur
    assert str(MAX_TARGET) in t("opt.tayu.target.hint")


# --- 3. who holds which role --------------------------------------------------------


def computer_at(*seats: int) -> Any:
    return lambda seat: "computer" if seat in seats else None


def test_after_the_bidding_each_role_names_its_player() -> None:
    from ui.views.tayu_seats import role_label, seat_label

    # Player 1 bids 30 and the others pass: Player 1 is the saboteur, the
    # other two take North–South and East–West in seat order.
    state = bidding_game("bid30", "pass", "pass")
    assert state.role(0) == "sab"
    assert role_label(state, "sab") == "Saboteur (Player 1)"
    assert role_label(state, "ns") == "North–South (Player 2)"
    assert role_label(state, "ew", computer_at(2)) == "East–West (Player 3, computer)"
    assert seat_label(state, 0) == "Saboteur (Player 1)"
    # before the roles are handed out, a player is only a player
    assert seat_label(bidding_game("bid30"), 1) == "Player 2"
    set_language("it")
    assert role_label(state, "ns") == "Nord–Sud (Giocatore 2)"


def test_the_computers_side_is_marked_in_every_variant() -> None:
    from ui.views.tayu_seats import role_label, seat_label

    state: TayuState = GAMES["tayu"].new({})  # type: ignore[assignment]
    assert role_label(state, "ew", computer_at(1)) == "East–West (computer)"
    assert role_label(state, "ns", computer_at(1)) == "North–South"
    assert seat_label(state, 1) == "East–West", "no player number without a bidding"
    teams: TayuState = GAMES["tayu"].new({"variant": "teams"})  # type: ignore[assignment]
    assert role_label(teams, "ns", computer_at(0, 2)) == "North–South (computer)"
    assert role_label(teams, "ns", computer_at(2)) == "North–South (North–South 2: computer)"
    sab: TayuState = GAMES["tayu"].new({"variant": "saboteur"})  # type: ignore[assignment]
    assert role_label(sab, "sab", computer_at(2)) == "Saboteur (computer)"


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (
            "en",
            "Player 3 passed: Player 1 is the saboteur, target 30; Player 2 plays "
            "North–South, Player 3 East–West",
        ),
        (
            "it",
            "Il Giocatore 3 passa: il Giocatore 1 è il sabotatore, obiettivo 30; il Giocatore 2 "
            "gioca Nord–Sud, il Giocatore 3 Est–Ovest",
        ),
    ],
)
def test_the_move_that_ends_the_bidding_says_who_got_which_role(
    language: str, expected: str
) -> None:
    from ui.words.tayu import describe

    set_language(language)
    before = bidding_game("bid30", "pass")
    assert describe(before, 2, ["pass"]) == expected
    # a bid that does not end the bidding says only itself; a hint too
    assert describe(bidding_game(), 0, ["bid30"]) == (
        "Player 1 bid 30" if language == "en" else "Il Giocatore 1 offre 30"
    )
    assert ":" not in describe(before, 2, ["pass"], hint=True)
