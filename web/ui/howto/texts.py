"""The how-to-play screen's own words and its URL (pure: tested in CPython)."""

from __future__ import annotations

from collections.abc import Container

from abstrakta.link import fold
from ui.i18n import add_ui_texts

#: The screen's name (``ui.screens``).
HOWTO = "howto"
#: ``#howto.<game>``: not a record (records start with ``v1~``/``v2~``).
PREFIX = "howto."
#: ``#learn.<game>``: the game's lesson (``ui.learn``), reopened from its start.
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


add_ui_texts(
    {
        "howto.open": "How to play",
        "howto.title": "How to play {game}",
        "howto.learn": "Learn by playing",
        "howto.start": "Start a game",
        "howto.back_game": "Back to the game",
        "howto.back_lesson": "Back to the lesson",
        "howto.back_home": "All games",
        "howto.contents": "In this guide",
    },
    {
        "howto.open": "Come si gioca",
        "howto.title": "{game}: come si gioca",
        "howto.learn": "Impara giocando",
        "howto.start": "Inizia una partita",
        "howto.back_game": "Torna alla partita",
        "howto.back_lesson": "Torna alla lezione",
        "howto.back_home": "Tutti i giochi",
        "howto.contents": "In questa guida",
    },
)
