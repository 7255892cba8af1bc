"""Ta Yü on a canvas: the 18 x 18 board in its frame, channel tiles, and a
panel with the scores, the bag, the drawn tile and its orientations.

Laying a tile: the squares where the drawn tile fits are lit; tap one and
a ghost of the tile shows there (in the orientation chosen in the panel if
it fits so, the tapped square at its west or south end when possible).
Tapping the ghost steps through every other way the tile fits over that
square; the panel's orientation buttons jump to one orientation; ✓ (on the
board, or "Lay tile" in the panel) lays it. Every placement shown comes
from ``state.placements_at``; a tap where nothing fits asks the rules why.

On a small screen a tap first zooms the board in (``ui.camera``); a drag
pans, a pinch or the wheel zooms.
"""

from __future__ import annotations

from typing import Any

import js

from abstrakta.games.tayu import (
    DEFAULT_TARGET,
    FACINGS,
    ROLE_SIDES,
    SIZE,
    Pass,
    Place,
    TayuState,
)
from abstrakta.grids import Square, parse_square_name, square_name
from ui.camera import Camera
from ui.dom import CHOSEN_STYLE, MUTED, button, clear, make, on, words_only
from ui.dom import card as dom_card
from ui.i18n import rules_text, t
from ui.views import tayu_words  # noqa: F401  (registers the words)
from ui.views.base import PanZoomView
from ui.views.button_place import least_covering
from ui.views.flash import Flash
from ui.views.tayu_draw import (
    GHOST_EDGE,
    LAST_EDGE,
    LEGAL,
    LEGAL_EDGE,
    LEGAL_ZONE,
    ROLE_COLOURS,
    WORLD,
    column_band,
    on_board,
    paint_board,
    paint_button,
    paint_edge_water,
    paint_labels,
    paint_pinned_labels,
    paint_place,
    paint_preview,
    paint_ring,
    paint_zone,
    place_box,
    square_centre,
    square_world,
    world_square,
)
from ui.views.tayu_seats import (
    Tag,
    bid_bounds,
    bid_number,
    bid_prompt,
    must_bid,
    role_label,
    seat_label,
)
from ui.views.tayu_words import facing_label, ghost_words, laid_words

#: Below this many CSS px per square a tap zooms in instead of choosing.
TAP_ZOOM_BELOW = 28.0
#: The scale a zooming tap goes to (CSS px per square).
TAP_ZOOM_TO = 40.0
#: Side of the ghost's ✓ / ✗ buttons on the canvas (CSS px).
BUTTON = 44.0
#: Side of an orientation button's picture in the panel (CSS px).
PREVIEW = 46

ROW = "display:flex;flex-wrap:wrap;gap:0.4rem;align-items:center"
MUTED_INLINE = "color:var(--muted);font-weight:400"
#: A role's name in the score table: it may wrap ("North–South (Player 2,
#: computer)") while the points beside it stay on one line.
NAME_STYLE = "flex:1;min-width:0;white-space:normal;overflow-wrap:anywhere"


def chip(colour: str) -> Any:
    return make(
        "span",
        style=(
            "display:inline-block;width:0.8em;height:0.8em;border-radius:50%;"
            f"background:{colour};margin-right:0.35em;vertical-align:-0.05em"
        ),
    )


class TayuView(PanZoomView):
    rotates = True
    tap_zoom_below = TAP_ZOOM_BELOW
    tap_zoom_to = TAP_ZOOM_TO

    def __init__(self, host: Any) -> None:
        super().__init__(host, Camera(WORLD, WORLD))
        # Zoomed in, they stand on the band naming the columns, not over it.
        self.zoom_buttons.lift = lambda camera: column_band(camera, camera.view_height)
        #: The orientation the player prefers (the panel's rotate control).
        self.facing = "n"
        #: The tapped square and the placements of the drawn tile over it.
        self.square: Square | None = None
        #: A hint's tile, shown as the ghost (``key_hint``).
        self.hinted: Place | None = None
        self.candidates: list[Place] = []
        self.index = 0
        self.panel: Any = None
        self._legal_key: tuple[Any, ...] | None = None
        self._legal_squares: set[Square] = set()
        #: The history length last shown (a new turn may need panning).
        self._seen_turn = -1
        #: The pulse on the last tile laid (``ui.views.flash``).
        self.flash = Flash()

    @property
    def state(self) -> TayuState:
        return self.host.state  # type: ignore[return-value]

    @classmethod
    def relevant_options(cls, options: dict[str, str]) -> set[str] | None:
        shown = {"variant", "tiles", "first"}
        if options.get("variant") == "saboteur":
            shown.add("bidding")
            if options.get("bidding", "no") != "yes":
                shown.add("target")
        return shown

    def reset(self) -> None:
        self.square = None
        self.candidates = []
        self.index = 0
        self.hinted = None

    @property
    def ghost(self) -> Place | None:
        return self.candidates[self.index] if self.candidates else None

    def placing(self) -> bool:
        """A person is to lay the drawn tile (in the computer's turn no
        square is lit and nothing turns)."""
        return self.state.phase == "place" and self.persons_turn()

    def board_next(self) -> bool:
        """A bid, a face or a tile to pick is the panel's; laying is the board's."""
        return self.placing() or not self.persons_turn()

    # --- what the rules allow now -------------------------------------------

    def legal_squares(self) -> set[Square]:
        """Squares covered by at least one legal placement of the drawn tile."""
        state = self.state
        history = state.history
        key = (id(state), len(history), history[-1] if history else None)
        if key != self._legal_key:
            squares: set[Square] = set()
            if self.placing():
                for move in state.legal_moves():
                    squares.update(move.squares)  # type: ignore[union-attr]
            self._legal_key, self._legal_squares = key, squares
        return self._legal_squares

    def attempt(self, square: Square) -> Place | None:
        """A placement of the drawn tile over ``square`` in the preferred
        orientation, on the board: what a tap there would try."""
        drawn = self.state.drawn
        if drawn is None:
            return None
        step = (1, 0) if self.facing in "ns" else (0, 1)
        for k in range(3):
            anchor = (square[0] - k * step[0], square[1] - k * step[1])
            move = Place(drawn, self.facing, anchor)
            if all(on_board(s) for s in move.squares):
                return move
        return None

    # --- geometry ----------------------------------------------------------

    def sync_size(self) -> None:
        """Fit the camera to the canvas box as it is now (a tap or a spots()
        call may come before the next frame has redrawn a resized board)."""
        board = getattr(self.host, "board", None)
        canvas = getattr(board, "canvas", None)
        if canvas is None:
            return
        box = canvas.parentElement.getBoundingClientRect()
        if box.width > 0 and box.height > 0:
            self.camera.fit(float(box.width), float(box.height))

    def ghost_box(self) -> tuple[float, float, float, float] | None:
        ghost = self.ghost
        if ghost is None or not self.camera.fitted:
            return None
        return place_box(self.camera, ghost)

    def canvas_buttons(self) -> dict[str, tuple[float, float, float, float]]:
        """The ghost's ✗ (cancel) and ✓ (confirm) buttons on the canvas."""
        ghost = self.ghost
        camera = self.camera
        if ghost is None or not self.placing() or not camera.fitted:
            return {}
        left, top, right, bottom = place_box(camera, ghost)
        gap = 10.0
        width = 2 * BUTTON + gap
        # Above the ghost, else below, beside it, or further off: where the
        # buttons hide no lit square (the player may tap it instead).
        middle_x, middle_y = (left + right) / 2, (top + bottom) / 2
        far = 2 * camera.scale
        corners = [
            (middle_x - width / 2, top - gap - BUTTON),
            (middle_x - width / 2, bottom + gap),
            (right + gap, middle_y - BUTTON / 2),
            (left - gap - width, middle_y - BUTTON / 2),
            (middle_x - width / 2, top - far - gap - BUTTON),
            (middle_x - width / 2, bottom + far + gap),
        ]
        playable = [
            square_centre(camera, square)
            for square in self.legal_squares()
            if square not in ghost.squares
        ]
        # Then where they hide the fewest pieces laid: the lines on them are
        # what the player (and a lesson's words) is reading.
        laid = [
            square_centre(camera, square) for piece in self.state.placed for square in piece.squares
        ]
        x, y = least_covering(
            corners,
            (width, BUTTON),
            (camera.view_width, camera.view_height),
            playable,
            shown=laid,
            shown_pad=camera.scale / 2,
            clear_of=[(left, top, right, bottom), *self.zoom_boxes()],
        )
        return {
            "cancel": (x, y, BUTTON, BUTTON),
            "confirm": (x + BUTTON + gap, y, BUTTON, BUTTON),
        }

    def spots(self) -> dict[str, tuple[float, float]]:
        """Every board square by name (``a1``..``r18``), the ghost's
        ``confirm`` / ``cancel`` buttons and its centre ``ghost``, and the
        zoom buttons while zoomed, in canvas CSS px."""
        self.sync_size()
        camera = self.camera
        found = {
            square_name((c, r)): square_centre(camera, (c, r))
            for c in range(SIZE)
            for r in range(SIZE)
        }
        found.update(self.zoom_buttons.spots(camera))
        for name, (x, y, w, h) in self.canvas_buttons().items():
            found[name] = (x + w / 2, y + h / 2)
        ghost = self.ghost
        if ghost is not None:
            left, top, right, bottom = place_box(camera, ghost)
            found["ghost"] = ((left + right) / 2, (top + bottom) / 2)
        if self.state.placed:
            left, top, right, bottom = place_box(camera, self.state.placed[-1])
            found["last"] = ((left + right) / 2, (top + bottom) / 2)
        return found

    # --- input ---------------------------------------------------------------

    def press(self, name: str) -> None:
        if name == "confirm":
            self.lay()
        else:
            self.clear()

    def tap_world(self, x: float, y: float) -> None:
        self.tap_square(world_square(*self.camera.to_world(x, y)))

    def clickable_world(self, x: float, y: float) -> bool:
        """A lit square, or the tile shown (a click turns it)."""
        if not self.placing():
            return False
        square = world_square(*self.camera.to_world(x, y))
        ghost = self.ghost
        return square in self.legal_squares() or (ghost is not None and square in ghost.squares)

    def tap_square(self, square: Square | None) -> None:
        if not self.placing():
            if self.host.computers_turn():
                self.say_computers_turn()
            elif self.persons_turn():  # a bid, a face, a tile to pick: the panel's
                self.say_refusal(t("tayu.choose_first"))
            return
        if square is None or not on_board(square):
            self.clear()
            return
        ghost = self.ghost
        if ghost is not None and square in ghost.squares:
            self.index = (self.index + 1) % len(self.candidates)
            self.facing = self.candidates[self.index].facing
            self.update()
            return
        by_facing = self.state.placements_at(square)
        if by_facing:
            self.select(square, by_facing)
            return
        shown = ghost is not None
        self.clear()
        if self.state.tile_at(square) is None:
            move = self.attempt(square)
            if move is not None:
                self.host.play(str(move))  # refused: the rules say why
        elif not shown:  # nothing to put away: say why nothing happens
            self.say_refusal(t("tayu.covered"))

    def select(self, square: Square, by_facing: dict[str, list[Place]]) -> None:
        start = FACINGS.index(self.facing)
        candidates: list[Place] = []
        for k in range(4):
            facing = FACINGS[(start + k) % 4]
            moves = by_facing.get(facing, [])
            candidates.extend(sorted(moves, key=lambda m: m.squares.index(square)))
        self.square, self.candidates, self.index = square, candidates, 0
        self.facing = candidates[0].facing
        self.update()

    def show_hint(self, move: str) -> bool:
        """The computer's suggestion as the ghost, ready to confirm."""
        place = self.state.parse_move(move)
        if not isinstance(place, Place) or not self.placing():
            return False
        square = place.squares[0]
        self.select(square, self.state.placements_at(square))
        self.hinted = place
        if place in self.candidates:
            self.index = self.candidates.index(place)
            self.facing = place.facing
        self.update()
        return True

    def set_facing(self, facing: str) -> None:
        self.facing = facing
        for k, move in enumerate(self.candidates):
            if move.facing == facing:
                self.index = k
                break
        self.update()

    def rotate(self) -> None:
        """The next orientation clockwise (among those that fit over the
        tapped square, if one is tapped)."""
        fitting = {m.facing for m in self.candidates}
        start = FACINGS.index(self.facing)
        for k in range(1, 5):
            facing = FACINGS[(start + k) % 4]
            if not fitting or facing in fitting:
                self.set_facing(facing)
                return

    def rotate_aloud(self) -> None:
        """The panel's Rotate: the tile turns, and a screen reader hears how
        it lies now (the focus stays on the button; R on the board says the
        cursor's place instead)."""
        self.rotate()
        drawn = self.state.drawn
        if drawn is not None:
            self.say_aloud(facing_label(drawn, self.facing))

    def next_fit(self) -> None:
        if self.candidates:
            self.index = (self.index + 1) % len(self.candidates)
            self.facing = self.candidates[self.index].facing
            self.update()

    def lay(self) -> None:
        ghost = self.ghost
        if ghost is not None:
            self.host.play(str(ghost))

    def clear(self) -> None:
        self.reset()
        self.update()

    # --- keyboard and screen readers (ui.keyboard) ------------------------------

    def key_start(self) -> str | None:
        if self.square is not None:
            return square_name(self.square)
        legal = self.legal_squares()
        centre = (SIZE - 1) / 2
        if not legal:
            return None
        nearest = min(legal, key=lambda s: (abs(s[0] - centre) + abs(s[1] - centre), s))
        return square_name(nearest)

    def key_hint(self) -> str | None:
        hinted = self.hinted
        if hinted is None or self.ghost is None or self.square != hinted.squares[0]:
            return None
        return square_name(hinted.squares[0])

    def key_enter(self, name: str) -> None:
        """On the tile shown: lay it; elsewhere what a tap does."""
        square = parse_square_name(name, SIZE, SIZE)
        ghost = self.ghost
        if ghost is not None and square in ghost.squares:
            self.lay()
        else:
            self.tap_square(square)

    def key_rotate(self) -> bool:
        if not self.placing():
            return False
        self.rotate()
        return True

    def key_cancel(self) -> None:
        self.clear()

    def place_words(self, name: str) -> str:
        square = parse_square_name(name, SIZE, SIZE)
        if square is None:
            return ""
        state = self.state
        parts = []
        laid = state.tile_at(square)
        if laid is not None:
            parts.append(laid_words(laid))
        ghost = self.ghost
        if self.placing():
            if ghost is not None and square in ghost.squares:
                parts.append(t("kb.shown", what=ghost_words(state, ghost)))
            elif square in self.legal_squares():
                parts.append(t("kb.place_here"))
        return ", ".join(parts)

    # --- drawing ---------------------------------------------------------------

    def draw_pulse(self, ctx: Any) -> None:
        """A frame that closes in on the last tile as it fades."""
        placed, camera = self.state.placed, self.camera
        if not placed:
            return
        strength = self.flash.strength(len(placed), self.host)
        if strength > 0:
            left, top, right, bottom = place_box(camera, placed[-1])
            grow = camera.scale * 0.6 * strength
            ctx.save()
            ctx.globalAlpha = strength
            ctx.strokeStyle = LAST_EDGE
            ctx.lineWidth = camera.scale * 0.25
            ctx.strokeRect(
                left - grow, top - grow, right - left + 2 * grow, bottom - top + 2 * grow
            )
            ctx.restore()

    def draw(self, ctx: Any, width: float, height: float) -> None:
        camera = self.camera
        camera.fit(width, height)
        self.words_follow_zoom()
        state = self.state
        paint_board(ctx, camera, labels=False)
        placing = self.placing()
        if placing:
            paint_zone(ctx, camera, self.legal_squares(), LEGAL, LEGAL_ZONE)
        for place in state.placed:
            paint_place(ctx, camera, place)
        if state.placed:
            left, top, right, bottom = place_box(camera, state.placed[-1])
            ctx.strokeStyle = LAST_EDGE
            ctx.lineWidth = max(2.0, camera.scale * 0.1)
            ctx.strokeRect(left + 1, top + 1, right - left - 2, bottom - top - 2)
        paint_edge_water(ctx, camera, state.edge_outlets())
        paint_labels(ctx, camera)  # over the spouts, each with a halo
        ghost = self.ghost
        if placing and ghost is not None and self.square is not None:
            ctx.save()
            ctx.strokeStyle = LEGAL_EDGE
            ctx.lineWidth = 1.5
            ctx.setLineDash([4, 3])
            for move in self.candidates:
                if move != ghost:
                    left, top, right, bottom = place_box(camera, move)
                    ctx.strokeRect(left + 3, top + 3, right - left - 6, bottom - top - 6)
            ctx.restore()
            paint_ring(ctx, camera, self.square)
            paint_place(ctx, camera, ghost, alpha=0.82, edge=GHOST_EDGE, dashed=True)
        paint_pinned_labels(ctx, camera, width, height)  # zoomed in: the frame's are gone
        self.zoom_buttons.draw(ctx, camera)
        for name, box in self.canvas_buttons().items():
            if name == "confirm":
                paint_button(ctx, box, "\u2713", "#23404f", "#ffffff")
            else:
                paint_button(ctx, box, "\u2717", "#fffaf0", "#1d2b33")

    # --- the status line ---------------------------------------------------------

    def status(self) -> str | None:
        state = self.state
        outcome = state.outcome()
        if outcome is not None:
            return f"{result_text(state, self.seat_tag)} — {rules_text(outcome.reason)}"
        name = seat_label(state, state.turn)
        key = {
            "place": "tayu.status_place",
            "choose": "tayu.status_choose",
            "bid": "tayu.status_bid_must" if must_bid(state) else "tayu.status_bid",
        }.get(state.phase, "tayu.status_draw")
        return t(key, seat=name)

    # --- the panel ----------------------------------------------------------------

    def controls(self, container: Any) -> None:
        self.panel = container
        turn = len(self.state.history)
        if turn != self._seen_turn:
            self._seen_turn = turn
            self.bring_computers_tile_into_view()
            self.bring_legal_into_view()
        self.fill_panel()

    def bring_computers_tile_into_view(self) -> None:
        """Zoomed in and the computer's tile laid out of sight: pan (no
        zoom) to it, so the person sees the move the status names."""
        camera, session = self.camera, self.host.session
        if not camera.zoomed:
            return
        # The last move a seat made (not a draw from the bag).
        last = next((k for k in reversed(range(session.cursor)) if session.movers[k] >= 0), None)
        if last is None or not self.host.is_computer(session.movers[last]):
            return
        placed = self.state.placed
        if not placed or str(placed[-1]) != session.line[last]:
            return  # its last move was not a tile laid (a bid)
        self.sync_size()
        left, top, right, bottom = place_box(camera, placed[-1])
        if camera.visible(left, top) and camera.visible(right, bottom):
            return
        worlds = [square_world(square) for square in placed[-1].squares]
        wx = sum(x for x, _ in worlds) / len(worlds) + 0.5
        wy = sum(y for _, y in worlds) / len(worlds) + 0.5
        camera.show(wx, wy, slack=2 * camera.scale)

    def bring_legal_into_view(self) -> None:
        """Zoomed in and a new tile to lay where none of the lit squares is
        on screen: pan (no zoom) to the lit square nearest the middle."""
        camera = self.camera
        if not camera.zoomed or not self.placing():
            return
        self.sync_size()
        squares = self.legal_squares()
        margin = camera.scale
        if not squares or any(
            camera.visible(*square_centre(camera, square), slack=margin) for square in squares
        ):
            return
        middle = camera.to_world(camera.view_width / 2, camera.view_height / 2)

        def distance(square: Square) -> float:
            wx, wy = square_world(square)
            return (wx + 0.5 - middle[0]) ** 2 + (wy + 0.5 - middle[1]) ** 2

        wx, wy = square_world(min(squares, key=distance))
        camera.show(wx + 0.5, wy + 0.5, slack=2 * margin)

    def fill_panel(self) -> None:
        panel = self.panel
        if panel is None:
            return
        clear(panel)
        box = make("div", style="display:flex;flex-direction:column;gap:0.55rem;width:100%")
        box.setAttribute("data-tayu", "panel")
        state = self.state
        if state.is_over():
            box.append(self.end_card())
        else:
            box.append(self.scores())
            step = {"bid": self.bidding, "choose": self.choosing, "place": self.laying}
            # In the computer's turn nothing to do: the status says it thinks.
            if state.phase in step and self.persons_turn():
                box.append(step[state.phase]())
            box.append(self.bag_line())
        panel.append(box)

    def scores(self) -> Any:
        """Running points per side and each side's product, the role to move
        highlighted; the saboteur's target."""
        state = self.state
        points = state.side_points()
        current = state.role(state.turn)
        box = make("div", style="display:flex;flex-direction:column;gap:0.15rem")
        box.setAttribute("data-tayu", "scores")
        line_style = (
            "display:flex;align-items:baseline;gap:0.5rem;padding:0.15rem 0.35rem;"
            "border-radius:6px;font-variant-numeric:tabular-nums;white-space:nowrap"
        )
        for role in ("ns", "ew"):
            a, b = ROLE_SIDES[role]
            line = make("div", style=line_style)
            line.setAttribute("data-role", role)
            if role == current:
                line.style.background = "var(--note-bg)"
                line.style.fontWeight = "700"
            name = make("span", style=NAME_STYLE)
            name.append(chip(ROLE_COLOURS[role]), role_label(state, role, self.seat_tag))
            sides = make(
                "span",
                f"{t('tayu.short.' + a)} {points[a]} × {t('tayu.short.' + b)} {points[b]}",
                style="color:var(--muted);font-weight:400",
            )
            total = make("span", f"= {state.score(role)}", style="min-width:3.2em;text-align:right")
            total.setAttribute("data-score", str(state.score(role)))
            line.append(name, sides, total)
            box.append(line)
        if state.target is not None:
            line = make("div", style=line_style)
            line.setAttribute("data-role", "sab")
            if current == "sab":
                line.style.background = "var(--note-bg)"
                line.style.fontWeight = "700"
            name = make("span", style=NAME_STYLE)
            name.append(chip(ROLE_COLOURS["sab"]), role_label(state, "sab", self.seat_tag))
            target = make("span", t("tayu.target_short", target=state.target))
            target.setAttribute("data-target", str(state.target))
            line.append(name, target)
            box.append(line)
        return box

    def bag_line(self) -> Any:
        state = self.state
        count = state.bag_count()
        text = t("tayu.bag_one") if count == 1 else t("tayu.bag", count=count)
        if state.choice:
            kinds = state.kind_counts()
            text += " · " + t("tayu.bag_kinds", deco=kinds["deco"], plain=kinds["plain"])
        line = make("p", text, style=MUTED)
        line.setAttribute("data-tayu", "bag")
        line.append(make("br"), t("tayu.grey_note"))
        return line

    def laying(self) -> Any:
        state = self.state
        box = make("div", style="display:flex;flex-direction:column;gap:0.4rem")
        box.append(make("strong", t("tayu.tile_to_lay")))
        drawn = state.drawn
        if drawn is None:
            return box
        fitting = {m.facing for m in self.candidates}
        row = make("div", style=ROW)
        for facing in FACINGS:
            row.append(self.facing_button(drawn, facing, fitting))
        rotate = button(t("tayu.rotate"), self.rotate_aloud)
        rotate.setAttribute("aria-label", words_only(t("tayu.rotate")))
        row.append(rotate)
        box.append(row)
        ghost = self.ghost
        if ghost is None:
            words = "tayu.hint_zoom" if self.says_tap_zooms() else "tayu.hint_tap"
            box.append(make("p", t(words), style=MUTED))
            return box
        count = len(self.candidates)
        hint = t("tayu.hint_ghost", count=count) if count > 1 else t("tayu.hint_ghost_one")
        box.append(make("p", hint, style=MUTED))
        actions = make("div", style=ROW)
        lay = button(t("tayu.lay"), self.lay, primary=True)
        lay.setAttribute("data-move", str(ghost))
        actions.append(lay)
        if count > 1:
            actions.append(
                button(f"{t('tayu.next_fit')} ({self.index + 1}/{count})", self.next_fit)
            )
        actions.append(button(t("tayu.take_back"), self.clear))
        box.append(actions)
        return box

    def facing_button(self, tile: int, facing: str, fitting: set[str]) -> Any:
        element = make("button", type="button")
        element.setAttribute("data-facing", facing)
        label = facing_label(tile, facing)
        element.setAttribute("aria-label", label)
        element.setAttribute("title", label)
        chosen = facing == self.facing
        element.setAttribute("aria-pressed", "true" if chosen else "false")
        style = "padding:3px;line-height:0;min-height:0;border-radius:8px"
        if chosen:
            style += CHOSEN_STYLE
        element.setAttribute("style", style)
        if fitting and facing not in fitting:
            element.disabled = True
        element.append(preview_canvas(tile, facing))
        on(element, "click", lambda event: self.set_facing(facing))
        return element

    def choosing(self) -> Any:
        state = self.state
        kinds = state.kind_counts()
        box = make("div", style="display:flex;flex-direction:column;gap:0.4rem")
        box.append(make("strong", t("tayu.choose_prompt")))
        row = make("div", style=ROW)
        for kind in ("deco", "plain"):
            element = button(
                t(f"tayu.choose_{kind}", count=kinds[kind]),
                lambda kind=kind: self.host.play(kind),
                primary=True,
            )
            element.setAttribute("data-kind", kind)
            if not kinds[kind]:
                element.disabled = True
            row.append(element)
        box.append(row)
        box.append(make("p", t("tayu.choose_help"), style=MUTED))
        return box

    def bidding(self) -> Any:
        state = self.state
        box = make("div", style="display:flex;flex-direction:column;gap:0.4rem")
        can_pass = any(isinstance(m, Pass) for m in state.legal_moves())
        # the bounds are the rules' (their legal bids), never the page's own
        low, high = bid_bounds(state) or (1, 1)
        box.append(make("p", bid_prompt(state), style="margin:0"))
        if state.bids:
            said = " · ".join(
                f"{rules_text(state.seat_name(seat))}: "
                + (str(bid) if bid is not None else t("tayu.bid_pass"))
                for seat, bid in state.bids
            )
            box.append(make("p", said, style=MUTED))
        row = make("div", style=ROW)
        suggestion = max(low, min(DEFAULT_TARGET, high))
        label = make("label", style="display:inline-flex;align-items:center;gap:0.3rem")
        field = make(
            "input",
            type="number",
            min=str(low),
            max=str(high),
            value=str(suggestion),
            style="width:5em;font:inherit;padding:0.4rem",
        )
        field.setAttribute("data-tayu", "bid")
        label.append(t("tayu.bid_label"), field)
        row.append(label)

        def bid() -> None:
            # A box that holds no whole number in the bounds is said in words
            # here (the rules would only see a move that is not one of this
            # game's: "2440", typed after the suggested 24).
            number = bid_number(str(field.value))
            if number is None or not low <= number <= high:
                self.host.flash(t("illegal", reason=t("tayu.bid_number", low=low, high=high)))
            else:
                self.host.play(f"bid{number}")

        def enter(event: Any) -> None:
            if event.key == "Enter":
                event.preventDefault()
                bid()

        on(field, "keydown", enter)
        # What is typed replaces the suggestion (a tap put the caret after it).
        on(field, "focus", lambda event: field.select())
        row.append(button(t("tayu.bid"), bid, True))
        if can_pass:
            row.append(button(t("pass"), lambda: self.host.play("pass")))
        box.append(row)
        return box

    def end_card(self) -> Any:
        state = self.state
        outcome = state.outcome()
        assert outcome is not None
        detail: dict[str, Any] = outcome.detail  # type: ignore[assignment]
        # Who won and why is the status line just above: the card says it
        # once there, and here only how the scores came about.
        card = dom_card(data_tayu="end")
        stuck = detail.get("stuck_tile")
        if stuck:
            row = make("div", style=ROW)
            # Whose draw it was: the end says who was left with no move.
            drawer = rules_text(state.seat_name(state.turn))
            row.append(make("span", t("tayu.stuck_tile", seat=drawer), style=MUTED))
            row.append(preview_canvas(int(stuck), "n"))
            card.append(row)
        card.append(make("strong", t("tayu.final"), style="margin-top:0.2rem"))
        sides: dict[str, int] = detail["sides"]
        outlets: dict[str, list[Any]] = detail["edge_outlets"]
        scores: dict[str, int] = detail["scores"]
        for role in ("ns", "ew"):
            block = make("div")
            block.setAttribute("data-role", role)
            title = make("div", style="font-weight:700")
            title.append(
                chip(ROLE_COLOURS[role]),
                f"{role_label(state, role, self.seat_tag)} = {scores[role]}",
            )
            block.append(title)
            a, b = ROLE_SIDES[role]
            for side in (a, b):
                spouts = [f"{name}{' ×2' if points == 2 else ''}" for name, points in outlets[side]]
                listing = ", ".join(spouts) if spouts else t("tayu.no_outlets")
                line = make("div", style="padding-left:1.2em;font-size:0.95rem")
                line.setAttribute("data-side", side)
                line.append(make("b", f"{t('tayu.side.' + side)} {sides[side]}"))
                line.append(make("span", f" — {listing}", style="color:var(--muted)"))
                block.append(line)
            product = f"{sides[a]} × {sides[b]} = {scores[role]}"
            block.append(make("div", product, style="padding-left:1.2em;font-weight:600"))
            card.append(block)
        if any(points == 2 for listed in outlets.values() for _, points in listed):
            card.append(make("p", t("tayu.double_note"), style=MUTED))
        target = detail.get("target")
        if target is not None:
            reached = max(scores.values()) >= int(target)
            key = "tayu.target_reached" if reached else "tayu.target_missed"
            line = make("div", style="font-weight:600")
            line.append(chip(ROLE_COLOURS["sab"]), t(key, target=target))
            holder = role_label(state, "sab", self.seat_tag)
            if holder != rules_text("tayu_sab"):  # who the saboteur was, if named
                line.append(make("span", f" · {holder}", style=MUTED_INLINE))
            card.append(line)
        card.append(make("p", t("tayu.tiles_laid", count=detail["tiles_laid"]), style=MUTED))
        return card


def result_text(state: TayuState, tag: Tag | None = None) -> str:
    """Who won and by how much, from the rules' outcome (the winning role
    named as the score table names it)."""
    outcome = state.outcome()
    assert outcome is not None
    detail: dict[str, Any] = outcome.detail  # type: ignore[assignment]
    scores: dict[str, int] = detail["scores"]
    roles = [state.role(seat) for seat in outcome.winners]
    if not roles:
        return t("tayu.tie", score=scores["ns"])
    role = roles[0]
    if role == "sab":
        return t("tayu.sab_wins", seat=role_label(state, "sab", tag), target=detail.get("target"))
    other = "ew" if role == "ns" else "ns"
    return t(
        "tayu.win",
        seat=role_label(state, str(role), tag),
        mine=scores[str(role)],
        theirs=scores[other],
    )


def preview_canvas(tile: int, facing: str, size: int = PREVIEW) -> Any:
    """A small sharp canvas showing type ``tile`` laid facing ``facing``."""
    canvas = make("canvas")
    ratio = float(js.window.devicePixelRatio or 1)
    canvas.width = round(size * ratio)
    canvas.height = round(size * ratio)
    canvas.setAttribute("style", f"width:{size}px;height:{size}px;display:block")
    ctx = canvas.getContext("2d")
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
    paint_preview(ctx, tile, facing, size, size)
    return canvas
