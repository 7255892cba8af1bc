"""The protocol every game implements, its errors and its option model.

Learned from OpenSpiel's ``State``: a game is a state machine whose node is
either a seat to move (0, 1, ...), a CHANCE node (a draw from a bag, a random
layout), a SIMULTANEOUS node (secret votes) or TERMINAL. A whole game is its
options plus the list of move strings played, chance outcomes included, so
that list is the record (see ``record.py``).
"""

from __future__ import annotations

import random
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import ClassVar, Generic, Protocol, Self, TypeVar

CHANCE = -1
SIMULTANEOUS = -2
TERMINAL = -3

#: The record marks an agreed draw with this word (the players agree; it is
#: not a move on the board, so it never appears in ``legal_moves()``).
AGREED_DRAW = "draw"

#: Characters a move string may use: URL-safe, and without the record's
#: own separators ``_`` and ``~``.
MOVE_TEXT = re.compile(r"[A-Za-z0-9.\-]+")

# --- errors ---------------------------------------------------------------

#: English templates of every error, by key. Each game module adds its own
#: with ``register_messages``; the page translates by the same key.
MESSAGES: dict[str, str] = {
    "bad_move_text": "'{text}' is not a move",
    "not_legal": "{move} is not a legal move here",
    "game_over": "the game is over",
    "not_your_turn": "it is not {seat}'s turn",
    "no_draw_here": "this game has no agreed draw",
    # No notation: a person reads it (a hand-edited link's "d15" meant nothing).
    "chance_move": "a tile drawn from the bag cannot stand where a player moves",
    "unknown_option": "unknown option '{name}'",
    "bad_option": "option {name} cannot be '{value}'",
    "bad_options": "{reason}",
    "agreed": "by agreement",
}


def register_messages(templates: Mapping[str, str]) -> None:
    """Add a game's English error templates (keys must be new)."""
    clash = set(templates) & set(MESSAGES)
    if clash:
        raise KeyError(f"message keys defined twice: {sorted(clash)}")
    MESSAGES.update(templates)


#: Longest text a message parameter keeps (a move, an option...), and the
#: longest message: a hostile link or saved game must never make a huge one.
PARAM_LIMIT = 40
MESSAGE_LIMIT = 300


def cap(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` characters, an ellipsis marking a cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


class AbstraktaError(ValueError):
    """An error with a message key and parameters, so the page can translate.
    Text parameters are capped, so every message stays short."""

    def __init__(self, key: str, **params: object) -> None:
        self.key = cap(key, PARAM_LIMIT)
        self.params = {
            name: cap(value, PARAM_LIMIT) if isinstance(value, str) else value
            for name, value in params.items()
        }
        super().__init__(self.english())

    def english(self) -> str:
        template = MESSAGES.get(self.key, self.key)
        try:
            return cap(template.format(**self.params), MESSAGE_LIMIT)
        except (KeyError, IndexError, ValueError):
            return template


class InvalidMoveError(AbstraktaError):
    """The text is not a move of this game at all (syntax)."""


class IllegalMoveError(AbstraktaError):
    """A well-formed move that the rules forbid in this position."""


class OptionsError(AbstraktaError):
    """Options that the game does not accept."""


# --- options --------------------------------------------------------------


@dataclass(frozen=True)
class OptionSpec:
    """One start option; values are strings so they travel in a URL as-is.

    ``choices`` lists the allowed values; when it is empty the value is an
    integer between ``minimum`` and ``maximum``.
    """

    name: str
    default: str
    choices: tuple[str, ...] = ()
    minimum: int = 0
    maximum: int = 0
    #: The value is a seat number (a page names the seat, not the number).
    seat: bool = False

    def accepts(self, value: str) -> bool:
        if self.choices:
            return value in self.choices
        if not re.fullmatch(r"[0-9]{1,6}", value):
            return False
        return self.minimum <= int(value) <= self.maximum


def resolve_options(specs: Sequence[OptionSpec], given: Mapping[str, str]) -> dict[str, str]:
    """Defaults filled in, every value checked; raises ``OptionsError``."""
    known = {spec.name: spec for spec in specs}
    for name in given:
        if name not in known:
            raise OptionsError("unknown_option", name=name)
    resolved: dict[str, str] = {}
    for spec in specs:
        value = str(given.get(spec.name, spec.default))
        if not spec.accepts(value):
            raise OptionsError("bad_option", name=spec.name, value=value)
        resolved[spec.name] = value
    return resolved


# --- moves and outcomes ---------------------------------------------------


class Move(Protocol):
    """A game's move: a small frozen value whose ``str`` is its notation."""

    def __str__(self) -> str: ...


M = TypeVar("M", bound=Move)


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    ``returns`` holds +1 / 0 / -1 per seat (a cooperative game gives every
    seat the same value); ``scores`` the points the game counts, if any;
    ``reason`` a message key such as ``line`` or ``repetition``.
    """

    returns: tuple[float, ...]
    reason: str
    scores: tuple[float, ...] = ()
    detail: Mapping[str, object] = field(default_factory=dict)

    @property
    def winners(self) -> tuple[int, ...]:
        best = max(self.returns)
        if best <= 0 and min(self.returns) == best:
            return ()  # a draw, or a cooperative loss
        return tuple(seat for seat, value in enumerate(self.returns) if value == best)


# --- the game protocol ----------------------------------------------------


class State(ABC, Generic[M]):
    """A position plus the moves that led to it.

    Subclasses implement the abstract methods; ``play`` is shared: it parses,
    checks and applies a move and records its text.
    """

    #: Whether the players may agree to end the game as a draw.
    allows_agreed_draw: ClassVar[bool] = False

    def __init__(self, options: Mapping[str, str]) -> None:
        self.options: dict[str, str] = dict(options)
        self.history: list[str] = []
        self._agreed_draw = False

    # who moves
    @abstractmethod
    def num_players(self) -> int: ...

    @abstractmethod
    def _current_player(self) -> int:
        """The seat to move, CHANCE or SIMULTANEOUS (never TERMINAL)."""

    def current_player(self) -> int:
        return TERMINAL if self.is_over() else self._current_player()

    def voters(self) -> list[int]:
        """At a SIMULTANEOUS node: the seats that choose, in seat order."""
        return []

    # moves
    @abstractmethod
    def parse_move(self, text: str) -> M:
        """The move that ``text`` names; raises ``InvalidMoveError``."""

    @abstractmethod
    def legal_moves(self, seat: int | None = None) -> list[M]:
        """The moves of the seat to move (at a SIMULTANEOUS node, the
        choices of ``seat``, one of ``voters()``); at a CHANCE node the
        possible outcomes; empty when the game is over."""

    def chance_outcomes(self) -> list[tuple[M, float]]:
        """At a CHANCE node: every outcome with its probability."""
        return []

    def sample_chance(self, rng: random.Random) -> M:
        """One chance outcome drawn with ``rng``. Games whose outcomes are
        too many to list (a random layout) override this."""
        outcomes = self.chance_outcomes()
        moves = [move for move, _ in outcomes]
        weights = [p for _, p in outcomes]
        return rng.choices(moves, weights)[0]

    def joint_move(self, choices: Mapping[int, M]) -> M:
        """At a SIMULTANEOUS node: the one move made of every voter's choice."""
        raise NotImplementedError

    def check_move(self, move: M) -> None:
        """Raise ``IllegalMoveError`` (with the reason) if ``move`` is not
        legal now. Games override it to explain the reason or to be fast."""
        if move not in self.legal_moves():
            raise IllegalMoveError("not_legal", move=str(move))

    @abstractmethod
    def _apply(self, move: M) -> None:
        """Change the position; ``move`` has been checked."""

    def play(self, move: M | str) -> M:
        """Parse (if text), check and apply a move; record it. Returns it."""
        if self.is_over():
            raise IllegalMoveError("game_over")
        if isinstance(move, str):
            if move == AGREED_DRAW:
                self.agree_draw()
                return move  # type: ignore[return-value]
            parsed = self.parse_move(move)
        else:
            parsed = move
        self.check_move(parsed)
        self._apply(parsed)
        self.history.append(str(parsed))
        return parsed

    def agree_draw(self) -> None:
        """Both players agreed to stop with no winner."""
        if not self.allows_agreed_draw:
            raise IllegalMoveError("no_draw_here")
        if self.is_over():
            raise IllegalMoveError("game_over")
        self._agreed_draw = True
        self.history.append(AGREED_DRAW)

    # the end
    @abstractmethod
    def _outcome(self) -> Outcome | None:
        """The result if the position is final, else None."""

    def outcome(self) -> Outcome | None:
        if self._agreed_draw:
            return Outcome(returns=(0.0,) * self.num_players(), reason="agreed")
        return self._outcome()

    def is_over(self) -> bool:
        return self.outcome() is not None

    def returns(self) -> list[float]:
        outcome = self.outcome()
        return list(outcome.returns) if outcome else [0.0] * self.num_players()

    # copies
    #: The fields ``State.__init__`` sets, copied by ``clone`` itself.
    _BASE_FIELDS: ClassVar[tuple[str, ...]] = ("options", "history", "_agreed_draw")

    def clone(self) -> Self:
        """An independent copy. A template: the base fields are copied here,
        so no game can miss one; each game copies its own in ``_clone_into``."""
        copy = type(self).__new__(type(self))
        copy.options = dict(self.options)
        copy.history = list(self.history)
        copy._agreed_draw = self._agreed_draw
        self._clone_into(copy)
        return copy

    def _clone_into(self, copy: Self) -> None:
        """Copy the game's own fields into ``copy`` (made by ``clone``). The
        default deep-copies them; games whose state is large copy faster."""
        import copy as copying

        for name, value in vars(self).items():
            if name not in self._BASE_FIELDS:
                setattr(copy, name, copying.deepcopy(value))

    # display
    @abstractmethod
    def seat_name(self, seat: int) -> str:
        """A message key naming a seat, e.g. ``white`` or ``north_south``."""


@dataclass(frozen=True)
class GameInfo:
    """What the app and the record need to know of a game before playing."""

    id: str
    name: str
    state_class: type[State]  # type: ignore[type-arg]
    options: tuple[OptionSpec, ...] = ()
    #: Checks that options fit together; raises ``OptionsError``.
    check_options: Callable[[dict[str, str]], None] = lambda options: None
    #: The module of the game's computer player (``abstrakta.ai``), if any:
    #: named, not imported, so playing never loads the AI.
    ai: str = ""
    #: The players win or lose together (every seat's return the same), so
    #: equal returns are one shared end, not a tie for first place.
    cooperative: bool = False

    def new(self, options: Mapping[str, str] | None = None) -> State:  # type: ignore[type-arg]
        """A new game; raises ``OptionsError`` for bad options."""
        resolved = resolve_options(self.options, options or {})
        self.check_options(resolved)
        return self.state_class(resolved)
