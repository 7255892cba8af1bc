"""End-to-end fixtures: the app served locally and Debian's Chromium."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, sync_playwright

from e2e.harness import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, Watched, watch
from tools.serve import serve_in_thread

#: GitHub Pages serves a project site under /<repo>/: so do the tests.
SUB_PATH = "/abstrakta/"


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


@pytest.fixture
def app(context: BrowserContext, server: str) -> Iterator[Watched]:
    """A fresh page on the app (not yet opened: call ``app.open()``)."""
    watched = watch(context, server)
    yield watched
    assert watched.errors == [], f"console errors: {watched.errors}"
    assert watched.foreign_requests() == []
