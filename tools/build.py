"""Build what the page loads, into git-ignored folders; quick when up to date.

- web/vendor/: Pyodide and PyScript copied from the pinned npm packages
  (tools/npm/package-lock.json); never committed, never from a CDN.
  Pyodide's standard library is shipped as bytecode (tools/bytecode.py).
- web/build/: the rules wheel (a real wheel built from pyproject.toml) and
  ui.zip (the page's Python, web/ui/), both unpacked by PyScript's [files],
  each with its modules' bytecode beside the sources.
- dist/: the self-contained static site (what `make serve` serves and
  GitHub Pages hosts): the app's files; sw.js with the runtime's files
  (web/vendor, a cache named by the runtime's version) and the app's files
  with the hash of each one's content (so an update downloads only what
  changed); web/snapshot.mjs with the key of this build's interpreter
  snapshot (Pyodide's version and the hash of the Python it imports).
"""

from __future__ import annotations

import hashlib
import html
import json
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.early_guides import with_guides  # noqa: E402

NPM_DIR = ROOT / "tools" / "npm"
VENDOR = ROOT / "web" / "vendor"
BUILD = ROOT / "web" / "build"

#: What the page needs of each npm package (source dir -> files or globs).
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
WHEEL_NAME = "abstrakta-py3-none-any.whl"
DIST = ROOT / "dist"

#: What the site is made of (files, or folders taken whole).
SITE = (
    "index.html",
    "pyscript.toml",
    "web/app.css",
    "web/boot.js",
    "web/early-guide.js",
    "web/early-saved.js",
    "web/early-game.js",
    "web/early-language.js",
    "web/start.mjs",
    "web/snapshot.mjs",
    "web/snapshot-worker.js",
    "web/ai-worker.js",
    "web/app.py",
    "web/manifest.webmanifest",
    "web/icons",
    "web/build",
    "web/vendor",
)
#: PyScript's editor and terminal plugins (turned off in pyscript.toml) and
#: the MicroPython interpreter are never loaded: they stay out of the site.
NOT_SHIPPED = ("codemirror", "xterm", "mpy-", ".map", ".stamp", ".wheel-stamp", ".ui-stamp")


def digest(paths: list[Path]) -> str:
    h = hashlib.sha256()
    for path in sorted(paths):
        h.update(str(path.relative_to(ROOT)).encode())
        h.update(path.read_bytes())
    return h.hexdigest()[:16]


#: Where the page's interpreter unpacks the rules wheel and ui.zip.
HOME = "/home/pyodide/"
BYTECODE_TOOL = (ROOT / "tools" / "bytecode.py", ROOT / "tools" / "bytecode.mjs")


def with_bytecode(source: Path, target: Path, prefix: str | None, keep_sources: bool) -> None:
    """Write ``target``: the zip ``source`` with its modules compiled by the
    vendored Pyodide in Node (prefix None: the standard library's zip)."""
    job = {
        "source": str(source.resolve()),
        "target": str(target.resolve()),
        "prefix": prefix,
        "keep_sources": keep_sources,
    }
    subprocess.run(["node", str(BYTECODE_TOOL[1]), json.dumps([job])], check=True)


def built_from(inputs: str, outputs: list[Path]) -> str:
    """A stamp's text: the digest of a step's inputs and of what it wrote
    (so an output that another build overwrote is made again)."""
    return inputs + "-" + digest(outputs)


def up_to_date(stamp: Path, inputs: str, outputs: list[Path]) -> bool:
    return (
        stamp.exists()
        and all(p.exists() for p in outputs)
        and stamp.read_text() == built_from(inputs, outputs)
    )


def vendor() -> None:
    """Copy Pyodide and PyScript from npm into web/vendor (if stale)."""
    lock = NPM_DIR / "package-lock.json"
    stamp = VENDOR / ".stamp"
    want = digest([lock, Path(__file__), *BYTECODE_TOOL])
    stdlib = VENDOR / "pyodide" / "python_stdlib.zip"
    if up_to_date(stamp, want, [stdlib]):
        return
    modules = NPM_DIR / "node_modules"
    installed = modules / ".abstrakta-lock"
    if not installed.exists() or installed.read_text() != want:
        print("fetching Pyodide and PyScript from npm (pinned)...", flush=True)
        subprocess.run(
            ["npm", "ci", "--no-audit", "--no-fund", "--ignore-scripts"], cwd=NPM_DIR, check=True
        )
        installed.write_text(want)
    if VENDOR.exists():
        shutil.rmtree(VENDOR)
    (VENDOR / "pyodide").mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(modules / "pyodide" / name, VENDOR / "pyodide" / name)
    with_bytecode(modules / "pyodide" / stdlib.name, stdlib, None, False)
    shutil.copytree(
        modules / "@pyscript" / "core" / "dist",
        VENDOR / "pyscript",
        ignore=shutil.ignore_patterns("*.map"),
    )
    stamp.write_text(built_from(want, [stdlib]))
    print(f"vendored into {VENDOR.relative_to(ROOT)}", flush=True)


def wheel() -> None:
    """Build the rules wheel if any of its sources changed, with the
    bytecode of the page's interpreter (listed in its RECORD: a real wheel
    still; other Pythons ignore bytecode not of their version)."""
    sources = [p for p in (ROOT / "abstrakta").rglob("*.py")] + [ROOT / "pyproject.toml"]
    stamp = BUILD / ".wheel-stamp"
    want = digest([*sources, *BYTECODE_TOOL])
    target = BUILD / WHEEL_NAME
    if up_to_date(stamp, want, [target]):
        return
    BUILD.mkdir(parents=True, exist_ok=True)
    out = ROOT / "build" / "wheel"
    shutil.rmtree(out, ignore_errors=True)
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "--quiet",
            "-w",
            str(out),
            str(ROOT),
        ],
        check=True,
    )
    (built,) = out.glob("abstrakta-*.whl")
    # A fixed name keeps pyscript.toml free of the version number.
    with_bytecode(built, target, HOME, True)
    stamp.write_text(built_from(want, [target]))
    print(f"built {built.name} -> web/build/{WHEEL_NAME}", flush=True)


def ui_zip() -> None:
    """Zip the page's Python (web/ui) for one fetch instead of one per
    file, with its bytecode (if any of it changed)."""
    sources = sorted((ROOT / "web" / "ui").rglob("*.py"))
    stamp = BUILD / ".ui-stamp"
    want = digest([*sources, *BYTECODE_TOOL])
    target = BUILD / "ui.zip"
    if up_to_date(stamp, want, [target]):
        return
    BUILD.mkdir(parents=True, exist_ok=True)
    plain = ROOT / "build" / "ui-sources.zip"
    plain.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(plain, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sources:
            info = zipfile.ZipInfo(str(path.relative_to(ROOT / "web" / "ui")))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, path.read_bytes())
    with_bytecode(plain, target, HOME + "ui/", True)
    stamp.write_text(built_from(want, [target]))


def site_files() -> list[Path]:
    """Every file of the site, as paths relative to the repository."""
    files: list[Path] = []
    for entry in SITE:
        path = ROOT / entry
        found = sorted(p for p in path.rglob("*") if p.is_file()) if path.is_dir() else [path]
        files.extend(
            p.relative_to(ROOT) for p in found if not any(skip in p.name for skip in NOT_SHIPPED)
        )
    return files


GAME_LIST_MARK = re.compile(r"<!-- games:[^>]*-->")


def game_list() -> str:
    """The home list's items, one per game, from the rules registry and each
    game's page manifest (static HTML: it paints before Python starts)."""
    sys.path[:0] = [str(ROOT), str(ROOT / "web")]
    from ui.howto import guide
    from ui.i18n import italian_a
    from ui.page_game import page_game

    from abstrakta.games import GAMES

    items = []
    for game_id in GAMES:
        page = page_game(game_id)
        name = html.escape(GAMES[game_id].name)
        items.append(
            f'\n      <li><button type="button" data-game="{game_id}" disabled>'
            f"<b>{name}</b><small>"
            f'<span class="en">{html.escape(page.tagline_en)}</span>'
            f'<span class="it">{html.escape(page.tagline_it)}</span></small></button>'
            f'<button type="button" class="howto-open" data-howto="{game_id}" disabled>'
            '<span class="en">How to play</span><span class="it">Come si gioca</span>'
            # Five buttons alike on sight: a screen reader hears which game.
            f'<span class="en visually-hidden"> {name}</span>'
            f'<span class="it visually-hidden"> {italian_a(name)}</span>'
            "</button>"
            # What the game is, read while an address opening it loads (app.css).
            '<p class="opening-about">'
            f'<span class="en">{html.escape(guide(game_id, "en").intro)}</span>'
            f'<span class="it">{html.escape(guide(game_id, "it").intro)}</span></p></li>'
        )
    return "".join(items) + "\n    "


def with_game_list(page: str) -> str:
    """index.html with the game list where its marker stands."""
    page, count = GAME_LIST_MARK.subn(lambda _: game_list(), page)
    if count != 1:
        raise SystemExit("index.html must hold one '<!-- games: ... -->' marker")
    return page


def dist(out: Path = DIST) -> None:
    """Assemble the static site in ``out`` (copying only what changed)."""
    files = site_files()
    out.mkdir(parents=True, exist_ok=True)
    wanted = {out / f for f in files} | {out / "sw.js"}
    for stale in [p for p in out.rglob("*") if p.is_file() and p not in wanted]:
        stale.unlink()
    for relative in files:
        source, target = ROOT / relative, out / relative
        data = source.read_bytes()
        if relative == Path("index.html"):
            data = with_guides(with_game_list(data.decode())).encode()
        if not target.exists() or target.stat().st_size != len(data) or target.read_bytes() != data:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
    stamp(out)


def npm_version(package: str) -> str:
    lock = json.loads((NPM_DIR / "package-lock.json").read_text())
    return str(lock["packages"][f"node_modules/{package}"]["version"])


def file_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


SNAPSHOT_KEY = re.compile(r'export const SNAPSHOT_KEY = "[^"]*";')
FILE_HASHES = re.compile(r"export const FILE_HASHES = \{[^}]*\};")
#: The files the snapshot worker unpacks (web/snapshot.mjs's FILES), each
#: checked there against its hash.
SNAPSHOT_FILES = {"wheel": f"build/{WHEEL_NAME}", "ui": "build/ui.zip"}
#: What a snapshot holds: the Python it imports and the code that builds it.
SNAPSHOT_INPUTS = (
    f"web/build/{WHEEL_NAME}",
    "web/build/ui.zip",
    "web/build/wheels/wheels.json",  # segno's version (imported when there is room)
    "web/snapshot-worker.js",
    "web/snapshot.mjs",
    "web/vendor/pyodide/pyodide.asm.wasm",
    "web/vendor/pyodide/python_stdlib.zip",
)


def stamp(out: Path) -> None:
    """Fill in what depends on the built files of ``out``: the snapshot key
    in web/snapshot.mjs, then sw.js's lists (also run by the update test on
    a changed copy of dist/)."""
    module = out / "web" / "snapshot.mjs"
    source = SNAPSHOT_KEY.sub('export const SNAPSHOT_KEY = "dev";', module.read_text())
    hashes = {name: file_hash(out / "web" / path) for name, path in SNAPSHOT_FILES.items()}
    source = FILE_HASHES.sub(f"export const FILE_HASHES = {json.dumps(hashes)};", source)
    key = hashlib.sha256()
    for name in SNAPSHOT_INPUTS:
        data = source.encode() if name == "web/snapshot.mjs" else (out / name).read_bytes()
        key.update(name.encode() + b"\0" + hashlib.sha256(data).digest())
    tag = f"pyodide-{npm_version('pyodide')}-{key.hexdigest()[:16]}"
    module.write_text(SNAPSHOT_KEY.sub(f'export const SNAPSHOT_KEY = "{tag}";', source))

    files = sorted(
        p.relative_to(out).as_posix()
        for p in out.rglob("*")
        if p.is_file() and p.relative_to(out).as_posix() != "sw.js"
    )
    runtime = [f for f in files if f.startswith("web/vendor/")]
    app = {("./" if f == "index.html" else f"./{f}"): file_hash(out / f) for f in files}
    app = {url: hash_ for url, hash_ in app.items() if not url.startswith("./web/vendor/")}
    runtime_hash = hashlib.sha256("".join(f + file_hash(out / f) for f in runtime).encode())
    runtime_version = (
        f"pyodide-{npm_version('pyodide')}-pyscript-{npm_version('@pyscript/core')}"
        f"-{runtime_hash.hexdigest()[:8]}"
    )
    version = hashlib.sha256(json.dumps(app, sort_keys=True).encode()).hexdigest()[:16]
    worker = (ROOT / "web" / "sw.js").read_text()
    for name, value in (
        ("VERSION", version),
        ("RUNTIME_VERSION", runtime_version),
    ):
        worker = worker.replace(f'const {name} = "dev";', f"const {name} = {json.dumps(value)};")
    runtime_urls = json.dumps([f"./{f}" for f in runtime])
    worker = worker.replace("const RUNTIME_FILES = [];", f"const RUNTIME_FILES = {runtime_urls};")
    worker = worker.replace("const APP_FILES = {};", f"const APP_FILES = {json.dumps(app)};")
    (out / "sw.js").write_text(worker)


def page_wheels() -> None:
    """micropip and the wheels the page installs on demand (its own tool)."""
    subprocess.run([sys.executable, str(ROOT / "tools" / "page_wheels.py")], check=True)


def main(argv: list[str]) -> None:
    steps = {"vendor": vendor, "wheel": wheel, "ui": ui_zip, "wheels": page_wheels, "dist": dist}
    for name in argv or list(steps):
        steps[name]()


if __name__ == "__main__":
    main(sys.argv[1:])
