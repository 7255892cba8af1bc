"""Ta Yü in real Chromium, played as people play it: the new-game screen,
taps on the board, the ghost tile and its ✓, the panel's orientation,
tile-kind and bidding buttons, undo, links, a phone.

Draws are random in the page, so a test either plays whatever comes out
(the whole game) or replays a game made here in CPython: it opens that
game's link, takes every move back with Undo, and plays the moves again
through the page; the page then replays the same draws (undo and redo
never change a draw), so the game ends as it did here.
"""

from __future__ import annotations

import random
import re
import time
from io import BytesIO

from PIL import Image
from playwright.sync_api import Browser, Page, expect

from abstrakta.core import CHANCE
from abstrakta.games import GAMES
from abstrakta.games.tayu import Place, TayuState, parse
from abstrakta.grids import square_name
from abstrakta.record import encode
from e2e.harness import ARTIFACTS, Watched, people_play, phone, spots, watch
from e2e.harness import tap_spot as tap


def touch_drag(page: Page, start: tuple[float, float], end: tuple[float, float]) -> None:
    """A one-finger drag on a touch screen (Chrome's input events)."""
    cdp = page.context.new_cdp_session(page)
    steps = 8
    cdp.send(
        "Input.dispatchTouchEvent",
        {"type": "touchStart", "touchPoints": [dict(x=start[0], y=start[1])]},
    )
    for k in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * k / steps
        y = start[1] + (end[1] - start[1]) * k / steps
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [dict(x=x, y=y)]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


def zoom_on_a_corner(page: Page, box: dict[str, float]) -> None:
    """A phone's taps and drags: zoom in near b2, then pan to the corner."""
    tap(page, "b2", touch=True)
    tap(page, "zoom_in", touch=True)
    for _ in range(2):
        touch_drag(page, (box["x"] + 40, box["y"] + 330), (box["x"] + 300, box["y"] + 40))


def record(page: Page) -> str:
    return str(page.evaluate("abstrakta.record()"))


def lay(page: Page, move: str, touch: bool = False, confirm_on_board: bool = True) -> None:
    """Lay a tile as a person does: pick its orientation in the panel, tap
    its west/south square, check the ghost, confirm."""
    place = parse(move)
    assert isinstance(place, Place)
    orientation = page.locator(f'[data-facing="{place.facing}"]')
    if orientation.get_attribute("aria-pressed") != "true":
        orientation.click()
    tap(page, move.split(".")[1], touch)
    expect(page.locator("[data-move]")).to_have_attribute("data-move", move)
    if confirm_on_board:
        tap(page, "confirm", touch)
    else:
        page.get_by_role("button", name="Lay tile").click()
    # A tap is handled after it returns: wait until the move is on the record.
    page.wait_for_function("m => abstrakta.record().split('~')[3].split('_').includes(m)", arg=move)


def play_through_page(page: Page, move: str) -> None:
    """Any person's move, through the page's controls."""
    if move in ("deco", "plain"):
        page.locator(f'[data-kind="{move}"]').click()
    elif move == "pass":
        page.get_by_role("button", name="Pass").click()
    elif move.startswith("bid"):
        page.locator('[data-tayu="bid"]').fill(move[3:])
        page.get_by_role("button", name="Bid", exact=True).click()
    else:
        lay(page, move, confirm_on_board=len(move) % 2 == 0)


def short_game(
    options: dict[str, str], fewest: int, most: int, bids: tuple[str, ...] = ()
) -> TayuState:
    """A random game (made here, in CPython) that ends with fewest..most
    tiles on the board; ``bids`` scripts the saboteur bidding."""
    for seed in range(50_000):
        rng = random.Random(seed)
        state: TayuState = GAMES["tayu"].new(options)  # type: ignore[assignment]
        script = list(bids)
        while not state.is_over() and len(state.placed) <= most:
            if state.current_player() == CHANCE:
                state.play(state.sample_chance(rng))
            elif state.phase == "bid":
                state.play(script.pop(0))
            else:
                state.play(rng.choice(state.legal_moves()))
        if state.is_over() and fewest <= len(state.placed) <= most:
            return state
    raise AssertionError("no short game found")


def layers(state: TayuState) -> list[int]:
    """The seat that laid each tile of ``state``'s game."""
    replay = GAMES["tayu"].new(state.options)
    seats = []
    for move in state.history:
        if isinstance(parse(move), Place):
            seats.append(replay.current_player())
        replay.play(move)
    return seats


def replay_through_page(app: Watched, state: TayuState) -> Page:
    """Open ``state``'s game by its link, take it all back with Undo, and
    play every person's move again through the page."""
    full = encode(state)
    page = app.open(full)
    assert record(page) == full
    expect(page.locator('[data-tayu="end"]')).to_be_visible()
    undo = page.locator("#undo-button")
    while undo.is_enabled():
        undo.click()
    expect(page.locator('[data-tayu="end"]')).to_have_count(0)
    moves = list(state.history)
    played = [m for m in record(page).split("~")[-1].split("_") if m]
    assert played == moves[: len(played)]
    replay = GAMES["tayu"].new(state.options)
    for move in played:
        replay.play(move)
    for move in moves[len(played) :]:
        if replay.current_player() == CHANCE:
            replay.play(move)  # the page replays it by itself
            continue
        play_through_page(page, move)
        replay.play(move)
    assert record(page) == full
    return page


# --- the new-game screen -------------------------------------------------------


def test_new_game_screen_shows_only_the_options_that_apply(app: Watched) -> None:
    page = app.open()
    page.get_by_role("button", name=re.compile("^Ta Yü")).click()
    dialog = page.locator("#dialog")
    expect(dialog).to_contain_text("Two players")
    target = dialog.locator('input[name="target"]')
    bidding = dialog.locator('input[name="bidding"]').first
    expect(target).to_be_hidden()
    expect(bidding).to_be_hidden()
    dialog.locator('input[value="saboteur"]').check()
    expect(target).to_be_visible()
    dialog.locator('input[name="bidding"][value="yes"]').check()
    expect(target).to_be_hidden(), "with bidding the target is bid"
    dialog.locator('input[name="bidding"][value="no"]').check()
    target.fill("30")
    # The first seat offers only the seats this variant has.
    first = dialog.locator('input[name="first"] >> visible=true')
    expect(first).to_have_count(3)
    dialog.locator('input[name="first"][value="2"]').check()
    page.screenshot(path=str(ARTIFACTS / "tayu-new-game.png"))
    people_play(page)
    dialog.locator('button[value="start"]').click()
    expect(page.locator("#status")).to_contain_text("Saboteur: lay the tile")
    assert record(page).startswith(
        "v1~tayu~variant.saboteur_tiles.bag_first.2_target.30_bidding.no~t"
    )
    saboteur = page.locator('[data-tayu="scores"] [data-role="sab"]')
    expect(saboteur).to_contain_text("Saboteur")
    expect(saboteur).to_contain_text("target 30")
    expect(page.locator('[data-tayu="bag"]')).to_contain_text("Bag: 83 tiles")
    # The game's New game opens as the game on the table: the saboteur
    # game, its first seat 2.
    page.get_by_role("button", name="New game").click()
    expect(first).to_have_count(3)
    expect(dialog.locator('input[name="first"][value="2"]')).to_be_checked()
    dialog.locator('input[value="standard"]').check()
    expect(first).to_have_count(2), "two players: seats 0 and 1"
    # Teams: four seats; the hidden saboteur options go with their defaults.
    dialog.locator('input[value="teams"]').check()
    expect(first).to_have_count(4)
    dialog.locator('input[name="first"][value="3"]').check()
    # Back to two players, a first seat of 3 no longer fits: it moves to 0.
    dialog.locator('input[value="standard"]').check()
    expect(dialog.locator('input[name="first"][value="0"]')).to_be_checked()
    dialog.locator('input[value="teams"]').check()
    dialog.locator('input[value="choice"]').check()
    people_play(page)
    dialog.locator('button[value="start"]').click()
    expect(page.locator("#status")).to_contain_text("North–South 1: pick a tile")
    assert record(page) == "v1~tayu~variant.teams_tiles.choice_first.0_target.24_bidding.no~"


# --- a whole game ------------------------------------------------------------------


def test_whole_two_player_game_by_taps(app: Watched) -> None:
    page = app.open()
    page.get_by_role("button", name=re.compile("^Ta Yü")).click()
    people_play(page)
    page.locator('#dialog button[value="start"]').click()
    expect(page.locator("#status")).to_contain_text("North–South: lay the tile")
    # Not on the centre: the rules say why, nothing changes.
    before = record(page)
    tap(page, "a1")
    expect(page.locator("#message")).to_contain_text("the first tile must cover")
    assert record(page) == before
    # Tap a lit square, then the ghost: the next way the tile fits there.
    tap(page, "j10")
    first = page.locator("[data-move]").get_attribute("data-move")
    # The panel speaks words: the move's code stays out of sight.
    assert str(first) not in page.locator("#game-controls").inner_text()
    tap(page, "ghost")
    assert page.locator("[data-move]").get_attribute("data-move") != first
    tap(page, "cancel")
    expect(page.locator("[data-move]")).to_have_count(0)
    rng = random.Random(7)
    started = time.monotonic()
    placed = 0
    while not page.evaluate("abstrakta.status()")["over"]:
        move = rng.choice(page.evaluate("abstrakta.legalMoves()"))
        lay(page, move, confirm_on_board=placed % 2 == 0)
        placed += 1
        assert (
            record(page).split("~")[-1].split("_")[-2] == move
            or page.evaluate("abstrakta.status()")["over"]
        )
        if placed == 3:
            # Undo takes back the tile and the draw after it; redo brings
            # back the same draw.
            line = record(page)
            page.get_by_role("button", name="Undo").click()
            assert line.startswith(record(page) + "_")
            page.get_by_role("button", name="Redo").click()
            assert record(page) == line
    elapsed = time.monotonic() - started
    status = page.evaluate("abstrakta.status()")
    state = GAMES["tayu"].new({})
    for move in record(page).split("~")[-1].split("_"):
        state.play(move)
    outcome = state.outcome()
    assert outcome is not None and status["result"]["reason"] == outcome.reason
    assert status["result"]["scores"] == list(outcome.scores)
    end = page.locator('[data-tayu="end"]')
    expect(end).to_be_visible()
    # The result is said once (the status line), not again in the end card
    # (what is seen: the panel; the board's text for screen readers repeats it).
    headline = page.locator("#status").inner_text().split(" — ")[0].strip()
    assert headline and page.locator("#play .panel").inner_text().count(headline) == 1
    detail = outcome.detail
    for side, points in detail["sides"].items():  # type: ignore[union-attr]
        expect(end.locator(f'[data-side="{side}"]')).to_contain_text(str(points))
    for role, score in detail["scores"].items():  # type: ignore[union-attr]
        expect(end.locator(f'[data-role="{role}"]')).to_contain_text(f"= {score}")
    expect(end).to_contain_text(f"{len(state.placed)} tiles laid")
    # An outlet on a grey square is listed as "×2", and the card says why.
    outlets = detail["edge_outlets"].values()  # type: ignore[union-attr]
    doubled = [name for listed in outlets for name, points in listed if points == 2]
    note = end.get_by_text("×2: an outlet facing a grey frame square scores 2.")
    if doubled:  # the bag's draws are random: most games end with one
        expect(end).to_contain_text(f"{doubled[0]} ×2")
        expect(note).to_be_visible()
    else:
        expect(note).to_have_count(0)
    expect(page.locator("#status")).to_contain_text(
        "the drawn tile fits nowhere" if outcome.reason == "tayu_stuck" else "the bag is empty"
    )
    page.screenshot(path=str(ARTIFACTS / "tayu-desktop-end.png"))
    print(f"{placed} tiles laid by taps in {elapsed:.1f} s")


# --- short games of each variant --------------------------------------------------


def test_teams_short_game(app: Watched) -> None:
    state = short_game({"variant": "teams"}, 6, 10)
    page = replay_through_page(app, state)
    end = page.locator('[data-tayu="end"]')
    expect(end).to_be_visible()
    assert page.evaluate("abstrakta.status()")["result"]["reason"] == state.outcome().reason  # type: ignore[union-attr]
    assert set(layers(state)) == {0, 1, 2, 3}, "every one of the four seats laid a tile"


def test_saboteur_bidding_short_game(app: Watched) -> None:
    bids = ("bid30", "bid20", "pass", "pass")
    state = short_game({"variant": "saboteur", "bidding": "yes"}, 4, 9, bids)
    page = app.open()
    assert page.evaluate("abstrakta.newGame('tayu', {variant: 'saboteur', bidding: 'yes'})") is None
    expect(page.locator("#status")).to_contain_text("Player 1: bid or pass")
    page.locator('[data-tayu="bid"]').fill("485")
    page.get_by_role("button", name="Bid", exact=True).click()
    expect(page.locator("#message")).to_contain_text("a whole number from 1 to 484")
    page = replay_through_page(app, state)
    end = page.locator('[data-tayu="end"]')
    expect(end).to_contain_text("Target 20")
    result = page.evaluate("abstrakta.status()")["result"]
    outcome = state.outcome()
    assert outcome is not None and result["returns"] == list(outcome.returns)
    assert state.role(1) == "sab"
    page.screenshot(path=str(ARTIFACTS / "tayu-saboteur-end.png"))


def test_tile_choice_short_game(app: Watched) -> None:
    state = short_game({"tiles": "choice"}, 3, 8)
    page = replay_through_page(app, state)
    expect(page.locator('[data-tayu="end"]')).to_be_visible()
    assert page.evaluate("abstrakta.status()")["over"]


# --- links, reload, Italian ------------------------------------------------------------


def test_shared_link_reload_and_mouse(app: Watched, server: str) -> None:
    page = app.open()
    rng = random.Random(11)
    # Three tiles laid in a game still going. A drawn tile that fits
    # nowhere ends the game (about 1 game in 100 this early): start again.
    while True:
        assert page.evaluate("abstrakta.newGame('tayu', {first: '1'})") is None
        for _ in range(3):
            lay(page, rng.choice(page.evaluate("abstrakta.legalMoves()")))
            if page.evaluate("abstrakta.status().over"):
                break
        else:
            break
    link = page.url
    scores = page.locator('[data-tayu="scores"]').text_content() or ""
    # The link in another tab (same browser: its files are cached).
    other = watch(page.context, server)
    try:
        other.page.goto(link)
        other.wait_ready()
        assert other.page.url == link
        assert record(other.page) == record(page)
        expect(other.page.locator('[data-tayu="scores"]')).to_have_text(scores)
        expect(other.page.locator("#status")).to_contain_text("North–South: lay the tile")
        other.page.locator("#language-button").click()
        expect(other.page.locator("#status")).to_contain_text("Nord–Sud: posa la tessera")
        expect(other.page.locator('[data-tayu="bag"]')).to_contain_text("Sacchetto: 80 tessere")
        expect(other.page.locator('[data-tayu="scores"]')).to_contain_text(" × O ")
        other.page.locator("#language-button").click()
        assert other.errors == []
    finally:
        other.page.close()
    page.reload()
    app.wait_ready()
    assert page.url == link
    expect(page.locator('[data-tayu="scores"]')).to_have_text(scores)
    # The mouse: the wheel zooms around the pointer, a drag pans, and
    # neither is a tap.
    box = page.locator("#board").bounding_box()
    assert box is not None
    here = spots(page)
    fit_pitch = here["k10"][0] - here["j10"][0]
    page.mouse.move(box["x"] + here["j10"][0], box["y"] + here["j10"][1])
    page.mouse.wheel(0, -400)
    page.wait_for_function("abstrakta.spots().zoom_fit !== undefined")
    here = spots(page)
    zoomed = here["j10"]
    assert here["k10"][0] - zoomed[0] > 1.5 * fit_pitch
    page.mouse.move(box["x"] + 200, box["y"] + 200)
    page.mouse.down()
    page.mouse.move(box["x"] + 260, box["y"] + 240, steps=5)
    page.mouse.up()
    moved = spots(page)["j10"]
    assert moved[0] > zoomed[0] + 30 and moved[1] > zoomed[1] + 20
    assert page.url == link, "a drag is not a tap"


# --- a phone ------------------------------------------------------------------------


def test_phone_portrait_zoom_pan_and_lay(browser: Browser, server: str) -> None:
    context = browser.new_context(**phone(small=True))
    try:
        app = watch(context, server)
        page = app.open()
        assert page.evaluate("abstrakta.newGame('tayu', {})") is None
        box = page.locator("#board").bounding_box()
        assert box is not None and box["width"] <= 360
        # The whole board fits at first, too small to aim at...
        here = spots(page)
        pitch = here["b1"][0] - here["a1"][0]
        assert pitch < 28
        for x, y in here.values():
            assert 0 <= x <= box["width"] and 0 <= y <= box["height"]
        page.screenshot(path=str(ARTIFACTS / "tayu-phone-fit.png"))
        # ...so a tap zooms in around it, to comfortable squares.
        tap(page, "j10", touch=True)
        here = spots(page)
        assert here["b1"][0] - here["a1"][0] >= 28
        assert "zoom_fit" in here
        move = sorted(page.evaluate("abstrakta.legalMoves()"))[0]
        lay(page, move, touch=True)
        assert record(page).split("~")[-1].split("_")[1] == move
        # Still zoomed: the next player goes on at the same place.
        assert spots(page)["b1"][0] - spots(page)["a1"][0] >= 28
        assert page.evaluate("window.scrollY") == 0, "the board stays in view"
        page.screenshot(path=str(ARTIFACTS / "tayu-phone-zoomed.png"))
        tap(page, "zoom_fit", touch=True)
        assert spots(page)["b1"][0] - spots(page)["a1"][0] < 28
        # Zoomed in on a far corner, a new turn pans to where the tile fits.
        # (and a one-finger drag pans the board).
        zoom_on_a_corner(page, box)
        here = spots(page)
        assert here["b1"][0] - here["a1"][0] > 60
        assert here["g7"][0] > box["width"] and here["g7"][1] < 0, "only a corner in view"
        move = page.evaluate("abstrakta.legalMoves()")[0]
        assert page.evaluate("m => abstrakta.play(m)", move) is None
        here = spots(page)
        lit = {
            square_name(square)
            for text in page.evaluate("abstrakta.legalMoves()")
            for square in parse(text).squares  # type: ignore[union-attr]
        }
        assert page.evaluate("abstrakta.status()")["over"] or any(
            0 <= here[name][0] <= box["width"] and 0 <= here[name][1] <= box["height"]
            for name in lit
        )
        assert app.errors == []
        assert app.foreign_requests() == []
    finally:
        context.close()


def test_every_frame_line_is_labelled_on_a_small_phone(browser: Browser, server: str) -> None:
    """The frame names every row and column, the grey squares' lines (3, 7,
    12, 16; c, g, l, p) too, and on a 360 px phone (17 px squares): the
    move list and the final score name those lines."""
    context = browser.new_context(**phone(small=True))
    try:
        app = watch(context, server)
        page = app.open()
        assert page.evaluate("abstrakta.newGame('tayu', {})") is None
        box = page.locator("#board").bounding_box()
        assert box is not None
        here = spots(page)
        pitch = here["a1"][1] - here["a2"][1]
        assert 15 < pitch < 18

        def ink(x: float, y: float) -> int:
            """Dark pixels (a label's ink) in the frame square centred at x, y."""
            side = pitch - 2
            shot = page.screenshot(
                clip={
                    "x": box["x"] + x - side / 2,
                    "y": box["y"] + y - side / 2,
                    "width": side,
                    "height": side,
                }
            )
            return sum(Image.open(BytesIO(shot)).convert("L").histogram()[:60])

        for row in range(1, 19):
            x, y = here[f"a{row}"]
            assert ink(x - pitch, y) > 10, f"row {row} has no label"
        for column in "abcdefghijklmnopqr":
            x, y = here[f"{column}1"]
            assert ink(x, y + pitch) > 10, f"column {column} has no label"
        page.screenshot(path=str(ARTIFACTS / "tayu-phone-labels.png"))
        assert app.errors == []
    finally:
        context.close()


def test_saboteur_bidding_says_the_rules_bounds_and_who_got_which_role(
    browser: Browser, server: str
) -> None:
    """The bid field and its prompt take their bounds from the rules (1 to
    the most a player can score, then below the last bid); once the bidding
    ends, the roles name the players who hold them."""
    context = browser.new_context(**phone())
    try:
        app = watch(context, server)
        page = app.open("v1~tayu~variant.saboteur_tiles.choice_first.0_target.24_bidding.yes~")
        field = page.locator('[data-tayu="bid"]')
        panel = page.locator('[data-tayu="panel"]')
        expect(field).to_have_attribute("max", "484")
        expect(field).to_have_attribute("min", "1")
        expect(panel).to_contain_text("(1–484)")
        field.fill("200")
        page.get_by_role("button", name="Bid", exact=True).click()
        page.wait_for_function("abstrakta.record().endsWith('bid200')")
        expect(field).to_have_attribute("max", "199")
        expect(panel).to_contain_text("Last bid: 200 by Player 1. Bid lower (1–199)")
        for _ in range(2):
            page.get_by_role("button", name="Pass").click()
        page.wait_for_function("abstrakta.record().endsWith('pass_pass')")
        expect(page.locator("#status")).to_contain_text("Saboteur (Player 1): pick a tile")
        expect(page.locator("#status")).to_contain_text(
            "Player 1 is the saboteur, target 200; Player 2 plays North–South, Player 3 East–West"
        )
        scores = page.locator('[data-tayu="scores"]')
        expect(scores.locator('[data-role="ns"]')).to_contain_text("North–South (Player 2)")
        expect(scores.locator('[data-role="ew"]')).to_contain_text("East–West (Player 3)")
        expect(scores.locator('[data-role="sab"]')).to_contain_text("Saboteur (Player 1)")
        expect(scores.locator("[data-target]")).to_have_attribute("data-target", "200")
        page.screenshot(path=str(ARTIFACTS / "tayu-saboteur-roles.png"), full_page=True)
        assert app.errors == []
    finally:
        context.close()


def test_a_bid_typed_over_the_suggestion_replaces_it(browser: Browser, server: str) -> None:
    """A tap put the caret after the suggested 24, so typing 40 made 2440,
    which the rules read as no move of this game ("it is not a move of
    this game"): what is typed now replaces the suggestion, and a number
    out of the bounds is said with them."""
    context = browser.new_context(**phone())
    try:
        app = watch(context, server)
        page = app.open("v1~tayu~variant.saboteur_tiles.choice_first.0_target.24_bidding.yes~")
        field = page.locator('[data-tayu="bid"]')
        expect(field).to_have_value("24")
        field.tap()
        page.keyboard.type("40")
        expect(field).to_have_value("40")
        field.fill("2440")
        page.get_by_role("button", name="Bid", exact=True).click()
        expect(page.locator("#message")).to_have_text(
            "Not allowed: type the target as a whole number from 1 to 484"
        )
        assert page.evaluate("abstrakta.record()").endswith("bidding.yes~")
        assert app.errors == []
    finally:
        context.close()


def test_the_score_table_marks_the_computers_side(app: Watched) -> None:
    page = app.open()
    assert page.evaluate("abstrakta.newGame('tayu', {}, {1: 'normal'})") is None
    scores = page.locator('[data-tayu="scores"]')
    expect(scores.locator('[data-role="ew"]')).to_contain_text("East–West (computer)")
    expect(scores.locator('[data-role="ns"]')).not_to_contain_text("computer")


def test_the_computers_tile_is_brought_into_view_on_a_zoomed_phone(
    browser: Browser, server: str
) -> None:
    """Zoomed in on a corner, a phone's player saw the status name the
    computer's tile ("…on p12–p14") while it lay out of sight: the board
    now pans to it."""
    context = browser.new_context(**phone(small=True))
    try:
        app = watch(context, server)
        page = app.open()
        assert page.evaluate("abstrakta.newGame('tayu', {}, {1: 'normal'})") is None
        box = page.locator("#board").bounding_box()
        assert box is not None
        zoom_on_a_corner(page, box)
        assert spots(page)["g7"][0] > box["width"], "only a corner in view"
        before = record(page)
        move = page.evaluate("abstrakta.legalMoves()")[0]
        assert page.evaluate("m => abstrakta.play(m)", move) is None
        # The computer answers: a draw, then its tile laid.
        page.wait_for_function(
            "n => abstrakta.record().split('~')[3].split('_').length >= n",
            arg=len(before.split("~")[3].split("_")) + 3,
            timeout=60_000,
        )
        page.wait_for_timeout(300)
        laid = [m for m in record(page).split("~")[3].split("_") if "." in m][-1]
        placed = parse(laid)
        assert isinstance(placed, Place)
        here = spots(page)
        for square in placed.squares:
            x, y = here[square_name(square)]
            assert 0 <= x <= box["width"] and 0 <= y <= box["height"], (laid, x, y)
        assert app.errors == []
    finally:
        context.close()


def test_the_keyboard_goes_on_to_the_panels_next_step(app: Watched) -> None:
    """A keyboard audit: the last pass of the saboteur's bidding sent the
    focus to the board, while the next step (a face-down tile to pick) is
    in the panel; it goes to the panel's first button now."""
    page = app.open()
    options = "{variant: 'saboteur', bidding: 'yes', tiles: 'choice'}"
    assert page.evaluate(f"abstrakta.newGame('tayu', {options})") is None
    for move in ("bid30", "pass"):
        assert page.evaluate("m => abstrakta.play(m)", move) is None
    page.get_by_role("button", name="Pass", exact=True).focus()
    page.keyboard.press("Enter")
    expect(page.locator("#status")).to_contain_text("pick a tile")
    page.wait_for_function("document.activeElement.closest('#game-controls') !== null")
    assert page.evaluate("document.activeElement.textContent").startswith("Decorated")


def test_a_tile_that_fits_nowhere_says_whose_draw_it_was(app: Watched) -> None:
    """A phone audit: the end said "This tile fits nowhere" without saying
    who drew it (in that game it was the person's own draw)."""
    page = app.open(
        "v1~tayu~variant.standard_tiles.bag_first.0_target.24_bidding.no~t1_1w.j10_t1_1e.i10_t28"
    )
    expect(page.locator('[data-tayu="end"]')).to_contain_text(
        "North–South drew this tile, which fits nowhere"
    )
