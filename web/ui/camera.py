"""A pan/zoom camera for boards too big for a phone, and its canvas buttons.

Game-neutral and pure (no browser): a view describes its board as a
rectangle of *world* units (say one unit per square, or per hex width)
and asks the camera where a world point is on the canvas, in CSS pixels,
and back. At zoom 1 the whole world fits the canvas (less a margin),
centred. Zooming (a pinch, the mouse wheel, a button, a tap on a tiny
board) magnifies around a point of the canvas, which stays put; panning
(a one-finger or mouse drag) moves the magnified world. The world is
always kept covering the canvas where it is bigger than it, and centred
where it is smaller, so it can never be lost off-screen.

Use in a view (``canvas.py`` calls ``view.pan`` and ``view.zoom``)::

    self.camera = Camera(20, 20)                  # in __init__

    def draw(self, ctx, width, height):
        self.camera.fit(width, height)            # every frame: cheap
        x, y = self.camera.to_screen(wx, wy)      # world -> CSS px
        side = self.camera.scale                  # CSS px per world unit
        self.buttons.draw(ctx, self.camera)       # + / - / fit, if zoomed

    def tap(self, x, y):
        action = self.buttons.hit(x, y, self.camera)
        if action:                                # "in", "out" or "fit"
            self.buttons.apply(action, self.camera)
        elif self.camera.scale < 28:              # too small to aim at
            self.camera.zoom_to(40, x, y)
        else:
            wx, wy = self.camera.to_world(x, y)   # ...the game's own tap

    def pan(self, dx, dy):
        if self.camera.pan(dx, dy):
            self.host.redraw()

    def zoom(self, factor, x, y):
        if self.camera.zoom(factor, x, y):
            self.host.redraw()

The camera survives a resize or a rotation of the phone: it keeps its
zoom factor and the world point at the canvas centre. A board that grows
(Tantrix) tells it the new world size with ``set_world``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, ClassVar

#: Default largest magnification, in CSS px per world unit.
MAX_SCALE = 72.0


class Camera:
    """World units <-> canvas CSS pixels, with zoom and pan."""

    def __init__(
        self,
        world_width: float,
        world_height: float,
        margin: float = 4.0,
        max_scale: float = MAX_SCALE,
    ) -> None:
        self.world_width = world_width
        self.world_height = world_height
        #: CSS px kept free around the world at zoom 1.
        self.margin = margin
        #: CSS px the world may be panned past its right edge while zoomed,
        #: so nothing stays under buttons drawn there (``ZoomButtons``).
        self.reserve_right = 0.0
        #: The largest scale (CSS px per unit) zooming in may reach.
        self.max_scale = max_scale
        self.view_width = 0.0
        self.view_height = 0.0
        #: Scale at zoom 1: the whole world fits.
        self.fit_scale = 1.0
        #: Magnification over ``fit_scale`` (1 = whole world in view).
        self.factor = 1.0
        #: The world point shown at the centre of the canvas.
        self.centre_x = world_width / 2
        self.centre_y = world_height / 2

    # --- size -----------------------------------------------------------

    def fit(self, view_width: float, view_height: float) -> None:
        """Tell the camera the canvas size (call before drawing; cheap when
        unchanged). Keeps the zoom factor and the centre across resizes."""
        if view_width == self.view_width and view_height == self.view_height:
            return
        self.view_width, self.view_height = float(view_width), float(view_height)
        self._fit_scale()
        self.factor = min(self.factor, self.max_factor)
        self._clamp()

    def set_world(
        self, world_width: float, world_height: float, shift_x: float = 0.0, shift_y: float = 0.0
    ) -> bool:
        """A world that grows or shrinks (a board that grows from its centre).
        ``shift_x``/``shift_y``: how far, in world units, the old world's
        content now lies from where it was (it moves right when the world
        grows leftwards). The picture stays put: the whole world stays in
        view if it was, otherwise the scale and the point at the canvas
        centre are kept (as far as the new world allows). True if anything
        changed."""
        if (world_width, world_height, shift_x, shift_y) == (
            self.world_width,
            self.world_height,
            0.0,
            0.0,
        ):
            return False
        whole = not self.zoomed
        scale = self.scale
        self.world_width, self.world_height = world_width, world_height
        self.centre_x += shift_x
        self.centre_y += shift_y
        if self.fitted:
            self._fit_scale()
            self.factor = 1.0 if whole else min(max(1.0, scale / self.fit_scale), self.max_factor)
            self._clamp()
        else:
            self.centre_x, self.centre_y = world_width / 2, world_height / 2
        return True

    def _fit_scale(self) -> None:
        usable_w = max(1.0, self.view_width - 2 * self.margin)
        usable_h = max(1.0, self.view_height - 2 * self.margin)
        self.fit_scale = max(1e-6, min(usable_w / self.world_width, usable_h / self.world_height))

    @property
    def fitted(self) -> bool:
        """Whether ``fit`` has been given a canvas size."""
        return self.view_width > 0 and self.view_height > 0

    @property
    def scale(self) -> float:
        """CSS px per world unit now."""
        return self.fit_scale * self.factor

    @property
    def max_factor(self) -> float:
        return max(1.0, self.max_scale / self.fit_scale)

    @property
    def zoomed(self) -> bool:
        """Whether the view is magnified beyond the whole-world fit."""
        return self.factor > 1.0 + 1e-6

    # --- mapping -----------------------------------------------------------

    def to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        """The canvas point (CSS px) of world point (wx, wy)."""
        s = self.scale
        return (
            self.view_width / 2 + (wx - self.centre_x) * s,
            self.view_height / 2 + (wy - self.centre_y) * s,
        )

    def to_world(self, x: float, y: float) -> tuple[float, float]:
        """The world point under canvas point (x, y)."""
        s = self.scale
        return (
            self.centre_x + (x - self.view_width / 2) / s,
            self.centre_y + (y - self.view_height / 2) / s,
        )

    def visible(self, x: float, y: float, slack: float = 0.0) -> bool:
        """Whether canvas point (x, y) is on the canvas (``slack`` px in)."""
        return slack <= x <= self.view_width - slack and slack <= y <= self.view_height - slack

    # --- moving ---------------------------------------------------------------

    def pan(self, dx: float, dy: float) -> bool:
        """Move the picture by (dx, dy) CSS px; True if anything moved."""
        before = (self.centre_x, self.centre_y)
        s = self.scale
        self.centre_x -= dx / s
        self.centre_y -= dy / s
        self._clamp()
        return (self.centre_x, self.centre_y) != before

    def zoom(self, factor: float, x: float, y: float) -> bool:
        """Magnify by ``factor`` keeping canvas point (x, y) still; True if
        the picture changed (it may not at the limits)."""
        return self._set_factor(self.factor * factor, x, y)

    def zoom_to(self, scale: float, x: float, y: float) -> bool:
        """Zoom to ``scale`` CSS px per unit around canvas point (x, y)."""
        return self._set_factor(scale / self.fit_scale, x, y)

    def reset(self) -> bool:
        """Back to the whole world in view; True if anything changed."""
        before = (self.factor, self.centre_x, self.centre_y)
        self.factor = 1.0
        self.centre_x, self.centre_y = self.world_width / 2, self.world_height / 2
        self._clamp()
        return (self.factor, self.centre_x, self.centre_y) != before

    def show(self, wx: float, wy: float, slack: float = 0.0) -> bool:
        """Pan (no zoom) the least needed to bring world point (wx, wy) into
        view, ``slack`` CSS px inside the edges; True if it moved."""
        x, y = self.to_screen(wx, wy)
        dx = dy = 0.0
        if x < slack:
            dx = slack - x
        elif x > self.view_width - slack:
            dx = self.view_width - slack - x
        if y < slack:
            dy = slack - y
        elif y > self.view_height - slack:
            dy = self.view_height - slack - y
        if not (dx or dy):
            return False
        return self.pan(dx, dy)

    def _set_factor(self, factor: float, x: float, y: float) -> bool:
        factor = min(max(factor, 1.0), self.max_factor)
        if math.isclose(factor, self.factor):
            return False
        wx, wy = self.to_world(x, y)
        self.factor = factor
        s = self.scale
        self.centre_x = wx - (x - self.view_width / 2) / s
        self.centre_y = wy - (y - self.view_height / 2) / s
        self._clamp()
        return True

    def _clamp(self) -> None:
        """Keep the world covering the canvas (or centred where smaller)."""
        s = self.scale
        for axis in ("x", "y"):
            view = self.view_width if axis == "x" else self.view_height
            world = self.world_width if axis == "x" else self.world_height
            half = view / 2 / s
            pad = self.margin / s
            if world + 2 * pad <= 2 * half:
                centre = world / 2
            else:
                current = self.centre_x if axis == "x" else self.centre_y
                slack = self.reserve_right / s if axis == "x" and self.zoomed else 0.0
                centre = min(max(current, half - pad), world + pad + slack - half)
            if axis == "x":
                self.centre_x = centre
            else:
                self.centre_y = centre


class ZoomButtons:
    """Zoom in / zoom out / whole board buttons drawn in a canvas corner.

    Shown only while the camera is zoomed (at zoom 1 they would hide part
    of the board, and a pinch, the wheel or a tap zooms in). Each button
    is ``size`` CSS px square (a 44 px touch target, WCAG 2.5.5).
    """

    ACTIONS = ("in", "out", "fit")
    GLYPHS: ClassVar[dict[str, str]] = {"in": "+", "out": "\u2212", "fit": "\u2922"}

    def __init__(
        self,
        size: float = 44.0,
        inset: float = 8.0,
        always: bool = False,
        lift: Callable[[Camera], float] | None = None,
    ) -> None:
        self.size = size
        self.inset = inset
        #: Show them at zoom 1 too.
        self.always = always
        #: How far above the canvas's foot they stand (Ta Yü: on the band
        #: that names the columns, whose last letters they hid).
        self.lift = lift

    @property
    def width(self) -> float:
        """The canvas strip the buttons take at the right edge."""
        return self.size + 2 * self.inset

    def shown(self, camera: Camera) -> bool:
        return camera.fitted and (self.always or camera.zoomed)

    def boxes(self, camera: Camera) -> dict[str, tuple[float, float, float, float]]:
        """action -> (x, y, width, height) on the canvas, bottom-right corner
        stacked upwards: fit lowest, then out, then in."""
        if not self.shown(camera):
            return {}
        size, gap = self.size, 6.0
        x = camera.view_width - self.inset - size
        foot = camera.view_height - (self.lift(camera) if self.lift is not None else 0.0)
        found = {}
        for k, action in enumerate(reversed(self.ACTIONS)):
            y = foot - self.inset - size - k * (size + gap)
            found[action] = (x, y, size, size)
        return found

    def spots(self, camera: Camera, prefix: str = "zoom_") -> dict[str, tuple[float, float]]:
        """Named button centres (``zoom_in``, ``zoom_out``, ``zoom_fit``)."""
        return {
            prefix + action: (x + w / 2, y + h / 2)
            for action, (x, y, w, h) in self.boxes(camera).items()
        }

    def hit(self, x: float, y: float, camera: Camera) -> str | None:
        for action, (bx, by, w, h) in self.boxes(camera).items():
            if bx <= x <= bx + w and by <= y <= by + h:
                return action
        return None

    @staticmethod
    def apply(action: str, camera: Camera, step: float = 1.6) -> bool:
        """Do what button ``action`` does; True if the picture changed."""
        cx, cy = camera.view_width / 2, camera.view_height / 2
        if action == "in":
            return camera.zoom(step, cx, cy)
        if action == "out":
            return camera.zoom(1 / step, cx, cy)
        return camera.reset()

    def draw(self, ctx: Any, camera: Camera, ink: str = "#1d2b33") -> None:
        """Paint the buttons (canvas 2D context, CSS px transform)."""
        boxes = self.boxes(camera)
        if not boxes:
            return
        ctx.save()
        ctx.font = f"600 {round(self.size * 0.6)}px system-ui, sans-serif"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        ctx.lineWidth = 1.5
        for action, (x, y, w, h) in boxes.items():
            ctx.fillStyle = "rgba(255, 250, 240, 0.92)"
            ctx.strokeStyle = "rgba(29, 43, 51, 0.55)"
            ctx.beginPath()
            ctx.roundRect(x, y, w, h, 8)
            ctx.fill()
            ctx.stroke()
            ctx.fillStyle = ink
            ctx.fillText(self.GLYPHS[action], x + w / 2, y + h / 2 + 1)
        ctx.restore()
