"""End-to-end fixtures: the app served locally and Debian's Chromium.

Every page records its console errors and every request it makes, so a
test can assert that nothing broke and nothing left the app's origin.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from serve import serve_in_thread  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
]
#: Pyodide boots in a few seconds here; a loaded CI machine needs more.
BOOT_TIMEOUT_MS = 90_000


@dataclass
class Watched:
    """A page with what it logged and fetched."""

    page: Page
    base: str
    errors: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)

    def open(self, fragment: str = "") -> Page:
        self.page.goto(self.base + (("#" + fragment) if fragment else ""))
        self.wait_ready()
        return self.page

    def wait_ready(self) -> None:
        self.page.wait_for_function(
            "window.abstrakta && document.documentElement.classList.contains('python-ready')",
            timeout=BOOT_TIMEOUT_MS,
        )

    def foreign_requests(self) -> list[str]:
        origin = urlsplit(self.base)
        return [
            url
            for url in self.requests
            if not url.startswith(("data:", "blob:"))
            and urlsplit(url).netloc != origin.netloc
        ]

    def api(self, expression: str, *args: object) -> object:
        return self.page.evaluate(expression, list(args) if args else None)


@pytest.fixture(scope="session")
def server() -> Iterator[str]:
    httpd, base = serve_in_thread()
    yield base
    httpd.shutdown()


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


def watch(context: BrowserContext, base: str) -> Watched:
    page = context.new_page()
    watched = Watched(page, base)
    page.on(
        "console",
        lambda message: watched.errors.append(message.text) if message.type == "error" else None,
    )
    page.on("pageerror", lambda error: watched.errors.append(str(error)))
    page.on("request", lambda request: watched.requests.append(request.url))
    return watched


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    context = browser.new_context(viewport={"width": 1200, "height": 800})
    yield context
    context.close()


@pytest.fixture
def app(context: BrowserContext, server: str) -> Iterator[Watched]:
    """A fresh page on the app (not yet opened: call ``app.open()``)."""
    watched = watch(context, server)
    yield watched
    assert watched.errors == [], f"console errors: {watched.errors}"
    assert watched.foreign_requests() == []
