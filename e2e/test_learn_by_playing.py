"""Learn by playing on a 390x844 phone, in English and Italian: each
game's lesson opened from the home list's How to play (on a desktop by
``?learn=<game>``) and finished by taps alone (no
API call plays a move), a wrong tap refused with its reason, and the end's
"Start a real game" opening the game's new-game screen. Screenshots of
steps go to e2e/artifacts/learn-*.png."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Browser, Page, expect
from ui.i18n import set_language, t
from ui.learn import lesson_for
from ui.learn.lesson import Lesson, Step, say

from e2e.harness import ARTIFACTS, phone, spots, tap_spot, watch

#: Per game: the taps (names of ``abstrakta.spots()``, or callables doing
#: a panel's buttons) that make a step's move, and a wrong first tap.
Taps = Callable[[Page, Step], None]


def tsoro_taps(page: Page, step: Step) -> None:
    move = step.move
    if "x" in move or "-" in move:  # a jump or a step: the piece, then where
        source, target = move.replace("x", "-").split("-")
        tap_spot(page, source, touch=True)
        tap_spot(page, target, touch=True)
    else:
        tap_spot(page, move, touch=True)


def tiquadra_taps(page: Page, step: Step) -> None:
    if step.move.startswith("v"):  # the vote: the tower, then confirm
        tap_spot(page, step.move[1], touch=True)
        page.locator("#tq-confirm").tap()
    else:
        tap_spot(page, step.move, touch=True)


def tantrix_taps(page: Page, step: Step) -> None:
    """The tile from the hand, its space, its turn (each only if the ghost
    shown is not already so), then ✓ on the board."""
    tile, q, r, rotation = step.move.split(".")
    turn = page.locator('[data-tantrix="turn"]')

    def ghost() -> list[str]:
        found = turn.locator("button[data-move]")
        return str(found.get_attribute("data-move")).split(".") if found.count() else []

    if ghost()[:1] != [tile]:
        turn.locator(f'button[data-tile="{tile}"]').tap()
    if ghost()[1:3] != [q, r]:
        tap_spot(page, f"{q}.{r}", touch=True)
    if ghost()[3:] != [rotation]:
        turn.locator(f'button[data-rotation="{rotation}"]').tap()
    assert ghost() == step.move.split(".")
    assert_buttons_leave_the_tiles_in_sight(page, step)
    tap_spot(page, "confirm", touch=True)


def assert_buttons_leave_the_tiles_in_sight(page: Page, step: Step) -> None:
    """The ghost's ✗ / ↻ / ✓ cover none of the tiles laid (nor the ghost):
    the step's words point at the lines on them."""
    lesson = lesson_for("tantrix")
    assert lesson is not None
    laid = [step.move]
    for earlier in lesson.steps[: lesson.steps.index(step)]:
        laid += [earlier.move, *earlier.replies]
    found = spots(page)
    if "1.0" not in found:
        return  # the first tile: nothing laid yet
    # Neighbouring spaces' centres are √3 × the hex's size apart.
    size = abs(found["1.0"][0] - found["0.0"][0]) / 3**0.5
    reach = 22 + size / 2  # half a 44 px button, then half a hex
    for move in laid:
        if move.startswith("d"):
            continue  # a draw from the bag
        tx, ty = found[".".join(move.split(".")[1:3])]
        for name in ("cancel", "rotate", "confirm"):
            if name in found:
                bx, by = found[name]
                assert abs(bx - tx) > reach or abs(by - ty) > reach, (name, move)
    # None touches the ghost's hex (a narrow board once pushed ✓ onto its
    # corner): a clear margin beyond the hex's width or height.
    gx, gy = found[".".join(step.move.split(".")[1:3])]
    for name in ("cancel", "rotate", "confirm"):
        if name in found:
            bx, by = found[name]
            clear_x = abs(bx - gx) >= 22 + 3**0.5 / 2 * size + 4
            clear_y = abs(by - gy) >= 22 + size + 4
            assert clear_x or clear_y, (name, step.move, found[name], (gx, gy))


def tantrix_wrong(page: Page) -> None:
    tap_spot(page, "rotate", touch=True)  # another turn of the tile shown...
    tap_spot(page, "confirm", touch=True)  # ...is allowed, but not the lesson's


def tayu_ghost(page: Page) -> str | None:
    lay = page.locator("#game-controls button[data-move]")
    return str(lay.get_attribute("data-move")) if lay.count() else None


def tayu_taps(page: Page, step: Step) -> None:
    """The tile is shown where the step wants it (the lesson's ring); after
    a refusal, its facing is chosen again and its fits gone through."""
    facing = step.move.split(".")[0][-1]
    if tayu_ghost(page) != step.move:
        page.locator(f'#game-controls button[data-facing="{facing}"]').tap()
    for _ in range(8):
        if tayu_ghost(page) == step.move:
            break
        tap_spot(page, "ghost", touch=True)  # the next way it fits there
    assert tayu_ghost(page) == step.move
    page.locator("#game-controls button[data-move]").tap()


def tayu_wrong(page: Page) -> None:
    """Another place the tile fits (read, never played, through the API):
    its square tapped (twice if the first tap zooms in), then Lay."""
    wanted = tayu_ghost(page)
    other = next(m for m in page.evaluate("abstrakta.legalMoves()") if m != wanted)
    square = other.split(".")[1]
    for _ in range(2):
        tap_spot(page, square, touch=True)
        if tayu_ghost(page) not in (None, wanted):
            break
    page.locator("#game-controls button[data-move]").tap()


def asterismo_select(page: Page, cell: str) -> None:
    """Tap a piece (again if the first tap only zoomed in): ✓ shows."""
    for _ in range(2):
        tap_spot(page, cell, touch=True)
        if "confirm" in spots(page):
            return
    raise AssertionError(f"{cell} was not selected")


def asterismo_taps(page: Page, step: Step) -> None:
    asterismo_select(page, step.move)
    # A refusal of an earlier tap is gone once the ringed piece is chosen.
    expect(page.locator("#lesson .lesson-refusal")).to_have_count(0)
    tap_spot(page, "confirm", touch=True)


def asterismo_wrong(page: Page) -> None:
    """The top pair hold each other up: taking one, the page asks first
    (naming what falls); then the lesson refuses it."""
    asterismo_select(page, "h1")
    tap_spot(page, "confirm", touch=True)
    page.locator('#dialog button[value="take"]').tap()
    expect(page.locator("#lesson .lesson-refusal")).to_be_visible()
    # The refused piece is not left offered (✓, ✗, its warning) by the ring.
    assert "confirm" not in spots(page)


TAPS: dict[str, Taps] = {
    "asterismo": asterismo_taps,
    "tsoro": tsoro_taps,
    "tiquadra": tiquadra_taps,
    "tantrix": tantrix_taps,
    "tayu": tayu_taps,
}
#: A tap at the first step that the rules allow but the lesson refuses.
WRONG_FIRST: dict[str, Callable[[Page], None]] = {
    "tsoro": lambda page: tap_spot(page, "a1", touch=True),
    "tiquadra": lambda page: tap_spot(page, "2", touch=True),
    "tantrix": tantrix_wrong,
    "tayu": tayu_wrong,
    "asterismo": asterismo_wrong,
}


def counter(language: str, step: int, total: int) -> str:
    if language == "it":
        return f"Passo {step} di {total}"
    return f"Step {step} of {total}"


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"learn-{name}.png"))


def play_lesson(page: Page, game: str, lesson: Lesson, language: str, tag: str = "") -> None:
    """Every step tapped as a player would; screenshots named by the game,
    the language and ``tag`` (the phone, if not the usual one)."""
    total = len(lesson.steps)
    box = page.locator("#lesson")
    for index, step in enumerate(lesson.steps):
        expect(box.locator(".lesson-counter")).to_have_text(counter(language, index + 1, total))
        expect(box.locator(".lesson-text")).to_have_text(say(step.what))
        if index == 0:
            shot(page, f"{game}-{language}{tag}-first")
            WRONG_FIRST[game](page)
            expect(box.locator(".lesson-refusal")).to_have_text(say(step.instead))
            shot(page, f"{game}-{language}{tag}-refused")
        if index == total // 2:
            shot(page, f"{game}-{language}{tag}-middle")
        if index == total - 1:
            shot(page, f"{game}-{language}{tag}-last")
        TAPS[game](page, step)
    expect(box.locator(".lesson-end button")).to_have_count(2)
    expect(box.locator(".lesson-text")).to_have_text(say(lesson.end))
    # Nothing invites playing on (Tantrix offered the scripted Yellow's hand).
    expect(page.locator("#game-controls")).to_be_hidden()
    expect(page.locator("#status")).to_be_hidden()
    # ...and the whole board shows, as the last words speak of it (a phone's
    # taps had left Ta Yü's zoomed in, its new outlet out of sight).
    assert "zoom_fit" not in spots(page)
    shot(page, f"{game}-{language}{tag}-end")
    # ...and the board takes no more moves (Ta Yü's and Tantrix's lit the
    # other side's places and played its tile: the game then waited for a
    # draw that never came).
    before = page.evaluate("abstrakta.record()")
    legal = page.evaluate("abstrakta.legalMoves()")
    if legal:
        refused = page.evaluate("m => abstrakta.play(m)", legal[0])
        assert refused == t("lesson_over_now")
        assert page.evaluate("abstrakta.record()") == before


@pytest.mark.parametrize("game", list(TAPS))
@pytest.mark.parametrize("language", ["en", "it"])
def test_learn_by_playing_on_a_phone(
    browser: Browser, server: str, game: str, language: str
) -> None:
    lesson = lesson_for(game)
    assert lesson is not None
    context = browser.new_context(**phone(locale="it-IT" if language == "it" else "en-US"))
    set_language(language)
    try:
        app = watch(context, server)
        page = app.open()
        # The way a newcomer finds it: the home list's How to play, then
        # its Learn by playing.
        page.locator(f'#game-list button[data-howto="{game}"]').tap()
        page.locator('#howto [data-howto="learn"]').first.tap()
        expect(page.locator("#lesson")).to_be_visible()
        expect(page.locator("#howto")).to_be_hidden()
        play_lesson(page, game, lesson, language)
        # A lesson is never a link of a game, nor a saved game.
        assert "~" not in page.url
        assert page.evaluate("localStorage.getItem('abstrakta.games')") in (None, "{}", "[]")
        page.locator("#lesson .lesson-end button.primary").click()
        expect(page.locator('#dialog button[value="start"]')).to_be_visible()
        expect(page.locator("#dialog")).to_contain_text(t("start"))
        assert app.errors == [], app.errors
        assert app.foreign_requests() == []
    finally:
        set_language("en")
        context.close()


def test_the_tantrix_lesson_on_a_small_phone(browser: Browser, server: str) -> None:
    """On a 360 px board the ghost's buttons keep off the ghost: at step
    2 the row beside it was pushed back onto the canvas, ✓ against the
    ghost's corner (``tantrix_taps`` checks every step)."""
    lesson = lesson_for("tantrix")
    assert lesson is not None
    context = browser.new_context(**phone(small=True, locale="en-US"))
    try:
        app = watch(context, server + "?learn=tantrix")
        page = app.open()
        play_lesson(page, "tantrix", lesson, "en", tag="-small")
        assert app.errors == [], app.errors
    finally:
        context.close()


@pytest.mark.parametrize(("game", "language"), [("tantrix", "en"), ("tiquadra", "it")])
def test_the_lesson_beside_the_board_on_a_desktop(
    browser: Browser, server: str, game: str, language: str, mouse_words: None
) -> None:
    """On a desktop the lesson box heads the panel beside the board, in
    view, and a real game's buttons are hidden."""
    lesson = lesson_for(game)
    assert lesson is not None
    context = browser.new_context(
        viewport={"width": 1280, "height": 800}, locale="it-IT" if language == "it" else "en-US"
    )
    set_language(language)
    try:
        app = watch(context, server + f"?learn={game}")
        page = app.open()
        box = page.locator("#lesson")
        expect(box.locator(".lesson-text")).to_have_text(say(lesson.steps[0].what))
        assert box.is_visible() and box.bounding_box()["y"] < 400  # type: ignore[index]
        board = page.locator("#board").bounding_box()
        assert board is not None and box.bounding_box()["x"] > board["x"] + board["width"]  # type: ignore[index]
        expect(page.locator("#undo-button")).to_be_hidden()
        expect(page.locator("#share-button")).to_be_hidden()
        shot(page, f"{game}-{language}-desktop")
        assert app.errors == [], app.errors
    finally:
        set_language("en")
        context.close()


def test_a_lesson_has_an_address_a_reload_reopens(browser: Browser, server: str) -> None:
    """A reload in a lesson opened the home screen and the lesson was lost;
    Back from it offered "Back to the game", into the lesson (a newcomer's
    audit); then a reload restarted it from its first step. The address
    names the lesson and its step (never its moves): a reload reopens the
    step reached, Back shows the guide, whose button says "Back to the
    lesson" and goes back to where the lesson was."""
    lesson = lesson_for("tsoro")
    assert lesson is not None
    context = browser.new_context(**phone(locale="en-US"))
    try:
        app = watch(context, server)
        page = app.open()
        page.locator('#game-list button[data-howto="tsoro"]').tap()
        page.locator('#howto [data-howto="learn"]').first.tap()
        text = page.locator("#lesson .lesson-text")
        expect(text).to_have_text(say(lesson.steps[0].what))
        assert page.url.endswith("#learn.tsoro"), page.url
        tap_spot(page, lesson.steps[0].move)
        expect(text).to_have_text(say(lesson.steps[1].what))
        assert page.url.endswith("#learn.tsoro.2"), page.url
        page.go_back()
        expect(page.locator("#howto")).to_be_visible()
        back = page.locator("#howto .howto-back")
        expect(back).to_have_text("\u2190 Back to the lesson")
        back.tap()
        expect(text).to_have_text(say(lesson.steps[1].what))
        page.reload()
        app.wait_ready()
        expect(page.locator("#lesson")).to_be_visible()
        expect(text).to_have_text(say(lesson.steps[1].what))
        tap_spot(page, lesson.steps[1].move)
        expect(text).to_have_text(say(lesson.steps[2].what))
        # A step number past the lesson's end opens its end, the address rewritten.
        page.goto(f"{server}#learn.tsoro.40")
        expect(page.locator("#lesson")).to_contain_text(say(lesson.end)[:40])
        expect(page).to_have_url(f"{server}#learn.tsoro.{len(lesson.steps) + 1}")
        assert app.errors == [], app.errors
    finally:
        context.close()


def test_a_percent_encoded_lesson_address_opens_the_lesson(browser: Browser, server: str) -> None:
    """A link rewriter's "#learn%2Etsoro%2E2" opened the home screen: it
    opens the lesson at that step, the address written plain."""
    lesson = lesson_for("tsoro")
    assert lesson is not None
    context = browser.new_context(**phone(locale="en-US"))
    try:
        app = watch(context, server)
        page = app.open("learn%2Etsoro%2E2")
        expect(page.locator("#lesson .lesson-text")).to_have_text(say(lesson.steps[1].what))
        expect(page).to_have_url(f"{server}#learn.tsoro.2")
        assert app.errors == [], app.errors
    finally:
        context.close()


def test_the_tantrix_lessons_free_move_is_the_players_own(browser: Browser, server: str) -> None:
    """A newcomer's audit: every step showed its tile in place, so the
    lesson was four presses of ✓ and never practised choosing a tile, its
    space and its turn. Its free move now shows nothing: the player picks
    the tile, taps the space, turns it; after a miss, the place is shown."""
    lesson = lesson_for("tantrix")
    assert lesson is not None
    step = lesson.steps[3]
    tile, q, r, rotation = step.move.split(".")
    context = browser.new_context(**phone(locale="en-US"))
    try:
        app = watch(context, server)
        page = app.open("learn.tantrix.4")
        expect(page.locator("#lesson .lesson-text")).to_have_text(say(step.what))
        turn = page.locator('[data-tantrix="turn"]')
        expect(turn.locator("button[data-move]")).to_have_count(0)
        assert "confirm" not in spots(page)
        # The hand lies below the step's words: a tile tapped there brings
        # the board, where it goes, back into view.
        hand_tile = turn.locator(f'button[data-tile="{tile}"]')
        hand_tile.scroll_into_view_if_needed()
        assert page.evaluate("document.getElementById('board').getBoundingClientRect().top") < 0
        hand_tile.tap()
        page.wait_for_function(
            "() => { const b = document.getElementById('board').getBoundingClientRect();"
            " return b.top >= 0 && b.bottom <= innerHeight; }"
        )
        tap_spot(page, f"{q}.{r}", touch=True)
        other = turn.locator(f'button[data-rotation]:not([data-rotation="{rotation}"])').first
        other.tap()
        tap_spot(page, "confirm", touch=True)
        expect(page.locator("#lesson .lesson-refusal")).to_have_text(say(step.instead))
        # The miss shows the way: the lesson's tile, space and turn.
        expect(turn.locator("button[data-move]")).to_have_attribute("data-move", step.move)
        tap_spot(page, "confirm", touch=True)
        expect(page.locator("#lesson .lesson-text")).to_have_text(say(lesson.end))
        assert app.errors == [], app.errors
    finally:
        context.close()


def test_a_lesson_stays_on_its_line_when_its_moves_are_tapped(
    browser: Browser, server: str
) -> None:
    """A tap on the lesson's first move in the move list went back there:
    the lesson showed step 1's words over the move already played, and the
    reply waited "for the last move" behind buttons a lesson hides. The
    list is a record in a lesson, not a way around it."""
    lesson = lesson_for("tsoro")
    assert lesson is not None
    context = browser.new_context(**phone(locale="en-GB"))
    try:
        app = watch(context, server)
        page = app.open("learn.tsoro")
        text = page.locator("#lesson .lesson-text")
        for number in range(2):
            expect(text).to_have_text(say(lesson.steps[number].what))
            tap_spot(page, lesson.steps[number].move, touch=True)
        expect(text).to_have_text(say(lesson.steps[2].what))
        items = page.locator("#move-list li")
        expect(items).to_have_count(4)
        record = page.evaluate("abstrakta.record()")
        items.first.tap()
        page.wait_for_timeout(500)
        assert page.evaluate("abstrakta.record()") == record
        expect(text).to_have_text(say(lesson.steps[2].what))
        tap_spot(page, lesson.steps[2].move, touch=True)
        expect(text).to_have_text(say(lesson.steps[3].what))
        assert app.errors == [], app.errors
    finally:
        context.close()
