"""A light pulse on what the last move changed, so a player sees what
happened (the computer's move above all): strong at once, fading out in
under a second, and none at all with ``prefers-reduced-motion`` (the
views' steady last-move marks stay either way).

A view keeps one ``Flash``, names the move shown (any value that changes
with it, e.g. the history's length) and draws its pulse with the strength
returned, in ``View.draw_pulse``; the flash asks the host for the next
pulse frames while it lasts (the still board is not drawn again).
"""

from __future__ import annotations

import math
from typing import Any

#: How long a pulse lasts (ms).
FLASH_MS = 900.0


def now_ms() -> float:
    try:
        import js

        return float(js.performance.now())
    except Exception:  # CPython (tests): no browser clock, no pulse
        return math.inf


#: The page's ``prefers-reduced-motion`` query, made once: asked at every
#: frame of a pulse or an animation, and its ``matches`` follows the setting.
_motion_query: Any = None


def reduced_motion() -> bool:
    global _motion_query
    try:
        if _motion_query is None:
            import js

            _motion_query = js.matchMedia("(prefers-reduced-motion: reduce)")
        return bool(_motion_query.matches)
    except Exception:  # CPython (tests): no browser, no motion
        return True


#: ``Flash.key`` before a view has shown any position.
UNSEEN = object()


class Flash:
    def __init__(self) -> None:
        self.key: object = UNSEEN
        self.start = -math.inf

    def strength(self, key: object, host: Any) -> float:
        """From 1 (the move just arrived) down to 0; 0 for the position a
        view first shows (a game opened, a picture). ``key`` None: the
        position shown has nothing to pulse, though the next move may
        (an Asterismo pour before the first take)."""
        now = now_ms()
        if key != self.key:
            self.start = now if self.key is not UNSEEN else -math.inf
            self.key = key
        if key is None or reduced_motion():
            return 0.0
        elapsed = (now - self.start) / FLASH_MS
        if not 0.0 <= elapsed < 1.0:
            return 0.0
        host.pulse()
        return (1.0 - elapsed) ** 2
