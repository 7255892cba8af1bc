"""Asterismo's ✓ / ✗ on the canvas, in real Chromium: on a phone held
upright or on its side and on a desktop, the pair a selection brings up
hides no piece (every piece is a take the player may want instead, or
one that would fall), and each button answers a tap anywhere on its
44 px square.
"""

from __future__ import annotations

import math

import pytest
from playwright.sync_api import Browser, Page, expect

from abstrakta.games.asterismo import AsterismoState, cell_name
from abstrakta.record import decode
from e2e.harness import ARTIFACTS, phone, spots, tap_board, watch
from e2e.harness import tap_spot as tap

#: A two-player game: its pour, the share and two takes (f7, j5). Its 61
#: pieces fill the canvas: the old placement, round the selection only,
#: hid pieces for most selections in all three screens.
RECORD = "v1~asterismo~players.2_silent.no~00EbOyaAWt7dIZIN33e8u.HuwXt3ogEc5RE06g1_s2_s2_s2_f7_j5"
#: The buttons' side (CSS px) and how far from its centre a tap must work.
BUTTON = 44.0
EDGE = 20.0
SCREENS = {
    "phone": phone(),
    "phone-landscape": phone(viewport={"width": 844, "height": 390}),
    "desktop": {"viewport": {"width": 1280, "height": 800}},
}


def hex_size(found: dict[str, list[float]], state: AsterismoState) -> float:
    """A hex's size (centre to corner) on the canvas: a row's neighbours
    are sqrt(3) sizes apart."""
    for q, r in state.layout:
        if (q + 1, r) in state.layout:
            return math.dist(found[cell_name((q, r))], found[cell_name((q + 1, r))]) / math.sqrt(3)
    raise AssertionError("no two cells side by side")


def hidden(found: dict[str, list[float]], state: AsterismoState) -> list[str]:
    """The pieces any part of which (a pointy-top hex 0.93 sizes to a
    corner) is under the ✓ or ✗ square."""
    size = hex_size(found, state)
    half_w, half_h = 0.93 * size * math.sqrt(3) / 2, 0.93 * size
    under = []
    for cell in state.pieces():
        px, py = found[cell_name(cell)]
        for button in ("confirm", "cancel"):
            bx, by = found[button]
            if abs(px - bx) < BUTTON / 2 + half_w and abs(py - by) < BUTTON / 2 + half_h:
                under.append(f"{cell_name(cell)} under {button}")
    return under


def select(page: Page, cell: str, touch: bool) -> dict[str, list[float]]:
    tap(page, cell, touch)
    take = page.locator('[data-asterismo="take"] button[data-move]')
    expect(take).to_have_attribute("data-move", cell)
    return spots(page)


@pytest.mark.parametrize("screen", list(SCREENS))
def test_the_check_and_cross_hide_no_piece(browser: Browser, server: str, screen: str) -> None:
    context = browser.new_context(**SCREENS[screen])
    touch = screen != "desktop"
    try:
        app = watch(context, server)
        page = app.open(RECORD)
        state = decode(RECORD).state
        assert isinstance(state, AsterismoState) and state.phase == "play"
        problems = []
        # Every third piece, row by row from the top edge to the bottom one.
        for cell in sorted(state.pieces(), key=lambda c: (c[1], c[0]))[::3]:
            name = cell_name(cell)
            found = select(page, name, touch)
            box = page.locator("#board").bounding_box()
            assert box is not None
            for button in ("confirm", "cancel"):
                x, y = found[button]
                assert BUTTON / 2 <= x <= box["width"] - BUTTON / 2, (name, button)
                assert BUTTON / 2 <= y <= box["height"] - BUTTON / 2, (name, button)
            problems += [f"{name} selected: {what}" for what in hidden(found, state)]
        page.locator("#board").scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / f"asterismo-buttons-{screen}.png"))
        assert problems == []
        # Each button answers a tap near its corner: a 44 px target.
        found = spots(page)
        x, y = found["cancel"]
        tap_board(page, x - EDGE, y + EDGE, touch)
        expect(page.locator('[data-asterismo="take"] button[data-move]')).to_have_count(0)
        name = cell_name(state.safe_cells()[0])
        found = select(page, name, touch)
        x, y = found["confirm"]
        tap_board(page, x + EDGE, y - EDGE, touch)
        page.wait_for_function("r => abstrakta.record() === r", arg=f"{RECORD}_{name}")
        assert app.errors == []
    finally:
        context.close()
