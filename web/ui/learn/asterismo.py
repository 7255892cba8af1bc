"""Asterismo, learned by playing: two players, a fixed pour (one where
every piece is alive, so there is no first harvest to share). Player 1
(the player) takes three safe pieces, one of each colour, while player 2
takes its own; the steps say what keeps a piece alive, what makes pieces
fall, and the goal.
"""

from ui.learn.lesson import Lesson, Step

#: The pour: found by sampling pours with a fixed generator and keeping
#: one with no first harvest (``random.Random("lesson3")``).
POUR = "00030XoohPErJmiZZeWpM.4Dbb4F0vivYairfAJ"

#: The refusal of any other take, one that would lose (a piece falls, the
#: tree splits: the page has warned) or a safe one: the lesson's own words
#: can't tell which, so they fit both.
_INSTEAD = (
    "Not that piece: this lesson takes only the ringed one, which is safe (nothing "
    "falls and the tree stays whole). Tap the ringed piece, then ✓.",
    "Non quella pedina: in questa lezione si prende solo quella cerchiata, che è sicura "
    "(non cade niente e l'albero resta intero). Tocca la pedina cerchiata, poi ✓.",
)

LESSON = Lesson(
    game="asterismo",
    options={"players": "2", "silent": "no"},
    player=0,
    opening=(POUR,),
    intro=(
        "You are player 1, playing with player 2: you win or lose together. The pieces "
        "were poured into a tree; in turn, each of you takes one piece.",
        "Sei il giocatore 1 e giochi insieme al giocatore 2: vincete o perdete insieme. "
        "Le pedine sono state versate in un albero; a turno, ognuno prende una pedina.",
    ),
    steps=(
        Step(
            "j2",
            (
                "A piece is alive while it touches at least two pieces of its own colour, "
                "or at least three of any colour. Take the ringed blue piece near the "
                "top: every piece around it stays alive. Tap it, then ✓.",
                "Una pedina è viva finché tocca almeno due pedine del suo colore, o almeno "
                "tre pedine di qualunque colore. Prendi la pedina blu cerchiata vicino alla "
                "cima: tutte le pedine intorno restano vive. Toccala, poi ✓.",
            ),
            _INSTEAD,
            replies=("k3",),
        ),
        Step(
            "h3",
            (
                "Player 2 took a yellow piece. Careful: a piece that is no longer alive "
                "falls, and one fallen piece loses the game at once for you both, as does "
                "cutting the tree in two. The two pieces at the very top hold each other "
                "up: take either and the other falls (the page warns you before). Take the "
                "ringed yellow piece instead.",
                "Il giocatore 2 ha preso una pedina gialla. Attenzione: una pedina che non "
                "è più viva cade, e una sola pedina caduta fa perdere subito la partita a "
                "entrambi, come spezzare l'albero in due. Le due pedine in cima si reggono "
                "a vicenda: prendine una e l'altra cade (l'app ti avvisa prima). Prendi "
                "invece la pedina gialla cerchiata.",
            ),
            _INSTEAD,
            replies=("e5",),
        ),
        Step(
            "f5",
            (
                "The goal: each of you needs five pieces of every colour. You hold a blue "
                "and a yellow: take the ringed red one.",
                "L'obiettivo: ognuno di voi deve avere cinque pedine di ogni colore. Hai "
                "una blu e una gialla: prendi la rossa cerchiata.",
            ),
            _INSTEAD,
        ),
    ),
    end=(
        "You hold one of each colour: four more of each to go, 12 in all. Player 2 holds "
        "a blue and a yellow: four more of those and five reds, 13 in all. Go on "
        "taking in turn until you both hold five of every colour, never letting a piece "
        "fall or the tree split. If no safe take is left first, you both lose. A pour "
        "can leave pieces that are not alive: they start your harvests, shared out as you "
        "like. Unless you play silent, you may mark pieces you plan to take.",
        "Hai una pedina per colore: te ne mancano altre quattro di ciascuno, 12 in "
        "tutto. Il giocatore 2 ha una blu e una gialla: gli mancano altre quattro di "
        "queste e cinque rosse, 13 in tutto. Continuate a prendere a turno finché "
        "entrambi avete cinque pedine di ogni colore, senza mai far cadere una pedina o "
        "spezzare l'albero. Se prima non resta una presa sicura, perdete entrambi. Una "
        "versata può lasciare pedine non vive: sono l'inizio dei vostri raccolti, divise "
        "come volete. Se non giocate in silenzio, potete segnare le pedine che pensate "
        "di prendere.",
    ),
)
