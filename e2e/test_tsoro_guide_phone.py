"""Tsoro's "Show move values" guide on a phone, as a newcomer reads it: a
legend in words beside the board while the guide is on (English and
Italian), the values said to a screen reader, and the point names never
under a ring, a value tag or the keyboard's cursor."""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.harness import Watched, phone, watch

#: Black to move, placing: every empty point is a move with a value.
PLACING = "v1~tsoro~first.white~b1_a2_a1"
#: Black to move, moving: a2 and b3 can step to b2 (both draw).
MOVING = "v1~tsoro~first.white~b1_a2_a1_b3_b2_c1_b2-c2"
#: The worker boots Pyodide for its first answer: slow on a busy machine.
ANSWER_MS = 90_000
POINTS = ("a1", "b1", "c1", "a2", "b2", "c2", "b3")


def phone_app(browser: Browser, server: str, locale: str) -> Iterator[Watched]:
    context = browser.new_context(**phone(), locale=locale, reduced_motion="reduce")
    try:
        app = watch(context, server)
        yield app
        assert app.errors == [], f"console errors: {app.errors}"
    finally:
        context.close()


@pytest.fixture
def english(browser: Browser, server: str) -> Iterator[Watched]:
    yield from phone_app(browser, server, "en-GB")


@pytest.fixture
def italian(browser: Browser, server: str) -> Iterator[Watched]:
    yield from phone_app(browser, server, "it-IT")


def show_values(page: Page, name: str) -> None:
    page.get_by_role("button", name=name).click()
    values = page.locator(".tsoro-values")
    waiting = {"Working out what each move leads to…", "Sto calcolando dove porta ogni mossa…"}
    said = values.inner_text()
    assert said in waiting or ": " in said, f"{said!r}: while the answer comes, words"
    expect(page.locator(".tsoro-values[data-waiting]")).to_have_count(0, timeout=ANSWER_MS)


def test_the_legend_says_what_the_tags_and_rings_mean(english: Watched) -> None:
    page = english.open(MOVING)
    legend = page.locator(".tsoro-legend")
    expect(legend).to_have_count(0)
    show_values(page, "Show move values")
    expect(legend).to_be_visible()
    for words in (
        "What each move leads to, if both sides then play perfectly",
        "W3 = you win within 3 of your moves, this one included",
        "D = a draw",
        "L2 = you lose within 2 of your moves",
        "Dashed orange ring: a point you can play to",
        "Dashed blue ring: a piece you can move; its tag is the best of its moves; "
        "tap it to see them",
        "Solid blue ring: the piece you picked",
    ):
        expect(legend).to_contain_text(words)
    # Next to the board: on the phone's first screen, without scrolling.
    box = legend.bounding_box()
    assert box is not None and box["y"] + box["height"] <= 844
    # A screen reader hears each movable piece's moves and their values.
    expect(page.locator("#board-text")).to_contain_text(
        "a2: Black piece, can move: Enter selects it, draw by moving to b2"
    )
    page.get_by_role("button", name="Hide move values").click()
    expect(legend).to_have_count(0)
    expect(page.locator("#board-text")).not_to_contain_text("by moving to")


def test_the_legend_in_italian_while_placing(italian: Watched) -> None:
    page = italian.open(PLACING)
    show_values(page, "Mostra il valore delle mosse")
    legend = page.locator(".tsoro-legend")
    for words in (
        "Dove porta ogni mossa, se poi entrambi giocano al meglio",
        "V3 = vinci entro 3 tue mosse, compresa questa",
        "P = patta",
        "S2 = perdi entro 2 tue mosse",
        "Anello arancione tratteggiato: un punto dove puoi giocare",
    ):
        expect(legend).to_contain_text(words)
    # Placing: no piece moves yet, so the legend has no pieces' rings.
    expect(legend).not_to_contain_text("Anello blu")
    expect(page.locator("#board-text")).to_contain_text("c1: vuoto, puoi giocare qui, patta")
    page.get_by_role("button", name="Nascondi il valore delle mosse").click()
    expect(legend).to_have_count(0)


#: Records what the board's canvas draws: circles, rounded boxes (value tags,
#: the keyboard's cursor) and texts with their measured bounds.
RECORD_DRAWING = """() => {
  window.drawnOnBoard = [];
  const proto = CanvasRenderingContext2D.prototype;
  if (proto.recorded) return;
  proto.recorded = true;
  for (const name of ["arc", "roundRect", "fillText"]) {
    const original = proto[name];
    proto[name] = function (...args) {
      if (this.canvas.id === "board") {
        const entry = {name, args: args.slice(0, 4), lineWidth: this.lineWidth};
        if (name === "fillText") {
          const m = this.measureText(args[0]);
          entry.box = [args[1] - m.actualBoundingBoxLeft, args[2] - m.actualBoundingBoxAscent,
                       args[1] + m.actualBoundingBoxRight, args[2] + m.actualBoundingBoxDescent];
        }
        window.drawnOnBoard.push(entry);
      }
      return original.apply(this, args);
    };
  }
}"""


def overlaps(box: list[float], shape: dict[str, Any], clearance: float = 1.0) -> bool:
    """Whether a text's box comes within ``clearance`` px of a circle or a
    rounded box (its line's half width included)."""
    left, top, right, bottom = box
    grow = shape["lineWidth"] / 2 + clearance
    if shape["name"] == "arc":
        x, y, r = shape["args"][:3]
        dx = max(left - x, 0, x - right)
        dy = max(top - y, 0, y - bottom)
        return math.hypot(dx, dy) < r + grow
    x, y, w, h = shape["args"]
    return left < x + w + grow and x - grow < right and top < y + h + grow and y - grow < bottom


def hidden_names(page: Page) -> list[str]:
    drawn = page.evaluate("window.drawnOnBoard")
    names = [d for d in drawn if d["name"] == "fillText" and d["args"][0] in POINTS]
    # One frame or more (a worker's answer may redraw the board meanwhile,
    # as in a loaded CI run): the layout is the same in each.
    assert sorted({d["args"][0] for d in names}) == sorted(POINTS), "every point is named"
    shapes = [d for d in drawn if d["name"] in ("arc", "roundRect")]
    return sorted({n["args"][0] for n in names for s in shapes if overlaps(n["box"], s)})


def test_point_names_stay_clear_of_rings_tags_and_the_cursor(english: Watched) -> None:
    page = english.open(PLACING)
    show_values(page, "Show move values")
    page.evaluate(RECORD_DRAWING)
    board = page.locator("#board")
    board.focus()
    # The keyboard's cursor walks up the board, onto each row's points.
    for key in ("ArrowLeft", "ArrowUp", "ArrowUp", "ArrowRight", "ArrowUp"):
        page.evaluate("window.drawnOnBoard = []")
        page.keyboard.press(key)
        page.wait_for_function("window.drawnOnBoard.length > 0")
        drawn = page.evaluate("window.drawnOnBoard")
        tags = {d["args"][0] for d in drawn if d["name"] == "fillText"} - set(POINTS)
        assert tags >= {"D", "L1"}, "the values are drawn on the board"
        assert hidden_names(page) == [], f"after {key}"


def test_each_movable_piece_shows_its_best_move_value(english: Watched) -> None:
    """Moving: before a piece is picked, each piece that can move carries
    the value of its best move (it used to show nothing until tapped), and
    the point names stay clear of those tags."""
    page = english.open(MOVING)
    page.evaluate(RECORD_DRAWING)
    show_values(page, "Show move values")
    page.locator("#board").focus()
    page.evaluate("window.drawnOnBoard = []")
    page.keyboard.press("ArrowUp")  # the keyboard's cursor moves: one frame drawn
    page.wait_for_function("window.drawnOnBoard.length > 0")
    drawn = page.evaluate("window.drawnOnBoard")
    spots = page.evaluate("abstrakta.spots()")
    tags = [d for d in drawn if d["name"] == "fillText" and d["args"][0] == "D"]
    near = set()
    for tag in tags:
        x, y = tag["args"][1:3]
        piece = min(POINTS, key=lambda p: math.hypot(spots[p][0] - x, spots[p][1] - y))
        near.add(piece)
    assert near == {"a2", "b3"}, near  # both step to b2, a draw
    # no point's name under a tag, a ring or the cursor (one frame or more:
    # the layout is the same in each)
    names = {d["args"][0]: d for d in drawn if d["name"] == "fillText" and d["args"][0] in POINTS}
    assert sorted(names) == sorted(POINTS)
    shapes = [d for d in drawn if d["name"] in ("arc", "roundRect")]
    assert [n for n, d in names.items() if any(overlaps(d["box"], s) for s in shapes)] == []
