"""TiQuadra: three players build towers on four squares, then vote in secret
which of them fall.

Rules: ``shared/rules/tiquadra.md`` (Giuliano Polverari). Seats 0, 1, 2 are
players 1, 2, 3 (Orange, Grey, Green, the colours of the seed's example);
clockwise is increasing seat number. Squares are numbered 1-4 everywhere in
the public API (``towers`` is indexed ``square - 1``); every two squares are
adjacent except 1 and 3.

Notation
--------
- A placement is the square's number: ``3``. Its kind (birth, growth,
  branching or fallback) is derived from the position.
- A vote is ``v`` and the choices of seats 0, 1, 2 joined by ``.``, with
  ``-`` for a seat that does not vote: ``v4.2.4`` (three voters),
  ``v-.3.1`` (seat 0 does not vote). It is one move, made at the
  SIMULTANEOUS node with ``joint_move({seat: choice})``.

Phases of the state machine
---------------------------
- ``phase == "build"``: ``current_player()`` is the seat to place
  (``to_move``); ``legal_moves()`` are ``Place`` moves; ``square_kinds()``
  names the kind of placement each legal square would be.
- ``phase == "vote"``: ``current_player()`` is SIMULTANEOUS; ``voters()``
  lists the seats that vote; ``legal_moves(seat)`` is that voter's
  ``Choice`` list (the standing towers); ``joint_move({seat: choice})``
  builds the recorded ``Vote``; ``legal_moves()`` (no seat) lists every
  possible joint ``Vote``.
- ``phase == "over"``: the game is over; ``outcome()`` has the result.

After a vote the state moves on at once (the pieces go back to the hands,
the round may end and the next one begin); ``last_vote`` (a ``VoteReport``)
keeps the board as it stood at the vote, the revealed choices, which towers
fell, why, and what followed, so the page can animate the reveal.

Decisions where the rule page is silent
---------------------------------------
- A vote that brings down no tower ends the round (the rule page's own
  decision), scored like any round end.
- Votes are written in seat order, so the seed's example (Orange 4, Grey 2,
  Green 4, "2-4-4" in the seed) is ``v4.2.4``.
- A seat with an empty hand stays in ``order`` and is skipped (``skipped()``).
- Nobody starts a building phase holding exactly 2 (that piece is lost), so
  every vote after the first has two or three voters; ``resolve_vote``
  needs no one-voter case.
- After a round's last vote the next round starts at once; at the end of
  the game the last round's hands and fallen pieces stay as they were.
- The result: +1 for every seat with the best total (a shared win), -1 for
  the others; ``detail["places"]`` ranks all three (1, 1, 3 style) and
  ``detail["round_points"]`` lists each round's points.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import product

from abstrakta.core import (
    MESSAGES,
    SIMULTANEOUS,
    GameInfo,
    IllegalMoveError,
    InvalidMoveError,
    Outcome,
    State,
    register_messages,
)

PLAYERS = 3
PIECES_EACH = 8
ROUNDS = 3
SQUARES: tuple[int, ...] = (1, 2, 3, 4)

#: Adjacent squares: every pair except 1-3 (the diamond: 1 on top, 2 and 4
#: in the middle, 3 at the bottom).
ADJACENT: dict[int, frozenset[int]] = {
    1: frozenset({2, 4}),
    2: frozenset({1, 3, 4}),
    3: frozenset({2, 4}),
    4: frozenset({1, 2, 3}),
}

#: A voter is a player who placed at least this many pieces in the phase.
VOTER_MINIMUM = 3
#: A round ends when at least two players hold this many pieces or fewer.
SHORT_HAND = 2

ORANGE, GREY, GREEN = 0, 1, 2
SEAT_NAMES = ("tiquadra_orange", "tiquadra_grey", "tiquadra_green")

# placement kinds
BIRTH = "birth"
GROWTH = "growth"
BRANCHING = "branching"
FALLBACK = "fallback"
KINDS = (BIRTH, GROWTH, BRANCHING, FALLBACK)
#: Message key naming each kind of placement.
KIND_KEYS = {kind: f"tiquadra_{kind}" for kind in KINDS}

# phases
BUILD, VOTE, OVER = "build", "vote", "over"

# why the building order is what it is (message keys)
ORDER_CLOCKWISE = "tiquadra_order_clockwise"
ORDER_BY_PIECES = "tiquadra_order_pieces"

# how a vote was decided (message keys)
VOTE_TWO = "tiquadra_vote_two"
VOTE_TWO_SAME = "tiquadra_vote_two_same"
VOTE_MAJORITY = "tiquadra_vote_majority"
VOTE_UNCHOSEN = "tiquadra_vote_unchosen"
VOTE_ALL_CHOSEN = "tiquadra_vote_all_chosen"

# why a round ended (message keys)
END_SHORT_HANDS = "tiquadra_end_hands"
END_NO_FALL = "tiquadra_end_no_fall"

# outcome reasons (message keys)
RESULT_WIN = "tiquadra_most_points"
RESULT_SHARED = "tiquadra_shared_win"

register_messages(
    {
        # errors
        "tiquadra_voting": "the towers are being voted on: no piece can be placed now",
        "tiquadra_building": "there is no vote now: place a piece",
        "tiquadra_bad_square": "there is no square {square}: squares are 1 to 4",
        "tiquadra_branch_no_own": (
            "tower {square} has an opponent's piece on top and no tower next to it "
            "has your piece on top"
        ),
        "tiquadra_branch_not_taller": (
            "tower {square} has an opponent's piece on top and none of your towers "
            "next to it is taller"
        ),
        "tiquadra_fallback_lowest": (
            "no birth, growth or branching is possible: the piece goes on one of "
            "the lowest towers ({squares})"
        ),
        "tiquadra_vote_count": "a vote names one choice for each of the 3 players",
        "tiquadra_must_vote": "{seat} placed at least 3 pieces and must vote",
        "tiquadra_not_voter": "{seat} placed fewer than 3 pieces and does not vote",
        "tiquadra_no_tower": "there is no tower on square {square} to vote for",
        "tiquadra_missing_choice": "{seat} has not chosen a tower",
        "tiquadra_extra_choice": "{seat} does not vote",
        # seats
        "tiquadra_orange": "Orange",
        "tiquadra_grey": "Grey",
        "tiquadra_green": "Green",
        # placement kinds
        "tiquadra_birth": "birth",
        "tiquadra_growth": "growth",
        "tiquadra_branching": "branching",
        "tiquadra_fallback": "on a lowest tower",
        # the order of play
        ORDER_CLOCKWISE: "clockwise from the player who starts the round",
        ORDER_BY_PIECES: "fewest pieces first; ties in the round's starting order",
        # votes
        VOTE_TWO: "two voters: both chosen towers fall",
        VOTE_TWO_SAME: "two voters chose the same tower: it falls",
        VOTE_MAJORITY: "the tower with two or more votes falls",
        VOTE_UNCHOSEN: "three different choices: the tower nobody chose falls",
        VOTE_ALL_CHOSEN: "every standing tower was chosen: none falls",
        # round ends
        END_SHORT_HANDS: "at least two players hold 2 pieces or fewer",
        END_NO_FALL: "no tower fell",
        # results
        RESULT_WIN: "most points after three rounds",
        RESULT_SHARED: "equal best points: the win is shared",
    }
)


# --- moves ----------------------------------------------------------------


@dataclass(frozen=True)
class Place:
    """Place one piece on ``square`` (1-4)."""

    square: int

    def __str__(self) -> str:
        return str(self.square)


@dataclass(frozen=True)
class Choice:
    """One voter's secret choice: the tower on ``square`` (1-4). Not a move
    of the record by itself: ``joint_move`` makes the ``Vote``."""

    square: int

    def __str__(self) -> str:
        return str(self.square)


@dataclass(frozen=True)
class Vote:
    """The revealed choices of seats 0, 1, 2 (None: the seat does not vote)."""

    choices: tuple[int | None, ...]

    def __str__(self) -> str:
        return "v" + ".".join("-" if c is None else str(c) for c in self.choices)


TiQuadraMove = Place | Vote


def parse(text: str) -> TiQuadraMove:
    """The move named by ``text``; raises ``InvalidMoveError``."""
    if len(text) == 1 and text in "1234":
        return Place(int(text))
    if text.startswith("v"):
        parts = text[1:].split(".")
        if len(parts) == PLAYERS and all(len(p) == 1 and p in "-1234" for p in parts):
            return Vote(tuple(None if p == "-" else int(p) for p in parts))
    raise InvalidMoveError("bad_move_text", text=text)


def resolve_vote(
    choices: tuple[int | None, ...], standing: frozenset[int] | set[int]
) -> tuple[tuple[int, ...], str]:
    """Which towers fall, and the rule that decided it (a message key).

    ``choices`` per seat (None for a non-voter); ``standing`` the squares
    that hold a tower. Two voters: both chosen towers fall (one if the same).
    Three voters: a tower with two or more votes falls; three different
    choices bring down the standing tower nobody chose, or none if every
    standing tower was chosen.
    """
    chosen = [c for c in choices if c is not None]
    if len(chosen) == PLAYERS:
        for square in set(chosen):
            if chosen.count(square) >= 2:
                return (square,), VOTE_MAJORITY
        unchosen = sorted(set(standing) - set(chosen))
        if unchosen:
            # three of at most four towers were chosen: exactly one is left
            return tuple(unchosen), VOTE_UNCHOSEN
        return (), VOTE_ALL_CHOSEN
    # Two voters (fewer cannot arise: see ``_after_vote``).
    fallen = tuple(sorted(set(chosen)))
    return fallen, VOTE_TWO if len(fallen) == len(chosen) else VOTE_TWO_SAME


# --- reports for the page -------------------------------------------------


@dataclass(frozen=True)
class Placement:
    """The last piece placed: by whom, where, and which kind of placement."""

    seat: int
    square: int
    kind: str


@dataclass(frozen=True)
class VoteReport:
    """Everything about one vote, for the reveal and the log.

    ``towers`` is the board as it stood when the vote was taken (indexed
    ``square - 1``, stacks bottom to top); ``choices`` per seat (None for a
    non-voter); ``fallen`` the squares whose towers fell; ``rule`` the
    message key of the vote rule that decided it; ``pieces_fallen`` per seat;
    ``hands`` per seat after the standing pieces went back. If the round
    went on: ``lost_piece`` is the seat that held exactly 2 and lost one
    (or None). If it ended: ``round_over`` is True, ``end_reason`` a
    message key and ``points`` the round's points per seat.
    """

    round: int
    cycle: int
    towers: tuple[tuple[int, ...], ...]
    voters: tuple[int, ...]
    choices: tuple[int | None, ...]
    fallen: tuple[int, ...]
    rule: str
    pieces_fallen: tuple[int, ...]
    hands: tuple[int, ...]
    lost_piece: int | None
    round_over: bool
    end_reason: str | None
    points: tuple[int, ...]


@dataclass(frozen=True)
class RoundResult:
    """A finished round: its number (1-3), starter, how many building phases
    it had, the hands at its end, pieces fallen and pieces lost (at exactly
    2) per seat, why it ended, and its points per seat."""

    number: int
    starter: int
    cycles: int
    hands: tuple[int, ...]
    fallen: tuple[int, ...]
    lost: tuple[int, ...]
    end_reason: str
    points: tuple[int, ...]


# --- the state ------------------------------------------------------------


class TiQuadraState(State[TiQuadraMove]):
    """A TiQuadra game. Public attributes (read-only for the page):

    - ``towers``: four stacks of seats, bottom to top; ``towers[s - 1]`` is
      the tower on square ``s`` (see ``tower``, ``height``, ``top``).
    - ``hands``: pieces in hand per seat.
    - ``round``: the round number, 1-3; ``cycle``: the building phase
      number within the round, from 1.
    - ``starter``: the seat that started this round; ``starting_order``:
      clockwise from it.
    - ``order``: this building phase's order of play; ``order_rule``: the
      message key of the rule that produced it (``ORDER_CLOCKWISE`` at a
      round's start, ``ORDER_BY_PIECES`` after a vote); ``phase_hands``: the
      hands when the phase began (what ``ORDER_BY_PIECES`` sorted by).
    - ``phase``: ``"build"``, ``"vote"`` or ``"over"``; ``to_move``: the
      seat to place (None outside the building phase).
    - ``placed``: pieces placed per seat in this building phase.
    - ``fallen`` / ``lost``: pieces per seat out of play for the rest of
      this round, by falling towers / by the loss at exactly 2.
    - ``scores``: game points per seat; ``rounds``: ``RoundResult`` of each
      finished round.
    - ``votes``: every ``VoteReport`` of the game; ``last_vote`` the latest.
    - ``placements``: this building phase's ``Placement``s, in order;
      ``last_placement`` the latest (None at a phase's start).
    """

    def __init__(self, options: Mapping[str, str]) -> None:
        super().__init__(options)
        self.scores: list[int] = [0] * PLAYERS
        self.rounds: list[RoundResult] = []
        self.votes: list[VoteReport] = []
        self.round = 0
        self._start_round(0)

    # setup ----------------------------------------------------------------

    def _start_round(self, starter: int) -> None:
        self.round += 1
        self.starter = starter
        self.starting_order: tuple[int, ...] = tuple((starter + i) % PLAYERS for i in range(3))
        self.hands: list[int] = [PIECES_EACH] * PLAYERS
        self.fallen: list[int] = [0] * PLAYERS
        self.lost: list[int] = [0] * PLAYERS
        self.cycle = 0
        self._start_phase(self.starting_order, ORDER_CLOCKWISE)

    def _start_phase(self, order: tuple[int, ...], rule: str) -> None:
        self.cycle += 1
        self.towers: list[list[int]] = [[], [], [], []]
        self.order = order
        self.order_rule = rule
        self.phase_hands: tuple[int, ...] = tuple(self.hands)
        self.placed: list[int] = [0] * PLAYERS
        self.placements: tuple[Placement, ...] = ()
        self.phase = BUILD
        self._turn = -1  # index in ``order`` of the seat to move
        self.to_move: int | None = None
        self._advance()

    def _advance(self) -> None:
        """The next seat in ``order`` with pieces in hand, or the vote."""
        for step in range(1, PLAYERS + 1):
            index = (self._turn + step) % PLAYERS
            if self.hands[self.order[index]] > 0:
                self._turn = index
                self.to_move = self.order[index]
                return
        self.to_move = None
        self.phase = VOTE

    # board queries ----------------------------------------------------------

    def tower(self, square: int) -> tuple[int, ...]:
        """The seats of the pieces on ``square`` (1-4), bottom to top."""
        return tuple(self.towers[square - 1])

    def height(self, square: int) -> int:
        return len(self.towers[square - 1])

    def top(self, square: int) -> int | None:
        """The seat owning the top piece on ``square``, None if empty."""
        stack = self.towers[square - 1]
        return stack[-1] if stack else None

    def standing(self) -> list[int]:
        """The squares that hold a tower."""
        return [s for s in SQUARES if self.towers[s - 1]]

    @staticmethod
    def adjacent(square: int) -> frozenset[int]:
        return ADJACENT[square]

    def square_kinds(self, seat: int | None = None) -> dict[int, str]:
        """For each square where ``seat`` (default: the seat to move) may
        place now, the kind of placement: birth, growth, branching, or
        fallback (only when none of the others is possible anywhere)."""
        me = self.to_move if seat is None else seat
        if me is None:
            return {}
        towers = self.towers
        kinds: dict[int, str] = {}
        for square in SQUARES:
            stack = towers[square - 1]
            if not stack:
                kinds[square] = BIRTH
            elif stack[-1] == me:
                kinds[square] = GROWTH
            elif any(
                len(towers[n - 1]) > len(stack) and towers[n - 1][-1] == me
                for n in ADJACENT[square]
            ):
                kinds[square] = BRANCHING
        if kinds:
            return kinds
        lowest = min(len(stack) for stack in towers)
        return {s: FALLBACK for s in SQUARES if len(towers[s - 1]) == lowest}

    def placement_kind(self, square: int) -> str | None:
        """The kind of placement ``square`` would be for the seat to move,
        None if it is not legal."""
        return self.square_kinds().get(square)

    @property
    def last_vote(self) -> VoteReport | None:
        return self.votes[-1] if self.votes else None

    @property
    def last_placement(self) -> Placement | None:
        return self.placements[-1] if self.placements else None

    def order_reason(self) -> str:
        """Message key: why the building order is what it is."""
        return self.order_rule

    def skipped(self) -> list[int]:
        """The seats of ``order`` that are skipped now (empty hands)."""
        if self.phase != BUILD:
            return []
        return [seat for seat in self.order if self.hands[seat] == 0]

    def material(self) -> int:
        """All pieces accounted for: board, hands, fallen and lost (24)."""
        return (
            sum(len(t) for t in self.towers) + sum(self.hands) + sum(self.fallen) + sum(self.lost)
        )

    # protocol ---------------------------------------------------------------

    def num_players(self) -> int:
        return PLAYERS

    def _current_player(self) -> int:
        if self.phase == VOTE:
            return SIMULTANEOUS
        assert self.to_move is not None
        return self.to_move

    def seat_name(self, seat: int) -> str:
        return SEAT_NAMES[seat]

    def voters(self) -> list[int]:
        """At the vote: the seats that placed at least 3 pieces this phase."""
        if self.phase != VOTE:
            return []
        return [s for s in range(PLAYERS) if self.placed[s] >= VOTER_MINIMUM]

    def parse_move(self, text: str) -> TiQuadraMove:
        return parse(text)

    def legal_moves(self, seat: int | None = None) -> list[TiQuadraMove | Choice]:  # type: ignore[override]
        """Building: the seat to move's placements (``seat`` if given must be
        that seat, else []). Vote: with ``seat``, that voter's ``Choice``s
        (the standing towers; [] for a non-voter); without, every joint
        ``Vote``. Over: []."""
        if self.phase == BUILD:
            if seat is not None and seat != self.to_move:
                return []
            return [Place(s) for s in self.square_kinds()]
        if self.phase == VOTE:
            standing = self.standing()
            if seat is not None:
                if seat not in self.voters():
                    return []
                return [Choice(s) for s in standing]
            options: list[list[int | None]] = [
                list(standing) if self.placed[s] >= VOTER_MINIMUM else [None]  # type: ignore[list-item]
                for s in range(PLAYERS)
            ]
            return [Vote(tuple(c)) for c in product(*options)]
        return []

    def joint_move(self, choices: Mapping[int, Choice | int | str]) -> Vote:  # type: ignore[override]
        """The ``Vote`` made of every voter's choice (a ``Choice``, a square
        number or its text); raises ``IllegalMoveError`` if a voter is
        missing, a non-voter is given, or a choice is not a standing tower."""
        if self.phase != VOTE:
            raise IllegalMoveError("tiquadra_building")
        voters = self.voters()
        for seat in choices:
            if seat not in voters:
                raise IllegalMoveError("tiquadra_extra_choice", **self._seat_params(seat))
        squares: list[int | None] = []
        for seat in range(PLAYERS):
            if seat not in voters:
                squares.append(None)
                continue
            if seat not in choices:
                raise IllegalMoveError("tiquadra_missing_choice", **self._seat_params(seat))
            squares.append(self._choice_square(choices[seat]))
        vote = Vote(tuple(squares))
        self.check_move(vote)
        return vote

    @staticmethod
    def _choice_square(choice: Choice | int | str) -> int:
        if isinstance(choice, Choice):
            return choice.square
        if isinstance(choice, int) and not isinstance(choice, bool):
            square = choice
        elif isinstance(choice, str) and len(choice) == 1 and choice.isdigit():
            square = int(choice)
        else:
            raise InvalidMoveError("bad_move_text", text=str(choice)[:20])
        if square not in SQUARES:
            raise IllegalMoveError("tiquadra_bad_square", square=square)
        return square

    @staticmethod
    def _seat_params(seat: int) -> dict[str, object]:
        """Error parameters naming a seat: ``seat`` (English, for the
        template) and ``seat_key`` (its message key, for translation)."""
        if 0 <= seat < PLAYERS:
            return {"seat": MESSAGES[SEAT_NAMES[seat]], "seat_key": SEAT_NAMES[seat]}
        return {"seat": str(seat), "seat_key": ""}

    def check_move(self, move: TiQuadraMove) -> None:
        if self.phase == OVER:
            raise IllegalMoveError("game_over")
        if isinstance(move, Place):
            if self.phase != BUILD:
                raise IllegalMoveError("tiquadra_voting")
            self._check_place(move.square)
            return
        if not isinstance(move, Vote):
            # e.g. a lone ``Choice``: only ``joint_move`` turns choices into a move
            raise InvalidMoveError("bad_move_text", text=str(move)[:20])
        if self.phase != VOTE:
            raise IllegalMoveError("tiquadra_building")
        if len(move.choices) != PLAYERS:
            raise IllegalMoveError("tiquadra_vote_count")
        standing = self.standing()
        for seat, square in enumerate(move.choices):
            voter = self.placed[seat] >= VOTER_MINIMUM
            if voter and square is None:
                raise IllegalMoveError("tiquadra_must_vote", **self._seat_params(seat))
            if not voter and square is not None:
                raise IllegalMoveError("tiquadra_not_voter", **self._seat_params(seat))
            if square is not None and square not in standing:
                raise IllegalMoveError("tiquadra_no_tower", square=square)

    def _check_place(self, square: int) -> None:
        if square not in SQUARES:
            raise IllegalMoveError("tiquadra_bad_square", square=square)
        kinds = self.square_kinds()
        if square in kinds:
            return
        if FALLBACK in kinds.values():
            raise IllegalMoveError(
                "tiquadra_fallback_lowest", squares=", ".join(str(s) for s in sorted(kinds))
            )
        # not empty, not own top (both would be legal): an opponent's top
        me = self.to_move
        if any(self.top(n) == me for n in ADJACENT[square]):
            raise IllegalMoveError("tiquadra_branch_not_taller", square=square)
        raise IllegalMoveError("tiquadra_branch_no_own", square=square)

    def _apply(self, move: TiQuadraMove) -> None:
        if isinstance(move, Place):
            me = self.to_move
            assert me is not None
            kind = self.square_kinds()[move.square]
            self.towers[move.square - 1].append(me)
            self.hands[me] -= 1
            self.placed[me] += 1
            self.placements += (Placement(me, move.square, kind),)
            self._advance()
            return
        self._after_vote(move)

    def _after_vote(self, vote: Vote) -> None:
        standing = frozenset(self.standing())
        fallen, rule = resolve_vote(vote.choices, standing)
        snapshot = tuple(tuple(t) for t in self.towers)
        pieces_fallen = [0] * PLAYERS
        for square in SQUARES:
            falls = square in fallen
            for seat in self.towers[square - 1]:
                if falls:
                    pieces_fallen[seat] += 1
                else:
                    self.hands[seat] += 1
        for seat in range(PLAYERS):
            self.fallen[seat] += pieces_fallen[seat]
        hands = tuple(self.hands)
        voters = tuple(self.voters())
        self.towers = [[], [], [], []]
        short = sum(1 for h in hands if h <= SHORT_HAND)
        end_reason: str | None = None
        if short >= 2:
            end_reason = END_SHORT_HANDS
        elif not fallen:
            # Decided (rule page): a vote that brings down no tower ends the
            # round, else the identical cycle could repeat forever.
            end_reason = END_NO_FALL
        lost_piece: int | None = None
        points: tuple[int, ...] = ()
        if end_reason is None:
            # At most one player holds 2 or fewer, so at least two hold 3 or
            # more: every later vote has two or three voters.
            for seat in range(PLAYERS):
                if hands[seat] == SHORT_HAND:
                    self.hands[seat] -= 1
                    self.lost[seat] += 1
                    lost_piece = seat
        else:
            best = max(hands)
            points = tuple(1 if h == best else 0 for h in hands)
        self.votes.append(
            VoteReport(
                round=self.round,
                cycle=self.cycle,
                towers=snapshot,
                voters=voters,
                choices=vote.choices,
                fallen=fallen,
                rule=rule,
                pieces_fallen=tuple(pieces_fallen),
                hands=hands,
                lost_piece=lost_piece,
                round_over=end_reason is not None,
                end_reason=end_reason,
                points=points,
            )
        )
        if end_reason is None:
            rank = {seat: i for i, seat in enumerate(self.starting_order)}
            order = tuple(sorted(range(PLAYERS), key=lambda s: (self.hands[s], rank[s])))
            self._start_phase(order, ORDER_BY_PIECES)
            return
        for seat in range(PLAYERS):
            self.scores[seat] += points[seat]
        self.rounds.append(
            RoundResult(
                number=self.round,
                starter=self.starter,
                cycles=self.cycle,
                hands=hands,
                fallen=tuple(self.fallen),
                lost=tuple(self.lost),
                end_reason=end_reason,
                points=points,
            )
        )
        if self.round < ROUNDS:
            self._start_round((self.starter + 1) % PLAYERS)
        else:
            self.phase = OVER
            self.to_move = None
            self.placements = ()

    # the end ----------------------------------------------------------------

    def _outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        best = max(self.scores)
        winners = [s for s in range(PLAYERS) if self.scores[s] == best]
        return Outcome(
            returns=tuple(1.0 if s in winners else -1.0 for s in range(PLAYERS)),
            reason=RESULT_SHARED if len(winners) > 1 else RESULT_WIN,
            scores=tuple(float(s) for s in self.scores),
            detail={
                "round_points": [list(r.points) for r in self.rounds],
                "places": self.places(),
            },
        )

    def places(self) -> list[int]:
        """The ranking by game points so far: 1 for the best, equal scores
        share a place (competition ranking: 1, 1, 3)."""
        return [1 + sum(1 for other in self.scores if other > mine) for mine in self.scores]

    # copies -----------------------------------------------------------------

    def _clone_into(self, copy: TiQuadraState) -> None:
        copy.scores = list(self.scores)
        copy.rounds = list(self.rounds)
        copy.votes = list(self.votes)
        copy.round = self.round
        copy.starter = self.starter
        copy.starting_order = self.starting_order
        copy.hands = list(self.hands)
        copy.fallen = list(self.fallen)
        copy.lost = list(self.lost)
        copy.cycle = self.cycle
        copy.towers = [list(t) for t in self.towers]
        copy.order = self.order
        copy.order_rule = self.order_rule
        copy.phase_hands = self.phase_hands
        copy.placed = list(self.placed)
        copy.placements = self.placements
        copy.phase = self.phase
        copy._turn = self._turn
        copy.to_move = self.to_move


INFO = GameInfo(
    id="tiquadra",
    ai="abstrakta.ai.tiquadra_policy",
    name="TiQuadra",
    state_class=TiQuadraState,
)
