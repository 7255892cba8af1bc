// The service worker: the app offline after one visit, and updates that
// download only what changed. `make dist` writes it to the app's root with
// its lists filled in (tools/build.py):
// - RUNTIME, the versioned runtime (Pyodide, PyScript: web/vendor/) in a
//   cache named by its version: a new build of the app never refetches it;
// - APP, the app's own files, each with the hash of its content: a new
//   build's cache copies every unchanged file from the caches already kept
//   and downloads only the changed ones (a rules change: its wheel), each
//   content once, each checked against its hash.
// The old caches are deleted once the new worker takes over.
const VERSION = "dev";
const RUNTIME_VERSION = "dev";
const RUNTIME_FILES = [];
const APP_FILES = {};
// By absolute URL: what requests and cache entries name.
const absolute = (url) => new URL(url, self.location).href;
const APP = Object.fromEntries(Object.entries(APP_FILES).map(([url, hash]) => [absolute(url), hash]));
const RUNTIME = RUNTIME_FILES.map(absolute);
const APP_CACHE = `abstrakta-${VERSION}`;
const RUNTIME_CACHE = `abstrakta-runtime-${RUNTIME_VERSION}`;
// Where each cache lists the hashes of the files it holds.
const HASHES = absolute("./sw-hashes.json");
// Kept by the page (web/snapshot.mjs), never by this worker.
const NOT_OURS = ["abstrakta-snapshot"];

async function fillRuntime() {
  const cache = await caches.open(RUNTIME_CACHE);
  const missing = [];
  for (const url of RUNTIME) if (!(await cache.match(url))) missing.push(url);
  await cache.addAll(missing);
}

// A file's content, as the lists name it: its hash and its kind (the
// extension, so that equal bytes never change their content type).
const contentOf = (url, hash) => `${hash}.${url.split("/").pop().split(".").pop()}`;

// Every content an older build kept: where to copy it from.
async function keptFiles() {
  const kept = new Map();
  for (const name of await caches.keys()) {
    if (name === APP_CACHE || name.startsWith("abstrakta-runtime-") || NOT_OURS.includes(name)) continue;
    if (!name.startsWith("abstrakta-")) continue;
    const cache = await caches.open(name);
    const listed = await cache.match(HASHES);
    if (!listed) continue;
    const hashes = await listed.json();
    for (const [url, hash] of Object.entries(hashes)) {
      const content = contentOf(url, hash);
      if (!kept.has(content)) kept.set(content, { cache, url });
    }
  }
  return kept;
}

// The app's files grouped by content: the rules wheel is served at two
// addresses (the app's and the one other pages install it from,
// tools/page_wheels.py), and an update downloads it once.
function filesByContent() {
  const groups = new Map();
  for (const [url, hash] of Object.entries(APP)) {
    const content = contentOf(url, hash);
    groups.set(content, [...(groups.get(content) ?? []), url]);
  }
  return groups;
}

// The first 16 hex digits of a body's SHA-256, as tools/build.py lists them.
async function hashOf(response) {
  const digest = await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("").slice(0, 16);
}

// A file of this build from the network, revalidated (never an older copy
// from the HTTP cache) and checked against the list: in a deploy caught
// halfway (a CDN may serve the new sw.js beside an old file for minutes)
// the install fails, so no mixed version is kept, nor copied into later
// builds by its listed hash; the browser tries again at its next check.
async function download(url) {
  const response = await fetch(url, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const hash = await hashOf(response);
  if (hash !== APP[url]) throw new Error(`${url}: not this build's file (${hash}, listed ${APP[url]})`);
  return response;
}

async function fillApp() {
  const cache = await caches.open(APP_CACHE);
  const kept = await keptFiles();
  await Promise.all(
    [...filesByContent()].map(async ([content, urls]) => {
      const missing = [];
      for (const url of urls) if (!(await cache.match(url))) missing.push(url);
      if (!missing.length) return;
      const old = kept.get(content);
      let response = old ? await old.cache.match(old.url) : null;
      if (!response) response = await download(missing[0]);
      const copies = missing.map((_, i) => (i < missing.length - 1 ? response.clone() : response));
      await Promise.all(missing.map((url, i) => cache.put(url, copies[i])));
    }),
  );
  // Last: a cache is only a source of files for later builds once complete.
  await cache.put(HASHES, new Response(JSON.stringify(APP), { headers: { "content-type": "application/json" } }));
}

self.addEventListener("install", (event) => {
  event.waitUntil(Promise.all([fillRuntime(), fillApp()]));
  // No skipWaiting here: the page offers "new version: reload" instead of
  // switching code under a player's feet.
});

self.addEventListener("activate", (event) => {
  const keep = new Set([APP_CACHE, RUNTIME_CACHE, ...NOT_OURS]);
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith("abstrakta-") && !keep.has(n)).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skipWaiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  // Pages are looked up without their query (?embed...): one cached index.
  const options = request.mode === "navigate" ? { ignoreSearch: true } : {};
  event.respondWith(
    (async () => {
      const app = await caches.open(APP_CACHE);
      const hit = (await app.match(request, options)) ?? (await caches.open(RUNTIME_CACHE).then((c) => c.match(request)));
      if (hit) return hit;
      const response = await fetch(request);
      if (response.ok && request.url in APP) app.put(request, response.clone());
      return response;
    })(),
  );
});
