""" "Continue a game" kept for a return visit's first paint
(ui.home_preview): what it is made from, and that it is written only
when it changes. That web/early-saved.js computes the same digest is
tested in the browser (e2e/test_early_saved.py)."""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Callable
from types import ModuleType

import pytest

from tests.test_saved_cut_short import FakeStorage


class CountingStorage(FakeStorage):
    def __init__(self, items: dict[str, str]) -> None:
        super().__init__(items)
        self.writes = 0

    def setItem(self, key: str, value: str) -> None:
        self.writes += 1
        super().setItem(key, value)


@pytest.fixture
def preview(page_module: Callable[[str], ModuleType]) -> ModuleType:
    sys.modules["js"].window.localStorage = CountingStorage({})  # type: ignore[attr-defined]
    return page_module("ui.home_preview")


def test_the_digest_is_of_the_games_and_votes_as_stored(preview: ModuleType) -> None:
    # UTF-8, as the browser's TextEncoder writes it ("ü" is two bytes).
    assert preview.fingerprint('["Ta Yü"]', "{}") == (
        hashlib.sha256('["Ta Yü"]\0{}'.encode()).hexdigest()
    )
    assert preview.fingerprint(None, None) == hashlib.sha256(b"\0").hexdigest()
    # The same text in other places is another list: the NUL keeps them apart.
    assert preview.fingerprint("ab", "") != preview.fingerprint("a", "b")
    # A lone surrogate (a hand edit) has no UTF-8: no digest, so no preview.
    assert preview.fingerprint("\ud800", "") is None


def test_it_is_written_once_and_follows_the_games(preview: ModuleType) -> None:
    store = sys.modules["js"].window.localStorage  # type: ignore[attr-defined]
    store.setItem("abstrakta.games", '{"v": 2, "games": []}')
    store.writes = 0
    preview.keep("Continue a game", "<li>Tsoro</li>")
    kept = json.loads(store.getItem(preview.KEY))
    made_from = preview.fingerprint('{"v": 2, "games": []}', None)
    assert kept == {
        "v": preview.VERSION,
        "lang": "en",
        "from": made_from,
        "title": "Continue a game",
        "html": "<li>Tsoro</li>",
    }
    preview.keep("Continue a game", "<li>Tsoro</li>")
    assert store.writes == 1, "kept again although nothing changed"
    store.setItem("abstrakta.games", '{"v": 2, "games": [1]}')
    preview.keep("Continue a game", "<li>Tsoro</li>")
    assert json.loads(store.getItem(preview.KEY))["from"] != made_from
    preview.keep("Continue a game", "")  # no saved game: nothing to show
    assert store.getItem(preview.KEY) == ""
