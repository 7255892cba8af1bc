"""End-to-end helpers: Debian's Chromium and a watched page.

Every page records its console errors and every request it makes, so a
test can assert that nothing broke and nothing left the app's origin.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from playwright.sync_api import BrowserContext, Page

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "e2e" / "artifacts"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
]
#: Pyodide boots in a few seconds here; a loaded CI machine needs more.
BOOT_TIMEOUT_MS = 90_000


@dataclass
class Watched:
    """A page with what it logged and fetched."""

    page: Page
    base: str
    errors: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)

    def open(self, fragment: str = "") -> Page:
        self.page.goto(self.base + (("#" + fragment) if fragment else ""))
        self.wait_ready()
        return self.page

    def wait_ready(self) -> None:
        self.page.wait_for_function(
            "window.abstrakta && document.documentElement.classList.contains('python-ready')",
            timeout=BOOT_TIMEOUT_MS,
        )

    def foreign_requests(self) -> list[str]:
        origin = urlsplit(self.base)
        return [
            url
            for url in self.requests
            if not url.startswith(("data:", "blob:")) and urlsplit(url).netloc != origin.netloc
        ]

    def api(self, expression: str, *args: object) -> object:
        return self.page.evaluate(expression, list(args) if args else None)


def watch(context: BrowserContext, base: str) -> Watched:
    page = context.new_page()
    watched = Watched(page, base)
    page.on(
        "console",
        lambda message: watched.errors.append(message.text) if message.type == "error" else None,
    )
    page.on("pageerror", lambda error: watched.errors.append(str(error)))
    page.on("request", lambda request: watched.requests.append(request.url))
    return watched


def spots(page: Page) -> dict[str, list[float]]:
    """The board's named places and where they are (``abstrakta.spots()``)."""
    return page.evaluate("abstrakta.spots()")  # type: ignore[no-any-return]


def tap_spot(page: Page, name: str, touch: bool = False) -> None:
    """Tap (``touch``) or click the board at one of ``abstrakta.spots()``,
    which must be on the canvas (a player could not reach it otherwise)."""
    board = page.locator("#board")
    board.scroll_into_view_if_needed()
    x, y = spots(page)[name]
    box = board.bounding_box()
    assert box is not None
    assert 0 <= x <= box["width"] and 0 <= y <= box["height"], f"{name} is off the canvas"
    tap_board(page, x, y, touch)


def tap_board(page: Page, x: float, y: float, touch: bool = False) -> None:
    """Tap (``touch``) or click the board at (x, y) of its canvas, in CSS px."""
    box = page.locator("#board").bounding_box()
    assert box is not None
    if touch:
        page.touchscreen.tap(box["x"] + x, box["y"] + y)
    else:
        page.mouse.click(box["x"] + x, box["y"] + y)


#: Two people, each game from a fixed start, so a game played out is the
#: same on every run: a random Asterismo pour could end the game at its
#: first take (seen in CI: a two-line move list), a random Tantrix bag too.
FIXED_STARTS = {
    "tantrix": "v1~tantrix~players.2_colours.auto~d48_d42_d23_d14_d29_d22_d45_d16_d27_d34_d52_d28",
    "asterismo": "v1~asterismo~players.2_silent.no~00EbOyaAWt7dIZIN33e8u.HuwXt3ogEc5RE06g1",
}

#: The phone the product is judged on, and a small one (HiDPI, 360x640).
PHONE: dict[str, Any] = {
    "viewport": {"width": 390, "height": 844},
    "is_mobile": True,
    "has_touch": True,
}
SMALL_PHONE: dict[str, Any] = {
    "viewport": {"width": 360, "height": 640},
    "device_scale_factor": 3,
    "is_mobile": True,
    "has_touch": True,
}


def phone(small: bool = False, **overrides: Any) -> dict[str, Any]:
    """Options of a browser context that is a phone (``browser.new_context``)."""
    return {**(SMALL_PHONE if small else PHONE), **overrides}


def people_play(page: Page) -> None:
    """On the new-game screen, a person in every seat (the first time, the
    other seats are the computer's)."""
    page.locator("#dialog input[name^=seat][value=person]").evaluate_all(
        "radios => radios.forEach((radio) => radio.click())"
    )
