"""The static page (index.html) as a screen reader meets it."""

from __future__ import annotations

import html
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


def test_each_card_tells_what_its_game_is_while_an_address_opens_it() -> None:
    """A first visit by a link downloads for seconds: the card of the game
    it opens says what the game is (its guide's first lines), in both
    languages, and the page says what will open."""
    from ui.howto import guide

    page = with_game_list(INDEX.read_text("utf-8"))
    for game_id in GAMES:
        card = re.search(rf'<li><button type="button" data-game="{game_id}".*?</li>', page)
        assert card is not None, game_id
        about = re.search(
            r'<p class="opening-about"><span class="en">(.*?)</span><span class="it">(.*?)</span>',
            card.group(0),
        )
        assert about is not None, game_id
        assert about.group(1) == html.escape(guide(game_id, "en").intro)
        assert about.group(2) == html.escape(guide(game_id, "it").intro)
    note = re.search(r'<p id="opening-note".*?</p>', page, re.DOTALL)
    assert note is not None
    # (A guide's address shows the guide itself: tools/early_guides.py;
    # "chosen": a game tapped before the app is ready, web/early-game.js;
    # "saved": a saved game tapped then, in web/early-saved.js's list.)
    for kind in ("link", "learn", "start", "chosen", "saved"):
        words = re.search(
            rf'<span data-kind="{kind}"><span class="en">(.+?)</span><span class="it">(.+?)</span>',
            note.group(0),
        )
        assert words is not None, kind
