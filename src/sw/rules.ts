// The service worker's decisions that need no worker (src/sw/serviceWorker.ts wires them to
// Workbox), so Jest can test them: which cache a request belongs to, how big each may grow, which
// offline page a language gets, and the deploy's kill switch. docs/offline.md explains them.

/** The caches beside Workbox's precache, by what they hold. A new name is a new cache: old ones are deleted on activation. */
export const CACHES = {
  pages: 'dalil-pages-v1',
  api: 'dalil-api-v1',
  images: 'dalil-images-v1',
  config: 'dalil-config-v1',
} as const;

/**
 * The header the worker stamps each API answer it stores with: when it stored it (an ISO time). The
 * page's answer check reads it (src/api/shapes.ts) to say "Shown as of …" (src/lib/shownAsOf.ts).
 */
export const CACHED_AT_HEADER = 'X-Dalil-Cached-At';

/** How long the network gets before a cached copy is shown (seconds). */
export const NETWORK_TIMEOUT = { pages: 3, api: 4, config: 3 } as const;

const DAY = 24 * 60 * 60;

/** The bounds of each runtime cache: entries, age (seconds) and, for images, bytes per entry. */
export const LIMITS = {
  pages: { maxEntries: 80, maxAgeSeconds: 30 * DAY },
  api: { maxEntries: 300, maxAgeSeconds: 14 * DAY },
  // 60 images of at most 400 KB each: the image cache never holds more than 24 MB.
  images: { maxEntries: 60, maxAgeSeconds: 30 * DAY, maxBytesPerEntry: 400 * 1024 },
} as const;

/** The pages the offline screen links to, kept warm from the worker's install (they draw from the device's own list). */
export const SAVED_PAGES = ['/saved', '/ar/saved'] as const;

/** Dalil's offline page for an address: the Arabic one under /ar, else the English one. */
export function offlinePageFor(pathname: string): string {
  return /^\/ar(\/|$)/.test(pathname) ? '/ar/offline.html' : '/offline.html';
}

/** Every offline document the build precaches (public/offline.html filled per language, scripts/language-files.cjs). */
export const OFFLINE_PAGES = ['/offline.html', '/ar/offline.html'] as const;

/** The API's base URL (config.json's apiBaseUrl) without its trailing slashes, or null when it is not a URL. */
export function apiBaseOf(rawConfig: unknown): string | null {
  const value = rawConfig && typeof rawConfig === 'object' ? (rawConfig as Record<string, unknown>).apiBaseUrl : undefined;
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? `${url.origin}${url.pathname.replace(/\/+$/, '')}` : null;
  } catch {
    return null;
  }
}

/** Whether `url` is under the API's base (its origin and path prefix). */
export function isUnderApi(url: URL, apiBase: string | null): boolean {
  if (!apiBase) return false;
  const base = new URL(apiBase);
  if (url.origin !== base.origin) return false;
  const prefix = base.pathname.replace(/\/+$/, '');
  return prefix === '' || url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
}

/** The kill switch: config.json's `"serviceWorker": false` switches the worker off (docs/offline.md). */
export function workerSwitchedOff(rawConfig: unknown): boolean {
  return Boolean(rawConfig && typeof rawConfig === 'object' && (rawConfig as Record<string, unknown>).serviceWorker === false);
}

/** Whether an image answer may be kept: a whole 200 of `bytes` within the per-entry bound. */
export function imageFitsCache(status: number, bytes: number): boolean {
  return status === 200 && Number.isFinite(bytes) && bytes >= 0 && bytes <= LIMITS.images.maxBytesPerEntry;
}

/** The page's message when a save should be kept offline (src/domain/savedPlaces/keepOffline.ts). */
export const KEEP_OFFLINE = 'KEEP_OFFLINE';

export interface KeepOfflineMessage {
  type: typeof KEEP_OFFLINE;
  /** The saved record's page, a path of this site ('/ar/partners/3'). */
  pages: string[];
  /** Its logo or image: the site's own or the API's. */
  images: string[];
}

/**
 * At most this many of each a message may ask for: a save keeps its record's page, and the images
 * that page shows (a partner's logo, its offers' and products' pictures), within half the image
 * cache, so one save never fills it alone.
 */
export const KEEP_OFFLINE_MAX = { pages: 4, images: Math.floor(LIMITS.images.maxEntries / 2) } as const;

/**
 * What a KEEP_OFFLINE message may have the worker fetch and keep: pages of this site only, images
 * of this site or under the API's base only, each an http(s) URL, a few of each. Anything else is
 * dropped; null when the message is not one.
 */
export function keepOfflineRequests(data: unknown, siteOrigin: string, apiBase: string | null): { pages: string[]; images: string[] } | null {
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== KEEP_OFFLINE) return null;
  const urls = (field: 'pages' | 'images', allowed: (url: URL) => boolean): string[] => {
    const list = (data as Record<string, unknown>)[field];
    if (!Array.isArray(list)) return [];
    const kept = new Set<string>();
    for (const entry of list.slice(0, KEEP_OFFLINE_MAX[field])) {
      if (typeof entry !== 'string') continue;
      try {
        const url = new URL(entry, siteOrigin);
        if ((url.protocol === 'https:' || url.protocol === 'http:') && allowed(url)) kept.add(url.href);
      } catch {
        // Not a URL: dropped.
      }
    }
    return [...kept];
  };
  return {
    pages: urls('pages', (url) => url.origin === siteOrigin),
    images: urls('images', (url) => url.origin === siteOrigin || isUnderApi(url, apiBase)),
  };
}
