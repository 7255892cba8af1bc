"""Ta Yü: lay 1 x 3 channel tiles drawn from a bag; carry water to your edges.

Rules: ``shared/rules/tayu.md`` (PerGioco #70). This module is the whole
game: the 28 tile types, the bag, placement legality, the end, the scoring
and the variants (tile choice, teams of two, saboteur with an agreed or bid
target).

Board and squares
-----------------
18 x 18 squares, ``a1`` (south-west) to ``r18`` (north-east); columns ``a``-``r``
run west to east, rows ``1``-``18`` south to north. In code a square is
``(column, row)`` 0-based (``a1`` = ``(0, 0)``), as in ``abstrakta.grids``.
The frame of outside squares has coordinates -1 and 18; the grey ones are
``GREY_SQUARES`` (an outlet pointing at one scores 2 instead of 1).
Directions and board sides are the letters ``n e s w``.

Tiles
-----
A tile covers three squares. Pictured lying west-east, its cells are 1, 2, 3
from west to east and its 8 unit segments are ``n1 n2 n3`` (north side),
``s1 s2 s3`` (south side), ``w`` and ``e`` (the ends). A type is a choice of 3
outlet segments up to a half turn; ``TILE_TYPES[t - 1]`` is type ``t`` as
pictured (facing ``n``). Types are numbered 1-28: the one type with all
outlets on one side, then the 15 two-sided types, then the 12 three-sided
("decorated") types 17-28, each group in a fixed order of its segments::

     1 n1 n2 n3     8 n1 n3 s3    15 n2 n3 s1    22 n1 s1 w
     2 n1 n2 e      9 n1 n3 s2    16 n2 n3 w     23 n2 e s2
     3 n1 n2 s3    10 n1 n3 s1    17 n1 e s3     24 n2 e s1
     4 n1 n2 s2    11 n1 n3 w     18 n1 e s2     25 n2 e w
     5 n1 n2 s1    12 n1 s2 s1    19 n1 e s1     26 n2 s1 w
     6 n1 n2 w     13 n2 n3 e     20 n1 e w      27 n3 e s1
     7 n1 n3 e     14 n2 n3 s2    21 n1 s2 w     28 n3 e w

(The module's ``tile_label(t)`` gives these labels; the docstring table is
checked against it by the tests.)

Orientation (facing)
--------------------
A tile is laid in one of 4 orientations, named by where its pictured north
side faces: ``n`` (as pictured, lying west-east), ``e`` (a quarter turn
clockwise, lying south-north), ``s`` (a half turn, lying west-east), ``w``
(a quarter turn counter-clockwise, lying south-north). ``FACINGS`` lists them
in clockwise order (what a "rotate" button steps through). The 4 orientations
of a type always have 4 different outlet patterns.

Move notation (only ``A-Z a-z 0-9 . -``)
----------------------------------------
- ``t17``: CHANCE, tile type 17 comes out of the bag.
- ``17e.j10``: lay type 17 facing ``e`` with its south-west-most square on
  ``j10`` (a vertical tile covers j10 j11 j12; ``17n.i9`` covers i9 j9 k9).
- ``deco`` / ``plain``: tile choice variant, the kind the player picks
  before the tile of that kind is revealed (the reveal is a ``t..`` draw).
- ``bid23`` / ``pass``: saboteur bidding.

Seats, options, phases
----------------------
Options (all strings): ``variant`` = ``standard`` (2 seats: 0 north-south,
1 east-west), ``teams`` (4 seats, clockwise 0 1 2 3; 0 and 2 north-south,
1 and 3 east-west), ``saboteur`` (3 seats: 0 north-south, 1 east-west,
2 saboteur; with bidding the roles are settled by the bidding, the two
non-saboteurs taking north-south and east-west in seat order). ``tiles`` =
``bag`` (random draw) or ``choice`` (tile choice: pick decorated/plain, then
a random tile of that kind is revealed); it combines with every variant.
``first`` = the seat that lays the first tile (and, with bidding, bids
first). ``target`` (1 to ``MAX_TARGET``, 484, default 24) = the saboteur's target and
``bidding`` = ``no``/``yes``; both are for the saboteur variant only (other
variants must keep the defaults) and with bidding the target comes from
the bids (the option must stay at its default).

A turn goes through ``phase`` = ``choose`` (tile choice only) -> ``draw``
(CHANCE) -> ``place``; a saboteur game with bidding starts in ``bid``;
``over`` at the end. ``turn`` is the seat whose turn it is, also while the
tile is being drawn. Seats move clockwise (seat order). A drawn tile that
fits nowhere ends the game at once (it stays in ``drawn``); so does laying
the last tile of the bag. In the choice variant, once one kind is used up,
the choose node stays with the one remaining kind as its only move.

Bidding: in seat order from ``first``, each player names a target lower
than the last bid (at most ``MAX_TARGET`` for the first bid) or passes; a player who
passed is out. When two have passed, the last bidder is the saboteur with
that target. If the first two players to speak both pass, the third must
bid (``pass`` is then illegal).

Scoring (``side_points``, ``score``): per board side, 1 point per outlet on
the board's edge pointing off that side, 2 if it points at a grey square; a
player's score is the product of their two sides. Outcome: the higher score
wins (teams score as one); in the saboteur game the saboteur wins if neither
other player reaches (>=) the target, else the higher of the two wins (equal
scores: both 0, the saboteur -1).

What a renderer / UI uses (all in game terms, squares as (column, row)):

- ``phase`` (``bid`` / ``choose`` / ``draw`` / ``place`` / ``over``), ``turn``
  (the seat whose turn it is, also during the draw), ``current_player()``,
  ``role(seat)`` (``ns`` / ``ew`` / ``sab`` / None), ``seat_name(seat)``
  (a message key; in a bidding game it changes from ``tayu_playerN`` to the
  role once the bidding ends).
- ``placed``: the tiles on the board in the order laid, as ``Place`` moves;
  ``Place.squares`` (3 squares) and ``Place.outlets`` ((square, side letter)
  for each of the 3 outlets: the unit segment on that side of that square is
  a channel mouth; the tile's one channel joins its three outlets).
  ``tile_at(square)`` is the ``Place`` covering a square or None;
  ``open_outlets()`` the outlets facing an empty square.
- ``drawn``: the type waiting to be laid (1-28) or None; ``kind`` the kind
  chosen (tile choice) until the draw.
- ``legal_moves()`` at ``place``: every legal ``Place`` of the drawn tile;
  ``placements_at(square)``: those covering ``square``, grouped by facing
  ("tap a square, see which orientations fit").
- ``tile_outlets(tile, facing)``: a type's outlets in a facing relative to
  its south-west square, for drawing the drawn tile and its rotations;
  ``tile_label(tile)``, ``is_decorated(tile)``, ``kind_of(tile)``.
- ``bag_count()``, ``bag_counts()`` ({type: left}), ``kind_counts()``
  ({"deco": n, "plain": m}), ``material()`` (always 84).
- ``side_points()`` ({"n", "e", "s", "w"} running points), ``edge_outlets()``
  (per side: (square, 1 or 2) of every outlet off the board),
  ``score("ns" | "ew")`` (the product), ``seat_score(seat)`` (None for the
  saboteur), ``GREY_SQUARES`` (the frame squares to paint grey).
- Saboteur: ``target`` (None until the bidding ends), ``bids`` ((seat, bid
  or None for a pass) in order), ``high_bid``, ``high_bidder``, ``passed``.
- After the end, ``outcome()``: ``reason`` ``tayu_bag_empty`` or
  ``tayu_stuck``; ``scores`` per seat (a team's score for both its seats,
  0 for the saboteur); ``detail`` = ``sides`` (points per side),
  ``scores`` ({"ns", "ew"}), ``edge_outlets`` (per side: [square name,
  points]), ``roles``, ``tiles_laid``, and ``target`` / ``stuck_tile``.

For AIs (fast paths, any type on the current board, not only the drawn
one): ``placements(tile)``, ``placement_keys(tile)`` (raw (padded anchor,
facing index) pairs), ``fits_anywhere(tile)``, ``is_legal_placement(move)``,
``check_placement(move)`` (raises with the reason) and a cheap ``clone()``.
Legal placements come from an index of open outlets (empty square -> the
sides on which a neighbour's outlet points into it), so their cost grows
with the frontier, not with the 324 squares.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from itertools import combinations

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
)
from abstrakta.grids import Square, parse_square_name, square_name

SIZE = 18
#: The four centre squares; the first tile must cover at least one.
CENTRE: frozenset[Square] = frozenset({(8, 8), (8, 9), (9, 8), (9, 9)})

#: Directions, numbered as ``grids.SQUARE_DIRECTIONS``: east, north, west, south.
E, N, W, S = 0, 1, 2, 3
DIRECTION_LETTERS = "enws"
DELTAS: tuple[Square, ...] = ((1, 0), (0, 1), (-1, 0), (0, -1))

#: The grey outside squares of the frame, as (column, row) with -1 / 18 for
#: the frame: on every side they face lines 3, 7, 12 and 16 (rows 3 7 12 16
#: east and west, columns c g l p north and south). THE one place to change.
GREY_SQUARES: frozenset[Square] = frozenset(
    square
    for line in (2, 6, 11, 15)
    for square in ((line, SIZE), (line, -1), (SIZE, line), (-1, line))
)

COPIES = 3
NUM_TYPES = 28
TILES_TOTAL = COPIES * NUM_TYPES
FACINGS = ("n", "e", "s", "w")
KINDS = ("deco", "plain")
#: The most a side can score: an outlet off every one of its SIZE edge
#: squares, two points at each of its four grey squares (22); a player's
#: score is the product of two sides, so a target or a bid can be 22 x 22.
MAX_SIDE_POINTS = SIZE + len(GREY_SQUARES) // 4
MAX_TARGET = MAX_SIDE_POINTS**2
DEFAULT_TARGET = 24

NS, EW, SAB = "ns", "ew", "sab"
#: Board sides scored by each role.
ROLE_SIDES: dict[str, tuple[str, str]] = {NS: ("n", "s"), EW: ("e", "w")}
SEATS: dict[str, int] = {"standard": 2, "teams": 4, "saboteur": 3}

PHASE_BID, PHASE_CHOOSE, PHASE_DRAW, PHASE_PLACE, PHASE_OVER = (
    "bid",
    "choose",
    "draw",
    "place",
    "over",
)

register_messages(
    {
        "tayu_off_board": "the tile would stick out of the board",
        "tayu_occupied": "{square} is already covered",
        "tayu_centre": "the first tile must cover one of the centre squares i9 i10 j9 j10",
        "tayu_not_adjacent": "the tile must share an edge with a tile on the board",
        "tayu_no_connection": "none of the tile's outlets meets an outlet of a neighbouring tile",
        "tayu_outlet_blocked": "the outlet on the {side} side of {square} faces a wall",
        "tayu_blocks_outlet": "the tile would block the outlet on the {side} side of {square}",
        "tayu_not_drawn": "a tile must be drawn from the bag first",
        "tayu_wrong_tile": "the drawn tile is {drawn}, not {tile}",
        "tayu_not_in_bag": "no tile {tile} is left in the bag",
        "tayu_wrong_kind": "tile {tile} is not {kind}",
        "tayu_choose_kind": "first choose a decorated or a plain tile",
        "tayu_not_choosing": "there is no tile kind to choose now",
        "tayu_kind_empty": "no {kind} tiles are left",
        "tayu_bidding": "the saboteur is being chosen: bid or pass",
        "tayu_not_bidding": "there is no bidding now",
        "tayu_bid_low": "a bid must be lower than {last}",
        "tayu_bid_range": "a bid must be between 1 and {most}",
        "tayu_must_bid": "both others passed: name a target",
        "tayu_options_seat": "seat {first} does not play in this variant",
        "tayu_options_saboteur": "target and bidding belong to the saboteur variant",
        "tayu_options_bid_target": "with bidding the target is bid, not set",
        "tayu_ns": "North–South",
        "tayu_ew": "East–West",
        "tayu_sab": "Saboteur",
        "tayu_ns1": "North–South 1",
        "tayu_ew1": "East–West 1",
        "tayu_ns2": "North–South 2",
        "tayu_ew2": "East–West 2",
        "tayu_player1": "Player 1",
        "tayu_player2": "Player 2",
        "tayu_player3": "Player 3",
        "tayu_deco": "decorated",
        "tayu_plain": "plain",
        "tayu_bag_empty": "the bag is empty",
        "tayu_stuck": "the drawn tile fits nowhere",
    }
)

# --- tile types -------------------------------------------------------------

Segment = tuple[int, int]  # (cell 0..2 west to east, direction) as pictured

#: The 8 unit segments of a tile as pictured, clockwise from the north-west.
SEGMENTS: tuple[Segment, ...] = ((0, N), (1, N), (2, N), (2, E), (2, S), (1, S), (0, S), (0, W))
SEGMENT_LABELS: dict[Segment, str] = {
    (0, N): "n1",
    (1, N): "n2",
    (2, N): "n3",
    (2, E): "e",
    (2, S): "s3",
    (1, S): "s2",
    (0, S): "s1",
    (0, W): "w",
}


def _half_turn(segment: Segment) -> Segment:
    cell, direction = segment
    return 2 - cell, (direction + 2) % 4


def _side(segment: Segment) -> int:
    return segment[1]


def _tile_types() -> tuple[tuple[Segment, ...], ...]:
    """The 28 types: 3 of 8 segments up to a half turn, numbered as the
    module docstring says (by the number of sides used, then segments)."""
    index = {segment: i for i, segment in enumerate(SEGMENTS)}
    found: set[tuple[int, ...]] = set()
    for combo in combinations(range(8), 3):
        turned = tuple(sorted(index[_half_turn(SEGMENTS[i])] for i in combo))
        found.add(min(combo, turned))

    def key(rep: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
        return len({_side(SEGMENTS[i]) for i in rep}), rep

    return tuple(tuple(SEGMENTS[i] for i in rep) for rep in sorted(found, key=key))


#: ``TILE_TYPES[t - 1]``: the outlet segments of type ``t`` as pictured.
TILE_TYPES: tuple[tuple[Segment, ...], ...] = _tile_types()


#: ``KIND[t - 1]``: ``deco`` for the types with outlets on three different
#: sides (decorated backs), else ``plain``.
KIND: tuple[str, ...] = tuple(
    "deco" if len({_side(s) for s in segments}) == 3 else "plain" for segments in TILE_TYPES
)


def is_decorated(tile: int) -> bool:
    """Whether type ``tile`` (1-28) has outlets on three different sides."""
    return KIND[tile - 1] == "deco"


def kind_of(tile: int) -> str:
    """``deco`` or ``plain``: what the back of a type ``tile`` shows."""
    return KIND[tile - 1]


def tile_label(tile: int) -> str:
    """``n1 e s3``-style label of type ``tile`` (segments in clockwise order)."""
    return " ".join(SEGMENT_LABELS[s] for s in TILE_TYPES[tile - 1])


# --- geometry of a type in a facing ----------------------------------------

PAD = 2
WIDTH = SIZE + 2 * PAD
STEPS = (1, WIDTH, -1, -WIDTH)
OCCUPIED = 16  # bit of a covered square in the padded board; bits 0-3: outlets
FRAME = 32  # value of a square outside the board in the padded board
EMPTY = 0
#: Directions of each bit set in a 4-bit mask.
BITS: tuple[tuple[int, ...], ...] = tuple(
    tuple(d for d in range(4) if mask >> d & 1) for mask in range(16)
)


def _outlet_targets(sh: Shape, anchor: int) -> list[tuple[int, int]]:
    """Each outlet of a tile of shape ``sh`` laid at padded ``anchor``:
    (its direction, the padded square it points into)."""
    return [
        (d, anchor + offset + STEPS[d])
        for offset, mask in zip(sh.cell_offsets, sh.masks, strict=True)
        for d in BITS[mask]
    ]


def _frame_points(index: int) -> int:
    """What an outlet pointing at the frame square ``index`` scores."""
    return 2 if _unpad(index) in GREY_SQUARES else 1


def _pad(square: Square) -> int:
    return (square[1] + PAD) * WIDTH + square[0] + PAD


def _unpad(index: int) -> Square:
    row, column = divmod(index, WIDTH)
    return column - PAD, row - PAD


@dataclass(frozen=True)
class Shape:
    """A type laid in one facing, relative to its anchor (south-west square)."""

    #: The 3 covered squares as (dc, dr) from the anchor, anchor first.
    cells: tuple[Square, Square, Square]
    #: The 3 outlets as ((dc, dr), direction 0-3).
    outlets: tuple[tuple[Square, int], ...]
    #: Outlet directions (bit mask) per cell, aligned with ``cells``.
    masks: tuple[int, int, int]
    # padded-board offsets from the anchor, for the fast paths
    cell_offsets: tuple[int, int, int]
    #: (neighbour offset, mask, bad value): the placement is illegal if
    #: ``board[anchor + offset] & mask == bad`` (an outlet facing a wall of a
    #: tile, or a wall facing a tile's outlet).
    links: tuple[tuple[int, int, int], ...]


@cache
def shape(tile: int, facing: str) -> Shape:
    """The geometry of type ``tile`` (1-28) laid facing ``facing``."""
    turns = (-FACINGS.index(facing)) % 4  # quarter turns counter-clockwise

    def rotate(x: int, y: int) -> Square:
        for _ in range(turns):
            x, y = -y, x
        return x, y

    raw = [rotate(k, 0) for k in range(3)]
    low_x = min(x for x, _ in raw)
    low_y = min(y for _, y in raw)
    placed = [(x - low_x, y - low_y) for x, y in raw]
    outlet_set = {(placed[k], (d + turns) % 4) for k, d in TILE_TYPES[tile - 1]}
    order = sorted(range(3), key=lambda k: (placed[k][0], placed[k][1]))
    cells = tuple(placed[k] for k in order)
    masks = tuple(sum(1 << d for c, d in outlet_set if c == cell) for cell in cells)
    links: list[tuple[int, int, int]] = []
    for cell in cells:
        for d, (dx, dy) in enumerate(DELTAS):
            neighbour = (cell[0] + dx, cell[1] + dy)
            if neighbour in cells:
                continue
            offset = (neighbour[1]) * WIDTH + neighbour[0]
            back = 1 << ((d + 2) % 4)
            if (cell, d) in outlet_set:
                links.append((offset, OCCUPIED | back, OCCUPIED))
            else:
                links.append((offset, back, back))
    return Shape(
        cells=cells,  # type: ignore[arg-type]
        outlets=tuple(sorted(outlet_set)),
        masks=masks,  # type: ignore[arg-type]
        cell_offsets=tuple(c[1] * WIDTH + c[0] for c in cells),  # type: ignore[arg-type]
        links=tuple(links),
    )


def tile_outlets(tile: int, facing: str) -> list[tuple[Square, str]]:
    """Type ``tile`` laid facing ``facing`` with its south-west square at
    (0, 0): its outlets as ((dc, dr), direction letter). For drawing the
    drawn tile beside the board and its rotations."""
    return [(cell, DIRECTION_LETTERS[d]) for cell, d in shape(tile, facing).outlets]


Candidate = tuple[int, int, int, int, int, tuple[tuple[int, int, int], ...]]


@cache
def _candidates(tile: int) -> tuple[tuple[Candidate, ...], ...]:
    """Indexed by a 4-bit mask of directions: (facing index, cell offset,
    the 3 cell offsets, links) of every cell of ``tile`` (in every facing)
    with an outlet on one of those sides. An open outlet needing an outlet
    on side d of an empty square looks up ``_candidates(tile)[1 << d]``."""
    by_direction: list[list[Candidate]] = [[], [], [], []]
    for fi, facing in enumerate(FACINGS):
        sh = shape(tile, facing)
        for offset, mask in zip(sh.cell_offsets, sh.masks, strict=True):
            for d in BITS[mask]:
                by_direction[d].append((fi, offset, *sh.cell_offsets, sh.links))
    return tuple(
        tuple(entry for d in BITS[mask] for entry in by_direction[d]) for mask in range(16)
    )


# --- moves ------------------------------------------------------------------


@dataclass(frozen=True)
class Draw:
    """CHANCE: type ``tile`` (1-28) comes out of the bag."""

    tile: int

    def __str__(self) -> str:
        return f"t{self.tile}"


@dataclass(frozen=True)
class Place:
    """Lay type ``tile`` facing ``facing`` with its south-west square on ``anchor``."""

    tile: int
    facing: str
    anchor: Square

    def __str__(self) -> str:
        return f"{self.tile}{self.facing}.{square_name(self.anchor)}"

    @property
    def shape(self) -> Shape:
        return shape(self.tile, self.facing)

    @property
    def squares(self) -> tuple[Square, ...]:
        """The 3 squares covered, from the anchor (west to east or south to
        north); some may be off the board for an illegal placement."""
        c, r = self.anchor
        return tuple((c + dc, r + dr) for dc, dr in self.shape.cells)

    @property
    def outlets(self) -> tuple[tuple[Square, str], ...]:
        """The 3 outlets as (square, direction letter): the unit segment on
        that side of that square is a channel mouth."""
        c, r = self.anchor
        return tuple(((c + dc, r + dr), DIRECTION_LETTERS[d]) for (dc, dr), d in self.shape.outlets)


@dataclass(frozen=True)
class Choose:
    """Tile choice variant: take a face-down tile of ``kind`` (deco/plain)."""

    kind: str

    def __str__(self) -> str:
        return self.kind


@dataclass(frozen=True)
class Bid:
    """Saboteur bidding: offer to be the saboteur with this target."""

    target: int

    def __str__(self) -> str:
        return f"bid{self.target}"


@dataclass(frozen=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


TayuMove = Draw | Place | Choose | Bid | Pass


def parse(text: str) -> TayuMove:
    """The move named by ``text``; raises ``InvalidMoveError``."""
    if not text.isascii():
        raise InvalidMoveError("bad_move_text", text=text)
    if text == "pass":
        return Pass()
    if text in KINDS:
        return Choose(text)
    if text.startswith("bid") and text[3:].isdigit() and len(text) <= 6:
        value = int(text[3:])
        if value >= 1 and text[3] != "0":
            return Bid(value)
    elif text.startswith("t") and _tile_number(text[1:]):
        return Draw(int(text[1:]))
    else:
        head, dot, square = text.partition(".")
        if dot and len(head) >= 2 and head[-1] in FACINGS and _tile_number(head[:-1]):
            anchor = parse_square_name(square, SIZE, SIZE)
            if anchor is not None:
                return Place(int(head[:-1]), head[-1], anchor)
    raise InvalidMoveError("bad_move_text", text=text)


def _tile_number(text: str) -> bool:
    return text.isdigit() and text[0] != "0" and 1 <= int(text) <= NUM_TYPES


# --- the state -----------------------------------------------------------------


def seats_for(options: Mapping[str, str]) -> int:
    return SEATS[options.get("variant", "standard")]


def check_options(options: dict[str, str]) -> None:
    first = int(options["first"])
    if first >= seats_for(options):
        raise OptionsError("tayu_options_seat", first=first)
    saboteur = options["variant"] == "saboteur"
    if not saboteur and (options["bidding"] != "no" or options["target"] != str(DEFAULT_TARGET)):
        raise OptionsError("tayu_options_saboteur")
    if options["bidding"] == "yes" and options["target"] != str(DEFAULT_TARGET):
        raise OptionsError("tayu_options_bid_target")


class TayuState(State[TayuMove]):
    def __init__(self, options: dict[str, str]) -> None:
        super().__init__(options)
        self.variant = options.get("variant", "standard")
        self.choice = options.get("tiles", "bag") == "choice"
        self.seats = SEATS[self.variant]
        first = int(options.get("first", "0"))
        #: Per seat: NS, EW, SAB or None (saboteur game before the bidding ends).
        self.roles: list[str | None]
        if self.variant == "teams":
            self.roles = [NS, EW, NS, EW]
        elif self.variant == "saboteur":
            self.roles = [NS, EW, SAB]
        else:
            self.roles = [NS, EW]
        #: The saboteur's target (None before the bidding ends, or no saboteur).
        self.target: int | None = None
        #: The bidding so far: (seat, bid or None for a pass).
        self.bids: list[tuple[int, int | None]] = []
        self.high_bid: int | None = None
        self.high_bidder: int | None = None
        self.passed: set[int] = set()
        #: Tiles left in the bag per type: ``bag[t - 1]``.
        self.bag: list[int] = [COPIES] * NUM_TYPES
        #: The tiles on the board in the order laid.
        self.placed: list[Place] = []
        #: The drawn tile waiting to be laid (or, at the end, the one that
        #: fitted nowhere); None otherwise.
        self.drawn: int | None = None
        #: The kind chosen in the tile choice variant, until the draw.
        self.kind: str | None = None
        self.turn = first
        self.phase = PHASE_DRAW
        # padded board: FRAME outside, EMPTY, or OCCUPIED | outlet bits
        board = [FRAME] * (WIDTH * WIDTH)
        for row in range(SIZE):
            for column in range(SIZE):
                board[_pad((column, row))] = EMPTY
        self._board = board
        #: padded index -> index in ``placed`` of the tile covering it.
        self._owner: dict[int, int] = {}
        #: Open outlets: empty padded square -> bit mask of the directions
        #: (from it) of neighbours whose outlet points into it.
        self._open: dict[int, int] = {}
        #: Points per board side, indexed by direction (E, N, W, S).
        self._side_points = [0, 0, 0, 0]
        self._fits: bool | None = None
        self._moves: list[Place] | None = None
        self._result: Outcome | None = None
        if self.variant == "saboteur":
            if options.get("bidding", "no") == "yes":
                self.roles = [None, None, None]
                self.phase = PHASE_BID
            else:
                self.target = int(options.get("target", str(DEFAULT_TARGET)))
        if self.phase != PHASE_BID:
            self._start_turn(first)

    # --- protocol ------------------------------------------------------------

    def num_players(self) -> int:
        return self.seats

    def _current_player(self) -> int:
        return CHANCE if self.phase == PHASE_DRAW else self.turn

    def seat_name(self, seat: int) -> str:
        role = self.roles[seat]
        if role is None:
            return f"tayu_player{seat + 1}"
        if self.variant == "teams":
            return f"tayu_{role}{seat // 2 + 1}"
        return f"tayu_{role}"

    def role(self, seat: int) -> str | None:
        """``ns``, ``ew``, ``sab`` or None (before the bidding ends)."""
        return self.roles[seat]

    def parse_move(self, text: str) -> TayuMove:
        return parse(text)

    def legal_moves(self, seat: int | None = None) -> list[TayuMove]:
        if self.is_over():
            return []
        phase = self.phase
        if phase == PHASE_PLACE:
            return list(self._placements())
        if phase == PHASE_DRAW:
            return [move for move, _ in self.chance_outcomes()]
        if phase == PHASE_CHOOSE:
            counts = self.kind_counts()
            return [Choose(kind) for kind in KINDS if counts[kind]]
        # bidding
        top = MAX_TARGET if self.high_bid is None else self.high_bid - 1
        moves: list[TayuMove] = [Bid(value) for value in range(1, top + 1)]
        if not self._must_bid():
            moves.append(Pass())
        return moves

    def chance_outcomes(self) -> list[tuple[TayuMove, float]]:
        if self.phase != PHASE_DRAW or self.is_over():
            return []
        counts = [
            (tile, n)
            for tile, n in enumerate(self.bag, start=1)
            if n and (self.kind is None or kind_of(tile) == self.kind)
        ]
        total = sum(n for _, n in counts)
        return [(Draw(tile), n / total) for tile, n in counts]

    def check_move(self, move: TayuMove) -> None:
        phase = self.phase
        if isinstance(move, Place):
            if phase == PHASE_BID:
                raise IllegalMoveError("tayu_bidding")
            if phase == PHASE_CHOOSE:
                raise IllegalMoveError("tayu_choose_kind")
            if phase != PHASE_PLACE:
                raise IllegalMoveError("tayu_not_drawn")
            if move.tile != self.drawn:
                raise IllegalMoveError("tayu_wrong_tile", drawn=self.drawn, tile=move.tile)
            self.check_placement(move)
        elif isinstance(move, Draw):
            if phase != PHASE_DRAW:
                raise IllegalMoveError("chance_move", move=str(move))
            if not self.bag[move.tile - 1]:
                raise IllegalMoveError("tayu_not_in_bag", tile=move.tile)
            if self.kind is not None and kind_of(move.tile) != self.kind:
                raise IllegalMoveError("tayu_wrong_kind", tile=move.tile, kind=self.kind)
        elif isinstance(move, Choose):
            if phase == PHASE_BID:
                raise IllegalMoveError("tayu_bidding")
            if phase != PHASE_CHOOSE:
                raise IllegalMoveError("tayu_not_choosing")
            if not self.kind_counts()[move.kind]:
                raise IllegalMoveError("tayu_kind_empty", kind=move.kind)
        else:  # Bid or Pass
            if phase != PHASE_BID:
                raise IllegalMoveError("tayu_not_bidding")
            if isinstance(move, Pass):
                if self._must_bid():
                    raise IllegalMoveError("tayu_must_bid")
            elif move.target > MAX_TARGET:
                raise IllegalMoveError("tayu_bid_range", most=MAX_TARGET)
            elif self.high_bid is not None and move.target >= self.high_bid:
                raise IllegalMoveError("tayu_bid_low", last=self.high_bid)

    def check_placement(self, move: Place) -> None:
        """Raise ``IllegalMoveError`` with the reason if type ``move.tile``
        cannot be laid there on this board (whatever tile was drawn)."""
        if not self.is_legal_placement(move):
            self._explain(move)
            raise IllegalMoveError("not_legal", move=str(move))  # pragma: no cover

    def is_legal_placement(self, move: Place) -> bool:
        """Whether type ``move.tile`` may be laid there on this board (fast)."""
        sh = move.shape
        column, row = move.anchor
        far_column, far_row = sh.cells[2]
        if not (0 <= column < SIZE - far_column and 0 <= row < SIZE - far_row):
            return False
        board = self._board
        anchor = _pad(move.anchor)
        a, b, c = sh.cell_offsets
        if board[anchor + a] or board[anchor + b] or board[anchor + c]:
            return False
        if not self.placed:
            return not CENTRE.isdisjoint(move.squares)
        connected = False
        for offset, test, bad in sh.links:
            value = board[anchor + offset] & test
            if value == bad:
                return False
            if value == test:
                connected = True
        return connected

    def _explain(self, move: Place) -> None:
        """Raise the reason why ``move`` is not a legal placement."""
        squares = move.squares
        for square in squares:
            if not (0 <= square[0] < SIZE and 0 <= square[1] < SIZE):
                raise IllegalMoveError("tayu_off_board")
        board = self._board
        for square in squares:
            if board[_pad(square)] != EMPTY:
                raise IllegalMoveError("tayu_occupied", square=square_name(square))
        if not self.placed:
            if not CENTRE.intersection(squares):
                raise IllegalMoveError("tayu_centre")
            return
        touching = connected = False
        outlet_set = set(move.outlets)
        for column, row in squares:
            for d, (dx, dy) in enumerate(DELTAS):
                neighbour = (column + dx, row + dy)
                value = board[_pad(neighbour)]
                if neighbour in squares or not value & OCCUPIED:
                    continue
                touching = True
                theirs = bool(value >> ((d + 2) % 4) & 1)
                ours = ((column, row), DIRECTION_LETTERS[d]) in outlet_set
                if ours and theirs:
                    connected = True
                elif ours:
                    raise IllegalMoveError(
                        "tayu_outlet_blocked",
                        square=square_name((column, row)),
                        side=DIRECTION_LETTERS[d],
                    )
                elif theirs:
                    raise IllegalMoveError(
                        "tayu_blocks_outlet",
                        square=square_name(neighbour),
                        side=DIRECTION_LETTERS[(d + 2) % 4],
                    )
        if not touching:
            raise IllegalMoveError("tayu_not_adjacent")
        if not connected:
            raise IllegalMoveError("tayu_no_connection")

    def _apply(self, move: TayuMove) -> None:
        if isinstance(move, Place):
            self._lay(move)
            self.drawn = None
            self._moves = None
            if not any(self.bag):
                self._finish("tayu_bag_empty")
            else:
                self._start_turn((self.turn + 1) % self.seats)
        elif isinstance(move, Draw):
            self.bag[move.tile - 1] -= 1
            self.drawn = move.tile
            self.kind = None
            self.phase = PHASE_PLACE
            self._fits = None
            self._moves = None
        elif isinstance(move, Choose):
            self.kind = move.kind
            self.phase = PHASE_DRAW
        else:
            self._bid(move)

    def _start_turn(self, seat: int) -> None:
        self.turn = seat
        self.phase = PHASE_CHOOSE if self.choice else PHASE_DRAW

    def _must_bid(self) -> bool:
        return self.high_bid is None and len(self.passed) == 2

    def _bid(self, move: Bid | Pass) -> None:
        seat = self.turn
        if isinstance(move, Pass):
            self.bids.append((seat, None))
            self.passed.add(seat)
        else:
            self.bids.append((seat, move.target))
            self.high_bid, self.high_bidder = move.target, seat
        if len(self.passed) == 2 and self.high_bidder is not None:
            saboteur = self.high_bidder
            self.target = self.high_bid
            others = iter((NS, EW))
            self.roles = [SAB if s == saboteur else next(others) for s in range(3)]
            self._start_turn(int(self.options.get("first", "0")))
            return
        nxt = (seat + 1) % 3
        while nxt in self.passed:
            nxt = (nxt + 1) % 3
        self.turn = nxt

    # --- the board -------------------------------------------------------------

    def _lay(self, move: Place) -> None:
        """Put a tile on the board (already checked) and update the indexes."""
        sh = move.shape
        anchor = _pad(move.anchor)
        board, opened = self._board, self._open
        number = len(self.placed)
        self.placed.append(move)
        for offset, mask in zip(sh.cell_offsets, sh.masks, strict=True):
            index = anchor + offset
            board[index] = OCCUPIED | mask
            self._owner[index] = number
            opened.pop(index, None)
        for d, target in _outlet_targets(sh, anchor):
            value = board[target]
            if value == EMPTY:
                opened[target] = opened.get(target, 0) | 1 << ((d + 2) % 4)
            elif value == FRAME:
                self._side_points[d] += _frame_points(target)

    def placement_effect(self, move: Place) -> tuple[list[int], list[int], list[int]]:
        """What laying the legal placement ``move`` would change in the
        running data the computer reads (``_side_points``, the keys of
        ``_open``), without laying it: the points each side would gain
        (E N W S), the open squares it would cover, and the empty squares
        its outlets would newly point into, in the order laying it adds
        them (so a sum over the open squares after it runs in the same
        order as on the laid board)."""
        sh = move.shape
        anchor = _pad(move.anchor)
        board, opened = self._board, self._open
        covered = [anchor + offset for offset in sh.cell_offsets if anchor + offset in opened]
        gained = [0, 0, 0, 0]
        added: list[int] = []
        for d, target in _outlet_targets(sh, anchor):
            value = board[target]
            if value == EMPTY:
                if target not in opened and target not in added:
                    added.append(target)
            elif value == FRAME:
                gained[d] += _frame_points(target)
        return gained, covered, added

    def placement_keys(self, tile: int) -> list[tuple[int, int]]:
        """The legal placements of type ``tile`` on this board as sorted
        (padded anchor index, facing index) pairs: the fast path (for AIs)."""
        if not self.placed:
            return self._first_keys(tile)
        board = self._board
        table = _candidates(tile)
        seen: set[int] = set()
        found: list[tuple[int, int]] = []
        for square, mask in self._open.items():
            for fi, cell_offset, a, b, c, links in table[mask]:
                anchor = square - cell_offset
                if board[anchor + a] or board[anchor + b] or board[anchor + c]:
                    continue
                for offset, test, bad in links:
                    if board[anchor + offset] & test == bad:
                        break
                else:
                    key = anchor * 4 + fi
                    if key not in seen:
                        seen.add(key)
                        found.append((anchor, fi))
        found.sort()
        return found

    def fits_anywhere(self, tile: int) -> bool:
        """Whether type ``tile`` has a legal placement on this board."""
        if not self.placed:
            return True
        board = self._board
        table = _candidates(tile)
        for square, mask in self._open.items():
            for _, cell_offset, a, b, c, links in table[mask]:
                anchor = square - cell_offset
                if board[anchor + a] or board[anchor + b] or board[anchor + c]:
                    continue
                for offset, test, bad in links:
                    if board[anchor + offset] & test == bad:
                        break
                else:
                    return True
        return False

    def _first_keys(self, tile: int) -> list[tuple[int, int]]:
        found = []
        for fi, facing in enumerate(FACINGS):
            cells = shape(tile, facing).cells
            for column in range(SIZE):
                for row in range(SIZE):
                    squares = [(column + dc, row + dr) for dc, dr in cells]
                    if all(c < SIZE and r < SIZE for c, r in squares) and CENTRE.intersection(
                        squares
                    ):
                        found.append((_pad((column, row)), fi))
        found.sort()
        return found

    def placements(self, tile: int) -> list[Place]:
        """The legal placements of type ``tile`` (any type) on this board."""
        return [
            Place(tile, FACINGS[fi], _unpad(anchor)) for anchor, fi in self.placement_keys(tile)
        ]

    def _placements(self) -> list[Place]:
        if self._moves is None:
            assert self.drawn is not None
            self._moves = self.placements(self.drawn)
        return self._moves

    def placements_at(self, square: Square) -> dict[str, list[Place]]:
        """The legal placements of the drawn tile covering ``square``, by
        facing (facings with none are left out): "tap a square, see which
        orientations fit". Empty unless a tile waits to be laid."""
        if self.phase != PHASE_PLACE or self.is_over():
            return {}
        by_facing: dict[str, list[Place]] = {}
        for move in self._placements():
            if square in move.squares:
                by_facing.setdefault(move.facing, []).append(move)
        return by_facing

    def tile_at(self, square: Square) -> Place | None:
        """The tile covering ``square``, if any."""
        number = self._owner.get(_pad(square))
        return None if number is None else self.placed[number]

    def open_outlets(self) -> list[tuple[Square, str]]:
        """Outlets on the board facing an empty square, as (the tile's
        square, direction letter), sorted."""
        found = []
        for index, mask in self._open.items():
            for d in BITS[mask]:
                found.append((_unpad(index + STEPS[d]), DIRECTION_LETTERS[(d + 2) % 4]))
        return sorted(found)

    def edge_outlets(self) -> dict[str, list[tuple[Square, int]]]:
        """Per board side (n e s w): the outlets pointing off the board there,
        as (square, points 1 or 2), sorted."""
        found: dict[str, list[tuple[Square, int]]] = {side: [] for side in "nesw"}
        for move in self.placed:
            for (column, row), letter in move.outlets:
                dx, dy = DELTAS[DIRECTION_LETTERS.index(letter)]
                outside = (column + dx, row + dy)
                if not (0 <= outside[0] < SIZE and 0 <= outside[1] < SIZE):
                    points = 2 if outside in GREY_SQUARES else 1
                    found[letter].append(((column, row), points))
        for side in found.values():
            side.sort()
        return found

    def side_points(self) -> dict[str, int]:
        """Running points per board side: ``{"n": .., "e": .., "s": .., "w": ..}``."""
        points = self._side_points
        return {"n": points[N], "e": points[E], "s": points[S], "w": points[W]}

    def score(self, role: str) -> int:
        """The running score of ``ns`` or ``ew``: the product of its two sides."""
        a, b = ROLE_SIDES[role]
        points = self.side_points()
        return points[a] * points[b]

    def seat_score(self, seat: int) -> int | None:
        """The running score of ``seat``'s side (None for the saboteur or an
        undecided role)."""
        role = self.roles[seat]
        return self.score(role) if role in ROLE_SIDES else None

    def material(self) -> int:
        """Tiles on the board + in the bag + drawn and not laid: always 84."""
        return len(self.placed) + sum(self.bag) + (self.drawn is not None)

    def bag_count(self) -> int:
        return sum(self.bag)

    def bag_counts(self) -> dict[int, int]:
        """Tiles left per type number (types with none are included)."""
        return {tile: n for tile, n in enumerate(self.bag, start=1)}

    def kind_counts(self) -> dict[str, int]:
        """Tiles left in the bag per kind: ``{"deco": .., "plain": ..}``."""
        counts = {"deco": 0, "plain": 0}
        for kind, n in zip(KIND, self.bag, strict=True):
            counts[kind] += n
        return counts

    # --- the end ----------------------------------------------------------------

    def _finish(self, reason: str) -> None:
        self.phase = PHASE_OVER
        ns, ew = self.score(NS), self.score(EW)
        returns: list[float] = []
        if self.variant == "saboteur":
            assert self.target is not None
            reached = max(ns, ew) >= self.target
            for role in self.roles:
                if role == SAB:
                    returns.append(-1.0 if reached else 1.0)
                elif not reached:
                    returns.append(-1.0)
                else:
                    mine, theirs = (ns, ew) if role == NS else (ew, ns)
                    returns.append(1.0 if mine > theirs else -1.0 if mine < theirs else 0.0)
        else:
            for role in self.roles:
                mine, theirs = (ns, ew) if role == NS else (ew, ns)
                returns.append(1.0 if mine > theirs else -1.0 if mine < theirs else 0.0)
        scores = tuple(float(ns if r == NS else ew if r == EW else 0) for r in self.roles)
        detail: dict[str, object] = {
            "sides": self.side_points(),
            "scores": {NS: ns, EW: ew},
            "edge_outlets": {
                side: [(square_name(sq), points) for sq, points in outlets]
                for side, outlets in self.edge_outlets().items()
            },
            "roles": list(self.roles),
            "tiles_laid": len(self.placed),
        }
        if self.target is not None:
            detail["target"] = self.target
        if reason == "tayu_stuck":
            detail["stuck_tile"] = self.drawn
        self._result = Outcome(returns=tuple(returns), reason=reason, scores=scores, detail=detail)

    def _outcome(self) -> Outcome | None:
        if self._result is None and self.phase == PHASE_PLACE and self._fits is None:
            assert self.drawn is not None
            self._fits = self.fits_anywhere(self.drawn)
            if not self._fits:
                self._finish("tayu_stuck")
        return self._result

    # --- copies ------------------------------------------------------------------

    def _clone_into(self, copy: TayuState) -> None:
        copy.variant = self.variant
        copy.choice = self.choice
        copy.seats = self.seats
        copy.roles = list(self.roles)
        copy.target = self.target
        copy.bids = list(self.bids)
        copy.high_bid = self.high_bid
        copy.high_bidder = self.high_bidder
        copy.passed = set(self.passed)
        copy.bag = list(self.bag)
        copy.placed = list(self.placed)
        copy.drawn = self.drawn
        copy.kind = self.kind
        copy.turn = self.turn
        copy.phase = self.phase
        copy._board = list(self._board)
        copy._owner = dict(self._owner)
        copy._open = dict(self._open)
        copy._side_points = list(self._side_points)
        copy._fits = self._fits
        copy._moves = self._moves
        copy._result = self._result


INFO = GameInfo(
    id="tayu",
    ai="abstrakta.ai.tayu_policy",
    name="Ta Yü",
    state_class=TayuState,
    options=(
        OptionSpec("variant", "standard", ("standard", "teams", "saboteur")),
        OptionSpec("tiles", "bag", ("bag", "choice")),
        OptionSpec("first", "0", minimum=0, maximum=3, seat=True),
        OptionSpec("target", str(DEFAULT_TARGET), minimum=1, maximum=MAX_TARGET),
        OptionSpec("bidding", "no", ("no", "yes")),
    ),
    check_options=check_options,
)
