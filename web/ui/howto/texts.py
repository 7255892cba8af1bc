"""The how-to-play screen's own words and its URL (pure: tested in CPython)."""

from __future__ import annotations

from collections.abc import Container

from abstrakta.link import fold
from ui.i18n import add_ui_texts

#: The screen's name (``ui.screens``).
HOWTO = "howto"
#: ``#howto.<game>``: not a record (records start with ``v1~``/``v2~``).
PREFIX = "howto."


def topic(fragment: str, games: Container[str]) -> str | None:
    """The game whose guide ``fragment`` names, or None. Read in any case, as
    records' game ids are: a link typed or autocorrected as "#Howto.Tsoro"
    still opens the guide."""
    fragment = fold(fragment)
    if not fragment.startswith(PREFIX):
        return None
    game_id = fragment[len(PREFIX) :]
    return game_id if game_id in games else None


add_ui_texts(
    {
        "howto.open": "How to play",
        "howto.title": "How to play {game}",
        "howto.learn": "Learn by playing",
        "howto.start": "Start a game",
        "howto.back_game": "Back to the game",
        "howto.back_home": "All games",
        "howto.contents": "In this guide",
    },
    {
        "howto.open": "Come si gioca",
        "howto.title": "{game}: come si gioca",
        "howto.learn": "Impara giocando",
        "howto.start": "Inizia una partita",
        "howto.back_game": "Torna alla partita",
        "howto.back_home": "Tutti i giochi",
        "howto.contents": "In questa guida",
    },
)
