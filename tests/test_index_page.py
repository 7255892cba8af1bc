"""The static page (index.html) as a screen reader meets it."""

from __future__ import annotations

import re
from pathlib import Path

from abstrakta.games import GAMES
from tools.build import with_game_list

INDEX = Path(__file__).resolve().parent.parent / "index.html"


def test_the_language_button_speaks_each_language_in_its_own_voice() -> None:
    """ "Italiano" is read with an Italian voice, "English" with an English one
    (without ``lang`` the page's current language read both)."""
    found = re.search(r'<button id="language-button".*?</button>', INDEX.read_text("utf-8"))
    assert found is not None
    button = found.group(0)
    assert '<span class="en" lang="it">Italiano</span>' in button
    assert '<span class="it" lang="en">English</span>' in button


def test_each_how_to_play_button_names_its_game_in_good_italian() -> None:
    """The built page's home list: a screen reader hears "Come si gioca ad
    Asterismo" (``ad`` before an a), "Come si gioca a TiQuadra"."""
    page = with_game_list(INDEX.read_text("utf-8"))
    hidden = dict(
        re.findall(r'data-howto="(\w+)".*?<span class="it visually-hidden"> (.*?)</span>', page)
    )
    assert set(hidden) == set(GAMES)
    assert hidden["asterismo"] == "ad Asterismo"
    for game_id in ("tsoro", "tiquadra", "tayu", "tantrix"):
        assert hidden[game_id] == f"a {GAMES[game_id].name}", game_id
