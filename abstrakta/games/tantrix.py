"""Tantrix: 56 hexagonal tiles, each with three coloured lines; each player
makes the longest line or loop of their colour. For 2 to 4 players.

Rules: ``shared/rules/tantrix.md`` (the tile set is in ``tantrix_tiles``).

Options
    ``players``  ``2``, ``3`` or ``4``.
    ``colours``  the seats' colours in seat order, one letter each of ``R``
                 red, ``Y`` yellow, ``G`` green, ``B`` blue, all different,
                 exactly one per player (``RY``, ``GBR``, ``BYGR``...); or
                 ``auto`` (the default): the first ones of ``RYGB``.
    Seat order is the clockwise playing order.

Notation
    ``d12``         chance: tile 12 is drawn from the bag. Who receives it
                    follows from the state (see ``draw_recipient()``).
    ``12.3.-1.2``   tile 12 placed on hex (q, r) = (3, -1) in rotation 2.
    Hexes are axial (q, r) as in ``abstrakta.grids``; the first tile is
    always placed on (0, 0), so coordinates are relative to it. Rotation
    ``k`` turns the tile ``k`` sixths of a turn (see ``tantrix_tiles``):
    ``edges(tile, k)[i]`` is the colour on side ``i``, the side that faces
    ``hex + HEX_DIRECTIONS[i]``. All six rotations of a tile are different.

A game record
    The start is a sequence of chance moves: one draw for each seat in seat
    order; the highest number starts; then five more draws each, round the
    table from the starter. After that, every placement (free or forced)
    is followed by a draw for the player who placed, while the bag lasts.
    Example: ``d3_d41_d7_..._41.0.0.5_d19_...``.

The turn (``step``)
    ``forced-before``  fill forced spaces: while some forced space can be
                       filled by the player (a hand tile fits it in some
                       rotation without breaking a restriction in force),
                       the only legal moves are such fills, in any order;
    ``free``           exactly one free move, anywhere legal;
    ``forced-after``   fill forced spaces again, the same way.
    Steps with nothing to do are skipped by themselves. Forced fills that
    create new forced spaces (chains) are filled in the same step. A player
    whose hand is empty (after the bag is empty) is skipped. If a player
    holding tiles has no legal free move, the game ends drawn
    (``tantrix_deadlock``). The game ends when all 56 tiles are played.

Restrictions (in force while the bag holds tiles, lifted by the last draw)
    1. ``tantrix_same_colour_space``: no placement may make a forced space
       bounded by three edges of one colour.
    2. ``tantrix_fourth_neighbour``: no empty hex may come to have four or
       more tile neighbours.
    3. ``tantrix_controlled_side``: the chain of the rule page, on occupancy
       alone: the empty hexes touching the placed tile with exactly three
       tile neighbours are treated as filled, then those touching them, and
       so on; the placement is illegal if an empty hex touching the placed
       tile or a treated hex reaches four tile neighbours, counting treated
       hexes as tiles (so two treated hexes may not touch each other either).

Scoring
    A player scores the longest line of their colour (1 point a tile) or
    the longest loop (2 points a tile), whichever is more; highest wins.
    Returns: a sole leader +1, the others -1; leaders sharing the top score
    0 (a shared first place), the others -1; all equal, or a deadlock: all
    0. ``Outcome.detail["lines"]`` holds per seat ``seat``, ``colour``,
    ``kind`` (``line``/``loop``), ``tiles``, ``score`` and ``hexes`` (a list
    of ``[q, r]``); a deadlock adds ``detail["stuck"]``, the seat that had
    no free move.

What a renderer / app uses (all in game terms; hexes are ``(q, r)`` tuples)
    ``board``                  {hex: (tile, rotation)}, in placement order;
                               ``tile_at(hex)``, ``last_placed``
    ``edges_at(hex)``          the six colours of a placed tile by side, or
                               None; ``tantrix_tiles.edges(tile, rotation)``
                               for a hand tile, ``tantrix_tiles.links(tile,
                               rotation)`` the three lines to draw as
                               (side_a, side_b, colour)
    ``hands[seat]``            tile numbers, face up (in the order drawn)
    ``colours[seat]``          ``R``/``Y``/``G``/``B``; ``COLOUR_MESSAGES``
                               names them, ``seat_name(seat)`` too
    ``bag_count()``, ``restrictions_apply()``
    ``step`` (``STEP_*``; ``STEP_MESSAGES[step]`` is its message key),
    ``to_move`` (whose turn, also during the draw after a placement),
    ``current_player()``, ``draw_recipient()``, ``starter``,
    ``first_draws`` (the draws that decided the starter)
    ``forced_spaces()``        every forced space now (highlight)
    ``fillable_forced_spaces()`` those the player to move must fill now
    ``open_hexes()``           where a tile could go (touching a tile)
    ``neighbour_count(hex)``, ``demanded_edges(hex)``
    ``legal_rotations(tile, hex)`` the rotations to offer for a hand tile
    ``legal_targets(tile)``    {hex: rotations} for a hand tile
    ``lines(colour)``, ``best_line(seat)`` (a ``Line``: ``colour``,
    ``hexes`` in order along it, ``loop``, ``kind``, ``tiles``, ``score``),
    ``score(seat)``, ``scores()``
    ``line_summaries(colour)`` the same lines without their hexes (tiles,
                               loop, the two open ends), kept up to date
                               tile by tile; ``line_summaries_after(move,
                               colour)`` as they would be after a legal
                               placement, without playing it (the computer)
    ``sample_placement(rng)``  a uniformly random legal placement without
                               listing them all (the computer's rollouts)
    ``placement_error(Place)`` / ``check_move(move)``: why a move is illegal
    ``TantrixState.from_position(...)`` sets up a position (tests, puzzles;
    not a record).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import permutations
from typing import NamedTuple

from abstrakta.core import (
    CHANCE,
    GameInfo,
    IllegalMoveError,
    InvalidMoveError,
    OptionsError,
    OptionSpec,
    Outcome,
    State,
    register_messages,
    resolve_options,
)
from abstrakta.games.tantrix_tiles import COLOURS, NUMBERS, edges, fits, links
from abstrakta.grids import HEX_DIRECTIONS, Hex

HAND_SIZE = 6
CENTRE: Hex = (0, 0)

STEP_START = "start"
STEP_FORCED_BEFORE = "forced-before"
STEP_FREE = "free"
STEP_FORCED_AFTER = "forced-after"
STEP_OVER = "over"
FORCED_STEPS = (STEP_FORCED_BEFORE, STEP_FORCED_AFTER)

#: The message key naming each step of the turn (for the page).
STEP_MESSAGES: dict[str, str] = {
    STEP_START: "tantrix_step_start",
    STEP_FORCED_BEFORE: "tantrix_step_forced_before",
    STEP_FREE: "tantrix_step_free",
    STEP_FORCED_AFTER: "tantrix_step_forced_after",
    STEP_OVER: "tantrix_step_over",
}

#: The message key naming each colour (also the seat names).
COLOUR_MESSAGES: dict[str, str] = {
    "R": "tantrix_red",
    "Y": "tantrix_yellow",
    "G": "tantrix_green",
    "B": "tantrix_blue",
}

register_messages(
    {
        "tantrix_red": "Red",
        "tantrix_yellow": "Yellow",
        "tantrix_green": "Green",
        "tantrix_blue": "Blue",
        "tantrix_step_start": "drawing the starting hands",
        "tantrix_step_forced_before": "fill forced spaces",
        "tantrix_step_free": "free move",
        "tantrix_step_forced_after": "fill forced spaces after the free move",
        "tantrix_step_over": "the game is over",
        "tantrix_all_played": "all tiles have been played",
        "tantrix_deadlock": "a player had no legal free move: the game is drawn",
        "tantrix_colours_count": "{players} players need {players} colours, not '{colours}'",
        "tantrix_draw_first": "a tile must be drawn from the bag first",
        "tantrix_not_in_bag": "tile {tile} is not in the bag",
        "tantrix_not_in_hand": "tile {tile} is not in your hand",
        "tantrix_first_centre": "the first tile goes on the centre hex 0.0",
        "tantrix_occupied": "hex {hex} already holds a tile",
        "tantrix_not_adjacent": "hex {hex} does not touch any tile",
        "tantrix_must_fill": "fill a forced space first ({spaces})",
        "tantrix_colour_mismatch": (
            "on side {side} the tile shows {shown} but the neighbour shows {needed}"
        ),
        "tantrix_same_colour_space": (
            "this would make {space} a forced space with three {colour} edges (restriction 1)"
        ),
        "tantrix_fourth_neighbour": (
            "this would put a fourth tile next to the forced space {space} (restriction 2)"
        ),
        "tantrix_controlled_side": (
            "this is a controlled side: filling the forced spaces it makes would put "
            "a fourth tile next to {space} (restriction 3)"
        ),
    }
)


def hex_text(cell: Hex) -> str:
    """A hex as written in moves and messages: ``3.-1``."""
    return f"{cell[0]}.{cell[1]}"


# --- moves ----------------------------------------------------------------


@dataclass(frozen=True)
class Place:
    """Tile ``tile`` from the hand of the player to move, on ``hex``, turned
    by ``rotation``."""

    tile: int
    hex: Hex
    rotation: int

    def __str__(self) -> str:
        return f"{self.tile}.{self.hex[0]}.{self.hex[1]}.{self.rotation}"


@dataclass(frozen=True)
class Draw:
    """Chance: tile ``tile`` comes out of the bag (for ``draw_recipient()``)."""

    tile: int

    def __str__(self) -> str:
        return f"d{self.tile}"


TantrixMove = Place | Draw

_NUMBER = r"(0|-?[1-9][0-9]{0,2})"
_PLACE = re.compile(rf"([1-9][0-9]?)\.{_NUMBER}\.{_NUMBER}\.([0-5])")
_DRAW = re.compile(r"d([1-9][0-9]?)")


def parse(text: str) -> TantrixMove:
    """The move named by ``text``; raises ``InvalidMoveError``."""
    found = _DRAW.fullmatch(text)
    if found and int(found[1]) <= len(NUMBERS):
        return Draw(int(found[1]))
    found = _PLACE.fullmatch(text)
    if found and int(found[1]) <= len(NUMBERS):
        return Place(int(found[1]), (int(found[2]), int(found[3])), int(found[4]))
    raise InvalidMoveError("bad_move_text", text=text)


# --- lines ----------------------------------------------------------------


@dataclass(frozen=True)
class Line:
    """A connected line of one colour: ``hexes`` in order along it (for a
    loop, starting anywhere; the last hex joins the first)."""

    colour: str
    hexes: tuple[Hex, ...]
    loop: bool

    @property
    def tiles(self) -> int:
        return len(self.hexes)

    @property
    def score(self) -> int:
        """1 point a tile for a line, 2 for a loop."""
        return len(self.hexes) * (2 if self.loop else 1)

    @property
    def kind(self) -> str:
        return "loop" if self.loop else "line"


class LineSummary(NamedTuple):
    """A line or loop without its hexes, kept up to date tile by tile (for
    the computer's evaluation, which must not walk the lines): ``ends`` are
    a line's two open ends as (hex of the end tile, the side pointing out
    into an empty hex), none for a loop; ``first`` is the placement index of
    its earliest tile. The first three fields make the tuple sort in the
    order of ``lines`` (best score first, a loop before a line of the same
    score, then by ``first``)."""

    rank: int  # minus the score
    not_loop: bool
    first: int
    tiles: int
    ends: tuple[tuple[Hex, int], ...]

    @property
    def loop(self) -> bool:
        return not self.not_loop

    @property
    def score(self) -> int:
        return -self.rank


# --- options --------------------------------------------------------------

AUTO = "auto"
COLOUR_CHOICES: tuple[str, ...] = (
    AUTO,
    *("".join(p) for size in (2, 3, 4) for p in permutations(COLOURS, size)),
)


def seat_colours(options: Mapping[str, str]) -> tuple[str, ...]:
    """The seats' colours that (already checked) options give."""
    players = int(options.get("players", "2"))
    given = options.get("colours", AUTO)
    return tuple(COLOURS[:players] if given == AUTO else given)


def check_options(options: dict[str, str]) -> None:
    colours = options["colours"]
    if colours != AUTO and len(colours) != int(options["players"]):
        raise OptionsError("tantrix_colours_count", players=options["players"], colours=colours)


# --- the state ------------------------------------------------------------

_DIRS = HEX_DIRECTIONS
_MISSING = object()


class TantrixState(State[TantrixMove]):
    def __init__(self, options: Mapping[str, str]) -> None:
        super().__init__(options)
        #: The seats' colours (letters of ``COLOURS``), in seat order.
        self.colours: tuple[str, ...] = seat_colours(options)
        self.players = len(self.colours)
        #: {hex: (tile, rotation)} in placement order.
        self.board: dict[Hex, tuple[int, int]] = {}
        self._edges: dict[Hex, str] = {}
        #: Every empty hex touching a tile -> how many tiles it touches.
        self._around: dict[Hex, int] = {}
        #: The empty hexes touching three or more tiles (forced spaces).
        self._forced: set[Hex] = set()
        #: Every empty hex touching a tile -> the colours its neighbours
        #: demand by side (see ``demanded_edges``).
        self._demand: dict[Hex, str] = {}
        #: Each seat's hand (tile numbers in the order drawn), face up.
        self.hands: list[list[int]] = [[] for _ in range(self.players)]
        self.bag: set[int] = set(NUMBERS)
        #: The seat whose turn it is (during the deal: the next to receive).
        self.to_move = 0
        #: The step of the turn, one of the ``STEP_*`` constants.
        self.step = STEP_START
        #: True while a draw from the bag is due (a CHANCE node).
        self.drawing = True
        #: The seat that started (highest first draw), once known.
        self.starter: int | None = None
        #: Each seat's first draw (which decided the starter), once all drew.
        self.first_draws: tuple[int, ...] = ()
        #: The hex of the last tile placed, if any.
        self.last_placed: Hex | None = None
        #: The hexes laid in the latest turn that laid a tile (forced fills
        #: and the free move, in order): what the page shows as changed.
        self.last_turn: tuple[Hex, ...] = ()
        #: Turns begun so far (a turn's tiles are told apart from the next's).
        self.turns = 0
        self._last_turn_number = -1
        self._result: Outcome | None = None
        self._lines: dict[str, list[Line]] = {}
        #: Per open hex, what the restrictions say about a tile there (see
        #: ``_restrictions``); forgotten at each placement.
        self._occupancy: dict[Hex, tuple] = {}  # type: ignore[type-arg]
        #: Every open line end (end tile's hex, side pointing out) -> its
        #: line as (colour, one end, the other end, tiles, first placement
        #: index); updated by each placement instead of walking the lines.
        self._ends: dict[tuple[Hex, int], tuple] = {}  # type: ignore[type-arg]
        #: Every loop as (colour, tiles, first placement index).
        self._loops: tuple[tuple[str, int, int], ...] = ()
        self._summaries: dict[str, list[LineSummary]] = {}

    # --- set-up for tests and puzzles -------------------------------------

    @classmethod
    def from_position(
        cls,
        board: Mapping[Hex, tuple[int, int]],
        hands: Sequence[Iterable[int]],
        to_move: int = 0,
        step: str = STEP_FORCED_BEFORE,
        bag: Iterable[int] | None = None,
        options: Mapping[str, str] | None = None,
    ) -> TantrixState:
        """A position set up directly (tests, puzzles, teaching), with the
        player ``to_move`` at the start of ``step``. It has no history, so it
        is not a game record. ``bag`` defaults to every tile not on the board
        or in a hand. Raises ``ValueError`` for an impossible position."""
        given = dict(options or {})
        given.setdefault("players", str(len(hands)))
        resolved = resolve_options(INFO.options, given)
        check_options(resolved)
        state = cls(resolved)
        if len(hands) != state.players:
            raise ValueError("one hand per player")
        state.hands = [list(hand) for hand in hands]
        in_play = [tile for tile, _ in board.values()]
        for hand in state.hands:
            in_play.extend(hand)
        if len(set(in_play)) != len(in_play) or not set(in_play) <= set(NUMBERS):
            raise ValueError("each tile can be in play only once")
        state.bag = set(NUMBERS) - set(in_play) if bag is None else set(bag)
        if state.bag & set(in_play):
            raise ValueError("a tile in the bag is also in play")
        shown = {cell: edges(tile, rotation) for cell, (tile, rotation) in board.items()}
        for cell, sides in shown.items():
            for side, (dq, dr) in enumerate(_DIRS):
                other = shown.get((cell[0] + dq, cell[1] + dr))
                if other is not None and other[(side + 3) % 6] != sides[side]:
                    raise ValueError(f"colours differ between {cell} and its side {side}")
        for cell, (tile, rotation) in board.items():
            state._put(cell, tile, rotation)
        state.to_move = to_move
        state.step = step
        state.drawing = False
        state.starter = 0
        state._advance()
        return state

    # --- protocol ---------------------------------------------------------

    def num_players(self) -> int:
        return self.players

    def _current_player(self) -> int:
        return CHANCE if self.drawing else self.to_move

    def seat_name(self, seat: int) -> str:
        return COLOUR_MESSAGES[self.colours[seat]]

    def parse_move(self, text: str) -> TantrixMove:
        return parse(text)

    def chance_outcomes(self) -> list[tuple[TantrixMove, float]]:
        if not self.drawing or self._result is not None:
            return []
        chance = 1.0 / len(self.bag)
        return [(Draw(tile), chance) for tile in sorted(self.bag)]

    def sample_chance(self, rng: random.Random) -> TantrixMove:
        """As the protocol's (the same draw for the same generator), without
        building every outcome."""
        tiles = sorted(self.bag)
        return Draw(rng.choices(tiles, [1.0 / len(tiles)] * len(tiles))[0])

    def legal_moves(self, seat: int | None = None) -> list[TantrixMove]:
        if self._result is not None or self.is_over():
            return []
        if self.drawing:
            return [Draw(tile) for tile in sorted(self.bag)]
        hand = sorted(self.hands[self.to_move])
        cells = self.forced_spaces() if self.step in FORCED_STEPS else self.open_hexes()
        moves: list[TantrixMove] = []
        for cell in cells:
            moves.extend(self._placements(cell, hand))
        return moves

    def sample_placement(self, rng: random.Random, tries: int = 24) -> Place | None:
        """A legal placement drawn uniformly at random (the same odds as a
        choice from ``legal_moves()``, without listing them all): a random
        hex, hand tile and one of ``slots`` rotation slots until the slot
        holds a legal placement; None after ``tries`` misses (then list the
        moves). A hex touching a tile takes a given tile in at most two
        rotations (a tile shows each of its colours on two sides), so two
        slots per (hex, tile) give every legal placement the same odds. For
        the computer's rollouts."""
        if self.drawing or self._result is not None:
            return None
        hand = self.hands[self.to_move]
        if not self.board:
            cells, slots = [CENTRE], 6
        else:  # any fixed order will do: each hex is as likely
            cells = list(self._forced if self.step in FORCED_STEPS else self._around)
            slots = 2
        if not cells or not hand:
            return None
        restricted = bool(self.bag)
        demand = self._demand
        for _ in range(tries):
            cell = cells[int(rng.random() * len(cells))]
            tile = hand[int(rng.random() * len(hand))]
            rotations = fits(demand.get(cell) or self.demanded_edges(cell)).get(tile, ())
            slot = int(rng.random() * slots)
            if slot >= len(rotations):
                continue
            rotation = rotations[slot]
            if restricted:
                problem, threats = self._restrictions(cell)
                if problem is not None:
                    continue
                if threats:
                    shown = edges(tile, rotation)
                    if any(others.count(shown[side]) >= 2 for side, others, _ in threats):
                        continue
            return Place(tile, cell, rotation)
        return None

    def check_move(self, move: TantrixMove) -> None:
        if self.drawing:
            if not isinstance(move, Draw):
                raise IllegalMoveError("tantrix_draw_first")
            if move.tile not in self.bag:
                raise IllegalMoveError("tantrix_not_in_bag", tile=move.tile)
            return
        if isinstance(move, Draw):
            raise IllegalMoveError("chance_move", move=str(move))
        error = self.placement_error(move)
        if error is not None:
            raise error

    def placement_error(self, move: Place) -> IllegalMoveError | None:
        """Why the player to move may not make ``move`` now (None if legal)."""
        cell = move.hex
        if move.tile not in self.hands[self.to_move]:
            return IllegalMoveError("tantrix_not_in_hand", tile=move.tile)
        if cell in self.board:
            return IllegalMoveError("tantrix_occupied", hex=hex_text(cell))
        if not self.board:
            if cell != CENTRE:
                return IllegalMoveError("tantrix_first_centre")
        elif cell not in self._around:
            return IllegalMoveError("tantrix_not_adjacent", hex=hex_text(cell))
        if self.step in FORCED_STEPS and self._around.get(cell, 0) < 3:
            spaces = ", ".join(hex_text(space) for space in self.fillable_forced_spaces())
            return IllegalMoveError("tantrix_must_fill", spaces=spaces)
        shown = edges(move.tile, move.rotation)
        for side, needed in enumerate(self.demanded_edges(cell)):
            if needed != "." and shown[side] != needed:
                return IllegalMoveError(
                    "tantrix_colour_mismatch", side=side, shown=shown[side], needed=needed
                )
        if self.restrictions_apply():
            for side, others, space in self._threats(cell):
                if others.count(shown[side]) >= 2:
                    return IllegalMoveError(
                        "tantrix_same_colour_space", space=hex_text(space), colour=shown[side]
                    )
            problem = self._occupancy_problem(cell)
            if problem is not None:
                key, space = problem
                return IllegalMoveError(key, space=hex_text(space))
        return None

    def _apply(self, move: TantrixMove) -> None:
        if isinstance(move, Draw):
            self._draw(move.tile)
            return
        self.hands[self.to_move].remove(move.tile)
        self._put(move.hex, move.tile, move.rotation)
        self.last_placed = move.hex
        same_turn = self._last_turn_number == self.turns
        self.last_turn = (*self.last_turn, move.hex) if same_turn else (move.hex,)
        self._last_turn_number = self.turns
        if self.step == STEP_FREE:
            self.step = STEP_FORCED_AFTER
        if self.bag:
            self.drawing = True
        else:
            self._advance()

    def _outcome(self) -> Outcome | None:
        return self._result

    def _clone_into(self, copy: TantrixState) -> None:
        copy.colours = self.colours
        copy.players = self.players
        copy.board = dict(self.board)
        copy._edges = dict(self._edges)
        copy._around = dict(self._around)
        copy._forced = set(self._forced)
        copy._demand = dict(self._demand)
        copy.hands = [list(hand) for hand in self.hands]
        copy.bag = set(self.bag)
        copy.to_move = self.to_move
        copy.step = self.step
        copy.drawing = self.drawing
        copy.starter = self.starter
        copy.first_draws = self.first_draws
        copy.last_placed = self.last_placed
        copy.last_turn = self.last_turn
        copy.turns = self.turns
        copy._last_turn_number = self._last_turn_number
        copy._result = self._result
        copy._lines = dict(self._lines)
        copy._occupancy = dict(self._occupancy)
        copy._ends = dict(self._ends)
        copy._loops = self._loops
        copy._summaries = dict(self._summaries)

    # --- public queries for the page --------------------------------------

    def bag_count(self) -> int:
        return len(self.bag)

    def restrictions_apply(self) -> bool:
        """Whether the three restrictions are in force (the bag holds tiles)."""
        return bool(self.bag)

    def material(self) -> int:
        """Tiles on the board, in hands and in the bag (always 56)."""
        return len(self.board) + sum(len(hand) for hand in self.hands) + len(self.bag)

    def draw_recipient(self) -> int | None:
        """At a CHANCE node, the seat that receives the tile drawn."""
        if not self.drawing or self._result is not None:
            return None
        if self.step != STEP_START:
            return self.to_move
        dealt = sum(len(hand) for hand in self.hands)
        if dealt < self.players:
            return dealt
        assert self.starter is not None
        return (self.starter + dealt - self.players) % self.players

    def tile_at(self, cell: Hex) -> tuple[int, int] | None:
        """``(tile, rotation)`` on ``cell``, or None."""
        return self.board.get(cell)

    def edges_at(self, cell: Hex) -> str | None:
        """The six edge colours of the tile on ``cell`` by side, or None."""
        return self._edges.get(cell)

    def demanded_edges(self, cell: Hex) -> str:
        """Six characters by side: the colour a tile on ``cell`` must show
        there (the neighbour's facing edge), ``.`` where there is no tile."""
        known = self._demand.get(cell)
        if known is not None:
            return known
        found = []
        for side, (dq, dr) in enumerate(_DIRS):
            other = self._edges.get((cell[0] + dq, cell[1] + dr))
            found.append(other[(side + 3) % 6] if other is not None else ".")
        return "".join(found)

    def open_hexes(self) -> list[Hex]:
        """Every empty hex a tile could go on (touching a tile), sorted; on
        an empty board, the centre."""
        return sorted(self._around) if self.board else [CENTRE]

    def neighbour_count(self, cell: Hex) -> int:
        """How many tiles touch the empty hex ``cell``."""
        return self._around.get(cell, 0)

    def forced_spaces(self) -> list[Hex]:
        """Every forced space now (an empty hex touching three or more
        tiles), sorted, whether or not anyone can fill it."""
        return sorted(self._forced)

    def fillable_forced_spaces(self) -> list[Hex]:
        """The forced spaces the player to move can fill now (empty unless
        it is a player's turn)."""
        if self.drawing or self._result is not None:
            return []
        hand = sorted(self.hands[self.to_move])
        return [cell for cell in self.forced_spaces() if self._placements(cell, hand, True)]

    def legal_rotations(self, tile: int, cell: Hex) -> list[int]:
        """The rotations in which the player to move may place ``tile`` (from
        their hand) on ``cell`` now."""
        if self.drawing or self._result is not None or tile not in self.hands[self.to_move]:
            return []
        if cell in self.board or (self.board and cell not in self._around):
            return []
        if not self.board and cell != CENTRE:
            return []
        if self.step in FORCED_STEPS and self._around.get(cell, 0) < 3:
            return []
        return [move.rotation for move in self._placements(cell, [tile])]

    def legal_targets(self, tile: int) -> dict[Hex, list[int]]:
        """Every hex where the player to move may place ``tile`` now, with
        the legal rotations there."""
        found: dict[Hex, list[int]] = {}
        for move in self.legal_moves():
            if isinstance(move, Place) and move.tile == tile:
                found.setdefault(move.hex, []).append(move.rotation)
        return found

    def lines(self, colour: str) -> list[Line]:
        """Every line and loop of ``colour`` on the board, best first (by
        score, a loop before a line of the same score)."""
        found = self._lines.get(colour)
        if found is None:
            order = list(self._edges)
            found = [
                self._line_from(colour, order[summary.first])
                for summary in self.line_summaries(colour)
            ]
            self._lines[colour] = found
        return found

    def line_summaries(self, colour: str) -> list[LineSummary]:
        """``lines(colour)`` without the hexes, in the same order (kept up
        to date by each placement: nothing is walked)."""
        found = self._summaries.get(colour)
        if found is None:
            found = [
                LineSummary(-2 * tiles, False, first, tiles, ())
                for shade, tiles, first in self._loops
                if shade == colour
            ]
            for key, (shade, one, other, tiles, first) in self._ends.items():
                if shade == colour and key == one:
                    found.append(LineSummary(-tiles, True, first, tiles, (one, other)))
            found.sort()
            self._summaries[colour] = found
        return found

    def best_line(self, seat: int) -> Line | None:
        """The line or loop that scores for ``seat`` now (None: no tile yet)."""
        colour = self.colours[seat]
        if colour in self._lines:
            found = self._lines[colour]
            return found[0] if found else None
        summaries = self.line_summaries(colour)
        if not summaries:
            return None
        return self._line_from(colour, list(self._edges)[summaries[0].first])

    def line_summaries_after(self, move: Place, colour: str) -> list[LineSummary]:
        """``line_summaries(colour)`` as they would be after the legal
        placement ``move``, without playing it (the tile's link of
        ``colour`` extends, joins or closes the lines pointing into its hex;
        no other line changes)."""
        cell = move.hex
        shown = edges(move.tile, move.rotation)
        if colour not in shown:
            return self.line_summaries(colour)
        a = shown.index(colour)
        b = shown.index(colour, a + 1)
        ends = self._ends
        qa, ra = _DIRS[a]
        qb, rb = _DIRS[b]
        key_a = ((cell[0] + qa, cell[1] + ra), (a + 3) % 6)
        key_b = ((cell[0] + qb, cell[1] + rb), (b + 3) % 6)
        line_a = ends.get(key_a)
        line_b = ends.get(key_b)
        if line_a is None and line_b is None:
            found = [
                *self.line_summaries(colour),
                LineSummary(-1, True, len(self._edges), 1, ((cell, a), (cell, b))),
            ]
            found.sort()
            return found
        gone = {line[4] for line in (line_a, line_b) if line is not None}
        found = [line for line in self.line_summaries(colour) if line.first not in gone]
        first = min(gone)
        if line_a is not None and line_a == line_b:
            tiles = line_a[3] + 1
            found.append(LineSummary(-2 * tiles, False, first, tiles, ()))
        else:
            tiles = 1
            end_a: tuple[Hex, int] = (cell, a)
            end_b: tuple[Hex, int] = (cell, b)
            if line_a is not None:
                end_a = line_a[2] if line_a[1] == key_a else line_a[1]
                tiles += line_a[3]
            if line_b is not None:
                end_b = line_b[2] if line_b[1] == key_b else line_b[1]
                tiles += line_b[3]
            found.append(LineSummary(-tiles, True, first, tiles, (end_a, end_b)))
        found.sort()
        return found

    def score(self, seat: int) -> int:
        found = self.line_summaries(self.colours[seat])
        return found[0].score if found else 0

    def scores(self) -> list[int]:
        return [self.score(seat) for seat in range(self.players)]

    # --- internals --------------------------------------------------------

    def _put(self, cell: Hex, tile: int, rotation: int) -> None:
        self.board[cell] = (tile, rotation)
        self._edges[cell] = edges(tile, rotation)
        shown = self._edges[cell]
        self._around.pop(cell, None)
        self._demand.pop(cell, None)
        self._forced.discard(cell)
        board, around, demand = self.board, self._around, self._demand
        for side, (dq, dr) in enumerate(_DIRS):
            other = (cell[0] + dq, cell[1] + dr)
            if other not in board:
                count = around[other] = around.get(other, 0) + 1
                if count == 3:
                    self._forced.add(other)
                facing = (side + 3) % 6
                pattern = demand.get(other, "......")
                demand[other] = pattern[:facing] + shown[side] + pattern[facing + 1 :]
        self._join_lines(cell)
        self._lines = {}
        self._summaries = {}
        self._occupancy = {}

    def _join_lines(self, cell: Hex) -> None:
        """Update the open ends and loops for a tile just put on ``cell``:
        each of its three colour links extends, joins or closes the lines
        whose ends point into ``cell`` (a line's end always points into an
        empty hex: a tile there would continue it)."""
        ends = self._ends
        index = len(self._edges) - 1
        for a, b, colour in links(*self.board[cell]):
            qa, ra = _DIRS[a]
            qb, rb = _DIRS[b]
            key_a = ((cell[0] + qa, cell[1] + ra), (a + 3) % 6)
            key_b = ((cell[0] + qb, cell[1] + rb), (b + 3) % 6)
            line_a = ends.pop(key_a, None)
            line_b = ends.pop(key_b, None)
            tiles, first = 1, index
            if line_a is not None and line_a == line_b:  # both ends of one line: a loop
                self._loops = (*self._loops, (colour, line_a[3] + 1, min(first, line_a[4])))
                continue
            end_a: tuple[Hex, int] = (cell, a)
            end_b: tuple[Hex, int] = (cell, b)
            if line_a is not None:
                end_a = line_a[2] if line_a[1] == key_a else line_a[1]
                tiles += line_a[3]
                first = min(first, line_a[4])
            if line_b is not None:
                end_b = line_b[2] if line_b[1] == key_b else line_b[1]
                tiles += line_b[3]
                first = min(first, line_b[4])
            line = (colour, end_a, end_b, tiles, first)
            ends[end_a] = line
            ends[end_b] = line

    def _line_from(self, colour: str, start: Hex) -> Line:
        """The line or loop of ``colour`` through ``start``, its hexes in
        order: from ``start`` through its lower side, and back through the
        other (the order a player's line has always been listed in)."""
        shown = self._edges[start]
        first = shown.index(colour)
        second = shown.index(colour, first + 1)
        ahead, loop = self._walk(start, first, colour)
        if loop:
            return Line(colour, (start, *ahead), True)
        behind, _ = self._walk(start, second, colour)
        return Line(colour, (*reversed(behind), start, *ahead), False)

    def _draw(self, tile: int) -> None:
        recipient = self.draw_recipient()
        assert recipient is not None
        self.bag.remove(tile)
        self.hands[recipient].append(tile)
        if self.step != STEP_START:
            self.drawing = False
            self._advance()
            return
        dealt = sum(len(hand) for hand in self.hands)
        if dealt == self.players:
            self.first_draws = tuple(hand[0] for hand in self.hands)
            self.starter = self.first_draws.index(max(self.first_draws))
            self.to_move = self.starter
        if dealt == self.players * HAND_SIZE:
            assert self.starter is not None
            self.to_move = self.starter
            self.step = STEP_FORCED_BEFORE
            self.drawing = False
            self._advance()

    def _advance(self) -> None:
        """Move on to the next decision: skip steps with nothing to do, end
        turns, and end the game."""
        while True:
            if not any(self.hands):  # in a game this happens only with the bag empty
                self._finish("tantrix_all_played")
                return
            hand = self.hands[self.to_move]
            if not hand:
                self._next_turn()
                continue
            if self.step in FORCED_STEPS:
                if any(self._placements(cell, hand, True) for cell in self._forced):
                    return
                if self.step == STEP_FORCED_BEFORE:
                    self.step = STEP_FREE
                else:
                    self._next_turn()
                continue
            # newest open hexes first: on the rim, they are the likeliest
            # to take a tile (the answer does not depend on the order)
            cells = list(reversed(self._around)) if self.board else [CENTRE]
            if any(self._placements(cell, hand, True) for cell in cells):
                return
            self._finish("tantrix_deadlock")
            return

    def _next_turn(self) -> None:
        self.turns += 1
        self.to_move = (self.to_move + 1) % self.players
        self.step = STEP_FORCED_BEFORE

    def _finish(self, reason: str) -> None:
        scores = self.scores()
        detail: dict[str, object] = {
            "lines": [self._line_detail(seat) for seat in range(self.players)],
        }
        if reason == "tantrix_deadlock":
            returns = [0.0] * self.players
            detail["stuck"] = self.to_move
        else:
            top = max(scores)
            leaders = [seat for seat, score in enumerate(scores) if score == top]
            if len(leaders) == self.players:
                returns = [0.0] * self.players
            else:
                win = 1.0 if len(leaders) == 1 else 0.0
                returns = [win if score == top else -1.0 for score in scores]
        self.step = STEP_OVER
        self.drawing = False
        self._result = Outcome(
            returns=tuple(returns),
            reason=reason,
            scores=tuple(float(score) for score in scores),
            detail=detail,
        )

    def _line_detail(self, seat: int) -> dict[str, object]:
        best = self.best_line(seat)
        return {
            "seat": seat,
            "colour": self.colours[seat],
            "kind": best.kind if best else "line",
            "tiles": best.tiles if best else 0,
            "score": best.score if best else 0,
            "hexes": [list(cell) for cell in best.hexes] if best else [],
        }

    def _placements(self, cell: Hex, tiles: Iterable[int], first: bool = False) -> list[Place]:
        """The legal placements of ``tiles`` on the open hex ``cell`` (only
        the first one found if ``first``); the step is not considered."""
        fitting = fits(self.demanded_edges(cell))
        candidates = [(tile, fitting[tile]) for tile in tiles if tile in fitting]
        if not candidates:
            return []
        restricted = bool(self.bag)
        if restricted and self._occupancy_problem(cell) is not None:
            return []
        threats = self._threats(cell) if restricted else []
        found: list[Place] = []
        for tile, rotations in candidates:
            for rotation in rotations:
                if threats:
                    shown = edges(tile, rotation)
                    if any(others.count(shown[side]) >= 2 for side, others, _ in threats):
                        continue
                found.append(Place(tile, cell, rotation))
                if first:
                    return found
        return found

    def _threats(self, cell: Hex) -> list[tuple[int, str, Hex]]:
        """For restriction 1: each empty hex that a tile on ``cell`` would
        make a forced space, as (the side of ``cell`` facing it, the colours
        its other tiles show it, the hex)."""
        return self._restrictions(cell)[1]  # type: ignore[no-any-return]

    def _occupancy_problem(self, cell: Hex) -> tuple[str, Hex] | None:
        """Restrictions 2 and 3 for a tile on ``cell`` (occupancy only):
        the message key and the hex that would get a fourth neighbour."""
        return self._restrictions(cell)[0]  # type: ignore[no-any-return]

    def _restrictions(self, cell: Hex) -> tuple:  # type: ignore[type-arg]
        """(the occupancy problem, the threats) for ``cell``, cached until
        the next placement."""
        known = self._occupancy.get(cell)
        if known is None:
            known = (self._chain(cell), self._find_threats(cell))
            self._occupancy[cell] = known
        return known

    def _find_threats(self, cell: Hex) -> list[tuple[int, str, Hex]]:
        board, around, sides = self.board, self._around, self._edges
        found = []
        for side, (dq, dr) in enumerate(_DIRS):
            space = (cell[0] + dq, cell[1] + dr)
            if space in board or around.get(space, 0) + 1 < 3:
                continue
            others = "".join(
                sides[(space[0] + eq, space[1] + er)][(other_side + 3) % 6]
                for other_side, (eq, er) in enumerate(_DIRS)
                if (space[0] + eq, space[1] + er) in board
            )
            found.append((side, others, space))
        return found

    def _chain(self, cell: Hex) -> tuple[str, Hex] | None:
        """Restrictions 2 and 3 (see the module docstring): the problem, or
        None."""
        board, around = self.board, self._around
        # The first round reads the running neighbour counts: a space next
        # to ``cell`` touches its tiles and ``cell`` (most chains end here).
        new = []
        for dq, dr in _DIRS:
            space = (cell[0] + dq, cell[1] + dr)
            if space in board:
                continue
            count = around.get(space, 0) + 1
            if count >= 4:
                return "tantrix_fourth_neighbour", space
            if count == 3:
                new.append(space)
        if not new:
            return None
        touching = _touching_space(new)
        if touching is not None:
            return "tantrix_controlled_side", touching
        treated = {cell, *new}
        frontier = new
        key = "tantrix_controlled_side"
        while frontier:
            counts: dict[Hex, int] = {}
            for hub in frontier:
                for dq, dr in _DIRS:
                    space = (hub[0] + dq, hub[1] + dr)
                    if space in board or space in treated or space in counts:
                        continue
                    count = 0
                    for eq, er in _DIRS:
                        other = (space[0] + eq, space[1] + er)
                        if other in board or other in treated:
                            count += 1
                    if count >= 4:
                        return key, space
                    counts[space] = count
            new = [space for space, count in counts.items() if count == 3]
            touching = _touching_space(new)
            if touching is not None:
                return "tantrix_controlled_side", touching
            treated.update(new)
            frontier = new
            key = "tantrix_controlled_side"
        return None

    def _walk(self, start: Hex, side: int, colour: str) -> tuple[list[Hex], bool]:
        """Follow ``colour`` out of ``start`` through ``side``: the hexes
        passed (``start`` excluded) and whether the line came back (a loop)."""
        sides = self._edges
        path: list[Hex] = []
        cell, out = start, side
        while True:
            dq, dr = _DIRS[out]
            cell = (cell[0] + dq, cell[1] + dr)
            shown = sides.get(cell)
            if shown is None:
                return path, False
            if cell == start:
                return path, True
            entry = (out + 3) % 6
            first = shown.index(colour)
            out = shown.index(colour, first + 1) if first == entry else first
            path.append(cell)


INFO = GameInfo(
    id="tantrix",
    ai="abstrakta.ai.tantrix_policy",
    name="Tantrix",
    state_class=TantrixState,
    options=(
        OptionSpec("players", "2", minimum=2, maximum=4),
        OptionSpec("colours", AUTO, COLOUR_CHOICES),
    ),
    check_options=check_options,
)


def _touching_space(spaces: list[Hex]) -> Hex | None:
    """The first of ``spaces`` (new controlled spaces) beside another of
    them: two such spaces side by side break the third restriction."""
    if len(spaces) < 2:
        return None
    others = set(spaces)
    for space in spaces:
        for dq, dr in _DIRS:
            if (space[0] + dq, space[1] + dr) in others:
                return space
    return None
