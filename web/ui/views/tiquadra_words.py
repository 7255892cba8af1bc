"""TiQuadra's rules words in Italian (seats, results, reasons), kept apart
from the view so a page that only names the game (Continue a game) has
them without importing the view."""

from __future__ import annotations

from ui.i18n import PARAM_WORDS, add_rules_italian, add_seat_articles, rules_text

add_rules_italian(
    {
        "tiquadra_voting": "si stanno votando le torri: ora non si piazzano pedine",
        "tiquadra_building": "ora non si vota: piazza una pedina",
        "tiquadra_bad_square": "non c'è la casella {square}: le caselle vanno da 1 a 4",
        "tiquadra_branch_no_own": (
            "in cima alla torre {square} c'è una pedina avversaria e nessuna torre "
            "adiacente ha in cima una tua pedina"
        ),
        "tiquadra_branch_not_taller": (
            "in cima alla torre {square} c'è una pedina avversaria e nessuna tua torre "
            "adiacente è più alta"
        ),
        "tiquadra_fallback_lowest": (
            "nessuna nascita, crescita o diramazione è possibile: la pedina va su una "
            "delle torri più basse ({squares})"
        ),
        "tiquadra_vote_count": "un voto indica una scelta per ciascuno dei 3 giocatori",
        "tiquadra_must_vote": "{seat.Il} ha piazzato almeno 3 pedine e deve votare",
        "tiquadra_not_voter": "{seat.Il} ha piazzato meno di 3 pedine e non vota",
        "tiquadra_no_tower": "sulla casella {square} non c'è una torre da votare",
        "tiquadra_missing_choice": "{seat.Il} non ha scelto una torre",
        "tiquadra_extra_choice": "{seat.Il} non vota",
        "tiquadra_orange": "Arancione",
        "tiquadra_grey": "Grigio",
        "tiquadra_green": "Verde",
        "tiquadra_birth": "nascita",
        "tiquadra_growth": "crescita",
        "tiquadra_branching": "diramazione",
        "tiquadra_fallback": "su una delle torri più basse",
        "tiquadra_order_clockwise": "in senso orario da chi inizia la manche",
        "tiquadra_order_pieces": "prima chi ha meno pedine; a parità, nell'ordine di inizio manche",
        "tiquadra_vote_two": "due votanti: cadono entrambe le torri scelte",
        "tiquadra_vote_two_same": "i due votanti hanno scelto la stessa torre: cade quella",
        "tiquadra_vote_majority": "cade la torre con due o più voti",
        "tiquadra_vote_unchosen": "tre scelte diverse: cade la torre che nessuno ha scelto",
        "tiquadra_vote_all_chosen": (
            "tutte le torri in piedi sono state scelte: non ne cade nessuna"
        ),
        "tiquadra_end_hands": "almeno due giocatori hanno 2 pedine o meno",
        "tiquadra_end_no_fall": "non è caduta nessuna torre",
        "tiquadra_most_points": "più punti dopo tre manche",
        "tiquadra_shared_win": "pari punti in testa: la vittoria è condivisa",
    }
)

# "Tocca all'Arancione": the seats' article in Italian sentences.
add_seat_articles({"tiquadra_orange": "l'", "tiquadra_grey": "il", "tiquadra_green": "il"})


def _seat_words(params: dict[str, object]) -> dict[str, object]:
    """A vote's error names its seat in the page's language (the rules give
    the English name, and the key)."""
    key = params.get("seat_key")
    return {**params, "seat": rules_text(key)} if isinstance(key, str) and key else params


for _key in (
    "tiquadra_must_vote",
    "tiquadra_not_voter",
    "tiquadra_missing_choice",
    "tiquadra_extra_choice",
):
    PARAM_WORDS[_key] = _seat_words
