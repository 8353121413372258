'use strict';
// json-server's router under /_db over the same data the contract calls read, MOCK_WATCH,
// and the QA hooks (/__mock/reset, /__mock/requests).

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startMock, ROOT } = require('./helpers/mock-process.cjs');

const TODAY = '2026-11-22';
const EDGE = path.join(ROOT, 'mock-server', 'fixtures', 'edge.json');
const APPLICATION = {
  companyName: 'مطعم الواحة', ownerName: 'Salim', email: 'salim@alwaha.om', phone: '+968 9123 4567', location: 'Muscat', category: 'food-restaurants',
};

let tempDir;
let mock;
beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-hooks-'));
  mock = await startMock({ MOCK_DATA_DIR: tempDir, MOCK_TODAY: TODAY, MOCK_FIXTURES: 'edge' });
}, 30000);
afterAll(async () => {
  if (mock) await mock.stop();
  fs.rmSync(tempDir, { recursive: true, force: true });
});
beforeEach(async () => {
  expect((await fetch(`${mock.url}/__mock/reset`, { method: 'POST' })).status).toBe(200);
});

const getJson = async (urlPath, base = mock.url) => (await fetch(base + urlPath)).json();
const send = (method, urlPath, body) => fetch(mock.url + urlPath, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('/_db: json-server over the contract data', () => {
  test('lists, filters and pages in json-server style', async () => {
    const res = await fetch(`${mock.url}/_db/branches?company_id=4&_page=2&_limit=10`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('300');
    const page = await res.json();
    expect(page.map((b) => b.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect((await getJson('/_db/companies?en_name_like=zahra')).map((c) => c.id)).toEqual([3]);
    expect((await getJson('/_db/companies/4?_embed=branches')).branches).toHaveLength(300);
  });

  test('a PATCH shows in the next contract call: details, search and lists', async () => {
    const patched = await send('PATCH', '/_db/companies/3', { en_name: 'Zahra Fresh Market' });
    expect(patched.status).toBe(200);
    expect((await getJson('/providers/get_company_details/3')).data.en_name).toBe('Zahra Fresh Market');
    const found = await getJson('/providers/get_active_companies?search=fresh+market');
    expect(found.data.results.map((c) => c.id)).toEqual([3]);

    // An offer's expiry moved into the past leaves the active list at once.
    expect((await getJson('/offers/get_all_active_offers')).data.results.map((o) => o.id)).toContain(2);
    expect((await send('PATCH', '/_db/offers/2', { valid_until: '2026-01-01' })).status).toBe(200);
    expect((await getJson('/offers/get_all_active_offers')).data.results.map((o) => o.id)).not.toContain(2);
  });

  test('a POST adds a row the contract calls find; a DELETE removes it', async () => {
    const created = await send('POST', '/_db/companies', { name: 'شركة جديدة', en_name: 'Brand New Co', category_id: 4 });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect((await getJson(`/providers/get_company_details/${id}`)).data.en_name).toBe('Brand New Co');
    expect((await fetch(`${mock.url}/_db/companies/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(`${mock.url}/providers/get_company_details/${id}`)).status).toBe(404);
  });

  test('registrations are not a json-server collection (the store on disk is the only one)', async () => {
    expect((await fetch(`${mock.url}/_db/registrations`)).status).toBe(404);
  });
});

describe('/__mock hooks', () => {
  test('reset restores the loaded set and empties registrations', async () => {
    await send('PATCH', '/_db/companies/1', { en_name: 'Changed' });
    await fetch(`${mock.url}/_db/offers/1`, { method: 'DELETE' });
    expect((await send('POST', '/providers/register_company/', APPLICATION)).status).toBe(201);
    expect((await getJson('/__mock/registrations')).data).toHaveLength(1);

    const reset = await fetch(`${mock.url}/__mock/reset`, { method: 'POST' });
    expect(await reset.json()).toEqual({ data: { fixtures: 'mock-server/fixtures/edge.json', companies: 4, offers: 3 } });
    expect((await getJson('/providers/get_company_details/1')).data.en_name).toBe('Al Waha Restaurant');
    expect((await getJson('/offers/get_offer_details/1')).data.id).toBe(1);
    expect((await getJson('/__mock/registrations')).data).toEqual([]);
    expect(JSON.parse(fs.readFileSync(path.join(tempDir, 'registrations.json'), 'utf8')).registrations).toEqual([]);
  });

  test('requests lists the last calls with method, path, query as sent, status and ms', async () => {
    await fetch(`${mock.url}/providers/get_active_companies?search=zahra+trading&l=5`);
    await fetch(`${mock.url}/providers/get_company_details/999`);
    await fetch(`${mock.url}/__mock/health`); // hooks are not logged
    const { data } = await getJson('/__mock/requests?limit=2');
    expect(data).toHaveLength(2);
    expect(data[0]).toEqual({ method: 'GET', path: '/providers/get_active_companies', query: { search: 'zahra trading', l: '5' }, status: 200, ms: expect.any(Number) });
    expect(data[1]).toMatchObject({ method: 'GET', path: '/providers/get_company_details/999', query: {}, status: 404 });
    expect((await fetch(`${mock.url}/__mock/requests`, { method: 'DELETE' })).status).toBe(204);
    expect((await getJson('/__mock/requests')).data).toEqual([]);
  });
});

describe('MOCK_WATCH=1', () => {
  test('reloads the fixture file when it changes, and keeps the last good data when an edit breaks it', async () => {
    const file = path.join(tempDir, 'watched.json');
    const data = JSON.parse(fs.readFileSync(EDGE, 'utf8'));
    fs.writeFileSync(file, JSON.stringify(data));
    const watched = await startMock({ MOCK_DATA_DIR: tempDir, MOCK_TODAY: TODAY, MOCK_FIXTURES: file, MOCK_WATCH: '1' });
    const nameOf1 = async () => (await getJson('/providers/get_company_details/1', watched.url)).data.en_name;
    // Asks again until the watcher has reloaded: a file-system event in another process has no
    // promise to await from here, so this polls the state itself (every 50 ms, to leave the CPU to
    // the mock), with no count of tries tuned to one machine: the test's ceiling stops a reload
    // that never comes.
    const eventually = async (check) => {
      while (!(await check())) await new Promise((r) => { setTimeout(r, 50); });
      return true;
    };
    try {
      expect(await nameOf1()).toBe('Al Waha Restaurant');
      data.companies[0].en_name = 'Al Waha Reloaded';
      fs.writeFileSync(file, JSON.stringify(data));
      expect(await eventually(async () => (await nameOf1()) === 'Al Waha Reloaded')).toBe(true);

      data.companies[0].rating = 'five';
      fs.writeFileSync(file, JSON.stringify(data));
      expect(await eventually(() => /not reloaded: .*companies\[id=1\]\.rating: must be number; still serving the previous data/.test(watched.output()))).toBe(true);
      expect(await nameOf1()).toBe('Al Waha Reloaded');
    } finally {
      await watched.stop();
    }
  });
});
