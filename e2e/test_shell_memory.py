"""No leak in a long session: ten whole games in one page keep the JS heap
flat (within 2 MB of the first game's) and the page's Python objects too
(the JS heap does not see the interpreter's, a WebAssembly buffer), and a
move late in a game costs no more than an early one (figures printed; no
timing assert)."""

from __future__ import annotations

from typing import Any

from e2e.harness import Watched
from e2e.test_computer import IN_THE_PAGE

GAMES = 10
#: The heap may differ from the first game's by at most this.
FLAT_BYTES = 2 * 1024 * 1024

#: The live objects of the app's own classes (``ui``, ``abstrakta``) after
#: a full collection, counted in the page's interpreter (an expression:
#: nothing is added to its namespace). 270 after every TiQuadra game; a
#: page that kept each finished game would keep its session, its state and
#: their parts (a leak tried by hand, ``Store.adopt`` keeping each session:
#: +14 a game).
APP_OBJECTS = """(lambda gc: (gc.collect(), sum(
    type(o).__module__.partition(".")[0] in ("ui", "abstrakta") for o in gc.get_objects()
))[1])(__import__("gc"))"""
#: The app's objects may differ from the first game's by at most this.
FLAT_OBJECTS = 20

#: Plays one whole TiQuadra game through the page's API (every move
#: renders the board, the panel and the move list, as a tap does) and
#: returns the time of each move's play() call in ms.
PLAY_A_GAME = """
(game) => {
  if (abstrakta.newGame(game || "tiquadra", {}) !== null) throw new Error("no game");
  const times = [];
  for (let i = 0; i < 1000 && !abstrakta.status().over; i++) {
    const moves = abstrakta.legalMoves();
    const move = moves[i % moves.length];
    const start = performance.now();
    const error = abstrakta.play(move);
    times.push(performance.now() - start);
    if (error !== null) throw new Error(error);
  }
  if (!abstrakta.status().over) throw new Error("the game did not end");
  return times;
}
"""


def heap_used(client: Any) -> int:
    client.send("HeapProfiler.collectGarbage")
    client.send("HeapProfiler.collectGarbage")
    metrics = client.send("Performance.getMetrics")["metrics"]
    return int(next(m["value"] for m in metrics if m["name"] == "JSHeapUsedSize"))


def test_ten_whole_games_keep_the_heap_flat(app: Watched) -> None:
    page = app.open()
    client = page.context.new_cdp_session(page)
    client.send("Performance.enable")
    heaps: list[int] = []
    objects: list[int] = []
    first_times: list[float] = []
    for game in range(GAMES):
        times = page.evaluate(PLAY_A_GAME)
        if game == 0:
            first_times = times
        page.wait_for_timeout(300)  # the last frame drawn
        heaps.append(heap_used(client))
        objects.append(int(page.evaluate(IN_THE_PAGE, APP_OBJECTS)))
    tenth = len(first_times) // 10
    early = sorted(first_times[:tenth])[tenth // 2]
    late = sorted(first_times[-tenth:])[tenth // 2]
    print(f"\nJS heap after each game (MB): {[round(h / 2**20, 2) for h in heaps]}")
    print(f"the app's Python objects after each game: {objects}")
    print(
        f"moves per game {len(first_times)}; median play(): {early:.1f} ms early, {late:.1f} late"
    )
    assert max(heaps) - heaps[0] <= FLAT_BYTES, [round(h / 2**20, 2) for h in heaps]
    assert max(objects) - objects[0] <= FLAT_OBJECTS, objects


def test_a_late_move_costs_no_more_than_an_early_one(app: Watched) -> None:
    """Figures only: the median play() of the first and the last tenth of
    a whole Tantrix game (the longest move list, the biggest panel)."""
    page = app.open()
    page.evaluate(PLAY_A_GAME, "tantrix")  # warm: every module imported
    times = page.evaluate(PLAY_A_GAME, "tantrix")
    tenth = max(1, len(times) // 10)
    early = sorted(times[:tenth])[tenth // 2]
    late = sorted(times[-tenth:])[tenth // 2]
    print(f"\nTantrix: {len(times)} moves; median play(): {early:.1f} ms early, {late:.1f} late")
    assert len(times) > 20
