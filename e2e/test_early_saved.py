""" "Continue a game" at the first paint of a return visit
(web/early-saved.js, ui.home_preview): the list the app made last time
shows before Python is ready, as Python then lists it; a game tapped in
it opens at its saved position once the app is ready. A list that is no
longer true (a game stored since, a hand edit, another language) shows
nothing until the app has made the list, as before."""

from __future__ import annotations

import json

from playwright.sync_api import Browser, Page, expect

from e2e import axe
from e2e.harness import Watched, phone, watch
from e2e.held_back import DESKTOP_EN, HeldBack, python_ready

PREVIEW_KEY = "abstrakta.home-preview"
GAMES_KEY = "abstrakta.games"
TSORO = "v1~tsoro~first.white~"
CHOSEN = "#saved-list li.early-chosen"


def play_and_leave(app: Watched) -> None:
    page = app.open()
    for record in (TSORO + "b2", TSORO + "a1_b2_c1"):
        assert page.evaluate("r => abstrakta.load(r)", record) is None
    assert page.evaluate("abstrakta.newGame('tantrix', {})") is None
    move = page.evaluate("abstrakta.legalMoves()")[0]
    assert page.evaluate("m => abstrakta.play(m)", move) is None
    # Gone in the middle of a game: the home screen was last drawn before
    # it, so the list the next visit shows was made as the page went.
    page.goto("about:blank")


def come_back(app: Watched) -> tuple[Page, HeldBack]:
    page = app.page
    held = HeldBack(page)
    page.goto(app.base, wait_until="domcontentloaded")
    page.wait_for_function("document.querySelectorAll('#game-list li').length === 5")
    return page, held


def listed(page: Page) -> list[str]:
    return page.locator("#saved-list li").all_inner_texts()


def test_a_return_visit_lists_its_games_at_once_and_opens_the_one_tapped(
    browser: Browser, server: str
) -> None:
    context = browser.new_context(service_workers="block", **phone(locale="it-IT"))
    try:
        app = watch(context, server)
        play_and_leave(app)
        page, held = come_back(app)
        saved = page.locator("#saved")
        expect(saved).to_be_visible()
        expect(page.locator("#saved-title")).to_have_text("Riprendi una partita")
        early = listed(page)
        assert early[0] == "In corso" and len(early) == 4, early
        assert "Tantrix" in early[1] and "1 mossa" in early[1], early
        # Only the games answer before the app is ready; the rest waits.
        games = page.locator("#saved-list button.saved-game")
        expect(games).to_have_count(3)
        for button in games.all():
            expect(button).to_be_enabled()
        for button in page.locator("#saved-list button.saved-delete").all():
            expect(button).to_be_disabled()
        assert axe.violations(page) == []

        tsoro = games.nth(2)  # newest first: the Tsoro game of one move
        name = tsoro.locator("b").inner_text()
        tsoro.tap()
        chosen = page.locator(CHOSEN)
        expect(chosen).to_have_count(1)
        expect(chosen.locator(".opening-note")).to_have_text(
            "La partita si apre appena l'app è pronta.", use_inner_text=True
        )
        expect(page.locator("#announce")).to_have_text(
            f"{name}. La partita si apre appena l'app è pronta."
        )
        assert not python_ready(page), "tapped before the app was ready"
        held.release()
        app.wait_ready()
        expect(page.locator("#play")).to_be_visible()
        expect(page.locator("#game-title")).to_have_text("Tsoro Yematatu")
        assert page.evaluate("location.hash") == "#" + TSORO + "b2"
        # Home again: the app's own list is the one shown before it was ready.
        page.locator("#home-button").click()
        expect(page.locator("#saved-list .saved-game")).to_have_count(3)
        assert [line for line in listed(page) if "Tantrix" in line] == [early[1]]
        assert app.errors == []
    finally:
        context.close()


def test_a_list_no_longer_true_waits_for_the_app(browser: Browser, server: str) -> None:
    """A game stored since the list was kept (another tab, a hand edit),
    a kept list of another language, or one that holds more than the
    list's own elements: nothing shows before the app is ready."""
    context = browser.new_context(service_workers="block", **phone(locale="en-GB"))
    try:
        app = watch(context, server)
        play_and_leave(app)
        page, held = come_back(app)
        expect(page.locator("#saved")).to_be_visible()  # the kept list, as it was
        kept = page.evaluate(f"localStorage.getItem('{PREVIEW_KEY}')")
        games = page.evaluate(f"localStorage.getItem('{GAMES_KEY}')")
        preview = json.loads(kept)
        handler = {**preview, "html": preview["html"] + '<li><img src="x" onerror="boom()"></li>'}
        style = {
            **preview,
            "html": preview["html"] + "<li><style>.tagline {color: red}</style></li>",
        }
        for games_then, preview_then in (
            (games + " ", kept),  # the same games, stored again
            (games, json.dumps({**preview, "lang": "it"})),
            (games, json.dumps(handler)),
            (games, json.dumps(style)),
            (games, "{not json"),
        ):
            page.evaluate(
                "([k, v, g, gv]) => { localStorage.setItem(k, v); localStorage.setItem(g, gv); }",
                [PREVIEW_KEY, preview_then, GAMES_KEY, games_then],
            )
            page.goto(app.base, wait_until="domcontentloaded")
            page.wait_for_function("document.querySelectorAll('#game-list li').length === 5")
            page.wait_for_timeout(300)  # the digest is a promise: let it settle
            expect(page.locator("#saved")).to_be_hidden()
            assert not python_ready(page)
        assert not [url for url in app.requests if url.endswith("/x")], "the image loaded"
        held.release()
        app.wait_ready()
        expect(page.locator("#saved-list .saved-game")).to_have_count(3)
        assert app.errors == []
    finally:
        context.close()


def test_a_language_switched_before_the_app_is_ready_drops_the_list_and_its_game(
    browser: Browser, server: str
) -> None:
    """On a desktop: the words under a game clicked have a line of their
    own (they sat beside the game, which shrank to make room)."""
    context = browser.new_context(service_workers="block", **DESKTOP_EN)
    try:
        app = watch(context, server)
        play_and_leave(app)
        page, held = come_back(app)
        page.locator("#saved-list button.saved-game").first.click()
        chosen = page.locator(CHOSEN)
        expect(chosen).to_have_count(1)
        game = chosen.locator(".saved-game").bounding_box()
        note = chosen.locator(".opening-note").bounding_box()
        assert game is not None and note is not None
        assert note["y"] >= game["y"] + game["height"], (game, note)
        page.locator("#language-button").click()
        expect(page.locator("#saved")).to_be_hidden()
        assert page.evaluate("document.documentElement.dataset.chosenKind") is None
        held.release()
        app.wait_ready()
        expect(page.locator("#home")).to_be_visible()  # no game opened
        expect(page.locator("#saved-title")).to_have_text("Riprendi una partita")
        assert app.errors == []
    finally:
        context.close()


def test_a_start_that_fails_leaves_the_kept_games_waiting(browser: Browser, server: str) -> None:
    """As the home list's games: after a failed start none opens until
    "Try again" (web/early-game.js)."""
    context = browser.new_context(service_workers="block", **phone(locale="en-GB"))
    try:
        app = watch(context, server)
        play_and_leave(app)
        context.route("**/pyodide.asm.wasm*", lambda route: route.abort())
        page = app.page
        page.goto(app.base)
        expect(page.locator("#loading")).to_contain_text("could not be downloaded", timeout=60_000)
        expect(page.locator("#saved")).to_be_visible()
        buttons = page.locator("#saved-list button")
        expect(buttons.first).to_be_disabled()
        assert buttons.evaluate_all("all => all.every((b) => b.disabled)")
    finally:
        context.close()


def test_a_game_focused_before_the_app_is_ready_keeps_the_focus(
    browser: Browser, server: str
) -> None:
    """The app lists the games again when it is ready: the keyboard's
    place stays on the same game (it fell to the page's start)."""
    context = browser.new_context(service_workers="block", **DESKTOP_EN)
    try:
        app = watch(context, server)
        play_and_leave(app)
        page, held = come_back(app)
        game = page.locator("#saved-list button.saved-game").nth(1)
        game.focus()
        saved = game.get_attribute("data-saved")
        held.release()
        app.wait_ready()
        expect(page.locator("#saved-list .saved-group")).to_have_count(1)
        assert page.evaluate("document.activeElement.dataset.saved") == saved
        assert app.errors == []
    finally:
        context.close()


def test_a_game_tapped_then_deleted_elsewhere_is_said_to_be_gone(
    browser: Browser, server: str
) -> None:
    """Tapped in the early list, deleted in another tab before the app was
    ready: the app says so on the home screen (it showed the list alone)."""
    context = browser.new_context(service_workers="block", **phone(locale="en-GB"))
    try:
        app = watch(context, server)
        play_and_leave(app)
        page, held = come_back(app)
        game = page.locator("#saved-list button.saved-game").first
        gone = game.get_attribute("data-saved")
        game.tap()
        page.evaluate(
            """([key, gone]) => {
              const shelf = JSON.parse(localStorage.getItem(key));
              shelf.games = shelf.games.filter((game) => game.id !== gone);
              localStorage.setItem(key, JSON.stringify(shelf));
            }""",
            [GAMES_KEY, gone],
        )
        held.release()
        app.wait_ready()
        expect(page.locator("#message")).to_have_text(
            "That game is no longer saved on this device."
        )
        expect(page.locator("#home")).to_be_visible()
        expect(page.locator("#saved-list .saved-game")).to_have_count(2)
        assert app.errors == []
    finally:
        context.close()
