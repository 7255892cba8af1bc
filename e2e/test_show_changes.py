"""Show what changed (issue 13, item 6), on phones: the board keeps its size
while the panel's texts change; the last move (a whole Tantrix turn too) is
highlighted on every kind of board; boards fit a 360x640 phone."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page

from e2e.harness import ARTIFACTS, phone, spots, watch

GAMES = ("tsoro", "tayu", "tantrix", "tiquadra", "asterismo")


def board_size(page: Page) -> tuple[float, float]:
    page.wait_for_timeout(150)  # a frame for the layout to settle
    box = page.locator("#board").bounding_box()
    assert box is not None
    return round(box["width"]), round(box["height"])


@pytest.mark.parametrize("small", [False, True], ids=["390x844", "360x640"])
def test_the_board_keeps_its_size_while_the_panel_changes(
    browser: Browser, server: str, small: bool
) -> None:
    context = browser.new_context(**phone(small=small))
    try:
        app = watch(context, server)
        page = app.open()
        for game in GAMES:
            assert page.evaluate("(g) => abstrakta.newGame(g, {}, {})", game) is None
            first = board_size(page)
            for _ in range(3):
                # The app makes a draw (Ta Yü, Tantrix) a moment after a move;
                # an Asterismo take may end the game (a random pour).
                page.wait_for_function(
                    "abstrakta.legalMoves().length > 0 || abstrakta.status().over"
                )
                if page.evaluate("abstrakta.status().over"):
                    break
                move = page.evaluate("abstrakta.legalMoves()[0]")
                assert page.evaluate("(m) => abstrakta.play(m)", move) is None
                assert board_size(page) == first, f"{game}: the board changed size"
            # the move list shown as notation (a longer panel) changes nothing
            page.locator("#notation-button").click()
            assert board_size(page) == first, game
            page.locator("#notation-button").click()
        assert app.errors == []
    finally:
        context.close()


#: Pixels of the last-move colour (#c0542d) within ``r`` CSS px of (x, y).
LAST_PIXELS = """([x, y, r]) => {
  const canvas = document.getElementById('board');
  const ratio = canvas.width / canvas.getBoundingClientRect().width;
  const left = Math.max(0, Math.round((x - r) * ratio));
  const top = Math.max(0, Math.round((y - r) * ratio));
  const size = Math.round(2 * r * ratio);
  const data = canvas.getContext('2d').getImageData(left, top, size, size).data;
  let found = 0;
  for (let i = 0; i < data.length; i += 4) {
    const off = Math.abs(data[i] - 192) + Math.abs(data[i + 1] - 84) + Math.abs(data[i + 2] - 45);
    if (off < 40) found++;
  }
  return found;
}"""

#: A Tantrix turn of three tiles (Red: a forced fill, the free move, a
#: forced fill), a Ta Yü tile, a Tsoro jump, a TiQuadra piece.
LAST_MOVES = {
    "tantrix": "v1~tantrix~players.2_colours.auto~d55_d25_d50_d28_d3_d18_d37_d36_d30_d22_d39_"
    "d27_37.0.0.1_d43_25.-1.1.4_d21_50.-2.2.4_d8_28.0.-1.3_d20_18.-1.0.3_d29_43.-2.1.1_d6_"
    "6.1.0.4_d34_55.1.-1.4_d54",
    "tayu": "v1~tayu~variant.standard_tiles.bag_first.0_target.24_bidding.no~t11_11s.g9_t13_"
    "13w.j8_t2",
    "tsoro": "v1~tsoro~first.white~a2_a1_b3_b2_c1_c2_b3xb1",
    "asterismo": "v1~asterismo~players.2_silent.no~03CYIXOVRIOawVVEcmCye.Lh82jo2nIzFleYXU3_"
    "s1_s2_s1_s2_s1_e8",
    "tiquadra": "v1~tiquadra~~1_2_3_1",
}


def test_the_last_move_is_marked_on_every_kind_of_board(browser: Browser, server: str) -> None:
    context = browser.new_context(**phone())
    try:
        app = watch(context, server)
        page = app.open()
        for game, record in LAST_MOVES.items():
            assert page.evaluate("(r) => abstrakta.load(r)", record) is None
            page.wait_for_timeout(1200)  # past the pulse: the steady mark
            found = spots(page)
            marks = sorted(name for name in found if name.startswith("last"))
            if game == "tantrix":
                assert marks == ["last1", "last2", "last3"], marks
            else:
                assert marks == ["last"], (game, marks)
            if game == "tiquadra":
                assert found["last"] == found["1"]  # Orange's second piece, on square 1
                continue
            for name in marks:
                x, y = found[name]
                assert page.evaluate(LAST_PIXELS, [x, y, 30]) > 20, (game, name)
            page.screenshot(path=str(ARTIFACTS / f"last-move-{game}.png"))
        assert app.errors == []
    finally:
        context.close()


BUTTON_HALF = 22  # the canvas buttons are 44 CSS px squares


def covered(found: dict[str, list[float]], buttons: list[str], places: set[str]) -> list[str]:
    """The places whose centre lies under one of the canvas buttons."""
    hit = []
    for place in places:
        x, y = found[place]
        for name in buttons:
            bx, by = found[name]
            if abs(x - bx) <= BUTTON_HALF and abs(y - by) <= BUTTON_HALF:
                hit.append(place)
    return hit


def test_canvas_buttons_leave_the_playable_places_free(browser: Browser, server: str) -> None:
    """Tantrix's ✓ ↻ ✗ and Ta Yü's ✓ ✗ beside a ghost never sit on a space
    where a tile could go (the player may want to tap it instead)."""
    context = browser.new_context(**phone())
    try:
        app = watch(context, server)
        page = app.open()
        # Tantrix: Red's free move, many spaces open.
        assert (
            page.evaluate("(r) => abstrakta.load(r)", LAST_MOVES["tantrix"].rsplit("_6.1", 1)[0])
            is None
        )
        moves = page.evaluate("abstrakta.legalMoves()")
        spaces = {".".join(move.split(".")[1:3]) for move in moves}
        problems = []
        for space in sorted(spaces):
            found = spots(page)
            x, y = found[space]
            box = page.locator("#board").bounding_box()
            assert box is not None
            page.mouse.click(box["x"] + x, box["y"] + y)
            found = spots(page)
            buttons = [name for name in ("confirm", "rotate", "cancel") if name in found]
            assert "confirm" in buttons, space
            problems += [(space, hit) for hit in covered(found, buttons, spaces - {space})]
            cx, cy = found["cancel"]
            page.mouse.click(box["x"] + cx, box["y"] + cy)
        assert problems == [], problems
        assert app.errors == []
    finally:
        context.close()


def covered_squares(move: str) -> set[str]:
    """The squares a Ta Yü placement (``13n.h9``) covers."""
    head, _, anchor = move.partition(".")
    column, row = ord(anchor[0]) - ord("a"), int(anchor[1:])
    across = head[-1] in "ns"
    return {
        f"{chr(ord('a') + column + (k if across else 0))}{row + (0 if across else k)}"
        for k in range(3)
    }


def test_tayu_buttons_leave_the_lit_squares_free(browser: Browser, server: str) -> None:
    context = browser.new_context(**phone())
    try:
        app = watch(context, server)
        page = app.open()
        record = "v1~tayu~variant.standard_tiles.bag_first.0_target.24_bidding.no~t11_11s.g9_t13"
        assert page.evaluate("(r) => abstrakta.load(r)", record) is None
        moves = page.evaluate("abstrakta.legalMoves()")
        lit = set().union(*(covered_squares(move) for move in moves))
        box = page.locator("#board").bounding_box()
        assert box is not None
        x, y = spots(page)["i9"]
        page.mouse.click(box["x"] + x, box["y"] + y)  # a small board: this tap zooms in
        problems = []
        for square in sorted(lit):
            found = spots(page)
            x, y = found[square]
            if not (30 < x < box["width"] - 60 and 30 < y < box["height"] - 30):
                continue  # off screen at this zoom, or under the zoom buttons
            page.mouse.click(box["x"] + x, box["y"] + y)
            found = spots(page)
            if "confirm" not in found:
                continue
            gx, gy = found["ghost"]
            step = found["b1"][0] - found["a1"][0]
            ghost = {s for s in lit if abs(found[s][0] - gx) + abs(found[s][1] - gy) < 1.6 * step}
            problems += [
                (square, hit) for hit in covered(found, ["confirm", "cancel"], lit - ghost)
            ]
            cx, cy = found["cancel"]
            page.mouse.click(box["x"] + cx, box["y"] + cy)
        assert problems == [], problems
        assert app.errors == []
    finally:
        context.close()


def test_whole_boards_fit_a_small_phone(browser: Browser, server: str) -> None:
    """At 360x640, before any zoom, every place of a grown board (a whole
    Tantrix game, a full Ta Yü board, an Asterismo pour) is on the canvas."""
    from ui.howto import asterismo, tantrix, tayu, tiquadra, tsoro

    context = browser.new_context(**phone(small=True))
    try:
        app = watch(context, server)
        page = app.open()
        for record in (tantrix.END, tayu.END, asterismo.SHARED, tiquadra.ROUND, tsoro.PLACED):
            assert page.evaluate("(r) => abstrakta.load(r)", record) is None
            page.wait_for_timeout(200)
            box = page.locator("#board").bounding_box()
            assert box is not None
            outside = [
                name
                for name, (x, y) in spots(page).items()
                if not (0 <= x <= box["width"] and 0 <= y <= box["height"])
            ]
            assert outside == [], (record[:20], outside)
        assert app.errors == []
    finally:
        context.close()
