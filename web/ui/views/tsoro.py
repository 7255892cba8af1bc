"""Tsoro Yematatu on a canvas: the triangle, its seven points, the pieces.

Tap an empty point to place; tap one of your pieces, then a highlighted
point, to step or jump. Legal targets come from ``state.legal_moves()``.
"""

from __future__ import annotations

import math
from typing import Any

from abstrakta.games.tsoro import (
    BLACK,
    INDEX,
    LINES,
    POINTS,
    Jump,
    Pass,
    Place,
    Step,
    TsoroMove,
    TsoroState,
)
from ui.dom import KEEP_FOCUS, SAMPLE_STYLE, button, clear, make, read_as
from ui.i18n import rules_text, t
from ui.players import failure_text
from ui.status import seat_words
from ui.views.base import View
from ui.views.flash import Flash
from ui.views.tsoro_words import (
    Value,
    best_value,
    legend_rows,
    moves_words,
    value_tag,
    value_words,
)

HEIGHT = math.sqrt(3) / 2  # of the triangle, its base being 1
#: A point's radius, in the same unit.
RADIUS = 0.07
#: Each point in board units: x across the base, y down from the apex.
UNIT_XY: dict[str, tuple[float, float]] = {
    "b3": (0.5, 0.0),
    "a2": (0.25, HEIGHT / 2),
    "b2": (0.5, HEIGHT / 2),
    "c2": (0.75, HEIGHT / 2),
    "a1": (0.0, HEIGHT),
    "b1": (0.5, HEIGHT),
    "c1": (1.0, HEIGHT),
}

WOOD = "#e9dcc0"
LINE = "#5b4a33"
WHITE_FILL, BLACK_FILL = "#fdfcf7", "#24282b"
TARGET = "#c0542d"
SELECTED = "#23404f"
WIN = "#c0542d"
HINT = "#2e7d4f"
#: A move value's tag colour, by its result (the same in the legend).
VALUE_COLOURS = {"win": "#2e7d4f", "draw": "#56636a", "loss": "#b3261e"}
#: The rings the legend explains: colour and CSS line style, as drawn.
RING_STYLES = {
    "target": (TARGET, "dashed"),
    "movable": (SELECTED, "dashed"),
    "selected": (SELECTED, "solid"),
}


def hint_target(move: TsoroMove) -> int | None:
    """The point a suggested move lands on."""
    if isinstance(move, Place):
        return move.point
    return move.dst if isinstance(move, Step | Jump) else None


class TsoroView(View):
    def __init__(self, host: Any) -> None:
        super().__init__(host)
        self.selected: int | None = None
        self.hint: TsoroMove | None = None
        #: The piece the hint picked, until the person taps a piece.
        self.hint_pick: int | None = None
        #: The analysis view: each legal move's value, from the solved game.
        self.analysing = False
        self.values: dict[str, Value] = {}
        self.value_list: Any = None
        self.xy: list[tuple[float, float]] = [(0.0, 0.0)] * len(POINTS)
        self.radius = 20.0
        #: The pulse on the last move (``ui.views.flash``).
        self.flash = Flash()

    @property
    def state(self) -> TsoroState:
        return self.host.state  # type: ignore[return-value]

    def reset(self) -> None:
        self.selected = None
        self.hint = None
        self.hint_pick = None

    def show_hint(self, move: str) -> bool:
        """The suggested move: its piece selected, its target ringed."""
        self.hint = self.state.parse_move(move)
        self.selected = self.hint.src if isinstance(self.hint, Step | Jump) else None
        self.hint_pick = self.selected
        self.host.redraw()
        return True

    # --- geometry ------------------------------------------------------

    def layout(self, width: float, height: float) -> None:
        margin = max(40.0, 0.12 * min(width, height))
        # The point labels stand past the rings (``label_gap``), about two
        # radii above the apex and below the base: the board leaves them
        # room, so none is cut off.
        labelled = HEIGHT + 2 * 2.4 * RADIUS
        scale = max(
            10.0, min(width - 2 * margin, (height - 2 * margin) / HEIGHT, (height - 8) / labelled)
        )
        left = (width - scale) / 2
        top = (height - scale * HEIGHT) / 2
        for name, (ux, uy) in UNIT_XY.items():
            self.xy[INDEX[name]] = (left + ux * scale, top + uy * scale)
        self.radius = max(12.0, scale * RADIUS)

    def point_at(self, x: float, y: float) -> int | None:
        reach = max(self.radius * 1.7, 24.0)
        best = min(range(len(POINTS)), key=lambda p: math.dist(self.xy[p], (x, y)))
        return best if math.dist(self.xy[best], (x, y)) <= reach else None

    def spots(self) -> dict[str, tuple[float, float]]:
        found = {name: self.xy[INDEX[name]] for name in POINTS}
        hint = self.key_hint()
        if hint is not None:
            found["hint"] = found[hint]
        last = self.last_point()
        if last is not None:
            found["last"] = self.xy[last]
        return found

    # --- what can be done now --------------------------------------------

    def targets(self) -> dict[int, str]:
        """Points a tap would play to (from the selection, or placements);
        none in the computer's turn."""
        found: dict[int, str] = {}
        if not self.persons_turn():
            return found
        for move in self.state.legal_moves():
            if isinstance(move, Place):
                found[move.point] = str(move)
            elif isinstance(move, Step | Jump) and move.src == self.selected:
                found[move.dst] = str(move)
        return found

    def movable(self) -> set[int]:
        if not self.persons_turn():
            return set()
        return {m.src for m in self.state.legal_moves() if isinstance(m, Step | Jump)}

    # --- input -----------------------------------------------------------

    def clickable(self, x: float, y: float) -> bool:
        point = self.point_at(x, y)
        if point is None:
            return False
        return point in self.targets() or point in self.movable() or point == self.selected

    def tap(self, x: float, y: float) -> None:
        state = self.state
        point = self.point_at(x, y)
        if point is None or state.is_over():
            self.selected = None
            self.host.redraw()
            return
        if self.host.computers_turn():
            self.say_computers_turn()
            return
        targets = self.targets()
        if point in targets:
            self.selected = None
            self.host.play(targets[point])
        elif state.board[point] == state.to_move and not state.placing():
            # A second tap on a picked piece puts it down, but the hint's
            # pick is not the person's yet: the hint says "move from a2 to
            # a1", so a person taps a2 first.
            again = self.selected == point and self.hint_pick != point
            self.selected = None if again else point
            self.hint_pick = None
            self.host.redraw()
        elif self.selected is not None:
            src, dst = POINTS[self.selected], POINTS[point]
            if not on_one_line(self.selected, point):
                # Not a move at all: say why in words, not "not a move".
                self.host.flash(t("illegal", reason=t("tsoro.no_line", src=src, dst=dst)))
                return
            # Not a legal target: let the rules say why.
            self.host.play(f"{src}-{dst}")
        elif not state.placing():
            # Nothing picked: the rules would say "move one", not how.
            self.host.flash(t("tsoro.pick_first"))
        else:
            self.host.play(POINTS[point])

    def drag(self, x0: float, y0: float, x1: float, y1: float) -> None:
        """One of the mover's pieces dragged to a point: the two taps of a
        move (pick the piece, then the point), refusals and all."""
        state = self.state
        start, end = self.point_at(x0, y0), self.point_at(x1, y1)
        if start is None or end in (None, start) or state.is_over() or state.placing():
            return
        if state.board[start] != state.to_move or not self.persons_turn():
            return
        self.selected, self.hint_pick = start, None
        self.tap(x1, y1)

    def controls(self, container: Any) -> None:
        if self.persons_turn() and self.state.legal_moves() == [Pass()]:
            container.append(button(t("pass"), lambda: self.host.play("pass"), primary=True))
        if self.state.is_over():
            return
        # What a tap does now, as the other games' panels say (the move values'
        # legend says it of each ring instead, and needs the room by the board).
        # Against the computer, first which colour is whose (the other games
        # name the computer's seat on their boards or cards; Tsoro did not).
        sides = self.sides()
        if self.persons_turn() and not self.analysing:
            key = "tsoro.how_place" if self.state.placing() else "tsoro.how_move"
            text = f"{sides} {t(key)}" if sides else t(key)
            container.append(make("p", text, class_="tsoro-how"))
        elif sides:
            container.append(make("p", sides, class_="tsoro-how"))
        label = t("tsoro.analysis_off" if self.analysing else "tsoro.analysis_on")
        analysis = button(label, self.toggle_analysis)
        analysis.classList.add("tsoro-analysis")  # not in a lesson (app.css)
        analysis.setAttribute(KEEP_FOCUS, "tsoro-analysis")  # Show / Hide: the same control
        container.append(analysis)
        if self.analysing:
            self.values = {}
            container.append(self._legend())
            # The worker may still be booting (seconds on a phone): words, not "…".
            self.value_list = make("p", t("tsoro.values_wait"), class_="tsoro-values")
            self.value_list.setAttribute("data-waiting", "")
            container.append(self.value_list)
            self.host.ask_computer("values", self._got_values)

    def sides(self) -> str | None:
        """ "You play White; the computer plays Black.", for one person
        against the computer (not in a lesson, whose box says who plays)."""
        computers = [seat for seat in (0, 1) if self.host.is_computer(seat)]
        if len(computers) != 1 or getattr(self.host, "scripted", lambda s: False)(computers[0]):
            return None
        computer = computers[0]
        return t(
            "tsoro.you_play",
            seat=rules_text(self.state.seat_name(1 - computer)),
            other=rules_text(self.state.seat_name(computer)),
        )

    def _legend(self) -> Any:
        """What the guide's tags and rings mean, in words beside a small copy
        of each (a newcomer cannot read the board's guide without it)."""
        legend = make("div", class_="tsoro-legend", style="flex-basis:100%")
        legend.append(make("p", t("tsoro.legend.lead"), style="margin:0 0 0.2rem"))
        rows = make("ul", style="list-style:none;margin:0;padding:0;display:grid;gap:0.25rem")
        for kind, tag, words in legend_rows(self.state.placing()):
            row = make("li", style="display:flex;gap:0.4rem;align-items:center")
            row.append(legend_sample(kind, tag))
            row.append(make("span", words))
            rows.append(row)
        legend.append(rows)
        return legend

    # --- keyboard and screen readers (ui.keyboard) ----------------------------

    def key_start(self) -> str | None:
        if self.state.is_over():
            return None
        targets = self.targets()
        if targets:
            return POINTS[min(targets)]
        movable = self.movable()
        return POINTS[min(movable)] if movable else None

    def key_hint(self) -> str | None:
        target = hint_target(self.hint) if self.hint is not None else None
        return POINTS[target] if target is not None else None

    def key_ring(self, name: str) -> float | None:
        return self.radius * 1.5  # round a piece and its target ring

    def place_words(self, name: str) -> str:
        state = self.state
        point = INDEX[name]
        owner = state.board[point]
        parts = [
            t("kb.piece", seat=seat_words(state, owner)) if owner is not None else t("kb.empty")
        ]
        if not state.is_over():
            targets = self.targets()
            if point == self.selected:
                parts.append(t("kb.selected"))
            elif point in targets:
                parts.append(t("kb.move_here" if self.selected is not None else "kb.place_here"))
                if self.values.get(targets[point]):  # the guide's value, as the tag shows it
                    parts.append(value_words(self.values[targets[point]]))
            elif self.selected is None and point in self.movable():
                parts.append(t("kb.can_move"))
                if self.values:  # the guide: where this piece can go, and what each leads to
                    parts.append(moves_words(self.piece_values(point)))
        return ", ".join(parts)

    def piece_values(self, point: int) -> list[tuple[str, Value]]:
        """The guide's values of one piece's moves, by the point each lands on."""
        found: list[tuple[str, Value]] = []
        for move in self.state.legal_moves():
            if isinstance(move, Step | Jump) and move.src == point and str(move) in self.values:
                found.append((POINTS[move.dst], self.values[str(move)]))
        return sorted(found)

    # --- analysis: each move's value with perfect play ----------------------

    def toggle_analysis(self) -> None:
        self.analysing = not self.analysing
        self.values = {}
        self.host.refresh()

    def _got_values(self, answer: dict[str, Any]) -> None:
        if "error" in answer:
            self.host.flash(failure_text(answer["error"]))
        self.values = answer.get("values") or {}
        if self.value_list is not None:
            self.value_list.removeAttribute("data-waiting")
            ranked = sorted(self.values.items())
            clear(self.value_list)
            # Arrows to the eye, words to the ear (a screen reader said "right arrow").
            self.value_list.append(
                read_as(
                    " · ".join(f"{move_points(m)}: {value_words(v)}" for m, v in ranked),
                    "; ".join(f"{move_spoken(m)}: {value_words(v)}" for m, v in ranked),
                )
            )
        self.host.redraw()

    # --- drawing ---------------------------------------------------------

    def draw(self, ctx: Any, width: float, height: float) -> None:
        self.layout(width, height)
        state, xy, r = self.state, self.xy, self.radius
        # the board: a wooden triangle and its five lines
        ctx.fillStyle = WOOD
        ctx.beginPath()
        for i, name in enumerate(("b3", "c1", "a1")):
            px, py = xy[INDEX[name]]
            grow = r * 1.6
            cx, cy = xy[INDEX["b2"]]
            vx, vy = px - cx, py - cy
            length = math.hypot(vx, vy) or 1
            ex, ey = px + vx / length * grow, py + vy / length * grow
            ctx.moveTo(ex, ey) if i == 0 else ctx.lineTo(ex, ey)
        ctx.closePath()
        ctx.fill()
        ctx.strokeStyle = LINE
        ctx.lineWidth = max(2.0, r * 0.15)
        ctx.lineCap = "round"
        for a, _, c in LINES:
            ctx.beginPath()
            ctx.moveTo(*xy[a])
            ctx.lineTo(*xy[c])
            ctx.stroke()
        outcome = state.outcome()
        if outcome and outcome.reason == "line":
            line = [INDEX[p] for p in outcome.detail["line"]]  # type: ignore[union-attr]
            ctx.strokeStyle = WIN
            ctx.globalAlpha = 0.55
            ctx.lineWidth = r * 0.9
            ctx.beginPath()
            ctx.moveTo(*xy[line[0]])
            ctx.lineTo(*xy[line[-1]])
            ctx.stroke()
            ctx.globalAlpha = 1
        self._draw_last_move(ctx)
        targets = {} if state.is_over() else self.targets()
        movable = set() if state.is_over() or self.selected is not None else self.movable()
        for p in range(len(POINTS)):
            x, y = xy[p]
            owner = state.board[p]
            if owner is None:
                ctx.fillStyle = LINE
                ctx.beginPath()
                ctx.arc(x, y, r * 0.28, 0, 2 * math.pi)
                ctx.fill()
            else:
                self._piece(ctx, x, y, r, owner)
            if p in targets:
                self._ring(ctx, x, y, r * 1.18, TARGET, dashed=owner is None)
                value = self.values.get(targets[p]) if self.analysing else None
                if value:  # on the (empty) point itself, inside its ring: clear of the label
                    self._value_tag(ctx, x, y, value)
            if self.hint is not None and p == hint_target(self.hint):
                self._ring(ctx, x, y, r * 1.45, HINT)
            if p == self.selected:
                self._ring(ctx, x, y, r * 1.25, SELECTED)
            elif p in movable:
                self._ring(ctx, x, y, r * 1.18, SELECTED, dashed=True)
                best = best_value([v for _, v in self.piece_values(p)]) if self.analysing else None
                if best:  # the best of its moves, on the piece's lower right: clear of the label
                    self._value_tag(ctx, x + r * 0.85, y + r * 0.75, best)
        self._draw_labels(ctx)

    def _draw_labels(self, ctx: Any) -> None:
        """The points' names, above (below, on the base) and clear of every
        ring; b2's on a halo of wood, so the vertical line does not run
        through it (the others stand off the lines)."""
        size = max(12, round(self.radius * 0.6))
        ctx.font = f"{size}px system-ui, sans-serif"
        ctx.textAlign = "center"
        ctx.lineJoin = "round"
        ctx.lineWidth = max(3.0, size * 0.3)
        ctx.strokeStyle = WOOD
        ctx.fillStyle = LINE
        for p, name in enumerate(POINTS):
            x, y = self.xy[p]
            below = name.endswith("1")
            ctx.textBaseline = "top" if below else "alphabetic"
            ly = y + self.label_gap() if below else y - self.label_gap()
            if name == "b2":
                ctx.strokeText(name, x, ly)
            ctx.fillText(name, x, ly)
        ctx.textBaseline = "alphabetic"

    def label_gap(self) -> float:
        """From a point's centre to its label's near edge: past the widest
        ring (the hint's, 1.45 radii) and the keyboard cursor (1.5, with a
        4 px border), so none of them crosses the name."""
        return self.radius * 1.5 + 6

    def last_point(self) -> int | None:
        """The point the last move placed on or moved to."""
        history = [m for m in self.state.history if m != "draw"]
        move = self.state.parse_move(history[-1]) if history else None
        if isinstance(move, Place):
            return move.point
        return move.dst if isinstance(move, Step | Jump) else None

    def draw_pulse(self, ctx: Any) -> None:
        """A ring that shrinks onto the last move's point as it fades."""
        last = self.last_point()
        strength = self.flash.strength(len(self.state.history), self.host)
        if last is None or strength <= 0:
            return
        x, y = self.xy[last]
        ctx.save()
        ctx.globalAlpha = strength
        ctx.strokeStyle = TARGET
        ctx.lineWidth = max(3.0, self.radius * 0.3)
        ctx.beginPath()
        ctx.arc(x, y, self.radius * (1.3 + 1.2 * strength), 0, 2 * math.pi)
        ctx.stroke()
        ctx.restore()

    def _draw_last_move(self, ctx: Any) -> None:
        history = [m for m in self.state.history if m != "draw"]
        if not history:
            return
        move = self.state.parse_move(history[-1])
        if isinstance(move, Step | Jump):
            (x0, y0), (x1, y1) = self.xy[move.src], self.xy[move.dst]
            ctx.strokeStyle = TARGET
            ctx.globalAlpha = 0.45
            ctx.lineWidth = self.radius * 0.35
            ctx.beginPath()
            ctx.moveTo(x0, y0)
            ctx.lineTo(x1, y1)
            ctx.stroke()
            ctx.globalAlpha = 1
        if isinstance(move, Place | Step | Jump):
            dst = move.point if isinstance(move, Place) else move.dst
            x, y = self.xy[dst]
            ctx.fillStyle = TARGET
            ctx.beginPath()
            ctx.arc(x, y, self.radius * 1.12, 0, 2 * math.pi)
            ctx.fill()

    def _value_tag(self, ctx: Any, x: float, y: float, value: Value) -> None:
        """A move's value (``W3``) centred at (x, y), in its result's colour."""
        label = value_tag(value)
        size = max(11.0, self.radius * 0.55)
        ctx.font = f"700 {round(size)}px system-ui, sans-serif"
        width = float(ctx.measureText(label).width) + size * 0.6
        ctx.fillStyle = VALUE_COLOURS.get(value.get("result", "draw"), VALUE_COLOURS["draw"])
        ctx.beginPath()
        ctx.roundRect(x - width / 2, y - size * 0.75, width, size * 1.5, size * 0.4)
        ctx.fill()
        ctx.fillStyle = "#ffffff"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        ctx.fillText(label, x, y + 1)
        ctx.textBaseline = "alphabetic"

    @staticmethod
    def _piece(ctx: Any, x: float, y: float, r: float, owner: int) -> None:
        ctx.fillStyle = BLACK_FILL if owner == BLACK else WHITE_FILL
        ctx.strokeStyle = "#111"
        ctx.lineWidth = max(1.5, r * 0.08)
        ctx.beginPath()
        ctx.arc(x, y, r, 0, 2 * math.pi)
        ctx.fill()
        ctx.stroke()

    @staticmethod
    def _ring(ctx: Any, x: float, y: float, r: float, colour: str, dashed: bool = False) -> None:
        ctx.strokeStyle = colour
        ctx.lineWidth = max(2.5, r * 0.12)
        ctx.setLineDash([r * 0.35, r * 0.25] if dashed else [])
        ctx.beginPath()
        ctx.arc(x, y, r, 0, 2 * math.pi)
        ctx.stroke()
        ctx.setLineDash([])


def legend_sample(kind: str, tag: str) -> Any:
    """The legend's small copy of what the board draws: a result's tag (its
    text is read), or a ring (only seen: its words follow it)."""
    if tag:
        style = (
            f"{SAMPLE_STYLE}background:{VALUE_COLOURS[kind]};color:#fff;font-weight:700;border-radius:0.3em;"
            "padding:0 0.35em;min-width:1.6em;text-align:center;flex-shrink:0"
        )
        return make("span", tag, style=style)
    colour, line = RING_STYLES[kind]
    style = (
        f"{SAMPLE_STYLE}display:inline-block;width:1.4em;height:1.4em;border-radius:50%;"
        "flex-shrink:0;"
        f"border:0.2em {line} {colour};box-sizing:border-box;background:{WOOD}"
    )
    return make("span", style=style, aria_hidden="true")


def on_one_line(a: int, b: int) -> bool:
    """Whether two points lie on one of the five lines (a step or a jump
    between them can be a move)."""
    return any(a in line and b in line for line in LINES)


def move_points(move: str) -> str:
    """A move as the points it uses: ``b2``, ``c1 → b1`` (a step or a jump)."""
    return move.replace("-", " → ").replace("x", " → ")


def move_spoken(move: str) -> str:
    """``move_points`` for the ear: ``b2``, ``c1 to b1``."""
    src, _, dst = move.replace("x", "-").partition("-")
    return t("tsoro.move_spoken", src=src, dst=dst) if dst else move
