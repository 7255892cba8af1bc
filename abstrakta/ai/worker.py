"""The computer's answers in its Web Worker (``web/ai-worker.js`` loads the
rules wheel and calls ``answer`` for each message), kept here so it is a
linted, tested module like the rest: JSON in the worker's terms, out as
JSON text.

Ops: ``choose`` (the seat's move at ``level``, capped in time: a slow phone
gets a quicker, shallower move), ``hint`` (the normal player's move),
``values`` (each legal move's value in a solved game, or None), ``draw``
(does the computer in ``seat`` accept the draw the player to move offers?),
``solve`` (can the players still win? games with a solver)."""

from __future__ import annotations

import json
from typing import Any

from abstrakta import ai
from abstrakta.record import decode


def answer(op: str, record: str, seat: Any, level: str, seed: Any) -> str:
    """The answer to one question about the position ``record`` holds;
    raises ValueError for a bad record or an unknown op."""
    decoded = decode(record)
    if decoded.state is None or not decoded.ok:
        raise ValueError(f"bad record: {decoded.error}")
    state = decoded.state
    # JS null or -1: no seat (the seat to move).
    chosen = int(seat) if isinstance(seat, int) and seat >= 0 else None
    if op == "solve":
        solution = state.solve()  # type: ignore[attr-defined]
        return json.dumps({"winnable": solution.winnable, "moves": solution.moves})
    if op == "choose":
        cap = ai.TIME_CAPS.get(level)
        return json.dumps({"move": ai.choose_move(state, chosen, level, int(seed), cap)})
    if op == "hint":
        return json.dumps({"move": ai.hint(state, chosen, int(seed), ai.TIME_CAPS["normal"])})
    if op == "values":
        values = ai.move_values(state)
        if values is None:
            return json.dumps({"values": None})
        shown = {v.move: {"result": v.result, "moves": v.moves} for v in values}
        return json.dumps({"values": shown})
    if op == "draw":
        if chosen is None:
            raise ValueError("a draw offer needs the seat that answers it")
        return json.dumps({"accept": ai.accepts_draw(state, chosen)})
    raise ValueError(f"unknown op {op}")
