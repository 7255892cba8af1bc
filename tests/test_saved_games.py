"""Saved games on this device: whatever the storage holds, the app starts,
every readable game is offered, and nothing unreadable is thrown away."""

from __future__ import annotations

import json

import pytest
from ui.saved_games import SCHEMA, Saved, Shelf, dump, entry, parse

GOOD = {"id": "a1", "record": "v1~tsoro~first.white~b2", "cursor": 1, "updated": 5.0}


def test_a_written_shelf_reads_back() -> None:
    shelf = Shelf([Saved("a1", "v1~tsoro~first.white~b2", 1, 5.0, {1: "normal"})], ["junk"])
    again = parse(dump(shelf))
    assert again == shelf
    assert json.loads(dump(shelf))["schema"] == SCHEMA


def test_the_first_format_a_bare_list_is_read() -> None:
    shelf = parse(json.dumps([GOOD, {**GOOD, "id": "b2", "updated": 9.0}]))
    assert [g.id for g in shelf.games] == ["b2", "a1"]  # newest first
    assert shelf.unreadable == []


@pytest.mark.parametrize(
    "bad",
    [
        {**GOOD, "seats": ["normal", "easy"]},  # a seat list instead of a map
        {**GOOD, "seats": {"north": "easy"}},
        {**GOOD, "cursor": 1e400},  # JSON's 1e400 is inf
        {**GOOD, "cursor": True},
        {**GOOD, "cursor": -1},
        {**GOOD, "cursor": "3"},
        {**GOOD, "updated": None},
        {**GOOD, "record": 7},
        {**GOOD, "record": "x" * 200_000},
        {**GOOD, "id": ""},
        {"id": "a1"},
        "a string",
        None,
        [[[]]],
    ],
)
def test_a_bad_entry_is_kept_aside_and_the_rest_read(bad: object) -> None:
    text = json.dumps([bad, {**GOOD, "id": "ok"}]).replace("1e+400", "1e400")
    text = text.replace('"cursor": Infinity', '"cursor": 1e400')
    shelf = parse(text)
    assert [g.id for g in shelf.games] == ["ok"]
    assert len(shelf.unreadable) == 1
    # Written again (a save), the bad entry is still there, untouched.
    assert parse(dump(shelf)).unreadable == shelf.unreadable


@pytest.mark.parametrize(
    "text",
    [
        "[" * 100_000 + "]" * 100_000,  # nested too deep to parse
        "{not json",
        json.dumps({"id": "a1", "record": "v1~tsoro~first.white~b2", "cursor": 1}),  # a dict
        json.dumps({"schema": SCHEMA + 1, "games": [GOOD]}),  # a later app's format
        json.dumps(42),
    ],
)
def test_a_value_that_cannot_be_read_is_kept_whole(text: str) -> None:
    shelf = parse(text)
    assert shelf.games == []
    assert shelf.unreadable == [text]
    shelf.games.append(Saved("new", "v1~tsoro~first.white~", 0, 1.0))
    assert parse(dump(shelf)).unreadable == [text]  # a save never overwrites it


def test_two_entries_with_one_id_keep_the_first() -> None:
    shelf = parse(json.dumps([GOOD, {**GOOD, "cursor": 0}]))
    assert len(shelf.games) == 1 and len(shelf.unreadable) == 1


def test_entry_reads_seats_as_numbers() -> None:
    saved = entry({**GOOD, "seats": {"1": "strong"}})
    assert saved is not None and saved.seats == {1: "strong"}
