"""The app shell and Tsoro Yematatu in real Chromium, as a person uses them."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, Page, expect

from e2e.harness import ARTIFACTS, Watched, people_play, phone, watch
from e2e.harness import tap_spot as tap_point

SEED_PLACEMENT = ["a2", "a1", "b3", "b2", "c1", "c2"]


def start_tsoro(page: Page, first: str = "white") -> None:
    page.get_by_role("button", name=re.compile("^Tsoro Yematatu")).click()
    page.locator(f'#dialog input[value="{first}"]').check()
    people_play(page)
    page.locator('#dialog button[value="start"]').click()
    expect(page.locator("#status")).to_contain_text("to move")


def record(page: Page) -> str:
    return str(page.evaluate("abstrakta.record()"))


def test_skeleton_paints_before_python(app: Watched) -> None:
    page = app.page
    page.goto(app.base)
    # Static HTML: the title, the game list and the progress bar are there
    # at once, before Pyodide has booted.
    expect(page.locator(".brand")).to_have_text("Abstrakta")
    expect(page.locator("#game-list button[data-game]")).to_have_count(5)
    # each game with its "How to play" beside it
    expect(page.locator("#game-list button[data-howto]")).to_have_count(5)
    app.wait_ready()
    expect(page.locator("#loading")).to_be_hidden()
    assert page.evaluate("abstrakta.games()")[0] == "tsoro"


def test_whole_game_by_clicking_the_canvas(app: Watched) -> None:
    page = app.open()
    start_tsoro(page)
    for name in SEED_PLACEMENT:
        tap_point(page, name)
    assert record(page).endswith("~a2_a1_b3_b2_c1_c2")
    # Movement: select the piece, then its target (a jump over b2).
    tap_point(page, "b3")
    tap_point(page, "b1")
    tap_point(page, "a1")  # Black jumps a1 over a2 to b3...
    tap_point(page, "b3")
    tap_point(page, "a2")  # ...and White completes the base.
    tap_point(page, "a1")
    expect(page.locator("#status")).to_contain_text("White wins")
    assert page.evaluate("abstrakta.status()")["result"]["winners"] == [0]
    assert record(page).endswith("~a2_a1_b3_b2_c1_c2_b3xb1_a1xb3_a2-a1")


def test_an_illegal_tap_says_why_and_changes_nothing(app: Watched) -> None:
    page = app.open("v1~tsoro~first.white~" + "_".join(SEED_PLACEMENT))
    before = record(page)
    tap_point(page, "a2")  # select White's a2: it has no move
    tap_point(page, "a1")  # a1 is Black's
    expect(page.locator("#message")).to_contain_text("a1 is occupied")
    assert record(page) == before


def test_shared_link_reopens_in_a_new_page(app: Watched, browser: Browser, server: str) -> None:
    page = app.open()
    assert page.evaluate("abstrakta.newGame('tsoro', {first: 'black'})") is None
    for move in ["b2", "a1", "c1"]:
        assert page.evaluate("m => abstrakta.play(m)", move) is None
    link = page.url
    assert link.endswith("#v1~tsoro~first.black~b2_a1_c1")
    other_context = browser.new_context()
    try:
        other = watch(other_context, server)
        other.page.goto(link)
        other.wait_ready()
        assert other.page.evaluate("abstrakta.record()") == "v1~tsoro~first.black~b2_a1_c1"
        expect(other.page.locator("#status")).to_contain_text("White to move")
        assert other.errors == []
    finally:
        other_context.close()


def test_bad_link_shows_its_message_and_keeps_the_valid_part(app: Watched) -> None:
    page = app.open("v1~tsoro~first.white~b2_a1_b2_c1")
    expect(page.locator("#message")).to_contain_text("move 3: b2 is occupied")
    expect(page.locator("#message")).to_contain_text("b2 is occupied")
    assert record(page) == "v1~tsoro~first.white~b2_a1"
    assert page.url.endswith("#v1~tsoro~first.white~b2_a1")
    # A link that names no game at all: the home screen and a message.
    assert "unknown game" in page.evaluate("abstrakta.load('v1~chess~~e4')")
    assert record(page) == "v1~tsoro~first.white~b2_a1", "the game on screen is kept"


def test_game_survives_a_reload_and_back_forward_walks_it(app: Watched) -> None:
    page = app.open()
    start_tsoro(page)
    for name in ["b2", "a1", "c1"]:
        tap_point(page, name)
    page.reload()
    app.wait_ready()
    assert record(page).endswith("~b2_a1_c1")
    page.go_back()
    expect(page.locator("#status")).to_contain_text("White to move")
    assert record(page).endswith("~b2_a1")
    page.go_forward()
    expect(page.locator("#status")).to_contain_text("Black to move")
    assert record(page).endswith("~b2_a1_c1")


def test_undo_redo_and_the_saved_game_stays_reachable(app: Watched) -> None:
    page = app.open()
    start_tsoro(page)
    for name in ["b2", "a1"]:
        tap_point(page, name)
    page.get_by_role("button", name="Undo").click()
    assert record(page).endswith("~b2")
    page.get_by_role("button", name="Redo").click()
    assert record(page).endswith("~b2_a1")
    # Opening another game's link does not overwrite the saved one.
    page.goto(app.base + "#v1~tsoro~first.black~c1")
    app.wait_ready()
    page.locator("#home-button").click()
    saved = page.locator("#saved-list .saved-game")
    expect(saved).to_have_count(2)
    saved.filter(has_text="2 moves").click()
    assert record(page).endswith("~first.white~b2_a1")


def test_draw_offer_accepted(app: Watched) -> None:
    page = app.open("v1~tsoro~first.white~b2")
    page.get_by_role("button", name="Offer draw").click()
    expect(page.locator("#dialog")).to_contain_text("Black offers a draw. White, do you accept?")
    page.locator('#dialog button[value="accept"]').click()
    expect(page.locator("#status")).to_contain_text("Draw")
    assert record(page).endswith("~b2_draw")


def test_italian_from_the_browser_and_switchable(browser: Browser, server: str) -> None:
    context = browser.new_context(locale="it-IT")
    try:
        app = watch(context, server)
        page = app.open("v1~tsoro~first.white~b2")
        expect(page.locator("#status")).to_contain_text("Muove il Nero")
        expect(page.locator(".tagline")).to_contain_text("Cinque giochi")
        page.locator("#language-button").click()
        expect(page.locator("#status")).to_contain_text("Black to move")
        assert app.errors == []
    finally:
        context.close()


def test_page_api(app: Watched) -> None:
    page = app.open()
    assert page.evaluate("abstrakta.game()") is None
    assert "first" in page.evaluate("abstrakta.newGame('tsoro', {first: 'green'})")
    assert page.evaluate("abstrakta.newGame('tsoro', {})") is None
    assert page.evaluate("abstrakta.game()") == "tsoro"
    assert sorted(page.evaluate("abstrakta.legalMoves()")) == sorted(
        ["a1", "b1", "c1", "a2", "b2", "c2", "b3"]
    )
    assert "not a move" in page.evaluate("abstrakta.play('z9')")
    status = page.evaluate("abstrakta.status()")
    assert status == {
        "toMove": 0,
        "toMoveName": "white",
        "voters": [],
        "over": False,
        "result": None,
    }


def test_post_message_api_from_an_embedding_page(app: Watched) -> None:
    page = app.page
    host = app.base + "embed-host-for-test.html"
    page.route(
        host,
        lambda route: route.fulfill(
            content_type="text/html",
            body=f"""<iframe id="f" src="{app.base}" width="400" height="600"></iframe>
            <script>
            window.events = [];
            window.answers = {{}};
            addEventListener("message", (e) => {{
              if (e.data.abstrakta === "result") answers[e.data.id] = e.data;
              if (e.data.abstrakta === "event") events.push(e.data);
            }});
            function ask(id, name, args) {{
              document.getElementById("f").contentWindow.postMessage(
                {{abstrakta: name, id, args}}, "*");
            }}
            </script>""",
        ),
    )
    page.goto(host)
    page.frame_locator("#f").locator("html.python-ready").wait_for(timeout=90_000)
    page.evaluate("ask(1, 'newGame', ['tsoro', {}])")
    page.wait_for_function("answers[1] && events.length >= 2")
    # The host heard the frame was ready and the new game's position first
    # (checked before the move is asked for: its event may come at once).
    assert page.evaluate("events.map((e) => e.type)") == ["ready", "position"]
    page.evaluate("ask(2, 'play', ['b2'])")
    page.wait_for_function("answers[2] && events.length === 3")
    assert page.evaluate("answers[2].value") is None
    assert page.evaluate("events[2].type") == "move"
    assert page.evaluate("events[2].record") == "v1~tsoro~first.white~b2"
    page.evaluate("ask(3, 'play', ['b2'])")
    page.wait_for_function("answers[3]")
    assert "occupied" in page.evaluate("answers[3].value")


def test_phone_portrait_with_touch(browser: Browser, server: str) -> None:
    context = browser.new_context(**phone(small=True))
    try:
        app = watch(context, server)
        page = app.open()
        start_tsoro(page)
        box = page.locator("#board").bounding_box()
        assert box is not None and box["width"] <= 360 and box["height"] >= 250
        # Sharp on HiDPI: the canvas has 3 device pixels per CSS pixel.
        ratio = page.evaluate("document.getElementById('board').width") / box["width"]
        assert abs(ratio - 3) < 0.05
        spots = page.evaluate("abstrakta.spots()")
        for x, y in spots.values():
            assert 0 <= x <= box["width"] and 0 <= y <= box["height"]
        for name in ["b2", "a1", "c1"]:
            tap_point(page, name, touch=True)
        assert record(page).endswith("~b2_a1_c1")
        page.screenshot(path=str(ARTIFACTS / "phone-tsoro.png"))
        assert app.errors == []
        assert app.foreign_requests() == []
    finally:
        context.close()


def test_the_point_labels_fit_the_board_on_a_desktop(app: Watched) -> None:
    """The labels under the base (a1 b1 c1) stand 2.1 radii below their
    points and were cut off at the canvas's foot on a desktop."""
    page = app.open("v1~tsoro~first.white~b2")
    spots = page.evaluate("abstrakta.spots()")
    box = page.locator("#board").bounding_box()
    assert box is not None
    radius = 0.14 * (spots["b1"][0] - spots["a1"][0])  # 0.07 of the base, a1-b1 is half
    font = max(11, round(radius * 0.6))
    assert spots["a1"][1] + radius * 2.1 + font * 0.3 <= box["height"]
    assert spots["b3"][1] - radius * 1.5 - font >= 0
