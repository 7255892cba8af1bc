"""Updates download only what changed (issue 14): after a new build that
changed one rules file, the service worker fetches the new wheel and the
few small files naming it, never the runtime or the unchanged files; the
new version then runs, and its own snapshot replaces the old one."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

from e2e.harness import BOOT_TIMEOUT_MS, ROOT, watch
from e2e.test_pwa_embed import wait_offline_ready
from tools import build
from tools.serve import serve_in_thread

RULES_FILE = Path("abstrakta/games/tsoro.py")
#: The rules wheel's public address, inside the site.
RULES_FOR_OTHER_PAGES = (
    "web/build/wheels/"
    + json.loads((build.DIST / "web/build/wheels/wheels.json").read_text())["abstrakta"]
)


def with_comment(text: str) -> str:
    return text + "\n# A new build changed this file.\n"


def rules_update(
    site: Path, work: Path, file: Path = RULES_FILE, change: Callable[[str], str] = with_comment
) -> None:
    """What a new build of ``site`` does after one rules file changed (its
    text made by ``change``): the wheel rebuilt from the changed sources,
    then the build's stamps (the snapshot key, the service worker's lists)."""
    sources = work / "src"
    shutil.copytree(
        ROOT / "abstrakta", sources / "abstrakta", ignore=shutil.ignore_patterns("__pycache__")
    )
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, sources / name)
    changed = sources / file
    changed.write_text(change(changed.read_text()))
    out = work / "wheel"
    pip = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--quiet"]
    subprocess.run([*pip, "-w", str(out), str(sources)], check=True)
    (wheel,) = out.glob("abstrakta-*.whl")
    page_copy = site / "web" / "build" / build.WHEEL_NAME
    build.with_bytecode(wheel, page_copy, build.HOME, True)
    # Its second copy, where other Python pages install the rules from
    # (tools/page_wheels.py): the same bytes under the wheel's real name.
    shutil.copy2(page_copy, site / RULES_FOR_OTHER_PAGES)
    build.stamp(site)


#: The SHA-256 of the service worker's copy of a file of the site.
CACHED_SHA256 = """async (path) => {
  const cached = await caches.match(new URL(path, document.baseURI).href);
  if (!cached) return null;
  const digest = await crypto.subtle.digest("SHA-256", await cached.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}"""


def update_bytes(sent: list[tuple[str, int]]) -> dict[str, int]:
    """Bytes served per path (query stripped)."""
    total: dict[str, int] = {}
    for path, size in sent:
        name = path.split("?")[0]
        total[name] = total.get(name, 0) + size
    return total


@pytest.fixture
def site(tmp_path: Path) -> Iterator[tuple[Path, object, str]]:
    root = tmp_path / "site"
    shutil.copytree(build.DIST, root)
    httpd, base = serve_in_thread(prefix="/app/", root=root)
    yield root, httpd, base
    httpd.shutdown()


def test_an_update_of_one_rules_file_downloads_kilobytes(
    browser: Browser, site: tuple[Path, object, str], tmp_path: Path
) -> None:
    root, httpd, base = site
    context = browser.new_context()
    try:
        app = watch(context, base)
        page = app.open("v1~tsoro~first.white~b2")
        wait_offline_ready(page)
        page.wait_for_function("window.abstraktaSnapshot?.stored", timeout=BOOT_TIMEOUT_MS)
        old_key = page.evaluate("import('./web/snapshot.mjs').then((m) => m.SNAPSHOT_KEY)")
        rules_update(root, tmp_path)
        sent = httpd.sent  # type: ignore[attr-defined]
        sent.clear()
        page.reload()
        app.wait_ready()
        assert page.evaluate("abstraktaBoot.restored") is True, "the old version's snapshot"
        expect(page.locator("#update")).to_be_visible(timeout=60_000)
        fetched = update_bytes(sent)
        print(f"\nupdate of {RULES_FILE}: {sum(fetched.values())} bytes, {fetched}")
        wheels = [p for p in fetched if p.endswith(".whl")]
        # Its two copies are one download, whichever address it came from.
        assert (
            len(wheels) == 1
            and fetched[wheels[0]] == (root / "web/build" / build.WHEEL_NAME).stat().st_size
        )
        assert not [p for p in fetched if "/web/vendor/" in p], "the runtime is not fetched"
        assert set(fetched) <= {
            "/sw.js",
            "/web/build/abstrakta-py3-none-any.whl",
            "/" + RULES_FOR_OTHER_PAGES,
            "/web/snapshot.mjs",
        }, fetched
        assert sum(fetched.values()) < 500_000
        # The new version runs from its own files; its snapshot replaces the old.
        with page.expect_navigation(timeout=60_000):
            page.locator("#update-button").click()
        app.wait_ready()
        new_key = page.evaluate("import('./web/snapshot.mjs').then((m) => m.SNAPSHOT_KEY)")
        assert new_key != old_key
        new_wheel = hashlib.sha256((root / "web/build" / build.WHEEL_NAME).read_bytes()).hexdigest()
        assert page.evaluate(CACHED_SHA256, f"web/build/{build.WHEEL_NAME}") == new_wheel
        assert page.evaluate(CACHED_SHA256, RULES_FOR_OTHER_PAGES) == new_wheel
        assert page.evaluate("abstraktaBoot.restored") is False, "no snapshot of this build yet"
        assert page.evaluate("abstrakta.record()") == "v1~tsoro~first.white~b2"
        page.wait_for_function("window.abstraktaSnapshot?.stored", timeout=BOOT_TIMEOUT_MS)
        kept = page.evaluate(
            "caches.open('abstrakta-snapshot').then((c) => c.keys())"
            ".then((keys) => keys.map((r) => r.url))"
        )
        assert len(kept) == 1 and kept[0].endswith(new_key)
        page.reload()
        app.wait_ready()
        assert page.evaluate("abstraktaBoot.restored") is True
        assert app.errors == []
    finally:
        context.close()


#: What becomes of the service worker a new ``sw.js`` starts installing:
#: "installed" (waiting to take over) or "redundant" (its install failed).
NEXT_WORKER = """async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  await registration.update();
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return "none";
  const settled = () => ["installed", "redundant"].includes(worker.state);
  if (!settled()) {
    await new Promise((done) => worker.addEventListener("statechange", () => settled() && done()));
  }
  return worker.state;
}"""


def test_a_build_caught_halfway_is_not_installed(
    browser: Browser, site: tuple[Path, object, str], tmp_path: Path
) -> None:
    """A deploy caught halfway (the new ``sw.js`` and its list of hashes
    already served, the old wheel still there, as a CDN may do for a few
    minutes): the service worker refuses to cache a file that is not the
    one its list names, so no mixed version is installed (nor copied into
    later ones); the player stays on the old version, and the finished
    deploy installs."""
    root, _, base = site
    wheel = root / "web/build" / build.WHEEL_NAME
    old_wheel = wheel.read_bytes()
    context = browser.new_context()
    try:
        app = watch(context, base)
        page = app.open()
        wait_offline_ready(page)
        rules_update(root, tmp_path)
        new_wheel = wheel.read_bytes()
        wheel.write_bytes(old_wheel)
        (root / RULES_FOR_OTHER_PAGES).write_bytes(old_wheel)
        assert page.evaluate(NEXT_WORKER) == "redundant"
        expect(page.locator("#update")).to_be_hidden()
        for path in (wheel, root / RULES_FOR_OTHER_PAGES):
            path.write_bytes(new_wheel)
            # The test server dates a file to the second: an old file put
            # back within the second of its last download would answer
            # "not modified" (a CDN's validators follow the content).
            later = time.time() + 5
            os.utime(path, (later, later))
        assert page.evaluate(NEXT_WORKER) == "installed"
        expect(page.locator("#update")).to_be_visible(timeout=60_000)
        assert app.errors == []
    finally:
        context.close()


def test_a_first_visit_during_a_deploy_keeps_no_mixed_snapshot(
    browser: Browser, site: tuple[Path, object, str], tmp_path: Path
) -> None:
    """A first visit while a deploy is caught halfway (the new build's
    pages served, the old wheel still there): the snapshot, built from the
    network before any service worker serves the page, is not kept under
    the new build's key (it would hold the old rules, restored on every
    later visit as the new version); it is built on the next visit once
    the deploy has finished."""
    root, _, base = site
    wheel = root / "web/build" / build.WHEEL_NAME
    old_wheel = wheel.read_bytes()
    rules_update(root, tmp_path)
    new_wheel = wheel.read_bytes()
    wheel.write_bytes(old_wheel)
    context = browser.new_context()
    try:
        app = watch(context, base)
        page = app.open()
        page.wait_for_function("window.abstraktaSnapshot", timeout=BOOT_TIMEOUT_MS)
        built = page.evaluate("abstraktaSnapshot")
        assert built["stored"] is False and built["retry"] is True, built
        assert "not this build's file" in built["error"]
        later = time.time() + 5  # see test_a_build_caught_halfway_is_not_installed
        wheel.write_bytes(new_wheel)
        os.utime(wheel, (later, later))
        page.reload()
        app.wait_ready()
        page.wait_for_function("window.abstraktaSnapshot", timeout=BOOT_TIMEOUT_MS)
        assert page.evaluate("abstraktaSnapshot.stored") is True
        assert app.errors == []
    finally:
        context.close()


#: Where ``abstrakta/record.py`` checks a link's format.
FORMAT_CHECK = "    if link.fold(parts[0]) != VERSION:"


def reads_v9(text: str) -> str:
    """``record.py`` of a newer build that reads links of a format this one
    does not know (``v9``: here a ``v1`` record under another name)."""
    assert FORMAT_CHECK in text
    newer = '    if link.fold(parts[0]) == "v9":\n        parts[0] = VERSION\n'
    return text.replace(FORMAT_CHECK, newer + FORMAT_CHECK, 1)


def test_a_newer_apps_link_says_so_and_opens_after_the_update(
    browser: Browser, site: tuple[Path, object, str], tmp_path: Path
) -> None:
    """A link shared from a newer version, opened where the app is cached a
    version behind: the page says where the link comes from and what to do
    (loses nothing: the link stays in the address), and the update's Reload
    opens it."""
    root, _, base = site
    context = browser.new_context(locale="en-GB")
    try:
        app = watch(context, base)
        wait_offline_ready(app.open())
        rules_update(root, tmp_path, Path("abstrakta/record.py"), reads_v9)
        page = context.new_page()  # the shared link, opened: a navigation
        link = "v9~tsoro~first.white~b2_a1"
        page.goto(base + "#" + link)
        page.wait_for_function(
            "window.abstrakta && document.documentElement.classList.contains('python-ready')",
            timeout=BOOT_TIMEOUT_MS,
        )
        message = page.locator("#message")
        expect(message).to_contain_text("comes from a newer version of Abstrakta")
        expect(message).to_contain_text("Press Reload when “A new version is ready” shows")
        assert page.evaluate("location.hash") == "#" + link
        expect(page.locator("#update")).to_be_visible(timeout=60_000)
        with page.expect_navigation(timeout=60_000):
            page.locator("#update-button").click()
        page.wait_for_function(
            "window.abstrakta && document.documentElement.classList.contains('python-ready')",
            timeout=BOOT_TIMEOUT_MS,
        )
        assert page.evaluate("abstrakta.record()") == "v1~tsoro~first.white~b2_a1"
        expect(message).to_be_hidden()
    finally:
        context.close()


def test_a_newer_link_the_site_cannot_open_says_so_instead_of_promising(
    browser: Browser, site: tuple[Path, object, str]
) -> None:
    """A link naming a version the site does not have (hand-edited, or
    mistyped): the page looks for that version, finds none, and says so
    rather than promise that an update will open it; the link stays in
    the address. Both on a first visit and where the app is cached."""
    _, _, base = site
    context = browser.new_context(locale="en-GB")
    link = "v9~tsoro~first.white~b2_a1"
    try:
        app = watch(context, base)
        page = app.open(link)  # a first visit: no worker controls the page yet
        message = page.locator("#message")
        expect(message).to_contain_text("names a newer version of Abstrakta than this site has")
        expect(message).not_to_contain_text("Reload")
        wait_offline_ready(page)
        page.reload()  # the cached app: the site is asked for a newer one
        app.wait_ready()
        expect(message).to_contain_text("names a newer version of Abstrakta than this site has")
        assert page.evaluate("location.hash") == "#" + link
        expect(page.locator("#update")).to_be_hidden()
        assert app.errors == []
    finally:
        context.close()
