// Compiles the Python of archives the page unpacks to bytecode, with the
// vendored Pyodide run in Node: the interpreter the page runs, so the
// bytecode is its version (tools/bytecode.py says why and how).
//   node tools/bytecode.mjs '[{"source", "target", "prefix", "keep_sources"}]'
// with absolute paths on this machine (prefix null: the standard library).
import { readFileSync } from "node:fs";
import { loadPyodide } from "./npm/node_modules/pyodide/pyodide.mjs";

const HOST = "/host";
const jobs = JSON.parse(process.argv[2]).map((job) => ({
  ...job,
  source: HOST + job.source,
  target: HOST + job.target,
}));
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree(HOST);
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "/" }, HOST);
const tool = pyodide.runPython(readFileSync(new URL("./bytecode.py", import.meta.url), "utf8") + "\ncompile_archives");
tool(pyodide.toPy(jobs));
