"""Packages the page installs on first use, from its own origin, with micropip.

Nothing here runs at start-up: the first Share sheet asks for ``segno``.
micropip comes from beside Pyodide (its lock entry names our copy), the
wheels from web/build/wheels/ (``tools/page_wheels.py``); the service
worker caches both with the rest of the site, so this works offline too.
"""

from __future__ import annotations

import json

import js

WHEELS = "web/build/wheels/"
_installed: set[str] = set()


def address(path: str) -> str:
    """The absolute URL of a path of the site (micropip needs one)."""
    return str(js.URL.new(path, js.document.baseURI).href)


async def need(name: str) -> None:
    """Install the vendored wheel of ``name`` unless it is already there."""
    if name in _installed:
        return
    import pyodide_js

    await pyodide_js.loadPackage("micropip", checkIntegrity=True)
    import micropip

    response = await js.fetch(address(WHEELS + "wheels.json"))
    index = json.loads(str(await response.text()))
    await micropip.install(address(WHEELS + index[name]), deps=False)
    _installed.add(name)
