"""The registry of game views: game id -> View class."""

from __future__ import annotations

from ui.views.base import View
from ui.views.tantrix import TantrixView
from ui.views.tayu import TayuView
from ui.views.tiquadra import TiQuadraView
from ui.views.tsoro import TsoroView

VIEWS: dict[str, type[View]] = {"tsoro": TsoroView, "tayu": TayuView}
VIEWS["tiquadra"] = TiQuadraView
VIEWS["tantrix"] = TantrixView
