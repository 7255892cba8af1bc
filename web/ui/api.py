"""window.abstrakta's Python side: each call arrives as (name, JSON args)
and answers JSON, so the JS side hands out plain values (boot.js).

It works on the store and the links only (never the app object)."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

from abstrakta.core import SIMULTANEOUS
from abstrakta.games import GAMES
from ui.bridge import answer
from ui.dom import proxy
from ui.links import Links
from ui.session import Session
from ui.status import api_status
from ui.store import Store
from ui.views import VIEWS
from ui.views.base import View


def legal_moves(session: Session | None) -> list[str]:
    """The moves of the seat to move; at a vote, every joint vote."""
    if session is None:
        return []
    state = session.state
    if state.current_player() == SIMULTANEOUS:
        voters = state.voters()
        choices = [state.legal_moves(seat) for seat in voters]
        return [
            str(state.joint_move(dict(zip(voters, combo, strict=True))))
            for combo in itertools.product(*choices)
        ]
    return [str(move) for move in state.legal_moves()]


def calls(
    store: Store,
    links: Links,
    view: Callable[[], View | None],
    levels: Callable[[str], tuple[str, ...]],
) -> dict[str, Callable[..., Any]]:
    """The API's calls by name (see the README's table)."""

    def new_game(game_id: Any, options: Any = None, seats: Any = None) -> str | None:
        game = str(game_id)
        return store.new_game(
            game,
            {str(k): str(v) for k, v in (options or {}).items()},
            {int(k): str(v) for k, v in (seats or {}).items()},
            levels(game) if seats and game in GAMES else (),
            strict=True,
        )

    def spots() -> dict[str, Any]:
        shown = view()
        return shown.spots() if shown is not None and store.session is not None else {}

    return {
        "games": lambda: [g for g in GAMES if g in VIEWS],
        "newGame": new_game,
        "game": lambda: store.session.game_id if store.session else None,
        "record": lambda: store.record(),
        "load": lambda text: links.open(str(text)),
        "legalMoves": lambda: legal_moves(store.session),
        "play": lambda move: store.play(str(move)),
        "status": lambda: api_status(store.session),
        "spots": spots,
        "undo": lambda: none_of(store.undo()),
        "redo": lambda: none_of(store.redo()),
    }


def none_of(_: Any) -> None:
    """The call answers nothing (as the buttons)."""
    return None


def dispatcher(table: dict[str, Callable[..., Any]]) -> Any:
    """The page's side of every call (see ``ui.bridge.answer``)."""
    return proxy(lambda name, args_json: answer(table, str(name), str(args_json)))
