"""Tantrix's panel: the turn (what the step asks, the hand, the chosen
tile's turns and buttons), every player's colour, score and hand, the bag
and the forced spaces, and the end card. Built from the view's state
(``TantrixView``) and the rules' public API; every button calls back into
the view.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import js

from abstrakta.games.tantrix import STEP_FORCED_AFTER, STEP_FORCED_BEFORE, STEP_FREE, TantrixState
from ui.dom import CHOSEN_STYLE, MUTED, button, make, on, words_only
from ui.dom import card as dom_card
from ui.i18n import count_words, rules_text, t
from ui.views.tantrix_draw import SQRT3, paint_swatch, paint_tile
from ui.views.tantrix_words import line_words, rotation_label, tile_label

#: The Tantrix view these parts are built from (``views.tantrix``; not
#: imported, since it imports this module: web/ui/ has no import circle).
TantrixView = Any

#: A hand tile's picture in the panel: the hex's size (CSS px).
HAND_SIZE = 19.0
SMALL_SIZE = 15.0

ROW = "display:flex;flex-wrap:wrap;gap:0.35rem;align-items:center"
TO_MOVE_STYLE = "color:var(--accent-2-text);font-size:0.85rem;white-space:nowrap"
SCORE_STYLE = "margin-left:auto;color:var(--muted)"
STEP_HELP = {
    STEP_FORCED_BEFORE: "tx.help_forced-before",
    STEP_FREE: "tx.help_free",
    STEP_FORCED_AFTER: "tx.help_forced-after",
}


def turn_box(view: TantrixView) -> Any:
    """The player to move: what the step asks, their hand to choose from,
    and the chosen tile's turns and buttons."""
    state = view.state
    seat = state.to_move
    moves = view.moves()
    box = make(
        "div",
        style=(
            "display:flex;flex-direction:column;gap:0.45rem;padding:0.5rem 0.6rem;"
            "border-radius:10px;background:var(--surface);border:1px solid var(--rule)"
        ),
    )
    box.setAttribute("data-tantrix", "turn")
    help_key = STEP_HELP.get(state.step)
    if not state.board:
        help_key = "tx.help_first"
    if help_key:
        box.append(make("p", t(help_key), style="margin:0;font-size:0.95rem"))
    open_help = view.open_forced_help()
    if open_help:
        line = make("p", open_help, style=MUTED)
        line.setAttribute("data-tantrix", "open-forced")
        box.append(line)
    if view.cell is not None:
        fit_here = {tile for tile, cells in moves.items() if view.cell in cells}
    else:
        fit_here = set()
    row = make("div", style=ROW + ";gap:4px")
    row.setAttribute("data-hand", str(seat))
    for tile in state.hands[seat]:
        row.append(hand_button(view, tile, tile in moves, tile in fit_here))
    box.append(row)
    ghost = view.ghost
    if ghost is None:
        if view.tile is None:
            hint = t("tx.pick_zoom") if view.says_tap_zooms() else t("tx.pick_tile")
        elif not moves.get(view.tile):
            hint = t("tx.nowhere", tile=view.tile)
        else:
            hint = t("tx.pick_space", tile=view.tile)
        box.append(make("p", hint, style=MUTED))
        return box
    turns = view.turns()
    key = "tx.ghost" if len(turns) > 1 else "tx.ghost_one"
    box.append(make("p", t(key, tile=ghost.tile), style=MUTED))
    if len(turns) > 1:
        choices = make("div", style=ROW)
        choices.setAttribute("data-rotations", " ".join(str(r) for r in turns))
        # The words on a line of their own: six turns then fit one row
        # of a phone (beside them, five did and the sixth wrapped alone).
        choices.append(make("span", t("tx.rotations"), style=MUTED + ";flex-basis:100%"))
        for rotation in turns:
            choices.append(rotation_button(view, ghost.tile, rotation))
        box.append(choices)
    actions = make("div", style=ROW)
    place = button(t("tx.place"), view.confirm, primary=True)
    place.setAttribute("data-move", str(ghost))
    actions.append(place)
    if len(turns) > 1:
        rotate = button(t("tx.rotate"), view.rotate_aloud)
        rotate.setAttribute("aria-label", words_only(t("tx.rotate")))
        actions.append(rotate)
    actions.append(button(t("cancel"), view.cancel))
    box.append(actions)
    return box


def hand_button(view: TantrixView, tile: int, playable: bool, fits_here: bool) -> Any:
    chosen = tile == view.tile
    rotation = view.rotation if chosen and view.ghost is not None else 0
    element = make("button", type="button")
    element.setAttribute("data-tile", str(tile))
    element.setAttribute("aria-pressed", "true" if chosen else "false")
    label = tile_label(tile)
    element.setAttribute("aria-label", label)
    element.setAttribute("title", label)
    style = (
        "padding:2px 3px 0;min-height:0;min-width:44px;border-radius:8px;line-height:1;"
        "display:flex;flex-direction:column;align-items:center;font-size:0.75rem"
    )
    if chosen:
        style += CHOSEN_STYLE
    elif fits_here:
        style += ";border-color:var(--accent-text);border-width:2px"
    picture = tile_canvas(tile, rotation, HAND_SIZE)
    if not playable:  # the picture fades; its number stays legible (contrast)
        style += ";border-style:dashed"
        picture.style.opacity = "0.45"
    element.setAttribute("style", style)
    element.append(picture)
    element.append(make("span", str(tile), style="color:var(--muted);padding:1px 0 2px"))
    on(element, "click", lambda event: view.tile_tapped(tile))
    return element


def rotation_button(view: TantrixView, tile: int, rotation: int) -> Any:
    element = make("button", type="button")
    element.setAttribute("data-rotation", str(rotation))
    label = rotation_label(tile, rotation)
    element.setAttribute("aria-label", label)
    element.setAttribute("title", label)
    chosen = rotation == view.rotation
    element.setAttribute("aria-pressed", "true" if chosen else "false")
    style = "padding:2px;line-height:0;min-height:0;border-radius:8px"
    if chosen:
        style += CHOSEN_STYLE
    element.setAttribute("style", style)
    element.append(tile_canvas(tile, rotation, 17.0))
    on(element, "click", lambda event: view.set_rotation(rotation))
    return element


def players_box(view: TantrixView) -> Any:
    """Every player: colour, score (best line or loop), hand face up."""
    state = view.state
    box = make("div", style="display:flex;flex-direction:column;gap:0.3rem")
    box.setAttribute("data-tantrix", "players")
    current = state.to_move if view.playing() else None
    for seat in range(state.num_players()):
        colour = state.colours[seat]
        row = make(
            "div",
            style=(
                "display:flex;flex-direction:column;gap:0.2rem;padding:0.3rem 0.45rem;"
                "border-radius:8px"
            ),
        )
        row.setAttribute("data-seat", str(seat))
        row.setAttribute("data-colour", colour)
        if seat == current:
            row.classList.add("noted-line")
        head = make(
            "div",
            style=(
                "display:flex;flex-wrap:wrap;align-items:center;column-gap:0.45rem;"
                "font-variant-numeric:tabular-nums"
            ),
        )
        head.append(swatch_canvas(colour))
        name = make("strong", rules_text(state.seat_name(seat)))
        head.append(name)
        tag = view.seat_tag(seat)
        if tag:
            head.append(make("span", f"({tag})", style="color:var(--muted)"))
        if seat == current:
            head.append(make("span", t("tx.to_move"), style=TO_MOVE_STYLE))
        score = make("span", score_text(state, seat), style=SCORE_STYLE)
        score.setAttribute("data-score", str(state.score(seat)))
        head.append(score)
        row.append(head)
        hand = make("div", style="display:flex;flex-wrap:wrap;gap:3px;padding-left:0.2rem")
        hand.setAttribute("data-hand-of", str(seat))
        for tile in state.hands[seat]:
            picture = tile_canvas(tile, 0, SMALL_SIZE)
            picture.setAttribute("title", t("tx.tile", tile=tile))
            picture.setAttribute("data-tile", str(tile))
            hand.append(picture)
        row.append(hand)
        box.append(row)
    return box


def info_box(view: TantrixView) -> Any:
    state = view.state
    box = make("div", style="display:flex;flex-direction:column;gap:0.2rem")
    count = state.bag_count()
    if not state.is_over():  # at the end the bag and its rules are moot
        if count == 0:
            bag = t("tx.bag_empty")
        elif count == 1:
            bag = t("tx.bag_one")
        else:
            bag = t("tx.bag", count=count)
        line = make("p", bag, style=MUTED)
        line.setAttribute("data-tantrix", "bag")
        line.setAttribute("data-count", str(count))
        box.append(line)
    # The spaces the player to move can fill: an open one is the turn
    # help's (none fits it, or a rule keeps the fitting tiles out).
    forced = state.fillable_forced_spaces()
    if forced:
        text = make("p", t("tx.forced", spaces=count_words(len(forced))), style=MUTED)
        text.setAttribute("data-tantrix", "forced")
        box.append(text)
    if state.first_draws and len(state.board) < state.num_players():
        draws = ", ".join(
            f"{rules_text(state.seat_name(seat))} {tile}"
            for seat, tile in enumerate(state.first_draws)
        )
        starter = rules_text(state.seat_name(state.starter or 0))
        box.append(make("p", t("tx.first_draws", draws=draws, seat=starter), style=MUTED))
    box.append(make("p", t("tx.patterns") + " " + t("tx.show_lines"), style=MUTED))
    return box


def end_card(view: TantrixView) -> Any:
    state = view.state
    outcome = state.outcome()
    assert outcome is not None
    detail: dict[str, Any] = outcome.detail  # type: ignore[assignment]
    card = dom_card(data_tantrix="end")
    # Who won and why is the status line just above: not said twice.
    stuck = detail.get("stuck")
    if stuck is not None:
        name = rules_text(state.seat_name(int(stuck)))
        card.append(make("p", t("tx.stuck", seat=name), style=MUTED))
    card.append(make("strong", t("tx.final")))
    lines: list[dict[str, Any]] = detail["lines"]
    for item in sorted(lines, key=lambda line: -int(line["score"])):
        seat = int(item["seat"])
        row = make("div", style="display:flex;align-items:center;gap:0.45rem")
        row.setAttribute("data-final", str(seat))
        row.append(swatch_canvas(str(item["colour"])))
        row.append(make("strong", rules_text(state.seat_name(seat))))
        words = line_words(
            str(item["colour"]), int(item["tiles"]), int(item["score"]), item["kind"] == "loop"
        )
        row.append(make("span", words, style="margin-left:auto;text-align:right"))
        card.append(row)
    return card


def score_text(state: TantrixState, seat: int) -> str:
    best = state.best_line(seat)
    if best is None:
        return line_words(state.colours[seat], 0, 0, loop=False)
    return line_words(state.colours[seat], best.tiles, best.score, best.loop)


def tile_canvas(tile: int, rotation: int, size: float) -> Any:
    """A small sharp canvas of ``tile`` turned by ``rotation``; ``size`` is
    the hex's size (centre to corner) in CSS px."""
    width = round(SQRT3 * size) + 2
    height = round(2 * size) + 2
    return painted_canvas(
        ("tile", tile, rotation, size),
        width,
        height,
        f"width:{width}px;height:{height}px;display:block",
        lambda ctx: paint_tile(ctx, width / 2, height / 2, size, tile, rotation),
    )


def swatch_canvas(colour: str) -> Any:
    """A short piece of ``colour``'s line, pattern included (a seat's mark)."""
    width, height = 30, 14
    canvas = painted_canvas(
        ("swatch", colour),
        width,
        height,
        f"width:{width}px;height:{height}px;display:inline-block;flex:none",
        lambda ctx: paint_swatch(ctx, colour, width, height),
    )
    canvas.setAttribute("data-swatch", colour)
    return canvas


#: Pictures painted once and copied into every panel after: a move
#: rebuilds the panel, and painting its ~20 pictures again held a
#: phone-class main thread ~9 ms more of the tap (the panel's render at 4x:
#: 46.5 ms, now 37.5). The least recently used go past this many (a panel
#: shows at most ~40; each ~50 KB at 3x).
KEPT_PICTURES = 64
_painted: OrderedDict[tuple[object, ...], Any] = OrderedDict()


def painted_canvas(
    key: tuple[object, ...], width: int, height: int, style: str, paint: Callable[[Any], None]
) -> Any:
    """A new canvas of ``width`` x ``height`` CSS px, sharp at the screen's
    pixel ratio, holding what ``paint`` draws (in CSS px): painted once per
    ``key`` and ratio, copied after."""
    ratio = float(js.window.devicePixelRatio or 1)
    canvas = make("canvas")
    canvas.width = round(width * ratio)
    canvas.height = round(height * ratio)
    canvas.setAttribute("style", style)
    key = (*key, ratio)
    source = _painted.get(key)
    if source is None:
        source = make("canvas")
        source.width, source.height = canvas.width, canvas.height
        ctx = source.getContext("2d")
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        paint(ctx)
        _painted[key] = source
        if len(_painted) > KEPT_PICTURES:
            _painted.popitem(last=False)
    else:
        _painted.move_to_end(key)
    canvas.getContext("2d").drawImage(source, 0, 0)
    return canvas
