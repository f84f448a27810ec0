/* Tala's service worker, emitted as /sw.js by the web build (build/service-worker.ts fills the two
   constants). The caching rules (docs/decisions/0015):
   - hashed build files (/assets/*) never change under their name: served from the cache first;
   - page loads go to the network; only when it is unreachable does the translated offline page answer;
   - the API, push streams, uploads and media (anything that can carry a member's data) are never
     touched: the worker does not answer them, so the browser fetches them as if it were not there;
   - a new worker waits until the page asks it to take over (the update prompt's Reload button). */
const VERSION = '__VERSION__';
/** The app shell (the entry script, its static imports and styles) and the offline page's files. */
const PRECACHE = __PRECACHE__;
/** Kept in step with the server's API prefixes (server/src/http/static.ts). */
const NEVER = ['/wps/', '/lgw/', '/lotto/', '/api/', '/ops/', '/dev/', '/vendor/', '/media/', '/push', '/sw.js'];
const CACHE = 'tala-' + VERSION;
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  // `reload`: the files named without a hash must come from the server, not the HTTP cache
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })))));
});

self.addEventListener('activate', (event) => {
  // the previous build's files: a page that still needs one fetches it from the network
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key.startsWith('tala-') && key !== CACHE).map((key) => caches.delete(key))),
      ),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

/** Cache first: a hashed name always holds the same bytes. Only complete same-origin answers are kept. */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic' && response.status === 200) await cache.put(request, response.clone());
  return response;
}

/** The network while it answers, the precached copy when it does not. */
async function networkFirst(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(request, { ignoreSearch: true, cacheName: CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function pageOrOffline(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_PAGE, { cacheName: CACHE });
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER.some((prefix) => url.pathname === prefix.replace(/\/$/, '') || url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') event.respondWith(pageOrOffline(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (PRECACHE.includes(url.pathname)) event.respondWith(networkFirst(request));
});
