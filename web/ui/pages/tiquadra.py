"""TiQuadra on the page (see ``ui.page_game``)."""

from ui.page_game import PageGame

PAGE = PageGame(
    view="ui.views.tiquadra:TiQuadraView",
    howto="ui.howto.tiquadra",
    words="ui.words.tiquadra:WORDS",
    tagline_en="3 players · towers and secret votes",
    tagline_it="3 giocatori · torri e voti segreti",
)
