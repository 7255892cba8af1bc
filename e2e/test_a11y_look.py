"""The look of issue 15 on a phone: touch targets of 44 px, text at 200%
without loss, reduced motion respected; and dialogs named, holding the
keyboard while open and giving the focus back when closed."""

from __future__ import annotations

import random
from collections.abc import Iterator
from io import BytesIO

import pytest
from PIL import Image
from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect

from e2e import keyboard as kb
from e2e.harness import FIXED_STARTS, Watched, phone, watch
from e2e.targets import small_targets
from e2e.text_zoom import at_200_percent

GAMES = ("tsoro", "tayu", "tantrix", "tiquadra", "asterismo")


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    """A phone, as the app is judged on (replaces the desktop default)."""
    context = browser.new_context(**phone())
    yield context
    context.close()


def a_few_moves(page: Page, game: str, moves: int = 7) -> None:
    """A position mid-game (set up through the API: what is looked at is
    the screen)."""
    assert page.evaluate("g => abstrakta.newGame(g, {}, {})", game) is None
    rng = random.Random(15)
    for _ in range(moves):
        page.wait_for_function(
            "(s => s.over || s.toMoveName !== 'chance')(abstrakta.status())", timeout=30_000
        )
        legal = page.evaluate("abstrakta.legalMoves()")
        if not legal:
            break
        page.evaluate("m => abstrakta.play(m)", rng.choice(legal))
    page.wait_for_timeout(200)


def test_touch_targets_are_44_px(app: Watched) -> None:
    page = app.open()
    found = {"home": small_targets(page)}
    for game in GAMES:
        page.locator(f"button[data-game={game}]").click()
        page.wait_for_selector("#dialog[open]")
        found[f"{game}: new game"] = small_targets(page)
        page.keyboard.press("Escape")
        a_few_moves(page, game)
        found[f"{game}: mid-game"] = small_targets(page)
        page.locator("#home-button").click()
    assert {where: small for where, small in found.items() if small} == {}


def test_a_short_move_list_is_still_a_44_px_target(app: Watched) -> None:
    """The move list takes the focus (it scrolls): with one or two moves in
    it (an Asterismo pour can end the game at the first take) it was 19 or
    38 px tall, too small to tap."""
    page = app.open()
    page.locator("button[data-game=tsoro]").click()
    page.wait_for_selector("#dialog[open]")
    page.keyboard.press("Escape")
    a_few_moves(page, "tsoro", moves=1)
    assert page.locator("#move-list li").count() == 1
    assert small_targets(page) == []


@pytest.mark.parametrize("language", ["en", "it"])
def test_text_at_200_percent_loses_nothing(browser: Browser, server: str, language: str) -> None:
    context = browser.new_context(**phone())
    context.add_init_script(f"localStorage.setItem('abstrakta.language', '{language}')")
    app = watch(context, server)
    page = app.open()
    found = {"home": at_200_percent(page)}
    for game in GAMES:
        page.locator(f"button[data-game={game}]").click()
        page.wait_for_selector("#dialog[open]")
        found[f"{game}: new game"] = at_200_percent(page)
        page.keyboard.press("Escape")
        a_few_moves(page, game)
        found[f"{game}: mid-game"] = at_200_percent(page)
        page.locator("#home-button").click()
    context.close()
    assert {where: lost for where, lost in found.items() if lost} == {}
    assert app.errors == []


def test_reduced_motion_stops_css_motion(app: Watched) -> None:
    """Any transition or animation the page (or a view) gives an element
    is cut to nothing when the player asks for reduced motion."""
    page = app.open()
    moving = """() => { const e = document.getElementById('language-button');
        e.style.transition = 'opacity 0.4s'; e.style.animation = 'none 2s';
        const style = getComputedStyle(e);
        return [parseFloat(style.transitionDuration), parseFloat(style.animationDuration)]; }"""
    assert page.evaluate(moving) == [0.4, 2]
    page.emulate_media(reduced_motion="reduce")
    assert all(seconds < 0.001 for seconds in page.evaluate(moving))


LIGHTNESS = """sel => { const e = document.querySelector(sel); const s = getComputedStyle(e);
    const lum = c => { const [r, g, b] = c.match(/[\\d.]+/g).map(Number);
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255; };
    return [lum(s.backgroundColor), lum(s.color)]; }"""


def test_a_phone_set_to_dark_gets_a_dark_page_and_light_boards(app: Watched) -> None:
    """The page follows the phone's dark setting (text light on dark, the
    game buttons too); a board keeps its light wood, since the games' own
    colours are drawn for it."""
    page = app.open()
    page.emulate_media(color_scheme="dark")
    page_bg, page_ink = page.evaluate(LIGHTNESS, "html")
    assert page_bg < 0.15 < 0.8 < page_ink
    button_bg, button_ink = page.evaluate(LIGHTNESS, "button[data-game=tsoro]")
    assert button_bg < 0.25 < 0.8 < button_ink
    a_few_moves(page, "tantrix", 2)
    board_bg, _ = page.evaluate(LIGHTNESS, ".board-wrap")
    assert board_bg > 0.8
    page.emulate_media(color_scheme="light")
    page_bg, page_ink = page.evaluate(LIGHTNESS, "html")
    assert page_ink < 0.3 < 0.9 < page_bg
    assert app.errors == []


def painted(element: Locator) -> Image.Image:
    """``element`` as painted (a computed style can still report the
    colour a contrast theme overrode)."""
    return Image.open(BytesIO(element.screenshot())).convert("RGB")


def seen_colour(element: Locator) -> tuple[int, ...]:
    """The mean colour of ``element`` as painted."""
    shot = painted(element)
    return tuple(shot.resize((1, 1), Image.Resampling.BOX).getpixel((0, 0)))  # type: ignore[arg-type]


def colour_distance(one: tuple[int, ...], other: tuple[int, ...]) -> int:
    """How far apart two colours are: the sum of their channels' differences."""
    return sum(abs(a - b) for a, b in zip(one, other, strict=True))


def looks_different(one: Locator, other: Locator) -> bool:
    return colour_distance(seen_colour(one), seen_colour(other)) > 60


def test_a_contrast_theme_still_shows_which_choice_is_chosen(app: Watched) -> None:
    """A contrast theme (Windows' forced colours) drops the page's own
    backgrounds: the chosen level in the new-game dialog and a pressed
    button (who takes a harvested piece) looked like the others. They now
    take the theme's highlight colours."""
    page = app.open(FIXED_STARTS["asterismo"])
    page.emulate_media(forced_colors="active")
    first = page.locator("#play .panel [data-seat][aria-pressed]").first
    expect(first).to_have_attribute("aria-pressed", "true")
    other = page.locator("#play .panel [data-seat][aria-pressed=false]").first
    assert looks_different(first, other)
    page.locator("#play").get_by_role("button", name="New game").click()
    person = page.locator("#dialog .segmented label").first
    expect(person.locator("input")).to_be_checked()
    assert looks_different(person, page.locator("#dialog .segmented label").nth(1))
    assert app.errors == []


def test_a_dark_contrast_theme_keeps_the_boards_wood(app: Watched) -> None:
    """A board is a picture drawn on its wood; a dark contrast theme painted
    black behind TiQuadra's (its canvas leaves the wood to the page), and
    the round's words and the squares' dark lines vanished into it."""
    page = app.open()
    page.emulate_media(forced_colors="active", color_scheme="dark")
    a_few_moves(page, "tiquadra", 2)
    red, green, blue = seen_colour(page.locator(".board-wrap"))
    assert (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255 > 0.7, (red, green, blue)
    assert app.errors == []


def test_a_contrast_theme_keeps_asterismos_progress_bars(app: Watched) -> None:
    """A harvest's progress bar is two coloured boxes: a contrast theme
    painted both in its background colour, and the bar vanished."""
    page = app.open()
    page.emulate_media(forced_colors="active")
    a_few_moves(page, "asterismo", 12)
    bar = page.locator("[role=progressbar]").first
    expect(bar).not_to_have_attribute("aria-valuenow", "0")
    shot = Image.open(BytesIO(bar.screenshot())).convert("L")
    width, height = shot.size
    done, to_go = shot.getpixel((2, height // 2)), shot.getpixel((width - 3, height // 2))
    assert abs(done - to_go) > 40, (done, to_go)  # type: ignore[operator]
    assert app.errors == []


def test_a_contrast_theme_keeps_the_colour_samples(app: Watched) -> None:
    """A seat's coloured dot beside its name (Ta Yü's North–South, as its
    channels on the board) stands for a board colour; a contrast theme
    painted it in its background colour, and the dot vanished."""
    page = app.open()
    page.emulate_media(forced_colors="active")
    a_few_moves(page, "tayu", 1)
    dot = page.locator('[data-tayu="scores"] [data-role="ns"] span span').first
    red, green, blue = seen_colour(dot)
    assert max(red, green, blue) - min(red, green, blue) > 40, (red, green, blue)
    assert app.errors == []


def test_dialogs_are_named_hold_the_focus_and_give_it_back(app: Watched) -> None:
    page = app.open()
    kb.start_by_keyboard(page, "tsoro", "Tsoro Yematatu")
    # After the new-game dialog, the focus is on the board, ready to play.
    assert kb.active(page)["id"] == "board"
    kb.tab_to_button(page, "Share")
    page.keyboard.press("Enter")
    dialog = page.locator("#dialog")
    expect(dialog).to_have_attribute("open", "")
    title = dialog.get_attribute("aria-labelledby")
    assert title, "the dialog has no name"
    assert (page.locator(f"#{title}").text_content() or "").strip()
    for _ in range(12):  # Tab stays inside the open dialog
        page.keyboard.press("Tab")
        inside = page.evaluate(
            "document.activeElement === document.body"
            " || document.getElementById('dialog').contains(document.activeElement)"
        )
        assert inside, kb.active(page)
    page.keyboard.press("Escape")
    expect(dialog).not_to_have_attribute("open", "")
    assert kb.active(page)["text"].startswith("Share"), kb.active(page)


@pytest.mark.parametrize(
    ("language", "small"), [("it-IT", False), ("it-IT", True), ("en-GB", True)]
)
def test_the_new_version_notice_reads_in_a_line_or_two_on_a_phone(
    browser: Browser, server: str, language: str, small: bool
) -> None:
    """Centred by left: 50%, the notice could only take half the screen: on
    a 390 px phone its Italian words stood one a line, four lines tall,
    over the panel."""
    context = browser.new_context(**phone(small, locale=language))
    try:
        app = watch(context, server)
        page = app.open()
        page.evaluate("document.getElementById('update').hidden = false")
        found = page.evaluate(
            """() => {
              const bar = document.getElementById('update');
              const words = [...bar.querySelectorAll('span span')]
                .find((s) => getComputedStyle(s).display !== 'none');
              const box = bar.getBoundingClientRect();
              const lines = new Set([...words.getClientRects()].map((r) => Math.round(r.top)));
              return {lines: lines.size, left: box.left, right: box.right, width: innerWidth};
            }"""
        )
        assert found["lines"] <= 2, found
        assert found["left"] >= 0 and found["right"] <= found["width"], found
        assert app.errors == []
    finally:
        context.close()


def test_the_language_button_keeps_its_place_at_the_right(app: Watched) -> None:
    """On the home screen, with no game's name beside it, it sat just after
    "Abstrakta" (x 154 of 390), at the right edge in a game: a button that
    moves from screen to screen is one a thumb misses."""
    page = app.open()

    def place() -> tuple[int, int]:
        box = page.locator("#language-button").bounding_box()
        assert box is not None
        return round(box["x"] + box["width"]), round(box["y"])

    places = {"home": place()}
    page.locator("#game-list button[data-howto]").first.click()
    page.wait_for_selector("#howto:not([hidden])")
    places["how to play"] = place()
    page.locator("#home-button").click()
    a_few_moves(page, "tantrix", moves=1)
    places["game"] = place()
    width = page.viewport_size["width"] if page.viewport_size else 0
    assert all(right >= width - 16 for right, _ in places.values()), places
    assert len(set(places.values())) == 1, places


def colour_at(element: Locator, x: int) -> tuple[int, ...]:
    """The colour painted ``x`` px in from ``element``'s left edge, half-way down."""
    shot = painted(element)
    return tuple(shot.getpixel((x, shot.height // 2)))  # type: ignore[arg-type]


def test_a_contrast_theme_still_shows_whose_turn_it_is(app: Watched) -> None:
    """The seat to move is the tinted line of the scores; a contrast theme
    drops the tint, and every line looked alike. The theme's highlight now
    outlines that line."""
    page = app.open()
    page.emulate_media(forced_colors="active")
    a_few_moves(page, "tayu", 1)
    lines = page.locator('[data-tayu="scores"] [data-role]')
    expect(lines).to_have_count(2)
    one, other = colour_at(lines.nth(0), 1), colour_at(lines.nth(1), 1)
    assert colour_distance(one, other) > 120, (one, other)
    assert app.errors == []


def test_a_contrast_theme_still_marks_the_next_step(app: Watched) -> None:
    """The button that is the next step (the dialog's "Start", a panel's
    "Lay") is filled with the accent; a contrast theme drops the fill, and
    "Start" looked like "Cancel". A line inside the edge now marks it."""
    page = app.open("v1~tayu~")
    page.emulate_media(forced_colors="active")
    page.locator("#play").get_by_role("button", name="New game").click()
    start = page.locator("#dialog").get_by_role("button", name="Start")
    cancel = page.locator("#dialog").get_by_role("button", name="Cancel")
    expect(start).to_be_visible()
    one, other = colour_at(start, 4), colour_at(cancel, 4)  # inside the edge, on the line
    assert colour_distance(one, other) > 200, (one, other)
    assert app.errors == []
