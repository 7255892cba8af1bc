"""What a newcomer meets in a game is told in its guide or lesson, in both
languages, as the rules pages (``shared/rules``) say it (a teacher's audit
of the guides against the rules found each of these missing or unclear)."""

from __future__ import annotations

import pytest
from ui.howto import guide
from ui.learn import lesson_for

from abstrakta.games.tayu import CENTRE
from abstrakta.grids import square_name


def guide_text(game_id: str, language: str) -> str:
    page = guide(game_id, language)
    parts = [page.intro]
    for section in page.sections:
        parts += [section.title, section.caption, *section.paragraphs]
    return " ".join(parts)


def lesson_text(game_id: str, language: str) -> str:
    lesson = lesson_for(game_id)
    assert lesson is not None
    index = 1 if language == "it" else 0
    parts = [lesson.intro[index], lesson.end[index]]
    parts += [step.what[index] for step in lesson.steps]
    return " ".join(parts)


#: (game, language, words the guide must hold): the rules page's point.
GUIDE_TELLS = [
    # tayu.md, Scoring: "equal scores draw"
    ("tayu", "en", "Equal scores draw"),
    ("tayu", "it", "A punteggi pari è patta"),
    # tayu.md, Saboteur; tayu.py's outcome: equal scores over the target
    ("tayu", "en", "if both reach it with equal scores, they draw and the saboteur loses"),
    ("tayu", "it", "è patta tra loro e il sabotatore perde"),
    # tayu.md, Tile choice: "if that kind is used up, only the other"
    ("tayu", "en", "When one kind is used up, only the other can be chosen"),
    ("tayu", "it", "Quando un tipo è finito, si può scegliere solo l'altro"),
    # tayu.py's bidding: a pass is out; the first seat bids first; a third must bid
    ("tayu", "en", "is then out of the bidding"),
    ("tayu", "en", "The player who lays the first tile bids first"),
    ("tayu", "en", "if the first two pass, the third must bid"),
    ("tayu", "it", "allora è fuori dall'asta"),
    ("tayu", "it", "Offre per primo chi posa la prima tessera"),
    ("tayu", "it", "se i primi due passano, il terzo deve offrire"),
    # tantrix.md, Set-up: "the highest number starts"
    ("tantrix", "en", "the highest number starts"),
    ("tantrix", "it", "comincia chi ha il numero più alto"),
    # tantrix.md, Forced spaces: "three or more tiles"; fills make new ones
    ("tantrix", "en", "three or more tiles around it is a forced space"),
    ("tantrix", "en", "A fill can make new forced spaces: fill those too"),
    ("tantrix", "it", "circondato da tre o più tessere è uno spazio forzato"),
    ("tantrix", "it", "vanno riempiti anche quelli"),
    # tantrix.md, End: "equal scores draw" (the app: leaders share the win)
    ("tantrix", "en", "Equal best scores share the win (with two players, a draw)"),
    ("tantrix", "it", "si vince a pari merito (in due, è patta)"),
    # tiquadra.md, Building phase: "a player with an empty hand is skipped"
    ("tiquadra", "en", "a player whose hand is empty is skipped"),
    ("tiquadra", "it", "chi ha la mano vuota salta il turno"),
    # tiquadra.md, After the vote: "ties broken by the round's starting order"
    ("tiquadra", "en", "equal hands keep the order the round started in"),
    ("tiquadra", "it", "a pari pedine resta l'ordine con cui è cominciata la manche"),
]


@pytest.mark.parametrize(("game_id", "language", "words"), GUIDE_TELLS)
def test_the_guide_tells_it(game_id: str, language: str, words: str) -> None:
    assert words in guide_text(game_id, language)


#: (game, language, words the lesson must hold).
LESSON_TELLS = [
    # asterismo.md: alive with "at least 2" of its colour or "at least 3"
    ("asterismo", "en", "touches at least two pieces of its own colour, or at least three"),
    ("asterismo", "it", "tocca almeno due pedine del suo colore, o almeno tre"),
    # tsoro-yematatu.md: the third repetition "with the same player to move"
    ("tsoro", "en", "a third time with the same player to move"),
    ("tsoro", "it", "per la terza volta con lo stesso giocatore di turno"),
]


@pytest.mark.parametrize(("game_id", "language", "words"), LESSON_TELLS)
def test_the_lesson_tells_it(game_id: str, language: str, words: str) -> None:
    assert words in lesson_text(game_id, language)


def test_ta_yus_first_picture_rings_the_four_centre_squares() -> None:
    """Two of the four were ringed, one of them empty: a reader took the
    rings for the centre, or for the squares the tile covers."""
    marks = guide("tayu", "en").pictures["first"].marks
    assert sorted(marks) == sorted(square_name(square) for square in CENTRE)
