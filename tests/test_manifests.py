"""One manifest per game: the rules registry's id leads to everything else
(the rules' ``GameInfo`` with its computer player, the page's manifest with
its view, words and home-list line), so a sixth game is one registry line
plus its own files."""

from __future__ import annotations

import html
import importlib
import re

import pytest
from ui.page_game import page_game
from ui.words import WORDS

from abstrakta.games import GAMES
from tools.build import game_list, with_game_list


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_has_its_manifests(game_id: str) -> None:
    info = GAMES[game_id]
    assert info.id == game_id
    assert hasattr(importlib.import_module(info.ai), "player")
    page = page_game(game_id)
    module, _, name = page.view.partition(":")
    assert module == f"ui.views.{game_id}" and name.endswith("View")
    assert WORDS[game_id].describe is not None
    assert page.tagline_en and page.tagline_it and page.tagline_en != page.tagline_it


def test_the_home_list_is_built_from_the_manifests() -> None:
    items = game_list()
    assert items.count("<li>") == len(GAMES)
    for game_id in GAMES:
        assert f'data-game="{game_id}"' in items
    # Each "How to play" button names its game to a screen reader.
    for game_id, info in GAMES.items():
        button = re.search(f'data-howto="{game_id}".*?</button>', items)
        assert button is not None
        name = html.escape(info.name)
        assert f'class="en visually-hidden"> {name}</span>' in button.group(0)
        italian = f"ad {name}" if name.startswith("A") else f"a {name}"
        assert f'class="it visually-hidden"> {italian}</span>' in button.group(0)
    page = with_game_list("<ul><!-- games: here --></ul>")
    assert page.count("data-game=") == len(GAMES)
    with pytest.raises(SystemExit):
        with_game_list("<ul></ul>")
