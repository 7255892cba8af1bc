"""Each game's moves in plain words ("Red placed tile 49 next to tile 12"),
one module per game, imported on first use. Pure Python: the words are
tested in CPython for every game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from abstrakta.core import State
from ui.i18n import t
from ui.page_game import registry


class Describe(Protocol):
    """describe(state before the entry, who moved (seat or SIMULTANEOUS),
    the entry's moves: a player's move or vote with the draws that belong
    to it, or the opening draws alone) -> one sentence. With ``hint``, the
    one move as what to do ("place a piece on b2"): the hint in words."""

    def __call__(
        self,
        state: State,  # type: ignore[type-arg]
        mover: int,
        moves: list[str],
        hint: bool = False,
    ) -> str: ...


def phrase(key: str, hint: bool, **params: object) -> str:
    """The text ``key`` as played, or with ``hint`` its ``key.hint`` twin
    said as what to do (it may leave out who: the hint is for the reader)."""
    return t(f"{key}.hint" if hint else key, **params)


@dataclass(frozen=True)
class GameWords:
    describe: Describe
    #: A draw belongs to the move "after" it (drawn, then laid: Ta Yü) or
    #: the one "before" it (laid, then the hand refilled: Tantrix).
    draws: str = "before"
    #: A turn may hold several moves of one player (Tantrix: forced fills
    #: and the free move): the panel then tells the whole last turn.
    turns: bool = False
    #: Whether a move joins the entry of the move before it, by the same
    #: player (the notations of the two): Asterismo's share of the initial
    #: harvest, one confirmation played as a gift per piece, is one entry.
    folds: Callable[[str, str], bool] | None = None


#: Game id -> its words, named by each game's manifest (``ui/pages``).
WORDS: dict[str, GameWords] = registry("words")  # type: ignore[assignment]
