"""What a game's view is: it draws the position and turns taps into moves.

One view per game (``views/<game>.py``), registered in ``views/__init__``.
A view reads the rules' state in game terms and does all pixel maths
itself; it never decides legality: it asks ``state.legal_moves()`` and
plays through ``host.play``, which shows the rules' reason if refused.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from abstrakta.core import State
from ui.camera import Camera, ZoomButtons
from ui.i18n import t


class Host(Protocol):
    """What the app offers a view."""

    @property
    def state(self) -> State: ...  # type: ignore[type-arg]

    def play(self, move: str) -> bool:
        """Play a move; False (and a message shown) if the rules refuse."""
        ...

    def redraw(self) -> None: ...

    def pulse(self) -> None:
        """Draw the view's pulse again at the next frame (``draw_pulse``);
        the still board is unchanged."""
        ...

    def is_computer(self, seat: int) -> bool:
        """Whether the computer plays ``seat``."""
        ...

    def computers_turn(self) -> bool:
        """Whether the seat to move is the computer's (a person may not move)."""
        ...

    def ask_computer(self, op: str, answer: Any) -> None:
        """Ask the AI worker about the position (``values``: each move's
        value in a solved game; ``solve``: can the players still win?)."""
        ...

    def submit_votes(self, ballots: dict[int, str]) -> None:
        """The people's secret ballots at a SIMULTANEOUS node (choice texts);
        the app adds the computer's and plays the joint move."""
        ...

    def refresh(self) -> None:
        """Redraw the board and rebuild the panel (status, controls)."""
        ...

    def computer_may_go(self) -> None:
        """What held the computer back (``View.holds_the_computer``) is
        done: it may take its turn."""
        ...


class View:
    """Base class: subclasses draw and handle taps; the rest is optional."""

    @classmethod
    def relevant_options(cls, options: dict[str, str]) -> set[str] | None:
        """Which options the new-game screen shows, given the values chosen
        so far (None: all). Hidden options are sent with their defaults.
        Pure: the screen also asks it about values not chosen."""
        return None

    @classmethod
    def options_changed(cls, options: dict[str, str]) -> None:
        """The new-game screen's values changed (a view may narrow its own
        fields on the screen)."""

    def status(self) -> str | None:
        """A status line of the view's own (e.g. "hand the device to X"),
        or None for the app's (whose turn, the result)."""
        return None

    def status_aloud(self) -> str | None:
        """The status line as a screen reader hears it with each move: the
        view's own line, with what its panel says that no line does."""
        return self.status()

    def __init__(self, host: Host) -> None:
        self.host = host

    def reset(self) -> None:
        """The position changed from outside (undo, a link): drop any
        half-made choice such as a selected piece."""

    def game_ended(self) -> None:
        """A move has just ended the game: show what decided it."""

    def seat_tag(self, seat: int) -> str | None:
        """The tag of a seat the app plays ("computer", or "follows the
        lesson" in a lesson) beside its name; None for a person's."""
        is_computer = getattr(self.host, "is_computer", None)
        if is_computer is None or not is_computer(seat):
            return None
        scripted = getattr(self.host, "scripted", lambda s: False)(seat)
        return t("lesson_seat_tag" if scripted else "computer_tag")

    def persons_turn(self) -> bool:
        """A person is to move: only then does a view offer a move to make
        (in the computer's turn a newcomer took its hand for their own).
        Not at a chance draw, a vote or the end (``current_player`` < 0)."""
        return self.host.state.current_player() >= 0 and not self.host.computers_turn()

    def board_next(self) -> bool:
        """Whether the person's next step is on the board (else in the
        panel: the keyboard's place goes there when a panel control it was
        on goes away)."""
        return True

    def hint_seat(self) -> int | None:
        """The seat a hint would be for: the person to move; None when no
        person can use one now (the computer's turn, a draw, the end)."""
        return self.host.state.current_player() if self.persons_turn() else None

    def end_shown(self) -> bool:
        """Whether the board shows the game's end once it is over, so the
        status may say what it means for the person ("You lost."); a view
        that first tells the last move's story (a reveal) says False then."""
        return True

    def holds_the_computer(self) -> bool:
        """Whether the person must first see what the screen shows (a
        revealed vote) before the computer moves on; the view then calls
        ``host.computer_may_go``."""
        return False

    @staticmethod
    def holds_the_computer_at_start(state: State, is_computer: Callable[[int], bool]) -> bool:
        """``holds_the_computer`` of a view yet to be made for ``state``: a
        game that opens (a reload, a saved game) asks the computer before
        its view is made."""
        return False

    def say_computers_turn(self) -> None:
        """A tap in the computer's turn (or once a lesson is over): say so
        (the rules would refuse)."""
        flash = getattr(self.host, "flash", None)
        over = getattr(self.host, "lesson_over", lambda: False)()
        back = getattr(self.host, "looking_back", lambda: False)()
        if flash is not None:
            key = "lesson_over_now" if over else "looking_back_computer" if back else None
            flash(t(key or "computers_turn_now"))

    def say_refusal(self, text: str) -> None:
        """Say why a tap did nothing (the next tap clears it)."""
        flash = getattr(self.host, "flash", None)
        if flash is not None:
            flash(text)

    def say_aloud(self, text: str) -> None:
        """Say ``text`` to a screen reader only: what a panel button changed
        on the board that no line of the page says (a tile turned)."""
        say = getattr(self.host, "say_aloud", None)
        if say is not None:
            say(text)

    def draw(self, ctx: Any, width: float, height: float) -> None:
        """The still board: everything but the last move's pulse."""
        raise NotImplementedError

    def draw_pulse(self, ctx: Any) -> None:
        """The last move's fading pulse (``ui.views.flash``), over the still
        board: after each whole drawing, and alone in the frames the pulse
        asks for while it lasts."""

    def tap(self, x: float, y: float) -> None:
        """A tap or click at (x, y) CSS pixels on the canvas."""

    def clickable(self, x: float, y: float) -> bool:
        """Whether a click at (x, y) makes or readies a move now (a lit
        place, a piece to pick, a button drawn on the board): a mouse's
        pointer is a hand there."""
        return False

    def show_hint(self, move: str) -> bool:
        """Show ``move`` as a ghost on the board; False if the view cannot
        (the app then names the move in a message)."""
        return False

    def spots(self) -> dict[str, tuple[float, float]]:
        """Named places on the board (points, squares, hexes, buttons drawn
        on the canvas) and where they are now, in CSS pixels of the canvas.
        For an embedding page's overlays and for the end-to-end tests."""
        return {}

    def controls(self, container: Any) -> None:
        """Fill the panel's game area (a rotate button, the hands...).
        ``container`` is empty; leave it empty if the game needs nothing."""

    # Optional, for boards bigger than a phone: the canvas calls them for
    # a one-finger drag / a pinch or the mouse wheel when they exist.
    pan: Any = None
    zoom: Any = None

    def drag(self, x0: float, y0: float, x1: float, y1: float) -> None:
        """A drag from (x0, y0) to (x1, y1) on a board that does not pan: a
        mouse player's first try at moving a piece. Views with pieces that
        move take it as a move; others let it go."""

    #: R turns the piece being placed (the keyboard help says so only then).
    rotates: bool = False

    # --- keyboard and screen readers (driven by ``ui.keyboard``) -----------
    # The keyboard cursor walks the board's places; Enter there does what a
    # tap there does (the same selection logic, so no rule is repeated).

    def key_places(self) -> dict[str, tuple[float, float]]:
        """The places the keyboard cursor visits (points, squares, hexes,
        cells) and where they are on the canvas: ``spots()`` without the
        buttons and marks drawn on the canvas."""
        return places_of(self.spots())

    def key_start(self) -> str | None:
        """Where the cursor starts: a place where something can be done
        now, or None (the place nearest the board's centre)."""
        return None

    def key_hint(self) -> str | None:
        """The place a hint rings now (a lesson's step, the Hint button's
        move): the keyboard's cursor goes there when it is shown."""
        return None

    def key_enter(self, name: str) -> None:
        """Enter or Space on a place: what a tap there does."""
        xy = self.key_places().get(name)
        if xy is not None:
            self.tap(*xy)

    def key_rotate(self) -> bool:
        """R: turn the piece being placed; False if nothing turns here."""
        return False

    def key_cancel(self) -> None:
        """Escape: drop the half-made choice (a selected piece, a ghost)."""
        self.reset()
        self.host.refresh()

    def key_show(self, name: str) -> None:
        """Bring the place under the cursor into view (boards that pan)."""

    def key_zoom(self, name: str, factor: float) -> bool:
        """+ and -: magnify around the cursor; False if the board does not zoom."""
        return False

    def key_ring(self, name: str) -> float | None:
        """The cursor ring's half-size in CSS px around a place (None: from
        the gap to the nearest place)."""
        return None

    def place_words(self, name: str) -> str:
        """What is on a place and what can be done there, in the page's
        language ("" for an empty place with nothing to do): what a screen
        reader says for the cursor and lists in the board's text."""
        return ""

    def place_label(self, name: str) -> str:
        """A place's name for a player (a point or square name as printed
        on the board; games whose places have no printed name describe it)."""
        return name


#: Names in ``spots()`` that are not places: buttons, ghosts and hints.
NOT_PLACES = frozenset({"confirm", "cancel", "rotate", "ghost", "hint"})


def places_of(spots: dict[str, tuple[float, float]]) -> dict[str, tuple[float, float]]:
    """The board's places among ``spots()``: no buttons, ghosts or marks
    (``zoom_in``, ``last``, ``last2``...), and a mark standing on a place
    never hides it (the place, listed first, is kept)."""
    found: dict[str, tuple[float, float]] = {}
    taken: set[tuple[float, float]] = set()
    for name, xy in spots.items():
        mark = name.startswith(("zoom_", "last"))
        if name in NOT_PLACES or mark or tuple(xy) in taken:
            continue
        found[name] = xy
        taken.add(tuple(xy))
    return found


class PanZoomView(View):
    """A board bigger than a phone: a camera, zoom buttons drawn on the
    canvas, and a tap routed once for every such board: a button drawn on
    the canvas first, then the zoom buttons, then (while the board is too
    small to aim at) a zoom towards the tap, else the game's own tap.

    Subclasses set ``tap_zoom_below`` / ``tap_zoom_to`` (camera scales)
    and give ``tap_world``; ``canvas_buttons`` / ``press`` if they draw
    buttons; ``sync_size`` if the camera must learn the canvas's size first.
    """

    #: Below this scale a tap zooms in (to ``tap_zoom_to``) instead of playing.
    tap_zoom_below: float = 0.0
    tap_zoom_to: float = 0.0
    #: The panel's box is marked ``data-<panel_name>="panel"`` (the tests
    #: find it so); ``panel_gap`` spaces its parts.
    panel_name: str = ""
    panel_gap: str = "0.6rem"

    def __init__(self, host: Host, camera: Camera) -> None:
        super().__init__(host)
        self.camera = camera
        self.zoom_buttons = ZoomButtons()
        #: The ghost last brought into view (``bring_ghost_into_view``).
        self._ghost_shown = ""
        #: What the panel last said a tap does (``says_tap_zooms``), if it asked.
        self._said_zooms: bool | None = None
        # While zoomed, the board may slide out from under the buttons.
        camera.reserve_right = self.zoom_buttons.width
        #: The panel's game area, once ``controls`` has been given it.
        self.panel: Any = None

    def canvas_buttons(self) -> dict[str, tuple[float, float, float, float]]:
        """Buttons drawn on the canvas now: name -> (x, y, width, height)."""
        return {}

    def controls(self, container: Any) -> None:
        self.panel = container
        self.fill_panel()

    def fill_panel(self) -> None:
        """The panel's game area made again from ``panel_parts``."""
        from ui.dom import clear, make  # the browser's: this module stays CPython's too

        panel = self.panel
        if panel is None:
            return
        clear(panel)
        style = f"display:flex;flex-direction:column;gap:{self.panel_gap};width:100%"
        box = make("div", style=style)
        box.setAttribute(f"data-{self.panel_name}", "panel")
        for part in self.panel_parts():
            box.append(part)
        panel.append(box)

    def panel_parts(self) -> list[Any]:
        """The panel's parts for the position, top to bottom."""
        return []

    def tap_zooms(self) -> bool:
        """Whether a tap on the sized board zooms in (too small to aim at)."""
        return self.camera.fitted and self.camera.scale < self.tap_zoom_below

    def says_tap_zooms(self) -> bool:
        """``tap_zooms`` for the panel's words, remembered: the words are
        chosen before the frame that sizes the board for the position."""
        self._said_zooms = self.tap_zooms()
        return self._said_zooms

    def words_follow_zoom(self) -> None:
        """Called by ``draw`` once the camera has the frame's size: the
        panel's words said again if the frame changed what a tap does (the
        board's first size, a link to a grown board, a move that grew it).
        Once per change, so a panel that did not ask never loops."""
        zooms = self.tap_zooms()
        if self._said_zooms is not None and zooms != self._said_zooms:
            from ui.dom import later  # the page's timer (this module needs no js)

            self._said_zooms = zooms
            later(self.host.refresh)  # after this frame, not inside it

    def game_ended(self) -> None:
        """The whole board: a game ended zoomed in on a corner left the
        lines that won it (Tantrix's glow, Ta Yü's edges) out of sight."""
        self.camera.reset()

    def zoom_boxes(self) -> list[tuple[float, float, float, float]]:
        """The zoom buttons shown now, as (left, top, right, bottom): a
        ghost's buttons keep off them (``least_covering``'s ``clear_of``)."""
        return [
            (x, y, x + w, y + h) for x, y, w, h in self.zoom_buttons.boxes(self.camera).values()
        ]

    def press(self, name: str) -> None:
        """One of ``canvas_buttons`` was tapped."""

    def sync_size(self) -> None:
        """Bring the camera to the canvas's current size before a tap."""

    def tap_world(self, x: float, y: float) -> None:
        """A tap on the board itself, at canvas pixels (x, y)."""
        raise NotImplementedError

    def tap(self, x: float, y: float) -> None:
        self.sync_size()
        camera = self.camera
        for name, (bx, by, w, h) in self.canvas_buttons().items():
            if bx <= x <= bx + w and by <= y <= by + h:
                self.press(name)
                return
        action = self.zoom_buttons.hit(x, y, camera)
        if action is not None:
            self.zoom_buttons.apply(action, camera)
            self.update()
            return
        if camera.scale < self.tap_zoom_below:
            wx, wy = camera.to_world(x, y)
            camera.zoom_to(self.tap_zoom_to, x, y)
            self.clear_of_zoom_buttons(wx, wy)
            self.update()
            return
        self.tap_world(x, y)

    def clickable(self, x: float, y: float) -> bool:
        self.sync_size()
        for bx, by, w, h in self.canvas_buttons().values():
            if bx <= x <= bx + w and by <= y <= by + h:
                return True
        if self.zoom_buttons.hit(x, y, self.camera) is not None:
            return True
        if self.camera.scale < self.tap_zoom_below:
            return True  # a click zooms in
        return self.clickable_world(x, y)

    def clickable_world(self, x: float, y: float) -> bool:
        """``clickable`` on the board itself (no button there, no zoom)."""
        return False

    def clear_of_zoom_buttons(self, wx: float, wy: float) -> None:
        """Pan the least that takes world point (wx, wy), grown by a cell,
        out from under the zoom buttons: the place a tap zoomed in on,
        tapped again to play there, would otherwise press "+". Leftwards,
        else (the board's edge reached) upwards."""
        camera = self.camera
        boxes = self.zoom_boxes()
        if not boxes:
            return
        pad = camera.scale
        left = min(box[0] for box in boxes)
        top = min(box[1] for box in boxes)
        bottom = max(box[3] for box in boxes)
        for leftwards in (True, False):
            x, y = camera.to_screen(wx, wy)
            if not (x > left - pad and top - pad < y < bottom + pad):
                return
            if leftwards:
                camera.pan(left - pad - x, 0.0)
            else:
                camera.pan(0.0, top - pad - y)

    def ghost_box(self) -> tuple[float, float, float, float] | None:
        """The ghost shown, as (left, top, right, bottom) on the canvas;
        None without one."""
        return None

    def bring_ghost_into_view(self) -> None:
        """Zoomed in, a new ghost partly off the canvas or under the zoom
        buttons (a tap near the edge): pan the least that shows it whole,
        once per ghost, so the player may pan it away again."""
        ghost = getattr(self, "ghost", None)
        # The position is part of the key: the same move shown again after
        # an undo is a new ghost.
        key = f"{len(self.host.state.history)}:{ghost}" if ghost is not None else ""
        if key == self._ghost_shown:
            return
        self._ghost_shown = key
        camera = self.camera
        if not key or not camera.zoomed:
            return
        self.sync_size()
        box = self.ghost_box()
        if box is None:
            return
        inset = 8.0
        left, top, right, bottom = box
        width = camera.view_width
        for zoom_left, zoom_top, _, zoom_bottom in self.zoom_boxes():
            if top < zoom_bottom and zoom_top < bottom:  # the buttons' column beside it
                width = min(width, zoom_left)
        dx = max(0.0, inset - left) or min(0.0, width - inset - right)
        dy = max(0.0, inset - top) or min(0.0, camera.view_height - inset - bottom)
        if dx or dy:
            camera.pan(dx, dy)

    def update(self) -> None:
        """The selection or the camera changed: the panel and the board,
        not the rest of the page."""
        self.bring_ghost_into_view()
        keep_focus = getattr(self.host, "keep_focus", None)
        if keep_focus is not None:  # the keyboard's focus survives the refill
            keep_focus(self.fill_panel)
        else:
            self.fill_panel()
        self.host.redraw()

    def pan(self, dx: float, dy: float) -> None:  # type: ignore[override]
        if self.camera.pan(dx, dy):
            self.host.redraw()

    def zoom(self, factor: float, x: float, y: float) -> None:  # type: ignore[override]
        if self.camera.zoom(factor, x, y):
            self.update()

    def key_enter(self, name: str) -> None:
        """The keyboard aims exactly: never a zoom-instead-of-play tap."""
        self.sync_size()
        xy = self.key_places().get(name)
        if xy is not None:
            self.tap_world(*xy)

    def key_zoom(self, name: str, factor: float) -> bool:
        self.sync_size()
        xy = self.key_places().get(name)
        if xy is None:
            return False
        if self.camera.zoom(factor, *xy):
            self.update()
        return True

    def key_show(self, name: str) -> None:
        self.sync_size()
        xy = self.key_places().get(name)
        camera = self.camera
        if xy is not None and not camera.visible(*xy, slack=48.0):
            camera.show(*camera.to_world(*xy), slack=64.0)
            self.host.redraw()
