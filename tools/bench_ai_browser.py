"""The computer's time per move in the browser (headless Chromium, the AI
Web Worker with its own Pyodide), per game and level (normal by default).

``--levels normal,strong`` picks the levels, ``--games tantrix,tayu`` the
games, ``--throttle 4`` slows the page's main thread four times through
the DevTools protocol (``Emulation.setCPUThrottlingRate``). Chromium (150
here) throttles the page only, never its dedicated workers (a worker
target answers "Operation is only supported for pages, not workers"), so
the computer's times here are the unthrottled worker's; the phone-class
figures (issue 17) are ``tools/bench_ai_phone.py``'s.

One whole game per game; a person's seat plays random legal moves through
the page API; the page records each period the computer spent thinking
(window.abstraktaThinking), from the question to the answer. Prints the
median, the 90th percentile, the slowest and how many answers reached
the app's time cap for the level (``ai.TIME_CAPS``: the search stopped
there rather than at its own budget), and the main thread's long tasks
while the computer thought.
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

from abstrakta.ai import TIME_CAPS  # noqa: E402
from e2e.harness import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tools.bench_boot import READY  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

#: (game, options, computer seats): one whole game each; seat 0 is the
#: person unless it is a computer seat too (TiQuadra's votes and Asterismo's
#: partners: every seat is the computer's).
GAMES = [
    ("tsoro", {}, {1: "normal"}),
    ("tiquadra", {}, {0: "normal", 1: "normal", 2: "normal"}),
    ("tayu", {}, {1: "normal"}),
    ("tantrix", {}, {1: "normal"}),
    ("asterismo", {}, {0: "normal", 1: "normal"}),
]
#: Games played per game (more where moves are slow, for the percentiles).
REPEAT = {"tantrix": 3}
PERSON_OR_END = """() => {
  const s = abstrakta.status();
  return s.over || s.toMove === 0;
}"""


WATCH_LONG_TASKS = """
window.longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.longTasks.push([e.startTime, e.duration]);
}).observe({ type: "longtask", buffered: false });
"""


def long_tasks_while_thinking(page: Page) -> tuple[list[float], list[float]]:
    """The main thread's long tasks (ms, watched since ``WATCH_LONG_TASKS``)
    that lay inside a period when the computer was thinking, and those that
    started outside every such period."""
    periods = page.evaluate("window.abstraktaThinking")
    tasks = page.evaluate("window.longTasks")
    inside = [d for start, d in tasks for b, e in periods if b <= start and start + d <= e]
    outside = [d for start, d in tasks if not any(b <= start <= e for b, e in periods)]
    return inside, outside


def thinking_times(page: Page, game: str, options: dict, seats: dict, rng: random.Random) -> list:
    """The computer's thinking periods (ms) over one whole game, the person
    (seat 0, when it is not a computer seat) playing random legal moves."""
    error = page.evaluate("([g, o, s]) => abstrakta.newGame(g, o, s)", [game, options, seats])
    assert error is None, error
    wait = "() => abstrakta.status().over" if 0 in seats else PERSON_OR_END
    while True:
        page.wait_for_function(wait, timeout=600_000)
        if page.evaluate("abstrakta.status().over"):
            break
        page.evaluate("m => abstrakta.play(m)", rng.choice(page.evaluate("abstrakta.legalMoves()")))
    return [end - start for start, end in page.evaluate("window.abstraktaThinking")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--levels", default="normal", help="comma-separated levels")
    parser.add_argument("--games", default="", help="comma-separated game ids (default: all)")
    parser.add_argument("--throttle", type=float, default=1.0, help="CPU slow-down factor")
    parser.add_argument("--once", action="store_true", help="one game per game (no repeats)")
    args = parser.parse_args()
    chosen = set(filter(None, args.games.split(",")))
    _, base = serve_in_thread(prefix="/abstrakta/")
    rng = random.Random(5)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for level in args.levels.split(","):
            print(
                f"computer ({level}) thinking time per move in the browser (worker), ms"
                + (
                    f", page CPU throttled {args.throttle:g}x (the worker is not)"
                    if args.throttle != 1
                    else ""
                )
            )
            cap = TIME_CAPS[level] * 1000
            for game, options, normal_seats in GAMES:
                if chosen and game not in chosen:
                    continue
                seats = {seat: level for seat in normal_seats}
                firsts, rest, inside = [], [], []
                for _ in range(1 if args.once else REPEAT.get(game, 1)):
                    page = browser.new_page()
                    if args.throttle != 1:
                        cdp = page.context.new_cdp_session(page)
                        cdp.send("Emulation.setCPUThrottlingRate", {"rate": args.throttle})
                    page.goto(base)
                    page.wait_for_function(READY, timeout=600_000)
                    page.evaluate(WATCH_LONG_TASKS)
                    times = thinking_times(page, game, options, seats, rng)
                    inside += long_tasks_while_thinking(page)[0]
                    page.close()
                    # The first answer includes starting the worker's Pyodide.
                    firsts += times[:1]
                    rest += times[1:]
                median = statistics.median(rest) if rest else float("nan")
                tenth = sorted(rest)[int(len(rest) * 0.9)] if rest else float("nan")
                slowest = max(rest, default=float("nan"))
                capped = sum(1 for t in rest if t >= cap)
                print(
                    f"  {game:10s} moves {len(rest):3d}   median {median:5.0f}   "
                    f"90th pct {tenth:5.0f}   slowest {slowest:5.0f}   "
                    f"reached the {cap:.0f} ms cap {capped:2d}   "
                    f"first (worker start) {statistics.median(firsts):5.0f}   "
                    f"main thread's long tasks while thinking {len(inside):3d}"
                    f" (longest {max(inside, default=0):4.0f})",
                    flush=True,
                )
        browser.close()


if __name__ == "__main__":
    main()
