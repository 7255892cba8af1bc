"""Asterismo's words on the page as a newcomer reads them: a piece in the
tree shows no cell name, so the pieces a take would make fall are said by
colour (the board crosses them out); the end card says how the game ended
once; the Italian texts put the article before "Giocatore N" and call the
pour one thing."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from types import ModuleType

import pytest
from ui.howto import asterismo as howto
from ui.i18n import UI, set_language
from ui.learn import asterismo as learn
from ui.views import asterismo_words
from ui.views.asterismo_words import (
    effect_words,
    end_line,
    fall_banner,
    ghost_words,
    take_question,
)
from ui.words import asterismo as move_words

from abstrakta.games.asterismo import AsterismoState, parse_cell
from abstrakta.record import decode

#: Two players, the share and two takes: k4 would make k5 (yellow) fall,
#: j7 would make k7 and j8 (both blue) fall.
PLAYING = "v1~asterismo~players.2_silent.no~00EbOyaAWt7dIZIN33e8u.HuwXt3ogEc5RE06g1_s2_s2_s2_f7_j5"
#: Played on safely until no safe take is left.
STUCK = (
    "v1~asterismo~players.2_silent.no~00EbOyaAWt7dIZIN33e8u.HuwXt3ogEc5RE06g1_s2_s2_s2"
    "_f6_j3_i8_e7_h5_j5_d10_h6_c6_i3_f5_f4_e8_j6_g8_k3_e10_e9_c7_e6"
)
CELL = re.compile(r"\b[a-k](?:1[01]|[1-9])\b")


@pytest.fixture
def language() -> Iterator[None]:
    yield
    set_language("en")


def state_of(record: str) -> AsterismoState:
    state = decode(record).state
    assert isinstance(state, AsterismoState)
    return state


def test_a_take_that_loses_says_the_falling_pieces_by_colour(language: None) -> None:
    state = state_of(PLAYING)
    one, two = state.effect(parse_cell("k4")), state.effect(parse_cell("j7"))  # type: ignore[arg-type]
    set_language("en")
    assert fall_banner(one) == "A piece would fall!"
    assert fall_banner(two) == "2 pieces would fall!"
    assert effect_words(state, two) == (
        "Taking this blue piece makes 2 blue pieces fall (crossed out on the board): "
        "you would all lose."
    )
    set_language("it")
    # the verb agrees with one piece or several
    assert fall_banner(one) == "Cadrebbe una pedina!"
    assert fall_banner(two) == "Cadrebbero 2 pedine!"
    assert effect_words(state, one).startswith(
        "Se prendi questa pedina gialla, cade una pedina gialla (barrata sul tavoliere)"
    )
    assert effect_words(state, two).startswith(
        "Se prendi questa pedina blu, cadono 2 pedine blu (barrate sul tavoliere)"
    )
    for effect in (one, two):
        assert not CELL.search(fall_banner(effect) + effect_words(state, effect))


def test_the_selected_and_the_suggested_piece_are_said_by_colour(language: None) -> None:
    """The board rings the selected piece and the hint's: the words say its
    colour, never its cell (a piece shows no name; "k4" is nowhere to see)."""
    state = state_of(PLAYING)
    yellow, blue = parse_cell("k4"), parse_cell("j7")
    assert yellow is not None and blue is not None
    set_language("en")
    assert take_question(state, yellow) == "Take this yellow piece?"
    assert ghost_words(state, blue) == "Suggested: take the ringed blue piece."
    assert move_words.describe(state, 0, ["k4"], hint=True) == "take the ringed yellow piece"
    set_language("it")
    # pedina is feminine: gialla, rossa, blu
    assert take_question(state, yellow) == "Prendere questa pedina gialla?"
    assert take_question(state, blue) == "Prendere questa pedina blu?"
    assert ghost_words(state, yellow) == "Suggerimento: prendi la pedina gialla cerchiata."
    assert move_words.describe(state, 0, ["j7"], hint=True) == "prendi la pedina blu cerchiata"
    # the move list still names the hole the piece leaves (it shows its name)
    assert move_words.describe(state, 0, ["k4"]) == "Il Giocatore 1 prende la pedina gialla su k4"


def test_no_text_about_a_piece_in_the_tree_has_a_cell() -> None:
    """The selection's question, the hint, the ghost: no {cell} to fill."""
    assert asterismo_words  # its texts are registered
    for language in ("en", "it"):
        for key in ("ast.take_q", "ast.ghost_take", "w.ast.take.hint"):
            assert "{cell}" not in UI[language][key], (language, key)
        assert "ast.next_take" not in UI[language]  # was never shown


def test_the_end_says_what_fell_by_colour_and_once(language: None) -> None:
    set_language("en")
    lost = state_of(PLAYING + "_j7")
    assert end_line(lost) == "Player 1 took j7: 2 blue pieces fell from the tree (crossed out)."
    set_language("it")
    assert end_line(lost) == "Il Giocatore 1 ha preso j7: sono cadute 2 pedine blu (barrate)."
    assert end_line(state_of(PLAYING + "_k4")) == (
        "Il Giocatore 1 ha preso k4: è caduta una pedina gialla (barrata)."
    )
    assert end_line(state_of(STUCK)) == (
        "Il Giocatore 2 ha preso e6: da lì in poi ogni presa avrebbe fatto cadere pedine o "
        "spezzato l'albero (ne restavano 40)."
    )


def test_no_text_names_the_pieces_that_fall_by_their_cells() -> None:
    assert asterismo_words  # its texts are registered
    for language in ("en", "it"):
        for key, text in UI[language].items():
            if key.startswith("ast.") and ("fall" in key or "split" in key):
                assert "{cells}" not in text, (language, key)


def test_italian_puts_the_article_before_giocatore() -> None:
    """ "dato al Giocatore 2", "Segni del Giocatore 1", never "a Giocatore"."""
    bare = re.compile(r"\b(a|di|da) \{(seat|who)\}")
    wrong = [
        (key, text)
        for key, text in UI["it"].items()
        if key.startswith(("ast.", "w.ast.", "kb.ast.")) and bare.search(text)
    ]
    assert wrong == []


def test_italian_calls_the_pour_a_versata_everywhere() -> None:
    texts = [section.title for section in howto.IT[1]] + list(learn.LESSON.end)
    texts += [text for section in howto.IT[1] for text in section.paragraphs]
    joined = " ".join(texts).lower()
    assert "colata" not in joined and "versamento" not in joined
    assert "versata" in joined


def test_a_solver_that_did_not_answer_is_said_in_words(
    language: None, page_module: Callable[[str], ModuleType]
) -> None:
    """ "Can we still win?" unanswered: the worker's ``timeout`` and its
    could-not-load marker were quoted as they came ("The solver could not
    answer: timeout", in English inside the Italian too)."""
    from ui.players import UNAVAILABLE

    answer_text = page_module("ui.views.asterismo_panel").answer_text

    for lang in ("en", "it"):
        set_language(lang)
        for error in ("timeout", UNAVAILABLE):
            text = answer_text({"error": error})
            assert "timeout" not in text and UNAVAILABLE not in text, text
        assert answer_text({"error": UNAVAILABLE}) == UI[lang]["computer_unavailable"]
        crashed = answer_text({"error": "Traceback (most recent call last):\nValueError: boom"})
        assert crashed.endswith("boom") and "Traceback" not in crashed
    set_language("it")
    assert answer_text({"error": "timeout"}).startswith("Il risolutore non ha risposto in tempo")
    assert answer_text({"winnable": True}) == UI["it"]["ast.win_yes"]
