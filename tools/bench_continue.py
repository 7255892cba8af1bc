""" "Continue a game" on a return visit of a phone-class CPU.

A phone (390x844, CPU throttled 4x, the service worker and the memory
snapshot of an earlier visit, as a returning player has them) keeps a
number of saved games, the last one left in the middle. Printed, median
of the runs: ms from navigation to the first paint, to "Continue a game"
on screen (web/early-saved.js shows the list the app kept,
ui.home_preview; before it, the list came with the app), and to the app
ready; then, in the app, ms for the home screen to list the games again
after a move (``ui.home.SavedGames``: only the game played since is
replayed; every game was replayed before).

    .venv/bin/python tools/bench_continue.py [--runs 3] [--games 3,30]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

from playwright.sync_api import Browser, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from e2e.harness import BOOT_TIMEOUT_MS, CHROMIUM, CHROMIUM_ARGS, phone, watch  # noqa: E402
from tools.bench_boot import READY, READY_AT  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

GAMES = ("tsoro", "tiquadra", "tantrix", "tayu", "asterismo")
#: When "Continue a game" first showed, ms since navigation (``window.continueAt``).
WATCH = """
new MutationObserver((changes, observer) => {
  const saved = document.getElementById("saved");
  if (saved && !saved.hidden && saved.checkVisibility()) {
    window.continueAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { childList: true, subtree: true, attributes: true });
"""
IN_PROGRESS = '#saved-list .saved-game[data-finished="false"]'
FIRST_PAINT = "performance.getEntriesByName('first-contentful-paint')[0]?.startTime"
#: The home screen listed again from a game's screen, in ms.
HOME_AGAIN = """() => {
  const start = performance.now();
  document.getElementById("home-button").click();
  return performance.now() - start;
}"""


def play_a_move(page: Page) -> None:
    page.wait_for_function("abstrakta.legalMoves().length > 0")
    assert page.evaluate("abstrakta.play(abstrakta.legalMoves()[0])") is None


def save_games(page: Page, count: int) -> None:
    """``count`` games of every kind, up to 40 moves each."""
    for k in range(count):
        assert page.evaluate("g => abstrakta.newGame(g, {})", GAMES[k % len(GAMES)]) is None
        for i in range(40):
            moves = page.evaluate("abstrakta.legalMoves()")
            if not moves or page.evaluate("abstrakta.status().over"):
                break
            page.evaluate("m => abstrakta.play(m)", moves[i % len(moves)])


def one_player(browser: Browser, base: str, count: int, runs: int) -> dict[str, float]:
    context = browser.new_context(**phone())
    context.add_init_script(WATCH)
    app = watch(context, base)
    page = app.open()
    save_games(page, count)
    page.wait_for_function("window.abstraktaSnapshot?.stored", timeout=BOOT_TIMEOUT_MS)
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    found: dict[str, list[float]] = {"paint": [], "continue": [], "ready": [], "home": []}
    page.locator("#home-button").click()
    page.locator(IN_PROGRESS).first.click()
    for _ in range(runs):
        play_a_move(page)  # then gone
        page.goto("about:blank")
        page.goto(base)  # the app's own address again, not the game's
        page.wait_for_function(READY, timeout=BOOT_TIMEOUT_MS)
        page.wait_for_function("window.continueAt !== undefined")
        found["paint"].append(page.evaluate(FIRST_PAINT))
        found["continue"].append(page.evaluate("window.continueAt"))
        found["ready"].append(page.evaluate(READY_AT))
        page.locator(IN_PROGRESS).first.click()
        page.wait_for_function("!document.getElementById('play').hidden")
        play_a_move(page)
        found["home"].append(page.evaluate(HOME_AGAIN))
        page.locator(IN_PROGRESS).first.click()
    context.close()
    return {name: statistics.median(values) for name, values in found.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--games", default="3,30", help="saved games, comma-separated")
    args = parser.parse_args()
    server, base = serve_in_thread()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            print("| saved games | first paint | Continue shown | app ready | home again |")
            print("|---|---|---|---|---|")
            for count in (int(n) for n in args.games.split(",")):
                got = one_player(browser, base, count, args.runs)
                print(
                    f"| {count} | {got['paint']:.0f} ms | {got['continue']:.0f} ms"
                    f" | {got['ready']:.0f} ms | {got['home']:.0f} ms |"
                )
            browser.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
