"""The build's step for micropip: the lock file names the wheel shipped."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from tools import page_wheels


def test_the_lock_entry_gets_the_shipped_wheels_hash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pyodide = tmp_path / "pyodide"
    pyodide.mkdir()
    lock = {"packages": {"micropip": {"file_name": "cdn.whl", "sha256": "0" * 64}, "x": {}}}
    (pyodide / "pyodide-lock.json").write_text(json.dumps(lock))
    wheel = tmp_path / "micropip-9.9-py3-none-any.whl"
    wheel.write_bytes(b"a wheel from PyPI")
    monkeypatch.setattr(page_wheels, "PYODIDE", pyodide)
    page_wheels.vendor_micropip(wheel)
    entry = json.loads((pyodide / "pyodide-lock.json").read_text())["packages"]["micropip"]
    assert entry["file_name"] == wheel.name
    assert entry["sha256"] == hashlib.sha256(b"a wheel from PyPI").hexdigest()
    assert (pyodide / wheel.name).read_bytes() == b"a wheel from PyPI"


def test_the_pins_name_micropip_and_segno() -> None:
    assert set(page_wheels.pinned()) == {"micropip", "segno"}
