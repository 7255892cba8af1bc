"""A registry whose entries are imported on first use.

The page boots faster when it imports only the game being played: a
registry maps ids to ``"module:attribute"`` and imports an entry when it is
first read. Iterating, ``in`` and ``len`` import nothing.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from typing import Generic, TypeVar

T = TypeVar("T")


class LazyRegistry(Mapping[str, T], Generic[T]):
    def __init__(self, entries: dict[str, str]) -> None:
        self._entries = dict(entries)

    def __getitem__(self, key: str) -> T:
        module, _, attribute = self._entries[key].partition(":")
        return getattr(importlib.import_module(module), attribute)  # type: ignore[no-any-return]

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def module_of(self, key: str) -> str:
        """The module that defines ``key``'s entry (without importing it)."""
        return self._entries[key].partition(":")[0]
