"""The tally of games against the computer: each result counted once, when
the move that ends the game is played here; said at the end in both
languages; anything unreadable in the storage dropped."""

from __future__ import annotations

import json
from typing import Any

import pytest
from ui.i18n import set_language
from ui.links import Links
from ui.move_words import MoveWords
from ui.store import Store
from ui.table import panel_model
from ui.tally import (
    MAX_SEEN,
    Tally,
    TallyKeeper,
    count,
    dump,
    levels_line,
    opponent_level,
    read,
    result_for,
    tally_line,
)

from abstrakta.core import Outcome

#: White (the person) takes the bottom row: a1, b1, c1.
WHITE_WINS = ["a1", "a2", "b1", "b2", "c1"]


class AnyMove:
    """A lesson (``ui.store.Gate``) that lets every move be played."""

    def vet(self, session: Any, move: str) -> str | None:
        return None

    def vet_ballot(self, session: Any, seat: int, choice: str) -> str | None:
        return None

    def resume_step(self, session: Any) -> int:
        return 0


class Kept:
    """The storage's value under ``ui.tally.KEY``."""

    def __init__(self) -> None:
        self.text = ""

    def load(self) -> Any:
        return json.loads(self.text) if self.text else {}

    def save(self, text: str) -> None:
        self.text = text


def play_out(store: Store, moves: list[str]) -> None:
    """Play ``moves``, the computer's seats' as the computer."""
    for move in moves:
        session = store.session
        assert session is not None
        by_computer = session.is_computer(session.state.current_player())
        assert store.play(move, by_computer=by_computer) is None


def keeper_and_store(kept: Kept) -> tuple[TallyKeeper, Store]:
    keeper = TallyKeeper(kept.load, kept.save)
    store = Store()
    store.subscribe(keeper)
    return keeper, store


@pytest.fixture(autouse=True)
def english() -> Any:
    set_language("en")
    yield
    set_language("en")


def test_results_for_every_kind_of_end() -> None:
    assert result_for(Outcome((1, -1), "end"), 0) == "won"
    assert result_for(Outcome((1, -1), "end"), 1) == "lost"
    assert result_for(Outcome((0, 0), "end"), 0) == "drawn"
    assert result_for(Outcome((1, 1, -1), "end"), 1) == "won"  # a shared first place
    assert result_for(Outcome((1, 1), "end"), 0) == "won"  # a cooperative win
    assert result_for(Outcome((-1, -1), "end"), 0) == "lost"  # a cooperative loss
    assert result_for(Outcome((0, 1, 0), "end"), 0) == "lost"
    assert result_for(Outcome((0, -1), "end"), 0) == "won"  # as "You won!" says


def test_only_one_person_against_one_level_is_counted() -> None:
    assert opponent_level({1: "normal"}, 2) == "normal"
    assert opponent_level({1: "easy", 2: "easy"}, 3) == "easy"
    assert opponent_level({1: "easy", 2: "strong"}, 3) is None  # mixed levels
    assert opponent_level({1: "easy"}, 3) is None  # two people
    assert opponent_level({}, 2) is None
    assert opponent_level({0: "easy", 1: "easy"}, 2) is None  # no person


def test_a_game_counts_once_and_the_list_of_games_stays_short() -> None:
    tally = Tally()
    assert count(tally, "tsoro", "easy", "won", "s1")
    assert not count(tally, "tsoro", "easy", "won", "s1")
    for n in range(MAX_SEEN + 5):
        assert count(tally, "tantrix", "strong", "lost", f"t{n}")
    assert tally.counts == {"tsoro": {"easy": [1, 0, 0]}, "tantrix": {"strong": [0, 0, 55]}}
    assert len(tally.ended) == MAX_SEEN
    assert tally.ended[-1] == [f"t{MAX_SEEN + 4}", "tantrix", "strong", "lost"]
    assert read(json.loads(dump(tally))) == tally


def test_a_game_that_ends_otherwise_moves_its_count() -> None:
    """A draw taken back, then lost: the end said "You lost" over "0 won,
    1 drawn, 0 lost" (a newcomer's audit). The count follows the last end."""
    tally = Tally()
    assert count(tally, "tsoro", "normal", "drawn", "s1")
    assert count(tally, "tsoro", "normal", "lost", "s1")
    assert tally.counts == {"tsoro": {"normal": [0, 0, 1]}}
    assert count(tally, "tsoro", "normal", "won", "s1")
    assert not count(tally, "tsoro", "normal", "won", "s1")
    assert tally.counts == {"tsoro": {"normal": [1, 0, 0]}}
    assert tally.ended == [["s1", "tsoro", "normal", "won"]]


def test_a_game_counted_by_an_earlier_version_keeps_its_first_end() -> None:
    """Before, only the seed was kept ("seen"): which result it was counted
    as is not known, so nothing can be moved."""
    tally = read({"counts": {"tsoro": {"easy": [1, 0, 0]}}, "seen": ["old"]})
    assert not count(tally, "tsoro", "easy", "lost", "old")
    assert tally.counts == {"tsoro": {"easy": [1, 0, 0]}}


@pytest.mark.parametrize(
    "stored",
    [
        None,
        [],
        "tally",
        {"counts": []},
        {"counts": {"tsoro": [1, 0, 0]}},
        {"counts": {"tsoro": {"easy": [1, 0]}}},
        {"counts": {"tsoro": {"easy": [1, -1, 0]}}},
        {"counts": {"tsoro": {"easy": [1, 0.5, 0]}}},
        {"counts": {"tsoro": {"easy": [True, 0, 0]}}},
        {"counts": {"tsoro": {"": [1, 0, 0]}}},
        {"counts": {"t" * 40: {"easy": [1, 0, 0]}}},
        {"seen": "abc"},
        {"seen": [1, None, ""]},
        {"ended": "abc"},
        {"ended": [["s", "tsoro", "easy", "won?"], ["s", "tsoro", "easy"], [1, 2, 3, 4]]},
    ],
)
def test_what_cannot_be_read_is_dropped(stored: Any) -> None:
    assert read(stored) == Tally()


def test_the_readable_part_is_kept() -> None:
    stored = {"counts": {"tsoro": {"easy": [2, 1, 0], "x": "y"}, "ta": 3}, "seen": ["a", 7]}
    assert read(stored) == Tally({"tsoro": {"easy": [2, 1, 0]}}, ["a"])


def test_the_line_in_both_languages() -> None:
    tally = Tally({"tsoro": {"normal": [0, 3, 1]}, "tantrix": {"easy": [1, 0, 2]}})
    assert tally_line(tally, "tsoro", "normal") == (
        "Your games with the computer at the normal level on this device: 0 won, 3 drawn, 1 lost."
    )
    assert tally_line(tally, "tantrix", "easy") == (
        "Your games with the computer at the easy level on this device: 1 won, 2 lost."
    )
    assert tally_line(tally, "tantrix", "strong") is None
    set_language("it")
    assert tally_line(tally, "tantrix", "easy") == (
        "Le tue partite col computer a livello facile su questo dispositivo: 1 vinta, 2 perse."
    )
    assert tally_line(tally, "tsoro", "normal") == (
        "Le tue partite col computer a livello normale su questo dispositivo: "
        "0 vinte, 3 patte, 1 persa."
    )


def test_the_new_game_screens_line_names_each_level_played() -> None:
    tally = Tally({"tantrix": {"strong": [0, 0, 2], "easy": [3, 0, 1], "normal": [0, 0, 0]}})
    levels = ("easy", "normal", "strong")
    assert levels_line(tally, "tantrix", levels) == (
        "Your games with the computer on this device: easy 3 won, 1 lost; strong 0 won, 2 lost."
    )
    assert levels_line(tally, "tsoro", levels) is None
    set_language("it")
    assert levels_line(tally, "tantrix", ("strong",)) == (
        "Le tue partite col computer su questo dispositivo: forte 0 vinte, 2 perse."
    )


def test_a_game_won_here_is_counted_once_and_said_at_the_end() -> None:
    kept = Kept()
    keeper, store = keeper_and_store(kept)
    assert store.new_game("tsoro", {}, {1: "easy"}, ("easy",)) is None
    play_out(store, WHITE_WINS[:-1])
    assert kept.text == "" and keeper.line(store) is None, "not before the end"
    assert store.play(WHITE_WINS[-1]) is None
    assert read(kept.load()).counts == {"tsoro": {"easy": [1, 0, 0]}}
    line = keeper.line(store)
    assert line == "Your games with the computer at the easy level on this device: 1 won, 0 lost."
    assert store.session is not None
    model = panel_model(store.session, None, MoveWords(), None, tally=line)
    assert model.tally == line
    assert panel_model(store.session, None, MoveWords(), None, False, line).tally is None
    # Taken back and ended again: still one game.
    assert store.undo() and store.play(WHITE_WINS[-1]) is None
    assert store.undo() and store.redo()
    assert read(kept.load()).counts == {"tsoro": {"easy": [1, 0, 0]}}
    # Taken back and ended otherwise: still one game, counted as it ended.
    assert store.undo() and store.undo()
    assert store.play("draw") is None  # agreed, at White's turn
    assert read(kept.load()).counts == {"tsoro": {"easy": [0, 1, 0]}}


def test_a_link_or_two_people_or_a_lesson_count_nothing() -> None:
    kept = Kept()
    _, store = keeper_and_store(kept)
    assert store.new_game("tsoro", {}, {1: "easy"}, ("easy",)) is None
    play_out(store, WHITE_WINS)
    finished = store.record()
    kept.text = ""
    Links(store, lambda: []).follow(finished)  # opens already over
    assert store.session is not None and store.session.state.is_over()
    assert kept.text == ""
    assert store.new_game("tsoro", {}, {}, ()) is None  # two people
    play_out(store, WHITE_WINS)
    assert kept.text == ""
    assert store.new_game("tsoro", {}, {1: "easy"}, ("easy",)) is None
    store.lesson = AnyMove()
    play_out(store, WHITE_WINS)
    assert kept.text == ""
