"""Counting the moves a search plays on states of one game (the search
benchmarks' "positions reached"): every ``_apply`` of that state class
while the counter is open."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any


class Counter:
    def __init__(self) -> None:
        self.count = 0


@contextmanager
def moves_played(state_class: Any) -> Iterator[Counter]:
    """Count ``state_class._apply`` calls until the block ends (then the
    class is as before)."""
    counter = Counter()
    original = state_class._apply

    def counting(self: Any, move: object) -> None:
        counter.count += 1
        original(self, move)

    state_class._apply = counting
    try:
        yield counter
    finally:
        state_class._apply = original
