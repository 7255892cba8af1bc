"""The static page (index.html) as a screen reader meets it."""

from __future__ import annotations

import re
from pathlib import Path

INDEX = Path(__file__).resolve().parent.parent / "index.html"


def test_the_language_button_speaks_each_language_in_its_own_voice() -> None:
    """ "Italiano" is read with an Italian voice, "English" with an English one
    (without ``lang`` the page's current language read both)."""
    found = re.search(r'<button id="language-button".*?</button>', INDEX.read_text("utf-8"))
    assert found is not None
    button = found.group(0)
    assert '<span class="en" lang="it">Italiano</span>' in button
    assert '<span class="it" lang="en">English</span>' in button
