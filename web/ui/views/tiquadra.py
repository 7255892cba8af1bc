"""TiQuadra on a canvas: the diamond of four squares, towers as stacks,
the three hands, and the secret vote passed from hand to hand.

What the screen shows follows the rules' state; the view adds only what a
pass-and-play device needs:

- building: legal squares are highlighted and named by kind (from
  ``square_kinds()``); a tap places (``host.play("3")``), an illegal tap
  shows the rules' reason.
- the vote: for each voter in turn a "hand the device to X" screen, then
  X's private choice. The choices live only in this object (never in the
  page's text, the URL or the saved game) until every voter has chosen;
  then the joint vote is played as one move (``joint_move``) and revealed.
- the reveal: ``last_vote`` (the board as it stood, the choices, what fell
  and why, what followed) with the votes flying to their towers together
  and the fallen towers toppling; "Continue" goes on to the next phase.
- the end: the final table, round by round.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js

from abstrakta.core import State
from abstrakta.games.tiquadra import (
    KIND_KEYS,
    OVER,
    PLAYERS,
    VOTE,
    TiQuadraState,
)
from ui.dom import show_board
from ui.i18n import and_list, rules_text, t
from ui.views import tiquadra_draw as draw
from ui.views import tiquadra_panel
from ui.views.base import View
from ui.views.flash import Flash, reduced_motion
from ui.views.tiquadra_panel import in_ranking
from ui.views.tiquadra_words import corner_tag, falls_text, names, round_end_lines, seat_name

#: The reveal's timing (ms): the votes fly to their towers, then they fall.
CHIPS_MS = 650
FALL_START_MS = 850
FALL_MS = 900
FALL_STAGGER_MS = 180
#: Then the standing towers fade as their pieces go back to the hands
#: (drawn full, they and the refilled hands counted every piece twice).
RETURN_MS = 450
#: How faint a tower gone back to the hands is left (its place still shows).
RETURNED_ALPHA = 0.3


def now_ms() -> float:
    return float(js.performance.now())


def ends_with_a_vote(history: list[str]) -> bool:
    """Whether the last move is a vote (``v2.4.4``): the screen reveals it."""
    return bool(history) and history[-1].startswith("v")


def has_a_person(is_computer: Callable[[int], bool]) -> bool:
    """Whether a person plays one of the seats (one who may go on)."""
    return not all(is_computer(seat) for seat in range(PLAYERS))


def history_key(state: TiQuadraState) -> str:
    return f"{len(state.history)}:" + "_".join(state.history)


class TiQuadraView(View):
    def __init__(self, host: Any) -> None:
        super().__init__(host)
        self.layout = draw.Layout.fit(360, 360)
        # who holds the device at the vote (the ballots cast are the
        # session's: ``host.ballots``, kept on this device only)
        self.voter: int | None = None
        self.pick: int | None = None
        # the reveal: which vote's reveal was dismissed, and its animation
        self.dismissed: list[str] | None = None
        self.anim_key: str | None = None
        self.anim_start = 0.0
        #: The pulse on the last piece placed (``ui.views.flash``).
        self.flash = Flash()
        #: A hint's square to place on, until the position changes (reset).
        self.hinted: int | None = None
        #: A hint's tower at a vote (the pick it made, still to confirm).
        self.hint_pick: int | None = None

    @property
    def state(self) -> TiQuadraState:
        return self.host.state  # type: ignore[return-value]

    def reset(self) -> None:
        self.voter = None
        self.pick = None
        self.hinted = None
        self.hint_pick = None
        # A reveal stays dismissed while the game is at or after its vote
        # (undoing a later placement); back before it, a redo reveals again.
        history = self.state.history
        if self.dismissed is not None and history[: len(self.dismissed)] != self.dismissed:
            self.dismissed = None

    # --- what the screen is showing ---------------------------------------

    def mode(self) -> str:
        """build, handover, choose, reveal or over."""
        state = self.state
        if self.revealing():
            return "reveal"
        if state.phase == OVER:
            return "over"
        if state.phase == VOTE:
            return "choose" if self.chooser() is not None else "handover"
        return "build"

    def placements(self) -> dict[int, str]:
        """Where the person to move may place, and how (birth, growth...);
        none in the computer's turn, which offers nothing to do."""
        return self.state.square_kinds() if self.persons_turn() else {}

    def revealing(self) -> bool:
        """The last move was a vote whose reveal is not yet dismissed."""
        history = self.state.history
        return ends_with_a_vote(history) and self.dismissed != history

    def voting_order(self) -> list[int]:
        """The people who vote, in this phase's order of play (the
        computer's ballots are asked by the app, never shown here)."""
        voters = self.state.voters()
        return [
            seat for seat in self.state.order if seat in voters and not self.host.is_computer(seat)
        ]

    @property
    def ballots(self) -> dict[int, str]:
        return self.host.ballots  # type: ignore[no-any-return]

    def next_voter(self) -> int | None:
        for seat in self.voting_order():
            if seat not in self.ballots:
                return seat
        return None

    def chooser(self) -> int | None:
        """Who is choosing now: the person who took the device, or the only
        person who votes (nobody to hand the device to)."""
        if self.voter is not None:
            return self.voter
        people = self.voting_order()
        if len(people) == 1 and people[0] not in self.ballots:
            return people[0]
        return None

    def status(self) -> str | None:
        mode = self.mode()
        if mode == "handover":
            seat = self.next_voter()
            return t("tq.hand_over", seat=seat_name(seat)) if seat is not None else None
        if mode == "choose":
            return t("tq.choose", seat=seat_name(self.chooser()))
        if mode == "reveal":
            report = self.state.last_vote
            assert report is not None
            return t("tq.revealed", what=falls_text(report.fallen))
        return None

    def status_aloud(self) -> str | None:
        """At a reveal, the round's end and points too (the panel's lines),
        and how to go on: the status line says only what fell."""
        status = self.status()
        report = self.state.last_vote
        if self.mode() != "reveal" or report is None or status is None:
            return status
        parts = [status.rstrip(".") + "."]
        parts.extend(round_end_lines(report))
        if self.holds_the_computer():
            parts.append(t("tq.continue_aloud"))
        return " ".join(parts)

    # --- input ---------------------------------------------------------------

    def clickable(self, x: float, y: float) -> bool:
        square = self.layout.square_at(x, y)
        mode = self.mode()
        if square is None:
            return False
        if mode == "build":
            return square in self.placements()
        return mode == "choose" and square in self.state.standing()

    def tap(self, x: float, y: float) -> None:
        square = self.layout.square_at(x, y)
        mode = self.mode()
        if square is None:
            return
        if mode == "build":
            if self.persons_turn():
                self.host.play(str(square))
            else:
                self.say_computers_turn()
        elif mode == "choose":
            if square in self.state.standing():
                if square == self.hint_pick == self.pick:
                    # The suggested tower (a hint's, a lesson's), tapped as
                    # its words say: taken as chosen, not let go.
                    self.hint_pick = None
                else:
                    self.pick = None if self.pick == square else square
                self.host.refresh()
            else:
                flash = getattr(self.host, "flash", None)
                if flash is not None:
                    flash(t("illegal", reason=rules_text("tiquadra_no_tower", square=square)))

    def i_am(self, seat: int) -> None:
        self.voter = seat
        self.pick = None
        self.host.refresh()
        show_board()

    def back(self) -> None:
        self.voter = None
        self.pick = None
        self.host.refresh()

    def choose(self, square: int) -> None:
        self.pick = square
        self.host.refresh()

    def confirm(self) -> None:
        voter = self.chooser()
        if voter is None or self.pick is None:
            return
        pick, self.voter, self.pick = self.pick, None, None
        self.hint_pick = None
        # The session keeps the ballot (never shown); the vote becomes a
        # move once every voter's, the computer's too, is in.
        self.host.submit_votes({voter: str(pick)})
        if self.state.phase == VOTE:
            show_board()

    def dismiss(self) -> None:
        self.dismissed = list(self.state.history)
        self.host.refresh()
        show_board()
        self.host.computer_may_go()

    def hint_seat(self) -> int | None:
        """At a secret vote, the person holding the device: a hint is their
        ballot (before anyone takes it, nobody's)."""
        if self.mode() == "choose":
            return self.chooser()
        return super().hint_seat()

    def show_hint(self, move: str) -> bool:
        """A ballot becomes the pick (still to confirm); a placement rings
        its square and lights its button."""
        if not move.isdigit():
            return False
        square = int(move)
        mode = self.mode()
        if mode == "choose" and square in self.state.standing():
            self.choose(square)
            self.hint_pick = square
            return True
        if mode == "build" and square in self.placements():
            self.hinted = square
            self.host.refresh()
            return True
        return False

    def end_shown(self) -> bool:
        """The last vote's reveal comes first; the final table, after
        Continue, is the end."""
        return not self.revealing()

    def holds_the_computer(self) -> bool:
        """A revealed vote stays until a person playing goes on (the
        computer moving at once hid which tower fell, who took the round)."""
        return self.revealing() and has_a_person(self.host.is_computer)

    @staticmethod
    def holds_the_computer_at_start(state: State, is_computer: Callable[[int], bool]) -> bool:
        """A fresh view reveals the last vote (nothing is dismissed yet)."""
        return ends_with_a_vote(state.history) and has_a_person(is_computer)

    # --- keyboard and screen readers (ui.keyboard) --------------------------------

    def key_start(self) -> str | None:
        mode = self.mode()
        if mode == "build":
            kinds = self.placements()
            return str(min(kinds)) if kinds else None
        if mode == "choose":
            standing = self.state.standing()
            return str(self.pick or (standing[0] if standing else 1))
        return None

    def key_hint(self) -> str | None:
        mode = self.mode()
        if mode == "build" and self.hinted in self.placements():
            return str(self.hinted)
        if mode == "choose" and self.pick is not None and self.pick == self.hint_pick:
            return str(self.pick)
        return None

    def key_enter(self, name: str) -> None:
        """At a reveal, Enter on the board goes on (as the panel's Continue);
        at a vote, Enter on the tower already chosen casts the vote (as the
        panel's Confirm: a second Enter confirms, as in the other games);
        elsewhere, what a tap does."""
        mode = self.mode()
        if mode == "reveal":
            self.dismiss()
        elif mode == "choose" and self.pick is not None and name == str(self.pick):
            self.confirm()
        else:
            super().key_enter(name)

    def key_cancel(self) -> None:
        """At a vote, Escape drops the tower chosen (the voter keeps the
        device; "Back" hands it back); elsewhere, the half-made choice."""
        if self.mode() == "choose" and self.pick is not None:
            self.pick = None
            self.host.refresh()
        else:
            super().key_cancel()

    def place_words(self, name: str) -> str:
        """A square in words, as the board shows it: at a reveal, the tower
        as it stood at the vote, who chose it and whether it fell (the
        rules' board is already cleared for the next phase)."""
        state, square = self.state, int(name)
        mode = self.mode()
        report = state.last_vote if mode == "reveal" else None
        tower = report.towers[square - 1] if report is not None else state.tower(square)
        parts = [
            t("kb.tq.tower", pieces=", ".join(seat_name(s) for s in tower))
            if tower
            else t("kb.empty")
        ]
        if report is not None:
            chose = [seat_name(s) for s, c in enumerate(report.choices) if c == square]
            if chose:
                parts.append(t("kb.tq.chosen_by", seats=and_list(chose)))
            if square in report.fallen:
                parts.append(t("tq.fell"))
        if mode == "build":
            kind = self.placements().get(square)
            if kind is not None:
                parts.append(t("kb.tq.place", kind=rules_text(KIND_KEYS[kind])))
        elif mode == "choose" and square in state.standing():
            parts.append(
                t("kb.tq.chosen", square=square) if square == self.pick else t("kb.tq.vote")
            )
        return ", ".join(parts)

    # --- the panel ---------------------------------------------------------------

    def controls(self, container: Any) -> None:
        tiquadra_panel.controls(self, container)

    # --- geometry for tests and embedding pages ------------------------------------

    def spots(self) -> dict[str, tuple[float, float]]:
        found = {str(square): self.layout.centre(square) for square in (1, 2, 3, 4)}
        last = self.state.last_placement
        if last is not None and self.mode() == "build":
            found["last"] = self.layout.centre(last.square)
        if self.hinted is not None:
            found["hint"] = self.layout.centre(self.hinted)
        return found

    # --- drawing ---------------------------------------------------------------------

    def draw_pulse(self, ctx: Any) -> None:
        """The towers of the pieces just placed (``fresh_squares``), lit as
        they arrive."""
        mode = self.mode()
        if mode == "reveal":
            return
        state = self.state
        strength = self.flash.strength(len(state.history), self.host)
        if mode == "build" and strength > 0:
            ctx.save()
            ctx.globalAlpha = strength
            for square in self.fresh_squares():
                draw.outline(ctx, self.layout, square, draw.SELECT, False, self.layout.side * 0.06)
            ctx.restore()

    def fresh_squares(self) -> set[int]:
        """The tower of the last piece placed; when the computer placed it,
        every tower its seats built on since a person placed (two computers
        in turn: the panel names both moves, the board marks both)."""
        placements = self.state.placements
        if not placements:
            return set()
        is_computer = getattr(self.host, "is_computer", lambda seat: False)
        last = placements[-1]
        if not is_computer(last.seat) or all(is_computer(seat) for seat in range(3)):
            return {last.square}  # a person's, or nobody's "yours": the last alone
        fresh: set[int] = set()
        for placement in reversed(placements):
            if not is_computer(placement.seat):
                break
            fresh.add(placement.square)
        return fresh

    def draw(self, ctx: Any, width: float, height: float) -> None:
        self.layout = layout = draw.Layout.fit(width, height)
        mode = self.mode()
        if mode == "reveal":
            self._draw_reveal(ctx, layout)
            return
        state = self.state
        tints: dict[int, str] = {}
        kinds = self.placements() if mode == "build" else {}
        for square in kinds:
            tints[square] = "#f7ecd2"
        if mode == "choose":
            for square in (1, 2, 3, 4):
                if square not in state.standing():
                    tints[square] = draw.WOOD_DARK
        draw.board(ctx, layout, tints)
        fresh = self.fresh_squares() if mode == "build" else set()
        for square in (1, 2, 3, 4):
            draw.tower(ctx, layout, square, state.tower(square), mark_top=square in fresh)
            draw.square_number(ctx, layout, square)
        if mode == "build" and state.to_move is not None:
            seat = state.to_move
            for square, kind in kinds.items():
                if square == self.hinted:  # solid and thick, as a chosen vote
                    draw.outline(ctx, layout, square, draw.SELECT, False, layout.side * 0.05)
                else:
                    dashed = max(3.0, layout.side * 0.03)
                    draw.outline(ctx, layout, square, draw.ACCENT, True, dashed)
                words = t(f"tq.kind.{kind}")
                fill, ink = draw.LABEL_FILL[seat], draw.LABEL_INK[seat]
                draw.label(ctx, layout, square, words, fill, ink)
        if mode == "choose":
            for square in state.standing():
                chosen = square == self.pick
                colour = draw.SELECT if chosen else draw.ACCENT
                draw.outline(
                    ctx,
                    layout,
                    square,
                    colour,
                    not chosen,
                    layout.side * (0.05 if chosen else 0.025),
                )
                if chosen:
                    draw.label(ctx, layout, square, t("tq.your_vote"), draw.SELECT, "#ffffff")
        self._draw_corners(ctx, layout, mode)
        if mode == "handover":
            seat = self.next_voter()
            if seat is not None:
                draw.veil(ctx, layout)
                name = seat_name(seat)
                draw.card(
                    ctx,
                    layout,
                    seat,
                    t("tq.hand_over", seat=name),
                    [
                        t("tq.card_look_away"),
                        t("tq.card_press", seat=name, button=t("tq.i_am", seat=name)),
                    ],
                )
        elif mode == "over":
            self._draw_final(ctx, layout)

    def _draw_corners(self, ctx: Any, layout: draw.Layout, mode: str) -> None:
        state = self.state
        voters = state.voters()
        skipped = state.skipped()
        upcoming = None
        if mode == "build" and state.to_move is not None:
            turn = state.order.index(state.to_move)
            for step in range(1, 3):
                seat = state.order[(turn + step) % 3]
                if seat not in skipped and seat != state.to_move:
                    upcoming = seat
                    break
        for seat in range(3):
            tag, active, dim = "", False, False
            if mode == "build":
                active = seat == state.to_move
                if active:
                    tag = t("tq.to_place")
                elif seat in skipped:
                    tag, dim = t("tq.skipped_tag"), True
                elif seat == upcoming:
                    tag = t("tq.next")
                else:  # a seat that waits: whose it is, the computer's or a person's
                    tag = self.seat_tag(seat) or ""
            elif mode in ("handover", "choose"):
                if seat not in voters:
                    tag, dim = t("tq.not_voting"), True
                elif self.host.is_computer(seat):
                    # the computer (or a lesson) votes by itself: no device to hand over
                    tag, dim = self.seat_tag(seat) or "", True
                elif seat in self.ballots:
                    tag = "✓ " + t("tq.voted")
                else:
                    tag = t("tq.to_vote")
                active = seat == (self.chooser() if mode == "choose" else self.next_voter())
            draw.hand_box(
                ctx,
                layout,
                draw.HandBox(
                    seat,
                    seat_name(seat),
                    state.hands[seat],
                    t("tq.box_line", hand=state.hands[seat], points=state.scores[seat]),
                    tag,
                    active,
                    dim,
                ),
            )
        if mode == "over":
            draw.info_box(ctx, layout, [t("tq.game_over")], [])
        else:
            lines = [
                t("tq.round_short", round=state.round),
                t("tq.vote_short")
                if state.phase == VOTE
                else t("tq.phase_short", cycle=state.cycle),
            ]
            draw.info_box(ctx, layout, lines, list(state.order))

    def _draw_reveal(self, ctx: Any, layout: draw.Layout) -> None:
        state = self.state
        report = state.last_vote
        assert report is not None
        key = history_key(state)
        if self.anim_key != key:
            self.anim_key = key
            self.anim_start = now_ms()
        elapsed = 1e9 if reduced_motion() else now_ms() - self.anim_start
        fallen = report.fallen
        end = FALL_START_MS + FALL_MS + FALL_STAGGER_MS * max(0, len(fallen) - 1)
        back = min(1.0, max(0.0, (elapsed - end) / RETURN_MS))
        draw.board(ctx, layout, {})
        for square in (1, 2, 3, 4):
            stack = report.towers[square - 1]
            if square in fallen:
                index = fallen.index(square)
                progress = (elapsed - FALL_START_MS - FALL_STAGGER_MS * index) / FALL_MS
                if progress <= 0:
                    draw.tower(ctx, layout, square, stack)
                else:
                    draw.toppling_tower(ctx, layout, square, stack, progress)
                    draw.fallen_mark(ctx, layout, square, t("tq.fell"), progress * 1.5 - 0.3)
            else:
                draw.tower(ctx, layout, square, stack)
                if back > 0:  # its pieces went home: the square's wood over it
                    draw.wash(ctx, layout, square, (1 - RETURNED_ALPHA) * back)
            draw.square_number(ctx, layout, square)
        # the corners: the hands after the vote (pieces back, a piece lost)
        origins: dict[int, tuple[float, float]] = {}
        done = elapsed >= end
        hands = [report.hands[s] - (1 if report.lost_piece == s else 0) for s in range(3)]
        for seat in range(3):
            hand = hands[seat]
            tag = corner_tag(report, seat)
            origins[seat] = draw.hand_box(
                ctx,
                layout,
                draw.HandBox(
                    seat,
                    seat_name(seat),
                    hand if done else 0,
                    t("tq.box_line", hand=hand, points=state.scores[seat]),
                    tag if done else "",
                    False,
                    seat not in report.voters,
                ),
            )
        draw.info_box(
            ctx,
            layout,
            [t("tq.round_short", round=report.round), t("tq.vote_short")],
            [],
        )
        # the votes, all at once, flying from their voters to the towers
        progress = min(1.0, max(0.0, elapsed / CHIPS_MS))
        eased = 1 - (1 - progress) ** 3
        radius = draw.chip_radius(layout)
        for square in (1, 2, 3, 4):
            seats = [s for s in range(3) if report.choices[s] == square]
            for index, seat in enumerate(seats):
                tx, ty = draw.vote_chip_spot(layout, square, index, len(seats))
                ox, oy = origins[seat]
                x = ox + (tx - ox) * eased
                y = oy + (ty - oy) * eased
                draw.token(ctx, seat, x, y, radius * (1.6 - 0.6 * eased))
        if done and report.round_over:
            scorers = [s for s in range(3) if report.points[s]]
            draw.card(
                ctx,
                layout,
                scorers[0] if len(scorers) == 1 else None,
                t("tq.round_card", round=report.round),
                [
                    rules_text(report.end_reason or ""),
                    # the hands the reason counts: the card covers a corner's box
                    t(
                        "tq.card_hands",
                        hands=", ".join(f"{seat_name(s)}\u00a0{hands[s]}" for s in range(3)),
                    ),
                    t("tq.round_points", seats=names(scorers)),
                ],
                y=layout.cy + layout.side * 0.55,
            )
        if back < 1.0:
            self.host.redraw()

    def _draw_final(self, ctx: Any, layout: draw.Layout) -> None:
        state = self.state
        draw.veil(ctx, layout, 0.6)
        places = state.places()
        best = min(places)
        rows = [
            draw.FinalRow(
                seat,
                places[seat],
                seat_name(seat),
                state.scores[seat],
                [r.points[seat] for r in state.rounds],
                places[seat] == best,
            )
            for seat in in_ranking(places)
        ]
        heads = [
            t("tq.col_player"),
            *[t("tq.col_round", n=r.number) for r in state.rounds],
            t("tq.col_total"),
        ]
        draw.final_table(ctx, layout, t("tq.final"), heads, rows)
