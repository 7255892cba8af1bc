"""Tsoro Yematatu's rules words in Italian (seats, results, reasons), kept apart
from the view so a page that only names the game (Continue a game) has
them without importing the view."""

from __future__ import annotations

from typing import Any

from ui.i18n import add_rules_italian, add_seat_articles, add_ui_texts, t

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
        "in a line wins.",
    },
    {
        "opt.tsoro.first.hint": "Il Bianco e il Nero mettono tre pedine a testa, poi le muovono; "
        "vince chi ne allinea tre.",
    },
)

# A tap from a picked piece to a point on no line with it (no such move).
add_ui_texts(
    {
        "tsoro.no_line": "{src} and {dst} are not on one line: a piece moves along a line, "
        "one step or a jump over one piece",
        "tsoro.pick_first": "Tap one of your pieces first, then the point it moves to.",
        "tsoro.you_play": "You play {seat}; the computer plays {other}.",
        "tsoro.how_place": "Tap an empty point to place a piece there. Three in a line wins.",
        "tsoro.how_move": "Tap one of your pieces (a dashed blue ring), then the point it "
        "moves to: one step along a line, or a jump over the piece next to it.",
    },
    {
        "tsoro.no_line": "{src} e {dst} non sono sulla stessa linea: una pedina si muove "
        "lungo una linea, di un passo o saltando una pedina",
        "tsoro.pick_first": "Tocca prima una tua pedina, poi il punto dove va.",
        "tsoro.you_play": "Giochi con {seat.il}; il computer gioca con {other.il}.",
        "tsoro.how_place": "Tocca un punto vuoto per mettervi una pedina. Vince chi ne "
        "allinea tre.",
        "tsoro.how_move": "Tocca una tua pedina (anello blu tratteggiato), poi il punto dove "
        "va: un passo lungo una linea, o un salto sopra la pedina accanto.",
    },
)

# The "Show move values" guide (the game is solved): its button, its legend,
# and a move's value as the tag drawn on the board and as words. Kept here,
# apart from the view, so they are pure and tested in CPython.
add_ui_texts(
    {
        "tsoro.analysis_on": "Show move values",
        "tsoro.analysis_off": "Hide move values",
        "tsoro.legend.lead": "What each move leads to, if both sides then play perfectly:",
        "tsoro.values_wait": "Working out what each move leads to…",
        "tsoro.move_spoken": "{src} to {dst}",
        "tsoro.legend.win": " = you win within {moves} of your moves, this one included",
        "tsoro.legend.draw": " = a draw",
        "tsoro.legend.loss": " = you lose within {moves} of your moves",
        "tsoro.legend.target": "Dashed orange ring: a point you can play to; its tag is that "
        "move's value",
        "tsoro.legend.movable": "Dashed blue ring: a piece you can move; its tag is the best "
        "of its moves; tap it to see them",
        "tsoro.legend.selected": "Solid blue ring: the piece you picked",
        "tsoro.tag.win": "W",
        "tsoro.tag.draw": "D",
        "tsoro.tag.loss": "L",
        "tsoro.value.win": "win in {moves}",
        "tsoro.value.draw": "draw",
        "tsoro.value.loss": "loss in {moves}",
        "tsoro.value_to": "{value} by moving to {point}",
    },
    {
        "tsoro.analysis_on": "Mostra il valore delle mosse",
        "tsoro.analysis_off": "Nascondi il valore delle mosse",
        "tsoro.legend.lead": "Dove porta ogni mossa, se poi entrambi giocano al meglio:",
        "tsoro.values_wait": "Sto calcolando dove porta ogni mossa…",
        "tsoro.move_spoken": "da {src} a {dst}",
        "tsoro.legend.win": " = vinci entro {moves} tue mosse, compresa questa",
        "tsoro.legend.draw": " = patta",
        "tsoro.legend.loss": " = perdi entro {moves} tue mosse",
        "tsoro.legend.target": "Anello arancione tratteggiato: un punto dove puoi giocare; "
        "l'etichetta è il valore di quella mossa",
        "tsoro.legend.movable": "Anello blu tratteggiato: una tua pedina che può muoversi; "
        "l'etichetta è la migliore delle sue mosse; toccala per vederle",
        "tsoro.legend.selected": "Anello blu pieno: la pedina scelta",
        "tsoro.tag.win": "V",
        "tsoro.tag.draw": "P",
        "tsoro.tag.loss": "S",
        "tsoro.value.win": "vinci in {moves}",
        "tsoro.value.draw": "patta",
        "tsoro.value.loss": "perdi in {moves}",
        "tsoro.value_to": "{value} muovendo in {point}",
    },
)

#: A move's value from the computer: ``{"result": "win", "moves": 3}``.
Value = dict[str, Any]
#: The legend's examples: the moves shown with each result's tag.
LEGEND_MOVES = {"win": 3, "draw": None, "loss": 2}


def value_tag(value: Value | None) -> str:
    """The tag on the board: ``W3`` (a win within 3 of your moves), ``D``
    (a draw), ``L2``; ``V3``/``P``/``S2`` in Italian (see the legend)."""
    if not value:
        return ""
    result = value["result"]
    moves = value.get("moves") if result != "draw" else None
    return t(f"tsoro.tag.{result}") + (str(moves) if moves else "")


def best_value(values: list[Value]) -> Value | None:
    """The best of a piece's move values for the player to move: the
    quickest win, else a draw, else the slowest loss (None if none)."""

    def rank(value: Value) -> tuple[int, int]:
        moves = value.get("moves") or 0
        result = value.get("result")
        return (2, -moves) if result == "win" else (0, moves) if result == "loss" else (1, 0)

    return max(values, key=rank) if values else None


def value_words(value: Value | None) -> str:
    """``win in 3``, ``draw``, ``loss in 2`` (in the page's language)."""
    value = value or {}
    return t(f"tsoro.value.{value.get('result', 'draw')}", moves=value.get("moves") or 1)


def moves_words(values: list[tuple[str, Value]]) -> str:
    """A movable piece's moves with their values, for a screen reader:
    ``draw by moving to b1; loss in 1 by moving to c2``."""
    return "; ".join(t("tsoro.value_to", point=p, value=value_words(v)) for p, v in values)


def legend_rows(placing: bool) -> list[tuple[str, str, str]]:
    """The legend's rows as (kind, tag, words): the three results with an
    example tag, then the rings (no tag); the rings of pieces that move
    only once all are placed."""
    rows = [
        (result, value_tag({"result": result, "moves": moves}), legend_words(result, moves))
        for result, moves in LEGEND_MOVES.items()
    ]
    rings = ["target"] if placing else ["target", "movable", "selected"]
    return rows + [(ring, "", t(f"tsoro.legend.{ring}")) for ring in rings]


def legend_words(result: str, moves: int | None) -> str:
    key = f"tsoro.legend.{result}"
    return t(key, moves=moves) if moves else t(key)


# "Muove il Bianco": the seats' article in Italian sentences.
add_seat_articles({"white": "il", "black": "il"})
