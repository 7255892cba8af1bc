""" "Continue a game" as the home screen last listed it, kept on this
device so that a return visit shows it at its first paint
(``web/early-saved.js``), seconds before Python is ready on a phone.

The preview is shown only while it is still true: it holds a digest of
the stored text it was made from (the saved games and the secret votes,
``fingerprint``), and the page's language. Anything else (a game played
since in another tab, a hand edit, another language) and the page shows
the list only once Python has made it, as before."""

from __future__ import annotations

import hashlib
import json

from ui import saved_votes, storage
from ui.i18n import language

KEY = "abstrakta.home-preview"
#: Bumped when what ``web/early-saved.js`` reads changes.
VERSION = 1


def fingerprint(games: str | None, votes: str | None) -> str | None:
    """The digest web/early-saved.js computes of the same two stored texts
    (SHA-256 of their UTF-8, joined by a NUL); None for text that has no
    UTF-8 (a lone surrogate a hand edit left: no preview then)."""
    try:
        data = f"{games or ''}\0{votes or ''}".encode()
    except UnicodeEncodeError:
        return None
    return hashlib.sha256(data).hexdigest()


def payload(title: str, html: str, made_from: str, lang: str) -> str:
    return json.dumps({"v": VERSION, "lang": lang, "from": made_from, "title": title, "html": html})


def keep(title: str, html: str) -> None:
    """Keep the list ``html`` (its items, as the page's first render would
    list them) under ``title``, for the stored games as they are now; an
    empty ``html`` keeps nothing. Written only when it changed."""
    made_from = fingerprint(storage.get(storage.KEY), storage.get(saved_votes.KEY))
    value = payload(title, html, made_from, language()) if html and made_from else ""
    if (storage.get(KEY) or "") != value:
        storage.put(KEY, value)
