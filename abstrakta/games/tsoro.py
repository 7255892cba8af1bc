"""Tsoro Yematatu: three pieces each on a seven-point triangle.

Rules: ``shared/rules/tsoro-yematatu.md``. Notation: placement ``b2``, step
``c1-b1``, jump ``b3xb1`` (``b3-b1`` parses too: a jump is known by its
distance), and ``pass`` for a player with no move (cannot arise in play).
"""

from __future__ import annotations

from dataclasses import dataclass

from abstrakta.core import (
    GameInfo,
    IllegalMoveError,
    InvalidMoveError,
    OptionSpec,
    Outcome,
    State,
    register_messages,
)

POINTS: tuple[str, ...] = ("a1", "b1", "c1", "a2", "b2", "c2", "b3")
INDEX = {name: i for i, name in enumerate(POINTS)}

#: The five lines of three points; everything else is derived from them.
LINES: tuple[tuple[int, int, int], ...] = tuple(
    tuple(INDEX[p] for p in line.split("-"))  # type: ignore[misc]
    for line in ("a1-b1-c1", "a2-b2-c2", "b1-b2-b3", "a1-a2-b3", "c1-c2-b3")
)


def _adjacent() -> dict[int, frozenset[int]]:
    """Adjacent points: consecutive on a line."""
    near: dict[int, set[int]] = {p: set() for p in range(len(POINTS))}
    for a, b, c in LINES:
        for x, y in ((a, b), (b, c)):
            near[x].add(y)
            near[y].add(x)
    return {p: frozenset(q) for p, q in near.items()}


ADJACENT = _adjacent()

#: Jumps as (from, over, to): the two ends of a line over its middle.
JUMPS: tuple[tuple[int, int, int], ...] = tuple(
    jump for a, b, c in LINES for jump in ((a, b, c), (c, b, a))
)

PIECES_EACH = 3
WHITE, BLACK = 0, 1
SEAT_NAMES = ("white", "black")
REPETITIONS_FOR_DRAW = 3

register_messages(
    {
        "tsoro_occupied": "{point} is occupied",
        "tsoro_not_own": "there is no piece of yours on {point}",
        "tsoro_placing": "all pieces must be placed before any moves",
        "tsoro_all_placed": "all your pieces are on the board: move one",
        "tsoro_pass": "you can pass only when you have no move",
        "white": "White",
        "black": "Black",
        "line": "three in a line",
        "repetition": "the same position for the third time",
    }
)


@dataclass(frozen=True)
class Place:
    point: int

    def __str__(self) -> str:
        return POINTS[self.point]


@dataclass(frozen=True)
class Step:
    src: int
    dst: int

    def __str__(self) -> str:
        return f"{POINTS[self.src]}-{POINTS[self.dst]}"


@dataclass(frozen=True)
class Jump:
    src: int
    over: int
    dst: int

    def __str__(self) -> str:
        return f"{POINTS[self.src]}x{POINTS[self.dst]}"


@dataclass(frozen=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


TsoroMove = Place | Step | Jump | Pass


def parse(text: str) -> TsoroMove:
    """The move named by ``text``; raises ``InvalidMoveError``."""
    if text == "pass":
        return Pass()
    if text in INDEX:
        return Place(INDEX[text])
    for sep in ("-", "x"):
        src, found, dst = text.partition(sep)
        if found and src in INDEX and dst in INDEX:
            a, b = INDEX[src], INDEX[dst]
            if b in ADJACENT[a] and sep == "-":
                return Step(a, b)
            for jump in JUMPS:
                if jump[0] == a and jump[2] == b:
                    return Jump(*jump)
            break
    raise InvalidMoveError("bad_move_text", text=text)


class TsoroState(State[TsoroMove]):
    allows_agreed_draw = True

    def __init__(self, options: dict[str, str]) -> None:
        super().__init__(options)
        #: ``board[p]`` is WHITE, BLACK or None.
        self.board: list[int | None] = [None] * len(POINTS)
        self.to_move = WHITE if options.get("first", "white") == "white" else BLACK
        self.placed = [0, 0]
        self.seen: dict[tuple[tuple[int | None, ...], int], int] = {}
        self._result: Outcome | None = None

    # protocol
    def num_players(self) -> int:
        return 2

    def _current_player(self) -> int:
        return self.to_move

    def seat_name(self, seat: int) -> str:
        return SEAT_NAMES[seat]

    def parse_move(self, text: str) -> TsoroMove:
        return parse(text)

    def placing(self, seat: int | None = None) -> bool:
        """Whether ``seat`` (default: the one to move) still places."""
        return self.placed[self.to_move if seat is None else seat] < PIECES_EACH

    def legal_moves(self, seat: int | None = None) -> list[TsoroMove]:
        if self.is_over():
            return []
        board, me = self.board, self.to_move
        if self.placing():
            return [Place(p) for p in range(len(POINTS)) if board[p] is None]
        moves: list[TsoroMove] = []
        for p in range(len(POINTS)):
            if board[p] != me:
                continue
            moves.extend(Step(p, q) for q in sorted(ADJACENT[p]) if board[q] is None)
            moves.extend(
                Jump(*jump)
                for jump in JUMPS
                if jump[0] == p and board[jump[1]] is not None and board[jump[2]] is None
            )
        return moves or [Pass()]

    def check_move(self, move: TsoroMove) -> None:
        board, me = self.board, self.to_move
        if isinstance(move, Place):
            if not self.placing():
                raise IllegalMoveError("tsoro_all_placed")
            if board[move.point] is not None:
                raise IllegalMoveError("tsoro_occupied", point=POINTS[move.point])
            return
        if isinstance(move, Pass):
            if self.legal_moves() != [Pass()]:
                raise IllegalMoveError("tsoro_pass")
            return
        if self.placing():
            raise IllegalMoveError("tsoro_placing")
        if board[move.src] != me:
            raise IllegalMoveError("tsoro_not_own", point=POINTS[move.src])
        if board[move.dst] is not None:
            raise IllegalMoveError("tsoro_occupied", point=POINTS[move.dst])
        # A jump's middle point is never empty: in the movement phase the
        # destination is the only empty point.

    def _apply(self, move: TsoroMove) -> None:
        me = self.to_move
        if isinstance(move, Place):
            self.board[move.point] = me
            self.placed[me] += 1
        elif isinstance(move, Step | Jump):
            self.board[move.src] = None
            self.board[move.dst] = me
        line = self.line_of(me)
        if line is not None:
            self._result = Outcome(
                returns=(1.0, -1.0) if me == WHITE else (-1.0, 1.0),
                reason="line",
                detail={"line": [POINTS[p] for p in line]},
            )
        self.to_move = 1 - me
        if not self.placing(WHITE) and not self.placing(BLACK) and self._result is None:
            key = (tuple(self.board), self.to_move)
            self.seen[key] = self.seen.get(key, 0) + 1
            if self.seen[key] >= REPETITIONS_FOR_DRAW:
                self._result = Outcome(returns=(0.0, 0.0), reason="repetition")

    def line_of(self, seat: int) -> tuple[int, int, int] | None:
        """A line full of ``seat``'s pieces, if there is one."""
        board = self.board
        for line in LINES:
            if all(board[p] == seat for p in line):
                return line
        return None

    def _outcome(self) -> Outcome | None:
        return self._result

    def _clone_into(self, copy: TsoroState) -> None:
        copy.board = list(self.board)
        copy.to_move = self.to_move
        copy.placed = list(self.placed)
        copy.seen = dict(self.seen)
        copy._result = self._result


INFO = GameInfo(
    id="tsoro",
    ai="abstrakta.ai.tsoro_table",
    name="Tsoro Yematatu",
    state_class=TsoroState,
    options=(OptionSpec("first", "white", ("white", "black")),),
)
