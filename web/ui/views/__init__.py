"""The registry of game views: game id -> View class, each imported on
first use (the page's start-up imports no game). A new view is one line."""

from __future__ import annotations

from abstrakta.registry import LazyRegistry
from ui.views.base import View

VIEWS: LazyRegistry[type[View]] = LazyRegistry(
    {
        "tsoro": "ui.views.tsoro:TsoroView",
        "tayu": "ui.views.tayu:TayuView",
        "tiquadra": "ui.views.tiquadra:TiQuadraView",
        "tantrix": "ui.views.tantrix:TantrixView",
        "asterismo": "ui.views.asterismo:AsterismoView",
    }
)
