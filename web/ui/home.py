"""The home screen: the game list (enabled once Python is up) and
"Continue a game" (the games saved on this device)."""

from __future__ import annotations

from collections.abc import Callable

import js

from abstrakta.games import GAMES
from ui import storage
from ui.dom import button, by_id, clear, listen, make
from ui.i18n import t
from ui.session import Session
from ui.views import VIEWS

#: How many saved games the home screen lists.
SHOWN = 8


def wire_game_list(ask_new_game: Callable[[str], None]) -> None:
    for item in js.document.querySelectorAll("#game-list button"):
        game_id = str(item.dataset.game)
        if game_id in GAMES and game_id in VIEWS:
            item.disabled = False
            listen(item, "click", lambda e, g=game_id: ask_new_game(g))
        else:
            item.title = t("coming_soon")


def render_saved(open_saved: Callable[[storage.Saved], None]) -> None:
    games = storage.load_all()
    unreadable = storage.unreadable_count()
    section, listing = by_id("saved"), by_id("saved-list")
    clear(listing)
    section.hidden = not games and not unreadable
    by_id("saved-title").textContent = t("continue")
    if unreadable:
        note = make("li", t("saved_unreadable", count=unreadable))
        note.className = "saved-note"
        listing.append(note)
    for game in games[:SHOWN]:
        session, _ = Session.from_record(game.record)
        if session is None:
            continue
        status = t("move_count", count=game.cursor)
        item = make("li")
        item.append(button(f"{session.info.name} · {status}", lambda g=game: open_saved(g)))
        listing.append(item)
