"""Ta Yü's tiles in words, as the keyboard cursor and the orientation
buttons say them to a screen reader: where a tile's outlets point, which
of them meet a laid tile's channel or reach the board's edge (as the rules
say), in English and Italian, never in notation."""

from __future__ import annotations

import random
from typing import Any

import pytest
from ui.i18n import set_language
from ui.views.tayu_words import facing_label, ghost_words, laid_words, outlets_words

from abstrakta.core import CHANCE
from abstrakta.games import GAMES
from abstrakta.games.tayu import FACINGS, Place, TayuState

NOTATION = ("n1", "n2", "s1", "s3", ".", "orientation", "orientamento", " of 4", " di 4")


@pytest.fixture(autouse=True)
def english() -> Any:
    set_language("en")
    yield
    set_language("en")


def new_game(*moves: str) -> TayuState:
    state: TayuState = GAMES["tayu"].new({})  # type: ignore[assignment]
    for move in moves:
        state.play(move)
    return state


def test_outlets_are_said_by_direction_with_how_many() -> None:
    # type 25 is n2 e w: one outlet north, one east, one west
    assert outlets_words(Place(25, "n", (0, 0))) == "north, east and west"
    # type 1 is n1 n2 n3: three outlets north; a half turn: three south
    assert outlets_words(Place(1, "n", (0, 0))) == "three north"
    assert outlets_words(Place(1, "s", (0, 0))) == "three south"
    # type 2 is n1 n2 e
    # "two north and east" was heard as two outlets each way
    assert outlets_words(Place(2, "n", (0, 0))) == "two north and one east"
    set_language("it")
    assert outlets_words(Place(25, "n", (0, 0))) == "a nord, a est e a ovest"
    assert outlets_words(Place(2, "n", (0, 0))) == "due a nord e uno a est"


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_four_orientation_buttons_say_four_different_things(language: str) -> None:
    set_language(language)
    for tile in range(1, 29):
        labels = [facing_label(tile, facing) for facing in FACINGS]
        assert len(set(labels)) == 4, labels
        for label in labels:
            assert not any(mark in label for mark in NOTATION), label
    assert facing_label(25, "n") == (
        "West to east, outlets north, east and west"
        if language == "en"
        else "Da ovest a est, sbocchi a nord, a est e a ovest"
    )
    assert facing_label(25, "e") == (
        "South to north, outlets north, east and south"
        if language == "en"
        else "Da sud a nord, sbocchi a nord, a est e a sud"
    )


def test_a_laid_tile_says_its_outlets() -> None:
    state = new_game("t25", "25n.h9")
    laid = state.tile_at((8, 8))
    assert laid is not None
    assert laid_words(laid) == "covered by tile 25, outlets north, east and west"
    set_language("it")
    assert laid_words(laid) == "coperta dalla tessera 25, sbocchi a nord, a est e a ovest"


def test_the_tile_shown_says_its_squares_outlets_and_the_channel_it_joins() -> None:
    # the first tile covers h9 i9 j9, outlets north (i9), east (j9), west (h9)
    state = new_game("t25", "25n.h9", "t1")
    moves = [move for move in state.legal_moves() if isinstance(move, Place)]
    # type 1 turned east (three outlets east) just west of h9 meets its west outlet
    west = Place(1, "e", (6, 7))
    assert west in moves
    assert ghost_words(state, west) == (
        "Tile 1 from g8 to g10 (outlets three east; joins a channel to the east)"
    )
    set_language("it")
    assert ghost_words(state, west) == (
        "La tessera 1 da g8 a g10 (sbocchi tre a est; si unisce a un canale a est)"
    )
    # every legal placement meets a channel (the rules demand it)
    for move in moves:
        assert "si unisce a un canale" in ghost_words(state, move)


def test_each_rotation_of_the_tile_shown_is_said_differently() -> None:
    state = new_game("t25", "25n.h9", "t17")
    by_anchor: dict[tuple[int, int], list[Place]] = {}
    for move in state.legal_moves():
        assert isinstance(move, Place)
        by_anchor.setdefault(move.anchor, []).append(move)
    for moves in by_anchor.values():
        said = {ghost_words(state, move) for move in moves}
        assert len(said) == len(moves)


def edge_position() -> tuple[TayuState, Place]:
    """A game played at random (seeded) until the drawn tile can reach the
    board's edge."""
    rng = random.Random(7)
    state = new_game()
    while not state.is_over():
        if state.current_player() == CHANCE:
            outcomes = [move for move, _ in state.chance_outcomes()]
            state.play(str(rng.choice(outcomes)))
            continue
        moves = [m for m in state.legal_moves() if isinstance(m, Place)]
        for move in moves:
            if any(state.placement_effect(move)[0]):
                return state, move
        # grow towards the north edge
        state.play(str(max(moves, key=lambda m: (m.anchor[1], rng.random()))))
    raise AssertionError("no placement reached the edge")


def test_the_tile_shown_says_the_edge_it_reaches_and_its_points() -> None:
    state, move = edge_position()
    gained = state.placement_effect(move)[0]
    points = sum(gained)
    words = ghost_words(state, move)
    assert "reaches the edge" in words
    assert (f"{points} points" if points > 1 else "1 point") in words
    set_language("it")
    words = ghost_words(state, move)
    assert "arriva al bordo" in words
    assert (f"{points} punti" if points > 1 else "1 punto") in words
