"""The same game open in two tabs (a link opened twice, the installed app
beside a browser tab), played on in both: the last tab to save overwrote
the other's moves (the repro: tab A saved a1 b2 c1 a2, tab B, still at
a1 b2, played b3 and the saved game became a1 b2 b3). Now the second tab's
game is kept as a new saved game beside the first, and that tab goes on
under it; a tab that only plays on from what the other saved, or a tab
alone replacing its own moves after an undo, still writes over it."""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

import pytest
from ui.autosave import Autosave
from ui.links import Links
from ui.move_words import MoveWords
from ui.saved_games import taken_over
from ui.store import Store
from ui.table import panel_model

from tests.test_saved_cut_short import FakeStorage

TSORO = "v1~tsoro~first.white~"


@pytest.fixture
def storage(page_module: Callable[[str], ModuleType]) -> ModuleType:
    sys.modules["js"].window.localStorage = FakeStorage({})  # type: ignore[attr-defined]
    return page_module("ui.storage")


def tab(storage: ModuleType) -> tuple[Store, Links]:
    """A tab of the page: its store, autosaving as the app does (``App._save_game``)."""

    def save_game(
        saved_id: str, record: str, cursor: int, seats: dict[int, str], known: str | None
    ) -> str | None:
        saving = storage.save(storage.Saved(saved_id, record, cursor, 0, seats), known)
        return str(saving.id) if saving.ok else None

    store = Store()
    store.subscribe(Autosave(save_game, lambda *vote: None, storage.record_of))
    return store, Links(store, storage.load_all)


def records(storage: ModuleType) -> list[str]:
    return sorted(game.record for game in storage.load_all())


def play(store: Store, *moves: str) -> None:
    for move in moves:
        assert store.play(move) is None


def test_two_tabs_playing_on_keep_both_games(storage: ModuleType) -> None:
    tab_a, links_a = tab(storage)
    links_a.follow(TSORO + "a1_b2")
    tab_b, links_b = tab(storage)
    links_b.follow(TSORO + "a1_b2")  # the same link again: the same saved game
    assert tab_a.saved_id == tab_b.saved_id and records(storage) == [TSORO + "a1_b2"]
    play(tab_a, "c1", "a2")
    play(tab_b, "b3")
    assert records(storage) == [TSORO + "a1_b2_b3", TSORO + "a1_b2_c1_a2"]
    assert tab_b.saved_id != tab_a.saved_id, "tab B goes on under its own saved game"
    # Each tab goes on in its own game from now on: no further copies.
    play(tab_a, "b3")
    play(tab_b, "c1")
    assert records(storage) == [TSORO + "a1_b2_b3_c1", TSORO + "a1_b2_c1_a2_b3"]


def test_a_tab_playing_on_from_what_the_other_saved_writes_over_it(storage: ModuleType) -> None:
    tab_a, links_a = tab(storage)
    links_a.follow(TSORO + "a1_b2")
    play(tab_a, "c1")
    tab_b, links_b = tab(storage)
    links_b.follow(TSORO + "a1_b2_c1")
    play(tab_b, "a2")  # goes on from all the other tab saved: nothing is lost
    assert records(storage) == [TSORO + "a1_b2_c1_a2"]
    assert tab_b.saved_id == tab_a.saved_id


def test_one_tab_replacing_its_own_moves_after_an_undo_writes_over_them(
    storage: ModuleType,
) -> None:
    store, links = tab(storage)
    links.follow(TSORO + "a1_b2_c1")
    saved_id = store.saved_id
    store.goto(2)
    play(store, "b3")
    assert records(storage) == [TSORO + "a1_b2_b3"] and store.saved_id == saved_id


def test_taken_over() -> None:
    old, known = TSORO + "a1_b2_c1", TSORO + "a1_b2"
    assert not taken_over(None, None, TSORO + "a1"), "nothing saved there"
    assert not taken_over(old, old, TSORO + "b3"), "this tab's own save"
    assert not taken_over(old, known, old + "_a2"), "it goes on from what is saved"
    assert taken_over(old, known, known + "_b3"), "another tab's c1 would be lost"
    assert taken_over(old, known, known), "so would it by an undo here"
    assert taken_over(old, known, "v1~tiquadra~~1"), "another game entirely"


def saved_cursors(storage: ModuleType) -> dict[str, int]:
    return {game.record: game.cursor for game in storage.load_all()}


def test_a_link_to_an_earlier_position_keeps_the_saved_game_whole(storage: ModuleType) -> None:
    """An audit's repro: a game saved at b1 a1 b2 b3 c1, its older link
    b1 a1 opened in a new tab: the opening moved "Continue a game" back to
    move 2, and a move there (c2) cut the saved game to b1 a1 c2. Now the
    saved game keeps its moves and position; the new move is a new game."""
    tab_a, links_a = tab(storage)
    links_a.follow(TSORO + "b1_a1_b2_b3_c1")
    tab_b, links_b = tab(storage)
    links_b.follow(TSORO + "b1_a1")
    assert tab_b.session is not None and tab_b.session.can_redo(), "the saved line to go on along"
    assert saved_cursors(storage) == {TSORO + "b1_a1_b2_b3_c1": 5}, "only looked at"
    note = panel_model(tab_b.session, None, MoveWords(), 0).looking_back_note
    assert note is not None and "a move here starts a new game" in note
    play(tab_b, "c2")
    assert saved_cursors(storage) == {TSORO + "b1_a1_b2_b3_c1": 5, TSORO + "b1_a1_c2": 3}
    assert tab_b.saved_id != tab_a.saved_id
    play(tab_b, "b2")  # its own game now: no further copies
    assert records(storage) == [TSORO + "b1_a1_b2_b3_c1", TSORO + "b1_a1_c2_b2"]


def test_a_link_behind_played_along_the_saved_line_stays_one_game(storage: ModuleType) -> None:
    _, links_a = tab(storage)
    links_a.follow(TSORO + "b1_a1_b2")
    tab_b, links_b = tab(storage)
    links_b.follow(TSORO + "b1_a1")
    play(tab_b, "b2", "c1")  # the saved move again, then on from the saved end
    assert records(storage) == [TSORO + "b1_a1_b2_c1"]


def test_a_reload_after_an_undo_is_this_tabs_own_game(storage: ModuleType) -> None:
    """The tab's own game at the position it saved (an undo, then a reload:
    the address holds the earlier record): a new move replaces its moves,
    as before the reload."""
    store, links = tab(storage)
    links.follow(TSORO + "a1_b2_c1")
    saved_id = store.saved_id
    store.goto(2)
    reloaded, links_again = tab(storage)
    links_again.follow(TSORO + "a1_b2", saved_id=saved_id)
    play(reloaded, "b3")
    assert records(storage) == [TSORO + "a1_b2_b3"] and reloaded.saved_id == saved_id


def test_a_long_session_keeps_one_record_in_mind_not_one_per_game(storage: ModuleType) -> None:
    """What the tab last read or wrote is needed for the game on the table
    only (a game opened again is read again): it held one record per game
    played in the session, never let go (~0.4–1.5 KB a game)."""
    store = Store()
    autosave = store.subscribe(Autosave(lambda saved_id, *game: saved_id, lambda *vote: None))
    assert isinstance(autosave, Autosave)
    links = Links(store, lambda: [])
    for _ in range(40):
        links.open(TSORO + "a1_b2")
        play(store, "c1", "a2")
        store.new_game("tsoro", {"first": "white"})
        play(store, "b2")
    assert len(autosave.known) == 1
    # The game on the table is still saved against what this tab wrote.
    play(store, "a1")
    assert autosave.known == {store.saved_id: store.session.full_record()}  # type: ignore[union-attr]
