// Measures, not journeys (`npm run test:perf`): the boot shell's and the record preview's first
// paint sit exactly where the screen's own render puts them, so the first paint stays the screen's
// largest (a React paint even 1 px larger became a new, later LCP). What a visitor sees of this, a
// page that does not jump, is guarded in `npm test` by the CLS journeys (tests/e2e/performance.spec.ts).
import type { Browser } from '@playwright/test';
import { expect, test } from '../e2e/support';

type Box = string;

/** The boxes of `selectors` on `url` at `width`, in a fresh context prepared by `prepare`. */
async function boxesOf(
  browser: Browser,
  url: string,
  width: number,
  selectors: string[],
  prepare: (context: import('@playwright/test').BrowserContext) => Promise<void>,
  ready?: (page: import('@playwright/test').Page) => Promise<void>,
): Promise<Box[]> {
  const context = await browser.newContext({ viewport: { width, height: 823 } });
  await prepare(context);
  const page = await context.newPage();
  await page.goto(url);
  await ready?.(page);
  const result: Box[] = [];
  for (const selector of selectors) {
    const box = await page.locator(selector).first().boundingBox();
    result.push(box ? `${selector} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}` : `${selector} missing`);
  }
  await context.close();
  return result;
}

// index.html's shell paints the screen's title and lead before any script runs; React's then take
// their place in the same place and size.
const titleAndLead: [string, string][] = [['.boot__page-title', 'h1'], ['.boot__page-lead', '.page-lead']];
const shellPairs: Record<string, [string, string][]> = {
  '/partners': titleAndLead,
  '/offers': titleAndLead,
  '/categories': titleAndLead,
  '/register': [...titleAndLead, ['.boot__eyebrow', '.register-intro__eyebrow']],
  '/search?q=telecom': titleAndLead,
  // No query: the prompt is the screen's largest text.
  '/search': [['.boot__page-title', 'h1'], ['.boot__state', '.state-box'], ['.boot__state-title', '.state-box__title'], ['.boot__state-message', '.state-box__message']],
};
const strip = (boxes: Box[]) => boxes.map((box) => box.slice(box.lastIndexOf(' ', box.lastIndexOf(' ') - 1) + 1));
for (const width of [412, 1280]) {
  for (const [url, pairs] of Object.entries(shellPairs)) {
    test(`${url} at ${width} px: the first paint's text sits exactly where the screen puts it`, async ({ browser }) => {
      // The shell alone: every script of the app refused (index.html's inline script still runs).
      const shell = await boxesOf(browser, url, width, pairs.map(([shellSelector]) => shellSelector), async (context) => {
        await context.route('**/assets/*.js', (route) => route.abort());
      });
      const app = await boxesOf(
        browser,
        url,
        width,
        pairs.map(([, appSelector]) => appSelector),
        async () => undefined,
        (page) => expect(page.locator('#root > :not(.boot) ' + pairs[0][1]).first()).toBeVisible(),
      );
      expect(shell.join(' '), url).not.toContain('missing');
      expect(strip(shell), url).toEqual(strip(app));
    });
  }
}

// A detail screen's record preview (src/app/bootPreview.ts): index.html paints the top of the page
// from the head's call before the app's scripts run, with the screen's own markup and stylesheets.
const previewPairs: Record<string, string[]> = {
  '/offers/1': ['.offer-detail__media', '.offer-detail__title', '.detail-page__back'],
  '/ads/1': ['.ad-detail__main-image', '.ad-detail__level', '.ad-detail__title', '.ad-detail__back'],
  // The mock's products have no photo: the brand background's box, then the name.
  '/products/1': ['.product-gallery__main', '.product-page__title', '.detail-page__back'],
  '/partners/1': ['.partner-detail__name', '.partner-detail__other-name', '.partner-detail__back'],
};
for (const language of ['en', 'ar'] as const) {
  for (const width of [412, 1280]) {
    for (const [url, selectors] of Object.entries(previewPairs)) {
      test(`${language} ${url} at ${width} px: the record preview sits exactly where the screen puts it`, async ({ browser }) => {
        const boxes = (previewOnly: boolean) => {
          const scope = previewOnly ? '.boot ' : '#root > :not(.boot) ';
          return boxesOf(
            browser,
            url,
            width,
            selectors.map((selector) => scope + selector),
            async (context) => {
              if (language === 'ar') await context.addInitScript(() => window.localStorage.setItem('dalil.language', 'ar'));
              // The preview alone: every script of the app refused, the preview's own file let through.
              if (previewOnly) await context.route('**/assets/*.js', (route) => (/\/preview\.[0-9a-f]+\.js$/.test(route.request().url()) ? route.continue() : route.abort()));
            },
            (page) => expect(page.locator(scope + selectors[0])).toBeVisible(),
          );
        };
        const preview = await boxes(true);
        const app = await boxes(false);
        expect(preview.join(' '), url).not.toContain('missing');
        expect(strip(preview), url).toEqual(strip(app));
      });
    }
  }
}
