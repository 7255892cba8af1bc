"""The table tells its view when a move ends the game: a pan-and-zoom board
shows all of itself then (a Tantrix game ended zoomed in on a corner, its
winning lines out of sight: a pass-and-play audit)."""

from __future__ import annotations

from typing import Any

from ui.camera import Camera
from ui.links import Links
from ui.store import Store
from ui.table import PanelModel, Table
from ui.views.base import PanZoomView, View

#: Tsoro one move from White's win.
BEFORE_THE_END = "v1~tsoro~first.white~a2_a1_b3_b2_c1_c2_b3xb1_a1xb3"


class RecordingView(View):
    def __init__(self) -> None:
        self.ended = 0

    def hint_seat(self) -> int | None:
        return None

    def game_ended(self) -> None:
        self.ended += 1


class QuietPanel:
    def attach(self, view: Any) -> None: ...

    def show(self, model: PanelModel, view: View) -> None: ...

    def redraw(self) -> None: ...


def test_the_view_hears_of_the_end_once_a_move_makes_it() -> None:
    view = RecordingView()
    store = Store()
    store.subscribe(Table(QuietPanel(), lambda game_id: view))
    Links(store, lambda: []).follow(BEFORE_THE_END)
    assert view.ended == 0
    assert store.play("a2-a1") is None
    assert store.session is not None and store.session.state.is_over()
    assert view.ended == 1
    store.undo()
    store.redo()  # the end shown again, not made by a move
    assert view.ended == 1


def test_a_zoomed_board_shows_all_of_itself_at_the_end() -> None:
    camera = Camera(40.0, 40.0)
    camera.fit(390.0, 390.0)
    assert camera.zoom(3.0, 100.0, 100.0) and camera.zoomed
    PanZoomView(Any, camera).game_ended()  # type: ignore[arg-type]
    assert not camera.zoomed


def test_a_seat_the_app_plays_is_tagged_in_every_view() -> None:
    """Tantrix's rows and TiQuadra's waiting corners named no computer (a
    computer-player audit): one tag for every view, the lesson's own too."""
    from types import SimpleNamespace

    import ui.learn.texts  # noqa: F401  (the lesson's words, as the page has them)

    host = SimpleNamespace(is_computer=lambda seat: seat == 1, scripted=lambda seat: False)
    view = View(host)  # type: ignore[arg-type]
    assert view.seat_tag(0) is None and view.seat_tag(1) == "computer"
    host.scripted = lambda seat: True
    assert view.seat_tag(1) == "follows the lesson"
