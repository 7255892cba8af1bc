"""Ta Yü as a newcomer reads it, in CPython: a refused tile names board
sides and tile kinds in words (never the rules' letters ``n e s w`` or
``deco``), the score table says North–South and East–West have no player
yet while the saboteur is being bid for, the bid box reads only whole
numbers, and the guide and the lesson name what the page shows."""

from __future__ import annotations

import re
from typing import Any

import pytest
from ui.i18n import error_text, rules_text, set_language, t
from ui.views import tayu_words  # noqa: F401  (the page's words for the rules' keys)

from abstrakta.core import AbstraktaError
from abstrakta.games import GAMES
from abstrakta.games.tayu import Place, TayuState
from abstrakta.record import decode

#: A saboteur game after its bidding and 15 tiles; Player 1 (the saboteur)
#: has drawn tile 5 and is to lay it.
MIDDLE = (
    "v1~tayu~variant.saboteur_tiles.bag_first.0_target.24_bidding.yes~bid30_pass_pass_"
    "t7_7n.g9_t11_11w.i10_t18_18s.j9_t18_18e.k10_t8_8s.e10_t6_6s.f12_t16_16n.l12_t14_"
    "14s.m13_t25_25w.e7_t19_19e.n14_t27_27e.j11_t22_22e.d6_t4_4w.m15_t2_2s.o16_t1_1s."
    "c11_t5"
)


@pytest.fixture(autouse=True)
def english() -> Any:
    set_language("en")
    yield
    set_language("en")


def refusal(state: TayuState, move: str) -> str:
    with pytest.raises(AbstraktaError) as caught:
        state.play(move)
    return error_text(caught.value)


def middle() -> TayuState:
    state = decode(MIDDLE).state
    assert isinstance(state, TayuState) and state.drawn == 5
    return state


#: Where tile 5 is refused, and the words for it.
REFUSALS = {
    "en": {
        "5n.a8": "the tile would block the outlet on the west side of d8",
        "5s.a12": "the tile's outlet on the south side of c12 would face a wall",
        "5n.a11": "c11 is already covered",
    },
    "it": {
        "5n.a8": "la tessera chiuderebbe con un muro lo sbocco sul lato ovest di d8",
        "5s.a12": "lo sbocco della tessera sul lato sud di c12 finirebbe contro un muro",
        "5n.a11": "la casella c11 è già coperta",
    },
}


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_refused_tile_names_the_side_in_words(language: str) -> None:
    set_language(language)
    for move, said in REFUSALS[language].items():
        assert refusal(middle(), move) == said


@pytest.mark.parametrize("language", ["en", "it"])
def test_no_refusal_of_any_square_says_a_side_letter(language: str) -> None:
    """Every way the drawn tile can be refused, tried on every square."""
    set_language(language)
    state = middle()
    for column in range(18):
        for row in range(18):
            for facing in "nesw":
                move = Place(5, facing, (column, row))
                if state.is_legal_placement(move):
                    continue
                said = refusal(state.clone(), str(move))
                assert not re.search(r"\b([nesw] side|lato [nesw])\b", said), said


@pytest.mark.parametrize(
    ("language", "words"),
    [("en", "no decorated tiles are left"), ("it", "non restano tessere decorate")],
)
def test_a_used_up_kind_is_said_in_words(language: str, words: str) -> None:
    set_language(language)
    error = AbstraktaError("tayu_kind_empty", kind="deco")
    assert error_text(error) == words
    wrong = error_text(AbstraktaError("tayu_wrong_kind", tile=17, kind="deco"))
    assert wrong.endswith("decorated" if language == "en" else "decorata"), wrong


def bidding_game(*moves: str) -> TayuState:
    state: TayuState = GAMES["tayu"].new({"variant": "saboteur", "bidding": "yes"})  # type: ignore[assignment]
    for move in moves:
        state.play(move)
    return state


@pytest.mark.parametrize("language", ["en", "it"])
def test_while_bidding_the_score_table_says_the_sides_have_no_player_yet(
    language: str,
) -> None:
    from ui.views.tayu_seats import role_label

    set_language(language)
    open_role = t("tayu.role_open")
    for moves in ((), ("bid30",), ("bid30", "pass")):
        state = bidding_game(*moves)
        for role in ("ns", "ew"):
            assert role_label(state, role) == f"{rules_text('tayu_' + role)} ({open_role})"
    # once the bidding is over, each side names its player instead
    settled = bidding_game("bid30", "pass", "pass")
    assert open_role not in role_label(settled, "ns")
    # a game without bidding never says it
    assert open_role not in role_label(GAMES["tayu"].new({"variant": "saboteur"}), "ns")  # type: ignore[arg-type]


def test_the_status_knows_when_a_bidder_may_not_pass() -> None:
    from ui.views.tayu_seats import must_bid

    assert must_bid(bidding_game("pass", "pass"))
    assert not must_bid(bidding_game("pass"))
    assert not must_bid(bidding_game("bid30", "pass"))
    assert not must_bid(bidding_game("bid30", "pass", "pass")), "the bidding is over"
    assert t("tayu.status_bid_must", seat="Player 3") == "Player 3: name a target"


def test_the_bid_box_reads_only_whole_numbers() -> None:
    from ui.views.tayu_seats import bid_number

    assert bid_number(" 29 ") == 29
    for text in ("", "2.5", "-3", "1e3", "²", "abc"):
        assert bid_number(text) is None, text


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_guide_names_the_rotate_button_and_the_grey_lines(language: str) -> None:
    from ui.howto import tayu as howto

    set_language(language)
    _, sections = howto.EN if language == "en" else howto.IT
    said = {section.key: " ".join(section.paragraphs) for section in sections}
    # the panel's button, by the name it has on the page
    assert t("tayu.rotate") in said["turn"]
    # the north and south sides are lettered on the board: c g l p
    assert "c, g, l" in said["grey"]
    # the bidding's players are "Player 1..3" on the page, not seats
    assert "seat" not in said["saboteur"] and "posti" not in said["saboteur"]


def test_the_lessons_italian_calls_a_wall_as_the_rest_of_the_page_does() -> None:
    from ui.learn.tayu import LESSON

    texts = [LESSON.intro, LESSON.end]
    texts += [text for step in LESSON.steps for text in (step.what, step.instead)]
    italian = " ".join(text[1] for text in texts)
    assert "parete" not in italian and "muro" in italian
    assert "come mostrata" not in italian
