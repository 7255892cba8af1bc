"""TiQuadra's moves in words: a piece placed (and what kind of placement),
a vote once revealed."""

from __future__ import annotations

from abstrakta.games.tiquadra import KIND_KEYS, VOTE, Place, TiQuadraState, Vote
from ui.i18n import add_ui_texts, rules_text, t
from ui.views import tiquadra_words  # noqa: F401  (the rules' words in Italian)
from ui.words import GameWords, phrase

add_ui_texts(
    {
        "w.tq.place": "{who} placed a piece on square {square} ({kind})",
        "w.tq.first_ballot": "{who} voted for tower {square}",
        "w.tq.ballot": "{who} for tower {square}",
        "w.tq.place.hint": "place a piece on square {square} ({kind})",
        "w.tq.choice.hint": "vote to bring down tower {square}",
    },
    {
        "w.tq.place": "{who.Il} mette una pedina sulla casella {square} ({kind})",
        "w.tq.first_ballot": "{who.Il} vota per la torre {square}",
        "w.tq.ballot": "{who.il} per la torre {square}",
        "w.tq.place.hint": "metti una pedina sulla casella {square} ({kind})",
        "w.tq.choice.hint": "vota per abbattere la torre {square}",
    },
)


def describe(state: TiQuadraState, mover: int, moves: list[str], hint: bool = False) -> str:
    (text,) = moves
    move = state.parse_move(text)
    if isinstance(move, Vote):
        # "Orange voted for tower 4, Grey for tower 2, …": a sentence that
        # opens with a name reads after "Last move:" ("The votes: …" did not).
        ballots = [(seat, square) for seat, square in enumerate(move.choices) if square is not None]
        return ", ".join(
            t(
                "w.tq.first_ballot" if n == 0 else "w.tq.ballot",
                who=rules_text(state.seat_name(seat)),
                square=square,
            )
            for n, (seat, square) in enumerate(ballots)
        )
    assert isinstance(move, Place)
    if hint and state.phase == VOTE:  # a hint at the vote is one ballot
        return phrase("w.tq.choice", hint, square=move.square)
    kind = state.placement_kind(move.square)
    return phrase(
        "w.tq.place",
        hint,
        who=rules_text(state.seat_name(mover)),
        square=move.square,
        kind=rules_text(KIND_KEYS[kind]) if kind else "",
    )


WORDS = GameWords(describe)
