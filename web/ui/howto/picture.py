"""A guide's picture: a record decoded by the rules and painted by the
game's own view onto a small canvas that nobody plays on, with places
ringed. The view is the one the game uses (nothing is drawn twice); it
gets a host that only shows (``StillHost``): a tap plays nothing.
"""

from __future__ import annotations

import math
from typing import Any

import js
from pyodide.ffi import create_once_callable

from abstrakta.core import State
from abstrakta.record import decode
from ui.howto import Picture
from ui.views import VIEWS
from ui.views.base import View

RING = "#e0a030"
RING_UNDER = "#ffffff"


class StillHost:
    """``views.base.Host`` for a picture: it shows a position and plays
    nothing; a view that animates (TiQuadra's vote) repaints its picture."""

    board = None

    def __init__(self, state: State, repaint: Any) -> None:  # type: ignore[type-arg]
        self._state = state
        self._repaint = repaint
        self.ballots: dict[int, str] = {}

    @property
    def state(self) -> State:  # type: ignore[type-arg]
        return self._state

    def play(self, move: str) -> bool:
        return False

    def redraw(self) -> None:
        self._repaint()

    def refresh(self) -> None:
        self._repaint()

    def pulse(self) -> None:
        """A picture has no pulse: it shows one position, never a move."""

    def flash(self, text: str, info: bool = False) -> None:
        """Nothing to say: a picture takes no taps."""

    def is_computer(self, seat: int) -> bool:
        return False

    def computers_turn(self) -> bool:
        return False

    def computer_may_go(self) -> None:
        """A picture holds no computer back."""

    def ask_computer(self, op: str, answer: Any) -> None:
        """A picture never asks the computer."""

    def submit_votes(self, ballots: dict[int, str]) -> None:
        """A picture casts no votes."""


class PictureCanvas:
    """One picture on one canvas, ``width`` CSS px wide."""

    def __init__(self, game_id: str, picture: Picture, canvas: Any) -> None:
        self.canvas = canvas
        self.picture = picture
        decoded = decode(picture.record)
        #: The rules' complaint, if the record is broken (the tests see none).
        self.error = decoded.error
        self.view: View | None = None
        self._pending = False
        if decoded.state is not None:
            self.view = VIEWS[game_id](StillHost(decoded.state, self.repaint))
            buttons = getattr(self.view, "zoom_buttons", None)
            if buttons is not None:
                buttons.shown = lambda camera: False  # nothing to zoom here
            if picture.settled and hasattr(self.view, "dismissed"):
                self.view.dismissed = list(decoded.state.history)
            camera = getattr(self.view, "camera", None)
            if camera is not None:
                camera.reserve_right = 0.0  # no buttons to slide out from under
        self._focused = False

    def paint(self, width: float) -> None:
        if self.view is None or width < 1:
            return
        height = reserve(self.canvas, width, self.picture.aspect)
        self.width, self.height = float(width), float(height)
        self._focused = False
        self.draw()

    def repaint(self) -> None:
        """At the next frame, while the picture is on the page."""
        if self._pending or not self.canvas.isConnected:
            return
        self._pending = True

        def frame(now: float) -> None:
            self._pending = False
            if self.canvas.isConnected:
                self.draw()

        js.requestAnimationFrame(create_once_callable(frame))

    def draw(self) -> None:
        view = self.view
        if view is None:
            return
        ratio = self.canvas.width / self.width
        ctx = self.canvas.getContext("2d")
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        ctx.clearRect(0, 0, self.width, self.height)
        view.draw(ctx, self.width, self.height)
        if not self._focused and self.picture.focus:
            self._focused = True
            if self.focus():
                ctx.clearRect(0, 0, self.width, self.height)
                view.draw(ctx, self.width, self.height)
        self.ring(ctx)

    def focus(self) -> bool:
        """Zoom the camera onto the picture's ``focus`` places."""
        view = self.view
        camera = getattr(view, "camera", None)
        if view is None or camera is None:
            return False
        spots = view.spots()
        points = [spots[name] for name in self.picture.focus if name in spots]
        if not points:
            return False
        pad = 2.2 * ring_radius(spots, self.picture.focus)
        left = min(x for x, _ in points) - pad
        right = max(x for x, _ in points) + pad
        top = min(y for _, y in points) - pad
        bottom = max(y for _, y in points) + pad
        factor = min(self.width / max(1.0, right - left), self.height / max(1.0, bottom - top))
        cx, cy = (left + right) / 2, (top + bottom) / 2
        if factor > 1.05:
            camera.zoom(factor, cx, cy)
        camera.pan(self.width / 2 - cx, self.height / 2 - cy)
        return True

    def ring(self, ctx: Any) -> None:
        """Ring the picture's marked places."""
        view = self.view
        if view is None or not self.picture.marks:
            return
        spots = view.spots()
        cap = 0.085 * min(self.width, self.height)
        radius = min(ring_radius(spots, self.picture.marks), cap)
        ctx.save()
        for name in self.picture.marks:
            if name not in spots:
                continue
            x, y = spots[name]
            for colour, width in ((RING_UNDER, 7.0), (RING, 4.0)):
                ctx.strokeStyle = colour
                ctx.lineWidth = width
                ctx.beginPath()
                ctx.arc(x, y, radius, 0, 2 * math.pi)
                ctx.stroke()
        ctx.restore()


def reserve(canvas: Any, width: float, aspect: float) -> int:
    """Size ``canvas`` for a picture ``width`` CSS px wide (its place on
    the page, before it is painted); returns its height in CSS px."""
    height = round(width * aspect)
    ratio = float(js.window.devicePixelRatio or 1)
    canvas.width = max(1, round(width * ratio))
    canvas.height = max(1, round(height * ratio))
    # As wide as painted, narrower if the page narrows (a phone turned):
    # the height follows the canvas's own proportions.
    canvas.style.width = f"{width}px"
    canvas.style.height = "auto"
    return height


def ring_radius(spots: dict[str, tuple[float, float]], names: tuple[str, ...]) -> float:
    """Half the distance from a named place to its nearest neighbour: a
    ring that circles one place, whatever the board's scale."""
    best = math.inf
    for name in names:
        if name not in spots:
            continue
        here = spots[name]
        for other, there in spots.items():
            if other != name and not other.startswith(("zoom_", "ghost", "hint")):
                distance = math.dist(here, there)
                if distance > 1:
                    best = min(best, distance)
    return 0.58 * best if best < math.inf else 20.0
