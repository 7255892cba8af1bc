"""The page's wiring: the store, its subscribers in order, the screens,
the buttons and the API. Nothing here decides anything: the store changes
the state, each subscriber does one job from it (see ``ui.store``).

To add a subscriber, append it to ``subscribers``; a screen, ``screens.add``;
a button, ``buttons``.
"""

from __future__ import annotations

from collections.abc import Callable
from traceback import format_exc
from typing import Any

import js

from abstrakta import link
from abstrakta.games import GAMES
from ui import a11y_page, api, last_choices, saved_votes, storage, tally
from ui import share as share_sheet
from ui.actions import Actions
from ui.announce import Announcer
from ui.autosave import Autosave, restore_votes
from ui.board_text import BoardTextSync
from ui.canvas import BoardCanvas
from ui.computer import Computer
from ui.dom import by_id, later, listen, show_game_title
from ui.embed_events import EmbedEvents
from ui.focus_keeper import FocusKeeper
from ui.home import SavedGames, browser_languages, when, wire_game_list
from ui.host import ViewHost
from ui.howto.screen import HowToScreen
from ui.howto.texts import HOWTO, PREFIX, lesson_place, unknown_place
from ui.i18n import LANGUAGES, add_ui_texts, language, pick_language, plural, set_language, t
from ui.keyboard import BoardKeys, undo_redo_key
from ui.learn import lesson_for
from ui.learn.asker import LessonAsker
from ui.learn.box import LessonBox
from ui.learn.lesson import Tutor
from ui.links import Links
from ui.messages import Messages, joined
from ui.move_list import MoveList
from ui.move_words import MoveWords
from ui.new_game import ask_new_game, computer_levels
from ui.newer_link import NewerLink
from ui.page import (
    BrowserLocation,
    Dialog,
    DomListing,
    DomPanel,
    ElementScreen,
    early_choice,
    early_language,
    embedded,
    follow_language_in_address,
    forget_start_params,
    render_texts,
    show_message,
)
from ui.players import Players
from ui.pointer_words import set_mouse
from ui.query_game import added_by_others, asked_options
from ui.screens import Screens
from ui.session import Session
from ui.status import status_line
from ui.store import HOME, PLAY, PUSH, REPLACE, Store, Subscriber
from ui.table import Table
from ui.tally import TallyKeeper
from ui.url_sync import UrlSync
from ui.views import VIEWS
from ui.views.base import PanZoomView, View

add_ui_texts(
    {
        "saved.room_one": "Your oldest game in progress ({game}, {when}) was removed to make "
        "room: this device keeps at most {limit} games.",
        "saved.room_other": "Your {count} oldest games in progress were removed to make room: "
        "this device keeps at most {limit} games.",
    },
    {
        "saved.room_one": "La tua partita in corso meno recente ({game}, {when}) è stata "
        "eliminata per fare spazio: su questo dispositivo se ne tengono al massimo {limit}.",
        "saved.room_other": "Le tue {count} partite in corso meno recenti sono state eliminate "
        "per fare spazio: su questo dispositivo se ne tengono al massimo {limit}.",
    },
)


class App:
    def __init__(self) -> None:
        self.store = store = Store()
        self._save_failure_said = False
        js.window.abstraktaThinking = js.Array.new()
        self.computer = Computer(lambda: store.session.seed if store.session else "")
        self.dialog = Dialog()
        self.board = BoardCanvas(by_id("board"), self._draw, self._draw_pulse)
        # In a lesson the script answers for the other seats (ui.learn.asker).
        asker = LessonAsker(store, self.computer, lambda: store.lesson, later_ms)
        self.players = Players(
            store,
            asker,
            clock=now,
            thought=log_thinking,
            held=self._view_holds_the_computer,
            warm_up=self.computer.start_soon,
            after=later,
        )
        self.host = ViewHost(store, self.players, self.computer, self.board, self.dialog)
        self.host.keep_focus = lambda fill: a11y_page.refill_keeping_focus(
            by_id("game-controls"), fill
        )
        self.host.say_aloud = a11y_page.say_cursor  # a panel button that turns a tile
        self.words = MoveWords()  # the moves in plain words: the list and "last move"
        # The keyboard's cursor on the board (ui.keyboard).
        self.keys = BoardKeys(
            by_id("board"),
            self._keyboard_view,
            self.board.redraw,
            a11y_page.say_cursor,
            store.record,
            store.forget_refusal,
        )
        # Games against the computer, counted as they end (ui.tally).
        self.tally_keeper = TallyKeeper(
            lambda: storage.get_dict(tally.KEY), lambda text: storage.put(tally.KEY, text)
        )
        self.table = Table(
            DomPanel(self.board, store.forget_refusal),
            self._make_view,
            self.players.status,
            self.words,
            self.tally_keeper.line,
        )
        self.send_button = share_sheet.SendButton(self.dialog)
        self.links = Links(
            store,
            storage.load_all,
            self._restore_votes,
            self.send_button.arrived,
            NewerLink(store, check_for_update),
        )
        self.saved_games = SavedGames(self.links.open_saved, store.say)
        self.actions = Actions(
            store,
            self.dialog,
            self.computer,
            lambda: self.table.view,
            self._keep_language,
        )
        self.board_text = BoardTextSync(
            store,
            self._keyboard_view,
            a11y_page.show_board_text,
            self._status_line,
            lambda job: later(job, 200),
        )
        self.location = BrowserLocation()
        self.screens = Screens()
        self.screens.add(HOME, ElementScreen("home", self._show_home))
        self.screens.add(PLAY, ElementScreen("play", self._show_play))
        # The guide's "Learn by playing" starts the lesson (ui.learn).
        self.howto = HowToScreen(self.start_lesson, self.ask_new_game, self.leave_howto)
        self.screens.add(HOWTO, self.howto)
        #: The guide was opened by a tap here (Back can go back in history).
        self._howto_pushed = False
        # In this order: the view is made (table) before its screen shows.
        self.subscribers: list[Subscriber] = [
            # Before the address: a save may move the game to a new saved id.
            Autosave(self._save_game, saved_votes.save, storage.record_of),
            UrlSync(self.location, {HOWTO: self.howto.fragment}, pushes=not embedded()),
            self.players,
            self.tally_keeper,  # before the table: the end says the count with this game
            self.table,
            MoveList(DomListing(self._list_goto), self.words, notation_shown),
            self.screens,
            Messages(show_message),
            EmbedEvents(lambda kind, detail: js.window.abstraktaBoot.emit(kind, detail)),
            self.send_button,
            # After the table: the view is made and reset before it rings a place.
            LessonBox(
                lambda: self.table.view,
                self.ask_new_game,
                lambda: self.store.show_home(history=PUSH),
            ),
            # Screen readers: each move said, the board in words (ui.announce).
            Announcer(
                self.words,
                a11y_page.announce,
                self._status_aloud,
                self.tally_keeper.line,
                defer=later,
                clock=now,
            ),
            self.board_text,
            lambda store, change: self._render_keyboard_texts() if change.texts else None,
            # A new game starts at the top: the bar and the whole board (from
            # an end card scrolled down on a phone, it opened 180 px down).
            lambda store, change: js.window.scrollTo(0, 0) if change.new_game else None,
            # Last: once every screen and panel is drawn, a focus lost is found.
            FocusKeeper(),
        ]
        for subscriber in self.subscribers:
            store.subscribe(subscriber)
        actions = self.actions
        self.buttons: dict[str, Any] = {
            "home-button": actions.go_home,
            "language-button": actions.toggle_language,
            "undo-button": actions.undo,
            "redo-button": actions.redo,
            "latest-button": actions.latest,
            "draw-button": actions.offer_draw,
            "share-button": lambda: share_sheet.open_sheet(store, self.dialog),
            "new-button": lambda: (
                self.ask_new_game(store.session.game_id, like_the_table=True)
                if store.session
                else None
            ),
            "hint-button": actions.hint,
            "notation-button": self.toggle_notation,
            "howto-button": lambda: (
                self.open_howto(store.session.game_id) if store.session else None
            ),
        }

    def _keep_language(self, chosen: str) -> None:
        storage.put(storage.LANGUAGE_KEY, chosen)
        follow_language_in_address(chosen)

    # --- start ----------------------------------------------------------

    def start(self) -> None:
        # The bar's button pressed before Python was ready, else the
        # address's ?lang= (an embedding page's choice), else the player's
        # saved choice, else the browser's (as index.html chose). A stored
        # value that names no language of ours (a hand edit) is passed
        # over: the browser's language, not English, follows.
        asked = str(js.URLSearchParams.new(js.location.search).get("lang") or "")
        saved = storage.get(storage.LANGUAGE_KEY)
        tried = (early_language(), asked, saved)
        chosen = next((lang for lang in tried if lang in LANGUAGES), None)
        set_language(chosen or pick_language(browser_languages()))
        set_mouse(mouse_only())
        js.document.documentElement.lang = language()
        for element_id, action in self.buttons.items():
            listen(by_id(element_id), "click", lambda event, act=action: act())
        wire_game_list(self.ask_new_game, self.open_howto)
        by_id("language-button").disabled = False
        listen(js.window, "popstate", lambda e: self.follow_url_safely())
        listen(js.window, "hashchange", lambda e: self.follow_url_safely())
        listen(js.document, "keydown", self._undo_redo_key)
        # Another tab saved a game: the list on the home screen follows.
        listen(js.window, "storage", self._stored_elsewhere)
        # Leaving (another app, a closed tab): "Continue a game" as it is now
        # is kept for the next visit's first paint (ui.home_preview).
        listen(js.document, "visibilitychange", self._keep_home_preview)
        listen(js.window, "pagehide", self._keep_home_preview)
        a11y_page.keep_focus_visible(by_id("dialog"))
        render_texts()
        a11y_page.render_keyboard_texts()
        self.follow_url_safely()
        self._safely(self.start_from_query)
        self._safely(self.open_early_choice)
        table = api.calls(self.store, self.links, lambda: self.table.view, computer_levels)
        js.window.abstraktaBoot.ready(api.dispatcher(table))

    def start_lesson(self, game_id: str, history: str | None = PUSH, step: int = 0) -> None:
        """Learn by playing: the game's scripted first game (``ui.learn``)
        on the table, at ``step`` (a reload's). Not saved; its address
        names the lesson and step, not its moves (``#learn.<game>.<n>``);
        the script, not the computer, plays the other seats."""
        lesson = lesson_for(game_id)
        if lesson is None:
            self.store.say(t("lesson_unknown", game=game_id[:40]))
            return
        tutor = Tutor(lesson)
        self.store.start_lesson(tutor.session_at(step), tutor, history)

    def open_early_choice(self) -> None:
        """What was tapped before the app was ready opens now, as the tap
        would have opened it: a game on the home list (``web/early-game.js``)
        its new-game screen, one under "Continue a game" that saved game; in
        its early guide (``web/early-guide.js``) "Start a game" that screen
        too, "Learn by playing" the lesson.
        Not if the app shows something else (an address's game, another guide)."""
        chosen = early_choice()
        screen = self.store.screen
        if chosen is not None and chosen[1] == "saved":  # "Continue a game"
            if screen != HOME:
                return
            saved = storage.saved_game(chosen[0])
            if saved is None:  # deleted meanwhile (another tab): the list says what is left
                self.store.say(t("saved.gone"), info=True)
            else:
                self.saved_games.open(saved)
            return
        if chosen is None or chosen[0] not in GAMES or chosen[0] not in VIEWS:
            return
        game_id, kind = chosen
        in_its_guide = screen == HOWTO and self.howto.game_id == game_id
        if (kind == "game" and screen == HOME) or (kind == "start" and in_its_guide):
            self.ask_new_game(game_id)
        elif kind == "learn" and in_its_guide:
            self.start_lesson(game_id)

    def start_from_query(self) -> None:
        """``?learn=<id>`` opens that game's lesson; ``?game=<id>&<option>=
        <value>...`` (an embedding page's choice) starts that game. Either
        only when the fragment holds no game."""
        params = js.URLSearchParams.new(js.location.search)
        if str(js.location.hash).lstrip("#"):
            return
        if params.has("learn") or params.has("game"):
            forget_start_params(lambda name: name == "lang" or added_by_others(name))
        if params.has("learn"):
            self.start_lesson(str(params.get("learn")))
            return
        if not params.has("game"):
            return
        game_id = str(params.get("game"))
        info = GAMES.get(game_id)  # an unknown game: new_game says so
        VIEWS.get(game_id)  # imported now: its words name the settings
        pairs = [(str(name), str(value)) for name, value in (tuple(p) for p in params.entries())]
        options, notes = asked_options(game_id, info, pairs) if info else ({}, [])
        error = self.store.new_game(game_id, options)
        message = " ".join(text for text in (error, *notes) if text)
        if message:
            self.store.say(message)

    def follow_url_safely(self) -> None:
        self._safely(self.follow_url)

    def _safely(self, follow: Callable[[], None]) -> None:
        """``follow`` the address (its fragment, or an embedding page's
        ``?game=``); should showing its game fail (a bug of ours that its
        position or settings trip), the home screen says so and the app
        goes on. Before, such an address stopped the app from starting, on
        every reload ("Try again" tried the same address). The trace still
        goes to the console, where the tests see it."""
        try:
            follow()
        except Exception:
            js.console.error(format_exc())
            self.store.close_game(t("game_failed"))

    def follow_url(self) -> None:
        fragment = str(js.location.hash).lstrip("#")
        # Read percent-decoded, as a game's link is ("#howto%2Etsoro").
        readable = link.plain(fragment)
        game_id = self.howto.topic(readable)
        if game_id is not None:
            # "#Howto.Tsoro" opens the guide, and the address is rewritten as we write it.
            canonical = fragment == PREFIX + game_id
            self.open_howto(game_id, history=None if canonical else REPLACE)
            if self.location.pushed_by_early_guide():
                # Tapped open from the home list before the app was ready:
                # its Back is the browser's, as if the app had opened it.
                self._howto_pushed = True
            return
        place = lesson_place(readable, GAMES)
        if place is not None:
            # The lesson on the table (Back from its guide, then Forward) goes
            # on; else, as after a reload, it opens at the address's step (an
            # address not as written, a step past the end, is rewritten).
            game_id, step = place
            session, lesson = self.store.session, self.store.lesson
            if (
                lesson is not None
                and session is not None
                and session.game_id == game_id
                and lesson.resume_step(session) == step
            ):
                self.store.show_play(history=None)
                return
            self.start_lesson(game_id, history=REPLACE, step=step)
            return
        unknown = unknown_place(readable)
        if unknown is not None:  # "#howto.chess": no such page, not a broken game
            kind, name = unknown
            if name in GAMES:  # a known game, the rest garbled: its page
                if kind == HOWTO:
                    self.open_howto(name, history=REPLACE)
                else:
                    self.start_lesson(name, history=REPLACE)
                return
            key = "howto.unknown" if kind == HOWTO else "lesson_unknown"
            self.store.close_game(t(key, game=name[:40]))
            return
        self.links.follow(fragment, self.location.saved_id())

    # --- how to play ------------------------------------------------------------

    def open_howto(self, game_id: str, history: str | None = PUSH) -> None:
        """Show ``game_id``'s guide (a new history entry when tapped)."""
        if self.store.screen != HOWTO:
            self.howto.came_from = self.store.screen
            self._howto_pushed = history == PUSH and not embedded()  # see UrlSync.pushes
        self.howto.game_id = game_id
        self.store.show(HOWTO, history)

    def leave_howto(self) -> None:
        """The guide's Back button: where it was opened from."""
        if self._howto_pushed:
            js.history.back()  # the browser's Back: the same place, one entry less
        elif self.howto.came_from == PLAY and self.store.session is not None:
            self.store.show_play()
        else:
            self.store.show_home()

    def ask_new_game(self, game_id: str, like_the_table: bool = False) -> None:
        """The new-game screen, set as the last game of ``game_id`` started
        on this device; from the game's own New game button (``like_the_table``),
        as the game on the table (which a link may have set)."""
        session = self.store.session
        if like_the_table and session is not None and session.game_id == game_id:
            preset = last_choices.Choices(session.options, session.seats)
        else:
            preset = last_choices.recall(storage.get_dict(last_choices.KEY), game_id)
        ask_new_game(
            game_id,
            self.dialog,
            self._start_game,
            self.store.say,
            self.computer.start,
            preset,
            self.tally_keeper.levels_line(game_id, computer_levels(game_id)),
        )

    def _start_game(
        self, game_id: str, options: dict[str, str], seats: dict[int, str]
    ) -> str | None:
        """Start what the new-game screen chose, and remember it for the next."""
        levels = computer_levels(game_id) if seats else ()
        error = self.store.new_game(game_id, options, seats, levels)
        session = self.store.session
        if error is None and session is not None:
            chosen = last_choices.Choices(session.options, session.seats)
            kept = storage.get_dict(last_choices.KEY)
            storage.put(last_choices.KEY, last_choices.remember(kept, game_id, chosen))
        return error

    # --- what the wiring hands to the subscribers ------------------------------

    def _make_view(self, game_id: str) -> View:
        return VIEWS[game_id](self.host)

    def _draw(self, ctx: Any, width: float, height: float) -> None:
        view = self.table.view
        if view is not None and self.store.session is not None:
            view.draw(ctx, width, height)
            self.keys.paint(ctx)
            self.board_text.soon()  # the board changed: its words follow

    def _draw_pulse(self, ctx: Any) -> None:
        view = self.table.view
        if view is not None and self.store.session is not None:
            view.draw_pulse(ctx)

    def _show_home(self, store: Store) -> None:
        show_game_title("")
        render_texts()
        a11y_page.render_keyboard_texts()
        self.saved_games.render()

    def _show_play(self, store: Store) -> None:
        assert store.session is not None
        show_game_title(store.session.info.name)
        render_texts()
        self._render_keyboard_texts()
        self.board.resize()

    def _render_keyboard_texts(self) -> None:
        """The keyboard help for the board on screen (R, + and − only where
        they do something)."""
        view = self.table.view if self.store.screen == PLAY else None
        session = self.store.session
        a11y_page.render_keyboard_texts(
            rotates=bool(view is not None and view.rotates),
            zooms=isinstance(view, PanZoomView),
            game_id=session.game_id if view is not None and session is not None else None,
        )

    def _save_game(
        self, saved_id: str, record: str, cursor: int, seats: dict[int, str], known: str | None
    ) -> str | None:
        session = self.store.session
        seed = session.seed if session is not None else ""  # fixes the draws (ui.session)
        # Autosave hands over this session's line and cursor: its state is
        # the saved position (mid-line after an undo), as "Continue" shows it.
        finished = session is not None and session.state.is_over()
        game = storage.Saved(saved_id, record, cursor, 0, seats, seed, finished)
        saving = storage.save(game, known)
        if saving.ok:
            if saving.dropped:
                later(lambda: self._say_removed(saving.dropped))
            if saving.id != saved_id:  # another tab played on, or a link opened behind
                behind = session is not None and session.behind_saved == saved_id
                key = "saved.branched" if behind else "saved.other_tab"
                later(lambda: self.store.say(t(key), info=True, lasting=True))
            return saving.id
        if not self._save_failure_said:  # said once a page: play goes on
            self._save_failure_said = True
            # After this change has reached every subscriber (the screen too).
            # Lasting: against the computer its answer would clear it at once.
            later(
                lambda: self.store.say(
                    joined(self.store.visible_message(), t("save_failed")),
                    info=True,
                    lasting=True,
                )
            )
        return None

    def _stored_elsewhere(self, event: Any) -> None:
        """The saved games changed in another tab of this site (the
        browser's ``storage`` event never fires in the tab that wrote)."""
        if event.key in (storage.KEY, None) and self.store.screen == HOME:
            self.saved_games.render()

    def _keep_home_preview(self, event: Any) -> None:
        """Once as the page goes: a page that leaves is hidden first (its
        visibilitychange), so its pagehide keeps the list only where the
        browser did not hide it first."""
        hidden = js.document.visibilityState == "hidden"
        if hidden if event.type == "visibilitychange" else not hidden:
            self.saved_games.keep_preview()

    def _say_removed(self, dropped: list[storage.Saved]) -> None:
        """Tell the player of games in progress removed to make room (not
        of finished ones: that is expected), as "Continue a game" shows them."""
        removed: list[tuple[str, str]] = []  # name, when
        for game in dropped:
            session, _ = Session.from_record(game.record)
            if session is None:  # never listed, so never missed
                continue
            session.goto(min(game.cursor, len(session.line)))
            # Replayed: entries saved before ``finished`` existed read as unfinished.
            if not session.state.is_over():
                removed.append((session.info.name, when(game.updated)))
        if removed:
            name, date = removed[0]  # the oldest (``make_room``'s order)
            text = plural("saved.room", len(removed), game=name, when=date, limit=storage.MAX_SAVED)
            self.store.say(text, info=True, lasting=True)

    # --- keyboard and screen readers -------------------------------------

    def _view_holds_the_computer(self) -> bool:
        """The view on screen holds the computer back; a game whose view is
        not made yet (it just opened: a reload, a saved game) as its fresh
        view would."""
        session, view = self.store.session, self.table.view
        if session is None:
            return False
        if view is None or type(view) is not VIEWS[session.game_id]:
            view_class = VIEWS[session.game_id]
            return view_class.holds_the_computer_at_start(session.state, session.is_computer)
        return view.holds_the_computer()

    def _keyboard_view(self) -> View | None:
        return self.table.view if self.store.session is not None else None

    def _status_line(self, session: Session) -> str:
        """The status line as the panel shows it (the view's own first)."""
        return status_line(session, self.table.own_words(), self.table.end_shown())

    def _status_aloud(self, session: Session) -> str:
        """The status line as the announcer says it (``View.status_aloud``)."""
        return status_line(session, self.table.own_words_aloud(), self.table.end_shown())

    def _undo_redo_key(self, event: Any) -> None:
        """Ctrl+Z / Ctrl+Y on the play screen, outside text fields."""
        action = undo_redo_key(event)
        target = str(getattr(event.target, "tagName", "") or "").lower()
        if action is None or target in ("input", "textarea", "select"):
            return
        if self.store.screen != PLAY or js.document.querySelector("dialog[open]"):
            return
        event.preventDefault()
        (self.actions.undo if action == "undo" else self.actions.redo)()

    def _list_goto(self, count: int) -> None:
        """A move chosen in the move list: the position after it, except in
        a lesson, which is one line played step by step (a jump there left
        the step's words over a move already played, and its reply
        waiting for the last move)."""
        if self.store.lesson is None:
            self.store.goto(count)

    def toggle_notation(self) -> None:
        """The move list as the record's notation, or back to words."""
        storage.put(storage.NOTATION_KEY, "no" if notation_shown() else "yes")
        render_texts()
        self.store.retell()

    def _restore_votes(self, saved_id: str, session: Any) -> None:
        restore_votes(saved_votes.load(saved_id), session)


def mouse_only() -> bool:
    """Whether the page's pointers are all fine ones (a mouse, a touchpad):
    any touch screen keeps a finger's words ("Tap")."""
    media = js.window.matchMedia
    return bool(media("(any-pointer: fine)").matches) and not media("(any-pointer: coarse)").matches


async def check_for_update() -> str:
    """Whether the site has a newer version than this copy (``boot.js``)."""
    check = getattr(js.window.abstraktaBoot, "checkForUpdate", None)
    return str(await check()) if check is not None else "unknown"


def notation_shown() -> bool:
    return storage.get(storage.NOTATION_KEY) == "yes"


def later_ms(function: Any, milliseconds: int) -> None:
    later(function, milliseconds)


def now() -> float:
    return float(js.performance.now())


def log_thinking(start: float, end: float) -> None:
    """Thinking periods, for the page's own measurements (e2e, bench)."""
    js.window.abstraktaThinking.push(js.JSON.parse(f"[{start}, {end}]"))
