"""The 56 Tantrix tiles and their geometry (game terms only, no pixels).

The list is ``shared/rules/tantrix-tiles.txt`` copied verbatim: the number
printed on the back, the six edge colours **clockwise seen face up**
(starting at any edge: a tile is defined up to rotation) and the shape code.
Colours: ``R`` red, ``Y`` yellow, ``G`` green, ``B`` blue. Shapes: ``R``
three sharp curves, ``S`` one straight and two sharp curves, ``B`` one
straight crossed by two gentle curves, ``C`` one sharp and two gentle
curves.

Sides of a hex are numbered 0-5 in the order of
:data:`abstrakta.grids.HEX_DIRECTIONS`: side ``i`` faces the neighbour
``hex + HEX_DIRECTIONS[i]``. Drawn with the usual screen layouts (Red Blob
Games, y pointing down), that order turns **counter-clockwise** (pointy-top:
E, NE, NW, W, SW, SE; flat-top: SE, NE, N, NW, SW, S), so the clockwise
list of the file is read backwards to get the edges in side order. A
renderer that keeps this layout draws every tile as printed (not mirrored).

Rotation ``k`` (0-5) turns a tile ``k`` sixths of a turn in the order of
the sides: the edge at side ``i`` in rotation 0 is at side ``i + k``. All
six rotations of every tile are different (its three colours differ).
"""

from __future__ import annotations

from functools import cache, lru_cache

#: (number, six edge colours clockwise face up, shape code), as in the data file.
TILE_LIST: tuple[tuple[int, str, str], ...] = (
    (1, "YYBRBR", "C"),
    (2, "YYBRRB", "S"),
    (3, "RRBBYY", "R"),
    (4, "YRBRYB", "B"),
    (5, "YYRBBR", "S"),
    (6, "RBYBRY", "B"),
    (7, "BBYRYR", "C"),
    (8, "BBRYRY", "C"),
    (9, "YBRBYR", "B"),
    (10, "YYRBRB", "C"),
    (11, "RRBYBY", "C"),
    (12, "RRYBYB", "C"),
    (13, "BBYRRY", "S"),
    (14, "YYBBRR", "R"),
    (15, "GGRYYR", "S"),
    (16, "GGYRRY", "S"),
    (17, "YYGRGR", "C"),
    (18, "YYRGRG", "C"),
    (19, "RRGYGY", "C"),
    (20, "RRYGYG", "C"),
    (21, "GGRRYY", "R"),
    (22, "YYGRRG", "S"),
    (23, "GYYRRG", "R"),
    (24, "GGBRRB", "S"),
    (25, "GGRRBB", "R"),
    (26, "BBGRRG", "S"),
    (27, "RRBGBG", "C"),
    (28, "GGBBRR", "R"),
    (29, "RRGBGB", "C"),
    (30, "GGRBBR", "S"),
    (31, "GGRYRY", "C"),
    (32, "RYGYRG", "B"),
    (33, "GGYRYR", "C"),
    (34, "GYRYGR", "B"),
    (35, "GRYRGY", "B"),
    (36, "GGRBRB", "C"),
    (37, "BBGRGR", "C"),
    (38, "BBRGRG", "C"),
    (39, "RBGBRG", "B"),
    (40, "RGBGRB", "B"),
    (41, "GGBRBR", "C"),
    (42, "BGRGBR", "B"),
    (43, "GGBBYY", "R"),
    (44, "BGYGBY", "B"),
    (45, "GGYYBB", "R"),
    (46, "GGBYBY", "C"),
    (47, "GGYBBY", "S"),
    (48, "GGBYYB", "S"),
    (49, "YYGBBG", "S"),
    (50, "YGBGYB", "B"),
    (51, "BYGYBG", "B"),
    (52, "GGYBYB", "C"),
    (53, "YYGBGB", "C"),
    (54, "YYBGBG", "C"),
    (55, "BBGYGY", "C"),
    (56, "BBYGYG", "C"),
)

COLOURS = "RYGB"
SHAPES = "RSBC"
NUMBERS: tuple[int, ...] = tuple(number for number, _, _ in TILE_LIST)
TILE_COUNT = len(TILE_LIST)


def shape(tile: int) -> str:
    """The shape code of ``tile`` as the data file gives it."""
    return TILE_LIST[tile - 1][2]


@cache
def edges(tile: int, rotation: int = 0) -> str:
    """The six edge colours of ``tile`` turned by ``rotation``, by side
    (index ``i`` is the colour at side ``i``, see the module docstring)."""
    clockwise = TILE_LIST[tile - 1][1]
    base = [clockwise[-i % 6] for i in range(6)]
    return "".join(base[(side - rotation) % 6] for side in range(6))


def colours(tile: int) -> str:
    """The three colours of ``tile``, in the order of ``COLOURS``."""
    present = TILE_LIST[tile - 1][1]
    return "".join(colour for colour in COLOURS if colour in present)


@cache
def links(tile: int, rotation: int = 0) -> tuple[tuple[int, int, str], ...]:
    """The three lines of a placed tile as ``(side_a, side_b, colour)`` with
    ``side_a < side_b``: what a renderer draws. ``side_b - side_a`` is 1 or
    5 for a sharp curve, 2 or 4 for a gentle curve, 3 for a straight."""
    sides = edges(tile, rotation)
    found: list[tuple[int, int, str]] = []
    for colour in COLOURS:
        where = [side for side in range(6) if sides[side] == colour]
        if where:
            found.append((where[0], where[1], colour))
    return tuple(sorted(found))


def line_kind(side_a: int, side_b: int) -> str:
    """``sharp``, ``gentle`` or ``straight``: how far apart two sides are."""
    gap = (side_b - side_a) % 6
    return ("", "sharp", "gentle", "straight")[min(gap, 6 - gap)]


@lru_cache(maxsize=4096)
def fits(pattern: str) -> dict[int, tuple[int, ...]]:
    """For a hex whose neighbours demand ``pattern`` (six characters by side:
    the colour the tile must show there, or ``.`` where there is no tile),
    every tile that fits, with the rotations in which it fits (tiles and
    rotations in increasing order)."""
    showing = _showing()
    matching: set[tuple[int, int]] | None = None
    for side, colour in enumerate(pattern):
        if colour == ".":
            continue
        given = showing[side, colour]
        matching = set(given) if matching is None else matching & given
    found: dict[int, tuple[int, ...]] = {}
    if matching is None:
        return {tile: tuple(range(6)) for tile in NUMBERS}
    for tile, rotation in sorted(matching):
        found[tile] = (*found.get(tile, ()), rotation)
    return found


@cache
def _showing() -> dict[tuple[int, str], frozenset[tuple[int, int]]]:
    """(side, colour) -> every (tile, rotation) showing ``colour`` at ``side``."""
    table: dict[tuple[int, str], set[tuple[int, int]]] = {}
    for tile in NUMBERS:
        for rotation in range(6):
            for side, colour in enumerate(edges(tile, rotation)):
                table.setdefault((side, colour), set()).add((tile, rotation))
    return {key: frozenset(value) for key, value in table.items()}
