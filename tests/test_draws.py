"""No fishing with undo: what is drawn next never depends on which move
was undone and replayed, only on the game's seed (fixed at its start)."""

from __future__ import annotations

import random

import pytest
from ui.links import Links
from ui.saved_games import Saved, Shelf, dump, entry, parse
from ui.session import Session
from ui.store import Store

from abstrakta.core import CHANCE

BAG_GAMES = [("tayu", {}), ("tayu", {"variant": "teams"}), ("tantrix", {"players": "3"})]


def draws_after(session: Session, start: int) -> list[str]:
    return [m for mover, m in session.moves_played()[start:] if mover == CHANCE]


@pytest.mark.parametrize(("game_id", "options"), BAG_GAMES, ids=str)
def test_another_move_after_undo_draws_the_same(game_id: str, options: dict[str, str]) -> None:
    session = Session.new(game_id, options)
    rng = random.Random(5)
    compared = 0
    for _ in range(100):
        state = session.state
        if state.is_over() or state.current_player() < 0:
            # A Ta Yü game can end within ten draws (a tile fits nowhere,
            # about 1 in 100 of these random games): go on in a new one.
            session = Session.new(game_id, options)
            continue
        moves = [str(m) for m in state.legal_moves()]
        first, second = rng.sample(moves, 2) if len(moves) > 1 else (moves[0], moves[0])
        before = session.cursor
        session.play(first)
        drawn = draws_after(session, before)
        assert session.undo()
        session.play(second)  # the tail is cut: the draw is made anew...
        assert draws_after(session, before) == drawn  # ...and is the same
        compared += bool(drawn)
        if compared == 10:
            break
    assert compared >= 10


def reopened(session: Session) -> Session:
    """A new session of the same game and seed, its first draws made."""
    again = Session(session.info, session.options, seed=session.seed)
    again.settle()
    return again


@pytest.mark.parametrize("game_id", ["tantrix", "tayu", "asterismo"])
def test_the_seed_fixes_the_draws_at_the_start(game_id: str) -> None:
    one = Session.new(game_id, {})
    assert one.seed != Session.new(game_id, {}).seed
    assert reopened(one).line == one.line  # Asterismo: the same pour
    lines = {tuple(reopened(Session(one.info, {}, seed=seed)).line) for seed in "abcdef"}
    assert len(lines) > 1, "another seed, other draws"


def test_the_seed_is_kept_with_the_saved_game() -> None:
    session = Session.new("tayu", {})
    saved = Saved("g1", session.full_record(), session.cursor, 1.0, {}, session.seed)
    (kept,) = parse(dump(Shelf([saved]))).games
    assert kept.seed == session.seed
    store = Store()
    Links(store, lambda: [kept]).open_saved(kept)
    assert store.session is not None and store.session.seed == session.seed
    # A game saved before seeds existed reads with none, as does a bad seed
    # (the game's moves are kept; its draws still to come will differ).
    old = {"id": "g2", "record": session.record(), "cursor": 1, "updated": 1.0}
    assert entry(old) is not None and entry(old).seed == ""  # type: ignore[union-attr]
    assert entry(old | {"seed": 7}) is not None and entry(old | {"seed": 7}).seed == ""  # type: ignore[union-attr]
