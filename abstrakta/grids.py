"""Square and hex geometry shared by the games (game terms only, no pixels).

Hex cells are axial ``(q, r)`` (Red Blob Games) with one table of the six
directions in rotational order; how they map to the screen is the
renderer's business (``web/``).
"""

from __future__ import annotations

from collections.abc import Iterator

Square = tuple[int, int]  # (column, row), 0-based, row 0 is the south
Hex = tuple[int, int]  # axial (q, r)

COLUMN_LETTERS = "abcdefghijklmnopqrstuvwxyz"

#: The four orthogonal steps on a square grid: east, north, west, south.
SQUARE_DIRECTIONS: tuple[Square, ...] = ((1, 0), (0, 1), (-1, 0), (0, -1))

#: The six axial neighbour steps, in rotational order.
HEX_DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def square_name(square: Square) -> str:
    """``(0, 0)`` -> ``a1``; columns are letters, rows 1-based numbers."""
    column, row = square
    return f"{COLUMN_LETTERS[column]}{row + 1}"


def parse_square_name(text: str, columns: int, rows: int) -> Square | None:
    """The square named ``text`` on a ``columns x rows`` board, or None."""
    if len(text) < 2 or text[0] not in COLUMN_LETTERS[:columns]:
        return None
    digits = text[1:]
    if not digits.isdigit() or digits.startswith("0"):
        return None
    row = int(digits) - 1
    if not 0 <= row < rows:
        return None
    return COLUMN_LETTERS.index(text[0]), row


def square_neighbours(square: Square, columns: int, rows: int) -> Iterator[Square]:
    column, row = square
    for dc, dr in SQUARE_DIRECTIONS:
        c, r = column + dc, row + dr
        if 0 <= c < columns and 0 <= r < rows:
            yield c, r


def hex_add(a: Hex, b: Hex) -> Hex:
    return a[0] + b[0], a[1] + b[1]


def hex_neighbours(cell: Hex) -> Iterator[Hex]:
    q, r = cell
    for dq, dr in HEX_DIRECTIONS:
        yield q + dq, r + dr


def hex_distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def hex_rotate(cell: Hex, steps: int) -> Hex:
    """Rotate ``cell`` about the origin by ``steps`` sixths of a turn,
    in the order of ``HEX_DIRECTIONS``."""
    q, r = cell
    s = -q - r
    for _ in range(steps % 6):
        q, r, s = -s, -q, -r
    return q, r


def hex_neighbour(cell: Hex, side: int) -> Hex:
    """The neighbour of ``cell`` across ``side`` (an index into ``HEX_DIRECTIONS``)."""
    dq, dr = HEX_DIRECTIONS[side % 6]
    return cell[0] + dq, cell[1] + dr


def hex_side(a: Hex, b: Hex) -> int | None:
    """The side of ``a`` (an index into ``HEX_DIRECTIONS``) that faces ``b``,
    or None when the two cells are not neighbours. The side of ``b`` facing
    ``a`` is ``(side + 3) % 6``."""
    step = (b[0] - a[0], b[1] - a[1])
    return HEX_DIRECTIONS.index(step) if step in HEX_DIRECTIONS else None
