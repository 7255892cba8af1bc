"""A game asked for by the address (``?game=…``, ``ui.query_game``) and by
the page's API (``newGame``): what the game cannot take is said and
dropped, or refused, never quietly turned into something else."""

from __future__ import annotations

import pytest
from ui.query_game import asked_options
from ui.store import Store

from abstrakta.games import GAMES


def asked(game_id: str, *pairs: tuple[str, str]) -> tuple[dict[str, str], list[str]]:
    return asked_options(game_id, GAMES[game_id], [("embed", ""), ("game", game_id), *pairs])


def test_settings_the_game_has_are_kept_and_nothing_is_said() -> None:
    assert asked("tsoro", ("first", "black")) == ({"first": "black"}, [])
    assert asked("tantrix", ("players", "3")) == ({"players": "3"}, [])


def test_what_sites_add_to_an_address_and_the_page_s_own_are_passed_over() -> None:
    added = [("utm_source", "pergioco"), ("utm_medium", "web"), ("fbclid", "IwAR"), ("gclid", "x")]
    assert asked("tsoro", ("lang", "it"), *added, ("first", "black")) == ({"first": "black"}, [])


def test_an_unknown_setting_is_dropped_and_said_and_the_rest_kept() -> None:
    options, notes = asked("tsoro", ("colour", "red"), ("first", "black"))
    assert options == {"first": "black"}
    assert notes == ["This game has no setting “colour”: it starts without it."]


def test_a_bad_value_is_said_in_the_new_game_screen_s_words(italian: None) -> None:
    import ui.views.tsoro_words  # noqa: F401  (the seats' names, as the page has them)

    options, notes = asked("tsoro", ("first", "purple"))
    assert options == {}
    assert notes == ["“Chi inizia” non può valere “purple”: si comincia con “Bianco”."]


def test_a_seat_s_usual_value_is_named_as_the_game_names_it() -> None:
    import ui.views.tayu_words  # noqa: F401  (the settings' names, as the page has them)

    _, notes = asked("tayu", ("first", "9"))
    assert notes == ["“Who lays the first tile” cannot be “9”: the game starts with “North–South”."]


def test_settings_that_do_not_go_together_give_the_usual_ones() -> None:
    # Each is a Ta Yü setting; a target is only for the saboteur variant.
    options, notes = asked("tayu", ("variant", "teams"), ("target", "30"))
    assert options == {}
    assert len(notes) == 1 and notes[0].startswith("The address's settings do not go together (")
    assert notes[0].endswith("): the game starts with the usual ones.")


def test_a_computer_seat_the_game_lacks_is_refused_not_given_to_a_person() -> None:
    store = Store()
    levels = ("easy", "normal", "strong")
    assert store.new_game("tsoro", {}, {1: "genius"}, levels, strict=True) == (
        "“genius” is not a computer level: choose easy, normal, strong."
    )
    assert store.new_game("tsoro", {}, {2: "easy"}, levels, strict=True) == (
        "This game has no seat 2: its seats are 0 to 1."
    )
    assert store.session is None, "nothing started"
    assert store.new_game("tsoro", {}, {1: "strong"}, levels, strict=True) is None
    assert store.session is not None and store.session.seats == {1: "strong"}


def test_the_new_game_screen_s_person_seats_are_passed_over() -> None:
    """The screen sends every seat, a person's as ``person``: it is not an error."""
    store = Store()
    seats = {0: "person", 1: "normal"}
    assert store.new_game("tsoro", {}, seats, ("easy", "normal", "strong")) is None
    assert store.session is not None and store.session.seats == {1: "normal"}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_s_usual_settings_are_asked_without_a_word(game_id: str) -> None:
    usual = [(spec.name, spec.default) for spec in GAMES[game_id].options]
    assert asked(game_id, *usual) == (dict(usual), [])
