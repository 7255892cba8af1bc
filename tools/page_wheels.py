"""Wheels the page installs on demand with micropip, vendored into the site.

- micropip itself, beside Pyodide (web/vendor/pyodide/), where
  ``pyodide.loadPackage("micropip")`` looks for it. Pyodide's lock file
  names the wheel Pyodide's CDN serves; PyPI's wheel of the same version
  has another hash, so the lock entry is corrected to the wheel shipped.
  (micropip carries its own copy of ``packaging``: nothing else is needed.)
- The wheels of tools/page-wheels.txt (segno, for QR codes), pinned by
  hash, and the rules wheel under its real wheel name, all in
  web/build/wheels/ with ``wheels.json`` naming them. That is the stable
  address other Python pages install the rules from (README). Each
  carries its modules' bytecode for the page's interpreter
  (tools/bytecode.py): importing segno's sources was ~0.6-1 s of a first
  Share on a phone-class CPU (4x), compiling.

Downloads are cached in build/page-wheels/, so a rebuild needs no network;
the compiled wheels in build/page-wheels/compiled/, so it needs no Node.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.build import BYTECODE_TOOL, built_from, digest, up_to_date, with_bytecode  # noqa: E402

PINS = ROOT / "tools" / "page-wheels.txt"
CACHE = ROOT / "build" / "page-wheels"
PYODIDE = ROOT / "web" / "vendor" / "pyodide"
WHEELS = ROOT / "web" / "build" / "wheels"
RULES_WHEEL = ROOT / "web" / "build" / "abstrakta-py3-none-any.whl"
INDEX = "wheels.json"
COMPILED = CACHE / "compiled"


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def pinned() -> dict[str, str]:
    """Project name -> pinned version, from tools/page-wheels.txt."""
    pins = {}
    for line in PINS.read_text().splitlines():
        requirement = line.split("#")[0].split()
        if requirement:
            name, _, version = requirement[0].partition("==")
            pins[name] = version
    return pins


def python_version() -> str:
    """The page's Python, as ``3.14``."""
    lock = json.loads((PYODIDE / "pyodide-lock.json").read_text())
    return ".".join(lock["info"]["python"].split(".")[:2])


def download() -> dict[str, Path]:
    """The pinned wheels (from the cache, else from PyPI, hashes checked)."""
    pins = pinned()
    found = {name: list(CACHE.glob(f"{name}-{version}-*.whl")) for name, version in pins.items()}
    if not all(found.values()):
        python = python_version()
        print(f"fetching {', '.join(pins)} for Python {python} (pinned)...", flush=True)
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "--quiet",
                "--disable-pip-version-check",
                "--no-deps",
                "--only-binary=:all:",
                f"--python-version={python}",
                "--require-hashes",
                "-r",
                str(PINS),
                "-d",
                str(CACHE),
            ],
            check=True,
        )
        found = {name: list(CACHE.glob(f"{name}-{pins[name]}-*.whl")) for name in pins}
    return {name: paths[0] for name, paths in found.items()}


def vendor_micropip(wheel: Path) -> None:
    """Put micropip beside Pyodide and make the lock file name its hash."""
    shutil.copy2(wheel, PYODIDE / wheel.name)
    lock_path = PYODIDE / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    entry = lock["packages"]["micropip"]
    entry["file_name"], entry["sha256"] = wheel.name, sha256(wheel)
    lock_path.write_text(json.dumps(lock, separators=(",", ":")))


def site_packages() -> str:
    """Where the page's interpreter unpacks a wheel it loads."""
    return f"/lib/python{python_version()}/site-packages/"


def with_bytecode_cached(wheel: Path) -> Path:
    """``wheel`` with its modules' bytecode beside the sources (compiled
    once per wheel, interpreter and tool)."""
    target = COMPILED / wheel.name
    stamp = COMPILED / (wheel.name + ".stamp")
    want = digest([wheel, PYODIDE / "pyodide.asm.wasm", *BYTECODE_TOOL])
    if not up_to_date(stamp, want, [target]):
        COMPILED.mkdir(parents=True, exist_ok=True)
        with_bytecode(wheel, target, site_packages(), True)
        stamp.write_text(built_from(want, [target]))
    return target


def rules_wheel_name() -> str:
    """The rules wheel's real name (``abstrakta-<version>-py3-none-any.whl``)."""
    with zipfile.ZipFile(RULES_WHEEL) as archive:
        (info,) = {n.split("/")[0] for n in archive.namelist() if ".dist-info/" in n}
    return info.removesuffix(".dist-info") + "-py3-none-any.whl"


def main() -> None:
    wheels = download()
    vendor_micropip(wheels.pop("micropip"))
    if WHEELS.exists():
        shutil.rmtree(WHEELS)
    WHEELS.mkdir(parents=True)
    index = {}
    for name, wheel in wheels.items():
        shutil.copy2(with_bytecode_cached(wheel), WHEELS / wheel.name)
        index[name] = wheel.name
    rules = rules_wheel_name()
    shutil.copy2(RULES_WHEEL, WHEELS / rules)
    index["abstrakta"] = rules
    (WHEELS / INDEX).write_text(json.dumps(index, indent=1) + "\n")


if __name__ == "__main__":
    main()
