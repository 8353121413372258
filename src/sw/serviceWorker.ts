/// <reference lib="webworker" />
// Dalil's service worker (issue 35; docs/offline.md), built by Workbox's InjectManifest into
// dist/sw.js in production builds only (webpack.config.js). The app shell, every route's chunks,
// the stylesheets, the web font and the offline pages are precached; the rest is cached as it is
// used: pages and API answers network first (a cached copy when the network is gone or slow),
// images stale-while-revalidate. Only GETs are routed: a POST (the join form) always goes to the
// network and is never stored.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { apiBaseOf, CACHED_AT_HEADER, CACHES, imageFitsCache, isUnderApi, KEEP_OFFLINE, keepOfflineRequests, LIMITS, NETWORK_TIMEOUT, offlinePageFor, SAVED_PAGES, workerSwitchedOff } from './rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A first install takes the open page at once; an update waits for the visitor's Reload (the
// page's prompt posts SKIP_WAITING).
clientsClaim();
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** Only whole 200 answers are stored: an error page or a 404 never replaces a good copy. */
const only200 = () => new CacheableResponsePlugin({ statuses: [200] });

/** A page never visited: Dalil's own offline page in the address's language, not the browser's error. */
const offlineFallback: WorkboxPlugin = {
  handlerDidError: async ({ request }) => (await matchPrecache(offlinePageFor(new URL(request.url).pathname))) ?? undefined,
};

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT.pages,
  plugins: [only200(), new ExpirationPlugin({ ...LIMITS.pages, purgeOnQuotaError: true }), offlineFallback],
});
registerRoute(({ request }) => request.mode === 'navigate', pages);

/** config.json, and with it the API's address and the kill switch: network first, the last good copy offline. */
const config = new NetworkFirst({ cacheName: CACHES.config, networkTimeoutSeconds: NETWORK_TIMEOUT.config, plugins: [only200()] });
registerRoute(({ url }) => url.origin === self.location.origin && url.pathname === '/config.json', config);

/**
 * config.json's body as this worker last read it (network first, then the cache), once per worker
 * start. A Workbox strategy runs for an event (it extends the event's life until the copy is stored):
 * without one its handler throws at once, so config.json was never read nor stored from here.
 */
let runtimeConfig: Promise<unknown> | null = null;
function readConfig(event: ExtendableEvent): Promise<unknown> {
  runtimeConfig ??= config
    .handle({ event, request: new Request('/config.json', { cache: 'no-cache' }) })
    .then((response) => (response.ok ? response.json() : {}))
    .catch(() => ({}));
  return runtimeConfig;
}

/** The kill switch (docs/offline.md): the worker unregisters itself and drops Dalil's caches. */
async function switchOffIfAsked(rawConfig: unknown): Promise<void> {
  if (!workerSwitchedOff(rawConfig)) return;
  await self.registration.unregister();
  for (const name of await caches.keys()) await caches.delete(name);
}

/**
 * Each API answer is stored with the time it was stored (CACHED_AT_HEADER). The page gets
 * that copy only when the network failed or was too slow (a fresh answer is passed on as it came),
 * so the stamp tells it the screen is "Shown as of …" that time. Exposed to the page's script: the
 * API is another origin, and a cross-origin answer shows only the headers it names.
 */
const stampStored: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const headers = new Headers(response.headers);
    headers.set(CACHED_AT_HEADER, new Date().toISOString());
    headers.set('Access-Control-Expose-Headers', CACHED_AT_HEADER);
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

const api = new NetworkFirst({
  cacheName: CACHES.api,
  networkTimeoutSeconds: NETWORK_TIMEOUT.api,
  plugins: [
    only200(),
    stampStored,
    new ExpirationPlugin({ maxEntries: LIMITS.api.maxEntries, maxAgeSeconds: LIMITS.api.maxAgeSeconds, purgeOnQuotaError: true }),
  ],
});
// A script's request (fetch/XHR) to the API's base: only once config.json names it, so the match
// is made in the handler; anything else such a request asks for (routing, geocoding) passes through.
registerRoute(
  ({ request }) => request.destination === '',
  async (options) => {
    const rawConfig = await readConfig(options.event);
    void switchOffIfAsked(rawConfig);
    return isUnderApi(options.url, apiBaseOf(rawConfig)) ? api.handle(options) : fetch(options.request);
  },
);

/**
 * Images are kept within a byte bound too: an answer over LIMITS.images.maxBytesPerEntry is shown
 * but not stored, so the cache stays under maxEntries × that. A cross-origin image is asked for
 * with CORS (the API's media allow any origin), so its size and status can be read; an opaque
 * answer could be neither checked nor bounded.
 */
const boundedImages: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => (new URL(request.url).origin === self.location.origin ? request : new Request(request.url, { mode: 'cors', credentials: 'omit' })),
  cacheWillUpdate: async ({ response }) => {
    const declared = response.headers.get('Content-Length');
    const bytes = declared === null ? (await response.clone().blob()).size : Number(declared);
    return imageFitsCache(response.status, bytes) ? response : null;
  },
};
const images = new StaleWhileRevalidate({
  cacheName: CACHES.images,
  plugins: [boundedImages, new ExpirationPlugin({ maxEntries: LIMITS.images.maxEntries, maxAgeSeconds: LIMITS.images.maxAgeSeconds, purgeOnQuotaError: true })],
});
// The site's own images and the API's (logos, photos); map tiles (another service's) pass through.
registerRoute(
  ({ request }) => request.destination === 'image',
  async (options) => {
    const sameOrigin = options.url.origin === self.location.origin;
    if (!sameOrigin && !isUnderApi(options.url, apiBaseOf(await readConfig(options.event)))) return fetch(options.request);
    // A host that refuses CORS gets the image as the page asked for it, uncached.
    return images.handle(options).catch(() => fetch(options.request));
  },
);

// The saved places' pages, which the offline page links to, are kept from the install on.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHES.pages).then((cache) =>
      Promise.all(SAVED_PAGES.map((path) => fetch(path, { credentials: 'same-origin' }).then((response) => (response.ok ? cache.put(path, response) : undefined)).catch(() => undefined))),
    ),
  );
});

/**
 * A save made with this worker in control (src/domain/savedPlaces/keepOffline.ts): the page has
 * already asked for the record's API calls through this worker (so the API cache holds them under
 * the very URLs its screen asks for) and posts the record's page and image, which only the worker
 * can fetch as its own routes do: through the same strategies, so the caches' names, bounds, expiry
 * and 200-only rule hold for them as for anything visited.
 */
self.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== KEEP_OFFLINE) return;
  event.waitUntil(
    readConfig(event).then(async (rawConfig) => {
      const asked = keepOfflineRequests(event.data, self.location.origin, apiBaseOf(rawConfig));
      if (!asked) return;
      const keep = (strategy: NetworkFirst | StaleWhileRevalidate, url: string) =>
        strategy.handle({ event, request: new Request(url, { credentials: 'same-origin' }) }).catch(() => undefined);
      await Promise.all([...asked.pages.map((url) => keep(pages, url)), ...asked.images.map((url) => keep(images, url))]);
    }),
  );
});

// Every activation reads config.json: a deploy that switched the worker off removes it on the next visit.
self.addEventListener('activate', (event) => {
  event.waitUntil(readConfig(event).then(switchOffIfAsked));
});
