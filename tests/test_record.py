"""The record codec: round trips, URL safety, and never crashing on bad input."""

from __future__ import annotations

import random
import re
import string

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from abstrakta.core import CHANCE, SIMULTANEOUS
from abstrakta.games import GAMES
from abstrakta.link import fold
from abstrakta.record import decode, encode

URL_SAFE = re.compile(r"[A-Za-z0-9\-._~]*")


def random_game(game_id: str, seed: int, length: int) -> list[str]:
    rng = random.Random(seed)
    state = GAMES[game_id].new({})
    for _ in range(length):
        if state.is_over():
            break
        player = state.current_player()
        if player == CHANCE:
            move = state.sample_chance(rng)
        elif player == SIMULTANEOUS:
            move = state.joint_move(
                {seat: rng.choice(state.legal_moves(seat)) for seat in state.voters()}
            )
        else:
            move = rng.choice(state.legal_moves())
        state.play(move)
    return encode(state)  # type: ignore[return-value]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(GAMES)), st.integers(0, 2**32), st.integers(0, 60))
def test_random_games_round_trip(game_id: str, seed: int, length: int) -> None:
    record = random_game(game_id, seed, length)
    assert URL_SAFE.fullmatch(record), record
    assert record.startswith(f"v1~{game_id}~")
    decoded = decode(record)
    assert decoded.ok, decoded.error
    assert encode(decoded.state) == record  # type: ignore[arg-type]
    assert decode("#" + record).ok, "a leading # is accepted"


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=string.printable + "àü~_", max_size=80))
def test_any_text_decodes_without_crashing(text: str) -> None:
    decoded = decode(text)
    assert decoded.ok or decoded.error is not None
    if decoded.error is not None:
        assert str(decoded.error)


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 2**32), st.integers(1, 30), st.data())
def test_a_corrupted_move_keeps_the_valid_prefix(
    seed: int, length: int, data: st.DataObject
) -> None:
    record = random_game("tsoro", seed, length)
    head, moves = record.rsplit("~", 1)
    items = moves.split("_") if moves else []
    if not items:
        return
    bad_at = data.draw(st.integers(0, len(items) - 1))
    items[bad_at] = data.draw(st.sampled_from(["zz9", "a1-c3", "q", "a1xa1", "b2!"]))
    decoded = decode(head + "~" + "_".join(items))
    assert not decoded.ok
    assert decoded.bad_move == bad_at + 1
    assert decoded.state is not None
    assert decoded.state.history == items[:bad_at]
    assert f"move {bad_at + 1}" in str(decoded.error)


def test_structural_errors_name_the_problem() -> None:
    cases = {
        "": "record_empty",
        "v9~tsoro~~": "record_newer",  # a newer app's link: an update opens it
        "V12~tsoro~~": "record_newer",
        "v02~tsoro~~": "record_version",
        "x1~tsoro~~": "record_version",
        "v1234567~tsoro~~": "record_version",
        "v\u00b2~tsoro~~": "record_version",  # a superscript two is no version
        "v" + "9" * 5000 + "~tsoro~~": "record_version",
        "v1": "record_shape",
        "~~~~": "record_shape",  # not "an unknown format ''"
        "v1~~first.white~": "record_shape",
        "v1~chess~~e4": "record_game",
        "v1~tsoro~first~": "record_option",
        "v1~tsoro~first.green~": "bad_option",
        "v1~tsoro~colour.white~": "unknown_option",
    }
    for text, key in cases.items():
        decoded = decode(text)
        assert decoded.state is None and decoded.error is not None
        assert decoded.error.key == key, (text, decoded.error.key)


@pytest.mark.parametrize("text", ["v1~tsoro", "v1~tsoro~", "v1~tsoro~~"])
def test_a_link_naming_only_the_game_opens_its_start(text: str) -> None:
    """``v1~tsoro~`` opened a new game but ``v1~tsoro`` was refused as a
    broken link (a newcomer's audit): the part that is there, the game, is
    kept, with its default options."""
    decoded = decode(text)
    assert decoded.ok and decoded.state is not None, decoded.error
    assert encode(decoded.state) == encode(GAMES["tsoro"].new({}))


@pytest.mark.parametrize(
    ("text", "record"),
    [
        ("V1~tsoro~first.white~b2_a1_c1", "v1~tsoro~first.white~b2_a1_c1"),
        ("v1~Tsoro~first.white~b2_a1_c1", "v1~tsoro~first.white~b2_a1_c1"),
        ("#V1~TSORO~first.white~b2~from.1", "v1~tsoro~first.white~b2"),
        ("v1~TANTRIX~players.2_colours.auto~", "v1~tantrix~players.2_colours.auto~"),
        ("V1~Tantrix~players.2_colours.RY~", "v1~tantrix~players.2_colours.RY~"),
    ],
)
def test_the_version_and_game_id_are_read_in_any_case(text: str, record: str) -> None:
    """A phone capitalises a link's first letter; people type ``Tsoro``.
    Both were refused as an unknown format or game."""
    decoded = decode(text)
    assert decoded.ok and decoded.state is not None, decoded.error
    assert encode(decoded.state) == record  # written back lowercase


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("w9~tsoro~~", "the link is of an unknown format 'w9'"),
        ("W9~tsoro~~", "the link is of an unknown format 'W9'"),  # named as typed
        (
            "V9~tsoro~~",
            "the link comes from a newer version of Abstrakta ('V9'): "
            "press Reload when “A new version is ready” shows (or reload the page), "
            "and the link opens",
        ),
        ("V1~Chess~~", "the link names an unknown game 'Chess'"),
    ],
)
def test_an_unknown_version_or_game_in_any_case_is_still_refused(text: str, message: str) -> None:
    decoded = decode(text)
    assert decoded.state is None and decoded.error is not None
    assert decoded.error.english() == message


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("v1~tsoro~First.white~", "unknown_option"),
        ("v1~tsoro~first.White~", "bad_option"),
        ("v1~tantrix~players.2_colours.ry~", "bad_option"),  # RY: colours are capitals
        ("V1~Tsoro~first.white~B2", "record_move"),
    ],
)
def test_options_and_moves_keep_their_case(text: str, key: str) -> None:
    """Only the version and game id are folded: an option's value may be
    upper case (Tantrix's colours), and a move's notation is the game's."""
    decoded = decode(text)
    assert decoded.error is not None and decoded.error.key == key


def test_only_ascii_is_folded() -> None:
    """``str.lower`` turns the Kelvin sign into ``k``: not a letter anyone typed."""
    assert fold("TsoRO") == "tsoro"
    assert fold("\u212a") == "\u212a"


def test_a_link_without_its_moves_section_opens_the_games_start() -> None:
    """Hand-written ``v1~tsoro~first.white`` (no trailing ``~``) is the
    game's start, as ``v1~tsoro~first.white~`` is; it was refused."""
    decoded = decode("v1~tsoro~first.white")
    assert decoded.ok and decoded.state is not None and decoded.state.history == []
    assert decoded.state.options["first"] == "white"


def test_record_is_readable() -> None:
    state = GAMES["tsoro"].new({"first": "black"})
    for move in ["b2", "a1", "c1-b1"][:2]:
        state.play(move)
    assert encode(state) == "v1~tsoro~first.black~b2_a1"


def test_the_registry_imports_a_game_only_when_it_is_used() -> None:
    import subprocess
    import sys

    code = (
        "import sys, abstrakta.record, abstrakta.games as g;"
        "assert not [m for m in sys.modules if m.startswith('abstrakta.games.')], sys.modules;"
        "g.GAMES['tsoro'];"
        "print(sorted(m for m in sys.modules if m.startswith('abstrakta.games.')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "['abstrakta.games.tsoro']"
