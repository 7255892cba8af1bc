"""On a phone's board (the canvas of a 390x844 phone, and of a 360x640
one), with the camera as a player's tap leaves it (zoomed in first on a
small board): a Tantrix ghost is wholly in view and off the zoom buttons,
and its ✗ / ↻ / ✓ row never lies on the ghost nor on the zoom buttons,
and seldom on a space the player could tap instead.

Before (over random positions, 390 / 360 px phones): the row beside a
ghost near the canvas's edge was pushed back onto the canvas, over the
ghost: 31% / 35% of rows came within 4 px of the ghost's hex, 17% / 23%
over its middle (the tile being placed hidden under ↻); of the rows on
a zoomed board, 14% / 15% met a zoom button and 13% / 17% left the ghost
under one. Kept off the ghost with the six places offered then, the row
hid a playable space in 8-12% of rows; with more places offered
(leaning to a side, beyond a neighbour), in under 2%."""

from __future__ import annotations

import random
from collections.abc import Callable
from types import ModuleType, SimpleNamespace
from typing import Any

from abstrakta.core import CHANCE
from abstrakta.games import GAMES
from tests.test_tantrix_refused_ring import Host as PlainHost

#: The board's box (CSS px) on a 390x844 phone and on a 360x640 one.
CANVASES = [(374.0, 390.0), (344.0, 352.0)]
#: How far off the ghost's hex (its bounding box) the row keeps.
CLEAR = 4.0


class CanvasHost(PlainHost):
    """The app as the view sees it: a position and a canvas of a size."""

    def __init__(self, state: Any, width: float, height: float) -> None:
        super().__init__(state)
        box = SimpleNamespace(width=width, height=height)
        parent = SimpleNamespace(getBoundingClientRect=lambda: box)
        self.board = SimpleNamespace(canvas=SimpleNamespace(parentElement=parent))


def position(rng: random.Random) -> Any:
    """A two-player game after random moves, a player to move."""
    state = GAMES["tantrix"].new({"players": "2", "colours": "auto"})
    target = rng.randrange(0, 50)
    while not state.is_over() and (len(state.board) < target or state.current_player() == CHANCE):
        if state.current_player() == CHANCE:
            state.play(state.sample_chance(rng))
        else:
            state.play(rng.choice(state.legal_moves()))
    return state


def test_the_row_keeps_off_the_ghost(page_module: Callable[[str], ModuleType]) -> None:
    views = page_module("ui.views.tantrix")
    for canvas in CANVASES:
        rows, hidden = rows_off_the_ghost(views, canvas, random.Random(f"ghost-buttons/{canvas}"))
        assert rows > 150
        assert hidden <= rows / 40, (hidden, rows)


def assert_clear(
    view: Any,
    buttons: dict[str, tuple[float, float, float, float]],
    ghost: tuple[float, float, float, float],
    context: object,
) -> None:
    """The ghost (left, top, right, bottom) is wholly on the canvas and off
    the zoom buttons shown (on a phone, after a tap that zoomed in, a tap
    near the edge left it partly out of sight or under them), and no
    button of the row comes within ``CLEAR`` of the ghost or of a zoom
    button (the row once lay over them, half hiding +, − and fit)."""
    camera = view.camera
    zoom = [(x, y, x + w, y + h) for x, y, w, h in view.zoom_buttons.boxes(camera).values()]
    left, top, right, bottom = ghost
    on_canvas = left >= 0 and top >= 0 and right <= camera.view_width
    assert on_canvas and bottom <= camera.view_height, ("ghost off the canvas", context)
    for zx0, zy0, zx1, zy1 in zoom:
        apart = left >= zx1 or right <= zx0 or top >= zy1 or bottom <= zy0
        assert apart, ("ghost under a zoom button", context)
    for name, (x, y, width, height) in buttons.items():
        for what, (left, top, right, bottom) in [("ghost", ghost)] + [("zoom", b) for b in zoom]:
            apart = (
                x >= right + CLEAR
                or x + width <= left - CLEAR
                or y >= bottom + CLEAR
                or y + height <= top - CLEAR
            )
            assert apart, (name, what, context)


def rows_off_the_ghost(
    views: ModuleType, canvas: tuple[float, float], rng: random.Random
) -> tuple[int, int]:
    """Rows checked over random positions and placements (each asserted
    off the ghost and the zoom buttons), and the playable spaces they hide."""
    sqrt3 = 3**0.5
    rows = hidden = 0
    for _ in range(50):
        state = position(rng)
        if state.is_over():
            continue
        view = views.TantrixView(CanvasHost(state, *canvas))
        view.sync_size()
        moves = state.legal_moves()
        for move in rng.sample(moves, min(8, len(moves))):
            tile, q, r, rotation = (int(x) for x in str(move).split("."))
            view.tile, view.cell, view.rotation = tile, (q, r), rotation
            camera = view.camera
            camera.reset()
            if camera.scale < views.TAP_ZOOM_BELOW:  # a tap zooms in first
                camera.zoom_to(views.TAP_ZOOM_TO, *view.layout.screen(camera, (q, r)))
                view.layout.update(camera, [*state.board, *state.open_hexes()])
            assert view.ghost is not None
            view.update()  # as after the tap that shows the ghost
            cx, cy = view.layout.screen(camera, (q, r))
            size = camera.scale
            ghost = (cx - sqrt3 / 2 * size, cy - size, cx + sqrt3 / 2 * size, cy + size)
            buttons = view.canvas_buttons()
            assert_clear(view, buttons, ghost, (str(move), state.history))
            spaces = {cell for cells in view.moves().values() for cell in cells} - {(q, r)}
            for space in spaces:
                sx, sy = view.layout.screen(camera, space)
                hidden += any(
                    x <= sx <= x + width and y <= sy <= y + height
                    for x, y, width, height in buttons.values()
                )
            rows += 1
    return rows, hidden


def test_a_space_tapped_on_a_small_board_is_not_left_under_the_zoom_buttons(
    page_module: Callable[[str], ModuleType],
) -> None:
    """The first tap on a board too small to aim at zooms in round the
    tap; the space tapped must then be tappable, not under "+" (a space
    at the bottom right was: the second tap zoomed in again)."""
    views = page_module("ui.views.tantrix")
    rng = random.Random("tantrix-tap-zoom")
    taps = 0
    while taps < 100:
        state = position(rng)
        view = views.TantrixView(CanvasHost(state, *CANVASES[0]))
        view.sync_size()
        if state.is_over() or view.camera.scale >= views.TAP_ZOOM_BELOW:
            continue
        for space in state.open_hexes():
            view.camera.reset()
            view.tap(*view.layout.screen(view.camera, space))
            assert view.camera.scale >= views.TAP_ZOOM_BELOW  # zoomed in
            x, y = view.layout.screen(view.camera, space)
            assert view.zoom_buttons.hit(x, y, view.camera) is None, (space, state.history)
            taps += 1
