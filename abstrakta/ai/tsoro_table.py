"""Tsoro Yematatu solved by retrograde analysis: perfect play and move values.

The game is small (a few thousand positions counting the side to move and
both placement orders), so the whole table is computed at first use (about
a tenth of a second in CPython) with the rules module's own move generator:

- a *position* is ``(board, to_move)`` with ``board`` a tuple of 7 entries
  (0 White, 1 Black, None empty), as ``TsoroState.board``;
- its value is from the side to move's point of view: ``WIN`` / ``DRAW`` /
  ``LOSS``, with the number of plies (moves of both players, the last one
  included) to the end of the game under best play: the winner takes the
  fastest win, the loser the slowest loss. A move that completes a line is
  a win in 1.

The table ignores the repetition rule (the third occurrence of a position is
a draw). That is sound for a player that follows it: the side that can win
reaches the end along strictly shorter distances, so no position repeats on
the way; a drawn position stays drawn. ``move_values`` adds the one thing
the table cannot know: a move that repeats a position for the third time
ends the game drawn at once.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from abstrakta.ai.players import EASY, NORMAL, RANDOM, STRONG, FunctionPlayer, Player, RandomPlayer
from abstrakta.games.tsoro import BLACK, WHITE, TsoroMove, TsoroState

WIN, DRAW, LOSS = "win", "draw", "loss"

Board = tuple[int | None, ...]
Position = tuple[Board, int]
#: A successor: the move's text and either the next position or None when
#: the move completes the mover's line (a win at once).
Successor = tuple[str, Position | None]


@dataclass(frozen=True)
class MoveValue:
    """What a move is worth with perfect play from both sides after it.

    ``result`` is ``win`` / ``draw`` / ``loss`` for the player making the
    move; ``plies`` the moves of both players until the game ends, this one
    included (None for a draw that goes on: best play never ends it);
    ``moves`` the mover's own moves until then, this one included.
    """

    move: str
    result: str
    plies: int | None

    @property
    def moves(self) -> int | None:
        return None if self.plies is None else (self.plies + 1) // 2


def _state_at(position: Position) -> TsoroState:
    board, to_move = position
    state = TsoroState({"first": "white"})
    state.board = list(board)
    state.to_move = to_move
    state.placed = [board.count(WHITE), board.count(BLACK)]
    return state


def _successors(position: Position) -> list[Successor]:
    state = _state_at(position)
    found: list[Successor] = []
    for move in state.legal_moves():
        child = state.clone()
        child.play(move)
        outcome = child.outcome()
        if outcome is not None and outcome.reason == "line":
            found.append((str(move), None))
        else:
            found.append((str(move), (tuple(child.board), child.to_move)))
    return found


def _starts() -> Iterator[Position]:
    empty: Board = (None,) * 7
    yield empty, WHITE
    yield empty, BLACK


@dataclass
class Table:
    """Every reachable position's successors and value."""

    successors: dict[Position, list[Successor]]
    #: position -> (result, plies) for the side to move.
    values: dict[Position, tuple[str, int | None]]

    def value(self, position: Position) -> tuple[str, int | None]:
        return self.values[position]

    def move_value(self, position: Position, move: str) -> MoveValue:
        for text, child in self.successors[position]:
            if text == move:
                return self._through(text, child)
        raise KeyError(move)

    def _through(self, text: str, child: Position | None) -> MoveValue:
        if child is None:
            return MoveValue(text, WIN, 1)
        result, plies = self.values[child]
        mine = {WIN: LOSS, LOSS: WIN, DRAW: DRAW}[result]
        return MoveValue(text, mine, None if plies is None else plies + 1)


@cache
def table() -> Table:
    """The solved table (computed once, at first use)."""
    successors: dict[Position, list[Successor]] = {}
    todo = list(_starts())
    while todo:
        position = todo.pop()
        if position in successors:
            continue
        found = _successors(position)
        successors[position] = found
        todo.extend(child for _, child in found if child is not None and child not in successors)
    values: dict[Position, tuple[str, int | None]] = {}
    depth = 0
    while True:
        depth += 1
        fresh: dict[Position, tuple[str, int | None]] = {}
        for position, found in successors.items():
            if position in values:
                continue
            if depth == 1:
                if any(child is None for _, child in found):
                    fresh[position] = (WIN, 1)
                continue
            children = [values.get(child) for _, child in found]  # type: ignore[arg-type]
            if any(v is not None and v == (LOSS, depth - 1) for v in children):
                fresh[position] = (WIN, depth)
            elif all(v is not None and v[0] == WIN for v in children):
                fresh[position] = (LOSS, depth)
        if not fresh and depth > 1:
            break
        values.update(fresh)
    for position in successors:
        values.setdefault(position, (DRAW, None))
    return Table(successors, values)


def position_of(state: TsoroState) -> Position:
    return tuple(state.board), state.to_move


def move_values(state: TsoroState) -> list[MoveValue]:
    """Every legal move's value with perfect play (empty when the game is
    over), in the order of ``legal_moves()``. A move that makes the third
    occurrence of a position is a draw at once (``plies`` 1)."""
    if state.is_over():
        return []
    solved = table()
    position = position_of(state)
    found = []
    for move in state.legal_moves():
        value = solved.move_value(position, str(move))
        if value.result != WIN or value.plies != 1:
            child = state.clone()
            child.play(move)
            if child.is_over():  # the repetition draw
                value = MoveValue(str(move), DRAW, 1)
        found.append(value)
    return found


#: How often the easy player does not look at the opponent's threats.
EASY_BLINDNESS = 0.2

_RANK = {WIN: 2, DRAW: 1, LOSS: 0}


def _swindle(position: Position) -> float:
    """For a drawn position with the opponent to move: the share of their
    replies that lose (so a perfect player picks the draw that gives the
    opponent the most chances to go wrong)."""
    solved = table()
    replies = solved.successors[position]
    losing = sum(1 for text, child in replies if solved._through(text, child).result == LOSS)
    return losing / len(replies)


def best_move(state: TsoroState, rng: random.Random) -> TsoroMove:
    """A perfect move: one of ``best_moves``, chosen with ``rng``."""
    return state.parse_move(rng.choice(best_moves(state)))


def best_moves(state: TsoroState) -> list[str]:
    """The perfect moves: the best value; the fastest win, the slowest
    loss; among draws, those whose replies most often lose."""
    values = move_values(state)
    position = position_of(state)
    solved = table()

    def key(value: MoveValue) -> tuple[float, ...]:
        rank = _RANK[value.result]
        plies = value.plies or 0
        if value.result == WIN:
            return (rank, -plies)
        if value.result == LOSS:
            return (rank, plies)
        child = dict(solved.successors[position]).get(value.move)
        swindle = _swindle(child) if child is not None and value.plies is None else 0.0
        return (rank, swindle)

    keys = [key(value) for value in values]
    best = max(keys)
    return [value.move for value, k in zip(values, keys, strict=True) if k == best]


def _wins(state: TsoroState, move: TsoroMove) -> bool:
    child = state.clone()
    child.play(move)
    outcome = child.outcome()
    return outcome is not None and outcome.reason == "line"


def easy_move(state: TsoroState, rng: random.Random) -> TsoroMove:
    """A beginner: completes a line when it can; otherwise, half of the
    time (at random) it looks for the opponent's threats and avoids moves
    after which the opponent completes a line at once; otherwise it moves
    at random."""
    moves = state.legal_moves()
    for move in moves:
        if _wins(state, move):
            return move
    if rng.random() < EASY_BLINDNESS:
        return rng.choice(moves)
    safe = []
    for move in moves:
        child = state.clone()
        child.play(move)
        if child.is_over() or not any(_wins(child, reply) for reply in child.legal_moves()):
            safe.append(move)
    return rng.choice(safe or moves)


#: Rough CPython seconds per move of each level (``ai.level_info``).
SECONDS = {EASY: 0.001, NORMAL: 0.001, STRONG: 0.001}


def player(level: str) -> Player:
    """``easy``: ``easy_move``; ``normal`` and ``strong``: perfect play."""
    if level == RANDOM:
        return RandomPlayer()
    if level == EASY:
        return FunctionPlayer(lambda state, seat, rng: easy_move(state, rng))
    return FunctionPlayer(lambda state, seat, rng: best_move(state, rng))
