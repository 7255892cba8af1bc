"""A link from a newer version of the app (``record_newer``). Its message
says the update's Reload will open it, which holds only if the site has
that version. So the page asks the service worker to look for it at once
(``abstraktaBoot.checkForUpdate``): if the version is there, the update
banner shows and its Reload opens the link; if the site has nothing newer
than this copy (a hand-edited or mistyped link, or a version not out
yet), the message says so instead of promising an update that never
comes. Offline nothing can be known, and the message stays as it is.

Pure Python: the check comes in as a coroutine function.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from ui.i18n import t
from ui.store import HOME, Store

#: Looks for a newer version: "found", "none" or "unknown".
Check = Callable[[], Awaitable[str]]


class NewerLink:
    def __init__(self, store: Store, check: Check) -> None:
        self.store = store
        self.check = check
        #: The checks under way (a task nobody holds may be collected).
        self._tasks: set[asyncio.Future[None]] = set()

    def __call__(self, message: str) -> None:
        """The page has just said ``message`` for such a link: check."""
        task = asyncio.ensure_future(self.settle(message))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def settle(self, message: str) -> None:
        try:
            answer = str(await self.check())
        except Exception:  # the browser's check failed: nothing is known
            return
        shown = self.store.visible_message()
        still = shown is not None and shown.text == message and shown.screen == HOME
        if answer == "none" and still:
            self.store.say(t("newer_link_none"))
