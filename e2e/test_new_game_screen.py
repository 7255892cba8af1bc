"""The new-game screen on a phone (issue 13): every game starts with one
tap on Start (sensible defaults), every option has a line saying what it
does, seats are named, and the computer's seats are large choices."""

from __future__ import annotations

from io import BytesIO

import pytest
from PIL import Image
from playwright.sync_api import Browser, Page, expect

from e2e.harness import ARTIFACTS, phone, watch

GAMES = ("tsoro", "tayu", "tantrix", "tiquadra", "asterismo")
BOXES = "labels => labels.map(label => label.getBoundingClientRect().toJSON())"


@pytest.mark.parametrize("language", ["en-GB", "it-IT"])
def test_every_game_starts_with_one_tap(browser: Browser, server: str, language: str) -> None:
    context = browser.new_context(**phone(locale=language))
    try:
        app = watch(context, server)
        page = app.open()
        for game in GAMES:
            page.locator(f'#game-list button[data-game="{game}"]').tap()
            dialog = page.locator("#dialog")
            expect(dialog).to_be_visible()
            for fieldset in dialog.locator("fieldset:visible").all():
                if fieldset.locator("input[name^=seat]").count():
                    continue
                expect(fieldset.locator(".option-hint")).not_to_be_empty()
            # No seat is a number; each seat's choices are large targets.
            seat_rows = dialog.locator(".seat-row")
            assert seat_rows.count() >= 2
            # The first time, the player against the computer (playing alone
            # is the main use): a person in the first seat, Normal in the rest.
            seats = {k: v for k, v in checked(page).items() if k.startswith("seat")}
            assert seats == {f"seat{i}": "normal" if i else "person" for i in range(len(seats))}
            for name in seat_rows.locator(".seat-name").all_inner_texts():
                assert name and not name.strip().isdigit()
            box = seat_rows.first.locator("label").first.bounding_box()
            assert box is not None and box["height"] >= 44 and box["width"] >= 44
            # A seat's choices read as one row of joined buttons: none wraps
            # alone onto a second line (on a 390 px phone "Strong" used to).
            for row in seat_rows.all():
                tops = {round(b["y"]) for b in row.locator("label").evaluate_all(BOXES)}
                assert len(tops) == 1, (game, row.inner_text())
            if game == "tayu":
                labels = dialog.locator('label:visible:has(input[name="first"])').all_inner_texts()
                assert len(labels) == 2, labels  # the two seats of a two-player game
                assert not any(label.strip().isdigit() for label in labels), labels
                page.screenshot(path=str(ARTIFACTS / f"new-game-tayu-{language}.png"))
            # Start is in sight as the screen opens, however long it is (Ta
            # Yü's scrolls on a phone: its buttons stay at the bottom edge).
            expect(dialog.locator('button[value="start"]')).to_be_in_viewport(ratio=1)
            dialog.locator('button[value="start"]').tap()
            expect(page.locator("#play")).to_be_visible()
            assert page.evaluate("abstrakta.game()") == game
            page.locator("#home-button").tap()
        assert app.errors == []
    finally:
        context.close()


def test_a_computer_seat_is_chosen_with_one_tap(browser: Browser, server: str) -> None:
    context = browser.new_context(**phone())
    try:
        app = watch(context, server)
        page = app.open()
        page.locator('#game-list button[data-game="tsoro"]').tap()
        # What a level means, said where it is chosen (Tsoro is solved).
        levels = page.locator("#dialog fieldset:has(.seat-row) .option-hint")
        expect(levels).to_have_text(
            "Easy makes a mistake now and then; Normal and Strong play perfectly"
            " (this small game is solved)."
        )
        page.locator("#dialog .seat-row").nth(1).get_by_text("Easy").tap()
        page.locator('#dialog button[value="start"]').tap()
        expect(page.locator("#play")).to_be_visible()
        assert page.evaluate("abstrakta.play('b2')") is None
        page.wait_for_function("abstrakta.record().split('~')[3].split('_').length === 2")
    finally:
        context.close()


@pytest.mark.parametrize(
    ("locale", "words"),
    [("en-GB", "The computer is your partner"), ("it-IT", "Il computer gioca con te")],
)
def test_asterismo_says_the_computer_is_a_partner(
    browser: Browser, server: str, locale: str, words: str
) -> None:
    """Asterismo is cooperative: the generic "Easy makes a mistake now and
    then" read as if Easy made the game easier (a newcomer's audit)."""
    context = browser.new_context(**phone(locale=locale))
    try:
        page = watch(context, server).open()
        page.locator('#game-list button[data-game="asterismo"]').tap()
        levels = page.locator("#dialog fieldset:has(.seat-row) .option-hint")
        expect(levels).to_contain_text(words)
    finally:
        context.close()


def checked(page: Page) -> dict[str, str]:
    """What the open new-game screen has chosen, by input name."""
    values = page.locator("#dialog input:checked, #dialog input[type=number]").evaluate_all(
        "inputs => inputs.map(input => [input.name, input.value])"
    )
    return dict(values)


def test_the_screen_opens_as_the_last_game_was_started(browser: Browser, server: str) -> None:
    """Playing the computer again is one tap on Start: the screen keeps the
    last choices of each game (across a reload), or those of the game on
    the table; what it cannot read gives the defaults, never an error."""
    context = browser.new_context(**phone())
    try:
        app = watch(context, server)
        page = app.open()
        page.locator('#game-list button[data-game="tantrix"]').tap()
        dialog = page.locator("#dialog")
        dialog.locator('label:has(input[name="players"][value="3"])').tap()
        dialog.locator(".seat-row").nth(2).get_by_text("Strong").tap()
        dialog.locator('button[value="start"]').tap()
        expect(page.locator("#play")).to_be_visible()
        chosen = {"players": "3", "seat0": "person", "seat1": "normal", "seat2": "strong"}
        page.locator("#new-button").tap()  # the game on the table
        assert checked(page) | chosen == checked(page)
        dialog.locator('button[value=""]').tap()
        page.reload()
        app.wait_ready()
        page.locator("#home-button").tap()
        page.locator('#game-list button[data-game="tantrix"]').tap()  # after a reload
        assert checked(page) | chosen == checked(page)
        dialog.locator('button[value=""]').tap()
        page.locator('#game-list button[data-game="tiquadra"]').tap()  # another game
        assert checked(page) == {"seat0": "person", "seat1": "normal", "seat2": "normal"}
        dialog.locator('button[value=""]').tap()
        for kept, seat1 in (
            # A level that does not exist: the seats' defaults, as the first time.
            ('{"tantrix": {"options": {"players": "9"}, "seats": {"2": "grandmaster"}}}', "normal"),
            ("]", "normal"),  # nothing readable: as the first time
        ):
            page.evaluate("kept => localStorage.setItem('abstrakta.choices', kept)", kept)
            page.locator('#game-list button[data-game="tantrix"]').tap()
            assert checked(page) == {"players": "2", "colours": "auto", "seat0": "person"} | {
                "seat1": seat1
            }
            dialog.locator('button[value=""]').tap()
        assert app.errors == []
    finally:
        context.close()


def test_new_game_in_a_game_starts_from_the_game_on_the_table(
    browser: Browser, server: str
) -> None:
    """A link to a game against the computer: its New game offers the same
    opponent again (Black, easy), though this device never chose it."""
    context = browser.new_context(**phone())
    try:
        app = watch(context, server)
        page = app.open("v1~tsoro~first.black~b2~ai0.easy")
        page.locator("#new-button").tap()
        assert checked(page) == {"first": "black", "seat0": "easy", "seat1": "person"}
        assert app.errors == []
    finally:
        context.close()


def test_the_seats_show_on_a_phone_on_its_side_and_more_below_is_shown(
    browser: Browser, server: str
) -> None:
    """A phone on its side (844x390): Tsoro's seats and their levels are in
    sight above Cancel and Start without scrolling (a player who wanted the
    computer pressed Start unaware of them, and played a person). A screen
    that does scroll (Ta Yü on a phone) scrolls its body only, which shows a
    shadow at its edge: there is more below the buttons' line."""
    context = browser.new_context(**phone(viewport={"width": 844, "height": 390}))
    try:
        app = watch(context, server)
        page = app.open()
        page.locator('#game-list button[data-game="tsoro"]').tap()
        dialog = page.locator("#dialog")
        buttons = dialog.locator("#dialog-buttons").bounding_box()
        assert buttons is not None
        for row in dialog.locator(".seat-row .segmented").all():
            box = row.bounding_box()
            assert box is not None and box["y"] + box["height"] <= buttons["y"], (box, buttons)
        for label in dialog.locator("label:visible").all():
            box = label.bounding_box()
            assert box is not None and box["height"] >= 44, box
        dialog.locator('button[value=""]').tap()
        page.set_viewport_size({"width": 390, "height": 844})
        page.locator('#game-list button[data-game="tayu"]').tap()
        body = dialog.locator("#dialog-body")
        assert body.evaluate("body => body.scrollHeight > body.clientHeight")
        assert body.evaluate("body => getComputedStyle(body).backgroundAttachment") == (
            "local, local, scroll, scroll"
        )
        assert dialog.evaluate("dialog => dialog.scrollHeight <= dialog.clientHeight")
        assert app.errors == []
    finally:
        context.close()


def edge_greys(page: Page) -> tuple[int, int]:
    """The darkest grey (0-255) along the dialog body's top edge and along
    its bottom edge (4 px rows, from a pixel outside it; inside its sides)."""
    box = page.locator("#dialog-body").evaluate("body => body.getBoundingClientRect().toJSON()")
    found = []
    for y in (box["top"] - 1, box["bottom"] - 3):
        clip = {"x": box["left"] + 2, "y": y, "width": box["width"] - 4, "height": 4}
        shot = Image.open(BytesIO(page.screenshot(clip=clip))).convert("L")
        found.append(min(shot.getextrema()))
    return found[0], found[1]


@pytest.mark.parametrize("language", ["en-GB", "it-IT"])
def test_a_screen_that_does_not_scroll_shows_no_shadow_line(
    browser: Browser, server: str, language: str
) -> None:
    """The body's scroll shadows show only where there is more to scroll
    to. At a fractional top or bottom (200.4 px: TiQuadra's screen in
    Italian on a 390x844 phone), a shadow's edge showed past its cover: a
    grey hairline (grey 185 of 255) under the dialog's top or over its
    buttons, on 4 of the 8 new-game screens that fit (at a phone's 2x
    pixels; at 1x the edge rounds away)."""
    context = browser.new_context(**phone(locale=language, device_scale_factor=2))
    try:
        app = watch(context, server)
        page = app.open()
        body = page.locator("#dialog-body")
        for game in GAMES:
            page.locator(f'#game-list button[data-game="{game}"]').tap()
            # The settled screen: under CI's load one capture, taken at
            # once, caught a faint top line (240) that a rerun never showed.
            page.wait_for_selector("#dialog[open]")
            page.evaluate("() => new Promise(r => requestAnimationFrame(() => setTimeout(r, 300)))")
            top, bottom = edge_greys(page)
            if body.evaluate("body => body.scrollHeight > body.clientHeight"):
                assert game == "tayu", game  # more below: its bottom shadow shows
                assert top >= 250 and bottom < 230, (game, top, bottom)
            else:
                assert min(top, bottom) >= 250, (game, top, bottom)
            page.locator('#dialog button[value=""]').tap()
        assert app.errors == []
    finally:
        context.close()


def test_a_new_game_starts_at_the_top_of_the_page(browser: Browser, server: str) -> None:
    """A phone audit: New game from a Ta Yü end card scrolled down opened
    the new board 180 px down, the bar and its top rows out of sight."""
    context = browser.new_context(**phone())
    try:
        app = watch(context, server)
        page = app.open("v1~tayu~~")
        page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        assert page.evaluate("window.scrollY") > 100
        page.locator("#new-button").tap()
        page.locator('#dialog button[value="start"]').tap()
        page.wait_for_function("window.scrollY === 0")
        expect(page.locator("#board")).to_be_in_viewport(ratio=0.9)
        assert app.errors == []
    finally:
        context.close()


def test_a_seat_the_options_add_joins_the_computers(browser: Browser, server: str) -> None:
    """A phone audit: three players chosen in Tantrix against the computer
    left the new third seat a person's; with one person at the table it is
    the computer's (at the last computer seat's level), with two people a
    person's."""
    context = browser.new_context(**phone())
    try:
        app = watch(context, server)
        page = app.open()
        page.locator('#game-list button[data-game="tantrix"]').tap()
        dialog = page.locator("#dialog")
        assert checked(page)["seat1"] == "normal"
        dialog.locator('label:has(input[name="players"][value="3"])').tap()
        assert checked(page)["seat2"] == "normal"
        dialog.locator(".seat-row").nth(1).get_by_text("Person").tap()
        dialog.locator('label:has(input[name="players"][value="4"])').tap()
        assert checked(page)["seat3"] == "person", "two people: a person's seat"
        assert app.errors == []
    finally:
        context.close()
