"""TiQuadra's words on the page, in English and Italian: the rules' words
(seats, results, reasons), which a page that only names the game (Continue
a game) needs without importing the view, and the view's own."""

from __future__ import annotations

from abstrakta.games.tiquadra import VoteReport
from ui.i18n import (
    PARAM_WORDS,
    add_rules_italian,
    add_seat_articles,
    add_ui_texts,
    and_list,
    plural,
    rules_text,
    t,
)

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

add_ui_texts(
    {
        "tq.hand_over": "Hand the device to {seat}",
        "tq.hand_over_note": "The others look away: {seat} chooses a tower in secret.",
        "tq.card_look_away": "The others look away.",
        "tq.card_press": "{seat}: press “{button}”.",  # below on a phone, beside on a desktop
        "tq.i_am": "I am {seat}",
        "tq.choose": "{seat}, choose the tower to bring down",
        "tq.card_choose": "Tap the tower you vote to bring down, then confirm.",
        "tq.confirm": "Confirm: tower {square}",
        "tq.confirm_none": "Choose a tower",
        "tq.back": "Back",
        "tq.tower": "Tower {square}",
        "kb.tq.tower": "a tower, bottom to top: {pieces}",
        "kb.tq.place": "Enter places a piece here ({kind})",
        "kb.tq.vote": "Enter chooses this tower for your vote",
        "kb.tq.chosen": "tower {square} selected: Enter again casts your vote, Escape cancels",
        "kb.tq.chosen_by": "voted by {seats}",
        "tq.your_vote": "your vote",
        "tq.suggested": "suggested",
        "tq.voted": "has voted",
        "tq.to_vote": "votes",
        "tq.not_voting": "does not vote",
        "tq.voting_list": "Voting: {seats}.",
        "tq.not_voting_list": "Not voting (placed fewer than 3 pieces): {seats}.",
        "tq.computers_vote": "The computer votes for {seats}, by itself.",
        "tq.secret": "Each vote stays hidden until every voter has chosen.",
        "tq.rules_two": "Two voters: both chosen towers fall (one, if both choose the same).",
        "tq.rules_three": (
            "Three voters: a tower with two or more votes falls; with three different "
            "choices the tower nobody chose falls (none if every standing tower was chosen)."
        ),
        "tq.revealed": "Votes revealed: {what}",
        "tq.falls_one": "tower {square} falls",
        "tq.falls_two": "towers {a} and {b} fall",
        "tq.falls_none": "no tower falls",
        "tq.vote_of": "{seat}: tower {square}",
        "tq.why": "Rule: {rule}.",
        "tq.out_list": "Out for the rest of the round: {list}.",
        "tq.out_pieces_one": "1 of {seat}'s pieces",
        "tq.out_pieces_other": "{count} of {seat}'s pieces",
        "tq.back_home": "The standing towers' pieces go back to their owners.",
        "tq.lost_piece": "{seat} held exactly 2 pieces and loses one.",
        "tq.round_over": "Round {round} over: {reason}.",
        "tq.round_points": "1 point to {seats}.",
        "tq.card_hands": "In hand: {hands}.",
        "tq.continue": "Continue",
        "tq.continue_aloud": "Continue, or Enter on the board, goes on.",
        "tq.round_of": "Round {round} of 3 · building phase {cycle}",
        "tq.started_by": "{seat} started the round.",
        "tq.order": "Order: {order}",
        "tq.then": ", then ",
        "tq.order_why": "({reason})",
        "tq.skipped": "No pieces in hand, skipped: {seats}.",
        "tq.place_on": "Place on:",
        "tq.square_kind": "{square} · {kind}",
        "tq.to_place": "to place",
        "tq.next": "next",
        "tq.skipped_tag": "skipped",
        "tq.col_player": "Player",
        "tq.col_hand": "In hand",
        "tq.col_placed": "Placed",
        "tq.col_out": "Out",
        "tq.col_points": "Points",
        "tq.col_round": "R{n}",
        "tq.col_total": "Total",
        "tq.box_line": "{hand} in hand · {points} pt",
        "tq.round_short": "Round {round}/3",
        "tq.phase_short": "Phase {cycle}",
        "tq.vote_short": "Vote",
        "tq.game_over": "Game over",
        "tq.final": "Final scores",
        "tq.fell": "fell",
        "tq.fell_n_one": "−{count} fell",
        "tq.fell_n_other": "−{count} fell",
        "tq.lost_tag": "−1 (held 2)",
        "tq.fell_lost_tag": "{fell}, −1 (held 2)",
        "tq.kind.birth": "birth",
        "tq.kind.growth": "growth",
        "tq.kind.branching": "branching",
        "tq.kind.fallback": "lowest",
        "tq.round_card": "Round {round} over",
        "tq.rounds_title": "Points by round",
    },
    {
        "tq.hand_over": "Passa il dispositivo al giocatore {seat}",
        "tq.hand_over_note": "Gli altri non devono guardare: {seat.il} sceglie una torre "
        "in segreto.",
        "tq.card_look_away": "Gli altri non devono guardare.",
        "tq.card_press": "{seat}: premi “{button}”.",
        "tq.i_am": "Sono {seat.il}",
        "tq.choose": "{seat}, scegli la torre da abbattere",
        "tq.card_choose": "Tocca la torre che vuoi abbattere, poi conferma.",
        "tq.confirm": "Conferma: torre {square}",
        "tq.confirm_none": "Scegli una torre",
        "tq.back": "Indietro",
        "tq.tower": "Torre {square}",
        "kb.tq.tower": "una torre, dal basso in alto: {pieces}",
        "kb.tq.place": "Invio posa una pedina qui ({kind})",
        "kb.tq.vote": "Invio sceglie questa torre per il tuo voto",
        "kb.tq.chosen": "torre {square} scelta: premi ancora Invio per votarla, Esc annulla",
        "kb.tq.chosen_by": "votata {seats.dal}",
        "tq.your_vote": "il tuo voto",
        "tq.suggested": "suggerita",
        "tq.voted": "ha votato",
        "tq.to_vote": "vota",
        "tq.not_voting": "non vota",
        "tq.voting_list": "Votano: {seats}.",
        "tq.not_voting_list": "Fuori dal voto (meno di 3 pedine piazzate): {seats}.",
        "tq.computers_vote": "Il computer vota per {seats.il}, da solo.",
        "tq.secret": "Ogni voto resta nascosto finché tutti i votanti hanno scelto.",
        "tq.rules_two": (
            "Due votanti: cadono entrambe le torri scelte (una sola, se scelgono la stessa)."
        ),
        "tq.rules_three": (
            "Tre votanti: cade la torre con due o più voti; con tre scelte diverse cade "
            "quella che nessuno ha scelto (nessuna se tutte le torri in piedi sono state scelte)."
        ),
        "tq.revealed": "Voti svelati: {what}",
        "tq.falls_one": "cade la torre {square}",
        "tq.falls_two": "cadono le torri {a} e {b}",
        "tq.falls_none": "non cade nessuna torre",
        "tq.vote_of": "{seat}: torre {square}",
        "tq.why": "Regola: {rule}.",
        "tq.out_list": "Fuori per il resto della manche: {list}.",
        "tq.out_pieces_one": "1 pedina {seat.del}",
        "tq.out_pieces_other": "{count} pedine {seat.del}",
        "tq.back_home": "Le pedine delle torri rimaste tornano ai proprietari.",
        "tq.lost_piece": "{seat.Il} aveva esattamente 2 pedine e ne perde una.",
        "tq.round_over": "Fine della manche {round}: {reason}.",
        "tq.round_points": "1 punto: {seats}.",
        "tq.card_hands": "In mano: {hands}.",
        "tq.continue": "Continua",
        "tq.continue_aloud": "Continua, o Invio sul tavoliere, va avanti.",
        "tq.round_of": "Manche {round} di 3 · costruzione {cycle}",
        "tq.started_by": "{seat.Il} ha iniziato la manche.",
        "tq.order": "Ordine: {order}",
        "tq.then": ", poi ",
        "tq.order_why": "({reason})",
        "tq.skipped": "Turno saltato, nessuna pedina in mano: {seats}.",
        "tq.place_on": "Piazza su:",
        "tq.square_kind": "{square} · {kind}",
        "tq.to_place": "di turno",
        "tq.next": "prossimo",
        "tq.skipped_tag": "salta",
        "tq.col_player": "Giocatore",
        "tq.col_hand": "In mano",
        "tq.col_placed": "Piazzate",
        "tq.col_out": "Fuori",
        "tq.col_points": "Punti",
        "tq.col_round": "M{n}",
        "tq.col_total": "Totale",
        "tq.box_line": "{hand} in mano · {points} pt",
        "tq.round_short": "Manche {round}/3",
        "tq.phase_short": "Fase {cycle}",
        "tq.vote_short": "Votazione",
        "tq.game_over": "Partita finita",
        "tq.final": "Classifica finale",
        "tq.fell": "abbattuta",
        "tq.fell_n_one": "−{count} caduta",
        "tq.fell_n_other": "−{count} cadute",
        "tq.lost_tag": "−1 (ne aveva 2)",
        "tq.fell_lost_tag": "{fell}, −1 (ne aveva 2)",
        "tq.kind.birth": "nascita",
        "tq.kind.growth": "crescita",
        "tq.kind.branching": "diramazione",
        "tq.kind.fallback": "la più bassa",
        "tq.round_card": "Fine della manche {round}",
        "tq.rounds_title": "Punti per manche",
    },
)


def seat_name(seat: int) -> str:
    return rules_text(("tiquadra_orange", "tiquadra_grey", "tiquadra_green")[seat])


def names(seats: list[int]) -> str:
    return and_list([seat_name(s) for s in seats])


def falls_text(fallen: tuple[int, ...]) -> str:
    if not fallen:
        return t("tq.falls_none")
    if len(fallen) == 1:
        return t("tq.falls_one", square=fallen[0])
    # at most two towers fall: two voters' choices, or one by the three-voter rules
    return t("tq.falls_two", a=fallen[0], b=fallen[-1])


def round_end_lines(report: VoteReport) -> list[str]:
    """A vote that ended the round: why, and who scored (none otherwise)."""
    if not (report.round_over and report.end_reason):
        return []
    scorers = [s for s in range(3) if report.points[s]]
    return [
        t("tq.round_over", round=report.round, reason=rules_text(report.end_reason)),
        t("tq.round_points", seats=names(scorers)),
    ]


def corner_tag(report: VoteReport, seat: int) -> str:
    """What a vote cost ``seat``, on its corner at the reveal: pieces that
    fell, the piece lost at exactly 2, or both (the fallen were left out
    when both happened)."""
    fell = report.pieces_fallen[seat]
    tag = plural("tq.fell_n", fell) if fell else ""
    if report.lost_piece == seat:
        return t("tq.fell_lost_tag", fell=tag) if tag else t("tq.lost_tag")
    return tag
