"""What the phone-class benchmarks share: a phone's page on a return
visit (started from the memory snapshot the first visit built), and
Chromium's CPU throttling with a watch on the page's long tasks."""

from __future__ import annotations

from playwright.sync_api import Browser, BrowserContext, Page

from e2e.harness import BOOT_TIMEOUT_MS, Watched, phone, watch
from tools.bench_ai_browser import WATCH_LONG_TASKS


def throttled(context: BrowserContext, page: Page, rate: float) -> None:
    """Slow ``page``'s CPU ``rate`` times; its long tasks go to ``window.longTasks``."""
    page.evaluate(WATCH_LONG_TASKS)
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})


def returning_phone(browser: Browser, base: str) -> Watched:
    """A phone (390x844) that visited the app once, waited for its
    snapshot, and came back: the page started from the snapshot."""
    app = watch(browser.new_context(**phone()), base)
    page = app.open()
    page.wait_for_function("window.abstraktaSnapshot?.stored", timeout=BOOT_TIMEOUT_MS)
    page.reload()
    app.wait_ready()
    if not page.evaluate("abstraktaBoot.restored"):
        raise SystemExit("the return visit did not start from the snapshot")
    return app
