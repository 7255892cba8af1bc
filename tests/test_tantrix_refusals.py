"""Tantrix's refusals as the page says them: a tap on a space where the
tile may not go is answered in words, never a hex's coordinates (the board
shows none) or a colour's letter; English and Italian."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from ui.i18n import error_text, set_language
from ui.views import tantrix_words  # noqa: F401  (registers the words)

from abstrakta.core import CHANCE, IllegalMoveError, Outcome
from abstrakta.games import get_game
from abstrakta.games.tantrix import Place, TantrixState, hex_text
from abstrakta.games.tantrix_tiles import fits

#: A hex's notation (``-1.2``) or a colour's letter standing alone.
NOTATION = re.compile(r"-?\d+\.-?\d+|\b[RYGB]\b")


def positions(games: int) -> Iterator[TantrixState]:
    """The positions of random two-player games, a player to move."""
    for seed in range(games):
        rng = random.Random(seed)
        state = get_game("tantrix").new({"players": "2", "colours": "auto"})
        while not state.is_over():
            if state.current_player() == CHANCE:
                state.play(state.sample_chance(rng))
                continue
            yield state
            state.play(rng.choice(state.legal_moves()))


def refusals(state: TantrixState) -> Iterator[tuple[Place, Exception]]:
    """What the rules say to the placements a tap can try: each hand tile
    that fits a space's colours there, and any hand tile on an ordinary
    space while forced ones wait."""
    hand = state.hands[state.to_move]
    for cell in state.open_hexes():
        matching = fits(state.demanded_edges(cell))
        for tile in hand:
            for rotation in matching.get(tile, (0,)):
                error = state.placement_error(Place(tile, cell, rotation))
                if error is not None:
                    yield Place(tile, cell, rotation), error


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_refused_tap_is_said_in_words(language: str) -> None:
    set_language(language)
    try:
        keys: set[str] = set()
        for state in positions(12):
            for place, error in refusals(state):
                said = error_text(error)  # type: ignore[arg-type]
                keys.add(error.key)  # type: ignore[attr-defined]
                assert not NOTATION.search(said), (str(place), said)
                assert hex_text(place.hex) not in said
        # The random games met every refusal a tap can bring.
        assert {
            "tantrix_must_fill",
            "tantrix_colour_mismatch",
            "tantrix_same_colour_space",
            "tantrix_fourth_neighbour",
            "tantrix_controlled_side",
        } <= keys, keys
    finally:
        set_language("en")


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "a space next to it would get three blue sides, and no tile could ever fill it"),
        ("it", "uno spazio accanto avrebbe tre lati blu e nessuna tessera potrebbe mai riempirlo"),
    ],
)
def test_the_colour_of_rule_one_is_a_word(language: str, words: str) -> None:
    set_language(language)
    try:
        error = IllegalMoveError("tantrix_same_colour_space", space="1.-2", colour="B")
        assert error_text(error).startswith(words)
    finally:
        set_language("en")


def test_the_end_line_gives_every_players_score() -> None:
    """The end said only the winner's score ("Yellow wins with 20"): a
    screen reader's player never heard their own (a keyboard audit)."""
    from ui.i18n import rules_text
    from ui.views.tantrix_words import result_text

    set_language("en")
    checked = 0
    for seed in range(10):
        rng = random.Random(seed)
        state = get_game("tantrix").new({"players": "3", "colours": "auto"})
        while not state.is_over():
            chance = state.current_player() == CHANCE
            state.play(state.sample_chance(rng) if chance else rng.choice(state.legal_moves()))
        outcome = state.outcome()
        assert outcome is not None
        text = result_text(state)
        for seat, score in enumerate(outcome.scores):
            if seat not in outcome.winners and outcome.winners:
                assert f"{rules_text(state.seat_name(seat))} {int(score)}" in text, text
                checked += 1
    assert checked


@pytest.mark.parametrize(
    ("language", "players", "words"),
    [
        ("en", 2, "Draw: both have 22 points"),
        ("it", 2, "Patta: entrambi hanno 22 punti"),
        ("en", 3, "Draw: everyone has 22 points"),
    ],
)
def test_a_tie_of_two_is_said_as_both(language: str, players: int, words: str) -> None:
    """Two players level read "everyone has 22" (a computer-player audit)."""
    from types import SimpleNamespace

    from ui.views.tantrix_words import result_text

    outcome = Outcome((0.0,) * players, "tantrix_end", scores=(22.0,) * players)
    state = SimpleNamespace(outcome=lambda: outcome)
    set_language(language)
    try:
        said = result_text(state)  # type: ignore[arg-type]
        assert said.replace("\u00a0", " ") == words
    finally:
        set_language("en")


@pytest.mark.parametrize(
    ("language", "scores", "words"),
    [
        ("en", (15, 14), "Red wins with 15 points (Yellow 14)"),
        ("it", (15, 14), "Vince il Rosso con 15 punti (Giallo 14)"),
        ("en", (1, 0), "Red wins with 1 point (Yellow 0)"),
        ("it", (1, 0), "Vince il Rosso con 1 punto (Giallo 0)"),
    ],
)
def test_the_winners_score_says_points(language: str, scores: tuple[int, int], words: str) -> None:
    """ "Red wins with 15" left a newcomer to guess 15 of what."""
    from types import SimpleNamespace

    from ui.views.tantrix_words import result_text

    outcome = Outcome((1.0, -1.0), "tantrix_end", scores=tuple(float(score) for score in scores))
    state = SimpleNamespace(
        outcome=lambda: outcome, seat_name=get_game("tantrix").new({}).seat_name
    )
    set_language(language)
    try:
        said = result_text(state)  # type: ignore[arg-type]
        assert said.replace("\u00a0", " ") == words
    finally:
        set_language("en")
