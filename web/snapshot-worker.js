// Builds this build's memory snapshot off the main thread, after a first
// boot (web/start.mjs starts it): a fresh interpreter with the rules wheel
// and the page's Python unpacked where PyScript's [files] put them and
// imported, then Pyodide's heap, kept in Cache Storage (web/snapshot.mjs).
// Answers {stored, bytes, ms} or {error}.
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
import { DEFAULT_HEAP, FILES, PYODIDE_URL, heapSize, storeSnapshot } from "./snapshot.mjs";

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

async function build() {
  const started = performance.now();
  const pyodide = await loadPyodide({ indexURL: PYODIDE_URL, _makeSnapshot: true });
  const home = "/home/pyodide";
  const [wheel, ui] = await Promise.all(
    [FILES.wheel, FILES.ui].map(async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.arrayBuffer();
    }),
  );
  pyodide.unpackArchive(wheel, "zip", { extractDir: home });
  pyodide.unpackArchive(ui, "zip", { extractDir: `${home}/ui` });
  pyodide.runPython(IMPORTS);
  const bytes = pyodide.makeMemorySnapshot();
  if (heapSize(bytes) > DEFAULT_HEAP) {
    return { stored: false, bytes: bytes.length, ms: performance.now() - started, error: "too large" };
  }
  const stored = await storeSnapshot(bytes);
  return { stored, bytes: bytes.length, ms: performance.now() - started };
}

build().then(postMessage, (error) => postMessage({ stored: false, error: String(error) }));
