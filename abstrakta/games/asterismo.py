"""Asterismo: a cooperative game for two or three, taking pieces from a tree.

Rules: ``shared/rules/asterismo.md`` (Giuliano Polverari). 63 pieces (21
blue, 21 yellow, 21 red) lie on an 11 x 11 rhombus of hexagons; in turn each
player takes one piece into their harvest, never letting a piece fall (stop
being *alive*) nor splitting the tree, until every player reaches the goal.

Board
    Cells are axial hexes ``(q, r)`` with ``0 <= q, r < 11`` (the Hex
    rhombus): ``q`` is the column ``a``-``k``, ``r`` the row ``1``-``11``,
    so ``(0, 0)`` is ``a1`` and the centre ``(5, 5)`` is ``f6``. The six
    neighbours are those of ``abstrakta.grids.HEX_DIRECTIONS``; ``a1`` and
    ``k11`` are the acute corners (two neighbours).

The course of a game (``phase``)
    ``pour``  a CHANCE node: the whole layout is one chance outcome.
    ``share`` the initial harvest (the pieces that are not alive in the
              pour, removed repeatedly until every piece left is alive) is
              handed out one piece at a time, in the order of
              ``pending_share()``; seat 0 holds the pen (the players agree
              together). Skipped when the initial harvest is empty.
    ``play``  seats 0, 1 (, 2) take one piece each in turn, seat 0 first.
    ``over``  won, or lost by a fall, a split, or no safe move left.

Move notation (only ``A-Z a-z 0-9 .``)
    ``f6``  take the piece on f6 (play phase). Every piece in the tree may
            be taken: a take that makes pieces fall or splits the tree is
            legal and loses the game at once (the page asks first, naming
            what would fall or split: see ``effect``).
    ``s1``  give the next piece of the initial harvest to the first player
            (``s2``, ``s3`` likewise; seats are numbered from 1 in the
            notation, from 0 in the API).
    ``<21 chars>.<17 chars>``  the pour: the set of occupied cells as a
            121-bit mask (bit ``r * 11 + q``) and then the colours of those
            cells in that order as a base-3 number (digit i = colour of the
            i-th occupied cell: 0 blue, 1 yellow, 2 red, least significant
            first), both written in base 62 (``0-9 A-Z a-z``), fixed width,
            most significant digit first. See ``Pour``.

The pour node
    Layouts are far too many to list, so ``chance_outcomes()`` and
    ``legal_moves()`` are empty at the pour: ``sample_chance(rng)`` draws a
    layout (``random_layout``) and ``check_move`` accepts exactly the
    layouts that satisfy the set-up rules (``layout_problem``): 63 cells on
    the board, 21 of each colour, the centre f6 occupied, one connected
    group without holes, and after the initial harvest a tree that is still
    one connected, non-empty group.

Sharing out
    The rule page lets the players share the initial harvest as they like;
    here it is a sequence of small moves so every choice is in the record.
    ``proposed_share()`` is an instant, goal-minded proposal (two players:
    each colour alternately; three players: each seat collects one colour);
    ``abstrakta.games.asterismo_solver.solve`` proposes a winning share when
    there is one.

Marks (talking variant)
    With ``silent=no`` the players may mark pieces they plan to take. Marks
    are talk, not moves: they are not in the record; ``marks_allowed`` says
    whether the page should offer them. ``silent=yes`` turns them off.

Options: ``players`` 2 | 3, ``silent`` no | yes.

What the page reads (all in game terms; cells ``(q, r)``, colours 0 blue,
1 yellow, 2 red, seats from 0)
    ``phase``, ``current_player()``, ``to_move``; ``pieces()`` (the tree as
    ``{cell: colour}``), ``colour_at(cell)``, ``layout`` (the whole pour);
    ``initial_harvest()`` / ``cascade_waves()``, ``pending_share()`` and
    ``proposed_share()`` while sharing; ``harvest(seat)``,
    ``harvest_counts(seat)``, ``progress(seat)`` (``Progress``: counts,
    missing, remaining, done, closest); ``effect(cell)`` (``TakeEffect``:
    what would fall, the groups of a split, ``safe``) for the confirmation,
    ``safe_cells()`` for the hint, ``solve()`` for "can we still win?";
    ``marks_allowed``; at the end ``outcome()`` with reason
    ``asterismo_won`` / ``asterismo_fall`` / ``asterismo_split`` /
    ``asterismo_stuck`` and ``detail``: ``taken`` and ``seat`` (the last
    take), ``fallen`` and ``groups`` (cell names) after a fall or split,
    ``remaining`` and ``effects`` (per piece left: what would fall or split)
    when stuck, ``harvest`` (each seat's blue, yellow, red) always; scores
    are the pieces each seat harvested.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from abstrakta.core import (
    CHANCE,
    GameInfo,
    IllegalMoveError,
    InvalidMoveError,
    OptionSpec,
    Outcome,
    State,
    register_messages,
)
from abstrakta.grids import HEX_DIRECTIONS, Hex, hex_distance, parse_square_name, square_name

if TYPE_CHECKING:
    from abstrakta.games.asterismo_solver import Solution

# --- material and geometry -------------------------------------------------

SIZE = 11
CENTRE: Hex = (5, 5)
PIECES = 63
PER_COLOUR = 21
BLUE, YELLOW, RED = 0, 1, 2
#: Colour ids in order; also the message keys' suffixes (``asterismo_blue``).
COLOURS: tuple[str, ...] = ("blue", "yellow", "red")

#: Goals: two players need GOAL_EACH_COLOUR of every colour, three players
#: GOAL_ONE_COLOUR of any one colour each.
GOAL_EACH_COLOUR = 5
GOAL_ONE_COLOUR = 10

#: Every cell of the rhombus, row by row (``a1``, ``b1``, ... ``k11``).
BOARD_CELLS: tuple[Hex, ...] = tuple((q, r) for r in range(SIZE) for q in range(SIZE))

#: Bitboards use a padded row of 12 bits (column 11 always empty), so that a
#: shift by one of ``SHIFTS`` never wraps from one row edge to the other.
WIDTH = SIZE + 1
SHIFTS: tuple[int, ...] = tuple(dq + WIDTH * dr for dq, dr in HEX_DIRECTIONS)


def on_board(cell: Hex) -> bool:
    q, r = cell
    return 0 <= q < SIZE and 0 <= r < SIZE


def cell_name(cell: Hex) -> str:
    """``(5, 5)`` -> ``f6``."""
    return square_name(cell)


def parse_cell(text: str) -> Hex | None:
    """The cell named ``text`` (``a1``..``k11``), or None."""
    return parse_square_name(text, SIZE, SIZE)


def board_neighbours(cell: Hex) -> list[Hex]:
    """The neighbours of ``cell`` on the board, in rotational order."""
    q, r = cell
    return [(q + dq, r + dr) for dq, dr in HEX_DIRECTIONS if on_board((q + dq, r + dr))]


def bit(cell: Hex) -> int:
    """The bitboard index of ``cell``."""
    return cell[0] + WIDTH * cell[1]


def cell_at(index: int) -> Hex:
    """The cell of bitboard index ``index``."""
    return index % WIDTH, index // WIDTH


def cells_of(mask: int) -> list[Hex]:
    """The cells of a bitboard, in row order."""
    cells = []
    while mask:
        low = mask & -mask
        cells.append(cell_at(low.bit_length() - 1))
        mask ^= low
    return cells


def mask_of(cells: Iterable[Hex]) -> int:
    mask = 0
    for cell in cells:
        mask |= 1 << bit(cell)
    return mask


@cache
def neighbour_masks() -> tuple[int, ...]:
    """``neighbour_masks()[i]``: the bitboard of the on-board neighbours of
    index ``i`` (0 for the padding column)."""
    masks = [0] * (WIDTH * SIZE)
    for cell in BOARD_CELLS:
        masks[bit(cell)] = mask_of(board_neighbours(cell))
    return tuple(masks)


@cache
def ring_bits() -> tuple[tuple[int, ...], ...]:
    """``ring_bits()[i]``: the six neighbour bits of index ``i`` in rotational
    order (0 where the neighbour is off the board)."""
    rings: list[tuple[int, ...]] = [()] * (WIDTH * SIZE)
    for cell in BOARD_CELLS:
        q, r = cell
        rings[bit(cell)] = tuple(
            (1 << bit((q + dq, r + dr))) if on_board((q + dq, r + dr)) else 0
            for dq, dr in HEX_DIRECTIONS
        )
    return tuple(rings)


@cache
def arcs_table() -> tuple[int, ...]:
    """For each 6-bit pattern of occupied ring positions, how many separate
    arcs they form around the centre cell (consecutive ring cells touch)."""
    table = []
    for pattern in range(64):
        arcs = sum(1 for k in range(6) if pattern >> k & 1 and not pattern >> ((k - 1) % 6) & 1)
        table.append(1 if pattern == 63 else arcs)
    return tuple(table)


def grow(seed: int, within: int) -> int:
    """The cells of ``within`` connected to ``seed`` (a flood fill)."""
    reach = seed & within
    while True:
        more = reach
        for shift in SHIFTS:
            more |= reach << shift if shift > 0 else reach >> -shift
        more &= within
        if more == reach:
            return reach
        reach = more


def components(mask: int) -> list[int]:
    """The connected groups of a bitboard, largest first (then row order)."""
    groups = []
    rest = mask
    while rest:
        group = grow(rest & -rest, mask)
        groups.append(group)
        rest &= ~group
    groups.sort(key=lambda g: (-g.bit_count(), g & -g))
    return groups


def is_connected(mask: int) -> bool:
    return mask == 0 or grow(mask & -mask, mask) == mask


def alive_mask(tree: int, colour_masks: tuple[int, int, int]) -> int:
    """The pieces of ``tree`` that are alive: (A) two neighbours of their own
    colour or (B) three neighbours of any colour."""
    near = neighbour_masks()
    alive = 0
    rest = tree
    while rest:
        low = rest & -rest
        i = low.bit_length() - 1
        rest ^= low
        around = near[i] & tree
        if around.bit_count() >= 3:
            alive |= low
            continue
        for same in colour_masks:
            if same & low:
                if (around & same).bit_count() >= 2:
                    alive |= low
                break
    return alive


def cascade(tree: int, colour_masks: tuple[int, int, int]) -> list[int]:
    """The set-up's initial harvest: the waves of pieces removed because
    they are not alive, repeated until every piece left is alive."""
    waves = []
    while tree:
        dead = tree & ~alive_mask(tree, colour_masks)
        if not dead:
            break
        waves.append(dead)
        tree &= ~dead
    return waves


def take_effect(tree: int, colour_masks: tuple[int, int, int], index: int) -> tuple[int, bool]:
    """Taking the piece at bitboard ``index`` from an all-alive ``tree``:
    (the bitboard of the pieces that would fall, whether the tree would
    split). Only the taken piece's neighbours can fall."""
    low = 1 << index
    rest = tree & ~low
    near = neighbour_masks()
    fallen = 0
    around_taken = near[index] & rest
    scan = around_taken
    while scan:
        nb = scan & -scan
        scan ^= nb
        j = nb.bit_length() - 1
        around = near[j] & rest
        if around.bit_count() >= 3:
            continue
        same = next(m for m in colour_masks if m & nb)
        if (around & same).bit_count() < 2:
            fallen |= nb
    pattern = 0
    for k, ring in enumerate(ring_bits()[index]):
        if ring & rest:
            pattern |= 1 << k
    split = arcs_table()[pattern] > 1 and not is_connected(rest)
    return fallen, split


# --- the pour: encoding and generation ---------------------------------------

DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
MASK_WIDTH = 21  # 62**21 > 2**121
COLOUR_WIDTH = 17  # 62**17 > 3**63


def _to_base62(value: int, width: int) -> str:
    out = []
    for _ in range(width):
        value, digit = divmod(value, 62)
        out.append(DIGITS[digit])
    return "".join(reversed(out))


def _from_base62(text: str) -> int | None:
    value = 0
    for char in text:
        digit = DIGITS.find(char)
        if digit < 0:
            return None
        value = value * 62 + digit
    return value


@dataclass(frozen=True)
class Pour:
    """The layout as one chance outcome: ``cells`` is a 121-bit mask (bit
    ``r * 11 + q``), ``colours`` the colours of the occupied cells in
    increasing bit order as base-3 digits, least significant first."""

    cells: int
    colours: int

    def __str__(self) -> str:
        return f"{_to_base62(self.cells, MASK_WIDTH)}.{_to_base62(self.colours, COLOUR_WIDTH)}"

    @classmethod
    def from_layout(cls, layout: Mapping[Hex, int]) -> Pour:
        """The pour of ``{cell: colour}`` (cells on the board)."""
        cells = 0
        for q, r in layout:
            cells |= 1 << (r * SIZE + q)
        colours = 0
        power = 1
        for cell in sorted(layout, key=lambda c: (c[1], c[0])):
            colours += layout[cell] * power
            power *= 3
        return cls(cells, colours)

    def layout(self) -> dict[Hex, int]:
        """``{cell: colour}`` of this pour (in row order)."""
        layout = {}
        value = self.colours
        for i in range(SIZE * SIZE):
            if self.cells >> i & 1:
                value, colour = divmod(value, 3)
                layout[(i % SIZE, i // SIZE)] = colour
        return layout


def layout_problem(layout: Mapping[Hex, int]) -> tuple[str, dict[str, object]] | None:
    """Why ``layout`` breaks the set-up rules (a message key and its
    parameters), or None if it is a valid pour."""
    if len(layout) != PIECES:
        return "asterismo_pour_count", {"count": len(layout)}
    if any(not on_board(cell) for cell in layout):
        return "asterismo_pour_off_board", {}
    counts = [0, 0, 0]
    for colour in layout.values():
        counts[colour] += 1
    if counts != [PER_COLOUR] * 3:
        return "asterismo_pour_colours", {"blue": counts[0], "yellow": counts[1], "red": counts[2]}
    if CENTRE not in layout:
        return "asterismo_pour_centre", {}
    tree = mask_of(layout)
    if not is_connected(tree):
        return "asterismo_pour_disconnected", {}
    holes = holes_of(tree)
    if holes:
        return "asterismo_pour_hole", {"cell": cell_name(cells_of(holes)[0])}
    masks = colour_masks_of(layout)
    for wave in cascade(tree, masks):
        tree &= ~wave
    if not tree:
        return "asterismo_pour_empty", {}
    if not is_connected(tree):
        return "asterismo_pour_split", {"groups": len(components(tree))}
    return None


@cache
def _board_mask() -> int:
    return mask_of(BOARD_CELLS)


@cache
def _edge_mask() -> int:
    return mask_of(cell for cell in BOARD_CELLS if len(board_neighbours(cell)) < 6)


def holes_of(tree: int) -> int:
    """The empty board cells enclosed by ``tree`` (not reachable from the
    board's edge through empty cells)."""
    empty = _board_mask() & ~tree
    outside = grow(empty & _edge_mask(), empty)
    return empty & ~outside


def colour_masks_of(layout: Mapping[Hex, int]) -> tuple[int, int, int]:
    masks = [0, 0, 0]
    for cell, colour in layout.items():
        masks[colour] |= 1 << bit(cell)
    return masks[0], masks[1], masks[2]


def random_blob(rng: random.Random, size: int = PIECES) -> list[Hex]:
    """A compact, connected set of ``size`` cells grown from the centre, as
    if pieces were pushed together: each new cell is drawn from the cells
    touching the blob, with a weight that grows steeply with how many blob
    cells it touches and falls with its distance from the centre."""
    blob = {CENTRE}
    touching: dict[Hex, int] = {}
    for cell in board_neighbours(CENTRE):
        touching[cell] = 1
    while len(blob) < size:
        candidates = sorted(touching)
        weights = [
            4.0 ** touching[cell] / (1 + hex_distance(cell, CENTRE)) ** 2 for cell in candidates
        ]
        cell = rng.choices(candidates, weights)[0]
        del touching[cell]
        blob.add(cell)
        for near in board_neighbours(cell):
            if near not in blob:
                touching[near] = touching.get(near, 0) + 1
    return sorted(blob, key=lambda c: (c[1], c[0]))


def random_layout(rng: random.Random) -> dict[Hex, int]:
    """A random pour that satisfies the set-up rules (blobs with a hole and
    colourings whose initial harvest splits the tree are dealt again)."""
    while True:
        blob = random_blob(rng)
        if holes_of(mask_of(blob)):
            continue
        for _ in range(20):
            colours = [BLUE, YELLOW, RED] * PER_COLOUR
            rng.shuffle(colours)
            layout = dict(zip(blob, colours, strict=True))
            if layout_problem(layout) is None:
                return layout


# --- moves -------------------------------------------------------------------


@dataclass(frozen=True)
class Take:
    """Take the piece on ``cell`` into the mover's harvest."""

    cell: Hex

    def __str__(self) -> str:
        return cell_name(self.cell)


@dataclass(frozen=True)
class Give:
    """Give the next piece of the initial harvest to ``seat`` (0-based;
    written ``s1``, ``s2``, ``s3``)."""

    seat: int

    def __str__(self) -> str:
        return f"s{self.seat + 1}"


AsterismoMove = Pour | Give | Take


def parse(text: str) -> AsterismoMove:
    """The move named by ``text``; raises ``InvalidMoveError``."""
    if "." in text:
        mask_text, _, colour_text = text.partition(".")
        if len(mask_text) == MASK_WIDTH and len(colour_text) == COLOUR_WIDTH:
            cells = _from_base62(mask_text)
            colours = _from_base62(colour_text)
            if (
                cells is not None
                and colours is not None
                and cells < 1 << (SIZE * SIZE)
                and colours < 3**PIECES
            ):
                return Pour(cells, colours)
    elif text in ("s1", "s2", "s3"):
        return Give(int(text[1]) - 1)
    else:
        cell = parse_cell(text)
        if cell is not None:
            return Take(cell)
    raise InvalidMoveError("bad_move_text", text=text)


# --- messages ----------------------------------------------------------------

register_messages(
    {
        "asterismo_p1": "Player 1",
        "asterismo_p2": "Player 2",
        "asterismo_p3": "Player 3",
        "asterismo_blue": "blue",
        "asterismo_yellow": "yellow",
        "asterismo_red": "red",
        "asterismo_won": "every player reached the goal",
        "asterismo_fall": "pieces fell from the tree",
        "asterismo_split": "the tree split apart",
        "asterismo_stuck": "no piece can be taken safely and the goal is not met",
        "asterismo_not_poured": "the pieces have not been poured yet",
        "asterismo_poured": "the pieces are already on the board",
        "asterismo_share_first": "first share out the initial harvest ({count} pieces left)",
        "asterismo_nothing_to_share": "there is nothing left to share out",
        "asterismo_no_seat": "there is no player {seat} in this game",
        "asterismo_empty_cell": "there is no piece on {cell}",
        "asterismo_pour_count": "a pour has 63 pieces, not {count}",
        "asterismo_pour_off_board": "the pour has pieces off the board",
        "asterismo_pour_colours": (
            "a pour has 21 pieces of each colour, not {blue} blue, {yellow} yellow, {red} red"
        ),
        "asterismo_pour_centre": "the pour must cover the centre f6",
        "asterismo_pour_disconnected": "the poured pieces must form one group",
        "asterismo_pour_hole": "the pour has a hole at {cell}",
        "asterismo_pour_empty": "the initial harvest would take every piece",
        "asterismo_pour_split": "after the initial harvest the tree is in {groups} groups",
    }
)

SEAT_KEYS = ("asterismo_p1", "asterismo_p2", "asterismo_p3")


# --- what the page shows ------------------------------------------------------


@dataclass(frozen=True)
class TakeEffect:
    """What taking the piece on ``cell`` would do: the pieces that would
    fall and, if the tree would split, its groups (largest first). ``safe``
    when nothing falls and the tree stays whole."""

    cell: Hex
    fallen: tuple[Hex, ...]
    groups: tuple[tuple[Hex, ...], ...]

    @property
    def safe(self) -> bool:
        return not self.fallen and not self.groups

    @property
    def split(self) -> bool:
        return bool(self.groups)


@dataclass(frozen=True)
class Progress:
    """A player's way to the goal. ``counts`` harvested per colour (blue,
    yellow, red); ``missing`` per colour toward the goal (two players: 5 of
    each colour, all needed; three players: 10 of a colour, any one will
    do, ``any_colour`` is True); ``remaining`` pieces still needed."""

    counts: tuple[int, int, int]
    missing: tuple[int, int, int]
    any_colour: bool

    @property
    def remaining(self) -> int:
        return min(self.missing) if self.any_colour else sum(self.missing)

    @property
    def done(self) -> bool:
        return self.remaining == 0

    @property
    def closest(self) -> int:
        """The colour nearest its goal (three players: the one to show;
        two players: the colour missing most is ``missing.index(max(...))``)."""
        return self.missing.index(min(self.missing))


def goal_missing(players: int, counts: tuple[int, int, int]) -> tuple[int, int, int]:
    goal = GOAL_EACH_COLOUR if players == 2 else GOAL_ONE_COLOUR
    return (max(0, goal - counts[0]), max(0, goal - counts[1]), max(0, goal - counts[2]))


# --- the state ----------------------------------------------------------------


class AsterismoState(State[AsterismoMove]):
    """A game of Asterismo. Cells are ``(q, r)``; colours 0 blue, 1 yellow,
    2 red. Everything the page shows is a public method below."""

    def __init__(self, options: Mapping[str, str]) -> None:
        super().__init__(options)
        self.players: int = int(options.get("players", "2"))
        self.silent: bool = options.get("silent", "no") == "yes"
        #: The pour as ``{cell: colour}`` (empty before the pour).
        self.layout: dict[Hex, int] = {}
        self.colour_masks: tuple[int, int, int] = (0, 0, 0)
        #: The bitboard of the pieces in play.
        self.tree: int = 0
        self.waves: list[list[Hex]] = []
        self.pending: list[Hex] = []
        self.harvests: list[list[Hex]] = [[] for _ in range(self.players)]
        self.poured = False
        #: The seat to move in the play phase.
        self.to_move: int = 0
        #: Harvest counts given by ``from_position`` (pieces not on the board).
        self._offboard: list[tuple[int, int, int]] | None = None
        self._result: Outcome | None = None

    @classmethod
    def from_position(
        cls,
        tree: Mapping[Hex, int],
        players: int = 2,
        harvest_counts: Iterable[Iterable[int]] = (),
        to_move: int = 0,
        silent: bool = False,
    ) -> AsterismoState:
        """A play-phase position built directly (for tests, puzzles and the
        solver): ``tree`` is ``{cell: colour}`` and need not be a legal
        pour; ``harvest_counts`` gives each seat's (blue, yellow, red)
        already harvested (pieces off the board). Such a state has no
        record. The end is checked as after a move. Raises ``ValueError``
        unless the tree is one group of pieces that are all alive."""
        masks = colour_masks_of(tree)
        bits = mask_of(tree)
        if not is_connected(bits) or alive_mask(bits, masks) != bits:
            raise ValueError("the tree must be one group of pieces that are all alive")
        state = cls({"players": str(players), "silent": "yes" if silent else "no"})
        state.poured = True
        state.layout = dict(tree)
        state.colour_masks = masks
        state.tree = bits
        state.to_move = to_move
        state._offboard = [(0, 0, 0)] * players
        for seat, counts in enumerate(harvest_counts):
            state._offboard[seat] = tuple(counts)  # type: ignore[assignment]
        state._check_end(None)
        return state

    # protocol ----------------------------------------------------------------

    def num_players(self) -> int:
        return self.players

    def _current_player(self) -> int:
        if not self.poured:
            return CHANCE
        if self.pending:
            return 0
        return self.to_move

    def seat_name(self, seat: int) -> str:
        return SEAT_KEYS[seat]

    def parse_move(self, text: str) -> AsterismoMove:
        return parse(text)

    def legal_moves(self, seat: int | None = None) -> list[AsterismoMove]:
        if self.is_over() or not self.poured:
            return []
        if self.pending:
            return [Give(s) for s in range(self.players)]
        return [Take(cell) for cell in cells_of(self.tree)]

    def sample_chance(self, rng: random.Random) -> AsterismoMove:
        return Pour.from_layout(random_layout(rng))

    def check_move(self, move: AsterismoMove) -> None:
        if isinstance(move, Pour):
            if self.poured:
                raise IllegalMoveError("asterismo_poured")
            problem = layout_problem(move.layout())
            if problem is not None:
                raise IllegalMoveError(problem[0], **problem[1])
            return
        if not self.poured:
            raise IllegalMoveError("asterismo_not_poured")
        if isinstance(move, Give):
            if not self.pending:
                raise IllegalMoveError("asterismo_nothing_to_share")
            if not 0 <= move.seat < self.players:
                raise IllegalMoveError("asterismo_no_seat", seat=move.seat + 1)
            return
        if self.pending:
            raise IllegalMoveError("asterismo_share_first", count=len(self.pending))
        if not self.tree >> bit(move.cell) & 1:
            raise IllegalMoveError("asterismo_empty_cell", cell=cell_name(move.cell))

    def _apply(self, move: AsterismoMove) -> None:
        if isinstance(move, Pour):
            self._pour(move.layout())
        elif isinstance(move, Give):
            self.harvests[move.seat].append(self.pending.pop(0))
            if not self.pending:
                self._check_end(None)
        else:
            seat = self.to_move
            self.harvests[seat].append(move.cell)
            fallen, split = take_effect(self.tree, self.colour_masks, bit(move.cell))
            self.tree &= ~(1 << bit(move.cell))
            self.to_move = (seat + 1) % self.players
            if fallen or split:
                groups = components(self.tree) if split else []
                detail = {
                    "taken": cell_name(move.cell),
                    "seat": seat,
                    "fallen": [cell_name(c) for c in cells_of(fallen)],
                    "groups": [[cell_name(c) for c in cells_of(g)] for g in groups],
                }
                self._finish(
                    won=False,
                    reason="asterismo_fall" if fallen else "asterismo_split",
                    detail=detail,
                )
                return
            self._check_end(move.cell)

    def _pour(self, layout: dict[Hex, int]) -> None:
        self.poured = True
        self.layout = layout
        self.colour_masks = colour_masks_of(layout)
        tree = mask_of(layout)
        self.waves = []
        for wave in cascade(tree, self.colour_masks):
            self.waves.append(cells_of(wave))
            tree &= ~wave
        self.tree = tree
        self.pending = [cell for wave in self.waves for cell in wave]
        if not self.pending:
            self._check_end(None)

    def _check_end(self, taken: Hex | None) -> None:
        """After a safe move (or the set-up): won, or stuck, or going on."""
        last: dict[str, object] = {}
        if taken is not None:
            last = {"taken": cell_name(taken), "seat": (self.to_move - 1) % self.players}
        if all(self.progress(seat).done for seat in range(self.players)):
            self._finish(won=True, reason="asterismo_won", detail=last)
        elif not self.safe_cells():
            detail = {
                **last,
                "remaining": [cell_name(c) for c in cells_of(self.tree)],
                "effects": {
                    cell_name(e.cell): {
                        "fallen": [cell_name(c) for c in e.fallen],
                        "groups": [[cell_name(c) for c in g] for g in e.groups],
                    }
                    for e in self.effects()
                },
            }
            self._finish(won=False, reason="asterismo_stuck", detail=detail)

    def _finish(self, won: bool, reason: str, detail: dict[str, object]) -> None:
        value = 1.0 if won else -1.0
        detail = dict(detail)
        detail["harvest"] = [list(self.harvest_counts(s)) for s in range(self.players)]
        self._result = Outcome(
            returns=(value,) * self.players,
            reason=reason,
            scores=tuple(float(sum(self.harvest_counts(s))) for s in range(self.players)),
            detail=detail,
        )

    def _outcome(self) -> Outcome | None:
        return self._result

    def _clone_into(self, copy: AsterismoState) -> None:
        copy.players = self.players
        copy.silent = self.silent
        copy.layout = self.layout  # never changed after the pour
        copy.colour_masks = self.colour_masks
        copy.tree = self.tree
        copy.waves = self.waves  # never changed after the pour
        copy.pending = list(self.pending)
        copy.harvests = [list(h) for h in self.harvests]
        copy.poured = self.poured
        copy.to_move = self.to_move
        copy._result = self._result
        copy._offboard = self._offboard

    # what the page shows -------------------------------------------------------

    @property
    def phase(self) -> str:
        """``pour``, ``share``, ``play`` or ``over``."""
        if self._result is not None:
            return "over"
        if not self.poured:
            return "pour"
        return "share" if self.pending else "play"

    @property
    def marks_allowed(self) -> bool:
        """Whether the page offers marks on planned pieces (talking variant)."""
        return not self.silent

    def pieces(self) -> dict[Hex, int]:
        """The tree: ``{cell: colour}`` of every piece in play."""
        return {cell: self.layout[cell] for cell in cells_of(self.tree)}

    def colour_at(self, cell: Hex) -> int | None:
        """The colour of the piece in play on ``cell``, or None."""
        if on_board(cell) and self.tree >> bit(cell) & 1:
            return self.layout[cell]
        return None

    def initial_harvest(self) -> list[tuple[Hex, int]]:
        """The pieces removed at set-up, in the order they are shared out
        (wave by wave: first those not alive in the pour, then those that
        the first removal left not alive, ...; row order within a wave)."""
        return [(cell, self.layout[cell]) for wave in self.waves for cell in wave]

    def cascade_waves(self) -> list[list[Hex]]:
        """The initial harvest wave by wave (see ``initial_harvest``)."""
        return [list(wave) for wave in self.waves]

    def pending_share(self) -> list[tuple[Hex, int]]:
        """The pieces of the initial harvest not yet given; the next ``s1``/
        ``s2``/``s3`` gives the first of them."""
        return [(cell, self.layout[cell]) for cell in self.pending]

    def harvest(self, seat: int) -> list[tuple[Hex, int]]:
        """``seat``'s harvest as (cell, colour) in the order received
        (initial share first)."""
        return [(cell, self.layout[cell]) for cell in self.harvests[seat]]

    def harvest_counts(self, seat: int) -> tuple[int, int, int]:
        """How many blue, yellow, red pieces ``seat`` has harvested."""
        counts = [0, 0, 0]
        if self._offboard is not None:
            counts = list(self._offboard[seat])
        for cell in self.harvests[seat]:
            counts[self.layout[cell]] += 1
        return counts[0], counts[1], counts[2]

    def progress(self, seat: int) -> Progress:
        counts = self.harvest_counts(seat)
        return Progress(counts, goal_missing(self.players, counts), self.players == 3)

    def goal_met(self) -> bool:
        return all(self.progress(seat).done for seat in range(self.players))

    def effect(self, cell: Hex) -> TakeEffect:
        """What taking the piece on ``cell`` would do (the page names it in
        the confirmation). ``cell`` must hold a piece in play."""
        if not self.tree >> bit(cell) & 1:
            raise IllegalMoveError("asterismo_empty_cell", cell=cell_name(cell))
        fallen, split = take_effect(self.tree, self.colour_masks, bit(cell))
        groups: tuple[tuple[Hex, ...], ...] = ()
        if split:
            rest = self.tree & ~(1 << bit(cell))
            groups = tuple(tuple(cells_of(g)) for g in components(rest))
        return TakeEffect(cell, tuple(cells_of(fallen)), groups)

    def effects(self) -> list[TakeEffect]:
        """``effect`` of every piece in play, in row order."""
        return [self.effect(cell) for cell in cells_of(self.tree)]

    def safe_cells(self) -> list[Hex]:
        """The pieces that can be taken without a fall or a split (the hint)."""
        safe = []
        for cell in cells_of(self.tree):
            fallen, split = take_effect(self.tree, self.colour_masks, bit(cell))
            if not fallen and not split:
                safe.append(cell)
        return safe

    def proposed_share(self) -> list[Give]:
        """A proposal for the pieces still to share, in ``pending_share()``
        order. Two players: the pieces of each colour go alternately (the
        seat with fewer of that colour, then fewer pieces, first); three
        players: each seat collects one colour, which is how the goal is
        reached (the colours, most plentiful first, go to the free seat that
        already holds most of them, the lower seat on a tie). The solver
        (``asterismo_solver.solve``) proposes a share that wins, if any."""
        counts = [list(self.harvest_counts(s)) for s in range(self.players)]
        pending = [self.layout[cell] for cell in self.pending]
        moves: list[Give] = []
        if self.players == 2:
            for colour in pending:
                seat = min(range(2), key=lambda s: (counts[s][colour], sum(counts[s]), s))
                counts[seat][colour] += 1
                moves.append(Give(seat))
            return moves
        totals = [sum(counts[s][c] for s in range(3)) + pending.count(c) for c in range(3)]
        order = sorted(range(3), key=lambda c: (-totals[c], c))
        focus: dict[int, int] = {}
        free = [0, 1, 2]
        for colour in order:
            seat = max(free, key=lambda s: (counts[s][colour], -s))
            focus[colour] = seat
            free.remove(seat)
        return [Give(focus[colour]) for colour in pending]

    def solve(self, max_nodes: int | None = None) -> Solution:
        """Can the players still win? (``asterismo_solver.solve``: winnable
        True / False / None if unknown within ``max_nodes``, and one winning
        order of moves.) At most about a second of CPython at the default budget;
        run it off the page's main thread."""
        from abstrakta.games import asterismo_solver

        if max_nodes is None:
            return asterismo_solver.solve(self)
        return asterismo_solver.solve(self, max_nodes)

    def material(self) -> int:
        """Pieces in the tree, harvests and still to share (63 after the
        pour; 63 in the bag before it)."""
        if not self.poured:
            return PIECES
        return self.tree.bit_count() + len(self.pending) + sum(len(h) for h in self.harvests)


def check_options(options: dict[str, str]) -> None:
    """Every combination of the two options is playable."""


INFO = GameInfo(
    id="asterismo",
    ai="abstrakta.ai.asterismo_partner",
    name="Asterismo",
    state_class=AsterismoState,
    options=(
        OptionSpec("players", "2", ("2", "3")),
        OptionSpec("silent", "no", ("no", "yes")),
    ),
    check_options=check_options,
    cooperative=True,
)
