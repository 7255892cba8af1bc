"""The computer's time per move in the browser (headless Chromium, the AI
Web Worker with its own Pyodide), per game, at the normal level.

A person's seat plays random legal moves through the page API; the page
records each period the computer spent thinking (window.abstraktaThinking),
from the question to the answer. Prints the median and the slowest.
"""

from __future__ import annotations

import random
import statistics
import sys
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from e2e.harness import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

#: (game, options, computer seats) and how many person moves to play.
GAMES = [
    ("tsoro", {}, {1: "normal"}),
    ("tiquadra", {}, {1: "normal", 2: "normal"}),
    ("tayu", {}, {1: "normal"}),
    ("tantrix", {}, {1: "normal"}),
    ("asterismo", {}, {0: "normal", 1: "normal"}),  # computer partners only
]
PERSON_MOVES = 8
READY = "document.documentElement.classList.contains('python-ready')"


def thinking_times(page: Page, game: str, options: dict, seats: dict, rng: random.Random) -> list:
    error = page.evaluate("([g, o, s]) => abstrakta.newGame(g, o, s)", [game, options, seats])
    assert error is None, error
    if 0 in seats:  # nobody to play for: let the computer take a few turns
        page.wait_for_function(
            "n => abstrakta.status().over || window.abstraktaThinking.length >= n",
            arg=PERSON_MOVES * 2,
            timeout=300_000,
        )
    for _ in range(0 if 0 in seats else PERSON_MOVES):
        page.wait_for_function(
            "() => { const s = abstrakta.status(); return s.over || s.toMoveName === 'vote' ||"
            " (s.toMove !== null &&"
            " !document.querySelector('#status').textContent.includes('thinking')); }",
            timeout=120_000,
        )
        status = page.evaluate("abstrakta.status()")
        if status["over"]:
            break
        moves = page.evaluate("abstrakta.legalMoves()")
        if status["toMoveName"] == "vote":
            page.wait_for_timeout(500)
            continue
        page.evaluate("m => abstrakta.play(m)", rng.choice(moves))
    page.wait_for_timeout(1000)
    return [end - start for start, end in page.evaluate("window.abstraktaThinking")]


def main() -> None:
    _, base = serve_in_thread(prefix="/abstrakta/")
    rng = random.Random(5)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        print("computer (normal) thinking time per move in the browser (worker), ms")
        for game, options, seats in GAMES:
            page = browser.new_page()
            page.goto(base)
            page.wait_for_function(READY, timeout=120_000)
            times = thinking_times(page, game, options, seats, rng)
            # The first answer includes starting the worker's Pyodide.
            first, rest = (times[0], times[1:]) if times else (0.0, [])
            median = statistics.median(rest) if rest else float("nan")
            slowest = max(rest, default=float("nan"))
            print(
                f"  {game:10s} moves {len(rest):3d}   median {median:7.0f}"
                f"   slowest {slowest:7.0f}   first (worker start) {first:7.0f}"
            )
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
