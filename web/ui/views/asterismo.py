"""Asterismo on a canvas: the tree of coloured pieces on the hex rhombus,
the players' harvests, and the cooperative tools around them.

- The pour is drawn by the app (a chance move); the pieces that were not
  alive in it, the initial harvest, are shared out first: the panel lists
  them with the rules' proposal (``proposed_share``), the players change it
  by tapping a piece (in the panel or, ghosted, on the board) or a seat's
  name, and "Confirm the share" plays the ``sN`` moves in order.
- Taking a piece: a tap selects it and the panel (and a ✓ / ✗ pair on the
  board) asks to confirm. If the take would make pieces fall or split the
  tree (``state.effect``), the board shows which (crosses, hatching), a
  banner says so and confirming asks once more: the take loses the game.
  Safe pieces are marked only while "Show safe pieces" is on.
- Marks (talking variant, ``marks_allowed``): a player chooses "Mark as
  Player N" and taps pieces to mark or unmark them; marks are talk, not
  moves: they are kept in the browser with the pour, never in the record.
- "Can we still win?" asks the solver in the AI worker (never on the
  page's thread) and says yes / no / unknown; "Show the next move" puts
  the next take of a winning order on the board as a ghost (while
  sharing: selects a winning share).

Every piece, harvest, effect and result comes from the rules' public API;
the view only draws it and turns taps into move strings for ``host.play``.
"""

from __future__ import annotations

from typing import Any

from abstrakta.games.asterismo import (
    BOARD_CELLS,
    AsterismoState,
    Give,
    Take,
    TakeEffect,
    cell_name,
    parse_cell,
)
from abstrakta.grids import HEX_DIRECTIONS, Hex
from ui.camera import Camera
from ui.dom import bring_into_view, later, make
from ui.i18n import plural, t
from ui.views import asterismo_panel
from ui.views.asterismo_draw import (
    ACCENT,
    BANNER_EDGE,
    DANGER,
    GHOST_EDGE,
    LAST_EDGE,
    TABLE,
    Layout,
    banner_height,
    button_corners,
    empty_cell_shown,
    meets,
    on_canvas,
    paint_badge,
    paint_banner,
    paint_button,
    paint_cell,
    paint_cross,
    paint_hatch,
    paint_mark,
    paint_name,
    paint_outline,
    paint_piece,
    paint_safe,
)
from ui.views.asterismo_marks import PourMarks
from ui.views.asterismo_words import colour_word, effect_words, fall_banner, seat_word
from ui.views.base import PanZoomView
from ui.views.button_place import least_covering
from ui.views.flash import Flash

#: Below this many CSS px per hex size a tap zooms in instead of choosing
#: (a hex is then under 26 px across).
TAP_ZOOM_BELOW = 15.0
#: The scale a zooming tap goes to (a hex about 40 px across).
TAP_ZOOM_TO = 23.0
#: Side of the ✓ / ✗ buttons on the canvas (CSS px).
BUTTON = 44.0
#: How long to wait for the solver before saying it did not answer (ms).
SOLVER_TIMEOUT_MS = 120_000


class AsterismoView(PanZoomView):
    panel_name = "asterismo"
    tap_zoom_below = TAP_ZOOM_BELOW
    tap_zoom_to = TAP_ZOOM_TO

    def __init__(self, host: Any) -> None:
        super().__init__(host, Camera(1.0, 1.0, margin=6.0))
        self.layout = Layout()
        #: The piece tapped, waiting for the take to be confirmed.
        self.selected: Hex | None = None
        #: A suggested take (the solver's next move, the computer's hint).
        self.ghost: Hex | None = None
        #: A hint's piece, shown as the ghost (``key_hint``).
        self.hinted: Hex | None = None
        #: "Show safe pieces" is on.
        self.show_safe = False
        #: The seat whose marks taps set (None: taps take pieces).
        self.marking: int | None = None
        #: The marks kept for the pour shown: cell -> seat.
        self.pour_marks = PourMarks()
        #: The share being prepared: a seat for each piece still to share.
        self.share: list[int] = []
        self._share_key: tuple[Any, ...] | None = None
        #: The solver's answer ({winnable, moves} or {error}) for a record.
        self.answer: tuple[str, dict[str, Any]] | None = None
        self._asking: str | None = None
        self._safe_key: tuple[Any, ...] | None = None
        self._safe: set[Hex] = set()
        self._buttons_key: tuple[Any, ...] | None = None
        self._buttons: dict[str, tuple[float, float, float, float]] = {}
        #: The pulse on the last take (``ui.views.flash``).
        self.flash = Flash()

    @property
    def state(self) -> AsterismoState:
        return self.host.state  # type: ignore[return-value]

    def _key(self) -> tuple[Any, ...]:
        state = self.state
        return (id(state), len(state.history))

    def reset(self) -> None:
        self.selected = None
        self.ghost = None
        self.hinted = None
        # A position change drops the worker's pending answers (the app
        # forgets them): a question for another position is no longer asked.
        if self._asking is not None and self._asking != self.record():
            self._asking = None

    # --- what the rules say now ---------------------------------------------------

    def playing(self) -> bool:
        return self.state.phase == "play"

    def safe(self) -> set[Hex]:
        key = self._key()
        if key != self._safe_key:
            self._safe_key = key
            self._safe = set(self.state.safe_cells()) if self.playing() else set()
        return self._safe

    def effect(self) -> TakeEffect | None:
        """What taking the selected piece would do."""
        state = self.state
        if self.selected is None or state.colour_at(self.selected) is None:
            return None
        return state.effect(self.selected)

    def shares(self) -> list[int]:
        """The seat proposed for each piece still to share (the rules'
        proposal until the players change it)."""
        state = self.state
        key = self._key()
        if key != self._share_key:
            self._share_key = key
            self.share = [give.seat for give in state.proposed_share()]
        return self.share

    def record(self) -> str | None:
        session = getattr(self.host, "session", None)
        return session.record() if session is not None else None

    # --- marks (talking variant) ----------------------------------------------------

    def _marks(self) -> dict[Hex, int]:
        """This pour's marks, as kept (``ui.views.asterismo_marks``)."""
        history = self.state.history
        return self.pour_marks.on(history[0] if history else None, self.state.num_players())

    def visible_marks(self) -> dict[Hex, int]:
        """Marks on pieces still in the tree (the variant allows them)."""
        state = self.state
        if not state.marks_allowed:
            return {}
        return {
            cell: seat for cell, seat in self._marks().items() if state.colour_at(cell) is not None
        }

    def toggle_mark(self, cell: Hex) -> None:
        if self.marking is None:
            return
        self._marks()  # this pour's, read before one is changed
        self.pour_marks.toggle(cell, self.marking)
        self.update()

    def set_marking(self, seat: int) -> None:
        self.marking = None if self.marking == seat else seat
        self.selected = None
        self.update()

    def clear_marks(self) -> None:
        self._marks()  # this pour's, read before they go
        self.pour_marks.clear()
        self.marking = None
        self.update()

    # --- geometry -----------------------------------------------------------------------

    def sync_size(self) -> None:
        """Fit the camera to the canvas box and the pour (a tap or a spots()
        call may come before the next frame)."""
        board = getattr(self.host, "board", None)
        canvas = getattr(board, "canvas", None)
        if canvas is not None:
            box = canvas.parentElement.getBoundingClientRect()
            if box.width > 0 and box.height > 0:
                self.camera.fit(float(box.width), float(box.height))
        self.layout.update(self.camera, self.state.layout or BOARD_CELLS)

    def canvas_buttons(self) -> dict[str, tuple[float, float, float, float]]:
        """The selection's ✗ (cancel) and ✓ (take): as near the piece as
        the canvas has room clear of every piece (``button_corners``),
        else, zoomed in, where they hide the fewest of it and its
        neighbours (what could fall), then the fewest pieces."""
        camera = self.camera
        if self.selected is None or not camera.fitted or not self.playing():
            return {}
        key = (
            self._key(),
            self.selected,
            camera.scale,
            camera.centre_x,
            camera.centre_y,
            camera.view_width,
            camera.view_height,
        )
        if key == self._buttons_key:
            return self._buttons
        self._buttons_key = key
        self._buttons = self._place_buttons()
        return self._buttons

    def _place_buttons(self) -> dict[str, tuple[float, float, float, float]]:
        camera, layout = self.camera, self.layout
        assert self.selected is not None
        size = camera.scale
        gap = 8.0
        row = (2 * BUTTON + gap, BUTTON)
        view = (camera.view_width, camera.view_height)
        pieces = self.state.pieces()
        shown = [layout.screen(camera, cell) for cell in pieces]
        corners = button_corners(
            layout.screen(camera, self.selected),
            size,
            row,
            view,
            shown,
            avoid=list(self.zoom_buttons.boxes(camera).values()),
        )
        # Every piece is a take the player may want instead, or one that
        # would fall: none is hidden (any part of it, the pad) if the canvas
        # has room; else first the selection and its neighbours stay seen.
        q, r = self.selected
        near = {(q + dq, r + dr) for dq, dr in HEX_DIRECTIONS} | {self.selected}
        x, y = least_covering(
            corners,
            row,
            view,
            [layout.screen(camera, cell) for cell in near if cell in pieces],
            pad=size,
            shown=shown,
            shown_pad=size,
        )
        return {
            "cancel": (x, y, BUTTON, BUTTON),
            "confirm": (x + BUTTON + gap, y, BUTTON, BUTTON),
        }

    def spots(self) -> dict[str, tuple[float, float]]:
        """Every cell of the pour by name (``f6``; pieces, and the holes
        left by takes), ``ghost`` (a suggested take), the selection's
        ``confirm`` and ``cancel`` buttons, the ``banner`` line's centre
        while one shows, and the zoom buttons while zoomed, in canvas CSS px."""
        self.sync_size()
        state, camera = self.state, self.camera
        found = {cell_name(cell): self.layout.screen(camera, cell) for cell in state.layout}
        found.update(self.zoom_buttons.spots(camera))
        for name, (x, y, w, h) in self.canvas_buttons().items():
            found[name] = (x + w / 2, y + h / 2)
        if self.ghost is not None and self.playing():
            found["ghost"] = self.layout.screen(camera, self.ghost)
        last = self.last_take()
        if last is not None:
            found["last"] = self.layout.screen(camera, last)
        effect = self.effect() if self.playing() else None
        if self.banner(effect) is not None:
            top, _ = self.banner_place(camera.view_width, effect)
            found["banner"] = (camera.view_width / 2, top + banner_height(camera.view_width) / 2)
        return found

    # --- input ------------------------------------------------------------------------------

    def press(self, name: str) -> None:
        self.confirm() if name == "confirm" else self.cancel()

    def tap_world(self, x: float, y: float) -> None:
        self.tap_cell(self.layout.cell_at(self.camera, x, y))

    def clickable_world(self, x: float, y: float) -> bool:
        """A piece to take or mark, or one whose share is to choose."""
        state = self.state
        if state.is_over():
            return False
        cell = self.layout.cell_at(self.camera, x, y)
        in_tree = state.colour_at(cell) is not None
        if self.marking is not None and state.marks_allowed:
            return in_tree
        if state.phase == "share":
            return cell in {c for c, _ in state.pending_share()}
        return in_tree and self.playing() and self.persons_turn()

    def tap_cell(self, cell: Hex) -> None:
        state = self.state
        if state.is_over():
            return
        in_tree = state.colour_at(cell) is not None
        if self.marking is not None and state.marks_allowed:
            if in_tree:
                self.toggle_mark(cell)
            return
        if state.phase == "share":
            pending = [c for c, _ in state.pending_share()]
            if cell in pending:
                self.cycle_share(pending.index(cell))
            elif in_tree:
                self.host.play(cell_name(cell))  # the rules say: share first
            return
        if not self.playing():
            return
        if not in_tree:
            if self.selected is not None:
                self.cancel()
            elif self.persons_turn():  # a finger beside a piece: say what is wanted
                self.say_refusal(t("ast.no_piece"))
            return
        if not self.persons_turn():
            self.say_computers_turn()
            return
        if cell == self.selected:
            self.confirm()
            return
        self.selected = cell
        self.update()

    def confirm(self) -> None:
        """Take the selected piece: at once if safe, else after a second
        confirmation that names what falls or splits."""
        effect = self.effect()
        if effect is None:
            return
        move = cell_name(effect.cell)
        if effect.safe:
            self.host.play(move)
            return
        dialog = getattr(self.host, "dialog", None)
        if dialog is None:
            self.host.play(move)
            return
        body = [make("h2", t("ast.lose_title")), make("p", self.effect_text(effect))]
        dialog(
            body,
            [(t("ast.lose_keep"), ""), (t("ast.take_lose"), "take")],
            lambda answer: self.host.play(move) if answer == "take" else None,
            keep_in_sight=self.effect_span(effect),
            risky=True,
        )

    def effect_span(self, effect: TakeEffect) -> tuple[float, float]:
        """The board's rows (canvas CSS px) that show a take's effect: the
        piece, what would fall, the groups a split would cut off."""
        camera, layout = self.camera, self.layout
        cells = [effect.cell, *effect.fallen, *(c for group in effect.groups[1:] for c in group)]
        rows = [layout.screen(camera, cell)[1] for cell in cells]
        return min(rows) - camera.scale, max(rows) + camera.scale

    def cancel(self) -> None:
        self.selected = None
        self.update()

    def show_hint(self, move: str) -> bool:
        """A suggested move (the computer's hint): a take becomes the ghost;
        a share goes to the first piece still to share."""
        state = self.state
        try:
            parsed = state.parse_move(move)
        except ValueError:
            return False
        if isinstance(parsed, Take) and self.playing():
            self.ghost = self.hinted = parsed.cell
            self.marking = None
            if self.selected != parsed.cell:  # not two pieces offered at once
                self.selected = None
            self.sync_size()
            if self.camera.zoomed:
                self.camera.show(*self.layout.world(parsed.cell), slack=60.0)
            self.update()
            return True
        if isinstance(parsed, Give) and state.phase == "share":
            shares = self.shares()
            if shares:
                shares[0] = parsed.seat
                self.update()
                return True
        return False

    def cycle_share(self, index: int) -> None:
        shares = self.shares()
        if self.persons_turn() and 0 <= index < len(shares):
            shares[index] = (shares[index] + 1) % self.state.num_players()
            self.update()

    def set_share(self, index: int, seat: int) -> None:
        shares = self.shares()
        if self.persons_turn() and 0 <= index < len(shares):
            shares[index] = seat
            self.update()

    def proposal(self) -> None:
        self._share_key = None
        self.update()

    def confirm_share(self) -> None:
        """Play the share: one ``sN`` move per piece, in order."""
        moves = [str(Give(seat)) for seat in self.shares()]
        for move in moves:
            if not self.host.play(move):
                break

    def _flash(self, text: str, info: bool = False) -> None:
        flash = getattr(self.host, "flash", None)
        if flash is not None:
            flash(text, info) if info else flash(text)

    # --- can we still win? ---------------------------------------------------------------

    def solver(self) -> Any:
        return getattr(self.host, "computer", None)

    def ask_solver(self) -> None:
        """Ask the AI worker whether the game can still be won (the page's
        thread never runs the search)."""
        record = self.record()
        computer = self.solver()
        if record is None or computer is None or self._asking == record:
            return
        self._asking = record
        self.answer = None
        self.update()

        def answered(answer: dict[str, Any]) -> None:
            if self._asking != record:
                return
            self._asking = None
            if self.record() == record:
                self.answer = (record, answer)
                self.update()
                bring_into_view('[data-asterismo="answer"]')  # below the button
                self.say_aloud(asterismo_panel.answer_text(answer))  # no move or line says it

        def too_late() -> None:
            answered({"error": "timeout"})

        computer.ask("solve", record, None, "normal", answered)
        later(too_late, SOLVER_TIMEOUT_MS)

    def current_answer(self) -> dict[str, Any] | None:
        if self.answer is None or self.answer[0] != self.record():
            return None
        return self.answer[1]

    def show_next(self) -> None:
        answer = self.current_answer()
        if not answer or not answer.get("winnable"):
            return
        moves = [str(m) for m in answer.get("moves", [])]
        state = self.state
        if state.phase == "share":
            count = len(self.shares())
            gives = [state.parse_move(m) for m in moves[:count]]
            if all(isinstance(g, Give) for g in gives) and len(gives) == count:
                self.share = [g.seat for g in gives]  # type: ignore[union-attr]
                self._flash(t("ast.next_share"), info=True)
                self.update()
            return
        if moves:
            self.show_hint(moves[0])

    # --- drawing -----------------------------------------------------------------------------

    def draw(self, ctx: Any, width: float, height: float) -> None:
        camera = self.camera
        camera.fit(width, height)
        self.sync_size()
        state, layout = self.state, self.layout
        size = camera.scale
        ctx.fillStyle = TABLE
        ctx.fillRect(0, 0, width, height)
        pieces = state.pieces()
        share_phase = state.phase == "share"
        pending = state.pending_share() if share_phase else []

        sharing = {cell for cell, _ in pending}
        for cell in BOARD_CELLS:
            x, y = layout.screen(camera, cell)
            if cell not in pieces and empty_cell_shown(x, y, size, width, height, camera.zoomed):
                # a piece to share is named over it, below its glyph
                paint_cell(ctx, x, y, size, None if cell in sharing else cell_name(cell))
        for cell, colour in pieces.items():
            x, y = layout.screen(camera, cell)
            if on_canvas(x, y, size, width, height):
                paint_piece(ctx, x, y, size, colour)
        # the initial harvest still to share: ghosted, with the seat it goes to
        shares = self.shares() if share_phase else []
        for (cell, colour), seat in zip(pending, shares, strict=False):
            x, y = layout.screen(camera, cell)
            paint_piece(ctx, x, y, size, colour, alpha=0.45)
            paint_outline(ctx, x, y, size * 0.93, ACCENT, 1.5, dash=size * 0.18)
            paint_badge(
                ctx, x + size * 0.45, y - size * 0.5, max(7.0, size * 0.3), str(seat + 1), ACCENT
            )
            paint_name(ctx, x, y, size, cell_name(cell))
        last = self.last_take()
        if last is not None:
            x, y = layout.screen(camera, last)
            paint_outline(ctx, x, y, size * 0.9, LAST_EDGE, max(2.5, size * 0.12), dash=size * 0.25)
        outcome = state.outcome()
        if outcome is not None:
            self._draw_end(ctx, outcome.detail)
        if self.playing() and self.show_safe:
            for cell in self.safe():
                x, y = layout.screen(camera, cell)
                paint_safe(ctx, x, y, size)
        for cell, seat in self.visible_marks().items():
            x, y = layout.screen(camera, cell)
            paint_mark(ctx, x, y, size, seat)
        if self.ghost is not None and self.playing() and self.ghost != self.selected:
            x, y = layout.screen(camera, self.ghost)
            # A wide ring around the piece too: the dashed edge alone was
            # hard to find among 63 pieces on a phone (a hint, a lesson).
            paint_outline(ctx, x, y, size * 1.45, "#ffffff", max(4.0, size * 0.2))
            paint_outline(ctx, x, y, size * 1.45, GHOST_EDGE, max(2.5, size * 0.12))
            paint_outline(
                ctx, x, y, size * 1.02, GHOST_EDGE, max(3.0, size * 0.16), dash=size * 0.3
            )
        effect = self.effect() if self.playing() else None
        if effect is not None:
            self._draw_effect(ctx, effect)
        self.zoom_buttons.draw(ctx, camera)
        for name, box in self.canvas_buttons().items():
            if name == "confirm":
                colour = ACCENT if effect is None or effect.safe else DANGER
                paint_button(ctx, box, "\u2713", colour, "#ffffff")
            else:
                paint_button(ctx, box, "\u2717", "#fffaf0", "#1d2b33")
        banner = self.banner(effect)
        if banner is not None:
            paint_banner(ctx, width, *banner, *self.banner_place(width, effect))

    def banner(self, effect: TakeEffect | None) -> tuple[str, str] | None:
        """The text and colour of the line across the board, if any: a take
        that loses, or whose mark the next tap sets."""
        state = self.state
        if effect is not None and not effect.safe:
            return self.banner_text(effect), DANGER
        if self.marking is not None and state.marks_allowed and not state.is_over():
            return t("ast.mark_seat", seat=seat_word(state, self.marking)), ACCENT
        return None

    def banner_place(self, width: float, effect: TakeEffect | None) -> tuple[float, float]:
        """The banner's top and side margin: across the top or, clear of
        the zoom buttons, across the bottom. Never over the selection's ✓
        and ✗; where the other edge allows, not over the selected piece or
        what its take (``effect``) would bring down either (a piece in the
        top row, its buttons placed below: the banner hid half of both)."""
        camera = self.camera
        tall = banner_height(width)
        zoom = self.zoom_buttons.width if self.zoom_buttons.shown(camera) else BANNER_EDGE
        places = [(BANNER_EDGE, BANNER_EDGE), (camera.view_height - BANNER_EDGE - tall, zoom)]
        size = camera.scale
        cells = [effect.cell, *effect.fallen] if effect is not None else []
        boxes = []
        for cell in cells:
            x, y = self.layout.screen(camera, cell)
            boxes.append((x - size, y - size, 2 * size, 2 * size))
        if boxes:  # both edges taken: just below those pieces, else just above
            below = max(y + h for _, y, _, h in boxes) + 4
            above = min(y for _, y, _, _ in boxes) - 4 - tall
            places += [(top, zoom) for top in (below, above) if 0 <= top <= places[1][0]]

        def band(top: float) -> tuple[float, float, float, float]:
            return (0.0, top, camera.view_width, tall)

        buttons = list(self.canvas_buttons().values())
        clear = [p for p in places if not any(meets(band(p[0]), b) for b in buttons)]
        for top, margin in clear:
            if not any(meets(band(top), box) for box in boxes):
                return top, margin
        return (clear or places)[0]

    def _draw_effect(self, ctx: Any, effect: TakeEffect) -> None:
        camera, layout = self.camera, self.layout
        size = camera.scale
        x, y = layout.screen(camera, effect.cell)
        paint_outline(ctx, x, y, size * 1.0, "#ffffff", max(5.0, size * 0.26))
        paint_outline(
            ctx, x, y, size * 1.0, ACCENT if effect.safe else DANGER, max(3.0, size * 0.15)
        )
        for cell in effect.fallen:
            paint_cross(ctx, *layout.screen(camera, cell), size)
        for group in effect.groups[1:]:
            for cell in group:
                paint_hatch(ctx, *layout.screen(camera, cell), size)

    def _draw_end(self, ctx: Any, detail: dict[str, Any]) -> None:
        camera, layout = self.camera, self.layout
        size = camera.scale
        for name in detail.get("fallen", []):
            cell = parse_cell(str(name))
            if cell is not None:
                paint_cross(ctx, *layout.screen(camera, cell), size)
        groups = detail.get("groups", [])
        for group in groups[1:]:
            for name in group:
                cell = parse_cell(str(name))
                if cell is not None:
                    paint_hatch(ctx, *layout.screen(camera, cell), size)

    def draw_pulse(self, ctx: Any) -> None:
        """A ring closing in on the last take's hole as it fades."""
        last = self.last_take()
        key = None if last is None else len(self.state.history)
        strength = self.flash.strength(key, self.host)
        if last is not None and strength > 0:
            size = self.camera.scale
            x, y = self.layout.screen(self.camera, last)
            ctx.save()
            ctx.globalAlpha = strength
            paint_outline(ctx, x, y, size * (0.9 + 1.2 * strength), LAST_EDGE, size * 0.2)
            ctx.restore()

    def last_take(self) -> Hex | None:
        history = self.state.history
        if not history or not self.state.poured:
            return None
        try:
            move = self.state.parse_move(history[-1])
        except ValueError:
            return None
        return move.cell if isinstance(move, Take) else None

    def banner_text(self, effect: TakeEffect) -> str:
        return fall_banner(effect)

    def effect_text(self, effect: TakeEffect) -> str:
        return effect_words(self.state, effect)

    # --- the status line -------------------------------------------------------------------

    def status(self) -> str | None:
        state = self.state
        outcome = state.outcome()
        if outcome is not None:
            key = {
                "asterismo_won": "ast.status_won",
                "asterismo_fall": "ast.status_fall",
                "asterismo_split": "ast.status_split",
            }.get(outcome.reason, "ast.status_stuck")
            return t(key)
        if state.phase == "share":
            return plural("ast.status_share", len(state.pending_share()))
        if state.phase == "play":
            return t("ast.status_take", seat=seat_word(state, state.current_player()))
        return None

    # --- keyboard and screen readers (ui.keyboard) -------------------------------------

    def key_start(self) -> str | None:
        state = self.state
        if self.selected is not None:
            return cell_name(self.selected)
        if state.phase == "share":
            pending = state.pending_share()
            return cell_name(pending[0][0]) if pending else None
        pieces = sorted(state.pieces(), key=lambda c: (c[1], c[0]))
        return cell_name(pieces[0]) if pieces else None

    def key_hint(self) -> str | None:
        if self.ghost is None or self.ghost != self.hinted:
            return None
        return cell_name(self.ghost)

    def key_enter(self, name: str) -> None:
        cell = parse_cell(name)
        if cell is not None:
            self.tap_cell(cell)

    def key_cancel(self) -> None:
        self.cancel()

    def place_words(self, name: str) -> str:
        cell = parse_cell(name)
        state = self.state
        if cell is None:
            return ""
        pending = dict(state.pending_share()) if state.phase == "share" else {}
        colour = state.colour_at(cell)
        if colour is None:  # a hole, or a piece of the harvest still to share
            colour = pending.get(cell)
        if colour is None:
            return ""
        parts = [t("kb.ast.piece", colour=colour_word(colour))]
        mark = self.visible_marks().get(cell)
        if mark is not None:
            parts.append(t("kb.ast.marked", seat=seat_word(state, mark)))
        if pending:
            if cell in pending:
                seat = self.shares()[list(pending).index(cell)]
                parts.append(t("kb.ast.share", seat=seat_word(state, seat)))
        elif self.playing() and not state.is_over():
            if cell == self.selected:
                parts.append(t("kb.ast.selected"))
            elif self.show_safe and cell in self.safe():
                parts.append(t("kb.ast.safe"))
        return ", ".join(parts)

    # --- the panel -----------------------------------------------------------------------------

    def panel_parts(self) -> list[Any]:
        state = self.state
        if state.is_over():
            return [asterismo_panel.end_card(self)]
        parts = []
        if state.phase == "share":
            parts.append(asterismo_panel.sharing(self))
        elif state.phase == "play":
            parts.append(asterismo_panel.taking(self))
        parts += [asterismo_panel.harvests(self), asterismo_panel.tools(self)]
        if state.marks_allowed:
            parts.append(asterismo_panel.marks_row(self))
        return parts

    def toggle_safe(self) -> None:
        self.show_safe = not self.show_safe
        self.update()
