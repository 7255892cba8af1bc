"""Tantrix's tiles in words, as the keyboard cursor and the hand's buttons
say them to a screen reader: the colour on each side of the tile shown
(changing with every turn of R), where a space's neighbours are, a hand
tile's three lines; in English and Italian."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from types import ModuleType
from typing import Any

import pytest
from ui.i18n import set_language
from ui.views.tantrix_words import (
    ghost_words,
    line_words,
    rotation_label,
    side_colours,
    space_label,
    tile_label,
)

from abstrakta.core import CHANCE
from abstrakta.games import GAMES
from abstrakta.games.tantrix import Place, TantrixState
from abstrakta.games.tantrix_tiles import NUMBERS
from abstrakta.record import decode


@pytest.fixture(autouse=True)
def english() -> Any:
    set_language("en")
    yield
    set_language("en")


def test_the_tile_shown_says_the_colour_on_each_side() -> None:
    # tile 10 turned twice: side by side (counter-clockwise from east) R Y Y B R B
    assert ghost_words(Place(10, (-1, 0), 2)) == (
        "tile 10 (east Red, north-east Yellow, north-west Yellow, west Blue, "
        "south-west Red, south-east Blue)"
    )
    set_language("it")
    assert ghost_words(Place(10, (-1, 0), 2)) == (
        "tessera 10 (est Rosso, nord-est Giallo, nord-ovest Giallo, ovest Blu, "
        "sud-ovest Rosso, sud-est Blu)"
    )


@pytest.mark.parametrize("language", ["en", "it"])
def test_each_turn_of_the_tile_shown_is_said_differently(language: str) -> None:
    set_language(language)
    for tile in NUMBERS:
        said = {ghost_words(Place(tile, (1, 0), rotation)) for rotation in range(6)}
        assert len(said) == 6
        labels = {rotation_label(tile, rotation) for rotation in range(6)}
        assert len(labels) == 6


def test_the_tile_shown_uses_the_board_in_words_wording() -> None:
    """A laid tile and the tile shown say their sides the same way."""
    state = TantrixState.from_position({(0, 0): (10, 0)}, [[4], [5]], bag=[])
    laid = state.edges_at((0, 0))
    assert laid is not None
    assert side_colours(laid) in ghost_words(Place(10, (0, 0), 0))


def test_a_space_says_the_colours_around_it() -> None:
    """By the colour each neighbour shows it and where (what a tile there
    must match); the first side names its tile too, as the board in words
    lists the tiles."""
    board = {(0, 0): (4, 0), (1, -1): (10, 1)}
    state = TantrixState.from_position(board, [[11], [12]], bag=[])
    # (1, 0): tile 4 to the west shows it Yellow, tile 10 to the north-west Red
    east = space_label(state, (1, 0))
    assert east == "space with Red to the north-west (tile 10), Yellow to the west"
    # (0, -1) has 10 to the east and 4 to the south-east: another text
    north = space_label(state, (0, -1))
    assert north == "space with Red to the east (tile 10), Yellow to the south-east"
    set_language("it")
    assert space_label(state, (1, 0)) == (
        "spazio con Rosso a nord-ovest (tessera 10), Giallo a ovest"
    )
    empty = TantrixState.from_position({}, [[1], [2]], bag=[])
    assert space_label(empty, (0, 0)) == "il centro del tavolo"


@pytest.mark.parametrize("seed", range(12))
def test_no_two_spaces_are_said_alike(seed: int) -> None:
    """A screen reader tells the spaces apart by their words: with colours
    and sides alone about one open space in five shared its words with
    another (two spaces with only Red to the east)."""
    rng = random.Random(seed)
    state = GAMES["tantrix"].new({"players": "2"})
    for _ in range(rng.randint(20, 60)):
        if state.is_over():
            break
        if state.current_player() == CHANCE:
            state.play(state.sample_chance(rng))
        else:
            state.play(rng.choice(state.legal_moves()))
    said = Counter(space_label(state, cell) for cell in state.open_hexes())
    assert [words for words, count in said.items() if count > 1] == []


def test_a_hand_tile_is_named_by_its_lines() -> None:
    # tile 4 (YRBRYB): red and yellow gentle curves, a blue straight
    assert tile_label(4) == "Tile 4: Red gentle curve, Yellow gentle curve, Blue straight"
    # tile 3 (RRBBYY): three sharp curves
    assert tile_label(3) == "Tile 3: Red sharp curve, Yellow sharp curve, Blue sharp curve"
    set_language("it")
    assert tile_label(4) == "Tessera 4: Rosso in curva larga, Giallo in curva larga, Blu dritto"
    # tiles of the same colours differ by their lines
    set_language("en")
    labels = {tile_label(tile).split(": ", 1)[1] for tile in (1, 2, 3, 4)}
    assert len(labels) == 4


def test_a_player_with_tiles_but_no_line_of_their_colour_is_not_said_to_have_no_tile(
    page_module: Callable[[str], ModuleType],
) -> None:
    """Red laid tile 55, which has no red: the panel said "no tile yet"
    (a newcomer's audit); it is a line of Red's colour that Red lacks."""
    panel = page_module("ui.views.tantrix_panel")
    text = "v1~tantrix~players.2_colours.auto~d34_d6_d19_d2_d38_d1_d51_d40_d55_d42_d29_d44_55.0.0.1"
    state = decode(text).state
    assert state is not None and len(state.board) == 1
    red = state.colours.index("R")
    assert state.best_line(red) is None
    assert panel.score_text(state, red) == "no red line yet"


@pytest.mark.parametrize(
    ("language", "words"),
    [
        (
            "en",
            [
                "no yellow line yet",
                "line of 1 tile: 1 point",
                "line of 7 tiles: 7 points",
                "loop of 4 tiles × 2: 8 points",
            ],
        ),
        (
            "it",
            [
                "ancora nessuna linea gialla",
                "linea di 1 tessera: 1 punto",
                "linea di 7 tessere: 7 punti",
                "linea chiusa di 4 tessere × 2: 8 punti",
            ],
        ),
    ],
)
def test_a_players_best_line_is_said_in_tiles_and_points(language: str, words: list[str]) -> None:
    """A newcomer's audit: "line of 7 = 7" read as a sum; a player reads
    how many tiles and how many points, and which colour is missing."""
    set_language(language)
    said = [
        line_words("Y", 0, 0, loop=False),
        line_words("R", 1, 1, loop=False),
        line_words("B", 7, 7, loop=False),
        line_words("G", 4, 8, loop=True),
    ]
    assert [text.replace("\u00a0", " ") for text in said] == words
    # A wrapped line breaks between phrases, never between "8" and "points".
    assert said[3].endswith(": 8\u00a0points" if language == "en" else ": 8\u00a0punti")
