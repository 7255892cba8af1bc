"""Asterismo's marks kept in the browser: a stored entry the app did not
write (a seat out of range, a bool, a cell off the board, another shape)
is left out, never handed on: a seat of 5 stopped the page from starting
(the keyboard's words for the marked piece named a seat the game lacks).
Marks go back per pour, the newest twenty pours kept."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

import pytest

from tests.test_saved_cut_short import FakeStorage

KEY = "abstrakta.asterismo.marks"


@pytest.fixture
def items(page_module: Callable[[str], ModuleType]) -> dict[str, str]:
    found: dict[str, str] = {}
    sys.modules["js"].window.localStorage = FakeStorage(found)  # type: ignore[attr-defined]
    return found


@pytest.fixture
def marks(page_module: Callable[[str], ModuleType], items: dict[str, str]) -> ModuleType:
    return page_module("ui.views.asterismo_marks")


def test_only_marks_the_game_can_have_are_read(marks: ModuleType) -> None:
    every: dict[str, Any] = {
        "pour": {"a1": 0, "b2": 1, "c3": 2, "d4": 5, "e5": -1, "f6": True, "z9": 0, "g7": "1"},
        "other": {"a1": 1},
    }
    assert marks.marks_of(every, "pour", 2) == {(0, 0): 0, (1, 1): 1}
    assert marks.marks_of(every, "pour", 3) == {(0, 0): 0, (1, 1): 1, (2, 2): 2}
    assert marks.marks_of({"pour": [1, 2]}, "pour", 2) == {}
    assert marks.marks_of({}, "pour", 2) == {}


def test_a_pours_marks_are_kept_newest_last_twenty_pours_at_most(marks: ModuleType) -> None:
    every: dict[str, Any] = {f"p{n}": {"a1": 0} for n in range(20)}
    kept = marks.with_marks(every, "p0", {(1, 0): 1})
    assert list(kept)[-1] == "p0" and kept["p0"] == {"b1": 1} and len(kept) == 20
    kept = marks.with_marks(kept, "new", {(0, 0): 0})
    assert "p1" not in kept and list(kept)[-1] == "new" and len(kept) == 20
    assert "new" not in marks.with_marks(kept, "new", {})


def test_corrupt_storage_gives_the_valid_marks_and_is_mended_on_a_change(
    marks: ModuleType, items: dict[str, str]
) -> None:
    items[KEY] = json.dumps({"pour": {"a1": 7, "b1": 1}})
    kept = marks.PourMarks()
    assert kept.on("pour", 2) == {(1, 0): 1}
    kept.toggle((2, 0), 0)
    assert json.loads(items[KEY]) == {"pour": {"b1": 1, "c1": 0}}
    kept.toggle((2, 0), 0)
    assert json.loads(items[KEY]) == {"pour": {"b1": 1}}
    kept.clear()
    assert json.loads(items[KEY]) == {}


def test_the_same_pour_with_fewer_players_drops_the_missing_seats(
    marks: ModuleType, items: dict[str, str]
) -> None:
    items[KEY] = json.dumps({"pour": {"a1": 2, "b1": 1}})
    kept = marks.PourMarks()
    assert kept.on("pour", 3) == {(0, 0): 2, (1, 0): 1}
    assert kept.on("pour", 2) == {(1, 0): 1}
    assert kept.on(None, 2) == {}


def test_unreadable_storage_is_no_marks(marks: ModuleType, items: dict[str, str]) -> None:
    items[KEY] = "{not json"
    assert marks.PourMarks().on("pour", 2) == {}
