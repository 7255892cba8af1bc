"""What Asterismo's board paints at the canvas edges (pure geometry)."""

from __future__ import annotations

from ui.views.asterismo_draw import empty_cell_shown


def test_the_whole_pour_shows_no_half_cut_empty_cell() -> None:
    size, width, height = 20.0, 360.0, 360.0
    # A cell half over the left edge: left out with the whole pour in view,
    # painted when zoomed in (the view is then a window on the board).
    assert not empty_cell_shown(8.0, 180.0, size, width, height, zoomed=False)
    assert empty_cell_shown(8.0, 180.0, size, width, height, zoomed=True)
    assert not empty_cell_shown(180.0, 352.0, size, width, height, zoomed=False)
    # Wholly inside: always painted; wholly outside: never.
    assert empty_cell_shown(20.0, 20.0, size, width, height, zoomed=False)
    assert not empty_cell_shown(-30.0, 180.0, size, width, height, zoomed=True)
