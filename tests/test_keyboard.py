"""The keyboard's cursor, the live region and the board's text (issue 15),
in CPython with fake views: pure logic, no browser."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ui.announce import Announcer, announcement
from ui.board_text import BoardText, BoardTextSync
from ui.i18n import set_language
from ui.keyboard import (
    Cursor,
    board_lines,
    centre_most,
    cursor_words,
    keyboard_texts,
    ring_radius,
    step,
    undo_redo_key,
)
from ui.move_words import MoveWords
from ui.session import Session
from ui.status import status_line, turn_text
from ui.store import Change, Store

from abstrakta.core import CHANCE
from abstrakta.games import GAMES
from abstrakta.record import encode

#: A 3x3 grid of squares 10 px apart, named like a board (a1 bottom left).
GRID = {f"{c}{r}": (10.0 * i, 10.0 * (3 - r)) for i, c in enumerate("abc") for r in (1, 2, 3)}


def hex_places(radius: int = 2) -> dict[str, tuple[float, float]]:
    """Pointy-top hexes (axial q, r) as the Tantrix and Asterismo views lay them."""
    found = {}
    for q in range(-radius, radius + 1):
        for r in range(-radius, radius + 1):
            if abs(q + r) <= radius:
                found[f"{q}.{r}"] = (10.0 * (q + r / 2), 8.66 * r)
    return found


def test_arrows_walk_a_square_grid_one_square_at_a_time() -> None:
    assert step(GRID, "a1", (1.0, 0.0)) == "b1"
    assert step(GRID, "b1", (0.0, -1.0)) == "b2"
    assert step(GRID, "b2", (-1.0, 0.0)) == "a2"
    assert step(GRID, "c3", (1.0, 0.0)) is None  # the edge: the cursor stays
    assert step(GRID, "a1", (0.0, 1.0)) is None
    assert step(GRID, "zz", (1.0, 0.0)) is None


def test_every_hex_reaches_every_other_by_arrows() -> None:
    """Greedy walking (the larger axis first, then the other) reaches every
    hex from every hex: no two hexes send the cursor back and forth."""
    places = hex_places()
    arrows = {"R": (1.0, 0.0), "L": (-1.0, 0.0), "D": (0.0, 1.0), "U": (0.0, -1.0)}
    for start in places:
        for goal in places:
            here, seen = start, 0
            while here != goal:
                seen += 1
                assert seen < 20, f"{start} -> {goal} loops"
                (x0, y0), (x1, y1) = places[here], places[goal]
                keys = ["R" if x1 > x0 else "L", "D" if y1 > y0 else "U"]
                if abs(y1 - y0) > abs(x1 - x0):
                    keys.reverse()
                for key in keys:
                    moved = step(places, here, arrows[key])
                    if moved is not None and abs(places[moved][0] - x1) + abs(
                        places[moved][1] - y1
                    ) < abs(x0 - x1) + abs(y0 - y1):
                        here = moved
                        break
                else:
                    raise AssertionError(f"stuck on {here} on the way from {start} to {goal}")


def test_up_from_a_hex_goes_to_a_neighbour_not_two_rows_up() -> None:
    places = hex_places()
    assert step(places, "0.0", (0.0, -1.0)) in {"0.-1", "1.-1"}


def test_the_cursor_starts_where_the_view_says_or_in_the_middle() -> None:
    assert centre_most(GRID) == "b2"
    assert centre_most({}) is None

    class View:
        start: str | None = "c3"

        def key_start(self) -> str | None:
            return self.start

        def key_hint(self) -> str | None:
            return None

    cursor = Cursor()
    view = View()
    assert cursor.place(view, GRID) == "c3"
    assert cursor.move(GRID, "ArrowLeft") and cursor.name == "b3"
    gone = {name: xy for name, xy in GRID.items() if name != "b3"}
    view.start = None
    assert cursor.place(view, gone) == "b2"  # its place went: the middle
    view.start = "a1"
    assert cursor.home(view, GRID) == "a1"


def test_ring_is_about_half_the_gap_and_bounded() -> None:
    assert ring_radius(GRID, "b2") == 14.0  # 5.5 px is too small to see: the minimum
    assert ring_radius({"a": (0.0, 0.0), "b": (60.0, 0.0)}, "a") == 33.0
    assert ring_radius({"a": (0.0, 0.0)}, "a") == 33.0


def test_a_hint_takes_the_cursor_once_and_home_goes_back_to_it() -> None:
    """A lesson's step or the Hint button rings a place: the cursor goes
    there (a keyboard player needs only Enter), the arrows still move it
    on, and Home brings it back while the hint stands."""

    @dataclass
    class View:
        hint: str | None = None

        def key_start(self) -> str | None:
            return "a1"

        def key_hint(self) -> str | None:
            return self.hint

    cursor, view = Cursor(), View()
    assert cursor.place(view, GRID) == "a1"
    view.hint = "c3"
    assert cursor.place(view, GRID) == "c3"
    assert cursor.move(GRID, "ArrowLeft") and cursor.place(view, GRID) == "b3"  # not taken again
    assert cursor.home(view, GRID) == "c3"
    view.hint = None  # played: the hint goes, the cursor stays
    assert cursor.place(view, GRID) == "c3"
    assert cursor.move(GRID, "ArrowDown") and cursor.name == "c2"
    view.hint = "c3"  # the next step rings the same place again: taken again
    assert cursor.place(view, GRID) == "c3"
    view.hint = "z9"  # not a place now: ignored
    assert cursor.place(view, GRID) == "c3"


@dataclass
class FakeView:
    words: dict[str, str] = field(default_factory=dict)
    hint: str | None = None

    def key_hint(self) -> str | None:
        return self.hint

    def key_places(self) -> dict[str, tuple[float, float]]:
        return GRID

    def place_words(self, name: str) -> str:
        return self.words.get(name, "")

    def place_label(self, name: str) -> str:
        return f"point {name}"


def test_the_board_in_words_lists_places_with_something_on_them() -> None:
    view = FakeView({"b2": "White piece", "a1": "empty, you can play here"})
    assert board_lines(view) == ["point a1: empty, you can play here", "point b2: White piece"]
    assert cursor_words(view, "b2") == "point b2: White piece"
    # a place with nothing on it and nothing to do: "empty", not a bare name
    assert cursor_words(view, "c3") == "point c3: empty"
    view.hint = "a1"
    assert cursor_words(view, "a1") == "point a1: the suggested move; empty, you can play here"
    view.hint = "c3"
    assert cursor_words(view, "c3") == "point c3: the suggested move"
    assert "point c3: the suggested move" in board_lines(view)  # the board's text too


@dataclass
class Key:
    key: str
    ctrlKey: bool = False  # the DOM event's names
    metaKey: bool = False
    altKey: bool = False
    shiftKey: bool = False


def test_undo_and_redo_shortcuts() -> None:
    assert undo_redo_key(Key("z", ctrlKey=True)) == "undo"
    assert undo_redo_key(Key("Z", ctrlKey=True, shiftKey=True)) == "redo"
    assert undo_redo_key(Key("y", metaKey=True)) == "redo"
    assert undo_redo_key(Key("z")) is None
    assert undo_redo_key(Key("z", ctrlKey=True, altKey=True)) is None


def session_of(record: str) -> Session:
    session, error = Session.from_record(record)
    assert session is not None and error is None
    return session


def new_store(record: str) -> Store:
    store = Store()
    store.adopt(session_of(record), None, None)
    return store


def test_each_move_is_announced_in_words_with_whose_turn() -> None:
    set_language("en")
    said: list[str] = []
    store = Store()
    words = MoveWords()
    store.subscribe(Announcer(words, said.append, lambda s: turn_text(s.state)))
    store.adopt(session_of("v1~tsoro~first.white~"), None, None)
    assert said == ["White to move."]
    assert store.play("b2") is None
    assert said[-1] == "White placed a piece on b2. Black to move."
    store.say("a message alone says nothing")
    store.notify(Change(view=True))
    assert len(said) == 2
    assert store.play("b3") is None
    assert store.undo()
    # An undo says so (it read like a move just played: "White placed...").
    assert said[-1] == (
        "One move taken back. Last move: White placed a piece on b2. Black to move."
    )
    assert len(said) == 4
    assert store.redo()
    assert said[-1] == ("One move replayed. Last move: Black placed a piece on b3. White to move.")
    assert store.undo() and store.play("a1") is None  # another move: said as played
    assert said[-1] == "Black placed a piece on a1. White to move."
    store.goto(0)
    assert said[-1] == "2 moves taken back. White to move."


def test_the_end_is_announced_even_under_a_views_own_line() -> None:
    set_language("en")
    said: list[str] = []
    store = Store()
    store.subscribe(Announcer(MoveWords(), said.append, lambda s: "Votes revealed"))
    store.adopt(session_of("v1~tsoro~first.white~b3_b1_a1_b2_c2_a2"), None, None)
    store.play("b3xc1")
    store.play("a2-b3")
    assert said[-1].startswith("Black moved")
    assert said[-1].endswith("Votes revealed. Black wins — three in a line.")


def test_the_verdict_is_announced_under_a_views_own_line() -> None:
    """A screen reader hears "You won!" at a reveal that ends the game,
    though the panel keeps it for the final table (``View.end_shown``)."""
    set_language("en")
    said: list[str] = []
    store = Store()
    store.subscribe(Announcer(MoveWords(), said.append, lambda s: "Votes revealed"))
    session = session_of("v1~tsoro~first.white~a2_a1_b3_b2_c1_c2_b3xb1_a1xb3")
    session.seats = {1: "easy"}
    store.adopt(session, None, None)
    store.play("a2-a1")
    assert said[-1].endswith("Votes revealed. You won! White wins — three in a line.")


def test_a_move_answered_at_once_is_said_with_the_answer() -> None:
    """A person's move, answered by the computer a moment later: its words
    were replaced before a screen reader read them (a keyboard audit heard
    "Black placed a piece on b1" alone); the answer's words say both.
    Later, each move is said alone."""
    set_language("en")
    said: list[str] = []
    clock = [0.0]
    store = Store()
    status = lambda session: turn_text(session.state)  # noqa: E731
    store.subscribe(Announcer(MoveWords(), said.append, status, clock=lambda: clock[0]))
    session = session_of("v1~tsoro~first.white~")
    session.seats = {1: "easy"}
    store.adopt(session, None, None)
    clock[0] = 5000.0
    assert store.play("b2") is None
    clock[0] = 5040.0
    assert store.play("b1", by_computer=True) is None
    assert said[-1] == "White placed a piece on b2. Black placed a piece on b1. White to move."
    clock[0] = 9000.0
    assert store.play("a1") is None
    clock[0] = 12000.0
    assert store.play("c1", by_computer=True) is None
    assert said[-1] == "Black placed a piece on c1. White to move."
    # A quick person after the computer: its answer was read, not said again.
    clock[0] = 12500.0
    assert store.play("a2") is None
    assert said[-1].startswith("White placed a piece on a2."), said[-1]


def test_a_run_of_the_same_words_is_said_once_with_its_count() -> None:
    """Tantrix's forced fills, said since the last words: "Yellow filled a
    forced space. Yellow filled a forced space." now has its count."""
    set_language("en")
    said: list[str] = []
    store = Store()

    class Words(MoveWords):
        def entries(self, session: Session) -> list[Any]:
            return [Entry("Yellow filled a forced space", k + 1, 1) for k in range(session.cursor)]

    @dataclass
    class Entry:
        text: str
        end: int
        mover: int

    store.subscribe(Announcer(Words(), said.append, lambda session: ""))
    store.adopt(session_of("v1~tsoro~first.white~"), None, None)
    session = store.session
    assert session is not None
    session.seats = {1: "easy"}
    for move in ("b2", "b1", "a1"):
        session.play(move)
    store.notify(Change(position=True))
    assert said[-1] == "Yellow filled a forced space (3 times)."


def test_a_views_own_end_line_is_not_said_twice() -> None:
    """Ta Yü's and Tantrix's end lines name the winner with the scores and
    the rules' reason; the rules' own "X wins — reason" came after them,
    so a screen reader heard the result twice (a keyboard audit)."""
    set_language("en")
    said: list[str] = []
    store = Store()
    own = "You won! White wins, 3 to 0 — three in a line"
    status = lambda session: own if session.state.is_over() else ""  # noqa: E731
    store.subscribe(Announcer(MoveWords(), said.append, status))
    session = session_of("v1~tsoro~first.white~a2_a1_b3_b2_c1_c2_b3xb1_a1xb3")
    session.seats = {1: "easy"}
    store.adopt(session, None, None)
    store.play("a2-a1")
    assert said[-1] == f"White moved from a2 to a1. {own}."


def test_the_end_announces_the_tally_against_the_computer() -> None:
    """What the panel says under the verdict, a screen reader hears too."""
    set_language("en")
    said: list[str] = []
    store = Store()
    tally = "Your games with the computer at the easy level on this device: 1 won, 0 lost."
    status = lambda session: status_line(session, None)  # noqa: E731
    store.subscribe(Announcer(MoveWords(), said.append, status, lambda s: tally))
    session = session_of("v1~tsoro~first.white~a2_a1_b3_b2_c1_c2_b3xb1_a1xb3")
    session.seats = {1: "easy"}
    store.adopt(session, None, None)
    assert tally not in said[-1], "not before the end"
    store.play("a2-a1")
    assert said[-1] == f"White moved from a2 to a1. You won! White wins — three in a line. {tally}"


def test_announcement_joins_its_parts() -> None:
    assert announcement(None, "White to move") == "White to move."
    assert announcement("Red placed tile 4.", "") == "Red placed tile 4."
    assert announcement(None, "") == ""
    # A line that ends in an ellipsis takes no full stop after it ("…." read aloud).
    said = announcement("North-South laid a tile on i7-i9", "East-West (computer) is thinking…")
    assert said == "North-South laid a tile on i7-i9. East-West (computer) is thinking…"


def test_board_text_follows_the_store_and_a_redraw() -> None:
    set_language("en")
    shown: list[BoardText] = []
    jobs: list[Any] = []
    store = new_store("v1~tsoro~first.white~")
    view = FakeView({"a1": "empty"})
    sync = BoardTextSync(store, lambda: view, shown.append, lambda s: "White to move", jobs.append)
    store.subscribe(sync)
    store.play("b2")
    assert shown[-1] == BoardText("The board in words", "White to move", ("point a1: empty",))
    view.words["b2"] = "White piece"
    sync.soon()
    sync.soon()  # a burst of frames: one rewrite
    assert len(jobs) == 1
    jobs.pop()()
    assert shown[-1].lines == ("point a1: empty", "point b2: White piece")
    count = len(shown)
    store.notify(Change(view=True))  # nothing new: nothing rewritten
    assert len(shown) == count


def test_places_leave_out_buttons_and_marks() -> None:
    from ui.views.base import places_of

    spots = {
        "a1": (0.0, 0.0),
        "b1": (10.0, 0.0),
        "confirm": (5.0, 5.0),
        "zoom_in": (99.0, 99.0),
        "last": (10.0, 0.0),
        "last2": (0.0, 0.0),
        "ghost": (10.0, 0.0),
        "3.-1": (20.0, 0.0),
    }
    assert places_of(spots) == {"a1": (0.0, 0.0), "b1": (10.0, 0.0), "3.-1": (20.0, 0.0)}


def test_the_keyboard_help_names_only_the_keys_the_game_uses() -> None:
    """Tsoro neither turns a piece nor zooms: its help spoke of R and + / −."""
    set_language("en")
    board, help_text = keyboard_texts(rotates=False, zooms=False)
    assert "R " not in board and "R:" not in help_text and "zoom" not in help_text
    assert "Ctrl+Z: undo" in help_text
    board, help_text = keyboard_texts(rotates=True, zooms=True)
    assert board.endswith("R rotates.") and "R: rotate the piece." in help_text
    assert "+ and −: zoom the board." in help_text
    set_language("it")
    board, help_text = keyboard_texts(rotates=True, zooms=False)
    assert board.endswith("R ruota.") and "ingrandire" not in help_text
    set_language("en")


def test_every_keyboard_text_names_where_the_game_is_played() -> None:
    """Tantrix's tiles lie on a table: in Italian its guide, lesson and
    messages say "tavolo", but the board's name, the keyboard help and the
    board in words said "tavoliere" for every game."""
    set_language("it")
    try:
        for game_id, info in GAMES.items():
            word = "tavolo" if game_id == "tantrix" else "tavoliere"
            shown: list[BoardText] = []
            store = Store()
            store.adopt(Session.new(game_id, {}), None, None)
            sync = BoardTextSync(store, lambda: FakeView(), shown.append, lambda s: "")
            sync.sync()
            board, help_text = keyboard_texts(rotates=True, zooms=True, game_id=game_id)
            texts = [board, help_text, shown[-1].title, *shown[-1].lines]
            assert all(re.search(rf"\b{word}\b", text, re.I) for text in texts), (info.name, texts)
            if game_id == "tantrix":
                assert not any("tavoliere" in text for text in texts), texts
        assert keyboard_texts(rotates=False, zooms=False)[0].startswith("Tavoliere.")
    finally:
        set_language("en")


def test_moves_of_one_task_are_said_together() -> None:
    """Asterismo's share plays two gifts one after the other; the page's
    live region kept only the second. Said after the task, both are."""
    set_language("en")
    said: list[str] = []
    due: list[Callable[[], None]] = []
    store = Store()
    store.subscribe(
        Announcer(MoveWords(), said.append, lambda s: turn_text(s.state), defer=due.append)
    )
    store.adopt(session_of("v1~tsoro~first.white~"), None, None)
    due.pop()()
    assert said == ["White to move."]
    assert store.play("b2") is None and store.play("a1") is None
    assert len(due) == 1  # one saying for the two moves
    due.pop()()
    assert said[-1] == "White placed a piece on b2. Black placed a piece on a1. White to move."


def test_an_undo_counts_the_players_moves_not_the_draws() -> None:
    """Tantrix refills the hand after each placement (a draw in the line):
    one tile taken back was said as "2 moves taken back"."""
    set_language("en")
    rng = random.Random(7)
    state = GAMES["tantrix"].new({})
    while len(state.history) < 30:
        if state.current_player() == CHANCE:
            state.play(state.sample_chance(rng))
        else:
            state.play(rng.choice(state.legal_moves()))
    record = encode(state)
    assert record is not None
    said: list[str] = []
    store = Store()
    store.subscribe(Announcer(MoveWords(), said.append, lambda s: turn_text(s.state)))
    store.adopt(session_of(record), None, None)
    session = store.session
    assert session is not None and session.movers[-1] == CHANCE  # ends on a refill
    assert store.undo()
    assert said[-1].startswith("One move taken back. Last move: ")
    assert store.redo()
    assert said[-1].startswith("One move replayed. Last move: ")


def test_the_computers_run_of_moves_is_said_once_a_person_acts() -> None:
    """A person out of the round (TiQuadra, no pieces left) heard each of the
    two computers' placements as it came, some seventeen announcements in a
    second; now the run is said once, when a person acts again (its last
    moves, then whose turn)."""
    import random

    from ui.players import Players

    from abstrakta.core import SIMULTANEOUS

    rng = random.Random("computers-run")
    while True:
        state = GAMES["tiquadra"].new({})
        while not state.is_over():
            if state.current_player() == SIMULTANEOUS:
                votes = {v: rng.choice(state.legal_moves(v)) for v in state.voters()}
                state.play(state.joint_move(votes))
            elif state.phase == "build" and state.hands[0] == 0 and sum(state.hands) >= 6:
                break
            else:
                state.play(rng.choice(state.legal_moves()))
        if not state.is_over():
            break
    set_language("en")
    said: list[str] = []
    asked: list[Any] = []

    class Computer:
        def ask(self, op: str, record: str, seat: int | None, level: str, answer: Any) -> None:
            asked.append((seat, answer))

        def forget(self) -> None:
            asked.clear()

    store = Store()
    store.subscribe(Players(store, Computer()))
    store.subscribe(Announcer(MoveWords(), said.append, lambda s: turn_text(s.state)))
    session = session_of(encode(state))
    session.seats = {1: "easy", 2: "easy"}
    store.adopt(session, None, None)
    said.clear()
    played = 0
    while asked and session.state.current_player() in (1, 2):
        seat, answer = asked[-1]
        answer({"move": str(session.state.legal_moves(seat)[0])})
        played += 1
    assert played >= 6
    assert len(said) <= 1, said


def test_since_your_move_reaches_back_past_a_run_of_forced_fills() -> None:
    """A phone audit (Tantrix, three players): after the person's move,
    Yellow filled three forced spaces and placed a tile, Green placed one
    and filled four; "Since your move" said Green's four fills alone (the
    last four moves). A run is said once with its count, and every
    computer's turn is there."""
    set_language("en")
    texts = ["Red placed tile 26"] + ["Yellow filled a forced space"] * 3
    texts += ["Yellow placed tile 32", "Green placed tile 23"]
    texts += ["Green filled a forced space"] * 4
    movers = [0, 1, 1, 1, 1, 2, 2, 2, 2, 2]

    @dataclass
    class Entry:
        text: str
        end: int
        mover: int

    class Words(MoveWords):
        def entries(self, session: Session) -> list[Any]:
            return [
                Entry(text, k + 1, m) for k, (text, m) in enumerate(zip(texts, movers, strict=True))
            ]

    session = session_of("v1~tsoro~first.white~")
    session.seats = {1: "normal", 2: "normal"}
    assert Words().computers_since_person(session) == (
        [
            "Yellow filled a forced space (3 times)",
            "Yellow placed tile 32",
            "Green placed tile 23",
            "Green filled a forced space (4 times)",
        ],
        False,
    )
