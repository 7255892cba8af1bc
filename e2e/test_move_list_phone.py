"""The move list on a phone reads as words, never notation (issue 13):
whole Tantrix and Asterismo games played through the API, in English and
Italian, then the list and the last move read as a player sees them."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser

from e2e.harness import FIXED_STARTS, phone, watch

#: Each game's notation (a cell such as f6 is a place the board shows).
NOTATION = {
    "tantrix": re.compile(r"\bd\d+\b|\d+\.-?\d+\.-?\d+\.\d"),
    "asterismo": re.compile(r"\bs[123]\b|[0-9A-Za-z]{12,}"),
}
DRAW_LINE = re.compile(r"draw:|chance|sorte", re.IGNORECASE)
PLAY_OUT = """(count) => {
  for (let i = 0; i < count; i++) {
    const moves = abstrakta.legalMoves();
    if (!moves.length) break;
    abstrakta.play(moves[(i * 7) % moves.length]);
  }
  return abstrakta.status().over;
}"""


@pytest.mark.parametrize("language", ["en-GB", "it-IT"])
@pytest.mark.parametrize("game", ["tantrix", "asterismo"])
def test_a_move_list_holds_no_notation(
    browser: Browser, server: str, game: str, language: str
) -> None:
    context = browser.new_context(**phone(locale=language))
    try:
        app = watch(context, server)
        page = app.open(FIXED_STARTS[game])
        assert page.evaluate("abstrakta.game()") == game
        page.evaluate(PLAY_OUT, 40)
        items = page.locator("#move-list li").all_inner_texts()
        assert len(items) >= 3
        for text in [*items, page.locator("#status").inner_text()]:
            assert not NOTATION[game].search(text) and not DRAW_LINE.search(text), text
        # Italian words in Italian, English in English.
        word = {
            "en-GB": r"placed|took|given|poured|drawn",
            "it-IT": r"mette|prende|data|versate|Pescate",
        }
        assert re.search(word[language], " ".join(items))
        # The notation, for those who ask for it, and back to words.
        page.locator("#notation-button").tap()
        notation = page.locator("#move-list li").all_inner_texts()
        assert notation != items and NOTATION[game].search(" ".join(notation))
        page.locator("#notation-button").tap()
        assert page.locator("#move-list li").all_inner_texts() == items
        assert app.errors == []
    finally:
        context.close()


#: A whole TiQuadra game (151 entries): the list scrolls within itself.
LONG_GAME = (
    "v1~tiquadra~~2_4_1_3_4_1_2_4_1_2_3_1_3_4_1_2_3_4_2_3_1_2_3_4_v1.3.4_4_3_2_3_2_1_2_1_1_3_"
    "2_3_2_4_3_4_4_v-.3.4_2_3_1_4_3_1_2_3_4_2_3_1_4_4_1_2_4_1_2_3_1_2_4_1_v1.1.1_4_3_2_3_1_2_"
    "1_2_1_2_1_2_4_3_4_2_1_v-.3.3_3_1_4_2_4_2_4_3_1_3_2_4_2_3_v-.4.3_3_4_2_1_3_4_v-.1.4_2_1_"
    "4_3_1_4_3_2_4_3_1_4_3_2_2_3_1_4_2_1_4_3_1_4_v1.1.2_3_4_1_4_1_3_1_4_2_4_1_2_2_3_1_3_1_"
    "v-.1.3"
)
CURRENT_IN_SIGHT = """() => {
  const list = document.querySelector('#move-list');
  const current = list.querySelector('li.current');
  const outer = list.getBoundingClientRect(), item = current.getBoundingClientRect();
  return [list.scrollHeight > list.clientHeight,
          item.top >= outer.top - 1 && item.bottom <= outer.bottom + 1,
          current.dataset.count, list.children.length];
}"""


def test_a_long_game_opened_shows_its_last_move(browser: Browser, server: str) -> None:
    """It showed the game's first moves: the list was filled (and scrolled)
    while its screen was still hidden, where nothing scrolls."""
    context = browser.new_context(**phone())
    try:
        app = watch(context, server)
        page = app.open(LONG_GAME)
        page.locator("#move-list").scroll_into_view_if_needed()
        scrolls, in_sight, count, items = page.evaluate(CURRENT_IN_SIGHT)
        assert scrolls and items > 100
        assert in_sight, f"the current entry ({count} of {items}) is scrolled out of the list"
        assert app.errors == []
    finally:
        context.close()


EDGES = """() => {
  const list = document.querySelector('#move-list');
  return [list.hasAttribute('data-more-above'), list.hasAttribute('data-more-below'),
          getComputedStyle(list).maskImage];
}"""


def test_an_end_scrolled_out_of_sight_fades(browser: Browser, server: str) -> None:
    """The list scrolled to its last move showed a sliver of an entry at its
    top, cut through its words, as if drawn wrong; that end now fades, as a
    list with more above does, and the other end when scrolled back."""
    context = browser.new_context(**phone())
    try:
        app = watch(context, server)
        page = app.open(LONG_GAME)
        page.locator("#move-list").scroll_into_view_if_needed()
        above, below, mask = page.evaluate(EDGES)
        assert (above, below) == (True, False)
        assert "linear-gradient" in mask, mask
        page.locator("#move-list").evaluate("(list) => { list.scrollTop = 0; }")
        page.wait_for_function("() => !document.querySelector('#move-list[data-more-above]')")
        assert page.evaluate(EDGES)[:2] == [False, True]
        # A list that holds all its entries fades nowhere.
        page.evaluate("abstrakta.newGame('tsoro', {})")
        page.evaluate("abstrakta.play(abstrakta.legalMoves()[0])")
        page.wait_for_function("() => document.querySelectorAll('#move-list li').length == 1")
        assert page.evaluate(EDGES)[:2] == [False, False]
        assert app.errors == []
    finally:
        context.close()


@pytest.mark.parametrize("language", ["en-GB", "it-IT"])
def test_a_new_games_list_says_it_is_empty(browser: Browser, server: str, language: str) -> None:
    """A new game's list was a blank box with "Show the notation" under it."""
    empty = {"en-GB": "No moves yet.", "it-IT": "Ancora nessuna mossa."}[language]
    shown = "getComputedStyle(document.querySelector('#move-list'), '::before').content"
    context = browser.new_context(**phone(locale=language))
    try:
        app = watch(context, server)
        page = app.open("v1~tiquadra~~")
        assert page.evaluate(shown) == f'"{empty}"'
        assert not page.locator("#notation-button").is_visible()
        page.evaluate("abstrakta.play(abstrakta.legalMoves()[0])")
        assert page.locator("#move-list li").count() == 1
        assert page.evaluate(shown) == "none"
        assert page.locator("#notation-button").is_visible()
        assert app.errors == []
    finally:
        context.close()
