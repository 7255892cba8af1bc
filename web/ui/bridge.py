"""What every API call may take, and the answer to any call: the page's
side of ``window.abstrakta`` and of the iframe's postMessage bridge.

An embedding page may post anything. Arguments are checked before a call
and the answer is JSON, ``{"value": ...}`` or ``{"error": "<a sentence>"}``:
never a traceback, never silence. Pure Python, tested in CPython.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from abstrakta.core import PARAM_LIMIT, cap
from ui import safe_json

#: Each call's parameters: (name, the JSON type it takes, required). An
#: embedding page may post anything: arguments are checked before a call.
Param = tuple[str, type, bool]
SIGNATURES: dict[str, tuple[Param, ...]] = {
    "games": (),
    "newGame": (("id", str, True), ("options", dict, False), ("seats", dict, False)),
    "game": (),
    "record": (),
    "load": (("fragment", str, True),),
    "legalMoves": (),
    "play": (("move", str, True),),
    "status": (),
    "spots": (),
    "undo": (),
    "redo": (),
}
TYPE_NAMES = {str: "a text", dict: "an object"}


def check_arguments(name: str, args: Any) -> str | None:
    """Why ``args`` do not fit call ``name`` (a plain sentence), or None."""
    if name not in SIGNATURES:
        known = ", ".join(SIGNATURES)
        return f"There is no call '{cap(name, PARAM_LIMIT)}'. The calls are: {known}."
    params = SIGNATURES[name]
    if not isinstance(args, list):
        return f"{name}: the arguments must be a list."
    if len(args) > len(params):
        return f"{name} takes at most {len(params)} argument(s), not {len(args)}."
    for index, (param, kind, required) in enumerate(params):
        value = args[index] if index < len(args) else None
        if value is None:
            if required:
                return f"{name}: '{param}' is missing."
            continue
        if not isinstance(value, kind):
            return f"{name}: '{param}' must be {TYPE_NAMES[kind]}."
        if kind is dict and not all(isinstance(v, str | int | float) for v in value.values()):
            return f"{name}: the values of '{param}' must be texts or numbers."
    seats = args[2] if name == "newGame" and len(args) > 2 else None
    if seats and not all(seat.isdigit() and len(seat) < 3 for seat in seats):
        return "newGame: the keys of 'seats' must be seat numbers."
    return None


def answer(table: dict[str, Callable[..., Any]], name: str, args_json: str) -> str:
    """Call ``name`` with the JSON list ``args_json``; never raises."""
    try:
        args = safe_json.loads(str(args_json))
    except (ValueError, RecursionError):
        return json.dumps({"error": f"{cap(name, PARAM_LIMIT)}: the arguments are not JSON."})
    problem = check_arguments(name, args)
    if problem is not None:
        return json.dumps({"error": problem})
    try:
        return json.dumps({"value": table[name](*args)})
    except Exception as error:  # a bug of ours: say so, never a traceback
        text = cap(str(error).splitlines()[-1] if str(error) else type(error).__name__, 200)
        return json.dumps({"error": f"{name} failed: {text}"})
