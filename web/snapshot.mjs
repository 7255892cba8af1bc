// Memory snapshots of the interpreter, shared by the page (web/start.mjs)
// and the computer's worker (web/ai-worker.js): where one is kept, how it
// is read back safely, and how a restored interpreter is made fresh again.
//
// A snapshot is Pyodide's heap after the rules and the page's Python were
// imported (web/snapshot-worker.js builds it, in a Worker, after a first
// boot). It is kept in Cache Storage under a key naming this build's
// Python files and Pyodide's version, with its SHA-256: a snapshot that is
// stale, truncated or corrupt is never restored, and is deleted.

// `make dist` writes the key (tools/build.py); "dev" (web/ served as it is)
// means no snapshots: nothing would tell a stale one apart.
export const SNAPSHOT_KEY = "dev";
const CACHE_NAME = "abstrakta-snapshot";
const ENTRY = new URL(`./snapshot/${SNAPSHOT_KEY}`, import.meta.url).href;
export const PYODIDE_URL = new URL("./vendor/pyodide/", import.meta.url).href;
export const FILES = {
  wheel: new URL("./build/abstrakta-py3-none-any.whl", import.meta.url).href,
  ui: new URL("./build/ui.zip", import.meta.url).href,
};
// Pyodide 314 cannot restore a snapshot larger than the heap it starts with
// (pyodide issue #6254: INITIAL_MEMORY is ignored): such a snapshot is not kept.
export const DEFAULT_HEAP = 31457280;

export const enabled = SNAPSHOT_KEY !== "dev";

/** The heap a snapshot holds (its header's second word is the heap's offset). */
export function heapSize(bytes) {
  return bytes.length - new Uint32Array(bytes.buffer, bytes.byteOffset, 4)[1];
}

async function openCache() {
  if (!enabled) return null;
  try {
    return await caches.open(CACHE_NAME); // throws where storage is denied
  } catch {
    return null;
  }
}

async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** This build's snapshot, checked against its digest, or null. */
export async function readSnapshot() {
  const cache = await openCache();
  if (!cache) return null;
  try {
    const response = await cache.match(ENTRY);
    if (!response) return null;
    const expected = response.headers.get("x-sha256");
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (!expected || (await sha256(bytes)) !== expected) {
      await dropSnapshot();
      return null;
    }
    return bytes;
  } catch {
    await dropSnapshot();
    return null;
  }
}

/** Forget this build's snapshot (it failed to restore, or is corrupt). */
export async function dropSnapshot() {
  const cache = await openCache();
  if (cache) await cache.delete(ENTRY).catch(() => false);
}

export async function hasSnapshot() {
  const cache = await openCache();
  return Boolean(cache && (await cache.match(ENTRY).catch(() => null)));
}

/** Keep ``bytes`` as this build's snapshot; older builds' go. */
export async function storeSnapshot(bytes) {
  const cache = await openCache();
  if (!cache) return false;
  for (const request of await cache.keys()) {
    if (request.url !== ENTRY) await cache.delete(request);
  }
  const headers = { "content-type": "application/octet-stream", "x-sha256": await sha256(bytes) };
  await cache.put(ENTRY, new Response(bytes, { headers }));
  return true;
}

// Python run right after every restore: the snapshot froze `random`'s
// state (every visit would deal the same bags) and the import system's
// view of the filesystem (the files are unpacked again after the restore).
export function refresh(pyodide) {
  const words = crypto.getRandomValues(new Uint32Array(8));
  const seed = Array.from(words, (w) => w.toString(16).padStart(8, "0")).join("");
  pyodide.runPython(
    `__import__("random").seed(0x${seed}); __import__("importlib").invalidate_caches()`,
  );
}

/**
 * ``loadPyodide(options)`` from this build's snapshot when there is a good
 * one, else a normal start; a snapshot that fails to restore is deleted and
 * the start is made normally. Answers [pyodide, restored].
 */
export async function loadFromSnapshot(loadPyodide, options) {
  const snapshot = await readSnapshot();
  if (snapshot && heapSize(snapshot) <= DEFAULT_HEAP) {
    try {
      const pyodide = await loadPyodide({ ...options, _loadSnapshot: snapshot });
      refresh(pyodide);
      return [pyodide, true];
    } catch (error) {
      console.warn("The saved start-up state failed; starting normally.", error);
      await dropSnapshot();
    }
  } else if (snapshot) {
    await dropSnapshot();
  }
  return [await loadPyodide(options), false];
}
