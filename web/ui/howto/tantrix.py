"""How to play Tantrix (``ui.howto``). Pictures: real two-player games
(draws included in the records, as in any link)."""

from __future__ import annotations

from ui.howto import Picture, Section

HEAD = "v1~tantrix~players.2_colours.auto~"
DEAL = "d55_d25_d50_d28_d3_d18_d37_d36_d30_d22_d39_d27_"
#: Red to make a free move; six tiles down.
TURN = (
    HEAD + DEAL + "37.0.0.1_d43_25.-1.1.4_d21_50.-2.2.4_d8_28.0.-1.3_d20_18.-1.0.3_d29_43.-2.1.1_d6"
)
#: Yellow must first fill the forced space.
FORCED = TURN + "_6.1.0.4_d34_55.1.-1.4_d54"
GAME = (
    HEAD + "d9_d38_d54_d51_d5_d19_d10_d36_d33_d37_d50_d29_33.0.0.1_d8_51.0.1.5_d2_50.1.1.0_"
    "d32_54.1.0.0_d53_19.2.1.0_d1_53.2.0.3_d25_32.3.-1.0_d22_22.2.-1.0_d31_36.1.-1.4_d4_"
    "4.3.0.2_d56_1.-1.0.0_d42_25.0.-1.1_d46_8.-2.0.4_d24_56.-1.-1.0_d55"
)
#: A whole game: Red's line of 15 tiles against Yellow's loop of 7.
END = (
    GAME + "_42.2.-2.4_d30_37.1.-2.2_d20_29.3.-2.0_d43_24.0.-2.4_d48_5.2.-3.1_d17_38.1.-3.0_"
    "d27_20.3.1.3_d45_45.3.-3.5_d13_27.4.-4.0_d21_30.4.-3.1_d26_26.4.-2.0_d44_2.4.-1.1_d23_"
    "13.4.0.3_d47_23.3.-4.0_d6_47.3.2.1_d18_18.-1.1.3_d16_31.4.1.4_d11_46.-2.1.5_d39_"
    "10.5.0.5_d49_48.5.-1.1_d7_11.5.-2.1_d41_21.5.-3.4_d14_39.5.-4.3_d35_44.4.2.4_d40_"
    "40.2.2.2_d28_28.1.2.2_d15_15.5.1.5_d12_14.0.2.4_d52_49.4.3.2_d3_52.3.3.0_d34_"
    "17.-1.2.1_43.2.3.3_6.6.-4.4_41.1.3.0_35.6.-2.4_34.6.-1.3_12.7.-1.1_3.7.-4.3_9.-3.0.1_"
    "7.-3.1.1_16.8.-1.0_55.9.-1.5"
)

PICTURES = {
    "aim": Picture(END, aspect=0.75),
    "turn": Picture(TURN),
    "forced": Picture(FORCED, marks=("0.1",)),
    "colour": Picture(TURN, marks=("1.-2", "1.-1")),
    "fourth": Picture(FORCED + "_27.0.1.1_d38", marks=("-2.3", "-1.2")),
    "controlled": Picture(GAME, marks=("-3.1", "-1.1")),
    "score": Picture(END, aspect=0.75),
}

EN = (
    "2 to 4 players, 56 hexagonal tiles with coloured lines. Each player has a colour; "
    "build the longest line, or loop, of your colour.",
    (
        Section(
            "aim",
            "The aim",
            (
                "When every tile has been played, your score is your colour's longest "
                "line: one point per tile. A closed loop scores two points per tile. "
                "Only your best line or loop counts.",
            ),
            "A finished game: each player's best line or loop glows on the board.",
        ),
        Section(
            "turn",
            "A turn",
            (
                "Everyone holds six tiles, face up. On your turn lay one tile next to "
                "the tiles already down. Where tiles touch, the colours must match.",
                "Choose a tile of your hand, tap a lit space, turn the tile with \u21bb "
                "if you like, and press \u2713. You then draw a new tile from the bag.",
                "Each player first draws one tile: the highest number starts; then turns go round.",
            ),
            "Red's turn: the outlined spaces are where a tile of Red's hand fits.",
        ),
        Section(
            "forced",
            "Forced spaces",
            (
                "A space with three or more tiles around it is a forced space. At the "
                "start of your turn fill every forced space you can fill with a tile of "
                "your hand; then make your one free move; then fill forced spaces again. "
                "A fill can make new forced spaces: fill those too.",
                "Forced fills draw a new tile too, so a turn may lay three tiles or "
                "more. Spaces you must fill now carry a \u201c!\u201d.",
            ),
            "Yellow must fill the ringed forced space before its free move.",
        ),
        Section(
            "colour",
            "Rule 1: no space of one colour",
            (
                "While tiles remain in the bag, three rules limit where you may lay.",
                "First: no tile may leave a space where three sides of the same colour "
                "meet. No tile has a colour three times, so that space could never be "
                "filled.",
            ),
            "The lower ring already touches two blue sides: a tile laid on the upper ring "
            "may not face it with blue, as that would make three.",
        ),
        Section(
            "fourth",
            "Rule 2: no fourth tile",
            ("Second: no tile may be laid next to a forced space as its fourth neighbour.",),
            "The upper ring is a forced space: nothing may go on the lower ringed space.",
        ),
        Section(
            "controlled",
            "Rule 3: controlled sides",
            (
                "Third: no tile along a controlled side. Picture the forced spaces your "
                "tile would make being filled one after another, and those fills "
                "making more: if that chain would ever give a space four neighbours, "
                "the tile may not go there.",
                "The original leaflet only names this rule. Our choice follows the "
                "official description: the chain is worked out on the shape of the "
                "board alone, starting from the tile you lay.",
                "When the bag is empty, all three rules are lifted at once.",
            ),
            "A tile on the left ring would start a chain ending beside the right ring.",
        ),
        Section(
            "score",
            "Scoring: an example",
            (
                "The game ends when every tile is played (or, rarely, when a player has "
                "no free move: then it is a draw).",
                "Here Red's longest red line runs through 15 tiles: 15 points. Yellow "
                "closed a yellow loop of 7 tiles: 7 \u00d7 2 = 14 points. Red wins, "
                "15 to 14. Equal best scores share the win (with two players, a draw).",
                "The panel always shows each player's best line or loop so far.",
            ),
            "The end of the game above, with both best lines glowing.",
        ),
        Section(
            "variants",
            "Options",
            (
                "2, 3 or 4 players. With 2 or 3 players choose which colours you play "
                "(automatic: red, yellow, then green). Any seat can be the computer, "
                "at easy, normal or strong.",
            ),
        ),
    ),
)

IT = (
    "Da 2 a 4 giocatori, 56 tessere esagonali con linee colorate. Ogni giocatore ha "
    "un colore: costruisci la linea più lunga del tuo colore, aperta o chiusa.",
    (
        Section(
            "aim",
            "Lo scopo",
            (
                "Quando tutte le tessere sono in gioco, il tuo punteggio è la linea più "
                "lunga del tuo colore: un punto per tessera. Una linea chiusa (un anello) "
                "vale due punti per tessera. Conta solo la tua linea migliore, aperta o "
                "chiusa.",
            ),
            "Una partita finita: la linea migliore di ciascuno, aperta o chiusa, è evidenziata.",
        ),
        Section(
            "turn",
            "Un turno",
            (
                "Ognuno ha sei tessere, scoperte. Al tuo turno posa una tessera accanto "
                "a quelle già in gioco. Dove due tessere si toccano i colori devono "
                "coincidere.",
                "Scegli una tessera della tua mano, tocca uno spazio evidenziato, ruotala "
                "con \u21bb se vuoi e premi \u2713. Poi peschi una nuova tessera dal "
                "sacchetto.",
                "Ognuno pesca una tessera: comincia chi ha il numero più alto; poi si gioca "
                "a turno.",
            ),
            "Tocca al Rosso: gli spazi evidenziati sono quelli dove entra una sua tessera.",
        ),
        Section(
            "forced",
            "Spazi forzati",
            (
                "Uno spazio circondato da tre o più tessere è uno spazio forzato. "
                "All'inizio del turno riempi ogni spazio forzato che puoi riempire con una "
                "tessera della tua mano; poi fai la tua mossa libera; poi riempi di nuovo "
                "gli spazi forzati. Riempiendone uno se ne possono creare altri: vanno "
                "riempiti anche quelli.",
                "Anche chi riempie uno spazio forzato pesca: in un turno si possono posare "
                "tre o più tessere. Gli spazi da riempire adesso hanno un \u201c!\u201d.",
            ),
            "Il Giallo deve riempire lo spazio forzato cerchiato prima della mossa libera.",
        ),
        Section(
            "colour",
            "Restrizione 1: niente spazi di un solo colore",
            (
                "Finché ci sono tessere nel sacchetto, tre restrizioni limitano dove si "
                "può posare.",
                "Prima: nessuna tessera può lasciare uno spazio dove si incontrano tre "
                "lati dello stesso colore. Nessuna tessera ha tre volte lo stesso "
                "colore, quindi quello spazio non si potrebbe mai riempire.",
            ),
            "Il cerchio in basso tocca già due lati blu: una tessera posata nel cerchio in "
            "alto non può rivolgergli un lato blu, perché sarebbero tre.",
        ),
        Section(
            "fourth",
            "Restrizione 2: niente quarta tessera",
            (
                "Seconda: nessuna tessera può essere posata accanto a uno spazio "
                "forzato come sua quarta vicina.",
            ),
            "Il cerchio in alto è uno spazio forzato: nello spazio cerchiato in basso "
            "non si può posare.",
        ),
        Section(
            "controlled",
            "Restrizione 3: lati controllati",
            (
                "Terza: niente tessere lungo un lato controllato. Immagina di riempire "
                "uno dopo l'altro gli spazi forzati che la tua tessera crea, e quelli "
                "che nascono da questi: se la catena arrivasse a uno spazio con quattro "
                "vicine, lì la tessera non potrebbe andare.",
                "Il volantino originale nomina soltanto questa restrizione. La nostra scelta "
                "segue la descrizione ufficiale: la catena si calcola solo sulla forma "
                "del tavolo, partendo dalla tessera che posi.",
                "Quando il sacchetto è vuoto, le tre restrizioni cadono tutte insieme.",
            ),
            "Una tessera nel cerchio a sinistra avvierebbe una catena che finisce accanto "
            "al cerchio a destra.",
        ),
        Section(
            "score",
            "Il punteggio: un esempio",
            (
                "La partita finisce quando tutte le tessere sono in gioco (o, di rado, "
                "quando un giocatore non ha una mossa libera: allora è patta).",
                "Qui la linea rossa più lunga attraversa 15 tessere: 15 punti. Il "
                "Giallo ha formato una linea chiusa gialla di 7 tessere: 7 \u00d7 2 = 14 "
                "punti. Vince il Rosso, 15 a 14. A pari punteggio migliore si vince a "
                "pari merito (in due, è patta).",
                "Il pannello mostra sempre la linea migliore di ciascuno, aperta o chiusa.",
            ),
            "La fine della partita qui sopra, con le due linee migliori evidenziate.",
        ),
        Section(
            "variants",
            "Opzioni",
            (
                "2, 3 o 4 giocatori. In 2 o 3 scegli i colori (automatico: rosso, "
                "giallo, poi verde). A ogni posto può giocare il computer, a livello "
                "facile, normale o forte.",
            ),
        ),
    ),
)
