"""Italian texts a newcomer reads: natural word order and one word for one
thing (the board is the "tavoliere"; Annulla is only the game's undo)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from ui.i18n import and_list, italian_a, set_language, t
from ui.seat_names import SeatName

ROOT = Path(__file__).resolve().parent.parent

#: The texts of modules that need the browser's ``js`` to import, read in a
#: child Python where ``js`` and ``pyodide`` are stand-ins (nothing runs).
READ_TEXTS = """
import json, sys
from unittest.mock import MagicMock
for name in ("js", "pyodide", "pyodide.ffi"):
    sys.modules[name] = MagicMock()
sys.path[:0] = [".", "web"]
import ui.views.asterismo_words, ui.views.tayu_words, ui.views.tiquadra
import ui.views.tantrix_words, ui.views.tsoro_words
from abstrakta.games import GAMES
from abstrakta.core import MESSAGES
for game_id in list(GAMES):
    GAMES[game_id]  # each game's rules register their messages
from ui.i18n import UI, RULES_IT, set_language
from ui.share import computers_line
lines = {}
for language in ("en", "it"):
    set_language(language)
    lines[language] = [computers_line(["A"]), computers_line(["A", "B"])]
print(json.dumps({"UI": UI, "RULES_IT": RULES_IT, "lines": lines, "rules": MESSAGES}))
"""


@pytest.fixture(scope="module")
def texts() -> dict:
    out = subprocess.run(
        [sys.executable, "-c", READ_TEXTS], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return json.loads(out.stdout)


def test_italian_a_takes_its_d_before_an_a() -> None:
    assert italian_a("Asterismo") == "ad Asterismo"
    assert italian_a("TiQuadra") == "a TiQuadra"
    assert italian_a("Ta Yü") == "a Ta Yü"
    assert italian_a("Tsoro Yematatu") == "a Tsoro Yematatu"


def test_the_computer_plays_on_for_a_list_of_seats(texts: dict) -> None:
    assert texts["lines"]["en"] == [
        "The computer keeps playing for A",
        "The computer keeps playing for A and B",
    ]
    assert texts["lines"]["it"] == [
        "Il computer continua a giocare per A",
        "Il computer continua a giocare per A e B",
    ]
    set_language("it")
    try:
        assert and_list(["Grigio", "Verde", "Blu"]) == "Grigio, Verde e Blu"
        # The euphonic d before an e: "a8 ed e11", never "a8 e e11".
        assert and_list(["a8", "e11"]) == "a8 ed e11"
        assert and_list(["j4", "b5", "E2"]) == "j4, b5 ed E2"
        assert and_list(["e5", "a8"]) == "e5 e a8"
    finally:
        set_language("en")


def test_who_started_the_round_comes_first(texts: dict) -> None:
    assert texts["UI"]["it"]["tq.started_by"].format(seat=SeatName("Arancione", "l'")) == (
        "L'Arancione ha iniziato la manche."
    )
    assert texts["UI"]["en"]["tq.started_by"].format(seat="Orange") == ("Orange started the round.")


def test_asterismo_is_played_against_the_game_as_its_guide_says(texts: dict) -> None:
    assert "contro il gioco" in texts["UI"]["it"]["opt.asterismo.players.hint"]
    assert "against the game" in texts["UI"]["en"]["opt.asterismo.players.hint"]


def test_the_board_is_the_tavoliere(texts: dict) -> None:
    italian = [*texts["UI"]["it"].values(), *texts["RULES_IT"].values()]
    assert not [text for text in italian if "tabellone" in text]
    assert "tavoliere" in texts["UI"]["it"]["tayu.hint_zoom"]


def test_ta_yu_preview_buttons_are_not_undo(texts: dict) -> None:
    italian = texts["UI"]["it"]
    assert italian["tayu.take_back"] == "Togli la tessera"
    assert italian["tayu.take_back"] != italian["undo"]
    assert italian["tayu.next_fit"] == "Altra posizione"
    assert texts["UI"]["en"]["tayu.take_back"] != texts["UI"]["en"]["undo"]
    set_language("it")
    try:
        assert t("undo") == "Annulla mossa"
    finally:
        set_language("en")


def test_every_rules_message_has_its_italian(texts: dict) -> None:
    """A rules or link message without Italian words fell back to the
    English inside an Italian sentence ("Questo link non è leggibile per
    intero: mossa 5: not a move of this game")."""
    assert len(texts["rules"]) > 100, "every game's messages were read"
    missing = [
        key
        for key, english in texts["rules"].items()
        if key not in texts["RULES_IT"] and re.sub(r"\{[^}]*\}", "", english).strip()
    ]
    assert missing == []
