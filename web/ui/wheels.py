"""Packages the page installs on first use, from its own origin.

Nothing here runs at start-up: the first Share sheet asks for ``segno``,
unless the start was restored from a memory snapshot that imported it
(web/snapshot-worker.js, when the heap has room).
The wheels come from web/build/wheels/ (``tools/page_wheels.py``), which
the service worker caches with the rest of the site, so this works
offline too. ``pyodide.loadPackage`` takes a wheel's URL itself: loading
and importing micropip first (as this did) was half of the first Share's
wait on a phone-class CPU (~2 of 3.6 s of main-thread tasks at 4x).
"""

from __future__ import annotations

import json
import sys

import js

WHEELS = "web/build/wheels/"
_installed: set[str] = set()


def address(path: str) -> str:
    """The absolute URL of a path of the site (micropip needs one)."""
    return str(js.URL.new(path, js.document.baseURI).href)


async def need(name: str) -> None:
    """Install the vendored wheel of ``name`` (no dependencies) unless it
    is already there."""
    if name in _installed or name in sys.modules:  # imported in the start-up snapshot
        return
    import pyodide_js

    response = await js.fetch(address(WHEELS + "wheels.json"))
    index = json.loads(str(await response.text()))
    await pyodide_js.loadPackage(address(WHEELS + index[name]))
    _installed.add(name)
