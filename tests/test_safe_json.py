"""JSON from outside the page is measured before it is parsed: in Pyodide
a deeply nested value (which CPython parses, or stops with RecursionError)
overflows the WebAssembly stack and kills the interpreter."""

from __future__ import annotations

import json

import pytest
from ui.safe_json import MAX_DEPTH, depth, loads


def test_depth_skips_brackets_inside_strings() -> None:
    assert depth('[1, "[[[{{", {"a": [], "b\\"[": 2}]') == 3
    assert depth("42") == 0


def test_what_the_app_writes_reads_as_json_does() -> None:
    value = {"schema": 2, "games": [{"id": "a", "seats": {"1": "easy"}}], "unreadable": [[1]]}
    assert loads(json.dumps(value)) == value


@pytest.mark.parametrize("nesting", [MAX_DEPTH + 1, 100, 50_000])
def test_deep_nesting_is_refused_before_parsing(nesting: int) -> None:
    with pytest.raises(ValueError):
        loads("[" * nesting + "]" * nesting)
