"""Draw the app's PNG icons (the Tsoro triangle, as web/icons/icon.svg) in
pure Python, so no image tool is needed. Run once; the PNGs are committed.

    python tools/make_icons.py
"""

from __future__ import annotations

import math
import struct
import zlib
from pathlib import Path

ICONS = Path(__file__).resolve().parent.parent / "web" / "icons"
NAVY = (0x23, 0x40, 0x4F)
WOOD = (0xE9, 0xDC, 0xC0)
WHITE = (0xFD, 0xFC, 0xF7)
RUST = (0xC0, 0x54, 0x2D)


def png(width: int, pixels: list[bytes]) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    raw = b"".join(b"\x00" + row for row in pixels)
    header = struct.pack(">IIBBBBB", width, len(pixels), 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def segment_distance(
    p: tuple[float, float], a: tuple[float, float], b: tuple[float, float]
) -> float:
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def draw(size: int, safe: float) -> bytes:
    """The icon at ``size`` px; the drawing fills the central ``safe``
    share (maskable icons keep everything inside a central circle)."""
    unit = size * safe / 64
    offset = size * (1 - safe) / 2

    def at(x: float, y: float) -> tuple[float, float]:
        return offset + x * unit, offset + y * unit

    apex, left, right = at(32, 10), at(10, 50), at(54, 50)
    mid_l, mid_r, mid = at(21, 30), at(43, 30), at(32, 30)
    base_mid = at(32, 50)
    lines = [(apex, left), (left, right), (right, apex), (mid_l, mid_r), (apex, base_mid)]
    pieces = [(apex, WHITE), (left, RUST), (right, WHITE), (mid, RUST)]
    rows = []
    for y in range(size):
        row = bytearray()
        for x in range(size):
            p = (x + 0.5, y + 0.5)
            colour = NAVY
            if min(segment_distance(p, a, b) for a, b in lines) <= 1.8 * unit:
                colour = WOOD
            for centre, fill in pieces:
                if math.dist(p, centre) <= 5.5 * unit:
                    colour = fill
            row.extend(colour)
        rows.append(bytes(row))
    return png(size, rows)


def main() -> None:
    for name, size, safe in (
        ("icon-192.png", 192, 0.95),
        ("icon-512.png", 512, 0.95),
        ("icon-maskable-512.png", 512, 0.7),
        ("apple-touch-icon.png", 180, 0.85),
    ):
        (ICONS / name).write_bytes(draw(size, safe))
        print("wrote", name)


if __name__ == "__main__":
    main()
