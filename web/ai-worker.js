// The computer thinks here, in a Web Worker with its own Pyodide and the
// rules wheel, so the page never freezes. Messages in:
//   {id, op: "choose" | "hint" | "values" | "solve", record, seat, level, seed}
// and out: {id, move} | {id, values} | {id, winnable, moves} | {id, error};
// {ready: true} once loaded. The answers are abstrakta/ai/worker.py's.
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";

async function boot() {
  const pyodide = await loadPyodide({ indexURL: new URL("./vendor/pyodide/", import.meta.url).href });
  const wheel = await fetch(new URL("./build/abstrakta-py3-none-any.whl", import.meta.url));
  pyodide.unpackArchive(await wheel.arrayBuffer(), "wheel", { extractDir: "/home/pyodide" });
  return pyodide.pyimport("abstrakta.ai.worker").answer;
}

const answering = boot();
answering.then(
  () => postMessage({ ready: true }),
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
