"""The move list in plain words: random games of every game and variant,
in English and Italian, read entry by entry: a sentence for every move,
draws folded in, no notation, and the incremental list equal to one built
from scratch."""

from __future__ import annotations

import random
import re

import pytest
from ui.i18n import set_language
from ui.move_words import MoveWords, hint_words
from ui.session import Session
from ui.words import WORDS

from abstrakta.core import CHANCE
from abstrakta.games import GAMES
from abstrakta.record import encode
from tests.test_all_games import VARIANTS, random_move

#: What each game's notation looks like (a coordinate such as b2, f6 or d11
#: is a place the board shows, not notation).
NOTATION = {
    "tsoro": re.compile(r"\b[abc][123][-x][abc][123]\b"),
    "tantrix": re.compile(r"\bd\d+\b|\d+\.-?\d+\.-?\d+\.\d"),
    "tayu": re.compile(r"\bt\d+\b|\d+[nesw]\.[a-r]\d+|\bbid\d+|\bdeco\b"),
    "tiquadra": re.compile(r"\bv[\d-]\.|\b[1-4]\.[1-4]"),
    "asterismo": re.compile(r"\bs[123]\b|[0-9A-Za-z]{12,}"),
}
DRAW_LINE = re.compile(r"draw:|\bchance\b", re.IGNORECASE)


def play_out(game_id: str, options: dict[str, str], seed: int, limit: int = 200) -> Session:
    rng = random.Random(seed)
    session = Session.new(game_id, options)
    while not session.state.is_over() and len(session.line) < limit:
        session.play(str(random_move(session.state, rng)))
    return session


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize(("game_id", "options"), VARIANTS, ids=lambda v: str(v))
def test_every_move_reads_as_words(game_id: str, options: dict[str, str], language: str) -> None:
    set_language(language)
    try:
        session = play_out(game_id, options, seed=len(options))
        words = MoveWords()
        entries = words.entries(session)
        assert entries
        for entry in entries:
            assert entry.text and not NOTATION[game_id].search(entry.text), entry
            assert not DRAW_LINE.search(entry.text), entry
        # Draws are folded: no entry is a draw alone, except the opening.
        assert all(e.mover != CHANCE for e in entries[1:])
        # Every move of the line is in exactly one entry, in order.
        notation = " ".join(e.notation for e in entries).split(" ")
        assert notation == session.line[: len(notation)]
        assert entries[-1].end == len(notation)
    finally:
        set_language("en")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_list_kept_up_to_date_equals_one_built_anew(game_id: str) -> None:
    session = play_out(game_id, {}, seed=7, limit=60)
    line = list(session.line)
    words = MoveWords()
    for cursor in range(len(line) + 1):
        session.goto(cursor)
        kept = words.entries(session)
        assert kept == MoveWords().entries(session)
    session.goto(len(line) // 2)  # back (undo), then forward again
    assert words.entries(session) == MoveWords().entries(session)


def test_a_revealed_vote_names_towers_as_the_vote_does() -> None:
    """The vote is cast and revealed as "tower 4": the move list says so
    too (it said "square 4", which the vote screen never does)."""
    session = Session.new("tiquadra", {})
    rng = random.Random(3)
    while not session.state.history or not session.state.history[-1].startswith("v"):
        session.play(str(random_move(session.state, rng)))
    text = MoveWords().entries(session)[-1].text
    # Not "Votes revealed" as the status line says it: said together to a
    # screen reader, the two read "Votes revealed: ... Votes revealed: ...".
    assert text.startswith("Orange voted for tower "), text
    assert "square" not in text
    set_language("it")
    try:
        text = MoveWords().entries(session)[-1].text
        assert text.startswith("L'Arancione vota per la torre "), text
    finally:
        set_language("en")


def test_the_words_of_each_game() -> None:
    tsoro = Session.from_record("v1~tsoro~first.white~b2_a1_b3_c2_c1_a2_b3xb1")[0]
    assert tsoro is not None
    texts = [e.text for e in MoveWords().entries(tsoro)]
    assert texts[0] == "White placed a piece on b2"
    assert texts[-1] == "White jumped from b3 over b2 to b1"
    # An agreed draw names both sides (it read "White and the other side").
    agreed = Session.from_record("v1~tsoro~first.white~b2_draw")[0]
    assert agreed is not None
    assert MoveWords().last(agreed) == "Black and White agreed a draw"
    record = (
        "v1~tantrix~players.2_colours.auto~d48_d42_d23_d14_d29_d22_d45_d16_d27_d34_d52_d28"
        "_23.0.0.4_d7"
    )
    tantrix = Session.from_record(record)[0]
    assert tantrix is not None
    texts = [e.text for e in MoveWords().entries(tantrix)]
    assert texts[0].startswith("Tiles drawn")
    assert texts[1] == "Red placed tile 23 in the middle and drew a tile"
    assert MoveWords().last(tantrix) == texts[1]


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_hint_reads_as_what_to_do(game_id: str, language: str) -> None:
    """Any legal move, as a hint: a phrase in the language (its own text,
    not the move list's, nor notation), for the seat to move."""
    set_language(language)
    try:
        rng = random.Random(11)
        session = Session.new(game_id, {})
        played = set(EN_PLAYED) if language == "en" else set()
        for _ in range(40):
            state = session.state
            if state.is_over():
                break
            seat = state.current_player()
            if seat >= 0:
                for move in state.legal_moves()[:5]:
                    words = hint_words(session, seat, str(move))
                    assert words and not NOTATION[game_id].search(words), (move, words)
                    assert not played.intersection(words.split()), words
                    played_words = WORDS[game_id].describe(state, seat, [str(move)])
                    assert words != played_words, words
            session.play(str(random_move(state, rng)))
    finally:
        set_language("en")


#: English words of a move already played, never of a hint (in Italian the
#: move list's present tense often is the hint's imperative: "sposta").
EN_PLAYED = ("placed", "moved", "jumped", "laid", "took", "given", "chose", "filled", "drew")


def test_an_asterismo_take_names_the_pieces_colour() -> None:
    """A take says the colour collected (a screen reader hears no board)."""
    from abstrakta.games.asterismo import COLOURS, cell_name

    session = Session.new("asterismo", {"players": "2"})
    rng = random.Random(5)
    while session.state.phase != "play":
        session.play(str(random_move(session.state, rng)))
    state = session.state
    move = state.legal_moves()[0]
    colour = COLOURS[state.colour_at(move.cell)]
    seat = state.current_player()
    # The hint says the piece the board rings (a piece shows no cell name;
    # the keyboard's cursor moves to it and reads its cell).
    assert hint_words(session, seat, str(move)) == f"take the ringed {colour} piece"
    session.play(str(move))
    said = MoveWords().last(session)
    assert said == f"Player {seat + 1} took the {colour} piece on {cell_name(move.cell)}"
    set_language("it")
    try:
        word = {"blue": "blu", "yellow": "gialla", "red": "rossa"}[colour]
        assert (
            MoveWords().last(session).endswith(f"prende la pedina {word} su {cell_name(move.cell)}")
        )
    finally:
        set_language("en")


def test_a_hint_in_words() -> None:
    session = Session.from_record("v1~tsoro~first.white~b2_a1_b3_c2_c1_a2")[0]
    assert session is not None
    assert hint_words(session, 0, "b2-b1") == "move from b2 to b1"
    vote = Session.new("tiquadra", {})
    rng = random.Random(3)
    while vote.state.current_player() >= 0:
        vote.play(str(random_move(vote.state, rng)))
    standing = vote.state.standing()[0]
    assert hint_words(vote, 0, str(standing)) == f"vote to bring down tower {standing}"
    set_language("it")
    try:
        assert hint_words(session, 0, "b2-b1") == "muovi da b2 a b1"
    finally:
        set_language("en")


def share_session(players: str) -> tuple[Session, list[tuple[str, int]]]:
    """An Asterismo deal with three or more pieces to share, shared by the
    rules' proposal; the pieces (cell names) and who each went to."""
    from abstrakta.games.asterismo import cell_name

    for seed in range(200):
        poured = GAMES["asterismo"].new({"players": players})
        poured.play(poured.sample_chance(random.Random(seed)))  # a pour of this seed
        session, error = Session.from_record(encode(poured))
        assert session is not None and error is None
        state = session.state
        proposal = state.proposed_share()
        if len(proposal) >= 3 and len({give.seat for give in proposal}) > 1:
            names = [cell_name(cell) for cell, _ in state.pending_share()]
            for give in proposal:
                session.play(str(give))
            return session, [(name, give.seat) for name, give in zip(names, proposal, strict=True)]
    raise AssertionError("no deal with a share of three pieces to two players")


@pytest.mark.parametrize("players", ["2", "3"])
def test_an_asterismo_share_is_one_entry_naming_every_piece(players: str) -> None:
    """Confirming the share plays a gift per piece; the list and the
    panel's last move say the whole share (they said the last gift alone:
    "Piece f6 given to Player 2", as if one piece had been shared)."""
    session, gifts = share_session(players)
    entries = MoveWords().entries(session)
    assert [e.mover for e in entries] == [CHANCE, 0]
    text = MoveWords().last(session)
    assert text is not None and text.startswith("Initial harvest shared: ")
    for seat in sorted({seat for _, seat in gifts}):
        cells = [name for name, to in gifts if to == seat]
        assert (
            f"{' and '.join(cells) if len(cells) < 3 else cells[-1]} to Player {seat + 1}" in text
        )
        for cell in cells:
            assert cell in text
    # a share stopped part way (a hand-edited link) is not said as shared
    session.goto(len(gifts))
    so_far = MoveWords().last(session)
    assert so_far is not None and so_far.startswith("Initial harvest, shared so far: "), so_far
    assert gifts[-1][0] not in so_far and gifts[-2][0] in so_far
    # one gift alone is still said as one piece given
    session.goto(2)
    assert MoveWords().last(session) == f"Piece {gifts[0][0]} given to Player {gifts[0][1] + 1}"
    # the take after the share is an entry of its own
    session.goto(len(session.line))
    session.play(str(session.state.legal_moves()[0]))
    assert len(MoveWords().entries(session)) == 3


#: Games whose every legal move reads differently, played and as a hint.
#: (Tantrix names the tile and its neighbour, not the side or the turn:
#: the board in words gives each laid tile's colours, side by side.
#: Asterismo's hint is "the ringed piece": the keyboard's cursor goes to it,
#: and the board in words calls it the suggested move.)
DISTINCT = ("tsoro", "tayu", "tiquadra")


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("game_id", DISTINCT)
def test_no_two_legal_moves_read_the_same(game_id: str, language: str) -> None:
    """A Ta Yü tile turned on the same squares read the same as before
    ("laid it on i7–i9"): a player hearing the computer's move, or a hint,
    could not tell where its channels open. Now its outlets are said."""
    set_language(language)
    try:
        rng = random.Random(7)
        for _ in range(3):
            session = Session.new(game_id, {})
            for _ in range(60):
                state = session.state
                if state.is_over():
                    break
                seat = state.current_player()
                moves = [str(move) for move in state.legal_moves()] if seat >= 0 else []
                for hint in (False, True):
                    said = [WORDS[game_id].describe(state, seat, [move], hint) for move in moves]
                    assert len(set(said)) == len(said), sorted(said)
                session.play(str(random_move(state, rng)))
    finally:
        set_language("en")
