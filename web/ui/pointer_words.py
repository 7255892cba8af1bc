"""A mouse's words for a finger's. The texts are written for a phone first
("Tap a point", "Tocca un punto"); on a device whose only pointer is a
mouse or a touchpad they say "Click"/"Clicca" instead. Pure (tested in
CPython); the page says which device it is on (``set_mouse``).

Italian "toccare" also means "to touch" and "tocca a" means "it is the
turn of": only the imperative followed by what is tapped (after an
article, or "prima" or "di nuovo" and an article), or with a pronoun
joined ("toccala"), is a tap; "Clicca" takes "su" ("Clicca sul punto").
``tests/test_pointer_words.py`` lists every other use in the texts, so a
new one is decided, not changed unseen."""

from __future__ import annotations

import re

#: "Tap", "taps", "tapped", "tapping": English has no other sense of it here.
_ENGLISH = re.compile(r"\b([Tt])ap(s|ped|ping)?\b")
_ENGLISH_ENDINGS = {None: "", "s": "s", "ped": "ed", "ping": "ing"}

#: "Toccala", "toccane": a pronoun joined to the imperative.
_ITALIAN_JOINED = re.compile(r"\b([Tt])occa(la|lo|le|li|ne)\b")
#: "Tocca una pedina", "tocca il punto", "Tocca prima una…", "tocca l'…":
#: clicking is "cliccare su" (sul punto, sulla pedina).
_ITALIAN_BARE = re.compile(
    r"\b([Tt])occa((?:\s+(?:prima|di nuovo|ancora))?)"
    r"\s+(il|lo|la|le|i|gli|una|uno|un|l['’]|un['’])\b"
)
#: "su" joined to the article that follows it.
_ON = {"il": "sul", "lo": "sullo", "la": "sulla", "le": "sulle", "i": "sui", "gli": "sugli"}


def _on(article: str) -> str:
    if article[0] == "l" and article[-1] in "'’":
        return "sull" + article[-1]
    return _ON.get(article, "su " + article)


_mouse = [False]


def set_mouse(mouse: bool) -> None:
    """Whether the page's pointer is a mouse (no touch screen)."""
    _mouse[0] = mouse


def for_pointer(text: str, language: str) -> str:
    """``text`` in the words of the device's pointer."""
    if not _mouse[0] or ("ap" not in text and "occ" not in text):
        return text
    if language == "it":
        text = _ITALIAN_JOINED.sub(lambda m: _clic(m[1]) + "licca" + m[2], text)
        return _ITALIAN_BARE.sub(lambda m: f"{_clic(m[1])}licca{m[2]} {_on(m[3])}", text)
    return _ENGLISH.sub(lambda m: _clic(m[1]) + "lick" + _ENGLISH_ENDINGS[m[2]], text)


def _clic(first: str) -> str:
    return "C" if first.isupper() else "c"
