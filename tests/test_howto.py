"""How to play: every game has a guide in English and Italian with the same
sections; every picture is a record the rules decode without error; no text
a player reads holds notation; the guide's URL names only real games."""

from __future__ import annotations

import re

import pytest
from ui.howto import guide
from ui.howto.texts import PREFIX, topic, unknown_place
from ui.page_game import page_game

from abstrakta.games import GAMES
from abstrakta.games.asterismo import parse_cell
from abstrakta.record import decode

#: Notation of every game (records, moves, draws, votes), never words. A
#: place the board shows (b2, f6, square 3) is a word, not notation.
NOTATION = re.compile(
    r"v[12]~|~"
    r"|\b[abc][123][-x][abc][123]\b"  # Tsoro steps and jumps
    r"|\bd\d+\b|\d+\.-?\d+\.-?\d+\.\d"  # Tantrix draws and placements
    r"|\bt\d+\b|\d+[nesw]\.[a-r]\d+|\bbid\d+|\bdeco\b"  # Ta Yü
    r"|\bv[\d-]\.|\b[1-4]\.[1-4]\b"  # TiQuadra votes
    r"|\bs[123]\b|\b(?=\w*\d)(?=\w*[A-Za-z])\w{12,}\b"  # Asterismo shares and pours
    r"|-?\d+\.-?\d+\b"  # a hex as q.r
)


def texts(game_id: str, language: str) -> list[str]:
    page = guide(game_id, language)
    found = [page.intro]
    for section in page.sections:
        found += [section.title, section.caption, *section.paragraphs]
    return found


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_has_a_guide_in_both_languages(game_id: str) -> None:
    assert page_game(game_id).howto == f"ui.howto.{game_id}"
    english, italian = guide(game_id, "en"), guide(game_id, "it")
    assert [s.key for s in english.sections] == [s.key for s in italian.sections]
    assert len(english.sections) >= 5
    assert len({s.key for s in english.sections}) == len(english.sections)
    for one, other in zip(english.sections, italian.sections, strict=True):
        assert one.title and other.title and one.title != other.title
        assert one.paragraphs and len(one.paragraphs) == len(other.paragraphs)
        assert bool(one.caption) == bool(other.caption)
    # a picture for most ideas, each under a section of the guide
    keys = {s.key for s in english.sections}
    assert set(english.pictures) <= keys
    assert len(english.pictures) >= 4
    for section in english.sections:
        if english.picture(section) is not None:
            assert section.caption, f"{game_id}: the picture of '{section.key}' needs a caption"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_picture_is_a_real_position(game_id: str) -> None:
    for key, picture in guide(game_id, "en").pictures.items():
        decoded = decode(picture.record)
        assert decoded.ok, f"{game_id} '{key}': {decoded.error}"
        assert decoded.state is not None
        assert picture.record.split("~")[1] == game_id
        assert 0.3 <= picture.aspect <= 1.5


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_text_holds_notation(game_id: str, language: str) -> None:
    for text in texts(game_id, language):
        assert not NOTATION.search(text), f"{game_id} {language}: {text!r}"
        assert len(text) < 600, "a paragraph short enough for a phone"


def test_the_notation_check_can_fail() -> None:
    for notation in ("b3xb1", "d12", "12.3.-1.2", "17n.i9", "t17", "v4.2.4", "s2", "0.-1"):
        assert NOTATION.search(f"play {notation} now"), notation
    assert not NOTATION.search("Red's longest line runs through 15 tiles: 15 points.")


def test_the_guide_has_its_own_url() -> None:
    assert topic(PREFIX + "tsoro", GAMES) == "tsoro"
    assert topic(PREFIX + "chess", GAMES) is None
    assert topic("Howto.Tsoro", GAMES) == "tsoro"
    assert topic("HOWTO.TAYU", GAMES) == "tayu"
    assert topic("v1~tsoro~first.white~", GAMES) is None
    assert not PREFIX.startswith(("v1~", "v2~"))


def test_the_tantrix_example_scores_as_the_guide_says() -> None:
    from ui.howto import tantrix

    state = decode(tantrix.END).state
    assert state is not None and state.is_over()
    assert state.scores() == [15, 14]
    assert state.best_line(1) is not None and state.best_line(1).loop


def test_the_tayu_example_scores_as_the_guide_says() -> None:
    from ui.howto import tayu

    state = decode(tayu.END).state
    assert state is not None and state.is_over()
    assert state.side_points() == {"n": 6, "e": 5, "s": 4, "w": 6}
    assert (state.score("ew"), state.score("ns")) == (30, 24)


def test_the_tiquadra_vote_is_the_seeds_example() -> None:
    from ui.howto import tiquadra

    state = decode(tiquadra.VOTE).state
    assert state is not None and state.last_vote is not None
    assert state.last_vote.choices == (4, 2, 4) and state.last_vote.fallen == (4,)
    game = decode(tiquadra.GAME).state
    assert game is not None and game.is_over() and game.scores == [2, 2, 0]


def test_the_asterismo_example_counts_as_the_guide_says() -> None:
    from ui.howto import asterismo

    state = decode(asterismo.MIDDLE).state
    assert state is not None
    assert state.harvest_counts(0) == (5, 3, 4) and state.harvest_counts(1) == (2, 4, 5)
    lost = decode(asterismo.MIDDLE + "_h3").state
    assert lost is not None and lost.outcome() is not None
    assert lost.outcome().reason == "asterismo_fall"
    # "one piece fall (crossed) and cut five pieces off the tree (hatched,
    # the fallen one among them)": the picture hatches what is cut off.
    (take,) = [e for e in state.effects() if e.cell == parse_cell("h3")]
    (cut_off,) = take.groups[1:]
    assert len(take.fallen) == 1 and len(cut_off) == 5 and set(take.fallen) <= set(cut_off)
    captions = {section.key: section.caption for section in asterismo.EN[1]}
    assert "five pieces off the tree (hatched, the fallen one among them)" in captions["fall"]


def test_the_guide_is_a_history_entry_of_its_own() -> None:
    """Opened from a game: a new entry ``#howto.<game>``; a computer's move
    meanwhile leaves it alone; back on the game, its record again."""
    from ui.howto.texts import HOWTO
    from ui.session import Session
    from ui.store import PUSH, REPLACE, Change
    from ui.url_sync import UrlSync

    from tests.test_ui_flow import TSORO, FakeLocation, store_with

    location = FakeLocation()
    store = store_with(UrlSync(location, {HOWTO: lambda: PREFIX + "tsoro"}))
    store.adopt(Session.new("tsoro", {}), None, PUSH)
    store.show(HOWTO, PUSH)
    assert location.entries == ["", TSORO, PREFIX + "tsoro"]
    store.notify(Change(position=True, history=REPLACE))
    assert location.entries == ["", TSORO, PREFIX + "tsoro"]
    store.show_play(PUSH)
    assert location.entries == ["", TSORO, PREFIX + "tsoro", TSORO]


def test_a_tantrix_turn_of_three_tiles_is_known_as_one_turn() -> None:
    """Red filled a forced space, made its free move and filled again: the
    three hexes are the last turn (the page outlines them all); the next
    player's first tile starts a turn of its own."""
    from ui.howto import tantrix

    state = decode(tantrix.FORCED).state
    assert state is not None
    assert state.last_turn == ((-2, 1), (1, 0), (1, -1))
    assert state.last_placed == (1, -1) and state.to_move == 1
    assert state.clone().last_turn == state.last_turn
    yellow = decode(tantrix.FORCED + "_27.0.1.1_d38").state
    assert yellow is not None and yellow.last_turn == ((0, 1),)
    opening = decode(tantrix.HEAD + tantrix.DEAL + "37.0.0.1_d43").state
    assert opening is not None and opening.last_turn == ((0, 0),)


def test_the_tantrix_restrictions_are_where_the_pictures_ring_them() -> None:
    """Each restriction's picture rings the space a tile may not go on and
    the space it concerns; the rules refuse a tile there for that reason."""
    from ui.howto import tantrix

    from abstrakta.games.tantrix import Place

    cases = {
        "colour": "tantrix_same_colour_space",
        "fourth": "tantrix_fourth_neighbour",
        "controlled": "tantrix_controlled_side",
    }
    for key, reason in cases.items():
        picture = tantrix.PICTURES[key]
        state = decode(picture.record).state
        assert state is not None
        target, space = (tuple(int(n) for n in mark.split(".")) for mark in picture.marks)
        reasons = {
            error.key
            for tile in state.hands[state.to_move]
            for rotation in range(6)
            if (error := state.placement_error(Place(tile, target, rotation))) is not None
            and error.params.get("space") == ".".join(map(str, space))
        }
        assert reason in reasons, (key, reasons)
        # the captions say which ring is which: up and down on the screen
        # follow r, left and right q + r / 2 (hexes with a pointed top)
        if key == "colour":
            assert target[1] < space[1], "the tile's space is the upper ring"
        elif key == "fourth":
            assert target[1] > space[1], "the tile's space is the lower ring"
        else:
            assert target[0] + target[1] / 2 < space[0] + space[1] / 2, "the left ring"


def test_the_panel_tells_a_whole_tantrix_turn() -> None:
    """Red's turn of three tiles reads as one line (not only its last fill);
    a one-move turn and other games keep "Last move"."""
    from ui.howto import tantrix, tsoro
    from ui.move_words import MoveWords
    from ui.session import Session
    from ui.table import panel_model

    session, _ = Session.from_record(tantrix.FORCED)
    assert session is not None
    line = panel_model(session, None, MoveWords(), None).last_move
    assert line is not None and line.startswith("Last turn: Red filled a forced space")
    assert line.count("Red ") == 3 and line.count("; ") == 2
    session, _ = Session.from_record(tantrix.FORCED + "_27.0.1.1_d38")
    assert session is not None
    line = panel_model(session, None, MoveWords(), None).last_move
    assert line is not None and line.startswith("Last move: Yellow filled a forced space")
    session, _ = Session.from_record(tsoro.PLACED)
    assert session is not None
    assert panel_model(session, None, MoveWords(), None).last_move == (
        "Last move: Black placed a piece on c2"
    )


@pytest.mark.parametrize(
    ("language", "normal", "perfect"),
    [("en", "normal", "perfectly"), ("it", "normale", "perfezione")],
)
def test_the_tsoro_guide_says_normal_plays_perfectly_as_the_new_game_screen_does(
    language: str, normal: str, perfect: str
) -> None:
    """The new-game screen says Normal and Strong play perfectly (both are
    ``tsoro_table.best_move``); the guide said only the strong computer did,
    as if Normal were weaker (a newcomer's audit)."""
    sentence = next(text for text in texts("tsoro", language) if perfect in text)
    said = sentence[: sentence.index(perfect)]
    assert normal in said.split(";")[-1], sentence


def test_an_address_of_a_guide_or_lesson_of_no_game_is_named() -> None:
    """An audit: "#howto.zzz" said "the link is cut short or garbled"; it
    names a guide there is not (the page says so)."""
    assert unknown_place("howto.zzz") == ("howto", "zzz")
    assert unknown_place("Learn.Chess.2") == ("learn", "chess")
    assert unknown_place("howto.tsoro.x") == ("howto", "tsoro")  # the page opens its guide
    assert unknown_place("v1~tsoro~first.white~b2") is None
    assert unknown_place("") is None
