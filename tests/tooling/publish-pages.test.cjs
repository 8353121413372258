// Which pages the publish renders (issue 30): the fixed screens plus every active partner, active
// offer, listed product, active ad and category holding a company, walked through the API's paged lists. First against a fake
// API (paging arithmetic, dedupe, bad ids, failures), then against the real contract mock, whose
// totals the page list must match ("the sitemap's counts equal the API's totals").
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { listPages, STATIC_PAGES } = require('../../scripts/publish/pages.cjs');
const { createApiFetch } = require('../../scripts/publish/api-fetch.cjs');
const { startMock } = require('../contract/helpers/mock-process.cjs');

/** A fake API: `lists` maps an endpoint to its records; answers pages as the contract says. */
function fakeApi(lists, { override = () => null } = {}) {
  const calls = [];
  const fetch = async (url) => {
    calls.push(url);
    const parsed = new URL(url);
    const special = override(parsed);
    if (special) return special;
    const rows = lists[parsed.pathname] || [];
    const o = Number(parsed.searchParams.get('o'));
    const l = Number(parsed.searchParams.get('l'));
    return Response.json({ data: { results: rows.slice(o, o + l), count: rows.length } });
  };
  return { fetch, calls };
}

const records = (...ids) => ids.map((id) => ({ id, name: `record ${id}` }));
const COMPANIES = '/v1/providers/get_paging_active_companies';

describe('listPages against a fake API', () => {
  it('walks every page of every list, one call per page, and names each record page', async () => {
    const { fetch, calls } = fakeApi({
      [COMPANIES]: records(5, 1, 2, 3, 4, 6, 7),
      '/v1/offers/get_all_active_offers': records(10, 11),
      '/v1/providers/get_products': [],
      '/v1/ads/get_all_active_ads_by_type/1': records(1, 3),
      '/v1/ads/get_all_active_ads_by_type/2': records(2),
      '/v1/providers/get_active_not_empty_categories': records(4, 1),
      // Every category, empty ones too: not the list the publish walks.
      '/v1/providers/get_active_categories': records(1, 2, 3, 4),
    });
    const result = await listPages({ apiBase: 'http://api.test/v1/', fetch, pageSize: 3 });
    expect(result.counts).toEqual({ partners: 7, offers: 2, products: 0, ads: 3, categories: 2 });
    expect(result.pages).toEqual([
      ...STATIC_PAGES,
      '/partners/1', '/partners/2', '/partners/3', '/partners/4', '/partners/5', '/partners/6', '/partners/7',
      '/offers/10', '/offers/11', '/ads/1', '/ads/2', '/ads/3', '/categories/1', '/categories/4',
    ]);
    const companyCalls = calls.filter((url) => url.includes('companies')).map((url) => new URL(url).search).sort();
    expect(companyCalls).toEqual(['?o=0&l=3', '?o=3&l=3', '?o=6&l=3']);
    expect(calls).toHaveLength(3 + 1 + 1 + 1 + 1 + 1);
  });

  it('lists the fixed public screens once, in both languages later, and nothing personal', () => {
    expect(STATIC_PAGES).toEqual(['/', '/partners', '/offers', '/products', '/categories', '/about', '/contact', '/privacy', '/register', '/search']);
  });

  it('drops duplicate ids (a list that shifted while walked) and ids that cannot name a file', async () => {
    const shifted = [...records(1, 2, 3), ...records(3, 4), { id: '5/../../etc' }, { id: 0 }, { id: 2.5 }, { name: 'no id' }];
    const { fetch } = fakeApi({ [COMPANIES]: shifted });
    const result = await listPages({ apiBase: 'http://api.test/v1', fetch, pageSize: 2 });
    expect(result.ids.partners).toEqual([1, 2, 3, 4]);
    expect(result.skipped).toBe(4);
    expect(result.counts.partners).toBe(9);
  });

  it('hands each page of records to onPage', async () => {
    const { fetch } = fakeApi({ [COMPANIES]: records(1, 2, 3) });
    const seen = [];
    await listPages({ apiBase: 'http://api.test/v1', fetch, pageSize: 2, onPage: ({ kind, results }) => seen.push([kind, results.map((r) => r.id)]) });
    expect(seen.filter(([kind]) => kind === 'partners').map(([, ids]) => ids).sort()).toEqual([[1, 2], [3]]);
  });

  it('fails, naming the URL, when a list answers an error or not the envelope', async () => {
    const failing = fakeApi({}, { override: (url) => (url.pathname.endsWith('/1') ? new Response('down', { status: 503 }) : null) });
    await expect(listPages({ apiBase: 'http://api.test/v1', fetch: failing.fetch })).rejects.toThrow('http://api.test/v1/ads/get_all_active_ads_by_type/1?o=0&l=100 answered 503');
    const odd = fakeApi({}, { override: (url) => (url.pathname.includes('products') ? Response.json({ results: [] }) : null) });
    await expect(listPages({ apiBase: 'http://api.test/v1', fetch: odd.fetch })).rejects.toThrow(/get_products.*did not answer/);
  });

  it('keeps to the contract\'s page size (1 to 100)', async () => {
    const { fetch } = fakeApi({});
    await expect(listPages({ apiBase: 'http://api.test', fetch, pageSize: 101 })).rejects.toThrow(RangeError);
    await expect(listPages({ apiBase: 'http://api.test', fetch, pageSize: 0 })).rejects.toThrow(RangeError);
  });
});

describe('listPages against the contract mock', () => {
  let tempDir;
  beforeAll(() => { tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-pages-')); });
  afterAll(() => { fs.rmSync(tempDir, { recursive: true, force: true }); });

  /** The API's own total for a list, asked for in one small call. */
  async function apiCount(url, endpoint) {
    const body = await (await fetch(`${url}${endpoint}?o=0&l=1`)).json();
    return body.data.count;
  }

  /** Every id of a list, walked one page after another: an oracle independent of listPages. */
  async function allIds(url, endpoint) {
    const ids = [];
    for (let o = 0; ; o += 100) {
      const { data } = await (await fetch(`${url}${endpoint}?o=${o}&l=100`)).json();
      ids.push(...data.results.map((r) => r.id));
      if (o + 100 >= data.count) return ids.sort((a, b) => a - b);
    }
  }

  const idsOf = (pages, prefix) => pages.filter((p) => p.startsWith(`${prefix}/`)).map((p) => Number(p.slice(prefix.length + 1)));

  it('default fixtures: one page per active partner, offer, product and ad, as many as the API counts', async () => {
    const mock = await startMock({ MOCK_DATA_DIR: tempDir, MOCK_TODAY: '2026-11-22' });
    try {
      const apiFetch = createApiFetch({ concurrency: 4 });
      const { pages, counts } = await listPages({ apiBase: mock.url, fetch: apiFetch, pageSize: 40 });
      const expected = {
        partners: await apiCount(mock.url, '/providers/get_paging_active_companies'),
        offers: await apiCount(mock.url, '/offers/get_all_active_offers'),
        products: await apiCount(mock.url, '/providers/get_products'),
        ads: await apiCount(mock.url, '/ads/get_all_active_ads_by_type/1') + await apiCount(mock.url, '/ads/get_all_active_ads_by_type/2'),
        categories: await apiCount(mock.url, '/providers/get_active_not_empty_categories'),
      };
      expect(counts).toEqual(expected);
      expect(expected.partners).toBeGreaterThan(40);
      expect(idsOf(pages, '/partners')).toEqual(await allIds(mock.url, '/providers/get_paging_active_companies'));
      expect(idsOf(pages, '/offers')).toEqual(await allIds(mock.url, '/offers/get_all_active_offers'));
      expect(idsOf(pages, '/products')).toEqual(await allIds(mock.url, '/providers/get_products'));
      const adIds = [...await allIds(mock.url, '/ads/get_all_active_ads_by_type/1'), ...await allIds(mock.url, '/ads/get_all_active_ads_by_type/2')];
      expect(idsOf(pages, '/ads')).toEqual(adIds.sort((a, b) => a - b));
      expect(idsOf(pages, '/categories')).toEqual(await allIds(mock.url, '/providers/get_active_not_empty_categories'));
      expect(expected.categories).toBeGreaterThan(0);
      // The mock has categories without a company: those get no page.
      expect(expected.categories).toBeLessThan(await apiCount(mock.url, '/providers/get_active_categories'));
      expect(new Set(pages).size).toBe(pages.length);
      expect(apiFetch.stats()).toMatchObject({ retries: 0, maxInFlight: 4 });
    } finally {
      await mock.stop();
    }
  });

  it('MOCK_COMPANIES=2500: walks the partners list far past its first page', async () => {
    const mock = await startMock({ MOCK_DATA_DIR: tempDir, MOCK_TODAY: '2026-11-22', MOCK_COMPANIES: '2500' });
    try {
      const apiFetch = createApiFetch({ concurrency: 8 });
      const { ids, counts } = await listPages({ apiBase: mock.url, fetch: apiFetch });
      const total = await apiCount(mock.url, '/providers/get_paging_active_companies');
      expect(total).toBe(2500);
      expect(counts.partners).toBe(total);
      expect(ids.partners).toHaveLength(total);
      expect(ids.partners).toEqual(await allIds(mock.url, '/providers/get_paging_active_companies'));
      // 25 pages of partners alone, at most 8 at once.
      expect(apiFetch.stats().requests).toBeGreaterThanOrEqual(25);
      expect(apiFetch.stats().maxInFlight).toBeLessThanOrEqual(8);
    } finally {
      await mock.stop();
    }
  });
});
