"""window.abstrakta's Python side: each call arrives as (name, JSON args)
and answers JSON, so the JS side hands out plain values (boot.js)."""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from abstrakta.core import CHANCE, SIMULTANEOUS, TERMINAL
from abstrakta.games import GAMES
from ui.dom import proxy
from ui.views import VIEWS

if TYPE_CHECKING:
    from ui.app import App


def status(app: App) -> dict[str, Any]:
    """``{toMove, toMoveName, over, result}`` of the game on screen."""
    if app.session is None:
        return {"toMove": None, "toMoveName": None, "over": False, "result": None}
    state = app.session.state
    seat = state.current_player()
    outcome = state.outcome()
    result = None
    if outcome is not None:
        result = {
            "winners": list(outcome.winners),
            "returns": list(outcome.returns),
            "scores": list(outcome.scores),
            "reason": outcome.reason,
            "text": app.status_text(),
        }
    names = {TERMINAL: None, CHANCE: "chance", SIMULTANEOUS: "vote"}
    return {
        "toMove": seat if seat >= 0 else None,
        "toMoveName": state.seat_name(seat) if seat >= 0 else names[seat],
        "voters": state.voters() if seat == SIMULTANEOUS else [],
        "over": outcome is not None,
        "result": result,
    }


def legal_moves(app: App) -> list[str]:
    """The moves of the seat to move; at a vote, every joint vote."""
    if app.session is None:
        return []
    state = app.session.state
    if state.current_player() == SIMULTANEOUS:
        voters = state.voters()
        choices = [state.legal_moves(seat) for seat in voters]
        return [
            str(state.joint_move(dict(zip(voters, combo, strict=True))))
            for combo in itertools.product(*choices)
        ]
    return [str(move) for move in state.legal_moves()]


def dispatcher(app: App) -> Any:
    calls: dict[str, Callable[..., Any]] = {
        "games": lambda: [g for g in GAMES if g in VIEWS],
        "newGame": lambda game_id, options=None, seats=None: app.new_game(
            str(game_id),
            {str(k): str(v) for k, v in (options or {}).items()},
            {int(k): str(v) for k, v in (seats or {}).items()},
        ),
        "game": lambda: app.session.game_id if app.session else None,
        "record": lambda: app.session.record() if app.session else None,
        "load": lambda text: app.open_record(str(text)),
        "legalMoves": lambda: legal_moves(app),
        "play": lambda move: app.try_play(str(move)),
        "status": lambda: status(app),
        "spots": lambda: app.view.spots() if app.view else {},
        "undo": lambda: app.undo(),
        "redo": lambda: app.redo(),
    }

    def dispatch(name: str, args_json: str) -> str:
        return json.dumps(calls[str(name)](*json.loads(str(args_json))))

    return proxy(dispatch)
