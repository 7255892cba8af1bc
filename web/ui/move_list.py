"""Subscriber: the list of moves played, updated (never rebuilt): only the
moves that differ from what is listed are removed or added, so a long game
costs a move no more than a short one."""

from __future__ import annotations

from typing import Protocol

from abstrakta.core import SIMULTANEOUS
from ui.i18n import rules_text, t
from ui.session import Session
from ui.store import PLAY, Change, Store

#: Longer moves (a whole random layout) are cut short in the list.
MOVE_SHOWN = 16


class Listing(Protocol):
    def truncate(self, count: int) -> None:
        """Keep the first ``count`` items."""
        ...

    def append(self, text: str, title: str) -> None: ...

    def mark_current(self, count: int) -> None:
        """Mark item ``count - 1`` as the position shown (none if 0)."""
        ...


def move_words(session: Session, mover: int, move: str) -> str:
    if mover >= 0:
        who = rules_text(session.state.seat_name(mover))
    elif mover == SIMULTANEOUS:
        who = t("vote")
    else:
        who = t("chance")
    # A layout drawn at random is a long string: its start names it.
    shown = move if len(move) <= MOVE_SHOWN else move[: MOVE_SHOWN - 1] + "…"
    return f"{who}: {shown}"


class MoveList:
    def __init__(self, listing: Listing) -> None:
        self.listing = listing
        self.listed: list[tuple[int, str]] = []
        self.current = -1

    def __call__(self, store: Store, change: Change) -> None:
        session = store.session
        if session is None or store.screen != PLAY:
            return
        if not (change.position or change.texts or change.screen):
            return
        moves = session.moves_played()
        keep = 0 if change.texts or change.new_game else common_prefix(self.listed, moves)
        if keep < len(self.listed):
            self.listing.truncate(keep)
            del self.listed[keep:]
        for mover, move in moves[keep:]:
            self.listing.append(move_words(session, mover, move), move)
            self.listed.append((mover, move))
        if keep < len(moves) or self.current != len(moves):
            self.current = len(moves)
            self.listing.mark_current(len(moves))


def common_prefix(a: list[tuple[int, str]], b: list[tuple[int, str]]) -> int:
    count = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        count += 1
    return count
