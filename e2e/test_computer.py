"""Playing against (or with) the computer: it thinks in a Web Worker, so the
page's main thread never runs a search. Checked by what the page's own
Python has imported, not by timing the main thread's tasks (timings are
for benchmarks: ``tools/bench_ai_browser.py`` prints those long tasks)."""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import Browser, Page, expect

from abstrakta.games import GAMES
from e2e.harness import Watched, phone, watch

#: A first visit's page: these tests check that the page itself never imports
#: a computer player, and a page restored from the snapshot (the shared warm
#: profile's) holds every module the snapshot was built with.
pytestmark = pytest.mark.fresh_context

#: Each game's computer player (``GameInfo.ai``): every search lives in
#: one of these, so only the worker may import them, never the page.
PLAYER_MODULES = sorted(info.ai for info in GAMES.values() if info.ai)

#: Runs Python code in the page's own interpreter (start.mjs hands out the
#: one interpreter it started) and answers its value.
IN_THE_PAGE = """async (code) => {
  const start = await import(new URL("web/start.mjs", document.baseURI).href);
  return (await start.prestart()).runPython(code);
}"""
#: The names of the modules imported there (an expression: nothing is
#: added to the page's Python namespace).
PAGE_MODULES = "' '.join(__import__('sys').modules)"


def players_loaded_by_the_page(page: Page) -> list[str]:
    """The computer players' modules the page's main thread has imported
    (none, if every move, hint and answer came from the worker)."""
    loaded = set(str(page.evaluate(IN_THE_PAGE, PAGE_MODULES)).split())
    assert "abstrakta.games" in loaded, "the probe reads the page's interpreter"
    return [name for name in PLAYER_MODULES if name in loaded]


def assert_thought_in_the_worker(page: Page) -> None:
    """The computer thought (the page records each thinking period), and
    none of its searching code ever ran on the main thread."""
    assert page.evaluate("window.abstraktaThinking"), "the computer thought at least once"
    assert players_loaded_by_the_page(page) == []


def moves_played(page: Page) -> int:
    moves = str(page.evaluate("abstrakta.record()")).split("~")[3]
    return len(moves.split("_")) if moves else 0


def wait_moves(page: Page, count: int) -> None:
    page.wait_for_function(
        "n => { const m = abstrakta.record().split('~')[3];"
        " return (m ? m.split('_').length : 0) >= n; }",
        arg=count,
        timeout=60_000,
    )


def test_tsoro_against_the_computer(app: Watched) -> None:
    page = app.open()
    page.get_by_role("button", name=re.compile("^Tsoro Yematatu")).click()
    page.locator("#dialog input[name=seat1][value=normal]").check()
    page.locator('#dialog button[value="start"]').click()
    # The dialog starts the game when it closes: wait for it (CI once read
    # the record in between and found none).
    page.wait_for_function("abstrakta.record() !== null")
    # The person (White) always plays the first legal move; the computer
    # answers each one, never the person's seat.
    for turn in range(12):
        if page.evaluate("abstrakta.status().over"):
            break
        before = moves_played(page)
        assert page.evaluate("abstrakta.status().toMove") == 0
        assert page.evaluate("abstrakta.play(abstrakta.legalMoves()[0])") is None
        if page.evaluate("abstrakta.status().over"):
            break
        wait_moves(page, before + 2)
        if turn == 0:
            # A person may not move for the computer.
            assert page.evaluate("abstrakta.status().toMove") == 0
    status = page.evaluate("abstrakta.status()")
    if status["over"]:
        assert status["result"]["winners"] in ([1], []), "the perfect player never loses"
    assert_thought_in_the_worker(page)
    # Undo takes back to the person's last move (the computer's answer too).
    count = moves_played(page)
    page.get_by_role("button", name="Undo").click()
    assert moves_played(page) in (count - 1, count - 2)
    assert page.evaluate("abstrakta.status().toMove") == 0


def test_the_computer_never_moves_for_a_person(app: Watched) -> None:
    page = app.open()
    assert page.evaluate("abstrakta.newGame('tsoro', {first: 'black'}, {1: 'easy'})") is None
    wait_moves(page, 1)  # the computer (Black) opens
    assert page.evaluate("abstrakta.status().toMove") == 0
    page.wait_for_timeout(300)
    assert moves_played(page) == 1, "nothing moves for the person"
    expect(page.get_by_role("button", name="Hint")).to_be_visible()
    page.get_by_role("button", name="Hint").click()
    # The suggestion is drawn on the board: its target point is ringed.
    page.wait_for_function("abstrakta.spots().hint !== undefined", timeout=30_000)
    spots = page.evaluate("abstrakta.spots()")
    target = next(name for name, xy in spots.items() if name != "hint" and xy == spots["hint"])
    assert target in page.evaluate("abstrakta.legalMoves()")
    # Said in words too (a screen reader hears it): what to do, no notation.
    expect(page.locator("#message")).to_have_text(f"Hint: place a piece on {target}")
    assert players_loaded_by_the_page(page) == [], "the hint came from the worker"


@pytest.mark.parametrize(("game", "drawn"), [("tantrix", "ghost"), ("tiquadra", "hint")])
def test_a_hint_on_a_phone_brings_the_board_into_view(
    browser: Browser, server: str, game: str, drawn: str
) -> None:
    """Hint sits below the board on a phone, and its answer is drawn on the
    board (Tantrix: the ghost tile; TiQuadra: the square ringed, and its
    button lit): the page scrolls back up to show it."""
    context = browser.new_context(**phone())
    try:
        app = watch(context, server)
        page = app.open()
        assert page.evaluate(f"abstrakta.newGame('{game}', {{}}, {{1: 'normal'}})") is None
        page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        board = page.locator("#board")
        edges = "b => [b.getBoundingClientRect().top, b.getBoundingClientRect().bottom]"
        assert board.evaluate(edges)[0] < 0, "the board is partly out of view"
        page.get_by_role("button", name="Hint").tap()
        page.wait_for_function(f"abstrakta.spots().{drawn} !== undefined", timeout=30_000)
        page.wait_for_timeout(300)  # the scroll itself
        top, bottom = board.evaluate(edges)
        assert top >= 0 and bottom <= page.viewport_size["height"], (top, bottom)
        message = page.locator("#message")
        assert message.evaluate("m => m.getBoundingClientRect().top") >= 0, "the hint's words"
        if game == "tiquadra":
            square = page.evaluate("abstrakta.spots()")
            hinted = next(k for k, xy in square.items() if k != "hint" and xy == square["hint"])
            lit = page.locator(f"#tq-panel button[data-square='{hinted}']")
            expect(lit).to_contain_text("suggested")
            expect(message).to_contain_text(f"Hint: place a piece on square {hinted} (")
        else:
            expect(message).to_contain_text("Hint: place tile ")
            # The computer's row says whose it is, as Ta Yü's does (it read "Yellow").
            players = page.locator("[data-tantrix=players]")
            expect(players.locator("[data-seat='1']")).to_contain_text("(computer)")
            expect(players.locator("[data-seat='0']")).not_to_contain_text("computer")
        assert app.errors == []
    finally:
        context.close()


def test_a_hint_at_a_tiquadra_vote_is_the_persons_ballot(app: Watched) -> None:
    """At the secret vote the hint is for the person choosing: it picks a
    standing tower, to confirm or change (it once asked the worker for
    nobody's move and showed its error)."""
    page = app.open()
    assert page.evaluate("abstrakta.newGame('tiquadra', {}, {1: 'normal', 2: 'normal'})") is None
    for _ in range(30):  # Orange's placements; the computers' turns are waited for
        page.wait_for_function(
            "(s => s.toMoveName === 'vote' || s.toMove === 0)(abstrakta.status())",
            timeout=30_000,
        )
        if page.evaluate("abstrakta.status().toMoveName") == "vote":
            break
        page.evaluate("abstrakta.play(abstrakta.legalMoves()[0])")
    assert page.evaluate("abstrakta.status().voters").count(0) == 1
    confirm = page.locator("#tq-confirm")
    expect(confirm).to_be_disabled()
    page.get_by_role("button", name="Hint").click()
    expect(confirm).to_be_enabled(timeout=30_000)
    picked = page.locator("#tq-panel button[aria-pressed='true']")
    expect(picked).to_have_count(1)
    square = str(picked.get_attribute("data-square"))
    expect(confirm).to_contain_text(square)
    expect(page.locator("#message")).to_have_text(f"Hint: vote to bring down tower {square}")


def test_tiquadra_with_two_computer_opponents(app: Watched) -> None:
    page = app.open()
    assert page.evaluate("abstrakta.newGame('tiquadra', {}, {1: 'normal', 2: 'normal'})") is None
    # Play Orange's placements until the first vote has been played (the
    # computers' moves in a row are paced: 700 ms each, players.WATCHED_MOVE_MS).
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        record = str(page.evaluate("abstrakta.record()"))
        if "_v" in record:
            break
        status = page.evaluate("abstrakta.status()")
        if status["toMove"] == 0:
            page.evaluate("abstrakta.play(abstrakta.legalMoves()[0])")
        elif status["toMoveName"] == "vote" and 0 in status["voters"]:
            # Orange, the only person, votes through the page at once: choose
            # and confirm, no device to hand over. The vote is played (and
            # revealed) once the computers' ballots are in; until then the
            # state still counts Orange among the voters, so the loop must
            # not try to vote again.
            page.locator("#tq-panel button[data-square]").first.click()
            page.locator("#tq-panel button").filter(has_text="Confirm").first.click()
            page.wait_for_function("abstrakta.record().includes('_v')", timeout=60_000)
        page.wait_for_timeout(200)
    assert "_v" in str(page.evaluate("abstrakta.record()")), "a vote was played"
    assert_thought_in_the_worker(page)


#: A TiQuadra game at its last vote: Orange (seat 0) and Green vote, and
#: whatever they choose the game ends with Orange not among the winners.
TIQUADRA_LAST_VOTE = (
    "v1~tiquadra~~4_3_1_2_3_1_4_2_1_4_2_1_3_2_4_3_2_4_3_2_4_3_1_1_v1.3.3_1_4_3_1_4_3_1_4_3_1_2"
    "_2_4_2_2_3_3_4_v1.3.3_4_3_2_1_3_2_4_3_1_3_1_1_1_v1.3.3_2_3_1_4_2_3_3_4_1_v-.4.1_4_1_2_3_1"
    "_2_3_4_2_3_4_2_3_1_1_4_4_2_3_4_2_3_4_2_v3.4.4_3_4_2_1_4_2_1_3_2_3_2_4_3_4_1_2_2_v3.3.2_1_4"
    "_2_4_2_4_2_3_3_1_2_3_v2.2.-_3_4_1_4_2_4_1_1_v1.4.-_4_2_3_1_2_3_1_2_4_1_2_3_1_2_3_1_2_3_1_3"
    "_4_4_3_4_v3.2.1_3_4_2_3_1_2_3_1_2_3_1_2_3_1_2_4_4_2_4_v3.2.3_2_3_2_3_1_3_2_3_2_4_2_4_3_3"
    "_v4.-.4_4_2_3_1_4_1_3_1_3_4_2_2_v1.-.3_2_3_2_3_1_4"
)


def test_tiquadra_says_lost_after_the_last_reveal(app: Watched) -> None:
    """The last vote's reveal tells the story first (which tower fell); the
    verdict comes with the final table, after Continue (it used to say
    "You lost." over the reveal)."""
    page = app.open(TIQUADRA_LAST_VOTE + "~ai1.normal_ai2.normal")
    status = page.locator("#status")
    # The person votes at once; the reveal comes once the computers' ballots
    # are in (their worker may still be starting).
    page.locator("#tq-panel button[data-square]").first.click()
    page.locator("#tq-confirm").click()
    expect(page.locator("#tq-continue")).to_be_visible(timeout=60_000)
    assert page.evaluate("abstrakta.status().over")
    expect(status).to_contain_text("Votes revealed")
    expect(status).not_to_contain_text("You lost.")
    page.locator("#tq-continue").click()
    expect(status).to_contain_text("You lost.")
    assert app.errors == []


def test_tsoro_analysis_shows_each_moves_value(app: Watched) -> None:
    from abstrakta import ai
    from abstrakta.record import decode

    # A position after 1. White a2: Black's moves have different values.
    record = "v1~tsoro~first.white~a2_a1_b3_b2_c1"
    state = decode(record).state
    assert state is not None
    words = {"win": "win in {}", "draw": "draw", "loss": "loss in {}"}
    expected = {
        v.move.replace("-", " → ").replace("x", " → "): words[v.result].format(v.moves or 1)
        for v in ai.move_values(state) or []
    }
    assert len(set(expected.values())) > 1, "a position whose moves differ"
    page = app.open(record)
    page.get_by_role("button", name="Show move values").click()
    expect(page.locator(".tsoro-legend")).to_contain_text("W3 = you win within 3")
    values = page.locator(".tsoro-values")
    expect(page.locator(".tsoro-values[data-waiting]")).to_have_count(0, timeout=30_000)
    shown = values.locator("[aria-hidden=true]").inner_text()
    assert dict(part.split(": ") for part in shown.split(" · ")) == expected
    # A screen reader hears words, not arrows ("c1 right arrow b1").
    spoken = values.locator(".visually-hidden").inner_text()
    assert "→" not in spoken
    assert dict(part.split(": ") for part in spoken.split("; ")) == {
        move.replace(" → ", " to "): value for move, value in expected.items()
    }
    page.get_by_role("button", name="Hide move values").click()
    expect(values).to_have_count(0)
    assert players_loaded_by_the_page(page) == [], "the values came from the worker"


def test_the_probe_sees_a_player_the_page_imports(app: Watched) -> None:
    """The check above could pass by reading the wrong interpreter; here the
    page's own Python imports a player, and the probe must see it."""
    page = app.open()
    page.evaluate("abstrakta.ready")
    assert players_loaded_by_the_page(page) == []
    page.evaluate(IN_THE_PAGE, "import abstrakta.ai.tsoro_table")
    assert players_loaded_by_the_page(page) == ["abstrakta.ai.tsoro_table"]


#: A Tsoro game against the computer one move before White's win.
TSORO_BEFORE_THE_END = "v1~tsoro~first.white~a2_a1_b3_b2_c1_c2_b3xb1_a1xb3"


@pytest.mark.parametrize("computer", [1, 0])
def test_the_end_opened_by_a_link(app: Watched, computer: int) -> None:
    """A finished game a link opened is someone's shared game looked at: the
    status says who won but not "You won!" or "You lost." (not this person's
    result), nothing offers to "send" the end to the computer, and nothing
    is counted."""
    page = app.open(f"#{TSORO_BEFORE_THE_END}_a2-a1~ai{computer}.easy")
    status = page.locator("#status")
    expect(status).to_contain_text("White wins — three in a line")
    expect(status).not_to_contain_text("You won!")
    expect(status).not_to_contain_text("You lost.")
    expect(page.locator("#send-button")).to_be_hidden()
    # What is left to do is a new game: it leads, and no draw is offered.
    expect(page.locator("#new-button")).to_have_class("primary")
    expect(page.locator("#draw-button")).to_be_hidden()
    expect(page.locator("#status [data-tally]")).to_have_count(0)


def test_the_computer_answers_a_draw_offered_to_it(app: Watched) -> None:
    """Offer draw against the computer asks the computer, not the person:
    in a drawn position it accepts (no dialog to answer for it), where it
    can still win it declines and the game goes on."""
    page = app.open("#v1~tsoro~first.white~b1_c2~ai1.strong")
    # The person is to move, yet the computer's worker boots at once.
    if not any("ai-worker" in worker.url for worker in page.workers):
        page.wait_for_event("worker", lambda w: "ai-worker" in w.url, timeout=10_000)
    page.locator("#draw-button").click()
    # Until the worker has booted (seconds on a loaded machine) the page says
    # the offer is made; the answer follows.
    expect(page.locator("#message")).to_contain_text("You offer Black a draw")
    expect(page.locator("#status")).to_contain_text("Draw — by agreement", timeout=60_000)
    expect(page.locator("#message")).to_have_text("Black accepts the draw.")
    expect(page.locator("#dialog[open]")).to_have_count(0)
    page = app.open("#v1~tsoro~first.white~b1_c2_b3_c1_a2~ai0.strong")
    page.locator("#draw-button").click()
    expect(page.locator("#message")).to_contain_text(
        "White declines the draw and plays on.", timeout=60_000
    )
    assert page.evaluate("abstrakta.status().over") is False
    expect(page.locator("#dialog[open]")).to_have_count(0)
    assert players_loaded_by_the_page(page) == []  # the answer came from the worker


def test_the_end_says_how_the_games_against_the_computer_went(app: Watched) -> None:
    """The person (White) plays the winning move here: the end counts it,
    in this device's tally of games against Easy; a reload shows the same
    count (the game is not counted twice), in Italian too."""
    page = app.open(f"#{TSORO_BEFORE_THE_END}~ai1.easy")
    tally = page.locator("#status [data-tally]")
    expect(tally).to_have_count(0)
    assert page.evaluate("abstrakta.play('a2-a1')") is None
    expect(page.locator("#status")).to_contain_text("You won! White wins — three in a line")
    # What is left to do is a new game: it leads, nothing offers to "send"
    # the end to the computer, and no draw is offered.
    expect(page.locator("#send-button")).to_be_hidden()
    expect(page.locator("#new-button")).to_have_class("primary")
    expect(page.locator("#draw-button")).to_be_hidden()
    said = "Your games with the computer at the easy level on this device: 1 won, 0 lost."
    expect(tally).to_have_text(said)
    expect(page.locator("#announce")).to_contain_text(said)  # a screen reader hears it
    page.reload()
    app.wait_ready()
    expect(page.locator("#status")).to_contain_text("You won!")
    expect(tally).to_have_text(said)
    # The new-game screen says it too, under what the levels mean.
    page.locator("#new-button").click()
    expect(page.locator("#dialog [data-tally]")).to_have_text(
        "Your games with the computer on this device: easy 1 won, 0 lost."
    )
    page.keyboard.press("Escape")
    page.get_by_role("button", name="Italiano").click()
    expect(tally).to_have_text(
        "Le tue partite col computer a livello facile su questo dispositivo: 1 vinta, 0 perse."
    )
    assert app.errors == []
