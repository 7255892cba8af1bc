"""Tantrix rules: the start, placing, forced spaces and the three-step turn,
the three restrictions (and their lifting), the deadlock, scoring, options
and notation. Positions are built with ``TantrixState.from_position``;
tiles for them are found by a small search so that colours always match."""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

from abstrakta.core import (
    CHANCE,
    MESSAGES,
    TERMINAL,
    IllegalMoveError,
    InvalidMoveError,
    OptionsError,
)
from abstrakta.games import GAMES
from abstrakta.games import tantrix as tantrix_module
from abstrakta.games.tantrix import (
    STEP_FORCED_AFTER,
    STEP_FORCED_BEFORE,
    STEP_FREE,
    STEP_MESSAGES,
    STEP_OVER,
    STEP_START,
    Draw,
    Place,
    TantrixState,
    parse,
)
from abstrakta.games.tantrix_tiles import NUMBERS, edges, fits
from abstrakta.grids import HEX_DIRECTIONS, Hex
from abstrakta.record import decode, encode

INFO = GAMES["tantrix"]
Board = dict[Hex, tuple[int, int]]


# --- helpers ----------------------------------------------------------------


def build(
    cells: list[Hex],
    need: Mapping[Hex, Mapping[int, str]] | None = None,
    avoid: Iterable[int] = (),
) -> Board:
    """Tiles for ``cells`` (in order) whose colours match wherever they touch,
    with the colours ``need[cell][side]`` demanded; found by backtracking."""
    need = need or {}
    banned = set(avoid)
    board: Board = {}

    def demanded(cell: Hex) -> dict[int, str]:
        found = dict(need.get(cell, {}))
        for side, (dq, dr) in enumerate(HEX_DIRECTIONS):
            other = board.get((cell[0] + dq, cell[1] + dr))
            if other is not None:
                found[side] = edges(*other)[(side + 3) % 6]
        return found

    def place(index: int) -> bool:
        if index == len(cells):
            return True
        cell = cells[index]
        wanted = demanded(cell)
        for tile in NUMBERS:
            if tile in banned:
                continue
            for rotation in range(6):
                shown = edges(tile, rotation)
                if all(shown[side] == colour for side, colour in wanted.items()):
                    board[cell] = (tile, rotation)
                    banned.add(tile)
                    if place(index + 1):
                        return True
                    del board[cell]
                    banned.discard(tile)
        return False

    assert place(0), "no tiles fit these cells"
    return board


def tiles_in(board: Board) -> set[int]:
    return {tile for tile, _ in board.values()}


def look(board: Board) -> TantrixState:
    """A position to ask questions of (no hands, empty bag)."""
    return TantrixState.from_position(board, [[], []], bag=[])


def spare(board: Board, *used: int) -> int:
    """The highest tile neither on ``board`` nor in ``used``."""
    return max(set(NUMBERS) - tiles_in(board) - set(used))


def fitting(state: TantrixState, cell: Hex, exclude: Iterable[int] = ()) -> list[int]:
    """Tiles (not on the board, not excluded) that fit ``cell`` by colour."""
    banned = tiles_in(state.board) | set(exclude)
    return [tile for tile in fits(state.demanded_edges(cell)) if tile not in banned]


def not_fitting(state: TantrixState, cells: list[Hex], exclude: Iterable[int] = ()) -> list[int]:
    """Tiles (not on the board) that fit none of ``cells`` by colour."""
    banned = tiles_in(state.board) | set(exclude)
    fit = set()
    for cell in cells:
        fit |= set(fits(state.demanded_edges(cell)))
    return [tile for tile in NUMBERS if tile not in banned and tile not in fit]


def error_key(state: TantrixState, move: str) -> str | None:
    try:
        state.check_move(state.parse_move(move))
    except IllegalMoveError as error:
        return error.key
    return None


def deal(state: TantrixState, tiles: list[int]) -> None:
    for tile in tiles:
        assert state.current_player() == CHANCE
        state.play(f"d{tile}")


#: The seed's "controlled side": a straight side of the layout along
#: direction 1 from (0, 0) to (3, -3), and the tile at (-1, 0) that makes
#: (0, -1) a forced space (three tile neighbours).
SIDE = [(0, 0), (1, -1), (2, -2), (3, -3)]
SIDE_FORCED: Hex = (0, -1)
SIDE_CAP: Hex = (-1, 0)


def side_position(with_forced: bool = True, bag_empty: bool = False) -> TantrixState:
    cells = SIDE + ([SIDE_CAP] if with_forced else [])
    board = build(cells)
    probe = TantrixState.from_position(board, [[], []], bag=[])
    # a hand that can never fill the forced space, but can play elsewhere
    hand = not_fitting(probe, [SIDE_FORCED])[:6]
    other = not_fitting(probe, [SIDE_FORCED], exclude=hand)[:6]
    return TantrixState.from_position(board, [hand, other], bag=[] if bag_empty else None)


# --- options and notation ---------------------------------------------------


def test_options_and_seats() -> None:
    state = INFO.new()
    assert state.num_players() == 2 and state.colours == ("R", "Y")
    assert INFO.new({"players": "3"}).colours == ("R", "Y", "G")
    assert INFO.new({"players": "4"}).colours == ("R", "Y", "G", "B")
    four = INFO.new({"players": "4", "colours": "BYGR"})
    assert four.colours == ("B", "Y", "G", "R")
    assert [four.seat_name(seat) for seat in range(4)] == [
        "tantrix_blue",
        "tantrix_yellow",
        "tantrix_green",
        "tantrix_red",
    ]
    assert MESSAGES["tantrix_blue"] == "Blue"
    with pytest.raises(OptionsError) as wrong:
        INFO.new({"players": "3", "colours": "RY"})
    assert wrong.value.key == "tantrix_colours_count"
    for bad in ({"colours": "RR"}, {"colours": "RX"}, {"players": "5"}, {"players": "1"}):
        with pytest.raises(OptionsError):
            INFO.new(bad)


def test_notation_round_trips_and_rejects_garbage() -> None:
    for text in ("d1", "d56", "12.0.0.0", "7.-3.11.5", "56.-120.999.2"):
        assert str(parse(text)) == text
    assert parse("12.3.-1.2") == Place(12, (3, -1), 2)
    assert parse("d9") == Draw(9)
    for text in (
        "d0",
        "d57",
        "d07",
        "57.0.0.0",
        "0.0.0.0",
        "12.0.0.6",
        "12.-0.0.1",
        "12.01.0.1",
        "12.0.0",
        "12,0,0,1",
        "x",
        "",
        "12.1000.0.1",
    ):
        with pytest.raises(InvalidMoveError):
            parse(text)


def test_every_message_key_is_registered() -> None:
    source = Path(tantrix_module.__file__).read_text(encoding="utf-8")
    keys = set(re.findall(r'"(tantrix_[a-z_]+)"', source))
    assert len(keys) > 20
    for key in keys:
        assert key in MESSAGES, key
    for key in STEP_MESSAGES.values():
        assert key in MESSAGES


# --- the start --------------------------------------------------------------


def test_start_two_players_highest_first_draw_starts() -> None:
    state = INFO.new({"players": "2"})
    assert state.step == STEP_START and state.current_player() == CHANCE
    assert state.bag_count() == 56
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 56 and sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert state.draw_recipient() == 0
    state.play("d10")
    assert state.draw_recipient() == 1
    state.play("d30")
    assert state.starter == 1 and state.first_draws == (10, 30)
    # five more each, round the table from the starter
    recipients = []
    for tile in (1, 2, 3, 4, 5, 6, 7, 8, 9, 11):
        recipients.append(state.draw_recipient())
        state.play(f"d{tile}")
    assert recipients == [1, 0] * 5
    assert state.hands == [[10, 2, 4, 6, 8, 11], [30, 1, 3, 5, 7, 9]]
    assert state.bag_count() == 44
    assert state.current_player() == 1 and state.step == STEP_FREE
    moves = state.legal_moves()
    assert len(moves) == 36  # six tiles, six rotations, on the centre
    assert {move.hex for move in moves} == {(0, 0)}  # type: ignore[union-attr]
    assert error_key(state, "30.1.0.0") == "tantrix_first_centre"
    assert error_key(state, "10.0.0.0") == "tantrix_not_in_hand"
    with pytest.raises(IllegalMoveError) as chance:
        state.play("d12")
    assert chance.value.key == "chance_move"
    state.play("30.0.0.4")
    assert state.current_player() == CHANCE and state.draw_recipient() == 1
    assert error_key(state, "1.1.0.0") == "tantrix_draw_first"
    assert error_key(state, "d30") == "tantrix_not_in_bag"
    state.play("d40")
    assert 40 in state.hands[1] and len(state.hands[1]) == 6
    assert state.current_player() == 0  # nothing forced: the turn passed
    assert state.step in (STEP_FORCED_BEFORE, STEP_FREE)


@pytest.mark.parametrize(
    ("players", "first", "starter"), [(3, [5, 56, 20], 1), (4, [3, 9, 2, 50], 3)]
)
def test_start_three_and_four_players(players: int, first: list[int], starter: int) -> None:
    state = INFO.new({"players": str(players)})
    deal(state, first)
    assert state.starter == starter
    rest = [tile for tile in NUMBERS if tile not in first][: 5 * players]
    recipients = []
    for tile in rest:
        recipients.append(state.draw_recipient())
        state.play(f"d{tile}")
    assert recipients == [(starter + k) % players for k in range(players)] * 5
    assert all(len(hand) == 6 for hand in state.hands)
    assert state.current_player() == starter and state.step == STEP_FREE
    assert state.bag_count() == 56 - 6 * players


# --- placing ----------------------------------------------------------------


def test_colours_must_match_on_every_shared_edge() -> None:
    """The seed's picture: a tile touching two tiles must show the same two
    colours (green and red there) on the two sides in contact."""
    board = build([(0, 0), (1, 0)], need={(0, 0): {5: "G"}, (1, 0): {4: "R"}})
    state = look(board)
    target = (0, 1)  # touches (0, 0) on its side 2 and (1, 0) on its side 1
    assert state.demanded_edges(target) == ".RG..."
    tile = next(t for t in fitting(state, target) if t not in tiles_in(board))
    good = fits(".RG...")[tile]
    state = TantrixState.from_position(board, [[tile], [spare(board, tile)]], bag=[])
    assert state.legal_rotations(tile, target) == list(good)
    for rotation in range(6):
        key = error_key(state, f"{tile}.0.1.{rotation}")
        if rotation in good:
            assert key is None
        else:
            assert key == "tantrix_colour_mismatch"
    assert error_key(state, f"{tile}.0.0.0") == "tantrix_occupied"
    assert error_key(state, f"{tile}.5.5.0") == "tantrix_not_adjacent"


def test_every_placement_is_replaced_from_the_bag() -> None:
    state = INFO.new()
    deal(state, list(range(1, 13)))
    for _ in range(6):
        seat = state.current_player()
        assert seat >= 0
        state.play(state.legal_moves()[0])
        assert state.current_player() == CHANCE and state.draw_recipient() == seat
        state.play(state.legal_moves()[-1])
        assert len(state.hands[seat]) == 6


# --- forced spaces and the turn -------------------------------------------------


def test_forced_space_must_be_filled_before_the_free_move() -> None:
    cells = [(0, 0), (1, -1), (-1, 0)]  # (0, -1) touches all three
    board = build(cells)
    probe = look(board)
    filler = fitting(probe, (0, -1))[0]
    others = not_fitting(probe, [(0, -1)])[:6]
    state = TantrixState.from_position(board, [[filler, *others[:5]], others[5:]])
    assert state.forced_spaces() == [(0, -1)]
    assert state.step == STEP_FORCED_BEFORE
    assert state.fillable_forced_spaces() == [(0, -1)]
    moves = state.legal_moves()
    assert moves and all(move.hex == (0, -1) for move in moves)  # type: ignore[union-attr]
    assert {move.tile for move in moves} == {filler}  # type: ignore[union-attr]
    free = [
        f"{tile}.{cell[0]}.{cell[1]}.{rotation}"
        for tile in others[:5]
        for cell in state.open_hexes()
        if cell != (0, -1)
        for rotation in fits(state.demanded_edges(cell)).get(tile, ())
    ]
    assert free
    for text in free:
        assert error_key(state, text) == "tantrix_must_fill"
    assert state.legal_rotations(others[0], (1, 0)) == []
    state.play(moves[0])
    state.play(f"d{min(state.bag)}")
    assert state.step == STEP_FREE and state.current_player() == 0
    assert any(error_key(state, text) is None for text in free)


def test_unfillable_forced_space_allows_the_free_move() -> None:
    board = build([(0, 0), (1, -1), (-1, 0)])
    probe = look(board)
    hand = not_fitting(probe, [(0, -1)])[:6]
    state = TantrixState.from_position(board, [hand, [fitting(probe, (0, -1))[0]]])
    assert state.forced_spaces() == [(0, -1)]
    assert state.fillable_forced_spaces() == []
    assert state.step == STEP_FREE
    assert all(move.hex != (0, -1) for move in state.legal_moves())  # type: ignore[union-attr]


def test_the_player_chooses_the_order_of_forced_fills() -> None:
    ring = [(0, 0), (1, 0), (1, -1), (-1, 0), (-1, 1)]  # (0, -1) and (0, 1) are forced
    solved = build([*ring, (0, -1), (0, 1)])
    board = {cell: solved[cell] for cell in ring}
    up, down = solved[(0, -1)][0], solved[(0, 1)][0]
    state = TantrixState.from_position(board, [[up, down], [spare(board, up, down)]])
    assert state.forced_spaces() == [(0, -1), (0, 1)]
    assert state.fillable_forced_spaces() == [(0, -1), (0, 1)]
    assert {move.hex for move in state.legal_moves()} == {(0, -1), (0, 1)}  # type: ignore[union-attr]
    for first, second, tile in (((0, -1), (0, 1), up), ((0, 1), (0, -1), down)):
        game = state.clone()
        rotation = game.legal_rotations(tile, first)[0]
        game.play(Place(tile, first, rotation))
        game.play(f"d{min(game.bag)}")
        assert game.step == STEP_FORCED_BEFORE
        assert game.fillable_forced_spaces() == [second]
        assert all(move.hex == second for move in game.legal_moves())  # type: ignore[union-attr]


def test_filling_a_forced_space_can_create_another_chain() -> None:
    """Filling the forced space at the foot of the side forces the next hex
    up the side, and so on: the whole chain is filled in the same step."""
    chain = [SIDE_FORCED, (1, -2), (2, -3)]
    solved = build([*SIDE, SIDE_CAP, *chain])
    board = {cell: solved[cell] for cell in [*SIDE, SIDE_CAP]}
    hand = [solved[cell][0] for cell in chain]
    state = TantrixState.from_position(board, [hand, [spare(board, *hand)]])
    for cell in chain:
        assert state.step == STEP_FORCED_BEFORE and state.current_player() == 0
        assert state.forced_spaces() == [cell]
        tile = solved[cell][0]
        assert solved[cell][1] in state.legal_rotations(tile, cell)
        state.play(Place(tile, cell, solved[cell][1]))
        state.play(f"d{max(state.bag)}")
    assert state.forced_spaces() == []
    assert state.step == STEP_FREE and state.current_player() == 0


def test_free_move_then_forced_fills_after_then_next_player() -> None:
    solved = build([(0, 0), (1, -1), (-1, 0), (0, -1)])
    board = {cell: solved[cell] for cell in [(0, 0), (1, -1)]}
    free_tile, fill_tile = solved[(-1, 0)][0], solved[(0, -1)][0]
    state = TantrixState.from_position(
        board, [[free_tile, fill_tile], [spare(board, free_tile, fill_tile)]]
    )
    assert state.step == STEP_FREE and state.forced_spaces() == []
    state.play(Place(free_tile, (-1, 0), solved[(-1, 0)][1]))
    assert state.step == STEP_FORCED_AFTER and state.current_player() == CHANCE
    state.play(f"d{max(state.bag)}")
    assert state.current_player() == 0 and state.step == STEP_FORCED_AFTER
    assert state.fillable_forced_spaces() == [(0, -1)]
    assert all(move.hex == (0, -1) for move in state.legal_moves())  # type: ignore[union-attr]
    assert error_key(state, f"{fill_tile}.1.0.0") == "tantrix_must_fill"
    state.play(Place(fill_tile, (0, -1), solved[(0, -1)][1]))
    state.play(f"d{max(state.bag)}")
    assert state.current_player() == 1
    assert state.step in (STEP_FORCED_BEFORE, STEP_FREE)


def test_a_drawn_tile_that_fits_makes_the_fill_compulsory() -> None:
    board = build([(0, 0), (1, -1), (-1, 0)])
    probe = look(board)
    hand = not_fitting(probe, [(0, -1)])[:6]
    fitter = fitting(probe, (0, -1), exclude=hand)[0]
    state = TantrixState.from_position(board, [hand, [spare(board, *hand, fitter)]])
    assert state.step == STEP_FREE
    far = next(
        move
        for move in state.legal_moves()
        if isinstance(move, Place) and move.hex in ((2, -1), (2, -2), (1, 1))
    )
    state.play(far)
    state.play(f"d{fitter}")
    assert state.step == STEP_FORCED_AFTER and state.current_player() == 0
    assert state.fillable_forced_spaces() == [(0, -1)]
    assert {move.tile for move in state.legal_moves()} == {fitter}  # type: ignore[union-attr]


def test_forced_space_fillable_only_against_a_restriction_is_not_fillable() -> None:
    """From a random game: tile 2 fits the forced space (2, -1) only in
    rotation 5, which would make (1, -1) a forced space with three blue
    edges; so the space is not fillable and the player moves freely."""
    board = {(0, 0): (55, 1), (1, 0): (7, 3), (2, 0): (8, 1), (3, -1): (14, 0), (4, -1): (46, 2)}
    state = TantrixState.from_position(board, [[5, 2, 16, 35, 21, 9], [1]])
    assert state.forced_spaces() == [(2, -1), (3, 0)]
    assert fits(state.demanded_edges((2, -1)))[2] == (5,)
    assert state.fillable_forced_spaces() == []
    assert state.step == STEP_FREE
    assert error_key(state, "2.2.-1.5") == "tantrix_same_colour_space"
    # once the bag is empty the restriction is lifted: then it must be filled
    lifted = TantrixState.from_position(board, [[5, 2, 16, 35, 21, 9], [1]], bag=[])
    assert lifted.step == STEP_FORCED_BEFORE
    assert lifted.fillable_forced_spaces() == [(2, -1)]
    assert [str(move) for move in lifted.legal_moves()] == ["2.2.-1.5"]


# --- the restrictions ---------------------------------------------------------


def test_restriction_1_no_forced_space_with_three_edges_of_one_colour() -> None:
    # (1, 0) and (1, -1) both show blue to (0, 0); a tile on (0, -1) makes
    # (0, 0) a forced space: it must not show blue there too.
    board = build([(1, 0), (1, -1)], need={(1, 0): {3: "B"}, (1, -1): {4: "B"}})
    probe = look(board)
    assert probe.demanded_edges((0, 0)) == "BB...."
    target = (0, -1)
    tile = next(
        t
        for t in fitting(probe, target)
        if {edges(t, k)[5] for k in fits(probe.demanded_edges(target))[t]} >= {"B"}
        and len({edges(t, k)[5] for k in fits(probe.demanded_edges(target))[t]}) > 1
    )
    rotations = fits(probe.demanded_edges(target))[tile]
    state = TantrixState.from_position(board, [[tile], [spare(board, tile)]])
    legal = state.legal_rotations(tile, target)
    for rotation in rotations:
        blue = edges(tile, rotation)[5] == "B"
        key = error_key(state, f"{tile}.0.-1.{rotation}")
        assert (key == "tantrix_same_colour_space") == blue
        assert (rotation in legal) == (not blue)
    lifted = TantrixState.from_position(board, [[tile], [spare(board, tile)]], bag=[])
    assert lifted.legal_rotations(tile, target) == list(rotations)


def test_restriction_2_no_fourth_tile_next_to_a_forced_space() -> None:
    """The seed: one may not play on the spaces A next to the forced space B
    before B is filled."""
    state = side_position()
    assert state.forced_spaces() == [SIDE_FORCED]
    assert state.step == STEP_FREE
    hand = state.hands[0]
    for cell in [(-1, -1), (1, -2)]:  # the spaces A touching B and the layout
        assert state.neighbour_count(SIDE_FORCED) == 3
        found = [
            (tile, rotation)
            for tile in hand
            for rotation in fits(state.demanded_edges(cell)).get(tile, ())
        ]
        assert found, "some hand tile fits A by colour"
        for tile, rotation in found:
            assert error_key(state, f"{tile}.{cell[0]}.{cell[1]}.{rotation}") in (
                "tantrix_fourth_neighbour",
                "tantrix_same_colour_space",
            )
        assert "tantrix_fourth_neighbour" in {
            error_key(state, f"{t}.{cell[0]}.{cell[1]}.{k}") for t, k in found
        }
        assert not any(move.hex == cell for move in state.legal_moves())  # type: ignore[union-attr]
    # with the bag empty the restriction is lifted
    lifted = side_position(bag_empty=True)
    assert any(move.hex == (-1, -1) for move in lifted.legal_moves())  # type: ignore[union-attr]
    move = next(m for m in lifted.legal_moves() if m.hex == (-1, -1))  # type: ignore[union-attr]
    lifted.play(move)
    assert lifted.neighbour_count(SIDE_FORCED) == 4


def test_restriction_3_controlled_side() -> None:
    """The seed: one may not play on the controlled side (A) before the
    forced space B is filled: a tile at the far end of the straight side
    forces (2, -3), whose fill forces (1, -2), whose fill would give B a
    fourth neighbour."""
    state = side_position()
    for cell in [(3, -4), (2, -3)]:
        keys = {
            error_key(state, f"{t}.{cell[0]}.{cell[1]}.{k}")
            for t in state.hands[0]
            for k in fits(state.demanded_edges(cell)).get(t, ())
        }
        assert keys and keys <= {"tantrix_controlled_side", "tantrix_same_colour_space"}
        assert "tantrix_controlled_side" in keys
        assert state.legal_rotations(state.hands[0][0], cell) == []
    # the same side without the forced space: the chain ends harmlessly
    free = side_position(with_forced=False)
    assert free.forced_spaces() == []
    assert any(move.hex == (3, -4) for move in free.legal_moves())  # type: ignore[union-attr]
    # and with the bag empty the restriction is lifted
    lifted = side_position(bag_empty=True)
    assert any(move.hex == (3, -4) for move in lifted.legal_moves())  # type: ignore[union-attr]


def test_restriction_3_ignores_forced_spaces_the_chain_does_not_reach() -> None:
    state = side_position()
    assert state.forced_spaces() == [SIDE_FORCED]
    # the other side of the layout: the chain there never meets B
    assert any(move.hex == (4, -3) for move in state.legal_moves())  # type: ignore[union-attr]
    assert any(move.hex == (1, 0) for move in state.legal_moves())  # type: ignore[union-attr]


def test_restriction_3_two_touching_forced_spaces() -> None:
    """A tile on (1, 0) would make (0, 0) and (1, -1) forced spaces that
    touch each other: filling either would give the other a fourth tile.
    (The layout is occupancy only; it need not be connected here.)"""
    board = build([(0, -1), (-1, 0), (1, -2), (2, 0)])
    free = sorted(set(NUMBERS) - tiles_in(board))
    state = TantrixState.from_position(board, [free[:-2], [free[-2]]], bag=[free[-1]])
    lifted = TantrixState.from_position(board, [free[:-2], [free[-2]]], bag=[])
    assert state.neighbour_count((0, 0)) == 2 and state.neighbour_count((1, -1)) == 2
    keys = set()
    for tile, rotations in fits(state.demanded_edges((1, 0))).items():
        for rotation in rotations:
            if tile not in free[:-2]:
                continue
            lifted.check_move(Place(tile, (1, 0), rotation))
            with pytest.raises(IllegalMoveError) as error:
                state.check_move(Place(tile, (1, 0), rotation))
            keys.add(error.value.key)
            if error.value.key == "tantrix_controlled_side":
                assert error.value.params["space"] in ("0.0", "1.-1")
    assert "tantrix_controlled_side" in keys
    assert keys <= {"tantrix_controlled_side", "tantrix_same_colour_space"}


def test_restrictions_lift_with_the_last_draw() -> None:
    base = side_position()
    hands = base.hands
    last = not_fitting(base, [SIDE_FORCED], exclude=hands[0] + hands[1])[0]
    state = TantrixState.from_position(base.board, hands, bag=[last])
    assert state.restrictions_apply() and state.step == STEP_FREE
    # a free move that makes no forced space
    move = next(
        m
        for m in state.legal_moves()
        if m.hex in ((-2, 0), (4, -4))  # type: ignore[union-attr]
    )
    state.play(move)
    assert state.current_player() == CHANCE and state.restrictions_apply()
    state.play(f"d{last}")
    assert not state.restrictions_apply() and state.bag_count() == 0
    assert state.current_player() == 1 and state.step == STEP_FREE
    legal = {str(m) for m in state.legal_moves()}
    extra = spare(state.board, *state.hands[0], *state.hands[1])
    restricted = TantrixState.from_position(state.board, state.hands, 1, STEP_FREE, bag=[extra])
    held_back = legal - {str(m) for m in restricted.legal_moves()}
    assert held_back, "some move is legal only because the restrictions are lifted"
    for text in held_back:
        assert error_key(restricted, text) in (
            "tantrix_same_colour_space",
            "tantrix_fourth_neighbour",
            "tantrix_controlled_side",
        )


# --- the end ------------------------------------------------------------------


def test_deadlock_with_restrictions_is_a_draw() -> None:
    """From a random game: no tile of the yellow-red-blue set can be placed
    anywhere (colours or restrictions); a full hand of them is stuck."""
    board = {
        (0, 0): (29, 4),
        (-1, 1): (16, 5),
        (1, -1): (45, 3),
        (1, -2): (39, 4),
        (2, -1): (50, 1),
    }
    state = TantrixState.from_position(board, [[1, 2, 3, 5, 6, 8], [10, 12, 14, 7, 4, 9]])
    assert state.restrictions_apply()
    assert state.is_over() and state.current_player() == TERMINAL
    assert state.legal_moves() == []
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.reason == "tantrix_deadlock" and outcome.returns == (0.0, 0.0)
    assert outcome.detail["stuck"] == 0
    assert outcome.winners == ()
    # the other player could move: the deadlock is the player's to move
    other = TantrixState.from_position(board, [[17, 18, 19, 20, 21, 22], [1, 2, 3, 5, 6, 8]])
    assert not other.is_over()


def test_deadlock_in_the_endgame() -> None:
    board = {
        (0, 0): (23, 5),
        (-1, 1): (35, 0),
        (-2, 1): (32, 4),
        (-1, 0): (55, 3),
        (1, -1): (7, 3),
        (0, -1): (41, 4),
        (0, -2): (11, 3),
        (1, -2): (5, 3),
        (-1, -1): (56, 5),
        (-2, 0): (25, 5),
    }
    state = TantrixState.from_position(board, [[1], [53]], to_move=1, bag=[])
    assert state.is_over() and state.outcome().reason == "tantrix_deadlock"  # type: ignore[union-attr]
    assert state.outcome().detail["stuck"] == 1  # type: ignore[union-attr]
    moving = TantrixState.from_position(board, [[1], [53]], to_move=0, bag=[])
    assert not moving.is_over() and moving.current_player() == 0


def test_empty_hands_are_skipped_and_the_game_ends_when_all_are_played() -> None:
    board = build([(0, 0)])
    tile_a, tile_b = [t for t in NUMBERS if t not in tiles_in(board)][:2]
    state = TantrixState.from_position(board, [[], [tile_a], [tile_b]], bag=[])
    assert state.current_player() == 1  # seat 0 has played all its tiles
    state.play(state.legal_moves()[0])
    assert state.current_player() == 2
    state.play(state.legal_moves()[0])
    assert state.is_over() and state.step == STEP_OVER
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "tantrix_all_played"
    assert len(state.board) == 3


# --- scoring ------------------------------------------------------------------


def loop_of_three(colour: str, avoid: Iterable[int] = ()) -> Board:
    """Three tiles round a corner with ``colour`` closing a loop."""
    need = {(0, 0): {0: colour, 1: colour}, (1, 0): {2: colour, 3: colour}}
    need[(1, -1)] = {4: colour, 5: colour}
    return build([(0, 0), (1, 0), (1, -1)], need=need, avoid=avoid)


def line_along(colour: str, length: int, start: Hex, avoid: Iterable[int] = ()) -> Board:
    """A zigzag line of ``colour`` through ``length`` tiles from ``start``
    (steps alternately along directions 0 and 1), open at both ends."""
    cells = [start]
    for step in range(1, length):
        dq, dr = HEX_DIRECTIONS[(step - 1) % 2]
        cells.append((cells[-1][0] + dq, cells[-1][1] + dr))
    need: dict[Hex, dict[int, str]] = {cell: {} for cell in cells}
    for index in range(length - 1):
        direction = index % 2
        need[cells[index]][direction] = colour
        need[cells[index + 1]][(direction + 3) % 6] = colour
    return build(cells, need=need, avoid=avoid)


def finished(board: Board, colours: str = "RY") -> TantrixState:
    hands: list[list[int]] = [[] for _ in colours]
    return TantrixState.from_position(
        board, hands, bag=[], options={"players": str(len(colours)), "colours": colours}
    )


def test_a_loop_scores_two_per_tile() -> None:
    board = loop_of_three("R")
    state = finished(board)
    best = state.best_line(0)
    assert best is not None and best.loop and best.tiles == 3 and best.score == 6
    assert set(best.hexes) == {(0, 0), (1, 0), (1, -1)}
    assert state.scores()[0] == 6
    # yellow on the same three tiles is no loop
    yellow = state.best_line(1)
    assert yellow is None or not yellow.loop


def test_a_line_scores_one_per_tile_in_order() -> None:
    board = line_along("G", 5, (0, 0))
    state = finished(board, "GB")
    best = state.best_line(0)
    assert best is not None and not best.loop and best.score == 5
    assert list(best.hexes) in ([(0, 0), (1, 0), (2, -1), (3, -1), (4, -2)],) or list(
        reversed(best.hexes)
    ) == [(0, 0), (1, 0), (2, -1), (3, -1), (4, -2)]


@pytest.mark.parametrize(("length", "winner"), [(5, "loop"), (6, "loop"), (7, "line")])
def test_loop_against_a_longer_line_of_the_same_colour(length: int, winner: str) -> None:
    loop = loop_of_three("B")
    line = line_along("B", length, (5, 3), avoid=tiles_in(loop))
    state = finished({**loop, **line}, "BR")
    kinds = sorted((found.kind, found.tiles) for found in state.lines("B"))
    assert ("loop", 3) in kinds and ("line", length) in kinds
    best = state.best_line(0)
    assert best is not None and best.kind == winner
    assert state.score(0) == max(6, length)
    if length == 6:  # equal scores: the loop is shown first
        assert best.loop and best.score == 6


def test_outcomes_for_two_three_and_four_players() -> None:
    loop = loop_of_three("B")
    line = line_along("R", 4, (5, 3), avoid=tiles_in(loop))
    board = {**loop, **line}
    two = finished(board, "BR")
    outcome = two.outcome()
    assert outcome is not None and outcome.reason == "tantrix_all_played"
    assert outcome.scores == (6.0, float(two.score(1)))
    assert outcome.returns == (1.0, -1.0) and outcome.winners == (0,)
    assert outcome.detail["lines"][0]["kind"] == "loop"  # type: ignore[index]
    three = finished(board, "RBG")
    scores = three.scores()
    assert scores[1] == 6
    assert three.outcome().returns == tuple(  # type: ignore[union-attr]
        1.0 if s == max(scores) else -1.0 for s in scores
    )
    # a shared top score: the tied leaders draw, the others lose
    green = loop_of_three("G")
    yellow = line_along("Y", 6, (5, 3), avoid=tiles_in(green))
    tie = finished({**green, **yellow}, "GYRB")
    got = tie.scores()
    assert got == reference_scores(tie)
    assert got[:2] == [6, 6] and max(got) == 6 and min(got) < 6
    expected = tuple(0.0 if score == 6 else -1.0 for score in got)
    assert tie.outcome().returns == expected  # type: ignore[union-attr]
    assert tie.outcome().winners == tuple(i for i, v in enumerate(got) if v == 6)  # type: ignore[union-attr]


def test_equal_scores_are_a_draw() -> None:
    state = finished({}, "RYGB")
    outcome = state.outcome()
    assert outcome is not None and outcome.returns == (0.0,) * 4 and outcome.winners == ()


def reference_scores(state: TantrixState) -> list[int]:
    """Longest line / loop per seat, computed independently: components of
    the graph whose edges join touching tiles showing the colour to each
    other; a component is a loop when every tile in it has two such edges."""
    found = []
    for colour in state.colours:
        nodes = [cell for cell, (t, k) in state.board.items() if colour in edges(t, k)]
        links: dict[Hex, list[Hex]] = {cell: [] for cell in nodes}
        for cell in nodes:
            shown = state.edges_at(cell)
            for side, (dq, dr) in enumerate(HEX_DIRECTIONS):
                other = (cell[0] + dq, cell[1] + dr)
                if shown[side] == colour and other in links:  # type: ignore[index]
                    links[cell].append(other)
        best, seen = 0, set()
        for cell in nodes:
            if cell in seen:
                continue
            stack, part = [cell], set()
            while stack:
                here = stack.pop()
                if here not in part:
                    part.add(here)
                    stack.extend(links[here])
            seen |= part
            loop = all(len(links[c]) == 2 for c in part)
            best = max(best, len(part) * (2 if loop else 1))
        found.append(best)
    return found


# --- whole games ----------------------------------------------------------------


def random_game(rng: random.Random, players: int, check: bool = False) -> TantrixState:
    state = INFO.new({"players": str(players)})
    while not state.is_over():
        if state.current_player() == CHANCE:
            state.play(state.sample_chance(rng))
            continue
        if check:
            check_position(state, rng)
        state.play(rng.choice(state.legal_moves()))
    return state


def check_position(state: TantrixState, rng: random.Random) -> None:
    legal = {str(move) for move in state.legal_moves()}
    assert legal
    # check_move is exactly membership in legal_moves
    hand = state.hands[state.to_move]
    cells = state.open_hexes() + list(state.board)[:2] + [(20, 20)]
    stranger = next(t for t in NUMBERS if t not in hand)
    for tile in [*hand, stranger]:
        for cell in rng.sample(cells, min(6, len(cells))):
            for rotation in range(6):
                text = f"{tile}.{cell[0]}.{cell[1]}.{rotation}"
                assert (error_key(state, text) is None) == (text in legal), text
    # the steps: forced steps offer fills only, the free step none is left
    if state.step == STEP_FREE:
        assert state.fillable_forced_spaces() == []
    else:
        assert state.step in (STEP_FORCED_BEFORE, STEP_FORCED_AFTER)
        spaces = set(state.fillable_forced_spaces())
        assert spaces and {move.hex for move in state.legal_moves()} == spaces  # type: ignore[union-attr]
    if state.restrictions_apply():
        for cell in state.forced_spaces():
            assert state.neighbour_count(cell) == 3  # restriction 2 held
            assert len(set(state.demanded_edges(cell).replace(".", ""))) > 1  # restriction 1
    assert state.scores() == reference_scores(state)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_rule(players: int) -> None:
    rng = random.Random(players)
    for _ in range(3):
        state = random_game(rng, players, check=True)
        outcome = state.outcome()
        assert outcome is not None
        assert state.material() == 56
        if outcome.reason == "tantrix_all_played":
            assert len(state.board) == 56 and not any(state.hands)
        assert list(outcome.scores) == [float(s) for s in reference_scores(state)]


def test_clone_is_independent() -> None:
    rng = random.Random(9)
    state = INFO.new({"players": "3"})
    for _ in range(40):
        move = rng.choice(state.legal_moves())
        state.play(move)
    copy = state.clone()
    before = encode(state)
    while not copy.is_over():
        copy.play(rng.choice(copy.legal_moves()))
    assert encode(state) == before
    assert decode(encode(copy)).state is not None


def test_perft_counts_on_a_fixed_deal() -> None:
    """Golden counts of legal moves along a fixed line of play (the third
    of the legal list each time, the lowest tile drawn each time)."""
    state = INFO.new({"players": "2"})
    deal(state, [44, 17, *range(1, 11)])
    assert state.hands == [[44, 1, 3, 5, 7, 9], [17, 2, 4, 6, 8, 10]]
    counts = []
    for index in range(30):
        moves = state.legal_moves()
        counts.append((state.current_player(), state.step, len(moves)))
        if index == 1:
            # by hand: one tile on the board, six open hexes each touching
            # one edge; a hand tile showing that colour fits in 2 rotations
            first = state.board[(0, 0)]
            expected = sum(
                2
                for side in range(6)
                for tile in state.hands[1]
                if edges(*first)[side] in edges(tile)
            )
            assert len(moves) == expected
        state.play(moves[len(moves) // 3])
        if state.current_player() == CHANCE:
            state.play(f"d{min(state.bag)}")
    assert counts == PERFT


PERFT: list[tuple[int, str, int]] = [
    (0, "free", 36), (1, "free", 68), (0, "free", 76), (1, "free", 75), (0, "free", 71),
    (1, "forced-before", 2), (1, "forced-before", 1), (1, "free", 62),
    (0, "forced-before", 3), (0, "free", 67), (1, "free", 74), (0, "free", 70),
    (1, "free", 73), (0, "free", 72), (1, "free", 72), (0, "free", 73), (1, "free", 76),
    (0, "free", 70), (1, "free", 75), (0, "free", 80), (0, "forced-after", 1),
    (1, "free", 78), (0, "free", 82), (1, "free", 82), (0, "free", 88), (1, "free", 85),
    (0, "free", 91), (1, "free", 84), (0, "free", 84), (1, "free", 90),
]  # fmt: skip
