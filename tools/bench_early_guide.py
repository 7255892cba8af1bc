"""How to play on a first visit: how soon a newcomer reads a guide.

A phone (390x844, CPU throttled 4x) opens the app with empty caches over a
link of a given speed, taps a game's "How to play" as soon as it can, then
the guide's "Start a game". Printed per link speed: ms from navigation to
the guide's words on screen (index.html's early guide, web/early-guide.js),
to the words saying what the tap on "Start a game" opens and when, to the
app being ready (its pictures, and the first moment a guide could open
before the early guides), and to the new-game screen the tap asked for.

    .venv/bin/python tools/bench_early_guide.py [--runs 2] [--mbits 10,1.6]
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
from tools.serve import serve_in_thread  # noqa: E402

GAME = "tantrix"
#: What is timed, by name: when an element matching the selector first
#: showed (ms since navigation), in ``window.shownAt``.
WATCHED = {
    "guide": "#howto h1",
    "waiting": "#howto .early-waiting",
    "dialog": "#dialog[open] h2",
}
WATCH = """(selectors) => {
  window.shownAt = {};
  const look = () => {
    for (const [name, selector] of Object.entries(selectors)) {
      if (!(name in shownAt) && document.querySelector(selector)?.checkVisibility()) {
        shownAt[name] = performance.now();
      }
    }
  };
  const everything = { childList: true, subtree: true, attributes: true };
  new MutationObserver(look).observe(document.body, everything);
}"""


def first_visit(browser: Browser, base: str, mbits: float) -> tuple[float, float, float, float]:
    """Ms to the guide's words, to what "Start a game" opens said, to the
    app ready and to the new-game screen, of one visit."""
    context = browser.new_context(**phone(), service_workers="block")
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    cdp.send("Network.enable")
    link = {"downloadThroughput": mbits * 1e6 / 8, "uploadThroughput": -1}
    cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": 40, **link})
    page.goto(base, wait_until="domcontentloaded")
    page.evaluate(WATCH, WATCHED)  # before any tap: nothing shows unseen
    button = page.locator(f'#game-list button[data-howto="{GAME}"]:enabled')
    button.tap(timeout=BOOT_TIMEOUT_MS)
    page.wait_for_function("'guide' in window.shownAt", timeout=BOOT_TIMEOUT_MS)
    page.locator("#howto .howto-end button.primary").tap()
    page.wait_for_function(READY, timeout=5 * BOOT_TIMEOUT_MS)
    page.wait_for_function("'dialog' in window.shownAt", timeout=BOOT_TIMEOUT_MS)
    ready = float(page.evaluate(READY_AT))
    shown = page.evaluate("window.shownAt")
    context.close()
    return float(shown["guide"]), float(shown["waiting"]), ready, float(shown["dialog"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--mbits", default="10,1.6", help="link speeds, Mbit/s")
    args = parser.parse_args()
    _, base = serve_in_thread()
    print(
        "| link | guide's words on screen | its Start a game answered "
        "| app ready (pictures) | the new-game screen |"
    )
    print("|---|---|---|---|---|")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for mbits in (float(m) for m in args.mbits.split(",")):
            runs = [first_visit(browser, base, mbits) for _ in range(args.runs)]
            shown, waiting, ready, dialog = (
                statistics.median(r[i] for r in runs) for i in range(4)
            )
            print(
                f"| {mbits:g} Mbit/s, CPU 4x | {shown:,.0f} ms | {waiting:,.0f} ms "
                f"| {ready:,.0f} ms | {dialog:,.0f} ms |",
                flush=True,
            )
        browser.close()


if __name__ == "__main__":
    main()
