"""Asterismo on the page (see ``ui.page_game``)."""

from ui.page_game import PageGame

PAGE = PageGame(
    view="ui.views.asterismo:AsterismoView",
    howto="ui.howto.asterismo",
    words="ui.words.asterismo:WORDS",
    tagline_en="2–3 players · together",
    tagline_it="2–3 giocatori · cooperativo",
)
