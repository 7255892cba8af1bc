"""End-to-end fixtures: the app served locally and Debian's Chromium."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, sync_playwright

from e2e.crash_report import chromium_version, kernel_lines, renderer_endings, room_left
from e2e.harness import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, Watched, watch
from tools.serve import serve_in_thread

#: GitHub Pages serves a project site under /<repo>/: so do the tests.
SUB_PATH = "/abstrakta/"
#: The tests whose page crashed in this run, first runs and re-runs alike.
CRASHED: list[str] = []
#: What Chromium and the kernel said about them, read before the browser closes.
CRASH_REPORT: list[str] = []


def pytest_report_header() -> str:
    return f"chromium: {chromium_version()}"


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.outcome in ("failed", "rerun") and "Target crashed" in report.longreprtext:
        CRASHED.append(report.nodeid)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not CRASHED:
        return
    # "2 crashed": test runs (first runs and re-runs) whose page crashed.
    terminalreporter.section(f"{len(CRASHED)} crashed: what Chromium and the kernel said")
    for line in CRASH_REPORT:
        terminalreporter.write_line(line)


@pytest.fixture(scope="session")
def server() -> Iterator[str]:
    """The built site (dist/, from `make build`) under a sub-path."""
    httpd, base = serve_in_thread(prefix=SUB_PATH)
    yield base
    httpd.shutdown()


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        if CRASHED:
            # The header is not printed under -q, as `make test` runs.
            CRASH_REPORT.append(f"chromium: {chromium_version()}")
            CRASH_REPORT.extend(renderer_endings(browser))
            CRASH_REPORT.extend(kernel_lines())
            CRASH_REPORT.extend(room_left())
        browser.close()


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    context = browser.new_context(viewport={"width": 1200, "height": 800})
    yield context
    context.close()


@pytest.fixture
def mouse_words() -> Iterator[None]:
    """The test's own texts (``t``, a lesson's ``say``) in a mouse's words,
    as the page on a desktop writes them (``ui.pointer_words``)."""
    from ui.pointer_words import set_mouse

    set_mouse(True)
    try:
        yield
    finally:
        set_mouse(False)


@pytest.fixture(scope="session")
def warm_context(browser: Browser) -> Iterator[BrowserContext]:
    """One browser profile for the ``app`` tests that need no fresh one: its
    cache keeps the runtime and the interpreter's snapshot, so a page is
    ready in about 2 s, not 6 (measured on this machine; it saves minutes
    of CI). No service worker: ``page.route`` must see every request."""
    context = browser.new_context(viewport={"width": 1200, "height": 800}, service_workers="block")
    yield context
    context.close()


def forget_the_visit(context: BrowserContext, base: str) -> None:
    """The shared profile as the next test expects it: no page open and
    nothing the app keeps (saved games, language, tallies); the caches stay."""
    for page in context.pages:
        page.close()
    page = context.new_page()
    try:
        page.goto(base + "web/manifest.webmanifest")  # the app's origin, not the app
        page.evaluate("localStorage.clear()")
    finally:
        page.close()


@pytest.fixture
def app(request: pytest.FixtureRequest, server: str) -> Iterator[Watched]:
    """A page on the app (not yet opened: call ``app.open()``), in the
    shared warm profile; in ``context``, fresh, when the test also takes it
    (it changes the profile: offline, init scripts), when its file makes its
    own (a phone's), when it is marked ``fresh_context`` (it needs a first
    visit or a service worker), or when it runs again after a crash."""
    fresh = (
        "context" in request.fixturenames
        or hasattr(request.module, "context")
        or request.node.get_closest_marker("fresh_context") is not None
        # A re-run after a crash: whatever the shared profile holds is not its cause.
        or getattr(request.node, "execution_count", 1) > 1
    )
    context: BrowserContext = request.getfixturevalue("context" if fresh else "warm_context")
    watched = watch(context, server)
    try:
        yield watched
        assert watched.errors == [], f"console errors: {watched.errors}"
        assert watched.foreign_requests() == []
    finally:
        if not fresh:
            forget_the_visit(context, server)
