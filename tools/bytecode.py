"""Python bytecode for the archives the page unpacks, so an interpreter
started without a memory snapshot imports instead of compiling.

Pyodide's npm package ships its standard library as sources, and the
rules wheel and ui.zip are sources too: a first visit (or a page that may
not store a snapshot) compiled every module it imported, in the page and
again in each worker, ~1.2 s of CPU unthrottled, more than half of the
first visit's wait on a phone-class CPU (BENCHMARKS.md, "A first visit on
a phone-class CPU").

This runs inside the vendored Pyodide itself (``tools/bytecode.mjs`` starts
it in Node), so the bytecode is the page's interpreter's own version; its
tests run it in the host's CPython. The bytecode is "unchecked hash-based":
the interpreter loads it without reading the source, which in the browser
never changes after it is unpacked.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import py_compile
import sys
import tempfile
import zipfile
from pathlib import Path


def standard_library() -> str:
    """Where this interpreter's standard library zip is, as on sys.path."""
    return next(p for p in sys.path if p.endswith(".zip")) + "/"


def compiled(source: bytes, runtime_path: str, scratch: Path) -> bytes | None:
    """The ``.pyc`` of a module's source (None if it does not compile);
    tracebacks name ``runtime_path``, where the module is at run time."""
    py, pyc = scratch / "module.py", scratch / "module.pyc"
    py.write_bytes(source)
    try:
        py_compile.compile(
            str(py),
            cfile=str(pyc),
            dfile=runtime_path,
            doraise=True,
            invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
        )
    except py_compile.PyCompileError:
        return None
    return pyc.read_bytes()


def compile_archive(source: str, target: str, prefix: str, keep_sources: bool) -> int:
    """Write ``target``: the zip ``source`` with every module's bytecode.

    ``prefix`` is where the archive's files are at run time. With
    ``keep_sources`` each ``.pyc`` goes in ``__pycache__`` beside its
    source (an unpacked package: tracebacks still quote the lines); without,
    it replaces the source (a zip on sys.path, which zipimport reads
    without a ``__pycache__``; the standard library's way, as Pyodide's own
    CDN ships it). A wheel's RECORD lists the bytecode too, so the wheel
    stays valid. Returns how many modules were compiled.
    """
    added: list[str] = []
    with (
        tempfile.TemporaryDirectory() as scratch,
        zipfile.ZipFile(source) as archive,
        zipfile.ZipFile(target + ".part", "w", zipfile.ZIP_DEFLATED) as out,
    ):
        entries = archive.infolist()
        record = next((e for e in entries if e.filename.endswith(".dist-info/RECORD")), None)
        for entry in entries:
            if entry is record:
                continue  # written last, with the bytecode's lines
            data = archive.read(entry)
            name = entry.filename
            pyc = compiled(data, prefix + name, Path(scratch)) if name.endswith(".py") else None
            if pyc is None or keep_sources:
                out.writestr(entry, data)
            if pyc is not None:
                where = importlib.util.cache_from_source(name) if keep_sources else name + "c"
                out.writestr(zipfile.ZipInfo(where, entry.date_time), pyc, zipfile.ZIP_DEFLATED)
                added.append(record_line(where, pyc))
        if record is not None:
            lines = archive.read(record).decode().rstrip("\n") + "\n"
            out.writestr(record, (lines + "".join(added)).encode())
    Path(target + ".part").replace(target)
    return len(added)


def record_line(name: str, data: bytes) -> str:
    """A wheel RECORD's line for a file (PEP 376: urlsafe base64 SHA-256)."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}\n"


def compile_archives(jobs: list[dict[str, object]]) -> None:
    """Each job: ``source``, ``target``, ``prefix`` (None: the standard
    library's zip) and ``keep_sources``, as ``compile_archive`` takes them."""
    for job in jobs:
        prefix = job["prefix"] or standard_library()
        count = compile_archive(
            str(job["source"]), str(job["target"]), str(prefix), bool(job["keep_sources"])
        )
        print(f"bytecode: {count} modules of {Path(str(job['target'])).name}", flush=True)
