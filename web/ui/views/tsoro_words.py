"""Tsoro Yematatu's rules words in Italian (seats, results, reasons), kept apart
from the view so a page that only names the game (Continue a game) has
them without importing the view."""

from __future__ import annotations

from ui.i18n import add_rules_italian, add_ui_texts

add_rules_italian(
    {
        "tsoro_occupied": "{point} è occupato",
        "tsoro_not_own": "in {point} non c'è una tua pedina",
        "tsoro_placing": "prima si piazzano tutte le pedine",
        "tsoro_all_placed": "le tue pedine sono tutte in gioco: spostane una",
        "tsoro_pass": "si passa solo senza mosse possibili",
        "white": "Bianco",
        "black": "Nero",
        "line": "tre in fila",
        "repetition": "la stessa posizione per la terza volta",
    }
)

# The new-game screen: one line under each option.
add_ui_texts(
    {
        "opt.tsoro.first.hint": "White and Black each place three pieces, then move them; three "
        "in a line wins."
    },
    {
        "opt.tsoro.first.hint": "Bianco e Nero mettono tre pedine a testa, poi le muovono; "
        "vince chi ne allinea tre."
    },
)
