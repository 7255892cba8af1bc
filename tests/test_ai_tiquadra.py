"""TiQuadra: votes by reasoning about the others' likely votes (the seed's
example), never by reading them; the vote arithmetic agrees with the rules."""

from __future__ import annotations

import random
from itertools import product

import pytest

from abstrakta import ai
from abstrakta.ai import tiquadra_policy as policy
from abstrakta.core import SIMULTANEOUS
from abstrakta.games.tiquadra import TiQuadraState, resolve_vote
from abstrakta.record import encode

O, G, N = 0, 1, 2  # noqa: E741 (Orange, Grey, Green, as in test_tiquadra)


def seed_figure() -> TiQuadraState:
    """The seed's voting example: Orange has no piece on tower 4, Grey none
    on tower 2, Green none on tower 1 (which it would like to see fall) and
    three on tower 3. Set directly: only the towers matter to the vote."""
    state = TiQuadraState({})
    state.towers = [
        [O, O, O, O, G, G],
        [O, O, O, N, N, N, N],
        [O, G, N, N, N],
        [G, G, G, G, G, N],
    ]
    state.hands = [0, 0, 0]
    state.placed = [8, 8, 8]
    state.phase = "vote"
    state.to_move = None
    assert state.material() == 24
    assert state.current_player() == SIMULTANEOUS and state.voters() == [O, G, N]
    return state


def test_the_seeds_simple_choices() -> None:
    state = seed_figure()
    assert policy.simple_choice(state, O) == [4]
    assert policy.simple_choice(state, G) == [2]
    assert policy.simple_choice(state, N) == [1]


def test_green_fears_losing_three_and_votes_4() -> None:
    state = seed_figure()
    values = policy.vote_values(state, N)
    assert max(values, key=values.get) == 4  # type: ignore[arg-type]
    # voting 1 would leave tower 3 (three Green pieces) unchosen if the
    # others vote simply: worse for Green than voting 4
    assert values[4] > values[1]
    for seed in range(5):
        assert ai.choose_move(state, N, "normal", seed=seed) == "4"
    # the easy player votes simply: the tower it would like to see fall
    assert ai.choose_move(state, N, "easy", seed=0) == "1"
    state.play(state.joint_move({O: 4, G: 2, N: 4}))
    assert state.last_vote is not None and state.last_vote.fallen == (4,)


def test_a_vote_is_decided_from_the_position_alone() -> None:
    """The app asks each voter in turn while the others' choices are
    hidden in the page, never in the state: a voter's choice is the same
    whatever the others chose, in whatever order they are asked, and asking
    changes nothing in the state."""
    rng = random.Random(4)
    checked = 0
    for game in range(12):
        state = TiQuadraState({})
        while not state.is_over() and checked < 60:
            if state.current_player() != SIMULTANEOUS:
                state.play(rng.choice(state.legal_moves()))
                continue
            before = encode(state)
            voters = state.voters()
            first = {v: ai.choose_move(state, v, "normal", seed=game) for v in voters}
            assert encode(state) == before
            # the others have chosen (held by the page): ask again, reversed
            held = {v: rng.choice(state.legal_moves(v)) for v in voters}
            again = {v: ai.choose_move(state, v, "normal", seed=game) for v in reversed(voters)}
            assert again == first
            assert encode(state) == before
            held.update({v: int(first[v]) for v in voters[:1]})
            state.play(state.joint_move(held))
            checked += 1
    assert checked >= 30


def test_learnt_shares_follow_revealed_votes() -> None:
    """Shares of simple voting come only from revealed votes (``votes``)."""
    state = TiQuadraState({})
    assert policy.simple_shares(state) == [0.5, 0.5, 0.5]
    rng = random.Random(0)
    while len(state.votes) < 4:
        if state.current_player() == SIMULTANEOUS:
            # seat 0 always votes simply, seat 1 always votes its own best tower
            choices = {}
            for v in state.voters():
                simple = policy.simple_choice(state, v)
                worst = [s for s in state.standing() if s not in simple]
                choices[v] = simple[0] if v != 1 or not worst else worst[0]
            state.play(state.joint_move(choices))
        else:
            state.play(rng.choice(state.legal_moves()))
    shares = policy.simple_shares(state)
    assert shares[0] > 0.6 > shares[1]


def test_fall_values_agree_with_the_rules() -> None:
    """``fall_values`` computes a vote's result from the towers; playing a
    vote that brings down the same towers gives the same losses and points."""
    rng = random.Random(1)
    compared = 0
    for _ in range(40):
        state = TiQuadraState({})
        while not state.is_over():
            if state.current_player() != SIMULTANEOUS:
                state.play(rng.choice(state.legal_moves()))
                continue
            voters, standing = state.voters(), state.standing()
            seen = set()
            for combo in product(standing, repeat=len(voters)):
                choices = dict(zip(voters, combo, strict=True))
                full = tuple(choices.get(s) for s in range(3))
                fallen = resolve_vote(full, frozenset(standing))[0]
                if fallen in seen:
                    continue
                seen.add(fallen)
                child = state.clone()
                child.play(child.joint_move(choices))
                report = child.last_vote
                assert report is not None
                loss = [report.pieces_fallen[s] + (report.lost_piece == s) for s in range(3)]
                expected = []
                for seat in range(3):
                    value = -loss[seat] + policy.OTHERS_LOSS * (sum(loss) - loss[seat])
                    if report.round_over:
                        best_other = max(report.points[o] for o in range(3) if o != seat)
                        value += policy.ROUND_POINT * (report.points[seat] - best_other)
                    expected.append(max(-1.0, min(1.0, value / policy.VALUE_SCALE)))
                assert policy.fall_values(state, fallen) == expected
                compared += 1
            state.play(state.joint_move({v: rng.choice(state.legal_moves(v)) for v in voters}))
    assert compared > 300


def test_game_values_are_the_chance_of_the_best_total() -> None:
    start = policy.game_chances((0, 0, 0), 3)
    assert start[0] == pytest.approx(start[1]) == pytest.approx(start[2])
    assert 0 < start[0] < 1
    assert policy.game_chances((2, 0, 0), 0) == (1.0, 0.0, 0.0)
    assert policy.game_chances((1, 1, 0), 0) == (1.0, 1.0, 0.0)  # a shared win
    # a round that goes on: more pieces, better chances
    values = policy._game_values((5, 1, 5), False, 1, (0, 0, 0))
    assert values[1] < values[0] == pytest.approx(values[2])
    # the last round ends: the point decides the game
    assert policy._game_values((3, 1, 0), True, 3, (1, 1, 0)) == (1.0, -1.0, -1.0)


# --- the fast search's own rules and the strong level's vote model ------------


def _random_build_positions(count: int, seed: int) -> list[TiQuadraState]:
    rng = random.Random(seed)
    found: list[TiQuadraState] = []
    while len(found) < count:
        state = TiQuadraState({})
        while not state.is_over() and len(found) < count:
            if state.current_player() == SIMULTANEOUS:
                voters = state.voters()
                state.play(state.joint_move({v: rng.choice(state.legal_moves(v)) for v in voters}))
                continue
            found.append(state.clone())
            state.play(rng.choice(state.legal_moves()))
    return found


def test_legal_squares_agree_with_the_rules() -> None:
    for state in _random_build_positions(300, seed=5):
        me = state.current_player()
        assert policy.legal_squares(state.towers, me) == sorted(state.square_kinds())


def test_a_playout_places_every_piece_as_the_rules_would() -> None:
    """The playout's towers hold each seat's placed and held pieces, and
    every piece went where the rules allow it, in the rules' order."""
    for n, state in enumerate(_random_build_positions(60, seed=6)):
        squares: list[int] = []
        towers = policy.playout(state, random.Random(n), squares)
        for seat in range(3):
            on_board = sum(t.count(seat) for t in towers)
            assert on_board == sum(t.count(seat) for t in state.towers) + state.hands[seat]
        rules = state.clone()
        for square in squares:
            rules.play(str(square))  # raises if not legal
        assert rules.phase == "vote"
        assert rules.towers == towers


def test_game_values_count_the_round_point_and_the_score() -> None:
    """Bringing down the leader's tower at the last round's end decides the
    game: the game value follows the game points, not only the pieces."""
    state = seed_figure()
    context = policy.VoteContext(policy.VoteContext.of(state).towers, (0, 1, 2), 3, (1, 1, 0))
    # Orange and Grey lead 1-1; tower 2 holds three Orange and four Green pieces
    values = policy.board_fall_values(context, (2,), "game")
    assert all(-1 <= v <= 1 for v in values)
    assert sum(v > 0 for v in values) >= 1


def test_the_strong_model_learns_who_reasons() -> None:
    """A seat that always votes as the normal level reasons gets a large
    reasoning weight; a seat that always votes simply a large simple one."""
    state = TiQuadraState({})
    rng = random.Random(2)
    while len(state.votes) < 5:
        if state.current_player() != SIMULTANEOUS:
            state.play(rng.choice(state.legal_moves()))
            continue
        choices = {}
        for v in state.voters():
            if v == 0:
                choices[v] = int(ai.choose_move(state, v, "normal", seed=1))
            else:
                choices[v] = policy.simple_choice(state, v)[0]
        state.play(state.joint_move(choices))
    weights = policy.mixture_weights(state, "pieces")
    assert weights[0][0] > weights[0][1]
    assert weights[1][1] > weights[1][0] or weights[2][1] > weights[2][0]


def test_every_level_is_reproducible() -> None:
    for state in _random_build_positions(40, seed=8)[::8]:
        for level in ("easy", "normal", "strong"):
            first = ai.choose_move(state, None, level, seed=3)
            assert ai.choose_move(state, None, level, seed=3) == first


def _watched(
    random_seats: tuple[int, ...] = (),
    votes: int = 5,
    simple_seats: tuple[int, ...] = (),
    seed: int = 3,
) -> TiQuadraState:
    """A game whose first ``votes`` votes were cast at random by
    ``random_seats``, simply by ``simple_seats`` and as the normal level
    reasons by the others."""
    state = TiQuadraState({})
    rng = random.Random(seed)
    while len(state.votes) < votes:
        if state.current_player() != SIMULTANEOUS:
            state.play(rng.choice(state.legal_moves()))
            continue
        choices = {}
        for v in state.voters():
            if v in random_seats:
                choices[v] = rng.choice(state.standing())
            elif v in simple_seats:
                choices[v] = policy.simple_choice(state, v)[0]
            else:
                choices[v] = int(ai.choose_move(state, v, "normal", seed=1))
        state.play(state.joint_move(choices))
    return state


def test_strong_counts_pieces_against_random_voters() -> None:
    """Orange (strong) holds four pieces on tower 3. Against players who
    reason, voting 3 is a sound bet that they bring down tower 1 (what it
    values is its chance to win the game); against players seen voting at
    random it is a gamble with its own tower, and it votes 2 (the most of
    the others' pieces, none of its own), as counting pieces says."""
    for random_seats, expected in (((G, N), "2"), ((), "3")):
        state = _watched(random_seats)
        model = policy.VoteModel.of(state, "game", deep=True)
        assert (model.random_share(O) > 0.5) == bool(random_seats)
        state.towers = [[N, N, G], [G, G, G, G, G], [O, O, O, O], [O, N, N, N, N, N]]
        state.hands, state.placed = [0, 0, 0], [5, 6, 7]
        state.phase, state.to_move = "vote", None
        state.round, state.scores = 1, [0, 0, 0]
        assert ai.choose_move(state, O, "strong", seed=0) == expected


def test_the_round_table_is_a_result_per_hands() -> None:
    """``ROUND_RESULTS[mine][more][fewer]`` for every 0 <= fewer <= more <= 8:
    a result between -1 and 1, more pieces held never hopeless, fewer against
    a full hand never sure."""
    table = policy.ROUND_RESULTS
    assert len(table) == 9
    for mine in range(9):
        assert [len(row) for row in table[mine]] == [more + 1 for more in range(9)]
        assert all(-1 <= v <= 1 for row in table[mine] for v in row)
    # the others' order does not matter
    assert policy.round_result((8, 3, 1), 0) == policy.round_result((8, 1, 3), 0)
    assert policy.round_result((3, 8, 1), 1) == table[8][3][1]
    # eight pieces against a player who cannot vote and one with three
    assert policy.round_result((8, 3, 1), 0) > 0.9
    # one piece against seven and six
    assert policy.round_result((1, 7, 6), 0) < -0.9


def test_normal_values_rounds_by_the_table_against_random_voters() -> None:
    """Against players seen voting at random, normal values a vote's results
    by the round's expected result (``round_result``), and so before any
    vote is seen (the prior share, 0.5, is below the switch); against
    players who vote simply, by the pieces count."""
    normal = policy.LEVEL_STYLES["normal"]
    for random_seats, simple_seats, switched in (((G, N), (), True), ((), (G, N), False)):
        state = _watched(random_seats, simple_seats=simple_seats, seed=5)
        model = policy.VoteModel.of(state, normal.value, normal.deep)
        assert model.random_share(O) == (1.0 if switched else 0.0)
        context = policy.VoteContext(
            ((O, O, G), (G, G, N, N), (O, N), (O, O, G, N)), (O, G, N), 1, (0, 0, 0)
        )
        for fallen in ((1,), (2,), (1, 4)):
            share = model.random_share(O)
            result = policy._blended_values(
                context, fallen, normal.value, share, model.against_random
            )
            style = "round" if switched else "pieces"
            assert result == policy.board_fall_values(context, fallen, style)
    fresh = TiQuadraState({})
    assert policy.VoteModel.of(fresh, normal.value, normal.deep).random_share(O) == 1.0
    # the easy level never switches
    state = _watched((G, N), seed=5)
    assert policy.VoteModel.of(state, "pieces", False, adapts=False).random_share(O) == 0.0


def test_a_round_that_goes_on_is_valued_by_the_table() -> None:
    """In the "round" style a vote that keeps the round going is worth
    ``round_result`` of the hands it leaves (the seat with exactly 2 loses
    one); one that ends it, the point: 1 alone, 0 shared, -1 lost."""
    towers = ((O, O, O, G), (G, G, G, N, N), (O, O, N), (O, G, N, N, N, N))
    context = policy.VoteContext(towers, (O, G, N), 1, (0, 0, 0))
    # tower 4 falls: Orange holds 5, Grey 4, Green 3: the round goes on
    assert policy.board_fall_values(context, (4,), "round") == (
        policy.round_result((5, 4, 3), O),
        policy.round_result((5, 4, 3), G),
        policy.round_result((5, 4, 3), N),
    )
    # towers 1 and 4 fall: Orange holds 2 and loses one, Grey 3, Green 3
    assert policy.board_fall_values(context, (1, 4), "round")[O] == policy.round_result(
        (1, 3, 3), O
    )
    # towers 2 and 4 fall: Grey and Green hold 1 each: over, Orange's point
    assert policy.board_fall_values(context, (2, 4), "round") == (1.0, -1.0, -1.0)
    # nothing falls: over, Green holds the most (7)
    assert policy.board_fall_values(context, (), "round") == (-1.0, -1.0, 1.0)
