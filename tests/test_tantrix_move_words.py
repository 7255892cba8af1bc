"""Tantrix's moves in words, as the move list, the "Last turn" line and a
hint say them: by what a placement did to the lines on the table (a tile's
number shows in the hands only, never on the board), forced fills kept
short so a turn of several fits a phone's status line; English and Italian."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from ui.i18n import set_language
from ui.move_words import MoveWords, counted_runs, hint_words
from ui.session import Session
from ui.table import panel_model
from ui.words.tantrix import describe

from abstrakta.games.tantrix import Place, TantrixState

#: Red's turn: three forced fills (15, 4, 10), then the free move 33.
FILLS = (
    "v1~tantrix~players.2_colours.auto~d48_d42_d23_d14_d29_d22_d45_d16_d27_d34_d52_d28_"
    "45.0.0.0_d7_34.-1.0.1_d36_52.-2.1.3_d56_36.1.-1.3_d55_27.0.-1.3_d15_48.-3.1.0_d50_"
    "42.1.0.4_d24_24.-2.0.0_d18_29.-3.2.0_d33_18.-4.3.0_d53_28.-4.2.3_d21_23.2.-2.1_d10_"
    "53.2.-1.2_d3_3.-1.-1.0_d40_40.1.-2.0_d35_35.0.-2.0_d11_21.-4.1.5_d39_14.-3.0.5_d8_"
    "8.-1.1.4_d12_12.-2.-1.5_d46_15.-1.-2.2_d4_4.-2.2.0_d49_10.-3.3.4_d5_33.3.-3.5"
)
#: Red must fill -2.-1 (tile 29 fits it).
FORCED = (
    "v1~tantrix~players.2_colours.auto~d48_d42_d23_d14_d29_d22_d45_d16_d27_d34_d52_d28_"
    "23.0.0.4_d7_14.-1.0.1_d36_48.-1.1.1_d56_28.-2.0.4_d55_45.-3.0.1_d50_36.-1.-1.3_d4"
)


@pytest.fixture(autouse=True)
def english() -> Any:
    set_language("en")
    yield
    set_language("en")


def one_tile() -> TantrixState:
    """Tile 10 alone on the table, Red's free move from 3 4 5 6 7 8."""
    return TantrixState.from_position({(0, 0): (10, 0)}, [[3, 4, 5, 6, 7, 8], [50]])


def test_a_placement_says_the_line_it_grew_not_a_neighbours_number() -> None:
    state = one_tile()
    move = ["3.-1.1.1", "d9"]  # tile 3's red joins tile 10's red
    assert describe(state, 0, move) == "Red placed tile 3, extending a red line to 2 tiles"
    set_language("it")
    assert describe(state, 0, move) == (
        "Il Rosso mette la tessera 3 e allunga una linea rossa a 2 tessere"
    )


def test_closing_a_loop_is_said_even_when_it_is_the_other_players() -> None:
    state = TantrixState.from_position({(0, 0): (1, 1), (1, -1): (2, 5)}, [[3, 4], [50]])
    assert describe(state, 0, ["3.1.0.1"]) == (
        "Red placed tile 3, closing a yellow loop of 3 tiles"
    )
    set_language("it")
    assert describe(state, 0, ["3.1.0.1"]) == (
        "Il Rosso mette la tessera 3 e chiude una linea gialla di 3 tessere"
    )


def test_a_turn_of_forced_fills_fits_a_phones_status_line() -> None:
    """The turn's run of fills is said once with its count (``counted_runs``)."""
    session = Session.from_record(FILLS)[0]
    assert session is not None
    line = panel_model(session, None, MoveWords(), None).last_move
    assert line == (
        "Last turn: Red filled a forced space (3 times); Red placed tile 33, starting a red line"
    )
    set_language("it")
    line = panel_model(session, None, MoveWords(), None).last_move
    assert line == (
        "Ultimo turno: il Rosso riempie uno spazio forzato (3 volte); "
        "il Rosso mette la tessera 33 e inizia una linea rossa"
    )


def test_each_fill_in_the_move_list_reads_alone() -> None:
    """Yellow filled four, moved freely, then filled three more: every fill
    is its own sentence in the move list; the status counts the runs."""
    session = Session.from_record(FILLS)[0]
    assert session is not None
    texts = [entry.text for entry in MoveWords().entries(session)]
    yellow = texts[-12:-4]
    assert yellow == [
        *["Yellow filled a forced space"] * 4,
        "Yellow placed tile 21, extending a yellow line to 2 tiles",
        *["Yellow filled a forced space"] * 3,
    ]
    assert counted_runs(yellow) == [
        "Yellow filled a forced space (4 times)",
        "Yellow placed tile 21, extending a yellow line to 2 tiles",
        "Yellow filled a forced space (3 times)",
    ]


def test_a_hint_names_the_hand_tile_and_what_it_does() -> None:
    state = one_tile()
    assert describe(state, 0, ["3.-1.1.1"], hint=True) == (
        "place tile 3, extending a red line to 2 tiles"
    )
    session = Session.from_record(FORCED)[0]
    assert session is not None
    assert hint_words(session, 0, "29.-2.-1.2") == (
        "fill a forced space with tile 29, starting a red line"
    )
    set_language("it")
    assert describe(state, 0, ["3.-1.1.1"], hint=True) == (
        "metti la tessera 3 e allunga una linea rossa a 2 tessere"
    )
    assert hint_words(session, 0, "29.-2.-1.2") == (
        "riempi uno spazio forzato con la tessera 29 e inizia una linea rossa"
    )


def test_the_last_tile_drawn_is_said() -> None:
    """The bag empties: the restrictions end, worth a word."""
    state = TantrixState.from_position({(0, 0): (10, 0)}, [[3, 4], [50]], bag=[9])
    said = describe(state, 0, ["3.-1.1.1", "d9"])
    assert said == "Red placed tile 3, extending a red line to 2 tiles, then drew the last tile"


@pytest.mark.parametrize("seed", [0, 1])
def test_no_words_name_a_tile_on_the_table(seed: int) -> None:
    """Whole games: a placement names at most its own tile (from the hand)
    and a line's length; never a neighbour's number."""
    rng = random.Random(seed)
    session = Session.new("tantrix", {})
    while not session.state.is_over():
        state = session.state
        if state.current_player() < 0:
            session.play(str(state.sample_chance(rng)))
            continue
        move = rng.choice(state.legal_moves())
        assert isinstance(move, Place)
        hint = hint_words(session, state.to_move, str(move)) or ""
        assert re.findall(r"tile (\d+)", hint) == [str(move.tile)], hint
        session.play(str(move))
    for entry in MoveWords().entries(session)[1:]:
        placed = entry.notation.split(" ")[0].split(".")[0]
        numbers = re.findall(r"tile (\d+)", entry.text)
        assert numbers in ([], [placed]), entry
        assert "next to" not in entry.text, entry
