"""The page's pan/zoom camera (web/ui/camera.py), pure Python."""

from __future__ import annotations

import pytest
from ui.camera import Camera, ZoomButtons


def phone() -> Camera:
    camera = Camera(20, 20, margin=4)
    camera.fit(344, 352)
    return camera


def test_zoom_one_fits_the_whole_world_centred() -> None:
    camera = phone()
    assert camera.scale == pytest.approx((344 - 8) / 20)
    left, top = camera.to_screen(0, 0)
    right, bottom = camera.to_screen(20, 20)
    assert left == pytest.approx(4)
    assert right == pytest.approx(340)
    assert top == pytest.approx(352 - bottom)  # centred vertically
    assert not camera.zoomed
    # Nothing to pan at zoom 1.
    assert not camera.pan(30, -30)


def test_round_trip_and_zoom_keeps_the_point_under_the_finger() -> None:
    camera = phone()
    assert camera.zoom(2.5, 100, 200)
    assert camera.zoomed
    world = camera.to_world(100, 200)
    x, y = camera.to_screen(*world)
    assert (x, y) == (pytest.approx(100), pytest.approx(200))
    before = camera.to_world(100, 200)
    camera.zoom(1.2, 100, 200)
    assert camera.to_world(100, 200) == (pytest.approx(before[0]), pytest.approx(before[1]))


def test_zoom_limits_and_reset() -> None:
    camera = phone()
    assert not camera.zoom(0.5, 10, 10), "cannot zoom out past the fit"
    camera.zoom(100, 10, 10)
    assert camera.scale == pytest.approx(camera.max_scale)
    assert not camera.zoom(2, 10, 10)
    assert camera.zoom_to(40, 170, 170)
    assert camera.scale == pytest.approx(40)
    assert camera.reset()
    assert camera.scale == pytest.approx(camera.fit_scale)


def test_pan_keeps_the_world_covering_the_canvas() -> None:
    camera = phone()
    camera.zoom_to(40, 172, 176)
    camera.pan(10_000, 10_000)
    left, top = camera.to_screen(0, 0)
    assert left == pytest.approx(4) and top == pytest.approx(4)
    camera.pan(-10_000, -10_000)
    right, bottom = camera.to_screen(20, 20)
    assert right == pytest.approx(340) and bottom == pytest.approx(348)


def test_show_brings_a_point_into_view() -> None:
    camera = phone()
    camera.zoom_to(40, 0, 0)
    assert camera.show(19, 19, slack=20)
    x, y = camera.to_screen(19, 19)
    assert camera.visible(x, y, slack=19)
    assert not camera.show(19, 19, slack=20)


def test_resize_keeps_factor_and_centre() -> None:
    camera = phone()
    camera.zoom(2, 172, 176)
    centre = (camera.centre_x, camera.centre_y)
    camera.fit(640, 300)
    assert camera.factor == pytest.approx(2)
    assert (camera.centre_x, camera.centre_y) == centre or camera.zoomed


def test_zoom_buttons_only_when_zoomed() -> None:
    camera = phone()
    buttons = ZoomButtons()
    assert buttons.boxes(camera) == {}
    camera.zoom(2, 100, 100)
    spots = buttons.spots(camera)
    assert set(spots) == {"zoom_in", "zoom_out", "zoom_fit"}
    x, y = spots["zoom_fit"]
    assert buttons.hit(x, y, camera) == "fit"
    assert buttons.apply("fit", camera)
    assert not camera.zoomed
    camera.zoom(2, 100, 100)
    x, y = buttons.spots(camera)["zoom_out"]
    assert buttons.apply(buttons.hit(x, y, camera) or "", camera)
    assert camera.factor == pytest.approx(2 / 1.6)


def test_a_growing_world_stays_whole_if_it_was() -> None:
    camera = phone()
    assert camera.set_world(40, 20, shift_x=20)
    assert not camera.zoomed
    assert camera.scale == pytest.approx((344 - 8) / 40)
    left, _ = camera.to_screen(0, 0)
    right, _ = camera.to_screen(40, 20)
    assert (left, right) == (pytest.approx(4), pytest.approx(340))
    assert not camera.set_world(40, 20), "the same world: nothing changes"


def test_a_growing_world_keeps_the_zoomed_picture() -> None:
    camera = phone()
    camera.zoom_to(40, 172, 176)
    here = camera.to_world(172, 176)
    # The world grows by 6 units leftwards and 4 upwards: the old content
    # moves by (6, 4) in the new world's units; the picture does not move.
    camera.set_world(26, 24, shift_x=6, shift_y=4)
    assert camera.scale == pytest.approx(40)
    assert camera.to_world(172, 176) == (pytest.approx(here[0] + 6), pytest.approx(here[1] + 4))
    # Shrinking below the zoom keeps the world covering the canvas.
    camera.set_world(10, 10, shift_x=-16, shift_y=-14)
    assert camera.scale == pytest.approx(40)
    left, top = camera.to_screen(0, 0)
    assert left <= 4 + 1e-9 and top <= 4 + 1e-9


def test_set_world_before_fit() -> None:
    camera = Camera(5, 5)
    assert camera.set_world(9, 7, shift_x=2)
    camera.fit(200, 100)
    assert camera.to_screen(4.5, 3.5) == (pytest.approx(100), pytest.approx(50))


def test_zoomed_the_board_slides_out_from_under_the_buttons() -> None:
    """Zoom buttons sit at the right edge while zoomed: the world may be
    panned far enough that its last column stands left of them."""
    camera = phone()
    buttons = ZoomButtons()
    camera.reserve_right = buttons.width
    camera.zoom(3.0, 172, 176)
    camera.pan(-10_000, 0)  # as far left as it goes
    right, _ = camera.to_screen(20, 0)
    left_of_buttons = min(x for x, _, _, _ in buttons.boxes(camera).values())
    assert right <= left_of_buttons
    camera.zoom(1 / 3.0, 172, 176)  # whole board again: centred, no slack
    assert camera.to_screen(0, 0)[0] == pytest.approx(4)
