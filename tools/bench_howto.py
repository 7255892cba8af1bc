"""How to play on a phone-class CPU: how soon a guide's words show, how
soon all its pictures are painted, and how long it holds the main thread.

A phone (390x844, touch) starts the app from the memory snapshot (a
return visit: the page is reloaded once the first visit has built it),
then with Chromium's CPU throttled (``--throttle``, 4x by default) opens
each game's guide from the home list, goes back, and opens it again.
Printed per game and opening: seconds from the tap to the guide's title,
to every picture painted, and the page's long tasks (PerformanceObserver
``longtask``) from the tap until a moment after the last picture.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "web"))  # the guides' tests read ui.howto

from e2e.harness import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from e2e.test_howto_phone import ALL_PAINTED  # noqa: E402
from tools.phone_page import returning_phone, throttled  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

GAMES = ("tantrix", "tayu", "tiquadra", "asterismo", "tsoro")


def open_guide(page: Page, game: str) -> tuple[float, float, list[int]]:
    """Tap the game's "How to play": seconds to its title and to every
    picture painted, and the long tasks meanwhile."""
    page.evaluate("window.longTasks.splice(0)")
    start = time.perf_counter()
    page.locator(f'#game-list button[data-howto="{game}"]').tap()
    page.wait_for_selector("#howto h1", timeout=60_000)
    words = time.perf_counter() - start
    page.wait_for_function(ALL_PAINTED, timeout=60_000, polling=50)
    pictures = time.perf_counter() - start
    page.wait_for_timeout(500)
    tasks = [round(duration) for _, duration in page.evaluate("window.longTasks.splice(0)")]
    page.go_back()
    page.wait_for_selector("#home", state="visible")
    page.wait_for_timeout(300)
    return words, pictures, tasks


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--throttle", type=float, default=4.0)
    args = parser.parse_args()
    server, base = serve_in_thread()
    print(f"How to play, a phone restored from the snapshot, CPU {args.throttle:g}x slower")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        app = returning_phone(browser, base)
        page = app.page
        throttled(page.context, page, args.throttle)
        for game in GAMES:
            for opening in ("first", "again"):
                words, pictures, tasks = open_guide(page, game)
                longest = max(tasks, default=0)
                print(
                    f"  {game:9} {opening:5}  words {words:.2f} s  pictures {pictures:.2f} s"
                    f"  longest task {longest} ms  ({len(tasks)} long tasks)"
                )
        if app.errors:
            raise SystemExit(f"page errors: {app.errors}")
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
