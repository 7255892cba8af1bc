"""Ta Yü drawing: the 18 x 18 board with its frame, and channel tiles.

Pixel maths only; what is on the board comes from the rules' state
(``placed``, ``edge_outlets()``, ``GREY_SQUARES``). The board is a world of
20 x 20 units (the 18 squares and the frame around them), one unit per
square, north up, mapped to the canvas by a ``ui.camera.Camera``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any

from abstrakta.games.tayu import CENTRE, GREY_SQUARES, SIZE, Place
from abstrakta.grids import Square
from ui.camera import Camera
from ui.paint import paint_button  # noqa: F401  (the views draw it through here)

#: The world: the board and one frame square on every side.
WORLD = SIZE + 2

# Colours (the app's palette: ink #1d2b33, paper #f6f1e7, accent #23404f,
# accent-2 #c0542d).
BOARD = "#f7f0df"
GRID = "rgba(93, 74, 51, 0.22)"
CENTRE_FILL = "#e9d7ad"
NS_COLOUR = "#c0542d"
EW_COLOUR = "#1f7a6a"
SAB_COLOUR = "#6b4fa0"
NS_TINT = "#f3d8cb"
EW_TINT = "#cbe4dd"
CORNER_TINT = "#e4ddcc"
GREY_FILL = "#8b9094"
FRAME_EDGE = "#5b4a33"
TILE_FILL = "#e8d2a6"
TILE_EDGE = "#6e5436"
CELL_LINE = "rgba(110, 84, 54, 0.28)"
CHANNEL_WALL = "#264a5e"
WATER = "#56aee8"
#: The squares the drawn tile may cover: a light tint, and round the lit
#: area a contour that meets WCAG's 3:1 for graphics on both of its sides
#: (4.7:1 on the board, 3.7:1 on the tint; the tint alone is 1.3:1, so it
#: was all a player with low vision had to find where to play).
LEGAL = "rgba(40, 130, 205, 0.20)"
LEGAL_ZONE = "#1f6fb0"
#: The other placements over the tapped square, dashed (was 2.0:1).
LEGAL_EDGE = "#1f6fb0"
SELECT = "#1d2b33"
GHOST_EDGE = "#c0542d"
LAST_EDGE = "#c0542d"
#: The frame's coordinate labels: ink on the side tints (about 10.7:1) and a
#: darker ink on the grey squares (about 5.8:1 on GREY_FILL), both above
#: WCAG's 4.5:1 for small text. The board keeps these light colours in the
#: page's dark scheme.
LABEL = "#1d2b33"
LABEL_ON_GREY = "#0d1418"
#: Label size: a share of the square, capped (CSS px); no labels below
#: LABEL_MIN_SQUARE px per square (they could not be read).
LABEL_SHARE = 0.56
LABEL_MAX = 16.0
LABEL_MIN_SQUARE = 12.0
#: An outlet off the board pours into the frame: a half disc of this
#: radius (a share of the square) on a grey square, the smaller elsewhere.
SPOUT_DOUBLE = 0.34
SPOUT_SINGLE = 0.24
#: Where a label's centre sits across its frame square, from the outer
#: edge: the part next to the board is where a spout pours, so a row's
#: number keeps to the outer part (squeezed if it must: canvas ``fillText``
#: narrows text to a maximum width). The labels are painted over the
#: spouts with a halo of the square's colour.
LABEL_AT = 0.36
LABEL_FONT = "600 {size}px system-ui, sans-serif"

#: The column letters, west to east.
COLUMNS = "abcdefghijklmnopqr"

ROLE_COLOURS = {"ns": NS_COLOUR, "ew": EW_COLOUR, "sab": SAB_COLOUR}

#: Screen direction of each side letter (y grows downwards, north is up).
SCREEN_DIRECTION: dict[str, tuple[int, int]] = {
    "n": (0, -1),
    "s": (0, 1),
    "e": (1, 0),
    "w": (-1, 0),
}
#: Board direction (column, row steps) of each side letter.
BOARD_DIRECTION: dict[str, tuple[int, int]] = {"n": (0, 1), "s": (0, -1), "e": (1, 0), "w": (-1, 0)}


# --- geometry -------------------------------------------------------------


def square_world(square: Square) -> tuple[float, float]:
    """Top-left corner of a square (frame squares too) in world units."""
    column, row = square
    return column + 1.0, float(SIZE - row)


def world_square(wx: float, wy: float) -> Square | None:
    """The square (board or frame) at a world point, or None outside."""
    if not (0 <= wx < WORLD and 0 <= wy < WORLD):
        return None
    return math.floor(wx) - 1, SIZE - math.floor(wy)


def on_board(square: Square) -> bool:
    return 0 <= square[0] < SIZE and 0 <= square[1] < SIZE


def square_box(camera: Camera, square: Square) -> tuple[float, float, float]:
    """(x, y, side) of a square on the canvas, CSS px."""
    x, y = camera.to_screen(*square_world(square))
    return x, y, camera.scale


def square_centre(camera: Camera, square: Square) -> tuple[float, float]:
    x, y, side = square_box(camera, square)
    return x + side / 2, y + side / 2


def frame_squares() -> Iterable[Square]:
    for k in range(-1, SIZE + 1):
        yield (k, -1)
        yield (k, SIZE)
    for k in range(SIZE):
        yield (-1, k)
        yield (SIZE, k)


def frame_side(square: Square) -> str | None:
    """The board side a frame square lies on (None for the 4 corners)."""
    column, row = square
    if column in (-1, SIZE) and row in (-1, SIZE):
        return None
    if row == SIZE:
        return "n"
    if row == -1:
        return "s"
    return "e" if column == SIZE else "w"


# --- tiles ------------------------------------------------------------------


def paint_tile(
    ctx: Any,
    corners: Sequence[tuple[float, float]],
    side: float,
    outlets: Iterable[tuple[int, str]],
    *,
    alpha: float = 1.0,
    edge: str | None = None,
    dashed: bool = False,
) -> None:
    """A 1 x 3 tile with its channel. ``corners[k]``: top-left (CSS px) of
    the tile's k-th square along it; ``outlets``: (k, side letter). The one
    channel runs from each outlet's mouth to its square's centre and along
    the tile between the outermost of those centres."""
    xs = [x for x, _ in corners]
    ys = [y for _, y in corners]
    inset = max(0.6, side * 0.035)
    left, top = min(xs) + inset, min(ys) + inset
    width, height = max(xs) + side - inset - left, max(ys) + side - inset - top
    centres = [(x + side / 2, y + side / 2) for x, y in corners]
    ctx.save()
    ctx.globalAlpha = alpha
    ctx.beginPath()
    ctx.rect(left, top, width, height)
    ctx.fillStyle = TILE_FILL
    ctx.fill()
    ctx.clip()
    # faint lines between the three squares of the tile
    ctx.beginPath()
    horizontal = width > height
    for k in (1, 2):
        x, y = corners[k]
        if horizontal:
            ctx.moveTo(x, top)
            ctx.lineTo(x, top + height)
        else:
            # squares run south to north: corner k's bottom edge is the line
            ctx.moveTo(left, y + side)
            ctx.lineTo(left + width, y + side)
    ctx.strokeStyle = CELL_LINE
    ctx.lineWidth = max(0.5, side * 0.03)
    ctx.stroke()
    # the channel
    used = sorted({k for k, _ in outlets})
    ctx.beginPath()
    for k, letter in outlets:
        cx, cy = centres[k]
        dx, dy = SCREEN_DIRECTION[letter]
        ctx.moveTo(cx + dx * side * 0.6, cy + dy * side * 0.6)
        ctx.lineTo(cx, cy)
    if used:
        ctx.moveTo(*centres[used[0]])
        ctx.lineTo(*centres[used[-1]])
    ctx.lineCap = "round"
    ctx.lineJoin = "round"
    ctx.strokeStyle = CHANNEL_WALL
    ctx.lineWidth = side * 0.46
    ctx.stroke()
    ctx.strokeStyle = WATER
    ctx.lineWidth = side * 0.27
    ctx.stroke()
    ctx.restore()
    ctx.save()
    ctx.globalAlpha = alpha if edge is None else 1.0
    ctx.strokeStyle = edge or TILE_EDGE
    ctx.lineWidth = max(1.0, side * (0.09 if edge else 0.05))
    if dashed:
        ctx.setLineDash([side * 0.3, side * 0.18])
    ctx.strokeRect(left, top, width, height)
    ctx.restore()


def place_outlets(place: Place) -> list[tuple[int, str]]:
    """A placement's outlets as (index of the square along the tile, side)."""
    squares = list(place.squares)
    return [(squares.index(square), letter) for square, letter in place.outlets]


def paint_place(
    ctx: Any,
    camera: Camera,
    place: Place,
    *,
    alpha: float = 1.0,
    edge: str | None = None,
    dashed: bool = False,
) -> None:
    side = camera.scale
    corners = [square_box(camera, square)[:2] for square in place.squares]
    paint_tile(ctx, corners, side, place_outlets(place), alpha=alpha, edge=edge, dashed=dashed)


def place_box(camera: Camera, place: Place) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) of a placement on the canvas."""
    boxes = [square_box(camera, square) for square in place.squares]
    side = camera.scale
    return (
        min(x for x, _, _ in boxes),
        min(y for _, y, _ in boxes),
        max(x for x, _, _ in boxes) + side,
        max(y for _, y, _ in boxes) + side,
    )


def paint_preview(ctx: Any, tile: int, facing: str, width: float, height: float) -> None:
    """Type ``tile`` laid facing ``facing``, centred in a width x height box
    (the panel's orientation buttons)."""
    place = Place(tile, facing, (0, 0))
    squares = list(place.squares)
    vertical = squares[0][0] == squares[-1][0]
    side = min(width / (1 if vertical else 3), height / (3 if vertical else 1)) * 0.94
    total_w, total_h = (side, 3 * side) if vertical else (3 * side, side)
    left, top = (width - total_w) / 2, (height - total_h) / 2
    corners = []
    for column, row in squares:
        # rows grow north (up the screen); the tile's rows are 0..2
        corners.append((left + column * side, top + (2 - row if vertical else 0) * side))
    paint_tile(ctx, corners, side, place_outlets(place))


# --- the board ----------------------------------------------------------------


def paint_board(
    ctx: Any,
    camera: Camera,
    *,
    labels: bool = True,
) -> None:
    """The frame (side colours, grey squares), the squares, the centre."""
    side = camera.scale
    # frame squares grouped by colour
    groups: dict[str, list[Square]] = {}
    for square in frame_squares():
        groups.setdefault(frame_colour(square), []).append(square)
    for colour, squares in groups.items():
        ctx.fillStyle = colour
        for square in squares:
            x, y, _ = square_box(camera, square)
            ctx.fillRect(x, y, side + 0.5, side + 0.5)
    # the board
    x0, y0 = camera.to_screen(1, 1)
    x1, y1 = camera.to_screen(WORLD - 1, WORLD - 1)
    ctx.fillStyle = BOARD
    ctx.fillRect(x0, y0, x1 - x0, y1 - y0)
    ctx.fillStyle = CENTRE_FILL
    for square in CENTRE:
        x, y, _ = square_box(camera, square)
        ctx.fillRect(x, y, side, side)
    ctx.beginPath()
    for k in range(1, SIZE):
        xk = x0 + k * side
        yk = y0 + k * side
        ctx.moveTo(xk, y0)
        ctx.lineTo(xk, y1)
        ctx.moveTo(x0, yk)
        ctx.lineTo(x1, yk)
    # frame cell separators
    fx0, fy0 = camera.to_screen(0, 0)
    fx1, fy1 = camera.to_screen(WORLD, WORLD)
    for k in range(1, SIZE):
        xk = x0 + k * side
        yk = y0 + k * side
        ctx.moveTo(xk, fy0)
        ctx.lineTo(xk, y0)
        ctx.moveTo(xk, y1)
        ctx.lineTo(xk, fy1)
        ctx.moveTo(fx0, yk)
        ctx.lineTo(x0, yk)
        ctx.moveTo(x1, yk)
        ctx.lineTo(fx1, yk)
    ctx.strokeStyle = GRID
    ctx.lineWidth = 1
    ctx.stroke()
    ctx.strokeStyle = FRAME_EDGE
    ctx.lineWidth = max(1.5, side * 0.07)
    ctx.strokeRect(x0, y0, x1 - x0, y1 - y0)
    ctx.lineWidth = 1
    ctx.strokeRect(fx0, fy0, fx1 - fx0, fy1 - fy0)
    if labels:
        paint_labels(ctx, camera)


def frame_colour(square: Square) -> str:
    """The fill of a frame square: grey, its side's tint, or a corner's."""
    if square in GREY_SQUARES:
        return GREY_FILL
    board_side = frame_side(square)
    return CORNER_TINT if board_side is None else NS_TINT if board_side in "ns" else EW_TINT


def label_size(ctx: Any, side: float) -> float:
    """The labels' font size (CSS px) for squares of ``side`` px: about half
    the square, less if the widest label ("18", "m") would not fit in it."""
    size = min(side * LABEL_SHARE, LABEL_MAX)
    ctx.font = LABEL_FONT.format(size=round(size, 1))
    widest = max(float(ctx.measureText(text).width) for text in ("18", "m", "w"))
    room = side - 2
    if widest > room > 0:
        size *= room / widest
    return round(size, 1)


def begin_labels(ctx: Any, side: float) -> float:
    """Save the context and set the labels' font, centred on a point; the
    font's size (``label_size``)."""
    size = label_size(ctx, side)
    ctx.save()
    ctx.font = LABEL_FONT.format(size=size)
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    return size


def paint_labels(ctx: Any, camera: Camera) -> None:
    """Every column (a-r, under the south edge) and row (1-18, left of the
    west edge) named in its frame square, the grey squares too (the move
    list and the score name those lines), dark on the tints and darker on
    grey, with a halo of the square's colour. Painted after the spouts
    (``paint_edge_water``): a label stays readable where water pours."""
    side = camera.scale
    if side < LABEL_MIN_SQUARE:
        return
    size = begin_labels(ctx, side)
    ctx.lineJoin = "round"
    ctx.lineWidth = max(1.5, size * 0.2)
    labels: list[tuple[Square, str, float, float, float]] = []
    for column in range(SIZE):
        x, y, _ = square_box(camera, (column, -1))
        middle = y + (1 - LABEL_AT) * side
        labels.append(((column, -1), COLUMNS[column], x + side / 2, middle, side - 2))
    room = side * (1 - SPOUT_DOUBLE) - 2  # a row's number: beside the spout
    for row in range(SIZE):
        x, y, _ = square_box(camera, (-1, row))
        width = min(float(ctx.measureText(str(row + 1)).width), room)
        middle = max(x + LABEL_AT * side, x + 1 + width / 2)
        labels.append(((-1, row), str(row + 1), middle, y + side / 2, room))
    for square, text, x, y, most in labels:
        ctx.strokeStyle = frame_colour(square)
        ctx.strokeText(text, x, y, most)
        ctx.fillStyle = LABEL_ON_GREY if square in GREY_SQUARES else LABEL
        ctx.fillText(text, x, y, most)
    ctx.restore()


#: Zoomed in, the frame and its labels leave the canvas: a see-through
#: band of the frame's colour along the canvas's bottom (the columns) and
#: left edge (the rows) names the lines in sight, so a square a message
#: names ("d8") can still be found.
PIN_FILL = "rgba(228, 221, 204, 0.9)"
PIN_PAD = 6.0


def column_band(camera: Camera, height: float) -> float:
    """The height of the pinned band naming the columns (0 while the frame's
    own letters are in sight): the zoom buttons stand on it. Its font size
    is the labels' largest for the squares' size (``label_size`` may then
    narrow the letters, never the band)."""
    side = camera.scale
    if side < LABEL_MIN_SQUARE:
        return 0.0
    size = round(min(side * LABEL_SHARE, LABEL_MAX), 1)
    _, south_y, _ = square_box(camera, (0, -1))
    shown = south_y + (1 - LABEL_AT) * side + size / 2 > height
    return size + PIN_PAD if shown else 0.0


def paint_pinned_labels(ctx: Any, camera: Camera, width: float, height: float) -> None:
    """The columns' and rows' names along the canvas's edges, each band only
    while the frame's own labels on that side are (partly) out of sight
    (the zoom buttons stand above the columns' band: ``column_band``)."""
    side = camera.scale
    if side < LABEL_MIN_SQUARE:
        return
    band = column_band(camera, height)
    begin_labels(ctx, side)
    west_x, _, _ = square_box(camera, (-1, 0))
    row_width = float(ctx.measureText("18").width) + PIN_PAD
    row_band = west_x + LABEL_AT * side - row_width / 2 < 0
    bottom = height - band
    if band:
        ctx.fillStyle = PIN_FILL
        ctx.fillRect(0, bottom, width, band)
        ctx.fillStyle = LABEL
        for column in range(SIZE):
            x, _, _ = square_box(camera, (column, 0))
            middle = x + side / 2
            if (row_width if row_band else 0) < middle < width:
                ctx.fillText(COLUMNS[column], middle, bottom + band / 2, side - 2)
    if row_band:
        ctx.fillStyle = PIN_FILL
        ctx.fillRect(0, 0, row_width, bottom)
        ctx.fillStyle = LABEL
        for row in range(SIZE):
            _, y, _ = square_box(camera, (0, row))
            middle = y + side / 2
            if 0 < middle < bottom:
                ctx.fillText(str(row + 1), row_width / 2, middle, row_width - 2)
    ctx.restore()


def paint_squares(ctx: Any, camera: Camera, squares: Iterable[Square], colour: str) -> None:
    side = camera.scale
    ctx.fillStyle = colour
    for square in squares:
        x, y, _ = square_box(camera, square)
        ctx.fillRect(x + 0.5, y + 0.5, side - 1, side - 1)


def paint_zone(ctx: Any, camera: Camera, squares: set[Square], fill: str, edge: str) -> None:
    """``squares`` tinted with ``fill``, and their area's outline (every side
    whose neighbour is not one of them) in ``edge``."""
    paint_squares(ctx, camera, squares, fill)
    side = camera.scale
    ctx.save()
    ctx.strokeStyle = edge
    ctx.lineWidth = max(1.5, side * 0.07)
    ctx.beginPath()
    for column, row in squares:
        x, y, _ = square_box(camera, (column, row))
        for (dc, dr), (x0, y0, x1, y1) in (
            ((0, 1), (x, y, x + side, y)),
            ((0, -1), (x, y + side, x + side, y + side)),
            ((-1, 0), (x, y, x, y + side)),
            ((1, 0), (x + side, y, x + side, y + side)),
        ):
            if (column + dc, row + dr) not in squares:
                ctx.moveTo(x0, y0)
                ctx.lineTo(x1, y1)
    ctx.stroke()
    ctx.restore()


def paint_ring(ctx: Any, camera: Camera, square: Square, colour: str = SELECT) -> None:
    x, y, side = square_box(camera, square)
    ctx.strokeStyle = colour
    ctx.lineWidth = max(2.0, side * 0.1)
    ctx.strokeRect(x + 1, y + 1, side - 2, side - 2)


def paint_edge_water(
    ctx: Any, camera: Camera, edge_outlets: dict[str, list[tuple[Square, int]]]
) -> None:
    """The outlets pointing off the board: water pouring into the frame
    (a bigger spout on a grey, double-scoring square)."""
    side = camera.scale
    ctx.save()
    ctx.lineWidth = max(1.0, side * 0.06)
    ctx.strokeStyle = CHANNEL_WALL
    ctx.fillStyle = WATER
    for letter, outlets in edge_outlets.items():
        dx, dy = SCREEN_DIRECTION[letter]
        for square, points in outlets:
            cx, cy = square_centre(camera, square)
            # the middle of the board edge the outlet crosses
            ex, ey = cx + dx * side / 2, cy + dy * side / 2
            radius = side * (SPOUT_DOUBLE if points == 2 else SPOUT_SINGLE)
            start = math.atan2(dy, dx) - math.pi / 2
            ctx.beginPath()
            ctx.arc(ex, ey, radius, start, start + math.pi)
            ctx.closePath()
            ctx.fill()
            ctx.stroke()
    ctx.restore()
