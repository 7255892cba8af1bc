"""The guides index.html holds for reading before Python starts
(tools/early_guides.py): every word of Python's guide, in both languages
and both pointers' words, in the same order, each picture's place kept."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from ui.howto import guide
from ui.pointer_words import set_mouse

from abstrakta.games import GAMES
from tools.build import with_game_list
from tools.early_guides import guides_template, with_guides

INDEX = Path(__file__).resolve().parent.parent / "index.html"


def one_guide(game_id: str) -> str:
    start = f'<div class="howto-early" data-guide="{game_id}"'
    found = re.search(rf'{start}.*?(?=<div class="howto-early"|</template>)', guides_template())
    assert found is not None, game_id
    return found.group(0)


class Seen(HTMLParser):
    """The text a reader sees: none inside an element of a ``hidden`` class."""

    def __init__(self, hidden: set[str]) -> None:
        super().__init__()
        self.hidden = hidden
        self.open: list[bool] = []  # per open element: hidden (itself or above)
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        classes = set((dict(attrs).get("class") or "").split())
        self.open.append(bool(self.open and self.open[-1]) or bool(classes & self.hidden))

    def handle_endtag(self, tag: str) -> None:
        self.open.pop()

    def handle_data(self, data: str) -> None:
        if not (self.open and self.open[-1]):
            self.text.append(data)


def words(markup: str, language: str, mouse: bool) -> str:
    """What a reader sees of ``markup``: one language, one pointer's words."""
    seen = Seen({"it" if language == "en" else "en", "touch-words" if mouse else "mouse-words"})
    seen.feed(markup)
    return " ".join(" ".join(seen.text).split())


@pytest.mark.parametrize("game_id", list(GAMES))
@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("mouse", [False, True])
def test_every_word_of_the_guide_is_there_in_order(
    game_id: str, language: str, mouse: bool
) -> None:
    set_mouse(mouse)
    try:
        page = guide(game_id, language)
    finally:
        set_mouse(False)
    shown = words(one_guide(game_id), language, mouse)
    other = guide(game_id, "it" if language == "en" else "en")
    assert other.sections[0].paragraphs[0] not in shown, "the other language is hidden"
    texts = [page.intro]
    for section in page.sections:
        texts += [section.title, *section.paragraphs]
        texts += [section.caption] if section.caption else []
    at = 0
    for text in texts:
        found = shown.find(" ".join(text.split()), at)
        assert found >= 0, (text, shown[at : at + 200])
        at = found + 1


@pytest.mark.parametrize("game_id", list(GAMES))
def test_each_picture_has_its_place_at_its_size(game_id: str) -> None:
    page = guide(game_id, "en")
    markup = one_guide(game_id)
    for section in page.sections:
        block = re.search(rf'data-section="{section.key}">.*?</section>', markup)
        assert block is not None, section.key
        picture = page.picture(section)
        pending = re.findall(r'"howto-pending"[^>]*aspect-ratio: 1 / ([\d.]+)', block.group(0))
        assert pending == ([] if picture is None else [str(picture.aspect)]), section.key


def test_the_built_page_holds_the_guides_once_and_no_id_twice() -> None:
    page = with_guides(with_game_list(INDEX.read_text("utf-8")))
    assert page.count('<template id="early-guides">') == 1
    assert set(re.findall(r'data-guide="(\w+)"', page)) == set(GAMES)
    ids = re.findall(r'\bid="([^"]+)"', page)
    assert len(ids) == len(set(ids))
