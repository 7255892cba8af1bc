"""The registry of game views: game id -> View class, each imported on
first use (the page's start-up imports no game); each game's manifest
(``ui/pages/<id>.py``) names its view."""

from __future__ import annotations

from ui.page_game import registry
from ui.views.base import View

VIEWS: dict[str, type[View]] = registry("view")  # type: ignore[assignment]
