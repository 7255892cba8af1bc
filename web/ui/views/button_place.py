"""Where a ghost's ✓ / ✗ buttons go on the canvas: of a few places round
the ghost (in order of preference), the one whose row of buttons covers
the fewest playable places, then the fewest pieces already on the board
(a lesson's words point at them), kept on the canvas. Pure (tested in
CPython)."""

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
    shown: Iterable[Point] = (),
    shown_pad: float = 0.0,
) -> Point:
    """The top-left corner, of ``corners`` clamped inside ``view`` (width,
    height), whose box of ``size`` covers the fewest of ``places`` (each
    grown by ``pad``), then the fewest of ``shown`` (what is better left in
    sight, grown by ``shown_pad``); ties go to the earlier corner."""
    width, height = size
    points = list(places)
    seen = list(shown)
    best: tuple[int, int, int, Point] | None = None
    for rank, (x, y) in enumerate(corners):
        x = min(max(x, inset), view[0] - inset - width)
        y = min(max(y, inset), view[1] - inset - height)
        box = (x, y, x + width, y + height)
        cost = (_covered(box, points, pad), _covered(box, seen, shown_pad), rank)
        if best is None or cost < best[:3]:
            best = (*cost, (x, y))
    assert best is not None, "no corner given"
    return best[3]


def _covered(box: tuple[float, float, float, float], points: list[Point], pad: float) -> int:
    left, top, right, bottom = box
    return sum(
        1
        for px, py in points
        if left - pad <= px <= right + pad and top - pad <= py <= bottom + pad
    )
