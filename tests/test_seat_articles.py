"""Italian sentences name a seat with its article, as Italian does ("Muove
il Bianco", "la pedina dell'Arancione", "Vince Nord–Sud"); English and the
labels ("Bianco: …", "Arancione 2") keep the bare name."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from test_all_games import MAX_MOVES, VARIANTS, random_move
from ui import keyboard  # noqa: F401  (its words)
from ui.i18n import SEAT_ARTICLES, and_list, error_text, rules_text, set_language, t
from ui.seat_names import SeatName, noted
from ui.status import outcome_text, turn_text
from ui.views import (  # noqa: F401  (each registers its seats' words)
    asterismo_words,
    tantrix_words,
    tayu_words,
    tiquadra_words,
    tsoro_words,
)
from ui.views.tayu_seats import seat_label
from ui.words import tsoro as tsoro_moves

from abstrakta.core import TERMINAL, AbstraktaError
from abstrakta.games import GAMES


@pytest.fixture
def italian() -> Iterator[None]:
    set_language("it")
    yield
    set_language("en")


def seat_keys_met() -> set[str]:
    """Every seat name a game of every variant gives, at every step (Ta Yü's
    bidding turns "Player 1" into a role)."""
    keys: set[str] = set()
    for game_id, options in VARIANTS:
        rng = random.Random(7)
        state = GAMES[game_id].new(options)
        for _ in range(MAX_MOVES):
            keys.update(state.seat_name(seat) for seat in range(state.num_players()))
            if state.current_player() == TERMINAL:
                break
            state.play(random_move(state, rng))  # type: ignore[arg-type]
    return keys


def test_every_seat_name_of_every_game_has_its_italian_article() -> None:
    keys = seat_keys_met()
    assert {"white", "tiquadra_orange", "tayu_sab", "tantrix_blue", "asterismo_p3"} <= keys
    assert keys <= set(SEAT_ARTICLES), sorted(keys - set(SEAT_ARTICLES))


def test_the_forms_join_the_article_to_the_preposition() -> None:
    white, orange, team = (
        SeatName("Bianco", "il"),
        SeatName("Arancione", "l'"),
        SeatName("Nord–Sud"),
    )
    assert "{s.il}|{s.Il}|{s.al}|{s.del}|{s.sul}".format(s=white) == (
        "il Bianco|Il Bianco|al Bianco|del Bianco|sul Bianco"
    )
    assert "{s.il}|{s.Il}|{s.al}|{s.del}|{s.dal}".format(s=orange) == (
        "l'Arancione|L'Arancione|all'Arancione|dell'Arancione|dall'Arancione"
    )
    assert "{s.il}|{s.al}|{s.del}".format(s=team) == "Nord–Sud|a Nord–Sud|di Nord–Sud"
    assert str(white) == "Bianco"  # the label
    with pytest.raises(AttributeError):
        _ = white.iL


def test_a_list_of_names_takes_each_its_article(italian: None) -> None:
    names = and_list([rules_text("tiquadra_orange"), rules_text("tiquadra_green")])
    assert names == "Arancione e Verde"
    assert f"{names.il}|{names.dal}" == "l'Arancione e il Verde|dall'Arancione e dal Verde"
    noted_name = noted(rules_text("tayu_sab"), " (Giocatore 1)")
    assert f"Vince {noted_name.il}" == "Vince il Sabotatore (Giocatore 1)"


def test_italian_sentences_name_the_seat_with_its_article(italian: None) -> None:
    tsoro = GAMES["tsoro"].new({"first": "white"})
    assert turn_text(tsoro) == "Muove il Bianco"
    assert tsoro_moves.describe(tsoro, 0, ["c1"]) == "Il Bianco mette una pedina su c1"
    tiquadra = GAMES["tiquadra"].new({})
    assert turn_text(tiquadra) == "Muove l'Arancione"
    assert t("kb.piece", seat=rules_text("white")) == "pedina del Bianco"
    assert t("draw_offered", seat=rules_text("black")) == "Proponi la patta al Nero…"
    teams = GAMES["tayu"].new({"variant": "teams"})
    assert t("to_move", seat=rules_text(teams.seat_name(0))) == "Muove Nord–Sud 1"
    assert t("win_all", seats=and_list([rules_text("tiquadra_orange"), rules_text("black")])) == (
        "Vincono l'Arancione e il Nero"
    )


def test_english_keeps_the_bare_name() -> None:
    set_language("en")
    tsoro = GAMES["tsoro"].new({"first": "white"})
    assert turn_text(tsoro) == "White to move"
    assert tsoro_moves.describe(tsoro, 0, ["c1"]) == "White placed a piece on c1"
    names = and_list([rules_text("tiquadra_orange"), rules_text("tiquadra_green")])
    assert t("win_all", seats=names) == "Orange and Green win"


def test_a_form_of_a_plain_text_reads_as_the_bare_text(italian: None) -> None:
    """A caller's own words (not a seat's name) in a form's place still read."""
    assert t("to_move", seat="Anna") == "Muove Anna"
    assert rules_text("not_your_turn", seat="Anna") == "non è il turno di Anna"


def test_the_saboteurs_win_names_the_role_with_its_article(italian: None) -> None:
    state = GAMES["tayu"].new({"variant": "saboteur", "bidding": "yes"})
    rng = random.Random(3)
    while "sab" not in state.roles:
        state.play(random_move(state, rng))  # type: ignore[arg-type]
    seat = state.roles.index("sab")
    label = seat_label(state, seat)
    assert t("tayu.sab_wins", seat=label, target=20) == (
        f"Vince il Sabotatore (Giocatore {seat + 1}): nessuno ha raggiunto 20"
    )


def test_a_votes_error_names_the_seat_in_italian(italian: None) -> None:
    """It said "Orange ha piazzato…": the rules give the English name."""
    error = AbstraktaError("tiquadra_must_vote", seat="Orange", seat_key="tiquadra_orange")
    assert error_text(error) == "L'Arancione ha piazzato almeno 3 pedine e deve votare"


def test_italian_outcome_names_the_winner_with_its_article(italian: None) -> None:
    rng = random.Random(1)
    state = GAMES["tsoro"].new({"first": "white"})
    while not state.is_over() or not state.outcome().winners:
        if state.is_over():
            state = GAMES["tsoro"].new({"first": "white"})
        state.play(random_move(state, rng))  # type: ignore[arg-type]
    winner = rules_text(state.seat_name(state.outcome().winners[0]))
    assert outcome_text(state).startswith(f"Vince il {winner} — ")


def test_after_a_colon_the_article_is_lower_case(italian: None) -> None:
    moves = ["Il Rosso riempie uno spazio forzato", "Il Rosso mette la tessera 33"]
    assert t("last_turn", moves="; ".join(moves)) == (
        "Ultimo turno: il Rosso riempie uno spazio forzato; il Rosso mette la tessera 33"
    )
    assert t("last_move", move="L'Arancione mette una pedina") == (
        "Ultima mossa: l'Arancione mette una pedina"
    )
    set_language("en")
    assert t("last_move", move="Il Rosso") == "Last move: Il Rosso"
