'use strict';
// open_now=true on the paged companies call: only companies open at the mock's clock, read in
// Oman's time (UTC+4); the count is the total of those; hours past midnight count on the next day;
// the clock is pinned with MOCK_NOW or PUT /__mock/clock so a journey can pin the browser to the same instant.

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startMock } = require('./helpers/mock-process.cjs');

const every = (intervals) => Object.fromEntries(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, intervals]));
const company = (id, en, extra) => ({ id, name: `شركة ${id}`, en_name: en, category_id: 1, ...extra });
const SET = {
  categories: [{ id: 1, name: 'متاجر', en_name: 'Shops' }],
  companies: [
    company(1, 'Split Shift Shop', { opening_hours: { weekly: every([{ open: '09:00', close: '13:00' }, { open: '16:30', close: '22:00' }]) } }),
    company(2, 'Thursday Night Cafe', { opening_hours: { weekly: { thu: [{ open: '18:00', close: '02:00' }] } } }),
    company(3, 'All Night Pharmacy', { opening_hours: { weekly: every([{ open: '00:00', close: '24:00' }]) } }),
    company(4, 'No Hours Given'),
    company(5, 'Hours Unknown', { opening_hours: null }),
    company(6, 'Holiday Office', {
      opening_hours: {
        weekly: every([{ open: '08:00', close: '17:00' }]),
        special_days: [{ from: '2026-11-23', to: '2026-11-23', en_name: 'Holiday', intervals: [] }],
      },
    }),
    company(7, 'Always Closed', { opening_hours: { weekly: {} } }),
  ],
};

let tempDir;
let mock;
beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-open-now-'));
  const file = path.join(tempDir, 'hours.json');
  fs.writeFileSync(file, JSON.stringify(SET));
  // Monday 23 November 2026, 10:00 in Muscat.
  mock = await startMock({ MOCK_DATA_DIR: tempDir, MOCK_FIXTURES: file, MOCK_NOW: '2026-11-23T10:00:00+04:00' });
}, 30000);
afterAll(async () => {
  if (mock) await mock.stop();
  fs.rmSync(tempDir, { recursive: true, force: true });
});
beforeEach(async () => {
  expect((await fetch(`${mock.url}/__mock/reset`, { method: 'POST' })).status).toBe(200);
});

const page = async (query) => {
  const res = await fetch(`${mock.url}/providers/get_paging_active_companies?${query}`);
  expect(res.status).toBe(200);
  const { data } = await res.json();
  return { ids: data.results.map((c) => c.id), count: data.count };
};
const pin = async (now) => {
  const res = await fetch(`${mock.url}/__mock/clock`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ now }) });
  expect(res.status).toBe(200);
};

test('MOCK_NOW pins the clock: only the companies open then, and the count is theirs', async () => {
  expect((await (await fetch(`${mock.url}/__mock/health`)).json()).data).toMatchObject({ now: '2026-11-23T06:00:00.000Z', clockPinned: true });
  // 10:00 on a Monday: the shop's morning shift and the pharmacy; the office is on holiday, no hours = never open.
  expect(await page('open_now=true')).toEqual({ ids: [1, 3], count: 2 });
  expect(await page('open_now=true&o=1&l=1')).toEqual({ ids: [3], count: 2 });
});

test('without open_now, or with false, nothing is filtered', async () => {
  expect((await page('')).count).toBe(7);
  expect((await page('open_now=false')).count).toBe(7);
});

test('between two shifts the shop is closed; the filter goes with search', async () => {
  await pin('2026-11-23T14:00:00+04:00');
  expect(await page('open_now=true')).toEqual({ ids: [3], count: 1 });
  await pin('2026-11-23T16:30:00+04:00');
  expect(await page('open_now=true&search=shop')).toEqual({ ids: [1], count: 1 });
});

test("Thursday's 18:00–02:00 is open at 01:59 on Friday and closed at 02:00", async () => {
  await pin('2026-11-27T01:59:00+04:00');
  expect(await page('open_now=true')).toEqual({ ids: [2, 3], count: 2 });
  await pin('2026-11-26T22:00:00Z'); // the same 02:00 in Muscat, written in UTC
  expect(await page('open_now=true')).toEqual({ ids: [3], count: 1 });
});

test('the clock hook answers what it is set to, refuses nonsense, and reset returns to MOCK_NOW', async () => {
  await pin('2026-11-23T21:59:00+04:00');
  expect((await (await fetch(`${mock.url}/__mock/clock`)).json()).data).toEqual({ now: '2026-11-23T17:59:00.000Z', pinned: true });
  const bad = await fetch(`${mock.url}/__mock/clock`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '{"now":"teatime"}' });
  expect(bad.status).toBe(400);
  expect((await bad.json()).error.code).toBe('bad_request');
  await fetch(`${mock.url}/__mock/reset`, { method: 'POST' });
  expect((await (await fetch(`${mock.url}/__mock/clock`)).json()).data.now).toBe('2026-11-23T06:00:00.000Z');
});

test('open_now is a parameter of the paged call only (the contract names it nowhere else)', async () => {
  const res = await fetch(`${mock.url}/providers/get_active_companies?open_now=true`);
  expect(res.status).toBe(400);
});

describe('the default set', () => {
  let defaults;
  beforeAll(async () => {
    defaults = await startMock({ MOCK_DATA_DIR: tempDir, MOCK_NOW: '2026-11-27T10:00:00+04:00' }); // a Friday morning
  }, 30000);
  afterAll(async () => {
    if (defaults) await defaults.stop();
  });

  test('has realistic hours: split shifts, Friday afternoons only, round-the-clock places, and some without hours', async () => {
    const all = [];
    for (let o = 0; ; o += 100) {
      const { data } = await (await fetch(`${defaults.url}/providers/get_paging_active_companies?o=${o}&l=100`)).json();
      all.push(...data.results);
      if (o + 100 >= data.count) break;
    }
    const hours = all.map((c) => c.opening_hours).filter(Boolean);
    expect(all.length - hours.length).toBeGreaterThan(5);
    expect(hours.some((h) => h.weekly.mon.length === 2)).toBe(true);
    expect(hours.some((h) => h.weekly.fri.length === 1 && h.weekly.fri[0].open >= '13:00' && h.weekly.sat.length === 2)).toBe(true);
    expect(hours.some((h) => h.weekly.sun[0] && h.weekly.sun[0].open === '00:00' && h.weekly.sun[0].close === '24:00')).toBe(true);
    expect(hours.some((h) => (h.special_days || []).some((d) => d.en_name === 'Ramadan'))).toBe(true);

    // Friday 10:00: shops wait for the afternoon, offices are shut; the open ones are a fraction, and every page agrees on the count.
    const open = await (await fetch(`${defaults.url}/providers/get_paging_active_companies?open_now=true&l=100`)).json();
    expect(open.data.count).toBe(open.data.results.length);
    expect(open.data.count).toBeGreaterThan(0);
    expect(open.data.count).toBeLessThan(all.length / 2);
    for (const c of open.data.results) expect(c.opening_hours).toBeTruthy();
  });
});
