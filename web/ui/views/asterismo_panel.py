"""Asterismo's panel: sharing out the initial harvest, the take to
confirm, the harvests, the hint / "Can we still win?" tools, the marks and
the end card. Built from the view's state (``AsterismoView``) and the
rules' public API; every button calls back into the view.
"""

from __future__ import annotations

from typing import Any

from abstrakta.games.asterismo import (
    COLOURS,
    GOAL_EACH_COLOUR,
    GOAL_ONE_COLOUR,
    Give,
    cell_name,
)
from ui.dom import KEEP_FOCUS, MUTED, SAMPLE_STYLE, button, make, on
from ui.dom import card as dom_card
from ui.i18n import t
from ui.players import failure_text
from ui.views.asterismo_draw import DANGER, FILLS, GLYPH_INK, GLYPHS
from ui.views.asterismo_words import (
    colour_word,
    end_line,
    ghost_words,
    seat_word,
    take_question,
)

#: The Asterismo view these parts are built from (``views.asterismo``; not
#: imported, since it imports this module: web/ui/ has no import circle).
AsterismoView = Any

ROW = "display:flex;flex-wrap:wrap;gap:0.4rem;align-items:center"
COLUMN = "display:flex;flex-direction:column;gap:0.4rem"


def chip(colour: int, size: str = "1.35em") -> Any:
    """A colour's swatch with its shape, as on the board's pieces."""
    element = make(
        "span",
        style=(
            f"{SAMPLE_STYLE}display:inline-flex;align-items:center;justify-content:center;"
            f"width:{size};height:{size};border-radius:5px;background:{FILLS[colour]};"
            f"color:{GLYPH_INK[colour]};line-height:1;flex:0 0 auto"
        ),
    )
    element.append(make("span", GLYPHS[colour], style="font-size:0.7em"))
    element.setAttribute("aria-hidden", "true")
    return element


def taking(view: AsterismoView) -> Any:
    state = view.state
    box = make("div", style=COLUMN)
    box.setAttribute("data-asterismo", "take")
    effect = view.effect()
    if effect is None or not view.persons_turn():
        if view.persons_turn() and view.marking is None:
            box.append(make("p", t("ast.help_take"), style=MUTED))
        return box
    name = cell_name(effect.cell)
    colour = state.colour_at(effect.cell) or 0
    question = make("p", style="margin:0;display:flex;gap:0.4rem;align-items:center")
    question.append(chip(colour), take_question(state, effect.cell))
    box.append(question)
    if not effect.safe:
        warning = make("p", view.effect_text(effect), style="margin:0;color:var(--bad)")
        warning.setAttribute("data-asterismo", "warning")
        box.append(warning)
    row = make("div", style=ROW)
    if effect.safe:
        take = button(t("ast.take"), view.confirm, primary=True)
    else:
        take = button(t("ast.take_lose"), view.confirm, primary=True)
        take.style.background = DANGER
        take.style.borderColor = DANGER
    take.setAttribute("data-move", name)
    row.append(take, button(t("cancel"), view.cancel))
    box.append(row)
    return box


def sharing(view: AsterismoView) -> Any:
    state = view.state
    pending = state.pending_share()
    shares = view.shares()
    box = make("div", style=COLUMN)
    box.setAttribute("data-asterismo", "share")
    box.append(make("strong", t("ast.share_title")))
    editable = view.persons_turn()
    if not editable:
        box.append(make("p", t("ast.share_computer", seat=seat_word(state, 0)), style=MUTED))
    elif len(pending) == 1:
        box.append(make("p", t("ast.share_intro_one"), style=MUTED))
    else:
        box.append(make("p", t("ast.share_intro", count=len(pending)), style=MUTED))
    waves = len(state.cascade_waves())
    if waves > 1:
        box.append(make("p", t("ast.share_waves", waves=waves), style=MUTED))
    players = state.num_players()
    for index, ((cell, colour), seat) in enumerate(zip(pending, shares, strict=False)):
        line = make("div", style=ROW)
        line.setAttribute("data-piece", cell_name(cell))
        piece = make(
            "button",
            type="button",
            style="display:inline-flex;gap:0.35rem;align-items:center;min-width:5.2em",
        )
        piece.append(chip(colour), cell_name(cell))
        piece.setAttribute("aria-label", f"{cell_name(cell)} ({colour_word(colour)})")
        on(piece, "click", lambda e, i=index: view.cycle_share(i))
        piece.disabled = not editable
        line.append(piece, make("span", "→", style="color:var(--muted)"))
        for other in range(players):
            choice = make("button", str(other + 1), type="button")
            choice.setAttribute("title", seat_word(state, other))
            choice.setAttribute("data-seat", str(other))
            choice.setAttribute("aria-pressed", "true" if other == seat else "false")
            choice.setAttribute(
                "aria-label",
                t("ast.give_to", cell=cell_name(cell), seat=seat_word(state, other)),
            )
            if other == seat:
                choice.className = "primary"
            choice.style.padding = "0.4em 0"
            choice.style.minWidth = "44px"
            choice.disabled = not editable
            on(choice, "click", lambda e, i=index, s=other: view.set_share(i, s))
            line.append(choice)
        box.append(line)
    if editable:
        row = make("div", style=ROW)
        confirm = button(t("ast.share_confirm"), view.confirm_share, primary=True)
        confirm.setAttribute("data-moves", " ".join(str(Give(s)) for s in shares))
        row.append(confirm)
        proposed = [give.seat for give in state.proposed_share()]
        if shares != proposed:
            row.append(button(t("ast.share_proposal"), view.proposal))
        box.append(row)
    return box


def harvests(view: AsterismoView, final: bool = False) -> Any:
    """Each player's harvest by colour and the way to the goal; while
    sharing, what the share being prepared would add (+n)."""
    state = view.state
    players = state.num_players()
    goal = GOAL_EACH_COLOUR if players == 2 else GOAL_ONE_COLOUR
    box = make("div", style="display:flex;flex-direction:column;gap:0.3rem")
    box.setAttribute("data-asterismo", "harvests")
    if not final:
        box.append(make("strong", t("ast.harvests")))
    box.append(make("p", t(f"ast.goal_{players}"), style=MUTED))
    extra = [[0, 0, 0] for _ in range(players)]
    if state.phase == "share":
        for (_, colour), seat in zip(state.pending_share(), view.shares(), strict=False):
            extra[seat][colour] += 1
    mover = state.current_player() if state.phase == "play" else -1
    for seat in range(players):
        progress = state.progress(seat)
        line = make(
            "div",
            style=(
                "display:flex;flex-direction:column;gap:0.2rem;padding:0.3rem 0.45rem;"
                "border-radius:8px;border:1px solid var(--rule)"
            ),
        )
        line.setAttribute("data-seat", str(seat))
        line.setAttribute("data-counts", " ".join(str(n) for n in progress.counts))
        if seat == mover:
            line.classList.add("noted-line")
            line.style.borderColor = "var(--accent-2)"
        head = make("div", style="display:flex;gap:0.4rem;align-items:baseline")
        who = seat_word(state, seat)
        tag = view.seat_tag(seat)
        if tag:
            who += f" ({tag})"
        head.append(make("b", who, style="flex:1"))
        if progress.done:
            note = t("ast.done")
        elif progress.remaining == 1:
            note = t("ast.to_go_one")
        else:
            note = t("ast.to_go", count=progress.remaining)
        if seat == mover:
            note = f"{t('ast.to_move')} · {note}"
        status = make("span", note, style="font-size:0.9rem;color:var(--muted)")
        if progress.done:
            status.style.color = "var(--ok)"
            status.style.fontWeight = "600"
        head.append(status)
        line.append(head)
        row = make("div", style="display:flex;gap:0.7rem;flex-wrap:wrap")
        closest = progress.closest if progress.any_colour else -1
        for colour in range(3):
            count = progress.counts[colour]
            item = make(
                "span",
                style="display:inline-flex;gap:0.3rem;align-items:center;"
                "font-variant-numeric:tabular-nums",
            )
            item.setAttribute("data-colour", COLOURS[colour])
            item.setAttribute("title", colour_word(colour))
            swatch = chip(colour)
            swatch.setAttribute("aria-hidden", "true")  # its glyph read as "black circle"
            item.append(swatch)
            # The chip's colour in words, for a screen reader ("blue 0/5").
            item.append(make("span", f"{colour_word(colour)} ", class_="visually-hidden"))
            text = make("span", f"{count}/{goal}")
            if count >= goal:
                text.style.color = "var(--ok)"
                text.style.fontWeight = "700"
            elif colour == closest:
                text.style.fontWeight = "700"
            item.append(text)
            if extra[seat][colour]:
                item.append(
                    make(
                        "small",
                        f"+{extra[seat][colour]}",
                        style="color:var(--accent-text);font-weight:600",
                    )
                )
            row.append(item)
        line.append(row)
        line.append(progress_bar(progress.remaining, goal, players))
        box.append(line)
    return box


def progress_bar(remaining: int, goal: int, players: int) -> Any:
    total = goal * (3 if players == 2 else 1)
    share = 100.0 * (total - remaining) / total
    outer = make(
        "div",
        style="height:6px;border-radius:3px;background:var(--rule);overflow:hidden",
    )
    outer.setAttribute("role", "progressbar")
    outer.setAttribute("aria-label", t("kb.ast.progress"))
    outer.setAttribute("aria-valuemin", "0")
    outer.setAttribute("aria-valuemax", str(total))
    outer.setAttribute("aria-valuenow", str(total - remaining))
    colour = "var(--ok)" if remaining == 0 else "var(--accent-text)"
    outer.append(make("div", style=f"height:100%;width:{share:.0f}%;background:{colour}"))
    return outer


def tools(view: AsterismoView) -> Any:
    """The hint toggle, "Can we still win?" and its answer, and what is
    left in the tree."""
    state = view.state
    box = make("div", style=COLUMN)
    box.setAttribute("data-asterismo", "tools")
    row = make("div", style=ROW)
    if state.phase == "play":
        toggle = button(t("ast.safe_hint"), view.toggle_safe)
        toggle.setAttribute("aria-pressed", "true" if view.show_safe else "false")
        toggle.setAttribute("data-asterismo", "safe-hint")
        if view.show_safe:
            toggle.style.background = "var(--ok-bg)"
            toggle.style.borderColor = "var(--ok)"
            toggle.style.fontWeight = "600"
        row.append(toggle)
    if view.solver() is not None:
        asking = view._asking is not None and view._asking == view.record()
        ask = button(t("ast.solving") if asking else t("ast.can_win"), view.ask_solver)
        ask.setAttribute("data-asterismo", "can-win")
        # Not disabled while the solver searches: the keyboard's focus stays
        # on it (a disabled button drops it), and a second press is ignored.
        ask.setAttribute("aria-disabled", "true" if asking else "false")
        ask.setAttribute(KEEP_FOCUS, "asterismo-can-win")
        row.append(ask)
    box.append(row)
    if state.phase == "play" and view.show_safe:
        count = len(view.safe())
        text = t("ast.safe_one") if count == 1 else t("ast.safe_count", count=count)
        box.append(make("p", text, style=MUTED))
    answer = view.current_answer()
    if answer is not None:
        box.append(answer_box(view, answer))
    if view.ghost is not None and view.playing():
        colour = state.colour_at(view.ghost) or 0
        line = make("p", style="margin:0;display:flex;gap:0.4rem;align-items:center")
        line.setAttribute("data-asterismo", "ghost")
        line.append(chip(colour), ghost_words(state, view.ghost))
        box.append(line)
    counts = [0, 0, 0]
    for colour in state.pieces().values():
        counts[colour] += 1
    box.append(
        make(
            "p",
            t("ast.tree", count=sum(counts), blue=counts[0], yellow=counts[1], red=counts[2]),
            style=MUTED,
        )
    )
    return box


ANSWER_STYLES = {
    "error": "margin:0;color:var(--bad)",
    "yes": "margin:0;color:var(--ok);font-weight:600",
    "no": "margin:0;color:var(--bad);font-weight:600",
    "unknown": "margin:0;color:var(--muted)",
}


def answer_kind(answer: dict[str, Any]) -> str:
    """The solver's answer: "yes", "no", "unknown" or "error"."""
    if "error" in answer:
        return "error"
    winnable = answer.get("winnable")
    return "yes" if winnable is True else "no" if winnable is False else "unknown"


def answer_text(answer: dict[str, Any]) -> str:
    """The answer to "Can we still win?" in words (shown, and said aloud):
    a failure in a player's words too (the worker's ``timeout`` or
    ``UNAVAILABLE`` was quoted as it came, in English in either language)."""
    error = answer.get("error")
    if error == "timeout":
        return t("ast.win_timeout")
    if error is not None:
        return failure_text(error, "ast.win_error")
    key = {"yes": "ast.win_yes", "no": "ast.win_no"}
    return t(key.get(answer_kind(answer), "ast.win_unknown"))


def answer_box(view: AsterismoView, answer: dict[str, Any]) -> Any:
    box = make("div", style=COLUMN)
    box.setAttribute("data-asterismo", "answer")
    kind = answer_kind(answer)
    box.setAttribute("data-winnable", kind)
    box.append(make("p", answer_text(answer), style=ANSWER_STYLES[kind]))
    winnable = answer.get("winnable")
    state = view.state
    if winnable is False and len(state.pieces()) + len(state.initial_harvest()) == state.material():
        # lost before any take: the pour itself cannot be won
        box.append(make("p", t("ast.win_no_pour"), style=MUTED))
    if winnable is True and answer.get("moves") and view.persons_turn():
        show = button(t("ast.show_next"), view.show_next)
        show.style.alignSelf = "flex-start"
        box.append(show)
    return box


def marks_row(view: AsterismoView) -> Any:
    state = view.state
    box = make("div", style=COLUMN)
    box.setAttribute("data-asterismo", "marks")
    marks = view.visible_marks()
    box.setAttribute(
        "data-marks", " ".join(f"{cell_name(c)}.{s + 1}" for c, s in sorted(marks.items()))
    )
    box.append(make("strong", t("ast.marks")))
    if view.marking is None:
        box.append(make("p", t("ast.marks_help"), style=MUTED))
    else:
        box.append(make("p", t("ast.mark_for", seat=seat_word(state, view.marking)), style=MUTED))
    row = make("div", style=ROW)
    row.append(make("span", t("ast.mark_as")))
    for seat in range(state.num_players()):
        element = button(str(seat + 1), lambda s=seat: view.set_marking(s))
        label = t("ast.mark_seat", seat=seat_word(state, seat))
        element.setAttribute("aria-label", label)
        element.setAttribute("title", label)
        element.style.minWidth = "44px"
        element.setAttribute("data-mark-seat", str(seat))
        element.setAttribute("aria-pressed", "true" if view.marking == seat else "false")
        if view.marking == seat:
            element.className = "primary"
        row.append(element)
    if marks:
        row.append(button(t("ast.clear_marks"), view.clear_marks))
    box.append(row)
    return box


def end_card(view: AsterismoView) -> Any:
    state = view.state
    outcome = state.outcome()
    assert outcome is not None
    won = outcome.reason == "asterismo_won"
    card = dom_card(data_asterismo="end")
    card.setAttribute("data-reason", outcome.reason)
    title = make("strong", t("ast.end_won" if won else "ast.end_lost"))
    title.style.fontSize = "1.15rem"
    title.style.color = "var(--ok)" if won else "var(--bad)"
    card.append(title)
    line = make("p", end_line(state), style="margin:0")
    line.setAttribute("data-asterismo", "end-detail")
    card.append(line)
    card.append(make("strong", t("ast.final"), style="margin-top:0.2rem"))
    card.append(harvests(view, final=True))
    return card
