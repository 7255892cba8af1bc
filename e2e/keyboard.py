"""Playing with ``page.keyboard`` alone, as a keyboard user would.

The tests read the page (``abstrakta.status()``, ``legalMoves()``,
``spots()``, the cursor's place) to decide which keys to press, but every
move is made by key presses: Tab to a control, the arrow keys to a place,
Enter, Escape, R. Nothing here clicks, taps or calls ``play``.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from playwright.sync_api import Page, expect
from ui.keyboard import DIRECTIONS, step
from ui.views.base import places_of

#: How many Tab presses may pass before a control is deemed unreachable.
MAX_TABS = 60


def active(page: Page) -> dict[str, Any]:
    return page.evaluate(  # type: ignore[no-any-return]
        """() => { const e = document.activeElement;
        return {id: e.id, tag: e.tagName.toLowerCase(), text: (e.textContent || '').trim(),
                value: e.value || '', label: e.getAttribute('aria-label') || '',
                name: e.getAttribute('name') || ''}; }"""
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


def arrow_keys(places: dict[str, tuple[float, float]], start: str, goal: str) -> list[str] | None:
    """The fewest arrow keys that take the cursor from ``start`` to
    ``goal``, by the app's own rule for where an arrow leads
    (``ui.keyboard.step``); None if no sequence of arrows gets there."""
    came_from: dict[str, tuple[str, str] | None] = {start: None}
    queue = deque([start])
    while queue and goal not in came_from:
        here = queue.popleft()
        for key, direction in DIRECTIONS.items():
            there = step(places, here, direction)
            if there is not None and there not in came_from:
                came_from[there] = (here, key)
                queue.append(there)
    if goal not in came_from:
        return None
    keys: list[str] = []
    link = came_from[goal]
    while link is not None:
        here, key = link
        keys.append(key)
        link = came_from[here]
    return keys[::-1]


def go_to(page: Page, name: str) -> None:
    """Arrow keys until the cursor is on ``name`` (the place's spot): the
    shortest way there, as a person who sees the board would find it (a
    walk that only heads towards the goal can circle round a notch of a
    Tantrix board)."""
    focus_board(page)
    path: list[str] = []
    for _ in range(120):
        here = cursor(page)
        path.append(here)
        if here == name:
            return
        places = places_of(spots(page))
        if here not in places:
            page.keyboard.press("Home")
            continue
        keys = arrow_keys(places, here, name)
        if keys is None:
            raise AssertionError(f"no arrow keys lead from {here} to {name}")
        page.keyboard.press(keys[0])  # then look again: the places may have moved
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
    people_by_keyboard(page)
    label = page.evaluate("document.querySelector('#dialog-buttons button.primary').textContent")
    tab_to(page, lambda e: e["tag"] == "button" and e["text"] == label, label)
    page.keyboard.press("Enter")
    page.wait_for_function("g => abstrakta.game() === g", arg=game)


def people_by_keyboard(page: Page) -> None:
    """On the new-game screen, a person in every seat (the first time, the
    other seats are the computer's): Tab to each seat's choices, then the
    left arrow to Person, the first."""
    for seat in range(1, page.locator("#dialog .seat-row").count()):
        tab_to(page, lambda e, name=f"seat{seat}": e["name"] == name, f"seat {seat}")
        for _ in range(4):
            if active(page)["value"] == "person":
                break
            page.keyboard.press("ArrowLeft")
        assert active(page)["value"] == "person"


def assert_announced(page: Page) -> None:
    """The live region says the last move as the move list words it."""
    last = page.locator("#move-list li").last.text_content() or ""
    assert last, "the move list is empty"
    expect(page.locator("#announce")).to_contain_text(last)
