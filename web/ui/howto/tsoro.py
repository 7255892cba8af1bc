"""How to play Tsoro Yematatu (``ui.howto``). The pictures are the seed's
own worked example (the end of placement, then White's jump)."""

from __future__ import annotations

from ui.howto import Picture, Section

START = "v1~tsoro~first.white~"
#: The seed's figure 2: White a2 b3 c1, Black a1 b2 c2, b1 empty.
PLACED = START + "a2_a1_b3_b2_c1_c2"

PICTURES = {
    "aim": Picture(START + "a1_a2_b1_b2_c1"),
    "board": Picture(START),
    "place": Picture(START + "a2_a1_b3_b2_c1", marks=("b1", "c2")),
    "step": Picture(PLACED, marks=("c1", "b1")),
    "jump": Picture(PLACED + "_b3xb1", marks=("b2",)),
    "example": Picture(PLACED + "_b3xb1_a1xb3_a2-a1"),
}

EN = (
    "Two players, three pieces each, seven points. Get your three pieces in a "
    "line before your opponent does.",
    (
        Section(
            "aim",
            "The aim",
            (
                "Three of your pieces on one line win at once, whether you are still "
                "placing them or already moving them.",
            ),
            "White has the whole base line: White wins.",
        ),
        Section(
            "board",
            "The board",
            (
                "A triangle with seven points joined by five lines of three points: the "
                "base, the middle line, the upright line and the two sides. Only these "
                "five lines count.",
                "Points are named on the board: a, b, c from left to right, 1, 2, 3 from "
                "the base up to the top.",
            ),
            "Seven points, five lines of three.",
        ),
        Section(
            "place",
            "A turn: placing",
            (
                "White and Black take turns. At first, on each turn you place one of your "
                "pieces on any empty point. Tap the point.",
                "After six turns all six pieces are down and one point is still empty.",
            ),
            "Black to place the last piece: the two empty points are ringed.",
        ),
        Section(
            "step",
            "A turn: moving",
            (
                "Once all pieces are down, on each turn you move one of your own pieces to "
                "the empty point. Tap your piece, then the ringed point.",
                "A step goes along a line to the next point, if it is empty.",
            ),
            "White can step from c1 to the empty b1.",
        ),
        Section(
            "jump",
            "Jumping",
            (
                "A piece may also jump over one neighbouring piece, of either colour, "
                "straight along a line to the empty point just beyond. Nothing is "
                "captured: the piece jumped over stays.",
            ),
            "White jumped from the top (b3) over b2 down to b1.",
        ),
        Section(
            "example",
            "A worked example",
            (
                "In the picture before, Black may answer three ways: move b2 or c2 up "
                "to the top, or jump from a1 over a2 to the top.",
                "The jump looks bold but loses at once: White steps from a2 down to a1 "
                "and holds the whole base line. Before you move, look at which point "
                "you leave empty.",
            ),
            "Black jumped to the top, White stepped to a1 and wins.",
        ),
        Section(
            "end",
            "Draws",
            (
                "Played well by both sides, Tsoro goes round in circles. The original "
                "rules only say the players may agree to stop. Our choice: the third "
                "time the same position comes back with the same player to move, the "
                "game is a draw. You can also offer a draw at any time (Offer draw).",
                "Nor does a player ever get stuck under the original rules: we checked that "
                "the player to move always has a move; if one ever had none, they would pass.",
            ),
        ),
        Section(
            "variants",
            "Options",
            (
                "Choose who starts: White (the usual) or Black. Play a friend on one "
                "device, or the computer at easy, normal or strong; at normal and "
                "strong it plays perfectly and never loses (easy makes a mistake now "
                "and then).",
                "During a game, \u201cShow move values\u201d tells you what each move "
                "leads to with perfect play: a win, a draw or a loss, and in how many "
                "moves.",
            ),
        ),
    ),
)

IT = (
    "Due giocatori, tre pedine ciascuno, sette punti. Metti in fila le tue tre "
    "pedine prima dell'avversario.",
    (
        Section(
            "aim",
            "Lo scopo",
            (
                "Tre pedine tue sulla stessa linea vincono subito, sia mentre le "
                "stai ancora mettendo, sia quando le muovi.",
            ),
            "Il Bianco occupa tutta la base: vince il Bianco.",
        ),
        Section(
            "board",
            "Il tavoliere",
            (
                "Un triangolo con sette punti uniti da cinque linee di tre punti: la "
                "base, la linea di mezzo, la linea verticale e i due lati. Contano "
                "solo queste cinque linee.",
                "I punti hanno un nome sul tavoliere: a, b, c da sinistra a destra, "
                "1, 2, 3 dalla base verso la cima.",
            ),
            "Sette punti, cinque linee di tre.",
        ),
        Section(
            "place",
            "Un turno: piazzare",
            (
                "Il Bianco e il Nero giocano a turno. All'inizio, a ogni turno metti una tua "
                "pedina su un punto vuoto qualsiasi. Tocca il punto.",
                "Dopo sei turni le sei pedine sono tutte in gioco e resta un solo punto vuoto.",
            ),
            "Il Nero mette l'ultima pedina: i due punti vuoti sono cerchiati.",
        ),
        Section(
            "step",
            "Un turno: muovere",
            (
                "Quando tutte le pedine sono in gioco, a ogni turno sposti una tua "
                "pedina sul punto vuoto. Tocca la pedina, poi il punto cerchiato.",
                "Un passo va lungo una linea al punto vicino, se è vuoto.",
            ),
            "Il Bianco può muovere da c1 al punto vuoto b1.",
        ),
        Section(
            "jump",
            "Il salto",
            (
                "Una pedina può anche saltare una pedina vicina, di qualsiasi colore, "
                "dritta lungo una linea, fino al punto vuoto subito dopo. Non si "
                "cattura niente: la pedina scavalcata resta dov'è.",
            ),
            "Il Bianco è saltato dalla cima (b3) scavalcando b2 fino a b1.",
        ),
        Section(
            "example",
            "Un esempio",
            (
                "Nella figura di prima il Nero ha tre risposte: portare b2 o c2 in "
                "cima, oppure saltare da a1 scavalcando a2 fino alla cima.",
                "Il salto sembra audace ma perde subito: il Bianco scende da a2 ad a1 "
                "e occupa tutta la base. Prima di muovere, guarda quale punto lasci "
                "vuoto.",
            ),
            "Il Nero salta in cima, il Bianco scende in a1 e vince.",
        ),
        Section(
            "end",
            "La patta",
            (
                "Se entrambi giocano bene, lo Tsoro gira in tondo. Le regole originali "
                "dicono solo che i giocatori possono accordarsi per smettere. La nostra "
                "scelta: la terza volta che si ripete la stessa posizione con lo stesso "
                "giocatore di turno, la partita è patta. Puoi anche proporre la patta "
                "quando vuoi (Proponi patta).",
                "Con le regole originali nessuno resta mai senza mosse: abbiamo verificato "
                "che chi è di turno ha sempre una mossa; se mai non l'avesse, passerebbe.",
            ),
        ),
        Section(
            "variants",
            "Opzioni",
            (
                "Scegli chi inizia: il Bianco (di solito) o il Nero. Gioca contro un "
                "amico sullo stesso dispositivo, o contro il computer a livello facile, "
                "normale o forte; a livello normale e forte gioca alla perfezione e non "
                "perde mai (a livello facile ogni tanto sbaglia).",
                "Durante la partita, \u201cMostra il valore delle mosse\u201d ti dice "
                "dove porta ogni mossa con il gioco perfetto: vittoria, patta o "
                "sconfitta, e in quante mosse.",
            ),
        ),
    ),
)
