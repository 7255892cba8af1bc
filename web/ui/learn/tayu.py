"""Ta Yü, learned by playing: a two-player game joined after twelve tiles,
the draws fixed. North–South (the player) already has an outlet off the
north edge on a grey square; three tiles carry a channel down to the south
edge, and the score becomes north times south.
"""

from ui.learn.lesson import Lesson, Step

#: Twelve tiles laid, six each (a draw from the bag before each), then the
#: player's draw: found by a greedy search that heads for the edges.
OPENING = (
    "t23", "23w.j10", "t6", "6s.g11", "t28", "28e.j13", "t11", "11n.k13",
    "t11", "11w.j16", "t16", "16s.m14", "t17", "17n.g18", "t28", "28s.p14",
    "t17", "17w.h8", "t17", "17n.p13", "t4", "4e.g6", "t16", "16e.r10", "t11",
)  # fmt: skip

LESSON = Lesson(
    game="tayu",
    options={"variant": "standard", "tiles": "bag", "first": "0"},
    player=0,
    opening=OPENING,
    intro=(
        "You play North–South against East–West, in a game already under way. Tiles "
        "carry channels; an outlet that reaches the edge of the board scores for that "
        "side. Your score is your north points times your south points.",
        "Giochi con Nord–Sud contro Est–Ovest, in una partita già avviata. Le tessere "
        "portano canali; uno sbocco che arriva al bordo del tavoliere fa punti per quel "
        "lato. Il tuo punteggio è il prodotto dei punti a nord per quelli a sud.",
    ),
    steps=(
        Step(
            "11e.f5",
            (
                "Each turn you draw a tile and must lay it if it fits anywhere. A tile must "
                "touch the others, and on every side it touches an outlet must meet an "
                "outlet and a wall a wall, with at least one outlet joined. We show your "
                "tile where it carries a channel down towards the south: lay it with ✓.",
                "A ogni turno peschi una tessera e devi posarla se entra da qualche parte. "
                "Deve toccare le altre, e su ogni lato a contatto uno sbocco deve "
                "incontrare uno sbocco e un muro un muro, con almeno uno sbocco "
                "unito. Ti mostriamo la tessera dove porta un canale verso sud: posala "
                "con ✓.",
            ),
            (
                "That placement is allowed, but here we want the one shown: it carries the "
                "channel down towards the south edge.",
                "Puoi posarla lì, ma qui la vogliamo come è mostrata: porta il canale "
                "verso il bordo sud.",
            ),
            replies=("t8", "8n.d8", "t10"),
        ),
        Step(
            "10e.g3",
            (
                "East–West laid a tile to the west. Keep going: your new tile, laid as "
                "shown, brings the channel to two squares from the south edge. ↻ Rotate, "
                "below the board, tries its other ways round; lay it as shown.",
                "Est–Ovest ha posato una tessera a ovest. Continua: la nuova tessera, posata "
                "come mostrato, porta il canale a due caselle dal bordo sud. ↻ Ruota, sotto "
                "il tavoliere, prova gli altri orientamenti; posala come mostrato.",
            ),
            (
                "That placement is allowed, but here we want the channel to get closer to "
                "the south edge: lay the tile as shown.",
                "Puoi posarla lì, ma qui vogliamo che il canale si avvicini al bordo "
                "sud: posa la tessera come mostrato.",
            ),
            replies=("t21", "21s.b9", "t28"),
        ),
        Step(
            "28w.h1",
            (
                "Now reach the edge: laid as shown, this tile has an outlet pointing off "
                "the south side of the board. That is your first south point.",
                "Ora raggiungi il bordo: posata come mostrato, questa tessera ha uno sbocco "
                "che esce dal lato sud del tavoliere. È il tuo primo punto a sud.",
            ),
            (
                "That placement is allowed, but here we want the outlet to reach the south "
                "edge: lay the tile as shown.",
                "Puoi posarla lì, ma qui vogliamo che lo sbocco arrivi al bordo sud: "
                "posa la tessera come mostrato.",
            ),
            replies=("t5",),
        ),
    ),
    end=(
        "Your score: north 2 (your north outlet points at a grey square, which doubles "
        "it) times south 1: 2 points. With no outlet on one of your sides you score "
        "nothing, so build towards both. Outlets count whoever laid the tile. The first "
        "tile of a game covers one of the four centre squares; the game ends when the bag "
        "is empty or a drawn tile fits nowhere. Highest score wins.",
        "Il tuo punteggio: nord 2 (il tuo sbocco a nord punta a una casella grigia, che "
        "lo raddoppia) per sud 1: 2 punti. Senza sbocchi su uno dei tuoi lati fai zero, "
        "quindi costruisci verso entrambi. Gli sbocchi sui tuoi lati valgono per te, "
        "chiunque abbia posato la tessera. La prima tessera copre una delle quattro "
        "caselle centrali; la partita finisce quando il sacchetto è vuoto o una tessera "
        "pescata non entra da nessuna parte. Vince chi ha il punteggio più alto.",
    ),
)
