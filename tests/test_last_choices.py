"""The new-game screen's memory: what it reads back is what was stored,
another game's entry is kept, and anything unreadable gives nothing."""

from __future__ import annotations

import json
from typing import Any

import pytest
from ui.last_choices import FIRST_TIME, Choices, recall, remember


def test_choices_read_back_and_other_games_are_kept() -> None:
    kept: dict[str, Any] = {"tsoro": {"options": {"first": "black"}, "seats": {}}, "x": [1]}
    chosen = Choices({"players": "3", "colours": "auto"}, {2: "strong"})
    stored = json.loads(remember(kept, "tantrix", chosen))
    assert recall(stored, "tantrix") == chosen
    assert recall(stored, "tsoro") == Choices({"first": "black"}, {})
    assert stored["x"] == [1]  # not ours to judge: kept as it was


@pytest.mark.parametrize(
    "entry",
    [
        None,
        "tantrix",
        [],
        {"options": {"players": "3"}},  # no seats
        {"seats": {}},  # no options
        {"options": {"players": 3}, "seats": {}},  # a number, not a text
        {"options": {"players": "3" * 40}, "seats": {}},
        {"options": {str(n): "1" for n in range(40)}, "seats": {}},
        {"options": {}, "seats": {"one": "easy"}},
        {"options": {}, "seats": {"1": ""}},
        {"options": {}, "seats": ["easy"]},
    ],
)
def test_what_cannot_be_read_gives_nothing(entry: Any) -> None:
    assert recall({"tantrix": entry}, "tantrix") is None


def test_a_game_never_started_gives_nothing() -> None:
    assert recall({}, "tantrix") is None


def test_what_cannot_be_used_gives_the_defaults_for_it() -> None:
    # The audit's value: an option value, a level and a seat that do not
    # exist. Each screen opens as the first time (the computer at normal
    # in every other seat), not with a person in every seat.
    stored: dict[str, Any] = {
        "tsoro": {"options": {"first": "purple"}, "seats": {"1": "superduper"}},
        "tiquadra": {"options": {}, "seats": {"5": "easy"}},
    }
    assert recall(stored, "tsoro") == Choices({}, FIRST_TIME.seats)
    assert recall(stored, "tiquadra") == Choices({}, FIRST_TIME.seats)


def test_the_usable_part_is_kept() -> None:
    stored = {"tsoro": {"options": {"first": "black", "colour": "x"}, "seats": {"1": "strong"}}}
    assert recall(stored, "tsoro") == Choices({"first": "black"}, {1: "strong"})
    # A person in every seat was a choice: kept.
    stored = {"tsoro": {"options": {"first": "purple"}, "seats": {}}}
    assert recall(stored, "tsoro") == Choices({}, {})
