// PyScript's interpreter (pyscript.toml): Pyodide's own loadPyodide, started
// from this build's memory snapshot when one is kept (web/snapshot.mjs),
// else normally; after a normal start that reached an interactive board,
// the snapshot for the next visit is built in a Worker, off the main thread.
import { loadPyodide as loadNormally, version } from "./vendor/pyodide/pyodide.mjs";
import { PYODIDE_URL, enabled, hasSnapshot, loadFromSnapshot } from "./snapshot.mjs";

export { version };

// Where the browser denies storage (boot.js marks it) nothing is kept.
const storage = () => enabled && !document.documentElement.classList.contains("no-storage");

export async function loadPyodide(options = {}) {
  // PyScript derives indexURL from this module's folder: Pyodide is elsewhere.
  const config = { ...options, indexURL: PYODIDE_URL };
  window.abstraktaBoot?.phase("python");
  if (!storage()) return loadNormally(config);
  const [pyodide, restored] = await loadFromSnapshot(loadNormally, config);
  window.abstraktaBoot?.started(restored);
  if (!restored) window.abstrakta?.ready.then(buildLater, () => {});
  return pyodide;
}

// The board is up: build the next visit's snapshot once the page is idle,
// in a Worker (its heavy work never blocks this page).
function buildLater() {
  const idle = window.requestIdleCallback ?? ((f) => setTimeout(f, 1000));
  idle(
    async () => {
      if (await hasSnapshot()) return;
      const worker = new Worker(new URL("./snapshot-worker.js", import.meta.url), { type: "module" });
      worker.onmessage = ({ data }) => {
        worker.terminate();
        window.abstraktaSnapshot = data; // read by the benchmark and the tests
        window.dispatchEvent(new CustomEvent("abstrakta:snapshot", { detail: data }));
      };
      worker.onerror = (event) => {
        worker.terminate();
        window.abstraktaSnapshot = { stored: false, error: String(event.message) };
      };
    },
    { timeout: 3000 },
  );
}
