"""The page: screens, the game in play, the URL, saving, and the panel.

Data flows one way: a tap becomes a move string, the rules check and apply
it (``Session.play``), the view redraws, the URL fragment becomes the new
record and the game is saved. Nothing here knows a game's rules.
"""

from __future__ import annotations

import json
import secrets
from typing import Any

import js

from abstrakta.core import SIMULTANEOUS, AbstraktaError
from abstrakta.games import GAMES
from abstrakta.record import decode
from ui import api, storage, turns
from ui import share as share_sheet
from ui.canvas import BoardCanvas
from ui.dom import button, by_id, clear, make, on
from ui.i18n import error_text, language, pick_language, rules_text, set_language, t
from ui.new_game import ask_new_game, computer_levels
from ui.players import Players
from ui.session import Session
from ui.views import VIEWS
from ui.views.base import View

#: Longer moves (a whole random layout) are cut short in the move list.
MOVE_SHOWN = 16


class App:
    def __init__(self) -> None:
        self.session: Session | None = None
        self.view: View | None = None
        self.saved_id: str | None = None
        self.board = BoardCanvas(by_id("board"), self._draw)
        self.players = Players(self)

    # --- start ----------------------------------------------------------

    def start(self) -> None:
        chosen = storage.get(storage.LANGUAGE_KEY)
        set_language(chosen or pick_language([str(x) for x in js.navigator.languages]))
        js.document.documentElement.lang = language()
        on(by_id("home-button"), "click", lambda e: self.go_home())
        on(by_id("language-button"), "click", lambda e: self.toggle_language())
        on(by_id("undo-button"), "click", lambda e: self.undo())
        on(by_id("redo-button"), "click", lambda e: self.redo())
        on(by_id("draw-button"), "click", lambda e: self.offer_draw())
        on(by_id("share-button"), "click", lambda e: self.share())
        on(by_id("new-button"), "click", lambda e: self.ask_new_game(self.session.game_id))
        on(by_id("hint-button"), "click", lambda e: self.players.hint())
        for item in js.document.querySelectorAll("#game-list button"):
            game_id = str(item.dataset.game)
            if game_id in GAMES and game_id in VIEWS:
                item.disabled = False
                on(item, "click", lambda e, g=game_id: self.ask_new_game(g))
            else:
                item.title = t("coming_soon")
        by_id("language-button").disabled = False
        on(js.window, "popstate", lambda e: self.follow_url())
        on(js.window, "hashchange", lambda e: self.follow_url())
        self.render_texts()
        self.follow_url()
        self.start_from_query()
        js.window.abstraktaBoot.ready(api.dispatcher(self))

    def start_from_query(self) -> None:
        """``?game=<id>&<option>=<value>...`` (an embedding page's choice)
        starts that game when the fragment holds none."""
        params = js.URLSearchParams.new(js.location.search)
        if str(js.location.hash).lstrip("#") or not params.has("game"):
            return
        options = {
            str(name): str(value)
            for name, value in (tuple(pair) for pair in params.entries())
            if name not in ("game", "embed")
        }
        error = self.new_game(str(params.get("game")), options)
        if error:
            self.flash(error)

    # --- screens --------------------------------------------------------

    def go_home(self) -> None:
        if js.location.hash:
            js.history.pushState(None, "", js.location.pathname + js.location.search)
        self.show_home()

    def show_home(self) -> None:
        by_id("play").hidden = True
        by_id("home").hidden = False
        by_id("game-title").textContent = ""
        self.render_saved()

    def show_play(self) -> None:
        by_id("home").hidden = True
        by_id("play").hidden = False
        self.board.resize()

    # --- the URL is the game ---------------------------------------------

    def follow_url(self) -> None:
        """Show what the fragment names (a link, back or forward)."""
        text = str(js.location.hash).lstrip("#")
        if not text:
            self.show_home()
            return
        session = self.session
        if session and text == session.record():
            return
        if session and session.full_record().startswith(text) and decode(text).ok:
            # Back or forward along this game's own line: keep the line.
            moves = text.split("~")[-1]
            session.goto(len(moves.split("_")) if moves else 0)
            self.after_change(push=False)
            return
        self.open_record(text, from_link=True)

    def open_record(self, text: str, from_link: bool = False) -> str | None:
        """Open a record; returns the error text (the valid part is kept)."""
        session, error = Session.from_record(text)
        if session is None:
            message = t("bad_link_none", reason=error_text(error)) if error else ""
            if from_link and self.session is None:
                self.show_home()
            self.flash(message)
            return message
        self.adopt(session, self._saved_line_for(session))
        if error is not None:
            message = t("bad_link", reason=error_text(error))
            self.after_change(push=False)
            self.flash(message)
            return message
        self.after_change(push=False)
        if from_link:
            share_sheet.arrived(self, text)
        return None

    def _saved_line_for(self, session: Session) -> str | None:
        """A saved game this link continues (same moves so far), if any."""
        if not session.line:
            return None
        state = js.history.state
        wanted = str(state.saved) if state and getattr(state, "saved", None) else None
        saved = [(g.id, g.record) for g in storage.load_all() if wanted in (None, g.id)]
        return turns.continued_game(session.game_id, session.options, session.line, saved)

    def adopt(self, session: Session, saved_id: str | None) -> None:
        """Make ``session`` the game on screen."""
        if saved_id is not None:
            saved = next(g for g in storage.load_all() if g.id == saved_id)
            full, _ = Session.from_record(saved.record)
            if full is not None and full.line[: session.cursor] == session.line:
                full.goto(session.cursor)
                session = full
            session.seats = dict(saved.seats)
            session.seed = saved.seed or session.seed
        self.session = session
        self.saved_id = saved_id or secrets.token_hex(6)
        self.view = VIEWS[session.game_id](self)
        self.board.on_tap = self.view.tap
        self.board.on_pan = self.view.pan
        self.board.on_zoom = self.view.zoom
        by_id("game-title").textContent = session.info.name
        self.show_play()

    def new_game(
        self, game_id: str, options: dict[str, str], seats: dict[int, str] | None = None
    ) -> str | None:
        """Start a game; ``seats`` gives computer seats their level."""
        try:
            session = Session.new(game_id, options)
        except KeyError:
            return t("bad_link_none", reason=rules_text("record_game", game=game_id))
        except AbstraktaError as error:
            return error_text(error)
        levels = computer_levels(game_id)
        session.seats = {
            seat: level
            for seat, level in (seats or {}).items()
            if level in levels and 0 <= seat < session.state.num_players()
        }
        self.adopt(session, None)
        self.after_change(push=True)
        return None

    def after_change(self, push: bool = True, played: str | None = None) -> None:
        """The position changed: URL, saved game, screen, embedding page."""
        session = self.session
        assert session is not None
        record = session.record()
        if str(js.location.hash).lstrip("#") != record:
            state = js.JSON.parse(json.dumps({"saved": self.saved_id}))
            if push:
                js.history.pushState(state, "", "#" + record)
            else:
                js.history.replaceState(state, "", "#" + record)
        if session.line:
            storage.save(
                storage.Saved(
                    self.saved_id or "",
                    session.full_record(),
                    session.cursor,
                    0,
                    session.seats,
                    session.seed,
                )
            )
        if self.view:
            self.view.reset()
        self.refresh()
        if played is not None:
            detail = {"move": played, "record": record, "status": api.status(self)}
            js.window.abstraktaBoot.emit("move", json.dumps(detail))
            if session.state.is_over():
                js.window.abstraktaBoot.emit("over", json.dumps(detail))
        self.players.on_change()

    # --- playing ----------------------------------------------------------

    @property
    def state(self) -> Any:
        assert self.session is not None
        return self.session.state

    def play(self, move: str, by_computer: bool = False) -> bool:
        """Play a move for the seat to move; show the rules' reason if refused."""
        error = self.try_play(move, by_computer)
        if error is not None:
            self.flash(error)
            self.redraw()
            return False
        return True

    def try_play(self, move: str, by_computer: bool = False) -> str | None:
        if self.session is None:
            return t("bad_link_none", reason=rules_text("record_empty"))
        if not by_computer and self.players.computers_turn():
            return t("computers_turn")
        try:
            self.session.play(move)
        except AbstraktaError as error:
            return t("illegal", reason=error_text(error))
        self.flash("")
        self.after_change(push=True, played=move)
        return None

    def ask_computer(self, op: str, answer: Any) -> None:
        """Ask the AI worker about the position on screen (``values``,
        ``solve``...); an answer for a position no longer shown is dropped."""
        assert self.session is not None
        record = self.session.record()

        def deliver(data: dict[str, Any]) -> None:
            if self.session is not None and self.session.record() == record:
                answer(data)

        self.players.computer.ask(op, record, None, "normal", deliver)

    def is_computer(self, seat: int) -> bool:
        return self.players.is_computer(seat)

    def submit_votes(self, ballots: dict[int, str]) -> None:
        self.players.submit_votes(ballots)

    def undo(self) -> None:
        """Take back the last move; against the computer, back to the
        person's last move."""
        session = self.session
        if session and session.undo():
            while self.players.computers_turn() and session.can_undo():
                session.undo()
            self.flash("")
            self.after_change(push=True)

    def redo(self) -> None:
        if self.session and self.session.redo():
            self.flash("")
            self.after_change(push=True)

    def offer_draw(self) -> None:
        state = self.state
        seat = state.current_player()
        if seat < 0 or not state.allows_agreed_draw:
            return
        other = (seat + 1) % state.num_players()
        question = t(
            "draw_offer",
            seat=rules_text(state.seat_name(seat)),
            other=rules_text(state.seat_name(other)),
        )
        self.dialog(
            [make("p", question)],
            [(t("decline"), ""), (t("accept"), "accept")],
            lambda answer: self.play("draw") if answer == "accept" else None,
        )

    def share(self) -> None:
        share_sheet.open_sheet(self)

    def ask_new_game(self, game_id: str) -> None:
        ask_new_game(self, game_id)

    # --- drawing the panel --------------------------------------------------

    def redraw(self) -> None:
        self.board.redraw()

    def _draw(self, ctx: Any, width: float, height: float) -> None:
        if self.view is not None and self.session is not None:
            self.view.draw(ctx, width, height)

    def refresh(self) -> None:
        """Redraw the board and rebuild the panel."""
        session = self.session
        if session is None:
            return
        state = session.state
        by_id("status").innerHTML = ""
        by_id("status").append(make("span", self.status_text()))
        last = session.last_move()
        if last:
            by_id("status").append(make("small", t("last_move", move=last)))
        by_id("undo-button").disabled = not session.can_undo()
        by_id("redo-button").disabled = not session.can_redo()
        by_id("draw-button").hidden = not state.allows_agreed_draw
        by_id("draw-button").disabled = state.current_player() < 0
        by_id("hint-button").hidden = state.is_over() or not any(
            self.players.is_computer(s) for s in range(state.num_players())
        )
        controls = by_id("game-controls")
        clear(controls)
        if self.view is not None:
            self.view.controls(controls)
        self.render_moves()
        share_sheet.update_send_button(self)
        self.redraw()

    def refresh_status(self) -> None:
        """Only the status line (the computer started or stopped thinking)."""
        first = by_id("status").firstChild
        if first is not None:
            first.textContent = self.status_text()

    def status_text(self) -> str:
        state = self.state
        outcome = state.outcome()
        own = self.players.status() or (self.view.status() if self.view is not None else None)
        if own:
            return own
        if outcome is None:
            seat = state.current_player()
            if seat == SIMULTANEOUS:
                return t("vote")
            return t("to_move", seat=rules_text(state.seat_name(seat)))
        winners = outcome.winners
        reason = rules_text(outcome.reason)
        if not winners:
            lost = max(outcome.returns) < 0
            return f"{t('lost_all') if lost else t('draw_result')} — {reason}"
        names = ", ".join(rules_text(state.seat_name(s)) for s in winners)
        key = "wins" if len(winners) == 1 else "win_all"
        return f"{t(key, seat=names, seats=names)} — {reason}"

    def render_moves(self) -> None:
        session = self.session
        assert session is not None
        listing = by_id("move-list")
        clear(listing)
        for index, (mover, move) in enumerate(session.moves_played()):
            if mover >= 0:
                who = rules_text(session.state.seat_name(mover))
            elif mover == SIMULTANEOUS:
                who = t("vote")
            else:
                who = t("chance")
            # A layout drawn at random is a long string: its start names it.
            shown = move if len(move) <= MOVE_SHOWN else move[: MOVE_SHOWN - 1] + "…"
            item = make("li", f"{who}: {shown}")
            item.title = move
            on(item, "click", lambda e, n=index + 1: self.goto(n))
            listing.append(item)
        if listing.lastChild:
            listing.lastChild.className = "current"
            # Scroll the list itself, never the page (on a phone the list is
            # below the board, and scrolling to it would hide the board).
            listing.scrollTop = listing.scrollHeight

    def goto(self, cursor: int) -> None:
        assert self.session is not None
        self.session.goto(cursor)
        self.after_change(push=True)

    def render_saved(self) -> None:
        games = storage.load_all()
        section, listing = by_id("saved"), by_id("saved-list")
        clear(listing)
        section.hidden = not games
        by_id("saved-title").textContent = t("continue")
        for game in games[:8]:
            session, _ = Session.from_record(game.record)
            if session is None:
                continue
            status = t("move_count", count=game.cursor)
            item = make("li")
            item.append(
                button(
                    f"{session.info.name} · {status}",
                    lambda g=game: self.open_saved(g),
                )
            )
            listing.append(item)

    def open_saved(self, game: storage.Saved) -> None:
        session, _ = Session.from_record(game.record)
        if session is None:
            return
        session.goto(min(game.cursor, len(session.line)))
        session.seed = game.seed or session.seed
        self.session, self.saved_id = None, None
        self.adopt(session, None)
        self.saved_id = game.id
        self.after_change(push=True)

    def render_texts(self) -> None:
        for element_id, key in (
            ("undo-button", "undo"),
            ("redo-button", "redo"),
            ("draw-button", "offer_draw"),
            ("share-button", "share"),
            ("new-button", "new_game"),
            ("hint-button", "hint"),
            ("moves-title", "moves"),
        ):
            by_id(element_id).textContent = t(key)
        if self.session is not None:
            self.refresh()
        else:
            self.render_saved()

    def toggle_language(self) -> None:
        set_language("en" if language() == "it" else "it")
        storage.put(storage.LANGUAGE_KEY, language())
        js.document.documentElement.lang = language()
        self.render_texts()

    # --- messages and dialogs -------------------------------------------------

    def flash(self, text: str, info: bool = False) -> None:
        box = by_id("message")
        box.textContent = text
        box.className = "message info" if info else "message"
        box.hidden = not text

    def dialog(self, body: list[Any], buttons: list[tuple[str, str]], done: Any) -> None:
        """A modal dialog; ``done(value)`` gets the pressed button's value."""
        dialog = by_id("dialog")
        holder, row = by_id("dialog-body"), by_id("dialog-buttons")
        clear(holder)
        clear(row)
        for node in body:
            holder.append(node)
        for index, (label, value) in enumerate(buttons):
            element = make("button", label, value=value)
            if index == len(buttons) - 1:
                element.className = "primary"
            row.append(element)
        self._dialog_done = done
        if not getattr(self, "_dialog_wired", False):
            self._dialog_wired = True
            on(dialog, "close", lambda e: self._dialog_closed())
        dialog.returnValue = ""
        dialog.showModal()

    def _dialog_closed(self) -> None:
        done, self._dialog_done = self._dialog_done, None
        if done is not None:
            done(str(by_id("dialog").returnValue))
