"""Fixtures shared by the CPython tests."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Iterator
from types import ModuleType, SimpleNamespace

import pytest
from ui.i18n import set_language


@pytest.fixture
def italian() -> Iterator[None]:
    """The page's words in Italian for one test, English again after it."""
    set_language("it")
    try:
        yield
    finally:
        set_language("en")


@pytest.fixture
def page_module(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[str], ModuleType]]:
    """Imports a module of the page (``ui.views.tantrix``) with stand-ins
    for Pyodide's ``js`` and ``pyodide.ffi``, for what of it never touches
    the page (geometry, bookkeeping); the page's modules imported so (the
    ones that may hold the stand-ins) are dropped again afterwards. The
    rules' modules stay: a game registers its messages once.

    A dropped module is unbound from its package too (``ui.storage`` from
    ``ui``, which stays): ``from ui import storage`` reads that attribute
    first, so a later test was handed the module an earlier one dropped,
    with that test's stand-ins and storage."""
    ffi = SimpleNamespace(create_once_callable=None, create_proxy=None)
    monkeypatch.setitem(sys.modules, "js", SimpleNamespace(window=SimpleNamespace()))
    monkeypatch.setitem(sys.modules, "pyodide", SimpleNamespace(ffi=ffi))
    monkeypatch.setitem(sys.modules, "pyodide.ffi", ffi)
    loaded = set(sys.modules)
    yield importlib.import_module
    for name in set(sys.modules) - loaded:
        if name == "ui" or name.startswith("ui."):
            module = sys.modules.pop(name)
            package, _, attribute = name.rpartition(".")
            parent = sys.modules.get(package)
            if parent is not None and getattr(parent, attribute, None) is module:
                delattr(parent, attribute)
