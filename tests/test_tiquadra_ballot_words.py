"""TiQuadra's revealed vote in the move list says who voted for which
tower: "Orange for tower 4", not "Orange tower 4" (which reads as a tower
belonging to Orange, in a game where towers have coloured tops)."""

from __future__ import annotations

from ui.words.tiquadra import describe

from abstrakta.games import GAMES
from abstrakta.games.tiquadra import TiQuadraState


def at_the_vote() -> TiQuadraState:
    """A game at its first vote, every seat voting (24 placements)."""
    state = GAMES["tiquadra"].new({})
    assert isinstance(state, TiQuadraState)
    while not state.voters():
        state.play(str(state.legal_moves()[0]))
    return state


def vote_words() -> str:
    state = at_the_vote()
    seats = state.voters()
    standing = sorted(state.standing())
    choices = ".".join(str(standing[0]) if s in seats else "-" for s in range(3))
    return describe(state, 0, [f"v{choices}"])


def test_the_vote_in_english_says_who_voted_for_which_tower() -> None:
    text = vote_words()
    assert text.startswith("Orange voted for tower "), text
    assert "Orange tower" not in text


def test_the_vote_in_italian_says_who_voted_for_which_tower(italian: None) -> None:
    text = vote_words()
    assert text.startswith("L'Arancione vota per la torre "), text
    assert "Arancione torre" not in text
