"""Asterismo: the rules (board, alive, fall, split, goals, set-up, sharing,
notation, the end). The solver has its own file."""

from __future__ import annotations

import random

import pytest

from abstrakta.core import CHANCE, IllegalMoveError, InvalidMoveError, OptionsError
from abstrakta.games.asterismo import (
    BLUE,
    CENTRE,
    INFO,
    PIECES,
    RED,
    YELLOW,
    AsterismoState,
    Give,
    Pour,
    Take,
    alive_mask,
    board_neighbours,
    cascade,
    cell_name,
    cells_of,
    colour_masks_of,
    components,
    holes_of,
    layout_problem,
    mask_of,
    parse,
    parse_cell,
    random_layout,
)
from abstrakta.grids import hex_distance
from abstrakta.record import decode, encode

Hex = tuple[int, int]
LETTER = {"b": BLUE, "y": YELLOW, "r": RED}


def tree(text: str) -> dict[Hex, int]:
    """``"c3b d3y"`` -> {c3: blue, d3: yellow}."""
    out = {}
    for item in text.split():
        cell = parse_cell(item[:-1])
        assert cell is not None, item
        out[cell] = LETTER[item[-1]]
    return out


def names(cells: list[Hex] | tuple[Hex, ...]) -> list[str]:
    return [cell_name(c) for c in cells]


def alive_names(pieces: dict[Hex, int]) -> list[str]:
    return names(cells_of(alive_mask(mask_of(pieces), colour_masks_of(pieces))))


# --- the board -----------------------------------------------------------------


def test_rhombus_neighbours() -> None:
    assert len(board_neighbours(parse_cell("a1"))) == 2  # acute corners
    assert len(board_neighbours(parse_cell("k11"))) == 2
    assert len(board_neighbours(parse_cell("k1"))) == 3  # obtuse corners
    assert len(board_neighbours(parse_cell("a11"))) == 3
    assert len(board_neighbours(parse_cell("f1"))) == 4  # an edge
    assert len(board_neighbours(CENTRE)) == 6
    assert sorted(names(board_neighbours(parse_cell("b2")))) == sorted(
        ["c2", "c1", "b1", "a2", "a3", "b3"]
    )
    assert cell_name(CENTRE) == "f6"
    assert parse_cell("l1") is None and parse_cell("a12") is None and parse_cell("a0") is None


# --- alive ---------------------------------------------------------------------


def test_alive_by_two_of_its_colour() -> None:
    # a triangle of one colour: each piece has two neighbours of its colour
    assert alive_names(tree("c3b d3b c4b")) == ["c3", "d3", "c4"]


def test_alive_by_three_of_any_colour() -> None:
    # d3 touches c3, e2 and c4 (three, none of its colour): alive by (B)
    assert "d3" in alive_names(tree("d3r c3b e2y c4y"))


def test_not_alive() -> None:
    # two neighbours of which one of its colour: neither (A) nor (B)
    pieces = tree("c3b d3b c4y")
    assert alive_names(pieces) == []
    # a mixed triangle: two neighbours each, none of its own colour twice
    assert alive_names(tree("c3b d3y c4r")) == []
    # alive by (B) with three, not with two
    assert "d3" in alive_names(tree("d3r c3b e2y c4y"))
    assert "d3" not in alive_names(tree("d3r c3b e2y"))
    # one of its colour and one other: not alive; two of its colour: alive
    assert "d3" not in alive_names(tree("d3r c3r e2y"))
    assert "d3" in alive_names(tree("d3r c3r e2r"))


# --- taking: safe, fall, split -------------------------------------------------

# Two blue triangles joined by the blue bridge e3 (it touches d3 and f3):
# every remaining move fails (the seed's end, rebuilt small).
TRIANGLES = "c3b d3b c4b e3b f3b g2b g3b"


def test_safe_take_passes_the_turn() -> None:
    state = AsterismoState.from_position(tree(TRIANGLES + " d4r h2b"), 2)
    assert state.phase == "play" and state.current_player() == 0
    assert state.effect(parse_cell("d4")).safe
    state.play("d4")
    assert state.harvest_counts(0) == (0, 0, 1)
    assert state.current_player() == 1
    assert state.colour_at(parse_cell("d4")) is None


def test_a_fall_loses_and_names_the_fallen() -> None:
    state = AsterismoState.from_position(tree(TRIANGLES + " h2b"), 2)
    effect = state.effect(parse_cell("c4"))
    assert not effect.safe and not effect.split
    assert names(effect.fallen) == ["c3"]  # left with d3 only; d3 keeps c3 and e3
    state.play("c4")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "asterismo_fall"
    assert outcome.returns == (-1.0, -1.0)
    assert outcome.detail["fallen"] == ["c3"]
    assert outcome.detail["taken"] == "c4" and outcome.detail["seat"] == 0
    assert state.harvest_counts(0) == (1, 0, 0)
    assert state.phase == "over" and state.legal_moves() == []


def test_a_fall_of_several_pieces() -> None:
    state = AsterismoState.from_position(tree(TRIANGLES + " d4r"), 2)
    # without c4, c3 keeps only d3, and the red d4 keeps two blues
    assert names(state.effect(parse_cell("c4")).fallen) == ["c3", "d4"]


def test_a_split_loses_and_names_the_groups() -> None:
    state = AsterismoState.from_position(tree(TRIANGLES + " h2b"), 2)
    effect = state.effect(parse_cell("e3"))
    assert effect.split and not effect.fallen
    groups = [sorted(names(g)) for g in effect.groups]
    assert groups == [["f3", "g2", "g3", "h2"], ["c3", "c4", "d3"]]
    state.play("e3")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "asterismo_split"
    assert [sorted(g) for g in outcome.detail["groups"]] == groups
    assert outcome.detail["fallen"] == []


def test_safe_cells_hint() -> None:
    state = AsterismoState.from_position(tree(TRIANGLES + " d4r"), 2)
    assert names(state.safe_cells()) == ["d4"]
    unsafe = [e for e in state.effects() if not e.safe]
    assert len(unsafe) == 7 and all(e.fallen or e.groups for e in unsafe)
    state = AsterismoState.from_position(tree(TRIANGLES + " h2b"), 2)
    assert "h2" in names(state.safe_cells())


def test_effect_of_an_empty_cell_is_an_error() -> None:
    state = AsterismoState.from_position(tree(TRIANGLES), 2)
    with pytest.raises(IllegalMoveError) as error:
        state.effect(parse_cell("a1"))
    assert error.value.key == "asterismo_empty_cell"


# --- the seed's defeat: every remaining move fails ------------------------------


def test_the_seeds_defeat_one_step_from_victory() -> None:
    # 14 pieces each, as in the seed's example; Player 1 takes the last safe
    # piece (a red, completing their goal); Player 2 still misses a red and
    # every piece left would make pieces fall or split the tree.
    state = AsterismoState.from_position(tree(TRIANGLES + " d4r"), 2, [(5, 5, 4), (5, 5, 4)])
    assert not state.is_over()
    state.play("d4")
    assert state.progress(0).done and not state.progress(1).done
    assert state.progress(1).missing == (0, 0, 1)
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "asterismo_stuck"
    assert outcome.returns == (-1.0, -1.0)
    assert outcome.scores == (15.0, 14.0)
    effects = outcome.detail["effects"]
    assert sorted(effects) == sorted(names(cells_of(mask_of(tree(TRIANGLES)))))
    assert effects["e3"]["groups"] and not effects["e3"]["fallen"]
    for cell, effect in effects.items():
        assert effect["fallen"] or effect["groups"], cell
    assert state.safe_cells() == []


def test_stuck_from_the_start_of_a_position() -> None:
    state = AsterismoState.from_position(tree(TRIANGLES), 2, [(5, 5, 4), (5, 5, 4)])
    assert state.is_over() and state.outcome().reason == "asterismo_stuck"  # type: ignore[union-attr]


def test_from_position_wants_an_alive_tree() -> None:
    with pytest.raises(ValueError):
        AsterismoState.from_position(tree("c3b d3b c4y"))
    with pytest.raises(ValueError):
        AsterismoState.from_position(tree("c3b d3b c4b h8r i8r h9r"))


# --- the goals -----------------------------------------------------------------


def test_two_players_goal_reached() -> None:
    state = AsterismoState.from_position(tree(TRIANGLES + " d4r"), 2, [(5, 5, 4), (5, 5, 5)])
    state.play("d4")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "asterismo_won"
    assert outcome.returns == (1.0, 1.0)
    assert outcome.detail["harvest"] == [[5, 5, 5], [5, 5, 5]]
    assert state.goal_met()


def test_two_players_goal_missed_by_a_colour() -> None:
    # 16 pieces but only 4 yellow: not the goal
    state = AsterismoState.from_position(tree(TRIANGLES + " d4r"), 2, [(6, 4, 5), (5, 5, 5)])
    assert not state.goal_met()
    progress = state.progress(0)
    assert progress.missing == (0, 1, 0) and progress.remaining == 1 and not progress.any_colour
    state.play("d4")
    assert state.outcome().reason == "asterismo_stuck"  # type: ignore[union-attr]


def test_three_players_goal_reached_any_colour_even_the_same() -> None:
    # players 1 and 2 both chose blue; player 3 completes red
    counts = [(10, 0, 0), (10, 1, 1), (0, 3, 9)]
    state = AsterismoState.from_position(tree(TRIANGLES + " d4r"), 3, counts, to_move=2)
    assert state.progress(0).done and state.progress(1).done and not state.progress(2).done
    assert state.progress(2).any_colour and state.progress(2).remaining == 1
    state.play("d4")
    assert state.outcome().reason == "asterismo_won"  # type: ignore[union-attr]


def test_three_players_goal_missed() -> None:
    # nine of each colour is not ten of one
    counts = [(9, 9, 9), (10, 0, 0), (0, 10, 0)]
    state = AsterismoState.from_position(tree(TRIANGLES + " d4r"), 3, counts)
    assert state.progress(0).remaining == 1
    state.play("d4")  # player 1 takes red: 9, 9, 10 -> done
    assert state.outcome().reason == "asterismo_won"  # type: ignore[union-attr]
    state = AsterismoState.from_position(tree(TRIANGLES + " d4r"), 3, counts, to_move=1)
    state.play("d4")  # player 2 takes it instead: player 1 still misses one
    assert state.outcome().reason == "asterismo_stuck"  # type: ignore[union-attr]


# --- set-up: the pour, the cascade, the re-deal --------------------------------


def hexagon(radius: int) -> list[Hex]:
    return [(q, r) for r in range(11) for q in range(11) if hex_distance((q, r), CENTRE) <= radius]


def coloured(cells: list[Hex], fixed: dict[Hex, int] | None = None) -> dict[Hex, int]:
    """Colour ``cells`` 21 / 21 / 21, with ``fixed`` colours where given."""
    fixed = fixed or {}
    left = [PIECES // 3 - list(fixed.values()).count(c) for c in range(3)]
    layout = dict(fixed)
    colour = 0
    for cell in cells:
        if cell in layout:
            continue
        while left[colour % 3] == 0:
            colour += 1
        layout[cell] = colour % 3
        left[colour % 3] -= 1
        colour += 1
    return layout


def cascade_layout() -> dict[Hex, int]:
    """The radius-4 hexagon (61 pieces, all alive) plus a tail i8 (touching
    h8 and i7 of the hexagon) and i9 (touching only i8): i9 is not alive,
    and without it i8 (red, beside a blue and a yellow) is not alive either."""
    cells = [*hexagon(4), parse_cell("i8"), parse_cell("i9")]
    fixed = tree("i8r h8b i7y i9y")
    return coloured(cells, fixed)


def test_the_cascade_in_the_set_up() -> None:
    layout = cascade_layout()
    assert layout_problem(layout) is None
    state = INFO.new({})
    assert state.phase == "pour" and state.current_player() == CHANCE
    state.play(Pour.from_layout(layout))
    assert [names(w) for w in state.cascade_waves()] == [["i9"], ["i8"]]
    assert [(cell_name(c), k) for c, k in state.initial_harvest()] == [("i9", YELLOW), ("i8", RED)]
    assert state.phase == "share" and state.current_player() == 0
    assert sorted(state.pieces()) == sorted(hexagon(4))
    assert state.material() == PIECES


def test_sharing_the_initial_harvest() -> None:
    state = INFO.new({"players": "3"})
    state.play(Pour.from_layout(cascade_layout()))
    assert [str(m) for m in state.legal_moves()] == ["s1", "s2", "s3"]
    with pytest.raises(IllegalMoveError) as error:
        state.play("e5")
    assert error.value.key == "asterismo_share_first"
    state.play("s3")
    assert state.harvest(2) == [(parse_cell("i9"), YELLOW)]
    assert [(cell_name(c), k) for c, k in state.pending_share()] == [("i8", RED)]
    state.play("s1")
    assert state.harvest_counts(0) == (0, 0, 1)
    assert state.phase == "play" and state.current_player() == 0
    assert state.material() == PIECES
    with pytest.raises(IllegalMoveError) as error:
        state.play("s2")
    assert error.value.key == "asterismo_nothing_to_share"


def test_give_to_a_seat_that_is_not_there() -> None:
    state = INFO.new({"players": "2"})
    state.play(Pour.from_layout(cascade_layout()))
    with pytest.raises(IllegalMoveError) as error:
        state.play("s3")
    assert error.value.key == "asterismo_no_seat"


def pours_with_a_harvest(players: int, count: int) -> list[AsterismoState]:
    states = []
    rng = random.Random(players)
    while len(states) < count:
        state = INFO.new({"players": str(players)})
        state.play(state.sample_chance(rng))
        if len(state.pending_share()) >= 3:
            states.append(state)
    return states


def test_proposed_share_for_two_players_splits_each_colour() -> None:
    for state in pours_with_a_harvest(2, 8):
        pending = state.pending_share()
        proposal = state.proposed_share()
        assert len(proposal) == len(pending)
        for move in proposal:
            state.play(move)
        assert state.phase != "share"
        for colour in range(3):
            mine, yours = state.harvest_counts(0)[colour], state.harvest_counts(1)[colour]
            assert abs(mine - yours) <= 1


def test_proposed_share_for_three_players_gives_a_colour_per_seat() -> None:
    for state in pours_with_a_harvest(3, 8):
        pending = state.pending_share()
        proposal = state.proposed_share()
        seat_of = {}
        for (_, colour), move in zip(pending, proposal, strict=True):
            assert seat_of.setdefault(colour, move.seat) == move.seat
        assert len(set(seat_of.values())) == len(seat_of)


def test_a_pour_with_nothing_to_share_goes_straight_to_play() -> None:
    layout = coloured([*hexagon(4), parse_cell("k2"), parse_cell("k3")])
    assert layout_problem(layout) is None
    state = INFO.new({})
    state.play(Pour.from_layout(layout))
    assert state.initial_harvest() == [] and state.phase == "play"


def test_set_up_rules_are_checked() -> None:
    def problem(layout: dict[Hex, int]) -> str | None:
        found = layout_problem(layout)
        return found[0] if found else None

    assert problem(coloured(hexagon(4))) == "asterismo_pour_count"
    wrong = cascade_layout()
    wrong[parse_cell("i9")] = RED
    assert problem(wrong) == "asterismo_pour_colours"
    # 63 cells in the upper rows, missing the centre f6
    upper = [(q, r) for r in range(5) for q in range(11)] + [(q, 5) for q in range(6, 11)]
    upper += [(q, 6) for q in range(7, 10)]
    assert problem(coloured(upper)) == "asterismo_pour_centre"
    apart = [*hexagon(4), parse_cell("a1"), parse_cell("b1")]
    assert problem(coloured(apart)) == "asterismo_pour_disconnected"
    holed = [c for c in hexagon(4) if c != parse_cell("f5")]
    holed += [parse_cell("k2"), parse_cell("k3"), parse_cell("k4")]
    assert problem(coloured(holed)) == "asterismo_pour_hole"
    assert problem(cascade_layout()) is None


def test_a_pour_whose_initial_harvest_splits_the_tree_is_refused() -> None:
    # the hexagon without e3 and j6, and a yellow triangle d1 d2 e1 hanging
    # from it by d3 (red, between the blue d4 and the yellow d2 only): d3 is
    # not alive, and without it the triangle is cut off (f2, left with two
    # neighbours by the missing e3, is kept alive by its colour)
    cells = [c for c in hexagon(4) if c not in (parse_cell("e3"), parse_cell("j6"))]
    cells += [parse_cell(n) for n in ("d3", "d1", "d2", "e1")]
    layout = coloured(cells, tree("d3r d4b d1y d2y e1y f2b g2b f3b"))
    assert len(layout) == PIECES and not holes_of(mask_of(layout))
    masks = colour_masks_of(layout)
    waves = cascade(mask_of(layout), masks)
    assert names(cells_of(waves[0])) == ["d3"]
    rest = mask_of(layout)
    for wave in waves:
        rest &= ~wave
    assert len(components(rest)) == 2
    assert layout_problem(layout) == ("asterismo_pour_split", {"groups": 2})
    state = INFO.new({})
    with pytest.raises(IllegalMoveError) as error:
        state.play(Pour.from_layout(layout))
    assert error.value.key == "asterismo_pour_split"
    assert state.phase == "pour"


def test_a_pour_that_leaves_no_tree_is_refused() -> None:
    # rows 2, 4, 6, 8 and 10 joined at alternate ends (a snake with no
    # thick part) plus a few cells: its initial harvest takes everything
    snake = [(q, r) for r in (1, 3, 5, 7, 9) for q in range(11)]
    snake += [(10, 2), (0, 4), (10, 6), (0, 8), (0, 10), (1, 10), (2, 10), (3, 10)]
    assert len(snake) == PIECES and not holes_of(mask_of(snake))
    layout = {cell: n % 3 for n, cell in enumerate(snake)}
    assert layout_problem(layout) == ("asterismo_pour_empty", {})


def test_every_generated_pour_satisfies_the_set_up_rules() -> None:
    shapes = set()
    far = set()
    for seed in range(150):
        rng = random.Random(seed)
        layout = random_layout(rng)
        assert layout_problem(layout) is None
        cells = mask_of(layout)
        assert not holes_of(cells)
        shapes.add(cells)
        far.add(max(hex_distance(c, CENTRE) for c in layout))
        # compact: pushed together from the centre, not strung out
        assert max(hex_distance(c, CENTRE) for c in layout) <= 7
        state = INFO.new({})
        state.play(state.sample_chance(rng))
        assert state.phase in ("share", "play")
    assert len(shapes) == 150  # irregular: no two pours alike
    assert mask_of(hexagon(4)) not in shapes
    assert max(far) >= 6  # the edge is ragged, not a hexagon


# --- notation and the record -----------------------------------------------------


def test_pour_notation_round_trips() -> None:
    layout = random_layout(random.Random(1))
    pour = Pour.from_layout(layout)
    text = str(pour)
    assert len(text) == 21 + 1 + 17
    assert all(c.isalnum() or c == "." for c in text)
    assert parse(text) == pour
    assert pour.layout() == layout


@pytest.mark.parametrize(
    "text", ["", "l1", "a0", "a12", "s0", "s4", "x", "0.0", "a1.", "z" * 21 + "." + "0" * 17]
)
def test_bad_notation(text: str) -> None:
    with pytest.raises(InvalidMoveError):
        parse(text)


def test_move_notation() -> None:
    assert str(Take(parse_cell("f6"))) == "f6" and parse("f6") == Take((5, 5))
    assert str(Give(0)) == "s1" and parse("s3") == Give(2)


def test_moves_in_the_wrong_phase() -> None:
    state = INFO.new({})
    assert state.legal_moves() == [] and state.chance_outcomes() == []
    with pytest.raises(IllegalMoveError) as error:
        state.play("f6")
    assert error.value.key == "asterismo_not_poured"
    state.play(Pour.from_layout(cascade_layout()))
    with pytest.raises(IllegalMoveError) as error:
        state.play(Pour.from_layout(cascade_layout()))
    assert error.value.key == "asterismo_poured"
    state.play("s1")
    state.play("s2")
    with pytest.raises(IllegalMoveError) as error:
        state.play("a1")
    assert error.value.key == "asterismo_empty_cell"


def test_the_record_holds_the_whole_layout() -> None:
    state = INFO.new({"players": "3", "silent": "yes"})
    state.play(state.sample_chance(random.Random(9)))
    for move in state.proposed_share():
        state.play(move)
    state.play(Take(state.safe_cells()[0]))
    record = encode(state)
    assert record.startswith("v1~asterismo~players.3_silent.yes~")
    again = decode(record)
    assert again.ok and again.state is not None
    assert again.state.pieces() == state.pieces()  # type: ignore[attr-defined]
    assert encode(again.state) == record


def test_legal_moves_are_every_piece_in_play() -> None:
    state = INFO.new({})
    state.play(state.sample_chance(random.Random(2)))
    for move in state.proposed_share():
        state.play(move)
    takes = state.legal_moves()
    assert sorted(m.cell for m in takes) == sorted(state.pieces())  # type: ignore[union-attr]
    assert len(takes) > len(state.safe_cells())  # losing takes are legal too


# --- options --------------------------------------------------------------------


def test_options_and_the_silent_variant() -> None:
    assert INFO.new({}).marks_allowed
    assert INFO.new({}).num_players() == 2
    silent = INFO.new({"players": "3", "silent": "yes"})
    assert not silent.marks_allowed and silent.num_players() == 3
    assert silent.seat_name(2) == "asterismo_p3"
    with pytest.raises(OptionsError):
        INFO.new({"players": "4"})
    with pytest.raises(OptionsError):
        INFO.new({"silent": "maybe"})


def test_clone_is_independent() -> None:
    state = INFO.new({})
    state.play(state.sample_chance(random.Random(3)))
    for move in state.proposed_share():
        state.play(move)
    twin = state.clone()
    twin.play(Take(twin.safe_cells()[0]))
    assert twin.tree != state.tree and twin.history != state.history
    assert sum(map(len, state.harvests)) + 1 == sum(map(len, twin.harvests))


# --- golden values: old links must keep replaying --------------------------------

GOLDEN_POUR = "000DKnVKjTRPoBZScs0dU.I8hJ3H0d6vLbQZ3Yv"


def test_the_pour_notation_is_stable() -> None:
    assert str(Pour.from_layout(cascade_layout())) == GOLDEN_POUR
    assert parse(GOLDEN_POUR).layout() == cascade_layout()  # type: ignore[union-attr]


def test_golden_counts() -> None:
    state = INFO.new({})
    state.play(GOLDEN_POUR)
    state.play("s1")
    state.play("s2")
    assert len(state.legal_moves()) == 61
    assert len(state.safe_cells()) == 44
    assert len(state.pieces()) == 61 and state.harvest_counts(0) == (0, 1, 0)


def test_end_details_name_the_last_take() -> None:
    state = AsterismoState.from_position(tree(TRIANGLES + " d4r"), 2, [(5, 5, 4), (5, 5, 5)])
    state.play("d4")
    assert state.outcome().detail["taken"] == "d4"  # type: ignore[union-attr]
    assert state.outcome().detail["seat"] == 0  # type: ignore[union-attr]
    state = AsterismoState.from_position(
        tree(TRIANGLES + " d4r"), 2, [(5, 5, 4), (5, 5, 4)], to_move=1
    )
    state.play("d4")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "asterismo_stuck"
    assert outcome.detail["taken"] == "d4" and outcome.detail["seat"] == 1
    assert sorted(outcome.detail["remaining"]) == sorted(TRIANGLES.replace("b", "").split())


def test_progress_closest_colour() -> None:
    state = AsterismoState.from_position(tree(TRIANGLES + " d4r"), 3, [(3, 8, 1), (0, 0, 0)])
    assert state.progress(0).closest == YELLOW and state.progress(0).remaining == 2
    assert state.progress(1).closest == BLUE and state.progress(1).remaining == 10


def test_the_state_can_ask_the_solver() -> None:
    state = AsterismoState.from_position(tree(TRIANGLES + " d4r"), 2, [(5, 5, 4), (5, 5, 5)])
    assert state.solve().moves == ["d4"]
    assert state.solve(max_nodes=5).winnable is True
