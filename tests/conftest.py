"""Fixtures shared by the CPython tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from ui.i18n import set_language


@pytest.fixture
def italian() -> Iterator[None]:
    """The page's words in Italian for one test, English again after it."""
    set_language("it")
    try:
        yield
    finally:
        set_language("en")
