"""The panel's "Last move:" line reads as one sentence (a newcomer's audit,
both languages): a move that opens with no name is in lower case after the
colon ("Last move: initial harvest shared: …"; it read "Last move: Initial
harvest…"), and TiQuadra's vote opens with the first voter's name instead
of a second colon ("Last move: The votes: Orange for tower 2, …")."""

from __future__ import annotations

import random

import pytest
from ui.i18n import set_language
from ui.move_words import MoveWords
from ui.session import Session
from ui.table import panel_model

from tests.test_move_words import random_move, share_session


def last_move(session: Session) -> str:
    line = panel_model(session, None, MoveWords(), None).last_move
    assert line is not None
    return line


def voted() -> Session:
    session = Session.new("tiquadra", {})
    rng = random.Random(3)
    while not session.state.history or not session.state.history[-1].startswith("v"):
        session.play(str(random_move(session.state, rng)))
    return session


@pytest.mark.parametrize(
    ("language", "opening"),
    [("en", "Last move: Orange voted for tower "), ("it", "Ultima mossa: l'Arancione vota ")],
)
def test_a_vote_is_one_sentence_after_the_colon(language: str, opening: str) -> None:
    session = voted()
    set_language(language)
    try:
        line = last_move(session)
    finally:
        set_language("en")
    assert line.startswith(opening), line
    assert line.count(":") == 1, line


@pytest.mark.parametrize(
    ("language", "gift", "share"),
    [
        ("en", "Last move: piece ", "Last move: initial harvest shared: "),
        ("it", "Ultima mossa: pedina ", "Ultima mossa: raccolto iniziale diviso: "),
    ],
)
def test_a_move_with_no_name_first_is_in_lower_case(language: str, gift: str, share: str) -> None:
    session, _ = share_session("2")
    set_language(language)
    try:
        shared = last_move(session)
        session.goto(2)  # one piece given
        given = last_move(session)
    finally:
        set_language("en")
    assert shared.startswith(share), shared
    assert given.startswith(gift), given


def test_a_name_first_keeps_its_capital() -> None:
    session, error = Session.from_record("v1~tsoro~first.white~b2")
    assert session is not None and error is None
    assert last_move(session) == "Last move: White placed a piece on b2"
