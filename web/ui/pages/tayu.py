"""Ta Yü on the page (see ``ui.page_game``)."""

from ui.page_game import PageGame

PAGE = PageGame(
    view="ui.views.tayu:TayuView",
    howto="ui.howto.tayu",
    words="ui.words.tayu:WORDS",
    tagline_en="2–4 players · the dragon's channels",
    tagline_it="2–4 giocatori · i canali del drago",
)
