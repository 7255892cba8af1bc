"""Playing with ``page.keyboard`` alone, as a keyboard user would.

The tests read the page (``abstrakta.status()``, ``legalMoves()``,
``spots()``, the cursor's place) to decide which keys to press, but every
move is made by key presses: Tab to a control, the arrow keys to a place,
Enter, Escape, R. Nothing here clicks, taps or calls ``play``.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page, expect

#: How many Tab presses may pass before a control is deemed unreachable.
MAX_TABS = 60


def active(page: Page) -> dict[str, Any]:
    return page.evaluate(  # type: ignore[no-any-return]
        """() => { const e = document.activeElement;
        return {id: e.id, tag: e.tagName.toLowerCase(), text: (e.textContent || '').trim(),
                value: e.value || '', label: e.getAttribute('aria-label') || ''}; }"""
    )


def tab_to(page: Page, matches: Any, what: str = "") -> dict[str, Any]:
    """Press Tab until the focused element satisfies ``matches``."""
    for _ in range(MAX_TABS):
        page.keyboard.press("Tab")
        element = active(page)
        if matches(element):
            return element
    raise AssertionError(f"Tab never reached {what or matches}")


def tab_to_button(page: Page, text: str) -> None:
    """Tab to the button whose words start with ``text`` (exactly one)."""
    tab_to(page, lambda e: e["tag"] == "button" and e["text"].startswith(text), text)


def press_button(page: Page, text: str) -> None:
    tab_to_button(page, text)
    page.keyboard.press("Enter")


def focus_board(page: Page) -> None:
    """Tab to the board's canvas (the keyboard's way in)."""
    if active(page)["id"] == "board":
        return
    tab_to(page, lambda e: e["id"] == "board", "the board")


def cursor(page: Page) -> str:
    return str(page.locator("#board").get_attribute("data-cursor") or "")


def spots(page: Page) -> dict[str, list[float]]:
    return page.evaluate("abstrakta.spots()")  # type: ignore[no-any-return]


def go_to(page: Page, name: str) -> None:
    """Arrow keys until the cursor is on ``name`` (the place's spot)."""
    focus_board(page)
    path: list[str] = []
    for _ in range(120):
        here = cursor(page)
        path.append(here)
        if here == name:
            return
        places = spots(page)
        if here not in places:
            page.keyboard.press("Home")
            continue
        (x0, y0), (x1, y1) = places[here], places[name]
        dx, dy = x1 - x0, y1 - y0
        keys = ["ArrowRight" if dx > 0 else "ArrowLeft", "ArrowDown" if dy > 0 else "ArrowUp"]
        if abs(dy) > abs(dx):
            keys.reverse()
        for key in keys:
            page.keyboard.press(key)
            if cursor(page) != here:
                break
        else:
            raise AssertionError(f"the cursor is stuck on {here} on its way to {name}")
    raise AssertionError(f"the cursor never reached {name}: {' '.join(path[-12:])}")


def record(page: Page) -> str:
    return str(page.evaluate("abstrakta.record()"))


def status(page: Page) -> dict[str, Any]:
    return page.evaluate("abstrakta.status()")  # type: ignore[no-any-return]


def announced(page: Page) -> str:
    return str(page.locator("#announce").text_content() or "")


def wait_moved(page: Page, before: str) -> None:
    page.wait_for_function("r => abstrakta.record() !== r", arg=before, timeout=30_000)


def start_by_keyboard(page: Page, game: str, name: str) -> None:
    """From the home screen: Tab to the game, Enter, Tab to Start, Enter."""
    tab_to(page, lambda e: e["tag"] == "button" and e["text"].startswith(name), name)
    page.keyboard.press("Enter")
    page.wait_for_selector("#dialog[open]")
    label = page.evaluate("document.querySelector('#dialog-buttons button.primary').textContent")
    tab_to(page, lambda e: e["tag"] == "button" and e["text"] == label, label)
    page.keyboard.press("Enter")
    page.wait_for_function("g => abstrakta.game() === g", arg=game)


def assert_announced(page: Page) -> None:
    """The live region says the last move as the move list words it."""
    last = page.locator("#move-list li").last.text_content() or ""
    assert last, "the move list is empty"
    expect(page.locator("#announce")).to_contain_text(last)
