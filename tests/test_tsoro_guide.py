"""Tsoro's "Show move values" guide in words (``ui.views.tsoro_words``): the
tags drawn on the board, the legend that explains them and the rings, and
what a screen reader says, in English and Italian."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from ui.i18n import set_language
from ui.views.tsoro_words import best_value, legend_rows, moves_words, value_tag, value_words


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    set_language("en")
    yield
    set_language("en")


WIN3 = {"result": "win", "moves": 3}
DRAW = {"result": "draw", "moves": None}
LOSS1 = {"result": "loss", "moves": 1}


@pytest.mark.parametrize(
    ("language", "tags", "words"),
    [
        ("en", ["W3", "D", "L1"], ["win in 3", "draw", "loss in 1"]),
        ("it", ["V3", "P", "S1"], ["vinci in 3", "patta", "perdi in 1"]),
    ],
)
def test_a_value_as_its_tag_and_as_words(language: str, tags: list, words: list) -> None:
    set_language(language)
    assert [value_tag(v) for v in (WIN3, DRAW, LOSS1)] == tags
    assert [value_words(v) for v in (WIN3, DRAW, LOSS1)] == words
    assert value_tag(None) == ""


def test_a_movable_piece_is_said_with_where_it_goes_and_what_that_leads_to() -> None:
    pairs = [("b1", DRAW), ("c2", LOSS1)]
    assert moves_words(pairs) == "draw by moving to b1; loss in 1 by moving to c2"
    set_language("it")
    assert moves_words(pairs) == "patta muovendo in b1; perdi in 1 muovendo in c2"


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_legend_explains_each_tag_and_its_number(language: str) -> None:
    set_language(language)
    rows = legend_rows(placing=True)
    tags = {kind: (tag, words) for kind, tag, words in rows if tag}
    assert set(tags) == {"win", "draw", "loss"}
    # Each example tag is the one the board draws, and its words give the
    # number in it: "W3 = you win within 3 of your moves".
    assert tags["win"][0] == value_tag({"result": "win", "moves": 3})
    assert tags["loss"][0] == value_tag({"result": "loss", "moves": 2})
    assert " 3 " in tags["win"][1] and " 2 " in tags["loss"][1]
    assert all(words.startswith(" = ") for _, words in tags.values())


@pytest.mark.parametrize(
    ("language", "ring_words"),
    [
        ("en", ["Dashed orange ring", "Dashed blue ring", "Solid blue ring"]),
        ("it", ["Anello arancione tratteggiato", "Anello blu tratteggiato", "Anello blu pieno"]),
    ],
)
def test_the_legend_names_the_rings_in_words(language: str, ring_words: list) -> None:
    set_language(language)
    placing = [(kind, words) for kind, tag, words in legend_rows(placing=True) if not tag]
    moving = [(kind, words) for kind, tag, words in legend_rows(placing=False) if not tag]
    # Placing, only the target ring is drawn; pieces move (and are picked) later.
    assert [kind for kind, _ in placing] == ["target"]
    assert [kind for kind, _ in moving] == ["target", "movable", "selected"]
    for (_, words), style in zip(moving, ring_words, strict=True):
        assert words.startswith(style + ":"), words


def test_a_movable_piece_is_tagged_with_its_best_move() -> None:
    """The tag on a piece that can move: the quickest win, else a draw,
    else the slowest loss."""
    win1, win3 = {"result": "win", "moves": 1}, {"result": "win", "moves": 3}
    draw = {"result": "draw"}
    loss1, loss4 = {"result": "loss", "moves": 1}, {"result": "loss", "moves": 4}
    assert best_value([loss1, win3, draw, win1]) == win1
    assert best_value([loss4, draw, loss1]) == draw
    assert best_value([loss1, loss4]) == loss4
    assert best_value([]) is None
