"""Copy link in a site's iframe that was not allowed to write the clipboard:
the link is copied the older way, and the host's console gets no
permissions-policy violation (it got one on every Copy)."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser, expect

from e2e.test_storage_denied_words import framed, host_dir

__all__ = ["host_dir"]  # the fixture, used by name below


def test_copy_in_a_frame_without_clipboard_permission(
    browser: Browser, server: str, host_dir: tuple[Path, str]
) -> None:
    page = framed(browser, host_dir, server + "?game=tsoro&first=black", "en-US")
    console: list[str] = []
    page.on("console", lambda message: console.append(f"{message.type}: {message.text}"))
    try:
        frame = page.frame_locator("#f")
        frame.locator("#share-button").click()
        frame.locator("#share-qr svg").wait_for(timeout=60_000)
        frame.get_by_role("button", name="Copy link").click()
        expect(frame.locator("#share-copied")).to_have_text("Link copied: paste it in a message.")
        violations = [line for line in console if "policy" in line.lower()]
        assert violations == []
    finally:
        page.context.close()
