"""Saved games on this device: whatever the storage holds, the app starts,
every readable game is offered, and nothing unreadable is thrown away."""

from __future__ import annotations

import json

import pytest
from ui.saved_games import (
    MAX_CURSOR,
    SCHEMA,
    Saved,
    Shelf,
    dump,
    entry,
    loses_unread_moves,
    make_room,
    parse,
)

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
        {**GOOD, "record": 7},
        {**GOOD, "record": "x" * 200_000},
        {**GOOD, "record": "v1~chess~~e4"},  # no game of ours
        {**GOOD, "id": ""},
        {**GOOD, "id": None},
        {"id": "a1"},
        "a string",
        None,
        [[[]]],
    ],
)
def test_an_entry_with_no_game_is_kept_aside_and_the_rest_read(bad: object) -> None:
    shelf = parse(json.dumps([bad, {**GOOD, "id": "ok"}]))
    assert [g.id for g in shelf.games] == ["ok"]
    assert len(shelf.unreadable) == 1
    # Written again (a save), the bad entry is still there, untouched.
    assert parse(dump(shelf)).unreadable == shelf.unreadable


@pytest.mark.parametrize(
    ("side", "read_as"),
    [
        ({"seats": ["normal", "easy"]}, {"seats": {}}),  # a seat list instead of a map
        ({"seats": {"north": "easy"}}, {"seats": {}}),
        ({"seats": "x"}, {"seats": {}}),
        ({"cursor": 1e400}, {"cursor": MAX_CURSOR}),  # JSON's 1e400 is inf
        ({"cursor": True}, {"cursor": MAX_CURSOR}),
        ({"cursor": -1}, {"cursor": MAX_CURSOR}),
        ({"cursor": "abc"}, {"cursor": MAX_CURSOR}),
        ({"cursor": 3.5}, {"cursor": MAX_CURSOR}),
        ({"updated": None}, {"updated": 0.0}),
        ({"updated": "yesterday"}, {"updated": 0.0}),
        ({"seed": None}, {"seed": ""}),
        ({"finished": 1}, {"finished": False}),  # a bool only, as JSON writes it
        ({"finished": "maybe"}, {"finished": False}),
        ({"id": 12}, {"id": "12"}),
    ],
)
def test_a_side_field_that_cannot_be_read_keeps_the_games_moves(
    side: dict[str, object], read_as: dict[str, object]
) -> None:
    """An audit: a saved game whose record was good but whose cursor (or
    seats, date, seed...) was not could not be opened at all, only counted
    as "could not be read". Its moves are what matter: it opens, at its
    last move, the side field read as its default."""
    text = json.dumps([{**GOOD, **side}]).replace("1e+400", "1e400")
    text = text.replace('"cursor": Infinity', '"cursor": 1e400')
    shelf = parse(text)
    assert shelf.unreadable == []
    [game] = shelf.games
    assert game.record == GOOD["record"]
    for name, value in read_as.items():
        assert getattr(game, name) == value


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


def test_two_entries_with_one_id_are_both_games() -> None:
    """An audit: the second of two games under one id was hidden (counted
    as "could not be read"); it is a game of its own, under an id of its own."""
    other = {**GOOD, "record": "v1~tantrix~players.2~", "cursor": 0}
    shelf = parse(json.dumps([GOOD, other]))
    assert shelf.unreadable == []
    assert sorted(g.record for g in shelf.games) == [other["record"], GOOD["record"]]
    assert len({g.id for g in shelf.games}) == 2
    assert parse(dump(shelf)).games == shelf.games, "written under its own id, read back"


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
