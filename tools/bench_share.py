"""The Share sheet on a phone-class CPU: how long its QR code takes and how
long it holds the page's main thread (where segno runs).

A phone (390x844, touch) with Chromium's CPU throttled (``--throttle``, 4x
by default) opens a game from its link, opens Share and waits for the
code; then undoes a move (another link) and opens it again, ``--again``
times. The first sheet also installs segno (``ui.wheels``) and imports it.
Then a return visit: the same link in a new page of the same browser,
started from the memory snapshot the first visit built (which imports
segno when the heap has room, web/snapshot-worker.js), and its first
sheet. Printed per game: the link's length, the code's version, the time
from the tap to the code, and the page's long tasks (PerformanceObserver
``longtask``) from the tap until a second after the code.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from e2e.harness import CHROMIUM, CHROMIUM_ARGS, phone, watch  # noqa: E402
from e2e.test_share import TSORO, long_tayu_record  # noqa: E402
from tools.phone_page import throttled  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402


def one_sheet(page: Page) -> tuple[float, list[int]]:
    """Open Share: seconds to the code, and the long tasks meanwhile."""
    page.evaluate("window.longTasks.splice(0)")
    start = time.perf_counter()
    page.locator("#share-button").tap()
    page.wait_for_selector("#share-qr svg", timeout=120_000)
    seconds = time.perf_counter() - start
    page.wait_for_timeout(1000)
    tasks = [round(duration) for _, duration in page.evaluate("window.longTasks.splice(0)")]
    page.keyboard.press("Escape")
    page.wait_for_timeout(300)
    return seconds, tasks


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--throttle", type=float, default=4.0)
    parser.add_argument("--again", type=int, default=3)
    args = parser.parse_args()
    server, base = serve_in_thread()
    print(f"CPU throttled {args.throttle:g}x; a phone, 390x844")
    print(
        "| game | link | code | first sheet: to code, long tasks | later sheets: to code, "
        "longest task (median) | return visit's first sheet |"
    )
    print("|---|---|---|---|---|---|")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for name, record in (
                ("Tsoro Yematatu", TSORO),
                ("Ta Yü, a long game", long_tayu_record()),
            ):
                context = browser.new_context(**phone())
                app = watch(context, base)
                page = app.open(record)
                throttled(context, page, args.throttle)
                first, first_tasks = one_sheet(page)
                version = page.locator("#share-qr").get_attribute("data-version")
                later, longest = [], []
                for _ in range(args.again):
                    page.evaluate("abstrakta.undo()")
                    seconds, tasks = one_sheet(page)
                    later.append(seconds)
                    longest.append(max(tasks, default=0))
                page.wait_for_function("window.abstraktaSnapshot", timeout=120_000)
                snapshot = page.evaluate("window.abstraktaSnapshot")
                page.close()  # as a person comes back: the first visit's page is gone
                again = watch(context, base)
                again.open(record)
                restored = again.page.evaluate("abstraktaBoot.restored")
                throttled(context, again.page, args.throttle)
                back, back_tasks = one_sheet(again.page)
                print(
                    f"| {name} | {len(record)} chars | version {version} | "
                    f"{first:.2f} s, {first_tasks} ms | "
                    f"{statistics.median(later):.2f} s, {statistics.median(longest):.0f} ms | "
                    f"{back:.2f} s, {back_tasks} ms (restored: {restored}, segno in the "
                    f"snapshot: {snapshot.get('qr')}, heap room {snapshot.get('room')} bytes) |"
                )
                assert app.errors == [] and again.errors == [], app.errors + again.errors
                context.close()
            browser.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
