// PyScript's interpreter (pyscript.toml): Pyodide's own loadPyodide, started
// from this build's memory snapshot when one is kept (web/snapshot.mjs),
// else normally; after a normal start that reached an interactive board,
// the snapshot for the next visit is built in a Worker, off the main thread.
//
// boot.js calls prestart() as soon as the page runs, so the interpreter
// starts while PyScript itself is still loading; PyScript's loadPyodide
// call then takes that start over (its stdout and stderr included).
import { loadPyodide as loadNormally, version } from "./vendor/pyodide/pyodide.mjs";
import { PYODIDE_URL, SNAPSHOT_KEY, enabled, hasSnapshot, loadFromSnapshot } from "./snapshot.mjs";

export { version };

// Where the browser denies storage (boot.js marks it) nothing is kept.
const storage = () => enabled && !document.documentElement.classList.contains("no-storage");

// PyScript's output functions, once it gives them.
const output = { stdout: console.log, stderr: console.error };
const config = {
  indexURL: PYODIDE_URL,
  stdout: (text) => output.stdout(text),
  stderr: (text) => output.stderr(text),
};
// What PyScript passes here that the early start already covers.
const COVERED = new Set(["indexURL", "stdout", "stderr"]);

let starting = null;

/** Start the interpreter now (once). */
export function prestart() {
  if (starting) return starting;
  window.abstraktaBoot?.phase("python");
  performance.mark("abstrakta:interpreter-asked");
  starting = (storage() ? loadFromSnapshot(loadNormally, config) : loadNormally(config).then((p) => [p, false])).then(
    ([pyodide, restored]) => {
      performance.mark("abstrakta:interpreter-started");
      window.abstraktaBoot?.started(restored);
      if (restored) return pyodide;
      if (storage()) window.abstrakta?.ready.then(buildLater, () => {});
      return pyodide;
    },
  );
  return starting;
}

export async function loadPyodide(options = {}) {
  if (options.stdout) output.stdout = options.stdout;
  if (options.stderr) output.stderr = options.stderr;
  const extra = Object.keys(options).filter((key) => !COVERED.has(key));
  if (extra.length) {
    // Options the early start does not know (packages, if pyscript.toml
    // ever names some): the interpreter must be started with them.
    if (!starting) return loadNormally({ ...options, indexURL: PYODIDE_URL });
    console.warn(`start.mjs: started early, without ${extra.join(", ")}`);
  }
  return prestart();
}

// A build whose snapshot could not be made or kept (too large, no room)
// is not tried again on every visit: its key is remembered. One that met
// another build's file (a deploy under way) is tried again next visit.
const FAILED = "abstrakta.snapshot-failed";
function remembered(key) {
  try {
    return key === undefined ? localStorage.getItem(FAILED) : localStorage.setItem(FAILED, key);
  } catch {
    return null; // no storage: nothing remembered
  }
}

// The board is up: build the next visit's snapshot once the page is idle,
// in a Worker (its heavy work never blocks this page).
function buildLater() {
  const idle = window.requestIdleCallback ?? ((f) => setTimeout(f, 1000));
  idle(
    async () => {
      if (remembered() === SNAPSHOT_KEY || (await hasSnapshot())) return;
      const worker = new Worker(new URL("./snapshot-worker.js", import.meta.url), { type: "module" });
      const done = (data) => {
        worker.terminate();
        if (!data.stored && !data.retry) remembered(SNAPSHOT_KEY);
        window.abstraktaSnapshot = data; // read by the benchmark and the tests
        window.dispatchEvent(new CustomEvent("abstrakta:snapshot", { detail: data }));
      };
      worker.onmessage = ({ data }) => done(data);
      worker.onerror = (event) => done({ stored: false, error: String(event.message) });
    },
    { timeout: 3000 },
  );
}
