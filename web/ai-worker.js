// The computer thinks here, in a Web Worker with its own Pyodide and the
// rules wheel, so the page never freezes. Messages in:
//   {id, op: "choose" | "hint" | "values" | "solve", record, seat, level, seed}
// and out: {id, move} | {id, values} | {id, winnable, moves} | {id, error};
// {ready: true, snapshot} once loaded. The answers are abstrakta/ai/worker.py's.
// It starts from the page's memory snapshot when one is kept (the rules and
// the computer players are imported in it: web/snapshot.mjs), else normally.
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
import { FILES, PYODIDE_URL, loadFromSnapshot } from "./snapshot.mjs";

let restored = false;
async function boot() {
  const wheel = fetch(FILES.wheel).then((response) => response.arrayBuffer());
  const [pyodide, fromSnapshot] = await loadFromSnapshot(loadPyodide, { indexURL: PYODIDE_URL });
  restored = fromSnapshot;
  // The files too: a module imported later than the snapshot needs them.
  pyodide.unpackArchive(await wheel, "wheel", { extractDir: "/home/pyodide" });
  return pyodide.pyimport("abstrakta.ai.worker").answer;
}

const answering = boot();
answering.then(
  () => postMessage({ ready: true, snapshot: restored }),
  (error) => postMessage({ id: null, error: String(error) }),
);

// One question at a time, in order: a search is never interleaved.
let queue = Promise.resolve();
addEventListener("message", ({ data }) => {
  queue = queue.then(async () => {
    try {
      const answer = await answering;
      const out = answer(data.op, data.record, data.seat ?? -1, data.level ?? "normal", data.seed ?? 0);
      postMessage({ id: data.id, ...JSON.parse(out) });
    } catch (error) {
      postMessage({ id: data.id, error: String(error && error.message ? error.message : error) });
    }
  });
});
