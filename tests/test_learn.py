"""Learn by playing (web/ui/learn) in CPython: every lesson replays on the
real rules from its start to its end through the store, its replies coming
from the script where the computer's would; every step speaks both
languages and no notation; a wrong move is refused with a reason."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from ui.autosave import Autosave
from ui.howto.texts import lesson_fragment, lesson_place
from ui.i18n import set_language, t
from ui.keyboard import surface_words
from ui.learn import lesson_for
from ui.learn.asker import LessonAsker
from ui.learn.lesson import LessonSession, Tutor, ballot, say
from ui.learn.model import lesson_model
from ui.players import Players
from ui.store import Change, Store
from ui.url_sync import UrlSync

from abstrakta.games import GAMES

GAME_IDS = list(GAMES)

#: Notation a player must never read: cells and points (b3, f6, r18),
#: hexes and tile placements (12.3.-1.2), moves (b3xb1, c1-b1), votes, draws.
NOTATION = re.compile(
    r"\b[a-r]\d{1,2}\b|\b\d+\.-?\d+\b|\b[a-c][1-3][x-][a-c][1-3]\b|\bv[\d-]\.|\b[dt]\d{1,2}\b"
)


class NoComputer:
    def ask(self, *args: object) -> None:
        raise AssertionError("the computer was asked during a lesson")

    def forget(self) -> None:
        pass


def lessons() -> list[str]:
    return [game for game in GAME_IDS if lesson_for(game) is not None]


def test_every_game_has_a_lesson() -> None:
    assert lessons() == GAME_IDS


def started(game: str) -> tuple[Store, Tutor, Players, list[Callable[[], None]]]:
    lesson = lesson_for(game)
    assert lesson is not None
    store = Store()
    pending: list[Callable[[], None]] = []
    asker = LessonAsker(store, NoComputer(), lambda: store.lesson, lambda f, ms: pending.append(f))
    players = Players(store, asker)
    store.subscribe(players)
    tutor = Tutor(lesson)
    store.start_lesson(tutor.new_session(), tutor)
    return store, tutor, players, pending


def answer_all(pending: list[Callable[[], None]]) -> None:
    while pending:
        pending.pop(0)()


def play_step(store: Store, tutor: Tutor, players: Players, move: str) -> str | None:
    session = store.session
    assert session is not None
    if session.voters():
        return players.submit_votes({tutor.lesson.player: _ballot(session, move, tutor)})
    return store.play(move)


def _ballot(session: LessonSession, move: str, tutor: Tutor) -> str:
    return ballot(session, move, tutor.lesson.player)


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_lesson_replays_on_the_rules(game: str) -> None:
    lesson = lesson_for(game)
    assert lesson is not None
    # The line alone is a legal game of the real rules.
    state = GAMES[game].new(lesson.options)
    for move in lesson.line():
        state.play(move)
    # And through the page's store, the replies coming from the script.
    store, tutor, players, pending = started(game)
    session = store.session
    assert isinstance(session, LessonSession)
    assert store.saved_id is None  # never saved
    for index, step in enumerate(lesson.steps):
        progress = tutor.progress(session)
        assert (progress.step, progress.waiting, progress.done) == (index, True, False)
        assert play_step(store, tutor, players, step.move) is None
        answer_all(pending)
        session = store.session
        assert session is not None
    assert tutor.progress(session).done
    assert session.line == lesson.line()


@pytest.mark.parametrize("game", GAME_IDS)
@pytest.mark.parametrize("language", ["en", "it"])
def test_every_step_speaks_both_languages_and_no_notation(game: str, language: str) -> None:
    lesson = lesson_for(game)
    assert lesson is not None
    texts = [lesson.intro, lesson.end]
    for step in lesson.steps:
        texts += [step.what, step.instead]
    for english, italian in texts:
        assert english.strip() and italian.strip() and english != italian
        for text in (english, italian):
            assert not NOTATION.search(text), f"notation in {game}: {text!r}"
    set_language(language)
    try:
        assert say(lesson.intro) == lesson.intro[language == "it"]
    finally:
        set_language("en")


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_wrong_move_is_refused_with_its_reason(game: str) -> None:
    store, tutor, players, pending = started(game)
    lesson = tutor.lesson
    refused_legal = 0
    for step in lesson.steps:
        session = store.session
        assert session is not None
        before = session.record()
        if session.voters():
            choices = [str(m) for m in session.state.legal_moves(lesson.player)]
            wanted = _ballot(session, step.move, tutor)
            other = next((c for c in choices if c != wanted), None)
            if other is not None:
                assert store.cast({lesson.player: other}) == say(step.instead)
                refused_legal += 1
        else:
            legal = [str(m) for m in session.state.legal_moves()]
            others = [m for m in legal if str(session.state.parse_move(m)) != step.move]
            if others:
                assert store.play(others[0]) == say(step.instead)
                refused_legal += 1
            # A move the rules refuse gets the rules' reason.
            reason = store.play("zz99")
            assert reason is not None and reason.startswith(t("illegal", reason="")[:10])
        assert session.record() == before  # nothing was played
        assert play_step(store, tutor, players, step.move) is None
        answer_all(pending)
    assert refused_legal >= 1


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_player_waits_while_the_script_answers(game: str) -> None:
    store, tutor, players, pending = started(game)
    lesson = tutor.lesson
    step = next(s for s in lesson.steps if s.replies)
    while tutor.step(store.session) is not step:  # type: ignore[arg-type]
        play_step(store, tutor, players, tutor.step(store.session).move)  # type: ignore[arg-type, union-attr]
        answer_all(pending)
    play_step(store, tutor, players, step.move)
    session = store.session
    assert session is not None
    if not tutor.progress(session).waiting and not tutor.progress(session).done:
        assert tutor.vet(session, step.move) == t("lesson_wait")
        model = lesson_model(tutor, session, "x", "")
        assert model.waiting_for_reply


class Location:
    def __init__(self) -> None:
        self.written: list[str] = []
        self.pushed: list[bool] = []

    def fragment(self) -> str:
        return self.written[-1] if self.written else ""

    def write(self, fragment: str, push: bool, saved_id: str | None) -> None:
        self.written.append(fragment)
        self.pushed.append(push)

    def saved_id(self) -> str | None:
        return None


def test_a_lesson_is_named_not_recorded_in_the_url_nor_kept_after_a_real_game() -> None:
    """The address names the lesson and its step (a reload reopened the
    home screen and the lesson was lost, a newcomer's audit; then it
    reopened step 1), never its moves: no record, one history entry for
    the whole lesson (a step replaces it), nothing saved."""
    location = Location()
    location.write("learn.tsoro", True, None)  # as the lesson's start wrote it
    saved: list[str] = []
    store, tutor, _players, pending = started("tsoro")
    store.subscribe(UrlSync(location))
    store.subscribe(Autosave(lambda *game: saved.append("game"), lambda *v: saved.append("vote")))
    store.play(tutor.lesson.steps[0].move)
    answer_all(pending)
    store.notify(Change(position=True, history="push"))
    assert location.written == ["learn.tsoro", "learn.tsoro.2"] and saved == []
    assert location.pushed == [True, False]
    assert store.new_game("tsoro", {}) is None
    assert store.lesson is None and store.saved_id is not None


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_lesson_reopens_at_each_of_its_steps(game: str) -> None:
    """``session_at`` (what a reload of ``#learn.<game>.<n>`` opens) is the
    position the lesson reaches when played: the step's own words, the
    player to move, and the same address again."""
    store, tutor, players, pending = started(game)
    for number, step in enumerate(tutor.lesson.steps):
        session = store.session
        assert session is not None
        reopened = tutor.session_at(number)
        assert reopened.line == session.line[: session.cursor] == reopened.line[: reopened.cursor]
        assert tutor.resume_step(reopened) == tutor.resume_step(session) == number
        assert tutor.progress(reopened).waiting and tutor.step(reopened) == step
        assert play_step(store, tutor, players, step.move) is None
        assert tutor.resume_step(store.session) == number + 1  # the replies still to come
        answer_all(pending)
    end = tutor.session_at(len(tutor.lesson.steps))
    assert tutor.progress(end).done and tutor.resume_step(end) == len(tutor.lesson.steps)
    assert end.line == store.session.line  # type: ignore[union-attr]
    assert tutor.progress(tutor.session_at(99)).done


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_board_rings_a_move_the_player_can_make(game: str) -> None:
    """The move a step rings (``shown_move``) is one the player may make:
    at TiQuadra's vote it was the joint vote ("v3.3.1"), which no view can
    show, so the vote step rang nothing and the keyboard's cursor stayed
    on the last tower placed, under the last step's words."""
    lesson = lesson_for(game)
    assert lesson is not None
    tutor = Tutor(lesson)
    for number, step in enumerate(lesson.steps):
        session = tutor.session_at(number)
        shown = tutor.shown_move(session)
        legal = {str(move) for move in session.state.legal_moves(lesson.player)}
        assert shown in legal, (number, step.move, shown)
        assert shown == step.move or session.voters(), (number, shown)


def test_a_lesson_address_names_a_game_and_step() -> None:
    assert lesson_place("learn.tsoro", GAMES) == ("tsoro", 0)
    assert lesson_place("Learn.Tsoro.3", GAMES) == ("tsoro", 2)
    assert lesson_place(lesson_fragment("tayu", 2), GAMES) == ("tayu", 2)
    assert lesson_fragment("tayu", 0) == "learn.tayu"
    for broken in (
        "learn.tsoro.0",
        "learn.tsoro.",
        "learn.tsoro.x",
        "learn.tsoro.\u00b2",
        "learn.chess.2",
        "learn.tsoro.2.1",
        "howto.tsoro.2",
        "v1~tsoro~",
    ):
        assert lesson_place(broken, GAMES) is None, broken


def test_the_end_offers_the_closing_words() -> None:
    set_language("en")
    store, tutor, players, pending = started("tsoro")
    for step in tutor.lesson.steps:
        play_step(store, tutor, players, step.move)
        answer_all(pending)
    session = store.session
    assert session is not None
    model = lesson_model(tutor, session, "Tsoro Yematatu", "")
    assert model.done and model.text == say(tutor.lesson.end)
    # The end says the lesson is over (a newcomer's audit: the counter just went).
    assert model.counter == "Lesson complete"


def test_an_unknown_game_has_no_lesson() -> None:
    assert lesson_for("chess") is None
    assert lesson_for("../tsoro") is None


def test_the_status_says_the_script_answers_not_the_computer() -> None:
    from ui.views import tsoro_words  # noqa: F401  (the seats' Italian names)

    store, tutor, players, pending = started("tsoro")
    store.play(tutor.lesson.steps[0].move)
    assert players.status() == "Black answers…"
    set_language("it")
    try:
        assert players.status() == "Il Nero risponde…"
    finally:
        set_language("en")
    answer_all(pending)
    assert players.status() is None


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_step_that_rings_its_move_says_how_to_play_it_by_keys(language: str) -> None:
    """The steps say "tap"; where the board rings the move, the box adds
    the keyboard's way (the cursor starts on the ring); elsewhere nothing."""
    set_language(language)
    try:
        for game in lessons():
            store, tutor, players, pending = started(game)
            for step in tutor.lesson.steps:
                session = store.session
                assert session is not None
                model = lesson_model(tutor, session, game, "")
                keys = t("lesson_keys", **surface_words(game))
                assert model.keys == (keys if step.highlight else ""), (game, step)
                play_step(store, tutor, players, step.move)
                answer_all(pending)
            session = store.session
            assert session is not None
            assert lesson_model(tutor, session, game, "").keys == ""
        assert "Tab" in t("lesson_keys", **surface_words(None))
    finally:
        set_language("en")


@pytest.mark.parametrize("game", GAME_IDS)
def test_after_the_lesson_the_board_takes_no_move(game: str) -> None:
    """The end hides the game's panel and offers a real game; the board
    still lit the other side's places and played its moves (a Ta Yü tile
    laid so left the game waiting for a draw that never came)."""
    from ui.host import ViewHost

    lesson = lesson_for(game)
    assert lesson is not None
    store, tutor, players, pending = started(game)
    for step in lesson.steps:
        assert play_step(store, tutor, players, step.move) is None
        answer_all(pending)
    session = store.session
    assert session is not None and tutor.progress(session).done
    host = ViewHost(store, players, NoComputer(), None, lambda *a: None)
    assert host.lesson_over()
    if session.state.is_over():
        return
    assert host.computers_turn(), "no view offers a move"
    before = session.record()
    seat = session.state.current_player()
    if seat >= 0:
        refused = store.play(str(session.state.legal_moves()[0]))
    else:  # a vote
        voter = session.voters()[0]
        refused = store.cast({voter: str(session.state.legal_moves(voter)[0])})
    assert refused == t("lesson_over_now")
    assert session.record() == before
