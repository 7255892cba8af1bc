"""Ta Yü as a newcomer meets it on a phone (390 x 844, touch): the
new-game screen names the first player of a bidding game as the seats are
named ("Player 1"), the bidding says when a player may not pass and what
the bid box wants, and a tile refused on the board names the side in words.
"""

from __future__ import annotations

import re

from playwright.sync_api import Browser, expect

from e2e.harness import ARTIFACTS, phone, tap_spot, watch

#: A saboteur game after its bidding and 15 tiles; Player 1 (the saboteur)
#: has drawn tile 5 (the same game as tests/test_tayu_newcomer_words.py).
MIDDLE = (
    "v1~tayu~variant.saboteur_tiles.bag_first.0_target.24_bidding.yes~bid30_pass_pass_"
    "t7_7n.g9_t11_11w.i10_t18_18s.j9_t18_18e.k10_t8_8s.e10_t6_6s.f12_t16_16n.l12_t14_"
    "14s.m13_t25_25w.e7_t19_19e.n14_t27_27e.j11_t22_22e.d6_t4_4w.m15_t2_2s.o16_t1_1s."
    "c11_t5"
)


def test_a_bidding_games_first_player_is_named_as_the_seats_are(
    browser: Browser, server: str
) -> None:
    context = browser.new_context(**phone(locale="en-GB"))
    try:
        app = watch(context, server)
        page = app.open()
        # The new-game screen: with bidding nobody has a role yet, so the
        # first player is named as the seats below it are ("Player 1").
        page.get_by_role("button", name=re.compile("^Ta Yü")).click()
        dialog = page.locator("#dialog")
        dialog.locator('input[value="saboteur"]').check()
        dialog.locator('input[name="bidding"][value="yes"]').check()
        first = dialog.locator('input[name="first"] >> visible=true')
        expect(first).to_have_count(3)
        labels = [
            str(label).strip()
            for label in first.evaluate_all("rs => rs.map(r => r.parentElement.textContent)")
        ]
        assert labels == ["Player 1", "Player 2", "Player 3"], labels
        dialog.locator('input[name="bidding"][value="no"]').check()
        expect(dialog.locator('input[name="first"][value="0"]').locator("..")).to_have_text(
            "North–South"
        )
        assert app.errors == []
    finally:
        context.close()


def test_bidding_on_a_phone_says_what_to_do_in_words(browser: Browser, server: str) -> None:
    context = browser.new_context(**phone(locale="en-GB"))
    try:
        app = watch(context, server)
        # Both others passed: the third player must bid, and is told so.
        page = app.open(
            "v1~tayu~variant.saboteur_tiles.bag_first.0_target.24_bidding.yes~pass_pass"
        )
        status = page.locator("#status")
        expect(status).to_contain_text("Player 3: name a target")
        expect(status).not_to_contain_text("or pass")
        scores = page.locator('[data-tayu="scores"]')
        expect(scores.locator('[data-role="ns"]')).to_contain_text("North–South (to be decided)")
        expect(scores.locator('[data-role="ew"]')).to_contain_text("East–West (to be decided)")
        # An empty box is answered in words, not "not a move of this game".
        field = page.locator('[data-tayu="bid"]')
        field.fill("")
        page.get_by_role("button", name="Bid", exact=True).tap()
        message = page.locator("#message")
        expect(message).to_contain_text("type the target as a whole number from 1 to 484")
        expect(message).not_to_contain_text("not a move")
        assert str(page.evaluate("abstrakta.record()")).endswith("pass_pass")
        page.screenshot(path=str(ARTIFACTS / "tayu-newcomer-bid.png"), full_page=True)
        # The phone keyboard's Enter bids.
        field.fill("30")
        field.press("Enter")
        page.wait_for_function("abstrakta.record().includes('pass_pass_bid30')")
        expect(status).to_contain_text("Player 3 is the saboteur, target 30")
        expect(scores).not_to_contain_text("to be decided")
        assert app.errors == []
    finally:
        context.close()


def test_a_refused_tile_names_the_side_in_italian(browser: Browser, server: str) -> None:
    context = browser.new_context(**phone(locale="it-IT"))
    try:
        app = watch(context, server)
        page = app.open(MIDDLE)
        expect(page.locator("#status")).to_contain_text("Sabotatore (Giocatore 1): posa la tessera")
        tap_spot(page, "a8", touch=True)  # the first tap zooms in
        tap_spot(page, "a8", touch=True)  # tile 5 facing north: it would wall in d8
        message = page.locator("#message")
        expect(message).to_contain_text("lo sbocco sul lato ovest di d8")
        expect(message).not_to_contain_text("lato w")
        page.screenshot(path=str(ARTIFACTS / "tayu-newcomer-refused.png"))
        assert app.errors == []
    finally:
        context.close()


#: A bidding game the saboteur (Player 1, target 1) won: a drawn tile fit
#: nowhere before anyone scored.
SABOTEUR_WON = (
    "v1~tayu~variant.saboteur_tiles.bag_first.0_target.24_bidding.yes~bid69_bid9_bid5_bid1_"
    "pass_pass_t14_14n.i10_t23_23w.j7_t14_14s.k11_t12_12e.i6_t20_20s.f8_t21_21s.c8_t17_"
    "17w.h5_t26_26e.g4_t1"
)


def test_the_saboteurs_win_names_the_player(browser: Browser, server: str) -> None:
    """It said "The saboteur wins" without saying who that was."""
    for locale, words in (
        ("en-GB", "Saboteur (Player 1) wins: nobody reached 1"),
        ("it-IT", "Vince il Sabotatore (Giocatore 1): nessuno ha raggiunto 1"),
    ):
        context = browser.new_context(**phone(locale=locale))
        try:
            app = watch(context, server)
            page = app.open(SABOTEUR_WON)
            expect(page.locator("#status")).to_contain_text(words)
            assert app.errors == []
        finally:
            context.close()
