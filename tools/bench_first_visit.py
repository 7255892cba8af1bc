"""A first visit on a phone-class CPU: a phone (390x844) with Chromium's
CPU throttled 4x opens the app with empty caches; the time from
navigation to an interactive board, and the main thread's long tasks in
that time (their sum and the longest). ``--against DIR`` serves another
build of the site beside dist/ and measures both, interleaved, so the
machine's load hits both alike (how BENCHMARKS.md's before/after rows
were taken).

    .venv/bin/python tools/bench_first_visit.py [--runs 3] [--against DIR]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

from playwright.sync_api import Browser, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from e2e.harness import BOOT_TIMEOUT_MS, CHROMIUM, CHROMIUM_ARGS, phone  # noqa: E402
from tools.bench_boot import READY, READY_AT  # noqa: E402
from tools.serve import DIST, serve_in_thread  # noqa: E402

#: The long tasks since navigation (Chromium buffers them for an observer).
LONG_TASKS = """() => new Promise((resolve) => new PerformanceObserver((list, observer) => {
  observer.disconnect();
  resolve(list.getEntries().map((entry) => entry.duration));
}).observe({ type: "longtask", buffered: true }))"""


def first_visit(browser: Browser, base: str, rate: float) -> tuple[float, float, float]:
    """(ms to an interactive board, ms of long tasks, the longest) of one
    visit with empty caches."""
    context = browser.new_context(**phone())
    page = context.new_page()
    context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": rate})
    page.goto(base)
    page.wait_for_function(READY, timeout=3 * BOOT_TIMEOUT_MS)
    ready = float(page.evaluate(READY_AT))
    tasks = [float(ms) for ms in page.evaluate(LONG_TASKS)] or [0.0]
    context.close()
    return ready, sum(tasks), max(tasks)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--rate", type=float, default=4.0, help="CPU throttling rate")
    parser.add_argument("--against", type=Path, help="another build of the site to measure too")
    args = parser.parse_args()
    sites = {"dist": DIST} | ({str(args.against): args.against} if args.against else {})
    bases = {name: serve_in_thread(root=root)[1] for name, root in sites.items()}
    results: dict[str, list[tuple[float, float, float]]] = {name: [] for name in sites}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for run in range(args.runs):
            for name, base in bases.items():
                figures = first_visit(browser, base, args.rate)
                results[name].append(figures)
                print(f"run {run + 1} {name}: " + " / ".join(f"{ms:,.0f}" for ms in figures))
        browser.close()
    print(f"\nmedian of {args.runs}, CPU {args.rate:g}x slower (ms):")
    print("| site | to an interactive board | long tasks, sum | longest task |")
    print("|---|---|---|---|")
    for name, rows in results.items():
        medians = [statistics.median(row[i] for row in rows) for i in range(3)]
        print(f"| {name} | " + " | ".join(f"{ms:,.0f}" for ms in medians) + " |")


if __name__ == "__main__":
    main()
