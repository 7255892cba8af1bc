"""The how-to-play screen's own words and its URL (pure: tested in CPython)."""

from __future__ import annotations

from collections.abc import Container

from abstrakta.link import fold
from ui.i18n import add_ui_texts

#: The screen's name (``ui.screens``).
HOWTO = "howto"
#: ``#howto.<game>``: not a record (records start with ``v1~``/``v2~``).
PREFIX = "howto."
#: ``#learn.<game>``: the game's lesson (``ui.learn``) at its start;
#: ``#learn.<game>.<n>``: at its n-th step (a reload reopens the step).
LEARN_PREFIX = "learn."


def topic(fragment: str, games: Container[str], prefix: str = PREFIX) -> str | None:
    """The game whose guide (or, with ``LEARN_PREFIX``, lesson) ``fragment``
    names, or None. Read in any case, as records' game ids are: a link typed
    or autocorrected as "#Howto.Tsoro" still opens the guide."""
    fragment = fold(fragment)
    if not fragment.startswith(prefix):
        return None
    game_id = fragment[len(prefix) :]
    return game_id if game_id in games else None


def lesson_fragment(game_id: str, step: int) -> str:
    """The address of ``game_id``'s lesson at ``step`` (0-based)."""
    return LEARN_PREFIX + game_id + (f".{step + 1}" if step > 0 else "")


def lesson_place(fragment: str, games: Container[str]) -> tuple[str, int] | None:
    """The game and step (0-based) a lesson address names, or None. A step
    number past the lesson's end is for the caller to clamp."""
    game_id = topic(fragment, games, LEARN_PREFIX)
    if game_id is not None:
        return game_id, 0
    name, dot, number = fold(fragment).rpartition(".")
    game_id = topic(name, games, LEARN_PREFIX) if dot else None
    if game_id is None or not (number.isascii() and number.isdigit()) or int(number) < 1:
        return None
    return game_id, int(number) - 1


def unknown_place(fragment: str) -> tuple[str, str] | None:
    """(``HOWTO`` or ``"learn"``, the name after it) for an address that
    names a guide or a lesson that ``topic`` and ``lesson_place`` do not
    read (``#howto.chess``, ``#learn.tsoro.x``): not a broken game link but
    a page to say is not there. None for any other address."""
    folded = fold(fragment)
    for kind, prefix in ((HOWTO, PREFIX), ("learn", LEARN_PREFIX)):
        if folded.startswith(prefix):
            return kind, folded[len(prefix) :].split(".")[0]
    return None


add_ui_texts(
    {
        "howto.open": "How to play",
        "howto.title": "How to play {game}",
        "howto.learn": "Learn by playing",
        "howto.start": "Start a game",
        "howto.back_game": "Back to the game",
        "howto.back_other_game": "Back to the {game} game",
        "howto.unknown": "There is no guide for '{game}'.",
        "howto.back_lesson": "Back to the lesson",
        "howto.back_home": "All games",
        "howto.contents": "In this guide",
        "howto.picture_soon": "The picture comes as soon as the app is ready.",
    },
    {
        "howto.open": "Come si gioca",
        "howto.title": "{game}: come si gioca",
        "howto.learn": "Impara giocando",
        "howto.start": "Inizia una partita",
        "howto.back_game": "Torna alla partita",
        "howto.back_other_game": "Torna alla partita di {game}",
        "howto.unknown": "Non c'è una guida per '{game}'.",
        "howto.back_lesson": "Torna alla lezione",
        "howto.back_home": "Tutti i giochi",
        "howto.contents": "In questa guida",
        "howto.picture_soon": "La figura arriva appena l'app è pronta.",
    },
)
