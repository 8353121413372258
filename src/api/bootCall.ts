// A detail screen's record call, started by index.html's head script beside the app's scripts
// instead of after them. Without it the chain to the screen's largest paint was HTML → ~160 KB of
// scripts → boot → config.json → the record's call → render: two round trips after the scripts,
// on a phone's line. With it, config.json and the record download while the scripts do, and the
// base query (baseApi.ts) takes the answer instead of asking again.
//
// This file is also compiled at build time (webpack.config.js, through swc to ES5) and inlined into
// index.html's head, so it must stay self-contained: no imports. The configuration's parsing comes
// in as an argument (from src/config/runtime.ts, compiled the same way), so the head and the app
// build the same API address from the same config.json.

export interface BootCall {
  /** The absolute URL the head script asked for (as `Request.url` spells it). */
  url: Promise<string>;
  response: Promise<Response>;
  taken: boolean;
}

export interface BootState {
  /** config.json's body, as the head script fetched it (runtime.ts reads it instead of fetching). */
  config: Promise<unknown>;
  call?: BootCall;
}

declare global {
  interface Window {
    dalilBoot?: BootState;
  }
}

/**
 * How long after the page started the head's answer may stand in for the app's own call. The app
 * asks for the record within a second or two of starting; an answer older than this is left
 * unused, so a visitor who comes back to the screen later never sees stale data.
 */
export const BOOT_CALL_FRESH_MS = 15_000;

/** Detail screens whose first paint waits for one record: the route's id → that record's call. */
const RECORD_CALLS: [RegExp, (id: number) => string][] = [
  [/^\/offers\/(\d+)$/, (id) => `/offers/get_offer_details/${id}`],
  [/^\/partners\/(\d+)$/, (id) => `/providers/get_company_by_id/${id}/`],
  [/^\/ads\/(\d+)$/, (id) => `/ads/get_ad_by_id/${id}/`],
  [/^\/products\/(\d+)$/, (id) => `/providers/get_product_details/${id}`],
];

/** The API path (under the API host) of the record a screen's first paint waits for, if any. */
export function bootApiPath(pathname: string): string | null {
  // The router ignores a trailing slash; ids are read as the screens read them (a positive integer).
  const path = pathname.replace(/\/+$/, '');
  for (const [pattern, call] of RECORD_CALLS) {
    const match = pattern.exec(path);
    if (!match) continue;
    const id = Number(match[1]);
    return Number.isSafeInteger(id) && id >= 1 ? call(id) : null;
  }
  return null;
}

export interface BootConfigReader {
  fetchRawConfig: () => Promise<unknown>;
  apiBaseUrlOf: (raw: unknown) => string;
}

/** index.html's head: asks for config.json and, on a detail screen, its record. */
export function startBootCalls(location: Pick<Location, 'pathname' | 'href'>, config: BootConfigReader): void {
  const state: BootState = { config: config.fetchRawConfig() };
  window.dalilBoot = state;
  const path = bootApiPath(location.pathname);
  if (!path) return;
  const url = state.config.then((raw) => new URL(config.apiBaseUrlOf(raw) + path, location.href).href);
  // The same request the base query makes: a GET asking for JSON, default mode and credentials.
  const response = url.then((href) => fetch(href, { headers: { Accept: 'application/json' } }));
  // Unhandled here on purpose: a failed boot call is handed to the base query, which asks again.
  response.catch(() => undefined);
  state.call = { url, response, taken: false };
}
