// Which pages the publish writes, from the route table (src/app/publishedPages.ts): each path
// without a param, and a page per record each record screen's routePaths walks. Against the
// contract mock, whose totals the page list must match ("the sitemap's counts equal the API's
// totals"), and against answers staged on top of it (a shifted list, bad records, a failed list).
import { listPublishedPages } from '@/app/publishedPages';
import { getRuntimeConfig } from '@/config/runtime';
import { renderAgainstMock } from './renderingMock';

renderAgainstMock();

const api = () => getRuntimeConfig().apiBaseUrl;

/** The API's own total for a list, asked in one small call. */
async function apiCount(endpoint: string): Promise<number> {
  const body = (await (await fetch(`${api()}${endpoint}?o=0&l=1`)).json()) as { data: { count: number } };
  return body.data.count;
}

/** Every id of a list, walked one page after another: an oracle independent of the walker. */
async function allIds(endpoint: string): Promise<number[]> {
  const ids: number[] = [];
  for (let o = 0; ; o += 100) {
    const { data } = (await (await fetch(`${api()}${endpoint}?o=${o}&l=100`)).json()) as { data: { results: { id: number }[]; count: number } };
    ids.push(...data.results.map((record) => record.id));
    if (o + 100 >= data.count) return ids.sort((a, b) => a - b);
  }
}

const idsOf = (pages: string[], prefix: string) => pages.filter((page) => page.startsWith(`${prefix}/`)).map((page) => Number(page.slice(prefix.length + 1)));

/** The global fetch (which the app's calls use), with the URLs asked and a stand-in answer where `answer` gives one. */
function watchFetch(answer: (url: URL) => Response | null = () => null): string[] {
  const asked: string[] = [];
  const real = globalThis.fetch;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(`${url.pathname}${url.search}`);
    return answer(url) ?? real(input, init);
  });
  return asked;
}

it('lists the paths without a param once each, in the route table\'s order, and nothing personal nor an alias', async () => {
  const { pages } = await listPublishedPages();
  expect(pages.filter((page) => !/\/\d+$/.test(page))).toEqual(['/', '/partners', '/offers', '/products', '/categories', '/register', '/search', '/about', '/contact', '/privacy']);
});

it('a page per active partner, offer, product, ad and category that holds a company, as many as the API counts', async () => {
  const { pages, counts, skipped } = await listPublishedPages({ pageSize: 40 });
  const expected = {
    partners: await apiCount('/providers/get_paging_active_companies'),
    offers: await apiCount('/offers/get_all_active_offers'),
    products: await apiCount('/providers/get_products'),
    ads: (await apiCount('/ads/get_all_active_ads_by_type/1')) + (await apiCount('/ads/get_all_active_ads_by_type/2')),
    categories: await apiCount('/providers/get_active_not_empty_categories'),
  };
  expect(counts).toEqual(expected);
  expect(skipped).toBe(0);
  expect(expected.partners).toBeGreaterThan(40);
  expect(idsOf(pages, '/partners')).toEqual(await allIds('/providers/get_paging_active_companies'));
  expect(idsOf(pages, '/offers')).toEqual(await allIds('/offers/get_all_active_offers'));
  expect(idsOf(pages, '/products')).toEqual(await allIds('/providers/get_products'));
  const adIds = [...(await allIds('/ads/get_all_active_ads_by_type/1')), ...(await allIds('/ads/get_all_active_ads_by_type/2'))];
  expect(idsOf(pages, '/ads')).toEqual(adIds.sort((a, b) => a - b));
  expect(idsOf(pages, '/categories')).toEqual(await allIds('/providers/get_active_not_empty_categories'));
  // The mock has categories without a company: those get no page.
  expect(expected.categories).toBeLessThan(await apiCount('/providers/get_active_categories'));
  expect(new Set(pages).size).toBe(pages.length);
});

it('asks each page of a list once: the first for the total, then the rest', async () => {
  const total = await apiCount('/providers/get_paging_active_companies');
  const asked = watchFetch();
  await listPublishedPages({ pageSize: 40 });
  const companies = asked.filter((url) => url.startsWith('/providers/get_paging_active_companies')).map((url) => new URLSearchParams(url.split('?')[1]));
  expect(companies.map((query) => Number(query.get('o'))).sort((a, b) => a - b)).toEqual(Array.from({ length: Math.ceil(total / 40) }, (_, i) => i * 40));
  expect(companies.every((query) => query.get('l') === '40')).toBe(true);
});

it('drops a duplicate (a list that shifted while walked) and counts a record the contract rejects as skipped', async () => {
  const [company] = ((await (await fetch(`${api()}/providers/get_paging_active_companies?o=0&l=1`)).json()) as { data: { results: object[] } }).data.results;
  watchFetch((url) =>
    url.pathname.endsWith('/providers/get_paging_active_companies')
      ? Response.json({ data: { results: url.searchParams.get('o') === '0' ? [company, { name: 'no id' }] : [company], count: 3 } })
      : null,
  );
  const { pages, counts, skipped } = await listPublishedPages({ pageSize: 2 });
  expect(idsOf(pages, '/partners')).toEqual([(company as { id: number }).id]);
  expect(counts.partners).toBe(3);
  expect(skipped).toBe(1);
});

it('fails, naming the call, when a list answers an error', async () => {
  watchFetch((url) => (url.pathname.endsWith('/ads/get_all_active_ads_by_type/1') ? new Response('down', { status: 503 }) : null));
  await expect(listPublishedPages()).rejects.toThrow(/getAllActiveAdsByType\(\{"type":"1","o":0,"l":100\}\) failed/);
});

it("keeps to the contract's page size (1 to 100)", async () => {
  await expect(listPublishedPages({ pageSize: 101 })).rejects.toThrow(RangeError);
  await expect(listPublishedPages({ pageSize: 0 })).rejects.toThrow(RangeError);
});
