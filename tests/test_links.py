"""Record version v2 (the moves deflated), a link's extras, and links typed in capitals."""

from __future__ import annotations

import base64
import random
import zlib

import pytest
from ui.links import Links
from ui.store import PLAY, Store
from ui.url_sync import UrlSync

from abstrakta import compact, link
from abstrakta.games import GAMES
from abstrakta.record import decode, encode
from tests.test_all_games import VARIANTS, random_move

TSORO = "v1~tsoro~first.white~a2_a1_b3_b2_c1_c2_b3xb1"


@pytest.mark.parametrize(("game_id", "options"), VARIANTS, ids=lambda v: str(v))
def test_v2_replays_the_same_game(game_id: str, options: dict[str, str]) -> None:
    rng = random.Random(7)
    state = GAMES[game_id].new(options)
    while not state.is_over():
        state.play(random_move(state, rng))
    record = encode(state)
    dense = compact.compact(record)
    assert dense.startswith("v2~" + game_id + "~")
    assert set(dense) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    decoded = decode(dense)
    assert decoded.ok and decoded.state is not None
    assert decoded.state.history == state.history
    assert encode(decoded.state) == record  # the page shows and saves v1
    assert compact.shortest(record) in (record, dense)


def test_v2_is_much_shorter_for_a_long_game() -> None:
    rng = random.Random(3)
    state = GAMES["tayu"].new({"tiles": "choice"})
    while not state.is_over():
        state.play(random_move(state, rng))
    record = encode(state)
    assert len(record) > 1000
    assert len(compact.compact(record)) < 0.6 * len(record)


@pytest.mark.parametrize(
    "text",
    [
        "v2~tsoro~first.white~",  # nothing to inflate
        "v2~tsoro~first.white~not-deflate",
        "v2~tsoro~first.white",  # cut short
        "v2~tsoro~first.white~" + compact.compact(TSORO).split("~")[3][:-3],  # truncated
    ],
)
def test_a_garbled_v2_link_is_an_error_not_a_crash(text: str) -> None:
    decoded = decode(text)
    assert decoded.state is None
    assert decoded.error is not None and decoded.error.key == "record_shape"


def test_v2_refuses_a_decompression_bomb() -> None:
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    bomb = deflate.compress(b"a" * (compact.MAX_MOVES_TEXT * 4)) + deflate.flush()
    text = base64.urlsafe_b64encode(bomb).decode().rstrip("=")
    assert compact.expand("v2~tsoro~first.white~" + text) is None


def test_a_bad_move_inside_v2_is_reported_like_v1() -> None:
    decoded = decode(compact.compact("v1~tsoro~first.white~a2_a2"))
    assert decoded.bad_move == 2 and decoded.state is not None
    assert decoded.state.history == ["a2"]


def test_extras_round_trip_and_leave_the_record_alone() -> None:
    extras = link.Extras(sender=1, computers={0: "normal", 2: "strong"})
    fragment = link.join(TSORO, extras)
    assert fragment == TSORO + "~from.1_ai0.normal_ai2.strong"
    assert link.split("#" + fragment) == (TSORO, extras)
    assert decode(fragment).state.history == decode(TSORO).state.history  # type: ignore[union-attr]
    assert link.join(TSORO, link.Extras()) == TSORO
    assert link.split(TSORO) == (TSORO, link.Extras())


def test_extras_work_with_v2() -> None:
    fragment = link.join(compact.compact(TSORO), link.Extras(sender=0))
    record, extras = link.split(fragment)
    assert extras.sender == 0
    assert decode(fragment).state.history == decode(TSORO).state.history  # type: ignore[union-attr]
    assert compact.expand(record) == TSORO


@pytest.mark.parametrize(
    "tail", ["", "~", "~junk", "~from.x_ai.normal_aiX.easy_ai1.NORMAL", "~from_ai1", "~a~b~c"]
)
def test_garbled_extras_are_ignored(tail: str) -> None:
    record, extras = link.split(TSORO + tail)
    assert record == TSORO
    assert extras == link.Extras()
    assert decode(TSORO + tail).ok


def test_the_readme_v2_example_reads_forever() -> None:
    """Decoding is fixed by the format (compressing may differ by zlib build)."""
    assert compact.expand("v2~tsoro~first.white~SzSKTzSMTzKOTzKKTzaMTzYCsiuSDAE") == TSORO


def test_a_capitalised_v2_link_reads() -> None:
    """``V2~Tsoro~...`` (a phone's capital, a hand-typed game) was an
    unknown format ``V2``."""
    moves = compact.compact(TSORO).split("~")[3]
    text = "V2~Tsoro~first.white~" + moves
    assert compact.is_compact(text) and not compact.is_compact("V1~tsoro~~")
    assert compact.expand(text) == "v1~Tsoro~first.white~a2_a1_b3_b2_c1_c2_b3xb1"
    decoded = decode(text + "~from.0")
    assert decoded.ok and decoded.state is not None
    assert encode(decoded.state) == TSORO


class FakeLocation:
    def __init__(self, fragment: str = "") -> None:
        self.entries = [fragment]

    def fragment(self) -> str:
        return self.entries[-1]

    def write(self, fragment: str, push: bool, saved_id: str | None) -> None:
        if push:
            self.entries.append(fragment)
        else:
            self.entries[-1] = fragment

    def saved_id(self) -> str | None:
        return None


@pytest.mark.parametrize(
    "fragment", ["V1~Tsoro~first.white~a2_a1", "V2~TSORO~first.white~SzSKTzQEAA"]
)
def test_the_page_opens_a_capitalised_link_and_writes_it_lowercase(fragment: str) -> None:
    """The page rewrites the entry of a link it opens as the game's record
    (as it does for ``v2``): the capitals do not stay in the address."""
    location = FakeLocation()
    store = Store()
    store.subscribe(UrlSync(location))
    location.entries[-1] = fragment
    Links(store, lambda: []).follow(fragment)
    assert store.screen == PLAY and store.session is not None
    assert location.entries == ["v1~tsoro~first.white~a2_a1"]


def test_a_capitalised_link_to_the_game_on_the_table_is_written_lowercase() -> None:
    """A link along the game already open (Back, or the same game typed with
    capitals) keeps the game's line; its capitals do not stay in the address."""
    location = FakeLocation()
    store = Store()
    store.subscribe(UrlSync(location))
    links = Links(store, lambda: [])
    links.follow("v1~tsoro~first.white~a2_a1_b3")
    store.goto(1)  # a person went back one move: a new entry
    assert location.entries[-1] == "v1~tsoro~first.white~a2"
    location.entries[-1] = "V1~Tsoro~first.white~a2_a1"
    links.follow("V1~Tsoro~first.white~a2_a1")
    assert store.session is not None and store.session.cursor == 2
    assert len(store.session.line) == 3  # the line kept
    assert location.entries[-1] == "v1~tsoro~first.white~a2_a1"
    # Back to an entry written as we write it: the history is left alone.
    before = list(location.entries)
    location.entries[-1] = "v1~tsoro~first.white~a2"
    links.follow("v1~tsoro~first.white~a2")
    assert location.entries == [*before[:-1], "v1~tsoro~first.white~a2"]


def record_and_draws(game_id: str, seed: int, moves: int) -> tuple[str, list[int]]:
    """A record of ``moves`` record items, and which items are draws."""
    from abstrakta.core import CHANCE

    rng = random.Random(seed)
    state = GAMES[game_id].new({})
    draws = []
    while len(state.history) < moves and not state.is_over():
        if state.current_player() == CHANCE:
            draws.append(len(state.history))
        state.play(random_move(state, rng))
    return encode(state), draws


def broken_at(record: str, item: int) -> str:
    """The record with item ``item`` cut to its first character."""
    head, moves = record.rsplit("~", 1)
    items = moves.split("_")
    return head + "~" + "_".join([*items[:item], items[item][:1]])


@pytest.mark.parametrize(
    ("game_id", "item", "number"),
    [
        ("asterismo", 0, 1),  # the pour: the deal is move 1
        ("tantrix", 13, 2),  # the refill after Red's first tile: move 2 (1: the deal)
        ("tayu", 2, 2),  # a tile drawn to be laid: the move it is laid in
    ],
)
def test_a_link_broken_in_a_draw_says_a_new_draw_was_made(
    game_id: str, item: int, number: int
) -> None:
    """A link cut inside a draw (a deal, a tile) opened with a new draw, a
    different game from the one shared, while the message said the game was
    shown up to its last valid move (a newcomer's audit); it now says so,
    and numbers the move as the move list does."""
    from ui.i18n import set_language

    set_language("en")
    record, draws = record_and_draws(game_id, 5, item + 4)
    assert item in draws, (game_id, draws)
    store = Store()
    message = Links(store, lambda: []).open(broken_at(record, item))
    assert message is not None and f"move {number}:" in message, message
    assert "a new one was made" in message
    session = store.session
    assert session is not None and len(session.line) > item  # drawn anew: playable
    # a link broken in a player's move keeps the game without a new draw
    played = next(k for k in range(item + 1, item + 4) if k not in draws)
    message = Links(Store(), lambda: []).open(broken_at(record, played))
    assert message is not None and "a new one was made" not in message


def test_a_link_broken_in_a_draw_opened_again_reopens_the_game_it_made() -> None:
    """The same link cut inside a draw, opened twice, made two saved games,
    each with a new draw: it now reopens the game the first opening saved,
    with that draw (the valid moves before it are the same game)."""
    from dataclasses import dataclass

    @dataclass
    class Kept:
        id: str
        record: str
        cursor: int
        seats: dict[int, str]
        seed: str

    record, draws = record_and_draws("tantrix", 5, 17)
    broken = broken_at(record, 13)
    assert 13 in draws
    first = Store()
    assert Links(first, lambda: []).open(broken, from_link=True)
    session, kept_id = first.session, first.saved_id
    assert session is not None and kept_id is not None
    kept = Kept(kept_id, session.record(), session.cursor, {1: "normal"}, "s1")
    for attempt in range(5):  # a new draw would differ from the first at once
        again = Store()
        message = Links(again, lambda: [kept]).open(broken, from_link=True)
        assert message is not None and "a new one was made" in message
        assert again.saved_id == kept_id, attempt
        assert again.session is not None and again.session.line == session.line
        assert again.session.seats == {1: "normal"}


def test_a_draw_where_a_player_moves_is_said_without_notation() -> None:
    """A robustness audit: a Tantrix link with a draw doubled said "d15 is a
    draw from the bag, not a player's move"; a person reads words."""
    from ui.i18n import set_language

    set_language("en")
    record, draws = record_and_draws("tantrix", 5, 20)
    head, moves = record.rsplit("~", 1)
    items = moves.split("_")
    draw = next(k for k in draws if k + 1 < len(items) and k + 1 not in draws)
    doubled = head + "~" + "_".join([*items[: draw + 1], items[draw], *items[draw + 1 :]])
    message = Links(Store(), lambda: []).open(doubled)
    assert message is not None and "drawn from the bag cannot stand" in message, message
    assert items[draw] not in message
