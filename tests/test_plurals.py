"""Counted texts read right for one in both languages: a text given a
count that may be 1 comes as a ``_one`` / ``_other`` pair (``plural``)."""

from __future__ import annotations

import importlib
import pkgutil

import ui.views
from ui.i18n import UI, plural, set_language


def every_text() -> dict[str, dict[str, str]]:
    """The UI texts once every view's words module has added its own."""
    for module in pkgutil.iter_modules(ui.views.__path__):
        if module.name.endswith("_words"):
            importlib.import_module(f"ui.views.{module.name}")
    return UI


def test_every_singular_has_its_plural_in_both_languages() -> None:
    texts = every_text()
    for language, table in texts.items():
        for key in table:
            if key.endswith("_one"):
                stem = key.removesuffix("_one")
                others = [k for k in table if k == stem or k.startswith(stem + "_")]
                assert [k for k in others if k != key], (language, key)


def test_one_piece_left_to_share() -> None:
    every_text()
    assert plural("ast.status_share", 1) == "Share out the initial harvest (1 left)"
    assert plural("ast.status_share", 3) == "Share out the initial harvest (3 left)"
    set_language("it")
    try:
        assert plural("ast.status_share", 1) == "Dividi il raccolto iniziale (ne resta 1)"
        assert plural("ast.status_share", 2) == "Dividi il raccolto iniziale (ne restano 2)"
    finally:
        set_language("en")


def test_one_tiquadra_piece_fallen_is_said_in_the_singular(page_module) -> None:  # type: ignore[no-untyped-def]
    """The tag on a corner after a vote: Italian read "−1 cadute"."""
    page_module("ui.views.tiquadra")
    assert plural("tq.fell_n", 1) == "−1 fell"
    set_language("it")
    try:
        assert plural("tq.fell_n", 1) == "−1 caduta"
        assert plural("tq.fell_n", 3) == "−3 cadute"
    finally:
        set_language("en")
