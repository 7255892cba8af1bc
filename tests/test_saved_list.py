""" "Continue a game": each line names the game, its players (the computer's
seats and level too), whose turn or the result, how many moves (correct
plurals in both languages) and when; finished games are told apart."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from types import ModuleType

from ui.i18n import set_language
from ui.saved_list import saved_line
from ui.session import Session

from tests.test_saved_cut_short import FakeStorage

TSORO = "v1~tsoro~first.white~"
#: 24 placements: every player has placed enough pieces to vote.
VOTE = "v1~tiquadra~~" + "_".join("243143142142132142142133")


def line_of(  # type: ignore[no-untyped-def]
    record: str,
    seats: dict[int, str] | None = None,
    when: str = "23 Nov, 14:05",
    voted: set[int] | frozenset[int] = frozenset(),
):
    session, _ = Session.from_record(record)
    assert session is not None
    session.ballots = {seat: "1" for seat in voted}  # as ``autosave.restore_votes`` puts them
    return saved_line(session, seats or {}, when)


def test_a_game_in_progress_names_players_turn_moves_and_when() -> None:
    line = line_of(TSORO + "b2", {1: "normal"})
    assert line.title == "Tsoro Yematatu"
    assert line.players == "White · Black (computer, normal)"
    assert line.status == "Black to move"
    assert line.detail == "1 move · 23 Nov, 14:05"
    assert not line.finished


def test_a_finished_game_says_who_won() -> None:
    line = line_of(TSORO + "a2_a1_b3_b2_c1_c2_b3xb1_a1xb3_a2-a1")
    assert line.finished and line.status.startswith("White wins")
    assert line.detail.startswith("9 moves")


def test_italian_plurals_and_words() -> None:
    set_language("it")
    try:
        assert line_of(TSORO + "b2").detail.startswith("1 mossa")
        assert line_of(TSORO + "b2_a1").detail.startswith("2 mosse")
        assert line_of(TSORO + "b2", {1: "strong"}).players == "Bianco · Nero (computer, forte)"
    finally:
        set_language("en")


def test_draws_are_not_counted_as_moves() -> None:
    record = "v1~tantrix~players.2_colours.auto~d48_d42_d23_d14_d29_d22_d45_d16_d27_d34_d52_d28"
    assert line_of(record + "_23.0.0.4_d7").detail.startswith("1 move ")


def test_two_saved_games_of_one_game_read_apart() -> None:
    assert line_of(TSORO + "b2") != line_of(TSORO + "b2_a1")
    assert line_of(TSORO + "b2", when="a") != line_of(TSORO + "b2", when="b")


def test_a_game_at_a_secret_vote_says_who_votes() -> None:
    assert line_of(VOTE).status == "Orange, Grey and Green vote in secret"
    set_language("it")
    try:
        assert line_of(VOTE).status == "Votano in segreto l'Arancione, il Grigio e il Verde"
    finally:
        set_language("en")


def test_a_vote_some_have_cast_says_who_still_votes() -> None:
    assert line_of(VOTE, voted={0}).status == "Grey and Green still to vote"
    # The computer's seats vote as soon as the game is open again.
    assert line_of(VOTE, {1: "normal", 2: "easy"}).status == "Orange still to vote"
    assert line_of(VOTE, {1: "normal"}, voted={0}).status == "Green still to vote"
    set_language("it")
    try:
        assert line_of(VOTE, voted={0}).status == "Devono ancora votare il Grigio e il Verde"
        assert line_of(VOTE, {1: "normal", 2: "easy"}).status == ("Deve ancora votare l'Arancione")
    finally:
        set_language("en")


def test_who_has_voted_is_read_from_the_kept_ballots_and_survives_garbage(
    page_module: Callable[[str], ModuleType],
) -> None:
    """The home list puts a saved game's kept ballots back as a reload does
    (``autosave.restore_votes``), then names who is still to vote."""
    items: dict[str, str] = {}
    sys.modules["js"].window.localStorage = FakeStorage(items)  # type: ignore[attr-defined]
    saved_votes = page_module("ui.saved_votes")
    restore_votes = page_module("ui.autosave").restore_votes

    def line(saved_id: str) -> str:
        session, _ = Session.from_record(VOTE)
        assert session is not None
        restore_votes(saved_votes.load(saved_id), session)
        return saved_line(session, {}, "now").status

    saved_votes.save("g1", VOTE, {0: "1", 2: "4"})
    assert line("g1") == "Grey still to vote"
    saved_votes.save("g1", VOTE + "_1", {0: "1"})
    assert line("g1") == "Orange, Grey and Green vote in secret", "another position's vote"
    assert line("g2") == "Orange, Grey and Green vote in secret"
    # Hand-edited: seats that are no numbers, or no numbers int() reads.
    ballots = {"1": "2", "\u00b2": "1", "9" * 5000: "1", "x": "1", "-1": "1"}
    items[saved_votes.KEY] = json.dumps({"g1": {"record": VOTE, "ballots": ballots}})
    assert line("g1") == "Orange and Green still to vote"
    items[saved_votes.KEY] = json.dumps({"g1": {"record": VOTE, "ballots": ["0"]}})
    assert line("g1") == "Orange, Grey and Green vote in secret"
