"""The build's bytecode step (tools/bytecode.py), run by the host's CPython
here (the build runs it in the vendored Pyodide, for the page's version):
an interpreter imports the bytecode, not the source."""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import subprocess
import sys
import zipfile
from pathlib import Path

from tools import bytecode

MODULE = b"VALUE = 1\n\n\ndef where() -> str:\n    return where.__code__.co_filename\n"


def archive(path: Path, files: dict[str, bytes]) -> str:
    with zipfile.ZipFile(path, "w") as out:
        for name, data in files.items():
            out.writestr(name, data)
    return str(path)


def python(code: str, path: str) -> str:
    """Run ``code`` in a fresh interpreter with ``path`` first on sys.path."""
    run = [sys.executable, "-c", f"import sys; sys.path.insert(0, {path!r}); {code}"]
    return subprocess.run(run, capture_output=True, text=True, check=True).stdout.strip()


def test_an_unpacked_package_imports_its_bytecode_not_its_source(tmp_path: Path) -> None:
    source = archive(tmp_path / "in.zip", {"pkg/__init__.py": b"", "pkg/mod.py": MODULE})
    target = str(tmp_path / "out.zip")
    assert bytecode.compile_archive(source, target, "/home/pyodide/", keep_sources=True) == 2
    unpacked = tmp_path / "home"
    zipfile.ZipFile(target).extractall(unpacked)
    # The source changed after the build: only its bytecode still says 1.
    (unpacked / "pkg" / "mod.py").write_bytes(MODULE.replace(b"VALUE = 1", b"VALUE = 2"))
    assert python("import pkg.mod; print(pkg.mod.VALUE)", str(unpacked)) == "1"


def test_a_zip_on_the_path_holds_bytecode_in_place_of_the_sources(tmp_path: Path) -> None:
    source = archive(tmp_path / "in.zip", {"mod.py": MODULE, "data.txt": b"kept"})
    target = tmp_path / "lib.zip"
    assert bytecode.compile_archive(source, str(target), "/lib/x.zip/", keep_sources=False) == 1
    assert sorted(zipfile.ZipFile(target).namelist()) == ["data.txt", "mod.pyc"]
    said = python("import mod; print(mod.VALUE, mod.__file__, mod.where())", str(target))
    # Tracebacks name where the module is at run time.
    assert said == f"1 {target}/mod.pyc /lib/x.zip/mod.py"


def test_a_module_that_does_not_compile_keeps_its_source(tmp_path: Path) -> None:
    source = archive(tmp_path / "in.zip", {"good.py": MODULE, "bad.py": b"def (:\n"})
    target = tmp_path / "out.zip"
    assert bytecode.compile_archive(source, str(target), "/", keep_sources=False) == 1
    assert sorted(zipfile.ZipFile(target).namelist()) == ["bad.py", "good.pyc"]


def test_a_wheels_record_lists_its_bytecode(tmp_path: Path) -> None:
    record = "pkg/mod.py,sha256=x,30\npkg-1.dist-info/RECORD,,"
    files = {"pkg/mod.py": MODULE, "pkg-1.dist-info/RECORD": record.encode()}
    source = archive(tmp_path / "pkg-1-py3-none-any.whl", files)
    target = tmp_path / "out.whl"
    bytecode.compile_archive(source, str(target), "/home/", keep_sources=True)
    with zipfile.ZipFile(target) as wheel:
        lines = wheel.read("pkg-1.dist-info/RECORD").decode().splitlines()
        pyc = importlib.util.cache_from_source("pkg/mod.py")
        digest = base64.urlsafe_b64encode(hashlib.sha256(wheel.read(pyc)).digest())
        size = len(wheel.read(pyc))
    assert lines == [*record.splitlines(), f"{pyc},sha256={digest.rstrip(b'=').decode()},{size}"]
