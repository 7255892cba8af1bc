"""The new-game screen: a form built from the game's options (``OptionSpec``)
and one row per seat to choose a person or the computer at a level."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js

from abstrakta.core import AbstraktaError, OptionSpec, State
from abstrakta.games import GAMES
from ui.computer import PERSON
from ui.dom import clear, make, on
from ui.i18n import option_label, rules_text, t
from ui.last_choices import FIRST_TIME, Choices
from ui.saved_games import computer_levels
from ui.views import VIEWS

#: start(game_id, options, seats) -> an error text or None
Start = Callable[[str, dict[str, str], dict[int, str]], "str | None"]
Dialog = Callable[[list[Any], list[tuple[str, str]], Any], None]


def ask_new_game(
    game_id: str,
    dialog: Dialog,
    start_game: Start,
    say: Callable[[str], None],
    warm_up: Callable[[], None] = lambda: None,
    preset: Choices | None = None,
    tally: str | None = None,
) -> None:
    """The new-game screen: the game's options and who plays each seat,
    chosen as in ``preset`` (the game on the table, or the last one started)
    where it offers those values, else the game's defaults; ``tally``, how
    the person's games against the computer went (``ui.tally``); with no
    ``preset``, the first time (``FIRST_TIME``)."""
    preset = preset or FIRST_TIME
    # The computer's worker boots its own Pyodide (~2 s): start it while the
    # players choose, so a computer seat answers its first move at once.
    warm_up()
    info = GAMES[game_id]
    fields = [make("h2", info.name)]
    for spec in info.options:
        fields.append(option_field(game_id, spec, preset.options.get(spec.name)))

    view_class = VIEWS[game_id]

    def chosen_options() -> dict[str, str]:
        options = {}
        for spec in info.options:
            chosen = js.document.querySelector(f'#dialog [name="{spec.name}"]:checked') or (
                js.document.querySelector(f'#dialog [name="{spec.name}"]')
            )
            if chosen:
                options[spec.name] = str(chosen.value)
        return options

    seats_box = make("fieldset")

    def relevant(options: dict[str, str]) -> dict[str, str]:
        shown = view_class.relevant_options(options)
        if shown is None:
            return options
        return {name: value for name, value in options.items() if name in shown}

    def made(options: dict[str, str]) -> State | None:  # type: ignore[type-arg]
        """The game these choices start (None if they do not fit)."""
        try:
            return info.new(relevant(options))
        except AbstraktaError:
            return None

    def fit_ranges(options: dict[str, str]) -> None:
        """A number range offered as buttons (Ta Yü's first seat) shows only
        the values that fit the choices above it (the options after it at
        their defaults: the form reads top-down, so an earlier choice, like
        the variant, is never blocked by a later one); a chosen value that no
        longer fits moves to the first that does."""
        above: dict[str, str] = {}
        for spec in info.options:
            radios = js.document.querySelectorAll(f'#dialog input[type=radio][name="{spec.name}"]')
            if spec.choices or not radios.length:
                above[spec.name] = options.get(spec.name, spec.default)
                continue
            # each value's game with the choices above it (None: it does not fit)
            games = {
                str(radio.value): made({**above, spec.name: str(radio.value)}) for radio in radios
            }
            fitting = [radio for radio in radios if games[str(radio.value)] is not None]
            if spec.seat:  # a seat is named as the game names it with every choice made
                for radio in fitting:  # (a later choice, like Ta Yü's bidding, renames it)
                    value = str(radio.value)
                    probe = made({**options, spec.name: value}) or games[value]
                    assert probe is not None  # it fits the choices above it
                    radio.nextSibling.textContent = rules_text(probe.seat_name(int(value)))
            values = {str(radio.value) for radio in fitting}
            for radio in radios:  # if nothing fits, the cause is elsewhere: hide nothing
                radio.parentElement.hidden = bool(values) and str(radio.value) not in values
            if fitting and not any(radio.checked for radio in fitting):
                fitting[0].checked = True
                options[spec.name] = str(fitting[0].value)
            above[spec.name] = options.get(spec.name, spec.default)

    def show_relevant(*_: Any) -> None:
        options = chosen_options()
        fit_ranges(options)
        view_class.options_changed(options)
        options = chosen_options()  # the view may have narrowed a choice
        shown = view_class.relevant_options(options)
        for spec, fieldset in zip(info.options, fields[1:], strict=True):
            fieldset.hidden = shown is not None and spec.name not in shown
        seat_fields(seats_box, game_id, relevant(options), preset.seats, tally)

    def start(answer: str) -> None:
        if answer != "start":
            return
        seats = {
            int(str(radio.name)[4:]): str(radio.value)
            for radio in js.document.querySelectorAll("#dialog input[name^=seat]:checked")
        }
        error = start_game(game_id, relevant(chosen_options()), seats)
        if error:
            say(error)

    for fieldset in [*fields[1:], seats_box]:
        on(fieldset, "keydown", enter_starts)
    for fieldset in fields[1:]:
        on(fieldset, "change", show_relevant)
    dialog([*fields, seats_box], [(t("cancel"), ""), (t("start"), "start")], start)
    show_relevant()
    focus_first_choice()


def start_button() -> Any:
    return js.document.querySelector('#dialog-buttons button[value="start"]')


def enter_starts(event: Any) -> None:
    """Enter on a choice starts the game. The form's own default button is
    its first, Cancel: Enter on a radio button closed the screen unheard."""
    if str(event.key) != "Enter" or event.isComposing:
        return
    start = start_button()
    if start:
        event.preventDefault()
        start.form.requestSubmit(start)


def focus_first_choice() -> None:
    """The screen opens on its first choice (the chosen one of its first
    group of radio buttons), or on Start when there is nothing to choose.
    The dialog focuses what it holds as it opens, and the seats are added
    after: a game with no options (TiQuadra) opened on Cancel, so that an
    Enter at once closed it."""
    shown = [
        i for i in js.document.querySelectorAll("#dialog-body input") if not i.closest("[hidden]")
    ]
    first = shown[0] if shown else None
    if first is not None and str(first.type) == "radio":
        checked = [i for i in shown if i.name == first.name and i.checked]
        first = checked[0] if checked else first
    target = first or start_button()
    if target:
        target.focus()


def seat_fields(
    box: Any, game_id: str, options: dict[str, str], preset: dict[int, str], tally: str | None
) -> None:
    """One row per seat: a person, or the computer at a level; as chosen in
    the rows already there, else as in ``preset`` (computer seats); under
    the levels' meaning, the ``tally`` of games against them, if any."""
    try:
        probe = GAMES[game_id].new(options)
    except AbstraktaError:
        return  # options that do not fit together yet: keep the rows
    if not box.querySelector("input"):  # the screen opens: the preset's seats
        chosen = {f"seat{seat}": level for seat, level in preset.items()}
        added = PERSON
    else:
        chosen = {str(r.name): str(r.value) for r in box.querySelectorAll(":checked")}
        # A seat the options add joins the computers when one person plays
        # them (a 3-player Tantrix from a 2-player one against the computer:
        # the third seat was a person's, an extra tap for "me against it").
        seats = [value for name, value in chosen.items() if name.startswith("seat")]
        computers = [value for value in seats if value != PERSON]
        added = computers[-1] if computers and seats.count(PERSON) == 1 else PERSON
    offered = (PERSON, *computer_levels(game_id))
    clear(box)
    box.append(make("legend", t("who_plays")))
    # What the levels mean (Tsoro is solved: normal and strong are perfect).
    key = f"levels.hint.{game_id}"
    box.append(make("small", t(key) if t(key) != key else t("levels.hint"), class_="option-hint"))
    if tally:
        box.append(make("small", tally, class_="option-hint", data_tally=""))
    for seat in range(probe.num_players()):
        name = f"seat{seat}"
        row = make("div", class_="seat-row", role="radiogroup")
        row.setAttribute("aria-label", rules_text(probe.seat_name(seat)))
        row.append(make("span", rules_text(probe.seat_name(seat)), class_="seat-name"))
        choices = make("div", class_="segmented")
        level = chosen.get(name, added)
        for value in offered:
            label = make("label")
            radio = make("input", type="radio", name=name, value=value)
            if value == (level if level in offered else PERSON):
                radio.setAttribute("checked", "")
            label.append(radio, t(f"seat.{value}"))
            choices.append(label)
        row.append(choices)
        box.append(row)


def option_field(game_id: str, spec: OptionSpec, preset: str | None = None) -> Any:
    """One option as radio buttons (or a number box for a wide range), set
    to ``preset`` if it is one of the option's values, else the default."""
    fieldset = make("fieldset")
    fieldset.append(make("legend", option_label(game_id, spec.name)))
    hint_key = f"opt.{game_id}.{spec.name}.hint"
    if t(hint_key) != hint_key:
        fieldset.append(make("small", t(hint_key), class_="option-hint"))
    # A small number range reads better as buttons than as a number box.
    small = spec.maximum - spec.minimum < SMALL_RANGE
    values = spec.choices or (
        tuple(str(n) for n in range(spec.minimum, spec.maximum + 1)) if small else ()
    )
    chosen = preset if preset is not None and spec.accepts(preset) else spec.default
    if values:
        for value in values:
            label = make("label")
            radio = make("input", type="radio", name=spec.name, value=value)
            if value == chosen:
                radio.setAttribute("checked", "")
            label.append(radio, option_label(game_id, spec.name, value))
            fieldset.append(label)
    else:
        fieldset.append(
            make(
                "input",
                type="number",
                name=spec.name,
                value=chosen,
                min=str(spec.minimum),
                max=str(spec.maximum),
                # A legend names the radios of its fieldset, not a box.
                aria_label=option_label(game_id, spec.name),
            )
        )
    return fieldset


#: Integer options with fewer values than this are offered as radio buttons.
SMALL_RANGE = 6
