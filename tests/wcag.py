"""WCAG's contrast ratio, for tests that check colours (the boards' words)."""

from __future__ import annotations

from collections.abc import Sequence


def rgb(colour: str, under: str = "#ffffff") -> tuple[float, float, float]:
    """A CSS colour (``#rrggbb`` or ``rgba(r, g, b, a)`` laid over
    ``under``) as 0..1 channels."""
    if colour.startswith("rgba"):
        *channels, alpha = (float(v) for v in colour[5:-1].split(","))
        base = rgb(under)
        return tuple(  # type: ignore[return-value]
            c / 255 * alpha + b * (1 - alpha) for c, b in zip(channels, base, strict=True)
        )
    colour = colour.lstrip("#")
    return tuple(int(colour[k : k + 2], 16) / 255 for k in (0, 2, 4))  # type: ignore[return-value]


def luminance(channels: Sequence[float]) -> float:
    """WCAG's relative luminance of 0..1 channels."""
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def ratio(first: Sequence[float], second: Sequence[float]) -> float:
    """WCAG's contrast ratio of two colours given as 0..1 channels."""
    high, low = sorted((luminance(first), luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def contrast(ink: str, background: str) -> float:
    """WCAG's contrast ratio of text in CSS colour ``ink`` on ``background``."""
    return ratio(rgb(ink, background), rgb(background))
