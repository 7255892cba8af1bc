"""A seat's name as the page writes it: a label ("Bianco", "Nord–Sud") that
Italian sentences also need with its article and the prepositions joined
to it ("Muove il Bianco", "la pedina dell'Arancione", "Tocca al Verde").

A name is a ``str`` (the label), so English templates and f-strings use it
as before; an Italian template asks for a form by attribute, which
``str.format`` looks up: ``"Vince {seat.il}"``, ``"{who.Il} mette…"``,
``"Proponi la patta {seat.al}"``. A list of names (``and_list``) is one
too: ``"Vincono {seats.il}"`` -> "l'Arancione e il Grigio".
"""

from __future__ import annotations

from collections.abc import Sequence

#: The article each form joins, per Italian article (all seat names are
#: masculine: "il Bianco", "l'Arancione"). A name without one (the teams
#: "Nord–Sud", as bridge players say them) takes the bare preposition.
JOINED: dict[str, dict[str, str]] = {
    "il": {"il": "il ", "l'": "l'", "": ""},
    "al": {"il": "al ", "l'": "all'", "": "a "},
    "del": {"il": "del ", "l'": "dell'", "": "di "},
    "dal": {"il": "dal ", "l'": "dall'", "": "da "},
    "sul": {"il": "sul ", "l'": "sull'", "": "su "},
}

#: The first letters after which Italian's "e" takes its d.
EUPHONIC_D = ("e", "è", "é")


class SeatName(str):
    """One seat's name, or several joined as a list, with the Italian
    sentence forms of each (``parts``: article and name, per seat)."""

    parts: tuple[tuple[str, str], ...]
    and_word: str

    def __new__(cls, name: str, article: str = "") -> SeatName:
        return cls.joined([(article, name)], "e")

    @classmethod
    def joined(cls, parts: Sequence[tuple[str, str]], and_word: str) -> SeatName:
        """The names ``parts`` as one list ("a, b e c") of their forms."""
        made = str.__new__(cls, listed([name for _, name in parts], and_word))
        made.parts = tuple(parts)
        made.and_word = and_word
        return made

    def __getattr__(self, form: str) -> str:
        """A sentence form: ``il``, ``al``, ``del``, ``dal``, ``sul``, or a
        capitalised one to open a sentence (``Il``, ``Al``)."""
        joins = JOINED.get(form.lower())
        if joins is None or form[1:] != form.lower()[1:]:
            raise AttributeError(form)
        said = listed([joins[article] + name for article, name in self.parts], self.and_word)
        return said[:1].upper() + said[1:] if form[0].isupper() else said


def noted(name: str, note: str) -> str:
    """``name`` followed by ``note`` ("Sabotatore (Giocatore 1)"), still a
    name whose forms carry the note: "Vince il Sabotatore (Giocatore 1)"."""
    if not isinstance(name, SeatName) or not name.parts:
        return name + note
    *before, (article, last) = name.parts
    return SeatName.joined([*before, (article, last + note)], name.and_word)


def listed(words: list[str], and_word: str) -> str:
    """``a``, ``a and b``, ``a, b and c``, with ``and_word`` for "and".
    Italian's "e" is "ed" before a word that starts with an e ("a8 ed
    e11", "Nord–Sud ed Est–Ovest"), as Italian is written and read."""
    if len(words) < 2:
        return "".join(words)
    last = words[-1]
    if and_word == "e" and last[:1].lower() in EUPHONIC_D:
        and_word = "ed"
    return f"{', '.join(words[:-1])} {and_word} {last}"


def as_seat_names(params: dict[str, object]) -> dict[str, object]:
    """``params`` with every plain text made a name without an article, so a
    template that asks for a form of a text that is no seat's name (a
    caller's own words) still reads, as the bare text."""
    return {
        key: SeatName(value)
        if isinstance(value, str) and not isinstance(value, SeatName)
        else value
        for key, value in params.items()
    }
