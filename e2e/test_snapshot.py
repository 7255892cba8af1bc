"""Start-up from a memory snapshot (issue 14): built in the background after
a first boot, restored on later visits (the page and the computer's
worker), reseeded after every restore, and never in the way: a corrupt,
stale or failing snapshot falls back to a normal start and is deleted."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from e2e.harness import BOOT_TIMEOUT_MS, Watched, watch

APP_PY = "**/web/app.py"
#: Pyodide's default heap (web/snapshot.mjs): a snapshot must fit in it.
DEFAULT_HEAP = 31_457_280
SNAPSHOT_BUILT = "window.abstraktaSnapshot && window.abstraktaSnapshot.stored"
#: The stored snapshot's digest (null when there is none).
STORED_DIGEST = """async () => {
    const { SNAPSHOT_KEY } = await import("./web/snapshot.mjs");
    const cache = await caches.open("abstrakta-snapshot");
    const hit = await cache.match(new URL(`./web/snapshot/${SNAPSHOT_KEY}`, location.href).href);
    return hit ? hit.headers.get("x-digest") : null;
}"""
#: Replaces the stored snapshot with ``bytes`` (a list of numbers) and
#: the digest given (so that the restore itself is attempted), or its own.
CORRUPT = """async ([bytes, digest]) => {
    const { SNAPSHOT_KEY } = await import("./web/snapshot.mjs");
    const cache = await caches.open("abstrakta-snapshot");
    const url = new URL(`./web/snapshot/${SNAPSHOT_KEY}`, location.href).href;
    const old = new Uint8Array(await (await cache.match(url)).arrayBuffer());
    const data = bytes === null ? old.slice(0, old.length >> 1) : new Uint8Array(bytes);
    const sha = digest === "own" ? await (await import("./web/snapshot.mjs")).digest(data) : digest;
    await cache.put(url, new Response(data, { headers: { "x-digest": sha } }));
    return sha;
}"""


@pytest.fixture
def visited(browser: Browser, server: str) -> Iterator[tuple[Watched, BrowserContext]]:
    """A browser that visited the app once and has kept its snapshot (with
    no service worker: the tests change what the server answers)."""
    context = browser.new_context(service_workers="block")
    app = watch(context, server)
    app.open()
    assert app.page.evaluate("abstraktaBoot.restored") is False, "a first visit starts normally"
    app.page.wait_for_function(SNAPSHOT_BUILT, timeout=BOOT_TIMEOUT_MS)
    yield app, context
    context.close()


def python_random_on_start(context: BrowserContext) -> None:
    """The page's app.py also puts a number from Python's ``random`` in the page."""

    def serve(route: object) -> None:
        response = route.fetch()  # type: ignore[attr-defined]
        body = "import random, js\njs.window.pyRandom = random.random()\n" + response.text()
        route.fulfill(response=response, body=body)  # type: ignore[attr-defined]

    context.route(APP_PY, serve)


def restored_start(app: Watched) -> Page:
    page = app.page
    page.reload()
    app.wait_ready()
    assert page.evaluate("abstraktaBoot.restored") is True, "started from the snapshot"
    return page


def test_restored_sessions_play_and_deal_different_bags(
    visited: tuple[Watched, BrowserContext],
) -> None:
    app, context = visited
    python_random_on_start(context)
    bags, numbers = [], []
    for _ in range(2):
        page = restored_start(app)
        numbers.append(page.evaluate("window.pyRandom"))
        assert page.evaluate("abstrakta.newGame('tantrix', {players: '2'})") is None
        bags.append(page.evaluate("abstrakta.record()"))
        # Every game works from the restored interpreter, those imported
        # lazily included.
        for game in page.evaluate("abstrakta.games()"):
            assert page.evaluate("id => abstrakta.newGame(id)", game) is None
            moves = page.evaluate("abstrakta.legalMoves()")
            assert moves, game
            assert page.evaluate("m => abstrakta.play(m)", moves[0]) is None
    assert numbers[0] != numbers[1], "random is reseeded after every restore"
    assert bags[0] != bags[1], "two restored sessions deal different bags"
    assert app.errors == []


def test_the_computers_worker_starts_from_the_snapshot(
    visited: tuple[Watched, BrowserContext],
) -> None:
    app, _ = visited
    page = app.page
    answer = page.evaluate(
        """() => new Promise((resolve) => {
            const worker = new Worker("./web/ai-worker.js", { type: "module" });
            let ready = null;
            worker.onmessage = ({ data }) => {
                if (data.ready) {
                    ready = data;
                    worker.postMessage({ id: 1, op: "choose", record: "v1~tsoro~first.white~b2",
                                         seat: 1, level: "normal", seed: 1 });
                } else {
                    worker.terminate();
                    resolve({ ready, data });
                }
            };
        })"""
    )
    assert answer["ready"]["snapshot"] is True
    assert answer["data"]["id"] == 1 and answer["data"]["move"], answer


def test_a_restored_start_draws_its_first_qr_code_without_installing_segno(
    visited: tuple[Watched, BrowserContext],
) -> None:
    """The snapshot imports the Share sheet's QR library when the heap has
    room (it had ~4 MB, segno takes ~1.4): a return visit's first Share
    then installs and imports nothing (the import held a phone-class main
    thread ~1.7 s at 4x, tools/bench_share.py). The build says how much
    room is left."""
    app, _ = visited
    built = app.page.evaluate("window.abstraktaSnapshot")
    assert built["qr"] is True, built
    assert 0 < built["room"] < DEFAULT_HEAP, built
    page = restored_start(app)
    assert page.evaluate("abstrakta.newGame('tsoro')") is None
    app.requests.clear()
    page.click("#share-button")
    page.wait_for_selector("#share-qr svg", timeout=60_000)
    assert [url for url in app.requests if "/wheels/" in url] == []
    assert app.errors == []


@pytest.mark.parametrize("damage", ["wrong digest", "bad magic", "truncated"])
def test_a_bad_snapshot_is_deleted_and_the_page_starts(
    visited: tuple[Watched, BrowserContext], damage: str
) -> None:
    app, _ = visited
    page = app.page
    if damage == "wrong digest":  # bytes changed after they were stored
        bad = page.evaluate(CORRUPT, [list(range(256)) * 64, "0" * 64])
    elif damage == "bad magic":  # a digest that matches: the restore itself fails
        bad = page.evaluate(CORRUPT, [list(range(256)) * 64, "own"])
    else:  # half a snapshot, its digest matching: the restore itself fails
        bad = page.evaluate(CORRUPT, [None, "own"])
    assert page.evaluate(STORED_DIGEST) == bad
    page.reload()
    app.wait_ready()
    assert page.evaluate("abstraktaBoot.restored") is False
    assert page.evaluate(STORED_DIGEST) != bad, "the bad snapshot is gone"
    assert page.evaluate("abstrakta.newGame('tsoro')") is None
    # A good one is built again, and the next visit starts from it.
    page.wait_for_function(SNAPSHOT_BUILT, timeout=BOOT_TIMEOUT_MS)
    restored_start(app)


def test_a_restored_start_that_fails_retries_without_the_snapshot(
    visited: tuple[Watched, BrowserContext],
) -> None:
    app, context = visited
    served = []

    def fail_once(route: object) -> None:
        response = route.fetch()  # type: ignore[attr-defined]
        body = response.text()
        if not served:
            body = body.replace("from ui.app import App", "raise RuntimeError('simulated')")
        served.append(body)
        route.fulfill(response=response, body=body)  # type: ignore[attr-defined]

    context.route(APP_PY, fail_once)
    page = app.page
    page.reload()
    app.wait_ready()
    assert len(served) == 2 and "simulated" in served[0], "failed once, then reloaded"
    assert page.evaluate("abstraktaBoot.restored") is False
    assert page.evaluate("abstrakta.newGame('tsoro')") is None


def test_a_snapshot_that_cannot_be_kept_is_not_built_again(browser: Browser, server: str) -> None:
    context = browser.new_context(service_workers="block")
    builds = []

    def no_room(route: object) -> None:
        builds.append(1)
        route.fulfill(  # type: ignore[attr-defined]
            body='postMessage({ stored: false, error: "no room (test)" });',
            content_type="text/javascript",
        )

    context.route("**/web/snapshot-worker.js", no_room)
    try:
        app = watch(context, server)
        page = app.open()
        page.wait_for_function("window.abstraktaSnapshot", timeout=BOOT_TIMEOUT_MS)
        assert page.evaluate("abstraktaSnapshot.stored") is False
        page.reload()
        app.wait_ready()
        # The build would start within 3 s of an idle page (web/start.mjs).
        page.wait_for_timeout(4000)
        assert builds == [1], "tried once for this build"
        assert page.evaluate("abstraktaBoot.restored") is False
        assert app.errors == []
    finally:
        context.close()
