"""Playing the board with the keyboard, for every game in one place.

Tab reaches the board's canvas; the arrow keys move a cursor (a ring
drawn over the board) from place to place in the arrow's direction;
Enter or Space does there what a tap does (the view's own selection
logic: ``View.key_enter``); Escape drops a half-made choice; R turns the
piece being placed; Home goes back to where something can be done; + and
- zoom a board that pans.
Anywhere on the play screen Ctrl+Z undoes and Ctrl+Y (or Ctrl+Shift+Z)
redoes. Each view only lists its places and says what is on them.

``step`` and ``centre_most`` are pure (tested in CPython); ``BoardKeys``
is the browser's side.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from abstrakta.games import GAMES
from ui.i18n import add_ui_texts, t
from ui.page_game import page_game

add_ui_texts(
    {
        "kb.board": "{Board}. Arrow keys move between places, Enter or Space plays, "
        "Escape cancels.",
        "kb.board_rotate": "R rotates.",
        "kb.help_title": "Keyboard",
        "kb.help": "Tab to the {board}. Arrow keys: move between places. Enter or Space: "
        "select, place, confirm. Escape: cancel. Home: back to a place where you can play.",
        "kb.help_rotate": "R: rotate the piece.",
        "kb.help_zoom": "+ and −: zoom the {board}.",
        "kb.help_undo": "Ctrl+Z: undo. Ctrl+Y or Ctrl+Shift+Z: redo.",
        "kb.help_moves": "In the move list: arrow keys go through the game a move at a "
        "time, Home and End to its first and last move.",
        "kb.board_text": "The {board} in words",
        "kb.nothing": "Nothing on the {board} yet.",
        "kb.empty": "empty",
        "kb.selected": "selected",
        "kb.place_here": "you can play here",
        "kb.move_here": "Enter moves the selected piece here",
        "kb.can_move": "can move: Enter selects it",
        "kb.piece": "{seat} piece",
        "kb.shown": "{what} shown here: Enter confirms, R rotates, Escape cancels",
        "kb.hinted": "the suggested move",
        "kb.surface.board": "board",
        "kb.surface.table": "board",
    },
    {
        "kb.board": "{Board}. Con le frecce ti sposti tra le posizioni, Invio o Spazio gioca, "
        "Esc annulla.",
        "kb.board_rotate": "R ruota.",
        "kb.help_title": "Tastiera",
        "kb.help": "Tab porta al {board}. Frecce: spostarsi tra le posizioni. Invio o Spazio: "
        "scegliere, posare, confermare. Esc: annullare. Home: tornare a una posizione in cui "
        "si può giocare.",
        "kb.help_rotate": "R: ruotare la tessera.",
        "kb.help_zoom": "+ e −: ingrandire il {board}.",
        "kb.help_undo": "Ctrl+Z: annullare la mossa. Ctrl+Y o Ctrl+Maiusc+Z: ripeterla.",
        "kb.help_moves": "Nell'elenco delle mosse: le frecce percorrono la partita una mossa "
        "alla volta, Home e Fine vanno alla prima e all'ultima mossa.",
        "kb.board_text": "Il {board} a parole",
        "kb.nothing": "Il {board} è ancora vuoto.",
        "kb.empty": "vuoto",
        "kb.selected": "scelta",
        "kb.place_here": "puoi giocare qui",
        "kb.move_here": "Invio sposta qui la pedina scelta",
        "kb.can_move": "si può muovere: Invio la sceglie",
        "kb.piece": "pedina {seat.del}",
        "kb.shown": "{what} mostrata qui: Invio conferma, R ruota, Esc annulla",
        "kb.hinted": "la mossa suggerita",
        "kb.surface.board": "tavoliere",
        "kb.surface.table": "tavolo",
    },
)


def surface_words(game_id: str | None) -> dict[str, str]:
    """What the texts call the game's board, ``{board}`` and ``{Board}``:
    Tantrix's tiles lie on a table (Italian: "tavolo", as its guide and
    lesson say), every other game has a board ("tavoliere")."""
    surface = page_game(game_id).surface if game_id is not None and game_id in GAMES else "board"
    word = t(f"kb.surface.{surface}")
    return {"board": word, "Board": word[:1].upper() + word[1:]}


def keyboard_texts(rotates: bool, zooms: bool, game_id: str | None = None) -> tuple[str, str]:
    """The board's name and the keyboard help for the game on the table
    (``game_id``; None off the play screen): R and + / − only where the
    board turns a piece or zooms."""
    board_words = surface_words(game_id)
    board = [t("kb.board", **board_words), t("kb.board_rotate") if rotates else ""]
    help_parts = [
        t("kb.help", **board_words),
        t("kb.help_rotate") if rotates else "",
        t("kb.help_zoom", **board_words) if zooms else "",
        t("kb.help_undo"),
        t("kb.help_moves"),
    ]
    return " ".join(p for p in board if p), " ".join(p for p in help_parts if p)


#: Arrow key -> direction on the canvas (y grows downwards).
DIRECTIONS: dict[str, tuple[float, float]] = {
    "ArrowUp": (0.0, -1.0),
    "ArrowDown": (0.0, 1.0),
    "ArrowLeft": (-1.0, 0.0),
    "ArrowRight": (1.0, 0.0),
}

Places = dict[str, tuple[float, float]]


def step(places: Places, current: str, direction: tuple[float, float]) -> str | None:
    """The place an arrow leads to from ``current``: the nearest one lying
    within about 60 degrees of the arrow (near and straight preferred); None
    if there is none that way (the cursor stays)."""
    if current not in places:
        return None
    x0, y0 = places[current]
    dx, dy = direction
    best: tuple[float, str] | None = None
    for name, (x, y) in places.items():
        vx, vy = x - x0, y - y0
        along = vx * dx + vy * dy
        if along <= 0.5:
            continue
        across = abs(vx * dy - vy * dx)
        if across > 1.8 * along:
            continue
        score = along + across  # a near neighbour off the line beats a far one on it
        if best is None or score < best[0]:
            best = (score, name)
    return best[1] if best is not None else None


def centre_most(places: Places) -> str | None:
    """The place nearest the middle of all of them (where a cursor with
    nowhere better to be starts)."""
    if not places:
        return None
    xs = [x for x, _ in places.values()]
    ys = [y for _, y in places.values()]
    mid = (sum(xs) / len(xs), sum(ys) / len(ys))
    return min(places, key=lambda name: math.dist(places[name], mid))


def ring_radius(places: Places, name: str) -> float:
    """The cursor ring's size: about half the gap to the nearest place."""
    here = places[name]
    gaps = [math.dist(here, xy) for other, xy in places.items() if other != name]
    gap = min(gaps) if gaps else 60.0
    return min(60.0, max(14.0, 0.55 * gap))


class Cursor:
    """Where the keyboard cursor is, kept valid as places come and go."""

    def __init__(self) -> None:
        self.name: str | None = None
        #: The hint the cursor last went to: a new one takes it there once
        #: (a lesson's step, the Hint button), then the arrows move it on.
        self.hint_taken: str | None = None

    def place(self, view: Any, places: Places) -> str | None:
        """The cursor's place: a hint just shown, else where it was, else
        (gone) the view's start."""
        hint = view.key_hint()
        if hint in places and hint != self.hint_taken:
            self.name = hint
        self.hint_taken = hint
        if self.name not in places:
            start = view.key_start()
            self.name = start if start in places else centre_most(places)
        return self.name

    def home(self, view: Any, places: Places) -> str | None:
        """Home: the hint shown, else the view's start."""
        hint = view.key_hint()
        self.name = hint if hint in places else None
        return self.place(view, places)

    def move(self, places: Places, key: str) -> bool:
        if self.name is None:
            return False
        target = step(places, self.name, DIRECTIONS[key])
        if target is None:
            return False
        self.name = target
        return True


def hinted_words(view: Any, name: str) -> str:
    """What is on a place and can be done there, after "the suggested
    move" where a hint rings it."""
    words = str(view.place_words(name))
    if view.key_hint() == name:
        return f"{t('kb.hinted')}; {words}" if words else t("kb.hinted")
    return words


def cursor_words(view: Any, name: str) -> str:
    """What a screen reader says for the cursor: the place and what is
    there ("empty" where nothing is and nothing can be done: a name alone,
    after an Asterismo piece was taken, read as cut off)."""
    label = view.place_label(name)
    words = hinted_words(view, name) or t("kb.empty")
    return f"{label}: {words}"


def board_lines(view: Any) -> list[str]:
    """The board's text equivalent: one line per place with something on
    it or something to do there."""
    lines = []
    for name in view.key_places():
        words = hinted_words(view, name)
        if words:
            lines.append(f"{view.place_label(name)}: {words}")
    return lines


class BoardKeys:
    """The browser's side: key handling on the canvas, the cursor ring
    and what the cursor's live region says."""

    def __init__(
        self,
        canvas: Any,
        view: Callable[[], Any],
        redraw: Callable[[], None],
        say: Callable[[str], None],
        record: Callable[[], str | None],
        before_enter: Callable[[], None] = lambda: None,
    ) -> None:
        from ui.dom import listen  # the browser's side only

        self.canvas = canvas
        self.view = view
        self.redraw = redraw
        self.say = say
        self.record = record
        #: Called before Enter acts, as before a tap (``Store.forget_refusal``):
        #: the refusal of an earlier Enter would describe the wrong place.
        self.before_enter = before_enter
        self.cursor = Cursor()
        #: The ring shows while the board has the keyboard's focus: a tab
        #: to it, or a key pressed on it; not a tap or a click (a phone's
        #: player saw a blue bracket stay on the last point touched).
        self.ring_shown = False
        #: The position the cursor's words were said at: a move (any
        #: seat's) makes them stale, and they are then cleared.
        self.said_at: str | None = None
        self.cleared = True
        listen(canvas, "keydown", self._key)
        listen(canvas, "focus", lambda event: self._focus(True))
        listen(canvas, "blur", lambda event: self._focus(False))

    def _focus(self, focused: bool) -> None:
        self.ring_shown = focused and bool(self.canvas.matches(":focus-visible"))
        if focused:
            self._say_cursor()
        self.redraw()

    def _say_cursor(self) -> None:
        view = self.view()
        if view is None:
            return
        name = self.cursor.place(view, view.key_places())
        if name is not None:
            # The place's id, for tests and embedding pages (never read out).
            self.canvas.setAttribute("data-cursor", name)
            self.say(cursor_words(view, name))
            self.said_at, self.cleared = self.record(), False

    def _key(self, event: Any) -> None:
        view = self.view()
        if view is None or event.ctrlKey or event.metaKey or event.altKey:
            return
        key = str(event.key)
        self.ring_shown = True
        places = view.key_places()
        name = self.cursor.place(view, places)
        if key in DIRECTIONS:
            event.preventDefault()
            if self.cursor.move(places, key) and self.cursor.name is not None:
                view.key_show(self.cursor.name)
            self._say_cursor()
        elif key in ("Enter", " "):
            event.preventDefault()
            if name is None:
                return
            before = self.record()
            self.before_enter()
            view.key_enter(name)
            if self.record() == before:  # no move: say what changed here
                self._say_cursor()
        elif key == "Escape":
            event.preventDefault()
            view.key_cancel()
            self._say_cursor()
        elif key in ("r", "R"):
            event.preventDefault()
            if view.key_rotate():
                self._say_cursor()
        elif key in ("+", "=", "-"):
            event.preventDefault()
            if name is not None:
                view.key_zoom(name, 1.6 if key != "-" else 1 / 1.6)
        elif key == "Home":
            event.preventDefault()
            home = self.cursor.home(view, places)
            if home is not None:
                view.key_show(home)
            self._say_cursor()
        else:
            return
        self.redraw()

    def paint(self, ctx: Any) -> None:
        """The cursor ring, over the board, while the board has the focus."""
        # A move (any seat's) made the words said stale: they are cleared,
        # not said anew (the move itself is being announced), unless the
        # cursor is on the move now suggested.
        stale = self.record() != self.said_at
        if stale and not self.cleared:
            self.cleared = True
            self.say("")
        view = self.view()
        if not self.ring_shown or view is None:
            return
        places = view.key_places()
        before = self.cursor.name
        name = self.cursor.place(view, places)
        if name is None:
            return
        if (name != before or stale) and name == view.key_hint():
            self._say_cursor()  # a hint took the cursor: say where it went
        x, y = places[name]
        radius = view.key_ring(name) or ring_radius(places, name)
        # A square bracket, unlike the games' round rings: the cursor is
        # never mistaken for a target or a selection.
        side = 2 * radius
        ctx.save()
        ctx.setLineDash([])
        for width, colour in ((8.0, "#ffffff"), (4.0, "#0a4d8c")):
            ctx.lineWidth = width
            ctx.strokeStyle = colour
            ctx.beginPath()
            ctx.roundRect(x - radius, y - radius, side, side, radius * 0.3)
            ctx.stroke()
        ctx.restore()


def undo_redo_key(event: Any) -> str | None:
    """``undo`` / ``redo`` for Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y (Cmd on a Mac)."""
    if not (event.ctrlKey or event.metaKey) or event.altKey:
        return None
    key = str(event.key).lower()
    if key == "z":
        return "redo" if event.shiftKey else "undo"
    if key == "y":
        return "redo"
    return None
