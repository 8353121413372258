'use strict';
// lat/lon on the paged companies and offers calls: nearest-first by great-circle distance, each item
// with distance_km (a company as near as the nearest of its own place and its branches'), paging
// keeping that order, records without a place last; and the reverse-geocoding stand-in.

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startMock } = require('./helpers/mock-process.cjs');

// An independent reference (not the mock's code): haversine on the mean Earth radius.
function referenceKm(lat1, lon1, lat2, lon2) {
  const r = (d) => (d * Math.PI) / 180;
  const a = Math.sin(r(lat2 - lat1) / 2) ** 2 + Math.cos(r(lat1)) * Math.cos(r(lat2)) * Math.sin(r(lon2 - lon1) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(a));
}

const MUSCAT = { lat: 23.588, lon: 58.3829 };
const company = (id, en, lat, lon) => ({ id, name: `شركة ${id}`, en_name: en, category_id: 1, latitude: lat, longitude: lon });
const offer = (id, title, lat, lon) => ({ id, title, company_id: 1, category_id: 1, latitude: lat, longitude: lon, valid_until: null });
const SET = {
  categories: [{ id: 1, name: 'متاجر', en_name: 'Shops' }],
  companies: [
    company(1, 'Salalah Shop', 17.0194, 54.0897),
    company(2, 'No Place', null, null),
    company(3, 'Seeb Shop', 23.6703, 58.1891),
    // Far away itself, but a branch in Al Khuwair makes it the nearest.
    company(4, 'Sohar Shop with a Muscat branch', 24.3474, 56.7293),
    company(5, 'Qurum Shop', 23.6096, 58.476),
    company(6, 'Also No Place', null, null),
  ],
  branches: [
    { id: 1, company_id: 4, name: 'فرع الخوير', latitude: 23.5957, longitude: 58.4219 },
    { id: 2, company_id: 1, name: 'فرع بلا مكان', latitude: null, longitude: null },
  ],
  offers: [
    offer(1, 'Nizwa offer', 22.9333, 57.5333),
    offer(2, 'Placeless offer', null, null),
    offer(3, 'Ruwi offer', 23.596, 58.544),
    offer(4, 'Ghubra offer', 23.593, 58.392),
  ],
};

let tempDir;
let mock;
beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-near-me-'));
  const file = path.join(tempDir, 'near.json');
  fs.writeFileSync(file, JSON.stringify(SET));
  mock = await startMock({ MOCK_DATA_DIR: tempDir, MOCK_FIXTURES: file });
}, 30000);
afterAll(async () => {
  if (mock) await mock.stop();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

const get = async (pathAndQuery) => {
  const res = await fetch(`${mock.url}${pathAndQuery}`);
  return { status: res.status, body: await res.json() };
};
const companies = async (query) => {
  const { status, body } = await get(`/providers/get_paging_active_companies?${query}`);
  expect(status).toBe(200);
  return body.data;
};
const near = `lat=${MUSCAT.lat}&lon=${MUSCAT.lon}`;

test('companies come nearest-first, a branch counting as the company, those without a place last', async () => {
  const { results, count } = await companies(near);
  expect(count).toBe(6);
  expect(results.map((c) => c.id)).toEqual([4, 5, 3, 1, 2, 6]);
  const branch = SET.branches[0];
  expect(results[0].distance_km).toBeCloseTo(referenceKm(MUSCAT.lat, MUSCAT.lon, branch.latitude, branch.longitude), 2);
  for (const c of results.filter((r) => r.latitude !== null && r.id !== 4)) {
    expect(Math.abs(c.distance_km - referenceKm(MUSCAT.lat, MUSCAT.lon, c.latitude, c.longitude))).toBeLessThanOrEqual(0.01);
  }
  expect(results.filter((c) => c.latitude === null).every((c) => !('distance_km' in c))).toBe(true);
});

test('paging keeps the distance order', async () => {
  const whole = (await companies(`${near}&l=100`)).results.map((c) => c.id);
  const pages = [];
  for (let o = 0; o < 6; o += 2) pages.push(...(await companies(`${near}&o=${o}&l=2`)).results.map((c) => c.id));
  expect(pages).toEqual(whole);
});

test('filters still apply near a point, and without lat/lon nothing carries a distance', async () => {
  const searched = await companies(`${near}&search=shop`);
  expect(searched.results.map((c) => c.id)).toEqual([4, 5, 3, 1]);
  const plain = await companies('');
  expect(plain.results.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6]);
  expect(plain.results.some((c) => 'distance_km' in c)).toBe(false);
});

test('offers come nearest-first by their own place, with distance_km', async () => {
  const { status, body } = await get(`/offers/get_all_active_offers?${near}`);
  expect(status).toBe(200);
  const { results } = body.data;
  expect(results.map((o) => o.id)).toEqual([4, 3, 1, 2]);
  for (const o of results.slice(0, 3)) {
    expect(Math.abs(o.distance_km - referenceKm(MUSCAT.lat, MUSCAT.lon, o.latitude, o.longitude))).toBeLessThanOrEqual(0.01);
  }
  expect('distance_km' in results[3]).toBe(false);
});

test('lat without lon, or out of range, is a 400 in the contract error shape', async () => {
  for (const query of ['lat=23.5', 'lon=58.3', 'lat=91&lon=58', 'lat=abc&lon=58']) {
    const { status, body } = await get(`/providers/get_paging_active_companies?${query}`);
    expect(status).toBe(400);
    expect(body.error).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
  }
});

test('the reverse-geocoding stand-in names the nearest district and town, Nominatim-shaped', async () => {
  const { status, body } = await get('/__services/reverse?lat=23.596&lon=58.42&format=json');
  expect(status).toBe(200);
  expect(body.address).toMatchObject({ suburb: 'Al Khuwair', city: 'Muscat', country_code: 'om' });
  expect(body.display_name).toBe('Al Khuwair, Muscat, Oman');
  const arabic = await get('/__services/reverse?lat=23.596&lon=58.42&format=json&accept-language=ar');
  expect(arabic.body.address).toMatchObject({ suburb: 'الخوير', city: 'مسقط' });
  // A town without districts answers its town alone.
  expect((await get('/__services/reverse?lat=26.18&lon=56.25&format=json')).body.address).not.toHaveProperty('suburb');
  expect((await get('/__services/reverse?lat=x&lon=1&format=json')).status).toBe(400);
});
