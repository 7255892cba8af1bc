"""Asterismo drawing: the 11 x 11 rhombus of hexes and the coloured pieces.

Pixel maths only; what is on the board comes from the rules' state. One
world unit is a hex's size (centre to corner); pointy-top hexes, y down:
cell ``(q, r)`` (column ``a``-``k``, row ``1``-``11``) has its centre at
``(sqrt(3) * (q + r / 2), 1.5 * r)`` before the layout's offset, so row 1
is at the top and each row is shifted half a hex to the right of the one
above (the Hex board's rhombus, ``a1`` and ``k11`` its acute corners).

Colour-blind players tell the pieces apart by a shape as well as a hue
(Okabe-Ito colours): blue pieces carry a circle, yellow ones a triangle,
red ones a square. The panel's chips use the same glyphs.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Sequence
from typing import Any

from abstrakta.grids import Hex
from ui.camera import Camera
from ui.hexes import SQRT3, HexFrame, corner_vector, hex_path, hex_point
from ui.paint import paint_button  # noqa: F401  (the view draws it through here)
from ui.views.button_place import Point

TAU = 2 * math.pi

# The app's palette: ink #1d2b33, paper #f6f1e7, accent #23404f, accent-2 #c0542d.
TABLE = "#e9dcc0"
CELL = "#f3ead6"
CELL_EDGE = "rgba(93, 74, 51, 0.28)"
#: An empty cell's name: 4.9:1 on the cell (it was 2.5:1, at 8 px).
CELL_TEXT = "#6f6350"
INK = "#1d2b33"
ACCENT = "#23404f"
LAST_EDGE = "#c0542d"
DANGER = "#b3261e"
SAFE_EDGE = "#12805c"
GHOST_EDGE = "#7a3fb0"

#: Piece colours (blue, yellow, red), their rims and the glyph ink on them.
FILLS = ("#2c7bd6", "#f2cf2e", "#d9532b")
RIMS = ("#174a86", "#9a7d0a", "#8a2e12")
GLYPH_INK = ("#ffffff", "#1d2b33", "#ffffff")
#: The glyph of each colour, also used in the panel's text chips.
GLYPHS = ("\u25cf", "\u25b2", "\u25a0")
#: The seats' mark badges (dark, with the seat number).
MARK_FILL = "#1d2b33"


# --- geometry -------------------------------------------------------------


class Layout(HexFrame):
    """Where hexes are in the camera's world: a box round the cells given
    (the pour) with ``PAD`` hex units to spare, so the pieces fill the
    canvas; the rest of the rhombus shows where the canvas has room."""

    PAD = 0.9

    def __init__(self) -> None:
        super().__init__()
        self._cells: frozenset[Hex] | None = None

    def update(self, camera: Camera, cells: Iterable[Hex]) -> bool:
        """Fit the world to ``cells`` (once per pour); True if it changed."""
        key = frozenset(cells)
        if key == self._cells:
            return False
        self._cells = key
        points = [hex_point(cell) for cell in key] or [hex_point((5, 5))]
        xs = [x for x, _ in points]
        ys = [y for _, y in points]
        self.left = min(xs) - SQRT3 / 2 - self.PAD
        self.top = min(ys) - 1.0 - self.PAD
        self.width = max(xs) - min(xs) + SQRT3 + 2 * self.PAD
        self.height = max(ys) - min(ys) + 2.0 + 2 * self.PAD
        camera.set_world(self.width, self.height)
        camera.reset()
        return True


def on_canvas(x: float, y: float, size: float, width: float, height: float) -> bool:
    """Whether a cell centred at (x, y), ``size`` across from its centre,
    shows on the canvas at all."""
    return -size < x < width + size and -size < y < height + size


def empty_cell_shown(
    x: float, y: float, size: float, width: float, height: float, zoomed: bool
) -> bool:
    """Whether to paint an empty cell centred at (x, y) on the canvas. With
    the whole pour in view, only if all of it fits: the empty cells round
    the pour hold nothing to take, and cut by the canvas edge they looked
    like a board running off the screen. Zoomed in, the view is a window on
    the board and its edges cut cells, as a map's do."""
    if zoomed:
        return on_canvas(x, y, size, width, height)
    return size <= x <= width - size and size <= y <= height - size


Box = tuple[float, float, float, float]

#: How many of the nearest places clear of every piece are offered.
CLEAR_KEPT = 8


def button_corners(
    centre: Point,
    size: float,
    row: Point,
    view: Point,
    pieces: Sequence[Point] = (),
    avoid: Sequence[Box] = (),
    inset: float = 4.0,
) -> list[Point]:
    """Top-left corners, in order of preference, for the ✓ / ✗ row (``row``
    is its width and height) of the piece centred at ``centre`` (hex
    ``size``) on a canvas ``view`` wide and high: six round the piece
    (above, below, beside, further off), then the nearest places of a grid
    over the canvas whose row is clear of every one of ``pieces`` (their
    centres, grown by ``size``). The 63 pieces fill the pour's box, so the
    room they leave is in its corners, at its edges or in gaps left by
    takes, often not round the piece. Corners are kept ``inset`` inside the
    canvas; those whose row meets one of ``avoid`` (the zoom buttons) are
    left out."""
    cx, cy = centre
    width, height = row
    right, bottom = view[0] - inset - width, view[1] - inset - height
    reach_y = 1.5 * size + height / 2 + size * 0.9
    reach_x = width / 2 + size * 1.9
    near = [(0.0, -reach_y), (0.0, reach_y), (reach_x, 0.0), (-reach_x, 0.0)]
    near += [(0.0, -reach_y - 1.5 * size), (0.0, reach_y + 1.5 * size)]
    corners = [
        (min(max(cx + dx - width / 2, inset), right), min(max(cy + dy - height / 2, inset), bottom))
        for dx, dy in near
    ]
    span = (inset, inset, right, bottom)
    step = max(8.0, size / 2)
    clear = _clear_corners(row, span, pieces, size, step)
    clear.sort(key=lambda corner: _distance(corner, row, centre))
    found = _apart(corners, row, avoid) + _apart(clear, row, avoid)[:CLEAR_KEPT]
    if not found:  # zoomed in, the piece by the zoom buttons: the nearest place
        every = _apart(_clear_corners(row, span, (), size, step), row, avoid)
        found = sorted(every, key=lambda corner: _distance(corner, row, centre))[:1]
    return found


def _apart(corners: list[Point], row: Point, avoid: Sequence[Box]) -> list[Point]:
    """The ``corners`` whose row meets none of ``avoid``."""
    return [c for c in corners if not any(meets((*c, *row), box) for box in avoid)]


def _clear_corners(
    row: Point, span: Box, pieces: Sequence[Point], pad: float, step: float
) -> list[Point]:
    """The corners of a ``step`` grid over ``span`` (left, top, right,
    bottom: where a corner may be) whose box of size ``row`` holds none of
    ``pieces`` grown by ``pad``. Each piece rules out the corners of a
    block of the grid, so this costs the grid's size, not grid x pieces
    (a box test per corner and piece took 200 ms a selection)."""
    xs, ys = _steps(span[0], span[2], step), _steps(span[1], span[3], step)
    blocked = bytearray(len(xs) * len(ys))
    for px, py in pieces:
        x0, x1 = bisect_left(xs, px - pad - row[0]), bisect_right(xs, px + pad)
        y0, y1 = bisect_left(ys, py - pad - row[1]), bisect_right(ys, py + pad)
        for i in range(x0, x1):
            blocked[i * len(ys) + y0 : i * len(ys) + y1] = b"\1" * max(0, y1 - y0)
    return [
        (x, y) for i, x in enumerate(xs) for j, y in enumerate(ys) if not blocked[i * len(ys) + j]
    ]


def _distance(corner: Point, row: Point, centre: Point) -> float:
    """From the middle of a row whose top-left is ``corner`` to ``centre``."""
    return math.hypot(corner[0] + row[0] / 2 - centre[0], corner[1] + row[1] / 2 - centre[1])


def _steps(low: float, high: float, step: float) -> list[float]:
    """From ``low`` to ``high`` by ``step``, ``high`` included."""
    if high <= low:
        return [low]
    count = math.ceil((high - low) / step)
    return [low + (high - low) * k / count for k in range(count + 1)]


def meets(a: Box, b: Box) -> bool:
    """Whether boxes ``a`` and ``b`` (x, y, width, height) overlap."""
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


# --- painting -------------------------------------------------------------


def paint_cell(ctx: Any, cx: float, cy: float, size: float, name: str | None) -> None:
    """An empty cell of the board, with its name when there is room."""
    hex_path(ctx, cx, cy, size * 0.97)
    ctx.fillStyle = CELL
    ctx.fill()
    ctx.strokeStyle = CELL_EDGE
    ctx.lineWidth = 1.0
    ctx.stroke()
    if name and size >= 15:
        ctx.fillStyle = CELL_TEXT
        ctx.font = f"{round(size * 0.48)}px system-ui, sans-serif"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        ctx.fillText(name, cx, cy + 1)


def paint_name(ctx: Any, cx: float, cy: float, size: float, name: str) -> None:
    """A cell's name on a piece to share (several of one colour: the panel's
    rows name them), under its glyph, dark with a light halo: drawn under
    the see-through piece, it crossed the glyph at 1.7:1."""
    if size < 15:
        return
    ctx.save()
    ctx.font = f"700 {round(size * 0.42)}px system-ui, sans-serif"
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.lineJoin = "round"
    ctx.lineWidth = max(2.0, size * 0.14)
    ctx.strokeStyle = "#ffffff"
    ctx.strokeText(name, cx, cy + size * 0.62)
    ctx.fillStyle = "#1d2b33"
    ctx.fillText(name, cx, cy + size * 0.62)
    ctx.restore()


def paint_piece(
    ctx: Any, cx: float, cy: float, size: float, colour: int, alpha: float = 1.0
) -> None:
    """A piece: a coloured hexagon with a rim and its colour's glyph."""
    ctx.save()
    ctx.globalAlpha = alpha
    hex_path(ctx, cx, cy, size * 0.93)
    ctx.fillStyle = FILLS[colour]
    ctx.fill()
    ctx.lineWidth = max(1.5, size * 0.09)
    ctx.strokeStyle = RIMS[colour]
    ctx.stroke()
    # a soft light from the top left
    hex_path(ctx, cx - size * 0.08, cy - size * 0.1, size * 0.62)
    ctx.fillStyle = "rgba(255, 255, 255, 0.16)"
    ctx.fill()
    paint_glyph(ctx, cx, cy, size * 0.36, colour)
    ctx.restore()


def paint_glyph(ctx: Any, cx: float, cy: float, radius: float, colour: int) -> None:
    """The colour's shape: circle (blue), triangle (yellow), square (red)."""
    ctx.fillStyle = GLYPH_INK[colour]
    ctx.beginPath()
    if colour == 0:
        ctx.arc(cx, cy, radius * 0.82, 0, TAU)
    elif colour == 1:
        ctx.moveTo(cx, cy - radius)
        ctx.lineTo(cx + radius * 0.95, cy + radius * 0.7)
        ctx.lineTo(cx - radius * 0.95, cy + radius * 0.7)
        ctx.closePath()
    else:
        side = radius * 1.4
        ctx.rect(cx - side / 2, cy - side / 2, side, side)
    ctx.fill()


def paint_outline(
    ctx: Any, cx: float, cy: float, size: float, colour: str, width: float, dash: float = 0.0
) -> None:
    ctx.save()
    ctx.setLineDash([dash, dash * 0.7] if dash else [])
    hex_path(ctx, cx, cy, size)
    ctx.strokeStyle = colour
    ctx.lineWidth = width
    ctx.stroke()
    ctx.restore()


def paint_cross(ctx: Any, cx: float, cy: float, size: float) -> None:
    """A piece that falls (or would): a red cross over it, white-edged."""
    arm = size * 0.55
    ctx.save()
    ctx.lineCap = "round"
    for colour, width in (("#ffffff", size * 0.3), (DANGER, size * 0.17)):
        ctx.strokeStyle = colour
        ctx.lineWidth = max(2.0, width)
        ctx.beginPath()
        ctx.moveTo(cx - arm, cy - arm)
        ctx.lineTo(cx + arm, cy + arm)
        ctx.moveTo(cx + arm, cy - arm)
        ctx.lineTo(cx - arm, cy + arm)
        ctx.stroke()
    ctx.restore()


def paint_hatch(ctx: Any, cx: float, cy: float, size: float) -> None:
    """A piece cut off from the tree by a split: diagonal hatching."""
    ctx.save()
    hex_path(ctx, cx, cy, size * 0.93)
    ctx.clip()
    ctx.strokeStyle = "rgba(179, 38, 30, 0.85)"
    ctx.lineWidth = max(1.5, size * 0.09)
    step = size * 0.4
    ctx.beginPath()
    k = -3.0
    while k <= 3.0:
        ctx.moveTo(cx - size + k * step, cy + size)
        ctx.lineTo(cx + size + k * step, cy - size)
        k += 1
    ctx.stroke()
    ctx.restore()


def paint_safe(ctx: Any, cx: float, cy: float, size: float) -> None:
    """The hint's mark on a piece that can be taken safely: a ring and a
    check mark in a white disc at the top."""
    paint_outline(ctx, cx, cy, size * 0.9, SAFE_EDGE, max(2.5, size * 0.13))
    bx, by, radius = cx, cy - size * 0.55, max(6.0, size * 0.27)
    ctx.save()
    ctx.fillStyle = "#ffffff"
    ctx.strokeStyle = SAFE_EDGE
    ctx.lineWidth = max(1.5, radius * 0.22)
    ctx.beginPath()
    ctx.arc(bx, by, radius, 0, TAU)
    ctx.fill()
    ctx.stroke()
    ctx.lineCap = "round"
    ctx.lineJoin = "round"
    ctx.lineWidth = max(1.5, radius * 0.3)
    ctx.beginPath()
    ctx.moveTo(bx - radius * 0.5, by)
    ctx.lineTo(bx - radius * 0.1, by + radius * 0.4)
    ctx.lineTo(bx + radius * 0.55, by - radius * 0.4)
    ctx.stroke()
    ctx.restore()


def paint_badge(
    ctx: Any, x: float, y: float, radius: float, text: str, fill: str, ink: str = "#ffffff"
) -> None:
    """A small round badge with a number (a mark, a share's seat)."""
    ctx.save()
    ctx.fillStyle = fill
    ctx.strokeStyle = "#ffffff"
    ctx.lineWidth = max(1.5, radius * 0.2)
    ctx.beginPath()
    ctx.arc(x, y, radius, 0, TAU)
    ctx.fill()
    ctx.stroke()
    ctx.fillStyle = ink
    ctx.font = f"700 {round(radius * 1.3)}px system-ui, sans-serif"
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillText(text, x, y + 1)
    ctx.restore()


def paint_mark(ctx: Any, cx: float, cy: float, size: float, seat: int) -> None:
    """A player's mark (the talking variant): a flag with the seat number
    at the piece's top right corner."""
    radius = max(7.0, size * 0.3)
    vx, vy = corner_vector(0)  # the upper-right corner
    paint_badge(ctx, cx + vx * size * 0.62, cy + vy * size * 0.62, radius, str(seat + 1), MARK_FILL)


#: The banner's distance from the canvas edge it sits at.
BANNER_EDGE = 6.0


def banner_height(width: float) -> float:
    """The tallest a banner across a canvas ``width`` wide is."""
    return (15 if width < 500 else 17) + 16


def paint_banner(
    ctx: Any,
    width: float,
    text: str,
    colour: str = DANGER,
    y: float = BANNER_EDGE,
    margin: float = BANNER_EDGE,
) -> None:
    """A line of text across the canvas (a warning), its top at ``y``,
    centred, kept ``margin`` from both sides."""
    ctx.save()
    size = 15 if width < 500 else 17
    ctx.font = f"600 {size}px system-ui, sans-serif"
    room = width - 2 * margin
    while size > 10 and ctx.measureText(text).width > room - 24:
        size -= 1
        ctx.font = f"600 {size}px system-ui, sans-serif"
    w = min(room, ctx.measureText(text).width + 28)
    x = (width - w) / 2
    ctx.fillStyle = colour
    ctx.shadowColor = "rgba(0, 0, 0, 0.25)"
    ctx.shadowBlur = 6
    ctx.beginPath()
    ctx.roundRect(x, y, w, size + 16, 10)
    ctx.fill()
    ctx.shadowBlur = 0
    ctx.fillStyle = "#ffffff"
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillText(text, width / 2, y + (size + 16) / 2 + 1)
    ctx.restore()
