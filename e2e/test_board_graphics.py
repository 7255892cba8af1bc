"""The marks that say where a player may play meet WCAG's 3:1 for
graphics (1.4.11), measured on the pixels of a 2x phone: the rim of a
Tantrix space some hand tile fits, and the outline of the squares a Ta Yü
tile may cover, against what lies on each side of them.

Before: the Tantrix rim was 2.5:1 on the table; the Ta Yü squares were a
tint of 1.3:1 with no outline, so the darkest thing at their edge was
the grid (1.4:1)."""

from __future__ import annotations

import math
import random
from collections.abc import Iterator, Sequence
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from abstrakta.core import CHANCE
from abstrakta.games import GAMES
from abstrakta.games.tantrix import STEP_FREE, Place, TantrixState
from abstrakta.games.tayu import CENTRE, SIZE, TayuState
from abstrakta.grids import square_name
from abstrakta.record import encode
from e2e.harness import phone, spots, watch
from tests.wcag import luminance, ratio

#: The pixels along each segment (CSS px of the board's canvas), 0-255.
SAMPLE = """(segments) => {
  const canvas = document.getElementById("board");
  const k = canvas.width / canvas.getBoundingClientRect().width;
  const ctx = canvas.getContext("2d");
  return segments.map(([x0, y0, x1, y1]) => {
    const steps = Math.max(2, Math.ceil(Math.hypot(x1 - x0, y1 - y0) * k));
    const found = [];
    for (let i = 0; i <= steps; i++) {
      const x = Math.round((x0 + ((x1 - x0) * i) / steps) * k);
      const y = Math.round((y0 + ((y1 - y0) * i) / steps) * k);
      found.push([...ctx.getImageData(x, y, 1, 1).data.slice(0, 3)]);
    }
    return found;
  });
}"""

Point = tuple[float, float]
Segment = tuple[float, float, float, float]


def channels(pixel: Sequence[int]) -> list[float]:
    return [v / 255 for v in pixel]


def sample(page: Page, segments: list[Segment]) -> list[list[list[int]]]:
    page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    return page.evaluate(SAMPLE, segments)  # type: ignore[no-any-return]


def darkest(pixels: list[list[int]]) -> list[int]:
    return min(pixels, key=lambda pixel: luminance(channels(pixel)))


def played_to(game: str, rng: random.Random, wanted: Any) -> Iterator[Any]:
    """Positions of ``game`` after random moves where ``wanted(state)``
    holds, a few of them further and further on."""
    for depth in (0, 4, 10, 18, 30):
        state = GAMES[game].new({})
        while not state.is_over():
            if len(state.history) >= depth and wanted(state):
                yield state
                break
            if state.current_player() == CHANCE:
                state.play(state.sample_chance(rng))
            else:
                state.play(rng.choice(state.legal_moves()))


def tantrix_free_move(state: Any) -> bool:
    assert isinstance(state, TantrixState)
    free = state.current_player() != CHANCE and not state.drawing and state.step == STEP_FREE
    return free and bool(state.board)  # the first tile goes anywhere: no space is drawn


def tayu_to_place(state: Any) -> bool:
    assert isinstance(state, TayuState)
    return state.current_player() != CHANCE and bool(state.legal_moves())


@pytest.fixture
def board(browser: Browser, server: str) -> Iterator[Page]:
    context = browser.new_context(**phone(device_scale_factor=2))
    try:
        app = watch(context, server)
        yield app.open()
        assert app.errors == []
    finally:
        context.close()


def test_a_tantrix_space_a_tile_fits_has_a_rim_of_three_to_one(board: Page) -> None:
    """Every space some hand tile may go on, with no tile chosen: along each
    of its six sides, its rim against the table inside it (a space has no
    fill then). The weakest side is what is measured."""
    rng = random.Random("board-graphics/tantrix")
    measured = 0
    weakest: list[tuple[float, str]] = []
    for state in played_to("tantrix", rng, tantrix_free_move):
        assert board.evaluate("r => abstrakta.load(r)", encode(state)) is None
        forced = set(state.forced_spaces())
        reachable = {m.hex for m in state.legal_moves() if isinstance(m, Place)} - forced
        where = spots(board)
        # the distance between two neighbours' centres is twice the inradius
        centres = [where[f"{q}.{r}"] for q, r in [*state.board, *state.open_hexes()]]
        step = min(
            math.dist(a, b) for i, a in enumerate(centres) for b in centres[i + 1 :] if a != b
        )
        segments: list[Segment] = []
        for q, r in sorted(reachable):
            x, y = where[f"{q}.{r}"]
            segments.append((x, y, x, y))  # its middle: the table
            for k in range(6):  # towards the middle of each side
                angle = math.pi / 3 * k
                dx, dy = math.cos(angle) * step / 2, math.sin(angle) * step / 2
                segments.append((x + 0.8 * dx, y + 0.8 * dy, x + 0.98 * dx, y + 0.98 * dy))
        found = sample(board, segments)
        for n, (q, r) in enumerate(sorted(reachable)):
            middle = found[7 * n][0]
            sides = [
                ratio(channels(darkest(pixels)), channels(middle))
                for pixels in found[7 * n + 1 : 7 * n + 7]
            ]
            weakest.append((min(sides), f"{q}.{r} in {encode(state)}"))
            measured += 1
    assert measured >= 20
    low = [found for found in weakest if found[0] < 3.0]
    assert low == [], (len(low), min(weakest))


def test_the_squares_a_ta_yu_tile_may_cover_are_outlined_at_three_to_one(board: Page) -> None:
    """Where a lit square meets a plain board square (not lit, no tile on
    it): the darkest pixel across that edge against the lit square's middle
    and against the plain square's middle."""
    rng = random.Random("board-graphics/tayu")
    measured = 0
    low: list[tuple[float, float, str]] = []
    for state in played_to("tayu", rng, tayu_to_place):
        assert board.evaluate("r => abstrakta.load(r)", encode(state)) is None
        lit = {square for move in state.legal_moves() for square in move.squares}
        covered = {square for place in state.placed for square in place.squares}
        where = spots(board)
        edges: list[tuple[str, str]] = []
        segments: list[Segment] = []
        for column, row in sorted(lit):
            for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                other = (column + dc, row + dr)
                name = square_name(other) if min(other) >= 0 and max(other) < SIZE else ""
                if not name or other in lit or other in covered or other in CENTRE:
                    continue
                x, y = where[square_name((column, row))]
                ox, oy = where[name]
                edges.append((square_name((column, row)), name))
                segments.append((x, y, x, y))
                segments.append((ox, oy, ox, oy))
                # across the shared side, from a third into one to a third into the other
                segments.append(
                    (x + (ox - x) * 0.3, y + (oy - y) * 0.3, x + (ox - x) * 0.7, y + (oy - y) * 0.7)
                )
        found = sample(board, segments)
        for n, (inside, outside) in enumerate(edges):
            lit_middle, plain_middle = found[3 * n][0], found[3 * n + 1][0]
            line = channels(darkest(found[3 * n + 2]))
            pair = (ratio(line, channels(lit_middle)), ratio(line, channels(plain_middle)))
            measured += 1
            if min(pair) < 3.0:
                low.append((*pair, f"{inside}|{outside} in {encode(state)}"))
    assert measured >= 20
    assert low == [], (len(low), low[:3])
