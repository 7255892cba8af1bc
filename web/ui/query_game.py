"""A game asked for by the page's address: ``?game=<id>&<option>=<value>``,
an embedding page's or a club site's choice.

The game always starts: what it understands is kept, and each thing it
does not is dropped and said in a sentence (a host's typo must not leave a
player before a menu). Parameters that are the page's own or that sites
and ad tools add to every address they pass on are not the game's, and
are passed over in silence.
"""

from __future__ import annotations

from collections.abc import Iterable

from abstrakta.core import GameInfo, OptionsError, OptionSpec, resolve_options
from ui.i18n import add_ui_texts, error_text, option_label, readable, rules_text, t

#: The page's own parameters (``?embed``, ``?game=``, ``?learn=``, ``?lang=``).
PAGE_PARAMS = frozenset({"embed", "game", "learn", "lang"})


def added_by_others(name: str) -> bool:
    """A parameter a sharing site or ad tool adds (``utm_source``, ``fbclid``,
    ``gclid``): a player or host never meant it for the game."""
    return name.startswith("utm_") or name.endswith("clid")


def value_words(game_id: str, info: GameInfo, spec: OptionSpec) -> str:
    """The option's usual value as the new-game screen names it: a seat by
    the name the game gives it (Ta Yü's first player), else its label."""
    if spec.seat:
        return rules_text(info.new().seat_name(int(spec.default)))
    return option_label(game_id, spec.name, spec.default)


def asked_options(
    game_id: str, info: GameInfo, params: Iterable[tuple[str, str]]
) -> tuple[dict[str, str], list[str]]:
    """The options the address asks for that ``info`` accepts, and a sentence
    for each one dropped (in the page's language)."""
    specs = {spec.name: spec for spec in info.options}
    options: dict[str, str] = {}
    notes: list[str] = []
    for name, value in params:
        if name in PAGE_PARAMS or added_by_others(name):
            continue
        spec = specs.get(name)
        if spec is None:
            notes.append(t("query_unknown", name=readable(name)))
        elif not spec.accepts(value):
            notes.append(
                t(
                    "query_bad_value",
                    name=option_label(game_id, name),
                    value=readable(value),
                    usual=value_words(game_id, info, spec),
                )
            )
        else:
            options[name] = value
    try:
        info.check_options(resolve_options(info.options, options))
    except OptionsError as error:
        # Settings each fine alone but not together: the usual ones, all.
        notes.append(t("query_clash", reason=error_text(error)))
        options = {}
    return options, notes


add_ui_texts(
    {
        "query_unknown": "This game has no setting “{name}”: it starts without it.",
        "query_bad_value": "“{name}” cannot be “{value}”: the game starts with “{usual}”.",
        "query_clash": "The address's settings do not go together ({reason}): "
        "the game starts with the usual ones.",
    },
    {
        "query_unknown": "Questo gioco non ha l'impostazione “{name}”: si comincia senza.",
        "query_bad_value": "“{name}” non può valere “{value}”: si comincia con “{usual}”.",
        "query_clash": "Le impostazioni dell'indirizzo non vanno insieme ({reason}): "
        "si comincia con quelle solite.",
    },
)
