"""A first visit by a shared link (a game, a lesson): while the page loads
it shows the game the link opens, not the menu of five games (a friend's
link read as "choose a game" for the 5-11 s of a first visit). A guide's
link shows the guide itself (e2e/test_early_guide.py)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect
from ui.howto import guide

from e2e.harness import phone, watch
from e2e.held_back import loading_page


def shown_games(page: Page) -> list[str]:
    return [
        name
        for name, visible in zip(
            page.locator("#game-list [data-game] b").all_text_contents(),
            [b.is_visible() for b in page.locator("#game-list [data-game]").all()],
            strict=True,
        )
        if visible
    ]


#: What the page says will open, by the kind of address (Italian).
OPENS = {
    "link": "Una partita condivisa: si apre appena l'app è pronta.",
    "learn": "La lezione comincia appena l'app è pronta.",
    "start": "La partita comincia appena l'app è pronta.",
}


@pytest.mark.parametrize(
    ("address", "shown", "kind"),
    [
        ("#v1~tantrix~players.2_colours.auto~", ["Tantrix"], "link"),
        ("?learn=tiquadra", ["TiQuadra"], "learn"),
        ("?embed&game=tsoro&first=black", ["Tsoro Yematatu"], "start"),
        ("#v1~chess~", ["Tsoro Yematatu", "Ta Yü", "Tantrix", "TiQuadra", "Asterismo"], None),
    ],
)
def test_the_loading_page_shows_the_game_the_address_opens(
    browser: Browser, server: str, address: str, shown: list[str], kind: str | None
) -> None:
    context = browser.new_context(**phone(locale="it-IT"))
    try:
        app = watch(context, server)
        page = app.page
        held = loading_page(page, server + address)
        assert shown_games(page) == shown
        expect(page.locator(".tagline")).to_be_visible(visible=len(shown) == 5)
        # What the game is (its guide's first lines) and what will open.
        abouts = page.locator(".opening-about")
        note = page.locator("#opening-note")
        if kind is None:
            expect(abouts.filter(visible=True)).to_have_count(0)
            expect(note).to_be_hidden()
        else:
            game_id = page.evaluate("document.documentElement.dataset.opening")
            about = page.locator(f'#game-list [data-game="{game_id}"] ~ .opening-about')
            expect(about).to_be_visible()
            expect(abouts.filter(visible=True)).to_have_count(1)
            # The words shown (the other language's are in the page, hidden).
            assert about.inner_text() == guide(game_id, "it").intro
            assert note.inner_text().strip() == OPENS[kind]
        held.release()
        app.wait_ready()
        expect(abouts.filter(visible=True)).to_have_count(0)
        expect(note).to_be_hidden()
        if len(shown) == 1:
            expect(page.locator("#play")).to_be_visible()
        else:  # a link to no game: the whole menu, and why
            assert len(shown_games(page)) == 5
            expect(page.locator("#message")).to_be_visible()
        assert app.errors == []
    finally:
        context.close()


def test_the_download_count_is_read_whole_on_a_phone(browser: Browser, server: str) -> None:
    """ "Downloading the app… 2.5 / 12.1 MB" was cut to "Downloading the
    app… 2.5 …" beside the bar on a 390-pixel phone in English."""
    context = browser.new_context(**phone(locale="en-GB"))
    try:
        app = watch(context, server)
        page = app.page
        held = loading_page(page, server + "#v1~tantrix~players.2_colours.auto~")
        count = page.locator("#progress-text small")
        expect(count).to_have_text(re.compile(r"^\d+(\.\d)? / \d+\.\d MB$"))
        text = page.locator("#progress-text")
        assert text.evaluate("e => e.scrollWidth <= e.clientWidth"), "the words are cut"
        box = count.bounding_box()
        assert box is not None and box["x"] + box["width"] <= 390
        held.release()
        app.wait_ready()
        assert app.errors == []
    finally:
        context.close()
