import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, fullPageScreenshot, test, useArabic } from './support';

// The mock's company 1 keeps a shop's split shift (09:00–13:00, 16:30–22:00; Friday 16:30–22:00 only)
// with National Day (20–21 November) closed. Thursday 19 November 2026, 18:00 in Muscat:
const NOW = new Date('2026-11-19T18:00:00+04:00');
const SHOP = 1;
const API = `http://127.0.0.1:${process.env.API_PORT || 3001}`;
const SHOTS = '/tmp/shots/hours';

/** A card in the middle of the viewport, so the sticky header does not cover it in the picture. */
async function screenshotCard(page: Page, card: ReturnType<Page['locator']>, file: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await card.boundingBox();
  if (box) await page.screenshot({ path: file, clip: box });
}

/** The mock and the browser read the same instant. */
async function pinClock(page: Page, request: APIRequestContext, now = NOW) {
  const res = await request.put(`${API}/__mock/clock`, { data: { now: now.toISOString() } });
  expect(res.ok()).toBe(true);
  await page.clock.setFixedTime(now);
}

test.afterEach(async ({ request }) => {
  await request.delete(`${API}/__mock/clock`);
});

// The mock has one clock: these journeys pin and release it, so they run one after another
// (other files never read it: only open_now does).
test.describe.configure({ mode: 'default' });

test('/partners?open_now=true lists only companies open at that instant, as many as the mock says', async ({ page, request }) => {
  await pinClock(page, request);
  const answer = async (query: string) => {
    const res = await request.get(`${API}/providers/get_paging_active_companies?o=0&l=1${query}`);
    return ((await res.json()) as { data: { count: number } }).data.count;
  };
  const open = await answer('&open_now=true');
  const everyone = await answer('');
  expect(open).toBeGreaterThan(0);
  expect(open).toBeLessThan(everyone);

  await page.goto('/partners?open_now=true');
  await expect(page.getByRole('status').filter({ hasText: /companies found/ })).toHaveText(`${open} companies found`);
  await expect(page.getByRole('checkbox', { name: 'Open now' })).toBeChecked();
  const statuses = page.getByRole('article').locator('.opening-status');
  await expect(statuses.first()).toBeVisible();
  for (const text of await statuses.allTextContents()) expect(text).toMatch(/^(Open now|Open 24 hours|Closes soon)/);

  // Unticking it brings every partner back.
  await page.getByRole('checkbox', { name: 'Open now' }).uncheck();
  await expect(page).toHaveURL(/\/partners$/);
  await expect(page.getByRole('status').filter({ hasText: /companies found/ })).toHaveText(`${everyone} companies found`);
});

test("the partner page shows today's status and the week in Oman's time, and each branch's status", async ({ page, request }) => {
  await pinClock(page, request);
  await page.goto(`/partners/${SHOP}`);
  const panel = page.getByRole('region', { name: 'Opening hours' });
  await expect(panel.getByText('Open now', { exact: true })).toBeVisible();
  await expect(panel.getByText('Closes at 10:00 PM')).toBeVisible();
  const today = panel.locator('tr[aria-current="date"]');
  await expect(today.getByRole('rowheader')).toHaveText('ThursdayToday');
  await expect(panel.getByRole('heading', { name: 'Special hours' })).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: 'National Day' })).toContainText('Closed');
  const branches = page.getByRole('region', { name: 'Branches' });
  await expect(branches.locator('.opening-status').first()).toBeVisible();

  fs.mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 375, height: 900 });
  await panel.screenshot({ path: `${SHOTS}/partner-hours-en-375.png` });
  await fullPageScreenshot(page, `${SHOTS}/partner-page-en-375.png`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await fullPageScreenshot(page, `${SHOTS}/partner-page-en-1280.png`);
});

test('a visitor in New York and one in Tokyo see the same status at the same instant', async ({ browser, request }) => {
  const seen: string[] = [];
  for (const timezoneId of ['America/New_York', 'Asia/Tokyo']) {
    const context = await browser.newContext({ timezoneId });
    const page = await context.newPage();
    await pinClock(page, request);
    await page.goto(`/partners/${SHOP}`);
    const status = page.getByRole('region', { name: 'Opening hours' }).locator('.opening-status');
    await expect(status).toContainText('Open now');
    seen.push((await status.textContent()) ?? '');
    await expect(page.locator('tr[aria-current="date"] th')).toContainText('Thursday');
    await context.close();
  }
  expect(seen[0]).toBe(seen[1]);
});

test('company cards carry a one-line status', async ({ page, request }) => {
  await pinClock(page, request);
  await page.goto('/partners');
  const card = page.getByRole('article').filter({ has: page.locator('.opening-status') }).first();
  await expect(card.locator('.opening-status')).toHaveText(/^(Open now|Open 24 hours|Closes soon|Closed|Closed today)/);
  await page.setViewportSize({ width: 375, height: 900 });
  await screenshotCard(page, card, `${SHOTS}/card-en-375.png`);
});

test.describe('in Arabic', () => {
  test.beforeEach(async ({ page }) => useArabic(page));

  test('the hours panel and a card read in Arabic, right to left', async ({ page, request }) => {
    await pinClock(page, request);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(`/partners/${SHOP}`);
    const panel = page.getByRole('region', { name: 'ساعات العمل' });
    await expect(panel.getByText('مفتوح الآن', { exact: true })).toBeVisible();
    await expect(panel.locator('tr[aria-current="date"] th')).toContainText('الخميس');
    fs.mkdirSync(SHOTS, { recursive: true });
    await panel.screenshot({ path: `${SHOTS}/partner-hours-ar-375.png` });
    await fullPageScreenshot(page, `${SHOTS}/partner-page-ar-375.png`);

    await page.goto('/partners');
    const card = page.getByRole('article').filter({ has: page.locator('.opening-status') }).first();
    await expect(card.locator('.opening-status')).toBeVisible();
    await screenshotCard(page, card, `${SHOTS}/card-ar-375.png`);
  });
});
