"""Where a ghost's ✓ / ✗ buttons go on the canvas: of a few places round
the ghost (in order of preference), kept on the canvas, the one whose row
of buttons stays off the ghost itself and the zoom buttons, then covers
the fewest playable places, then the fewest pieces already on the board
(a lesson's words point at them). Pure (tested in CPython)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

Point = tuple[float, float]
Box = tuple[float, float, float, float]


def least_covering(
    corners: Sequence[Point],
    size: Point,
    view: Point,
    places: Iterable[Point],
    pad: float = 0.0,
    inset: float = 4.0,
    shown: Iterable[Point] = (),
    shown_pad: float = 0.0,
    clear_of: Sequence[Box] = (),
    clear_pad: float = 4.0,
) -> Point:
    """The top-left corner, of ``corners`` clamped inside ``view`` (width,
    height), whose box of ``size`` meets the fewest of ``clear_of`` (left,
    top, right, bottom, each grown by ``clear_pad``: the ghost, the zoom
    buttons), then covers the fewest of ``places`` (each grown by ``pad``),
    then the fewest of ``shown`` (what is better left in sight, grown by
    ``shown_pad``); ties go to the earlier corner. Every corner offered
    clears the ghost; one clamped onto it at the canvas's edge (a phone's
    narrow board) does not."""
    width, height = size
    points = list(places)
    seen = list(shown)
    best: tuple[int, int, int, int, Point] | None = None
    for rank, (x, y) in enumerate(corners):
        x = min(max(x, inset), view[0] - inset - width)
        y = min(max(y, inset), view[1] - inset - height)
        box = (x, y, x + width, y + height)
        cost = (
            sum(_overlap(box, other, clear_pad) for other in clear_of),
            _covered(box, points, pad),
            _covered(box, seen, shown_pad),
            rank,
        )
        if best is None or cost < best[:4]:
            best = (*cost, (x, y))
    assert best is not None, "no corner given"
    return best[4]


def _overlap(box: Box, other: Box, pad: float) -> bool:
    left, top, right, bottom = other
    return (
        box[0] < right + pad
        and left - pad < box[2]
        and box[1] < bottom + pad
        and top - pad < box[3]
    )


def _covered(box: Box, points: list[Point], pad: float) -> int:
    left, top, right, bottom = box
    return sum(
        1
        for px, py in points
        if left - pad <= px <= right + pad and top - pad <= py <= bottom + pad
    )
