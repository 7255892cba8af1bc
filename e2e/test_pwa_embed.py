"""Installable and offline (service worker), updates, and embedding in a
cross-site iframe, with and without third-party storage."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from e2e.harness import BOOT_TIMEOUT_MS, Watched, watch
from tools.build import DIST
from tools.serve import serve_in_thread

CONTROLLED = "navigator.serviceWorker.controller !== null"


#: The service worker's caches of the app's own files (web/sw.js: one per
#: build; the runtime and the interpreter snapshot are kept apart).
APP_CACHES = """async () => (await caches.keys()).filter(
    (n) => n.startsWith("abstrakta-") && !n.startsWith("abstrakta-runtime-")
        && n !== "abstrakta-snapshot")"""


def wait_offline_ready(page: Page) -> None:
    """The service worker controls the page and has cached every file."""
    page.wait_for_function(CONTROLLED, timeout=60_000)
    page.wait_for_function(
        f"""async () => {{
            const names = await ({APP_CACHES})();
            const runtime = (await caches.keys()).filter((n) => n.startsWith("abstrakta-runtime-"));
            if (names.length !== 1 || runtime.length !== 1) return false;
            const cache = await caches.open(names[0]);
            // The list of hashes is written last: the cache is complete.
            if (!(await cache.match("./sw-hashes.json"))) return false;
            return (await (await caches.open(runtime[0])).keys()).length > 50;
        }}""",
        timeout=60_000,
        polling=500,
    )


@pytest.mark.fresh_context  # the service worker, which the shared profile blocks
def test_installable_manifest_and_worker(app: Watched) -> None:
    page = app.open()
    href = page.evaluate("document.querySelector('link[rel=manifest]').href")
    manifest = json.loads(page.evaluate("url => fetch(url).then(r => r.text())", href))
    assert manifest["display"] == "standalone"
    assert manifest["short_name"] and manifest["name"] and manifest["theme_color"]
    assert manifest["start_url"] == "../"
    sizes = {(i["sizes"], i.get("purpose", "any")) for i in manifest["icons"]}
    assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= sizes
    for icon in manifest["icons"]:
        url = page.evaluate("([s, b]) => new URL(s, b).href", [icon["src"], href])
        status = page.evaluate("u => fetch(u).then(r => r.status)", url)
        assert status == 200, url
    wait_offline_ready(page)


def test_plays_offline_after_one_visit_including_a_link(
    app: Watched, context: BrowserContext
) -> None:
    page = app.open()
    wait_offline_ready(page)
    context.set_offline(True)
    try:
        page.goto(app.base + "#v1~tsoro~first.white~b2_a1")
        app.wait_ready()
        assert page.evaluate("abstrakta.play('c1')") is None
        assert page.evaluate("abstrakta.record()") == "v1~tsoro~first.white~b2_a1_c1"
        # ?embed and other queries are served from the same cached page.
        page.goto(app.base + "?embed#v1~tsoro~first.white~b2")
        app.wait_ready()
        assert page.evaluate("abstrakta.legalMoves()")
    finally:
        context.set_offline(False)


@pytest.fixture
def own_site(tmp_path: Path) -> Iterator[tuple[Path, str]]:
    """A copy of dist/ on its own server, free to be changed by a test."""
    root = tmp_path / "site"
    shutil.copytree(DIST, root)
    httpd, base = serve_in_thread(prefix="/app/", root=root)
    yield root, base
    httpd.shutdown()


def test_a_new_version_is_offered_not_forced(browser: Browser, own_site: tuple[Path, str]) -> None:
    root, base = own_site
    context = browser.new_context()
    try:
        app = watch(context, base)
        page = app.open("v1~tsoro~first.white~b2")
        wait_offline_ready(page)
        old_cache = page.evaluate(APP_CACHES)
        # What a new build does: a changed file and a new cache version.
        (root / "web" / "app.css").write_text((root / "web" / "app.css").read_text() + "\n/**/\n")
        worker = (root / "sw.js").read_text()
        (root / "sw.js").write_text(worker.replace('const VERSION = "', 'const VERSION = "new'))
        page.reload()
        app.wait_ready()
        banner = page.locator("#update")
        expect(banner).to_be_visible(timeout=60_000)
        assert page.evaluate("abstrakta.record()") == "v1~tsoro~first.white~b2", "nothing switched"
        with page.expect_navigation(timeout=60_000):
            page.locator("#update-button").click()
        app.wait_ready()
        page.wait_for_function(
            f"async () => (await ({APP_CACHES})()).length === 1", timeout=60_000, polling=500
        )
        new_cache = page.evaluate(APP_CACHES)
        assert new_cache != old_cache and new_cache[0].startswith("abstrakta-new")
        assert page.evaluate("abstrakta.record()") == "v1~tsoro~first.white~b2"
        assert app.errors == []
    finally:
        context.close()


# Chromium here already denies storage to a cross-site frame (IndexedDB
# answers with an error, the others throw); this init script denies it the
# other way too (IndexedDB throwing at once), as other browsers may.
DENY_STORAGE = """
if (window !== window.top) {
  const denied = () => new DOMException("denied (test)", "SecurityError");
  indexedDB.open = () => { throw denied(); };
  Object.defineProperty(window, "localStorage", { get() { throw denied(); } });
  Object.defineProperty(window, "caches", { get() { throw denied(); } });
  if (navigator.serviceWorker) {
    navigator.serviceWorker.register = () => Promise.reject(denied());
  }
}
"""


def host_page(app_url: str) -> str:
    return f"""<!doctype html><title>PerGioco</title><link rel="icon" href="data:,">
<h1>Una partita</h1>
<iframe id="f" src="{app_url}" width="380" height="620" style="border:0"></iframe>
<script>
  window.events = [];
  window.answers = {{}};
  addEventListener("message", (e) => {{
    if (e.data.abstrakta === "result") answers[e.data.id] = e.data;
    if (e.data.abstrakta === "event") events.push(e.data);
  }});
  function ask(id, name, args) {{
    document.getElementById("f").contentWindow.postMessage({{abstrakta: name, id, args}}, "*");
  }}
</script>"""


@pytest.mark.parametrize("storage", ["browser-default", "throwing"])
def test_cross_site_embed(browser: Browser, server: str, storage: str, tmp_path: Path) -> None:
    # The embedding site: its own server, reached as localhost (another
    # site than 127.0.0.1, where the app is).
    app_url = server + "?embed&game=tsoro&first=black"
    (tmp_path / "host.html").write_text(host_page(app_url))
    host_server, host_base = serve_in_thread(root=tmp_path)
    host = host_base.replace("127.0.0.1", "localhost") + "host.html"
    context = browser.new_context()
    if storage == "throwing":
        context.add_init_script(DENY_STORAGE)
    try:
        app = watch(context, server)
        page = app.page
        page.goto(host)
        frame = page.frame_locator("#f")
        frame.locator("html.python-ready").wait_for(timeout=BOOT_TIMEOUT_MS)
        # The host hears when its messages will be answered.
        page.wait_for_function("events.some((e) => e.type === 'ready')")
        expect(frame.locator(".bar")).to_be_hidden()
        assert frame.locator("html.no-storage").count() == 1, "storage is denied in the frame"
        expect(frame.locator("#board")).to_be_visible()
        # A visitor can read the rules and start again in the frame.
        expect(frame.locator("#howto-button")).to_be_visible()
        expect(frame.locator("#new-button")).to_be_visible()
        entries = page.evaluate("history.length")
        page.evaluate("ask(1, 'record', [])")
        page.wait_for_function("answers[1]")
        assert page.evaluate("answers[1].value") == "v1~tsoro~first.black~"
        page.evaluate("ask(2, 'play', ['b2'])")
        moves = "events.filter((e) => e.type === 'move')"
        page.wait_for_function(f"answers[2] && {moves}.length === 1")
        assert page.evaluate("answers[2].value") is None
        assert page.evaluate(f"{moves}[0]")["record"] == "v1~tsoro~first.black~b2"
        # A move in the frame adds no entry to the host page's history: the
        # browser's Back leaves the article (it walked back through the game).
        assert page.evaluate("history.length") == entries
        page.evaluate("ask(3, 'load', ['v1~tsoro~first.white~a1_b1_a2_b2_b3'])")
        page.wait_for_function("answers[3]")
        assert page.evaluate("answers[3].value") is None
        # A position reached otherwise than by a move is told too.
        positions = "events.filter((e) => e.type === 'position')"
        page.wait_for_function(f"{positions}.length >= 1")
        assert page.evaluate(f"{positions}.at(-1).record") == "v1~tsoro~first.white~a1_b1_a2_b2_b3"
        assert page.evaluate("history.length") == entries
        page.evaluate("ask(4, 'status', [])")
        page.wait_for_function("answers[4]")
        status = page.evaluate("answers[4].value")
        assert status["over"] and status["result"]["winners"] == [0]
        expect(frame.locator("#status")).to_contain_text("White wins")
        # A link of a version the site does not have: no worker here, so no
        # update banner can come, and the frame does not promise one.
        newer = app_url + "#v9~tsoro~first.white~b2"
        page.evaluate(f"document.getElementById('f').src = {json.dumps(newer)}")
        message = frame.locator("#message")
        expect(message).to_contain_text("names a newer version of Abstrakta than this site has")
        expect(message).not_to_contain_text("Reload")
        assert app.errors == []
        assert app.foreign_requests() == [host]
    finally:
        context.close()
        host_server.shutdown()
