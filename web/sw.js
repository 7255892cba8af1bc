// The service worker: the app offline after one visit. `make dist` writes
// it to the app's root with VERSION (a hash of every file) and PRECACHE
// (every file built) filled in; a new build is a new cache, and the old
// one is deleted once the new worker takes over.
const VERSION = "dev";
const PRECACHE = [];
const CACHE = `abstrakta-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
  // No skipWaiting here: the page offers "new version: reload" instead of
  // switching code under a player's feet.
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then((names) =>
      Promise.all(names.filter((n) => n.startsWith("abstrakta-") && n !== CACHE).map((n) => caches.delete(n))),
    ).then(() => self.clients.claim()),
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
    caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(request, options);
      if (hit) return hit;
      const response = await fetch(request);
      if (response.ok) cache.put(request, response.clone());
      return response;
    }),
  );
});
