"""What Asterismo's board paints at the canvas edges, and where its ✓ / ✗
go (pure geometry)."""

from __future__ import annotations

from ui.views.asterismo_draw import button_corners, empty_cell_shown
from ui.views.button_place import least_covering


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


def test_the_check_and_cross_find_the_room_the_pieces_leave() -> None:
    """A canvas full of pieces but for its top-left corner: round the
    selection every place hides pieces, so the ✓ / ✗ go to the corner."""
    size, view, row = 20.0, (374.0, 390.0), (96.0, 44.0)
    pieces = [
        (x, y)
        for y in range(30, 380, 30)
        for x in range(20, 370, 34)
        if not (x < 140 and y < 90)  # the corner the pour leaves empty
    ]
    centre = (190.0, 210.0)
    corners = button_corners(centre, size, row, view, pieces)
    x, y = least_covering(corners, row, view, [centre], pad=size, shown=pieces, shown_pad=size)
    hidden = [
        (px, py)
        for px, py in pieces
        if x - size <= px <= x + row[0] + size and y - size <= py <= y + row[1] + size
    ]
    assert hidden == []
    assert 4 <= x <= view[0] - 4 - row[0] and 4 <= y <= view[1] - 4 - row[1]


def test_the_check_and_cross_keep_off_the_zoom_buttons() -> None:
    size, view, row = 40.0, (374.0, 390.0), (96.0, 44.0)
    zoom = (322.0, 190.0, 44.0, 192.0)  # the +, - and fit column, bottom right
    # the selection next to them, every place round it clear of pieces
    corners = button_corners((330.0, 300.0), size, row, view, [], avoid=[zoom])
    assert corners
    for x, y in corners:
        assert x + row[0] <= zoom[0] or y + row[1] <= zoom[1], (x, y)


def test_zoomed_in_the_places_round_the_selection_remain() -> None:
    """No room clear of pieces anywhere: the six places round the piece
    are offered (least_covering then hides the fewest)."""
    size, view, row = 40.0, (374.0, 390.0), (96.0, 44.0)
    pieces = [(float(x), float(y)) for y in range(0, 400, 20) for x in range(0, 380, 20)]
    corners = button_corners((187.0, 195.0), size, row, view, pieces)
    assert len(corners) == 6
    assert corners[0] == (187.0 - 48.0, 195.0 - (1.5 * 40 + 22 + 36) - 22)
