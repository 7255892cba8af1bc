"""How to play: each game's guide, in English and Italian, offline (it
ships in the page's Python). A guide is a list of sections; a section is
a title, a few short paragraphs and, most of the time, a picture: a real
position (a record, the same string as a link) that the game's own view
paints onto a small canvas (``ui.howto.picture``), with places ringed.

One content module per game (``ui/howto/<id>.py``, named by the game's
page manifest ``howto``) holds ``PICTURES`` (by section key) and ``EN``
and ``IT`` (the same sections in the same order). Pure Python: the tests
read every guide in CPython.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field, replace

from ui.pointer_words import for_pointer

#: The widest a picture is drawn (CSS px).
PICTURE_MAX = 420


@dataclass(frozen=True)
class Picture:
    #: A record (``v1~game~options~moves``): the position drawn.
    record: str
    #: Named places (the view's ``spots()``: a point, a square, a hex) to ring.
    marks: tuple[str, ...] = ()
    #: Places to zoom onto (boards that pan and zoom); empty: the whole board.
    focus: tuple[str, ...] = ()
    #: The picture's height over its width.
    aspect: float = 0.8
    #: Show the position after the last move's reveal (TiQuadra's vote
    #: animation), as a player sees it once they have looked.
    settled: bool = False


@dataclass(frozen=True)
class Section:
    #: The same in both languages (it names the picture in ``PICTURES``).
    key: str
    title: str
    paragraphs: tuple[str, ...]
    #: The line under the picture (what to look at).
    caption: str = ""


@dataclass(frozen=True)
class Guide:
    game_id: str
    intro: str
    sections: tuple[Section, ...]
    pictures: dict[str, Picture] = field(default_factory=dict)

    def picture(self, section: Section) -> Picture | None:
        return self.pictures.get(section.key)


def guide(game_id: str, language: str) -> Guide:
    """The game's guide in ``language`` (English if not Italian)."""
    from ui.page_game import page_game

    module = importlib.import_module(page_game(game_id).howto)
    intro, sections = module.IT if language == "it" else module.EN
    # Written for a finger: a mouse's words with a mouse (ui.pointer_words).
    sections = [
        replace(
            s,
            paragraphs=tuple(for_pointer(p, language) for p in s.paragraphs),
            caption=for_pointer(s.caption, language),
        )
        for s in sections
    ]
    return Guide(game_id, for_pointer(intro, language), tuple(sections), dict(module.PICTURES))
