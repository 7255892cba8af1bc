"""Each game's moves in plain words ("Red placed tile 49 next to tile 12"),
one module per game, imported on first use. Pure Python: the words are
tested in CPython for every game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from abstrakta.core import State
from ui.page_game import registry

#: describe(state before the entry, who moved (seat or SIMULTANEOUS), the
#: entry's moves: a player's move or vote with the draws that belong to it,
#: or the opening draws alone) -> one sentence.
Describe = Callable[[State, int, list[str]], str]  # type: ignore[type-arg]


@dataclass(frozen=True)
class GameWords:
    describe: Describe
    #: A draw belongs to the move "after" it (drawn, then laid: Ta Yü) or
    #: the one "before" it (laid, then the hand refilled: Tantrix).
    draws: str = "before"
    #: A turn may hold several moves of one player (Tantrix: forced fills
    #: and the free move): the panel then tells the whole last turn.
    turns: bool = False


#: Game id -> its words, named by each game's manifest (``ui/pages``).
WORDS: dict[str, GameWords] = registry("words")  # type: ignore[assignment]
