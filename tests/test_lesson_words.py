"""What the lessons and guides say, checked against what the player sees:
each claim a step or caption makes (how many ways a tile fits, how long a
line is, who holds what) read from the rules at that position, and the
Italian words of a guide the same as the game's own."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

from ui.howto import guide
from ui.i18n import rules_text, t
from ui.learn import lesson_for
from ui.learn.lesson import Lesson

from abstrakta.core import State
from abstrakta.games import GAMES
from abstrakta.record import decode

NUMBER_EN = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
NUMBER_IT = {1: "un solo", 2: "due", 3: "tre", 4: "quattro", 5: "cinque", 6: "sei"}


def positions(lesson: Lesson) -> Iterator[tuple[int, State]]:  # type: ignore[type-arg]
    """Each step's index and the position the player sees at it."""
    state = GAMES[lesson.game].new(lesson.options)
    for move in lesson.opening:
        state.play(move)
    for index, step in enumerate(lesson.steps):
        yield index, state.clone()
        state.play(step.move)
        for reply in step.replies:
            state.play(reply)


def final(lesson: Lesson) -> State:  # type: ignore[type-arg]
    state = GAMES[lesson.game].new(lesson.options)
    for move in lesson.line():
        state.play(move)
    return state


# --- Tantrix -----------------------------------------------------------------


def test_the_tantrix_lesson_offers_rotate_only_where_the_tile_turns() -> None:
    """A step speaks of ↻ only where the page shows it (the tile fits its
    space more than one way round), and says how many ways it fits."""
    lesson = lesson_for("tantrix")
    assert lesson is not None
    for index, state in positions(lesson):
        step = lesson.steps[index]
        wanted = state.parse_move(step.move)
        ways = len(state.legal_rotations(wanted.tile, wanted.hex))
        english, italian = step.what
        assert ("↻" in english) == ("↻" in italian)
        if "↻" in english:
            assert ways > 1, f"step {index + 1}: ↻ is not shown, the tile fits one way"
        if "one way round" in english:
            assert ways == 1 and "un solo modo" in italian
        if "ways round" in english:
            assert f"{NUMBER_EN[ways]} ways round" in english
            assert f"{NUMBER_IT[ways]} orientamenti" in italian
    for step in lesson.steps:
        for text in (step.what[0], step.instead[0]):
            # "turn" is a player's turn, never a rotation of the tile
            assert not re.search(r"\bturns? (of the|that fit)", text), text


def test_the_tantrix_lesson_counts_the_line_as_the_rules_do() -> None:
    """ "Your red line now crosses four tiles, one of them Yellow's": the
    line's length and who placed its tiles, from the rules."""
    lesson = lesson_for("tantrix")
    assert lesson is not None
    placed_by: dict[tuple[int, int], int] = {}
    state = GAMES["tantrix"].new(lesson.options)
    for move in lesson.line():
        parsed = state.parse_move(move)
        if hasattr(parsed, "hex"):
            placed_by[parsed.hex] = state.current_player()
        state.play(move)
        if move == lesson.steps[3].move:
            break
    else:
        raise AssertionError("the fourth step's move was not played")
    _index, at_step = list(positions(lesson))[3]
    red = at_step.best_line(0)
    yellow = at_step.best_line(1)
    assert red is not None and yellow is not None
    yellows = sum(1 for cell in red.hexes if placed_by[cell] == 1)
    assert len(yellow.hexes) != len(red.hexes)  # "Yellow's too" would be wrong
    english, italian = lesson.steps[3].what
    assert f"crosses {NUMBER_EN[len(red.hexes)]} tiles, {NUMBER_EN[yellows]} of them Yellow's" in (
        english
    )
    assert yellows == 1
    assert f"attraversa {NUMBER_IT[len(red.hexes)]} tessere, una delle quali del Giallo" in italian


def test_the_tantrix_rule_one_caption_needs_only_its_picture() -> None:
    """The picture shows the board, not Red's hand: the caption names no
    tile number and counts the blue sides the lower ring already touches."""
    from ui.howto import tantrix

    picture = tantrix.PICTURES["colour"]
    state = decode(picture.record).state
    assert state is not None
    space = tuple(int(n) for n in picture.marks[1].split("."))
    blue = state.demanded_edges(space).count("B")
    assert blue == 2
    for language, word in (("en", "two blue sides"), ("it", "due lati blu")):
        (section,) = [s for s in guide("tantrix", language).sections if s.key == "colour"]
        assert not re.search(r"\d", section.caption), section.caption
        assert word in section.caption
        assert "turn" not in section.caption


# --- Asterismo ---------------------------------------------------------------


def test_the_asterismo_refusal_fits_a_take_that_would_lose() -> None:
    """The top pair hold each other up: taking one loses, and the page has
    warned. The lesson's refusal must not call that take fine."""
    lesson = lesson_for("asterismo")
    assert lesson is not None
    _index, state = list(positions(lesson))[1]
    losing = state.parse_move("i1")
    assert not state.effect(losing.cell).safe
    for step in lesson.steps:
        for text in step.instead:
            assert not re.search(r"can be taken|si può prendere", text), text
            assert "✓" in text


def test_the_asterismo_lesson_end_says_what_each_player_still_needs() -> None:
    lesson = lesson_for("asterismo")
    assert lesson is not None
    state = final(lesson)
    english, italian = lesson.end
    you, other = state.progress(0), state.progress(1)
    assert you.counts == (1, 1, 1)
    assert f"four more of each to go, {you.remaining} in all" in english
    assert f"quattro di ciascuno, {you.remaining} in tutto" in italian
    # Player 2 holds a blue and a yellow, no red.
    assert other.counts == (1, 1, 0)
    assert f"a blue and a yellow: four more of those and five reds, {other.remaining} in all" in (
        english
    )
    assert "una blu e una gialla: gli mancano altre quattro di queste e cinque rosse, " in italian
    assert f"{other.remaining} in tutto" in italian
    assert "player 2 the same" not in english and "lo stesso per il" not in italian


# --- TiQuadra ----------------------------------------------------------------


def test_the_italian_tiquadra_guide_uses_the_games_words(italian: None) -> None:
    """The board, the lesson and the move list say "diramazione",
    "Arancione" and "pedine": so does the guide."""
    from ui.words import tiquadra  # noqa: F401  (the game's Italian words)

    from abstrakta.games.tiquadra import KIND_KEYS, SEAT_NAMES

    page = guide("tiquadra", "it")
    text = " ".join(
        [page.intro] + [part for s in page.sections for part in (s.title, s.caption, *s.paragraphs)]
    )
    kinds = [rules_text(key) for key in KIND_KEYS.values() if key]
    seats = [rules_text(key) for key in SEAT_NAMES]
    assert "diramazione" in kinds and "Arancione" in seats
    assert "pedina" in t("w.tq.place.hint", square=1, kind="")
    for kind in kinds:
        if kind != rules_text("tiquadra_fallback"):
            assert kind in text.lower(), kind
    for seat in seats:
        assert seat in text, seat
    lowered = text.lower()
    for stray in ("ramificazion", "pezz"):
        assert stray not in lowered, stray
    assert not re.search(r"\barancio\b", lowered)


# --- Tsoro -------------------------------------------------------------------


def test_the_italian_tsoro_guide_speaks_to_the_player() -> None:
    page = guide("tsoro", "it")
    text = " ".join(part for s in page.sections for part in (s.caption, *s.paragraphs))
    assert "a ogni turno metti una tua pedina" in text
    assert "a ogni turno sposti una tua pedina" in text
    assert not re.search(r"ogni turno (mette|sposta) una tua", text)
    assert "non si bloccano" not in text


def tsoro_moves() -> Iterator[tuple[State, int, str]]:  # type: ignore[type-arg]
    """Every step and jump of a few random games, with the position before it."""
    from tests.test_all_games import random_move

    for seed in range(12):
        rng = random.Random(seed)
        state = GAMES["tsoro"].new({})
        while not state.is_over() and len(state.history) < 60:
            for move in state.legal_moves():
                if "-" in str(move) or "x" in str(move):
                    yield state.clone(), state.current_player(), str(move)
            state.play(str(random_move(state, rng)))


def test_the_italian_tsoro_move_words_say_ad_before_a_vowel(italian: None) -> None:
    from ui.words.tsoro import describe

    from abstrakta.games.tsoro import POINTS

    seen = set()
    for state, mover, move in tsoro_moves():
        dst = POINTS[state.parse_move(move).dst]
        for hint in (False, True):
            said = describe(state, mover, [move], hint)
            assert not re.search(r"\ba a[123]\b", said), said
            assert not re.search(r"\bad [b-c][123]\b", said), said
            assert (f"ad {dst}" if dst.startswith("a") else f"a {dst}") in said, said
        seen.add(dst[0])
    assert seen == {"a", "b", "c"}


def test_the_italian_tsoro_words_say_pedine_as_the_guide_does(italian: None) -> None:
    from ui.views import tsoro_words  # noqa: F401  (the Italian words)

    texts = [t("opt.tsoro.first.hint")] + [
        rules_text(key, point="a1")
        for key in ("tsoro_not_own", "tsoro_placing", "tsoro_all_placed")
    ]
    for text in texts:
        assert "pezz" not in text and "pedin" in text, text
