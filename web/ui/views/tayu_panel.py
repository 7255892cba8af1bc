"""Ta Yü's panel: the running scores, the bid, the choice of a decorated
or plain tile, the tile to lay with its orientations, the bag, and the end
card. Built from the view's state (``TayuView``) and the rules' public API;
every button calls back into the view.
"""

from __future__ import annotations

from typing import Any

import js

from abstrakta.games.tayu import DEFAULT_TARGET, FACINGS, ROLE_SIDES, Pass
from ui.dom import CHOSEN_STYLE, MUTED, SAMPLE_STYLE, button, make, on, words_only
from ui.dom import card as dom_card
from ui.i18n import rules_text, t
from ui.views.tayu_draw import ROLE_COLOURS, paint_preview
from ui.views.tayu_seats import bid_bounds, bid_number, bid_prompt, role_label
from ui.views.tayu_words import facing_label

#: The Ta Yü view these parts are built from (``views.tayu``; not
#: imported, since it imports this module: web/ui/ has no import circle).
TayuView = Any

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
            SAMPLE_STYLE + "display:inline-block;width:0.8em;height:0.8em;border-radius:50%;"
            f"background:{colour};margin-right:0.35em;vertical-align:-0.05em"
        ),
    )


def scores(view: TayuView) -> Any:
    """Running points per side and each side's product, the role to move
    highlighted; the saboteur's target."""
    state = view.state
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
            line.classList.add("noted-line")
            line.style.fontWeight = "700"
        name = make("span", style=NAME_STYLE)
        name.append(chip(ROLE_COLOURS[role]), role_label(state, role, view.seat_tag))
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
            line.classList.add("noted-line")
            line.style.fontWeight = "700"
        name = make("span", style=NAME_STYLE)
        name.append(chip(ROLE_COLOURS["sab"]), role_label(state, "sab", view.seat_tag))
        target = make("span", t("tayu.target_short", target=state.target))
        target.setAttribute("data-target", str(state.target))
        line.append(name, target)
        box.append(line)
    return box


def bag_line(view: TayuView) -> Any:
    state = view.state
    count = state.bag_count()
    text = t("tayu.bag_one") if count == 1 else t("tayu.bag", count=count)
    if state.choice:
        kinds = state.kind_counts()
        text += " · " + t("tayu.bag_kinds", deco=kinds["deco"], plain=kinds["plain"])
    line = make("p", text, style=MUTED)
    line.setAttribute("data-tayu", "bag")
    line.append(make("br"), t("tayu.grey_note"))
    return line


def laying(view: TayuView) -> Any:
    state = view.state
    box = make("div", style="display:flex;flex-direction:column;gap:0.4rem")
    box.append(make("strong", t("tayu.tile_to_lay")))
    drawn = state.drawn
    if drawn is None:
        return box
    fitting = {m.facing for m in view.candidates}
    row = make("div", style=ROW)
    for facing in FACINGS:
        row.append(facing_button(view, drawn, facing, fitting))
    rotate = button(t("tayu.rotate"), view.rotate_aloud)
    rotate.setAttribute("aria-label", words_only(t("tayu.rotate")))
    row.append(rotate)
    box.append(row)
    ghost = view.ghost
    if ghost is None:
        words = "tayu.hint_zoom" if view.says_tap_zooms() else "tayu.hint_tap"
        box.append(make("p", t(words), style=MUTED))
        return box
    count = len(view.candidates)
    hint = t("tayu.hint_ghost", count=count) if count > 1 else t("tayu.hint_ghost_one")
    box.append(make("p", hint, style=MUTED))
    actions = make("div", style=ROW)
    lay = button(t("tayu.lay"), view.lay, primary=True)
    lay.setAttribute("data-move", str(ghost))
    actions.append(lay)
    if count > 1:
        actions.append(button(f"{t('tayu.next_fit')} ({view.index + 1}/{count})", view.next_fit))
    actions.append(button(t("tayu.take_back"), view.clear))
    box.append(actions)
    return box


def facing_button(view: TayuView, tile: int, facing: str, fitting: set[str]) -> Any:
    element = make("button", type="button")
    element.setAttribute("data-facing", facing)
    label = facing_label(tile, facing)
    element.setAttribute("aria-label", label)
    element.setAttribute("title", label)
    chosen = facing == view.facing
    element.setAttribute("aria-pressed", "true" if chosen else "false")
    style = "padding:3px;line-height:0;min-height:0;border-radius:8px"
    if chosen:
        style += CHOSEN_STYLE
    element.setAttribute("style", style)
    if fitting and facing not in fitting:
        element.disabled = True
    element.append(preview_canvas(tile, facing))
    on(element, "click", lambda event: view.set_facing(facing))
    return element


def choosing(view: TayuView) -> Any:
    state = view.state
    kinds = state.kind_counts()
    box = make("div", style="display:flex;flex-direction:column;gap:0.4rem")
    box.append(make("strong", t("tayu.choose_prompt")))
    row = make("div", style=ROW)
    for kind in ("deco", "plain"):
        element = button(
            t(f"tayu.choose_{kind}", count=kinds[kind]),
            lambda kind=kind: view.host.play(kind),
            primary=True,
        )
        element.setAttribute("data-kind", kind)
        if not kinds[kind]:
            element.disabled = True
        row.append(element)
    box.append(row)
    box.append(make("p", t("tayu.choose_help"), style=MUTED))
    return box


def bidding(view: TayuView) -> Any:
    state = view.state
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
            view.host.flash(t("illegal", reason=t("tayu.bid_number", low=low, high=high)))
        else:
            view.host.play(f"bid{number}")

    def enter(event: Any) -> None:
        if event.key == "Enter":
            event.preventDefault()
            bid()

    on(field, "keydown", enter)
    # What is typed replaces the suggestion (a tap put the caret after it).
    on(field, "focus", lambda event: field.select())
    row.append(button(t("tayu.bid"), bid, True))
    if can_pass:
        row.append(button(t("pass"), lambda: view.host.play("pass")))
    box.append(row)
    return box


def end_card(view: TayuView) -> Any:
    state = view.state
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
            f"{role_label(state, role, view.seat_tag)} = {scores[role]}",
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
        holder = role_label(state, "sab", view.seat_tag)
        if holder != rules_text("tayu_sab"):  # who the saboteur was, if named
            line.append(make("span", f" · {holder}", style=MUTED_INLINE))
        card.append(line)
    card.append(make("p", t("tayu.tiles_laid", count=detail["tiles_laid"]), style=MUTED))
    return card


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
