"""How to play TiQuadra (``ui.howto``). The vote pictures animate as in a
game (the view's own reveal); the first is the seed's example."""

from __future__ import annotations

from ui.howto import Picture, Section

HEAD = "v1~tiquadra~~"
#: The seed's vote: Orange 4, Grey 2, Green 4 (tower 4 falls).
VOTE = HEAD + "4_2_1_4_3_1_3_2_1_3_2_4_3_2_4_3_2_1_3_4_1_3_2_1_v4.2.4"
ROUND = (
    HEAD + "3_4_2_1_4_2_1_3_2_1_4_2_1_3_4_1_3_2_4_3_2_4_3_1_v2.4.2_2_1_3_1_3_1_2_2_4_2_3_2_3_4_"
    "4_1_4_v4.2.-_2_3_1_4_2_3_4_3_v1.3.-"
)
GAME = (
    ROUND + "_3_2_4_3_1_4_3_1_2_3_1_4_3_1_4_3_2_2_3_1_2_4_1_2_v2.4.3_3_4_2_4_1_3_2_1_2_1_2_3_3_"
    "1_3_4_4_v1.3.-_3_2_1_2_4_2_3_4_v2.1.-_1_4_3_1_2_3_2_4_3_1_4_2_1_4_2_1_3_2_1_3_4_2_3_4_"
    "v4.3.2_4_3_1_3_2_4_2_3_2_3_2_3_1_2_1_2_4_v3.2.-"
)

PICTURES = {
    "board": Picture(HEAD, aspect=1.0),
    "place": Picture(HEAD + "1_2_3_1_4_3", aspect=1.0),
    "vote": Picture(VOTE, aspect=1.0),
    "after": Picture(ROUND, aspect=1.0),
    "points": Picture(GAME, aspect=1.0, settled=True),
}

EN = (
    "Three players, eight pieces each, four squares. Build towers, then vote in "
    "secret to knock them down. Whoever keeps the most pieces wins the round.",
    (
        Section(
            "board",
            "The board",
            (
                "Four squares numbered 1 to 4. Every two squares touch, except 1 and 3.",
                "A tower is the stack on a square; its top is the colour of its highest "
                "piece. The game has three rounds; each starts with eight pieces in "
                "every hand and an empty board.",
            ),
            "The start: the corners show each player's hand and points.",
        ),
        Section(
            "place",
            "Building: birth, growth, branching",
            (
                "Players take turns placing one piece, until every hand is empty (a "
                "player whose hand is empty is skipped). A piece may go:",
                "Birth: on an empty square. Growth: on a tower with your colour on top. "
                "Branching: on a tower topped by an opponent, when a taller tower next to "
                "it has your colour on top.",
                "If none of these is possible (all four squares taken, no top yours), "
                "your piece goes on one of the lowest towers. The board labels each "
                "square with what a piece there would be.",
            ),
            "Orange to place: growth on 1, branching on 2 and 4 (tower 1 is taller and "
            "orange on top).",
        ),
        Section(
            "vote",
            "The vote",
            (
                "When all pieces are down, the players who placed at least three pieces "
                "vote in secret for a tower to knock down. On one device the app hands "
                "it from voter to voter; nobody sees the others' choice until all have "
                "chosen.",
                "Two voters: both chosen towers fall (one, if they chose the same). "
                "Three voters: the tower with two or more votes falls; if all three "
                "chose differently, the tower nobody chose falls (none, if every tower "
                "was chosen).",
            ),
            "The original's example: Orange votes 4, Grey 2, Green 4: tower 4 falls.",
        ),
        Section(
            "after",
            "After the vote",
            (
                "Pieces of fallen towers leave play until the round ends; all other "
                "pieces go back to their owners' hands.",
                "If at least two players now hold two pieces or fewer, the round ends. Otherwise "
                "a player holding exactly two loses one, and building starts again in "
                "order of pieces held, fewest first; equal hands keep the order the "
                "round started in.",
                "Our choice: a vote that knocks down no tower also ends the round (the "
                "original leaves it open; otherwise the same cycle could repeat "
                "forever).",
            ),
            "A round ends: Grey holds 1 piece and Green none, so Orange, holding 3, "
            "scores the point.",
        ),
        Section(
            "points",
            "Points and the winner",
            (
                "At the end of a round the player holding the most pieces scores 1 point "
                "(players tied for the most each score 1).",
                "Each of the three rounds is started by a different player. After three "
                "rounds the most points wins; equal best scores share the win.",
            ),
            "A finished game: Orange and Grey both have 2 points and share the win.",
        ),
        Section(
            "variants",
            "Playing here",
            (
                "Always three players. Any seat can be the computer (easy, normal or "
                "strong); it votes by itself. A shared link shows the votes once they "
                "are revealed, so a game by link is best played on one device.",
            ),
        ),
    ),
)

IT = (
    "Tre giocatori, otto pedine ciascuno, quattro caselle. Si costruiscono torri, poi "
    "si vota in segreto per abbatterle. Chi conserva più pedine vince la manche.",
    (
        Section(
            "board",
            "Il tavoliere",
            (
                "Quattro caselle numerate da 1 a 4. Ogni coppia di caselle è adiacente, "
                "tranne 1 e 3.",
                "Una torre è la pila su una casella; la sua cima è il colore della pedina "
                "più alta. La partita ha tre manche; ognuna comincia con otto pedine in "
                "ogni mano e il tavoliere vuoto.",
            ),
            "L'inizio: negli angoli la mano e i punti di ciascuno.",
        ),
        Section(
            "place",
            "Costruire: nascita, crescita, diramazione",
            (
                "A turno ognuno mette una pedina, finché tutte le mani sono vuote (chi ha "
                "la mano vuota salta il turno). Una pedina può andare:",
                "Nascita: su una casella vuota. Crescita: su una torre con in cima il "
                "tuo colore. Diramazione: su una torre con in cima una pedina avversaria, "
                "quando una torre vicina più alta ha in cima il tuo colore.",
                "Se nulla di questo è possibile (tutte e quattro le caselle occupate, "
                "nessuna cima tua), la pedina va su una delle torri più basse. Su ogni "
                "casella il tavoliere indica che piazzamento sarebbe.",
            ),
            "Tocca all'Arancione: crescita su 1, diramazione su 2 e 4 (la torre 1 è più "
            "alta e ha in cima l'arancione).",
        ),
        Section(
            "vote",
            "L'abbattimento",
            (
                "Quando tutte le pedine sono in gioco, chi ne ha messe almeno tre vota in "
                "segreto una torre da abbattere. Se si gioca su un solo dispositivo, lo "
                "si passa di mano da un votante all'altro; nessuno vede la scelta degli "
                "altri finché tutti hanno votato.",
                "Due votanti: cadono entrambe le torri scelte (una sola, se è la stessa). "
                "Tre votanti: cade la "
                "torre con due o più voti; se i tre hanno scelto torri diverse, cade "
                "quella che nessuno ha scelto (nessuna, se sono state scelte tutte).",
            ),
            "L'esempio originale: l'Arancione vota 4, il Grigio 2, il Verde 4: cade la torre 4.",
        ),
        Section(
            "after",
            "Dopo il voto",
            (
                "Le pedine delle torri abbattute escono di gioco fino alla fine della "
                "manche; tutte le altre tornano in mano ai proprietari.",
                "Se ora almeno due giocatori hanno due pedine o meno, la manche finisce. "
                "Altrimenti chi ha esattamente due pedine ne perde una, e si ricomincia a "
                "costruire in ordine di pedine in mano, prima chi ne ha meno; a pari "
                "pedine resta l'ordine con cui è cominciata la manche.",
                "La nostra scelta: anche un voto che non abbatte nessuna torre chiude la "
                "manche (l'originale non lo dice; altrimenti lo stesso ciclo potrebbe "
                "ripetersi per sempre).",
            ),
            "Una manche finisce: il Grigio ha 1 pedina e il Verde nessuna, quindi "
            "l'Arancione, con 3, prende il punto.",
        ),
        Section(
            "points",
            "I punti e il vincitore",
            (
                "Alla fine di una manche chi ha più pedine in mano fa 1 punto (a pari "
                "merito, 1 punto ciascuno).",
                "Ognuna delle tre manche è iniziata da un giocatore diverso. Dopo tre "
                "manche vince chi ha più punti; in caso di parità al primo posto si vince "
                "insieme.",
            ),
            "Una partita finita: l'Arancione e il Grigio hanno 2 punti e vincono insieme.",
        ),
        Section(
            "variants",
            "Giocare qui",
            (
                "Sempre in tre. A ogni posto può giocare il computer (facile, normale o "
                "forte), che vota da solo. Un link condiviso mostra i voti una volta "
                "rivelati: questa partita conviene giocarla su un solo dispositivo, non "
                "via link.",
            ),
        ),
    ),
)
