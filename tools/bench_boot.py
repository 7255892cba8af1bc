"""Start-up benchmark (issue 14) in headless Chromium on the local server.

In one run, interleaved (so the machine's load hits all alike), median of
``--runs`` (default 5), against a bare ``loadPyodide()`` page on the same
server (Pyodide as npm publishes it: its standard library as sources),
all measured in the page from navigation start:

- cold: the app's first visit (empty caches) to an interactive board;
- warm: a return visit from the HTTP cache (no service worker), started
  from the memory snapshot built after the first visit;
- offline: a return visit with the network off (the service worker);
- the computer's first answer on a return visit, after the board is
  interactive (a link where the computer is to move);
- the snapshot: its size, the time to build it in the background, and the
  longest main-thread task while it is built;
- bytes: a cold visit, a warm visit, and an update of one rules file.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from serve import serve_in_thread  # noqa: E402

from e2e.harness import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

TIMEOUT = 180_000
READY = "document.documentElement.classList.contains('python-ready')"
READY_AT = "performance.getEntriesByName('abstrakta:ready')[0].startTime"
# Long main-thread tasks, and when the computer's first move arrived.
WATCH = """
window.longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) longTasks.push([e.startTime, e.duration]);
}).observe({ type: "longtask", buffered: true });
addEventListener("abstrakta:move", () => { window.firstMove ??= performance.now(); });
"""
#: The computer (seat 1, normal) is to move once the page has replayed b2.
COMPUTER_LINK = "#v1~tsoro~first.white~b2~ai1.normal"

BARE_PAGE = """<!doctype html><meta charset="utf-8"><title>bare</title>
<script type="module">
  import { loadPyodide } from "./web/vendor/pyodide/pyodide.mjs";
  const py = await loadPyodide();
  py.runPython("1 + 1");
  window.bareDone = performance.now();
</script>"""


def ready_at(page: Page, url: str) -> float:
    page.goto(url)
    page.wait_for_function(READY, timeout=TIMEOUT)
    return float(page.evaluate(READY_AT))


def first_paint(page: Page) -> float:
    return float(
        page.evaluate("performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1")
    )


def served(server: Any) -> int:
    total = sum(size for _, size in server.sent)
    server.sent.clear()
    return total


def snapshot_built(page: Page) -> dict[str, float]:
    page.wait_for_function("window.abstraktaSnapshot", timeout=TIMEOUT)
    info = page.evaluate("window.abstraktaSnapshot")
    if not info.get("stored"):
        raise SystemExit(f"the snapshot was not built: {info}")
    start = float(page.evaluate(READY_AT))
    longest = page.evaluate(
        "(start) => Math.max(0, ...longTasks.filter(([t]) => t > start).map(([, d]) => d))", start
    )
    before = page.evaluate(
        "(start) => Math.max(0, ...longTasks.filter(([t]) => t < start).map(([, d]) => d))", start
    )
    return {
        "snapshot_bytes": info["bytes"],
        "snapshot_ms": info["ms"],
        # the heap left free after the imports (a snapshot must fit in it)
        "snapshot_room": info.get("room") or 0,
        "build_longtask": longest,
        "boot_longtask": before,
    }


def app_http_cache(browser: Browser, base: str, server: Any) -> dict[str, float]:
    """Cold, then warm from the HTTP cache and the snapshot (no service
    worker), then the computer's first answer on a return visit."""
    context = browser.new_context(service_workers="block")
    context.add_init_script(WATCH)
    page = context.new_page()
    served(server)
    cold = ready_at(page, base)
    row = {"cold": cold, "paint": first_paint(page), "cold_bytes": served(server)}
    row.update(snapshot_built(page))
    served(server)
    row["warm"] = ready_at(page, base)
    row["warm_paint"] = first_paint(page)
    row["warm_bytes"] = served(server)
    row["warm_longtask"] = page.evaluate(
        "(end) => Math.max(0, ...longTasks.filter(([t]) => t < end).map(([, d]) => d))",
        row["warm"],
    )
    if not page.evaluate("abstraktaBoot.restored"):
        raise SystemExit("the warm start did not restore the snapshot")
    ready = ready_at(page, base + COMPUTER_LINK)
    page.wait_for_function("window.firstMove", timeout=TIMEOUT)
    row["computer"] = float(page.evaluate("window.firstMove")) - ready
    context.close()
    return row


def app_offline(browser: Browser, base: str) -> dict[str, float]:
    context: BrowserContext = browser.new_context()
    page = context.new_page()
    ready_at(page, base)
    page.wait_for_function("window.abstraktaSnapshot?.stored", timeout=TIMEOUT)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=TIMEOUT)
    page.wait_for_function(
        """async () => {
            for (const name of await caches.keys()) {
                const cache = await caches.open(name);
                if (await cache.match("./sw-hashes.json")) return true;
            }
            return false;
        }""",
        timeout=TIMEOUT,
        polling=500,
    )
    context.set_offline(True)
    offline = ready_at(page, base)
    restored = page.evaluate("abstraktaBoot.restored")
    context.close()
    if not restored:
        raise SystemExit("the offline start did not restore the snapshot")
    return {"offline": offline}


#: Pyodide's standard library as npm publishes it (sources): the bare page's
#: (the site's own is compiled to bytecode by the build, which makes a bare
#: start 2-3x quicker too; the goals below are against Pyodide as published).
NPM_STDLIB = ROOT / "tools" / "npm" / "node_modules" / "pyodide" / "python_stdlib.zip"


def bare(browser: Browser, base: str) -> dict[str, float]:
    context = browser.new_context(service_workers="block")
    context.route("**/bare.html", lambda r: r.fulfill(body=BARE_PAGE, content_type="text/html"))
    context.route("**/python_stdlib.zip", lambda r: r.fulfill(path=NPM_STDLIB))
    page = context.new_page()
    times = []
    for _ in range(2):
        page.goto(base + "bare.html")
        page.wait_for_function("window.bareDone", timeout=TIMEOUT)
        times.append(float(page.evaluate("window.bareDone")))
    context.close()
    return {"cold": times[0], "warm": times[1]}


def update_bytes(browser: Browser) -> int:
    """Bytes the service worker downloads for a build that changed one rules
    file (e2e/test_update.py's update, on a copy of dist/)."""
    from e2e.test_pwa_embed import wait_offline_ready
    from e2e.test_update import rules_update
    from tools.build import DIST

    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        shutil.copytree(DIST, site)
        server, base = serve_in_thread(prefix="/abstrakta/", root=site)
        context = browser.new_context()
        page = context.new_page()
        ready_at(page, base)
        wait_offline_ready(page)
        # The first visit's snapshot worker is not the service worker's (the
        # page was not yet controlled when it started): left running, its
        # download of the changed wheel was counted as the update's.
        page.wait_for_function("window.abstraktaSnapshot?.stored", timeout=TIMEOUT)
        rules_update(site, Path(tmp))
        served(server)
        page.reload()
        page.wait_for_function(READY, timeout=TIMEOUT)
        page.locator("#update").wait_for(state="visible", timeout=TIMEOUT)
        total = served(server)
        context.close()
        server.shutdown()
    return total


def median(rows: list[dict[str, float]], key: str) -> float:
    return statistics.median(row[key] for row in rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    server, base = serve_in_thread(prefix="/abstrakta/")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        bare_rows, app_rows, offline_rows = [], [], []
        for _ in range(args.runs):  # interleaved
            bare_rows.append(bare(browser, base))
            app_rows.append(app_http_cache(browser, base, server))
            offline_rows.append(app_offline(browser, base))
        update = update_bytes(browser)
        browser.close()
    bare_cold, bare_warm = median(bare_rows, "cold"), median(bare_rows, "warm")
    cold, warm = median(app_rows, "cold"), median(app_rows, "warm")
    offline = median(offline_rows, "offline")
    print(f"start-up, median of {args.runs} interleaved runs, headless Chromium, local server")
    print(
        f"  bare loadPyodide() (npm's Pyodide):  cold {bare_cold:6.0f} ms"
        f"   warm {bare_warm:6.0f} ms"
    )
    print(
        f"  app, interactive:    cold {cold:6.0f} ms   warm {warm:6.0f} ms"
        f"   offline {offline:6.0f} ms"
    )
    print(
        f"  ratios: cold / bare cold {cold / bare_cold:.2f}x (goal <= 1.3x)"
        f"   warm / bare warm {warm / bare_warm:.2f}x (goal <= 0.35x)"
        f"   offline / bare warm {offline / bare_warm:.2f}x (goal <= 0.35x)"
    )
    print(
        f"  first contentful paint: cold {median(app_rows, 'paint'):.0f} ms"
        f"   warm {median(app_rows, 'warm_paint'):.0f} ms"
    )
    print(
        f"  the computer's first answer on a return visit: "
        f"{median(app_rows, 'computer'):.0f} ms after the board is interactive (goal < 1000 ms)"
    )
    print(
        f"  snapshot: {median(app_rows, 'snapshot_bytes') / 1e6:.1f} MB, built in "
        f"{median(app_rows, 'snapshot_ms'):.0f} ms in a Worker; longest main-thread task "
        f"meanwhile {max(row['build_longtask'] for row in app_rows):.0f} ms (worst run); "
        f"heap left free in it {min(row['snapshot_room'] for row in app_rows) / 1e6:.1f} MB "
        "(the least of the runs)"
    )
    print(
        "  longest main-thread task before the board:"
        f" cold {median(app_rows, 'boot_longtask'):.0f} ms"
        f"   warm {median(app_rows, 'warm_longtask'):.0f} ms"
    )
    print(
        f"  bytes: cold visit {median(app_rows, 'cold_bytes') / 1e6:.1f} MB, warm visit "
        f"{median(app_rows, 'warm_bytes') / 1e3:.0f} KB, update of one rules file "
        f"{update / 1e3:.0f} KB"
    )


if __name__ == "__main__":
    main()
