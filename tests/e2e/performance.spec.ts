// Performance rules a browser can check: Leaflet is never in a page's first load, and arrives with
// its markers once the visitor nears the map.
import { expect, test } from './support';

const leafletLoaded = () => typeof (window as unknown as { L?: unknown }).L !== 'undefined';

for (const [label, url, mapName] of [
  ['a partner', '/partners/1', /^Map of /],
  ['an offer', '/offers/1', /./],
] as const) {
  test(`${label}: Leaflet waits until the map nears the viewport`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const map = page.locator('.lazy-map').first();
    await expect(map).toBeAttached();
    const below = await map.evaluate((node) => node.getBoundingClientRect().top > window.innerHeight + 100);
    test.skip(!below, 'the map is on the first screen at this size');
    expect(await page.evaluate(leafletLoaded)).toBe(false);
    await map.scrollIntoViewIfNeeded();
    await expect(page.locator('.lazy-map .leaflet-container').first()).toBeAttached({ timeout: 15_000 });
    expect(await page.evaluate(leafletLoaded)).toBe(true);
    await expect(page.getByRole('region', { name: mapName }).first()).toBeVisible();
  });
}

for (const url of ['/partners/1', '/offers/1', '/partners']) {
  test(`${url} does not shift while it loads (CLS under 0.02)`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.02);
  });
}
