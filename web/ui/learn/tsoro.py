"""Tsoro Yematatu, learned by playing: the seed's own worked example.

White (the player) places three pieces making threats, Black blocks them;
then White jumps, Black jumps back and leaves a corner empty, and White
steps into it: three in a line on the base.
"""

from ui.learn.lesson import Lesson, Step

LESSON = Lesson(
    game="tsoro",
    options={"first": "white"},
    player=0,
    intro=(
        "You play White against Black. Get three of your pieces in a line: "
        "along one of the five straight lines of the triangle.",
        "Giochi con il Bianco contro il Nero. Metti tre tue pedine in fila: "
        "su una delle cinque linee dritte del triangolo.",
    ),
    steps=(
        Step(
            "b3",
            (
                "First each player places three pieces, one at a time. Tap the top "
                "point of the triangle: it lies on three lines, more than any other point.",
                "Prima ognuno mette tre pedine, una per volta. Tocca il punto in cima al "
                "triangolo: sta su tre linee, più di ogni altro punto.",
            ),
            (
                "You may place there, but here we want you to start on the top point: "
                "it lies on three lines.",
                "Puoi metterla lì, ma qui vogliamo che tu cominci dal punto in cima: sta su tre "
                "linee.",
            ),
            replies=("b2",),
        ),
        Step(
            "a2",
            (
                "Black took the centre. Now place a piece halfway down the left side: "
                "with your top piece that is two of the left side, so you threaten to "
                "complete it.",
                "Il Nero ha preso il centro. Ora metti una pedina a metà del lato sinistro: "
                "con quella in cima hai due pedine sul lato sinistro, e minacci di completarlo.",
            ),
            (
                "You may place there, but here we want you to make a threat: halfway "
                "down the left side, under your top piece.",
                "Puoi metterla lì, ma qui vogliamo che tu faccia una minaccia: a metà del lato "
                "sinistro, sotto la tua pedina in cima.",
            ),
            replies=("a1",),
        ),
        Step(
            "c1",
            (
                "Black blocked you in the bottom left corner. Place your last piece in "
                "the bottom right corner: now you threaten the right side.",
                "Il Nero ti ha bloccato nell'angolo in basso a sinistra. Metti l'ultima "
                "pedina nell'angolo in basso a destra: ora minacci il lato destro.",
            ),
            (
                "You may place there, but here we want a new threat: the bottom right "
                "corner, on the right side with your top piece.",
                "Puoi metterla lì, ma qui vogliamo una nuova minaccia: l'angolo in basso a "
                "destra, sul lato destro con la tua pedina in cima.",
            ),
            replies=("c2",),
        ),
        Step(
            "b3xb1",
            (
                "Black blocked again. All six pieces are down and one point is empty. "
                "Now you move a piece each turn: a step to the empty point next to it, "
                "or a jump over one piece of either colour, straight on, to the empty "
                "point just beyond (nothing is captured). Jump: tap your top piece, "
                "then the empty point beyond Black's centre piece.",
                "Il Nero ha bloccato di nuovo. Le sei pedine sono tutte sul tavoliere e un punto è "
                "vuoto. Ora a ogni turno muovi una pedina: un passo al punto vuoto vicino, "
                "o un salto sopra una pedina di qualunque colore, dritto, al punto vuoto "
                "subito dopo (non si cattura niente). Salta: tocca la tua pedina in "
                "cima, poi il punto vuoto oltre la pedina nera al centro.",
            ),
            (
                "That move is allowed, but here we want you to try a jump: your top "
                "piece over the centre, down to the empty middle of the base.",
                "Quella mossa è permessa, ma qui vogliamo che provi un salto: la tua "
                "pedina in cima, sopra il centro, giù a metà della base.",
            ),
            replies=("a1xb3",),
            # Tapping a piece rings where it can go: the player finds them.
            highlight=False,
        ),
        Step(
            "a2-a1",
            (
                "Black jumped too, from the bottom left corner over your piece up to the "
                "top. But the corner is now empty, and you hold the rest of the base. "
                "Step your piece down the left side into that corner: three in a line!",
                "Anche il Nero ha saltato, dall'angolo in basso a sinistra sopra la tua "
                "pedina fino in cima. Ma ora l'angolo è vuoto, e tu hai il resto della "
                "base. Scendi con la pedina lungo il lato sinistro in quell'angolo: tre "
                "in fila!",
            ),
            (
                "That move is allowed, but here you can win at once: step down into the "
                "empty bottom left corner and the base is all yours.",
                "Quella mossa è permessa, ma qui puoi vincere subito: scendi nell'angolo "
                "vuoto in basso a sinistra e la base è tutta tua.",
            ),
            highlight=False,
        ),
    ),
    end=(
        "Three in a line wins at once, while placing or while moving. That is the "
        "whole game: three pieces each, then steps and jumps, nothing ever captured. "
        "If the same position comes back a third time with the same player to move, "
        "the game is a draw, and the "
        "players may agree a draw whenever they like.",
        "Tre in fila vince subito, sia mettendo sia muovendo. Questo è tutto il "
        "gioco: tre pedine a testa, poi passi e salti, senza mai catturare. Se la "
        "stessa posizione torna per la terza volta con lo stesso giocatore di turno "
        "la partita è patta, e i "
        "giocatori possono accordarsi per la patta quando vogliono.",
    ),
)
