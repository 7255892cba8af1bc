"""The page's state flow in CPython: the store and each subscriber with
fakes (no browser)."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

from ui.autosave import Autosave, restore_votes
from ui.embed_events import EmbedEvents
from ui.i18n import error_text, set_language
from ui.links import Links
from ui.messages import Messages
from ui.move_list import MoveList, key_step
from ui.move_words import MoveWords
from ui.players import Players
from ui.screens import Screens
from ui.session import Session
from ui.status import api_status, seat_id, status_line, turn_text
from ui.store import HOME, PLAY, PUSH, REPLACE, Change, Message, Store
from ui.table import panel_model
from ui.url_sync import UrlSync

from abstrakta.core import SIMULTANEOUS, InvalidMoveError
from abstrakta.games import GAMES
from abstrakta.record import encode

TSORO = "v1~tsoro~first.white~"


@dataclass
class FakeLocation:
    fragment_now: str = ""
    entries: list[str] = field(default_factory=lambda: [""])
    saved: str | None = None

    def fragment(self) -> str:
        return self.fragment_now

    def write(self, fragment: str, push: bool, saved_id: str | None) -> None:
        if push:
            self.entries.append(fragment)
        else:
            self.entries[-1] = fragment
        self.fragment_now, self.saved = fragment, saved_id

    def saved_id(self) -> str | None:
        return self.saved


@dataclass
class FakeComputer:
    asked: list[tuple[str, str, int | None, str, Any]] = field(default_factory=list)

    def ask(self, op: str, record: str, seat: int | None, level: str, answer: Any) -> None:
        self.asked.append((op, record, seat, level, answer))

    def forget(self) -> None:
        self.asked.clear()


@dataclass
class FakeListing:
    items: list[str] = field(default_factory=list)
    words: list[str] = field(default_factory=list)
    ends: list[int] = field(default_factory=list)
    appended: int = 0
    current: int = 0

    def truncate(self, count: int) -> None:
        del self.items[count:]
        del self.words[count:]
        del self.ends[count:]

    def append(self, text: str, title: str, end: int) -> None:
        self.items.append(title)
        self.words.append(text)
        self.ends.append(end)
        self.appended += 1

    def mark_current(self, count: int) -> None:
        self.current = count


def store_with(*subscribers: Any) -> Store:
    store = Store()
    for subscriber in subscribers:
        store.subscribe(subscriber)
    return store


def open_link(store: Store, text: str, saved: list[Any] | None = None) -> Links:
    links = Links(store, lambda: saved or [])
    links.follow(text)
    return links


# --- messages and screens ---------------------------------------------------


def test_a_message_goes_with_its_position_and_screen() -> None:
    shown: list[Message | None] = []
    store = store_with(Messages(shown.append))
    open_link(store, TSORO + "b2")
    store.say("b2 is occupied")
    assert store.visible_message() is not None and shown[-1] is not None
    store.play("a1")
    assert store.visible_message() is None and shown[-1] is None
    store.say("link copied", info=True)
    store.show_home()
    assert store.visible_message() is None
    store.show_play()
    assert store.visible_message() is None, "a message is said once, on its screen"


def test_a_message_of_a_position_left_does_not_come_back_with_it() -> None:
    """A keyboard audit: an offered draw's words, said at a position, were
    shown and said again after the game ended and Undo came back to it."""
    store = store_with()
    open_link(store, TSORO + "b2")
    store.say("You offer Black a draw", info=True)
    store.play("a1")
    assert store.undo()
    assert store.record() == TSORO + "b2"
    assert store.visible_message() is None


def test_a_new_tap_forgets_the_last_taps_refusal_but_not_news() -> None:
    store = store_with()
    open_link(store, TSORO + "b2")
    store.say("b2 is occupied")
    store.forget_refusal()
    assert store.visible_message() is None
    store.say("Hint: place a piece on a1", info=True)
    store.forget_refusal()
    assert store.visible_message() is not None


def test_exactly_one_screen_shows() -> None:
    @dataclass
    class FakeScreen:
        shown: bool = False

        def show(self, store: Store) -> None:
            self.shown = True

        def hide(self) -> None:
            self.shown = False

    screens = Screens()
    home, play = FakeScreen(), FakeScreen()
    screens.add(HOME, home)
    screens.add(PLAY, play)
    store = store_with(screens)
    open_link(store, TSORO)
    assert play.shown and not home.shown
    store.show_home()
    assert home.shown and not play.shown


def test_a_link_without_a_game_leaves_no_board() -> None:
    store = Store()
    links = open_link(store, TSORO + "b2")
    links.follow("v1~chess~~e4")
    assert store.session is None and store.screen == HOME
    message = store.visible_message()
    assert message is not None and "chess" in message.text


# --- links compare moves ------------------------------------------------------


def test_a_link_whose_last_move_is_a_text_prefix_is_another_move() -> None:
    store = Store()
    links = open_link(store, "v1~tantrix~players.2_colours.auto~d12_d1")
    assert store.session is not None and store.session.line[:2] == ["d12", "d1"]
    links.follow("v1~tantrix~players.2_colours.auto~d1")
    assert store.session.line[0] == "d1"


def test_back_along_the_line_keeps_the_line() -> None:
    store = Store()
    links = open_link(store, TSORO + "b2_a1_c1")
    session = store.session
    links.follow(TSORO + "b2")
    assert store.session is session and session.cursor == 1 and len(session.line) == 3


# --- the URL ---------------------------------------------------------------------


def test_back_walks_the_persons_positions_against_the_computer() -> None:
    location = FakeLocation()
    computer = FakeComputer()
    store = store_with(UrlSync(location))
    players = Players(store, computer)
    store.subscribe(players)
    assert store.new_game("tsoro", {}, {1: "easy"}, ("easy",)) is None
    assert store.play("b2") is None
    (_, _, seat, level, answer) = computer.asked[-1]
    assert (seat, level) == (1, "easy")
    answer({"move": "a1"})
    assert location.entries == ["", TSORO, TSORO + "b2_a1"], "the computer rewrites the entry"
    # Back: the person's position; the computer does not play over it.
    computer.asked.clear()
    Links(store, lambda: []).follow(TSORO)
    assert store.record() == TSORO and computer.asked == []
    assert store.play("b2") is None, "the person may play again from there"
    assert computer.asked and computer.asked[-1][1] == TSORO + "b2"


def test_an_embedded_game_adds_no_history_entry() -> None:
    """In an iframe the entries are the host page's history: every move
    added one, and the browser's Back walked the game back instead of
    leaving the article. Embedded, each change rewrites the one entry."""
    location = FakeLocation()
    store = store_with(UrlSync(location, pushes=False))
    assert store.new_game("tsoro", {}) is None
    for move in ("b2", "a1", "b3"):
        assert store.play(move) is None
    store.undo()
    assert location.entries == [TSORO + "b2_a1"]


def test_a_game_against_the_computer_boots_its_worker_before_it_is_asked() -> None:
    """A game against the computer with the person to move boots the worker
    before anything is asked of it, so a draw offer or the computer's first
    move does not wait for it; a game among people does not."""
    warmed: list[str] = []
    computer = FakeComputer()
    store = Store()
    store.subscribe(Players(store, computer, warm_up=lambda: warmed.append("boot")))
    open_link(store, TSORO + "b2")
    assert warmed == []
    assert store.new_game("tsoro", {}, {1: "strong"}, ("strong",)) is None
    assert warmed and computer.asked == []


def test_a_late_answer_is_dropped() -> None:
    computer = FakeComputer()
    store = Store()
    store.subscribe(Players(store, computer))
    store.new_game("tsoro", {}, {1: "easy"}, ("easy",))
    store.play("b2")
    answer = computer.asked[-1][4]
    store.undo()
    answer({"move": "a1"})
    assert store.record() == TSORO


def paced_table() -> tuple[list[float], list[tuple[Any, int]], FakeComputer, Store, Players]:
    """Players on a clock the test sets, their waits run by the test."""
    clock = [0.0]
    waiting: list[tuple[Any, int]] = []
    computer, store = FakeComputer(), Store()
    players = Players(
        store,
        computer,
        clock=lambda: clock[0],
        after=lambda function, ms: waiting.append((function, ms)),
    )
    store.subscribe(players)
    return clock, waiting, computer, store, players


def test_a_game_only_computers_play_is_paced_to_be_watched() -> None:
    """Two computers played a Tsoro game through before its board was drawn
    (a newcomer's audit): with no person at the table each move waits until
    ``WATCHED_MOVE_MS`` after its question; with a person it is played at once."""
    clock, waiting, computer, store, _ = paced_table()
    assert store.new_game("tsoro", {}, {0: "easy", 1: "easy"}, ("easy",)) is None
    clock[0] = 100.0
    computer.asked[-1][4]({"move": "b2"})
    assert store.record() == TSORO and [ms for _, ms in waiting] == [600]
    waiting.pop()[0]()
    assert store.record() == TSORO + "b2"
    # a stale wait (the game left meanwhile) plays nothing
    clock[0] = 150.0
    computer.asked[-1][4]({"move": "a1"})
    assert len(waiting) == 1
    store.undo()
    waiting.pop()[0]()
    assert store.record() != TSORO + "b2_a1"
    # a person at the table: the computer's answer is played at once
    assert store.new_game("tsoro", {}, {1: "easy"}, ("easy",)) is None
    store.play("b2")
    computer.asked[-1][4]({"move": "a1"})
    assert waiting == [] and store.record() == TSORO + "b2_a1"


def test_the_computers_moves_in_a_row_are_paced_at_a_persons_table() -> None:
    """TiQuadra's two computers answered a person's placement in one blink,
    and laid the rest of a phase the person sat out at once: a computer's
    move after another computer's waits until ``WATCHED_MOVE_MS`` after its
    question; the answer to a person's move is still played at once."""
    clock, waiting, computer, store, players = paced_table()
    assert store.new_game("tiquadra", {}, {1: "easy", 2: "easy"}, ("easy",)) is None
    start = store.record()
    store.play("1")
    clock[0] = 1000.0
    computer.asked[-1][4]({"move": "2"})  # Grey answers the person: at once
    assert waiting == [] and store.record() == start + "1_2"
    clock[0] = 1250.0
    computer.asked[-1][4]({"move": "4"})  # Green after Grey: seen, not skipped
    assert store.record() == start + "1_2" and [ms for _, ms in waiting] == [450]
    assert players.status() == "Green (computer) is thinking…"
    waiting.pop()[0]()
    assert store.record() == start + "1_2_4" and players.status() is None
    # a computer thinking longer than the pace plays at once
    store.play("3")
    computer.asked[-1][4]({"move": "2"})
    clock[0] = 3000.0
    computer.asked[-1][4]({"move": "4"})
    assert waiting == [] and store.record() == start + "1_2_4_3_2_4"


# --- votes ----------------------------------------------------------------------

#: The rules' seed figure: all three vote (towers on 1 to 4).
TIQUADRA_VOTE = "v1~tiquadra~~" + "_".join("243143142142132142142133")


def vote_session() -> Session:
    session, error = Session.from_record(TIQUADRA_VOTE)
    assert session is not None and error is None
    assert session.voters() == [0, 1, 2]
    return session


def test_votes_in_progress_are_saved_and_come_back() -> None:
    kept: dict[str, Any] = {}
    store = store_with(
        Autosave(
            lambda *a: None,
            lambda saved_id, record, ballots: kept.update(
                {saved_id: {"record": record, "ballots": {str(s): c for s, c in ballots.items()}}}
            ),
        )
    )
    store.adopt(vote_session(), "g1", None)
    store.cast({0: "1", 2: "3"})
    assert kept["g1"]["ballots"] == {"0": "1", "2": "3"}
    again = vote_session()
    restore_votes(kept["g1"], again)
    assert again.ballots == {0: "1", 2: "3"}
    store.goto(3)
    assert kept["g1"]["ballots"] == {}, "another position: the vote is gone"
    # Not for another position, nor a ballot that is not a choice there.
    other = vote_session()
    restore_votes({"record": TSORO, "ballots": {"0": "1"}}, other)
    restore_votes({"record": other.record(), "ballots": {"0": "9", "x": "1"}}, other)
    assert other.ballots == {}


def test_with_two_computers_only_the_person_votes_and_status_names_voters() -> None:
    computer = FakeComputer()
    store = Store()
    players = Players(store, computer)
    store.subscribe(players)
    session = vote_session()
    session.seats = {1: "easy", 2: "easy"}
    store.adopt(session, "g", None)
    assert sorted(seat for _, _, seat, _, _ in computer.asked) == [1, 2]
    assert session.persons_voting() == [0]
    # The person votes at once (a newcomer's audit: "Green (computer) is
    # thinking…" took the status while the person's own vote was asked).
    assert players.status() is None
    assert api_status(session)["voters"] == [0, 1, 2]
    players.submit_votes({0: "2"})
    assert players.status() == "Grey and Green (computer) are thinking…"
    for _, _, _, _, answer in list(computer.asked):
        answer({"move": "4"})
    assert session.state.history[-1] == "v2.4.4"


def test_a_failing_computer_says_why_in_one_line() -> None:
    """The worker answers a failure with a whole Python traceback: the page
    shows its last line, not the traceback."""
    computer = FakeComputer()
    store = Store()
    store.subscribe(Players(store, computer))
    session = Session.new("tsoro", {})
    session.seats = {0: "easy"}
    store.adopt(session, "g", None)
    ((_, _, _, _, answer),) = computer.asked
    traceback = (
        "Traceback (most recent call last):\n"
        '  File "/home/pyodide/abstrakta/ai/__init__.py", line 175, in choose_move\n'
        "ValueError: seat 0 does not move now\n"
    )
    answer({"error": traceback})
    message = store.visible_message()
    assert message is not None
    assert message.text == "The computer could not move: seat 0 does not move now"


# --- the move list, the embed events, the panel ------------------------------------


def test_the_move_list_is_updated_not_rebuilt() -> None:
    listing = FakeListing()
    store = store_with(MoveList(listing, MoveWords()))
    open_link(store, TSORO + "b2_a1")
    assert listing.words == ["White placed a piece on b2", "Black placed a piece on a1"]
    # No notation tooltip: it would be the item's name for a screen reader.
    assert listing.items == ["", ""]
    store.play("c1")
    assert listing.appended == 3 and listing.current == 3
    store.undo()  # c1 stays listed, ahead of the position shown
    assert len(listing.words) == 3 and listing.current == 2 and listing.appended == 3
    store.redo()
    assert listing.current == 3 and listing.appended == 3
    store.undo()
    store.play("b1")  # the tail is cut
    assert listing.words[-1] == "White placed a piece on b1" and listing.appended == 4
    assert len(listing.words) == 3 and listing.current == 3


def test_the_move_list_keeps_the_moves_ahead_of_a_jump_back(monkeypatch: Any) -> None:
    """A jump back in a game listed only the moves up to it: the rest of the
    game was a Redo at a time away. They stay listed, each one tap away, and
    a Ta Yü jump lands after the next draw, with a player to move."""
    # The bag's draws seeded, as the moves are: the same game every run.
    monkeypatch.setattr("ui.session.secrets.token_hex", lambda size: "5eed" * (size // 2))
    listing = FakeListing()
    store = store_with(MoveList(listing, MoveWords()))
    store.new_game("tayu", {}, {})
    rng = random.Random(1)
    for _ in range(6):
        store.play(str(rng.choice(store.session.state.legal_moves())))
    assert len(listing.words) == 6 and listing.current == 6
    whole = list(listing.words)
    store.goto(listing.ends[2])  # the third move, as a click on it does
    assert listing.words == whole and listing.current == 3 and listing.appended == 6
    assert store.session.state.current_player() >= 0, "a player to move, not a draw"
    store.goto(listing.ends[4])  # forward, to a move listed ahead
    assert listing.current == 5 and listing.words == whole
    session = store.session
    sixth = session.line[session.cursor]
    # Another move than the sixth, on other squares: the same tile turned
    # on the same squares reads the same ("laid it on e10–g10"); with the
    # draws unseeded the test failed about one run in ninety.
    anchor = sixth.split(".")[1]
    other = next(m for m in map(str, session.state.legal_moves()) if m.split(".")[1] != anchor)
    store.play(other)  # the rest of the game goes
    assert len(listing.words) == 6 and listing.words[:5] == whole[:5]
    assert listing.words[5] != whole[5] and listing.appended == 7 and listing.current == 6


#: Two people at Asterismo, the pour done: three pieces to share out first.
ASTERISMO = "v1~asterismo~players.2_silent.no~00EbOyaAWt7dIZIN33e8u.HuwXt3ogEc5RE06g1"


def test_undo_and_redo_step_over_a_share_as_the_move_list_lists_it() -> None:
    """Asterismo's share of the initial harvest is one confirmation, played
    as a gift per piece and listed as one move. Undo took back one gift at a
    time: a half share listed as "shared", the whole one ahead of it."""
    listing = FakeListing()
    store = store_with(MoveList(listing, MoveWords()))
    open_link(store, ASTERISMO)
    for move in ("s1", "s2", "s1", "f3"):
        store.play(move)
    assert len(listing.words) == 3 and listing.current == 3  # the pour, the share, f3
    store.undo()
    assert store.session.cursor == 4 and listing.current == 2
    store.undo()  # the whole share: back to the pour
    assert store.session.cursor == 1 and listing.current == 1 and len(listing.words) == 3
    assert not store.undo(), "nothing before the pour to take back"
    store.redo()
    assert store.session.cursor == 4 and listing.current == 2
    assert store.session.state.legal_moves(), "a piece to take, not a share half done"
    store.goto(3)  # a link or a saved game may still hold a share half done
    assert store.session.cursor == 3
    store.undo()
    assert store.session.cursor == 1


def test_keys_step_through_the_focused_move_list() -> None:
    """Arrow keys in the focused list go a move back or on (a keyboard's
    way to read a game back, as a tap on a move is), Home and End to its
    ends; a key with nowhere to go, or another key, is left to the page."""
    assert key_step("ArrowUp", 5, 8) == 3  # the fourth entry: index 3
    assert key_step("ArrowLeft", 5, 8) == 3
    assert key_step("ArrowDown", 5, 8) == 5 and key_step("ArrowRight", 5, 8) == 5
    assert key_step("ArrowUp", 1, 8) is None and key_step("ArrowDown", 8, 8) is None
    assert key_step("Home", 5, 8) == 0 and key_step("End", 5, 8) == 7
    assert key_step("Home", 1, 8) is None and key_step("End", 8, 8) is None
    assert key_step("ArrowDown", 0, 0) is None and key_step("Home", 0, 0) is None
    assert key_step("Enter", 5, 8) is None and key_step("PageDown", 5, 8) is None
    assert key_step("ArrowUp", 9, 3) == 1, "a list cut shorter counts from its end"


def test_the_move_list_shows_the_notation_when_asked() -> None:
    listing = FakeListing()
    store = store_with(MoveList(listing, MoveWords(), notation=lambda: True))
    open_link(store, TSORO + "b2_a1")
    assert listing.words == ["b2", "a1"]  # shown
    assert listing.items == ["White placed a piece on b2", "Black placed a piece on a1"]  # titles


def test_embed_events_after_a_move_and_at_the_end() -> None:
    events: list[str] = []
    store = store_with(EmbedEvents(lambda kind, detail: events.append(kind)))
    open_link(store, TSORO + "a2_a1_b3_b2_c1_c2_b3xb1_a1xb3")
    events.clear()
    store.play("a2-a1")
    assert events == ["move", "over"]


def test_embed_events_when_the_position_moves_otherwise() -> None:
    """Undo, redo and a link loaded told the host page nothing: its record
    went stale. Each is a ``position`` event with the record now shown."""
    events: list[tuple[str, str]] = []
    store = store_with(
        EmbedEvents(lambda kind, detail: events.append((kind, json.loads(detail)["record"])))
    )
    open_link(store, TSORO + "b2_a1")
    store.undo()
    store.redo()
    store.say("a message moves nothing")
    assert events == [
        ("position", TSORO + "b2_a1"),
        ("position", TSORO + "b2"),
        ("position", TSORO + "b2_a1"),
    ]


def test_panel_model_and_status() -> None:
    store = Store()
    open_link(store, TSORO + "a2_a1_b3_b2_c1_c2_b3xb1_a1xb3_a2-a1")
    assert store.session is not None
    model = panel_model(store.session, None, MoveWords(), None)
    assert model.status.startswith("White wins") and model.can_undo and not model.can_redo
    # The end: New game leads, no draw to offer; not while a reveal tells it.
    assert model.ended and not model.draw_shown
    assert not panel_model(store.session, None, MoveWords(), None, end_shown=False).ended
    status = api_status(store.session)
    assert status["over"] and status["result"]["text"].startswith("White wins")
    assert seat_id("tiquadra", vote_session().state, 0) == "orange"
    store.session.goto(store.session.cursor - 1)
    model = panel_model(store.session, None, MoveWords(), None)
    assert not model.ended and model.draw_shown


def test_the_end_against_the_computer_says_what_it_means_for_the_person() -> None:
    """White wins: said as "You won!" to White against the computer, "You
    lost." to Black; between people, or a draw, the status alone."""
    import ui.words.tsoro  # noqa: F401  (the seat words in Italian, as the page loads them)

    session, _ = Session.from_record(TSORO + "a2_a1_b3_b2_c1_c2_b3xb1_a1xb3_a2-a1")
    assert session is not None and session.state.is_over()
    assert status_line(session, None) == "White wins — three in a line"
    session.seats = {1: "easy"}
    assert status_line(session, None) == "You won! White wins — three in a line"
    session.seats = {0: "easy"}
    assert status_line(session, "White wins") == "You lost. White wins"
    session.seats = {0: "easy", 1: "easy"}
    assert status_line(session, None) == "White wins — three in a line"
    set_language("it")
    try:
        session.seats = {1: "easy"}
        assert status_line(session, None).startswith("Hai vinto! Vince il Bianco")
    finally:
        set_language("en")
    playing, _ = Session.from_record(TSORO + "a2")
    assert playing is not None
    playing.seats = {1: "easy"}
    assert status_line(playing, None) == turn_text(playing.state)


def test_a_finished_game_opened_by_a_link_is_not_the_onlookers_result() -> None:
    """A phone audit: a finished game against the computer, shared, told the
    friend who opened it "You lost."; it is their result only once they
    play on from it (Undo, another move), or if the game is saved here."""
    won = TSORO + "a2_a1_b3_b2_c1_c2_b3xb1_a1xb3_a2-a1"
    store = store_with()
    open_link(store, won + "~ai1.easy")
    session = store.session
    assert session is not None
    session.seats = {1: "easy"}  # the link's extras, as the page applies them (ui.share)
    assert status_line(session, None) == "White wins — three in a line"
    store.undo()
    assert store.play("a2-a1") is None  # the same end, reached here again
    assert status_line(session, None) == "White wins — three in a line"
    store.goto(len(session.line) - 1)
    other = next(str(m) for m in session.state.legal_moves() if str(m) != "a2-a1")
    assert store.play(other) is None  # a line of its own: the person's game now
    assert session.finished_elsewhere != session.line
    # A game saved on this device is this person's, whoever opens its link.
    saved = store_with()
    saved_game = SimpleNamespace(id="g", record=won, cursor=9, seats={1: "easy"}, seed="")
    Links(saved, lambda: [saved_game]).follow(won)
    assert saved.session is not None
    assert status_line(saved.session, None) == "You won! White wins — three in a line"


#: Random players' game that Grey and Green end level on points (2, 2, 1).
TIQUADRA_SHARED = (
    "v1~tiquadra~~4_2_1_3_2_1_4_3_1_4_3_2_4_3_1_4_3_1_4_3_1_4_2_1_v4.3.2_4_2_3_1_3_1_2_1_2_1_2_1_2_"
    "1_4_4_3_v1.3.-_3_2_1_4_2_1_3_2_4_3_1_4_3_1_4_2_1_4_3_2_4_3_2_1_v1.4.3_1_3_4_1_3_2_1_2_4_2_4_2_"
    "3_2_3_3_4_4_v2.1.4_4_2_1_3_2_1_4_2_1_3_4_4_3_v1.1.1_2_4_3_1_4_3_2_1_3_2_v4.2.2_1_3_2_4_2_3_1_"
    "v3.2.-_1_2_4_3_2_4_1_3_4_1_3_2_1_3_2_1_4_2_1_3_4_1_3_2_v4.3.3_1_4_2_1_4_2_1_4_3_4_2_1_3_1_3_2_"
    "3_3_v1.2.2_2_1_3_2_1_3_2_1_3_4_3_1_3_3_v2.2.3_2_4_3_4_2_4_2_3_1_3_3_v-.1.1_1_2_1_3_4_3_4_2_3_"
    "4_v-.4.4"
)


def test_a_shared_first_place_is_not_said_as_a_win_alone() -> None:
    """Grey level with a computer on points shares the win, and hears so;
    Orange, behind them, lost."""
    session, _ = Session.from_record(TIQUADRA_SHARED)
    assert session is not None and session.state.is_over()
    assert session.state.outcome().winners == (1, 2)  # type: ignore[union-attr]
    session.seats = {0: "easy", 2: "easy"}
    assert status_line(session, None).startswith("You share the win! ")
    session.seats = {1: "easy", 2: "easy"}
    assert status_line(session, None).startswith("You lost. ")
    set_language("it")
    try:
        session.seats = {0: "easy", 2: "easy"}
        assert status_line(session, None).startswith("Vittoria condivisa! ")
    finally:
        set_language("en")


def test_every_seat_level_in_first_place_is_said_as_a_shared_win() -> None:
    """Orange, Grey and Green a point each: the tally counted the person's
    win, but the status said nothing of it (as if a cooperative end)."""
    rng = random.Random(8)  # random players who end a point each
    state = GAMES["tiquadra"].new({})
    while not state.is_over():
        state.play(str(rng.choice(list(state.legal_moves()))))
    session, _ = Session.from_record(encode(state))
    assert session is not None and session.state.outcome().winners == (0, 1, 2)  # type: ignore[union-attr]
    session.seats = {1: "strong", 2: "strong"}
    assert status_line(session, None).startswith("You share the win! ")
    # Asterismo's players win together: its own words say so, nothing before them.
    assert GAMES["asterismo"].cooperative and not GAMES["tiquadra"].cooperative


def test_history_of_a_change_reaches_the_url() -> None:
    location = FakeLocation()
    store = store_with(UrlSync(location))
    store.adopt(Session.new("tsoro", {}), None, PUSH)
    store.play("b2")
    store.notify(Change(position=True, history=REPLACE))
    store.show_home()
    assert location.entries == ["", TSORO, TSORO + "b2", ""]


def test_links_compare_moves_in_every_prefix_case() -> None:
    """``t1`` after ``t17`` (Ta Yü's draws) and ``d1`` after ``d12``."""
    for head, long, short in [
        ("v1~tayu~variant.standard_tiles.bag_first.0_target.24_bidding.no~", "t17", "t1"),
        ("v1~tantrix~players.2_colours.auto~", "d12", "d1"),
    ]:
        store = Store()
        links = open_link(store, head + long)
        assert store.session is not None and store.session.line[0] == long
        links.follow(head + short)
        assert store.session.line[0] == short, (long, short)


def test_a_broken_links_message_is_in_words_numbered_as_the_move_list() -> None:
    """Ta Yü's record counts each tile drawn as an item: the bad move is
    the record's 6th item but the list's 3rd move; the message said
    "move 6 (3n.a1)" (notation). Typed text is read as typed (%20)."""
    store = Store()
    links = Links(store, lambda: [])
    tayu = (
        "v1~tayu~variant.standard_tiles.bag_first.0_target.24_bidding.no~t8_8e.i7_t2_2w.j9_t3_3n.a1"
    )
    said = links.open(tayu)
    assert said is not None and "move 3: the tile must share an edge" in said
    assert "3n.a1" not in said and "move 6" not in said
    said = links.open("v1~tiquadra~~3_2_1_3_")
    assert said is not None and "move 5: it is not a move of this game" in said
    said = links.open("v1~tsoro~first.white%20~b2")
    assert said is not None and "cannot be “white ”" in said
    assert links.open("v1~tsoro~first.white") is None  # no moves section: the start
    assert store.record() == TSORO


def test_a_links_bad_setting_is_named_as_the_new_game_screen_names_it() -> None:
    """It said "option first cannot be 'whi'" (in Italian "l'opzione first
    non può valere 'whi'"): the option's name is notation."""
    links = Links(Store(), lambda: [])
    said = links.open("v1~tsoro~first.whi~b2")
    assert said is not None and "the setting “Who starts” cannot be “whi”" in said
    assert "option first" not in said
    set_language("it")
    try:
        said = links.open("v1~tsoro~first.whi~b2")
        assert said is not None and "l'impostazione “Chi inizia” non può valere" in said
    finally:
        set_language("en")


def test_a_lasting_message_stays_through_the_moves() -> None:
    """ "The game could not be saved" is news about the game: the computer's
    answer (a move) had cleared it within a second."""
    store = Store()
    open_link(store, TSORO + "b2")
    store.show_play()
    store.say("could not be saved", info=True, lasting=True)
    assert store.play("a1") is None and store.play("c1") is None
    shown = store.visible_message()
    assert shown is not None and shown.text == "could not be saved"
    store.forget_refusal()  # a tap on the board: not a refusal, it stays
    assert store.visible_message() is not None
    store.say("b2 is occupied")  # a move's refusal goes with its position
    assert store.play("a2") is None and store.visible_message() is None


def test_two_computers_thinking_read_as_a_sentence() -> None:
    """It said "Grey, Green (computer) is thinking…"."""
    store = Store()
    players = Players(store, FakeComputer())
    store.subscribe(players)
    assert store.new_game("tiquadra", {}, {1: "easy", 2: "easy"}, ("easy",)) is None
    players.thinking = {1, 2}
    assert players.status() == "Grey and Green (computer) are thinking…"
    players.thinking = {2}
    assert players.status() == "Green (computer) is thinking…"


def test_only_a_links_own_text_is_cut_short_in_a_message() -> None:
    """A rules message in play keeps its words whole (a move's text can
    pass 24 characters); a link's garbage is cut."""
    move = "a long text that is no move of this game"
    said = error_text(InvalidMoveError("not_legal", move=move))
    assert move in said
    said = error_text(InvalidMoveError("bad_option", name="first", value="x" * 40))
    assert "x" * 23 + "…" in said and "x" * 24 not in said


def tiquadra_after_a_computers_vote() -> str:
    """A TiQuadra record (random moves) just after a vote only the seats 1
    and 2 cast (seat 0 placed fewer than three pieces in that phase), on to
    seat 0's next placement."""
    rng = random.Random("computers-vote")
    while True:
        state = GAMES["tiquadra"].new({})
        seen = False
        while not state.is_over():
            if state.current_player() == SIMULTANEOUS:
                voters = state.voters()
                seen = seen or 0 not in voters
                state.play(state.joint_move({v: rng.choice(state.legal_moves(v)) for v in voters}))
            elif seen and state.current_player() == 0:
                return encode(state)
            else:
                state.play(rng.choice(state.legal_moves()))


def test_undo_and_redo_against_the_computer_never_stop_at_a_vote_only_it_casts() -> None:
    """Undo went back to a vote of the two computer seats and stopped there:
    an earlier position, so the computer is not asked, and the person is
    no voter. Stuck (found by playing the phone page)."""
    computer = FakeComputer()
    store = Store()
    store.subscribe(Players(store, computer))
    session, error = Session.from_record(tiquadra_after_a_computers_vote())
    assert session is not None and error is None
    session.seats = {1: "normal", 2: "normal"}
    store.adopt(session, "g", None)
    while store.undo():
        state = store.session.state  # type: ignore[union-attr]
        seat = state.current_player()
        assert seat == 0 or (seat == SIMULTANEOUS and 0 in state.voters()), store.record()
    while store.redo():
        state = store.session.state  # type: ignore[union-attr]
        seat = state.current_player()
        live = store.session.live()  # type: ignore[union-attr]
        assert live or seat == 0 or (seat == SIMULTANEOUS and 0 in state.voters())
