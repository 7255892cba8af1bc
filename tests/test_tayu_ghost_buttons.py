"""On a phone's board, with the camera as a player's tap leaves it
(zoomed in round the tapped square): a Ta Yü ghost is wholly in view and
off the zoom buttons, and its ✗ / ✓ row never lies on the ghost nor on
the zoom buttons.

Before (over random positions, 390 / 360 px phones): the ghost was
partly off the canvas in 9% / 11% of rows and under a zoom button in
10% / 11%; the row beside it, pushed back onto the canvas at its edge,
came within 4 px of it in 32% / 37% and met a zoom button in 12% / 17%."""

from __future__ import annotations

import random
from collections.abc import Callable
from types import ModuleType
from typing import Any

from abstrakta.core import CHANCE
from abstrakta.games import GAMES
from tests.test_tantrix_ghost_buttons import CANVASES, CanvasHost, assert_clear


def position(rng: random.Random) -> Any:
    """A game after random moves, with a drawn tile to lay."""
    state = GAMES["tayu"].new({})
    target = rng.randrange(0, 40)
    played = 0
    while not state.is_over():
        if state.current_player() == CHANCE:
            state.play(state.sample_chance(rng))
        elif played >= target and state.phase == "place":
            break
        else:
            state.play(rng.choice(state.legal_moves()))
            played += 1
    return state


def test_the_row_keeps_off_the_ghost(page_module: Callable[[str], ModuleType]) -> None:
    views = page_module("ui.views.tayu")
    for canvas in CANVASES:
        rng = random.Random(f"tayu-ghost-buttons/{canvas}")
        rows = 0
        for _ in range(30):
            state = position(rng)
            if state.is_over():
                continue
            view = views.TayuView(CanvasHost(state, *canvas))
            view.sync_size()
            moves = state.legal_moves()
            for move in rng.sample(moves, min(8, len(moves))):
                view.candidates, view.index = [move], 0
                camera = view.camera
                camera.reset()
                if camera.scale < views.TAP_ZOOM_BELOW:  # a tap zooms in first
                    tapped = rng.choice(move.squares)
                    camera.zoom_to(views.TAP_ZOOM_TO, *views.square_centre(camera, tapped))
                view.update()  # as after the tap that shows the ghost
                box = views.place_box(camera, move)
                assert_clear(view, view.canvas_buttons(), box, (str(move), state.history))
                rows += 1
        assert rows > 150
