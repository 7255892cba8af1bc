"""One test over every registered game and variant (after OpenSpiel's
games_sim_test): random games, checking the protocol's invariants at every
step. A new game is covered by adding its variants to VARIANTS."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from abstrakta.core import CHANCE, SIMULTANEOUS, TERMINAL, State
from abstrakta.games import GAMES
from abstrakta.record import decode, encode

#: (game id, options) for every variant a random game must cover.
VARIANTS: list[tuple[str, dict[str, str]]] = [
    ("tsoro", {"first": "white"}),
    ("tsoro", {"first": "black"}),
    ("tiquadra", {}),
    ("tantrix", {"players": "2"}),
    ("tantrix", {"players": "3", "colours": "GBR"}),
    ("tantrix", {"players": "4"}),
    ("tayu", {}),
    ("tayu", {"tiles": "choice", "first": "1"}),
    ("tayu", {"variant": "teams", "first": "3"}),
    ("tayu", {"variant": "saboteur", "target": "30"}),
    ("tayu", {"variant": "saboteur", "bidding": "yes", "tiles": "choice", "first": "2"}),
    ("asterismo", {"players": "2"}),
    ("asterismo", {"players": "3", "silent": "yes"}),
]

#: Material that must be conserved, per game id: (the total, a function
#: counting it in a state: board + hands + bag + harvest...).
MATERIAL: dict[str, tuple[int, Callable[[State], int]]] = {  # type: ignore[type-arg]
    "tiquadra": (24, lambda state: state.material()),  # type: ignore[attr-defined]
    "tantrix": (56, lambda state: state.material()),  # type: ignore[attr-defined]
    "tayu": (84, lambda state: state.material()),  # type: ignore[attr-defined]
    "asterismo": (63, lambda state: state.material()),  # type: ignore[attr-defined]
}

GAMES_PER_VARIANT = 20
MAX_MOVES = 400


def random_move(state: State, rng: random.Random) -> object:  # type: ignore[type-arg]
    player = state.current_player()
    if player == CHANCE:
        return state.sample_chance(rng)
    if player == SIMULTANEOUS:
        return state.joint_move(
            {seat: rng.choice(state.legal_moves(seat)) for seat in state.voters()}
        )
    return rng.choice(state.legal_moves())


def check_invariants(state: State) -> None:  # type: ignore[type-arg]
    player = state.current_player()
    if player == TERMINAL:
        assert state.is_over()
        assert state.legal_moves() == []
        assert len(state.returns()) == state.num_players()
        return
    if player == SIMULTANEOUS:
        voters = state.voters()
        assert voters
        for seat in voters:
            choices = [str(m) for m in state.legal_moves(seat)]
            assert choices and len(choices) == len(set(choices))
        return
    if player == CHANCE and not state.chance_outcomes() and not state.legal_moves():
        # outcomes too many to list (a random layout): a sampled one is legal
        sample = state.sample_chance(random.Random(0))
        state.check_move(sample)
        assert str(state.parse_move(str(sample))) == str(sample)
        return
    moves = [str(m) for m in state.legal_moves()]
    assert moves, "a live state must have a move"
    assert len(moves) == len(set(moves)), "legal moves must be unique"
    for text in moves:
        assert str(state.parse_move(text)) == text, "notation must round-trip"
    if player == CHANCE:
        total = sum(p for _, p in state.chance_outcomes())
        assert total == pytest.approx(1.0) or not state.chance_outcomes()


@pytest.mark.parametrize(("game_id", "options"), VARIANTS, ids=lambda v: str(v))
def test_random_games(game_id: str, options: dict[str, str]) -> None:
    rng = random.Random(f"{game_id}{sorted(options.items())}")
    info = GAMES[game_id]
    for _ in range(GAMES_PER_VARIANT):
        state = info.new(options)
        for _ in range(MAX_MOVES):
            check_invariants(state)
            record = encode(state)
            assert record.isascii()
            replayed = decode(record)
            assert replayed.ok, replayed.error
            assert encode(replayed.state) == record
            if game_id in MATERIAL:
                total, count = MATERIAL[game_id]
                assert count(state) == total
            if state.is_over():
                break
            move = random_move(state, rng)
            twin = state.clone()
            twin.play(str(move))
            assert encode(state) == record, "playing on a clone changed the original"
            state.play(move)  # type: ignore[arg-type]
            assert encode(twin) == encode(state), "a clone must behave like the original"
            assert twin.current_player() == state.current_player()


def test_every_game_has_a_variant() -> None:
    assert {game for game, _ in VARIANTS} == set(GAMES)


@pytest.mark.parametrize(("game_id", "options"), VARIANTS, ids=lambda v: str(v))
def test_clone_copies_every_field(game_id: str, options: dict[str, str]) -> None:
    """``clone`` is a template: whatever fields a game (or the base) has,
    its copy has them all, and no mutable one is shared."""
    rng = random.Random(f"clone{game_id}{sorted(options.items())}")
    state = GAMES[game_id].new(options)
    for _ in range(30):
        if state.is_over():
            break
        state.play(random_move(state, rng))  # type: ignore[arg-type]
    twin = state.clone()
    assert set(vars(twin)) == set(vars(state))
    for name in ("options", "history"):
        assert getattr(twin, name) is not getattr(state, name)


def test_default_clone_copies_the_games_fields_deeply() -> None:
    """A game that does not override ``_clone_into`` gets a deep copy of its
    own fields, and the base fields from ``clone`` itself."""
    state = GAMES["tsoro"].new({})
    state.play(state.legal_moves()[0])
    twin = State._clone_into.__get__(state)  # the default, on a real game
    copy = type(state).__new__(type(state))
    twin(copy)
    assert copy.board == state.board and copy.board is not state.board  # type: ignore[attr-defined]
    assert not hasattr(copy, "history")  # base fields are clone()'s job
