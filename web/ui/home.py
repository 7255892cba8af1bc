"""The home screen: the game list (enabled once Python is up) and
"Continue a game" (the games saved on this device)."""

from __future__ import annotations

from collections.abc import Callable

import js

from abstrakta.games import GAMES
from ui import saved_votes, storage
from ui.autosave import restore_votes
from ui.dom import button, by_id, clear, listen, make, on
from ui.i18n import date_locale, language, plural, t
from ui.saved_list import SavedLine, saved_line
from ui.session import Session
from ui.views import VIEWS

#: How many saved games of each group the home screen lists at first
#: (the rest behind "Show N more": the device keeps up to 30).
SHOWN = 8


def wire_game_list(ask_new_game: Callable[[str], None], open_howto: Callable[[str], None]) -> None:
    for item in js.document.querySelectorAll("#game-list button[data-game]"):
        game_id = str(item.dataset.game)
        if game_id in GAMES and game_id in VIEWS:
            item.disabled = False
            listen(item, "click", lambda e, g=game_id: ask_new_game(g))
        else:
            item.title = t("coming_soon")
    for item in js.document.querySelectorAll("#game-list button[data-howto]"):
        game_id = str(item.dataset.howto)
        if game_id in GAMES and game_id in VIEWS:
            item.disabled = False
            listen(item, "click", lambda e, g=game_id: open_howto(g))


class SavedGames:
    """The "Continue a game" list: games in progress, then finished ones,
    each with a delete button; a deleted game can be brought back (Undo)
    until another is deleted or the list is left."""

    def __init__(
        self, open_saved: Callable[[storage.Saved], str | None], say: Callable[[str], None]
    ) -> None:
        self.open_saved = open_saved
        #: Tells the player, on the game's screen (the store's ``say``).
        self.say = say
        self.deleted: storage.Saved | None = None
        #: The groups listed whole (False: in progress, True: finished).
        self.whole: set[bool] = set()

    def render(self) -> None:
        games = storage.load_all()
        unreadable = storage.unreadable_count()
        section, listing = by_id("saved"), by_id("saved-list")
        clear(listing)
        section.hidden = not games and not unreadable and self.deleted is None
        by_id("saved-title").textContent = t("continue")
        if self.deleted is not None:
            undo = make("li", class_="saved-undo", role="status")
            undo.append(make("span", t("saved.deleted")))
            undo.append(button(t("saved.undo"), self.undo))
            listing.append(undo)
        if unreadable:
            listing.append(make("li", t("saved_unreadable", count=unreadable), class_="saved-note"))
        lines = []
        votes = saved_votes.load_all()
        for game in games:
            session, _ = Session.from_record(game.record)
            if session is None:
                continue
            session.goto(min(game.cursor, len(session.line)))
            # Who has voted (never what): the line names who is still to.
            restore_votes(saved_votes.entry_of(votes, game.id), session)
            lines.append((game, saved_line(session, game.seats, when(game.updated))))
        for finished in (False, True):
            group = [(game, line) for game, line in lines if line.finished == finished]
            if group:
                heading = t("saved.finished" if finished else "saved.in_progress")
                listing.append(make("li", heading, class_="saved-group"))
            shown = group if finished in self.whole else group[:SHOWN]
            for game, line in shown:
                listing.append(self.item(game, line))
            if len(shown) < len(group):
                more = make("li", class_="saved-more")
                count = len(group) - len(shown)
                more.append(button(plural("saved.more", count), lambda f=finished: self.show(f)))
                listing.append(more)

    def show(self, finished: bool) -> None:
        """List a whole group; the focus goes to its first game not listed before."""
        self.whole.add(finished)
        self.render()
        group = "true" if finished else "false"
        items = js.document.querySelectorAll(f'#saved-list [data-finished="{group}"]')
        if items.length > SHOWN:
            items.item(SHOWN).focus()

    def item(self, game: storage.Saved, line: SavedLine) -> object:
        item = make("li")
        open_button = make("button", type="button", class_="saved-game")
        open_button.setAttribute("data-finished", "true" if line.finished else "false")
        open_button.append(make("b", line.title))
        for text in (line.players, line.status, line.detail):
            open_button.append(make("small", text))
        on(open_button, "click", lambda event: self.open(game))
        delete = button("×", lambda: self.delete(game))
        delete.className = "saved-delete"
        delete.setAttribute("aria-label", t("saved.delete", game=line.title, when=line.detail))
        item.append(open_button)
        item.append(delete)
        return item

    def open(self, game: storage.Saved) -> None:
        self.deleted = None
        # As saved now: another tab may have played on since it was listed.
        game = storage.saved_game(game.id) or game
        cut_short = self.open_saved(game)
        if cut_short:
            self.say(cut_short)

    def delete(self, game: storage.Saved) -> None:
        storage.forget(game.id)
        self.deleted = game
        self.render()

    def undo(self) -> None:
        if self.deleted is not None:
            storage.restore(self.deleted)
        self.deleted = None
        self.render()


def when(updated: float) -> str:
    """When a game was last played, as the browser writes dates here."""
    options = js.JSON.parse(
        '{"day": "numeric", "month": "short", "hour": "2-digit", "minute": "2-digit"}'
    )
    locale = date_locale(language(), browser_languages())
    return str(js.Date.new(updated * 1000).toLocaleString(locale, options))


def browser_languages() -> list[str]:
    """The browser's languages, its first choice first."""
    languages = getattr(js.navigator, "languages", None)
    if languages:
        return [str(tag) for tag in languages]
    first = getattr(js.navigator, "language", None)
    return [str(first)] if first else []
