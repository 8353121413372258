'use strict';
// The contract mock against openapi.yaml. The mock runs with response validation ON, so
// any 2xx/4xx answered here also matched the contract's schema (a mismatch becomes a 500).
// The list of calls comes from the yaml: a path added to the contract without a sample
// call below fails the suite.

const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const yaml = require('js-yaml');
const { startMock, ROOT } = require('./helpers/mock-process.cjs');
const { VALID_APPLICATION } = require('./helpers/valid-application.cjs');
const { mediaUrlsOf } = require('./helpers/media-urls.cjs');

const TODAY = '2026-11-22';
const spec = yaml.load(fs.readFileSync(path.join(ROOT, 'openapi.yaml'), 'utf8'));
const CATEGORY_KEYS = spec.components.schemas.RegistrationCategory.enum;

const tempDirs = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-mock-'));
  tempDirs.push(dir);
  return dir;
};

let mock;
let dataDir;
beforeAll(async () => {
  dataDir = tempDir();
  mock = await startMock({ MOCK_DATA_DIR: dataDir, MOCK_TODAY: TODAY, MOCK_REGISTER_LIMIT: '1000' });
}, 30000);
afterAll(async () => {
  if (mock) await mock.stop();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function call(urlPath, init = {}) {
  const res = await fetch(mock.url + urlPath, init);
  const text = await res.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, headers: res.headers, body };
}
const get = (urlPath, headers) => call(urlPath, { headers });
/** A request fetch will not send (a GET with a body), through node:http. */
const rawCall = (method, urlPath, body) => new Promise((resolve, reject) => {
  const req = http.request(new URL(mock.url + urlPath), { method, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk) => { text += chunk; });
    res.on('end', () => resolve({ status: res.statusCode, headers: new Headers(res.headers), body: JSON.parse(text) }));
  });
  req.on('error', reject);
  req.end(body);
});
const post = (urlPath, payload, headers = {}) => call(urlPath, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof payload === 'string' ? payload : JSON.stringify(payload),
});
const q = (params) => `?${new URLSearchParams(params)}`;

/** Every page of a paged call, so tests can compare against the whole set. */
async function all(urlPath, params = {}) {
  const rows = [];
  for (let o = 0; ; o += 100) {
    const { status, body } = await get(`${urlPath}${q({ ...params, o, l: 100 })}`);
    expect(status).toBe(200);
    rows.push(...body.data.results);
    if (rows.length >= body.data.count) return rows;
  }
}

function expectEnvelope(body) {
  expect(Object.keys(body)).toEqual(['data']);
}
function expectPage(body) {
  expectEnvelope(body);
  expect(Array.isArray(body.data.results)).toBe(true);
  expect(Number.isInteger(body.data.count)).toBe(true);
  expect(body.data.count).toBeGreaterThanOrEqual(body.data.results.length);
}
function expectError(res, status, code) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(Object.keys(res.body)).toEqual(['error']);
  const keys = Object.keys(res.body.error);
  expect(keys.slice(0, 2)).toEqual(['code', 'message']);
  expect(keys.every((k) => ['code', 'message', 'fields', 'codes'].includes(k))).toBe(true);
  // A per-field failure names each field twice: a code for apps, English words for developers.
  if (res.body.error.fields) expect(Object.keys(res.body.error.codes).sort()).toEqual(Object.keys(res.body.error.fields).sort());
  expect(res.body.error.code).toBe(code);
  expect(typeof res.body.error.message).toBe('string');
  expect(res.body.error.message.length).toBeGreaterThan(3);
  expect(JSON.stringify(res.body)).not.toMatch(/\n\s+at |node_modules|<html/i); // no stack, no HTML
}

// ---- one sample call per operation of the contract ----

const SAMPLES = {
  'GET /core/get_tags': '/core/get_tags',
  'GET /core/get_active_countries': '/core/get_active_countries',
  'GET /core/get_active_cities/{countryId}': '/core/get_active_cities/1',
  'GET /providers/get_active_not_empty_categories': '/providers/get_active_not_empty_categories',
  'GET /providers/get_active_categories': '/providers/get_active_categories?o=0&l=20',
  'GET /providers/get_active_companies': '/providers/get_active_companies?search=muscat',
  'GET /providers/get_paging_active_companies': '/providers/get_paging_active_companies?o=20&l=20',
  'GET /providers/get_active_family_businesses/': '/providers/get_active_family_businesses/',
  'GET /providers/get_active_locally_made_companies/': '/providers/get_active_locally_made_companies/?o=0&l=18',
  'GET /providers/get_company_details/{id}': '/providers/get_company_details/1',
  'GET /providers/get_company_by_id/{id}/': '/providers/get_company_by_id/1/',
  'GET /providers/check_if_company_has_branches/{id}/': '/providers/check_if_company_has_branches/1/',
  'POST /providers/register_company/': { path: '/providers/register_company/', body: VALID_APPLICATION, status: 201 },
  'GET /providers/get_products': '/providers/get_products',
  'GET /providers/get_product_details/{id}': '/providers/get_product_details/1',
  'GET /providers/get_active_branches_for_company/{id}/': '/providers/get_active_branches_for_company/1/',
  'GET /offers/get_all_active_offers': '/offers/get_all_active_offers',
  'GET /offers/get_active_offers_summary': '/offers/get_active_offers_summary',
  'GET /offers/get_active_offer_locations': '/offers/get_active_offer_locations',
  'GET /offers/get_category_offers/{id}': '/offers/get_category_offers/1',
  'GET /offers/get_paging_category_active_offers/{categoryId}/': '/offers/get_paging_category_active_offers/1/',
  'GET /offers/get_company_offers/{id}': '/offers/get_company_offers/1',
  'GET /offers/get_all_company_active_offers/{id}/': '/offers/get_all_company_active_offers/1/',
  'GET /offers/search_offers': '/offers/search_offers?search=off',
  'GET /offers/get_offer_details/{id}': '/offers/get_offer_details/1',
  'GET /ads/get_all_active_ads_by_type/{type}': '/ads/get_all_active_ads_by_type/1',
  'GET /ads/get_company_active_now_ads/{id}': '/ads/get_company_active_now_ads/1',
  'GET /ads/get_ad_by_id/{id}/': '/ads/get_ad_by_id/1/',
};

const OPERATIONS = Object.entries(spec.paths).flatMap(([p, item]) => Object.keys(item)
  .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
  .map((m) => ({ key: `${m.toUpperCase()} ${p}`, path: p, method: m, op: item[m] })));
// Paths whose ids can be unknown, with a sample unknown id.
const ID_PATHS = OPERATIONS.filter((o) => /\{(id|countryId|categoryId)\}/.test(o.path));
const PAGED = OPERATIONS.filter((o) => (o.op.parameters || []).some((p) => p.$ref === '#/components/parameters/Limit'));

describe('every path of openapi.yaml', () => {
  test('has a sample call in this suite', () => {
    const missing = OPERATIONS.map((o) => o.key).filter((k) => !(k in SAMPLES));
    expect(missing).toEqual([]);
    const stale = Object.keys(SAMPLES).filter((k) => !OPERATIONS.some((o) => o.key === k));
    expect(stale).toEqual([]);
  });

  test.each(OPERATIONS.map((o) => [o.key]))('%s answers from the seeded data in the {data} envelope', async (key) => {
    const sample = SAMPLES[key];
    const res = typeof sample === 'string' ? await get(sample) : await post(sample.path, sample.body);
    expect(res.status).toBe(typeof sample === 'string' ? 200 : sample.status);
    expectEnvelope(res.body);
    const { data } = res.body;
    if (data && Array.isArray(data.results)) {
      expectPage(res.body);
      expect(data.results.length).toBeGreaterThan(0);
    } else if (Array.isArray(data)) {
      expect(data.length).toBeGreaterThan(0);
    } else {
      expect(data).toEqual(expect.any(Object));
    }
  });
});

describe('paging (o, l)', () => {
  test('l defaults to 20 and count is the total', async () => {
    const { body } = await get('/providers/get_active_companies');
    expect(body.data.results).toHaveLength(20);
    expect(body.data.count).toBe(250);
    expect(body.data.results[0].id).toBe(1);
  });

  test('windows follow each other without gaps or overlaps', async () => {
    const [a, b, both] = await Promise.all([
      get('/providers/get_active_companies?o=0&l=10'),
      get('/providers/get_active_companies?o=10&l=10'),
      get('/providers/get_active_companies?o=0&l=20'),
    ]);
    expect([...a.body.data.results, ...b.body.data.results].map((c) => c.id)).toEqual(both.body.data.results.map((c) => c.id));
  });

  test('l=100 is allowed; the last page is short; past the end is empty', async () => {
    const full = await get('/providers/get_active_companies?l=100');
    expect(full.body.data.results).toHaveLength(100);
    const last = await get('/providers/get_active_companies?o=240&l=20');
    expect(last.body.data.results).toHaveLength(10);
    const past = await get('/providers/get_active_companies?o=1000');
    expect(past.body.data).toEqual({ results: [], count: 250 });
  });

  test('the locally made call answers the app\'s o=0&l=18', async () => {
    const { body } = await get('/providers/get_active_locally_made_companies/?o=0&l=18');
    expect(body.data.results.length).toBeLessThanOrEqual(18);
    expect(body.data.results.every((c) => c.locally_made_in_company)).toBe(true);
  });

  test.each(PAGED.filter((o) => o.method === 'get').map((o) => [o.key]))('%s honours l=1 and o', async (key) => {
    const base = SAMPLES[key].split('?')[0];
    const sep = '?';
    const [first, second] = await Promise.all([get(`${base}${sep}o=0&l=1`), get(`${base}${sep}o=1&l=1`)]);
    expect(first.status).toBe(200);
    expect(first.body.data.results).toHaveLength(1);
    if (first.body.data.count > 1) expect(second.body.data.results[0].id).not.toBe(first.body.data.results[0].id);
  });
});

describe('search (case-insensitive, Arabic and English)', () => {
  let company;
  beforeAll(async () => {
    company = (await get('/providers/get_company_details/14')).body.data;
  });

  test('companies by their Arabic name', async () => {
    const { body } = await get(`/providers/get_active_companies${q({ search: company.name, l: 100 })}`);
    expect(body.data.results.map((c) => c.id)).toContain(14);
    expect(body.data.count).toBeLessThan(250);
  });

  test('companies by their English name, in any case', async () => {
    const { body } = await get(`/providers/get_active_companies${q({ search: company.en_name.toUpperCase(), l: 100 })}`);
    expect(body.data.results.map((c) => c.id)).toContain(14);
  });

  test('companies by location and description words; every word must match', async () => {
    const muscat = await all('/providers/get_paging_active_companies', { search: 'Muscat' });
    expect(muscat.length).toBeGreaterThan(0);
    for (const c of muscat) expect(`${c.name} ${c.en_name} ${c.description ?? c.desc} ${c.location}`.toLowerCase()).toContain('muscat');
    const narrower = await get(`/providers/get_paging_active_companies${q({ search: 'muscat restaurant' })}`);
    expect(narrower.body.data.count).toBeLessThan(muscat.length);
  });

  test('a space may arrive as + (URLSearchParams) or %20; !\'()* may arrive unencoded', async () => {
    const plus = await get('/providers/get_active_companies?search=muscat+restaurant');
    const pct = await get('/providers/get_active_companies?search=muscat%20restaurant');
    expect(plus.status).toBe(200);
    expect(plus.body.data.count).toBe(pct.body.data.count);
    expect(plus.body.data.count).toBeGreaterThan(0);
    expect((await get("/providers/get_active_companies?search=(al*noor)!'")).status).toBe(200);
  });

  test('Arabic spelling variants match (أ / ا)', async () => {
    const withHamza = await get(`/providers/get_active_companies${q({ search: 'الأمل' })}`);
    const without = await get(`/providers/get_active_companies${q({ search: 'الامل' })}`);
    expect(withHamza.body.data.count).toBeGreaterThan(0);
    expect(without.body.data.count).toBe(withHamza.body.data.count);
  });

  test('a whitespace-only search is ignored; an empty value is not in the contract (400)', async () => {
    const blank = await get(`/providers/get_active_companies${q({ search: '   ' })}`);
    expect(blank.body.data.count).toBe(250);
    expectError(await get('/providers/get_active_companies?search='), 400, 'bad_request');
  });

  test('offers by Arabic title, English title and company name', async () => {
    const offer = (await get('/offers/get_offer_details/1')).body.data;
    const arabic = await get(`/offers/get_all_active_offers${q({ search: 'خصم' })}`);
    expect(arabic.body.data.count).toBeGreaterThan(0);
    for (const o of arabic.body.data.results) expect(`${o.title} ${o.description}`).toContain('خصم');
    const english = await get(`/offers/search_offers${q({ search: offer.en_title.toUpperCase(), l: 100 })}`);
    expect(english.body.data.results.map((o) => o.id)).toContain(1);
    const byCompany = await all('/offers/get_all_active_offers', { search: offer.company_name });
    expect(byCompany.map((o) => o.id)).toContain(1);
    const byCompanyEn = await all('/offers/get_all_active_offers', { search: offer.company_en_name.toLowerCase() });
    expect(byCompanyEn.map((o) => o.id)).toContain(1);
  });

  test('categories by name and English name', async () => {
    const ar = await get(`/providers/get_active_categories${q({ search: 'مطاعم' })}`);
    expect(ar.body.data.results.map((c) => c.en_name)).toContain('Restaurants');
    const en = await get(`/providers/get_active_not_empty_categories${q({ search: 'RESTAURANTS' })}`);
    expect(en.body.data.results.map((c) => c.name)).toContain('مطاعم');
  });

  test('products by Arabic and English name', async () => {
    const ar = await get(`/providers/get_products${q({ search: 'عسل' })}`);
    const en = await get(`/providers/get_products${q({ search: 'honey' })}`);
    expect(ar.body.data.count).toBeGreaterThan(0);
    expect(en.body.data.count).toBe(ar.body.data.count);
  });

  test('the offers map and the paged offers agree on a search', async () => {
    const { body } = await get(`/offers/get_active_offer_locations${q({ search: 'خصم' })}`);
    const paged = await all('/offers/get_all_active_offers', { search: 'خصم' });
    const withCoords = paged.filter((o) => o.latitude != null).map((o) => o.id).sort((a, b) => a - b);
    expect(body.data.map((p) => p.id).sort((a, b) => a - b)).toEqual(withCoords);
  });
});

describe('filters', () => {
  test('companies: category, family, locally_made, and combined', async () => {
    const cat = await all('/providers/get_active_companies', { category: 1 });
    expect(cat.length).toBeGreaterThan(0);
    expect(cat.every((c) => c.category_id === 1)).toBe(true);
    const family = await all('/providers/get_paging_active_companies', { family: true });
    expect(family.length).toBeGreaterThan(0);
    expect(family.every((c) => c.productive_family)).toBe(true);
    const local = await all('/providers/get_paging_active_companies', { locally_made: true });
    expect(local.every((c) => c.locally_made_in_company)).toBe(true);
    const both = await all('/providers/get_paging_active_companies', { family: true, locally_made: true });
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((c) => c.productive_family && c.locally_made_in_company)).toBe(true);
  });

  test('the family and locally made calls equal the filtered company list', async () => {
    const [fam, famList, loc, locList] = await Promise.all([
      get('/providers/get_active_family_businesses/'),
      get('/providers/get_active_companies?family=true'),
      get('/providers/get_active_locally_made_companies/'),
      get('/providers/get_active_companies?locally_made=true'),
    ]);
    expect(fam.body.data.count).toBe(famList.body.data.count);
    expect(loc.body.data.count).toBe(locList.body.data.count);
  });

  test('offers: category and company', async () => {
    const cat = await all('/offers/get_all_active_offers', { category: 1 });
    expect(cat.length).toBeGreaterThan(0);
    expect(cat.every((o) => o.category_id === 1)).toBe(true);
    const comp = await all('/offers/get_all_active_offers', { company: 1 });
    expect(comp.map((o) => o.id)).toEqual(expect.arrayContaining([1, 2]));
    expect(comp.every((o) => o.company_id === 1)).toBe(true);
    const searched = await all('/offers/search_offers', { category: 1 });
    expect(searched.length).toBe(cat.length);
  });

  test('products: company', async () => {
    const product = (await get('/providers/get_product_details/1')).body.data;
    const rows = await all('/providers/get_products', { company: product.company_id });
    expect(rows.map((p) => p.id)).toContain(1);
    expect(rows.every((p) => p.company_id === product.company_id)).toBe(true);
  });

  test('ads: type 1 and 2, with_images', async () => {
    const level1 = await all('/ads/get_all_active_ads_by_type/1');
    const level2 = await all('/ads/get_all_active_ads_by_type/2');
    expect(level1.length).toBeGreaterThanOrEqual(10);
    expect(level1.every((a) => a.ad_type === 'Level 1')).toBe(true);
    expect(level2.length).toBeGreaterThan(30); // "Showing 30 of N articles"
    expect(level2.every((a) => a.ad_type === 'Level 2')).toBe(true);
    expect(level2.some((a) => a.images.length === 0)).toBe(true);
    const spotlight = await all('/ads/get_all_active_ads_by_type/2', { with_images: true });
    expect(spotlight.length).toBeGreaterThanOrEqual(10);
    expect(spotlight.length).toBeLessThan(level2.length);
    expect(spotlight.every((a) => a.images.length > 0)).toBe(true);
    for (const a of [...level1, ...level2]) {
      expect(a.start_date <= TODAY).toBe(true);
      expect(a.end_date >= TODAY).toBe(true);
    }
  });

  test('the offers map: category filter, only points with coordinates', async () => {
    const { body } = await get('/offers/get_active_offer_locations?category=1');
    const cat = await all('/offers/get_all_active_offers', { category: 1 });
    expect(body.data.map((p) => p.id).sort((a, b) => a - b)).toEqual(cat.filter((o) => o.latitude != null).map((o) => o.id).sort((a, b) => a - b));
    const everything = await get('/offers/get_active_offer_locations');
    expect(everything.body.data.every((p) => typeof p.latitude === 'number' && typeof p.longitude === 'number')).toBe(true);
    expect(everything.body.data.map((p) => p.id)).not.toContain(4); // offer 4 has no coordinates
  });
});

describe('active offers, summary and categories', () => {
  test('active offers leave expired ones out; company and detail calls keep them', async () => {
    const active = await all('/offers/get_all_active_offers');
    expect(active.every((o) => o.valid_until === null || o.valid_until >= TODAY)).toBe(true);
    expect(active.map((o) => o.id)).not.toContain(3);
    const companyAll = (await get('/offers/get_company_offers/1')).body.data;
    const companyActive = (await get('/offers/get_all_company_active_offers/1/')).body.data;
    expect(companyAll.map((o) => o.id)).toContain(3);
    expect(companyActive.map((o) => o.id)).not.toContain(3);
    expect(companyActive.length).toBe(companyAll.filter((o) => o.valid_until === null || o.valid_until >= TODAY).length);
    const expired = await get('/offers/get_offer_details/3');
    expect(expired.status).toBe(200);
    expect(expired.body.data.valid_until < TODAY).toBe(true);
  });

  test('the summary is computed over the active offers', async () => {
    const active = await all('/offers/get_all_active_offers');
    const { body } = await get('/offers/get_active_offers_summary');
    const daysLeft = (d) => Math.round((Date.parse(`${d}T00:00:00Z`) - Date.parse(`${TODAY}T00:00:00Z`)) / 86400000);
    const soon = active.filter((o) => o.valid_until && daysLeft(o.valid_until) >= 1 && daysLeft(o.valid_until) <= 7).length;
    const percents = active.map((o) => o.discount_percentage).filter((p) => p !== null);
    expect(body.data.active_count).toBe(active.length);
    expect(body.data.ending_soon_count).toBe(soon);
    expect(soon).toBeGreaterThan(0);
    expect(body.data.average_discount_percentage).toBeCloseTo(percents.reduce((a, b) => a + b, 0) / percents.length, 1);
  });

  test('category counts agree with the companies and offers calls', async () => {
    const cats = await all('/providers/get_active_categories');
    const notEmpty = await all('/providers/get_active_not_empty_categories');
    expect(cats.length).toBeGreaterThanOrEqual(38);
    expect(notEmpty.length).toBeLessThan(cats.length);
    expect(notEmpty.every((c) => c.company_count > 0)).toBe(true);
    expect(cats.some((c) => c.color === null)).toBe(true);
    for (const c of cats.slice(0, 5)) {
      const [companies, offers, paging] = await Promise.all([
        get(`/providers/get_active_companies?category=${c.id}`),
        get(`/offers/get_category_offers/${c.id}`),
        get(`/offers/get_paging_category_active_offers/${c.id}/`),
      ]);
      expect(companies.body.data.count).toBe(c.company_count);
      expect(offers.body.data.count).toBe(c.offer_count);
      expect(paging.body.data.count).toBe(c.offer_count);
    }
  });

  test('branches: the check and the list agree', async () => {
    const check = (await get('/providers/check_if_company_has_branches/1/')).body.data;
    const list = (await get('/providers/get_active_branches_for_company/1/')).body.data;
    expect(check).toEqual({ has_branches: true, count: list.length });
    expect(list.every((b) => b.company_id === 1)).toBe(true);
    const companies = await all('/providers/get_active_companies');
    for (const c of companies.slice(1, 40)) {
      const r = (await get(`/providers/check_if_company_has_branches/${c.id}/`)).body.data;
      if (!r.has_branches) {
        expect(r.count).toBe(0);
        expect((await get(`/providers/get_active_branches_for_company/${c.id}/`)).body.data).toEqual([]);
        return;
      }
    }
    throw new Error('expected a company without branches among the first 40');
  });

  test('a company\'s ads running now', async () => {
    const { body } = await get('/ads/get_company_active_now_ads/1');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((a) => a.company_id === 1 && a.start_date <= TODAY && a.end_date >= TODAY)).toBe(true);
  });
});

describe('errors', () => {
  const UNKNOWN = {
    '{id}': '99999', '{countryId}': '999', '{categoryId}': '999',
  };
  test.each(ID_PATHS.filter((o) => o.method === 'get').map((o) => [o.key, o.path]))('%s: an unknown id is a 404 with the error body', async (_key, p) => {
    const urlPath = p.replace(/\{\w+\}/g, (m) => UNKNOWN[m]);
    const res = await get(urlPath);
    expectError(res, 404, 'not_found');
    expect(res.body.error.message).toMatch(/99999|999/);
  });

  test.each(ID_PATHS.filter((o) => o.method === 'get').map((o) => [o.key, o.path]))('%s: a non-numeric id is a 400', async (_key, p) => {
    const res = await get(p.replace(/\{\w+\}/g, 'abc'));
    expectError(res, 400, 'bad_request');
    expect(Object.keys(res.body.error.fields)).toEqual([p.match(/\{(\w+)\}/)[1]]);
  });

  test.each([
    ['l=-1', 'l'],
    ['l=0', 'l'],
    ['l=100000', 'l'],
    ['o=-1', 'o'],
    ['l=ten', 'l'],
    ['family=maybe', 'family'],
    ['category=0', 'category'],
    ['unknown=1', 'unknown'],
    [`search=${'x'.repeat(201)}`, 'search'],
  ])('get_active_companies?%s is a 400 naming %s', async (query, field) => {
    const res = await get(`/providers/get_active_companies?${query}`);
    expectError(res, 400, 'bad_request');
    expect(res.body.error.fields).toHaveProperty(field);
    expect(res.body.error.message).toContain(field);
  });

  test('an unknown query parameter is a 400 on every call, even the unpaged ones', async () => {
    for (const urlPath of ['/core/get_tags', '/offers/get_active_offers_summary', '/ads/get_all_active_ads_by_type/1']) {
      expectError(await get(`${urlPath}?__fail=500`), 400, 'bad_request');
    }
  });

  test('an ad type other than 1 or 2 is a 400', async () => {
    expectError(await get('/ads/get_all_active_ads_by_type/3'), 400, 'bad_request');
  });

  test('an unknown path is a 404 in JSON; a missing trailing slash says which path was meant', async () => {
    expectError(await get('/nope'), 404, 'not_found');
    expectError(await get('/__mock/nope'), 404, 'not_found');
    const slash = await get('/providers/get_company_by_id/1');
    expectError(slash, 404, 'not_found');
    expect(slash.body.error.message).toContain('/providers/get_company_by_id/1/');
  });

  test('a method the path does not have is a 405 in JSON', async () => {
    const res = await call('/core/get_tags', { method: 'DELETE' });
    expectError(res, 405, 'method_not_allowed');
    expect(res.headers.get('allow')).toBe('GET');
  });

  test('the answer check covers failures too: a status the call does not declare becomes a 500 that names it', async () => {
    // A body over the 64 KB limit answers 413, which the contract declares for the join form only.
    const res = await rawCall('GET', '/core/get_tags', JSON.stringify({ padding: 'x'.repeat(70 * 1024) }));
    expectError(res, 500, 'internal_error');
    expect(res.body.error.message).toContain('413');
    expect(res.body.error.message).toContain('openapi.yaml');
  });

  test('X-Mock-Fail: 500 simulates a server failure with the error body', async () => {
    const res = await get('/offers/get_all_active_offers', { 'X-Mock-Fail': '500' });
    expectError(res, 500, 'internal_error');
  });
});

describe('CORS', () => {
  test('any origin may call, and the preflight allows Idempotency-Key', async () => {
    const pre = await call('/providers/register_company/', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:8080', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,idempotency-key' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(pre.headers.get('access-control-allow-headers').toLowerCase()).toContain('idempotency-key');
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
    const res = await get('/core/get_tags', { Origin: 'http://127.0.0.1:4173' });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
  });
});

describe('images', () => {
  test('media URLs are absolute, on the mock itself, and served as images with a cache header', async () => {
    const urls = await mediaUrlsOf(mock.url);
    expect(urls.length).toBeGreaterThan(50);
    for (const u of urls) expect(u.startsWith(`${mock.url}/media/`)).toBe(true);
    for (const u of [...new Set(urls)].slice(0, 12)) {
      const res = await fetch(u, { headers: { Origin: 'http://localhost:8080' } });
      expect(res.status).toBe(200);
      // Raster, as the API's pictures are (mock-server/make-images.cjs says what an SVG would cost).
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toMatch(/max-age=\d{4,}/);
      expect(res.headers.get('access-control-allow-origin')).toBeTruthy();
      const bytes = Buffer.from(await res.arrayBuffer());
      expect([bytes.subarray(0, 4).toString('ascii'), bytes.subarray(8, 12).toString('ascii')]).toEqual(['RIFF', 'WEBP']);
    }
  });

  test('a missing image is a 404', async () => {
    expect((await fetch(`${mock.url}/media/ads/none.webp`)).status).toBe(404);
  });
});

describe('POST /providers/register_company/', () => {
  const stored = async () => (await get('/__mock/registrations')).body.data;
  const fileRecords = () => JSON.parse(fs.readFileSync(path.join(dataDir, 'registrations.json'), 'utf8')).registrations;

  test.each([
    ['companyName', 'Company name is required'],
    ['ownerName', 'Owner name is required'],
    ['email', 'Email is required'],
    ['phone', 'Phone number is required'],
    ['location', 'Location is required'],
    ['category', 'Category is required'],
  ])('without %s: 422 with "%s"', async (field, message) => {
    const { [field]: _omitted, ...rest } = VALID_APPLICATION;
    const res = await post('/providers/register_company/', rest);
    expectError(res, 422, 'validation_failed');
    expect(res.body.error.message).toBe('Please correct the highlighted fields.');
    expect(res.body.error.fields).toEqual({ [field]: message });
    expect(res.body.error.codes).toEqual({ [field]: 'required' });
  });

  test.each(['companyName', 'ownerName', 'email', 'phone', 'location', 'category'])('%s blank after trim fails', async (field) => {
    const res = await post('/providers/register_company/', { ...VALID_APPLICATION, [field]: ' \t ' });
    expectError(res, 422, 'validation_failed');
    expect(Object.keys(res.body.error.fields)).toEqual([field]);
  });

  test('an empty application lists every required field', async () => {
    const res = await post('/providers/register_company/', {});
    expect(res.body.error.fields).toEqual({
      companyName: 'Company name is required',
      ownerName: 'Owner name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      location: 'Location is required',
      category: 'Category is required',
    });
  });

  test.each(['salim', 'salim@', 'salim@alwaha', '@alwaha.om', 'sa lim@alwaha.om', 'salim@alwaha.'])('email "%s" is invalid', async (email) => {
    const res = await post('/providers/register_company/', { ...VALID_APPLICATION, email });
    expectError(res, 422, 'validation_failed');
    expect(res.body.error.fields).toEqual({ email: 'Email is invalid' });
    expect(res.body.error.codes).toEqual({ email: 'invalid_email' });
  });

  test('a category outside the 11 keys is "Choose one of the categories"', async () => {
    expect(CATEGORY_KEYS).toHaveLength(11);
    const res = await post('/providers/register_company/', { ...VALID_APPLICATION, category: 'Food & Restaurants' });
    expectError(res, 422, 'validation_failed');
    expect(res.body.error.fields).toEqual({ category: 'Choose one of the categories' });
    expect(res.body.error.codes).toEqual({ category: 'invalid_choice' });
  });

  test('wrong types, unknown fields and non-JSON bodies are 400s, other media types 415', async () => {
    expectError(await post('/providers/register_company/', { ...VALID_APPLICATION, companyName: 5 }), 400, 'bad_request');
    expectError(await post('/providers/register_company/', { ...VALID_APPLICATION, isLocallyMade: 'yes' }), 400, 'bad_request');
    const extra = await post('/providers/register_company/', { ...VALID_APPLICATION, admin: true });
    expectError(extra, 400, 'bad_request');
    expect(extra.body.error.fields).toHaveProperty('admin');
    expect(extra.body.error.codes).toEqual({ admin: 'unknown_field' });
    const long = await post('/providers/register_company/', { ...VALID_APPLICATION, ownerName: 'x'.repeat(201) });
    expectError(long, 400, 'bad_request');
    expect(long.body.error.codes).toEqual({ ownerName: 'too_long' });
    expectError(await post('/providers/register_company/', '{"companyName":'), 400, 'bad_request');
    expectError(await post('/providers/register_company/', { ...VALID_APPLICATION }, { 'Idempotency-Key': 'k'.repeat(101) }), 400, 'bad_request');
    const text = await call('/providers/register_company/', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hello' });
    expectError(text, 415, 'unsupported_media_type');
  });

  test('a valid application: 201, pending, stored trimmed in the data file', async () => {
    const before = (await stored()).length;
    const res = await post('/providers/register_company/', { ...VALID_APPLICATION, companyName: '  مطعم الواحة  ', email: ' salim@alwaha.om ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ data: { id: expect.any(Number), status: 'pending' } });
    const list = await stored();
    expect(list).toHaveLength(before + 1);
    const record = list.find((r) => r.id === res.body.data.id);
    expect(record).toMatchObject({ ...VALID_APPLICATION, status: 'pending', companyName: 'مطعم الواحة', email: 'salim@alwaha.om' });
    expect(Date.parse(record.created_at)).not.toBeNaN();
    expect(fileRecords().find((r) => r.id === record.id)).toEqual(record);
    expect(fs.readdirSync(dataDir).filter((f) => f.endsWith('.tmp'))).toEqual([]); // atomic write left no temp file
  });

  test('the same Idempotency-Key returns the first receipt and stores once', async () => {
    const headers = { 'Idempotency-Key': 'join-form-7f3a' };
    const first = await post('/providers/register_company/', VALID_APPLICATION, headers);
    const count = (await stored()).length;
    const again = await post('/providers/register_company/', VALID_APPLICATION, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await stored()).toHaveLength(count);
    expect(fileRecords().filter((r) => r.idempotency_key === 'join-form-7f3a')).toHaveLength(1);
    const other = await post('/providers/register_company/', VALID_APPLICATION, { 'Idempotency-Key': 'join-form-8b1c' });
    expect(other.body.data.id).toBeGreaterThan(first.body.data.id);
  });

  test('the same Idempotency-Key with a different application is a 422 idempotency_key_reused: nothing stored, no old receipt', async () => {
    const headers = { 'Idempotency-Key': 'join-form-2c9d' };
    const first = await post('/providers/register_company/', VALID_APPLICATION, headers);
    expect(first.status).toBe(201);
    const count = (await stored()).length;
    const corrected = await post('/providers/register_company/', { ...VALID_APPLICATION, phone: '+968 9876 5432' }, headers);
    expectError(corrected, 422, 'idempotency_key_reused');
    expect(corrected.body.error.message).toContain('Idempotency-Key');
    expect(await stored()).toHaveLength(count);
    expect((await stored()).find((r) => r.id === first.body.data.id).phone).toBe(VALID_APPLICATION.phone);
    // The first application, sent again (the same trimmed values), still gets its own receipt.
    const again = await post('/providers/register_company/', { ...VALID_APPLICATION, ownerName: ` ${VALID_APPLICATION.ownerName} ` }, headers);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
  });

  test('the honeypot answers 201 and stores nothing', async () => {
    const count = (await stored()).length;
    const res = await post('/providers/register_company/', { ...VALID_APPLICATION, website_confirm: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('pending');
    expect(await stored()).toHaveLength(count);
    // An empty honeypot is what people send; it is stored as usual.
    expect((await post('/providers/register_company/', { ...VALID_APPLICATION, website_confirm: '' })).status).toBe(201);
    expect(await stored()).toHaveLength(count + 1);
  });

  test('applications survive a restart, and ids go on from there', async () => {
    const dir = tempDir();
    const first = await startMock({ MOCK_DATA_DIR: dir, MOCK_TODAY: TODAY });
    let ids;
    try {
      const a = await fetch(`${first.url}/providers/register_company/`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'restart-1' }, body: JSON.stringify(VALID_APPLICATION) });
      ids = [(await a.json()).data.id];
    } finally {
      await first.stop();
    }
    const second = await startMock({ MOCK_DATA_DIR: dir, MOCK_TODAY: TODAY });
    try {
      const list = (await (await fetch(`${second.url}/__mock/registrations`)).json()).data;
      expect(list.map((r) => r.id)).toEqual(ids);
      const replay = await fetch(`${second.url}/providers/register_company/`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'restart-1' }, body: JSON.stringify(VALID_APPLICATION) });
      expect((await replay.json()).data.id).toBe(ids[0]); // the key was persisted with the record
      const next = await fetch(`${second.url}/providers/register_company/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(VALID_APPLICATION) });
      expect((await next.json()).data.id).toBe(ids[0] + 1);
    } finally {
      await second.stop();
    }
  }, 30000);

  test('the limit counts 422s, honeypot hits and a reused key with another application, not idempotent replays; clearing the store resets it', async () => {
    const limited = await startMock({ MOCK_DATA_DIR: tempDir(), MOCK_TODAY: TODAY, MOCK_REGISTER_LIMIT: '4/600' });
    try {
      const send = (body, headers = {}) => fetch(`${limited.url}/providers/register_company/`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
      expect((await send(VALID_APPLICATION, { 'Idempotency-Key': 'once' })).status).toBe(201); // 1
      expect((await send(VALID_APPLICATION, { 'Idempotency-Key': 'once' })).status).toBe(201); // replay: not counted
      expect((await send({ ...VALID_APPLICATION, email: 'nope' })).status).toBe(422); // 2
      expect((await send({ ...VALID_APPLICATION, website_confirm: 'bot' })).status).toBe(201); // 3
      expect((await send({ ...VALID_APPLICATION, phone: '+968 9876 5432' }, { 'Idempotency-Key': 'once' })).status).toBe(422); // 4: not a replay
      expect((await send(VALID_APPLICATION)).status).toBe(429);
      expect((await send(VALID_APPLICATION, { 'Idempotency-Key': 'once' })).status).toBe(201); // a replay still gets its receipt
      expect((await fetch(`${limited.url}/__mock/registrations`, { method: 'DELETE' })).status).toBe(204);
      expect((await send(VALID_APPLICATION)).status).toBe(201);
    } finally {
      await limited.stop();
    }
  }, 30000);

  test('too many applications from one address: 429 with Retry-After', async () => {
    const limited = await startMock({ MOCK_DATA_DIR: tempDir(), MOCK_TODAY: TODAY, MOCK_REGISTER_LIMIT: '2/600' });
    try {
      const send = () => fetch(`${limited.url}/providers/register_company/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(VALID_APPLICATION) });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const res = await send();
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(600);
      expect(await res.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many applications from your network. Please try again in a few minutes.' } });
      const stored429 = (await (await fetch(`${limited.url}/__mock/registrations`)).json()).data;
      expect(stored429).toHaveLength(2);
    } finally {
      await limited.stop();
    }
  }, 30000);
});
