"""Ta Yü's board in CPython: the frame names every row and column, in a
size a phone user can read, dark enough on every frame colour; zoomed
in, bands along the canvas's edges name the lines in sight."""

from __future__ import annotations

import re
from collections.abc import Callable
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest
from ui.camera import Camera
from ui.views.tayu_draw import (
    CHANNEL_WALL,
    COLUMNS,
    EW_TINT,
    GREY_FILL,
    LABEL,
    NS_TINT,
    PIN_FILL,
    TILE_FILL,
    WORLD,
    column_band,
    paint_board,
    paint_pinned_labels,
    square_box,
)

from abstrakta.games import GAMES
from abstrakta.games.tayu import GREY_SQUARES, SIZE
from tests.wcag import contrast, ratio, rgb

#: The phone the review used: a 390 px wide page draws the 20-unit world
#: (the board and its frame) 366 px wide, 18.3 px a square.
PHONE_SQUARE = 18.3


class FakeContext:
    """A canvas 2D context that records the text it is asked to write."""

    #: A digit's width, in ems.
    em = 0.62

    def __init__(self) -> None:
        self.font = "10px sans-serif"
        self.fillStyle = "#000"
        self.strokeStyle = "#000"
        #: (text, x, y, font, ink, the width it may take) of every label
        self.texts: list[tuple[str, float, float, str, str, float]] = []
        #: (text, halo colour) of every label outlined before it is filled
        self.halos: list[tuple[str, str]] = []

    def font_px(self) -> float:
        match = re.search(r"([\d.]+)px", self.font)
        assert match, self.font
        return float(match.group(1))

    def measureText(self, text: str) -> Any:
        # a bold system font: about 0.62 em a digit (DejaVu: 0.7), "m" wider
        size = self.font_px()
        width = sum(0.95 if ch in "mw" else self.em for ch in text) * size

        class Metrics:
            pass

        metrics = Metrics()
        metrics.width = width  # type: ignore[attr-defined]
        return metrics

    def fillText(self, text: str, x: float, y: float, most: float = 1e9) -> None:
        self.texts.append((text, x, y, self.font, self.fillStyle, most))

    def strokeText(self, text: str, x: float, y: float, most: float = 1e9) -> None:
        self.halos.append((text, self.strokeStyle))

    def __getattr__(self, name: str) -> Any:
        return lambda *args, **kwargs: None


def painted(square: float) -> tuple[FakeContext, Camera]:
    camera = Camera(WORLD, WORLD)
    camera.fit(WORLD * square + 2 * camera.margin, WORLD * square + 2 * camera.margin)
    assert camera.scale == pytest.approx(square)
    ctx = FakeContext()
    paint_board(ctx, camera)
    return ctx, camera


# --- 1. the frame names every row and column ------------------------------------


def test_every_row_and_column_is_labelled_the_grey_ones_too() -> None:
    ctx, _ = painted(PHONE_SQUARE)
    texts = [text for text, *_ in ctx.texts]
    assert sorted(texts) == sorted(
        [*"abcdefghijklmnopqr", *(str(row) for row in range(1, SIZE + 1))]
    )
    # the lines the grey squares face: the move list and the score name them
    for name in ("c", "g", "l", "p", "3", "7", "12", "16"):
        assert name in texts


@pytest.mark.parametrize("em", [0.62, 0.7])
def test_labels_sit_in_their_frame_square_clear_of_the_spouts(em: float) -> None:
    """A label keeps to its square's outer part: an outlet's spout pours
    into the part next to the board (a half disc up to 0.34 of the square).
    A wide font's "18" is narrowed (canvas fillText's maximum width)."""
    FakeContext.em = em
    try:
        ctx, camera = painted(PHONE_SQUARE)
    finally:
        FakeContext.em = 0.62
    side = camera.scale
    spout = 0.34 * side
    south_top = camera.to_screen(0, WORLD - 1)[1]
    west_right = camera.to_screen(1, 0)[0]
    for text, x, y, font, _, most in ctx.texts:
        ctx.font = font
        half_width = min(ctx.measureText(text).width, most) / 2
        half_height = ctx.font_px() / 2
        if text.isdigit():
            top = camera.to_screen(0, SIZE - (int(text) - 1))[1]
            assert top + half_height <= y <= top + side - half_height
            assert west_right - side <= x - half_width
            assert x + half_width <= west_right - spout, text
        else:
            left = camera.to_screen("abcdefghijklmnopqr".index(text) + 1, 0)[0]
            assert left + half_width <= x <= left + side - half_width
            assert south_top + spout <= y - half_height, text
            assert y + half_height <= south_top + side


def test_labels_are_readable_on_a_phone() -> None:
    ctx, _ = painted(PHONE_SQUARE)
    sizes = {ctx_font for *_, ctx_font, _, _ in ctx.texts}
    assert len(sizes) == 1
    px = float(re.search(r"([\d.]+)px", sizes.pop()).group(1))  # type: ignore[union-attr]
    # was 0.36 of the square (6.6 px); now over half of it
    assert px >= 0.5 * PHONE_SQUARE
    # a smaller phone (360 px: 16.8 px a square) still has labels
    small, _ = painted(16.8)
    assert len(small.texts) == 2 * SIZE


def test_labels_contrast_with_every_frame_colour() -> None:
    """At least WCAG's 4.5:1 for small text, on the side tints and on grey
    (the board keeps its light colours in the dark scheme too)."""
    ctx, _ = painted(PHONE_SQUARE)
    grey = {"c", "g", "l", "p", "3", "7", "12", "16"}
    assert len({(c, r) for c, r in GREY_SQUARES if r == -1 or c == -1}) == len(grey)
    for text, _, _, _, ink, _ in ctx.texts:
        background = GREY_FILL if text in grey else EW_TINT if text.isdigit() else NS_TINT
        assert contrast(ink, background) >= 4.5, (text, ink, background)
    # a halo of the square's own colour keeps a label read where a spout
    # pours under it
    for text, halo in ctx.halos:
        assert halo == (GREY_FILL if text in grey else EW_TINT if text.isdigit() else NS_TINT)
    assert len(ctx.halos) == len(ctx.texts)


# --- 3. zoomed in, the lines in sight are still named ----------------------------


def test_zoomed_in_the_lines_in_sight_are_named_along_the_edges() -> None:
    """On a phone the first tap zooms in and the frame leaves the canvas: a
    refusal naming "d8" could not be placed. Bands along the canvas's
    bottom and left edge name the columns and rows in sight."""
    width = height = 374.0  # the phone's canvas
    camera = Camera(WORLD, WORLD)
    camera.fit(width, height)
    ctx = FakeContext()
    paint_pinned_labels(ctx, camera, width, height)
    assert ctx.texts == [], "fitted, the frame's own labels are in sight"
    camera.zoom(2.2, width / 2, height / 2)
    assert camera.zoomed
    ctx = FakeContext()
    paint_pinned_labels(ctx, camera, width, height)
    letters = {text: (x, y) for text, x, y, *_ in ctx.texts if text.isalpha()}
    numbers = {text: (x, y) for text, x, y, *_ in ctx.texts if text.isdigit()}
    assert len(letters) >= 6 and len(numbers) >= 6
    size = ctx.font_px()
    rows_band = 2 * next(iter(numbers.values()))[0]  # the numbers sit in its middle
    for column in range(SIZE):  # every column whose middle is in sight, and no other
        x, _, side = square_box(camera, (column, 0))
        middle = x + side / 2
        in_sight = rows_band < middle < width
        assert (COLUMNS[column] in letters) == in_sight, COLUMNS[column]
        if in_sight:
            lx, ly = letters[COLUMNS[column]]
            assert lx == pytest.approx(middle) and height - size - 6 < ly < height
    for row in range(SIZE):
        _, y, side = square_box(camera, (0, row))
        middle = y + side / 2
        if size + 6 < middle < height - size - 6:  # clear of the columns' band
            nx, ny = numbers[str(row + 1)]
            assert ny == pytest.approx(middle) and nx == pytest.approx(rows_band / 2)
    # The bands are read over anything, a channel's dark wall included.
    for under in ("#ffffff", TILE_FILL, CHANNEL_WALL):
        assert ratio(rgb(LABEL), rgb(PIN_FILL, under)) >= 4.5, under


def test_the_zoom_buttons_stand_above_the_columns_band_and_every_letter_shows(
    page_module: Callable[[str], ModuleType],
) -> None:
    """Zoomed in, the zoom buttons took the canvas's bottom-right corner,
    over the band naming the columns: the letters there were drawn half
    under the fit button ("q" on a phone), then left out, so a refusal
    naming "q9" named a column the board did not show. The buttons now
    stand on the band, and every column in sight is named."""
    views = page_module("ui.views.tayu")
    width = height = 374.0
    view = views.TayuView(SimpleNamespace(state=GAMES["tayu"].new({})))
    camera = view.camera
    camera.fit(width, height)
    assert column_band(camera, height) == 0.0, "fitted, the frame's letters are in sight"
    camera.zoom(2.2, width * 0.9, height / 2)  # towards the east side: q and r in sight
    buttons = view.zoom_buttons
    assert buttons.shown(camera)
    band = column_band(camera, height)
    assert band > 0
    boxes = buttons.boxes(camera).values()
    assert all(y + h <= height - band for _, y, _, h in boxes), (band, list(boxes))
    ctx = FakeContext()
    paint_pinned_labels(ctx, camera, width, height)
    letters = {text: y for text, _, y, *_ in ctx.texts if text.isalpha()}
    for column in range(SIZE):
        x, _, side = square_box(camera, (column, 0))
        if width * 0.2 < x + side / 2 < width:
            assert COLUMNS[column] in letters, COLUMNS[column]
    assert "q" in letters and "r" in letters
    assert all(y > height - band for y in letters.values())
