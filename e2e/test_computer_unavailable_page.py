"""The computer's worker could not load its files (the connection dropped
after the page loaded): the page says so in words and the computer moves
once the files load again, by itself (tests/test_computer_unavailable.py
has the rules of it). It said "thinking…" for ever when the worker's own
script failed, and "could not move: Failed to fetch" with no second try
when its rules did."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Route, expect

from e2e.harness import phone, watch

TSORO = "v1~tsoro~first.white~"


def abort(route: Route) -> None:
    route.abort()


@pytest.mark.parametrize("file", ["ai-worker.js", "abstrakta-py3-none-any.whl"])
def test_the_computer_loads_once_the_connection_is_back(
    browser: Browser, server: str, file: str
) -> None:
    # No service worker: the worker's files come from the network, as on a
    # first visit before the app is cached.
    context = browser.new_context(**phone(False, locale="en-GB"), service_workers="block")
    try:
        app = watch(context, server)
        page = app.open()
        context.route(f"**/{file}*", abort)
        assert page.evaluate("abstrakta.newGame('tsoro', {first: 'white'}, {0: 'normal'})") is None
        message = page.locator("#message")
        expect(message).to_have_text(
            "The computer could not be loaded: check the connection. It will try again by itself.",
            timeout=20_000,
        )
        assert page.evaluate("abstrakta.record()") == TSORO
        context.unroute(f"**/{file}*", abort)
        page.wait_for_function(f"abstrakta.record() !== '{TSORO}'", timeout=60_000)
        expect(message).to_be_hidden()
        assert page.evaluate("abstrakta.status().toMoveName") == "black"
    finally:
        context.close()
