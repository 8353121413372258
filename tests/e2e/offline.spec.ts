// Offline (issue 35): the published site with its service worker, the one spec that lets it run
// (playwright.config.ts blocks it for every other journey). A partner once opened opens again
// with the network gone, with its name, phone and address; one never opened gets Dalil's own
// offline screen in the page's language, never the browser's; the manifests are linked and
// installable; and a new deploy's worker shows the update prompt, whose Reload brings it in.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, PUBLISHED_SITE as site, screenshotBothWidths, test, untilInPage } from './support';

test.use({ baseURL: site, serviceWorkers: 'allow' });
// One journey after another: the update journeys deploy over the site's files and put them back.
test.describe.configure({ mode: 'default' });

/** Waits until the worker is active and controls the page (its precache is then complete). */
async function workerControls(page: Page): Promise<void> {
  await untilInPage(
    page,
    async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    },
    '',
    'a service worker controls the page',
  );
}

/** Waits until one of the worker's caches holds `address` (a page, an image). */
async function heldByWorker(page: Page, address: string): Promise<void> {
  await untilInPage(page, async (url) => (await caches.match(url)) !== undefined, address, `the worker's caches hold ${address}`);
}

/** Waits until the worker's API cache holds an answer whose URL ends with `suffix`. */
async function apiCached(page: Page, suffix: string): Promise<void> {
  await untilInPage(page, async (end) => (await (await caches.open('dalil-api-v1')).keys()).some((request) => request.url.endsWith(end)), suffix, `the API cache holds …${suffix}`);
}

/**
 * Waits until the worker itself meets the network as the test set it: a call through it to an API
 * answer it holds comes from its cache (stamped X-Dalil-Cached-At) when offline, from the network
 * (no stamp) when online. Playwright takes the context's offline switch to the worker, a target of its
 * own, after the page: on a loaded host the worker still fetched from the network while the page was
 * already offline, and the screen had nothing from the cache to say.
 */
async function workerNetworkIs(page: Page, suffix: string, state: 'offline' | 'online'): Promise<void> {
  const answeredFromCache = () =>
    page.evaluate(async (end) => {
      const kept = (await (await caches.open('dalil-api-v1')).keys()).find((request) => request.url.endsWith(end));
      if (!kept) throw new Error(`the worker holds no answer for ${end}`);
      return fetch(kept.url).then((response) => response.headers.get('X-Dalil-Cached-At') !== null, () => null);
    }, suffix);
  await expect.poll(answeredFromCache).toBe(state === 'offline');
}

/**
 * A box that floats at the foot of the screen (the "Shown as of" pill, the update prompt) never
 * stays over the page's last words: scrolled to the end, the footer's content ends above it, at a
 * phone's width and a desktop's.
 */
async function expectPageEndsClearOf(page: Page, floating: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const clearance = await page.evaluate(async (selector) => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const footer = document.querySelector('footer.site-footer');
      const box = document.querySelector(selector);
      if (!footer || !box) return null;
      const words = document.createRange();
      words.selectNodeContents(footer);
      return box.getBoundingClientRect().top - words.getBoundingClientRect().bottom;
    }, floating);
    expect(clearance, `at ${width} px, ${floating}'s top less the footer content's bottom`).toBeGreaterThanOrEqual(0);
  }
}

/** Whether any of the worker's caches holds `url` now. */
async function isCached(page: Page, url: string): Promise<boolean> {
  return page.evaluate(async (address) => (await caches.match(address)) !== undefined, url);
}

/** The partner page's contact panel (src/features/partners/PartnerFacts.tsx). */
const CONTACT = 'section[aria-labelledby="partner-contact"]';

/** The partner page's name, phone and address as shown. */
async function partnerFacts(page: Page) {
  const contact = page.locator(CONTACT);
  return {
    name: (await page.getByRole('heading', { level: 1 }).textContent())?.trim(),
    phone: (await contact.locator('a[href^="tel:"]').textContent())?.trim(),
    address: (await contact.locator('dd').last().textContent())?.trim(),
  };
}

/** The offline page's words in `language`, as its catalogue has them (the build fills the page from it). */
function offlineTexts(language: 'en' | 'ar'): { heading: string; openSaved: string } {
  return (JSON.parse(fs.readFileSync(path.join('src', 'locales', language, 'offline.json'), 'utf8')) as { page: { heading: string; openSaved: string } }).page;
}

const languages = [
  { language: 'en', prefix: '', offlineHeading: offlineTexts('en').heading, savedLink: offlineTexts('en').openSaved, saved: '/saved', update: 'A new version of Dalil is available.', reload: 'Reload', shownAsOf: /^Shown as of \d\d:\d\d, \d{1,2} [A-Z][a-z]+$/ },
  { language: 'ar', prefix: '/ar', offlineHeading: offlineTexts('ar').heading, savedLink: offlineTexts('ar').openSaved, saved: '/ar/saved', update: 'يتوفّر إصدار جديد من دليل.', reload: 'أعد التحميل', shownAsOf: /^آخر تحديث: [٠-٩]{2}:[٠-٩]{2}، [٠-٩]{1,2} \S+$/ },
] as const;

for (const texts of languages) {
  test.describe(`offline, ${texts.language}`, () => {
    test('a partner visited before opens offline with its name, phone and address', async ({ page, context }) => {
      await page.goto(`${texts.prefix}/`);
      await workerControls(page);
      const address = `${texts.prefix}/partners/1`;
      await page.goto(address);
      await expect(page.locator(`${CONTACT} a[href^="tel:"]`)).toBeVisible();
      const online = await partnerFacts(page);
      expect(online.name).toBeTruthy();
      expect(online.phone).toBeTruthy();
      expect(online.address).toBeTruthy();
      await heldByWorker(page, address);

      await context.setOffline(true);
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(online.name ?? '');
      await expect(page.locator(`${CONTACT} a[href^="tel:"]`)).toHaveText(online.phone ?? '');
      await expect(page.locator(`${CONTACT} dd`).last()).toHaveText(online.address ?? '');
      await expect(page.locator('html')).toHaveAttribute('lang', texts.language);
      // Not the offline screen: the page itself.
      await expect(page.locator('[data-offline-page]')).toHaveCount(0);
    });

    test('a partner never visited shows Dalil’s offline screen in the page’s language, with a link to the saved places', async ({ page, context }) => {
      await page.goto(`${texts.prefix}/`);
      await workerControls(page);
      await context.setOffline(true);
      const response = await page.goto(`${texts.prefix}/partners/2`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: texts.offlineHeading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', texts.language);
      await expect(page.locator('html')).toHaveAttribute('dir', texts.language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('link', { name: texts.savedLink })).toHaveAttribute('href', texts.saved);
      // Styled by its own precached stylesheet: the card is a white box, not unstyled text.
      await expect(page.locator('[data-offline-page]')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
      await screenshotBothWidths(page, `offline-screen-${texts.language}`);
      // The saved places' page, kept from the worker's install, opens offline too.
      await page.getByRole('link', { name: texts.savedLink }).click();
      await expect(page.locator('[data-offline-page]')).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', texts.language);
    });

    test('a partner saved from the list, never opened, opens offline from the saved places, with its logo and its offers’ and products’ pictures', async ({ page, context }) => {
      // The list loads before the worker controls the page (a first visit): its cards' logos were
      // fetched past the worker, so none is in its caches until a save puts it there.
      await page.goto(`${texts.prefix}/partners`);
      await workerControls(page);
      // A card whose logo no other card on the page shows.
      const chosen = await page.evaluate(() => {
        const cards = [...document.querySelectorAll('article.company-card')];
        const logoOf = (card: Element) => card.querySelector<HTMLImageElement>('img.company-logo--image');
        const logos = cards.map((card) => logoOf(card)?.src);
        for (const card of cards) {
          const logo = logoOf(card)?.src;
          if (logo && logos.filter((other) => other === logo).length === 1) {
            return { href: card.querySelector('a.company-card__details')?.getAttribute('href') ?? '', logo, name: card.querySelector('h3')?.textContent?.trim() ?? '' };
          }
        }
        return null;
      });
      expect(chosen).not.toBeNull();
      const { href, logo, name } = chosen as NonNullable<typeof chosen>;
      expect(href).toMatch(new RegExp(`^${texts.prefix}/partners/\\d+$`));
      const id = href.split('/').pop();
      expect(await isCached(page, href)).toBe(false);
      expect(await isCached(page, logo)).toBe(false);

      const card = page.locator('article.company-card', { has: page.locator(`a[href="${href}"]`) });
      await card.locator('button[aria-pressed="false"]').click();
      await expect(card.locator('button[aria-pressed="true"]')).toBeVisible();
      // The save kept the record's page, its screen's calls and its logo.
      await heldByWorker(page, href);
      await apiCached(page, `/providers/get_company_by_id/${id}/`);
      await apiCached(page, `/providers/get_products?o=0&l=12&company=${id}`);
      await apiCached(page, `/offers/get_all_company_active_offers/${id}/`);
      await heldByWorker(page, logo);
      // And the pictures its page shows: its first 12 offers' photos and its products' (read from the
      // answers the save kept, as the screen will read them).
      const sectionImages = await page.evaluate(async (partner) => {
        const cache = await caches.open('dalil-api-v1');
        const dataOf = async (end: string) => {
          const key = (await cache.keys()).find((request) => request.url.endsWith(end));
          const response = key ? await cache.match(key) : undefined;
          return response ? ((await response.json()) as { data: unknown }).data : null;
        };
        type Imaged = { images?: (string | null)[]; image?: string | null };
        const offers = ((await dataOf(`/offers/get_all_company_active_offers/${partner}/`)) ?? []) as Imaged[];
        const products = (((await dataOf(`/providers/get_products?o=0&l=12&company=${partner}`)) ?? { results: [] }) as { results: Imaged[] }).results;
        const photo = (offer: Imaged) => offer.images?.find((src) => typeof src === 'string' && src.trim() !== '') ?? null;
        return [...new Set([...offers.slice(0, 12).map(photo), ...products.map((product) => product.image ?? null)].filter((src): src is string => Boolean(src)).map((src) => src.trim()))];
      }, id);
      expect(sectionImages.length).toBeGreaterThan(0);
      for (const url of sectionImages) await heldByWorker(page, url);

      await context.setOffline(true);
      await page.goto(texts.saved);
      const row = page.getByRole('link', { name, exact: true });
      await expect(row).toBeVisible();
      await row.click();
      await expect(page).toHaveURL(`${site}${href}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      const shownLogo = page.locator('img.partner-detail__logo');
      await expect(shownLogo).toHaveAttribute('src', logo);
      await expect.poll(() => shownLogo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      // Its offers' and products' pictures show too (a picture that failed would be swapped for the
      // brand background, and its address gone from the page).
      await expect(page.locator('#partner-offers, #partner-products').first()).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate((wanted) => {
            const images = [...document.querySelectorAll<HTMLImageElement>('main img')];
            for (const image of images) image.loading = 'eager';
            const shown = new Set(images.filter((image) => image.complete && image.naturalWidth > 0).map((image) => image.getAttribute('src')));
            return wanted.filter((src) => !shown.has(src));
          }, sectionImages),
        )
        .toEqual([]);
      // Its own page, opened afresh, is the kept HTML, not the offline screen.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.locator('[data-offline-page]')).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', texts.language);
    });

    test('a screen drawn from the cache says quietly "Shown as of …", and the line goes once the network is back', async ({ page, context }) => {
      await page.goto(`${texts.prefix}/`);
      await workerControls(page);
      const address = `${texts.prefix}/partners/1`;
      await page.goto(address);
      await expect(page.locator(`${CONTACT} a[href^="tel:"]`)).toBeVisible();
      const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
      await heldByWorker(page, address);
      await apiCached(page, '/providers/get_company_by_id/1/');
      const shownAsOf = page.getByRole('status').filter({ hasText: texts.shownAsOf });
      // Online, fresh answers: no line.
      await expect(shownAsOf).toHaveCount(0);

      await context.setOffline(true);
      await workerNetworkIs(page, '/providers/get_company_by_id/1/', 'offline');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(shownAsOf).toBeVisible();
      await expect(shownAsOf).toHaveText(texts.shownAsOf);
      await expectPageEndsClearOf(page, '.shown-as-of');
      await screenshotBothWidths(page, `shown-as-of-${texts.language}`);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: path.join('test-results', 'screens', `shown-as-of-${texts.language}-375-viewport.png`) });
      await page.setViewportSize({ width: 1280, height: 800 });

      // Back online: the screen's calls are asked again, and the fresh answers empty the line.
      await context.setOffline(false);
      await workerNetworkIs(page, '/providers/get_company_by_id/1/', 'online');
      await expect(shownAsOf).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    });

    test('the page links its language’s manifest, which Chromium finds installable', async ({ page }) => {
      await page.goto(`${texts.prefix}/partners/1`);
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe(`${texts.prefix}/manifest.webmanifest`);
      const manifest = (await (await page.request.get(href ?? '')).json()) as Record<string, unknown>;
      expect(manifest).toMatchObject({ lang: texts.language, start_url: `${texts.prefix}/`, display: 'standalone' });
      await workerControls(page);
      const cdp = await page.context().newCDPSession(page);
      const { errors, url } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
      expect(url).toBe(`${site}${texts.prefix}/manifest.webmanifest`);
      expect(errors).toEqual([]);
      // Every installability check Chromium makes, but that the journey's browser context is a
      // private one (Playwright's contexts are), which no site can change.
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
      expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    });
  });
}

/** The published site's folder (playwright.config.ts sets it for its server and for the journeys). */
function siteFile(file: string): string {
  const dir = process.env.PUBLISHED_SITE_DIR;
  if (!dir) throw new Error('PUBLISHED_SITE_DIR is unset: run the journeys through playwright.config.ts');
  return path.join(dir, file);
}

// Serial, in one worker: each deploy rewrites the one published site's sw.js and puts it back after.
// Run side by side (fullyParallel), the English deploy put back its first sw.js in the middle of the
// Arabic one, which then reloaded into neither version (CI, 2 workers).
test.describe.serial('a second deploy over the first', () => {
  for (const texts of languages) {
    test(`a second deploy shows the update prompt (${texts.language}), and Reload brings the new version`, async ({ page, context }) => {
      const offlineUrl = `${texts.prefix}/offline.html`;
      const files = { worker: siteFile('sw.js'), offline: siteFile(offlineUrl.slice(1)) };
      const first = { worker: fs.readFileSync(files.worker, 'utf8'), offline: fs.readFileSync(files.offline, 'utf8') };
      await page.goto(`${texts.prefix}/partners/1`);
      await workerControls(page);
      const prompt = page.getByRole('status').filter({ hasText: texts.update });
      await expect(prompt).toHaveCount(0);
      try {
        // The second deploy, over the first: a changed offline page, and the worker that precaches
        // its new revision (a build writes both, as here).
        const deploy = `deploy-${test.info().testId}`;
        const revision = new RegExp(`'revision':'[0-9a-f]+','url':'${offlineUrl}'`);
        expect(first.worker).toMatch(revision);
        fs.writeFileSync(files.offline, first.offline.replace('data-offline-page>', `data-offline-page data-deploy="${deploy}">`));
        fs.writeFileSync(files.worker, first.worker.replace(revision, `'revision':'${deploy}','url':'${offlineUrl}'`));
        // The browser looks for a new worker on each visit; this visit asks at once.
        await page.evaluate(async () => {
          await (await navigator.serviceWorker.getRegistration())?.update();
        });
        await expect(prompt).toBeVisible();
        await expectPageEndsClearOf(page, '.update-prompt');
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.setViewportSize({ width: 375, height: 800 });
        await page.screenshot({ path: path.join('test-results', 'screens', `update-prompt-${texts.language}-375-viewport.png`) });
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.screenshot({ path: path.join('test-results', 'screens', `update-prompt-${texts.language}-1280-viewport.png`) });

        const reloaded = page.waitForEvent('load');
        await page.getByRole('button', { name: texts.reload }).click();
        await reloaded;
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(prompt).toHaveCount(0);
        const handedOver = await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return Boolean(registration && registration.waiting === null && navigator.serviceWorker.controller && registration.active?.scriptURL === navigator.serviceWorker.controller.scriptURL);
        });
        expect(handedOver).toBe(true);
        // The new version's files are the ones kept: offline, an unvisited page gets the new offline page.
        // The worker must meet the network as offline too before the visit (workerNetworkIs): on CI's
        // clean clone it once still fetched /ar/partners/3 from the network, and the real page came.
        await apiCached(page, '/providers/get_company_by_id/1/');
        await context.setOffline(true);
        await workerNetworkIs(page, '/providers/get_company_by_id/1/', 'offline');
        await page.goto(`${texts.prefix}/partners/3`);
        await expect(page.locator('[data-offline-page]')).toHaveAttribute('data-deploy', deploy);
      } finally {
        fs.writeFileSync(files.worker, first.worker);
        fs.writeFileSync(files.offline, first.offline);
      }
    });
  }
});
