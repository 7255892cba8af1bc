"""The API's answers to anything an embedding page may post: a value, or
an error in a plain sentence; never a traceback, never an exception."""

from __future__ import annotations

import json
from typing import Any

import pytest
from ui.bridge import SIGNATURES, answer


def table() -> dict[str, Any]:
    calls: dict[str, Any] = {name: (lambda *args: list(args)) for name in SIGNATURES}
    calls["status"] = lambda: 1 / 0  # a bug inside a call
    calls["record"] = lambda: object()  # a value that is not JSON
    return calls


def reply(name: str, args: Any) -> dict[str, Any]:
    text = args if isinstance(args, str) else json.dumps(args)
    out = json.loads(answer(table(), name, text))
    assert set(out) in ({"value"}, {"error"})
    if "error" in out:
        assert "Traceback" not in out["error"] and len(out["error"]) <= 400
    return out


def test_a_good_call_answers_its_value() -> None:
    assert reply("play", ["b2"]) == {"value": ["b2"]}
    assert reply("newGame", ["tsoro", {"first": "black"}, {"1": "normal"}]) == {
        "value": ["tsoro", {"first": "black"}, {"1": "normal"}]
    }
    assert reply("undo", []) == {"value": []}


@pytest.mark.parametrize(
    ("name", "args", "says"),
    [
        ("nosuch", [], "There is no call 'nosuch'"),
        ("x" * 10_000, [], "There is no call"),
        ("play", [], "'move' is missing"),
        ("play", [42], "'move' must be a text"),
        ("play", [["b2"]], "'move' must be a text"),
        ("play", ["b2", "c1"], "at most 1 argument"),
        ("play", {"move": "b2"}, "must be a list"),
        ("newGame", ["tsoro", ["first", "white"]], "'options' must be an object"),
        ("newGame", ["tsoro", {"first": {"deep": 1}}], "texts or numbers"),
        ("newGame", ["tsoro", {}, {"north": "easy"}], "seat numbers"),
        ("load", "not json", "not JSON"),
        ("load", "[" * 100_000 + "]" * 100_000, "not JSON"),
        ("status", [], "status failed: division by zero"),
        ("record", [], "record failed"),
    ],
)
def test_a_wrong_call_answers_a_sentence(name: str, args: Any, says: str) -> None:
    out = reply(name, args)
    assert says in out["error"]
