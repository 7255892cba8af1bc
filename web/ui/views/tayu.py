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

from abstrakta.games.tayu import (
    FACINGS,
    SIZE,
    Place,
    TayuState,
)
from abstrakta.grids import Square, parse_square_name, square_name
from ui.camera import Camera
from ui.i18n import rules_text, t
from ui.views import tayu_panel
from ui.views.base import PanZoomView
from ui.views.button_place import least_covering
from ui.views.flash import Flash
from ui.views.tayu_draw import (
    GHOST_EDGE,
    LAST_EDGE,
    LEGAL,
    LEGAL_EDGE,
    LEGAL_ZONE,
    WORLD,
    column_band,
    on_board,
    paint_board,
    paint_button,
    paint_edge_water,
    paint_labels,
    paint_pinned_labels,
    paint_place,
    paint_ring,
    paint_zone,
    place_box,
    square_centre,
    square_world,
    world_square,
)
from ui.views.tayu_seats import (
    Tag,
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


class TayuView(PanZoomView):
    panel_name = "tayu"
    panel_gap = "0.55rem"
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
        turn = len(self.state.history)
        if turn != self._seen_turn:
            self._seen_turn = turn
            self.bring_computers_tile_into_view()
            self.bring_legal_into_view()
        super().controls(container)

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

    def panel_parts(self) -> list[Any]:
        state = self.state
        if state.is_over():
            return [tayu_panel.end_card(self)]
        parts = [tayu_panel.scores(self)]
        step = {
            "bid": tayu_panel.bidding,
            "choose": tayu_panel.choosing,
            "place": tayu_panel.laying,
        }
        # In the computer's turn nothing to do: the status says it thinks.
        if state.phase in step and self.persons_turn():
            parts.append(step[state.phase](self))
        parts.append(tayu_panel.bag_line(self))
        return parts


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
