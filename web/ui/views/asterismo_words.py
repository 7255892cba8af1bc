"""Asterismo's words on the page, in English and Italian (imported by the view)."""

from __future__ import annotations

from typing import Any

from abstrakta.games.asterismo import COLOURS, AsterismoState, TakeEffect, parse_cell
from abstrakta.grids import Hex
from ui.i18n import (
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
        "asterismo_p1": "Giocatore 1",
        "asterismo_p2": "Giocatore 2",
        "asterismo_p3": "Giocatore 3",
        "asterismo_blue": "blu",
        "asterismo_yellow": "gialla",
        "asterismo_red": "rossa",
        "asterismo_won": "ogni giocatore ha raggiunto l'obiettivo",
        "asterismo_fall": "sono cadute delle pedine dall'albero",
        "asterismo_split": "l'albero si è spezzato",
        "asterismo_stuck": (
            "nessuna pedina si può prendere senza rischi e l'obiettivo non è raggiunto"
        ),
        "asterismo_not_poured": "le pedine non sono ancora state versate",
        "asterismo_poured": "le pedine sono già sul tavoliere",
        "asterismo_share_first": ("prima si divide il raccolto iniziale (pedine rimaste: {count})"),
        "asterismo_nothing_to_share": "non c'è più niente da dividere",
        "asterismo_no_seat": "in questa partita non c'è il giocatore {seat}",
        "asterismo_empty_cell": "in {cell} non c'è una pedina",
        "asterismo_pour_count": "una versata ha 63 pedine, non {count}",
        "asterismo_pour_off_board": "la versata ha pedine fuori dal tavoliere",
        "asterismo_pour_colours": (
            "una versata ha 21 pedine per colore (qui: blu {blue}, gialle {yellow}, rosse {red})"
        ),
        "asterismo_pour_centre": "la versata deve coprire il centro f6",
        "asterismo_pour_disconnected": "le pedine versate devono formare un solo gruppo",
        "asterismo_pour_hole": "la versata ha un buco in {cell}",
        "asterismo_pour_empty": "il raccolto iniziale prenderebbe tutte le pedine",
        "asterismo_pour_split": "dopo il raccolto iniziale l'albero è in {groups} gruppi",
    }
)

add_ui_texts(
    {
        "opt.asterismo.players": "Players",
        "opt.asterismo.players.2": "2 (5 of every colour each)",
        "opt.asterismo.players.3": "3 (10 of one colour each)",
        "opt.asterismo.silent": "Variant",
        "opt.asterismo.silent.no": "Talking (pieces may be marked)",
        "opt.asterismo.silent.yes": "Silent (no marks)",
        # status line
        "ast.status_share_one": "Share out the initial harvest (1 left)",
        "ast.status_share_other": "Share out the initial harvest ({count} left)",
        "ast.status_take": "{seat}: take a piece",
        "ast.status_won": "Won together — every player reached the goal",
        "ast.status_fall": "Lost — pieces fell from the tree",
        "ast.status_split": "Lost — the tree split apart",
        "ast.status_stuck": "Lost — no piece could be taken safely",
        # harvests
        "ast.harvests": "Harvests",
        "ast.goal_2": "Goal: 5 pieces of every colour each.",
        "ast.goal_3": "Goal: 10 pieces of one colour each (any colour).",
        "ast.to_move": "to move",
        "ast.done": "goal reached ✓",
        "ast.to_go": "{count} to go",
        "ast.to_go_one": "1 to go",
        "ast.tree": "In the tree: {count} pieces — {blue} blue, {yellow} yellow, {red} red.",
        "ast.counts_label": "{blue} blue, {yellow} yellow, {red} red",
        # taking a piece
        "ast.help_take": "Tap a piece to take it; the take is confirmed before it counts.",
        "ast.take_q": "Take this {colour} piece?",
        "ast.take": "Take",
        "kb.ast.piece": "{colour} piece",
        "kb.ast.progress": "Pieces still to harvest",
        "kb.ast.marked": "marked by {seat}",
        "kb.ast.share": "goes to {seat} in the first harvest: Enter gives it to the next player",
        "kb.ast.selected": "selected: Enter takes it, Escape cancels",
        "kb.ast.safe": "can be taken without anything falling",
        "ast.take_lose": "Take it: we lose",
        "ast.would_fall_one": (
            "Taking this {colour} piece makes {pieces} fall (crossed out on the board): "
            "you would all lose."
        ),
        "ast.would_fall": (
            "Taking this {colour} piece makes {pieces} fall (crossed out on the board): "
            "you would all lose."
        ),
        "ast.would_split": (
            "Taking this {colour} piece splits the tree into {count} groups ({sizes} "
            "pieces): you would all lose."
        ),
        "ast.banner_fall_one": "A piece would fall!",
        "ast.banner_fall_other": "{count} pieces would fall!",
        "ast.pieces_one": "a {colour} piece",
        "ast.pieces_other": "{count} {colour} pieces",
        "ast.many.blue": "blue",
        "ast.many.yellow": "yellow",
        "ast.many.red": "red",
        "ast.banner_split": "The tree would split!",
        "ast.lose_title": "This take loses the game",
        "ast.lose_keep": "Keep playing",
        # help and marks
        "ast.safe_hint": "Show safe pieces",
        "ast.safe_count": "{count} pieces can be taken safely.",
        "ast.safe_one": "1 piece can be taken safely.",
        "ast.marks": "Marks",
        "ast.mark_for": "Marking for {seat}: tap pieces to mark or unmark them.",
        "ast.mark_seat": "Mark as {seat}",
        "ast.clear_marks": "Clear marks",
        "ast.mark_as": "Mark as player:",
        "ast.marks_help": "Mark the pieces you plan to take (everyone sees the marks).",
        # can we still win?
        "ast.can_win": "Can we still win?",
        "ast.solving": "Searching… (up to ten seconds on a slow phone)",
        "ast.win_yes": "Yes: the goal can still be reached.",
        "ast.win_no": "No: whatever you take, the goal can no longer be reached.",
        "ast.win_no_pour": "This pour cannot be won: New game pours the pieces again.",
        "ast.win_unknown": (
            "The search ran out of time: it is not known whether you can still win."
        ),
        "ast.win_error": "The solver could not answer: {reason}",
        "ast.win_timeout": "The solver did not answer in time: ask again.",
        "ast.show_next": "Show the next move",
        "ast.next_share": "A winning share is now selected: confirm it below.",
        "ast.no_piece": "No piece there: tap a piece of the tree to take it.",
        "ast.ghost_take": "Suggested: take the ringed {colour} piece.",
        # sharing out
        "ast.share_title": "Initial harvest",
        "ast.share_intro": (
            "These {count} pieces were not alive after the pour. The app proposes a fair "
            "split (the numbers are the players); tap a piece, here or on the board, or "
            "a number to change it."
        ),
        "ast.share_intro_one": (
            "This piece was not alive after the pour. Choose the player who gets it (tap "
            "a number, or the piece here or on the board)."
        ),
        "ast.share_waves": "They came off in {waves} waves: removing some left others not alive.",
        "ast.share_confirm": "Confirm the share",
        "ast.share_proposal": "Back to the proposal",
        "ast.share_computer": "{seat} (computer) is sharing out the pieces.",
        "ast.give_to": "Give {cell} to {seat}",
        # the end
        "ast.end_won": "You won together!",
        "ast.end_lost": "You lost together",
        "ast.end_won_last": "{seat} took {cell}, the last piece needed.",
        "ast.end_fall_one": "{seat} took {cell}: {pieces} fell from the tree (crossed out).",
        "ast.end_fall": "{seat} took {cell}: {pieces} fell from the tree (crossed out).",
        "ast.end_split": (
            "{seat} took {cell}: the tree split into {count} groups ({sizes} pieces)."
        ),
        "ast.end_stuck": (
            "No piece could be taken without a fall or a split ({count} pieces left)."
        ),
        "ast.end_stuck_after": (
            "After {seat} took {cell}, every take left would make pieces fall or split "
            "the tree ({count} pieces left)."
        ),
        "ast.final": "Final harvests",
    },
    {
        "opt.asterismo.players": "Giocatori",
        "opt.asterismo.players.2": "2 (5 di ogni colore a testa)",
        "opt.asterismo.players.3": "3 (10 di un colore a testa)",
        "opt.asterismo.silent": "Variante",
        "opt.asterismo.silent.no": "Si parla (si possono segnare le pedine)",
        "opt.asterismo.silent.yes": "Silenziosa (niente segni)",
        "ast.status_share_one": "Dividi il raccolto iniziale (ne resta 1)",
        "ast.status_share_other": "Dividi il raccolto iniziale (ne restano {count})",
        "ast.status_take": "{seat}: prendi una pedina",
        "ast.status_won": "Vinta insieme — ogni giocatore ha raggiunto l'obiettivo",
        "ast.status_fall": "Persa — sono cadute delle pedine dall'albero",
        "ast.status_split": "Persa — l'albero si è spezzato",
        "ast.status_stuck": "Persa — nessuna pedina si poteva prendere senza rischi",
        "ast.harvests": "Raccolti",
        "ast.goal_2": "Obiettivo: 5 pedine di ogni colore a testa.",
        "ast.goal_3": "Obiettivo: 10 pedine di un colore a testa (uno qualsiasi).",
        "ast.to_move": "di turno",
        "ast.done": "obiettivo raggiunto ✓",
        "ast.to_go": "ne mancano {count}",
        "ast.to_go_one": "ne manca 1",
        "ast.tree": "Pedine nell'albero: {count} — blu {blue}, gialle {yellow}, rosse {red}.",
        "ast.counts_label": "blu {blue}, gialle {yellow}, rosse {red}",
        "ast.help_take": "Tocca una pedina per prenderla; la presa va confermata.",
        "ast.take_q": "Prendere questa pedina {colour}?",
        "ast.take": "Prendi",
        "kb.ast.piece": "pedina {colour}",
        "kb.ast.progress": "Pedine ancora da raccogliere",
        "kb.ast.marked": "segnata {seat.dal}",
        "kb.ast.share": "va {seat.al} nel raccolto iniziale: Invio la dà al giocatore seguente",
        "kb.ast.selected": "scelta: Invio la prende, Esc annulla",
        "kb.ast.safe": "si può prendere senza far cadere nulla",
        "ast.take_lose": "Prendila: perdiamo",
        "ast.would_fall_one": (
            "Se prendi questa pedina {colour}, cade {pieces} (barrata sul tavoliere): "
            "perdereste tutti."
        ),
        "ast.would_fall": (
            "Se prendi questa pedina {colour}, cadono {pieces} (barrate sul tavoliere): "
            "perdereste tutti."
        ),
        "ast.would_split": (
            "Se prendi questa pedina {colour}, l'albero si spezza in {count} gruppi "
            "({sizes} pedine): perdereste tutti."
        ),
        "ast.banner_fall_one": "Cadrebbe una pedina!",
        "ast.banner_fall_other": "Cadrebbero {count} pedine!",
        "ast.pieces_one": "una pedina {colour}",
        "ast.pieces_other": "{count} pedine {colour}",
        "ast.many.blue": "blu",
        "ast.many.yellow": "gialle",
        "ast.many.red": "rosse",
        "ast.banner_split": "L'albero si spezzerebbe!",
        "ast.lose_title": "Questa presa fa perdere la partita",
        "ast.lose_keep": "Continua a giocare",
        "ast.safe_hint": "Mostra le pedine sicure",
        "ast.safe_count": "{count} pedine si possono prendere senza rischi.",
        "ast.safe_one": "1 pedina si può prendere senza rischi.",
        "ast.marks": "Segni",
        "ast.mark_for": "Segni {seat.del}: tocca le pedine per segnarle o togliere il segno.",
        "ast.mark_seat": "Segna come {seat}",
        "ast.clear_marks": "Togli i segni",
        "ast.mark_as": "Segna come giocatore:",
        "ast.marks_help": "Segna le pedine che pensi di prendere (i segni li vedono tutti).",
        "ast.can_win": "Possiamo ancora vincere?",
        "ast.solving": "Cerco… (fino a dieci secondi su un telefono lento)",
        "ast.win_yes": "Sì: l'obiettivo si può ancora raggiungere.",
        "ast.win_no": "No: qualunque pedina prendiate, l'obiettivo non è più raggiungibile.",
        "ast.win_no_pour": (
            "Questa versata non si può vincere: Nuova partita versa di nuovo le pedine."
        ),
        "ast.win_unknown": ("La ricerca ha esaurito il tempo: non si sa se potete ancora vincere."),
        "ast.win_error": "Il risolutore non ha potuto rispondere: {reason}",
        "ast.win_timeout": "Il risolutore non ha risposto in tempo: chiedi di nuovo.",
        "ast.show_next": "Mostra la prossima mossa",
        "ast.next_share": "È selezionata una divisione vincente: confermala qui sotto.",
        "ast.no_piece": "Lì non c'è una pedina: tocca una pedina dell'albero per prenderla.",
        "ast.ghost_take": "Suggerimento: prendi la pedina {colour} cerchiata.",
        "ast.share_title": "Raccolto iniziale",
        "ast.share_intro": (
            "Queste {count} pedine non erano vive dopo la versata. L'app propone una "
            "divisione equa (i numeri sono i giocatori); tocca una pedina, qui o sul "
            "tavoliere, o un numero per cambiarla."
        ),
        "ast.share_intro_one": (
            "Questa pedina non era viva dopo la versata. Scegli il giocatore a cui va "
            "(tocca un numero, o la pedina qui o sul tavoliere)."
        ),
        "ast.share_waves": (
            "Sono uscite in {waves} ondate: togliendone alcune, altre non erano più vive."
        ),
        "ast.share_confirm": "Conferma la divisione",
        "ast.share_proposal": "Torna alla proposta",
        "ast.share_computer": "{seat.Il} (computer) sta dividendo le pedine.",
        "ast.give_to": "Dai {cell} {seat.al}",
        "ast.end_won": "Avete vinto insieme!",
        "ast.end_lost": "Avete perso insieme",
        "ast.end_won_last": "{seat.Il} ha preso {cell}, l'ultima pedina che serviva.",
        "ast.end_fall_one": "{seat.Il} ha preso {cell}: è caduta {pieces} (barrata).",
        "ast.end_fall": "{seat.Il} ha preso {cell}: sono cadute {pieces} (barrate).",
        "ast.end_split": (
            "{seat.Il} ha preso {cell}: l'albero si è spezzato in {count} gruppi ({sizes} pedine)."
        ),
        "ast.end_stuck": (
            "Nessuna pedina si poteva prendere senza crolli o spaccature (ne restavano {count})."
        ),
        "ast.end_stuck_after": (
            "{seat.Il} ha preso {cell}: da lì in poi ogni presa avrebbe fatto cadere pedine "
            "o spezzato l'albero (ne restavano {count})."
        ),
        "ast.final": "Raccolti finali",
    },
)

# The new-game screen: one line under each option.
add_ui_texts(
    {
        "opt.asterismo.players.hint": "Everyone plays together against the game.",
        "opt.asterismo.silent.hint": "Talking: you may mark the pieces you plan to take. Silent: "
        "no marks.",
    },
    {
        "opt.asterismo.players.hint": "Si gioca tutti insieme contro il gioco.",
        "opt.asterismo.silent.hint": "Si parla: si possono segnare le pedine da prendere. "
        "Silenziosa: niente segni.",
    },
)


# --- the words built from the rules' answers (pure: no page needed) ---------------


def colour_word(colour: int) -> str:
    return rules_text(f"asterismo_{COLOURS[colour]}")


def seat_word(state: AsterismoState, seat: int) -> str:
    return rules_text(state.seat_name(seat))


def pieces_words(state: AsterismoState, cells: list[Hex]) -> str:
    """Pieces said by colour, never by cell (a piece on the board shows no
    name): "1 red piece and 2 blue pieces"."""
    counts = [0, 0, 0]
    for cell in cells:
        colour = state.colour_at(cell)
        if colour is not None:
            counts[colour] += 1
    parts = []
    for colour, count in enumerate(counts):
        word = t(f"ast.many.{COLOURS[colour]}") if count > 1 else colour_word(colour)
        if count:
            parts.append(plural("ast.pieces", count, colour=word))
    return and_list(parts)


def take_question(state: AsterismoState, cell: Hex) -> str:
    """The selected piece's question: "Take this yellow piece?" (the board
    rings it; a piece shows no cell name)."""
    return t("ast.take_q", colour=colour_word(state.colour_at(cell) or 0))


def ghost_words(state: AsterismoState, cell: Hex) -> str:
    """The suggested take, said by colour: the board rings the piece."""
    return t("ast.ghost_take", colour=colour_word(state.colour_at(cell) or 0))


def fall_banner(effect: TakeEffect) -> str:
    """The line across the board for a take that loses (the crosses and
    the hatching show which pieces)."""
    if effect.fallen:
        return plural("ast.banner_fall", len(effect.fallen))
    return t("ast.banner_split")


def effect_words(state: AsterismoState, effect: TakeEffect) -> str:
    """What taking the selected piece would do, said for a take that loses."""
    colour = colour_word(state.colour_at(effect.cell) or 0)
    if effect.fallen:
        key = "ast.would_fall_one" if len(effect.fallen) == 1 else "ast.would_fall"
        return t(key, colour=colour, pieces=pieces_words(state, list(effect.fallen)))
    sizes = " + ".join(str(len(group)) for group in effect.groups)
    return t("ast.would_split", colour=colour, count=len(effect.groups), sizes=sizes)


def sentence(text: str) -> str:
    """A rules phrase ("pieces fell from the tree") as a sentence."""
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def end_line(state: AsterismoState) -> str:
    """The end card's line under its title: how the game ended, said once
    (the status line above already names the reason in short)."""
    outcome = state.outcome()
    if outcome is None:
        return ""
    detail: dict[str, Any] = outcome.detail  # type: ignore[assignment]
    seat = detail.get("seat")
    who = seat_word(state, int(seat)) if seat is not None else ""
    taken = str(detail.get("taken", ""))
    if outcome.reason == "asterismo_fall":
        fallen = [cell for cell in map(parse_cell, detail["fallen"]) if cell is not None]
        key = "ast.end_fall_one" if len(fallen) == 1 else "ast.end_fall"
        return t(key, seat=who, cell=taken, pieces=pieces_words(state, fallen))
    if outcome.reason == "asterismo_split":
        groups = detail["groups"]
        sizes = " + ".join(str(len(group)) for group in groups)
        return t("ast.end_split", seat=who, cell=taken, count=len(groups), sizes=sizes)
    if outcome.reason == "asterismo_stuck":
        count = len(detail.get("remaining", []))
        if taken:
            return t("ast.end_stuck_after", seat=who, cell=taken, count=count)
        return t("ast.end_stuck", count=count)
    if taken:
        return t("ast.end_won_last", seat=who, cell=taken)
    return sentence(rules_text(outcome.reason))


# "Muove il Giocatore 1": the seats' article in Italian sentences.
add_seat_articles(dict.fromkeys(("asterismo_p1", "asterismo_p2", "asterismo_p3"), "il"))
