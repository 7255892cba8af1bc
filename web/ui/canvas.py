"""The board's canvas: sharp on HiDPI, resized with its box, and pointer
gestures turned into calls on the current view (tap, pan, zoom).

All pixel maths is in CSS pixels; the device pixel ratio is applied once
in the context's transform.

The last move's pulse animates for most of a second: its frames copy the
still board, kept from the last whole drawing, and draw only the pulse
over it (a whole Tantrix board took 150-250 ms of a throttled phone's main
thread, every frame).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import create_once_callable

from ui.dom import listen, proxy

#: A pointer that moves less than this (CSS px) between down and up is a tap.
TAP_SLOP = 10


class BoardCanvas:
    def __init__(
        self,
        canvas: Any,
        draw: Callable[[Any, float, float], None],
        draw_pulse: Callable[[Any], None],
    ) -> None:
        self.canvas = canvas
        self._draw = draw
        self._draw_pulse = draw_pulse
        #: The still board (everything but the pulse), device pixels.
        self._still = js.document.createElement("canvas")
        self.width = 0.0
        self.height = 0.0
        self._frame_pending = False
        #: Whether the next frame draws the whole board (else the pulse only).
        self._whole = True
        #: Called with (x, y) for a tap; (dx, dy) for a drag; (factor, x, y)
        #: for a zoom. The app points them at the current view.
        self.on_tap: Callable[[float, float], None] = lambda x, y: None
        self.on_pan: Callable[[float, float], None] | None = None
        self.on_zoom: Callable[[float, float, float], None] | None = None
        #: Called with (x0, y0, x1, y1) for a drag on a board that does not
        #: pan: a piece dragged from one place to another (Tsoro).
        self.on_drag: Callable[[float, float, float, float], None] | None = None
        #: Called with (x, y) as a mouse moves over the board unpressed, and
        #: after its click: the app shapes the pointer there.
        self.on_hover: Callable[[float, float], None] | None = None
        self._hover_at: tuple[float, float] | None = None
        self._pointers: dict[int, tuple[float, float]] = {}
        self._start: tuple[float, float] | None = None
        self._moved = False
        js.ResizeObserver.new(proxy(lambda entries, observer: self.resize())).observe(
            canvas.parentElement
        )
        listen(canvas, "pointerdown", self._down)
        listen(canvas, "pointermove", self._move)
        listen(canvas, "pointerup", self._up)
        listen(canvas, "pointercancel", self._cancel)
        listen(canvas, "wheel", self._wheel)
        self.resize()

    # --- size and drawing ---------------------------------------------

    def resize(self) -> None:
        box = self.canvas.parentElement.getBoundingClientRect()
        ratio = js.window.devicePixelRatio or 1
        self.width, self.height = float(box.width), float(box.height)
        self.canvas.width = self._still.width = max(1, round(self.width * ratio))
        self.canvas.height = self._still.height = max(1, round(self.height * ratio))
        self.redraw_now()

    def redraw(self) -> None:
        """Redraw at the next frame (several calls make one drawing)."""
        self._whole = True
        self._request_frame()

    def redraw_pulse(self) -> None:
        """Draw the pulse again at the next frame, over the still board."""
        self._request_frame()

    def _request_frame(self) -> None:
        if not self._frame_pending:
            self._frame_pending = True
            js.requestAnimationFrame(create_once_callable(lambda now: self._frame()))

    def _frame(self) -> None:
        if self._whole or not self._same_size():
            self.redraw_now()
            return
        self._frame_pending = False
        if self.width < 1 or self.height < 1:
            return
        ctx = self.canvas.getContext("2d")
        ctx.setTransform(1, 0, 0, 1, 0, 0)
        ctx.clearRect(0, 0, self.canvas.width, self.canvas.height)
        ctx.drawImage(self._still, 0, 0)
        self._scale(ctx)
        self._draw_pulse(ctx)

    def _same_size(self) -> bool:
        # The box may have changed size and back within one task (shown,
        # measured, then the panel filled in), which a ResizeObserver never
        # reports: check at every frame, it costs one measurement.
        box = self.canvas.parentElement.getBoundingClientRect()
        return (float(box.width), float(box.height)) == (self.width, self.height)

    def _scale(self, ctx: Any) -> None:
        ratio = self.canvas.width / self.width
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0)

    def redraw_now(self) -> None:
        self._frame_pending = False
        self._whole = False
        if not self._same_size():
            self.resize()
            return
        if self.width < 1 or self.height < 1:
            return
        ctx = self.canvas.getContext("2d")
        self._scale(ctx)
        ctx.clearRect(0, 0, self.width, self.height)
        self._draw(ctx, self.width, self.height)
        still = self._still.getContext("2d")
        still.clearRect(0, 0, self._still.width, self._still.height)
        still.drawImage(self.canvas, 0, 0)
        self._draw_pulse(ctx)

    # --- gestures ------------------------------------------------------

    def _point(self, event: Any) -> tuple[float, float]:
        box = self.canvas.getBoundingClientRect()
        return float(event.clientX - box.left), float(event.clientY - box.top)

    def _down(self, event: Any) -> None:
        if event.pointerType == "mouse" and event.button != 0:
            return  # a right or middle click is the browser's, never a move
        self.canvas.setPointerCapture(event.pointerId)
        self._pointers[event.pointerId] = self._point(event)
        if len(self._pointers) == 1:
            self._start = self._pointers[event.pointerId]
            self._moved = False
        else:
            self._moved = True  # a second finger: a pinch, never a tap
            self._start = None  # nor a drag

    def _move(self, event: Any) -> None:
        if event.pointerId not in self._pointers:
            if event.pointerType == "mouse":
                self._hover(self._point(event))
            return
        before = dict(self._pointers)
        here = self._point(event)
        self._pointers[event.pointerId] = here
        if self._start and math.dist(here, self._start) > TAP_SLOP:
            self._moved = True
        if not self._moved:
            return
        if len(self._pointers) == 1 and self.on_pan:
            old = before[event.pointerId]
            self.on_pan(here[0] - old[0], here[1] - old[1])
        elif len(self._pointers) == 2 and self.on_zoom:
            (a0, b0), (a1, b1) = before.values(), self._pointers.values()
            old, new = math.dist(a0, b0), math.dist(a1, b1)
            if old > 0:
                centre = ((a1[0] + b1[0]) / 2, (a1[1] + b1[1]) / 2)
                self.on_zoom(new / old, *centre)

    def _up(self, event: Any) -> None:
        here = self._pointers.pop(event.pointerId, None)
        if here is not None and not self._pointers:
            if not self._moved:
                self.on_tap(*here)
                if event.pointerType == "mouse":
                    self._hover(here)  # what is clickable there has changed
            elif self._start is not None and self.on_pan is None and self.on_drag:
                self.on_drag(*self._start, *here)
        if not self._pointers:
            self._start = None

    def _hover(self, here: tuple[float, float]) -> None:
        # One answer a frame: a mouse sends several moves a frame.
        pending = self._hover_at is not None
        self._hover_at = here
        if not pending:
            js.requestAnimationFrame(create_once_callable(lambda now: self._hovered()))

    def _hovered(self) -> None:
        here, self._hover_at = self._hover_at, None
        if here is not None and self.on_hover is not None:
            self.on_hover(*here)

    def _cancel(self, event: Any) -> None:
        self._pointers.pop(event.pointerId, None)
        self._moved = True
        self._start = None

    def _wheel(self, event: Any) -> None:
        if self.on_zoom:
            event.preventDefault()
            x, y = self._point(event)
            self.on_zoom(math.exp(-float(event.deltaY) / 500), x, y)
