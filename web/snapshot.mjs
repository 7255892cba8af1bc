// Memory snapshots of the interpreter, shared by the page (web/start.mjs)
// and the computer's worker (web/ai-worker.js): where one is kept, how it
// is read back safely, and how a restored interpreter is made fresh again.
//
// A snapshot is Pyodide's heap after the rules and the page's Python were
// imported (web/snapshot-worker.js builds it, in a Worker, after a first
// boot). It is kept in Cache Storage under a key naming this build's
// Python files and Pyodide's version, with a digest: a snapshot that is
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
// Each of FILES' SHA-256 (its first 16 hex digits), written by `make dist`:
// a first visit's snapshot is built before the service worker serves the
// page, from the network, where a deploy caught halfway (or one finished
// since the page loaded) may answer another build's file; a snapshot of
// it kept under this build's key would restore a mixed version.
export const FILE_HASHES = {};
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

// The snapshot's fingerprint: SHA-256 of its length, its first and last
// 64 KiB and 4 KiB of every MiB between (~0.2 MB of 31). Hashing it all
// cost up to 100 ms of a 400 ms start on a busy machine; this catches a
// truncated, replaced or garbled snapshot (not a lone flipped bit, which a
// Cache Storage entry written at once does not suffer).
const EDGE = 65536;
const STEP = 1 << 20;
const SAMPLE = 4096;
export async function digest(bytes) {
  const parts = [new TextEncoder().encode(String(bytes.length)), bytes.subarray(0, EDGE)];
  for (let at = EDGE; at + SAMPLE < bytes.length - EDGE; at += STEP) parts.push(bytes.subarray(at, at + SAMPLE));
  parts.push(bytes.subarray(Math.max(0, bytes.length - EDGE)));
  const sample = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    sample.set(part, offset);
    offset += part.length;
  }
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", sample));
  return Array.from(hash, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * This build's snapshot, ``{bytes}``: a promise of its bytes checked
 * against its digest and size (rejected if wrong), or null when none is
 * kept. The answer comes at once; the bytes are read while Pyodide loads.
 */
export async function readSnapshot() {
  const cache = await openCache();
  const response = cache && (await cache.match(ENTRY).catch(() => null));
  if (!response) return null;
  const bytes = (async () => {
    const expected = response.headers.get("x-digest");
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (!expected || (await digest(bytes)) !== expected) throw new Error("the snapshot is corrupt");
    if (heapSize(bytes) > DEFAULT_HEAP) throw new Error("the snapshot is larger than the heap");
    performance.mark("abstrakta:snapshot-read");
    return bytes;
  })();
  bytes.catch(() => {}); // handled by whoever awaits it (loadPyodide)
  return { bytes };
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
  const headers = { "content-type": "application/octet-stream", "x-digest": await digest(bytes) };
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
 * one, else a normal start; a snapshot that is corrupt or fails to restore
 * is deleted and the start is made normally. Answers [pyodide, restored].
 */
export async function loadFromSnapshot(loadPyodide, options) {
  const snapshot = await readSnapshot();
  if (snapshot) {
    try {
      const pyodide = await loadPyodide({ ...options, _loadSnapshot: snapshot.bytes });
      refresh(pyodide);
      return [pyodide, true];
    } catch (error) {
      console.warn("The saved start-up state failed; starting normally.", error);
      await dropSnapshot();
    }
  }
  return [await loadPyodide(options), false];
}
