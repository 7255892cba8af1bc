"""Turns sent by link: what the sender did, when "Send my move" is offered,
which saved game a link continues (moves compared, not text)."""

from __future__ import annotations

from ui import turns
from ui.links import Links
from ui.session import Session
from ui.store import Store

from abstrakta import compact
from abstrakta.games import GAMES

TSORO = "v1~tsoro~first.white~a2_a1_b3"


def person(_: int) -> bool:
    return False


def test_the_arrival_names_the_senders_turn_in_words() -> None:
    record = (
        "v1~tantrix~players.2_colours.auto~d48_d42_d23_d14_d29_d22_d45_d16_d27_d34_d52_d28"
        "_23.0.0.4_d7"
    )
    session, _ = Session.from_record(record)
    assert session is not None
    assert turns.sent_words(session, 0) == ["Red placed tile 23 in the middle and drew a tile"]
    assert turns.sent_words(session, 1) == []


def test_send_is_offered_after_a_person_moves_to_another_person() -> None:
    session, _ = Session.from_record(TSORO)
    assert session is not None and turns.last_person_seat(session) == 0
    assert turns.can_send(session, person)
    assert not turns.can_send(session, lambda seat: seat == 1), "the computer answers here"
    fresh = Session.new("tsoro", {"first": "white"})
    assert not turns.can_send(fresh, person), "no move to send yet"


def test_the_end_is_sent_only_to_another_person() -> None:
    """White's winning move ends the game: sent to the other person, never
    "sent" to the computer that played Black."""
    session, _ = Session.from_record("v1~tsoro~first.white~a2_a1_b3_b2_c1_c2_b3xb1_a1xb3_a2-a1")
    assert session is not None and session.state.is_over()
    assert turns.last_person_seat(session) == 0
    assert turns.can_send(session, person)
    assert not turns.can_send(session, lambda seat: seat == 1)


def test_secret_votes_need_one_device() -> None:
    assert turns.needs_one_device(GAMES["tiquadra"].new({}))
    assert not any(turns.needs_one_device(GAMES[g].new({})) for g in GAMES if g != "tiquadra")
    session = Session.new("tiquadra", {})
    assert not turns.can_send(session, person)


def test_a_link_continues_the_saved_game_with_the_same_moves() -> None:
    saved = [
        ("other", "v1~tsoro~first.black~a2_a1"),  # other options
        ("short", "v1~tsoro~first.white~a2"),
        ("ours", "v1~tsoro~first.white~a2_a1"),
        ("branch", "v1~tsoro~first.white~a2_c1_b3"),
    ]
    longer = ["a2", "a1", "b3", "b2"]
    assert turns.continued_game("tsoro", {"first": "white"}, longer, saved) == "ours"
    # Going back along a saved line finds it too; nothing shared, nothing found.
    assert turns.continued_game("tsoro", {"first": "white"}, ["a2", "c1"], saved) == "branch"
    assert turns.continued_game("tsoro", {"first": "white"}, ["b2"], saved) is None
    assert turns.continued_game("tantrix", {}, longer, saved) is None


def test_moves_not_text_a_v2_record_is_the_same_line() -> None:
    line = turns.read_line(compact.compact(TSORO) + "~from.0")
    assert line == turns.read_line(TSORO)
    assert line is not None and line.moves == ["a2", "a1", "b3"]
    assert (
        turns.continued_game("tsoro", {"first": "white"}, ["a2", "a1"], [("x", "v2~junk")]) is None
    )


def test_a_link_brings_its_computer_seats_and_its_sender() -> None:
    session, _ = Session.from_record(TSORO)
    assert session is not None
    fragment = TSORO + "~from.0_ai1.easy_ai7.easy_ai0.godlike"
    assert turns.apply_extras(session, fragment, ("random", "easy", "normal")) == 0
    assert session.seats == {1: "easy"}, "seats that exist, at levels the game offers"
    plain, _ = Session.from_record(TSORO)
    assert plain is not None and turns.apply_extras(plain, TSORO, ("easy",)) is None
    assert plain.seats == {}
    assert turns.apply_extras(plain, TSORO + "~from.5", ("easy",)) is None


def test_the_arrival_says_who_sent_and_whose_turn_it_is() -> None:
    session, _ = Session.from_record(TSORO)
    assert session is not None
    text = turns.arrival_text(session, 0)
    assert text.startswith("White sent their move") and text.endswith("Black to move")


def test_a_turn_that_arrives_at_a_secret_vote_names_the_voters() -> None:
    moves = "2_4_3_1_4_3_1_4_2_1_4_2_1_3_2_1_4_2_1_4_2_1_3_3"
    session, _ = Session.from_record("v1~tiquadra~~" + moves)
    assert session is not None
    assert turns.arrival_text(session, 2) == (
        "Green sent their move: Green placed a piece on square 3 (branching). "
        "Now: Orange, Grey and Green vote in secret"
    )


def test_links_open_a_sent_turn_with_its_words_and_seats() -> None:
    store = Store()
    links = Links(
        store,
        lambda: [],
        arrived=lambda session, text: (
            turns.arrival_text(session, 0)
            if turns.apply_extras(session, text, ("easy",)) == 0
            else None
        ),
    )
    links.follow(TSORO + "~from.0_ai1.easy")
    assert store.record() == TSORO
    assert store.session is not None and store.session.seats == {1: "easy"}
    assert store.message is not None and store.message.info
    assert "White sent their move" in store.message.text
