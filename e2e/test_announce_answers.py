"""What a screen reader hears when the computer answers at once: the
person's move was said, then its words were replaced a moment later by
the computer's ("East–West draws a tile and lays it…"), before a screen
reader could read them (a keyboard audit never heard its own move
confirmed). The answer's words now say both moves."""

from __future__ import annotations

from playwright.sync_api import Page

from e2e.harness import Watched

#: ``ui.announce.CUT_SHORT_MS``: words that stood this long were read.
CUT_SHORT_MS = 1500

WATCH = """() => { window.heard = [];
  new MutationObserver(() => window.heard.push(
      [performance.now(), document.getElementById('announce').textContent]))
    .observe(document.getElementById('announce'),
             {childList: true, characterData: true, subtree: true}); }"""


#: The person's turn again, or the game's end (a drawn Ta Yü tile that fits
#: nowhere ends it, about 1 deal in 100 within these eight tiles).
OVER_OR_MINE = "(s => s.over || s.toMove === 0)(abstrakta.status())"


def deal(app: Watched) -> None:
    """A new Ta Yü game against normal, the person (North–South) to move."""
    assert app.api("abstrakta.newGame('tayu', {first: '1'}, {1: 'normal'})") is None
    app.page.wait_for_function("abstrakta.status().toMove === 0", timeout=30_000)


def play_and_hear(page: Page) -> list[tuple[float, str]]:
    """The person's first legal move, and every text the region held until
    the person's turn came back; none if the game ended."""
    page.evaluate("window.heard = []")
    assert page.evaluate("abstrakta.play(abstrakta.legalMoves()[0])") is None
    page.wait_for_function(OVER_OR_MINE, timeout=30_000)
    if page.evaluate("abstrakta.status().over"):
        return []
    page.wait_for_function(
        "window.heard.length && /to move|lay the tile/.test("
        "window.heard[window.heard.length - 1][1])"
    )
    return [(float(at), str(text)) for at, text in page.evaluate("window.heard")]


def test_the_computers_quick_answer_is_said_with_the_persons_move(app: Watched) -> None:
    page = app.open()
    deal(app)
    page.evaluate(WATCH)
    checked = 0
    for _ in range(4):
        heard = play_and_hear(page)
        if not heard:  # the deal ended the game: deal again
            deal(app)
            continue
        mine = heard[0][1].split(". ")[0]  # "North–South laid a tile on …"
        assert mine.startswith("North–South"), heard
        last_at, last = heard[-1]
        if len(heard) > 1 and last_at - heard[-2][0] >= CUT_SHORT_MS:
            continue  # the person's words stood long enough to be read
        assert mine in last, heard
        checked += 1
    assert checked, "the computer never answered quickly"
    assert app.errors == []
