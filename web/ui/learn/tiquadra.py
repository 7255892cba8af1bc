"""TiQuadra, learned by playing: the first building phase of a round and
its secret vote. Orange (the player) builds with birth, growth and
branching; Grey and Green reply (Grey once has to fall back onto a lowest
tower); then the three vote, and Orange joins Grey to bring down Green's
tall tower.

The squares: 1 top, 2 right, 3 bottom, 4 left (1 and 3 do not touch).
"""

from ui.learn.lesson import Lesson, Step


def _grow(where: tuple[str, str], before: tuple[str, str], move: str) -> Step:
    """A growth step: what happened ``before``, then grow ``where``."""
    return Step(
        move,
        (
            f"{before[0]} Grow again: put a piece on your tower {where[0]}.",
            f"{before[1]} Di nuovo una crescita: metti una pedina sulla tua torre {where[1]}.",
        ),
        (
            f"That placement is allowed, but here we want you to grow your tower {where[0]}.",
            f"Quel piazzamento è permesso, ma qui vogliamo che tu faccia crescere la tua "
            f"torre {where[1]}.",
        ),
        replies=("1", "3") if move != "1" else ("4", "3"),
    )


LESSON = Lesson(
    game="tiquadra",
    player=0,
    intro=(
        "You play Orange against Grey and Green. Each round you build towers on the "
        "four squares, then everyone votes in secret which tower comes down. Pieces in "
        "a fallen tower are lost for the round: keep more pieces than the others.",
        "Giochi con l'Arancione contro il Grigio e il Verde. A ogni manche si costruiscono "
        "torri sulle quattro caselle, poi tutti votano in segreto quale torre abbattere. "
        "Le pedine di una torre caduta sono perse per la manche: tienine più degli altri.",
    ),
    steps=(
        Step(
            "1",
            (
                "Everyone places one piece per turn. Tap the top square, number 1: a piece on an "
                "empty square is a birth, a new tower of yours.",
                "Ognuno posa una pedina per turno. Tocca la casella in alto, la 1: una pedina su "
                "una casella vuota è una nascita, una nuova torre tua.",
            ),
            (
                "You may place there, but here we want you to start on the top square (1).",
                "Puoi metterla lì, ma qui vogliamo che tu cominci dalla casella in alto (1).",
            ),
            replies=("2", "3"),
        ),
        Step(
            "1",
            (
                "Grey and Green started towers of their own. Tap your tower on the top "
                "square again: a piece on a tower with your colour on top is a growth.",
                "Il Grigio e il Verde hanno fatto nascere le loro torri. Tocca di nuovo la tua "
                "torre in alto: una pedina su una torre con il tuo colore in cima è una "
                "crescita.",
            ),
            (
                "That placement is allowed, but here we want you to grow your tower on "
                "the top square.",
                "Quel piazzamento è permesso, ma qui vogliamo che tu faccia crescere la "
                "tua torre in alto.",
            ),
            replies=("2", "3"),
        ),
        _grow(
            ("on the top square (1)", "in alto (1)"),
            (
                "A tall tower with your colour on top lets you do more, as you will see.",
                "Una torre alta con il tuo colore in cima ti permette di più, come vedrai.",
            ),
            "1",
        ),
        Step(
            "2",
            (
                "Your tower is now taller than Grey's. Put a piece on Grey's tower on "
                "the right (2): it has an opponent on top, but it touches a taller "
                "tower with your colour on top. That is a branching, and the tower's "
                "top is now yours.",
                "La tua torre ora è più alta di quella del Grigio. Metti una pedina "
                "sulla torre del Grigio a destra (2): in cima c'è una pedina avversaria, "
                "ma confina con una torre più alta che ha il tuo colore in cima. "
                "È una diramazione, "
                "e la cima ora è tua.",
            ),
            (
                "That placement is allowed, but here we want you to try a branching: onto "
                "Grey's tower on the right, next to your taller one.",
                "Quel piazzamento è permesso, ma qui vogliamo che tu provi una diramazione: "
                "sulla torre del Grigio a destra, accanto alla tua più alta.",
            ),
            replies=("4", "4"),
        ),
        _grow(
            ("on the right (2)", "a destra (2)"),
            (
                "Green branched onto Grey's tower on the left, as you did.",
                "Il Verde ha fatto una diramazione sulla torre del Grigio a sinistra, come "
                "hai fatto tu.",
            ),
            "2",
        ),
        Step(
            "4",
            (
                "Grey had no tower with grey on top and could not branch: then a piece must "
                "go on one of the lowest towers, and Grey covered your top one. Now branch "
                "onto the left tower (4): it touches your taller tower on the right.",
                "Il Grigio non aveva torri con il grigio in cima e non poteva fare "
                "diramazioni: allora la pedina va su una delle torri più basse, e il Grigio "
                "ha coperto la tua in alto. Ora fai una diramazione sulla torre a sinistra "
                "(4): confina con la tua più alta a destra.",
            ),
            (
                "That placement is allowed, but here we want you to branch onto the left tower.",
                "Quel piazzamento è permesso, ma qui vogliamo che tu faccia una diramazione "
                "sulla torre a sinistra.",
            ),
            replies=("1", "3"),
        ),
        _grow(
            ("on the right (2)", "a destra (2)"),
            (
                "Every piece in every hand goes on the board before the vote.",
                "Tutte le pedine in mano vanno sul tavoliere prima del voto.",
            ),
            "2",
        ),
        Step(
            "4",
            (
                "Your last piece: grow the left tower (4). Then everyone who placed three "
                "pieces or more votes.",
                "L'ultima pedina: fai crescere la torre a sinistra (4). Poi vota chi ha posato "
                "almeno tre pedine.",
            ),
            (
                "That placement is allowed, but here we want you to grow the left tower.",
                "Quel piazzamento è permesso, ma qui vogliamo che tu faccia crescere la "
                "torre a sinistra.",
            ),
            replies=("1", "3"),
        ),
        Step(
            "v3.3.1",
            (
                "The vote: each chooses a tower in secret; with three voters a tower chosen "
                "twice falls. The bottom tower holds seven green pieces and none of yours, "
                "and Grey surely wants it down too. It is marked as your vote: confirm it.",
                "Il voto: ognuno sceglie una torre in segreto; con tre votanti cade la torre "
                "scelta due volte. La torre in basso ha sette pedine verdi e nessuna tua, e "
                "anche il Grigio la vorrà abbattere. È segnata come tuo voto: conferma.",
            ),
            (
                "You may vote for that tower, but it holds your own pieces: here we want "
                "you to vote for Green's bottom tower.",
                "Puoi votare quella torre, ma contiene pedine tue: qui vogliamo che voti la "
                "torre del Verde in basso.",
            ),
        ),
    ),
    end=(
        "Grey voted as you did: Green's tower fell and Green has one piece left for the "
        "round. The standing towers' pieces go back to their owners and a new building "
        "phase begins, fewest pieces first. A round ends when at least two players hold two "
        "pieces or fewer: whoever holds the most scores a point. After three rounds the "
        "most points wins.",
        "Il Grigio ha votato come te: la torre del Verde è caduta e al Verde resta una "
        "pedina per la manche. Le pedine delle torri in piedi tornano ai proprietari e "
        "inizia una nuova fase di costruzione, prima chi ha meno pedine. La manche "
        "finisce quando almeno due giocatori hanno due pedine o meno: chi ne ha di più "
        "prende un punto. Dopo tre manche vince chi ha più punti.",
    ),
)
