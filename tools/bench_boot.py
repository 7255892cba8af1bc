"""Startup benchmark in headless Chromium on the local server.

Prints, as medians of a few runs: first contentful paint, time to an
interactive board cold (empty cache) and warm (HTTP cache), a bare
``loadPyodide()`` page measured in the same run, their ratio, and the bytes a
cold visit transfers. Also compares two ways of loading the rules wheel:
PyScript's ``[files]`` unpacking it (what the app does) and
``pyodide.loadPackage(<wheel URL>)`` from Python.
"""

from __future__ import annotations

import contextlib
import statistics
import sys
import time
from pathlib import Path

from playwright.sync_api import Browser, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from serve import serve_in_thread  # noqa: E402

from e2e.harness import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

RUNS = 3
READY = "document.documentElement.classList.contains('python-ready')"

BARE_PAGE = """<!doctype html><meta charset="utf-8"><title>bare</title>
<script type="module">
  import { loadPyodide } from "./web/vendor/pyodide/pyodide.mjs";
  const start = performance.now();
  const py = await loadPyodide();
  py.runPython("1 + 1");
  window.bareDone = performance.now();
</script>"""

# The alternative loader: the wheel left out of [files] and installed by
# loadPackage from Python before the app starts.
LOADPACKAGE_TOML = """name = "Abstrakta"
interpreter = "./web/vendor/pyodide/pyodide.mjs"
[files]
"./web/build/ui.zip" = "./ui/*"
"""
LOADPACKAGE_APP = """import js
import pyodide_js
wheel = js.URL.new("./web/build/abstrakta-py3-none-any.whl", js.location.href)
await pyodide_js.loadPackage(wheel.href)
from ui.app import App
App().start()
"""


def time_to(page: Page, url: str, condition: str) -> float:
    start = time.perf_counter()
    page.goto(url)
    page.wait_for_function(condition, timeout=120_000)
    return (time.perf_counter() - start) * 1000


def first_paint(page: Page) -> float:
    return float(
        page.evaluate("performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1")
    )


def measure(browser: Browser, base: str, loader: str = "files") -> dict[str, float]:
    context = browser.new_context()
    if loader == "loadPackage":
        context.route("**/pyscript.toml", lambda r: r.fulfill(body=LOADPACKAGE_TOML))
        context.route("**/web/app.py", lambda r: r.fulfill(body=LOADPACKAGE_APP))
    page = context.new_page()
    transferred = [0]

    def count(response: object) -> None:
        with contextlib.suppress(Exception):  # a redirect or an aborted load has no body
            transferred[0] += len(response.body())  # type: ignore[attr-defined]

    page.on("response", count)
    cold = time_to(page, base, READY)
    paint = first_paint(page)
    cold_bytes = transferred[0]
    warm = time_to(page, base, READY)
    result = {"cold": cold, "warm": warm, "paint": paint, "bytes": cold_bytes}
    if loader == "files":
        # Offline: the service worker serves everything, the network is off.
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        page.wait_for_function(
            "async () => (await caches.keys()).length === 1 && "
            "(await (await caches.open((await caches.keys())[0])).keys()).length > 100",
            timeout=60_000,
            polling=500,
        )
        context.set_offline(True)
        result["offline"] = time_to(page, base, READY)
    context.close()
    return result


def bare(browser: Browser, base: str) -> dict[str, float]:
    context = browser.new_context()
    context.route("**/bare.html", lambda r: r.fulfill(body=BARE_PAGE, content_type="text/html"))
    page = context.new_page()
    cold = time_to(page, base + "bare.html", "window.bareDone")
    warm = time_to(page, base + "bare.html", "window.bareDone")
    context.close()
    return {"cold": cold, "warm": warm}


def median(rows: list[dict[str, float]], key: str) -> float:
    return statistics.median(row[key] for row in rows)


def main() -> None:
    _, base = serve_in_thread(prefix="/abstrakta/")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        bare_rows, files_rows, package_rows = [], [], []
        for _ in range(RUNS):  # interleaved, so load on the machine hits all alike
            bare_rows.append(bare(browser, base))
            files_rows.append(measure(browser, base, "files"))
            package_rows.append(measure(browser, base, "loadPackage"))
        browser.close()
    print(f"startup, median of {RUNS} runs, headless Chromium, local server")
    print(
        f"  bare loadPyodide():        cold {median(bare_rows, 'cold'):7.0f} ms"
        f"   warm {median(bare_rows, 'warm'):7.0f} ms"
    )
    for name, rows in (
        ("app, wheel via [files]", files_rows),
        ("app, wheel via loadPackage", package_rows),
    ):
        print(
            f"  {name + ':':26s} cold {median(rows, 'cold'):7.0f} ms"
            f"   warm {median(rows, 'warm'):7.0f} ms"
            f"   first paint {median(rows, 'paint'):5.0f} ms"
            f"   cold bytes {median(rows, 'bytes') / 1e6:5.1f} MB"
        )
    print(f"  app offline (service worker): {median(files_rows, 'offline'):7.0f} ms")
    ratio_cold = median(files_rows, "cold") / median(bare_rows, "cold")
    ratio_warm = median(files_rows, "warm") / median(bare_rows, "warm")
    ratio_offline = median(files_rows, "offline") / median(bare_rows, "warm")
    print(
        f"  app / bare: cold {ratio_cold:.2f}x   warm {ratio_warm:.2f}x"
        f"   offline / bare warm {ratio_offline:.2f}x   (goal: warm within 1.15x)"
    )


if __name__ == "__main__":
    main()
