"""Tantrix drawing: pointy-top hexes, black tiles with three coloured lines.

Pixel maths only; what is on the board comes from the rules' state. One
world unit is a hex's size (centre to corner). Hex ``(q, r)`` has its
centre at ``(sqrt(3) * (q + r / 2), 1.5 * r)`` before the board's offset,
y pointing down (Red Blob Games' pointy-top layout). With y down, the sides
in the order of ``HEX_DIRECTIONS`` (E, NE, NW, W, SW, SE) turn
counter-clockwise on screen, so a tile is drawn as printed, not mirrored:
side ``i`` is at angle ``-60° * i``.

Lines: a sharp curve (neighbouring sides) is an arc round the corner
between them, radius 1/2; a gentle curve (sides two apart) an arc round
the centre of the hex across the side between them, radius 3/2; a
straight joins opposite sides. Each colour has a pattern too (red plain,
yellow dashed, green dotted, blue striped) for colour-blind players.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

from abstrakta.games.tantrix_tiles import links
from abstrakta.grids import Hex
from ui.camera import Camera
from ui.hexes import SQRT3, HexFrame, corner_vector, hex_path, hex_point, side_vector
from ui.paint import paint_button  # noqa: F401  (the views draw it through here)

TAU = 2 * math.pi

# The app's palette: ink #1d2b33, paper #f6f1e7, accent #23404f, accent-2 #c0542d.
TABLE = "#e6dcc6"
TABLE_EDGE = "rgba(93, 74, 51, 0.18)"
TILE = "#17191b"
TILE_RIM = "#3a3f44"
OPEN_EDGE = "rgba(29, 43, 51, 0.16)"
#: The rim of a space some hand tile may go on: what says "you can play
#: here", so WCAG's 3:1 for graphics applies (3.5:1 on the table; at 0.5 it
#: was 2.5:1). A space nothing fits keeps the faint OPEN_EDGE.
REACH_EDGE = "rgba(35, 64, 79, 0.65)"
TARGET_FILL = "rgba(35, 64, 79, 0.16)"
TARGET_EDGE = "rgba(35, 64, 79, 0.75)"
FORCED_FILL = "rgba(192, 84, 45, 0.16)"
FORCED_EDGE = "#c0542d"
#: The '!' of a space the mover must fill: 4.8:1 on the forced tint (the
#: rim's colour was 2.8:1).
FORCED_MARK = "#8f3517"
LAST_EDGE = "#c0542d"
GHOST_EDGE = "#23404f"
#: The space a refused placement would spoil (darker than the forced rim).
REFUSED_EDGE = "#a4161a"
REFUSED_FILL = "rgba(164, 22, 26, 0.18)"
HALO = "rgba(255, 255, 255, 0.75)"

#: The line colours, bright on the black tiles.
LINE_COLOURS: dict[str, str] = {
    "R": "#e3342f",
    "Y": "#f6cf1d",
    "G": "#27a64a",
    "B": "#2f78e6",
}
#: Line width as a share of the hex size.
LINE = 0.22


# --- geometry -------------------------------------------------------------


class Layout(HexFrame):
    """Where hexes are in the camera's world: a box round every hex given
    (board tiles and the spaces round them), centred on them and never
    smaller than a hexagon of ``MIN_RADIUS`` rings, with ``PAD`` to spare."""

    MIN_RADIUS = 2
    PAD = 0.6
    MAX_FIT = 60.0

    def __init__(self) -> None:
        super().__init__()
        self.ready = False

    def bounds(
        self, cells: Iterable[Hex], view: tuple[float, float] = (0.0, 0.0)
    ) -> tuple[float, float, float, float]:
        """The world box round ``cells``; on a canvas of ``view`` CSS px it
        is big enough that the whole of it shows no bigger than
        ``MAX_FIT`` px per unit (the first tiles are not a screen wide)."""
        xs: list[float] = [0.0]
        ys: list[float] = [0.0]
        for cell in cells:
            x, y = hex_point(cell)
            xs.append(x)
            ys.append(y)
        radius = self.MIN_RADIUS
        half_w = max((max(xs) - min(xs)) / 2, SQRT3 * radius) + SQRT3 / 2 + self.PAD
        half_h = max((max(ys) - min(ys)) / 2, 1.5 * radius) + 1.0 + self.PAD
        half_w = max(half_w, view[0] / 2 / self.MAX_FIT)
        half_h = max(half_h, view[1] / 2 / self.MAX_FIT)
        mid_x, mid_y = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
        return mid_x - half_w, mid_y - half_h, mid_x + half_w, mid_y + half_h

    def update(self, camera: Camera, cells: Iterable[Hex]) -> bool:
        """Fit the world to ``cells``; tell the camera. True if it changed."""
        left, top, right, bottom = self.bounds(cells, (camera.view_width, camera.view_height))
        if (left, top, right - left, bottom - top) == (
            self.left,
            self.top,
            self.width,
            self.height,
        ):
            return False
        shift_x, shift_y = self.left - left, self.top - top
        self.left, self.top = left, top
        self.width, self.height = right - left, bottom - top
        if self.ready:
            camera.set_world(self.width, self.height, shift_x, shift_y)
        else:
            self.ready = True
            camera.set_world(self.width, self.height)
            camera.reset()
        return True


# --- painting -------------------------------------------------------------


def line_path(ctx: Any, cx: float, cy: float, size: float, a: int, b: int) -> None:
    """The path of a line joining sides ``a`` and ``b`` of the hex at (cx, cy)."""
    half = SQRT3 / 2 * size
    ax, ay = side_vector(a)
    bx, by = side_vector(b)
    start = (cx + ax * half, cy + ay * half)
    end = (cx + bx * half, cy + by * half)
    gap = (b - a) % 6
    ctx.beginPath()
    if gap == 3:
        ctx.moveTo(*start)
        ctx.lineTo(*end)
        return
    if gap in (1, 5):
        corner = a if gap == 1 else b
        vx, vy = corner_vector(corner)
        ox, oy, radius = cx + vx * size, cy + vy * size, size / 2
    else:
        middle = (a + 1) % 6 if gap == 2 else (b + 1) % 6
        vx, vy = side_vector(middle)
        ox, oy, radius = cx + vx * SQRT3 * size, cy + vy * SQRT3 * size, 1.5 * size
    begin = math.atan2(start[1] - oy, start[0] - ox)
    finish = math.atan2(end[1] - oy, end[0] - ox)
    sweep = (finish - begin + math.pi) % TAU - math.pi
    ctx.arc(ox, oy, radius, begin, begin + sweep, sweep < 0)


def stroke_line(
    ctx: Any, cx: float, cy: float, size: float, a: int, b: int, colour: str, patterns: bool = True
) -> None:
    """One coloured line, with a thin black border and its colour's pattern."""
    width = LINE * size
    ctx.lineCap = "butt"
    ctx.setLineDash([])
    line_path(ctx, cx, cy, size, a, b)
    ctx.strokeStyle = TILE
    ctx.lineWidth = width + max(1.0, size * 0.06)
    ctx.stroke()
    ctx.strokeStyle = LINE_COLOURS[colour]
    ctx.lineWidth = width
    ctx.stroke()
    if patterns and width >= 4.5:
        paint_pattern(ctx, colour, width)
    ctx.setLineDash([])


def paint_pattern(ctx: Any, colour: str, width: float) -> None:
    """The colour's pattern over the current path (red: none)."""
    if colour == "Y":
        ctx.strokeStyle = "rgba(40, 30, 0, 0.6)"
        ctx.lineWidth = width * 0.26
        ctx.setLineDash([width * 0.7, width * 0.55])
        ctx.stroke()
    elif colour == "G":
        ctx.strokeStyle = "rgba(0, 30, 5, 0.65)"
        ctx.lineCap = "round"
        ctx.lineWidth = width * 0.34
        ctx.setLineDash([0.01, width * 0.85])
        ctx.stroke()
        ctx.lineCap = "butt"
    elif colour == "B":
        ctx.strokeStyle = "rgba(255, 255, 255, 0.7)"
        ctx.lineWidth = width * 0.22
        ctx.setLineDash([])
        ctx.stroke()


def paint_tile(
    ctx: Any,
    cx: float,
    cy: float,
    size: float,
    tile: int,
    rotation: int,
    alpha: float = 1.0,
    halo: Iterable[str] = (),
) -> None:
    """Tile ``tile`` turned by ``rotation`` centred at (cx, cy); ``halo``:
    the colours whose lines glow (the best lines it belongs to)."""
    ctx.save()
    ctx.globalAlpha = alpha
    hex_path(ctx, cx, cy, size)
    ctx.fillStyle = TILE_RIM
    ctx.fill()
    ctx.clip()
    hex_path(ctx, cx, cy, size - max(1.0, size * 0.04))
    ctx.fillStyle = TILE
    ctx.fill()
    drawn = links(tile, rotation)
    # Gentle curves and sharp ones under the straights (as printed, lines
    # cross only where a straight meets gentle curves).
    order = sorted(drawn, key=lambda link: (link[1] - link[0]) % 6 == 3)
    for a, b, colour in order:
        if colour in halo:
            line_path(ctx, cx, cy, size, a, b)
            ctx.strokeStyle = HALO
            ctx.lineWidth = LINE * size * 2.1
            ctx.stroke()
        stroke_line(ctx, cx, cy, size, a, b, colour)
    ctx.restore()


def paint_space(
    ctx: Any, cx: float, cy: float, size: float, fill: str | None, edge: str, width: float
) -> None:
    hex_path(ctx, cx, cy, size * 0.93)
    if fill:
        ctx.fillStyle = fill
        ctx.fill()
    ctx.strokeStyle = edge
    ctx.lineWidth = width
    ctx.stroke()


def paint_forced(ctx: Any, cx: float, cy: float, size: float, must: bool) -> None:
    """A forced space: tinted, dashed rim; ``must``: the player to move has
    to fill it now (a bolder rim and a '!')."""
    ctx.save()
    ctx.setLineDash([size * 0.18, size * 0.12])
    rim = max(2.0, size * (0.09 if must else 0.05))
    paint_space(ctx, cx, cy, size, FORCED_FILL, FORCED_EDGE, rim)
    ctx.setLineDash([])
    if must and size >= 14:
        ctx.fillStyle = FORCED_MARK
        ctx.font = f"800 {round(size * 0.8)}px system-ui, sans-serif"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        ctx.fillText("!", cx, cy + size * 0.04)
    ctx.restore()


def paint_refused(ctx: Any, cx: float, cy: float, size: float) -> None:
    """The space a refused placement speaks of ("a space next to it..."):
    tinted, with a bold solid rim, so it reads apart from the forced spaces'
    dashed rims."""
    paint_space(ctx, cx, cy, size, REFUSED_FILL, REFUSED_EDGE, max(3.0, size * 0.12))


def paint_outline(ctx: Any, cx: float, cy: float, size: float, colour: str, width: float) -> None:
    ctx.save()
    hex_path(ctx, cx, cy, size * 0.985)
    ctx.strokeStyle = colour
    ctx.lineWidth = width
    ctx.stroke()
    ctx.restore()


def paint_swatch(ctx: Any, colour: str, width: float, height: float) -> None:
    """A short straight piece of a colour's line (the panel's colour chip)."""
    ctx.fillStyle = TILE
    ctx.beginPath()
    ctx.roundRect(0, 0, width, height, height * 0.3)
    ctx.fill()
    line = height * 0.5
    ctx.beginPath()
    ctx.moveTo(height * 0.2, height / 2)
    ctx.lineTo(width - height * 0.2, height / 2)
    ctx.strokeStyle = LINE_COLOURS[colour]
    ctx.lineWidth = line
    ctx.lineCap = "butt"
    ctx.stroke()
    paint_pattern(ctx, colour, line)
    ctx.setLineDash([])
