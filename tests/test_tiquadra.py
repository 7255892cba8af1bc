"""TiQuadra: every rule of ``shared/rules/tiquadra.md``, the seed's worked
example, a whole scripted game, and random games checked against an
independent reading of the rules."""

from __future__ import annotations

import random
from itertools import product

import pytest

from abstrakta.core import SIMULTANEOUS, TERMINAL, IllegalMoveError, InvalidMoveError
from abstrakta.games import GAMES
from abstrakta.games.tiquadra import (
    ADJACENT,
    BIRTH,
    BRANCHING,
    END_NO_FALL,
    END_SHORT_HANDS,
    FALLBACK,
    GREEN,
    GREY,
    GROWTH,
    ORANGE,
    ORDER_BY_PIECES,
    ORDER_CLOCKWISE,
    RESULT_SHARED,
    RESULT_WIN,
    VOTE_ALL_CHOSEN,
    VOTE_MAJORITY,
    VOTE_TWO,
    VOTE_TWO_SAME,
    VOTE_UNCHOSEN,
    Choice,
    Place,
    TiQuadraState,
    Vote,
    parse,
    resolve_vote,
)
from abstrakta.record import decode, encode

O, G, N = ORANGE, GREY, GREEN  # noqa: E741 (N for greeN, to keep G for Grey)


def new() -> TiQuadraState:
    state = GAMES["tiquadra"].new()
    assert isinstance(state, TiQuadraState)
    return state


def play(state: TiQuadraState, moves: str) -> TiQuadraState:
    """Play space-separated moves."""
    for move in moves.split():
        state.play(move)
    return state


def key_of(move: str, state: TiQuadraState) -> str:
    """The message key of the error that ``move`` raises in ``state``."""
    with pytest.raises(IllegalMoveError) as error:
        state.play(move)
    return error.value.key


def at(towers: dict[int, list[int]], to_move: int) -> TiQuadraState:
    """A building position set up directly (for placement-rule tests)."""
    state = new()
    state.towers = [list(towers.get(s, [])) for s in (1, 2, 3, 4)]
    state.to_move = to_move
    return state


# the same 24 placements: each player grows one tower of its own
OWN_TOWERS = "1 2 3 " * 8  # Orange on 1, Grey on 2, Green on 3


# --- board and notation -----------------------------------------------------


def test_adjacency_is_every_pair_but_1_3() -> None:
    pairs = {frozenset((a, b)) for a in ADJACENT for b in ADJACENT[a]}
    assert pairs == {frozenset(p) for p in [(1, 2), (1, 4), (2, 3), (2, 4), (3, 4)]}
    assert 3 not in ADJACENT[1] and 1 not in ADJACENT[3]


@pytest.mark.parametrize("text", ["1", "4", "v1.2.3", "v4.2.4", "v-.3.3", "v2.-.1", "v1.1.-"])
def test_notation_round_trips(text: str) -> None:
    assert str(parse(text)) == text


@pytest.mark.parametrize(
    "text", ["0", "5", "12", "v", "v1.2", "v1.2.3.4", "v5.1.1", "v1.2.x", "v1..2", "x1", "V1.2.3"]
)
def test_bad_notation(text: str) -> None:
    with pytest.raises(InvalidMoveError):
        parse(text)


def test_move_values() -> None:
    assert parse("3") == Place(3)
    assert parse("v-.4.2") == Vote((None, 4, 2))
    assert str(Vote((4, 2, 4))) == "v4.2.4"


# --- placements ------------------------------------------------------------------


def test_start() -> None:
    state = new()
    assert state.num_players() == 3
    assert (state.round, state.cycle, state.starter) == (1, 1, O)
    assert state.order == (O, G, N) and state.order_reason() == ORDER_CLOCKWISE
    assert state.hands == [8, 8, 8]
    assert state.current_player() == O
    assert state.square_kinds() == {1: BIRTH, 2: BIRTH, 3: BIRTH, 4: BIRTH}
    assert [str(m) for m in state.legal_moves()] == ["1", "2", "3", "4"]


def test_birth_growth_and_branching_in_play() -> None:
    state = play(new(), "1 2 3 1")  # O 1, G 2, N 3, O grows 1
    assert state.last_placement is not None and state.last_placement.kind == GROWTH
    # Grey: its own 2 (growth), empty 4 (birth); 1 and 3 are opponents' tops
    # with no taller Grey tower next to them
    assert state.square_kinds() == {2: GROWTH, 4: BIRTH}
    assert key_of("1", state) == "tiquadra_branch_not_taller"  # 2 (h1) is not taller than 1 (h2)
    assert key_of("3", state) == "tiquadra_branch_not_taller"  # 2 (h1) is not taller than 3 (h1)
    play(state, "2")  # G grows 2
    # Green: 1 (Orange, h2) touches 2 and 4, neither Green: no branching
    assert key_of("1", state) == "tiquadra_branch_no_own"
    # 2 (Grey, h2) touches Green's 3, but 3 (h1) is not taller
    assert key_of("2", state) == "tiquadra_branch_not_taller"
    play(state, "3 1 2 3 1 4")  # ... O 1 (h4), G births 4
    # Green's 3 (h3) is taller than Grey's 4 (h1) next to it: branching
    assert state.current_player() == N
    assert state.tower(4) == (G,)
    assert state.square_kinds() == {3: GROWTH, 4: BRANCHING}
    play(state, "4")
    assert state.last_placement is not None
    assert (state.last_placement.seat, state.last_placement.kind) == (N, BRANCHING)
    assert state.tower(4) == (G, N)


def test_branching_needs_a_taller_own_tower() -> None:
    # Orange to move; 2 is Grey's (h2)
    assert at({1: [O, O, O], 2: [G, G], 3: [N], 4: [N]}, O).square_kinds()[2] == BRANCHING
    # equal height is not enough
    state = at({1: [O, O], 2: [G, G], 3: [N], 4: [N]}, O)
    assert 2 not in state.square_kinds()
    # taller, but with an opponent on top
    state = at({1: [O, O, G], 2: [G, G], 3: [N], 4: [N]}, O)
    assert 2 not in state.square_kinds()


def test_branching_only_from_an_adjacent_square() -> None:
    # Orange's tall tower on 1 does not touch 3
    state = at({1: [O, O, O, O], 2: [G], 3: [N], 4: [G]}, O)
    kinds = state.square_kinds()
    assert kinds == {1: GROWTH, 2: BRANCHING, 4: BRANCHING}
    with pytest.raises(IllegalMoveError) as error:
        state.check_move(Place(3))
    assert error.value.key == "tiquadra_branch_no_own"
    # the same from 2, which touches 3
    state = at({1: [G], 2: [O, O, O, O], 3: [N], 4: [G]}, O)
    assert state.square_kinds() == {1: BRANCHING, 2: GROWTH, 3: BRANCHING, 4: BRANCHING}


def test_fallback_in_play() -> None:
    # O1 G3 N2 O1 G4 N2 O1 G4 N3 (branching on Grey's 3) O4 (branching on 4)
    state = play(new(), "1 3 2 1 4 2 1 4 3 4")
    assert state.current_player() == G
    assert [state.tower(s) for s in (1, 2, 3, 4)] == [(O, O, O), (N, N), (G, N), (G, G, O)]
    # every square occupied, no Grey top: only the lowest towers, 2 and 3
    assert state.square_kinds() == {2: FALLBACK, 3: FALLBACK}
    assert key_of("1", state) == "tiquadra_fallback_lowest"
    assert key_of("4", state) == "tiquadra_fallback_lowest"
    play(state, "3")
    assert state.last_placement is not None and state.last_placement.kind == FALLBACK
    assert state.tower(3) == (G, N, G)


def test_fallback_only_when_nothing_else() -> None:
    # all occupied and no Orange top (so no branching either): the lowest
    state = at({1: [G, G], 2: [N], 3: [G], 4: [N, N, N]}, O)
    assert state.square_kinds() == {2: FALLBACK, 3: FALLBACK}
    state = at({1: [G], 2: [N], 3: [G], 4: [N]}, O)
    assert state.square_kinds() == {s: FALLBACK for s in (1, 2, 3, 4)}
    # one empty square: a birth, no fallback
    assert at({1: [G, G], 2: [N], 3: [G]}, O).square_kinds() == {4: BIRTH}
    # one own top: no fallback (growth there, and branching from it)
    kinds = at({1: [G, G], 2: [N], 3: [G], 4: [N, O]}, O).square_kinds()
    assert kinds == {2: BRANCHING, 3: BRANCHING, 4: GROWTH}
    kinds = at({1: [G, G], 2: [N, N], 3: [G], 4: [N, O]}, O).square_kinds()
    assert kinds == {3: BRANCHING, 4: GROWTH}


def test_no_placement_during_the_vote_and_no_vote_while_building() -> None:
    state = new()
    assert key_of("v1.2.3", state) == "tiquadra_building"
    play(state, OWN_TOWERS)
    assert state.current_player() == SIMULTANEOUS
    assert key_of("4", state) == "tiquadra_voting"
    assert state.legal_moves(O) == [Choice(1), Choice(2), Choice(3)]


def test_turns_cycle_in_order_until_every_hand_is_empty() -> None:
    state = new()
    seats = []
    for _ in range(24):
        seats.append(state.current_player())
        state.play(state.legal_moves()[0])
    assert seats == [O, G, N] * 8
    assert state.hands == [0, 0, 0]
    assert state.placed == [8, 8, 8]
    assert state.voters() == [O, G, N]


# --- votes ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("choices", "standing", "fallen", "rule"),
    [
        # two voters: both chosen towers fall, one if the same
        ((1, 3, None), {1, 2, 3, 4}, (1, 3), VOTE_TWO),
        ((None, 4, 4), {1, 2, 3, 4}, (4,), VOTE_TWO_SAME),
        ((2, None, 1), {1, 2}, (1, 2), VOTE_TWO),
        # three voters: majority
        ((4, 2, 4), {1, 2, 3, 4}, (4,), VOTE_MAJORITY),
        ((3, 3, 3), {1, 2, 3, 4}, (3,), VOTE_MAJORITY),
        ((1, 1, 2), {1, 2}, (1,), VOTE_MAJORITY),
        # three different: the unchosen standing tower
        ((4, 2, 1), {1, 2, 3, 4}, (3,), VOTE_UNCHOSEN),
        ((1, 2, 3), {1, 2, 3, 4}, (4,), VOTE_UNCHOSEN),
        # three different and every standing tower chosen: none
        ((1, 2, 3), {1, 2, 3}, (), VOTE_ALL_CHOSEN),
        ((4, 1, 2), {1, 2, 4}, (), VOTE_ALL_CHOSEN),
    ],
)
def test_resolve_vote(
    choices: tuple[int | None, ...], standing: set[int], fallen: tuple[int, ...], rule: str
) -> None:
    assert resolve_vote(choices, frozenset(standing)) == (fallen, rule)


def seed_figure() -> TiQuadraState:
    """A first building phase ending like the seed's figure: tower 4 has no
    Orange piece, tower 2 no Grey one, tower 3 three Green ones and tower 1
    none (so Green would like 1 to fall)."""
    moves = "2 4 3 1 4 3 1 4 2 1 4 2 1 3 2 1 4 2 1 4 2 1 3 3"
    return play(new(), moves)


def test_seed_example_2_4_4() -> None:
    state = seed_figure()
    assert state.current_player() == SIMULTANEOUS
    assert state.voters() == [O, G, N]
    towers = [state.tower(s) for s in (1, 2, 3, 4)]
    assert towers == [(O,) * 7, (O, N, N, N, N, N), (N, N, G, G, N), (G,) * 6]
    assert O not in towers[3] and G not in towers[1] and towers[2].count(N) == 3
    # Orange votes 4, Grey votes 2, Green votes 4
    vote = state.joint_move({O: Choice(4), G: Choice(2), N: Choice(4)})
    assert str(vote) == "v4.2.4"
    state.play(vote)
    report = state.last_vote
    assert report is not None
    assert report.choices == (4, 2, 4)
    assert report.fallen == (4,) and report.rule == VOTE_MAJORITY
    assert report.towers == tuple(towers)  # the board as it stood, for the reveal
    assert report.pieces_fallen == (0, 6, 0)
    assert report.hands == (8, 2, 8)  # the standing pieces went back
    # Grey holds exactly 2 and is the only one at 2 or fewer: loses one, round goes on
    assert report.lost_piece == G and not report.round_over
    assert state.hands == [8, 1, 8]
    assert state.fallen == [0, 6, 0] and state.lost == [0, 1, 0]
    assert state.material() == 24
    assert state.standing() == []
    # the new order: fewest pieces first, ties in the round's starting order
    assert state.order == (G, O, N) and state.order_reason() == ORDER_BY_PIECES
    assert state.phase_hands == (8, 1, 8)
    assert (state.round, state.cycle, state.current_player()) == (1, 2, G)


def test_seed_example_greens_fear() -> None:
    # had Green voted 1 (4, 2, 1): no majority, the unchosen tower 3 falls
    state = seed_figure()
    state.play("v4.2.1")
    report = state.last_vote
    assert report is not None
    assert report.fallen == (3,) and report.rule == VOTE_UNCHOSEN
    assert report.pieces_fallen == (0, 2, 3)
    assert state.hands == [8, 6, 5]
    assert state.order == (N, G, O)


def test_vote_all_chosen_ends_the_round() -> None:
    state = play(new(), OWN_TOWERS)
    assert state.standing() == [1, 2, 3]
    state.play("v1.2.3")
    report = state.last_vote
    assert report is not None
    assert report.fallen == () and report.rule == VOTE_ALL_CHOSEN
    assert report.round_over and report.end_reason == END_NO_FALL
    assert report.points == (1, 1, 1)  # everybody holds 8: a three-way tie
    assert state.scores == [1, 1, 1]
    assert state.rounds[0].end_reason == END_NO_FALL
    # round 2 starts with Grey, clockwise
    assert (state.round, state.cycle, state.starter) == (2, 1, G)
    assert state.order == (G, N, O) and state.order_reason() == ORDER_CLOCKWISE
    assert state.hands == [8, 8, 8] and state.fallen == [0, 0, 0]
    assert state.current_player() == G


def test_vote_unchosen_with_four_towers() -> None:
    # O 1, G 2, N 3, O 4, then Grey, Green, Orange grow 2, 3, 1
    state = play(new(), "1 2 3 4 " + "2 3 1 " * 6 + "2 3")
    assert [state.height(s) for s in (1, 2, 3, 4)] == [7, 8, 8, 1]
    state.play("v1.2.3")
    report = state.last_vote
    assert report is not None and report.fallen == (4,) and report.rule == VOTE_UNCHOSEN
    assert state.hands == [7, 8, 8]
    assert state.order == (O, G, N)


def test_vote_errors() -> None:
    state = play(new(), OWN_TOWERS)
    assert key_of("v4.2.1", state) == "tiquadra_no_tower"  # square 4 is empty
    assert key_of("v-.2.1", state) == "tiquadra_must_vote"
    with pytest.raises(IllegalMoveError) as error:
        state.joint_move({O: Choice(1), G: Choice(2)})
    assert error.value.key == "tiquadra_missing_choice"
    assert error.value.params["seat_key"] == "tiquadra_green"
    with pytest.raises(IllegalMoveError) as error:
        state.joint_move({O: 1, G: "2", N: Choice(4)})
    assert error.value.key == "tiquadra_no_tower"
    with pytest.raises(IllegalMoveError):
        state.joint_move({O: 1, G: 2, N: 3, 3: 1})
    assert str(state.joint_move({O: 1, G: "2", N: Choice(2)})) == "v1.2.2"
    assert state.history[-1] == "3"  # building a joint move does not play it


def test_two_voters_and_a_non_voter() -> None:
    # Orange's tower falls: Orange holds 0 and is skipped; Grey and Green vote
    state = play(new(), OWN_TOWERS + "v2.1.1")
    assert state.hands == [0, 8, 8]
    assert state.order == (O, G, N)  # Orange (0) first, then the tie in starting order
    assert state.current_player() == G  # Orange's empty hand is skipped
    play(state, "2 3 " * 8)
    assert state.voters() == [G, N]
    assert state.legal_moves(O) == []
    assert [str(m) for m in state.legal_moves()] == ["v-.2.2", "v-.2.3", "v-.3.2", "v-.3.3"]
    assert key_of("v2.2.3", state) == "tiquadra_not_voter"
    with pytest.raises(IllegalMoveError) as error:
        state.joint_move({O: 2, G: 2, N: 3})
    assert error.value.key == "tiquadra_extra_choice"
    state.play(state.joint_move({G: 3, N: 3}))  # the same tower: only it falls
    report = state.last_vote
    assert report is not None and report.fallen == (3,) and report.rule == VOTE_TWO_SAME
    # Orange 0 and Green 0: two players at 2 or fewer, the round ends
    assert report.round_over and report.end_reason == END_SHORT_HANDS
    assert report.points == (0, 1, 0)


def test_loss_at_exactly_two_only() -> None:
    # Green keeps 3 pieces standing on 4 and 5 on 3; tower 3 falls
    moves = "1 2 4 " + "1 2 4 " * 2 + "1 2 3 " * 5
    state = play(new(), moves)
    assert state.tower(4) == (N, N, N)
    state.play("v3.1.3")  # majority 3
    assert state.hands == [8, 8, 3]  # 3 is not 2: no loss
    assert state.lost == [0, 0, 0]
    assert state.order == (N, O, G)

    moves = "1 2 4 " * 2 + "1 2 3 " * 6
    state = play(new(), moves)
    state.play("v3.1.3")
    report = state.last_vote
    assert report is not None and report.hands == (8, 8, 2) and report.lost_piece == N
    assert state.hands == [8, 8, 1] and state.lost == [0, 0, 1]

    moves = "1 2 4 " + "1 2 3 " * 7
    state = play(new(), moves)
    state.play("v3.1.3")
    report = state.last_vote
    assert report is not None and report.hands == (8, 8, 1) and report.lost_piece is None
    assert state.hands == [8, 8, 1] and state.lost == [0, 0, 0]
    # Green places its one piece first, then is skipped and does not vote
    assert state.order == (N, O, G)
    seats = []
    while state.phase == "build":
        seats.append(state.current_player())
        state.play(state.legal_moves()[0])
    assert seats == [N] + [O, G] * 8
    assert state.voters() == [O, G]


def test_round_ends_when_two_players_hold_two_or_fewer() -> None:
    state = play(new(), OWN_TOWERS)
    state.play("v2.1.1")  # tower 1 falls: Orange 0, the others keep 8: goes on
    assert not state.votes[-1].round_over
    # Grey 8 on 2; Green 6 on 3 and 2 on 4
    play(state, "2 3 " * 6 + "2 4 " * 2)
    state.play("v-.3.2")  # Grey's vote 3 and Green's vote 2 both fall
    report = state.last_vote
    assert report is not None and report.fallen == (2, 3)
    assert report.hands == (0, 0, 2)
    assert report.round_over and report.end_reason == END_SHORT_HANDS
    assert report.lost_piece is None  # the round is over: no loss at 2
    assert report.points == (0, 0, 1)  # Green holds the most
    assert state.rounds[0].fallen == (8, 8, 6)
    assert state.rounds[0].lost == (0, 0, 0)
    assert state.scores == [0, 0, 1] and state.round == 2


def test_order_ties_follow_the_rounds_starting_order_not_seats() -> None:
    state = play(new(), OWN_TOWERS + "v1.2.3")  # round 1 ends, no tower fell
    assert state.starting_order == (G, N, O)
    play(state, "2 3 1 " * 8)  # Grey on 2, Green on 3, Orange on 1
    state.play("v3.3.1")  # Green's tower falls: 8, 8, 0
    # Green first (0, skipped); Grey and Orange tie at 8: Grey started before Orange
    assert state.order == (N, G, O)
    assert state.skipped() == [N]
    assert state.current_player() == G


def test_one_short_hand_does_not_end_the_round() -> None:
    state = play(new(), OWN_TOWERS)
    state.play("v1.1.2")  # only Orange is at 2 or fewer (0)
    assert not state.votes[-1].round_over and state.round == 1 and state.cycle == 2


def test_round_end_points_are_shared_on_a_tie() -> None:
    state = play(new(), "1 2 3 " * 8 + "v2.1.1")  # Orange's 1 falls: 0, 8, 8
    play(state, "2 3 " * 8)
    state.play("v-.2.3")  # both fall: everybody holds 0
    report = state.last_vote
    assert report is not None and report.hands == (0, 0, 0)
    assert report.points == (1, 1, 1)


def test_other_errors() -> None:
    state = new()
    with pytest.raises(IllegalMoveError) as error:
        state.check_move(Place(5))
    assert error.value.key == "tiquadra_bad_square"
    with pytest.raises(IllegalMoveError) as error:
        state.joint_move({O: 1})
    assert error.value.key == "tiquadra_building"
    with pytest.raises(InvalidMoveError):
        state.check_move(Choice(1))  # type: ignore[arg-type]
    play(state, OWN_TOWERS)
    with pytest.raises(IllegalMoveError) as error:
        state.check_move(Vote((1, 2)))
    assert error.value.key == "tiquadra_vote_count"
    with pytest.raises(IllegalMoveError) as error:
        state.joint_move({O: 1, G: 2, N: 7})
    assert error.value.key == "tiquadra_bad_square"
    assert state.legal_moves(O) == [Choice(1), Choice(2), Choice(3)]
    assert state.square_kinds() == {} and state.skipped() == []


def test_legal_moves_at_a_vote() -> None:
    state = play(new(), OWN_TOWERS)
    joint = [str(m) for m in state.legal_moves()]
    assert len(joint) == 27 and "v1.2.3" in joint and "v3.3.3" in joint
    assert state.legal_moves(G) == [Choice(1), Choice(2), Choice(3)]
    assert str(Choice(2)) == "2"


# --- a whole game -------------------------------------------------------------------


def test_whole_scripted_game() -> None:
    state = new()
    rounds: list[tuple[int, int, int]] = []

    def vote(text: str, fallen: tuple[int, ...], rule: str, hands: list[int]) -> None:
        state.play(text)
        report = state.last_vote
        assert report is not None
        assert (report.fallen, report.rule) == (fallen, rule)
        assert list(report.hands) == hands
        assert state.material() == 24

    # Round 1, Orange starts: O, G, N.
    assert (state.round, state.order) == (1, (O, G, N))
    play(state, "1 2 3 " * 8)  # everyone grows one tower of their own
    vote("v2.3.2", (2,), VOTE_MAJORITY, [8, 0, 8])
    assert state.order == (G, O, N) and state.current_player() == O  # Grey skipped
    play(state, "1 3 1 4 " * 4)  # Orange 8 on 1; Green 4 on 3, 4 on 4
    assert [state.height(s) for s in (1, 2, 3, 4)] == [8, 0, 4, 4]
    assert state.voters() == [O, N]
    vote("v3.-.1", (1, 3), VOTE_TWO, [0, 0, 4])
    assert state.rounds[-1].points == (0, 0, 1)
    assert state.rounds[-1].cycles == 2
    rounds.append(state.rounds[-1].points)  # type: ignore[arg-type]

    # Round 2, Grey starts: G, N, O.
    assert (state.round, state.starter, state.order) == (2, G, (G, N, O))
    assert state.hands == [8, 8, 8] and state.fallen == [0, 0, 0]
    play(state, "2 3 1 " * 8)
    vote("v1.2.3", (), VOTE_ALL_CHOSEN, [8, 8, 8])
    assert state.rounds[-1].end_reason == END_NO_FALL
    rounds.append(state.rounds[-1].points)  # type: ignore[arg-type]

    # Round 3, Green starts: N, O, G.
    assert (state.round, state.starter, state.order) == (3, N, (N, O, G))
    # N births 3, O 1, G 2, N births 4; then O, G, N grow 1, 2 and 3 (once) / 4
    play(state, "3 1 2 4 " + "1 2 3 " + "1 2 4 " * 5 + "1 2")
    assert [state.tower(s) for s in (1, 2, 3, 4)] == [(O,) * 8, (G,) * 8, (N, N), (N,) * 6]
    vote("v2.1.3", (4,), VOTE_UNCHOSEN, [8, 8, 2])
    assert state.votes[-1].lost_piece == N
    assert state.hands == [8, 8, 1]
    assert state.order == (N, O, G)  # 1, 8, 8 (Orange before Grey: starting order)
    play(state, "3 " + "1 2 " * 8)  # Green's last piece, then Orange and Grey
    assert state.voters() == [O, G]
    vote("v3.3.-", (3,), VOTE_TWO_SAME, [8, 8, 0])  # one tower, chosen by both
    assert state.order == (N, O, G) and state.current_player() == O
    play(state, "1 2 " * 8)
    vote("v2.2.-", (2,), VOTE_TWO_SAME, [8, 0, 0])
    assert state.is_over()
    assert state.current_player() == TERMINAL
    assert state.legal_moves() == []
    rounds.append(state.rounds[-1].points)  # type: ignore[arg-type]

    assert rounds == [(0, 0, 1), (1, 1, 1), (1, 0, 0)]
    assert state.scores == [2, 1, 2]
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.returns == (1.0, -1.0, 1.0)
    assert outcome.winners == (O, N)
    assert outcome.reason == RESULT_SHARED
    assert outcome.scores == (2.0, 1.0, 2.0)
    assert outcome.detail["places"] == [1, 3, 1]
    assert outcome.detail["round_points"] == [[0, 0, 1], [1, 1, 1], [1, 0, 0]]
    assert [r.starter for r in state.rounds] == [O, G, N]
    assert key_of("1", state) == "game_over"

    # the record replays to the same game
    record = encode(state)
    decoded = decode(record)
    assert decoded.ok and decoded.state is not None
    assert decoded.state.scores == [2, 1, 2]  # type: ignore[attr-defined]
    assert "_v2.3.2_" in record and record.endswith("_v2.2.-")


def test_single_winner() -> None:
    state = new()
    # each player always grows a tower of its own colour: Orange 1, Grey 2, Green 3
    while not state.is_over():
        if state.phase == "build":
            state.play(Place(1 + state.current_player()))
        elif state.cycle == 1:
            state.play("v2.2.2")  # Grey's tower falls: 8, 0, 8
        else:
            state.play("v3.-.3")  # Green's tower falls: 8, 0, 0, Orange scores
    assert [r.points for r in state.rounds] == [(1, 0, 0)] * 3
    assert [r.cycles for r in state.rounds] == [2, 2, 2]
    assert [r.starter for r in state.rounds] == [O, G, N]
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.returns == (1.0, -1.0, -1.0) and outcome.winners == (O,)
    assert outcome.reason == RESULT_WIN
    assert outcome.detail["places"] == [1, 2, 2]


# --- random games against an independent reading of the rules ------------------------


def reference_kinds(towers: list[list[int]], me: int) -> dict[int, str]:
    """The placements, straight from the rule page's wording."""
    result: dict[int, str] = {}
    for square in range(1, 5):
        tower = towers[square - 1]
        if len(tower) == 0:
            result[square] = BIRTH
        elif tower[-1] == me:
            result[square] = GROWTH
        else:
            for other in range(1, 5):
                neighbour = towers[other - 1]
                if {square, other} in ({1, 2}, {1, 4}, {2, 3}, {2, 4}, {3, 4}) and (
                    len(neighbour) > len(tower) and neighbour[-1] == me
                ):
                    result[square] = BRANCHING
    if not result:
        low = min(len(t) for t in towers)
        result = {s: FALLBACK for s in range(1, 5) if len(towers[s - 1]) == low}
    return result


def reference_fallen(choices: tuple[int | None, ...], standing: list[int]) -> set[int]:
    votes = [c for c in choices if c is not None]
    if len(votes) == 2:
        return set(votes)
    assert len(votes) == 3
    for c in votes:
        if votes.count(c) > 1:
            return {c}
    return set(standing) - set(votes)


def random_game(seed: int) -> None:
    rng = random.Random(seed)
    state = new()
    while not state.is_over():
        if state.phase == "build":
            me = state.current_player()
            assert state.hands[me] > 0
            kinds = state.square_kinds()
            assert kinds == reference_kinds(state.towers, me)
            for square in range(1, 5):  # check_move is exact and explains
                if square in kinds:
                    state.check_move(Place(square))
                else:
                    with pytest.raises(IllegalMoveError) as error:
                        state.check_move(Place(square))
                    assert error.value.key.startswith("tiquadra_")
            state.play(Place(rng.choice(sorted(kinds))))
            continue
        # a vote
        voters = state.voters()
        assert voters == [s for s in range(3) if state.phase_hands[s] >= 3]
        assert 2 <= len(voters) <= 3
        assert state.hands == [0, 0, 0]
        legal = {str(m) for m in state.legal_moves()}
        for choices in product([None, 1, 2, 3, 4], repeat=3):
            move = Vote(choices)
            try:
                state.check_move(move)
                assert str(move) in legal
            except IllegalMoveError:
                assert str(move) not in legal
        choices = tuple(rng.choice(state.standing()) if s in voters else None for s in range(3))
        standing = state.standing()
        towers = [list(t) for t in state.towers]
        fallen_before = list(state.fallen)
        starting = state.starting_order
        round_before, scores_before = state.round, list(state.scores)
        state.play(Vote(choices))
        fallen = reference_fallen(choices, standing)
        report = state.last_vote
        assert report is not None and set(report.fallen) == fallen
        back = [
            sum(t.count(s) for q, t in enumerate(towers, 1) if q not in fallen) for s in range(3)
        ]
        out = [sum(t.count(s) for q, t in enumerate(towers, 1) if q in fallen) for s in range(3)]
        assert list(report.hands) == back
        ends = sum(h <= 2 for h in back) >= 2 or not fallen
        assert report.round_over == ends
        if ends:
            best = max(back)
            assert list(report.points) == [int(h == best) for h in back]
            assert state.scores == [
                a + int(h == best) for a, h in zip(scores_before, back, strict=True)
            ]
            assert state.is_over() or state.round == round_before + 1
        else:
            assert state.fallen == [a + b for a, b in zip(fallen_before, out, strict=True)]
            hands = [h - 1 if h == 2 else h for h in back]
            assert state.hands == hands
            assert list(state.order) == sorted(
                range(3), key=lambda s: (hands[s], starting.index(s))
            )
    assert len(state.rounds) == 3
    assert [r.starter for r in state.rounds] == [O, G, N]


@pytest.mark.parametrize("seed", range(40))
def test_random_games_follow_the_rules(seed: int) -> None:
    random_game(seed)


def test_clone_is_independent() -> None:
    state = play(new(), "1 2 3 1")
    twin = state.clone()
    play(twin, "2 3 1 2")
    assert state.history == ["1", "2", "3", "1"]
    assert state.tower(1) == (O, O) and twin.tower(1) == (O, O, O)
    assert state.hands == [6, 7, 7]
    assert encode(state.clone()) == encode(state)


# --- perft-like golden counts ------------------------------------------------------------


def perft(state: TiQuadraState, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for move in state.legal_moves():
        child = state.clone()
        child.play(move)
        total += perft(child, depth - 1)
    return total


def test_perft() -> None:
    # 1-6 checked by hand: 4 births; 3 births; 2 births; Orange grows or
    # fills the last square (2); Grey grows, and births if a square is still
    # empty (2 or 1); Green grows, and births if a square is still empty
    # (3 + 1 per 3-move start: 96). Deeper: regression values.
    assert [perft(new(), d) for d in range(1, 9)] == [4, 12, 24, 48, 72, 96, 224, 404]
