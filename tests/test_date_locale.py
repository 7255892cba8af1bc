"""Dates on the home screen read as the browser writes them when it speaks
the page's language (``en-GB``: day first, 24-hour clock), else in the
page's language."""

from __future__ import annotations

import pytest
from ui.i18n import date_locale


@pytest.mark.parametrize(
    ("page", "browser", "locale"),
    [
        ("en", ["en-GB", "it"], "en-GB"),
        ("it", ["en-GB", "it-IT"], "it-IT"),
        ("it", ["en-GB"], "it"),
        ("en", [], "en"),
        ("en", ["EN-us"], "EN-us"),
        ("it", ["it"], "it"),
    ],
)
def test_date_locale(page: str, browser: list[str], locale: str) -> None:
    assert date_locale(page, browser) == locale
