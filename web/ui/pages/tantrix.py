"""Tantrix on the page (see ``ui.page_game``)."""

from ui.page_game import PageGame

PAGE = PageGame(
    view="ui.views.tantrix:TantrixView",
    howto="ui.howto.tantrix",
    words="ui.words.tantrix:WORDS",
    tagline_en="2–4 players · coloured lines",
    tagline_it="2–4 giocatori · linee colorate",
    surface="table",  # no board: the tiles are laid on the table
)
