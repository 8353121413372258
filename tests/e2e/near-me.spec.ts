import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatDistance } from '../../src/lib/format';
import { expect, scrollToMap, test, useArabic } from './support';

// Near me on /partners in a real browser: a granted position at Muscat sorts the directory on the
// mock's server, nearest-first, with the mock's own distances and the stand-in's area name; a refused
// one says so and offers the towns instead.
const API = `http://127.0.0.1:${process.env.API_PORT || 3001}`;
const MUSCAT = { latitude: 23.588, longitude: 58.3829 };
const SHOTS = '/tmp/shots/nearme';

interface MockCompany {
  name: string;
  en_name?: string | null;
  distance_km?: number;
}

async function mockPage(request: APIRequestContext, lat: number, lon: number): Promise<MockCompany[]> {
  const res = await request.get(`${API}/providers/get_paging_active_companies?o=0&l=20&lat=${lat}&lon=${lon}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { results: MockCompany[] } }).data.results;
}

async function mockArea(request: APIRequestContext, lat: number, lon: number, language = 'en'): Promise<string> {
  const res = await request.get(`${API}/__services/reverse?lat=${lat}&lon=${lon}&format=json&accept-language=${language}`);
  const { address } = (await res.json()) as { address: { suburb?: string; city: string } };
  return [address.suburb, address.city].filter(Boolean).join(language === 'ar' ? '، ' : ', ');
}

/** The first cards' names and distances, as shown. */
async function shownCards(page: Page, count: number) {
  const cards = page.locator('.company-card');
  await expect(cards.first().locator('.distance')).toBeVisible();
  const out: { name: string; distance: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    out.push({
      name: (await card.locator('.company-card__name').innerText()).trim(),
      distance: (await card.locator('.distance__value').innerText()).trim(),
    });
  }
  return out;
}

const expected = (rows: MockCompany[], count: number, language = 'en') =>
  rows.slice(0, count).map((row) => ({
    name: ((language === 'ar' ? row.name : row.en_name) || row.name).trim(),
    distance: formatDistance(row.distance_km as number, language),
  }));

test.describe('granted position at Muscat', () => {
  test.use({ permissions: ['geolocation'], geolocation: MUSCAT });

  test('Near me sorts the partners nearest-first with the mock distances and names the area', async ({ page, request, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(MUSCAT);
    await page.goto('/partners');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Nothing is asked on load: the URL has no point and the cards no distance.
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('button', { name: 'Near me' }).click();

    await expect(page).toHaveURL(/[?&]near=23\.588%2C58\.383(&|$)|[?&]near=23\.588,58\.383(&|$)/);
    const rows = await mockPage(request, 23.588, 58.383);
    expect(rows[0].distance_km).toBeLessThan(rows[4].distance_km as number);
    await expect.poll(() => shownCards(page, 5)).toEqual(expected(rows, 5));
    await expect(page.locator('.near-me__area')).toHaveText(`Near ${await mockArea(request, 23.588, 58.383)}`);

    fs.mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 375, height: 900 });
    await page.locator('.near-me').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/partners-near-en-375.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/partners-near-en-1280.png` });

    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByRole('button', { name: 'Near me' })).toBeVisible();
    await expect(page.locator('.company-card .distance')).toHaveCount(0);
  });

  test('in Arabic: the area and the distances in Arabic', async ({ page, request }) => {
    await useArabic(page);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/partners');
    await page.getByRole('button', { name: 'بالقرب مني' }).click();
    const rows = await mockPage(request, 23.588, 58.383);
    await expect.poll(() => shownCards(page, 3)).toEqual(expected(rows, 3, 'ar'));
    await expect(page.locator('.near-me__area')).toHaveText(`بالقرب من ${await mockArea(request, 23.588, 58.383, 'ar')}`);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.locator('.near-me').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/partners-near-ar-375.png` });
  });

  test('/offers: Near me sorts the offers and shows their distance', async ({ page, request }) => {
    await page.goto('/offers');
    await page.getByRole('button', { name: 'Near me' }).click();
    const res = await request.get(`${API}/offers/get_all_active_offers?o=0&l=20&lat=23.588&lon=58.383`);
    const first = ((await res.json()) as { data: { results: { distance_km: number }[] } }).data.results[0];
    await expect(page.locator('.offer-card .distance__value').first()).toHaveText(formatDistance(first.distance_km, 'en'));
    await page.setViewportSize({ width: 375, height: 900 });
    await page.locator('.near-me').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/offers-near-en-375.png` });

    // The offers map opens around the visitor and marks them apart from the offers' pins.
    const map = page.locator('.offers-map');
    await scrollToMap(page, map);
    await expect(map.locator('path.map-here')).toBeVisible();
    const dot = await map.locator('path.map-here').boundingBox();
    const canvas = await map.locator('.leaflet-container').boundingBox();
    expect(dot && canvas).toBeTruthy();
    if (dot && canvas) {
      // Centred: the dot sits in the middle of the map, give or take its own size.
      expect(Math.abs(dot.x + dot.width / 2 - (canvas.x + canvas.width / 2))).toBeLessThan(12);
      expect(Math.abs(dot.y + dot.height / 2 - (canvas.y + canvas.height / 2))).toBeLessThan(12);
    }
    await map.screenshot({ path: `${SHOTS}/offers-map-near-en-375.png` });
  });
});

test('with the position refused: the message and the towns, and a town sorts the list', async ({ page, context, request }) => {
  await context.clearPermissions();
  await page.goto('/partners');
  await page.getByRole('button', { name: 'Near me' }).click();
  await expect(page.getByRole('alert')).toContainText('Location access was denied');
  const towns = page.getByRole('combobox', { name: 'Choose a town' });
  await expect(towns.getByRole('option', { name: 'Nizwa' })).toBeAttached();
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 375, height: 900 });
  await page.locator('.near-me').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/partners-denied-en-375.png` });

  await towns.selectOption({ label: 'Nizwa' });
  await expect(page).toHaveURL(/near=22\.933(%2C|,)57\.533/);
  const rows = await mockPage(request, 22.933, 57.533);
  await expect.poll(() => shownCards(page, 3)).toEqual(expected(rows, 3));
  await expect(page.locator('.near-me__area')).toHaveText(`Near ${await mockArea(request, 22.933, 57.533)}`);
});

test('a slow config.json still gives the area its name: the first render waits for the configuration', async ({ page, request }) => {
  const area = await mockArea(request, 23.588, 58.383);
  // The screen's chunks come with main.js; held back until every script has loaded (the page's
  // load event), config.json arrives after them.
  await page.route('**/config.json', async (route) => {
    await page.waitForLoadState('load');
    await route.continue();
  });
  await page.goto('/partners?near=23.588,58.383');
  await expect(page.locator('.company-card .distance').first()).toBeVisible();
  await expect(page.locator('.near-me__area')).toHaveText(`Near ${area}`);
});
