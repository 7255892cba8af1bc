"""Canvas drawing shared by the game views (pixels only, no rules)."""

from __future__ import annotations

from typing import Any


def paint_button(
    ctx: Any, box: tuple[float, float, float, float], glyph: str, colour: str, ink: str
) -> None:
    """A round-cornered button drawn on the canvas (a ghost's ✓, ↻ and ✗)."""
    x, y, w, h = box
    ctx.save()
    ctx.shadowColor = "rgba(0, 0, 0, 0.25)"
    ctx.shadowBlur = 6
    ctx.fillStyle = colour
    ctx.beginPath()
    ctx.roundRect(x, y, w, h, 10)
    ctx.fill()
    ctx.shadowBlur = 0
    ctx.strokeStyle = "rgba(29, 43, 51, 0.5)"
    ctx.lineWidth = 1.5
    ctx.stroke()
    ctx.fillStyle = ink
    ctx.font = f"700 {round(h * 0.55)}px system-ui, sans-serif"
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillText(glyph, x + w / 2, y + h / 2 + 1)
    ctx.restore()
