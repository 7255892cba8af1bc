"""A percent-encoded link (``~`` as ``%7E``, ``_`` as ``%5F``, as some
encoders and link rewriters write them) opens its game on a phone, and
the address bar then shows the app's plain link."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, expect

from e2e.harness import ARTIFACTS, Watched, watch

TSORO = "v1~tsoro~first.white~a2_a1_b3_b2_c1_c2_b3xb1"


@pytest.fixture
def phone(browser: Browser, server: str) -> Iterator[Watched]:
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True)
    watched = watch(context, server)
    yield watched
    assert watched.errors == [], f"console errors: {watched.errors}"
    context.close()


@pytest.mark.parametrize(("name", "plain"), [("tilde", "~"), ("underscore", "_")])
def test_an_escaped_link_opens_its_game(phone: Watched, name: str, plain: str) -> None:
    page = phone.open(TSORO.replace(plain, "%" + format(ord(plain), "02X")))
    expect(page.locator("#play")).to_be_visible()
    assert page.evaluate("abstrakta.record()") == TSORO
    assert page.evaluate("location.hash") == "#" + TSORO  # rewritten plain
    expect(page.locator("#message")).to_be_hidden()  # no "garbled", no "not a move"
    page.screenshot(path=str(ARTIFACTS / f"link-escaped-{name}-390x844.png"))


def test_an_escaped_link_typed_over_a_game_opens_it(phone: Watched) -> None:
    """A hash change (a link followed in the open tab) is read the same way."""
    page = phone.open("v1~tsoro~first.white~")
    page.evaluate("(f) => { location.hash = f; }", TSORO.replace("~", "%7E"))
    page.wait_for_function("(r) => abstrakta.record() === r", arg=TSORO)
    page.wait_for_function("(r) => location.hash === '#' + r", arg=TSORO)


def test_a_malformed_escape_says_why_and_breaks_nothing(phone: Watched) -> None:
    page = phone.open("%E0%A4%A")
    expect(page.locator("#home")).to_be_visible()
    expect(page.locator("#message")).to_contain_text("This link could not be opened")
