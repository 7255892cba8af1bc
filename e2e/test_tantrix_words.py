"""Tantrix's words on a phone (390x844), in English and Italian: a turn of
forced fills and a free move fits the status in three lines and names no
tile on the table; a forced space none of the hand's tiles fits is
explained under the step's help and by the keyboard's words, and so is
one a rule keeps the fitting tiles out of, which a tap then names."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect

from e2e.harness import ARTIFACTS, Watched, phone, spots, tap_spot, watch

#: Red's turn so far: three forced fills, the free move 33 (then tile 51
#: drawn); Red must fill two forced spaces again, and none of Red's tiles
#: fits the third (0.1).
FILLS = (
    "v1~tantrix~players.2_colours.auto~d48_d42_d23_d14_d29_d22_d45_d16_d27_d34_d52_d28_"
    "45.0.0.0_d7_34.-1.0.1_d36_52.-2.1.3_d56_36.1.-1.3_d55_27.0.-1.3_d15_48.-3.1.0_d50_"
    "42.1.0.4_d24_24.-2.0.0_d18_29.-3.2.0_d33_18.-4.3.0_d53_28.-4.2.3_d21_23.2.-2.1_d10_"
    "53.2.-1.2_d3_3.-1.-1.0_d40_40.1.-2.0_d35_35.0.-2.0_d11_21.-4.1.5_d39_14.-3.0.5_d8_"
    "8.-1.1.4_d12_12.-2.-1.5_d46_15.-1.-2.2_d4_4.-2.2.0_d49_10.-3.3.4_d5_33.3.-3.5_d51"
)
WORDS = {
    "en": (
        "Last turn: Red filled a forced space (3 times); Red placed tile 33, starting a red line",
        "The shaded space without ! stays open: none of your tiles fits it.",
        "forced space, none of your tiles fits",
    ),
    "it": (
        "Ultimo turno: il Rosso riempie uno spazio forzato (3 volte); "
        "il Rosso mette la tessera 33 e inizia una linea rossa",
        "Lo spazio ombreggiato senza ! resta aperto: nessuna tua tessera ci entra.",
        "spazio forzato, nessuna tua tessera ci entra",
    ),
}


#: Red's turn, after the free move: two forced spaces to fill again, and a
#: third (3.0) that a tile of Red's hand fits by colour but may not go on.
BARRED = (
    "v1~tantrix~players.2_colours.auto~d15_d39_d38_d49_d10_d13_d8_d16_d43_d7_d31_d14_"
    "38.0.0.0_d2_13.-1.1.4_d50_39.0.-1.3_d56_16.-1.0.1_d47_15.-2.0.5_d48_14.-1.-1.5_d45_"
    "56.1.-1.3_d25_45.-1.-2.3_d42_47.-2.-1.4_d21_8.0.-2.0_d28_25.2.-1.3_d32_7.3.-1.2_d36_"
    "36.-2.1.3_d34_32.4.-1.4_d5_21.5.-1.5_d44_44.1.0.1_d37_42.0.1.2_d23_48.2.0.4_d27"
)
BARRED_WORDS = {
    "en": (
        "The shaded space without ! stays open: a tile of yours fits its colours "
        "but would break a rule there. Tap it to see which.",
        "forced space, a rule keeps your tiles out",
        "Not allowed: ",
        "(rule ",
    ),
    "it": (
        "Lo spazio ombreggiato senza ! resta aperto: una tua tessera ne rispetta i "
        "colori ma lì violerebbe una restrizione. Toccalo per sapere quale.",
        "spazio forzato, una restrizione tiene fuori le tue tessere",
        "Mossa non permessa: ",
        "(restrizione ",
    ),
}


def centre_colour(page: Page, name: str) -> list[int]:
    """The board's colour (r, g, b) at the centre of ``abstrakta.spots()[name]``,
    once the frames a tap asked for are drawn (read at once, it could see
    the board before the last tap's redraw: a flaky red ring)."""
    page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    x, y = spots(page)[name]
    return page.evaluate(
        """([x, y]) => {
            const canvas = document.getElementById('board');
            const ratio = canvas.width / canvas.getBoundingClientRect().width;
            const d = canvas.getContext('2d').getImageData(
                Math.round(x * ratio), Math.round(y * ratio), 1, 1).data;
            return [d[0], d[1], d[2]];
        }""",
        [x, y],
    )


def tap_till_said(page: Page, name: str) -> Locator:
    """Tap the space ``name`` (twice if the first tap only zooms in) until the
    page says something; the message box."""
    message = page.locator("#message")
    for _ in range(2):
        tap_spot(page, name, touch=True)
        if message.is_visible():
            break
    return message


def is_red(rgb: list[int]) -> bool:
    """The refused space's tint over the table: red well above green."""
    return rgb[0] - rgb[1] > 25


def open_phone(
    browser: Browser, server: str, language: str, record: str = FILLS
) -> tuple[Watched, BrowserContext]:
    locale = "it-IT" if language == "it" else "en-GB"
    context = browser.new_context(locale=locale, **phone())
    app = watch(context, server)
    app.open(record)
    return app, context


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_turn_of_fills_fits_three_lines(browser: Browser, server: str, language: str) -> None:
    app, context = open_phone(browser, server, language)
    try:
        said = app.page.locator("#status small")
        expect(said).to_have_text(WORDS[language][0])
        lines = said.evaluate(
            "e => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).fontSize)"
        )
        assert lines < 3 * 1.6, lines
        assert app.errors == []
    finally:
        context.close()


@pytest.mark.parametrize("language", ["en", "it"])
def test_an_open_forced_space_is_explained(browser: Browser, server: str, language: str) -> None:
    app, context = open_phone(browser, server, language)
    try:
        page = app.page
        _, open_help, key_words = WORDS[language]
        help_line = page.locator('[data-tantrix="open-forced"]')
        expect(help_line).to_have_text(open_help)
        expect(help_line).to_be_visible()
        # The keyboard's words for that space say it too (the board in words).
        expect(page.locator("#board-text")).to_contain_text(key_words)
        page.screenshot(path=str(ARTIFACTS / f"tantrix-open-forced-{language}.png"))
        assert app.errors == []
    finally:
        context.close()


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_space_a_rule_keeps_open_is_explained(
    browser: Browser, server: str, language: str
) -> None:
    app, context = open_phone(browser, server, language, BARRED)
    try:
        page = app.page
        open_help, key_words, refused, rule = BARRED_WORDS[language]
        expect(page.locator('[data-tantrix="open-forced"]')).to_have_text(open_help)
        expect(page.locator("#board-text")).to_contain_text(key_words)
        # The info line counts only the spaces Red can fill.
        forced = {
            "en": "Forced spaces to fill first: two",
            "it": "Spazi forzati da riempire prima: due",
        }
        expect(page.locator('[data-tantrix="forced"]')).to_contain_text(forced[language])
        record = page.evaluate("abstrakta.record()")
        message = tap_till_said(page, "3.0")
        expect(message).to_contain_text(refused)
        expect(message).to_contain_text(rule)
        said = message.inner_text()
        assert "3.0" not in said and not re.search(r"-?\d+\.-?\d+", said), said
        assert page.evaluate("abstrakta.record()") == record
        # The space the message means ("a space next to it", 4.0) is ringed
        # and tinted red on the board; the next tap clears it.
        assert is_red(centre_colour(page, "4.0")), centre_colour(page, "4.0")
        assert not is_red(centre_colour(page, "2.0"))
        tap_spot(page, "3.0", touch=True)
        tap_spot(page, "-3.0", touch=True)
        assert not is_red(centre_colour(page, "4.0")), centre_colour(page, "4.0")
        page.screenshot(path=str(ARTIFACTS / f"tantrix-barred-forced-{language}.png"))
        assert app.errors == []
    finally:
        context.close()


#: Red's free move; tile 9 does not fit the colours round -1.0, tiles 22,
#: 27 and 30 do.
CHOSEN_ELSEWHERE = (
    "v1~tantrix~players.2_colours.auto~d19_d9_d38_d4_d31_d22_d3_d30_d2_d27_d7_d10_"
    "31.0.0.3_d6_10.1.-1.0_d13_2.0.1.0_d41_3.1.0.1_d37"
)
CHOSEN_WORDS = {
    "en": "Tile 9 does not fit the colours around that space; tiles 22, 27 and 30 do.",
    "it": "La tessera 9 non combacia con i colori attorno a quello spazio; "
    "le tessere 22, 27 e 30 sì.",
}


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_chosen_tile_that_does_not_fit_names_the_ones_that_do(
    browser: Browser, server: str, language: str
) -> None:
    """With a tile chosen, a tap on a space it does not fit said "None of
    your tiles fits the colours around that space" while three did (a
    keyboard player's audit)."""
    app, context = open_phone(browser, server, language, CHOSEN_ELSEWHERE)
    try:
        page = app.page
        page.locator('[data-tantrix="turn"] button[data-tile="9"]').tap()
        record = page.evaluate("abstrakta.record()")
        message = tap_till_said(page, "-1.0")
        expect(message).to_have_text(CHOSEN_WORDS[language])
        assert page.evaluate("abstrakta.record()") == record
        assert app.errors == []
    finally:
        context.close()
