"""The Tantrix tile set: the embedded list against the data file and
against an independent enumeration of every possible tile."""

from __future__ import annotations

from collections import Counter
from itertools import combinations, permutations
from pathlib import Path

import pytest

from abstrakta.games import tantrix_tiles as tiles
from abstrakta.grids import HEX_DIRECTIONS, hex_neighbour, hex_rotate, hex_side

DATA_FILE = Path(__file__).resolve().parents[2] / "shared" / "rules" / "tantrix-tiles.txt"


def canonical(sides: str) -> str:
    """The least of the six rotations of an edge string."""
    return min(sides[k:] + sides[:k] for k in range(6))


def gaps(sides: str) -> list[int]:
    """For each colour on a tile, how far apart its two sides are (1-3)."""
    found = []
    for colour in set(sides):
        a, b = (i for i, c in enumerate(sides) if c == colour)
        found.append(min(b - a, 6 - (b - a)))
    return sorted(found)


SHAPE_GAPS = {"R": [1, 1, 1], "S": [1, 1, 3], "B": [2, 2, 3], "C": [1, 2, 2]}


def test_embedded_list_is_the_data_file() -> None:
    if not DATA_FILE.exists():
        pytest.skip("the shared rules folder is not beside the repository")
    rows = [
        line.split()
        for line in DATA_FILE.read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    assert [(int(n), e, s) for n, e, s in rows] == list(tiles.TILE_LIST)


def test_numbers_are_1_to_56() -> None:
    assert tuple(range(1, 57)) == tiles.NUMBERS
    assert tiles.TILE_COUNT == 56


def test_every_tile_has_three_colours_twice_each() -> None:
    for number in tiles.NUMBERS:
        counts = Counter(tiles.edges(number))
        assert len(counts) == 3 and set(counts.values()) == {2}, number
        assert set(tiles.colours(number)) == set(counts)


def test_56_different_tiles_up_to_rotation() -> None:
    forms = {canonical(tiles.edges(number)) for number in tiles.NUMBERS}
    assert len(forms) == 56
    every_rotation = {tiles.edges(n, k) for n in tiles.NUMBERS for k in range(6)}
    assert len(every_rotation) == 56 * 6  # no tile looks the same in two rotations


def test_14_tiles_per_colour_triple() -> None:
    per_triple = Counter(tiles.colours(number) for number in tiles.NUMBERS)
    assert per_triple == {"RYB": 14, "RYG": 14, "RGB": 14, "YGB": 14}


def test_shapes_8_12_12_24_and_codes_match_the_lines() -> None:
    assert Counter(tiles.shape(n) for n in tiles.NUMBERS) == {"R": 8, "S": 12, "B": 12, "C": 24}
    for number in tiles.NUMBERS:
        assert gaps(tiles.edges(number)) == SHAPE_GAPS[tiles.shape(number)], number
    # per colour triple too: 2 / 3 / 3 / 6
    per = Counter((tiles.colours(n), tiles.shape(n)) for n in tiles.NUMBERS)
    for triple in ("RYB", "RYG", "RGB", "YGB"):
        assert [per[triple, s] for s in "RSBC"] == [2, 3, 3, 6]


def test_the_set_is_every_possible_tile() -> None:
    """Enumerate independently: every way to pair six sides into three lines
    (without three straights), coloured with three of the four colours."""
    pairings: list[list[tuple[int, int]]] = []

    def pair(rest: list[int], done: list[tuple[int, int]]) -> None:
        if not rest:
            pairings.append(done)
            return
        for other in rest[1:]:
            pair([s for s in rest[1:] if s != other], [*done, (rest[0], other)])

    pair(list(range(6)), [])
    assert len(pairings) == 15
    possible = set()
    for pairing in pairings:
        for triple in combinations("RYGB", 3):
            for order in permutations(triple):
                sides = [""] * 6
                for (a, b), colour in zip(pairing, order, strict=True):
                    sides[a] = sides[b] = colour
                text = "".join(sides)
                if gaps(text) != [3, 3, 3]:
                    possible.add(canonical(text))
    assert possible == {canonical(tiles.edges(n)) for n in tiles.NUMBERS}


def test_file_is_clockwise_and_sides_follow_hex_directions() -> None:
    # Tile 1 is YYBRBR clockwise; read in side order (counter-clockwise on a
    # y-down screen) it is Y R B R B Y.
    assert tiles.edges(1) == "YRBRBY"
    # Rotation k moves the edge on side i to side i + k, like hex_rotate.
    for number in (1, 23, 56):
        for k in range(6):
            turned = tiles.edges(number, k)
            for side in range(6):
                moved = HEX_DIRECTIONS.index(hex_rotate(HEX_DIRECTIONS[side], k))
                assert turned[moved] == tiles.edges(number)[side]


def test_links_are_the_three_lines() -> None:
    assert tiles.links(1) == ((0, 5, "Y"), (1, 3, "R"), (2, 4, "B"))
    assert tiles.line_kind(0, 5) == "sharp"
    assert tiles.line_kind(1, 3) == "gentle"
    assert tiles.line_kind(2, 5) == "straight"
    for number in tiles.NUMBERS:
        kinds = sorted(tiles.line_kind(a, b) for a, b, _ in tiles.links(number, 4))
        expected = {
            "R": ["sharp"] * 3,
            "S": ["sharp", "sharp", "straight"],
            "B": ["gentle", "gentle", "straight"],
            "C": ["gentle", "gentle", "sharp"],
        }
        assert kinds == expected[tiles.shape(number)]


def test_fits_lists_exactly_the_matching_rotations() -> None:
    pattern = "R.Y..."
    found = tiles.fits(pattern)
    for number in tiles.NUMBERS:
        want = tuple(
            k
            for k in range(6)
            if tiles.edges(number, k)[0] == "R" and tiles.edges(number, k)[2] == "Y"
        )
        assert found.get(number, ()) == want
    assert len(tiles.fits("......")) == 56


def test_grid_helpers() -> None:
    for side, step in enumerate(HEX_DIRECTIONS):
        assert hex_neighbour((2, -1), side) == (2 + step[0], -1 + step[1])
        assert hex_side((2, -1), hex_neighbour((2, -1), side)) == side
        assert hex_side(hex_neighbour((2, -1), side), (2, -1)) == (side + 3) % 6
    assert hex_side((0, 0), (2, 0)) is None
