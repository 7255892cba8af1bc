"""What the page needs to know of each game, one manifest per game in
``ui/pages/<id>.py`` (``PAGE``), found by the id the rules registry gives
(``abstrakta.games.GAMES``): a sixth game is one line there plus its own
files. Manifests name their modules as text, so nothing heavy is imported
before a game is played; the build reads them too (the home list)."""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from abstrakta.games import GAMES
from abstrakta.registry import LazyRegistry


@dataclass(frozen=True)
class PageGame:
    #: ``"module:Class"`` of the game's view (draws it, turns taps into moves).
    view: str
    #: ``"module:WORDS"``: its moves in plain words (``ui.words``).
    words: str
    #: The home list's line under the game's name, in English and Italian.
    tagline_en: str
    tagline_it: str
    #: The module of its how-to-play guide (``ui.howto``).
    howto: str = ""
    #: What the keyboard help and the board in words call where it is
    #: played: ``"board"``, or ``"table"`` (``ui.keyboard.surface_words``).
    surface: str = "board"


def page_game(game_id: str) -> PageGame:
    return importlib.import_module(f"ui.pages.{game_id}").PAGE  # type: ignore[no-any-return]


def registry(part: str) -> LazyRegistry[object]:
    """Game id -> the manifest's ``part`` (``view``, ``words``), imported on
    first use."""
    return LazyRegistry({game: getattr(page_game(game), part) for game in GAMES})
