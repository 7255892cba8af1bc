"""What Chromium and the kernel knew when a test's page crashed.

"Target crashed" is all Playwright says when a renderer dies. A CI run of
2026-12-06 had 74 of them (53 re-runs, 21 failures) where local runs have
none or one; its output said nothing more. This gathers what would tell
the causes apart: the renderers' exit codes, as Chromium counts them in its
own histograms (11 a segfault, 9 a kill, the kernel's out-of-memory killer
among them), what the kernel logged about crashed or killed processes, and
the room left on the disks Chromium writes to and in memory.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from playwright.sync_api import Browser

from e2e.harness import CHROMIUM

#: The histograms that name how renderers ended.
CRASH_HISTOGRAMS = ("CrashExitCodes.Renderer", "Stability.RendererAbnormalTermination2")
#: Kernel lines about a process that died or was killed.
KERNEL_WORDS = re.compile(
    r"segfault|out of memory|oom|killed process|general protection|trap", re.IGNORECASE
)
#: A section of chrome://histograms ends where the next histogram begins.
NEXT_HISTOGRAM = "- Histogram:"


def chromium_version() -> str:
    """The browser the run used: CI installs Debian's newest."""
    try:
        done = subprocess.run([CHROMIUM, "--version"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError) as error:
        return f"unknown ({error})"
    return done.stdout.strip() or done.stderr.strip()


def renderer_endings(browser: Browser) -> list[str]:
    """The crash histograms as chrome://histograms shows them, or why not."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto("chrome://histograms/", timeout=30_000)
        text = page.evaluate("document.body.innerText")
    except Exception as error:  # the report must never fail the run
        return [f"chrome://histograms unreadable: {error}"]
    finally:
        context.close()
    lines: list[str] = []
    for section in text.split(NEXT_HISTOGRAM):
        if section.strip().startswith(CRASH_HISTOGRAMS):
            lines.extend(line.rstrip() for line in section.strip().splitlines() if line.strip())
    return lines or ["no crash histogram recorded"]


def kernel_lines(limit: int = 20) -> list[str]:
    """The kernel's last words about crashed or killed processes."""
    try:
        done = subprocess.run(["dmesg"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError) as error:
        return [f"dmesg unreadable: {error}"]
    if done.returncode != 0:
        return [f"dmesg unreadable: {done.stderr.strip()}"]
    found = [line for line in done.stdout.splitlines() if KERNEL_WORDS.search(line)]
    return found[-limit:] or ["nothing about crashed or killed processes"]


def room_left() -> list[str]:
    """Free space where Chromium keeps its profiles and shared memory, and
    the memory the kernel could still give."""
    lines = []
    for place in (tempfile.gettempdir(), "/dev/shm"):
        try:
            free = shutil.disk_usage(place).free
        except OSError as error:
            lines.append(f"{place}: unreadable ({error})")
            continue
        lines.append(f"{place}: {free / 2**30:.1f} GiB free")
    try:
        meminfo = Path("/proc/meminfo").read_text()
    except OSError as error:
        return [*lines, f"memory: unreadable ({error})"]
    available = re.search(r"MemAvailable:\s+(\d+) kB", meminfo)
    if available:
        lines.append(f"memory: {int(available.group(1)) / 2**20:.1f} GiB available")
    return lines
