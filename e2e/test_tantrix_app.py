"""Tantrix in real Chromium: a whole 2-player game through the page API,
part of a game by taps (the first tile, turning a ghost, a forced fill, the
rules' reasons for refused taps), a 4-player start from the new-game
dialog, the tiles drawn exactly as the rules see them, and a phone.
"""

from __future__ import annotations

import math
import random
import re
from typing import Any

from playwright.sync_api import Browser, Page, expect
from pytest import approx

from abstrakta.core import CHANCE
from abstrakta.games import GAMES
from abstrakta.games.tantrix import TantrixState
from abstrakta.games.tantrix_tiles import fits
from abstrakta.grids import HEX_DIRECTIONS, hex_distance
from abstrakta.record import decode, encode_parts
from e2e.harness import ARTIFACTS, Watched, people_play, phone, spots, watch
from e2e.harness import tap_spot as tap

#: Red to move must fill the forced space -2.-1 (tile 29 fits it, in turn 2
#: only; tile 50 fits too); -2.1 and 0.-1 are forced spaces Red cannot fill.
FORCED = (
    "v1~tantrix~players.2_colours.auto~d48_d42_d23_d14_d29_d22_d45_d16_d27_d34_d52_d28_"
    "23.0.0.4_d7_14.-1.0.1_d36_48.-1.1.1_d56_28.-2.0.4_d55_45.-3.0.1_d50_36.-1.-1.3_d4"
)
#: Red's free move; tile 42 matches the colours round -1.-1, but a tile
#: there would put a fourth tile next to a forced space (restriction 2).
RESTRICTED = (
    "v1~tantrix~players.2_colours.auto~d48_d42_d23_d14_d29_d22_d45_d16_d27_d34_d52_d28_"
    "23.0.0.0_d13_14.-1.0.4_d43_13.-1.1.0_d35_16.1.-1.4_d11_35.1.0.1_d53_11.0.1.1_d56"
)
#: The line colours as the page paints them.
PAINT = {"R": (227, 52, 47), "Y": (246, 207, 29), "G": (39, 166, 74), "B": (47, 120, 230)}


def record(page: Page) -> str:
    return str(page.evaluate("abstrakta.record()"))


def status(page: Page) -> Any:
    return page.evaluate("abstrakta.status()")


def painted(page: Page) -> None:
    page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def state_of(page: Page) -> TantrixState:
    state = decode(record(page)).state
    assert isinstance(state, TantrixState)
    return state


def nearest(moves: list[str]) -> str:
    """The placement closest to the centre (a compact game, with forced
    spaces and loops), ties by text."""

    def key(move: str) -> tuple[int, str]:
        _, q, r, _ = (int(part) for part in move.split("."))
        return hex_distance((q, r), (0, 0)), move

    return min(moves, key=key)


def hand_tile(page: Page, tile: int) -> Any:
    return page.locator(f'[data-tantrix="turn"] button[data-tile="{tile}"]')


def ghost_move(page: Page) -> str:
    """The move the ghost shows ("" if none)."""
    found = page.locator('[data-tantrix="turn"] button[data-move]')
    return str(found.get_attribute("data-move")) if found.count() else ""


def game_record(seed: int, placements: int, players: int = 2) -> str:
    """A compact game of ``placements`` tiles (the draws sampled with ``seed``)."""
    rng = random.Random(seed)
    state = GAMES["tantrix"].new({"players": str(players)})
    while not state.is_over() and len(state.board) < placements:
        if state.current_player() == CHANCE:
            state.play(state.sample_chance(rng))
        else:
            state.play(nearest([str(move) for move in state.legal_moves()]))
    while state.current_player() == CHANCE:  # the last tile's replacement
        state.play(state.sample_chance(rng))
    return encode_parts("tantrix", state.options, state.history)


def side_colours(page: Page, state: TantrixState) -> tuple[int, int]:
    """Sample the canvas just inside every side of every tile: how many
    sides show the colour ``edges_at`` gives, and how many would if the
    tiles were drawn mirrored (side i where side -i is)."""
    found = spots(page)
    ratio = float(page.evaluate("devicePixelRatio"))
    points = []
    for cell in state.board:
        cx, cy = found[f"{cell[0]}.{cell[1]}"]
        for dq, dr in HEX_DIRECTIONS:
            nx, ny = found[f"{cell[0] + dq}.{cell[1] + dr}"]
            ux, uy = nx - cx, ny - cy
            distance = math.hypot(ux, uy)
            ux, uy = ux / distance, uy / distance
            size = distance / math.sqrt(3)
            # Just inside the side, beside the pattern painted along the middle.
            points.append(
                (
                    round((cx + ux * distance * 0.42 - uy * size * 0.07) * ratio),
                    round((cy + uy * distance * 0.42 + ux * size * 0.07) * ratio),
                )
            )
    pixels = page.evaluate(
        """points => {
            const ctx = document.getElementById('board').getContext('2d');
            return points.map(([x, y]) => Array.from(ctx.getImageData(x, y, 1, 1).data));
        }""",
        points,
    )
    right = mirrored = 0
    index = 0
    for cell in state.board:
        edges = state.edges_at(cell)
        assert edges is not None
        for side in range(6):
            rgb = pixels[index][:3]
            index += 1
            seen = min(
                PAINT, key=lambda c: sum((a - b) ** 2 for a, b in zip(PAINT[c], rgb, strict=True))
            )
            right += seen == edges[side]
            mirrored += seen == edges[-side % 6]
    return right, mirrored


# --- the tests ------------------------------------------------------------------


def test_whole_two_player_game_through_the_page_api(app: Watched) -> None:
    page = app.open()
    assert page.evaluate("abstrakta.newGame('tantrix', {players: '2'})") is None
    assert page.evaluate("abstrakta.game()") == "tantrix"
    placed = 0
    while not status(page)["over"]:
        legal = page.evaluate("abstrakta.legalMoves()")
        assert legal, "a player to move always has a move (else the game is over)"
        assert page.evaluate("m => abstrakta.play(m)", nearest(legal)) is None
        placed += 1
        assert placed <= 56
    final = status(page)
    state = state_of(page)
    outcome = state.outcome()
    assert outcome is not None and final["result"]["reason"] == outcome.reason
    assert final["result"]["scores"] == [float(s) for s in state.scores()]
    if outcome.reason == "tantrix_all_played":
        assert placed == 56 and state.bag_count() == 0 and len(state.board) == 56
    # The end card: the result and every player's line or loop.
    card = page.locator('[data-tantrix="end"]')
    expect(card).to_be_visible()
    reason = {"tantrix_all_played": "all tiles have been played"}.get(outcome.reason, "no legal")
    expect(page.locator("#status")).to_contain_text(reason)
    expect(card).not_to_contain_text(reason)  # said once, by the status line
    expect(page.locator('[data-tantrix="bag"]')).to_have_count(0)  # moot at the end
    for line in outcome.detail["lines"]:  # type: ignore[union-attr]
        row = card.locator(f'[data-final="{line["seat"]}"]')
        expect(row).to_contain_text(f": {line['score']} point")  # "line of 9 tiles: 9 points"
        expect(row).to_contain_text("loop" if line["kind"] == "loop" else "line")
    winners = final["result"]["winners"]
    if len(winners) == 1:
        name = ["Red", "Yellow"][winners[0]]
        expect(page.locator("#status")).to_contain_text(f"{name} wins with")
    painted(page)
    page.screenshot(path=str(ARTIFACTS / "tantrix-end-desktop.png"))
    # The game survives a reload, end screen included; undo reopens it.
    before = record(page)
    page.reload()
    app.wait_ready()
    assert record(page) == before
    expect(page.locator('[data-tantrix="end"]')).to_be_visible()
    assert page.evaluate("abstrakta.undo()") is None
    assert not status(page)["over"]
    assert page.evaluate("abstrakta.legalMoves()")


def test_tiles_are_drawn_as_the_rules_see_them(app: Watched) -> None:
    page = app.open(game_record(seed=3, placements=24))
    painted(page)
    state = state_of(page)
    right, mirrored = side_colours(page, state)
    sides = 6 * len(state.board)
    assert right == sides, f"{sides - right} sides drawn in the wrong colour"
    # The check can fail: a mirrored drawing would show many sides wrong.
    assert mirrored < sides * 0.8
    page.screenshot(path=str(ARTIFACTS / "tantrix-board-desktop.png"))


def test_part_of_a_game_by_taps(app: Watched) -> None:
    page = app.open()
    page.get_by_role("button", name=re.compile("^Tantrix")).click()
    people_play(page)
    page.locator('#dialog button[value="start"]').click()
    expect(page.locator("#status")).to_contain_text("place the first tile in the centre")
    state = state_of(page)
    starter = state.to_move
    assert state.first_draws[starter] == max(state.first_draws)
    expect(page.locator('[data-tantrix="players"] [data-hand-of]')).to_have_count(2)
    # The first tile: choose it; the centre is its only place, so its ghost
    # shows at once, in any of its six turns.
    tile = state.hands[starter][0]
    hand_tile(page, tile).click()
    assert ghost_move(page) == f"{tile}.0.0.0"
    # The panel speaks words: the move's code stays out of sight.
    assert f"{tile}.0.0.0" not in page.locator("#game-controls").inner_text()
    tap(page, "ghost")  # turns it
    assert ghost_move(page) == f"{tile}.0.0.1"
    tap(page, "rotate")
    assert ghost_move(page) == f"{tile}.0.0.2"
    page.locator('[data-tantrix="turn"] button[data-rotation="5"]').click()
    assert ghost_move(page) == f"{tile}.0.0.5"
    tap(page, "confirm")
    expect(page.locator("#status")).to_contain_text("free move")
    assert f"_{tile}.0.0.5_d" in record(page)
    # The second player: a tile, a highlighted space, a turn offered there.
    legal = page.evaluate("abstrakta.legalMoves()")
    wanted = nearest(legal)
    number, q, r, turn = wanted.split(".")
    hand_tile(page, int(number)).click()
    if not ghost_move(page).startswith(f"{number}.{q}.{r}."):
        tap(page, f"{q}.{r}")
    offered = page.locator('[data-tantrix="turn"] [data-rotations]')
    if offered.count():
        turns = str(offered.get_attribute("data-rotations")).split()
        assert turns == sorted(
            m.split(".")[3] for m in legal if m.startswith(f"{number}.{q}.{r}.")
        ), "only the turns that fit are offered"
        page.locator(f'[data-tantrix="turn"] button[data-rotation="{turn}"]').click()
    assert ghost_move(page) == wanted
    page.get_by_role("button", name="Place tile").click()
    assert record(page).split("_")[-2] == wanted

    # A forced space: the step is named, an ordinary space is refused with
    # the rules' reason, the forced one is filled by a tap and ✓.
    assert page.evaluate("f => abstrakta.load(f)", FORCED) is None
    expect(page.locator("#status")).to_contain_text("Red: fill forced spaces")
    expect(page.locator('[data-tantrix="forced"]')).to_contain_text(
        "Forced spaces to fill first: one"
    )
    tap(page, "1.0")
    expect(page.locator("#message")).to_contain_text(
        "Not allowed: first fill the forced spaces marked !"
    )
    assert record(page) == FORCED
    tap(page, "-2.-1")
    assert ghost_move(page) == "29.-2.-1.2"  # the first hand tile that fits
    assert "border-color" in hand_style(page, 50), "tile 50 fits there too: marked"
    painted(page)
    page.screenshot(path=str(ARTIFACTS / "tantrix-forced-desktop.png"))
    tap(page, "confirm")
    assert record(page).startswith(FORCED + "_29.-2.-1.2_d")
    # Undo takes the fill back (and its draw); the link reloads to it.
    page.get_by_role("button", name="Undo").click()
    assert record(page) == FORCED
    page.reload()
    app.wait_ready()
    assert record(page) == FORCED

    # A restriction: the colours fit, the rules say why it is refused.
    assert page.evaluate("f => abstrakta.load(f)", RESTRICTED) is None
    expect(page.locator("#status")).to_contain_text("free move")
    tap(page, "-1.-1")
    expect(page.locator("#message")).to_contain_text(
        "Not allowed: it would be a fourth tile next to a forced space (rule 2)"
    )
    assert record(page) == RESTRICTED


def hand_style(page: Page, tile: int) -> str:
    return str(hand_tile(page, tile).get_attribute("style"))


def test_four_player_start_from_the_dialog(app: Watched) -> None:
    page = app.open()
    page.get_by_role("button", name=re.compile("^Tantrix")).click()
    colours = page.locator('#dialog fieldset:has(input[name="colours"])')
    # Two players: each set of two colours once.
    expect(colours.locator("label:visible")).to_have_count(6)
    # "Automatic" is shown as the set it stands for, so the line under the
    # option names no such choice.
    labels = " ".join(colours.locator("label:visible").all_inner_texts()).lower()
    hint = colours.locator(".option-hint").inner_text().lower()
    assert "automatic" not in labels and "automatic" not in hint, hint
    # The number of players is a row of radio buttons (2, 3, 4).
    expect(page.locator('#dialog input[name="players"]')).to_have_count(3)
    page.locator('#dialog input[name="players"][value="3"]').check()
    expect(colours.locator("label:visible")).to_have_count(4)
    colours.get_by_text("Yellow · Green · Blue", exact=True).click()
    expect(colours.locator('input[value="YGB"]')).to_be_checked()
    page.locator('#dialog input[name="players"][value="4"]').check()
    expect(colours).to_be_hidden()  # four players use every colour
    people_play(page)
    page.locator('#dialog button[value="start"]').click()
    page.wait_for_function("abstrakta.record() !== null")  # the dialog closes, then starts
    assert "~players.4_colours.auto~" in record(page)
    state = state_of(page)
    assert state.colours == ("R", "Y", "G", "B")
    assert state.bag_count() == 56 - 24
    expect(page.locator('[data-tantrix="players"] [data-hand-of]')).to_have_count(4)
    for seat in range(4):
        expect(page.locator(f'[data-hand-of="{seat}"] canvas')).to_have_count(6)
    expect(page.locator('[data-tantrix="bag"]')).to_contain_text("Bag: 32 tiles")
    names = ["Red", "Yellow", "Green", "Blue"]
    starter = names[state.first_draws.index(max(state.first_draws))]
    expect(page.locator("#status")).to_contain_text(f"{starter}: place the first tile")
    expect(page.locator('[data-tantrix="panel"]')).to_contain_text(f"{starter} starts")
    assert status(page)["toMove"] == state.starter
    # In Italian.
    page.locator("#language-button").click()
    italian = ["Rosso", "Giallo", "Verde", "Blu"][names.index(starter)]
    expect(page.locator("#status")).to_contain_text(f"{italian}: posa la prima tessera")
    expect(page.locator('[data-tantrix="bag"]')).to_contain_text("Sacchetto: 32 tessere")
    page.locator("#language-button").click()
    painted(page)
    page.screenshot(path=str(ARTIFACTS / "tantrix-start-4.png"))


def neighbour_distance(found: dict[str, list[float]], name: str) -> float:
    """CSS px between the centres of space ``name`` and a neighbour."""
    q, r = (int(part) for part in name.split("."))
    for dq, dr in HEX_DIRECTIONS:
        other = f"{q + dq}.{r + dr}"
        if other in found:
            return math.dist(found[name], found[other])
    raise AssertionError(f"{name} has no neighbour in spots()")


def test_a_refused_tap_never_moves_the_board_and_the_next_tap_clears_it(
    browser: Browser, server: str
) -> None:
    """On a phone the refusal shows below the board (above it, it pushed
    the board down under the finger), and a tap that picks a space clears
    it (it stayed, describing the wrong tap)."""
    context = browser.new_context(**phone())
    try:
        app = watch(context, server)
        record_text = game_record(seed=0, placements=6)
        state = decode(record_text).state
        assert isinstance(state, TantrixState) and state.current_player() >= 0
        hand = set(state.hands[state.to_move])
        nowhere = next(
            c for c in state.open_hexes() if not hand & set(fits(state.demanded_edges(c)))
        )
        page = app.open(record_text)
        painted(page)
        board_top = page.locator("#board").bounding_box()["y"]  # type: ignore[index]
        message = page.locator("#message")
        tap(page, f"{nowhere[0]}.{nowhere[1]}", touch=True)
        expect(message).to_have_text("None of your tiles fits the colours around that space.")
        assert page.locator("#board").bounding_box()["y"] == board_top  # type: ignore[index]
        _, q, r, _ = nearest(page.evaluate("abstrakta.legalMoves()")).split(".")
        tap(page, f"{q}.{r}", touch=True)
        expect(message).to_be_hidden()
        assert ghost_move(page).split(".")[1:3] == [q, r]
        assert app.errors == []
    finally:
        context.close()


def test_phone(browser: Browser, server: str) -> None:
    context = browser.new_context(**phone(small=True, device_scale_factor=2))
    try:
        app = watch(context, server)
        page = app.open(game_record(seed=5, placements=54))
        painted(page)
        box = page.locator("#board").bounding_box()
        assert box is not None and box["width"] <= 360
        # The whole table is on the canvas.
        for name, (x, y) in spots(page).items():
            assert 0 <= x <= box["width"] and 0 <= y <= box["height"], name
        page.screenshot(path=str(ARTIFACTS / "tantrix-phone.png"))
        state = state_of(page)
        _, q, r, _ = nearest(page.evaluate("abstrakta.legalMoves()")).split(".")
        space = f"{q}.{r}"
        # Too small to aim at: the first tap zooms in, around the finger...
        before = spots(page)
        assert neighbour_distance(before, space) < 31
        tap(page, space, touch=True)
        after = spots(page)
        assert "ghost" not in after and "zoom_fit" in after
        assert neighbour_distance(after, space) >= 44, "spaces big enough to tap"
        assert math.dist(after[space], before[space]) < 25
        # ...the second takes the first hand tile that fits there.
        tap(page, space, touch=True)
        chosen = ghost_move(page)
        assert chosen.split(".")[1:3] == [q, r]
        painted(page)
        page.screenshot(path=str(ARTIFACTS / "tantrix-phone-ghost.png"))
        tap(page, "confirm", touch=True)
        assert record(page).endswith("_" + chosen), "the bag is empty: no draw follows"
        assert len(state_of(page).board) == len(state.board) + 1
        # A drag pans the zoomed table (towards its middle: there is room).
        start = spots(page)["0.0"]
        dx = 60 if start[0] < box["width"] / 2 else -60
        dy = 40 if start[1] < box["height"] / 2 else -40
        page.mouse.move(box["x"] + 180, box["y"] + 150)
        page.mouse.down()
        page.mouse.move(box["x"] + 180 + dx, box["y"] + 150 + dy, steps=5)
        page.mouse.up()
        moved = spots(page)["0.0"]
        assert moved[0] - start[0] == approx(dx, abs=1) or moved[1] - start[1] == approx(dy, abs=1)
        # The whole table again with a button; the wheel (or a pinch) zooms.
        tap(page, "zoom_fit", touch=True)
        assert "zoom_fit" not in spots(page)
        page.mouse.move(box["x"] + 180, box["y"] + 150)
        page.mouse.wheel(0, -400)
        assert "zoom_fit" in spots(page)
        assert app.errors == []
        assert app.foreign_requests() == []
    finally:
        context.close()


def test_a_tap_on_a_laid_tile_says_why_nothing_happens(browser: Browser, server: str) -> None:
    """A tap (or Enter) on a tile already on the table, with no tile of the
    hand chosen, did nothing and said nothing. It now says the space is
    taken and where tiles go; with a tile chosen it only puts it away."""
    context = browser.new_context(**phone())
    try:
        app = watch(context, server)
        record_text = game_record(seed=0, placements=6)
        state = decode(record_text).state
        assert isinstance(state, TantrixState) and state.current_player() >= 0
        page = app.open(record_text)
        painted(page)
        laid = next(iter(state.board))
        message = page.locator("#message")
        tap(page, f"{laid[0]}.{laid[1]}", touch=True)
        expect(message).to_have_text(
            "A tile is already on this space. The highlighted spaces show where your tiles fit."
        )
        tile = state.hands[state.to_move][0]
        hand_tile(page, tile).tap()
        expect(message).to_be_hidden()
        tap(page, f"{laid[0]}.{laid[1]}", touch=True)
        expect(message).to_be_hidden()
        assert app.errors == []
    finally:
        context.close()


def test_six_rotations_fit_one_row_on_a_phone(browser: Browser, server: str) -> None:
    """A newcomer's audit (Italian, 390 px): "Rotazioni possibili:" beside
    the turns left room for five; the sixth wrapped alone on a line."""
    context = browser.new_context(**phone(locale="it-IT"))
    try:
        app = watch(context, server)
        page = app.open("learn.tantrix")  # the first tile: every turn of it
        offered = page.locator("[data-rotations] button")
        expect(offered).to_have_count(6)
        tops = {
            round(box["y"])
            for box in offered.evaluate_all(
                "buttons => buttons.map(b => b.getBoundingClientRect())"
            )
        }
        assert len(tops) == 1, tops
        assert app.errors == []
    finally:
        context.close()


def test_a_players_row_keeps_di_turno_on_one_line_on_a_phone(browser: Browser, server: str) -> None:
    """A newcomer's audit (Italian, 390 px): "di turno" wrapped onto two
    small lines, squeezed between the name and "ancora nessuna linea del
    suo colore"; the score now goes below the name when there is no room."""
    context = browser.new_context(**phone(locale="it-IT"))
    try:
        app = watch(context, server)
        page = app.open()
        page.evaluate("abstrakta.newGame('tantrix', {}, {1: 'normal'})")
        tag = page.locator("[data-seat]").get_by_text("di turno", exact=True)
        expect(tag).to_have_count(1)
        # One line is about 1.2 font sizes high, two about 2.4.
        height, size = tag.evaluate(
            "span => [span.getBoundingClientRect().height, "
            "parseFloat(getComputedStyle(span).fontSize)]"
        )
        assert height < 1.8 * size, (height, size)
        assert app.errors == []
    finally:
        context.close()
