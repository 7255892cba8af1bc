"""TiQuadra's panel: the building phase's order and squares, the vote's
hand-over and private choice, the reveal, the players' and the rounds'
tables. Built from the view's state (``TiQuadraView``) and the rules'
public API; every button calls back into the view.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js

from abstrakta.games.tiquadra import KIND_KEYS, ORDER_BY_PIECES, OVER
from ui.dom import button, make, read_as
from ui.i18n import and_list, plural, rules_text, t
from ui.views import tiquadra_draw as draw
from ui.views.tiquadra_words import names, round_end_lines, seat_name

#: The TiQuadra view these parts are built from (``views.tiquadra``; not
#: imported, since it imports this module: web/ui/ has no import circle).
TiQuadraView = Any

TABLE_STYLE = (
    "border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums;font-size:0.9rem"
)

#: Headers may wrap (Italian words are longer); numbers and names do not.
HEAD_STYLE = (
    "padding:0.15rem 0.25rem;text-align:center;border-bottom:1px solid var(--rule);"
    "color:var(--muted);font-weight:600;font-size:0.8rem;line-height:1.1"
)

#: The players' table spans the panel, so its columns spread out; its
#: narrow sides only count on a 320 px phone, where the Italian table was
#: 13 px too wide (its "Punti" column hidden behind a sideways scroll).
NARROW_SIDES = ";padding-left:0.1rem;padding-right:0.1rem"

CELL_STYLE = (
    "padding:0.15rem 0.3rem;text-align:center;border-bottom:1px solid var(--rule);"
    "white-space:nowrap"
)


def controls(view: TiQuadraView, container: Any) -> None:
    """The panel of the mode the view is in, then the tables it shows."""
    box = make("div", style="width:100%;display:flex;flex-direction:column;gap:0.45rem")
    box.id = "tq-panel"
    container.append(box)
    mode = view.mode()
    PANELS[mode](view, box)
    if mode == "build":
        box.append(players_table(view))
    if view.state.rounds and mode != "over":
        box.append(rounds_table(view, small=True))


def panel_build(view: TiQuadraView, box: Any) -> None:
    state = view.state
    box.append(
        line(
            t("tq.round_of", round=state.round, cycle=state.cycle)
            + " · "
            + t("tq.started_by", seat=seat_name(state.starter))
        )
    )
    box.append(order_line(view))
    skipped = state.skipped()
    if skipped:
        box.append(line(t("tq.skipped", seats=names(skipped)), muted=True))
    placements = view.placements()
    if not placements:  # the computer's turn: the status says it thinks
        return
    row = make("div", style="display:flex;flex-wrap:wrap;gap:0.35rem;align-items:center")
    row.append(make("span", t("tq.place_on")))
    hinted = view.hinted
    for square, kind in sorted(placements.items()):
        words = t("tq.square_kind", square=square, kind=rules_text(KIND_KEYS[kind]))
        if square == hinted:
            words += " · " + t("tq.suggested")
        item = button(words, lambda s=square: view.host.play(str(s)), primary=square == hinted)
        item.setAttribute("style", "min-height:44px;padding:0.3em 0.7em")
        item.setAttribute("data-square", str(square))
        row.append(item)
    box.append(row)


def order_line(view: TiQuadraView) -> Any:
    state = view.state
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


def panel_handover(view: TiQuadraView, box: Any) -> None:
    seat = view.next_voter()
    if seat is None:  # only the computer votes, or it has not answered yet
        box.append(line(t("tq.secret"), muted=True))
        return
    box.append(line(t("tq.hand_over_note", seat=seat_name(seat))))
    go = button(t("tq.i_am", seat=seat_name(seat)), lambda: view.i_am(seat), primary=True)
    go.setAttribute("style", "align-self:flex-start;font-size:1.1rem;padding:0.6em 1.4em")
    box.append(go)
    voters = view.voting_order()
    marks = [seat_name(s) + (" ✓ " + t("tq.voted") if s in view.ballots else "") for s in voters]
    box.append(line(t("tq.voting_list", seats=", ".join(marks))))
    computers = [s for s in view.state.voters() if view.host.is_computer(s)]
    if computers:
        box.append(line(t("tq.computers_vote", seats=names(computers)), muted=True))
    others = [s for s in range(3) if s not in view.state.voters()]
    if others:
        box.append(line(t("tq.not_voting_list", seats=names(others)), muted=True))
    box.append(line(t("tq.secret"), muted=True))


def panel_choose(view: TiQuadraView, box: Any) -> None:
    state = view.state
    # the action first: on a phone it stays on screen below the board
    actions = make("div", style="display:flex;flex-wrap:wrap;gap:0.35rem")
    words = t("tq.confirm", square=view.pick) if view.pick is not None else t("tq.confirm_none")
    ok = button(words, view.confirm, primary=True)
    ok.id = "tq-confirm"
    if view.pick is None:
        ok.disabled = True
    actions.append(ok)
    if len(view.voting_order()) > 1:  # someone else could take the device
        actions.append(button(t("tq.back"), view.back))
    box.append(actions)
    row = make("div", style="display:flex;flex-wrap:wrap;gap:0.35rem")
    for square in state.standing():
        chosen = square == view.pick
        item = button(t("tq.tower", square=square), lambda s=square: view.choose(s), primary=chosen)
        item.setAttribute("aria-pressed", "true" if chosen else "false")
        item.setAttribute("data-square", str(square))
        item.setAttribute("style", "min-height:44px;padding:0.3em 0.8em")
        row.append(item)
    box.append(row)
    # the rule depends on how many vote, the computer included
    two = len(state.voters()) == 2
    box.append(line(t("tq.rules_two" if two else "tq.rules_three"), muted=True))


def panel_reveal(view: TiQuadraView, box: Any) -> None:
    report = view.state.last_vote
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
    go = button(t("tq.continue"), view.dismiss, primary=True)
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


def panel_over(view: TiQuadraView, box: Any) -> None:
    box.append(rounds_table(view, small=False))


def players_table(view: TiQuadraView) -> Any:
    state = view.state
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
        head.append(make("th", t(key), style=HEAD_STYLE + NARROW_SIDES))
    table.append(head)
    for seat in range(3):
        row = make("tr")
        row.setAttribute("data-seat", str(seat))
        if seat == current:
            row.classList.add("noted-line")
            row.style.fontWeight = "700"
        name = make("td", style=CELL_STYLE + ";text-align:left")
        name.append(glyph(seat))
        name.append(js.document.createTextNode(" " + seat_name(seat)))
        row.append(name)
        for value in rows[seat]:
            row.append(make("td", str(value), style=CELL_STYLE + NARROW_SIDES))
        table.append(row)
    return table


def rounds_table(view: TiQuadraView, small: bool) -> Any:
    state = view.state
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
            row.classList.add("noted-line")
            row.style.fontWeight = "700"
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


def in_ranking(places: list[int]) -> list[int]:
    """The seats in the order of their places (``state.places()``), a tie
    in seat order: the final card and the final table list them so."""
    return sorted(range(len(places)), key=lambda seat: (places[seat], seat))


def line(words: str, muted: bool = False) -> Any:
    return make("div", words, style="color:var(--muted);font-size:0.92rem" if muted else "")


def glyph(seat: int) -> Any:
    """The seat's mark in its colour, for the panel (the same as on the board)."""
    mark = make("span", draw.GLYPHS[seat], style=f"color:{draw.BODY[seat]};font-size:1.05em")
    mark.setAttribute("aria-hidden", "true")
    return mark


#: The panel of each of the view's modes (``TiQuadraView.mode()``).
PANELS: dict[str, Callable[[TiQuadraView, Any], None]] = {
    "build": panel_build,
    "handover": panel_handover,
    "choose": panel_choose,
    "reveal": panel_reveal,
    "over": panel_over,
}
