"""Honest progress (issue 14): the first visit counts its download, then
says what the app is doing, in words a player knows (never "Python"); a
return visit shows no download at all and, online or offline, starts from
the snapshot; the status strip never moves the page."""

from __future__ import annotations

from playwright.sync_api import BrowserContext

from e2e.harness import BOOT_TIMEOUT_MS, Watched
from e2e.test_pwa_embed import wait_offline_ready

#: Every text the status shows, in order, and the home list's place.
RECORD = """
window.progressTexts = [];
window.listTops = [];
addEventListener("DOMContentLoaded", () => {
  const text = document.getElementById("progress-text");
  const list = document.getElementById("game-list");
  const note = () => {
    const en = (text.querySelector(".en")?.textContent ?? text.textContent)
        + (text.querySelector("small") ? " " + text.querySelector("small").textContent : "");
    if (progressTexts.at(-1) !== en) progressTexts.push(en);
    listTops.push(list.getBoundingClientRect().top);
  };
  note();
  new MutationObserver(note).observe(text, { childList: true, subtree: true, characterData: true });
  new MutationObserver(note).observe(document.documentElement, { attributes: true });
});
"""


def test_first_visit_counts_the_download_then_says_what_the_app_does(
    app: Watched, context: BrowserContext
) -> None:
    context.add_init_script(RECORD)
    page = app.open()
    texts = page.evaluate("progressTexts")
    downloads = [t for t in texts if t.startswith("Downloading the app…") and t.endswith("MB")]
    assert downloads, texts
    assert downloads[-1].endswith("12.1 / 12.1 MB") or "/ 12.1 MB" in downloads[-1]
    later = texts[texts.index(downloads[-1]) + 1 :]
    assert later[:2] == ["Starting the app…", "Preparing the board…"], texts
    assert not [t for t in texts if "Python" in t], texts
    assert len(set(page.evaluate("listTops"))) == 1, "nothing moved"

    # A return visit: the service worker serves every file, a snapshot is kept.
    wait_offline_ready(page)
    page.wait_for_function("window.abstraktaSnapshot?.stored", timeout=BOOT_TIMEOUT_MS)
    page.reload()
    app.wait_ready()
    texts = page.evaluate("progressTexts")
    assert not [t for t in texts if "MB" in t], texts
    assert "Starting the app…" in texts and "Preparing the board…" in texts, texts
    assert not [t for t in texts if "Python" in t], texts
    assert page.evaluate("abstraktaBoot.restored") is True
    assert len(set(page.evaluate("listTops"))) == 1, "nothing moved"

    # Offline too: from the snapshot, and the games play.
    context.set_offline(True)
    try:
        page.goto(app.base + "#v1~tsoro~first.white~b2")
        app.wait_ready()
        assert page.evaluate("abstraktaBoot.restored") is True
        assert page.evaluate("abstrakta.play('a1')") is None
        assert page.evaluate("abstrakta.newGame('tayu')") is None
        assert page.evaluate("abstrakta.legalMoves()")
    finally:
        context.set_offline(False)
