"""A move on a phone-class CPU: how long the page's Python holds the main
thread for each move a player makes.

A phone (390x844, touch) starts the app from the memory snapshot (a return
visit: the page is reloaded once the first visit has built it), then with
Chromium's CPU throttled (``--throttle``, 4x by default) plays ``--moves``
random legal moves of each game (two players at the table, no computer;
each game's first two moves not timed, a new game when one ends), each
through the page's API, a second apart. Timed in the page, around the
page's own methods (wrapped for the run):

- the move's task: the store's change and every subscriber (the panel, the
  move list, the saved game, the address, the board in words ...), each
  change counted (a Tantrix or Ta Yü draw made after a move is one too);
- of it, the table's render (the game's panel rebuilt);
- the board's redraw at the next frame.

Printed per game: the median and the longest of each, in ms. Long tasks
are left out: in this headless Chromium (no GPU) each frame of a move's
pulse also holds the main thread for the compositor's commit of the
software-drawn canvas (~60-80 ms at 4x, seen in a trace), which a phone
drawing with its GPU does not.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from e2e.harness import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from e2e.test_computer import IN_THE_PAGE  # noqa: E402
from tools.phone_page import returning_phone, throttled  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

GAMES = ("tantrix", "tayu", "tiquadra", "asterismo", "tsoro")
#: The page's methods timed: (module, class, method, what it is).
TIMED = (
    ("ui.store", "Store", "notify", "move"),
    ("ui.table", "Table", "render", "panel"),
    ("ui.canvas", "BoardCanvas", "redraw_now", "redraw"),
)
#: Wraps each of TIMED to push [what, ms] into ``window.moveTimes``.
TIMER = f"""
import functools, importlib, js
js.window.moveTimes = js.Array.new()

def timed(module, cls, method, what):
    owner = getattr(importlib.import_module(module), cls)
    original = getattr(owner, method)

    @functools.wraps(original)
    def wrapper(*args, **kwargs):
        start = js.performance.now()
        try:
            return original(*args, **kwargs)
        finally:
            js.window.moveTimes.push(js.Array.of(what, js.performance.now() - start))

    setattr(owner, method, wrapper)

for spec in {TIMED!r}:
    timed(*spec)
"""
#: New games started at most per game, to time ``--moves`` moves.
MAX_GAMES = 10
NOT_CHANCE = "(s => s.over || s.toMoveName !== 'chance')(abstrakta.status())"


def play_moves(
    page: Page, game: str, moves: int, rng: random.Random
) -> tuple[int, dict[str, list[float]]]:
    """Play ``moves`` timed random moves: each game's first two are not
    timed, and a game that ends (random Asterismo takes soon lose) is
    followed by a new one (at most ``MAX_GAMES``). The moves timed, and
    the ms of each kind."""
    times: dict[str, list[float]] = {}
    timed = 0
    for _ in range(MAX_GAMES):
        assert page.evaluate("g => abstrakta.newGame(g, {}, {})", game) is None
        played = 0
        while timed < moves:
            page.wait_for_function(NOT_CHANCE, timeout=30_000)
            legal = page.evaluate("abstrakta.legalMoves()")
            if not legal:
                break
            page.evaluate("window.moveTimes.splice(0)")
            assert page.evaluate("m => abstrakta.play(m)", rng.choice(legal)) is None
            page.wait_for_timeout(1000)
            played += 1
            if played <= 2:
                continue  # the first moves pay for the game's first panel and board
            timed += 1
            for what, ms in page.evaluate("window.moveTimes.splice(0)"):
                times.setdefault(what, []).append(ms)
        if timed >= moves:
            break
    return timed, times


def spread(values: list[float]) -> str:
    if not values:
        return "none"
    return f"{statistics.median(values):.0f} / {max(values):.0f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--throttle", type=float, default=4.0)
    parser.add_argument("--moves", type=int, default=12)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    server, base = serve_in_thread()
    print(f"A player's move, a phone restored from the snapshot, CPU {args.throttle:g}x slower")
    print(
        "| game | moves | a store change's task: median / longest | of it, the panel "
        "| the board's redraw (next frame) |"
    )
    print("|---|---|---|---|---|")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        app = returning_phone(browser, base)
        page = app.page
        page.evaluate(IN_THE_PAGE, TIMER)
        throttled(page.context, page, args.throttle)
        rng = random.Random(args.seed)
        for game in GAMES:
            moves, times = play_moves(page, game, args.moves, rng)
            cells = " | ".join(spread(times.get(what, [])) for what in ("move", "panel", "redraw"))
            print(f"| {game} | {moves} | {cells} |")
        if app.errors:
            raise SystemExit(f"page errors: {app.errors}")
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
