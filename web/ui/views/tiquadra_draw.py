"""TiQuadra's pixels: the diamond of four squares, towers as stacks of
discs (every piece visible, each with its player's colour and shape), the
hands in the corners, vote chips and falling towers.

Pure drawing: no rules are decided here; the view passes what to draw.
Each player's pieces carry a shape as well as a colour (Orange a circle,
Grey a square, Green a triangle), so the colours need not be told apart.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

#: Per seat (Orange, Grey, Green): body, top face, edge, shape ink.
BODY = ("#e8842a", "#a9aeb3", "#2f8a4e")
FACE = ("#f6b26b", "#d3d7da", "#56b274")
EDGE = ("#7c400c", "#4f565b", "#154326")
INK = ("#ffffff", "#1d2b33", "#ffffff")
#: A placement's label on a square (a pill in the mover's colour): words
#: at WCAG's 4.5:1 at least (white on the orange body was 2.7:1, on the
#: green 4.3:1): dark on orange and grey, white on a deeper green.
LABEL_FILL = ("#e8842a", "#a9aeb3", "#267543")
LABEL_INK = ("#1d2b33", "#1d2b33", "#ffffff")
#: The same shapes as text, for the page's panel.
GLYPHS = ("●", "■", "▲")

WOOD = "#e9dcc0"
WOOD_DARK = "#d9c7a0"
LINE = "#5b4a33"
TEXT = "#1d2b33"
MUTED = "#56636a"
ACCENT = "#c0542d"
#: The accent as small text on the active player's corner (#fff4dc):
#: 5.4:1 (the accent itself, 4.2:1, is for rims and lines).
ACCENT_TEXT = "#a8461f"
SELECT = "#b3261e"
PAPER = "#fffaf0"
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"

#: Top-left corner of each square, in square sides from the board's centre:
#: 1 on top, 4 and 2 side by side in the middle, 3 at the bottom.
SQUARE_UNIT: dict[int, tuple[float, float]] = {
    1: (-0.5, -1.5),
    2: (0.0, -0.5),
    3: (-0.5, 0.5),
    4: (-1.0, -0.5),
}


@dataclass
class Layout:
    """Where everything is, in CSS pixels of the canvas."""

    width: float = 0.0
    height: float = 0.0
    cx: float = 0.0
    cy: float = 0.0
    side: float = 60.0
    margin: float = 8.0

    @classmethod
    def fit(cls, width: float, height: float) -> Layout:
        margin = max(6.0, min(width, height) * 0.02)
        # The diamond is 2 sides wide and 3 tall; the corners beside squares
        # 1 and 3 hold the hands, so they keep at least ~96 px each.
        side = min(
            (width - 2 * margin) / 2,
            (height - 2 * margin) / 3,
            width - 2 * margin - 2 * 96,
            250.0,
        )
        side = max(side, 48.0)
        return cls(width, height, width / 2, height / 2, side, margin)

    def square(self, number: int) -> tuple[float, float, float, float]:
        ux, uy = SQUARE_UNIT[number]
        return (self.cx + ux * self.side, self.cy + uy * self.side, self.side, self.side)

    def centre(self, number: int) -> tuple[float, float]:
        x, y, w, h = self.square(number)
        return x + w / 2, y + h / 2

    def square_at(self, x: float, y: float) -> int | None:
        for number in SQUARE_UNIT:
            sx, sy, w, h = self.square(number)
            if sx <= x <= sx + w and sy <= y <= sy + h:
                return number
        return None

    def corner(self, index: int) -> tuple[float, float, float, float]:
        """The boxes beside squares 1 and 3: 0 top-left, 1 top-right,
        2 bottom-right (the players' hands, clockwise), 3 bottom-left."""
        gap = max(6.0, self.side * 0.06)
        w = min(self.cx - self.side / 2 - gap - self.margin, 230.0)
        h = self.side - gap
        left = self.margin
        right = self.width - self.margin - w
        top = self.cy - 1.5 * self.side
        bottom = self.cy + 0.5 * self.side + gap
        return [(left, top, w, h), (right, top, w, h), (right, bottom, w, h), (left, bottom, w, h)][
            index
        ]

    @property
    def font(self) -> float:
        return max(11.0, min(16.0, self.side * 0.1))


# --- small shapes -------------------------------------------------------------


def shape(ctx: Any, seat: int, x: float, y: float, size: float, fill: str | None = None) -> None:
    """The seat's mark (circle, square, triangle) centred on (x, y)."""
    ctx.fillStyle = fill or INK[seat]
    ctx.beginPath()
    r = size / 2
    if seat == 0:
        ctx.arc(x, y, r * 0.85, 0, 2 * math.pi)
    elif seat == 1:
        ctx.rect(x - r * 0.78, y - r * 0.78, r * 1.56, r * 1.56)
    else:
        ctx.moveTo(x, y - r)
        ctx.lineTo(x + r * 0.95, y + r * 0.72)
        ctx.lineTo(x - r * 0.95, y + r * 0.72)
        ctx.closePath()
    ctx.fill()


def token(ctx: Any, seat: int, x: float, y: float, radius: float) -> None:
    """A round chip in the seat's colour with its mark (hands, votes)."""
    ctx.fillStyle = BODY[seat]
    ctx.strokeStyle = EDGE[seat]
    ctx.lineWidth = max(1.0, radius * 0.12)
    ctx.beginPath()
    ctx.arc(x, y, radius, 0, 2 * math.pi)
    ctx.fill()
    ctx.stroke()
    shape(ctx, seat, x, y, radius * 1.05)


def pill(
    ctx: Any, text: str, x: float, y: float, size: float, fill: str, ink: str, align: str = "center"
) -> float:
    """A rounded label; (x, y) is its centre (or left end); returns its width."""
    ctx.font = f"600 {size:.1f}px {FONT}"
    w = ctx.measureText(text).width + size * 0.9
    h = size * 1.5
    left = x - w / 2 if align == "center" else x
    ctx.fillStyle = fill
    rounded(ctx, left, y - h / 2, w, h, h / 2)
    ctx.fill()
    ctx.fillStyle = ink
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillText(text, left + w / 2, y + size * 0.05)
    return w


def rounded(ctx: Any, x: float, y: float, w: float, h: float, r: float) -> None:
    r = max(0.0, min(r, w / 2, h / 2))
    ctx.beginPath()
    ctx.moveTo(x + r, y)
    ctx.arcTo(x + w, y, x + w, y + h, r)
    ctx.arcTo(x + w, y + h, x, y + h, r)
    ctx.arcTo(x, y + h, x, y, r)
    ctx.arcTo(x, y, x + w, y, r)
    ctx.closePath()


def text(
    ctx: Any,
    words: str,
    x: float,
    y: float,
    size: float,
    colour: str = TEXT,
    align: str = "left",
    weight: str = "400",
    max_width: float | None = None,
) -> None:
    ctx.font = f"{weight} {size:.1f}px {FONT}"
    ctx.fillStyle = colour
    ctx.textAlign = align
    ctx.textBaseline = "middle"
    if max_width is not None:
        ctx.fillText(words, x, y, max(10.0, max_width))
    else:
        ctx.fillText(words, x, y)


def wrapped(ctx: Any, words: str, size: float, weight: str, width: float) -> list[str]:
    """``words`` broken at spaces into lines no wider than ``width`` at
    ``size`` (a single word wider than that stays whole: ``text``
    narrows it); never at a no-break space ("Green\u00a00")."""
    ctx.font = f"{weight} {size:.1f}px {FONT}"
    lines: list[str] = []
    for word in filter(None, words.split(" ")):
        joined = f"{lines[-1]} {word}" if lines else word
        if lines and ctx.measureText(joined).width <= width:
            lines[-1] = joined
        else:
            lines.append(word)
    return lines or [""]


# --- the board ------------------------------------------------------------------


def board(ctx: Any, layout: Layout, tints: dict[int, str]) -> None:
    """The four wooden squares (``tints``: a square's own background)."""
    for number in SQUARE_UNIT:
        x, y, w, h = layout.square(number)
        ctx.fillStyle = tints.get(number, WOOD)
        ctx.fillRect(x, y, w, h)
        ctx.strokeStyle = LINE
        ctx.lineWidth = max(2.0, layout.side * 0.018)
        ctx.strokeRect(x, y, w, h)


def wash(ctx: Any, layout: Layout, number: int, alpha: float) -> None:
    """Wash what a square holds out towards its wood (inside its frame):
    one layer, so a stack's overlapping pieces fade evenly."""
    x, y, w, h = layout.square(number)
    inset = max(2.0, layout.side * 0.018)
    ctx.save()
    ctx.globalAlpha = alpha
    ctx.fillStyle = WOOD
    ctx.fillRect(x + inset, y + inset, w - 2 * inset, h - 2 * inset)
    ctx.restore()


def square_number(ctx: Any, layout: Layout, number: int, dim: bool = False) -> None:
    x, y, _, _ = layout.square(number)
    r = max(10.0, layout.side * 0.1)
    ctx.fillStyle = MUTED if dim else LINE
    ctx.beginPath()
    ctx.arc(x + r + 4, y + r + 4, r, 0, 2 * math.pi)
    ctx.fill()
    text(ctx, str(number), x + r + 4, y + r + 5, r * 1.3, "#fffaf0", "center", "700")


def outline(ctx: Any, layout: Layout, number: int, colour: str, dashed: bool, width: float) -> None:
    x, y, w, h = layout.square(number)
    inset = width / 2 + 2
    ctx.strokeStyle = colour
    ctx.lineWidth = width
    ctx.setLineDash([width * 2.2, width * 1.4] if dashed else [])
    ctx.strokeRect(x + inset, y + inset, w - 2 * inset, h - 2 * inset)
    ctx.setLineDash([])


def label(ctx: Any, layout: Layout, number: int, words: str, fill: str, ink: str) -> None:
    """A label at the top of a square, right of its number."""
    x, y, w, _ = layout.square(number)
    r = max(10.0, layout.side * 0.1)
    size = max(10.0, min(14.0, layout.side * 0.085))
    ctx.font = f"600 {size:.1f}px {FONT}"
    room = w - (2 * r + 10) - 6
    while ctx.measureText(words).width + size * 0.9 > room and size > 8:
        size -= 0.5
        ctx.font = f"600 {size:.1f}px {FONT}"
    pill(ctx, words, x + 2 * r + 10, y + r + 4, size, fill, ink, align="left")


# --- towers ---------------------------------------------------------------------


@dataclass
class StackGeometry:
    cx: float
    base: float
    width: float
    thickness: float
    ry: float

    def top_y(self, count: int) -> float:
        return self.base - count * self.thickness


def stack_geometry(layout: Layout, number: int, count: int) -> StackGeometry:
    x, y, w, h = layout.square(number)
    width = w * 0.5
    ry = width * 0.17
    base = y + h * 0.86
    room = h * 0.86 - max(22.0, h * 0.27) - ry
    thickness = min(w * 0.14, room / max(count, 1))
    return StackGeometry(x + w / 2, base, width, thickness, ry)


def piece(ctx: Any, seat: int, cx: float, bottom: float, w: float, t: float, ry: float) -> None:
    """One disc of a stack: its side band (with the seat's mark) and top."""
    rx = w / 2
    x0 = cx - rx
    ctx.lineWidth = 1
    ctx.strokeStyle = EDGE[seat]
    ctx.fillStyle = BODY[seat]
    ctx.beginPath()
    ctx.moveTo(x0, bottom - t)
    ctx.lineTo(x0, bottom)
    ctx.ellipse(cx, bottom, rx, ry, 0, math.pi, 0, True)
    ctx.lineTo(x0 + w, bottom - t)
    ctx.ellipse(cx, bottom - t, rx, ry, 0, 0, math.pi, False)
    ctx.closePath()
    ctx.fill()
    ctx.stroke()
    ctx.fillStyle = FACE[seat]
    ctx.beginPath()
    ctx.ellipse(cx, bottom - t, rx, ry, 0, 0, 2 * math.pi)
    ctx.fill()
    ctx.stroke()
    # the mark on the side band, in front (the band's middle is ry lower)
    mark = min(t * 0.62, w * 0.26)
    if mark >= 3:
        shape(ctx, seat, cx, bottom - t / 2 + ry * 0.9, mark)


def tower(
    ctx: Any,
    layout: Layout,
    number: int,
    stack: tuple[int, ...] | list[int],
    mark_top: bool = False,
) -> StackGeometry:
    """A tower as a stack of discs, bottom to top, every piece visible; its
    height beside the top; the top disc shows its owner's mark on its face."""
    geo = stack_geometry(layout, number, len(stack))
    if not stack:
        return geo
    for i, seat in enumerate(stack):
        piece(ctx, seat, geo.cx, geo.base - i * geo.thickness, geo.width, geo.thickness, geo.ry)
    top = geo.top_y(len(stack))
    seat = stack[-1]
    shape(ctx, seat, geo.cx, top, geo.ry * 1.25, EDGE[seat] if seat != 1 else INK[1])
    if mark_top:
        ctx.strokeStyle = ACCENT
        ctx.lineWidth = max(2.5, layout.side * 0.022)
        ctx.beginPath()
        ctx.ellipse(geo.cx, top, geo.width / 2 + 3, geo.ry + 3, 0, 0, 2 * math.pi)
        ctx.stroke()
    size = max(10.0, min(15.0, layout.side * 0.085))
    text(ctx, str(len(stack)), geo.cx - geo.width / 2 - 5, top + geo.ry, size, LINE, "right", "700")
    return geo


def toppling_tower(
    ctx: Any, layout: Layout, number: int, stack: tuple[int, ...], progress: float
) -> None:
    """A tower falling over to the right and fading (progress 0 to 1)."""
    if progress >= 1 or not stack:
        return
    geo = stack_geometry(layout, number, len(stack))
    eased = progress * progress
    angle = (math.pi / 2) * eased
    pivot_x, pivot_y = geo.cx + geo.width / 2, geo.base
    ctx.save()
    ctx.globalAlpha = max(0.0, 1 - max(0.0, progress - 0.45) / 0.55)
    ctx.translate(pivot_x, pivot_y + layout.side * 0.25 * eased)
    ctx.rotate(angle)
    ctx.translate(-pivot_x, -pivot_y)
    for i, seat in enumerate(stack):
        piece(ctx, seat, geo.cx, geo.base - i * geo.thickness, geo.width, geo.thickness, geo.ry)
    ctx.restore()


def fallen_mark(ctx: Any, layout: Layout, number: int, words: str, alpha: float) -> None:
    """Where a tower fell: a cross and a word."""
    if alpha <= 0:
        return
    x, y, w, h = layout.square(number)
    ctx.save()
    ctx.globalAlpha = min(1.0, alpha)
    ctx.strokeStyle = SELECT
    ctx.lineWidth = max(3.0, layout.side * 0.03)
    ctx.lineCap = "round"
    c, d = (x + w / 2, y + h * 0.58), w * 0.16
    ctx.beginPath()
    ctx.moveTo(c[0] - d, c[1] - d)
    ctx.lineTo(c[0] + d, c[1] + d)
    ctx.moveTo(c[0] + d, c[1] - d)
    ctx.lineTo(c[0] - d, c[1] + d)
    ctx.stroke()
    size = max(10.0, min(14.0, layout.side * 0.085))
    pill(ctx, words, c[0], y + h * 0.86, size, SELECT, "#ffffff")
    ctx.restore()


def vote_chip_spot(layout: Layout, number: int, index: int, count: int) -> tuple[float, float]:
    """Where the ``index``-th of ``count`` chips on a square's tower sits."""
    x, y, w, h = layout.square(number)
    r = chip_radius(layout)
    step = r * 2.3
    first = x + w - r - 6 - (count - 1) * step
    return first + index * step, y + h * 0.3


def chip_radius(layout: Layout) -> float:
    return max(9.0, layout.side * 0.075)


# --- the corners -----------------------------------------------------------------


@dataclass
class HandBox:
    """What a player's corner shows."""

    seat: int
    name: str
    hand: int
    line: str  # e.g. "5 in hand · 1 point"
    tag: str  # e.g. "to place", "voted"
    active: bool
    dim: bool


def hand_box(ctx: Any, layout: Layout, box: HandBox) -> tuple[float, float]:
    """A player's corner: name, the pieces in hand, a line, a tag; returns
    the centre of the corner (vote chips fly from there)."""
    x, y, w, h = layout.corner(box.seat)
    ctx.save()
    # A corner dimmed (a player who sits out a phase) fades its card and
    # chips; its words stay at full strength in the muted ink (5.9:1):
    # faded with the card, they fell to 3.4:1 and the tag to 2.3:1.
    faded = 0.55 if box.dim else 1.0
    ink = MUTED if box.dim else TEXT
    ctx.globalAlpha = faded
    ctx.fillStyle = "#fff4dc" if box.active else PAPER
    rounded(ctx, x, y, w, h, 10)
    ctx.fill()
    ctx.strokeStyle = BODY[box.seat] if box.active else "#cbbd9f"
    ctx.lineWidth = 3.5 if box.active else 1.5
    ctx.stroke()
    f = layout.font
    pad = max(6.0, f * 0.6)
    row = y + pad + f * 0.6
    token(ctx, box.seat, x + pad + f * 0.6, row, f * 0.62)
    ctx.globalAlpha = 1.0
    text(ctx, box.name, x + pad + f * 1.5, row, f, ink, "left", "700", w - pad * 2 - f * 1.5)
    # the pieces in hand: small chips, four to a row
    per_row = 4
    radius = min((w - 2 * pad) / (per_row * 2.5), h * 0.09, 15.0)
    top = row + f * 0.9 + radius
    ctx.globalAlpha = faded
    for i in range(box.hand):
        col, line = i % per_row, i // per_row
        token(
            ctx, box.seat, x + pad + radius + col * radius * 2.5, top + line * radius * 2.4, radius
        )
    ctx.globalAlpha = 1.0
    if box.hand == 0:
        text(ctx, "—", x + pad, top, f, MUTED)
    small = f * 0.85
    text(ctx, box.line, x + pad, y + h - pad - small * 1.9, small, ink, "left", "400", w - 2 * pad)
    if box.tag:
        text(
            ctx,
            box.tag,
            x + pad,
            y + h - pad - small * 0.5,
            small,
            ACCENT_TEXT if box.active else MUTED,
            "left",
            "700",
            w - 2 * pad,
        )
    ctx.restore()
    return x + w / 2, y + h / 2


def info_box(ctx: Any, layout: Layout, lines: list[str], order: list[int]) -> None:
    """The bottom-left corner: round and phase, and the order of play as marks."""
    x, y, w, _ = layout.corner(3)
    f = layout.font
    pad = max(6.0, f * 0.6)
    for i, words in enumerate(lines):
        weight = "700" if i == 0 else "400"
        text(ctx, words, x + pad, y + pad + f * (0.6 + 1.35 * i), f, TEXT, "left", weight, w - pad)
    if order:
        r = f * 0.62
        cy = y + pad + f * (0.6 + 1.35 * len(lines)) + r * 0.6
        cx = x + pad + r
        for i, seat in enumerate(order):
            token(ctx, seat, cx, cy, r)
            if i < len(order) - 1:
                text(ctx, "→", cx + r * 1.9, cy, f, MUTED, "center")
            cx += r * 3.8


# --- cards over the board -----------------------------------------------------------


def veil(ctx: Any, layout: Layout, alpha: float = 0.55) -> None:
    ctx.fillStyle = f"rgba(246, 241, 231, {alpha})"
    ctx.fillRect(0, 0, layout.width, layout.height)


def card(
    ctx: Any, layout: Layout, seat: int | None, title: str, lines: list[str], y: float | None = None
) -> None:
    """A centred card: a big mark of ``seat`` (if any), a title, lines,
    each wrapped to the card's width (one line squeezed to fit, an
    Italian title was narrowed to 72%)."""
    f = layout.font
    w = min(layout.width - 2 * layout.margin, max(layout.side * 2.1, 240.0), 440.0)
    room = w - 20
    heads = wrapped(ctx, title, f * 1.25, "700", room)
    body = [line for words in lines for line in wrapped(ctx, words, f, "400", room)]
    mark = f * 2.6 if seat is not None else 0.0
    h = f * 1.2 + mark + f * 1.6 * len(heads) + len(body) * f * 1.35 + f * 0.8
    x = layout.cx - w / 2
    top = (layout.cy - h / 2) if y is None else min(y, layout.height - layout.margin - h)
    ctx.save()
    ctx.shadowColor = "rgba(0, 0, 0, 0.25)"
    ctx.shadowBlur = 18
    ctx.fillStyle = PAPER
    rounded(ctx, x, top, w, h, 14)
    ctx.fill()
    ctx.restore()
    ctx.strokeStyle = BODY[seat] if seat is not None else LINE
    ctx.lineWidth = 3
    rounded(ctx, x, top, w, h, 14)
    ctx.stroke()
    cy = top + f * 1.0
    if seat is not None:
        token(ctx, seat, layout.cx, cy + mark / 2, mark / 2)
        cy += mark + f * 0.3
    for head in heads:
        text(ctx, head, layout.cx, cy + f * 0.6, f * 1.25, TEXT, "center", "700", room)
        cy += f * 1.6
    cy += f * 0.1
    for words in body:
        text(ctx, words, layout.cx, cy + f * 0.5, f, MUTED, "center", "400", room)
        cy += f * 1.35


@dataclass
class FinalRow:
    seat: int
    place: int
    name: str
    total: int
    rounds: list[int]
    winner: bool


def final_table(
    ctx: Any, layout: Layout, title: str, heads: list[str], rows: list[FinalRow]
) -> None:
    """The end screen's table over the board: places, players, round points."""
    f = layout.font * 1.05
    w = min(layout.width - 2 * layout.margin, 420.0)
    row_h = f * 2.1
    h = f * 2.6 + row_h * (len(rows) + 1) + f * 0.6
    x, top = layout.cx - w / 2, layout.cy - h / 2
    ctx.save()
    ctx.shadowColor = "rgba(0, 0, 0, 0.25)"
    ctx.shadowBlur = 18
    ctx.fillStyle = PAPER
    rounded(ctx, x, top, w, h, 14)
    ctx.fill()
    ctx.restore()
    ctx.strokeStyle = LINE
    ctx.lineWidth = 2
    rounded(ctx, x, top, w, h, 14)
    ctx.stroke()
    text(ctx, title, layout.cx, top + f * 1.3, f * 1.25, TEXT, "center", "700", w - 20)
    # columns: place, player, then one per round, then the total
    name_x = x + f * 2.2
    cols = len(heads) - 1  # the round columns and the total
    col_w = min(f * 3.0, (w - f * 9.5) / max(cols, 1))
    first_col = x + w - f * 0.8 - col_w * (cols - 0.5)
    y = top + f * 2.6 + row_h / 2
    for i, head in enumerate(heads[1:]):
        text(ctx, head, first_col + i * col_w, y, f * 0.8, MUTED, "center", "600")
    text(ctx, heads[0], name_x, y, f * 0.8, MUTED, "left", "600")
    for row in rows:
        y += row_h
        if row.winner:
            ctx.fillStyle = "#fff0c9"
            rounded(ctx, x + 6, y - row_h / 2 + 2, w - 12, row_h - 4, 8)
            ctx.fill()
        text(ctx, f"{row.place}.", x + f * 0.9, y, f, TEXT, "center", "700")
        token(ctx, row.seat, name_x + f * 0.55, y, f * 0.55)
        text(
            ctx,
            row.name,
            name_x + f * 1.4,
            y,
            f,
            TEXT,
            "left",
            "700" if row.winner else "400",
            first_col - col_w / 2 - name_x - f * 1.5,
        )
        for i, points in enumerate([*row.rounds, row.total]):
            last = i == len(row.rounds)
            text(
                ctx,
                str(points),
                first_col + i * col_w,
                y,
                f * (1.1 if last else 1.0),
                TEXT,
                "center",
                "700" if last else "400",
            )
