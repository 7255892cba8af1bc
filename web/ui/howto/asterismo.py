"""How to play Asterismo (``ui.howto``). Pictures: one real two-player
game, from its pour to the take that loses it."""

from __future__ import annotations

from ui.howto import Picture, Section

POUR = "v1~asterismo~players.2_silent.no~03CYIXOVRIOawVVEcmCye.Lh82jo2nIzFleYXU3"
SHARED = POUR + "_s1_s2_s1_s2_s1"
#: Eighteen safe takes later: Player 1 to take.
MIDDLE = SHARED + "_e8_e11_d9_b10_d4_d7_f7_f8_h5_e9_g4_b9_j5_h2_f4_g5_i6_e4"

PICTURES = {
    "pour": Picture(POUR, aspect=0.9),
    "alive": Picture(MIDDLE, marks=("e3", "g2"), aspect=0.9),
    "take": Picture(MIDDLE, marks=("e4",), aspect=0.9),
    "fall": Picture(MIDDLE + "_h3", marks=("h3",), aspect=0.9),
}

EN = (
    "2 or 3 players, together against the game. 63 pieces in three colours form a "
    "tree; take pieces one by one without letting any piece fall.",
    (
        Section(
            "pour",
            "The pour",
            (
                "The app pours the pieces at random and pushes them together on a board "
                "of hexagons, one piece a cell.",
                "Pieces that are not alive (see below) are taken off at once: they are "
                "the first harvest. The app proposes a fair share; change it if you "
                "like, then confirm.",
                "Our choice: if taking them leaves other pieces not alive, those come off "
                "too, until every piece is alive; if the tree then falls apart, the app "
                "pours again.",
            ),
            "The pale pieces are the first harvest, each marked with the player it goes to.",
        ),
        Section(
            "alive",
            "Alive pieces",
            (
                "A piece is alive if it touches at least two pieces of its own colour, "
                "or at least three pieces of any colour.",
            ),
            "Left ring: a yellow piece touching two yellows. Right ring: a red piece "
            "touching three pieces of other colours. Both are alive. (The dashed ring "
            "is the last piece taken.)",
        ),
        Section(
            "take",
            "A turn",
            (
                "On your turn take any one piece: tap it, then \u2713. It goes to your "
                "harvest. Turns go round.",
                "Before you take, the board shows what would happen: a piece that would "
                "fall is crossed out. Ask for a hint to see every safe piece.",
            ),
            "The dashed ring shows the last piece taken.",
        ),
        Section(
            "fall",
            "Falls and splits",
            (
                "A take must leave every piece alive and the tree in one piece. A take "
                "that makes a piece fall, or splits the tree in two, loses the game for "
                "everyone at once. The app asks twice before such a take.",
                "The original text calls a piece that is no longer alive \u201cfallen\u201d "
                "and asks for an unbroken tree. Our choice: such a take is allowed but "
                "ends the game; and when no safe take is left before the goal is "
                "reached, the game is lost.",
            ),
            "Taking the ringed piece made one piece fall (crossed) and cut five pieces "
            "off the tree (hatched, the fallen one among them): lost.",
        ),
        Section(
            "goal",
            "The goal",
            (
                "Two players: each must harvest at least 5 pieces of every colour. "
                "Three players: each must harvest at least 10 pieces of one colour, any "
                "colour each (two may pick the same). The first harvest counts.",
                "An example from the game above, before the losing take: Player 1 had "
                "5 blue, 3 yellow and 4 red, still 2 yellow and 1 red to go; Player 2 "
                "had 2 blue, 4 yellow and 5 red, still 3 blue and 1 yellow to go.",
            ),
        ),
        Section(
            "variants",
            "Talking or silent",
            (
                "The original has a silent variant, where nobody may talk. Here, by "
                "default each player may mark the pieces they plan to take, and everyone "
                "sees the marks. The silent variant turns the marks off.",
                "Any seat can be the computer (easy, normal or strong).",
            ),
        ),
    ),
)

IT = (
    "2 o 3 giocatori, insieme contro il gioco. 63 pedine di tre colori formano un "
    "albero; prendi le pedine una alla volta senza farne cadere nessuna.",
    (
        Section(
            "pour",
            "La versata",
            (
                "L'app versa le pedine a caso e le compatta su un tavoliere di "
                "esagoni, una pedina per casella.",
                "Le pedine che non sono vive (vedi sotto) si tolgono subito: sono il "
                "raccolto iniziale. L'app propone una divisione equa; cambiala se vuoi, "
                "poi conferma.",
                "La nostra scelta: se toglierle lascia altre pedine non vive, si tolgono "
                "anche quelle, finché tutte le pedine sono vive; se l'albero si spezza, "
                "l'app versa di nuovo.",
            ),
            "Le pedine chiare sono il raccolto iniziale, ognuna col giocatore a cui va.",
        ),
        Section(
            "alive",
            "Pedine vive",
            (
                "Una pedina è viva se tocca almeno due pedine del suo colore, o almeno "
                "tre pedine di qualsiasi colore.",
            ),
            "Cerchio a sinistra: una gialla che tocca due gialle. Cerchio a destra: "
            "una rossa che tocca tre pedine di altri colori. Sono vive entrambe. (Il "
            "cerchio tratteggiato è l'ultima pedina presa.)",
        ),
        Section(
            "take",
            "Un turno",
            (
                "Al tuo turno prendi una pedina qualsiasi: toccala, poi \u2713. Va nel "
                "tuo raccolto. Si gioca a giro.",
                "Prima di prendere, il tavoliere mostra cosa succederebbe: una pedina "
                "che cadrebbe è barrata. Chiedi un suggerimento per vedere tutte le "
                "pedine sicure.",
            ),
            "Il cerchio tratteggiato mostra l'ultima pedina presa.",
        ),
        Section(
            "fall",
            "Cadute e spaccature",
            (
                "Una presa deve lasciare vive tutte le pedine e l'albero tutto intero. "
                "Una presa che fa cadere una pedina, o spacca l'albero in due, fa perdere "
                "subito tutti. L'app chiede due volte prima di una presa così.",
                "Il testo originale chiama \u201ccaduta\u201d una pedina che non è più "
                "viva e chiede un albero intero. La nostra scelta: una presa così è "
                "permessa ma chiude la partita; e se non resta nessuna presa sicura "
                "prima dell'obiettivo, la partita è persa.",
            ),
            "Prendere la pedina cerchiata ha fatto cadere una pedina (barrata) e "
            "staccato cinque pedine dall'albero (tratteggiate, compresa quella caduta): "
            "persa.",
        ),
        Section(
            "goal",
            "L'obiettivo",
            (
                "In due: ognuno deve raccogliere almeno 5 pedine di ogni colore. In tre: "
                "ognuno deve raccogliere almeno 10 pedine di un colore, a scelta (due "
                "possono scegliere lo stesso). Anche il raccolto iniziale conta per "
                "l'obiettivo.",
                "Un esempio dalla partita qui sopra, prima della presa perdente: il "
                "Giocatore 1 aveva 5 blu, 3 gialle e 4 rosse, gli mancavano 2 gialle e "
                "1 rossa; il Giocatore 2 aveva 2 blu, 4 gialle e 5 rosse, gli mancavano "
                "3 blu e 1 gialla.",
            ),
        ),
        Section(
            "variants",
            "A voce o in silenzio",
            (
                "L'originale ha una variante silenziosa, in cui nessuno può parlare. "
                "Qui, di norma, ognuno può segnare le pedine che pensa di prendere, e "
                "tutti vedono i segni. La variante silenziosa toglie i segni.",
                "A ogni posto può giocare il computer (facile, normale o forte).",
            ),
        ),
    ),
)
