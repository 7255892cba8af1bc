"""Every lesson played with the keyboard alone: a step that rings its move
takes the cursor there, says so, and Enter plays it (the steps' words say
"tap"; the box adds the keyboard's way for keyboard players only)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect
from ui.learn import lesson_for
from ui.learn.lesson import say

from e2e.harness import Watched

GAMES = ["tsoro", "tiquadra", "tayu", "tantrix", "asterismo"]


def tab_to_board(page: Page) -> None:
    for _ in range(40):
        if page.evaluate("document.activeElement.id") == "board":
            return
        page.keyboard.press("Tab")
    raise AssertionError("Tab never reached the board")


@pytest.mark.parametrize("game", GAMES)
def test_the_lesson_plays_by_keys(app: Watched, game: str, mouse_words: None) -> None:
    lesson = lesson_for(game)
    assert lesson is not None
    page = app.page
    page.goto(app.base + f"?learn={game}")
    app.wait_ready()
    keys_line = page.locator("#lesson .lesson-keys")
    expect(page.locator("#lesson")).to_be_visible()
    tab_to_board(page)
    cursor = page.locator("#board-cursor")
    played = 0
    for index, step in enumerate(lesson.steps):
        expect(page.locator("#lesson .lesson-text")).to_have_text(say(step.what), timeout=15_000)
        if not step.highlight:
            expect(keys_line).to_have_count(0)
            break
        expect(keys_line).to_be_visible()  # the keyboard's focus is visible
        expect(cursor).to_contain_text("the suggested move", timeout=10_000)
        page.keyboard.press("Enter")
        if index + 1 == len(lesson.steps):
            # The last step played too (a vote's Enter casts the ballot rung).
            page.wait_for_function(
                "() => document.documentElement.classList.contains('lesson-done')"
                " || /Enter takes it/.test(document.getElementById('board-cursor').textContent)",
                timeout=15_000,
            )
            if "Enter takes it" in str(cursor.text_content()):
                page.keyboard.press("Enter")
            expect(page.locator("#lesson")).to_contain_text(say(lesson.end)[:40], timeout=15_000)
            break
        following = say(lesson.steps[index + 1].what)
        # Asterismo selects the piece first; the cursor then asks for Enter.
        page.wait_for_function(
            "([text]) => document.querySelector('#lesson .lesson-text').textContent === text"
            " || /Enter takes it/.test(document.getElementById('board-cursor').textContent)",
            arg=[following],
            timeout=15_000,
        )
        if "Enter takes it" in str(cursor.text_content()):
            page.keyboard.press("Enter")
        played += 1
        expect(page.locator("#lesson .lesson-text")).to_have_text(following, timeout=15_000)
    assert played >= 2
    assert not app.errors
