'use strict';
// Which pages the publish renders (issue 30): the fixed public screens, plus one page per active
// partner, active offer, listed product, active ad and category that holds a company (its panel
// lists the category's partners and offers), found by walking the API's paged lists
// (`?o=&l=`, answers `{ data: { results, count } }`, see openapi.yaml). Bare English paths only: the
// Arabic twin of each is '/ar' + path ('/' ↔ '/ar/'), derived by whoever writes the page.
//
// Every page of a list after the first is asked for at once; the `fetch` passed in (createApiFetch)
// is what bounds how many are in flight.

/** Public screens that exist once, whatever the data. (/join is /register's alias, /saved is personal.) */
const STATIC_PAGES = ['/', '/partners', '/offers', '/products', '/categories', '/about', '/contact', '/privacy', '/register', '/search'];

/**
 * The paged lists whose records each have a page, and where to read them: a record of kind `k`
 * is published at /k/<id>, as the app's own paths name it (src/config/paths.ts).
 */
const RECORD_LISTS = [
  { kind: 'partners', endpoint: '/providers/get_paging_active_companies' },
  { kind: 'offers', endpoint: '/offers/get_all_active_offers' },
  { kind: 'products', endpoint: '/providers/get_products' },
  { kind: 'ads', endpoint: '/ads/get_all_active_ads_by_type/1' },
  { kind: 'ads', endpoint: '/ads/get_all_active_ads_by_type/2' },
  // Only categories that hold a company: an empty one's page would say only "no partners yet".
  { kind: 'categories', endpoint: '/providers/get_active_not_empty_categories' },
];

const MAX_PAGE_SIZE = 100; // the contract's `l` maximum

/** One page of a list, checked against the envelope; a failed answer throws, naming the URL. */
async function fetchListPage(fetch, url) {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) {
    if (response.body && typeof response.body.cancel === 'function') await response.body.cancel().catch(() => {});
    throw new Error(`listPages: ${url} answered ${response.status}`);
  }
  const body = await response.json();
  const data = body && body.data;
  if (!data || !Array.isArray(data.results) || !Number.isInteger(data.count)) {
    throw new Error(`listPages: ${url} did not answer { data: { results, count } }`);
  }
  return data;
}

/** A record's id when it can name a page (a whole number ≥ 1); anything else names no file. */
const pageId = (record) => (record && Number.isInteger(record.id) && record.id >= 1 ? record.id : null);

/**
 * Walks one list: the first page gives the total, the others are then asked for together. Keeps
 * only the ids (a list of 100 000 companies is not held in memory); `onPage` sees each page's records.
 */
async function walkList({ apiBase, fetch, pageSize, list, onPage }) {
  const urlAt = (offset) => `${apiBase}${list.endpoint}?o=${offset}&l=${pageSize}`;
  const ids = new Set();
  let skipped = 0;
  const take = (data) => {
    for (const record of data.results) {
      const id = pageId(record);
      if (id === null) skipped += 1;
      else ids.add(id);
    }
    if (onPage) onPage({ kind: list.kind, endpoint: list.endpoint, results: data.results });
  };
  const first = await fetchListPage(fetch, urlAt(0));
  take(first);
  const offsets = [];
  for (let offset = pageSize; offset < first.count; offset += pageSize) offsets.push(offset);
  await Promise.all(offsets.map((offset) => fetchListPage(fetch, urlAt(offset)).then(take)));
  return { count: first.count, ids, skipped };
}

/**
 * @param {object} options
 * @param {string} options.apiBase the API's base URL (no trailing slash needed)
 * @param {typeof fetch} options.fetch the bounded, retrying fetch (createApiFetch)
 * @param {number} [options.pageSize=100] rows per list call (the contract allows 1–100)
 * @param {(page: { kind: string, endpoint: string, results: object[] }) => void} [options.onPage]
 *   sees every list page's records as they arrive (e.g. to digest list data)
 * @returns {Promise<{ pages: string[], counts: { partners: number, offers: number, products: number, ads: number, categories: number },
 *   ids: Record<string, number[]>, skipped: number }>} pages: the static screens, then each kind's
 *   record pages by id; counts: the API's totals (`count` of the first page; ads: both types)
 */
async function listPages({ apiBase, fetch, pageSize = MAX_PAGE_SIZE, onPage }) {
  if (typeof fetch !== 'function') throw new TypeError('listPages needs a fetch');
  if (!(Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= MAX_PAGE_SIZE)) {
    throw new RangeError(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}, got ${pageSize}`);
  }
  const base = String(apiBase).replace(/\/+$/, '');
  const walks = await Promise.all(RECORD_LISTS.map((list) => walkList({ apiBase: base, fetch, pageSize, list, onPage })));
  const counts = { partners: 0, offers: 0, products: 0, ads: 0, categories: 0 };
  const idSets = { partners: new Set(), offers: new Set(), products: new Set(), ads: new Set(), categories: new Set() };
  let skipped = 0;
  RECORD_LISTS.forEach((list, i) => {
    counts[list.kind] += walks[i].count;
    for (const id of walks[i].ids) idSets[list.kind].add(id);
    skipped += walks[i].skipped;
  });
  const ids = Object.fromEntries(Object.entries(idSets).map(([kind, set]) => [kind, [...set].sort((a, b) => a - b)]));
  const recordPages = Object.entries(ids).flatMap(([kind, list]) => list.map((id) => `/${kind}/${id}`));
  return { pages: [...STATIC_PAGES, ...recordPages], counts, ids, skipped };
}

module.exports = { listPages, STATIC_PAGES, RECORD_LISTS };
