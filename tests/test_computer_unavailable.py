"""The computer's worker could not start (its files did not load: the
connection dropped after the page loaded). It used to say "thinking…" for
ever (the worker's script failed) or "The computer could not move: Failed to
fetch" and never try again. Now the page says why in words, asks again by
itself, less and less often, and the next question starts a new worker."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from types import ModuleType, SimpleNamespace
from typing import Any, ClassVar

from ui.i18n import set_language, t
from ui.players import RETRY_MAX_MS, RETRY_MS, UNAVAILABLE, failure_text

from tests.test_ui_flow import TSORO, paced_table


def test_the_computer_is_asked_again_later_less_and_less_often() -> None:
    set_language("en")
    _, waiting, computer, store, players = paced_table()
    assert store.new_game("tsoro", {}, {1: "easy"}, ("easy",)) is None
    assert store.play("b2") is None
    waits = []
    for _ in range(7):
        computer.asked[-1][4]({"error": UNAVAILABLE})
        message = store.visible_message()
        assert message is not None and message.text == t("computer_unavailable_retry")
        assert players.status() is None, "not thinking while it waits to ask again"
        again, ms = waiting.pop()
        waits.append(ms)
        before = computer.asked[-1]
        again()
        assert computer.asked[-1] is not before, "asked again"
        assert computer.asked[-1][1] == TSORO + "b2", "at the same position"
    assert waits == [min(RETRY_MAX_MS, RETRY_MS * 2**n) for n in range(7)]
    assert waits[-1] == RETRY_MAX_MS
    # Loaded at last: it moves, and a later failure waits the first wait again.
    computer.asked[-1][4]({"move": "a1"})
    assert store.record() == TSORO + "b2_a1"
    assert store.play("c1") is None
    computer.asked[-1][4]({"error": UNAVAILABLE})
    assert waiting.pop()[1] == RETRY_MS


def test_a_game_moved_on_is_not_asked_about_again() -> None:
    _, waiting, computer, store, _ = paced_table()
    assert store.new_game("tsoro", {}, {1: "easy"}, ("easy",)) is None
    assert store.play("b2") is None
    computer.asked[-1][4]({"error": UNAVAILABLE})
    stale, _ = waiting.pop()
    store.undo()
    assert store.play("c1") is None  # another position the computer is asked at
    computer.asked[-1][4]({"error": UNAVAILABLE})
    before = list(computer.asked)
    stale()  # the wait for the position left
    assert computer.asked == before, "nothing asked for a position left"
    waiting.pop()[0]()
    assert computer.asked[-1][1] == TSORO + "c1"


def test_a_hint_or_an_offer_says_to_try_again() -> None:
    set_language("it")
    assert "riprova" in failure_text(UNAVAILABLE)
    set_language("en")
    assert failure_text(UNAVAILABLE) == t("computer_unavailable")
    assert "Failed to fetch" in failure_text("TypeError: Failed to fetch")


class FakeWorker:
    made: ClassVar[list[FakeWorker]] = []

    def __init__(self) -> None:
        self.posted: list[dict[str, Any]] = []
        self.terminated = False
        self.onmessage: Any = None
        self.onerror: Any = None
        FakeWorker.made.append(self)

    @classmethod
    def new(cls, url: str, options: object) -> FakeWorker:
        return cls()

    def postMessage(self, data: object) -> None:
        self.posted.append(json.loads(json.dumps(data)))

    def terminate(self) -> None:
        self.terminated = True

    def say(self, data: dict[str, Any]) -> None:
        self.onmessage(SimpleNamespace(data=data))


def computer_module(page_module: Callable[[str], ModuleType]) -> ModuleType:
    fake_js = sys.modules["js"]
    fake_js.Worker = FakeWorker  # type: ignore[attr-defined]
    fake_js.JSON = SimpleNamespace(  # type: ignore[attr-defined]
        parse=json.loads, stringify=lambda value: json.dumps(value)
    )
    fake_js.console = SimpleNamespace(warn=lambda text: None)  # type: ignore[attr-defined]
    module = page_module("ui.computer")
    module.proxy = lambda function: function  # type: ignore[attr-defined]
    return module


def test_a_worker_that_could_not_start_answers_unavailable_and_is_replaced(
    page_module: Callable[[str], ModuleType],
) -> None:
    FakeWorker.made.clear()
    computer = computer_module(page_module).Computer()
    answers: list[dict[str, Any]] = []
    computer.ask("choose", TSORO, 1, "easy", answers.append)
    computer.ask("hint", TSORO, 0, "normal", answers.append)
    (first,) = FakeWorker.made
    first.say({"id": None, "error": "TypeError: Failed to fetch"})  # its boot failed
    assert answers == [{"error": UNAVAILABLE}, {"error": UNAVAILABLE}]
    assert first.terminated and not computer.busy()
    # The next question starts a new worker; its script failing to load is
    # the same (the browser's error event, not a message).
    computer.ask("choose", TSORO, 1, "easy", answers.append)
    second = FakeWorker.made[-1]
    assert second is not first and len(second.posted) == 1
    second.onerror(SimpleNamespace(message=""))
    assert answers[-1] == {"error": UNAVAILABLE} and second.terminated
    computer.ask("choose", TSORO, 1, "easy", answers.append)
    third = FakeWorker.made[-1]
    third.say({"ready": True})
    third.say({"id": third.posted[0]["id"], "move": "a1"})
    assert answers[-1] == {"id": third.posted[0]["id"], "move": "a1"}
    assert computer.ready and not third.terminated
