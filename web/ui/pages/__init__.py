"""One manifest per game: ``PAGE``, a ``ui.page_game.PageGame``."""
