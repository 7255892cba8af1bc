"""Saved games on this device: whatever the storage holds, the app starts,
every readable game is offered, and nothing unreadable is thrown away."""

from __future__ import annotations

import json

import pytest
from ui.saved_games import SCHEMA, Saved, Shelf, dump, entry, loses_unread_moves, make_room, parse

GOOD = {"id": "a1", "record": "v1~tsoro~first.white~b2", "cursor": 1, "updated": 5.0}


def test_a_written_shelf_reads_back() -> None:
    shelf = Shelf(
        [
            Saved("a1", "v1~tsoro~first.white~b2", 1, 5.0, {1: "normal"}),
            Saved("a2", "v1~tsoro~first.white~b2", 1, 4.0, {}, "5eed", finished=True),
        ],
        ["junk"],
    )
    again = parse(dump(shelf))
    assert again == shelf
    written = json.loads(dump(shelf))
    assert written["schema"] == SCHEMA
    assert [g["finished"] for g in written["games"]] == [False, True]


def test_an_entry_from_before_finished_reads_as_in_progress() -> None:
    saved = entry(GOOD)
    assert saved is not None and saved.finished is False
    saved = entry({**GOOD, "finished": True})
    assert saved is not None and saved.finished is True


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
        {**GOOD, "finished": 1},  # a bool only, as JSON writes it
        {**GOOD, "finished": "true"},
        {**GOOD, "finished": None},
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


def shelf_of(*games: tuple[str, float, bool]) -> list[Saved]:
    """Saved games (id, updated, finished), newest first as on a shelf."""
    made = [Saved(i, "v1~tsoro~first.white~b2", 1, t, finished=f) for i, t, f in games]
    return sorted(made, key=lambda g: -g.updated)


def test_room_is_made_by_the_oldest_finished_games_first() -> None:
    games = shelf_of(
        ("new", 9, False),
        ("f-late", 8, True),
        ("u-old", 1, False),  # the oldest of all, but unfinished: it stays
        ("f-old", 5, True),
        ("u-mid", 6, False),
    )
    kept, dropped = make_room(games, "new", 4)
    assert [g.id for g in dropped] == ["f-old"]
    assert [g.id for g in kept] == ["new", "f-late", "u-mid", "u-old"]
    kept, dropped = make_room(games, "new", 3)
    assert [g.id for g in dropped] == ["f-old", "f-late"]
    assert [g.id for g in kept] == ["new", "u-mid", "u-old"]


def test_an_unfinished_game_goes_only_when_no_finished_one_is_left() -> None:
    games = shelf_of(("new", 9, False), ("f", 8, True), ("u-mid", 5, False), ("u-old", 1, False))
    kept, dropped = make_room(games, "new", 2)
    assert [g.id for g in dropped] == ["f", "u-old"]  # the finished one, then the oldest
    assert [g.id for g in kept] == ["new", "u-mid"]


def test_the_game_being_saved_never_goes() -> None:
    # The saved game is the oldest finished one (a shelf another tab wrote)
    # and even a limit of none keeps it.
    games = shelf_of(("other", 9, True), ("this", 1, True))
    kept, dropped = make_room(games, "this", 1)
    assert [g.id for g in kept] == ["this"] and [g.id for g in dropped] == ["other"]
    kept, dropped = make_room(games, "this", 0)
    assert [g.id for g in kept] == ["this"]


def test_nothing_goes_within_the_limit() -> None:
    games = shelf_of(*((f"g{i}", float(i), i % 2 == 0) for i in range(20)))
    assert make_room(games, "g19", 30) == (games, [])
    assert make_room(games, "g19", 20) == (games, [])


def test_an_unknown_level_or_seat_is_a_persons() -> None:
    # As a link's ``ai1.superduper``: a computer that never moves is no seat.
    saved = entry({**GOOD, "seats": {"1": "superduper"}})
    assert saved is not None and saved.seats == {}
    saved = entry({**GOOD, "seats": {"1": "easy", "5": "easy"}})  # Tsoro has two seats
    assert saved is not None and saved.seats == {1: "easy"}
    written = json.loads(dump(Shelf([saved])))
    assert written["games"][0]["seats"] == {"1": "easy"}


@pytest.mark.parametrize(
    "record",
    [
        "v1~chess~~e4_e5",  # no such game
        "v1~tsoro~first.purple~b2",  # an option the game refuses
        "v1~tsoro",  # not a record as the app writes one
    ],
)
def test_an_entry_that_starts_no_game_is_unreadable(record: str) -> None:
    shelf = parse(json.dumps([{**GOOD, "id": "bad", "record": record}, GOOD]))
    assert [g.id for g in shelf.games] == ["a1"]
    assert [item["record"] for item in shelf.unreadable] == [record]


def test_a_bad_move_is_read_as_the_entry_and_found_when_it_opens() -> None:
    # Its valid part opens (and says so): the entry itself is readable.
    saved = entry({**GOOD, "record": "v1~tsoro~first.white~b2_zz_a1", "cursor": 3})
    assert saved is not None


def test_only_a_save_that_drops_unreadable_moves_loses_them() -> None:
    tsoro = "v1~tsoro~first.white~"
    assert loses_unread_moves(tsoro + "b2_zz_a1", tsoro + "b2")
    assert loses_unread_moves(tsoro + "b2_zz_a1", tsoro + "b2_a1")
    assert not loses_unread_moves(tsoro + "b2", tsoro + "b2_a1")  # a move played
    assert not loses_unread_moves(tsoro + "b2_a1", tsoro + "b2_c1")  # a move after an undo
    assert not loses_unread_moves(tsoro + "b2_zz", tsoro + "b2_zz")  # written again as it was
