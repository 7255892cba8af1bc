"""Where a ghost's canvas buttons go (``ui.views.button_place``)."""

from __future__ import annotations

from ui.views.button_place import least_covering


def test_the_first_place_that_covers_nothing_wins() -> None:
    corners = [(100.0, 10.0), (100.0, 200.0), (300.0, 100.0)]
    # a playable place under the first choice: the second is taken
    assert least_covering(corners, (96, 44), (400, 400), [(120.0, 30.0)]) == (100.0, 200.0)
    # nothing to cover: the first
    assert least_covering(corners, (96, 44), (400, 400), []) == (100.0, 10.0)
    # covered everywhere: the place covering fewest
    places = [(120.0, 30.0), (130.0, 30.0), (120.0, 220.0), (320.0, 120.0), (330.0, 120.0)]
    assert least_covering(corners, (96, 44), (400, 400), places) == (100.0, 200.0)


def test_buttons_stay_on_the_canvas() -> None:
    x, y = least_covering([(-50.0, -20.0)], (96, 44), (300, 300), [])
    assert (x, y) == (4.0, 4.0)
    x, y = least_covering([(290.0, 290.0)], (96, 44), (300, 300), [])
    assert (x, y) == (300 - 4 - 96, 300 - 4 - 44)


def test_then_the_place_that_hides_the_fewest_pieces_laid() -> None:
    """With no playable place under any of them (a forced move, a lesson
    step), the buttons leave the pieces already laid in sight."""
    corners = [(100.0, 10.0), (100.0, 200.0), (300.0, 100.0)]
    laid = [(120.0, 30.0), (150.0, 230.0)]
    assert least_covering(corners, (96, 44), (400, 400), [], shown=laid) == (300.0, 100.0)
    # a playable place still weighs more than any number of pieces
    playable = [(320.0, 120.0)]
    assert least_covering(corners, (96, 44), (400, 400), playable, shown=laid) == (100.0, 10.0)
    # grown by ``shown_pad``, a piece's edge under the box counts too
    edge = [(120.0, 60.0)]
    assert least_covering(corners, (96, 44), (400, 400), [], shown=edge) == (100.0, 10.0)
    assert least_covering(corners, (96, 44), (400, 400), [], shown=edge, shown_pad=20) == (
        100.0,
        200.0,
    )


def test_a_row_pushed_onto_the_ghost_gives_way() -> None:
    """Beside a ghost near the canvas's left edge the row is pushed back
    onto the canvas, against the ghost: a corner further off is taken,
    even over one that hides a playable place."""
    ghost = (100.0, 120.0, 156.0, 184.0)  # a hex round (128, 152)
    beside = (100.0 - 8 - 96, 130.0)  # clamped to x = 4: right edge at 100
    further = (80.0, 20.0)
    assert least_covering([beside, further], (96, 44), (360, 400), []) == (4.0, 130.0)
    assert least_covering([beside, further], (96, 44), (360, 400), [], clear_of=[ghost]) == further
    playable = [(120.0, 40.0)]
    found = least_covering([beside, further], (96, 44), (360, 400), playable, clear_of=[ghost])
    assert found == further
    # with room for it, the row beside the ghost (8 px off it) stays first
    ghost = (200.0, 120.0, 256.0, 184.0)
    beside = (200.0 - 8 - 96, 130.0)
    assert least_covering([beside, further], (96, 44), (360, 400), [], clear_of=[ghost]) == beside
