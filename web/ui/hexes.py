"""Pixel geometry of pointy-top axial hexes, shared by the hex boards'
views (Tantrix, Asterismo): hex units, centres, corners, outlines, and a
board's frame (``HexFrame``: from a hex to the canvas and back)."""

from __future__ import annotations

import math
from typing import Any

from abstrakta.grids import Hex
from ui.camera import Camera

SQRT3 = math.sqrt(3)


def hex_point(cell: Hex) -> tuple[float, float]:
    """The centre of ``cell`` in hex units, (0, 0) at the origin."""
    q, r = cell
    return SQRT3 * (q + r / 2), 1.5 * r


def point_hex(x: float, y: float) -> Hex:
    """The hex under a point in hex units (cube rounding)."""
    q = SQRT3 / 3 * x - y / 3
    r = 2 / 3 * y
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return int(rq), int(rr)


def side_vector(side: int) -> tuple[float, float]:
    """Unit vector from a hex's centre towards the middle of ``side``."""
    angle = -side * math.pi / 3
    return math.cos(angle), math.sin(angle)


def corner_vector(corner: int) -> tuple[float, float]:
    """Unit vector to corner ``corner``: between sides ``corner`` and ``corner + 1``."""
    angle = -(corner * math.pi / 3 + math.pi / 6)
    return math.cos(angle), math.sin(angle)


def hex_path(ctx: Any, cx: float, cy: float, size: float) -> None:
    """The outline of a hex of circumradius ``size`` round (cx, cy), as the path."""
    ctx.beginPath()
    for k in range(6):
        vx, vy = corner_vector(k)
        if k == 0:
            ctx.moveTo(cx + vx * size, cy + vy * size)
        else:
            ctx.lineTo(cx + vx * size, cy + vy * size)
    ctx.closePath()


class HexFrame:
    """A hex board's box in the camera's world: its top-left corner in hex
    units (``left``, ``top``) and its size. Each board's layout decides
    the box (``update``); the conversions between hexes, the world and the
    canvas are the same for every board."""

    def __init__(self) -> None:
        self.left = 0.0
        self.top = 0.0
        self.width = 1.0
        self.height = 1.0

    def world(self, cell: Hex) -> tuple[float, float]:
        x, y = hex_point(cell)
        return x - self.left, y - self.top

    def screen(self, camera: Camera, cell: Hex) -> tuple[float, float]:
        """The centre of ``cell`` on the canvas (CSS px)."""
        return camera.to_screen(*self.world(cell))

    def cell_at(self, camera: Camera, x: float, y: float) -> Hex:
        wx, wy = camera.to_world(x, y)
        return point_hex(wx + self.left, wy + self.top)
