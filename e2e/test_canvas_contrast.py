"""Every word a board draws on its canvas meets WCAG's contrast (4.5:1,
3:1 for large text), measured on the pixels of a 2x phone, over positions
of every game in both languages. axe reads the page's text only.

Before (measured so over random positions): TiQuadra's placement labels
were white on the mover's colour (2.7:1 on orange, 4.3:1 on green), the
tag "to place" 4.2:1, and a dimmed corner's words faded with it (3.4:1,
its tag 2.3:1); Asterismo's empty cells' names 2.5:1 (at 8 px); the '!'
of a forced Tantrix space 2.8:1. And a card over the board wraps its
words rather than narrowing them."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser

from abstrakta.core import CHANCE
from abstrakta.games import GAMES
from abstrakta.record import encode
from e2e.canvas_text import RECORD_TEXTS, BoardText, board_texts
from e2e.harness import phone, watch


def positions(game: str, rng: random.Random) -> Iterator[Any]:
    """Positions of ``game`` after random moves, each a person's turn (or
    a vote): the start and a few further on."""
    for depth in (0, 6, 14, 30):
        state = GAMES[game].new({})
        while not state.is_over():
            if len(state.history) >= depth and state.current_player() != CHANCE:
                break
            if state.current_player() == CHANCE:
                state.play(state.sample_chance(rng))
            else:
                state.play(rng.choice(state.legal_moves()))
        yield state


def tantrix_forced(rng: random.Random) -> Any:
    """A Tantrix position whose mover must fill a forced space (its '!')."""
    while True:
        state = GAMES["tantrix"].new({})
        while not state.is_over():
            if state.current_player() == CHANCE:
                state.play(state.sample_chance(rng))
            elif state.fillable_forced_spaces():
                return state
            else:
                state.play(rng.choice(state.legal_moves()))


def tiquadra_each_mover(rng: random.Random) -> Iterator[Any]:
    """TiQuadra mid-building with each seat to move (its labels in its
    colour), and one with a corner dimmed (a seat whose hand is empty)."""
    wanted = {0, 1, 2, "dim"}
    while wanted:
        state = GAMES["tiquadra"].new({})
        while not state.is_over() and wanted:
            seat = state.to_move
            if state.phase == "build" and seat in wanted and len(state.history) > 3:
                wanted.discard(seat)
                yield state.clone()
            if state.phase == "build" and "dim" in wanted and 0 in state.hands:
                wanted.discard("dim")
                yield state.clone()
            state.play(rng.choice(state.legal_moves()))


@pytest.mark.parametrize(
    ("language", "scheme"), [("en-GB", "light"), ("it-IT", "light"), ("it-IT", "dark")]
)
def test_every_word_on_a_board_is_legible(
    browser: Browser, server: str, language: str, scheme: str
) -> None:
    """In the dark scheme the canvas's clear pixels show the dark page: a
    word drawn there in dark ink would vanish."""
    rng = random.Random(f"canvas-contrast/{language}")
    options = phone(locale=language, device_scale_factor=2, color_scheme=scheme)
    context = browser.new_context(**options)
    context.add_init_script(RECORD_TEXTS)
    try:
        app = watch(context, server)
        page = app.open()
        states = [s for game in GAMES for s in positions(game, rng)]
        states += [tantrix_forced(rng), *tiquadra_each_mover(rng)]
        low: list[tuple[str, BoardText]] = []
        seen: dict[str, set[str]] = {game: set() for game in GAMES}
        for state in states:
            record = encode(state)
            page.evaluate("window.__boardTexts = []")
            assert page.evaluate("r => abstrakta.load(r)", record) is None, record
            for text in board_texts(page):
                seen[record.split("~")[1]].add(text.text)
                if text.ratio < text.needs:
                    low.append((record, text))
        assert low == [], low[:5]
        # the words the fixes are about were measured
        assert "!" in seen["tantrix"]
        assert len([name for name in seen["asterismo"] if name[0].isalpha()]) >= 10
        kinds = {"birth", "growth", "branching", "lowest"} | {
            "nascita",
            "crescita",
            "diramazione",
            "la più bassa",
        }
        assert seen["tiquadra"] & kinds, seen["tiquadra"]
        assert seen["tiquadra"] & {"skipped", "salta"}, seen["tiquadra"]  # a dimmed corner
        assert seen["tayu"] >= {"a", "r", "1", "18"}
        assert app.errors == []
    finally:
        context.close()


#: All three vote, each in secret: the device goes to Orange first.
HANDOVER = "v1~tiquadra~~1_2_3_4_2_3_4_1_3_4_2_3_4_2_3_1_1_3_4_2_3_4_1_4"


@pytest.mark.parametrize("small", [False, True])
def test_a_card_over_the_board_wraps_its_words(browser: Browser, server: str, small: bool) -> None:
    """TiQuadra's "pass the device" card in Italian: each line fits the
    card at its size (one line squeezed to fit, the title was narrowed to
    72% on a 390 px phone)."""
    context = browser.new_context(**phone(small, locale="it-IT"))
    context.add_init_script(RECORD_TEXTS)
    try:
        app = watch(context, server)
        page = app.open()
        page.evaluate("window.__boardTexts = []")
        assert page.evaluate("r => abstrakta.load(r)", HANDOVER) is None
        page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
        texts = page.evaluate("window.__boardTexts.map(t => [t.text, t.squeeze])")
        assert any("dispositivo" in text for text, _ in texts), texts
        narrowed = [(text, squeeze) for text, squeeze in texts if squeeze < 0.97]
        assert narrowed == []
        assert app.errors == []
    finally:
        context.close()
