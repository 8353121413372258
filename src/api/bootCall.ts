// The call a screen's largest paint waits for (a detail screen's record, the offers list's first
// page), started by index.html's head script beside the app's scripts instead of after them.
// Without it the chain to that paint was HTML → ~160 KB of scripts → boot → config.json → the
// call → render: two round trips after the scripts, on a phone's line. With it, config.json and
// the answer download while the scripts do, and the base query (baseApi.ts) takes the answer
// instead of asking again.
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
  /**
   * Whether a successful (2xx) response has come: the app's first render may then wait for its
   * record. Not for a failure: the store would keep the error, and the screen would ask again.
   */
  answeredOk: boolean;
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

/** A positive integer id, read as the screens read it (leading zeros and all), or null. */
function recordId(raw: string): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

/**
 * The screens whose largest paint waits for one call: a detail screen's record (whatever its query
 * string says of its sections), and the offers list's first page when the URL sets no filter.
 */
const SCREEN_CALLS: { pattern: RegExp; call: (id: number | null, search: string) => string | null }[] = [
  { pattern: /^\/offers\/(\d+)$/, call: (id) => `/offers/get_offer_details/${id}` },
  { pattern: /^\/partners\/(\d+)$/, call: (id) => `/providers/get_company_by_id/${id}/` },
  { pattern: /^\/ads\/(\d+)$/, call: (id) => `/ads/get_ad_by_id/${id}/` },
  { pattern: /^\/products\/(\d+)$/, call: (id) => `/providers/get_product_details/${id}` },
  // The list's page 1 of 20 (OFFERS_PAGE_SIZE), no search, category or "near me".
  { pattern: /^\/offers$/, call: (_id, search) => (search === '' ? '/offers/get_all_active_offers?o=0&l=20' : null) },
];

/** The API path (under the API host) of the call a screen's largest paint waits for, if any. */
export function bootApiPath(pathname: string, search = ''): string | null {
  // The router ignores a trailing slash.
  const path = pathname.replace(/\/+$/, '');
  for (const { pattern, call } of SCREEN_CALLS) {
    const match = pattern.exec(path);
    if (!match) continue;
    if (match[1] === undefined) return call(null, search.replace(/^\?/, ''));
    const id = recordId(match[1]);
    return id === null ? null : call(id, search);
  }
  return null;
}

export interface BootConfigReader {
  fetchRawConfig: () => Promise<unknown>;
  apiBaseUrlOf: (raw: unknown) => string;
}

/** The <meta name> by which index.html may carry its environment's API host. */
export const API_BASE_META = 'dalil-api-base';

/**
 * The API host the page itself names: the environment's config.json's, written into index.html
 * beside the security headers (`npm run serve` as it serves the page; a deploy with
 * scripts/security-headers.cjs). '' when the page names none, as the plain build does.
 */
export function apiBaseHint(doc: Pick<Document, 'querySelector'>): string {
  const meta = doc.querySelector(`meta[name="${API_BASE_META}"]`);
  return (meta && meta.getAttribute('content')) || '';
}

/**
 * index.html's head: asks for config.json and, on a screen in SCREEN_CALLS, its call. config.json
 * stays the word on which host that is. When the page names the host too (`hint`), the call is
 * asked for at once, beside config.json rather than a round trip after it, and stands once
 * config.json agrees; were they to disagree (config.json edited and the page not), it is dropped
 * and the call made again at config.json's host.
 */
export function startBootCalls(location: Pick<Location, 'pathname' | 'search' | 'href'>, config: BootConfigReader, hint = apiBaseHint(document)): void {
  const state: BootState = { config: config.fetchRawConfig() };
  window.dalilBoot = state;
  const path = bootApiPath(location.pathname, location.search);
  if (!path) return;
  const hrefAt = (apiBaseUrl: string) => new URL(apiBaseUrl + path, location.href).href;
  const url = state.config.then((raw) => hrefAt(config.apiBaseUrlOf(raw)));
  // The same request the base query makes: a GET asking for JSON, default mode and credentials.
  const ask = (href: string, signal?: AbortSignal) => fetch(href, signal ? { headers: { Accept: 'application/json' }, signal } : { headers: { Accept: 'application/json' } });
  let response: Promise<Response>;
  if (hint) {
    const early = hrefAt(config.apiBaseUrlOf({ apiBaseUrl: hint }));
    const stop = typeof AbortController === 'function' ? new AbortController() : null;
    const earlyAnswer = ask(early, stop ? stop.signal : undefined);
    // Dropped unread when config.json names another host: its failure (the abort) is nobody's.
    earlyAnswer.catch(() => undefined);
    response = url.then((href) => {
      if (href === early) return earlyAnswer;
      if (stop) stop.abort();
      return ask(href);
    });
  } else {
    response = url.then((href) => ask(href));
  }
  const call: BootCall = { url, response, taken: false, answeredOk: false };
  // A failure is not handled here on purpose: it is handed to the base query, which asks again.
  response.then(
    (answer) => {
      call.answeredOk = answer.ok;
    },
    () => undefined,
  );
  state.call = call;
}
