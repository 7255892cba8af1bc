// The computer thinks here, in a Web Worker with its own Pyodide and the
// rules wheel, so the page never freezes. Messages in:
//   {id, op: "choose" | "hint" | "values" | "solve", record, seat, level, seed}
// and out: {id, move} | {id, values} | {id, winnable, moves} | {id, error};
// {ready: true} once loaded.
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";

const PYTHON = `
import json
from abstrakta.record import decode


def answer(op, record, seat, level, seed):
    decoded = decode(record)
    if decoded.state is None or not decoded.ok:
        raise ValueError(f"bad record: {decoded.error}")
    state = decoded.state
    seat = int(seat) if isinstance(seat, int) and seat >= 0 else None  # JS null or -1: none
    if op == "solve":  # can the players still win? (games with a solver)
        solution = state.solve()
        return json.dumps({"winnable": solution.winnable, "moves": solution.moves})
    from abstrakta import ai

    if op == "choose":  # capped in time: a slow phone gets a quicker, shallower move
        cap = ai.TIME_CAPS.get(level)
        return json.dumps({"move": ai.choose_move(state, seat, level, int(seed), cap)})
    if op == "hint":
        return json.dumps({"move": ai.hint(state, seat, int(seed), ai.TIME_CAPS["normal"])})
    if op == "values":
        values = ai.move_values(state)
        if values is None:
            return json.dumps({"values": None})
        return json.dumps({"values": {v.move: {"result": v.result, "moves": v.moves}
                                      for v in values}})
    raise ValueError(f"unknown op {op}")
`;

async function boot() {
  const pyodide = await loadPyodide({ indexURL: new URL("./vendor/pyodide/", import.meta.url).href });
  const wheel = await fetch(new URL("./build/abstrakta-py3-none-any.whl", import.meta.url));
  pyodide.unpackArchive(await wheel.arrayBuffer(), "wheel", { extractDir: "/home/pyodide" });
  pyodide.runPython(PYTHON);
  return pyodide.globals.get("answer");
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
