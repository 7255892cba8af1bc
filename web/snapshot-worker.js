// Builds this build's memory snapshot off the main thread, after a first
// boot (web/start.mjs starts it): a fresh interpreter with the rules wheel
// and the page's Python unpacked where PyScript's [files] put them and
// imported, then Pyodide's heap, kept in Cache Storage (web/snapshot.mjs).
// Answers {stored, bytes, ms, room, qr} or {stored: false, error, retry}.
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
import { DEFAULT_HEAP, FILES, FILE_HASHES, PYODIDE_URL, heapSize, storeSnapshot } from "./snapshot.mjs";

// What the page and the computer's worker import; heavier modules that
// only some games need are imported too while the heap stays in bounds.
const IMPORTS = `
import importlib, pkgutil, sys
import abstrakta, abstrakta.games, abstrakta.ai, abstrakta.ai.worker
import ui, ui.app, ui.views, ui.pages, ui.words
for package in (abstrakta.games, abstrakta.ai, ui.views, ui.pages, ui.words):
    for module in pkgutil.iter_modules(package.__path__):
        importlib.import_module(f"{package.__name__}.{module.name}")
`;

// The heap the imports left free (bytes), or null: a snapshot must fit in
// Pyodide's default heap, so whatever is added to IMPORTS must fit in
// this. Read from the allocator, without allocating into it:
// free chunks (mallinfo's fordblks) plus what lies beyond the break.
// The benchmark prints it (tools/bench_boot.py).
function heapRoom(pyodide) {
  try {
    const m = pyodide._module;
    const info = m._malloc(40); // struct mallinfo: ten ints
    m._mallinfo(info);
    const free = m.HEAP32[(info >> 2) + 8] >>> 0;
    m._free(info);
    return m.HEAP8.length - (m._sbrk(0) >>> 0) + free;
  } catch {
    return null; // a Pyodide that does not export the allocator's calls
  }
}

// The Share sheet's QR code library (segno, web/ui/qr.py), imported after
// the games when the heap has this much room left (it takes ~1.4 MB): a
// return visit's first Share then skips its import, which held a
// phone-class main thread ~1.7 s (tools/bench_share.py). Without the
// room, Share imports it as on a first visit.
const QR_ROOM = 3 * 1024 * 1024;
const WHEELS = new URL("./build/wheels/", import.meta.url).href;

async function importQrLibrary(pyodide, home) {
  if ((heapRoom(pyodide) ?? 0) < QR_ROOM) return false;
  try {
    const index = await (await fetch(`${WHEELS}wheels.json`)).json();
    const response = await fetch(WHEELS + index.segno);
    if (!response.ok) return false;
    pyodide.unpackArchive(await response.arrayBuffer(), "zip", { extractDir: home });
    pyodide.runPython("import segno");
    return true;
  } catch {
    return false; // offline before it was cached: the snapshot goes without it
  }
}

// Another build's file answered (see FILE_HASHES): nothing is kept, and
// the page tries again on its next visit (web/start.mjs).
class OtherBuild extends Error {}

async function thisBuilds(name) {
  const response = await fetch(FILES[name]);
  if (!response.ok) throw new Error(`${FILES[name]}: ${response.status}`);
  const bytes = await response.arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const hash = Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("").slice(0, 16);
  if (hash !== FILE_HASHES[name]) throw new OtherBuild(`${FILES[name]}: not this build's file`);
  return bytes;
}

async function build() {
  const started = performance.now();
  const pyodide = await loadPyodide({ indexURL: PYODIDE_URL, _makeSnapshot: true });
  const home = "/home/pyodide";
  const [wheel, ui] = await Promise.all(["wheel", "ui"].map(thisBuilds));
  pyodide.unpackArchive(wheel, "zip", { extractDir: home });
  pyodide.unpackArchive(ui, "zip", { extractDir: `${home}/ui` });
  pyodide.runPython(IMPORTS);
  const qr = await importQrLibrary(pyodide, home);
  const room = heapRoom(pyodide);
  const bytes = pyodide.makeMemorySnapshot();
  if (heapSize(bytes) > DEFAULT_HEAP) {
    return { stored: false, bytes: bytes.length, ms: performance.now() - started, room, qr, error: "too large" };
  }
  const stored = await storeSnapshot(bytes);
  return { stored, bytes: bytes.length, ms: performance.now() - started, room, qr };
}

build().then(postMessage, (error) =>
  postMessage({ stored: false, error: String(error), retry: error instanceof OtherBuild }),
);
