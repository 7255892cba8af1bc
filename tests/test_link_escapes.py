"""Percent-encoded links (``~`` written ``%7E``, ``_`` written ``%5F`` by
some encoders and link rewriters) open their game, and the address is
rewritten in the app's plain form."""

from __future__ import annotations

import pytest
from test_links import FakeLocation
from ui.links import Links
from ui.store import HOME, PLAY, Store
from ui.url_sync import UrlSync

from abstrakta import link
from abstrakta.record import decode

TSORO = "v1~tsoro~first.white~a2_a1_b3_b2_c1_c2_b3xb1"
ESCAPED = [
    TSORO.replace("~", "%7E"),
    TSORO.replace("_", "%5F"),
    TSORO.replace("~", "%7e").replace("_", "%5f"),  # lower-case hex
    "V1%7ETsoro%7Efirst.white%7Ea2_a1_b3_b2_c1_c2_b3xb1",  # a phone's capital too
]


def follow(fragment: str, store: Store | None = None) -> tuple[Store, FakeLocation]:
    store = store or Store()
    location = FakeLocation(fragment)
    store.subscribe(UrlSync(location))
    Links(store, lambda: []).follow(fragment)
    return store, location


@pytest.mark.parametrize("fragment", ESCAPED)
def test_an_escaped_link_opens_its_game_and_is_written_plain(fragment: str) -> None:
    store, location = follow(fragment)
    assert store.screen == PLAY and store.session is not None
    assert store.session.record() == TSORO
    assert store.message is None  # no "cut short or garbled", no "not a move"
    assert location.entries == [TSORO]


def test_an_escaped_link_to_the_game_on_the_table_is_written_plain() -> None:
    """The same game typed again, escaped: nothing changes but the address."""
    store, _ = follow(TSORO)
    location = FakeLocation(ESCAPED[0])
    store.subscribe(UrlSync(location))
    Links(store, lambda: []).follow(ESCAPED[0])
    assert store.session is not None and store.session.record() == TSORO
    assert location.entries == [TSORO]


def test_an_escaped_link_back_along_the_line_keeps_the_line() -> None:
    store, _ = follow(TSORO)
    back = "v1%7Etsoro%7Efirst.white%7Ea2_a1"
    location = FakeLocation(back)
    store.subscribe(UrlSync(location))
    Links(store, lambda: []).follow(back)
    assert store.session is not None and store.session.cursor == 2
    assert len(store.session.line) == 7  # the line kept
    assert location.entries == ["v1~tsoro~first.white~a2_a1"]


@pytest.mark.parametrize("fragment", [TSORO, "v1~tantrix~colours.RY~", "howto.tsoro", ""])
def test_a_plain_fragment_is_unchanged(fragment: str) -> None:
    assert link.plain(fragment) == fragment


@pytest.mark.parametrize("fragment", ["%E0%A4%A", "v1~tsoro~first.white~a2%", "%zz", "%FF~x"])
def test_a_malformed_escape_is_read_as_written_never_raises(fragment: str) -> None:
    assert link.plain(fragment) == fragment
    store, _ = follow(fragment)
    assert store.screen == HOME or store.session is not None
    assert store.message is not None  # the page says why


def test_decoded_once_only() -> None:
    """``%257E`` is a ``%7E`` someone meant to write: not decoded twice."""
    assert link.plain("%257E") == "%7E"
    assert not decode(link.plain(TSORO.replace("~", "%257E"))).ok
