"""A start without a memory snapshot imports bytecode, not sources: the
standard library's zip holds only bytecode, and the rules and the page's
Python carry theirs beside the sources, all of the page's interpreter's
version (tools/bytecode.py), so nothing is compiled on a first visit.
Nor on its first Share: segno's wheel carries its bytecode too
(tools/page_wheels.py)."""

from __future__ import annotations

import ast

from playwright.sync_api import Browser

from e2e.harness import watch
from e2e.test_computer import IN_THE_PAGE
from e2e.test_share import TSORO, open_sheet

#: Per loaded module: (name, where its code came from, its bytecode's
#: magic number and flags match the interpreter's unchecked-hash pycs).
HOW_MODULES_LOADED = """(lambda sys, os, util: repr(sorted(
    (name, 'zip' if '.zip/' in (m.__file__ or '') else 'home',
     (m.__file__ or '').endswith('.pyc') if '.zip/' in (m.__file__ or '') else
     (os.path.exists(m.__cached__) and open(m.__cached__, 'rb').read(8)
      == util.MAGIC_NUMBER + (1).to_bytes(4, 'little')))
    for name, m in list(sys.modules.items())
    if (getattr(m, '__file__', None) or '').endswith(('.py', '.pyc'))
    and ('.zip/' in m.__file__ or m.__file__.startswith(('/home/pyodide/', '/lib/python')))
    and getattr(m.__spec__, "origin", None) != "frozen"
)))(__import__('sys'), __import__('os'), __import__('importlib.util').util)"""


def loaded_on_a_first_visit(browser: Browser, server: str, share: bool) -> list[tuple]:
    """HOW_MODULES_LOADED's answer on a first visit (after its first Share
    if ``share``)."""
    context = browser.new_context(service_workers="block")
    app = watch(context, server)
    page = app.open(TSORO)
    assert page.evaluate("abstraktaBoot.restored") is False, "a first visit starts normally"
    if share:
        open_sheet(page)
    loaded = ast.literal_eval(str(page.evaluate(IN_THE_PAGE, HOW_MODULES_LOADED)))
    context.close()
    return loaded


def test_a_first_visit_imports_bytecode_of_its_own_interpreter(
    browser: Browser, server: str
) -> None:
    loaded = loaded_on_a_first_visit(browser, server, share=False)
    stdlib = [name for name, where, _ in loaded if where == "zip"]
    ours = {name.split(".")[0] for name, where, _ in loaded if where == "home"}
    assert len(stdlib) > 50 and {"abstrakta", "ui"} <= ours, loaded
    # PyScript writes its own package's sources into the file system at
    # start (8 ms of compiling unthrottled): left as they are.
    compiled_here = [name for name, _, from_bytecode in loaded if not from_bytecode]
    assert [name for name in compiled_here if name.split(".")[0] != "pyscript"] == []


def test_the_first_share_imports_segnos_bytecode(browser: Browser, server: str) -> None:
    loaded = loaded_on_a_first_visit(browser, server, share=True)
    segno = [(name, from_bytecode) for name, _, from_bytecode in loaded if name.startswith("segno")]
    assert len(segno) > 3, loaded
    assert [name for name, from_bytecode in segno if not from_bytecode] == []
