"""Ta Yü's words on the page, in English and Italian (imported by the view)."""

from __future__ import annotations

from collections.abc import Iterable

from abstrakta.games.tayu import (
    DELTAS,
    DIRECTION_LETTERS,
    MAX_TARGET,
    Place,
    TayuState,
    shape,
)
from abstrakta.grids import square_name
from ui.i18n import (
    add_rules_english,
    add_rules_italian,
    add_seat_articles,
    add_ui_texts,
    and_list,
    count_words,
    plural,
    rules_text,
    t,
)

add_rules_italian(
    {
        "tayu_off_board": "la tessera uscirebbe dal tavoliere",
        "tayu_occupied": "la casella {square} è già coperta",
        "tayu_centre": "la prima tessera deve coprire una delle caselle centrali i9 i10 j9 j10",
        "tayu_not_adjacent": "la tessera deve toccare con un lato una tessera già posata",
        "tayu_no_connection": (
            "nessuno sbocco della tessera incontra uno sbocco di una tessera vicina"
        ),
        "tayu_outlet_blocked": (
            "lo sbocco della tessera sul lato {side} di {square} finirebbe contro un muro"
        ),
        "tayu_blocks_outlet": (
            "la tessera chiuderebbe con un muro lo sbocco sul lato {side} di {square}"
        ),
        "tayu_not_drawn": "prima si pesca una tessera dal sacchetto",
        "tayu_wrong_tile": "la tessera pescata è la {drawn}, non la {tile}",
        "tayu_not_in_bag": "nel sacchetto non c'è più la tessera {tile}",
        "tayu_wrong_kind": "la tessera {tile} non è {kind}",
        "tayu_choose_kind": "prima scegli una tessera decorata o semplice",
        "tayu_not_choosing": "ora non si sceglie il tipo di tessera",
        "tayu_kind_empty": "non restano tessere {kinds}",
        "tayu_bidding": "si sta scegliendo il sabotatore: offri o passa",
        "tayu_not_bidding": "ora non c'è un'asta",
        "tayu_bid_low": "l'offerta deve essere minore di {last}",
        "tayu_bid_range": "l'offerta deve essere tra 1 e {most}",
        "tayu_must_bid": "gli altri due hanno passato: indica un obiettivo",
        "tayu_options_seat": "il posto {first} non gioca in questa variante",
        "tayu_options_saboteur": "obiettivo e asta valgono solo nella variante col sabotatore",
        "tayu_options_bid_target": "con l'asta l'obiettivo si offre, non si fissa",
        "tayu_ns": "Nord–Sud",
        "tayu_ew": "Est–Ovest",
        "tayu_sab": "Sabotatore",
        "tayu_ns1": "Nord–Sud 1",
        "tayu_ew1": "Est–Ovest 1",
        "tayu_ns2": "Nord–Sud 2",
        "tayu_ew2": "Est–Ovest 2",
        "tayu_player1": "Giocatore 1",
        "tayu_player2": "Giocatore 2",
        "tayu_player3": "Giocatore 3",
        "tayu_deco": "decorata",
        "tayu_plain": "semplice",
        "tayu_bag_empty": "il sacchetto è vuoto",
        "tayu_stuck": "la tessera pescata non entra da nessuna parte",
    }
)


def side_in_words(params: dict[str, object]) -> dict[str, object]:
    """A refusal's board side (the rules' letter ``w``) as a word ("west")."""
    side = str(params.get("side", ""))
    if side not in ("n", "e", "s", "w"):
        return params
    return {**params, "side": t(f"tayu.side_word.{side}")}


def kind_in_words(params: dict[str, object]) -> dict[str, object]:
    """A refusal's tile kind (the rules' ``deco``) as words: "decorated",
    and in the plural for "no decorated tiles are left" ("decorate")."""
    kind = str(params.get("kind", ""))
    if kind not in ("deco", "plain"):
        return params
    return {**params, "kind": rules_text(f"tayu_{kind}"), "kinds": t(f"tayu.kinds.{kind}")}


# The rules name a board side by its letter and a kind by its notation:
# the page says them in words (in both languages).
add_rules_english(
    {
        "tayu_outlet_blocked": "the tile's outlet on the {side} side of {square} would face a wall",
        "tayu_kind_empty": "no {kinds} tiles are left",
    },
    {
        "tayu_outlet_blocked": side_in_words,
        "tayu_blocks_outlet": side_in_words,
        "tayu_wrong_kind": kind_in_words,
        "tayu_kind_empty": kind_in_words,
    },
)

add_ui_texts(
    {
        "tayu.side_word.n": "north",
        "tayu.side_word.e": "east",
        "tayu.side_word.s": "south",
        "tayu.side_word.w": "west",
        "tayu.kinds.deco": "decorated",
        "tayu.kinds.plain": "plain",
    },
    {
        "tayu.side_word.n": "nord",
        "tayu.side_word.e": "est",
        "tayu.side_word.s": "sud",
        "tayu.side_word.w": "ovest",
        "tayu.kinds.deco": "decorate",
        "tayu.kinds.plain": "semplici",
    },
)

add_ui_texts(
    {
        "opt.tayu.variant": "Variant",
        "opt.tayu.variant.standard": "Two players",
        "opt.tayu.variant.teams": "Teams (4 players)",
        "opt.tayu.variant.saboteur": "Saboteur (3 players)",
        "opt.tayu.tiles": "Tiles",
        "opt.tayu.tiles.bag": "Drawn from the bag",
        "opt.tayu.tiles.choice": "Tile choice (decorated or plain)",
        "opt.tayu.target": "Saboteur's target",
        "opt.tayu.bidding": "Choose the saboteur by bidding",
        "opt.tayu.bidding.no": "No",
        "opt.tayu.bidding.yes": "Yes",
        "tayu.side.n": "North",
        "tayu.side.s": "South",
        "tayu.side.e": "East",
        "tayu.side.w": "West",
        "tayu.short.n": "N",
        "tayu.short.s": "S",
        "tayu.short.e": "E",
        "tayu.short.w": "W",
        "tayu.bag": "Bag: {count} tiles",
        "tayu.bag_one": "Bag: 1 tile",
        "tayu.bag_kinds": "decorated {deco} · plain {plain}",
        "tayu.grey_note": "Grey frame squares score 2.",
        "tayu.tile_to_lay": "Tile to lay",
        "tayu.rotate": "↻ Rotate",
        "kb.tayu.covered": "covered by tile {tile}, outlets {outlets}",
        "kb.tayu.ghost": "Tile {tile} from {first} to {last} ({about})",
        "kb.tayu.outlets": "outlets {outlets}",
        "kb.tayu.joins": "joins a channel to the {sides}",
        "kb.tayu.edge_one": "reaches the edge to the {sides}, 1 point",
        "kb.tayu.edge_other": "reaches the edge to the {sides}, {count} points",
        "kb.tayu.to.n": "north",
        "kb.tayu.to.e": "east",
        "kb.tayu.to.s": "south",
        "kb.tayu.to.w": "west",
        "kb.tayu.many": "{count} {side}",
        "tayu.facing_words": "{lying}, outlets {outlets}",
        "tayu.lying.we": "West to east",
        "tayu.lying.sn": "South to north",
        "tayu.hint_tap": "Lit squares show where the tile fits: tap one.",
        "tayu.covered": "A tile already covers this square. The lit squares show where yours fits.",
        "tayu.choose_first": "No tile to lay yet: first choose with the buttons.",
        "tayu.hint_zoom": "Tap the board to zoom in; drag to move it, pinch to zoom.",
        "tayu.hint_ghost": "Tap the ghost tile for the next way it fits here ({count} in all); "
        "✓ lays it.",
        "tayu.hint_ghost_one": "This is the only way it fits here; ✓ lays it.",
        "tayu.lay": "Lay tile",
        "tayu.next_fit": "Next way",
        "tayu.take_back": "Cancel",
        "tayu.choose_prompt": "Pick a face-down tile:",
        "tayu.choose_deco": "Decorated ({count})",
        "tayu.choose_plain": "Plain ({count})",
        "tayu.choose_help": "Decorated tiles have outlets on three different sides.",
        "tayu.bid_first": "Who will be the saboteur? Name the target you would defend "
        "({low}–{high}), or pass. Without bidding it is {usual}: the lower the target, "
        "the harder to defend.",
        "tayu.bid_next": "Last bid: {bid} by {seat}. Bid lower ({low}–{high}), or pass.",
        "tayu.bid_must": "Both others passed: name a target ({low}–{high}). Without "
        "bidding it is {usual}: the lower the target, the harder to defend.",
        "tayu.roles_settled": "{sab} is the saboteur, target {target}; {ns} plays "
        "North–South, {ew} East–West",
        "tayu.target_short": "target {target}",
        "tayu.bid_label": "Target",
        "tayu.bid": "Bid",
        "tayu.bid_pass": "pass",
        "tayu.status_place": "{seat}: lay the tile",
        "tayu.status_choose": "{seat}: pick a tile",
        "tayu.status_bid": "{seat}: bid or pass",
        "tayu.status_bid_must": "{seat}: name a target",
        "tayu.bid_number": "type the target as a whole number from {low} to {high}",
        "tayu.role_open": "to be decided",
        "tayu.status_draw": "A tile is to be drawn from the bag",
        "tayu.win": "{seat} wins, {mine} to {theirs}",
        "tayu.tie": "Draw, {score} to {score}",
        "tayu.sab_wins": "{seat} wins: nobody reached {target}",
        "tayu.final": "Final score",
        "tayu.no_outlets": "no outlets",
        "tayu.double_note": "×2: an outlet facing a grey frame square scores 2.",
        "tayu.tiles_laid": "{count} tiles laid",
        "tayu.target_reached": "Target {target}: reached",
        "tayu.target_missed": "Target {target}: not reached",
        "tayu.stuck_tile": "{seat} drew this tile, which fits nowhere:",
        "tayu.played_by": "played by {seats}",
    },
    {
        "opt.tayu.variant": "Variante",
        "opt.tayu.variant.standard": "Due giocatori",
        "opt.tayu.variant.teams": "A squadre (4 giocatori)",
        "opt.tayu.variant.saboteur": "Sabotatore (3 giocatori)",
        "opt.tayu.tiles": "Tessere",
        "opt.tayu.tiles.bag": "Pescate dal sacchetto",
        "opt.tayu.tiles.choice": "Scelta tessere (decorata o semplice)",
        "opt.tayu.target": "Obiettivo del sabotatore",
        "opt.tayu.bidding": "Sabotatore scelto all'asta",
        "opt.tayu.bidding.no": "No",
        "opt.tayu.bidding.yes": "Sì",
        "tayu.side.n": "Nord",
        "tayu.side.s": "Sud",
        "tayu.side.e": "Est",
        "tayu.side.w": "Ovest",
        "tayu.short.n": "N",
        "tayu.short.s": "S",
        "tayu.short.e": "E",
        "tayu.short.w": "O",
        "tayu.bag": "Sacchetto: {count} tessere",
        "tayu.bag_one": "Sacchetto: 1 tessera",
        "tayu.bag_kinds": "decorate {deco} · semplici {plain}",
        "tayu.grey_note": "Le caselle grigie della cornice valgono 2.",
        "tayu.tile_to_lay": "Tessera da posare",
        "tayu.rotate": "↻ Ruota",
        "kb.tayu.covered": "coperta dalla tessera {tile}, sbocchi {outlets}",
        "kb.tayu.ghost": "La tessera {tile} da {first} a {last} ({about})",
        "kb.tayu.outlets": "sbocchi {outlets}",
        "kb.tayu.joins": "si unisce a un canale {sides}",
        "kb.tayu.edge_one": "arriva al bordo {sides}, 1 punto",
        "kb.tayu.edge_other": "arriva al bordo {sides}, {count} punti",
        "kb.tayu.to.n": "a nord",
        "kb.tayu.to.e": "a est",
        "kb.tayu.to.s": "a sud",
        "kb.tayu.to.w": "a ovest",
        "kb.tayu.many": "{count} {side}",
        "tayu.facing_words": "{lying}, sbocchi {outlets}",
        "tayu.lying.we": "Da ovest a est",
        "tayu.lying.sn": "Da sud a nord",
        "tayu.hint_tap": "Le caselle illuminate mostrano dove entra la tessera: toccane una.",
        "tayu.choose_first": "Ancora nessuna tessera da posare: prima scegli con i pulsanti.",
        "tayu.covered": "Questa casella è già coperta da una tessera. Le caselle illuminate "
        "mostrano dove entra la tua.",
        "tayu.hint_zoom": "Tocca il tavoliere per ingrandirlo; trascinalo per spostarlo, "
        "pizzica per lo zoom.",
        "tayu.hint_ghost": "Tocca la tessera fantasma per un'altra posizione in cui entra "
        "qui ({count} in tutto); ✓ la posa.",
        "tayu.hint_ghost_one": "Entra qui solo così; ✓ la posa.",
        "tayu.lay": "Posa la tessera",
        "tayu.next_fit": "Altra posizione",
        "tayu.take_back": "Togli la tessera",
        "tayu.choose_prompt": "Scegli una tessera coperta:",
        "tayu.choose_deco": "Decorata ({count})",
        "tayu.choose_plain": "Semplice ({count})",
        "tayu.choose_help": "Le tessere decorate hanno sbocchi su tre lati diversi.",
        "tayu.bid_first": "Chi farà il sabotatore? Indica l'obiettivo che difenderesti "
        "({low}–{high}), oppure passa. Senza asta è {usual}: più è basso, più è "
        "difficile difenderlo.",
        "tayu.bid_next": "Ultima offerta: {bid} {seat.del}. Offri di meno ({low}–{high}), "
        "oppure passa.",
        "tayu.bid_must": "Gli altri due hanno passato: indica un obiettivo ({low}–{high}). "
        "Senza asta è {usual}: più è basso, più è difficile difenderlo.",
        # said after the move that settles them ("passa: il Giocatore 1 è…")
        "tayu.roles_settled": "{sab.il} è il sabotatore, obiettivo {target}; {ns.il} gioca "
        "Nord–Sud, {ew.il} Est–Ovest",
        "tayu.target_short": "obiettivo {target}",
        "tayu.bid_label": "Obiettivo",
        "tayu.bid": "Offri",
        "tayu.bid_pass": "passa",
        "tayu.status_place": "{seat}: posa la tessera",
        "tayu.status_choose": "{seat}: scegli una tessera",
        "tayu.status_bid": "{seat}: offri o passa",
        "tayu.status_bid_must": "{seat}: indica un obiettivo",
        "tayu.bid_number": "scrivi l'obiettivo come numero intero da {low} a {high}",
        "tayu.role_open": "da decidere",
        "tayu.status_draw": "Si pesca una tessera dal sacchetto",
        "tayu.win": "Vince {seat.il}, {mine} a {theirs}",
        "tayu.tie": "Patta, {score} a {score}",
        "tayu.sab_wins": "Vince {seat.il}: nessuno ha raggiunto {target}",
        "tayu.final": "Punteggio finale",
        "tayu.no_outlets": "nessuno sbocco",
        "tayu.double_note": "×2: uno sbocco verso una casella grigia della cornice vale 2.",
        "tayu.tiles_laid": "{count} tessere posate",
        "tayu.target_reached": "Obiettivo {target}: raggiunto",
        "tayu.target_missed": "Obiettivo {target}: non raggiunto",
        "tayu.stuck_tile": "{seat.Il} ha pescato questa tessera, che non entra da nessuna parte:",
        "tayu.played_by": "giocano {seats.il}",
    },
)

# The new-game screen: one line under each option.
add_ui_texts(
    {
        "opt.tayu.variant.hint": "Two players; two teams of two; or three, one of them a saboteur.",
        "opt.tayu.tiles.hint": "Tiles come from a bag at random, or each player picks decorated "
        "or plain.",
        "opt.tayu.first": "Who lays the first tile",
        "opt.tayu.first.hint": "The other seats follow clockwise.",
        "opt.tayu.target.hint": "The saboteur wins if neither other player scores this much "
        f"(1 to {MAX_TARGET}).",
        "opt.tayu.bidding.hint": "Players bid the target down; the last bidder becomes the "
        "saboteur.",
    },
    {
        "opt.tayu.variant.hint": "Due giocatori; due squadre di due; o tre, uno dei quali "
        "sabotatore.",
        "opt.tayu.tiles.hint": "Le tessere escono a caso dal sacchetto, o ognuno sceglie decorata "
        "o semplice.",
        "opt.tayu.first": "Chi posa la prima tessera",
        "opt.tayu.first.hint": "Gli altri seguono in senso orario.",
        "opt.tayu.target.hint": "Il sabotatore vince se nessuno degli altri due raggiunge "
        f"questo punteggio (da 1 a {MAX_TARGET}).",
        "opt.tayu.bidding.hint": "I giocatori abbassano l'obiettivo a turno; l'ultimo offerente "
        "fa il sabotatore.",
    },
)


# --- the tiles in words (the keyboard cursor, the orientation buttons) --------

#: Directions in the order they are said: clockwise from north.
SAID_ORDER = "nesw"


def sides_words(letters: Iterable[str], counted: bool = False) -> str:
    """Directions in words, clockwise from north: ``north and east``;
    ``counted``: how many of each, once a side has more than one (``two
    north and one east``: "two north and east" was heard as two each way)."""
    letters = list(letters)
    counts = {letter: letters.count(letter) for letter in SAID_ORDER if letter in letters}
    say_counts = counted and max(counts.values(), default=0) > 1
    items = []
    for letter, count in counts.items():
        side = t(f"kb.tayu.to.{letter}")
        if say_counts:
            side = t("kb.tayu.many", count=count_words(count), side=side)
        items.append(side)
    return and_list(items)


def outlets_words(place: Place) -> str:
    """Where a tile's three outlets point: ``two north and one east``."""
    return sides_words((letter for _, letter in place.outlets), counted=True)


def laid_words(place: Place) -> str:
    """A laid tile: ``covered by tile 4, outlets one north and two south``."""
    return t("kb.tayu.covered", tile=place.tile, outlets=outlets_words(place))


def ghost_words(state: TayuState, place: Place) -> str:
    """The tile shown (a legal placement of the drawn tile): the squares it
    covers, where its outlets point, which of them meet a laid tile's
    channel and which reach the board's edge (and what they score there),
    as the rules' ``tile_at`` and ``placement_effect`` say."""
    joining = []
    for (column, row), letter in place.outlets:
        dx, dy = DELTAS[DIRECTION_LETTERS.index(letter)]
        if state.tile_at((column + dx, row + dy)) is not None:
            joining.append(letter)
    gained = state.placement_effect(place)[0]
    edges = [letter for letter in SAID_ORDER if gained[DIRECTION_LETTERS.index(letter)]]
    about = [t("kb.tayu.outlets", outlets=outlets_words(place))]
    if joining:
        about.append(t("kb.tayu.joins", sides=sides_words(joining)))
    if edges:
        about.append(plural("kb.tayu.edge", sum(gained), sides=sides_words(edges)))
    squares = place.squares
    return t(
        "kb.tayu.ghost",
        tile=place.tile,
        first=square_name(squares[0]),
        last=square_name(squares[-1]),
        about="; ".join(about),
    )


def facing_label(tile: int, facing: str) -> str:
    """An orientation button: how the tile lies and where its outlets point
    (the four orientations of a type always differ in these)."""
    place = Place(tile, facing, (0, 0))
    lying = "we" if shape(tile, facing).cells[-1][1] == 0 else "sn"
    return t("tayu.facing_words", lying=t(f"tayu.lying.{lying}"), outlets=outlets_words(place))


# "Vince il Sabotatore", "Vince Nord–Sud" (teams take no article, as bridge
# players say them): the seats' article in Italian sentences.
add_seat_articles(
    {
        **dict.fromkeys(("tayu_ns", "tayu_ew", "tayu_ns1", "tayu_ew1", "tayu_ns2", "tayu_ew2"), ""),
        **dict.fromkeys(("tayu_sab", "tayu_player1", "tayu_player2", "tayu_player3"), "il"),
    }
)
