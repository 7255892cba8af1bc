"""The pulse on the last move (``ui.views.flash``): none on the position a
view first shows, strong when a move arrives, gone within FLASH_MS, and
none at all with prefers-reduced-motion."""

from __future__ import annotations

import pytest
from ui.views import flash
from ui.views.flash import FLASH_MS, Flash


class Host:
    """Counts the pulse frames asked for (the still board is not redrawn)."""

    def __init__(self) -> None:
        self.redraws = 0

    def redraw(self) -> None:
        raise AssertionError("a pulse frame never redraws the whole board")

    def pulse(self) -> None:
        self.redraws += 1


def test_a_move_pulses_then_fades(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = [1000.0]
    monkeypatch.setattr(flash, "now_ms", lambda: clock[0])
    monkeypatch.setattr(flash, "reduced_motion", lambda: False)
    pulse, host = Flash(), Host()
    assert pulse.strength(4, host) == 0.0, "the position first shown does not pulse"
    assert pulse.strength(None, host) == 0.0
    assert pulse.strength(5, host) == 1.0 and host.redraws == 1, "a move: full, a frame asked"
    clock[0] += FLASH_MS / 2
    assert 0.0 < pulse.strength(5, host) < 1.0 and host.redraws == 2
    clock[0] += FLASH_MS
    assert pulse.strength(5, host) == 0.0 and host.redraws == 2, "over: no more frames"


def test_the_first_move_after_a_position_with_nothing_to_pulse_pulses(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An Asterismo game opens on its pour (no take to pulse): its first
    take pulses (it did not, seen in CI)."""
    clock = [1000.0]
    monkeypatch.setattr(flash, "now_ms", lambda: clock[0])
    monkeypatch.setattr(flash, "reduced_motion", lambda: False)
    pulse, host = Flash(), Host()
    assert pulse.strength(None, host) == 0.0 and host.redraws == 0
    clock[0] += 5000
    assert pulse.strength(3, host) == 1.0 and host.redraws == 1


def test_no_pulse_with_reduced_motion(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(flash, "now_ms", lambda: 1000.0)
    monkeypatch.setattr(flash, "reduced_motion", lambda: True)
    pulse, host = Flash(), Host()
    pulse.strength(1, host)
    assert pulse.strength(2, host) == 0.0 and host.redraws == 0
