"""A start that fails says so, in words a player reads, with a way to try
again: a first visit whose download breaks off (a phone losing its signal)
used to show "Downloading… 2.5 / 12.1 MB" for ever, and a failed start a
truncated English trace ("The app failed to start: Run…")."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Route, expect

from e2e.harness import phone, watch


def abort(route: Route) -> None:
    route.abort()


#: The interpreter (Pyodide's own download), the page's Python and the
#: rules (PyScript's): none of them settled its start when it failed.
FILES = ["pyodide.asm.wasm", "ui.zip", "abstrakta-py3-none-any.whl"]
#: How long a first visit may take to tell its failure: it downloads 12 MB
#: and starts Python first. The default 5 s failed twice in one full run on
#: a busy machine ("Preparing the board…" still showing).
SAID_MS = 60_000


@pytest.mark.parametrize("file", FILES)
def test_a_download_that_breaks_off_says_so_and_try_again_starts(
    browser: Browser, server: str, file: str
) -> None:
    context = browser.new_context(**phone(False, locale="it-IT"))
    try:
        context.route(f"**/{file}*", abort)
        app = watch(context, server)
        page = app.page
        page.goto(server)
        strip = page.locator("#loading")
        expect(strip).to_contain_text("Non è stato possibile scaricare l'app", timeout=SAID_MS)
        expect(strip).to_contain_text("controlla la connessione")
        again = page.get_by_role("button", name="Riprova")
        expect(again).to_be_visible()
        expect(page.locator(".progress-bar")).to_be_hidden()
        # A game's button, which answers a tap while the app downloads, waits again.
        expect(page.locator('#game-list button[data-game="tantrix"]')).to_be_disabled()
        # Nothing the download still does covers it afterwards.
        page.wait_for_timeout(1500)
        expect(strip).to_contain_text("Non è stato possibile scaricare l'app")
        context.unroute(f"**/{file}*", abort)
        again.click()
        app.wait_ready()
        assert page.evaluate("abstrakta.newGame('tsoro')") is None
        expect(page.locator("#loading")).to_be_hidden()
    finally:
        context.close()


def test_a_start_that_fails_says_so_and_try_again_starts(browser: Browser, server: str) -> None:
    context = browser.new_context(**phone(False, locale="en-GB"), service_workers="block")
    broken: list[bool] = []

    def fail_once(route: Route) -> None:
        response = route.fetch()
        body = response.text()
        if not broken:
            body = body.replace("from ui.app import App", "raise RuntimeError('simulated')")
            broken.append(True)
        route.fulfill(response=response, body=body)

    try:
        context.route("**/web/app.py*", fail_once)
        app = watch(context, server)
        page = app.page
        page.goto(server)
        strip = page.locator("#loading")
        expect(strip).to_contain_text("The app could not start. Try again.", timeout=SAID_MS)
        expect(strip).not_to_contain_text("RuntimeError")
        expect(page.locator('#game-list button[data-game="tsoro"]')).to_be_disabled()
        assert "simulated" in page.evaluate("abstraktaBoot.failure")
        page.get_by_role("button", name="Try again").click()
        app.wait_ready()
        assert page.evaluate("abstrakta.newGame('tsoro')") is None
    finally:
        context.close()


def test_a_file_missing_from_the_site_says_the_app_could_not_start(
    browser: Browser, server: str
) -> None:
    """A 404 (a deploy half done): the start is told as failed, not as a
    connection to check."""
    context = browser.new_context(**phone(False, locale="en-GB"))
    try:
        context.route("**/ui.zip*", lambda route: route.fulfill(status=404, body="Not found"))
        page = watch(context, server).page
        page.goto(server)
        strip = page.locator("#loading")
        expect(strip).to_contain_text("The app could not start. Try again.", timeout=SAID_MS)
        expect(page.get_by_role("button", name="Try again")).to_be_visible()
        assert "ui.zip: HTTP 404" in page.evaluate("abstraktaBoot.failure")
    finally:
        context.close()
