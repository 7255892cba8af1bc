// Runs before Python: shows load progress and defines window.abstrakta, the
// page's API, whose calls wait for Python and then go to web/ui/api.py.
// Thin glue only: every rule and every decision stays in Python.

// Safari on iOS applies :active (a held button's look, app.css, which
// replaces the tap flash) only where a touchstart listener is registered.
document.addEventListener("touchstart", () => {}, { passive: true });

const progress = document.getElementById("progress");
const progressText = document.getElementById("progress-text");

// Honest progress, in three phases. Downloading: the two big downloads
// (the interpreter's WebAssembly and the standard library) counted byte by
// byte as they stream in, by wrapping fetch for those URLs only (nothing is
// fetched twice); on a return visit (the service worker serves the files)
// no download is shown. Then "Starting the app" (Python starting) and
// "Preparing the board" (web/start.mjs says when), the bar creeping on towards
// the end meanwhile. A player reads no "Python": the words name the app.
const BIG = { "pyodide.asm.wasm": 9.6e6, "python_stdlib.zip": 4.5e6 }; // sizes until known (the zip as bytecode)
const PHASES = {
  python: ["Starting the app…", "Avvio dell'app…", 90],
  board: ["Preparing the board…", "Preparazione del tavolo…", 98],
};
const downloading = !navigator.serviceWorker?.controller;
const loads = {};
let target = downloading ? 90 : 60;
let phase = null;
const nativeFetch = window.fetch.bind(window);
// The strip is a status region, read aloud on every change: its words are
// written only when the step changes, and the byte count beside them (for
// the eyes; the bar gives screen readers the value) is aria-hidden and only
// its text is updated, so a download is said once, not at every chunk.
let saidWords = null;
let countNode = null;
function say(en, it, count = "") {
  if (!progressText) return;
  if (en !== saidWords || Boolean(count) !== Boolean(countNode)) {
    saidWords = en;
    countNode = count ? document.createElement("small") : null;
    countNode?.setAttribute("aria-hidden", "true");
    progressText.replaceChildren(
      Object.assign(document.createElement("span"), { className: "en", textContent: en }),
      Object.assign(document.createElement("span"), { className: "it", textContent: it }),
      ...(countNode ? [" ", countNode] : []),
    );
  }
  if (countNode) countNode.textContent = count;
}
// Once the start has failed, nothing covers what the strip says of it.
const hasFailed = () => Boolean(window.abstraktaBoot?.failure);
function showProgress() {
  if (phase || hasFailed()) return;
  const all = Object.keys(BIG).map((name) => loads[name] ?? { loaded: 0, total: BIG[name] });
  const loaded = all.reduce((sum, l) => sum + l.loaded, 0);
  const total = all.reduce((sum, l) => sum + l.total, 0);
  if (progress) progress.value = Math.max(progress.value, 5 + (85 * loaded) / total);
  if (!downloading) return;
  const mb = (n) => (n / 1e6).toFixed(1);
  const count = `${mb(loaded)} / ${mb(total)} MB`;
  // Italian writes a decimal comma.
  const italian = document.documentElement.lang === "it";
  say("Downloading the app…", "Scarico l'app…", italian ? count.replaceAll(".", ",") : count);
}
const downloaded = () => Object.keys(BIG).every((name) => loads[name]?.done);
let pythonAsked = false;
function showPhase(name) {
  // Python starts once the download is over (loadPyodide asks at once).
  if (name === "python" && downloading && !downloaded()) {
    pythonAsked = true;
    return;
  }
  if (!PHASES[name] || phase === name || hasFailed()) return;
  phase = name;
  const [en, it, to] = PHASES[name];
  target = to;
  say(en, it);
}
// The next frame painted (the phase's words show before Python's long,
// unbroken start-up task takes the main thread), or 100 ms at most: a
// hidden tab or an off-screen frame paints no frames.
const painted = () =>
  new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
// The bar keeps moving while nothing can be counted: a tenth of the way
// left to the phase's end every 200 ms (so it never reaches it early).
const creeping = setInterval(() => {
  if (!progress) return;
  if (phase || !downloading) progress.value += (target - progress.value) / 10;
}, 200);
if (progress) progress.value = 5;
// A download that failed (no network, a dropped connection): a failed start
// is then told as one, with its cure (abstraktaBoot.failed). Every fetch
// before the board is up is one of the start's files, and neither Pyodide
// nor PyScript settles its start when one of its files fails or is missing
// (a 404 mid-deploy), so that is told here.
let downloadFailed = false;
const startFailed = (error) => {
  if (!impl) setTimeout(() => window.abstraktaBoot.failed(error), 0);
};
window.fetch = async (input, init) => {
  const name = String(input?.url ?? input).split("?")[0].split("/").pop();
  const failedDownload = (error) => {
    downloadFailed = true;
    startFailed(error);
    throw error;
  };
  const response = await nativeFetch(input, init).catch(failedDownload);
  if (response.status >= 400) startFailed(new Error(`${name}: HTTP ${response.status}`));
  // Nothing to count on a return visit: the response goes as it came.
  if (!downloading || !(name in BIG) || !response.body) return response;
  const load = (loads[name] = { loaded: 0, total: Number(response.headers.get("content-length")) || BIG[name] });
  const reader = response.body.getReader();
  // From a fast disk or network every chunk is there at once, and the
  // reads would chain into one long task: yield every 30 ms.
  let slice = performance.now();
  const counted = new ReadableStream({
    async pull(controller) {
      const { done, value } = await reader.read().catch(failedDownload);
      if (done) {
        load.done = true;
        showProgress();
        if (pythonAsked && downloaded()) {
          showPhase("python");
          await painted();
        }
        controller.close();
        return;
      }
      load.loaded += value.byteLength;
      controller.enqueue(value);
      if (performance.now() - slice > 30) {
        showProgress();
        await new Promise((resolve) => setTimeout(resolve, 0));
        slice = performance.now();
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
};

// PyScript keeps a cache in IndexedDB and cannot boot without it. Where the
// browser denies storage (a cross-site iframe with third-party storage
// blocked), give it a database in memory: it only loses its cache.
function memoryIndexedDB() {
  const later = (request, result) =>
    setTimeout(() => request.onsuccess?.({ target: { result } }), 0);
  const store = (entries) => ({
    count() { const r = {}; later(r, entries.size); return r; },
    clear() { entries.clear(); const r = {}; later(r); return r; },
    delete(key) { entries.delete(key); const r = {}; later(r); return r; },
    get(key) { const r = {}; later(r, entries.get(key)); return r; },
    getKey(key) { const r = {}; later(r, entries.has(key) ? key : undefined); return r; },
    getAllKeys() { const r = {}; later(r, [...entries.keys()]); return r; },
    put(value, key) { entries.set(key, value); const r = {}; later(r, key); return r; },
  });
  const databases = new Map();
  return {
    open(name) {
      if (!databases.has(name)) databases.set(name, new Map());
      const entries = databases.get(name);
      const db = {
        objectStoreNames: ["entries"],
        transaction: () => ({ objectStore: () => store(entries) }),
        close() {},
      };
      const request = {};
      later(request, db);
      return request;
    },
  };
}

function storageWorks() {
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open("abstrakta-probe");
      request.onsuccess = () => { request.result.close(); resolve(true); };
      request.onerror = () => resolve(false);
      request.onblocked = () => resolve(true);
    } catch (error) {
      resolve(false);
    }
  });
}

// Paint first: the big downloads begin once the skeleton is on the screen
// (on a slow network they would hold back its first paint). Then the
// interpreter starts at once, while PyScript loads (web/start.mjs; where
// storage is denied, it finds no snapshot and starts normally).
const skeletonPainted = painted();
skeletonPainted
  .then(() => import("./start.mjs"))
  .then((start) => start.prestart())
  .catch(startFailed);

Promise.all([storageWorks(), skeletonPainted])
  .then(([works]) => {
    if (!works) {
      Object.defineProperty(window, "indexedDB", { value: memoryIndexedDB(), configurable: true });
      document.documentElement.classList.add("no-storage");
    }
    return import("./vendor/pyscript/core.js");
  })
  .catch(startFailed);

let markReady;
let markFailed;
const ready = new Promise((resolve, reject) => {
  markReady = resolve;
  markFailed = reject;
});

// Python calls this once the board is interactive, with its dispatcher.
let impl = null;
let restored = false;
window.abstraktaBoot = {
  // web/start.mjs: what the interpreter is doing, and whether it came from
  // a snapshot (a restored start that then fails is retried without it).
  phase: showPhase,
  restored: false, // read by tests and the benchmark
  started(fromSnapshot) {
    restored = window.abstraktaBoot.restored = fromSnapshot;
    showPhase("board");
  },
  ready(dispatch) {
    impl = dispatch;
    performance.mark("abstrakta:ready"); // the benchmark's finish line
    clearInterval(creeping);
    if (progress) progress.value = 100;
    try {
      sessionStorage.removeItem(RETRIED);
    } catch {
      // no session storage: nothing was kept
    }
    document.documentElement.classList.add("python-ready");
    markReady();
    // An embedding page learns when its messages will be answered (one
    // posted while the frame was still loading is lost with the blank page).
    this.emit("ready", "{}");
  },
  // The start failed (a download, the interpreter, the page's Python): the
  // strip says so in words a player reads, with a button to try again; the
  // cause goes to the console (and ``failure``, for the tests). The first
  // failure is told: the others follow from it.
  failure: null,
  failed(error) {
    clearInterval(creeping);
    if (restored && retryWithoutSnapshot()) return;
    const detail = String(error?.message ?? error);
    if (impl || window.abstraktaBoot.failure !== null) return; // started, or told
    window.abstraktaBoot.failure = detail;
    console.error(`Abstrakta could not start: ${detail}`);
    if (downloadFailed || !navigator.onLine) {
      say(
        "The app could not be downloaded: check the connection, then try again.",
        "Non è stato possibile scaricare l'app: controlla la connessione, poi riprova.",
      );
    } else {
      say("The app could not start. Try again.", "Non è stato possibile avviare l'app. Riprova.");
    }
    const again = document.createElement("button");
    again.type = "button";
    again.id = "boot-retry";
    again.append(
      Object.assign(document.createElement("span"), { className: "en", textContent: "Try again" }),
      Object.assign(document.createElement("span"), { className: "it", textContent: "Riprova" }),
    );
    again.onclick = () => location.reload();
    document.getElementById("loading")?.append(again);
    document.documentElement.classList.add("boot-failed");
    markFailed(new Error(detail));
  },
  // Python sends events (a move played, the game over, the position moved
  // otherwise) to an embedding page; ``ready`` comes from here.
  emit(type, json) {
    const detail = JSON.parse(json);
    window.dispatchEvent(new CustomEvent(`abstrakta:${type}`, { detail }));
    if (window.parent !== window) {
      window.parent.postMessage({ abstrakta: "event", type, ...detail }, "*");
    }
  },
};

// A start from a snapshot that failed after the restore (the snapshot is
// deleted, so the reload starts normally; once per tab, never a loop).
const RETRIED = "abstrakta.retried";
function retryWithoutSnapshot() {
  restored = false;
  let retried = true;
  try {
    retried = sessionStorage.getItem(RETRIED) === "1";
    sessionStorage.setItem(RETRIED, "1");
  } catch {
    // no session storage: no retry, the error shows
  }
  if (retried) return false;
  import("./snapshot.mjs")
    .then(({ dropSnapshot }) => dropSnapshot())
    .finally(() => location.reload());
  return true;
}

addEventListener("py:error", (event) => window.abstraktaBoot.failed(String(event.detail)));

function call(name, ...args) {
  if (!impl) throw new Error("The game is not ready yet: await abstrakta.ready.");
  let text;
  try {
    text = JSON.stringify(args);
  } catch {
    throw new Error(`${name}: the arguments cannot be sent (not plain values).`);
  }
  // The Python side never raises: it answers {value} or {error} (a sentence).
  const out = JSON.parse(impl(name, text));
  if ("error" in out) throw new Error(out.error);
  return out.value ?? null;
}

// The documented API (README): plain JS values in and out.
window.abstrakta = Object.freeze({
  ready,
  games: () => call("games"),
  newGame: (id, options = {}, seats = {}) => call("newGame", id, options, seats),
  game: () => call("game"),
  record: () => call("record"),
  load: (fragment) => call("load", fragment),
  legalMoves: () => call("legalMoves"),
  play: (move) => call("play", move),
  status: () => call("status"),
  undo: () => call("undo"),
  redo: () => call("redo"),
  spots: () => call("spots"),
});

// The same operations for a page that embeds the app in an iframe:
// post {abstrakta: "<name>", id, args: [...]}; the answer comes back as
// {abstrakta: "result", id, value} or {abstrakta: "result", id, error}.
// Every message with an id is answered, in a plain sentence when wrong:
// an unknown call, wrong arguments, a game still loading or failed.
const READY_WAIT_MS = 60000;
const NOT_ANSWERED = new Set(["result", "event"]); // our own replies: no ping-pong
addEventListener("message", async (event) => {
  const data = event.data;
  if (!data || typeof data !== "object" || !("abstrakta" in data)) return;
  if (NOT_ANSWERED.has(data.abstrakta)) return;
  const reply = { abstrakta: "result", id: data.id ?? null };
  try {
    const name = typeof data.abstrakta === "string" ? data.abstrakta : String(data.abstrakta);
    await Promise.race([
      ready,
      new Promise((_, fail) =>
        setTimeout(() => fail(new Error("The game is still loading: try again in a moment.")), READY_WAIT_MS),
      ),
    ]);
    const args = data.args === undefined ? [] : data.args;
    if (!impl) throw new Error("The game is not ready yet.");
    const text = JSON.stringify(args);
    const out = JSON.parse(impl(name.slice(0, 100), text ?? "null"));
    if ("error" in out) reply.error = out.error;
    else reply.value = out.value ?? null;
  } catch (error) {
    reply.error = String(error && error.message ? error.message : error).slice(0, 300);
  }
  if (!("id" in data) && !reply.error) return;
  try {
    event.source?.postMessage(reply, event.origin === "null" ? "*" : event.origin);
  } catch {
    // The sender is gone or not a window: nobody to answer.
  }
});

// Offline: a service worker caches the built app (dist/sw.js). Where the
// browser denies it (a cross-site iframe with storage blocked) the app
// simply plays online. A new version waits until the player reloads.
let registered;
const workerRegistration = new Promise((resolve) => {
  registered = resolve;
});
async function registerWorker() {
  if (!("serviceWorker" in navigator)) return registered(null);
  let registration;
  try {
    registration = await navigator.serviceWorker.register("./sw.js");
  } catch (error) {
    return registered(null); // denied or no sw.js (a plain `tools/serve.py --root .`): no offline
  }
  registered(registration || null); // null: blocked (some test and privacy settings)
  if (!registration) return;
  const offer = (worker) => {
    const banner = document.getElementById("update");
    if (!banner || !navigator.serviceWorker.controller) return; // first install: nothing to replace
    banner.hidden = false;
    document.getElementById("update-button").onclick = () => worker.postMessage("skipWaiting");
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed") offer(worker);
    });
  });
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (reloading || !document.getElementById("update") || document.getElementById("update").hidden) return;
    reloading = true;
    location.reload();
  });
}
// After the board is up, so its downloads never compete with the boot's.
ready.then(registerWorker, () => {}); // a failed start registers nothing

// A link from a newer version (web/ui/newer_link.py): look for that version
// now. "found": it is on its way, and the banner above offers its Reload;
// "none": the site has nothing newer than this copy; "unknown": offline. A
// page no worker controls (none allowed here, as in a cross-site frame, or
// not yet) came from the network just now, so it is the site's newest (a
// worker installing is this version).
window.abstraktaBoot.checkForUpdate = async () => {
  const registration = await workerRegistration;
  if (!registration) return "none";
  try {
    await registration.update();
  } catch {
    return "unknown"; // offline, or sw.js not reachable
  }
  const controlled = Boolean(navigator.serviceWorker.controller);
  return controlled && (registration.installing || registration.waiting) ? "found" : "none";
};
