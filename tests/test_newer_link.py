"""A link from a newer version: the page looks for that version, and stops
promising an update when the site has none (ui.newer_link)."""

from __future__ import annotations

import asyncio

import pytest
from ui.i18n import set_language, t
from ui.links import Links
from ui.newer_link import NewerLink
from ui.store import HOME, Store

NEWER = "v9~tsoro~first.white~b2_a1"


async def answer(text: str) -> str:
    return text


def opened(check_answer: str) -> tuple[Store, NewerLink, list[str]]:
    """A store after ``NEWER`` was followed, its check not yet run."""
    store = Store()
    said: list[str] = []
    newer = NewerLink(store, lambda: answer(check_answer))
    Links(store, lambda: [], newer=said.append).follow(NEWER)
    return store, newer, said


def test_a_newer_link_asks_for_the_check_with_its_message() -> None:
    store, _, said = opened("none")
    assert store.screen == HOME and store.session is None
    assert store.message is not None and "newer version" in store.message.text
    assert said == [store.message.text]


@pytest.mark.parametrize(
    "fragment", ["v1~tsoro~first.white~zz", "x7~tsoro~~", "v1~nogame~~", "v1~tsoro~first.white~a1"]
)
def test_no_other_link_asks_for_it(fragment: str) -> None:
    said: list[str] = []
    Links(Store(), lambda: [], newer=said.append).follow(fragment)
    assert said == []


def test_no_newer_version_on_the_site_is_said_instead_of_the_promise() -> None:
    set_language("en")
    store, newer, said = opened("none")
    asyncio.run(newer.settle(said[0]))
    assert store.message is not None and store.message.text == t("newer_link_none")
    assert "Reload" not in store.message.text
    assert store.screen == HOME and store.session is None


@pytest.mark.parametrize("check_answer", ["found", "unknown"])
def test_an_update_on_its_way_or_no_answer_keeps_the_message(check_answer: str) -> None:
    store, newer, said = opened(check_answer)
    asyncio.run(newer.settle(said[0]))
    assert store.message is not None and store.message.text == said[0]


def test_a_failed_check_keeps_the_message() -> None:
    store = Store()
    said: list[str] = []

    async def fails() -> str:
        raise RuntimeError("the browser's check failed")

    Links(store, lambda: [], newer=said.append).follow(NEWER)
    asyncio.run(NewerLink(store, fails).settle(said[0]))
    assert store.message is not None and store.message.text == said[0]


def test_a_page_left_meanwhile_is_not_told() -> None:
    """A game opened before the answer came: its screen gets no message."""
    store, newer, said = opened("none")
    Links(store, lambda: []).follow("v1~tsoro~first.white~a1")
    asyncio.run(newer.settle(said[0]))
    assert store.message is None or store.message.text != t("newer_link_none")


def test_the_check_runs_as_a_task_when_told() -> None:
    async def scenario() -> Store:
        store = Store()
        Links(store, lambda: [], newer=NewerLink(store, lambda: answer("none"))).follow(NEWER)
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        return store

    store = asyncio.run(scenario())
    assert store.message is not None and store.message.text == t("newer_link_none")


def test_both_languages_have_the_words() -> None:
    set_language("it")
    italian = t("newer_link_none")
    set_language("en")
    assert italian != t("newer_link_none") and "Abstrakta" in italian
