"""The computer's worker answers (abstrakta/ai/worker.py), as the page's
Web Worker calls them: JSON text out, a clear error for a bad question."""

from __future__ import annotations

import json

import pytest

from abstrakta.ai.worker import answer
from abstrakta.record import decode

TSORO = "v1~tsoro~first.white~a2_a1_b3_b2_c1"


def test_choose_and_hint_answer_a_legal_move() -> None:
    state = decode(TSORO).state
    assert state is not None
    legal = {str(m) for m in state.legal_moves()}
    assert json.loads(answer("choose", TSORO, -1, "normal", 3))["move"] in legal
    assert json.loads(answer("choose", TSORO, 1, "easy", 3))["move"] in legal
    assert json.loads(answer("hint", TSORO, None, "normal", 0))["move"] in legal


def test_values_of_a_solved_game_and_of_others() -> None:
    values = json.loads(answer("values", TSORO, None, "normal", 0))["values"]
    assert values and {v["result"] for v in values.values()} <= {"win", "draw", "loss"}
    tiquadra = "v1~tiquadra~~"
    assert json.loads(answer("values", tiquadra, None, "normal", 0)) == {"values": None}


@pytest.mark.parametrize(
    ("moves", "computer", "accepts"),
    [
        ("b1_c2", 1, True),  # drawn with best play: the computer takes the draw
        ("b1_c2_b3_c1", 1, True),  # White to move wins: Black, lost, takes it
        ("b1_c2_b3_c1_a2", 0, False),  # every Black move loses: White plays on
    ],
)
def test_the_computer_accepts_a_draw_exactly_when_it_cannot_win(
    moves: str, computer: int, accepts: bool
) -> None:
    record = "v1~tsoro~first.white~" + moves
    assert json.loads(answer("draw", record, computer, "normal", 0)) == {"accept": accepts}


def test_a_draw_is_not_offered_to_the_seat_to_move_nor_in_an_unsolved_game() -> None:
    assert json.loads(answer("draw", TSORO, 1, "normal", 0)) == {"accept": False}
    assert json.loads(answer("draw", "v1~tiquadra~~1", 0, "normal", 0)) == {"accept": False}
    with pytest.raises(ValueError, match="needs the seat"):
        answer("draw", TSORO, None, "normal", 0)


def test_solve_answers_whether_the_players_can_win() -> None:
    record = "v1~asterismo~players.2_silent.no~00EbOyaAWt7dIZIN33e8u.HuwXt3ogEc5RE06g1"
    solved = json.loads(answer("solve", record, None, "normal", 0))
    assert set(solved) == {"winnable", "moves"}


@pytest.mark.parametrize(
    ("op", "record", "says"),
    [("choose", "v1~tsoro~~zz", "bad record"), ("ponder", TSORO, "unknown op ponder")],
)
def test_a_bad_question_is_a_clear_error(op: str, record: str, says: str) -> None:
    with pytest.raises(ValueError, match=says):
        answer(op, record, None, "normal", 0)
