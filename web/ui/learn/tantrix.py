"""Tantrix, learned by playing: a two-player opening with fixed draws.
Red (the player) starts, joins a second tile to its red line, fills the
forced space Yellow's tile makes, and lengthens the line to five tiles;
then Yellow has to fill a forced space Red's tile made.
"""

from ui.learn.lesson import Lesson, Step

#: The deal: one tile each to decide who starts (54 beats 45: Red starts),
#: then five more each, Red first. Hands: Red 54 56 46 36 24 2; Yellow 45
#: 6 52 8 21 37.
DEAL = ("d54", "d45", "d56", "d6", "d46", "d52", "d36", "d8", "d24", "d21", "d2", "d37")

LESSON = Lesson(
    game="tantrix",
    options={"players": "2", "colours": "auto"},
    player=0,
    opening=DEAL,
    intro=(
        "You play Red against Yellow. Your score is your longest red line, one point "
        "per tile it crosses. Each player holds six tiles, face up; after every tile "
        "you place you draw a new one from the bag.",
        "Giochi con il Rosso contro il Giallo. Il tuo punteggio è la tua linea rossa "
        "più lunga, un punto per ogni tessera che attraversa. Ognuno ha sei tessere "
        "scoperte; dopo ogni tessera posata ne peschi una nuova dal sacchetto.",
    ),
    steps=(
        Step(
            "36.0.0.0",
            (
                "You drew the highest number, so you start. The first tile goes in the "
                "centre. We picked one for you and show it in place: it has a red curve. "
                "Place it with ✓.",
                "Hai pescato il numero più alto, quindi inizi tu. La prima tessera va al "
                "centro. Te ne abbiamo scelta una e la mostriamo al suo posto: ha una curva "
                "rossa. Posala con ✓.",
            ),
            (
                "The first tile may go any way round, but here we want it as shown, with its "
                "red curve pointing up-left, where your next tile will go: place it with ✓.",
                "La prima tessera si può girare come si vuole, ma qui la vogliamo come è "
                "mostrata, con la curva rossa verso l'alto a sinistra, dove andrà la "
                "prossima tessera: posala con ✓.",
            ),
            replies=("d40", "8.1.-1.4", "d13"),
        ),
        Step(
            "24.0.-1.2",
            (
                "Yellow placed a tile up-right: wherever two tiles touch, the colours on "
                "the touching sides must be the same. Now join a tile up-left so its red "
                "continues your red curve: your line grows to two tiles. This tile fits "
                "there only one way round, the one shown, and it joins your red. Place it "
                "with ✓.",
                "Il Giallo ha posato una tessera in alto a destra: dove due tessere si "
                "toccano, i lati a contatto devono avere lo stesso colore. Ora unisci una "
                "tessera in alto a sinistra, con il suo rosso che continua la tua curva: "
                "la linea arriva a due tessere. Questa tessera lì combacia in un solo "
                "modo, quello mostrato, e continua il tuo rosso. Posala con ✓.",
            ),
            (
                "That tile fits there, but here we want your red line to grow: place the "
                "tile up-left of the centre with its red joining your red.",
                "Quella tessera lì combacia, ma qui vogliamo che la linea rossa cresca: "
                "posa la tessera in alto a sinistra del centro, con il rosso unito al tuo.",
            ),
            replies=("d1", "6.-1.-1.3", "d39"),
        ),
        Step(
            "2.-1.0.5",
            (
                "Yellow's tile made a forced space: the empty space left of the centre now "
                "touches three tiles. At the start of your turn you must fill every forced "
                "space you can. This tile fits its three sides and carries your red line "
                "on: place it.",
                "La tessera del Giallo ha creato uno spazio forzato: lo spazio vuoto a "
                "sinistra del centro ora tocca tre tessere. All'inizio del turno devi "
                "riempire ogni spazio forzato che puoi. Questa tessera combacia con i "
                "suoi tre lati e porta avanti la tua linea rossa: posala.",
            ),
            (
                "That move is allowed, but here we want the tile that carries your red "
                "line on through the forced space.",
                "Quella mossa è permessa, ma qui vogliamo la tessera che porta avanti la "
                "tua linea rossa attraverso lo spazio forzato.",
            ),
            replies=("d15",),
        ),
        Step(
            "15.-2.-1.5",
            (
                "Filled: your red line now crosses four tiles, one of them Yellow's (a line "
                "counts every tile it crosses, whoever placed it). Now your free move, one "
                "tile anywhere it fits, and this time you choose: tap the tile you just "
                "drew (15, last in your hand), then the space at the left end of your red "
                "line. It fits there two ways round: ↻ turns it to the other. Place it with "
                "✓ the way its red joins yours: the line grows to five.",
                "Riempito: la tua linea rossa ora attraversa quattro tessere, una delle "
                "quali del Giallo (una linea conta ogni tessera che attraversa, chiunque "
                "l'abbia posata). Ora la mossa libera, una tessera dove combacia, e questa "
                "volta scegli tu: tocca la tessera appena pescata (15, l'ultima della tua "
                "mano), poi lo spazio all'estremità sinistra della tua linea rossa. Lì "
                "combacia in due orientamenti: ↻ la ruota nell'altro. Posala con ✓ "
                "nell'orientamento che continua il tuo rosso: la linea arriva a cinque.",
            ),
            (
                "That tile fits there, but here we want your red line to reach five tiles: "
                "place the tile you just drew at the left end of the line, the way round "
                "that joins your red.",
                "Quella tessera lì combacia, ma qui vogliamo che la linea rossa arrivi a "
                "cinque tessere: posa la tessera appena pescata all'estremità sinistra "
                "della linea, nell'orientamento che continua il tuo rosso.",
            ),
            replies=("d53", "52.-2.0.3", "d50"),
            # The one step the player does alone: pick, place, turn, confirm.
            highlight=False,
        ),
    ),
    end=(
        "Your tile left a forced space below it that none of your tiles could fill, so "
        "Yellow had to fill it first thing in their turn. Your red line crosses five "
        "tiles: 5 points (a closed loop would count double). Three restrictions keep "
        "forced spaces fillable while the bag lasts; the page refuses a placement that "
        "breaks one and says why. The game ends when every tile is placed.",
        "La tua tessera ha lasciato sotto di sé uno spazio forzato che nessuna tua "
        "tessera poteva riempire, così il Giallo ha dovuto riempirlo per prima cosa nel "
        "suo turno. La tua linea rossa attraversa cinque tessere: 5 punti (una linea "
        "chiusa conterebbe il doppio). Tre restrizioni tengono riempibili gli spazi "
        "forzati finché il sacchetto ha tessere; l'app rifiuta un piazzamento che ne "
        "viola una e dice perché. La partita finisce quando tutte le tessere sono posate.",
    ),
)
