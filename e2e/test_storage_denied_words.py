"""Where a cross-site iframe is denied storage, a failed save is one short,
accurate line (not the address-bar advice, which points at the host
page's link), and it never crowds the board of a small iframe."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, FrameLocator, Page, expect

from e2e.harness import ARTIFACTS, BOOT_TIMEOUT_MS
from e2e.test_pwa_embed import host_page
from tools.serve import serve_in_thread

#: One line of the message box (its padding included), at most.
ONE_LINE_PX = 44

WORDS = {
    ("embed", "en"): "Games are not saved here.",
    ("embed", "it"): "Qui le partite non si salvano.",
    ("page", "en"): "Games are not saved here: use Share.",
    ("page", "it"): "Qui le partite non si salvano: usa Condividi.",
}


@pytest.fixture
def host_dir(tmp_path: Path) -> Iterator[tuple[Path, str]]:
    """The embedding site: its own server, reached as localhost (another
    site than 127.0.0.1, where the app is: the browser denies the frame
    storage)."""
    httpd, base = serve_in_thread(root=tmp_path)
    yield tmp_path, base.replace("127.0.0.1", "localhost")
    httpd.shutdown()


def framed(browser: Browser, host: tuple[Path, str], app_url: str, locale: str) -> Page:
    root, base = host
    page_text = host_page(app_url).replace('width="380" height="620"', 'width="390" height="300"')
    (root / "host.html").write_text(page_text)
    context = browser.new_context(viewport={"width": 420, "height": 420}, locale=locale)
    page = context.new_page()
    page.goto(base + "host.html")
    page.frame_locator("#f").locator("html.python-ready").wait_for(timeout=BOOT_TIMEOUT_MS)
    return page


def one_move(page: Page) -> FrameLocator:
    frame = page.frame_locator("#f")
    assert frame.locator("html.no-storage").count() == 1, "storage is denied in the frame"
    page.evaluate("ask(1, 'play', ['b2'])")
    page.wait_for_function("answers[1]")
    frame.locator("#message:not([hidden])").wait_for()
    return frame


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("kind", ["embed", "page"])
def test_denied_storage_says_one_short_line(
    browser: Browser, server: str, host_dir: tuple[Path, str], kind: str, language: str
) -> None:
    query = "?embed&game=tsoro&first=black" if kind == "embed" else "?game=tsoro&first=black"
    page = framed(browser, host_dir, server + query, "it-IT" if language == "it" else "en-US")
    try:
        frame = one_move(page)
        message = frame.locator("#message")
        assert message.inner_text() == WORDS[kind, language]
        box = message.bounding_box()
        assert box is not None and box["height"] <= ONE_LINE_PX, box
        # The share advice only where Share is on screen (not under ?embed).
        assert frame.locator("#share-button").is_visible() == (kind == "page")
        page.screenshot(path=str(ARTIFACTS / f"storage-denied-{kind}-{language}-390x300.png"))
    finally:
        page.context.close()


#: The app's own tab with storage full: every write refused.
FULL_STORAGE = """
Storage.prototype.setItem = function () {
  throw new DOMException("full (test)", "QuotaExceededError");
};
"""


def test_storage_full_in_its_own_tab_keeps_the_address_bar_advice(
    browser: Browser, server: str
) -> None:
    """There the game is in the address bar: the advice says so, as before."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    context.add_init_script(FULL_STORAGE)
    try:
        page = context.new_page()
        page.goto(server + "#v1~tsoro~first.white~")
        page.wait_for_function("window.abstrakta", timeout=BOOT_TIMEOUT_MS)
        page.locator("html.python-ready").wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)
        assert page.locator("html.no-storage").count() == 0
        page.evaluate("abstrakta.play('b2')")
        message = page.locator("#message:not([hidden])")
        message.wait_for()
        assert "still in this page's link" in message.inner_text()
        page.screenshot(path=str(ARTIFACTS / "storage-full-own-tab-390x844.png"))
    finally:
        context.close()


def test_a_broken_links_reason_stays_where_storage_is_denied(
    browser: Browser, server: str, host_dir: tuple[Path, str]
) -> None:
    """The reason a link was cut short was replaced by the line about
    saving (an embed audit): both are said, the valid moves kept."""
    page = framed(browser, host_dir, server + "?embed#v1~tsoro~first.white~a2_a1_zz9_b2", "en-US")
    try:
        frame = page.frame_locator("#f")
        message = frame.locator("#message:not([hidden])")
        expect(message).to_contain_text(WORDS["embed", "en"])
        assert "move 3" in message.inner_text(), message.inner_text()
        page.evaluate("ask(1, 'record', [])")
        page.wait_for_function("answers[1]")
        assert page.evaluate("answers[1].value") == "v1~tsoro~first.white~a2_a1"
    finally:
        page.context.close()
