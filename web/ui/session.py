"""A game in the page: its line of moves, a cursor into it, undo and redo.

Pure Python (no browser), so it is tested in CPython. The rules decide
everything; this only remembers moves and replays them.

- ``line`` is every move known, ``cursor`` how many of them are on the
  board; moves past the cursor are what redo brings back.
- Chance outcomes (draws) are played by the app, not by a person: undo
  takes back the last person's move and the draws after it, redo replays
  them, so a tile drawn stays the same tile.
- No fishing with undo: the k-th draw of a game comes from a generator
  seeded with ``seed`` (fixed when the game starts, saved with it, never
  in a link) and k. A bag's content depends only on the draws before, so
  undoing a move and playing another draws the same tile: the bag's order
  and Asterismo's pour are fixed at the start.
"""

from __future__ import annotations

import random
import secrets
from dataclasses import dataclass, field

from abstrakta.core import CHANCE, SIMULTANEOUS, AbstraktaError, GameInfo, State
from abstrakta.games import GAMES
from abstrakta.record import decode, encode_parts, game_id_of


@dataclass
class Session:
    info: GameInfo
    options: dict[str, str]
    line: list[str] = field(default_factory=list)
    #: ``movers[i]``: who made ``line[i]`` (a seat, CHANCE or SIMULTANEOUS).
    movers: list[int] = field(default_factory=list)
    cursor: int = 0
    #: Fixes every draw of the game (see the module's docstring).
    seed: str = field(default_factory=lambda: secrets.token_hex(8))
    #: Computer seats and their level (the others are people). Not part of
    #: the record: a shared link opens for people.
    seats: dict[int, str] = field(default_factory=dict)
    #: The secret vote in progress: seat -> choice text of the ballots cast
    #: so far at the SIMULTANEOUS node on the board. Never in the record;
    #: dropped whenever the position changes.
    ballots: dict[int, str] = field(default_factory=dict)
    #: The saved game a link opened at one of its earlier positions (from
    #: another tab, a bookmark, a friend): its later moves are not this
    #: tab's to replace, so a move that leaves its line starts a new saved
    #: game (``ui.autosave``). None once this tab has saved.
    behind_saved: str | None = None
    #: The line of a game a link opened already over and not saved here:
    #: someone else's game, whose end is not "You lost" for whoever looks.
    finished_elsewhere: list[str] | None = None

    def __post_init__(self) -> None:
        self.state: State = self.info.new(self.options)  # type: ignore[type-arg]
        self.options = dict(self.state.options)

    # --- creating -----------------------------------------------------

    @classmethod
    def new(cls, game_id: str, options: dict[str, str]) -> Session:
        """A new game; raises KeyError (unknown game) or OptionsError."""
        session = cls(GAMES[game_id], options)
        session.settle()
        return session

    @classmethod
    def from_record(cls, text: str) -> tuple[Session | None, AbstraktaError | None]:
        """The game a record holds, up to its first bad move, and the error."""
        movers: list[int] = []
        decoded = decode(text, before_move=lambda state: movers.append(state.current_player()))
        state = decoded.state
        if state is None:
            return None, decoded.error
        session = cls(GAMES[game_id_of(state)], state.options)
        session.state = state
        session.line = list(state.history)
        session.movers = movers[: len(session.line)]
        session.cursor = len(session.line)
        # A link may end just before a draw (shared right after a move):
        # the app draws, as it would have in play.
        session.settle()
        return session, decoded.error

    # --- reading ------------------------------------------------------

    @property
    def game_id(self) -> str:
        return self.info.id

    def record(self) -> str:
        """The record of the position on the board (not of the redo tail)."""
        return encode_parts(self.game_id, self.options, self.line[: self.cursor])

    def full_record(self) -> str:
        """The record of the whole line, redo tail included."""
        return encode_parts(self.game_id, self.options, self.line)

    def is_computer(self, seat: int) -> bool:
        return seat in self.seats

    def computers_turn(self) -> bool:
        """Whether the seat to move is the computer's (a person may not move)."""
        seat = self.state.current_player()
        return seat >= 0 and self.is_computer(seat)

    def voters(self) -> list[int]:
        """The seats that vote at the position on the board (none elsewhere)."""
        state = self.state
        return list(state.voters()) if state.current_player() == SIMULTANEOUS else []

    def people(self) -> list[int]:
        """The seats people play (the others are the computer's)."""
        return [seat for seat in range(self.state.num_players()) if not self.is_computer(seat)]

    def persons_voting(self) -> list[int]:
        """The voters who are people (the device is passed between them)."""
        return [seat for seat in self.voters() if not self.is_computer(seat)]

    def persons_turn(self) -> bool:
        """Whether a person acts at the position on the board: the seat to
        move is a person's, or a person is among the voters (a vote only
        computer seats cast is the computer's turn, as its move is)."""
        seat = self.state.current_player()
        if seat == SIMULTANEOUS:
            return bool(self.persons_voting())
        return seat >= 0 and not self.is_computer(seat)

    def live(self) -> bool:
        """The board shows the line's last position (not one in history)."""
        return self.cursor == len(self.line)

    def line_through(self, moves: list[str]) -> bool:
        """Whether ``moves`` are the first moves of this line, move by move
        (never a text prefix: ``d1`` is not ``d12``)."""
        return len(moves) <= len(self.line) and self.line[: len(moves)] == moves

    def can_undo(self) -> bool:
        return any(self._is_persons(i) for i in range(self.cursor))

    def can_redo(self) -> bool:
        return self.cursor < len(self.line)

    def computer_moved_last(self) -> bool:
        """Whether the last move on the board that was not a draw is a
        computer seat's (a person's move, a vote or the start say no)."""
        for mover in reversed(self.movers[: self.cursor]):
            if mover != CHANCE:
                return mover >= 0 and self.is_computer(mover)
        return False

    def last_move(self) -> str | None:
        for i in range(self.cursor - 1, -1, -1):
            if self._is_persons(i):
                return self.line[i]
        return None

    def moves_played(self) -> list[tuple[int, str]]:
        """(mover, move) for every move on the board, chance included."""
        return list(zip(self.movers[: self.cursor], self.line[: self.cursor], strict=True))

    def whole_line(self) -> list[tuple[int, str]]:
        """(mover, move) for every move of the line, the redo tail included."""
        return list(zip(self.movers, self.line, strict=True))

    # --- changing -----------------------------------------------------

    def play(self, move: str, keep_tail: bool = True) -> None:
        """Play a move; raises AbstraktaError if it is refused. The same
        move as the redo tail's next keeps the tail (unless ``keep_tail`` is
        False: then the line ends here and the computer answers afresh)."""
        mover = self.state.current_player()
        self.state.play(move)
        self.ballots = {}
        if keep_tail and self.cursor < len(self.line) and self.line[self.cursor] == str(move):
            self.cursor += 1
        else:
            del self.line[self.cursor :]
            del self.movers[self.cursor :]
            self.line.append(self.state.history[-1])
            self.movers.append(mover)
            self.cursor += 1
        self.settle()

    def settle(self) -> None:
        """Resolve chance nodes: replay the redo tail's draw if there is
        one (so redo and undo never change a draw), else sample one."""
        while not self.state.is_over() and self.state.current_player() == CHANCE:
            if self.cursor < len(self.line) and self.movers[self.cursor] == CHANCE:
                self.state.play(self.line[self.cursor])
                self.cursor += 1
                continue
            move = str(self.state.sample_chance(self.draw_generator()))
            self.state.play(move)
            del self.line[self.cursor :]
            del self.movers[self.cursor :]
            self.line.append(move)
            self.movers.append(CHANCE)
            self.cursor += 1

    def draw_generator(self) -> random.Random:
        """The generator of the next draw: the seed and how many came before
        (string seeds hash the same in every Python version)."""
        drawn = self.movers[: self.cursor].count(CHANCE)
        return random.Random(f"{self.seed}.{drawn}")

    def undo(self) -> bool:
        """Back to before the last person's move (its later draws too)."""
        target = self.cursor
        while target > 0 and not self._is_persons(target - 1):
            target -= 1
        if target == 0:
            return False
        self.goto(target - 1)
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        self.goto(self.cursor + 1)
        return True

    def goto(self, cursor: int) -> None:
        """Show the position after ``cursor`` moves of the line, and the
        draws that follow (the line's own): a jump to the end of a Ta Yü
        move (the move list's) stopped before the next tile was drawn,
        where nobody could move."""
        state = self.info.new(self.options)
        for move in self.line[:cursor]:
            state.play(move)
        self.state, self.cursor = state, cursor
        self.ballots = {}
        self.settle()

    # --- inside -------------------------------------------------------

    def _is_persons(self, index: int) -> bool:
        return self.movers[index] != CHANCE
