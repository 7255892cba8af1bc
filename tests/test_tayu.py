"""Ta Yü rules: tile types, notation, every placement rule (one test per way
to be illegal, the seed's five illegal placements rebuilt), the end, the
scoring examples of the seed, the variants and the fast legal-move index."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

import abstrakta.games.tayu as tayu
from abstrakta.core import CHANCE, TERMINAL, IllegalMoveError, InvalidMoveError, OptionsError
from abstrakta.games.tayu import (
    FACINGS,
    GREY_SQUARES,
    INFO,
    SEGMENTS,
    TILE_TYPES,
    Bid,
    Choose,
    Draw,
    Pass,
    Place,
    TayuState,
    is_decorated,
    parse,
    tile_label,
    tile_outlets,
)
from abstrakta.grids import parse_square_name, square_name
from abstrakta.record import decode, encode

# --- helpers ----------------------------------------------------------------


def sq(name: str) -> tuple[int, int]:
    square = parse_square_name(name, 18, 18)
    assert square is not None
    return square


def new(**options: str) -> TayuState:
    state = INFO.new(options)
    assert isinstance(state, TayuState)
    return state


def tile(anchor: str, vertical: bool, outlets: set[tuple[str, str]]) -> Place:
    """The placement at ``anchor`` (south-west square) lying south-north if
    ``vertical`` whose outlets are exactly ``outlets`` (square name, side)."""
    facings = ("e", "w") if vertical else ("n", "s")
    found = [
        Place(t, f, sq(anchor))
        for t in range(1, 29)
        for f in facings
        if {(square_name(s), d) for s, d in Place(t, f, sq(anchor)).outlets} == outlets
    ]
    assert len(found) == 1, (anchor, outlets, found)
    return found[0]


def board(*places: Place, drawn: int | None = None, **options: str) -> TayuState:
    """A constructed position: ``places`` put on the board without checks
    (test set-up only), then ``drawn`` drawn from the bag if given."""
    state = new(**options)
    for place in places:
        state._lay(place)
        state.bag[place.tile - 1] -= 1
    if drawn is not None:
        state.play(Draw(drawn))
    return state


def error_key(state: TayuState, move: object) -> str:
    with pytest.raises(IllegalMoveError) as info:
        state.play(move)  # type: ignore[arg-type]
    return info.value.key


def brute_force(state: TayuState, t: int) -> set[str]:
    """Every legal placement of type ``t``, by trying every square and facing
    with the explaining (slow) check."""
    legal = set()
    for column in range(18):
        for row in range(18):
            for facing in FACINGS:
                move = Place(t, facing, (column, row))
                try:
                    state._explain(move)
                except IllegalMoveError:
                    continue
                legal.add(str(move))
    return legal


# --- tiles ------------------------------------------------------------------


def test_28_types_are_all_choices_of_3_of_8_segments_up_to_a_half_turn() -> None:
    assert len(TILE_TYPES) == 28
    seen: dict[frozenset, int] = {}
    for t in range(1, 29):
        for facing in ("n", "s"):  # n and its half turn s, both lying west-east
            pattern = frozenset(Place(t, facing, (0, 0)).outlets)
            assert pattern not in seen, (t, seen.get(pattern))
            seen[pattern] = t
    # every 3 of the 8 segments occurs exactly once in those 56 patterns
    assert len(seen) == len(list(combinations(SEGMENTS, 3))) == 56


def test_type_groups_by_sides() -> None:
    sides = [len({d for _, d in TILE_TYPES[t - 1]}) for t in range(1, 29)]
    assert sides.count(1) == 1 and sides.count(2) == 15 and sides.count(3) == 12
    assert [t for t in range(1, 29) if is_decorated(t)] == list(range(17, 29))
    assert tile_label(1) == "n1 n2 n3"


def test_mirror_image_is_another_type() -> None:
    # type 2 is n1 n2 e; its mirror (west-east flip) n3 n2 w is type 16
    assert tile_label(2) == "n1 n2 e"
    assert tile_label(16) == "n2 n3 w"


def test_the_four_facings_of_every_type_differ() -> None:
    for t in range(1, 29):
        patterns = {frozenset(tile_outlets(t, f)) for f in FACINGS}
        assert len(patterns) == 4


def test_docstring_table_matches_the_types() -> None:
    rows = []
    for i in range(7):
        cells = [f"{col * 7 + i + 1:>2} {tile_label(col * 7 + i + 1):<10}" for col in range(4)]
        rows.append("    " + "  ".join(cells).rstrip())
    assert "\n".join(rows) in (tayu.__doc__ or "")


def test_facings_geometry() -> None:
    # type 2 = n1 n2 e, anchor a1
    def outlets(facing: str) -> set[tuple[str, str]]:
        return {(square_name(s), d) for s, d in Place(2, facing, (0, 0)).outlets}

    assert outlets("n") == {("a1", "n"), ("b1", "n"), ("c1", "e")}
    # a quarter turn clockwise: the pictured west end goes north
    assert outlets("e") == {("a3", "e"), ("a2", "e"), ("a1", "s")}
    assert outlets("s") == {("c1", "s"), ("b1", "s"), ("a1", "w")}
    assert outlets("w") == {("a1", "w"), ("a2", "w"), ("a3", "n")}
    assert [square_name(s) for s in Place(2, "e", sq("j10")).squares] == ["j10", "j11", "j12"]
    assert [square_name(s) for s in Place(2, "s", sq("i9")).squares] == ["i9", "j9", "k9"]


def test_bag_holds_84_tiles_36_decorated() -> None:
    state = new()
    assert state.bag_count() == 84
    assert set(state.bag_counts().values()) == {3}
    assert state.kind_counts() == {"deco": 36, "plain": 48}
    assert state.material() == 84


# --- notation ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("t17", Draw(17)),
        ("t1", Draw(1)),
        ("17e.j10", Place(17, "e", (9, 9))),
        ("3n.a1", Place(3, "n", (0, 0))),
        ("28w.r18", Place(28, "w", (17, 17))),
        ("deco", Choose("deco")),
        ("plain", Choose("plain")),
        ("bid24", Bid(24)),
        ("pass", Pass()),
    ],
)
def test_notation_round_trips(text: str, move: object) -> None:
    assert parse(text) == move
    assert str(move) == text


@pytest.mark.parametrize(
    "text",
    ["t0", "t29", "t017", "t", "0n.a1", "29n.a1", "17x.a1", "17n.s1", "17n.a19", "17n.a0",
     "17n", "17.a1", "bid0", "bid", "bid07", "bidx", "Deco", "17n.A1", "n.a1",
     "bid²", "t１", "17n.a１", "", "t17 ", " pass"],
)  # fmt: skip
def test_bad_notation(text: str) -> None:
    with pytest.raises(InvalidMoveError):
        parse(text)


# --- the first tile ---------------------------------------------------------


def test_first_tile_must_cover_a_centre_square() -> None:
    state = new()
    assert state.current_player() == CHANCE
    state.play("t5")
    assert state.current_player() == 0 and state.phase == "place"
    moves = state.legal_moves()
    assert len(moves) == 32
    centre = {sq(n) for n in ("i9", "i10", "j9", "j10")}
    for move in moves:
        assert centre & set(move.squares)
    assert error_key(state.clone(), "5n.f9") == "tayu_centre"  # f9 g9 h9
    assert error_key(state.clone(), "5e.i11") == "tayu_centre"  # i11 i12 i13
    state.play("5n.g9")  # g9 h9 i9
    assert state.placed == [Place(5, "n", sq("g9"))]


# --- the seed's diagram -----------------------------------------------------

# First tile j10-j11-j12 (covers the centre square j10): outlets west of j11,
# north of j12, east of j10. Second tile i11-i12-i13: its outlet east of i11
# meets j11's; its other outlets (north and west of i13) face empty squares.
FIRST = tile("j10", True, {("j11", "w"), ("j12", "n"), ("j10", "e")})
SECOND = tile("i11", True, {("i11", "e"), ("i13", "n"), ("i13", "w")})


def seed_board() -> TayuState:
    state = new()
    for move in (FIRST, SECOND):
        state.play(Draw(move.tile))
        state.play(move)
    return state


def seed_try(move: Place) -> str:
    state = seed_board()
    state.play(Draw(move.tile))
    assert move not in state.legal_moves()
    return error_key(state, move)


def test_seed_first_two_tiles_are_legal() -> None:
    state = seed_board()
    assert len(state.placed) == 2
    assert state.tile_at(sq("j11")) == FIRST and state.tile_at(sq("i13")) == SECOND
    assert state.tile_at(sq("k11")) is None
    assert state.open_outlets() == [
        (sq("i13"), "n"),
        (sq("i13"), "w"),
        (sq("j10"), "e"),
        (sq("j12"), "n"),
    ]


def test_seed_m10_m9_m8_touches_no_tile() -> None:
    move = tile("m8", True, {("m8", "w"), ("m9", "w"), ("m10", "w")})
    assert seed_try(move) == "tayu_not_adjacent"


def test_seed_h10_h9_h8_only_diagonal() -> None:
    move = tile("h8", True, {("h10", "n"), ("h10", "e"), ("h9", "e")})
    assert seed_try(move) == "tayu_not_adjacent"


def test_seed_f12_g12_h12_connects_no_outlet() -> None:
    # walls meet walls on h12|i12 only: allowed there, but nothing connects
    move = tile("f12", False, {("f12", "n"), ("g12", "n"), ("h12", "n")})
    assert seed_try(move) == "tayu_no_connection"


def test_seed_k12_k11_k10_outlet_faces_a_wall() -> None:
    # k10's outlet meets j10's, but k11's faces j11's wall
    move = tile("k10", True, {("k10", "w"), ("k11", "w"), ("k12", "e")})
    state = seed_board()
    state.play(Draw(move.tile))
    with pytest.raises(IllegalMoveError) as info:
        state.play(move)
    assert info.value.key == "tayu_outlet_blocked"
    assert info.value.params == {"square": "k11", "side": "w"}


def test_seed_j13_k13_l13_blocks_an_outlet() -> None:
    move = tile("j13", False, {("j13", "n"), ("k13", "n"), ("l13", "e")})
    state = seed_board()
    state.play(Draw(move.tile))
    with pytest.raises(IllegalMoveError) as info:
        state.play(move)
    assert info.value.key == "tayu_blocks_outlet"
    assert info.value.params == {"square": "j12", "side": "n"}


def test_seed_a_legal_neighbour_of_k() -> None:
    # like k12-k11-k10 but walls facing j11 and j12: legal; outlets may face
    # empty squares (east of k11, k12)
    move = tile("k10", True, {("k10", "w"), ("k11", "e"), ("k12", "e")})
    state = seed_board()
    state.play(Draw(move.tile))
    assert move in state.legal_moves()
    state.play(move)
    assert state.current_player() == CHANCE and state.turn == 1


def test_seed_board_matches_brute_force_for_every_type() -> None:
    state = seed_board()
    counts = []
    for t in range(1, 29):
        fast = {str(m) for m in state.placements(t)}
        assert fast == brute_force(state, t), t
        counts.append(len(fast))
    # golden counts (perft-like) for this position
    # type 1 (n1 n2 n3), by hand: 3 south-facing over i13's north outlet,
    # h13-h15 facing e, k8-k10 facing w, j13-l13 facing s
    assert counts == GOLDEN_SEED_COUNTS
    assert {str(m) for m in state.placements(1)} == {
        "1s.g14", "1s.h14", "1s.i14", "1e.h13", "1w.k8", "1s.j13",
    }  # fmt: skip


GOLDEN_SEED_COUNTS = [6, 8, 7, 7, 8, 7, 8, 8, 8, 9, 8, 8, 8, 8, 9, 9,
                      9, 10, 11, 10, 9, 9, 10, 11, 11, 10, 11, 11]  # fmt: skip


# --- every other way to be illegal ------------------------------------------


def test_off_board() -> None:
    state = seed_board()
    state.play("t7")
    assert error_key(state.clone(), "7n.q1") == "tayu_off_board"  # q1 r1 s1
    assert error_key(state.clone(), "7e.a17") == "tayu_off_board"  # a17 a18 a19


def test_covered_square() -> None:
    state = seed_board()
    state.play("t7")
    with pytest.raises(IllegalMoveError) as info:
        state.play("7n.h12")  # h12 i12 j12
    assert info.value.key == "tayu_occupied" and info.value.params == {"square": "i12"}


def test_wrong_tile_and_wrong_moment() -> None:
    state = seed_board()
    assert error_key(state.clone(), "7n.k10") == "tayu_not_drawn"
    assert error_key(state.clone(), "deco") == "tayu_not_choosing"
    assert error_key(state.clone(), "pass") == "tayu_not_bidding"
    assert error_key(state.clone(), "bid10") == "tayu_not_bidding"
    state.play("t7")
    assert state.drawn == 7
    assert error_key(state.clone(), "6n.k10") == "tayu_wrong_tile"
    assert error_key(state.clone(), "t7") == "chance_move"


def test_a_type_runs_out() -> None:
    state = new()
    state.play("t9")
    state.play(state.legal_moves()[0])
    for _ in range(2):
        state.play("t9")
        state.play(state.legal_moves()[0])
    assert state.bag_counts()[9] == 0
    assert Draw(9) not in state.legal_moves()
    assert error_key(state, "t9") == "tayu_not_in_bag"


def test_outlets_and_walls_may_face_the_edge() -> None:
    # a tile on q1-q3 with an outlet east of q2; lay r1-r3 against it and
    # against the corner: outlets south of r1 and east of r3, walls east
    post = tile("q1", True, {("q2", "e"), ("q3", "n"), ("q1", "w")})
    move = tile("r1", True, {("r2", "w"), ("r1", "s"), ("r3", "e")})
    state = board(post, drawn=move.tile)
    assert move in state.legal_moves()
    state.play(move)
    assert state.side_points() == {"n": 0, "e": 2, "s": 1, "w": 0}  # r3 faces grey


def test_check_move_agrees_with_legal_moves_in_random_games() -> None:
    rng = random.Random(7)
    for _ in range(6):
        state = new()
        while not state.is_over():
            if state.current_player() == CHANCE:
                state.play(state.sample_chance(rng))
                continue
            legal = {str(m) for m in state.legal_moves()}
            t = state.drawn
            assert t is not None
            if rng.random() < 0.25:
                assert legal == brute_force(state, t)
            for _ in range(20):  # random placements: check_move is exact
                move = Place(t, rng.choice(FACINGS), (rng.randrange(18), rng.randrange(18)))
                try:
                    state.check_move(move)
                    assert str(move) in legal
                except IllegalMoveError as error:
                    assert str(move) not in legal
                    assert error.key.startswith("tayu_")
            state.play(rng.choice(state.legal_moves()))


# --- the end ----------------------------------------------------------------

STUCK_RECORD = (
    "v1~tayu~variant.standard_tiles.bag_first.0_target.24_bidding.no~t1_1w.j10_t1_1e.i10_t28"
)


def test_a_tile_that_fits_nowhere_ends_the_game() -> None:
    decoded = decode(STUCK_RECORD)
    assert decoded.ok
    state = decoded.state
    assert isinstance(state, TayuState)
    # two tiles of type 1 face each other outlet to outlet: no open outlet
    assert state.open_outlets() == []
    assert state.is_over() and state.current_player() == TERMINAL
    assert state.legal_moves() == [] and state.placements_at(sq("i13")) == {}
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.reason == "tayu_stuck" and outcome.returns == (0.0, 0.0)
    assert outcome.detail["stuck_tile"] == 28 and state.drawn == 28
    assert state.material() == 84
    assert error_key(state, "t5") == "game_over"


def test_any_tile_fits_means_must_place() -> None:
    # while the drawn tile fits somewhere the game goes on and only
    # placements are legal (there is no pass)
    state = seed_board()
    state.play("t1")
    assert not state.is_over()
    assert all(isinstance(m, Place) for m in state.legal_moves())
    assert error_key(state.clone(), "pass") == "tayu_not_bidding"


# A whole game that lays all 84 tiles (draws chosen by a search, every
# placement legal); the game ends when the bag is empty.
FULL_GAME = (
    "t8_8s.j10_t11_11s.h11_t25_25e.l7_t2_2w.l4_t24_24n.i5_t14_14s.g10_t22_22n.m8_t20_20e.m9_"
    "t17_17e.j6_t15_15s.g4_t27_27n.m12_t16_16e.h1_t1_1n.e3_t5_5e.k2_t9_9w.k11_t12_12w.p12_"
    "t4_4w.j12_t13_13w.g7_t21_21w.l12_t28_28s.l3_t3_3w.o3_t10_10e.n4_t6_6n.o6_t7_7e.f6_"
    "t23_23n.d9_t18_18e.o13_t19_19w.i13_t26_26w.h13_t24_24e.p7_t22_22w.e10_t19_19e.q10_"
    "t14_14n.f12_t17_17n.g16_t27_27n.e14_t5_5s.c4_t8_8w.m13_t2_2n.b10_t10_10n.c8_t13_13e.c11_"
    "t9_9w.j16_t4_4w.n15_t26_26n.k17_t11_11n.b3_t25_25w.b11_t15_15n.a7_t7_7e.b14_t28_28n.o16_"
    "t12_12s.c5_t16_16s.f17_t1_1e.a1_t6_6w.r15_t23_23s.c16_t20_20s.b2_t3_3n.o17_t21_21s.b17_"
    "t18_18n.l2_t25_25e.h7_t28_28s.o2_t17_17e.b4_t26_26s.j15_t5_5e.p3_t22_22e.d13_t27_27s.k1_"
    "t4_4w.r1_t16_16w.k7_t10_10e.n9_t9_9s.a18_t23_23w.a11_t14_14n.k18_t7_7s.e2_t20_20n.g18_"
    "t8_8s.a9_t3_3w.j2_t6_6n.d1_t19_19e.r10_t13_13n.d18_t18_18w.r7_t1_1n.f5_t11_11w.a14_"
    "t24_24w.a4_t12_12e.q3_t2_2s.c6_t15_15n.p18_t21_21s.n1"
)


def test_an_empty_bag_ends_the_game() -> None:
    options = "variant.standard_tiles.bag_first.0_target.24_bidding.no"
    decoded = decode(f"v1~tayu~{options}~{FULL_GAME}")
    assert decoded.ok, decoded.error
    state = decoded.state
    assert isinstance(state, TayuState)
    assert len(state.placed) == 84 and state.bag_count() == 0
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "tayu_bag_empty"
    points = state.side_points()
    ns, ew = points["n"] * points["s"], points["e"] * points["w"]
    assert outcome.scores == (ns, ew)
    assert outcome.detail["scores"] == {"ns": ns, "ew": ew}
    assert outcome.returns == ((1.0, -1.0) if ns > ew else (-1.0, 1.0) if ew > ns else (0, 0))
    # the breakdown agrees with the per-side totals
    for side, outlets in outcome.detail["edge_outlets"].items():  # type: ignore[attr-defined]
        assert sum(p for _, p in outlets) == points[side]
    assert encode(state).endswith(FULL_GAME)


# --- scoring ----------------------------------------------------------------


def edge(square: str, side: str) -> Place:
    """A tile with exactly one outlet off the board, on ``side`` of ``square``
    (which is on that edge), lying across the edge."""
    column, row = sq(square)
    if side == "s":
        return tile(
            square,
            True,
            {
                (square, "s"),
                (square_name((column, 1)), "e" if column < 17 else "w"),
                (square_name((column, 2)), "n"),
            },
        )
    if side == "n":
        low = square_name((column, 15))
        return tile(
            low,
            True,
            {(square, "n"), (square_name((column, 16)), "e" if column < 17 else "w"), (low, "s")},
        )
    if side == "w":
        return tile(
            square,
            False,
            {
                (square, "w"),
                (square_name((1, row)), "n" if row < 17 else "s"),
                (square_name((2, row)), "e"),
            },
        )
    low = square_name((15, row))
    middle = (square_name((16, row)), "n" if row < 17 else "s")
    return tile(low, False, {(square, "e"), middle, (low, "w")})


def test_grey_squares() -> None:
    assert len(GREY_SQUARES) == 16
    east = sorted(row + 1 for column, row in GREY_SQUARES if column == 18)
    north = sorted(square_name((column, 0))[0] for column, row in GREY_SQUARES if row == 18)
    assert east == [3, 7, 12, 16]
    assert north == ["c", "g", "l", "p"]
    assert {(-1, 2), (18, 15), (2, -1), (15, 18)} <= GREY_SQUARES
    assert (18, 10) not in GREY_SQUARES and (18, 4) not in GREY_SQUARES  # r11, r5


def test_seed_east_side_six_times_west_four_is_24() -> None:
    east = [edge(f"r{row}", "e") for row in (16, 11, 5, 3)]
    west = [edge("a7", "w"), edge("a2", "w"), edge("a9", "w")]  # 2 + 1 + 1
    state = board(*east, *west)
    assert state.side_points() == {"n": 0, "e": 6, "s": 0, "w": 4}
    assert state.score("ew") == 24 and state.seat_score(1) == 24
    assert state.score("ns") == 0
    assert state.edge_outlets()["e"] == [
        (sq("r3"), 2),
        (sq("r5"), 1),
        (sq("r11"), 1),
        (sq("r16"), 2),
    ]


def seed_36_48(**options: str) -> TayuState:
    north = [edge(f"{c}18", "n") for c in "gij"]  # 2 + 1 + 1 = 4
    south = [edge(f"{c}1", "s") for c in "cglpa"]  # 2 + 2 + 2 + 2 + 1 = 9
    west = [edge(f"a{r}", "w") for r in (7, 12, 16)]  # 6
    east = [edge(f"r{r}", "e") for r in (7, 12, 16, 5, 10)]  # 2 + 2 + 2 + 1 + 1 = 8
    return board(*north, *south, *west, *east, **options)


def test_seed_36_and_48() -> None:
    state = seed_36_48()
    assert state.side_points() == {"n": 4, "e": 8, "s": 9, "w": 6}
    assert state.score("ns") == 36 and state.score("ew") == 48
    state._finish("tayu_bag_empty")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.returns == (-1.0, 1.0) and outcome.scores == (36.0, 48.0)
    assert outcome.winners == (1,)
    assert outcome.detail["sides"] == {"n": 4, "e": 8, "s": 9, "w": 6}


def test_one_side_only_scores_zero() -> None:
    state = board(*[edge(f"{c}18", "n") for c in "cgl"])
    assert state.side_points()["n"] == 6
    assert state.score("ns") == 0 and state.seat_score(0) == 0


def test_a_corner_outlet_scores_on_both_sides() -> None:
    corner = tile("p1", False, {("r1", "e"), ("r1", "s"), ("p1", "n")})
    state = board(corner)
    assert state.side_points() == {"n": 0, "e": 1, "s": 1, "w": 0}
    assert state.score("ew") == 0


def test_equal_scores_draw() -> None:
    state = board(edge("a2", "w"), edge("r2", "e"), edge("b1", "s"), edge("b18", "n"))
    state._finish("tayu_bag_empty")
    outcome = state.outcome()
    assert outcome is not None and outcome.returns == (0.0, 0.0) and outcome.winners == ()


# --- variants ---------------------------------------------------------------


def test_options() -> None:
    for bad in (
        {"first": "2"},
        {"variant": "saboteur", "first": "3"},
        {"target": "30"},
        {"bidding": "yes"},
        {"variant": "teams", "target": "20"},
        {"variant": "saboteur", "bidding": "yes", "target": "30"},
    ):
        with pytest.raises(OptionsError):
            INFO.new(bad)
    with pytest.raises(OptionsError):
        INFO.new({"variant": "solo"})
    assert new(variant="teams", first="3").turn == 3
    assert new(variant="saboteur", target="30").target == 30


def test_players_alternate_from_the_chosen_first() -> None:
    state = new(first="1")
    seen = []
    for t in (1, 2, 3):
        state.play(Draw(t))
        seen.append(state.current_player())
        state.play(state.legal_moves()[0])
    assert seen == [1, 0, 1]
    assert [state.seat_name(s) for s in (0, 1)] == ["tayu_ns", "tayu_ew"]


def test_tile_choice() -> None:
    state = new(tiles="choice")
    assert state.phase == "choose" and state.current_player() == 0
    assert state.legal_moves() == [Choose("deco"), Choose("plain")]
    assert error_key(state.clone(), "t17") == "chance_move"
    assert error_key(state.clone(), "17n.i9") == "tayu_choose_kind"
    state.play("deco")
    assert state.current_player() == CHANCE and state.kind == "deco"
    outcomes = state.chance_outcomes()
    assert sorted(m.tile for m, _ in outcomes) == list(range(17, 29))  # type: ignore[attr-defined]
    assert sum(p for _, p in outcomes) == pytest.approx(1)
    assert error_key(state.clone(), "t1") == "tayu_wrong_kind"
    state.play("t20")
    assert state.kind is None and state.phase == "place"
    state.play(state.legal_moves()[0])
    assert state.phase == "choose" and state.current_player() == 1
    state.play("plain")
    assert {m.tile for m, _ in state.chance_outcomes()} == set(range(1, 17))  # type: ignore[attr-defined]
    # once the decorated tiles are used up only plain can be chosen
    state.play("t3")
    state.play(state.legal_moves()[0])
    for t in range(17, 29):
        state.bag[t - 1] = 0
    assert state.legal_moves() == [Choose("plain")]
    assert error_key(state.clone(), "deco") == "tayu_kind_empty"


def test_teams() -> None:
    state = new(variant="teams", first="2")
    assert state.num_players() == 4
    assert [state.seat_name(s) for s in range(4)] == [
        "tayu_ns1",
        "tayu_ew1",
        "tayu_ns2",
        "tayu_ew2",
    ]
    seen = []
    for t in (1, 2, 3, 4, 5):
        state.play(Draw(t))
        seen.append(state.current_player())
        state.play(state.legal_moves()[0])
    assert seen == [2, 3, 0, 1, 2]
    done = seed_36_48(variant="teams")
    done._finish("tayu_bag_empty")
    outcome = done.outcome()
    assert outcome is not None
    assert outcome.returns == (-1.0, 1.0, -1.0, 1.0)
    assert outcome.scores == (36.0, 48.0, 36.0, 48.0)


def test_saboteur_with_agreed_target() -> None:
    state = new(variant="saboteur")
    assert state.target == 24 and state.phase == "draw"
    assert [state.role(s) for s in range(3)] == ["ns", "ew", "sab"]
    assert state.seat_name(2) == "tayu_sab" and state.seat_score(2) is None
    seen = []
    for t in (1, 2, 3, 4):
        state.play(Draw(t))
        seen.append(state.current_player())
        state.play(state.legal_moves()[0])
    assert seen == [0, 1, 2, 0]  # the saboteur lays tiles too


@pytest.mark.parametrize(
    ("target", "returns"),
    [("24", (-1.0, 1.0, -1.0)), ("48", (-1.0, 1.0, -1.0)), ("49", (-1.0, -1.0, 1.0))],
)
def test_saboteur_outcomes(target: str, returns: tuple[float, ...]) -> None:
    state = seed_36_48(variant="saboteur", target=target)  # ns 36, ew 48
    state._finish("tayu_bag_empty")
    outcome = state.outcome()
    assert outcome is not None and outcome.returns == returns
    assert outcome.detail["target"] == int(target)


def test_saboteur_tie_above_target() -> None:
    state = board(edge("a2", "w"), edge("r2", "e"), edge("b1", "s"), edge("b18", "n"),
                  variant="saboteur", target="1")  # fmt: skip
    state._finish("tayu_bag_empty")
    outcome = state.outcome()
    assert outcome is not None and outcome.returns == (0.0, 0.0, -1.0)


def test_bidding_as_in_the_seed() -> None:
    state = new(variant="saboteur", bidding="yes")
    assert state.phase == "bid" and state.target is None and state.current_player() == 0
    assert state.seat_name(0) == "tayu_player1" and state.role(0) is None
    # Any target a game can reach: 1 to 22 x 22 (a side scores at most 22).
    assert len(state.legal_moves()) == 485  # bid1..bid484, pass
    assert error_key(state.clone(), "bid485") == "tayu_bid_range"
    assert error_key(state.clone(), "t3") == "chance_move"
    state.play("bid28")
    state.play("bid25")
    assert error_key(state.clone(), "bid25") == "tayu_bid_low"
    assert error_key(state.clone(), "deco") == "tayu_bidding"
    state.play("pass")
    assert state.current_player() == 0
    state.play("bid20")
    assert state.current_player() == 1
    state.play("pass")
    assert state.bids == [(0, 28), (1, 25), (2, None), (0, 20), (1, None)]
    assert state.target == 20
    assert [state.role(s) for s in range(3)] == ["sab", "ns", "ew"]
    assert [state.seat_name(s) for s in range(3)] == ["tayu_sab", "tayu_ns", "tayu_ew"]
    assert state.phase == "draw" and state.turn == 0
    assert error_key(state.clone(), "pass") == "tayu_not_bidding"


def test_bidding_passed_players_are_out() -> None:
    state = new(variant="saboteur", bidding="yes", first="1")
    state.play("bid30")  # seat 1
    state.play("pass")  # seat 2
    state.play("bid29")  # seat 0
    assert state.current_player() == 1  # seat 2 is skipped from now on
    state.play("pass")
    assert state.target == 29 and [state.role(s) for s in range(3)] == ["sab", "ns", "ew"]
    assert state.turn == 1  # the first tile: seat `first`


def test_bidding_two_passes_force_the_third_to_bid() -> None:
    state = new(variant="saboteur", bidding="yes", first="2")
    state.play("pass")  # seat 2
    state.play("pass")  # seat 0
    assert state.current_player() == 1
    assert Pass() not in state.legal_moves()
    assert error_key(state.clone(), "pass") == "tayu_must_bid"
    state.play("bid484")
    assert state.target == 484 and [state.role(s) for s in range(3)] == ["ns", "sab", "ew"]


def test_bid_of_one_leaves_only_pass() -> None:
    state = new(variant="saboteur", bidding="yes")
    state.play("bid1")
    assert state.legal_moves() == [Pass()]


# --- renderer API -----------------------------------------------------------


def test_placements_at_groups_by_facing() -> None:
    state = seed_board()
    state.play("t1")
    square = sq("k11")
    grouped = state.placements_at(square)
    legal = state.legal_moves()
    expected = [m for m in legal if square in m.squares]  # type: ignore[union-attr]
    assert sorted(str(m) for ms in grouped.values() for m in ms) == sorted(map(str, expected))
    for facing, moves in grouped.items():
        assert all(m.facing == facing for m in moves)
    assert state.placements_at(sq("a1")) == {}


def test_clone_is_independent() -> None:
    state = seed_board()
    twin = state.clone()
    twin.play("t1")
    twin.play(twin.legal_moves()[0])
    assert len(state.placed) == 2 and len(twin.placed) == 3
    assert state.bag_count() == 82 and twin.bag_count() == 81
    assert state.open_outlets() != twin.open_outlets()


def test_draw_probabilities_follow_the_bag() -> None:
    state = new()
    state.play("t5")
    state.play(state.legal_moves()[0])
    odds = dict((str(m), p) for m, p in state.chance_outcomes())
    assert len(odds) == 28
    assert odds["t5"] == pytest.approx(2 / 83) and odds["t6"] == pytest.approx(3 / 83)


def test_every_message_key_is_registered() -> None:
    import re
    from pathlib import Path

    from abstrakta.core import MESSAGES

    source = Path(tayu.__file__).read_text(encoding="utf-8")
    keys = set(re.findall(r'"(tayu_[a-z_0-9]+)"', source))
    assert len(keys) > 20
    assert keys <= set(MESSAGES)
    for options in ({}, {"variant": "teams"}, {"variant": "saboteur"}):
        state = new(**options)
        for seat in range(state.num_players()):
            assert state.seat_name(seat) in MESSAGES
    for seat in range(3):
        assert new(variant="saboteur", bidding="yes").seat_name(seat) in MESSAGES


def test_the_highest_target_is_the_highest_score_a_game_can_reach() -> None:
    from abstrakta.games.tayu import MAX_SIDE_POINTS, MAX_TARGET

    assert MAX_SIDE_POINTS == 22 and MAX_TARGET == 484
    assert new(variant="saboteur", target="484").target == 484


@pytest.mark.parametrize("options", [{}, {"variant": "saboteur"}])
def test_placement_effect_matches_laying_the_tile(options: dict[str, str]) -> None:
    """``placement_effect`` tells what laying a tile would change in the
    running points and open squares, without laying it: checked against
    the board after laying it, over random games; and the computer's
    evaluation after a placement, computed from it, equals (to the last
    bit, so the players' choices do not change) the evaluation of the
    laid board."""
    from abstrakta.ai.tayu_policy import HEURISTIC, Heuristic

    tempo = Heuristic(tempo=0.25)
    for seed in range(4):
        state = TayuState(options)
        rng = random.Random(seed)
        while not state.is_over():
            if state.current_player() == CHANCE:
                state.play(state.sample_chance(rng))
                continue
            if state.phase == "place" and any(state.bag):
                for move in state.legal_moves():
                    gained, covered, added = state.placement_effect(move)
                    laid = state.clone()
                    laid.play(move)
                    before = state._side_points
                    assert [b + g for b, g in zip(before, gained, strict=True)] == laid._side_points
                    kept = [i for i in state._open if i not in covered]
                    assert kept + added == list(laid._open)
                    for heuristic in (HEURISTIC, tempo):
                        assert heuristic.evaluate(state, move) == heuristic.evaluate(laid)
            state.play(rng.choice(state.legal_moves()))
