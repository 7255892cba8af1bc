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
