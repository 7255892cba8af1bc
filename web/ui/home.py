"""The home screen: the game list (enabled once Python is up) and
"Continue a game" (the games saved on this device)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import js

from abstrakta.games import GAMES
from ui import home_preview, saved_votes, storage
from ui.a11y_page import refill_keeping_focus
from ui.autosave import restore_votes
from ui.dom import KEEP_FOCUS, button, by_id, clear, listen, make, on
from ui.i18n import date_locale, language, plural, t
from ui.saved_list import SavedLine, saved_line
from ui.session import Session
from ui.views import VIEWS

#: How many saved games of each group the home screen lists at first
#: (the rest behind "Show N more": the device keeps up to 30).
SHOWN = 8
#: The saved games, each readable one's line, and how many entries could not be read.
Listed = tuple[list[storage.Saved], list[tuple[storage.Saved, SavedLine]], int]


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
        #: Each listed game's line, by what it was made from (``listed``).
        self.lines: dict[tuple[object, ...], SavedLine] = {}

    def render(self) -> None:
        """List the games again; the keyboard keeps its place: on the same
        game's button, else (a game deleted) on the first, Undo, and from
        Undo on the game it brought back."""
        games, lines, unreadable = self.listed()
        section, listing = by_id("saved"), by_id("saved-list")
        section.hidden = not games and not unreadable and self.deleted is None
        by_id("saved-title").textContent = t("continue")

        def fill() -> None:
            clear(listing)
            if self.deleted is not None:
                undo = make("li", class_="saved-undo", role="status")
                undo.append(make("span", t("saved.deleted")))
                undo.append(button(t("saved.undo"), self.undo))
                undo.lastChild.setAttribute(KEEP_FOCUS, f"saved:{self.deleted.id}")
                listing.append(undo)
            for item in self.items(lines, unreadable, self.whole, live=True):
                listing.append(item)

        refill_keeping_focus(listing, fill, board_next=False)
        self.keep_preview((games, lines, unreadable))

    def keep_preview(self, listed: Listed | None = None) -> None:
        """Keep what a return visit's first render will list, to show at
        its first paint (``ui.home_preview``): no Undo of a deletion, each
        group cut to its first ``SHOWN``. Cheap when nothing changed: the
        lines are remembered (``listed``)."""
        games, lines, unreadable = listed or self.listed()
        preview = make("ul")
        for item in self.items(lines, unreadable, set(), live=False):
            preview.append(item)
        home_preview.keep(t("continue"), str(preview.innerHTML) if games or unreadable else "")

    def listed(self) -> Listed:
        """The saved games, their lines (remembered by what they are made
        from, so a list shown again replays only the games played since)
        and how many entries could not be read."""
        games = storage.load_all()
        votes = saved_votes.load_all()
        lines: list[tuple[storage.Saved, SavedLine]] = []
        known: dict[tuple[object, ...], SavedLine] = {}
        for game in games:
            vote = saved_votes.entry_of(votes, game.id)
            seats, ballots = json.dumps(game.seats), json.dumps(vote, sort_keys=True)
            key = (language(), game.id, game.record, game.cursor, game.updated, seats, ballots)
            line = self.lines.get(key) or self.line(game, vote)
            if line is not None:
                known[key] = line
                lines.append((game, line))
        self.lines = known  # only the games stored now: nothing piles up
        return games, lines, storage.unreadable_count()

    @staticmethod
    def line(game: storage.Saved, vote: dict[str, Any] | None) -> SavedLine | None:
        session, _ = Session.from_record(game.record)
        if session is None:
            return None
        session.goto(min(game.cursor, len(session.line)))
        # Who has voted (never what): the line names who is still to.
        restore_votes(vote, session)
        return saved_line(session, game.seats, when(game.updated))

    def items(
        self,
        lines: list[tuple[storage.Saved, SavedLine]],
        unreadable: int,
        whole: set[bool],
        live: bool,
    ) -> list[Any]:
        """The list's items: a note of unreadable entries, then games in
        progress and finished ones, each group's first ``SHOWN`` unless
        ``whole``; with handlers if ``live`` (else a copy to keep)."""
        items = []
        if unreadable:
            items.append(make("li", t("saved_unreadable", count=unreadable), class_="saved-note"))
        for finished in (False, True):
            group = [(game, line) for game, line in lines if line.finished == finished]
            if group:
                heading = t("saved.finished" if finished else "saved.in_progress")
                items.append(make("li", heading, class_="saved-group"))
            shown = group if finished in whole else group[:SHOWN]
            for game, line in shown:
                items.append(self.item(game, line, live))
            if len(shown) < len(group):
                more = make("li", class_="saved-more")
                text = plural("saved.more", len(group) - len(shown))
                if live:
                    more.append(button(text, lambda f=finished: self.show(f)))
                else:
                    more.append(make("button", text, type="button"))
                items.append(more)
        return items

    def show(self, finished: bool) -> None:
        """List a whole group; the focus goes to its first game not listed before."""
        self.whole.add(finished)
        self.render()
        group = "true" if finished else "false"
        items = js.document.querySelectorAll(f'#saved-list [data-finished="{group}"]')
        if items.length > SHOWN:
            items.item(SHOWN).focus()

    def item(self, game: storage.Saved, line: SavedLine, live: bool) -> Any:
        item = make("li")
        open_button = make("button", type="button", class_="saved-game")
        open_button.setAttribute("data-finished", "true" if line.finished else "false")
        # Which game: a tap before Python is ready opens it once it is (web/early-game.js).
        open_button.setAttribute("data-saved", game.id)
        open_button.setAttribute(KEEP_FOCUS, f"saved:{game.id}")
        open_button.append(make("b", line.title))
        for text in (line.players, line.status, line.detail):
            open_button.append(make("small", text))
        delete = make("button", "×", type="button", class_="saved-delete")
        delete.setAttribute(KEEP_FOCUS, f"delete:{game.id}")
        delete.setAttribute("aria-label", t("saved.delete", game=line.title, when=line.detail))
        if live:
            on(open_button, "click", lambda event: self.open(game))
            on(delete, "click", lambda event: self.delete(game))
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
    """The browser's languages, its first choice first, as read the first
    time (``ui.app.App.start`` asks at once): the list a page keeps for
    its next visit is made as the page goes, when the tests' Chromium
    already reads its own default languages (its locale emulation ended)."""
    if not _BROWSER_LANGUAGES:
        languages = getattr(js.navigator, "languages", None)
        if languages:
            _BROWSER_LANGUAGES.extend(str(tag) for tag in languages)
        elif first := getattr(js.navigator, "language", None):
            _BROWSER_LANGUAGES.append(str(first))
    return list(_BROWSER_LANGUAGES)


_BROWSER_LANGUAGES: list[str] = []
