"""The computer's time per move on a phone-class CPU (issue 17: with the CPU
four times slower, normal answers within 1 s and strong within 3 s at the
90th percentile, and the page's main thread never blocks).

Chromium cannot throttle a dedicated worker (``Emulation.setCPUThrottlingRate``
slows the thread that owns the page; a worker target answers "only
supported for pages"), so two methods, each printing its own table:

- ``page``: the worker's own Python (``abstrakta.ai.worker.answer``, the
  same Pyodide, the same wheel, the app's time caps) run on a bench-only
  page's main thread, which Chromium throttles (``--throttle``, 4x). Each
  answer is timed from the question (the record) to the move, as in the
  worker, by the wall clock and by the thread's own CPU time (which a
  loaded machine's waiting for a core does not inflate).
- ``cgroup``: the real app (``tools/bench_ai_browser.py``'s whole games),
  every thread of the page's renderer process, the worker's included, in
  a Linux cgroup of its own capped at 1/throttle of a CPU
  (``tools/cpu_quota.py``); the page's long tasks (PerformanceObserver
  ``longtask``) while the computer thinks show whether the main thread
  blocked (``--reduced-motion``: without the last-move pulse).

Both slow this machine's CPU; neither is a phone (memory and caches stay
fast; on a loaded machine waiting for a core adds to the figures).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import statistics
import sys
from pathlib import Path

from playwright.sync_api import Browser, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from abstrakta.ai import TIME_CAPS  # noqa: E402
from e2e.harness import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tools import cpu_quota  # noqa: E402
from tools.bench_ai_browser import (  # noqa: E402
    GAMES,
    READY,
    WATCH_LONG_TASKS,
    long_tasks_while_thinking,
    thinking_times,
)
from tools.serve import serve_in_thread  # noqa: E402

#: A page that only loads Pyodide and the rules wheel, as the AI worker does
#: (web/ai-worker.js), but on the page's main thread (never in dist/).
BENCH_PAGE = "web/bench-main-thread.html"
BENCH_HTML = """<!doctype html><meta charset="utf-8"><title>bench</title>
<script type="module">
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
import { FILES, PYODIDE_URL } from "./snapshot.mjs";
const wheel = fetch(FILES.wheel).then((response) => response.arrayBuffer());
const pyodide = await loadPyodide({ indexURL: PYODIDE_URL });
pyodide.unpackArchive(await wheel, "wheel", { extractDir: "/home/pyodide" });
window.pyodide = pyodide;
document.documentElement.classList.add("python-ready");
</script>"""

#: One whole game in the page's Python: the person's seats play random legal
#: moves, chance is drawn from a seeded RNG, and every computer decision is
#: the worker's ``answer("choose", record, ...)``, timed.
DRIVER = """
import json, random, time
from abstrakta.ai import worker
from abstrakta.core import CHANCE, SIMULTANEOUS
from abstrakta.games import GAMES
from abstrakta.record import encode


class Match:
    def __init__(self, game, options, seats, seed):
        self.state = GAMES[game].new(options)
        self.seats = {int(seat): level for seat, level in seats.items()}
        self.rng = random.Random(seed)

    def ask(self, seat):
        record = encode(self.state)
        seed = record.count("_") + 1
        began = time.perf_counter()
        move = json.loads(worker.answer("choose", record, seat, self.seats[seat], seed))["move"]
        return move, (time.perf_counter() - began) * 1000

    def step_json(self):
        return json.dumps(self.step())

    def step(self):
        # One node, or one voter's choice at a vote: the time (ms) of the
        # computer's answer made, if any; None once the game is over.
        state = self.state
        if state.is_over():
            return None
        player = state.current_player()
        if player == CHANCE:
            state.play(state.sample_chance(self.rng))
            return []
        if player == SIMULTANEOUS:
            self.choices = getattr(self, "choices", {})
            seat = next(s for s in state.voters() if s not in self.choices)
            legal = state.legal_moves(seat)
            spent = []
            if seat in self.seats:
                text, ms = self.ask(seat)
                spent.append(ms)
                self.choices[seat] = next(m for m in legal if str(m) == text)
            else:
                self.choices[seat] = self.rng.choice(legal)
            if len(self.choices) == len(state.voters()):
                state.play(state.joint_move(self.choices))
                self.choices = {}
            return spent
        if player in self.seats:
            text, ms = self.ask(player)
            state.play(text)
            return [ms]
        state.play(self.rng.choice(state.legal_moves()))
        return []
"""
HTML = "text/html"
STEP = "() => window.pyodide.globals.get('match').step_json()"
#: Games played per game by the page method (more where moves are few, and
#: Asterismo's deals: about one in three keeps its partner thinking long).
REPEAT = {"tsoro": 3, "tayu": 2, "tantrix": 2, "asterismo": 4}


def ninetieth(times: list[float]) -> float:
    return sorted(times)[int(len(times) * 0.9)] if times else float("nan")


def summary(name: str, times: list[float], firsts: list[float], cap_ms: float, extra: str) -> str:
    """One game's line: the answers after each game's first, and the first
    ones (they import the game's computer player) apart."""
    if not times:
        return f"  {name:10s} no answers"
    return (
        f"  {name:10s} answers {len(times):3d}   median {statistics.median(times):5.0f}   "
        f"90th pct {ninetieth(times):5.0f}   slowest {max(times):5.0f}   "
        f"reached the {cap_ms:.0f} ms cap {sum(1 for t in times if t >= cap_ms):3d}   "
        f"first answer {statistics.median(firsts):5.0f}{extra}"
    )


def cpu_ms(pid: int, tid: int) -> float:
    """The time thread ``tid`` of ``pid`` has run on a CPU (the kernel's
    schedstat, ns): unlike the wall clock, waiting for a core on a loaded
    machine does not count."""
    return int(Path(f"/proc/{pid}/task/{tid}/schedstat").read_text().split()[0]) / 1e6


def busiest_renderer(browser: Browser) -> int:
    """The pid of this browser's renderer that has used the most CPU (the
    one page open, once it has loaded Pyodide)."""
    info = browser.new_browser_cdp_session().send("SystemInfo.getProcessInfo")
    renderers = [p for p in info["processInfo"] if p["type"] == "renderer"]
    return int(max(renderers, key=lambda p: p["cpuTime"])["id"])


def on_main_thread(browser: Browser, base: str, args: argparse.Namespace, chosen: set) -> None:
    """Method ``page``: the worker's answers on a throttled main thread."""
    for level in args.levels.split(","):
        print(
            f"computer ({level}) per answer, ms: the worker's Python on a page's main thread,"
            f" CPU throttled {args.throttle:g}x by Chromium (Emulation.setCPUThrottlingRate)",
            flush=True,
        )
        for game, options, computer_seats in GAMES:
            if chosen and game not in chosen:
                continue
            seats = {str(seat): level for seat in computer_seats}
            times: list[float] = []
            cpu: list[float] = []
            firsts: list[float] = []
            for repeat in range(1 if args.once else REPEAT.get(game, 1)):
                page = browser.new_page()
                page.route(
                    base + BENCH_PAGE,
                    lambda route: route.fulfill(body=BENCH_HTML, content_type="text/html"),
                )
                page.goto(base + BENCH_PAGE)
                page.wait_for_function(READY, timeout=600_000)
                # Throttled once Pyodide is up: the answers are measured, not the boot.
                cdp = page.context.new_cdp_session(page)
                cdp.send("Emulation.setCPUThrottlingRate", {"rate": args.throttle})
                page.evaluate(
                    "([driver, game, options, seats, seed]) => {"
                    " window.pyodide.runPython(driver);"
                    " const Match = window.pyodide.globals.get('Match');"
                    " window.pyodide.globals.set('match', Match(game, window.pyodide.toPy(options),"
                    " window.pyodide.toPy(seats), seed)); }",
                    [DRIVER, game, options, seats, f"phone/{game}/{level}/{repeat}"],
                )
                pid = busiest_renderer(browser)  # its main thread's id is the pid
                game_times: list[float] = []
                while True:
                    before = cpu_ms(pid, pid)
                    step = json.loads(page.evaluate(STEP))
                    if step is None:
                        break
                    if step and game_times:
                        cpu.append(cpu_ms(pid, pid) - before)
                    game_times += step
                page.close()
                firsts += game_times[:1]
                times += game_times[1:]
            extra = (
                f"   main thread's CPU time per answer: median {statistics.median(cpu):5.0f}"
                f"   90th pct {ninetieth(cpu):5.0f}"
                if cpu
                else ""
            )
            print(summary(game, times, firsts, TIME_CAPS[level] * 1000, extra), flush=True)


def renderer_with_worker(browser: Browser) -> int:
    """The pid of this browser's renderer process that runs a dedicated worker."""
    info = browser.new_browser_cdp_session().send("SystemInfo.getProcessInfo")
    for process in info["processInfo"]:
        if process["type"] != "renderer":
            continue
        names = []
        for tid in os.listdir(f"/proc/{process['id']}/task"):
            names.append(Path(f"/proc/{process['id']}/task/{tid}/comm").read_text().strip())
        if "DedicatedWorker" in names:
            return int(process["id"])
    raise RuntimeError("no renderer runs a dedicated worker")


def workers_cpu_ms(pid: int) -> dict[int, float]:
    """CPU time of each of the renderer's dedicated-worker threads (the AI's,
    and the snapshot's while it lives)."""
    times = {}
    for name in os.listdir(f"/proc/{pid}/task"):
        with contextlib.suppress(FileNotFoundError):  # the thread just ended
            if Path(f"/proc/{pid}/task/{name}/comm").read_text().strip() == "DedicatedWorker":
                times[int(name)] = cpu_ms(pid, int(name))
    return times


def warm_up(page: Page) -> None:
    """The worker boots with the first question: one answer first, so the
    game measured starts with the worker's threads up (and capped)."""
    page.evaluate("abstrakta.newGame('tsoro', {}, {1: 'easy'})")
    page.evaluate("abstrakta.play(abstrakta.legalMoves()[0])")
    page.wait_for_function("window.abstraktaThinking.length > 0", timeout=600_000)


def in_the_app(browser: Browser, base: str, args: argparse.Namespace, chosen: set) -> None:
    """Method ``cgroup``: the real app, every renderer thread capped."""
    rng = random.Random(5)
    share = 1 / args.throttle
    for level in args.levels.split(","):
        print(
            f"computer ({level}) thinking time per move in the app's worker, ms: every thread"
            f" of the page's renderer capped at {share:.0%} of a CPU (cgroup cpu quota);"
            " main thread: longest task while the computer thinks",
            flush=True,
        )
        for game, options, computer_seats in GAMES:
            if chosen and game not in chosen:
                continue
            page = browser.new_page(reduced_motion="reduce" if args.reduced_motion else None)
            page.goto(base)
            page.wait_for_function(READY, timeout=600_000)
            warm_up(page)
            pid = renderer_with_worker(browser)
            level_seats = {seat: level for seat in computer_seats}
            with cpu_quota.ThreadQuota(pid, share) as quota:
                main_before, workers_before = cpu_ms(pid, pid), workers_cpu_ms(pid)
                page.evaluate("window.abstraktaThinking.length = 0")
                page.evaluate(WATCH_LONG_TASKS)
                first, *times = thinking_times(page, game, options, level_seats, rng)
                inside, outside = long_tasks_while_thinking(page)
                waited = quota.throttled_ms()
                main_cpu = cpu_ms(pid, pid) - main_before
                after = workers_cpu_ms(pid)
                workers_cpu = sum(t - workers_before.get(tid, 0) for tid, t in after.items())
            page.close()
            extra = (
                f"\n{'':14s}main thread: long tasks while thinking {len(inside)}"
                f" (longest {max(inside, default=0):.0f} ms, {sum(inside):.0f} ms of"
                f" {sum(times):.0f} ms thinking), longest other task"
                f" {max(outside, default=0):.0f} ms; CPU time: main thread {main_cpu:.0f} ms,"
                f" worker {workers_cpu:.0f} ms; threads held by the quota {waited:.0f} ms"
            )
            print(summary(game, times, [first], TIME_CAPS[level] * 1000, extra), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--methods", default="page,cgroup", help="page and/or cgroup")
    parser.add_argument("--levels", default="normal,strong", help="comma-separated levels")
    parser.add_argument("--games", default="", help="comma-separated game ids (default: all)")
    parser.add_argument("--throttle", type=float, default=4.0, help="CPU slow-down factor")
    parser.add_argument(
        "--reduced-motion",
        action="store_true",
        help="cgroup method: prefers-reduced-motion (no last-move pulse redrawing the board)",
    )
    parser.add_argument("--once", action="store_true", help="one game per game (no repeats)")
    args = parser.parse_args()
    chosen = set(filter(None, args.games.split(",")))
    methods = args.methods.split(",")
    _, base = serve_in_thread(prefix="/abstrakta/")
    print(f"load average before: {os.getloadavg()[0]:.1f}", flush=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        if "page" in methods:
            on_main_thread(browser, base, args, chosen)
        if "cgroup" in methods:
            if (why := cpu_quota.available()) is not None:
                print(f"cgroup method skipped: {why}")
            else:
                in_the_app(browser, base, args, chosen)
        browser.close()
    print(f"load average after: {os.getloadavg()[0]:.1f}", flush=True)


if __name__ == "__main__":
    main()
