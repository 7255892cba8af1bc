"""A saved game a move of which cannot be read: it opens up to its last
valid move and says so in a broken link's words, and its first save keeps
what it held aside (counted on the home screen), never overwritten unseen.
Its unreadable neighbours stay as they were."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

import pytest
from ui.links import Links
from ui.saved_games import Saved
from ui.session import Session
from ui.store import Store

from tests.test_links import broken_at, record_and_draws

TSORO = "v1~tsoro~first.white~"
BROKEN = {"id": "midbad", "record": TSORO + "b2_zz_a1", "cursor": 3, "updated": 9.0, "seats": {}}


class FakeStorage:
    """localStorage's getItem and setItem over a dict."""

    def __init__(self, items: dict[str, str]) -> None:
        self.items = items

    def getItem(self, key: str) -> str | None:
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        self.items[key] = value


@pytest.fixture
def storage(page_module: Callable[[str], ModuleType]) -> ModuleType:
    sys.modules["js"].window.localStorage = FakeStorage({})  # type: ignore[attr-defined]
    return page_module("ui.storage")


def stored(storage: ModuleType) -> dict[str, Any]:
    value: dict[str, Any] = json.loads(storage.get(storage.KEY))
    return value


def cut_short_text(record: str) -> str | None:
    """What opening the saved game ``record`` says; None if it reads whole."""
    store = Store()
    message = Links(store, lambda: []).open_saved(Saved("g", record, 99, 9.0, {}))
    assert store.session is not None and store.saved_id == "g"
    return message


def test_the_message_names_the_move_as_a_broken_link_does() -> None:
    text = cut_short_text(TSORO + "b2_zz_a1")
    assert text is not None
    assert text.startswith("This saved game could not be read completely: move 2")
    assert "shown up to the last valid move" in text
    assert "a new one was made" not in text
    assert cut_short_text(TSORO + "b2_a1") is None


def test_the_message_in_italian(italian: None) -> None:
    text = cut_short_text(TSORO + "b2_zz_a1")
    assert text is not None
    assert text.startswith("Questa partita salvata non è leggibile per intero: mossa 2")
    assert "fino all'ultima mossa valida" in text


@pytest.mark.parametrize(
    ("game_id", "item", "number"), [("tantrix", 13, 2), ("tayu", 2, 2), ("asterismo", 0, 1)]
)
def test_a_saved_game_broken_in_a_draw_says_a_new_draw_was_made(
    game_id: str, item: int, number: int
) -> None:
    """A saved game cut inside a draw opens with a new draw, as a link does
    (the game cannot go on without one): it said only that it was shown up
    to its last valid move, as if the game were the one saved."""
    record, draws = record_and_draws(game_id, 5, item + 4)
    assert item in draws, (game_id, draws)
    text = cut_short_text(broken_at(record, item))
    assert text is not None and f"move {number}:" in text, text
    assert text.endswith(
        "a new one was made: from there on the game is not the one that was saved."
    )
    played = next(k for k in range(item + 1, item + 4) if k not in draws)
    text = cut_short_text(broken_at(record, played))
    assert text is not None and "a new one was made" not in text


def test_its_first_save_keeps_what_it_held_aside(storage: ModuleType) -> None:
    storage.put(storage.KEY, json.dumps({"schema": 2, "games": [BROKEN], "unreadable": ["x"]}))
    assert storage.unreadable_count() == 1
    (game,) = storage.load_all()
    # What opening it saves: its valid part.
    assert storage.save(storage.Saved(game.id, TSORO + "b2", 1, 0, {}), game.record).ok
    value = stored(storage)
    assert [g["record"] for g in value["games"]] == [TSORO + "b2"]
    assert value["unreadable"][0] == "x"
    assert value["unreadable"][1]["record"] == TSORO + "b2_zz_a1"
    assert storage.unreadable_count() == 2
    # The next move's save keeps nothing more aside.
    assert storage.save(storage.Saved(game.id, TSORO + "b2_a1", 2, 0, {}), TSORO + "b2").ok
    assert storage.unreadable_count() == 2


def test_a_game_read_whole_is_overwritten_as_ever(storage: ModuleType) -> None:
    entry = {**BROKEN, "record": TSORO + "b2_a1", "cursor": 2}
    storage.put(storage.KEY, json.dumps({"schema": 2, "games": [entry], "unreadable": []}))
    # After an undo, in the tab that opened it (it knows what it read).
    assert storage.save(storage.Saved("midbad", TSORO + "b2_c1", 2, 0, {}), entry["record"]).ok
    assert stored(storage)["unreadable"] == []


def test_opening_it_says_so_on_its_screen(
    storage: ModuleType, page_module: Callable[[str], ModuleType], monkeypatch: pytest.MonkeyPatch
) -> None:
    home = page_module("ui.home")
    replayed: list[str] = []
    read = Session.from_record
    monkeypatch.setattr(
        Session,
        "from_record",
        classmethod(lambda cls, text: (replayed.append(text), read(text))[1]),
    )
    store = Store()
    said: list[str] = []
    saved_games = home.SavedGames(Links(store, lambda: []).open_saved, said.append)
    saved_games.open(storage.Saved("midbad", TSORO + "b2_zz_a1", 3, 9.0, {}))
    assert store.saved_id == "midbad" and store.session is not None
    assert store.session.line == ["b2"]
    assert len(said) == 1 and said[0].startswith("This saved game could not be read completely")
    # Read once: its moves were replayed once for the message, again to open it.
    assert replayed == [TSORO + "b2_zz_a1"]
    saved_games.open(storage.Saved("fine", TSORO + "b2_a1", 2, 9.0, {}))
    assert store.saved_id == "fine"
    assert len(said) == 1  # a game read whole says nothing
