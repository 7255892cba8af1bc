"""On a phone's board, the red banner of a take that loses ("A piece would
fall!") never covers the piece selected nor a piece its take brings down,
nor the selection's ✗ / ✓.

Before: a piece in the top row whose buttons had no room above it (placed
at the bottom instead) got the banner across the top, over the top half
of both the piece and what would fall: 1 and 2 of 1,044 random
selections on the 390 and 360 px phones; the bottom edge was taken by
the buttons, and the banner had no third place."""

from __future__ import annotations

import random
from collections.abc import Callable
from types import ModuleType
from typing import Any

from abstrakta.core import CHANCE
from abstrakta.games import GAMES
from abstrakta.games.asterismo import cell_name, parse_cell
from tests.test_tantrix_ghost_buttons import CANVASES, CanvasHost
from tests.test_tantrix_refused_ring import state_of

#: Three players after the share: h1 at the top; taking it drops g1.
TOP_ROW = "v1~asterismo~players.3~000CSmiThlndg69QrsVyy.1uJzVFiLzk2tZKjVv_s2_s2_s3"


def selected(views: ModuleType, state: Any, canvas: tuple[float, float], cell: Any) -> Any:
    """The view with ``cell`` selected, the camera fitted to ``canvas``."""
    view = views.AsterismoView(CanvasHost(state, *canvas))
    view.sync_size()
    view.selected = cell
    return view


def overlaps(view: Any, views: ModuleType) -> list[str]:
    """What the banner covers, if it shows: the selection's buttons, the
    piece selected, a piece that would fall (each the box of its hex)."""
    effect = view.effect()
    if view.banner(effect) is None:
        return []
    camera = view.camera
    top, _ = view.banner_place(camera.view_width, effect)
    bottom = top + views.banner_height(camera.view_width)
    found = [
        name for name, (_, y, _, h) in view.canvas_buttons().items() if y < bottom and top < y + h
    ]
    size = camera.scale
    for what, cell in [("selected", effect.cell), *(("fallen", c) for c in effect.fallen)]:
        _, y = view.layout.screen(camera, cell)
        if y - size < bottom and top < y + size:
            found.append(what)
    return found


def test_the_banner_keeps_off_a_top_row_take(page_module: Callable[[str], ModuleType]) -> None:
    views = page_module("ui.views.asterismo")
    for canvas in CANVASES:
        view = selected(views, state_of(TOP_ROW), canvas, parse_cell("h1"))
        effect = view.effect()
        assert effect is not None and not effect.safe and effect.fallen
        assert overlaps(view, views) == [], canvas


def test_the_banner_keeps_off_the_take_on_random_boards(
    page_module: Callable[[str], ModuleType],
) -> None:
    views = page_module("ui.views.asterismo")
    rng = random.Random("asterismo-banner")
    shown = 0
    for _ in range(40):
        state = GAMES["asterismo"].new({"players": rng.choice(["2", "3"])})
        takes = rng.randrange(0, 12)
        while not state.is_over() and (state.phase != "play" or takes > 0):
            if state.current_player() == CHANCE:
                state.play(state.sample_chance(rng))
                continue
            takes -= state.phase == "play"
            state.play(rng.choice(state.legal_moves()))
        if state.is_over():
            continue
        cells = sorted(state.pieces(), key=lambda cell: cell[1])  # the top rows first
        for cell in cells[:6]:
            for canvas in CANVASES:
                view = selected(views, state, canvas, cell)
                shown += view.banner(view.effect()) is not None
                assert overlaps(view, views) == [], (cell_name(cell), canvas)
    assert shown > 20, shown
