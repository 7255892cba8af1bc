"""When a page crashes, the run says how its renderer ended."""

from __future__ import annotations

import os
import subprocess
import sys
from contextlib import suppress
from pathlib import Path

from playwright.sync_api import Browser, Error

from e2e.crash_report import chromium_version, renderer_endings, room_left
from e2e.harness import CHROMIUM, CHROMIUM_ARGS, ROOT


def test_a_crashed_renderer_is_counted_with_its_exit_code(browser: Browser) -> None:
    """In a browser of its own, so that the run's report counts only the run's crashes."""
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


#: A test whose page "crashes" on its first run; each run notes whether it
#: had the shared warm profile.
CRASHES_ONCE = """
import os
from pathlib import Path

def test_crashes_once(app, warm_context):
    runs = Path(os.environ["RUNS_FILE"])
    seen = runs.read_text() if runs.exists() else ""
    runs.write_text(seen + ("warm " if app.page.context is warm_context else "fresh "))
    if not seen:
        raise RuntimeError("Page.wait_for_function: Target crashed")
"""


def test_a_crashed_test_runs_again_in_a_fresh_profile(tmp_path: Path) -> None:
    """Its re-run does not share the warm profile the crash happened in."""
    test_file = ROOT / "e2e" / f"test_zz_crashes_once_{os.getpid()}.py"
    test_file.write_text(CRASHES_ONCE)
    runs = tmp_path / "runs"
    try:
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(test_file)],
            capture_output=True,
            text=True,
            cwd=ROOT,
            env={**os.environ, "RUNS_FILE": str(runs)},
            timeout=300,
            check=False,
        )
    finally:
        test_file.unlink()
    assert "1 passed, 1 rerun" in done.stdout, done.stdout
    assert runs.read_text().split() == ["warm", "fresh"]
    assert "1 crashed: what Chromium and the kernel said" in done.stdout, done.stdout
    assert "\nchromium: Chromium " in done.stdout, done.stdout  # -q prints no header
