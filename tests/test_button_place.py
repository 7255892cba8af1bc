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
