"""Honest progress (issue 14): the first visit counts its download, then
says what the app is doing, in words a player knows (never "Python"); a
return visit shows no download at all and, online or offline, starts from
the snapshot; the status strip never moves the page."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from e2e.harness import BOOT_TIMEOUT_MS, Watched, phone, watch
from e2e.test_pwa_embed import wait_offline_ready
from tools.serve import DIST

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


#: What a screen reader is told by the status strip (a status region):
#: each node added to it or text changed in it, outside ``aria-hidden``
#: parts and the other language's words (not displayed, so never read).
SPOKEN = """
window.spoken = [];
window.counts = [];
addEventListener("DOMContentLoaded", () => {
  const heard = (node) => {
    const element = node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement;
    if (!element?.isConnected) return;
    const count = element.closest("#progress-text small")?.textContent;
    if (count && counts.at(-1) !== count) counts.push(count);
    if (element.closest("[aria-hidden=true]") || !element.checkVisibility()) return;
    const text = node.textContent.trim();
    if (text) spoken.push(text);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "characterData") heard(record.target);
      else record.addedNodes.forEach(heard);
    }
  }).observe(document.getElementById("loading"), {
    childList: true, subtree: true, characterData: true,
  });
});
"""
#: A download slow enough to be counted many times (bytes a second; the
#: first visit's 14 MB then take about five seconds).
SLOW_DOWNLOAD = 3_000_000


def slow_download(context: BrowserContext, page: Page) -> None:
    """``page``'s downloads at ``SLOW_DOWNLOAD`` bytes a second."""
    network = context.new_cdp_session(page)
    network.send("Network.enable")
    slow = {"downloadThroughput": SLOW_DOWNLOAD, "uploadThroughput": -1}
    network.send("Network.emulateNetworkConditions", {"offline": False, "latency": 0, **slow})


#: The count's total: the two big files the progress counts, as built.
BIG_FILES = ("pyodide.asm.wasm", "python_stdlib.zip")
TOTAL_MB = f"{sum((DIST / 'web/vendor/pyodide' / f).stat().st_size for f in BIG_FILES) / 1e6:.1f}"


def test_first_visit_counts_the_download_then_says_what_the_app_does(
    app: Watched, context: BrowserContext
) -> None:
    context.add_init_script(RECORD)
    page = app.open()
    texts = page.evaluate("progressTexts")
    downloads = [t for t in texts if t.startswith("Downloading the app…") and t.endswith("MB")]
    assert downloads, texts
    assert f"/ {TOTAL_MB} MB" in downloads[-1], downloads
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


def test_a_screen_reader_hears_the_download_once_not_its_every_chunk(
    app: Watched, context: BrowserContext
) -> None:
    """The byte count was rewritten with the words at every chunk read, in
    a status region: a screen reader was told "Downloading the app… 2.5 /
    12.1 MB" again and again (the count also left the page between a test's
    look at it and its measure). The words are said once a step; the count
    is for the eyes, the bar carries the value."""
    context.add_init_script(SPOKEN)
    page = app.page
    slow_download(context, page)
    page = app.open()
    spoken = page.evaluate("spoken")
    assert spoken.count("Downloading the app…") == 1, spoken
    assert not [words for words in spoken if "MB" in words], spoken
    assert spoken[-2:] == ["Starting the app…", "Preparing the board…"], spoken
    # The count was shown, and moved many times on the way.
    counts = page.evaluate("counts")
    assert len(counts) >= 5 and counts[-1].endswith(f"/ {TOTAL_MB} MB"), counts


#: Every layout shift of the start, with what moved (Chromium's entries).
SHIFTS = """
window.shifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    shifts.push([entry.value, entry.sources.map((s) => s.node?.id || s.node?.nodeName)]);
  }
}).observe({ type: "layout-shift", buffered: true });
"""


#: How far the bar's middle is from the middle of the words' first line
#: (CSS pixels), at every change of the words while they show.
BAR_OFF_WORDS = """
window.barOffWords = [];
addEventListener("DOMContentLoaded", () => {
  const text = document.getElementById("progress-text");
  const bar = document.getElementById("progress");
  const measure = () => {
    if (!bar.checkVisibility()) return;
    const range = document.createRange();
    range.selectNodeContents(text);
    const lines = [...range.getClientRects()].filter((r) => r.height > 0);
    const first = lines.filter((r) => r.top < lines[0].bottom);
    const top = Math.min(...first.map((r) => r.top));
    const bottom = Math.max(...first.map((r) => r.bottom));
    const box = bar.getBoundingClientRect();
    barOffWords.push(Math.round((box.top + box.bottom) / 2 - (top + bottom) / 2));
  };
  measure();
  new MutationObserver(measure).observe(text, {
    childList: true, subtree: true, characterData: true,
  });
});
"""


@pytest.mark.parametrize("locale", ["en-GB", "it-IT"])
def test_nothing_shifts_while_a_phone_starts(browser: Browser, server: str, locale: str) -> None:
    """On a 390-pixel phone the download's count wraps under the words:
    the strip grew a line for it and shrank back when Python started,
    moving itself and its words (Lighthouse: CLS 0.003). The words now
    keep room for two lines from the first paint. The bar is level with
    their first line (it sat half a line below words on one line)."""
    context = browser.new_context(**phone(locale=locale), service_workers="block")
    try:
        context.add_init_script(SHIFTS + SPOKEN + BAR_OFF_WORDS)
        app = watch(context, server)
        slow_download(context, app.page)
        page = app.open()
        assert len(page.evaluate("counts")) >= 3, "the count showed"
        assert page.evaluate("shifts") == []
        off = page.evaluate("barOffWords")
        assert len(off) >= 3 and max(abs(pixels) for pixels in off) <= 2, off
    finally:
        context.close()
