"""Lighthouse on the built site (dist/), served locally under a sub-path
as GitHub Pages serves it, with Debian's Chromium.

Prints Performance, Accessibility, Best Practices and SEO for desktop and
mobile (Lighthouse's own presets: the mobile one emulates a mid-range
phone on a slow 4G link, simulated), and for mobile also FCP, TBT, CLS and
TTI on a first visit (storage cleared) and on a return visit (a warm-up
visit installs the service worker and fills its cache, then a run with
``--disable-storage-reset`` in the same browser profile).

Lighthouse (npm, pinned in tools/npm-audit) is for tests and benchmarks
only: never part of dist/.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from serve import serve_in_thread  # noqa: E402

LIGHTHOUSE = ROOT / "tools" / "npm-audit" / "node_modules" / ".bin" / "lighthouse"
CHROMIUM = "/usr/bin/chromium"
CHROME_FLAGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
METRICS = {
    "FCP": "first-contentful-paint",
    "TBT": "total-blocking-time",
    "CLS": "cumulative-layout-shift",
    "TTI": "interactive",
}
SUB_PATH = "/abstrakta/"
ATTEMPTS = 3


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Chromium:
    """One Chromium with a profile of its own, for Lighthouse to drive
    (``--port``): the profile outlives a run, so a second run can find
    what the first left (the service worker, its cache)."""

    def __init__(self) -> None:
        self.profile = tempfile.mkdtemp(prefix="abstrakta-lh-")
        self.port = free_port()
        self.process = subprocess.Popen(
            [
                CHROMIUM,
                *CHROME_FLAGS,
                f"--remote-debugging-port={self.port}",
                f"--user-data-dir={self.profile}",
                "--no-first-run",
                "about:blank",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{self.port}/json/version", timeout=2)
                return
            except OSError:
                time.sleep(0.3)
        raise RuntimeError("Chromium did not open its debugging port")

    def close(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=30)
        shutil.rmtree(self.profile, ignore_errors=True)


def lighthouse(url: str, port: int, desktop: bool, keep_storage: bool) -> dict[str, Any]:
    """One Lighthouse run; its JSON report."""
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as out:
        report = Path(out.name)
    command = [
        str(LIGHTHOUSE),
        url,
        f"--port={port}",
        "--output=json",
        f"--output-path={report}",
        "--quiet",
        "--only-categories=" + ",".join(CATEGORIES),
        "--max-wait-for-load=120000",
    ]
    if desktop:
        command.append("--preset=desktop")
    if keep_storage:
        command.append("--disable-storage-reset")
    env = {**os.environ, "CHROME_PATH": CHROMIUM}
    # On a loaded machine Lighthouse sometimes gives up on a protocol call
    # (PROTOCOL_TIMEOUT fetching a large script's body): try again.
    for attempt in range(ATTEMPTS):
        done = subprocess.run(command, env=env, timeout=900, stderr=subprocess.PIPE, text=True)
        if done.returncode == 0:
            break
        print(f"(Lighthouse failed, attempt {attempt + 1}: {done.stderr.strip()[-300:]})")
    else:
        raise RuntimeError("Lighthouse failed every attempt")
    try:
        return json.loads(report.read_text())  # type: ignore[no-any-return]
    finally:
        report.unlink(missing_ok=True)


def scores(report: dict[str, Any]) -> dict[str, int]:
    return {name: round(100 * (report["categories"][name]["score"] or 0)) for name in CATEGORIES}


def metrics(report: dict[str, Any]) -> dict[str, str]:
    audits = report["audits"]
    found = {}
    for short, audit in METRICS.items():
        value = audits[audit].get("numericValue")
        if value is None:
            found[short] = "n/a"
        elif short == "CLS":
            found[short] = f"{value:.3f}"
        else:
            found[short] = f"{value / 1000:.1f} s" if value >= 1000 else f"{value:.0f} ms"
    return found


def below_100(report: dict[str, Any]) -> list[str]:
    """The failed audits of the categories below 100 (why a figure is lower)."""
    lines = []
    for name in ("accessibility", "best-practices", "seo"):
        category = report["categories"][name]
        if category["score"] == 1:
            continue
        for ref in category["auditRefs"]:
            audit = report["audits"][ref["id"]]
            if ref.get("weight") and audit.get("score") not in (None, 1):
                lines.append(f"  {name}: {audit['id']} — {audit['title']}")
    return lines


def main() -> None:
    if not LIGHTHOUSE.exists():
        sys.exit("Lighthouse is missing: make tools/npm-audit/node_modules/.stamp")
    server, base = serve_in_thread(prefix=SUB_PATH)
    rows: list[tuple[str, dict[str, int], dict[str, str] | None]] = []
    notes: list[str] = []
    try:
        for label, desktop in (("desktop, first visit", True), ("mobile, first visit", False)):
            chromium = Chromium()
            try:
                report = lighthouse(base, chromium.port, desktop, keep_storage=False)
            finally:
                chromium.close()
            rows.append((label, scores(report), None if desktop else metrics(report)))
            notes += below_100(report)
        chromium = Chromium()
        try:
            lighthouse(base, chromium.port, False, keep_storage=False)  # the warm-up visit
            report = lighthouse(base, chromium.port, False, keep_storage=True)
        finally:
            chromium.close()
        rows.append(("mobile, return visit", scores(report), metrics(report)))
        notes += below_100(report)
    finally:
        server.shutdown()
    print(f"Lighthouse on {base} (Chromium {CHROMIUM})")
    print("| run | Performance | Accessibility | Best Practices | SEO | FCP | TBT | CLS | TTI |")
    print("|---|---|---|---|---|---|---|---|---|")
    for label, score, measured in rows:
        figures = [str(score[name]) for name in CATEGORIES]
        timing = [measured[m] for m in METRICS] if measured else ["—"] * 4
        print(f"| {label} | " + " | ".join(figures + timing) + " |")
    for line in dict.fromkeys(notes):
        print(line)


if __name__ == "__main__":
    main()
