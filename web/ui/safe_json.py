"""JSON from outside the page (storage, an embedding page) read without
risk: in Pyodide a deeply nested value overflows the WebAssembly stack
before Python's recursion limit is reached, a fatal crash of the whole
interpreter, so nesting is measured before ``json.loads`` sees the text."""

from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any

#: Far deeper than anything the app writes or an API call needs.
MAX_DEPTH = 32
_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")


def depth(text: str) -> int:
    """How deeply ``text``'s arrays and objects nest (strings skipped)."""
    brackets = _NOT_BRACKETS.sub("", _STRINGS.sub("", text))
    steps = (1 if c in "[{" else -1 for c in brackets)
    return max(accumulate(steps, initial=0))


def loads(text: str) -> Any:
    """``json.loads`` that refuses (ValueError) what nests too deeply."""
    if depth(text) > MAX_DEPTH:
        raise ValueError("JSON nested too deeply")
    return json.loads(text)
