import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, useArabic } from './support';

// Directions (issue 14): with a granted position in Muscat, the mock's routing stand-in draws a
// route on the partner's map with its distance and duration; with the routing host down, the
// page falls back to the keyless Open in maps link.

const PARTNER = 1;
const MUSCAT = { latitude: 23.588, longitude: 58.3829 };
const ROUTING = '**/__services/directions/driving-car';
const SHOTS = '/tmp/shots/directions';

test.use({ geolocation: MUSCAT, permissions: ['geolocation'] });

async function openPartner(page: Page) {
  await page.goto(`/partners/${PARTNER}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('Directions on a partner draws the stand-in route with its distance and duration', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(MUSCAT);
  await page.setViewportSize({ width: 375, height: 900 });
  let routeCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/__services/directions/')) routeCalls += 1;
  });
  await openPartner(page);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(routeCalls, 'no routing call before Directions is pressed').toBe(0);

  const answer = page.waitForResponse(ROUTING);
  await page.getByRole('button', { name: `Directions to ${name}` }).click();
  const body = await (await answer).json();
  const { distance, duration } = body.features[0].properties.summary as { distance: number; duration: number };
  const km = new Intl.NumberFormat('en-OM', { style: 'unit', unit: 'kilometer', unitDisplay: 'short', maximumFractionDigits: distance < 100_000 ? 1 : 0 }).format(distance / 1000);
  const minutes = Math.max(1, Math.round(duration / 60));

  const locations = page.getByRole('region', { name: 'Locations' });
  const map = locations.getByRole('region', { name: /^Map of / });
  await expect(map.locator('path.map-route')).toBeVisible();
  // Where the route begins (the visitor) is marked apart from the places' pins.
  await expect(map.locator('path.map-here')).toHaveCount(1);
  await expect(map.locator('path.map-here')).toBeVisible();
  const status = locations.getByRole('status');
  await expect(status).toContainText(`${km} by car`);
  await expect(status).toContainText(minutes >= 60 ? `${Math.floor(minutes / 60)} hr` : `${minutes} min`);
  expect(routeCalls).toBe(1);

  fs.mkdirSync(SHOTS, { recursive: true });
  await status.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/route-en-375.png` });
});

test('in Arabic the route reads in Arabic digits and units', async ({ page, context }) => {
  await useArabic(page);
  await context.setGeolocation(MUSCAT);
  await page.setViewportSize({ width: 375, height: 900 });
  await openPartner(page);
  const answer = page.waitForResponse(ROUTING);
  await page.getByRole('button', { name: /^الاتجاهات إلى / }).first().click();
  const { distance } = (await (await answer).json()).features[0].properties.summary as { distance: number };
  const km = new Intl.NumberFormat('ar-OM', { style: 'unit', unit: 'kilometer', unitDisplay: 'short', maximumFractionDigits: distance < 100_000 ? 1 : 0 }).format(distance / 1000);
  const status = page.getByRole('region', { name: 'المواقع' }).getByRole('status');
  await expect(status).toContainText(`${km} بالسيارة`);
  await expect(page.locator('path.map-route')).toBeVisible();
  fs.mkdirSync(SHOTS, { recursive: true });
  await status.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/route-ar-375.png` });
});

test('with the routing host down it falls back to Open in maps', async ({ page, consoleErrors }) => {
  await page.route(ROUTING, (route) => route.abort('connectionrefused'));
  await openPartner(page);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: `Directions to ${name}` }).click();
  const locations = page.getByRole('region', { name: 'Locations' });
  await expect(locations.getByRole('status')).toContainText('The route could not be found');
  await expect(locations.getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
  await expect(locations.locator('path.map-route')).toHaveCount(0);
  await expect(locations.locator('path.map-here')).toHaveCount(0);
  // The browser logs the refused connection; that failure is the point here.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !/Failed to load resource|ERR_CONNECTION_REFUSED|ERR_FAILED/.test(text)));
});
