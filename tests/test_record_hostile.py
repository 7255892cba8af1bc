"""Hostile records: ``decode`` never raises, keeps the longest valid prefix
and bounds every message, whatever a link or a saved game holds.

Hypothesis mutates real records of every game and variant (cut short, a
move replaced by garbage or a huge digit run, moves swapped or repeated,
non-ASCII, whole sections replaced) and also feeds pure garbage.
"""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from abstrakta.core import MESSAGE_LIMIT
from abstrakta.games import GAMES
from abstrakta.record import ITEM, SECTION, decode, encode
from tests.test_all_games import VARIANTS, random_move

CASES_PER_GAME = 2_000

#: Characters a hostile link may hold: the record's own, digits in bulk,
#: separators, non-ASCII and control characters.
ALPHABET = st.sampled_from(
    [*"0123456789abcdefghijklmnopqrstuvwxyzABCRGYBn.-_~x", "é", "😀", "\x00", " ", "%"]
)


@cache
def real_records(game_id: str) -> tuple[str, ...]:
    """Whole and part games of every variant of ``game_id`` (seeded)."""
    records: list[str] = []
    rng = random.Random(game_id)
    for variant, options in VARIANTS:
        if variant != game_id:
            continue
        for _ in range(3):
            state = GAMES[game_id].new(options)
            while not state.is_over() and len(state.history) < 300:
                state.play(random_move(state, rng))  # type: ignore[arg-type]
            records.append(encode(state))
    return tuple(records)


def garbage(draw: st.DrawFn) -> str:
    kind = draw(st.sampled_from(["text", "digits", "huge", "unicode"]))
    if kind == "digits":
        return draw(st.sampled_from(["", "t", "d", "bid", "v", "s", "1.", "12.3."])) + "9" * draw(
            st.integers(1, 6_000)
        )
    if kind == "huge":
        return draw(st.sampled_from(["1", "a", "_", "~", "."])) * draw(st.integers(1, 200_000))
    if kind == "unicode":
        return draw(st.text(min_size=1, max_size=30))
    return draw(st.text(ALPHABET, min_size=0, max_size=40))


@st.composite
def hostile_record(draw: st.DrawFn, game_id: str) -> str:
    record = draw(st.sampled_from(real_records(game_id)))
    head, options, moves_text = record.rsplit(SECTION, 2)
    moves = moves_text.split(ITEM) if moves_text else []
    how = draw(
        st.sampled_from(["cut", "replace", "insert", "swap", "repeat", "options", "tail", "raw"])
    )
    if how == "cut":
        return record[: draw(st.integers(0, len(record)))]
    if how == "raw":
        return f"v1~{game_id}~" + garbage(draw)
    if how == "options":
        options = garbage(draw)
    elif how == "tail":
        moves.append(garbage(draw))
    elif moves:
        at = draw(st.integers(0, len(moves) - 1))
        if how == "replace":
            moves[at] = garbage(draw)
        elif how == "insert":
            moves.insert(at, garbage(draw))
        elif how == "swap":
            other = draw(st.integers(0, len(moves) - 1))
            moves[at], moves[other] = moves[other], moves[at]
        else:
            moves.insert(at, moves[at])
    return SECTION.join([head, options, ITEM.join(moves)])


def check(text: str) -> None:
    decoded = decode(text)  # must not raise
    if decoded.error is not None:
        assert len(str(decoded.error)) <= MESSAGE_LIMIT
        assert len(decoded.error.english()) <= MESSAGE_LIMIT
        cause = getattr(decoded.error, "cause", None)
        if cause is not None:
            assert len(cause.english()) <= MESSAGE_LIMIT
    if decoded.state is None:
        return
    # The longest valid prefix: everything before the bad move is kept, it
    # replays on its own, and the bad move fails on it.
    sections = text.strip().lstrip("#").split(SECTION)
    moves = sections[3] if len(sections) > 3 else ""  # no moves section: the start
    moves_list = moves.split(ITEM) if moves else []
    kept = len(decoded.state.history)
    if decoded.bad_move is None:
        assert kept == len(moves_list)
        return
    assert kept == decoded.bad_move - 1
    prefix = encode(decoded.state)
    assert decode(prefix).ok
    if not moves_list[kept]:  # an empty move ("a__b"): refused as such
        assert decoded.error.cause.key == "bad_move_text"  # type: ignore[union-attr]
        return
    again = decode(prefix + (ITEM if kept else "") + moves_list[kept])
    assert not again.ok and again.bad_move == decoded.bad_move


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_decode_survives_hostile_records(game_id: str) -> None:
    real_records(game_id)  # built once, outside hypothesis's deadline

    @settings(
        max_examples=CASES_PER_GAME,
        derandomize=True,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(hostile_record(game_id))
    def run(text: str) -> None:
        check(text)

    run()


@pytest.mark.parametrize(
    "text",
    [
        "v1~tayu~~t" + "1" * 4301,  # int()'s digit limit, the issue's case
        "v1~tantrix~players.2_colours.auto~d48_" + "9" * 1_000_000,
        "v1~tayu~" + "x" * 1_000_000 + ".1~",
        "v1~" + "é" * 10_000,
    ],
)
def test_known_hostile_links(text: str) -> None:
    check(text)
    decoded = decode(text)
    assert decoded.error is not None
