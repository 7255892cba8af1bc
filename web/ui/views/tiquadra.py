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
    ORDER_BY_PIECES,
    OVER,
    PLAYERS,
    VOTE,
    TiQuadraState,
    VoteReport,
)
from ui.dom import button, make, read_as, show_board
from ui.i18n import add_ui_texts, and_list, plural, rules_text, t
from ui.views import tiquadra_draw as draw
from ui.views import tiquadra_words  # noqa: F401  (registers the words)
from ui.views.base import View
from ui.views.flash import Flash

add_ui_texts(
    {
        "tq.hand_over": "Hand the device to {seat}",
        "tq.hand_over_note": "The others look away: {seat} chooses a tower in secret.",
        "tq.card_look_away": "The others look away.",
        "tq.card_press": "{seat}: press “{button}”.",  # below on a phone, beside on a desktop
        "tq.i_am": "I am {seat}",
        "tq.choose": "{seat}, choose the tower to bring down",
        "tq.card_choose": "Tap the tower you vote to bring down, then confirm.",
        "tq.confirm": "Confirm: tower {square}",
        "tq.confirm_none": "Choose a tower",
        "tq.back": "Back",
        "tq.tower": "Tower {square}",
        "kb.tq.tower": "a tower, bottom to top: {pieces}",
        "kb.tq.place": "Enter places a piece here ({kind})",
        "kb.tq.vote": "Enter chooses this tower for your vote",
        "kb.tq.chosen": "tower {square} selected: Enter again casts your vote, Escape cancels",
        "kb.tq.chosen_by": "voted by {seats}",
        "tq.your_vote": "your vote",
        "tq.suggested": "suggested",
        "tq.voted": "has voted",
        "tq.to_vote": "votes",
        "tq.not_voting": "does not vote",
        "tq.voting_list": "Voting: {seats}.",
        "tq.not_voting_list": "Not voting (placed fewer than 3 pieces): {seats}.",
        "tq.computers_vote": "The computer votes for {seats}, by itself.",
        "tq.secret": "Each vote stays hidden until every voter has chosen.",
        "tq.rules_two": "Two voters: both chosen towers fall (one, if both choose the same).",
        "tq.rules_three": (
            "Three voters: a tower with two or more votes falls; with three different "
            "choices the tower nobody chose falls (none if every standing tower was chosen)."
        ),
        "tq.revealed": "Votes revealed: {what}",
        "tq.falls_one": "tower {square} falls",
        "tq.falls_two": "towers {a} and {b} fall",
        "tq.falls_none": "no tower falls",
        "tq.vote_of": "{seat}: tower {square}",
        "tq.why": "Rule: {rule}.",
        "tq.out_list": "Out for the rest of the round: {list}.",
        "tq.out_pieces_one": "1 of {seat}'s pieces",
        "tq.out_pieces_other": "{count} of {seat}'s pieces",
        "tq.back_home": "The standing towers' pieces go back to their owners.",
        "tq.lost_piece": "{seat} held exactly 2 pieces and loses one.",
        "tq.round_over": "Round {round} over: {reason}.",
        "tq.round_points": "1 point to {seats}.",
        "tq.card_hands": "In hand: {hands}.",
        "tq.continue": "Continue",
        "tq.continue_aloud": "Continue, or Enter on the board, goes on.",
        "tq.round_of": "Round {round} of 3 · building phase {cycle}",
        "tq.started_by": "{seat} started the round.",
        "tq.order": "Order: {order}",
        "tq.then": ", then ",
        "tq.order_why": "({reason})",
        "tq.skipped": "No pieces in hand, skipped: {seats}.",
        "tq.place_on": "Place on:",
        "tq.square_kind": "{square} · {kind}",
        "tq.to_place": "to place",
        "tq.next": "next",
        "tq.skipped_tag": "skipped",
        "tq.col_player": "Player",
        "tq.col_hand": "In hand",
        "tq.col_placed": "Placed",
        "tq.col_out": "Out",
        "tq.col_points": "Points",
        "tq.col_round": "R{n}",
        "tq.col_total": "Total",
        "tq.box_line": "{hand} in hand · {points} pt",
        "tq.round_short": "Round {round}/3",
        "tq.phase_short": "Phase {cycle}",
        "tq.vote_short": "Vote",
        "tq.game_over": "Game over",
        "tq.final": "Final scores",
        "tq.fell": "fell",
        "tq.fell_n_one": "−{count} fell",
        "tq.fell_n_other": "−{count} fell",
        "tq.lost_tag": "−1 (held 2)",
        "tq.fell_lost_tag": "{fell}, −1 (held 2)",
        "tq.kind.birth": "birth",
        "tq.kind.growth": "growth",
        "tq.kind.branching": "branching",
        "tq.kind.fallback": "lowest",
        "tq.round_card": "Round {round} over",
        "tq.rounds_title": "Points by round",
    },
    {
        "tq.hand_over": "Passa il dispositivo al giocatore {seat}",
        "tq.hand_over_note": "Gli altri non devono guardare: {seat.il} sceglie una torre "
        "in segreto.",
        "tq.card_look_away": "Gli altri non devono guardare.",
        "tq.card_press": "{seat}: premi “{button}”.",
        "tq.i_am": "Sono {seat.il}",
        "tq.choose": "{seat}, scegli la torre da abbattere",
        "tq.card_choose": "Tocca la torre che vuoi abbattere, poi conferma.",
        "tq.confirm": "Conferma: torre {square}",
        "tq.confirm_none": "Scegli una torre",
        "tq.back": "Indietro",
        "tq.tower": "Torre {square}",
        "kb.tq.tower": "una torre, dal basso in alto: {pieces}",
        "kb.tq.place": "Invio posa una pedina qui ({kind})",
        "kb.tq.vote": "Invio sceglie questa torre per il tuo voto",
        "kb.tq.chosen": "torre {square} scelta: premi ancora Invio per votarla, Esc annulla",
        "kb.tq.chosen_by": "votata {seats.dal}",
        "tq.your_vote": "il tuo voto",
        "tq.suggested": "suggerita",
        "tq.voted": "ha votato",
        "tq.to_vote": "vota",
        "tq.not_voting": "non vota",
        "tq.voting_list": "Votano: {seats}.",
        "tq.not_voting_list": "Non votano (meno di 3 pedine piazzate): {seats}.",
        "tq.computers_vote": "Il computer vota per {seats.il}, da solo.",
        "tq.secret": "Ogni voto resta nascosto finché tutti i votanti hanno scelto.",
        "tq.rules_two": (
            "Due votanti: cadono entrambe le torri scelte (una sola, se scelgono la stessa)."
        ),
        "tq.rules_three": (
            "Tre votanti: cade la torre con due o più voti; con tre scelte diverse cade "
            "quella che nessuno ha scelto (nessuna se tutte le torri in piedi sono state scelte)."
        ),
        "tq.revealed": "Voti svelati: {what}",
        "tq.falls_one": "cade la torre {square}",
        "tq.falls_two": "cadono le torri {a} e {b}",
        "tq.falls_none": "non cade nessuna torre",
        "tq.vote_of": "{seat}: torre {square}",
        "tq.why": "Regola: {rule}.",
        "tq.out_list": "Fuori per il resto della manche: {list}.",
        "tq.out_pieces_one": "1 pedina {seat.del}",
        "tq.out_pieces_other": "{count} pedine {seat.del}",
        "tq.back_home": "Le pedine delle torri rimaste tornano ai proprietari.",
        "tq.lost_piece": "{seat.Il} aveva esattamente 2 pedine e ne perde una.",
        "tq.round_over": "Fine della manche {round}: {reason}.",
        "tq.round_points": "1 punto: {seats}.",
        "tq.card_hands": "In mano: {hands}.",
        "tq.continue": "Continua",
        "tq.continue_aloud": "Continua, o Invio sul tavoliere, va avanti.",
        "tq.round_of": "Manche {round} di 3 · costruzione {cycle}",
        "tq.started_by": "{seat.Il} ha iniziato la manche.",
        "tq.order": "Ordine: {order}",
        "tq.then": ", poi ",
        "tq.order_why": "({reason})",
        "tq.skipped": "Senza pedine in mano, saltano il turno: {seats}.",
        "tq.place_on": "Piazza su:",
        "tq.square_kind": "{square} · {kind}",
        "tq.to_place": "di turno",
        "tq.next": "prossimo",
        "tq.skipped_tag": "salta",
        "tq.col_player": "Giocatore",
        "tq.col_hand": "In mano",
        "tq.col_placed": "Piazzate",
        "tq.col_out": "Fuori",
        "tq.col_points": "Punti",
        "tq.col_round": "M{n}",
        "tq.col_total": "Totale",
        "tq.box_line": "{hand} in mano · {points} pt",
        "tq.round_short": "Manche {round}/3",
        "tq.phase_short": "Fase {cycle}",
        "tq.vote_short": "Votazione",
        "tq.game_over": "Partita finita",
        "tq.final": "Classifica finale",
        "tq.fell": "abbattuta",
        "tq.fell_n_one": "−{count} caduta",
        "tq.fell_n_other": "−{count} cadute",
        "tq.lost_tag": "−1 (ne aveva 2)",
        "tq.fell_lost_tag": "{fell}, −1 (ne aveva 2)",
        "tq.kind.birth": "nascita",
        "tq.kind.growth": "crescita",
        "tq.kind.branching": "diramazione",
        "tq.kind.fallback": "la più bassa",
        "tq.round_card": "Fine della manche {round}",
        "tq.rounds_title": "Punti per manche",
    },
)

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


def seat_name(seat: int) -> str:
    return rules_text(("tiquadra_orange", "tiquadra_grey", "tiquadra_green")[seat])


def now_ms() -> float:
    return float(js.performance.now())


def reduced_motion() -> bool:
    try:
        return bool(js.matchMedia("(prefers-reduced-motion: reduce)").matches)
    except Exception:
        return False


def falls_text(fallen: tuple[int, ...]) -> str:
    if not fallen:
        return t("tq.falls_none")
    if len(fallen) == 1:
        return t("tq.falls_one", square=fallen[0])
    # at most two towers fall: two voters' choices, or one by the three-voter rules
    return t("tq.falls_two", a=fallen[0], b=fallen[-1])


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
        box = make("div", style="width:100%;display:flex;flex-direction:column;gap:0.45rem")
        box.id = "tq-panel"
        container.append(box)
        mode = self.mode()
        getattr(self, f"_panel_{mode}")(box)
        if mode == "build":
            box.append(self._players_table())
        if self.state.rounds and mode != "over":
            box.append(self._rounds_table(small=True))

    def _panel_build(self, box: Any) -> None:
        state = self.state
        box.append(
            line(
                t("tq.round_of", round=state.round, cycle=state.cycle)
                + " · "
                + t("tq.started_by", seat=seat_name(state.starter))
            )
        )
        box.append(self._order_line())
        skipped = state.skipped()
        if skipped:
            box.append(line(t("tq.skipped", seats=names(skipped)), muted=True))
        placements = self.placements()
        if not placements:  # the computer's turn: the status says it thinks
            return
        row = make("div", style="display:flex;flex-wrap:wrap;gap:0.35rem;align-items:center")
        row.append(make("span", t("tq.place_on")))
        hinted = self.hinted
        for square, kind in sorted(placements.items()):
            words = t("tq.square_kind", square=square, kind=rules_text(KIND_KEYS[kind]))
            if square == hinted:
                words += " · " + t("tq.suggested")
            item = button(words, lambda s=square: self.host.play(str(s)), primary=square == hinted)
            item.setAttribute("style", "min-height:44px;padding:0.3em 0.7em")
            item.setAttribute("data-square", str(square))
            row.append(item)
        box.append(row)

    def _order_line(self) -> Any:
        state = self.state
        if state.order_reason() == ORDER_BY_PIECES:
            seats = [f"{seat_name(s)} ({state.phase_hands[s]})" for s in state.order]
        else:
            seats = [seat_name(s) for s in state.order]
        # An arrow to the eye, words to the ear (a screen reader said "right arrow").
        element = make("div")
        element.append(
            read_as(
                t("tq.order", order=" → ".join(seats)),
                t("tq.order", order=t("tq.then").join(seats)),
            ),
            " ",
        )
        element.append(
            make(
                "small",
                t("tq.order_why", reason=rules_text(state.order_reason())),
                style="color:var(--muted)",
            )
        )
        return element

    def _panel_handover(self, box: Any) -> None:
        seat = self.next_voter()
        if seat is None:  # only the computer votes, or it has not answered yet
            box.append(line(t("tq.secret"), muted=True))
            return
        box.append(line(t("tq.hand_over_note", seat=seat_name(seat))))
        go = button(t("tq.i_am", seat=seat_name(seat)), lambda: self.i_am(seat), primary=True)
        go.setAttribute("style", "align-self:flex-start;font-size:1.1rem;padding:0.6em 1.4em")
        box.append(go)
        voters = self.voting_order()
        marks = [
            seat_name(s) + (" ✓ " + t("tq.voted") if s in self.ballots else "") for s in voters
        ]
        box.append(line(t("tq.voting_list", seats=", ".join(marks))))
        computers = [s for s in self.state.voters() if self.host.is_computer(s)]
        if computers:
            box.append(line(t("tq.computers_vote", seats=names(computers)), muted=True))
        others = [s for s in range(3) if s not in self.state.voters()]
        if others:
            box.append(line(t("tq.not_voting_list", seats=names(others)), muted=True))
        box.append(line(t("tq.secret"), muted=True))

    def _panel_choose(self, box: Any) -> None:
        state = self.state
        # the action first: on a phone it stays on screen below the board
        actions = make("div", style="display:flex;flex-wrap:wrap;gap:0.35rem")
        words = t("tq.confirm", square=self.pick) if self.pick is not None else t("tq.confirm_none")
        ok = button(words, self.confirm, primary=True)
        ok.id = "tq-confirm"
        if self.pick is None:
            ok.disabled = True
        actions.append(ok)
        if len(self.voting_order()) > 1:  # someone else could take the device
            actions.append(button(t("tq.back"), self.back))
        box.append(actions)
        row = make("div", style="display:flex;flex-wrap:wrap;gap:0.35rem")
        for square in state.standing():
            chosen = square == self.pick
            item = button(
                t("tq.tower", square=square), lambda s=square: self.choose(s), primary=chosen
            )
            item.setAttribute("aria-pressed", "true" if chosen else "false")
            item.setAttribute("data-square", str(square))
            item.setAttribute("style", "min-height:44px;padding:0.3em 0.8em")
            row.append(item)
        box.append(row)
        # the rule depends on how many vote, the computer included
        two = len(state.voters()) == 2
        box.append(line(t("tq.rules_two" if two else "tq.rules_three"), muted=True))

    def _panel_reveal(self, box: Any) -> None:
        report = self.state.last_vote
        assert report is not None
        votes = make("ul", style="margin:0;padding-left:1.2rem")
        for seat in range(3):
            square = report.choices[seat]
            if square is not None:
                item = make("li")
                item.append(glyph(seat))
                item.append(
                    js.document.createTextNode(
                        " " + t("tq.vote_of", seat=seat_name(seat), square=square)
                    )
                )
                votes.append(item)
        box.append(votes)
        for index, words in enumerate(round_end_lines(report)):
            said = line(words)
            if index == 0:
                said.setAttribute("style", "font-weight:700")
            box.append(said)
        go = button(t("tq.continue"), self.dismiss, primary=True)
        go.id = "tq-continue"
        go.setAttribute("style", "align-self:flex-start")
        box.append(go)
        out = [
            plural("tq.out_pieces", report.pieces_fallen[s], seat=seat_name(s))
            for s in range(3)
            if report.pieces_fallen[s]
        ]
        if out:
            box.append(line(t("tq.out_list", list=and_list(out))))
        if report.lost_piece is not None:
            box.append(line(t("tq.lost_piece", seat=seat_name(report.lost_piece))))
        box.append(
            line(t("tq.why", rule=rules_text(report.rule)) + " " + t("tq.back_home"), muted=True)
        )

    def _panel_over(self, box: Any) -> None:
        box.append(self._rounds_table(small=False))

    def _players_table(self) -> Any:
        state = self.state
        heads = ["tq.col_player", "tq.col_hand", "tq.col_placed", "tq.col_out", "tq.col_points"]
        rows = [
            [state.hands[s], state.placed[s], state.fallen[s] + state.lost[s], state.scores[s]]
            for s in range(3)
        ]
        current = state.to_move
        table = make("table", style=TABLE_STYLE)
        table.id = "tq-players"
        head = make("tr")
        for key in heads:
            head.append(make("th", t(key), style=HEAD_STYLE))
        table.append(head)
        for seat in range(3):
            row = make("tr")
            row.setAttribute("data-seat", str(seat))
            if seat == current:
                row.setAttribute("style", "background:var(--note-bg);font-weight:700")
            name = make("td", style=CELL_STYLE + ";text-align:left")
            name.append(glyph(seat))
            name.append(js.document.createTextNode(" " + seat_name(seat)))
            row.append(name)
            for value in rows[seat]:
                row.append(make("td", str(value), style=CELL_STYLE))
            table.append(row)
        return table

    def _rounds_table(self, small: bool) -> Any:
        state = self.state
        wrap = make("div")
        title = make("div", t("tq.final") if not small else t("tq.rounds_title"))
        title.setAttribute("style", "font-weight:700" if not small else "color:var(--muted)")
        wrap.append(title)
        table = make("table", style=TABLE_STYLE + (";font-size:0.85rem" if small else ""))
        table.id = "tq-rounds"
        head = make("tr")
        head.append(make("th", t("tq.col_player"), style=HEAD_STYLE + ";text-align:left"))
        for result in state.rounds:
            head.append(make("th", t("tq.col_round", n=result.number), style=HEAD_STYLE))
        head.append(make("th", t("tq.col_total"), style=HEAD_STYLE))
        table.append(head)
        places = state.places()
        # Once over, in the order of the ranking they show (as the board's
        # final card); during the game in seat order, as the other tables.
        over = state.phase == OVER
        for seat in in_ranking(places) if over else range(3):
            row = make("tr")
            row.setAttribute("data-seat", str(seat))
            if over and places[seat] == 1:
                row.setAttribute("style", "background:var(--note-bg);font-weight:700")
            name = make("td", style=CELL_STYLE + ";text-align:left")
            if over:
                name.append(js.document.createTextNode(f"{places[seat]}. "))
            name.append(glyph(seat))
            name.append(js.document.createTextNode(" " + seat_name(seat)))
            row.append(name)
            for result in state.rounds:
                row.append(make("td", str(result.points[seat]), style=CELL_STYLE))
            row.append(make("td", str(state.scores[seat]), style=CELL_STYLE + ";font-weight:700"))
            table.append(row)
        wrap.append(table)
        return wrap

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


def in_ranking(places: list[int]) -> list[int]:
    """The seats in the order of their places (``state.places()``), a tie
    in seat order: the final card and the final table list them so."""
    return sorted(range(len(places)), key=lambda seat: (places[seat], seat))


TABLE_STYLE = (
    "border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums;font-size:0.9rem"
)
#: Headers may wrap (Italian words are longer); numbers and names do not.
HEAD_STYLE = (
    "padding:0.15rem 0.25rem;text-align:center;border-bottom:1px solid var(--rule);"
    "color:var(--muted);font-weight:600;font-size:0.8rem;line-height:1.1"
)
CELL_STYLE = (
    "padding:0.15rem 0.3rem;text-align:center;border-bottom:1px solid var(--rule);"
    "white-space:nowrap"
)


def line(words: str, muted: bool = False) -> Any:
    return make("div", words, style="color:var(--muted);font-size:0.92rem" if muted else "")


def round_end_lines(report: VoteReport) -> list[str]:
    """A vote that ended the round: why, and who scored (none otherwise)."""
    if not (report.round_over and report.end_reason):
        return []
    scorers = [s for s in range(3) if report.points[s]]
    return [
        t("tq.round_over", round=report.round, reason=rules_text(report.end_reason)),
        t("tq.round_points", seats=names(scorers)),
    ]


def names(seats: list[int]) -> str:
    return and_list([seat_name(s) for s in seats])


def glyph(seat: int) -> Any:
    """The seat's mark in its colour, for the panel (the same as on the board)."""
    mark = make("span", draw.GLYPHS[seat], style=f"color:{draw.BODY[seat]};font-size:1.05em")
    mark.setAttribute("aria-hidden", "true")
    return mark


def corner_tag(report: VoteReport, seat: int) -> str:
    """What a vote cost ``seat``, on its corner at the reveal: pieces that
    fell, the piece lost at exactly 2, or both (the fallen were left out
    when both happened)."""
    fell = report.pieces_fallen[seat]
    tag = plural("tq.fell_n", fell) if fell else ""
    if report.lost_piece == seat:
        return t("tq.fell_lost_tag", fell=tag) if tag else t("tq.lost_tag")
    return tag
