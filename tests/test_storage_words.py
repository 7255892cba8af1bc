"""A failed save is worded for where it failed (``ui.messages``): the
app's own tab keeps its advice (the game is in the address bar); where
storage is denied (a cross-site iframe) one short line says so."""

from __future__ import annotations

import pytest
from ui.i18n import set_language, t
from ui.messages import Messages, Place, joined, worded
from ui.store import PLAY, Message, Store

#: The most characters that fit one line of the message box in a 390 px
#: wide iframe (measured in Chromium: 45; e2e/test_storage_denied_words.py).
ONE_LINE = 45


def failed(store: Store) -> None:
    store.say(t("save_failed"), info=True, lasting=True)


def shown_in(place: Place) -> list[Message | None]:
    shown: list[Message | None] = []
    store = Store()
    store.subscribe(Messages(shown.append, lambda: place))
    store.new_game("tsoro", {"first": "white"})
    failed(store)
    return shown


def test_own_tab_keeps_the_address_bar_advice() -> None:
    message = shown_in("own")[-1]
    assert message is not None and message.text == t("save_failed")


@pytest.mark.parametrize(
    ("place", "key"), [("denied", "storage_off_share"), ("denied-embed", "storage_off")]
)
def test_denied_storage_says_one_short_line(place: Place, key: str) -> None:
    message = shown_in(place)[-1]
    assert message is not None and message.text == t(key)
    assert message.info and message.screen == PLAY and message.record is None  # as said
    assert "link" not in message.text  # the address bar is the host page's


def test_embed_names_no_share_button() -> None:
    """``?embed`` hides Share: its line names no button it lacks."""
    assert "Share" not in t("storage_off")


@pytest.mark.usefixtures("italian")
def test_italian_lines_are_short_and_informal() -> None:
    assert t("storage_off") == "Qui le partite non si salvano."
    assert t("storage_off_share") == "Qui le partite non si salvano: usa Condividi."


@pytest.mark.parametrize("language", ["en", "it"])
def test_each_line_fits_one_line(language: str) -> None:
    set_language(language)
    try:
        for key in ("storage_off", "storage_off_share"):
            assert len(t(key)) <= ONE_LINE, t(key)
    finally:
        set_language("en")


def test_a_failure_said_in_the_other_language_is_worded_too() -> None:
    """Said in Italian, then the page switched to English: still recognised."""
    from ui.i18n import UI

    message = Message(UI["it"]["save_failed"], True, PLAY, None)
    result = worded(message, "denied-embed")
    assert result is not None and result.text == t("storage_off")


def test_other_messages_are_untouched() -> None:
    message = Message("Not allowed: that point is taken", False, PLAY, "v1~tsoro~first.white~")
    assert worded(message, "denied") is message
    assert worded(None, "denied") is None


def test_a_broken_links_reason_stays_with_the_failure() -> None:
    """A broken link opened where storage is denied: the reason the link was
    cut short was replaced by "Games are not saved here." alone (an embed
    audit). The failure joins the message shown, and is worded there."""
    reason = "This link was opened up to move 2: move 3 is not a move of this game."
    store = Store()
    shown: list[Message | None] = []
    store.subscribe(Messages(shown.append, lambda: "denied-embed"))
    store.new_game("tsoro", {"first": "white"})
    store.say(reason)
    store.say(joined(store.visible_message(), t("save_failed")), info=True, lasting=True)
    message = shown[-1]
    assert message is not None and message.text == f"{reason} {t('storage_off')}"
    assert joined(None, t("save_failed")) == t("save_failed")
