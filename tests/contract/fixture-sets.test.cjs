'use strict';
// Fixture sets as data: the named sets load, a file written by `npm run fixtures` loads, and a
// record that breaks the contract stops the mock with a message naming file, collection,
// record, field and rule.

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFile } = require('node:child_process');
const { startMock, ROOT } = require('./helpers/mock-process.cjs');

const TODAY = '2026-11-22';
const EDGE = path.join(ROOT, 'mock-server', 'fixtures', 'edge.json');
let tempDir;
beforeAll(() => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-fixtures-'));
});
afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

const getJson = async (base, urlPath) => (await fetch(base + urlPath)).json();

/** Start the mock and expect it to refuse; resolves with what it printed. */
async function refusal(env) {
  const err = await startMock({ MOCK_DATA_DIR: tempDir, MOCK_TODAY: TODAY, ...env }).then(
    async (mock) => {
      await mock.stop();
      throw new Error('the mock started, but it should have refused');
    },
    (e) => e,
  );
  return err.message;
}

function writeEdgeWith(name, change) {
  const data = JSON.parse(fs.readFileSync(EDGE, 'utf8'));
  change(data);
  const file = path.join(tempDir, name);
  fs.writeFileSync(file, JSON.stringify(data));
  return file;
}

describe('named sets', () => {
  test('default: the generated set with 44 categories, so the categories pager has a second page', async () => {
    const mock = await startMock({ MOCK_DATA_DIR: tempDir, MOCK_TODAY: TODAY, MOCK_FIXTURES: 'default' });
    try {
      const page2 = await getJson(mock.url, '/providers/get_active_categories?o=20&l=20');
      expect(page2.data.count).toBeGreaterThan(40);
      expect(page2.data.results).toHaveLength(20);
      const health = await getJson(mock.url, '/__mock/health');
      expect(health.data).toMatchObject({ companies: 250, offers: 300 });
    } finally {
      await mock.stop();
    }
  }, 30000);

  test('empty: every list is empty and the calls still answer in the envelope', async () => {
    const mock = await startMock({ MOCK_DATA_DIR: tempDir, MOCK_FIXTURES: 'empty' });
    try {
      for (const p of ['/providers/get_active_companies', '/providers/get_active_categories', '/offers/get_all_active_offers', '/ads/get_all_active_ads_by_type/1', '/providers/get_products']) {
        expect(await getJson(mock.url, p)).toEqual({ data: { results: [], count: 0 } });
      }
      expect(await getJson(mock.url, '/core/get_tags')).toEqual({ data: [] });
      expect(await getJson(mock.url, '/offers/get_active_offers_summary')).toEqual({ data: { active_count: 0, ending_soon_count: 0, average_discount_percentage: 0 } });
      expect((await fetch(`${mock.url}/providers/get_company_details/1`)).status).toBe(404);
    } finally {
      await mock.stop();
    }
  }, 30000);

  test('edge: one of each spec edge case, with dates relative to today', async () => {
    const mock = await startMock({ MOCK_DATA_DIR: tempDir, MOCK_TODAY: TODAY, MOCK_FIXTURES: 'edge' });
    try {
      const offer1 = (await getJson(mock.url, '/offers/get_offer_details/1')).data;
      expect(offer1.valid_until).toBe(TODAY); // "{today}" in the file
      const active = (await getJson(mock.url, '/offers/get_all_active_offers')).data.results.map((o) => o.id);
      expect(active).toEqual(expect.arrayContaining([1, 2])); // expiring today and no valid_until are active
      expect(active).not.toContain(3); // ended yesterday
      expect((await getJson(mock.url, '/offers/get_offer_details/2')).data.valid_until).toBeNull();
      expect((await getJson(mock.url, '/providers/get_company_details/3')).data.logo).toBeNull();
      expect((await getJson(mock.url, '/providers/get_company_details/2')).data.en_name).toBeNull();
      expect((await getJson(mock.url, '/providers/check_if_company_has_branches/4/')).data).toEqual({ has_branches: true, count: 300 });
      const all = (await getJson(mock.url, '/providers/get_active_categories')).data.results;
      expect(all.find((c) => c.id === 4).company_count).toBe(0); // counted from the companies on load
      const notEmpty = (await getJson(mock.url, '/providers/get_active_not_empty_categories')).data.results.map((c) => c.id);
      expect(notEmpty).not.toContain(4);
      expect((await getJson(mock.url, '/ads/get_ad_by_id/2/')).data.external_link).toBeNull();
    } finally {
      await mock.stop();
    }
  }, 30000);

  test('big: generated on the fly through the same path (here at 3 000 companies)', async () => {
    const mock = await startMock({ MOCK_DATA_DIR: tempDir, MOCK_FIXTURES: 'big', MOCK_COMPANIES: '3000', MOCK_OFFERS: '300' });
    try {
      expect((await getJson(mock.url, '/__mock/health')).data).toMatchObject({ companies: 3000, offers: 300 });
      expect(mock.output()).toMatch(/mock-server\/fixtures\/big\.cjs: 3000 companies/);
    } finally {
      await mock.stop();
    }
  }, 30000);

  test('an unknown set name lists the named sets', async () => {
    expect(await refusal({ MOCK_FIXTURES: 'nosuchset' })).toMatch(/there is no fixture set "nosuchset" \(named sets: big, default, edge, empty/);
  }, 30000);
});

describe('npm run fixtures', () => {
  test('writes one JSON file with a list per collection that the mock then serves', async () => {
    const out = path.join(tempDir, 'small.json');
    await new Promise((resolve, reject) => {
      execFile(process.execPath, [path.join(ROOT, 'scripts', 'fixtures.cjs'), '--out', out, '--companies', '12', '--offers', '5', '--seed', '7', '--today', TODAY], { cwd: ROOT }, (err, stdout, stderr) => (err ? reject(new Error(stderr)) : resolve(stdout)));
    });
    const data = JSON.parse(fs.readFileSync(out, 'utf8'));
    expect(Object.keys(data)).toEqual(['companies', 'branches', 'categories', 'offers', 'products', 'ads', 'tags', 'countries', 'cities']);
    expect(data.companies).toHaveLength(12);
    expect(data.offers).toHaveLength(5);
    expect(data.offers.every((o) => o.valid_until === null || /^\{today([+-]\d+)?\}$/.test(o.valid_until))).toBe(true);
    const mock = await startMock({ MOCK_DATA_DIR: tempDir, MOCK_TODAY: TODAY, MOCK_FIXTURES: out });
    try {
      expect((await getJson(mock.url, '/providers/get_active_companies')).data.count).toBe(12);
      const first = (await getJson(mock.url, '/offers/get_offer_details/1')).data;
      expect(first.valid_until === null || /^\d{4}-\d{2}-\d{2}$/.test(first.valid_until)).toBe(true);
    } finally {
      await mock.stop();
    }
  }, 40000);
});

describe('a fixture file that breaks the contract stops the mock', () => {
  test('a field of the wrong type: file, collection, record id, field and rule', async () => {
    const file = writeEdgeWith('wrong-type.json', (d) => { d.companies.find((c) => c.id === 3).rating = 'high'; });
    const message = await refusal({ MOCK_FIXTURES: file });
    expect(message).toContain(`cannot start: ${file} companies[id=3].rating: must be number`);
  }, 30000);

  test('a missing required field, a wrong enum value, a duplicate id, an unknown collection', async () => {
    const cases = [
      [(d) => { delete d.offers.find((o) => o.id === 2).title; }, 'offers[id=2].title: is required'],
      [(d) => { d.ads[0].ad_type = 'Level 3'; }, 'ads[id=1].ad_type: must be one of Level 1, Level 2'],
      [(d) => { d.branches[1].id = 1; }, 'branches[id=1].id: must be unique in branches'],
      [(d) => { d.offers[0].images = ['/media/a.svg', 5]; }, 'offers[id=1].images[1]: must be string'],
      [(d) => { d.compnies = []; }, 'unknown collection "compnies"'],
    ];
    for (const [i, [change, expected]] of cases.entries()) {
      const file = writeEdgeWith(`broken-${i}.json`, change);
      expect(await refusal({ MOCK_FIXTURES: file })).toContain(`${file} ${expected}`.replace(`${file} unknown`, `${file}: unknown`));
    }
  }, 60000);
});
