// The hostile-data walk: every screen fed by the mock in MOCK_FIXTURES=hostile mode (script
// payloads in every text field, javascript:/data:/vbscript:/protocol-relative URLs in every link
// field, 5 000-character names, bidi overrides, zero-width characters, numbers as strings, missing
// fields). The app's API calls are forwarded to a hostile mock this spec starts itself, so the
// page, its CSP and its origin stay those of `npm run serve`.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { nextFrames } from './support';
import { startFixtureMock } from './fixtureMock';

const useHostileApi = startFixtureMock('hostile');

async function revealAll(page: Page): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await nextFrames(page);
    if (atBottom) break;
  }
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

const screens = ['/', '/partners', '/partners/1', '/partners/2', '/offers', '/offers/1', '/offers/2', '/products/1', '/categories', '/categories/1', '/search?q=a', '/ads/1', '/ads/2', '/register'];

for (const url of screens) {
  test(`hostile data on ${url}: no script runs, every link is safe, nothing overflows or crashes`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await useHostileApi(page);
    await page.goto(url);
    await expect(page.getByRole('main')).toBeVisible();
    await revealAll(page);

    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), 'a payload ran').toBeUndefined();

    const unsafe = await page.evaluate(() => {
      const bad: string[] = [];
      const ok = (value: string, attribute: string) => {
        if (/^(https?:\/\/[^/\\]|mailto:|tel:)/i.test(value)) return true;
        if (/^\/(?![/\\])/.test(value) || value.startsWith('#')) return true; // same-origin path
        if (attribute === 'src' && /^data:image\//.test(value)) return true;
        return false;
      };
      for (const attribute of ['href', 'src', 'action', 'formaction', 'xlink:href']) {
        for (const element of Array.from(document.querySelectorAll(`[${attribute.replace(':', '\\:')}]`))) {
          const value = element.getAttribute(attribute) ?? '';
          if (!ok(value, attribute)) bad.push(`<${element.tagName.toLowerCase()} ${attribute}="${value.slice(0, 60)}">`);
        }
      }
      return bad;
    });
    expect(unsafe, 'links and sources that are not http(s), mailto:, tel: or same-origin').toEqual([]);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'sideways overflow at 375 px').toBeLessThanOrEqual(0);
    // The boundaries' words (a record left out for breaking the contract may say it could not be shown).
    await expect(page.getByText(/(This part of the page|This page) could not be shown/)).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}
