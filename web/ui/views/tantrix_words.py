"""Tantrix's words on the page, in English and Italian (imported by the view)."""

from __future__ import annotations

from abstrakta.games.tantrix import COLOUR_CHOICES, COLOUR_MESSAGES, Place, TantrixState
from abstrakta.games.tantrix_tiles import COLOURS, edges, line_kind, links
from abstrakta.grids import Hex, hex_neighbour
from ui.i18n import (
    add_rules_english,
    add_rules_italian,
    add_seat_articles,
    add_ui_texts,
    plural,
    rules_text,
    t,
)
from ui.status import seat_words, seats_words

add_rules_italian(
    {
        "tantrix_red": "Rosso",
        "tantrix_yellow": "Giallo",
        "tantrix_green": "Verde",
        "tantrix_blue": "Blu",
        "tantrix_step_start": "si pescano le tessere iniziali",
        "tantrix_step_forced_before": "riempi gli spazi forzati",
        "tantrix_step_free": "mossa libera",
        "tantrix_step_forced_after": "riempi gli spazi forzati dopo la mossa libera",
        "tantrix_step_over": "la partita è finita",
        "tantrix_all_played": "tutte le tessere sono state giocate",
        "tantrix_deadlock": "un giocatore non aveva mosse libere: la partita è patta",
        "tantrix_colours_count": "{players} giocatori richiedono {players} colori, non '{colours}'",
        "tantrix_draw_first": "prima si pesca una tessera dal sacchetto",
        "tantrix_not_in_bag": "nel sacchetto non c'è la tessera {tile}",
        "tantrix_not_in_hand": "la tessera {tile} non è nella tua mano",
        "tantrix_first_centre": "la prima tessera va sull'esagono centrale",
        "tantrix_occupied": "in quello spazio c'è già una tessera",
        "tantrix_not_adjacent": "una tessera deve toccarne una già sul tavolo",
        "tantrix_must_fill": "prima riempi gli spazi forzati segnati !",
        "tantrix_colour_mismatch": (
            "sul lato {side} la tessera mostra il {shown}, ma la tessera che tocca lì "
            "mostra il {needed}"
        ),
        "tantrix_same_colour_space": (
            "uno spazio accanto avrebbe tre lati {colour} e nessuna tessera potrebbe "
            "mai riempirlo (restrizione 1)"
        ),
        "tantrix_fourth_neighbour": (
            "sarebbe la quarta tessera accanto a uno spazio forzato (restrizione 2)"
        ),
        "tantrix_controlled_side": (
            "è su un lato controllato: riempiendo uno dopo l'altro gli spazi forzati "
            "che crea, uno spazio avrebbe quattro vicini (restrizione 3)"
        ),
    }
)

NAMES_EN = {"R": "Red", "Y": "Yellow", "G": "Green", "B": "Blue"}
NAMES_IT = {"R": "Rosso", "Y": "Giallo", "G": "Verde", "B": "Blu"}


def _colour_labels(names: dict[str, str], auto: str) -> dict[str, str]:
    found = {"opt.tantrix.colours.auto": auto}
    for choice in COLOUR_CHOICES:
        if choice != "auto":
            found[f"opt.tantrix.colours.{choice}"] = " · ".join(names[c] for c in choice)
    return found


add_ui_texts(
    {
        "opt.tantrix.players": "Players",
        "opt.tantrix.colours": "Colours in play",
        **_colour_labels(NAMES_EN, "Red, yellow… (automatic)"),
        "tx.status": "{seat}: {step}",
        "tx.status_first": "{seat}: place the first tile in the centre",
        "tx.help_forced-before": (
            "First fill the forced spaces marked ! (any order), then make your free move."
        ),
        "tx.help_free": "Place one tile where it fits: every touching side the same colour.",
        "tx.help_first": "The first tile goes in the centre, rotated as you like.",
        "tx.help_forced-after": (
            "After your free move, fill the forced spaces marked ! before your turn ends."
        ),
        "tx.help_open": "The shaded space without ! stays open: none of your tiles fits it.",
        "tx.help_open_many": (
            "The shaded spaces without ! stay open: none of your tiles fits them."
        ),
        "tx.help_barred": (
            "The shaded space without ! stays open: a tile of yours fits its colours "
            "but would break a rule there. Tap it to see which."
        ),
        "tx.help_barred_many": (
            "The shaded spaces without ! stay open: your tiles that fit their colours "
            "would break a rule there. Tap one to see which."
        ),
        "tx.help_open_mixed": (
            "The shaded spaces without ! stay open: none of your tiles may go there. "
            "Tap one to see why."
        ),
        "tx.pick_tile": "Choose a tile from your hand, then tap a highlighted space.",
        "tx.taken": "A tile is already on this space. The highlighted spaces show where "
        "your tiles fit.",
        "tx.pick_space": "Tap a highlighted space for tile {tile}.",
        "tx.pick_zoom": "Tap the board to zoom in, then tap a highlighted space.",
        "tx.ghost": "Tile {tile} is shown here. Tap it or ↻ to rotate it; ✓ places it.",
        "tx.ghost_one": "Tile {tile} fits here only this way. ✓ places it.",
        "tx.fits_here": "Also fits here:",
        "tx.rotations": "Rotations that fit:",
        "tx.rotate": "Rotate ↻",
        "kb.tx.tile": "tile {tile}",
        "kb.tx.middle": "the middle of the table",
        "kb.tx.space": "space with {sides}",
        "kb.tx.next_tile": "{next} (tile {tile})",
        "kb.tx.forced": "forced space",
        "kb.tx.forced_open": "forced space, none of your tiles fits",
        "kb.tx.forced_barred": "forced space, a rule keeps your tiles out",
        "kb.tx.last": "laid in the last turn",
        "kb.tx.fits": "tiles that fit here: {tiles}",
        **{f"tx.sides_of.{c}": name.lower() for c, name in NAMES_EN.items()},
        "kb.tx.side0": "east",
        "kb.tx.side1": "north-east",
        "kb.tx.side2": "north-west",
        "kb.tx.side3": "west",
        "kb.tx.side4": "south-west",
        "kb.tx.side5": "south-east",
        "kb.tx.next": "{colour} to the {side}",
        "kb.tx.ghost": "tile {tile} ({sides})",
        "kb.tx.line": "{colour} {kind}",
        "kb.tx.kind.sharp": "sharp curve",
        "kb.tx.kind.gentle": "gentle curve",
        "kb.tx.kind.straight": "straight",
        "tx.tile_lines": "Tile {tile}: {lines}",
        "tx.rotation_sides": "Rotation {n}: {sides}",
        "tx.place": "Place tile",
        "tx.no_fit": "None of your tiles fits the colours around that space.",
        "tx.tile_no_fit_one": "Tile {tile} does not fit the colours around that space; "
        "tile {tiles} does.",
        "tx.tile_no_fit_other": "Tile {tile} does not fit the colours around that space; "
        "tiles {tiles} do.",
        "tx.nowhere": "Tile {tile} fits nowhere now.",
        "tx.tile": "Tile {tile}",
        "tx.to_move": "to move",
        # Words, not sums ("line of 3 = 3"): a newcomer reads points. A
        # number keeps its word on a wrapped line (no-break spaces).
        "tx.score_none": "no {colour} line yet",
        "tx.score_line_one": "line of 1\u00a0tile: {points}",
        "tx.score_line_other": "line of {tiles}\u00a0tiles: {points}",
        "tx.score_loop": "loop of {tiles}\u00a0tiles\u00a0×\u00a02: {points}",
        **{f"tx.line_colour.{c}": name.lower() for c, name in NAMES_EN.items()},
        "tx.bag": "Bag: {count} tiles · restrictions in force",
        "tx.bag_one": "Bag: 1 tile · restrictions in force",
        "tx.bag_empty": "Bag empty: the three restrictions are lifted.",
        "tx.forced": "Forced spaces to fill first: {spaces} (a space with three or more "
        "tiles around it must be filled)",
        "tx.forced_must": "{seat} must fill: {spaces}",
        "tx.first_draws": "First draws: {draws}. {seat} starts (highest number).",
        "tx.patterns": "Lines: red plain, yellow dashed, green dotted, blue striped.",
        "tx.win": "{seat} wins with {score}",
        "tx.win_shared": "{seats} share the win with {score}",
        "tx.tie": "Draw: everyone has {score}",
        "tx.tie_two": "Draw: both have {score}",
        "tx.points_one": "1\u00a0point",
        "tx.points_other": "{count}\u00a0points",
        "tx.final": "Final scores",
        "tx.stuck": "{seat} had no legal free move.",
        "tx.show_lines": "Best lines glow on the board.",
    },
    {
        "opt.tantrix.players": "Giocatori",
        "opt.tantrix.colours": "Colori in gioco",
        **_colour_labels(NAMES_IT, "Rosso, giallo… (automatici)"),
        "tx.status": "{seat}: {step}",
        "tx.status_first": "{seat}: posa la prima tessera al centro",
        "tx.help_forced-before": (
            "Prima riempi gli spazi forzati segnati ! (in qualsiasi ordine), "
            "poi fai la tua mossa libera."
        ),
        "tx.help_free": "Posa una tessera dove entra: ogni lato a contatto dello stesso colore.",
        "tx.help_first": "La prima tessera va al centro, girata come vuoi.",
        "tx.help_forced-after": (
            "Dopo la mossa libera, riempi gli spazi forzati segnati ! prima che finisca il turno."
        ),
        "tx.help_open": (
            "Lo spazio ombreggiato senza ! resta aperto: nessuna tua tessera ci entra."
        ),
        "tx.help_open_many": (
            "Gli spazi ombreggiati senza ! restano aperti: nessuna tua tessera ci entra."
        ),
        "tx.help_barred": (
            "Lo spazio ombreggiato senza ! resta aperto: una tua tessera ne rispetta i "
            "colori ma lì violerebbe una restrizione. Toccalo per sapere quale."
        ),
        "tx.help_barred_many": (
            "Gli spazi ombreggiati senza ! restano aperti: le tue tessere che ne rispettano "
            "i colori lì violerebbero una restrizione. Toccane uno per sapere quale."
        ),
        "tx.help_open_mixed": (
            "Gli spazi ombreggiati senza ! restano aperti: nessuna tua tessera può andarci. "
            "Toccane uno per sapere perché."
        ),
        "tx.pick_tile": "Scegli una tessera della tua mano, poi tocca uno spazio evidenziato.",
        "tx.taken": "In questo spazio c'è già una tessera. Gli spazi evidenziati mostrano "
        "dove entrano le tue tessere.",
        "tx.pick_space": "Tocca uno spazio evidenziato per la tessera {tile}.",
        "tx.pick_zoom": "Tocca il tavolo per ingrandire, poi uno spazio evidenziato.",
        "tx.ghost": "La tessera {tile} è mostrata qui. Toccala o premi ↻ per ruotarla; ✓ la posa.",
        "tx.ghost_one": "La tessera {tile} entra qui solo così. ✓ la posa.",
        "tx.fits_here": "Entrano qui anche:",
        "tx.rotations": "Rotazioni possibili:",
        "tx.rotate": "Ruota ↻",
        "kb.tx.tile": "tessera {tile}",
        "kb.tx.middle": "il centro del tavolo",
        "kb.tx.space": "spazio con {sides}",
        "kb.tx.next_tile": "{next} (tessera {tile})",
        "kb.tx.forced": "spazio forzato",
        "kb.tx.forced_open": "spazio forzato, nessuna tua tessera ci entra",
        "kb.tx.forced_barred": "spazio forzato, una restrizione tiene fuori le tue tessere",
        "kb.tx.last": "posata nell'ultimo turno",
        "kb.tx.fits": "tessere che ci stanno: {tiles}",
        **{
            "tx.sides_of.R": "rossi",
            "tx.sides_of.Y": "gialli",
            "tx.sides_of.G": "verdi",
            "tx.sides_of.B": "blu",
        },
        "kb.tx.side0": "est",
        "kb.tx.side1": "nord-est",
        "kb.tx.side2": "nord-ovest",
        "kb.tx.side3": "ovest",
        "kb.tx.side4": "sud-ovest",
        "kb.tx.side5": "sud-est",
        "kb.tx.next": "{colour} a {side}",
        "kb.tx.ghost": "tessera {tile} ({sides})",
        "kb.tx.line": "{colour} {kind}",
        "kb.tx.kind.sharp": "in curva stretta",
        "kb.tx.kind.gentle": "in curva larga",
        "kb.tx.kind.straight": "dritto",
        "tx.tile_lines": "Tessera {tile}: {lines}",
        "tx.rotation_sides": "Rotazione {n}: {sides}",
        "tx.place": "Posa la tessera",
        "tx.no_fit": "Nessuna tua tessera combacia con i colori attorno a quello spazio.",
        "tx.tile_no_fit_one": "La tessera {tile} non combacia con i colori attorno a quello "
        "spazio; la {tiles} sì.",
        "tx.tile_no_fit_other": "La tessera {tile} non combacia con i colori attorno a quello "
        "spazio; le tessere {tiles} sì.",
        "tx.nowhere": "La tessera {tile} ora non entra da nessuna parte.",
        "tx.tile": "Tessera {tile}",
        "tx.to_move": "di turno",
        "tx.score_none": "ancora nessuna linea {colour}",
        "tx.score_line_one": "linea di 1\u00a0tessera: {points}",
        "tx.score_line_other": "linea di {tiles}\u00a0tessere: {points}",
        "tx.score_loop": "linea chiusa di {tiles}\u00a0tessere\u00a0×\u00a02: {points}",
        **{
            "tx.line_colour.R": "rossa",
            "tx.line_colour.Y": "gialla",
            "tx.line_colour.G": "verde",
            "tx.line_colour.B": "blu",
        },
        "tx.bag": "Sacchetto: {count} tessere · restrizioni in vigore",
        "tx.bag_one": "Sacchetto: 1 tessera · restrizioni in vigore",
        "tx.bag_empty": "Sacchetto vuoto: le tre restrizioni non valgono più.",
        "tx.forced": "Spazi forzati da riempire prima: {spaces} (uno spazio con tre o più "
        "tessere intorno va riempito)",
        "tx.forced_must": "{seat.Il} deve riempire: {spaces}",
        "tx.first_draws": "Prime pescate: {draws}. Inizia {seat.il} (numero più alto).",
        "tx.patterns": "Linee: rossa piena, gialla tratteggiata, verde a punti, blu a righe.",
        "tx.win": "Vince {seat.il} con {score}",
        "tx.win_shared": "{seats.Il} vincono a pari merito con {score}",
        "tx.tie": "Patta: tutti hanno {score}",
        "tx.tie_two": "Patta: entrambi hanno {score}",
        "tx.points_one": "1\u00a0punto",
        "tx.points_other": "{count}\u00a0punti",
        "tx.final": "Punteggi finali",
        "tx.stuck": "{seat.Il} non aveva mosse libere possibili.",
        "tx.show_lines": "Le linee migliori sono illuminate sul tavolo.",
    },
)


def _colour(colour: object) -> str:
    """A rules colour letter as a word in a sentence: ``R`` is "red"."""
    return rules_text(COLOUR_MESSAGES[str(colour)]).lower()


def _sides_of(colour: object) -> str:
    """``R`` after "three … sides": "red" / "rossi" (plural in Italian)."""
    return t(f"tx.sides_of.{colour}")


# A refusal read in the page names no hex by its coordinates (the board
# shows none) and no colour by its letter; the core's texts keep them for
# tools and tests.
add_rules_english(
    {
        "tantrix_first_centre": "the first tile goes on the centre hex",
        "tantrix_occupied": "that space already holds a tile",
        "tantrix_not_adjacent": "a tile must touch one already on the table",
        "tantrix_must_fill": "first fill the forced spaces marked !",
        "tantrix_colour_mismatch": (
            "on its {side} side the tile shows {shown}, but the tile it touches there {needed}"
        ),
        "tantrix_same_colour_space": (
            "a space next to it would get three {colour} sides, and no tile could ever "
            "fill it (rule 1)"
        ),
        "tantrix_fourth_neighbour": "it would be a fourth tile next to a forced space (rule 2)",
        "tantrix_controlled_side": (
            "it is on a controlled side: filling the forced spaces it makes one after "
            "another would give a space four neighbours (rule 3)"
        ),
    },
    {
        "tantrix_colour_mismatch": lambda p: {
            "side": t(f"kb.tx.side{p['side']}"),
            "shown": _colour(p["shown"]),
            "needed": _colour(p["needed"]),
        },
        "tantrix_same_colour_space": lambda p: {"colour": _sides_of(p["colour"])},
    },
)


# The new-game screen: one line under each option.
add_ui_texts(
    {
        "opt.tantrix.players.hint": "Each player builds the longest line or loop of their colour.",
        "opt.tantrix.colours.hint": "Which colours are in play; each player follows one.",
    },
    {
        "opt.tantrix.players.hint": "Ognuno costruisce la linea più lunga del suo colore, "
        "aperta o chiusa.",
        "opt.tantrix.colours.hint": "Quali colori sono in gioco; ogni giocatore ne segue uno.",
    },
)


# --- the tiles in words (the keyboard cursor, the hand's buttons) ------------


def side_colours(sides: str) -> str:
    """Six edge colours by side, as the board in words says a laid tile:
    ``east Red, north-east Yellow, …``."""
    return ", ".join(
        f"{t(f'kb.tx.side{k}')} {rules_text(COLOUR_MESSAGES[colour])}"
        for k, colour in enumerate(sides)
    )


def ghost_words(place: Place) -> str:
    """The tile shown on a space, in its turn: ``tile 49 (east Red, …)``
    (each R changes the colours said)."""
    return t("kb.tx.ghost", tile=place.tile, sides=side_colours(edges(place.tile, place.rotation)))


def space_label(state: TantrixState, cell: Hex) -> str:
    """An empty space by the colours the tiles around it show it, side by
    side: ``space with Red to the east (tile 21), Blue to the south-west``
    (what a tile there must match). The first side also names its tile, as
    the board in words lists it: a colour and a side alone are shared by
    about one space in five (two spaces with only Red to the east), a tile
    and its side by no other."""
    around: list[str] = []
    for side, colour in enumerate(state.demanded_edges(cell)):
        if colour not in COLOURS:
            continue
        said = t(
            "kb.tx.next", colour=rules_text(COLOUR_MESSAGES[colour]), side=t(f"kb.tx.side{side}")
        )
        if not around:
            laid = state.tile_at(hex_neighbour(cell, side))
            if laid is not None:
                said = t("kb.tx.next_tile", next=said, tile=laid[0])
        around.append(said)
    if not around:
        return t("kb.tx.middle")
    return t("kb.tx.space", sides=", ".join(around))


def tile_label(tile: int) -> str:
    """A hand tile by its three lines: ``Tile 4: Red straight, Yellow
    gentle curve, Blue gentle curve`` (the same in every turn)."""
    lines = [
        t(
            "kb.tx.line",
            colour=rules_text(COLOUR_MESSAGES[colour]),
            kind=t(f"kb.tx.kind.{line_kind(a, b)}"),
        )
        for a, b, colour in sorted(links(tile), key=lambda line: COLOURS.index(line[2]))
    ]
    return t("tx.tile_lines", tile=tile, lines=", ".join(lines))


def rotation_label(tile: int, rotation: int) -> str:
    """A rotation button: its number and the colour on each side."""
    return t("tx.rotation_sides", n=rotation, sides=side_colours(edges(tile, rotation)))


def line_words(colour: str, tiles: int, score: int, loop: bool) -> str:
    """A seat's best line of ``colour`` in words, as the rules score it:
    ``line of 3 tiles: 3 points``, ``loop of 4 tiles × 2: 8 points``,
    ``no red line yet``."""
    if not tiles:
        return t("tx.score_none", colour=t(f"tx.line_colour.{colour}"))
    if loop:
        return t("tx.score_loop", tiles=tiles, points=points(score))
    return plural("tx.score_line", tiles, tiles=tiles, points=points(score))


def points(score: int) -> str:
    """``6 points``: the winner's score says what it counts ("wins with 6"
    left a newcomer to guess)."""
    return plural("tx.points", score)


def result_text(state: TantrixState) -> str:
    """Who won and with how much, from the rules' outcome."""
    outcome = state.outcome()
    assert outcome is not None
    scores = [int(score) for score in outcome.scores]
    winners = outcome.winners
    if not winners:
        if len(set(scores)) == 1:
            return t("tx.tie_two" if len(scores) == 2 else "tx.tie", score=points(scores[0]))
        return rules_text("tantrix_deadlock").capitalize()
    names = seats_words(state, winners)
    key = "tx.win" if len(winners) == 1 else "tx.win_shared"
    won = t(key, seat=names, seats=names, score=points(scores[winners[0]]))
    # The others' scores too: a screen reader hears no score table.
    others = sorted((s for s in range(len(scores)) if s not in winners), key=lambda s: -scores[s])
    if not others:
        return won
    listed = ", ".join(f"{seat_words(state, s)} {scores[s]}" for s in others)
    return f"{won} ({listed})"


# "Muove il Rosso": the seats' article in Italian sentences.
add_seat_articles(
    dict.fromkeys(("tantrix_red", "tantrix_yellow", "tantrix_green", "tantrix_blue"), "il")
)
