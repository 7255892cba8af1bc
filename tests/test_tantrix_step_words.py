"""Tantrix's step after the free move is named by what comes before it:
"fill forced spaces again" was said to a player who had filled none
earlier in the turn (a pass-and-play audit)."""

from __future__ import annotations

import pytest
from ui.i18n import rules_text, set_language, t
from ui.views import tantrix_words  # noqa: F401  (its words)


@pytest.mark.parametrize(
    ("language", "after", "again"),
    [("en", "free move", "again"), ("it", "dopo la mossa libera", "di nuovo")],
)
def test_the_step_after_the_free_move_says_so_not_again(
    language: str, after: str, again: str
) -> None:
    set_language(language)
    try:
        for words in (rules_text("tantrix_step_forced_after"), t("tx.help_forced-after")):
            assert after in words.lower() and again not in words, words
    finally:
        set_language("en")
