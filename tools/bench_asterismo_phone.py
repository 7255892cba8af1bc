"""Asterismo's "Can we still win?" on a phone-class CPU: the time of the
solver's answer (the AI worker's ``answer("solve", ...)``, the app's default
budget) in Pyodide, on a bench page's main thread that Chromium throttles
(``--throttle``, 4x; ``tools/bench_ai_phone.py``'s page method, since
Chromium cannot throttle a worker).

Run: ``python tools/bench_asterismo_phone.py [deals per player count]
[seed prefix] [--also i,j,...]``: the first deals of
``tools/bench_asterismo.py``'s series, and ``--also`` deals of the
three-player series by index (BENCHMARKS.md: the ones the solver leaves not
known, which spend the whole budget: the slowest answers). Prints each
player count's median, 90th percentile and slowest answer, by the wall
clock and by the main thread's CPU time.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from abstrakta.record import encode  # noqa: E402
from e2e.harness import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tools.bench_ai_browser import READY  # noqa: E402
from tools.bench_ai_phone import (  # noqa: E402
    BENCH_HTML,
    BENCH_PAGE,
    busiest_renderer,
    cpu_ms,
    ninetieth,
)
from tools.bench_asterismo import deal  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

#: One answer in the page's Python, timed as the worker would take it.
ASK = """
import json, time
from abstrakta.ai import worker

def ask(record):
    began = time.perf_counter()
    answer = json.loads(worker.answer("solve", record, -1, "normal", 0))
    return json.dumps([answer["winnable"], (time.perf_counter() - began) * 1000])
"""


def records(players: str, deals: int, seeds: str, also: list[int]) -> list[str]:
    rng = random.Random(f"{seeds}-{players}")
    out = []
    for index in range(max([deals - 1, *also]) + 1):
        state, _ = deal(players, rng)
        if index < deals or index in also:
            out.append(encode(state))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("deals", type=int, nargs="?", default=10)
    parser.add_argument("seeds", nargs="?", default="asterismo-notknown")
    parser.add_argument("--also", default="", help="three-player deal indices, comma-separated")
    parser.add_argument("--throttle", type=float, default=4.0, help="CPU slow-down factor")
    args = parser.parse_args()
    also = [int(i) for i in args.also.split(",") if i]
    _, base = serve_in_thread(prefix="/abstrakta/")
    print(f"load average before: {os.getloadavg()[0]:.1f}", flush=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page()
        page.route(
            base + BENCH_PAGE,
            lambda route: route.fulfill(body=BENCH_HTML, content_type="text/html"),
        )
        page.goto(base + BENCH_PAGE)
        page.wait_for_function(READY, timeout=600_000)
        cdp = page.context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": args.throttle})
        page.evaluate("driver => window.pyodide.runPython(driver)", ASK)
        pid = busiest_renderer(browser)
        print(
            f"solver's answer, ms, Pyodide on a page's main thread, CPU throttled "
            f"{args.throttle:g}x (the first answer of each player count is left out: "
            "it imports the solver)",
            flush=True,
        )
        for players in ("2", "3"):
            walls: list[float] = []
            cpus: list[float] = []
            answers: dict[str, int] = {}
            extra = also if players == "3" else []
            for n, record in enumerate(records(players, args.deals, args.seeds, extra)):
                before = cpu_ms(pid, pid)
                winnable, ms = json.loads(
                    page.evaluate("r => window.pyodide.globals.get('ask')(r)", record)
                )
                if n:
                    walls.append(ms)
                    cpus.append(cpu_ms(pid, pid) - before)
                key = {True: "yes", False: "no", None: "not known"}[winnable]
                answers[key] = answers.get(key, 0) + 1
            also_text = f" (with deals {args.also})" if extra else ""
            print(
                f"  {players} players{also_text}: {answers}; wall median "
                f"{statistics.median(walls):5.0f}   90th pct {ninetieth(walls):5.0f}   "
                f"slowest {max(walls):5.0f}; main thread CPU median "
                f"{statistics.median(cpus):5.0f}   90th pct {ninetieth(cpus):5.0f}   "
                f"slowest {max(cpus):5.0f}",
                flush=True,
            )
        browser.close()
    print(f"load average after: {os.getloadavg()[0]:.1f}", flush=True)


if __name__ == "__main__":
    main()
