"""Each game's How to play as static HTML in index.html, to read while a
first visit downloads the app (its words only: the pictures are painted by
the game's views, in Python).

The guides are written from the same content as Python's screen
(``ui.howto.guide``, both languages, each text in a finger's and, where
they differ, a mouse's words: app.css shows the device's) with its markup
and classes, each picture's place kept at its size, so the page looks the
same when Python's guide replaces this one (``web/early-guide.js`` shows
it; ``ui.howto.screen`` keeps the reader's place). They sit in a
``<template>``: nothing in the document, nothing read aloud, until one is
shown.
"""

from __future__ import annotations

import html
import importlib
import re
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("en", "it")


def guides_template() -> str:
    """The ``<template id="early-guides">`` holding every game's guide."""
    sys.path[:0] = [str(ROOT), str(ROOT / "web")]
    from abstrakta.games import GAMES

    return (
        '<template id="early-guides">'
        + "".join(early_guide(game_id, GAMES[game_id].name) for game_id in GAMES)
        + "</template>"
    )


def variants(text: Callable[[], str]) -> dict[str, tuple[str, str]]:
    """``text()`` (which reads the page's language and pointer) in each
    language, in a finger's words and in a mouse's."""
    from ui.i18n import set_language
    from ui.pointer_words import set_mouse

    found = {}
    try:
        for language in LANGUAGES:
            set_language(language)
            set_mouse(False)
            touch = text()
            set_mouse(True)
            found[language] = (touch, text())
    finally:
        set_language("en")
        set_mouse(False)
    return found


def said(text: Callable[[], str]) -> str:
    """``text()`` in both languages (app.css shows the page's), each in a
    finger's words and, where they differ, a mouse's."""
    return "".join(
        f'<span class="{language}">{pointer_words(*words)}</span>'
        for language, words in variants(text).items()
    )


def pointer_words(touch: str, mouse: str) -> str:
    """A text in a finger's words, and a mouse's where they differ."""
    if touch == mouse:
        return html.escape(touch)
    return (
        f'<span class="touch-words">{html.escape(touch)}</span>'
        f'<span class="mouse-words">{html.escape(mouse)}</span>'
    )


def early_guide(game_id: str, name: str) -> str:
    """One game's guide, as ``ui.howto.screen.HowToScreen.show`` builds it,
    each picture's place saying that the picture comes when the app is
    ready; its buttons that need the app say that what they open comes
    then (``web/early-guide.js``)."""
    from ui.howto import PICTURE_MAX, Section, guide
    from ui.i18n import language, t

    importlib.import_module("ui.howto.texts")  # adds the screen's words (t)

    def section(index: int) -> Section:
        return guide(game_id, language()).sections[index]

    english = guide(game_id, "en")
    soon = said(lambda: t("howto.picture_soon"))
    labels = "".join(
        f' data-label-{language}="{html.escape(touch)}"'
        for language, (touch, _) in variants(lambda: t("howto.contents")).items()
    )
    out = [
        f'<div class="howto-early" data-guide="{game_id}" data-name="{html.escape(name)}">',
        '<div class="howto-top"><button type="button" class="quiet howto-back" data-early="back">'
        f"\u2190 {said(lambda: t('howto.back_home'))}</button></div>",
        f'<h1 class="howto-title" tabindex="-1">{said(lambda: t("howto.title", game=name))}</h1>',
        f'<p class="howto-intro">{said(lambda: guide(game_id, language()).intro)}</p>',
        '<button type="button" class="primary howto-learn" data-early-open="learn">'
        f"{said(lambda: t('howto.learn'))}</button>",
        f'<nav class="howto-contents"{labels}>',
    ]
    for index, part in enumerate(english.sections):
        title = said(lambda i=index: section(i).title)
        out.append(
            f'<button type="button" class="howto-chip" data-early="{part.key}">{title}</button>'
        )
    out.append("</nav>")
    for index, part in enumerate(english.sections):
        out.append(f'<section class="howto-section" data-section="{part.key}">')
        out.append(f'<h2 tabindex="-1">{said(lambda i=index: section(i).title)}</h2>')
        for number in range(len(part.paragraphs)):
            out.append(f"<p>{said(lambda i=index, n=number: section(i).paragraphs[n])}</p>")
        picture = english.picture(part)
        if picture is not None:
            out.append(
                '<figure class="howto-figure"><div class="howto-pending" aria-hidden="true" '
                f'style="width: min({PICTURE_MAX}px, 100%); aspect-ratio: 1 / {picture.aspect}">'
                f"{soon}</div>"
            )
            if part.caption:
                out.append(f"<figcaption>{said(lambda i=index: section(i).caption)}</figcaption>")
            out.append("</figure>")
        out.append("</section>")
    out.append(
        '<div class="howto-end">'
        '<button type="button" class="primary" data-early-open="start">'
        f"{said(lambda: t('howto.start'))}</button>"
        '<button type="button" data-early-open="learn">'
        f"{said(lambda: t('howto.learn'))}</button></div></div>"
    )
    return "".join(out)


GUIDES_MARK = re.compile(r"<!-- guides:[^>]*-->")


def with_guides(page: str) -> str:
    """index.html with the guides' template where its marker stands."""
    page, count = GUIDES_MARK.subn(lambda _: guides_template(), page)
    if count != 1:
        raise SystemExit("index.html must hold one '<!-- guides: ... -->' marker")
    return page
