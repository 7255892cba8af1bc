"""Tantrix on a canvas: a table of hexes that grows from the centre, the
black tiles with their coloured lines, every hand face up in the panel.

Placing a tile: choose a tile of your hand in the panel (or tap a space
first: the first tile of your hand that fits there is taken), tap one of
the highlighted spaces, and a ghost of the tile shows there in a turn that
fits. Tapping the ghost (or ↻) steps through the other turns that fit,
and only those; ✓ (on the board, or "Place tile" in the panel) places it.
Every space, tile and turn offered comes from ``state.legal_moves()``; a
tap on a space where nothing may go asks the rules why.

Forced spaces are tinted; those the player to move must fill now carry a
"!"; one the hand cannot fill stays open, and the turn's help says why
(no tile fits it, or one fits but a rule keeps it out).
Each player's best line or loop glows on the board and is scored in the
panel. A drag pans, a pinch or the wheel zooms (``ui.camera``); on a
small screen a tap first zooms in.
"""

from __future__ import annotations

from typing import Any

import js

from abstrakta.core import CHANCE, IllegalMoveError
from abstrakta.games.tantrix import (
    STEP_FREE,
    STEP_MESSAGES,
    Place,
    TantrixState,
    hex_text,
)
from abstrakta.games.tantrix_tiles import COLOURS, fits
from abstrakta.grids import Hex
from ui.camera import Camera
from ui.dom import show_board
from ui.i18n import and_list, plural, rules_text, t
from ui.views import tantrix_panel
from ui.views.base import PanZoomView
from ui.views.button_place import least_covering
from ui.views.flash import Flash
from ui.views.tantrix_draw import (
    GHOST_EDGE,
    LAST_EDGE,
    OPEN_EDGE,
    REACH_EDGE,
    SQRT3,
    TABLE,
    TARGET_EDGE,
    TARGET_FILL,
    Layout,
    paint_button,
    paint_forced,
    paint_outline,
    paint_refused,
    paint_space,
    paint_tile,
)
from ui.views.tantrix_words import (
    ghost_words,
    result_text,
    rotation_label,
    side_colours,
    space_label,
)

#: Below this many CSS px per hex size a tap zooms in instead of choosing
#: (a hex is then under 31 px across).
TAP_ZOOM_BELOW = 18.0
#: The scale a zooming tap goes to (a hex about 50 px across).
TAP_ZOOM_TO = 29.0
#: Side of the ghost's ✓ / ↻ / ✗ buttons on the canvas (CSS px).
BUTTON = 44.0


def parse_hex(name: str) -> Hex | None:
    """A hex from its spot name (``3.-1``), None if it is not one."""
    parts = name.split(".")
    try:
        q, r = (int(part) for part in parts)
    except ValueError:
        return None
    return (q, r)


def hex_box(cx: float, cy: float, size: float) -> tuple[float, float, float, float]:
    """A hex's (left, top, right, bottom) round its centre (pointy-top)."""
    return (cx - SQRT3 / 2 * size, cy - size, cx + SQRT3 / 2 * size, cy + size)


class TantrixView(PanZoomView):
    panel_name = "tantrix"
    rotates = True
    tap_zoom_below = TAP_ZOOM_BELOW
    tap_zoom_to = TAP_ZOOM_TO

    def __init__(self, host: Any) -> None:
        super().__init__(host, Camera(1.0, 1.0, margin=6.0))
        self.layout = Layout()
        #: The chosen hand tile, the chosen space and the ghost's turn.
        self.tile: int | None = None
        self.cell: Hex | None = None
        #: A hint's space, its tile shown there (``key_hint``).
        self.hinted: Hex | None = None
        #: The space a refused placement would have spoilt (a restriction's
        #: message names it: "a space next to it..."), ringed on the board
        #: until the position changes or the player taps again; with the
        #: moves played when it was refused (the position it belongs to).
        self.refused: tuple[tuple[str, ...], Hex] | None = None
        self.rotation = 0
        self._key: tuple[Any, ...] | None = None
        self._moves: dict[int, dict[Hex, list[int]]] = {}
        self._fillable: set[Hex] = set()
        self._seen_moves = -1
        #: The pulse on the last turn's tiles (``ui.views.flash``).
        self.flash = Flash()

    @property
    def state(self) -> TantrixState:
        return self.host.state  # type: ignore[return-value]

    # --- the new-game screen ---------------------------------------------------

    @classmethod
    def relevant_options(cls, options: dict[str, str]) -> set[str] | None:
        """The colours are a choice for 2 or 3 players (4 use them all)."""
        return {"players"} if options.get("players", "2") == "4" else None

    @classmethod
    def options_changed(cls, options: dict[str, str]) -> None:
        """The colour choices are narrowed to sets of the right size on the
        dialog itself (the option lists every order of every set: 61 values)."""
        offer_colour_choices(options.get("players", "2"))

    # --- what the rules allow now ------------------------------------------------

    def playing(self) -> bool:
        state = self.state
        return not state.is_over() and state.current_player() >= 0

    def _refresh_moves(self) -> None:
        state = self.state
        history = state.history
        key = (id(state), len(history), history[-1] if history else None)
        if key == self._key:
            return
        self._key = key
        self._moves = {}
        self._fillable = set()
        if self.persons_turn():  # nothing to choose in the computer's turn
            for move in state.legal_moves():
                if isinstance(move, Place):
                    self._moves.setdefault(move.tile, {}).setdefault(move.hex, []).append(
                        move.rotation
                    )
        if self.playing():
            self._fillable = set(state.fillable_forced_spaces())

    def moves(self) -> dict[int, dict[Hex, list[int]]]:
        """{hand tile: {space: legal turns}} for the person to move (none
        in the computer's turn)."""
        self._refresh_moves()
        return self._moves

    def fillable(self) -> set[Hex]:
        self._refresh_moves()
        return self._fillable

    def turns(self) -> list[int]:
        """The legal turns of the chosen tile on the chosen space."""
        if self.tile is None or self.cell is None:
            return []
        return self.moves().get(self.tile, {}).get(self.cell, [])

    @property
    def ghost(self) -> Place | None:
        turns = self.turns()
        if self.tile is None or self.cell is None or self.rotation not in turns:
            return None
        return Place(self.tile, self.cell, self.rotation)

    def reset(self) -> None:
        self.tile = None
        self.cell = None
        self.hinted = None
        self.refused = None

    # --- geometry ------------------------------------------------------------------

    def sync_size(self) -> None:
        """Fit the camera to the canvas box and the board as they are now (a
        tap or a spots() call may come before the next frame)."""
        board = getattr(self.host, "board", None)
        canvas = getattr(board, "canvas", None)
        if canvas is not None:
            box = canvas.parentElement.getBoundingClientRect()
            if box.width > 0 and box.height > 0:
                self.camera.fit(float(box.width), float(box.height))
        state = self.state
        self.layout.update(self.camera, [*state.board, *state.open_hexes()])
        played = len(state.board)
        if played != self._seen_moves:
            self._seen_moves = played
            if state.last_placed is not None and self.camera.zoomed:
                self.camera.show(*self.layout.world(state.last_placed), slack=60.0)

    def ghost_box(self) -> tuple[float, float, float, float] | None:
        ghost = self.ghost
        if ghost is None or not self.camera.fitted:
            return None
        return hex_box(*self.layout.screen(self.camera, ghost.hex), self.camera.scale)

    def canvas_buttons(self) -> dict[str, tuple[float, float, float, float]]:
        """The ghost's ✗ (cancel), ↻ (rotate, if it may turn) and ✓ (confirm)."""
        ghost = self.ghost
        camera = self.camera
        if ghost is None or not camera.fitted:
            return {}
        names = ["cancel", "rotate", "confirm"] if len(self.turns()) > 1 else ["cancel", "confirm"]
        cx, cy = self.layout.screen(camera, ghost.hex)
        size = camera.scale
        gap = 8.0
        width = len(names) * BUTTON + (len(names) - 1) * gap
        # Above the ghost, else below, beside it, or further off: where the
        # buttons hide no space a tile could go to (the player may tap it).
        side = SQRT3 / 2 * size + gap
        corners = [
            (cx - width / 2, cy - size - gap - BUTTON),
            (cx - width / 2, cy + size + gap),
            (cx + side, cy - BUTTON / 2),
            (cx - side - width, cy - BUTTON / 2),
            (cx - width / 2, cy - 2.5 * size - gap - BUTTON),
            (cx - width / 2, cy + 2.5 * size + gap),
            # Then leaning to a side, beyond a neighbour, further off still, or
            # beside it a row higher or lower (a phone's board often leaves
            # room only there, at its edge).
            (cx - SQRT3 / 2 * size, cy - size - gap - BUTTON),
            (cx + SQRT3 / 2 * size - width, cy - size - gap - BUTTON),
            (cx - SQRT3 / 2 * size, cy + size + gap),
            (cx + SQRT3 / 2 * size - width, cy + size + gap),
            (cx + side + SQRT3 * size, cy - BUTTON / 2),
            (cx - side - SQRT3 * size - width, cy - BUTTON / 2),
            (cx - width / 2, cy - 4 * size - gap - BUTTON),
            (cx - width / 2, cy + 4 * size + gap),
            (cx + side, cy - 1.5 * size - BUTTON / 2),
            (cx - side - width, cy - 1.5 * size - BUTTON / 2),
            (cx + side, cy + 1.5 * size - BUTTON / 2),
            (cx - side - width, cy + 1.5 * size - BUTTON / 2),
        ]
        playable = [
            self.layout.screen(camera, cell)
            for cell in set().union(*self.moves().values())
            if cell != ghost.hex
        ]
        # Then where they hide the fewest tiles: the lines on them are what
        # the player (and a lesson's words) is reading.
        tiles = [self.layout.screen(camera, cell) for cell in [*self.state.board, ghost.hex]]
        x, y = least_covering(
            corners,
            (width, BUTTON),
            (camera.view_width, camera.view_height),
            playable,
            shown=tiles,
            shown_pad=size / 2,
            clear_of=[hex_box(cx, cy, size), *self.zoom_boxes()],
        )
        return {name: (x + k * (BUTTON + gap), y, BUTTON, BUTTON) for k, name in enumerate(names)}

    def spots(self) -> dict[str, tuple[float, float]]:
        """Every tile and every open space by its hex (``0.0``, ``3.-1``),
        the ghost (``ghost``) and its buttons (``confirm``, ``rotate``,
        ``cancel``), and the zoom buttons while zoomed, in canvas CSS px."""
        self.sync_size()
        state, camera = self.state, self.camera
        found = {
            hex_text(cell): self.layout.screen(camera, cell)
            for cell in [*state.board, *state.open_hexes()]
        }
        found.update(self.zoom_buttons.spots(camera))
        # The tiles of the last turn (a forced fill, the free move...): last1...
        for k, cell in enumerate(state.last_turn, start=1):
            found[f"last{k}"] = self.layout.screen(camera, cell)
        for name, (x, y, w, h) in self.canvas_buttons().items():
            found[name] = (x + w / 2, y + h / 2)
        ghost = self.ghost
        if ghost is not None:
            found["ghost"] = self.layout.screen(camera, ghost.hex)
        return found

    # --- input -------------------------------------------------------------------------

    def press(self, name: str) -> None:
        {"confirm": self.confirm, "rotate": self.rotate, "cancel": self.cancel}[name]()

    def tap_world(self, x: float, y: float) -> None:
        self.tap_cell(self.layout.cell_at(self.camera, x, y))

    def clickable_world(self, x: float, y: float) -> bool:
        """A lit space (a tile of the hand fits it), or the one shown."""
        if not (self.playing() and self.persons_turn()):
            return False
        cell = self.layout.cell_at(self.camera, x, y)
        return cell == self.cell or any(cell in spaces for spaces in self.moves().values())

    def tap_cell(self, cell: Hex) -> None:
        if not self.playing():
            return
        if not self.persons_turn():
            self.say_computers_turn()
            return
        state = self.state
        self.refused = None
        if cell == self.cell and self.ghost is not None:
            self.rotate()
            return
        moves = self.moves()
        if self.tile is not None and cell in moves.get(self.tile, {}):
            self.choose_cell(cell)
            return
        if self.tile is None:
            hand = state.hands[state.to_move]
            fitting = [tile for tile in hand if cell in moves.get(tile, {})]
            if fitting:
                self.tile = fitting[0]
                self.choose_cell(cell)
                return
        if cell in state.board or cell not in state.open_hexes():
            chosen = self.tile is not None
            self.cancel()
            if cell in state.board and not chosen:  # nothing put away: say why
                self.say_refusal(t("tx.taken"))
            return
        self.explain(cell)

    def explain(self, cell: Hex) -> None:
        """Nothing (or not the chosen tile) may go on ``cell``: the rules say
        why, for a tile and turn whose colours fit if there is one."""
        state = self.state
        hand = state.hands[state.to_move]
        matching = fits(state.demanded_edges(cell))
        moves = self.moves()
        others = [tile for tile in hand if tile != self.tile and cell in moves.get(tile, {})]
        flash = getattr(self.host, "flash", None)
        if self.tile is not None and self.tile not in matching and others and flash is not None:
            # The chosen tile's colours do not fit, but other tiles may go
            # there: say which (it said that none of the hand fitted).
            names = and_list([str(tile) for tile in sorted(others)])
            flash(plural("tx.tile_no_fit", len(others), tile=self.tile, tiles=names))
            return
        tiles = [self.tile] if self.tile is not None else list(hand)
        for tile in tiles:
            if tile in matching:
                place = Place(tile, cell, matching[tile][0])
                self.mark_refused(state.placement_error(place))
                self.host.play(str(place))
                return
        if state.step != STEP_FREE and cell not in state.forced_spaces() and hand:
            self.host.play(str(Place(tiles[0], cell, 0)))  # "fill a forced space first"
            return
        if flash is not None:
            flash(t("tx.no_fit", hex=hex_text(cell)))

    def mark_refused(self, error: IllegalMoveError | None) -> None:
        """Ring the space a restriction's refusal speaks of (its ``space``)."""
        space = error.params.get("space") if error is not None else None
        cell = parse_hex(space) if isinstance(space, str) else None
        if cell is not None:
            self.refused = (tuple(self.state.history), cell)

    def refused_space(self) -> Hex | None:
        """The ringed space, while the position is the one it was refused in."""
        if self.refused is None or self.refused[0] != tuple(self.state.history):
            return None
        return self.refused[1]

    def choose_cell(self, cell: Hex) -> None:
        self.cell = cell
        turns = self.turns()
        if turns and self.rotation not in turns:
            self.rotation = turns[0]
        self.update()

    def show_hint(self, move: str) -> bool:
        """The computer's suggestion as the ghost, ready to confirm."""
        place = self.state.parse_move(move)
        if not isinstance(place, Place) or not self.persons_turn():
            return False
        self.tile, self.cell, self.rotation = place.tile, place.hex, place.rotation
        self.hinted = place.hex
        self.update()
        return True

    def choose_tile(self, tile: int) -> None:
        """A hand tile chosen in the panel (again: let it go)."""
        if not self.persons_turn():
            return
        if tile == self.tile:
            self.cancel()
            return
        self.tile = tile
        targets = self.moves().get(tile, {})
        if self.cell not in targets:
            self.cell = next(iter(targets)) if len(targets) == 1 else None
        turns = self.turns()
        if turns and self.rotation not in turns:
            self.rotation = turns[0]
        self.update()

    def set_rotation(self, rotation: int) -> None:
        self.rotation = rotation
        self.update()

    def rotate(self) -> None:
        """The next turn that fits."""
        turns = self.turns()
        if turns:
            later = [r for r in turns if r > self.rotation]
            self.rotation = later[0] if later else turns[0]
            self.update()

    def rotate_aloud(self) -> None:
        """The panel's Rotate: the tile turns, and a screen reader hears its
        sides' colours now (the focus stays on the button)."""
        self.rotate()
        ghost = self.ghost
        if ghost is not None:
            self.say_aloud(rotation_label(ghost.tile, ghost.rotation))

    def confirm(self) -> None:
        ghost = self.ghost
        if ghost is not None:
            self.host.play(str(ghost))

    def cancel(self) -> None:
        self.reset()
        self.update()

    # --- keyboard and screen readers (ui.keyboard) ------------------------------------

    def key_start(self) -> str | None:
        if self.cell is not None:
            return hex_text(self.cell)
        moves = self.moves()
        spaces = set().union(*moves.values()) if moves else set()
        if not spaces:
            return None
        return hex_text(min(spaces, key=lambda h: (abs(h[0]) + abs(h[1]) + abs(h[0] + h[1]), h)))

    def key_hint(self) -> str | None:
        if self.hinted is None or self.ghost is None or self.cell != self.hinted:
            return None
        return hex_text(self.hinted)

    def key_enter(self, name: str) -> None:
        """On the tile shown: place it; elsewhere what a tap does (the
        first tile of the hand that fits, shown there)."""
        cell = parse_hex(name)
        if self.ghost is not None and cell == self.cell:
            self.confirm()
        elif cell is not None:
            self.tap_cell(cell)

    def key_rotate(self) -> bool:
        if self.ghost is None:
            return False
        self.rotate()
        return True

    def key_cancel(self) -> None:
        self.cancel()

    def place_label(self, name: str) -> str:
        cell = parse_hex(name)
        state = self.state
        if cell is None:
            return name
        laid = state.tile_at(cell)
        if laid is not None:
            return t("kb.tx.tile", tile=laid[0])
        return space_label(state, cell)

    def place_words(self, name: str) -> str:
        cell = parse_hex(name)
        state = self.state
        if cell is None:
            return ""
        edges = state.edges_at(cell)
        if edges is not None:  # the last turn's tiles: outlined on the board
            last = cell in state.last_turn
            return f"{t('kb.tx.last')}, {side_colours(edges)}" if last else side_colours(edges)
        if not self.persons_turn():
            return ""
        parts = []
        if cell in self.barred_forced():
            parts.append(t("kb.tx.forced_barred"))
        elif cell in self.open_forced():
            parts.append(t("kb.tx.forced_open"))
        elif cell in set(state.forced_spaces()):
            parts.append(t("kb.tx.forced"))
        if self.ghost is not None and cell == self.cell:
            parts.append(t("kb.shown", what=ghost_words(self.ghost)))
        else:
            fitting = [tile for tile, spaces in self.moves().items() if cell in spaces]
            if fitting:
                parts.append(t("kb.tx.fits", tiles=", ".join(str(x) for x in sorted(fitting))))
        return ", ".join(parts)

    # --- drawing ---------------------------------------------------------------------

    def draw(self, ctx: Any, width: float, height: float) -> None:
        camera = self.camera
        camera.fit(width, height)
        self.sync_size()
        self.words_follow_zoom()
        state, layout = self.state, self.layout
        size = camera.scale
        ctx.fillStyle = TABLE
        ctx.fillRect(0, 0, width, height)
        playing = self.playing()
        forced = set(state.forced_spaces()) if playing else set()
        fillable = self.fillable() if playing else set()
        moves = self.moves()  # none in the computer's turn: nothing lit
        targets = moves.get(self.tile, {}) if self.tile is not None else {}
        # With no tile chosen: every space some hand tile may go on now.
        reachable = set().union(*moves.values()) if self.tile is None and moves else set()
        if playing:
            for cell in state.open_hexes():
                if cell in forced:
                    continue
                cx, cy = layout.screen(camera, cell)
                if cell in targets:
                    paint_space(ctx, cx, cy, size, TARGET_FILL, TARGET_EDGE, 2.0)
                elif cell in reachable:
                    paint_space(ctx, cx, cy, size, None, REACH_EDGE, 1.5)
                else:
                    paint_space(ctx, cx, cy, size, None, OPEN_EDGE, 1.0)
        for cell in forced:
            cx, cy = layout.screen(camera, cell)
            paint_forced(ctx, cx, cy, size, cell in fillable)
            if cell in targets:
                paint_space(ctx, cx, cy, size, TARGET_FILL, TARGET_EDGE, 2.0)
        halos = self.halos()
        for cell, (tile, rotation) in state.board.items():
            cx, cy = layout.screen(camera, cell)
            if -2 * size < cx < width + 2 * size and -2 * size < cy < height + 2 * size:
                paint_tile(ctx, cx, cy, size, tile, rotation, halo=halos.get(cell, ()))
        if state.last_placed is not None:
            cx, cy = layout.screen(camera, state.last_placed)
            paint_outline(ctx, cx, cy, size, LAST_EDGE, max(2.0, size * 0.08))
        self.draw_last_turn(ctx)
        ghost = self.ghost
        if playing and ghost is not None:
            cx, cy = layout.screen(camera, ghost.hex)
            paint_tile(ctx, cx, cy, size, ghost.tile, ghost.rotation, alpha=0.85)
            ctx.save()
            ctx.setLineDash([6, 4])
            paint_outline(ctx, cx, cy, size, GHOST_EDGE, 3.0)
            ctx.restore()
        elif playing and self.cell is not None:
            cx, cy = layout.screen(camera, self.cell)
            paint_outline(ctx, cx, cy, size, GHOST_EDGE, 3.0)
        refused = self.refused_space() if playing else None
        if refused is not None:
            cx, cy = layout.screen(camera, refused)
            paint_refused(ctx, cx, cy, size)
        self.zoom_buttons.draw(ctx, camera)
        for name, box in self.canvas_buttons().items():
            if name == "confirm":
                paint_button(ctx, box, "\u2713", "#23404f", "#ffffff")
            elif name == "rotate":
                paint_button(ctx, box, "\u21bb", "#fffaf0", "#1d2b33")
            else:
                paint_button(ctx, box, "\u2717", "#fffaf0", "#1d2b33")

    def draw_last_turn(self, ctx: Any) -> None:
        """Every tile of the last turn outlined (a turn may lay three or
        more: forced fills and the free move)."""
        state, camera, layout = self.state, self.camera, self.layout
        size = camera.scale
        for cell in state.last_turn:
            cx, cy = layout.screen(camera, cell)
            paint_outline(ctx, cx, cy, size, LAST_EDGE, max(2.0, size * 0.08))

    def draw_pulse(self, ctx: Any) -> None:
        """The last turn's tiles pulsing as they arrive."""
        state, camera, layout = self.state, self.camera, self.layout
        size = camera.scale
        cells = state.last_turn
        strength = self.flash.strength((len(state.board), cells), self.host)
        if strength <= 0:
            return
        ctx.save()
        ctx.globalAlpha = strength
        for cell in cells:
            cx, cy = layout.screen(camera, cell)
            paint_outline(ctx, cx, cy, size * (1 + 0.35 * strength), LAST_EDGE, size * 0.2)
        ctx.restore()

    def halos(self) -> dict[Hex, set[str]]:
        """Each hex on a player's best line (or loop) -> the colours that glow."""
        state = self.state
        found: dict[Hex, set[str]] = {}
        for seat in range(state.num_players()):
            best = state.best_line(seat)
            if best is not None:
                for cell in best.hexes:
                    found.setdefault(cell, set()).add(best.colour)
        return found

    # --- the status line ----------------------------------------------------------------

    def status(self) -> str | None:
        state = self.state
        outcome = state.outcome()
        if outcome is not None:
            return f"{result_text(state)} — {rules_text(outcome.reason)}"
        if state.current_player() == CHANCE:  # a link cut before a draw
            text = rules_text("tantrix_draw_first")
            return text[:1].upper() + text[1:]
        seat = state.to_move
        name = rules_text(state.seat_name(seat))
        if not state.board and state.step == STEP_FREE:
            return t("tx.status_first", seat=name)
        return t("tx.status", seat=name, step=rules_text(STEP_MESSAGES[state.step]))

    # --- the panel ------------------------------------------------------------------------

    def panel_parts(self) -> list[Any]:
        state = self.state
        parts = []
        if state.is_over():
            parts.append(tantrix_panel.end_card(self))
        elif self.persons_turn():
            parts.append(tantrix_panel.turn_box(self))
        if not state.is_over() or any(state.hands):
            parts.append(tantrix_panel.players_box(self))
        parts.append(tantrix_panel.info_box(self))
        return parts

    def open_forced(self) -> set[Hex]:
        """Forced spaces the hand cannot fill: shaded, no "!", and by the
        rules left open (none in the computer's turn)."""
        if not self.persons_turn() or not self.playing():
            return set()
        return set(self.state.forced_spaces()) - self.fillable()

    def barred_forced(self) -> set[Hex]:
        """The open forced spaces a hand tile fits by colour: a rule (one of
        the three restrictions) keeps it out, and a tap there says which."""
        state = self.state
        hand = state.hands[state.to_move]
        return {
            cell
            for cell in self.open_forced()
            if any(tile in fits(state.demanded_edges(cell)) for tile in hand)
        }

    def open_forced_help(self) -> str:
        """Why a shaded space has no "!" (a newcomer sees it unexplained):
        no tile fits it, or one fits but a rule keeps it out."""
        spaces = self.open_forced()
        if not spaces:
            return ""
        barred = self.barred_forced()
        if not barred:
            return t("tx.help_open" if len(spaces) == 1 else "tx.help_open_many")
        if barred == spaces:
            return t("tx.help_barred" if len(spaces) == 1 else "tx.help_barred_many")
        return t("tx.help_open_mixed")

    def tile_tapped(self, tile: int) -> None:
        """A hand tile tapped: where it goes is on the board, which a long
        panel above the hand (a lesson's words) can push out of sight."""
        self.choose_tile(tile)
        if self.tile == tile:
            show_board()


# --- helpers ----------------------------------------------------------------------------


def offer_colour_choices(players: str) -> None:
    """On the new-game dialog, offer only the sets of colours that give one
    colour to each of ``players`` players, each set once (in the order red,
    yellow, green, blue; a link may give any order). "Automatic" stands for
    the first set (red, yellow...) and is named so."""
    document = getattr(js, "document", None)
    if document is None:
        return
    radios = list(document.querySelectorAll('#dialog input[name="colours"]'))
    wanted = int(players) if players.isdigit() else 0
    offered = {"auto"}
    for radio in radios:
        value = str(radio.value)
        if len(value) == wanted and value == canonical(value) and value != COLOURS[:wanted]:
            offered.add(value)
    for radio in radios:
        label = radio.parentElement
        label.style.display = "" if str(radio.value) in offered else "none"
        if str(radio.value) == "auto" and 2 <= wanted <= len(COLOURS):
            label.lastChild.textContent = t(f"opt.tantrix.colours.{COLOURS[:wanted]}")
    if not any(radio.checked and str(radio.value) in offered for radio in radios):
        for radio in radios:
            radio.checked = str(radio.value) == "auto"


def canonical(colours: str) -> str:
    """``colours`` in the order red, yellow, green, blue."""
    return "".join(sorted(colours, key=COLOURS.index)) if set(colours) <= set(COLOURS) else ""
