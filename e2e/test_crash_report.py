"""When a page crashes, the run says how its renderer ended."""

from __future__ import annotations

from contextlib import suppress

from playwright.sync_api import Browser, Error

from e2e.crash_report import chromium_version, renderer_endings, room_left
from e2e.harness import CHROMIUM, CHROMIUM_ARGS


def test_a_crashed_renderer_is_counted_with_its_exit_code(browser: Browser) -> None:
    """In a browser of its own: the run's report counts the run's crashes."""
    own = browser.browser_type.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    try:
        endings = crash_one_page(own)
    finally:
        own.close()
    assert any(line.startswith("CrashExitCodes.Renderer") for line in endings), endings
    assert any(line.split()[0] == "11" for line in endings if line.strip()), endings


def crash_one_page(browser: Browser) -> list[str]:
    context = browser.new_context()
    page = context.new_page()
    page.goto("data:text/html,<p>about to crash</p>")
    # Chromium's own segfault; the navigation dies with the renderer.
    with page.expect_event("crash"), suppress(Error):
        page.goto("chrome://crash", timeout=10_000)
    context.close()
    return renderer_endings(browser)


def test_the_run_names_its_chromium() -> None:
    assert chromium_version().startswith("Chromium "), chromium_version()


def test_the_report_says_the_room_left() -> None:
    lines = room_left()
    assert any(line.startswith("/dev/shm: ") and "GiB free" in line for line in lines), lines
    assert any(line.startswith("memory: ") and "GiB available" in line for line in lines), lines
