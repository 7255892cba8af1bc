"""Tsoro Yematatu on the page (see ``ui.page_game``)."""

from ui.page_game import PageGame

PAGE = PageGame(
    view="ui.views.tsoro:TsoroView",
    howto="ui.howto.tsoro",
    words="ui.words.tsoro:WORDS",
    tagline_en="2 players · three in a line",
    tagline_it="2 giocatori · tre in fila",
)
