"""How to play Ta Yü (``ui.howto``). Pictures: one real two-player game,
its opening, its middle and its end (East–West 30, North–South 24)."""

from __future__ import annotations

from abstrakta.games.tayu import GREY_SQUARES, MAX_SIDE_POINTS, MAX_TARGET, SIZE
from ui.howto import Picture, Section

#: The grey frame squares on each side of the board.
GREY_PER_SIDE = len(GREY_SQUARES) // 4

HEAD = "v1~tayu~variant.standard_tiles.bag_first.0_target.24_bidding.no~"
OPENING = HEAD + "t11_11s.g9_t13"
MIDDLE = (
    HEAD + "t11_11s.g9_t13_13w.j8_t2_2w.g6_t27_27s.j11_t4_4n.k12_t19_19e.f4_t17_17e.e4_t2_"
    "2w.f1_t14_14e.i10_t3_3w.d2_t3"
)
END = (
    MIDDLE + "_3s.j13_t2_2n.a2_t9_9n.i14_t3_3s.j15_t21_21w.i15_t4_4w.h10_t4_4w.h14_t13_13n.e14_"
    "t8_8s.d15_t7_7e.g15_t13_13e.d16_t26_26w.b3_t7_7n.e10_t16_16s.c1_t22_22w.j16_t6_6n.k16_"
    "t5_5w.e16_t10_10s.l17_t26_26s.m18_t15_15n.b14_t23_23s.a13_t16_16e.n14_t11_11s.c11_"
    "t27_27w.b10_t6_6n.p18_t14_14w.o13_t15_15e.p12_t19_19e.a10_t24_24e.a3_t7_7s.a15_t19_"
    "19w.i6_t16_16e.h5_t23_23w.a7_t5_5e.j4_t25_25n.d7_t17_17s.c8_t18_18w.q13_t23_23s.p16_"
    "t6_6n.k5_t15_15e.q10_t8_8e.c3_t18_18e.r13_t25_25w.l6_t22_22w.g11_t21_21w.k6_t25_25s."
    "p17_t11_11s.l9_t9_9e.o8_t5_5e.p6_t26_26e.r8_t9_9w.q5_t18_18w.n6_t21_21s.n5_t10_10e."
    "r4_t20_20w.p2_t10_10w.f11_t22_22e.b6_t17_17w.f16_t24_24s.g18_t27_27s.n1_t8_8e.m1_"
    "t12_12e.n2_t12"
)

PICTURES = {
    "aim": Picture(END, aspect=1.0),
    "first": Picture(OPENING, focus=("f7", "m12"), marks=("i9", "i10", "j9", "j10")),
    "turn": Picture(MIDDLE, focus=("b1", "m14")),
    "grey": Picture(HEAD, marks=("r3", "r7", "r12", "r16"), aspect=1.0),
    "score": Picture(END, focus=("m1", "r18"), aspect=1.1),
}

EN = (
    "2 to 4 players lay tiles carved with water channels on an 18 \u00d7 18 board. "
    "North–South leads the water to the north and south edges, East–West to the "
    "east and west edges.",
    (
        Section(
            "aim",
            "The aim",
            (
                "Every channel that reaches the edge of the board scores for the side it "
                "points to. Your score is your first side's points times your second "
                "side's points: you need water on both of your sides.",
            ),
            "A finished game: the blue marks on the frame are channels reaching the edge.",
        ),
        Section(
            "first",
            "The first tile",
            (
                "A tile is three squares long and has three channel mouths (outlets) on "
                "its edges, joined inside. There are 28 kinds, three of each, in a bag.",
                "The first player draws a tile and lays it over at least one of the four "
                "centre squares.",
            ),
            "The four centre squares are ringed: the first tile covers one of them. "
            "The lit squares show where the next tile fits.",
        ),
        Section(
            "turn",
            "A turn",
            (
                "Draw a tile, then lay it. Tap a lit square (on a phone the board zooms in "
                "first): the tile shows there. Tap it again, or press \u21bb Rotate, "
                "for its other ways round, then press \u2713.",
                "A tile must touch the tiles on the board, and one of its outlets must "
                "meet an outlet. Along every touching edge, outlet meets outlet and wall "
                "meets wall. Outlets may face empty squares or the board's edge.",
                "If the drawn tile fits anywhere it must be laid. If it fits nowhere, the "
                "game ends at once; it also ends when the bag is empty.",
            ),
            "The middle of a game: the lit squares are where the drawn tile fits.",
        ),
        Section(
            "grey",
            "Grey squares",
            (
                "Around the board runs a frame. An outlet on the edge scores 1 point for "
                "its side, or 2 if it points at a grey frame square.",
                "The original text does not list the grey squares. Our choice, from the "
                "2008 edition: rows 3, 7, 12 and 16 on the east and west sides, columns "
                "c, g, l and p on the north and south sides.",
            ),
            "The ringed squares on the east edge face the four grey squares of that side.",
        ),
        Section(
            "score",
            "Scoring: an example",
            (
                "At the end of the game above the east side has 5 points and the west "
                "side 6: East–West scores 5 \u00d7 6 = 30. North has 6 and south 4: "
                "North–South scores 6 \u00d7 4 = 24. East–West wins.",
                "A side with no outlet at all makes the product 0. A corner square can "
                "score on two sides. Equal scores draw.",
            ),
            "The east edge at the end: each blue mark is an outlet that scores.",
        ),
        Section(
            "variants",
            "Variants",
            (
                "Tile choice: instead of drawing blind, choose \u201cdecorated\u201d or "
                "\u201cplain\u201d. Decorated tiles have outlets on three different "
                "sides. The app reveals a random tile of the kind you chose. When one "
                "kind is used up, only the other can be chosen.",
                "Teams: four players, North–South against East–West, turns going round "
                "so the teams alternate; each team scores as one player.",
            ),
        ),
        Section(
            "saboteur",
            "The saboteur and the bidding",
            (
                "Three players: North–South, East–West and the saboteur, who lays tiles "
                "too. A target is agreed (24 unless you change it). The saboteur wins if "
                "neither other player reaches the target; otherwise the higher score "
                "wins (if both reach it with equal scores, they draw and the saboteur "
                "loses).",
                "With bidding, the saboteur is chosen by auction: in turn, each player "
                "names a target lower than the last one, or passes, and is then out of "
                "the bidding. The player who lays the first tile bids first; if the "
                "first two pass, the third must bid. When two players have passed, the "
                "last bidder is the saboteur with that target; of the "
                "other two, the one first in the order Player 1, 2, 3 plays North–South, "
                "the other East–West.",
                f"A bid may be any score from 1 to {MAX_TARGET}. A side scores at most "
                f"{MAX_SIDE_POINTS} (an outlet off each of its {SIZE} edge squares, 2 points "
                f"at its {GREY_PER_SIDE} grey ones) and a player's score is two sides "
                f"multiplied: {MAX_SIDE_POINTS} \u00d7 {MAX_SIDE_POINTS} = {MAX_TARGET}. A "
                "low target is easy to reach: bid low only if you are sure you can stop "
                "both players from reaching it.",
            ),
        ),
    ),
)

IT = (
    "Da 2 a 4 giocatori posano tessere percorse da canali d'acqua su un tavoliere "
    "18 \u00d7 18. Nord–Sud porta l'acqua ai bordi nord e sud, Est–Ovest ai bordi est "
    "e ovest.",
    (
        Section(
            "aim",
            "Lo scopo",
            (
                "Ogni canale che arriva al bordo del tavoliere fa punti per il lato verso "
                "cui esce. Il tuo punteggio è il prodotto dei punti dei tuoi due lati: "
                "ti serve acqua su entrambi.",
            ),
            "Una partita finita: i segni blu sulla cornice sono canali che escono dal bordo.",
        ),
        Section(
            "first",
            "La prima tessera",
            (
                "Una tessera è lunga tre caselle e ha tre sbocchi di canale sui bordi, "
                "uniti all'interno. Ci sono 28 tipi di tessera, tre esemplari per tipo, in "
                "un sacchetto.",
                "Il primo giocatore pesca una tessera e la posa coprendo almeno una delle "
                "quattro caselle centrali.",
            ),
            "Le quattro caselle centrali sono cerchiate: la prima tessera ne copre una. "
            "Le caselle illuminate mostrano dove entra la prossima.",
        ),
        Section(
            "turn",
            "Un turno",
            (
                "Pesca una tessera, poi posala. Tocca una casella illuminata (sul telefono "
                "prima si ingrandisce il tavoliere): lì compare la tessera. Toccala di nuovo, o "
                "premi \u21bb Ruota, per gli altri orientamenti, poi premi \u2713.",
                "La tessera deve toccare quelle già posate e almeno uno dei suoi sbocchi "
                "deve incontrare uno sbocco. Lungo ogni lato in comune, sbocco contro "
                "sbocco e muro contro muro. Gli sbocchi possono dare su caselle vuote o "
                "sul bordo.",
                "Se la tessera pescata entra da qualche parte va posata. Se non entra da "
                "nessuna parte, la partita finisce subito; finisce anche quando il "
                "sacchetto è vuoto.",
            ),
            "A metà partita: le caselle illuminate sono quelle dove entra la tessera pescata.",
        ),
        Section(
            "grey",
            "Le caselle grigie",
            (
                "Intorno al tavoliere c'è una cornice. Uno sbocco sul bordo vale 1 punto "
                "per il suo lato, o 2 se dà su una casella grigia della cornice.",
                "Il testo originale non elenca le caselle grigie. La nostra scelta, "
                "dall'edizione 2008: le righe 3, 7, 12 e 16 sui lati est e ovest, le "
                "colonne c, g, l e p sui lati nord e sud.",
            ),
            "Le caselle cerchiate sul bordo est sono di fronte alle quattro caselle "
            "grigie di quel lato.",
        ),
        Section(
            "score",
            "Il punteggio: un esempio",
            (
                "Alla fine della partita qui sopra il lato est ha 5 punti e l'ovest 6: "
                "Est–Ovest fa 5 \u00d7 6 = 30. Il nord ha 6 punti e il sud 4: Nord–Sud "
                "fa 6 \u00d7 4 = 24. Vince Est–Ovest.",
                "Un lato senza sbocchi rende il prodotto 0. Una casella d'angolo può far "
                "punti su due lati. A punteggi pari è patta.",
            ),
            "Il bordo est alla fine: ogni segno blu è uno sbocco che fa punti.",
        ),
        Section(
            "variants",
            "Varianti",
            (
                "Scelta tessere: invece di pescare alla cieca, scegli \u201cdecorata\u201d "
                "o \u201csemplice\u201d. Le tessere decorate hanno sbocchi su tre lati "
                "diversi. L'app scopre una tessera a caso del tipo scelto. Quando un "
                "tipo è finito, si può scegliere solo l'altro.",
                "A squadre: quattro giocatori, Nord–Sud contro Est–Ovest, i turni girano "
                "in modo che le squadre si alternino; ogni squadra conta come un "
                "giocatore.",
            ),
        ),
        Section(
            "saboteur",
            "Il sabotatore e l'asta",
            (
                "Tre giocatori: Nord–Sud, Est–Ovest e il sabotatore, che posa anche lui "
                "tessere. Si fissa un obiettivo (24, se non lo cambi). Il sabotatore "
                "vince se nessuno degli altri due lo raggiunge; altrimenti vince chi ha "
                "il punteggio più alto (se lo raggiungono entrambi a pari punteggio, è "
                "patta tra loro e il sabotatore perde).",
                "Con l'asta, il sabotatore si sceglie offrendo: a turno ognuno dichiara "
                "un obiettivo più basso dell'ultimo, o passa, e allora è fuori dall'asta. "
                "Offre per primo chi posa la prima tessera; se i primi due passano, il "
                "terzo deve offrire. Quando due giocatori hanno passato, l'ultimo "
                "offerente è il sabotatore con quell'obiettivo; degli "
                "altri due, chi viene prima nell'ordine Giocatore 1, 2, 3 gioca Nord–Sud, "
                "l'altro Est–Ovest.",
                f"Un'offerta può essere qualsiasi punteggio da 1 a {MAX_TARGET}. Un lato fa "
                f"al massimo {MAX_SIDE_POINTS} punti (uno sbocco da ognuna delle sue {SIZE} "
                f"caselle di bordo, 2 punti dalle sue {GREY_PER_SIDE} grigie) e il punteggio "
                "di un giocatore è il prodotto di due lati: "
                f"{MAX_SIDE_POINTS} \u00d7 {MAX_SIDE_POINTS} = {MAX_TARGET}. Un obiettivo "
                "basso è facile da raggiungere: fai un'offerta bassa solo se sei sicuro di "
                "impedire a entrambi di arrivarci.",
            ),
        ),
    ),
)
