"""Where a ghost's ✓ / ✗ buttons go on the canvas: of a few places round
the ghost (in order of preference), the one whose row of buttons covers
the fewest playable places, kept on the canvas. Pure (tested in CPython)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

Point = tuple[float, float]


def least_covering(
    corners: Sequence[Point],
    size: Point,
    view: Point,
    places: Iterable[Point],
    pad: float = 0.0,
    inset: float = 4.0,
) -> Point:
    """The top-left corner, of ``corners`` clamped inside ``view`` (width,
    height), whose box of ``size`` covers the fewest of ``places`` (each
    grown by ``pad``); ties go to the earlier corner."""
    width, height = size
    points = list(places)
    best: tuple[int, int, Point] | None = None
    for rank, (x, y) in enumerate(corners):
        x = min(max(x, inset), view[0] - inset - width)
        y = min(max(y, inset), view[1] - inset - height)
        cost = sum(
            1
            for px, py in points
            if x - pad <= px <= x + width + pad and y - pad <= py <= y + height + pad
        )
        if best is None or (cost, rank) < best[:2]:
            best = (cost, rank, (x, y))
    assert best is not None, "no corner given"
    return best[2]
