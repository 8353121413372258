// The published site (issue 30): every page is HTML of its own, carrying its content, its head and
// its JSON-LD without any script; the app then hydrates it with no warning and no layout shift,
// refreshes it from the API, and still opens what was created after the publish.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { settledInView, useArabic } from './support';

const port = Number(process.env.PORT || 8080);
const apiPort = Number(process.env.API_PORT || 3001);
const site = `http://127.0.0.1:${Number(process.env.PUBLISHED_PORT || port + 100)}`;
const api = `http://127.0.0.1:${Number(process.env.PUBLISHED_API_PORT || apiPort + 100)}`;

test.use({ baseURL: site });

let http: APIRequestContext;
test.beforeAll(async () => {
  http = await playwrightRequest.newContext();
});
test.afterAll(async () => {
  await http.dispose();
});

/** The page as a crawler or a link preview gets it: the HTML, no script run. */
async function html(path: string): Promise<string> {
  const response = await http.get(`${site}${path}`);
  expect(response.status(), path).toBe(200);
  return response.text();
}

const meta = (page: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(page)?.[1];
const linkHref = (page: string, rel: string, extra = '') => new RegExp(`<link rel="${rel}"${extra} href="([^"]*)"`).exec(page)?.[1];
const h1 = (page: string) => (/<h1[^>]*>(.*?)<\/h1>/s.exec(page)?.[1] ?? '').replace(/<[^>]+>/g, '');
const jsonLdTypes = (page: string) => [...page.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => (JSON.parse(match[1]) as { '@type': string })['@type']);

test.describe('without JavaScript, each page carries its own content and head', () => {
  const records: [path: string, h1: string, types: string[]][] = [
    ['/partners/1', 'Al Zahra Telecom', ['LocalBusiness', 'BreadcrumbList']],
    ['/offers/1', 'Save 40% on home internet plans', ['Offer', 'BreadcrumbList']],
    ['/products/1', '5G home internet (unlimited, student)', ['Product', 'BreadcrumbList']],
    ['/ads/1', 'Muscat Shopping Festival', ['BreadcrumbList']],
  ];
  for (const [path, heading, types] of records) {
    test(`${path}: its record, title, description, canonical, alternates, link-preview tags and JSON-LD`, async () => {
      const page = await html(path);
      expect(h1(page)).toBe(heading);
      expect(page).toContain(`<title>${heading} · Dalil</title>`);
      expect(meta(page, 'description')).toBeTruthy();
      expect(linkHref(page, 'canonical')).toBe(`http://localhost:${new URL(site).port}${path}`);
      expect(linkHref(page, 'alternate', ' hreflang="en"')).toMatch(new RegExp(`${path}$`));
      expect(linkHref(page, 'alternate', ' hreflang="ar"')).toMatch(new RegExp(`/ar${path}$`));
      expect(linkHref(page, 'alternate', ' hreflang="x-default"')).toMatch(new RegExp(`${path}$`));
      expect(meta(page, 'og:title')).toBe(heading);
      expect(meta(page, 'og:image')).toMatch(/^https?:\/\//);
      expect(meta(page, 'og:url')).toMatch(new RegExp(`^http://localhost:\\d+${path}$`));
      expect(meta(page, 'og:type')).toBeTruthy();
      expect(meta(page, 'og:locale')).toBe('en_OM');
      expect(meta(page, 'og:locale:alternate')).toBe('ar_OM');
      expect(meta(page, 'twitter:card')).toBe('summary_large_image');
      expect(jsonLdTypes(page)).toEqual(expect.arrayContaining(types));
      // The state the page was drawn from, for the app to hydrate with, can never close its script.
      expect(page).toMatch(/<script id="dalil-state" type="application\/json">[^<]*<\/script>/);
    });
  }

  test("a page without a picture of its own previews with the site's card, an image that is there", async () => {
    const page = await html('/partners');
    const image = meta(page, 'og:image') ?? '';
    expect(image).toMatch(/^http:\/\/localhost:\d+\/og-card\.jpg$/);
    const response = await http.get(`${site}${new URL(image).pathname}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    expect(meta(page, 'twitter:image')).toBe(image);
  });

  test('the partners and offers lists carry their first 20 cards as links', async () => {
    for (const [path, card] of [['/partners', /href="\/partners\/(\d+)"/g], ['/offers', /href="\/offers\/(\d+)"/g]] as const) {
      const page = await html(path);
      expect(new Set([...page.matchAll(card)].map((match) => match[1])).size, path).toBe(20);
    }
  });

  test('home carries all seven section headings, and a WebSite search box for search engines', async () => {
    const page = await html('/');
    const headings = [...page.matchAll(/<h2[^>]*>(.*?)<\/h2>/gs)].map((match) => match[1].replace(/<[^>]+>/g, ''));
    for (const heading of ['Featured Advertisements', 'Our Trusted Partners', 'Explore Omani businesses', 'Browse by Category', 'Business Spotlight', 'Exclusive Offers', 'Business Insights & News']) {
      expect(headings.some((text) => text.replace(/&amp;/g, '&').includes(heading)), heading).toBe(true);
    }
    expect(jsonLdTypes(page)).toContain('WebSite');
  });

  test('each Arabic address is Arabic in its HTML: lang, dir, title and heading', async () => {
    const page = await html('/ar/partners/1');
    expect(page).toMatch(/<html lang="ar" dir="rtl">/);
    expect(h1(page)).toBe('الزهراء للاتصالات');
    expect(page).toContain('<title>الزهراء للاتصالات · دليل</title>');
    expect(meta(page, 'og:locale')).toBe('ar_OM');
    expect(linkHref(page, 'canonical')).toMatch(/\/ar\/partners\/1$/);
    // Its links stay in Arabic.
    expect(await html('/ar/partners')).toMatch(/href="\/ar\/partners\/\d+"/);
  });

  test('robots.txt names the sitemap; the sitemap lists every active partner, offer and non-empty category, as many as the API counts', async () => {
    expect(await html('/robots.txt')).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
    const index = await html('/sitemap.xml');
    const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    const locs: string[] = [];
    for (const child of children) locs.push(...[...(await html(child)).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname));
    const count = async (path: string) => ((await (await http.get(`${api}${path}`)).json()) as { data: { count: number } }).data.count;
    expect(locs.filter((loc) => /^\/partners\/\d+$/.test(loc))).toHaveLength(await count('/providers/get_paging_active_companies?l=1'));
    expect(locs.filter((loc) => /^\/offers\/\d+$/.test(loc))).toHaveLength(await count('/offers/get_all_active_offers?l=1'));
    // Each category that holds a company has its page (its panel lists them).
    expect(locs.filter((loc) => /^\/categories\/\d+$/.test(loc))).toHaveLength(await count('/providers/get_active_not_empty_categories?l=1'));
    // Each page in both languages.
    expect(locs.filter((loc) => /^\/ar\/partners\/\d+$/.test(loc))).toHaveLength(await count('/providers/get_paging_active_companies?l=1'));
  });
});

/** Console errors (React's hydration reports among them) and the page's layout shifts, from its start. */
async function watch(page: Page): Promise<{ errors: string[]; shift: () => Promise<number> }> {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The map tiles point at a closed port on purpose (playwright.config.ts): the app works without them.
    if (message.type() === 'error' && !message.text().includes('ERR_UNSAFE_PORT')) errors.push(message.text());
  });
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as unknown as { __shift: number }).__shift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { errors, shift: () => page.evaluate(() => (window as unknown as { __shift: number }).__shift) };
}

/** Resolves once the app has taken the page over: its revalidation calls have all come back. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

// An image asked for before the rest (React preloads each image not marked lazy; fetchpriority
// high) takes bandwidth from the first screen's styles and text, so it must be one that screen
// shows. Home's carousel sits below the first screen at both widths (its top at ~960 px): its
// preload made Lighthouse's simulated LCP of home ~200 ms above its first paint.
test.describe('an image the page asks for first is one its first screen shows', () => {
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px: every image preloaded or at high priority sits above the fold`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: site, javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      const below: string[] = [];
      let asked = 0;
      for (const path of ['/', '/ar/', '/offers', '/offers/1', '/ads/1', '/products/1', '/partners/1', '/partners', '/categories/1']) {
        await page.goto(path);
        const first = await page.evaluate(() => {
          const preloaded = [...document.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));
          // (A lazy copy of the same picture lower down, an ad's card say, is not one asked for first.)
          const images = [...document.querySelectorAll('img')].filter(
            (image) => image.getAttribute('loading') !== 'lazy' && (image.getAttribute('fetchpriority') === 'high' || preloaded.includes(image.getAttribute('src'))),
          );
          return { preloaded, images: images.map((image) => ({ src: image.getAttribute('src'), top: image.getBoundingClientRect().top })) };
        });
        // Each preload is for an image of the page, and each such image is above the fold.
        expect(first.preloaded.filter((href) => !first.images.some((image) => image.src === href)), path).toEqual([]);
        asked += first.images.length;
        for (const image of first.images) if (image.top >= viewport.height) below.push(`${path}: ${image.src} at ${Math.round(image.top)} px`);
      }
      expect(below).toEqual([]);
      // The record screens' own photos (an offer's, an ad's, a product's) are still asked for first.
      expect(asked).toBeGreaterThanOrEqual(3);
      await context.close();
    });
  }
});

for (const language of ['en', 'ar'] as const) {
  test.describe(`the app takes the published page over, in ${language}`, () => {
    const prefix = language === 'ar' ? '/ar' : '';
    for (const path of ['/', '/partners', '/partners/1', '/offers', '/offers/1', '/products', '/products/1', '/categories', '/categories/1', '/ads/1', '/search', '/register', '/about']) {
      test(`${prefix}${path}: hydrates with no console error and no layout shift`, async ({ page }) => {
        const { errors, shift } = await watch(page);
        const address = `${prefix}${path === '/' && prefix ? '/' : path}`;
        // The browser's clock at the time the page was drawn: what the hydration itself does, not
        // "Open now" turning into "Closed" because the publish ran minutes before this test.
        const renderedAt = Number(/"renderedAt":(\d+)/.exec(await html(address))?.[1]);
        expect(renderedAt).toBeGreaterThan(0);
        await page.clock.setFixedTime(renderedAt);
        await page.goto(address);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        expect(errors).toEqual([]);
        // 0 on a quiet machine for every route; under load one run of /ads/1 read 0.0047 (a
        // sub-pixel move, not reproduced in 8 runs alone), so the bound is a hundredth: ten times
        // below what Lighthouse calls good, and far below any redraw of the page by React (0.3-1.2).
        expect(await shift()).toBeLessThan(0.01);
      });
    }
  });
}

/** The API calls the page makes from now on, each with how it ended ('…' while it has not). */
function callsFrom(page: Page): Map<string, string> {
  const calls = new Map<string, string>();
  const isApi = (url: string) => url.startsWith(api) && !url.includes('/media/');
  page.on('request', (request) => isApi(request.url()) && calls.set(request.url(), '…'));
  page.on('requestfinished', (request) => isApi(request.url()) && void request.response().then((response) => calls.set(request.url(), String(response?.status()))));
  page.on('requestfailed', (request) => isApi(request.url()) && calls.set(request.url(), request.failure()?.errorText ?? 'failed'));
  return calls;
}

/** A section's button as the page has it now, its adoption and the calls since a step: a failed step's evidence. */
async function sectionState(button: Locator, page: Page, calls: Map<string, string>): Promise<string> {
  const found = await button.count();
  const state = found ? await button.evaluate((node: HTMLButtonElement) => ({ text: node.textContent, disabled: node.disabled, connected: node.isConnected })) : 'gone';
  const adopted = found ? await adoptedByReact(button) : false;
  const screen = await page.evaluate(() => ({ scrollY: window.scrollY, active: document.activeElement?.outerHTML.slice(0, 120) }));
  return `the button: ${JSON.stringify(state)}, adopted: ${adopted}; the page: ${JSON.stringify(screen)}; its API calls since: ${JSON.stringify([...calls])}`;
}

/** Whether React has adopted (hydrated) the element: it keeps its fiber on the element's node. */
function adoptedByReact(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));
}

// Home's sections below the first screen and every page's footer are React's only as the visitor
// nears them (HydrateWhenNear): their HTML is there from the start, and what is in them works
// once reached, by a tap or by the keyboard, with nothing lost on the way.
test.describe('what lies below the first screen is adopted as the visitor reaches it', () => {
  const homes = [
    { prefix: '', viewAll: 'View All Articles', shown: /^Showing \d+ of \d+ articles$/, email: 'Your e-mail address', thanks: 'Thank you! Our newsletter launches soon.', saved: /^Saved/ },
    { prefix: '/ar', viewAll: 'تصفّح جميع المقالات', shown: /^المقالات الظاهرة: [٠-٩]+ من [٠-٩]+$/, email: 'بريدك الإلكتروني', thanks: 'شكرًا لك! نشرتنا البريدية تنطلق قريبًا.', saved: /^المحفوظات/ },
  ];
  for (const home of homes) {
    test(`home${home.prefix ? ' in Arabic' : ''}: a tap on the news section’s button and a newsletter sign-up from the keyboard both work, neither adopted before`, async ({ page }) => {
      const { errors } = await watch(page);
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto(`${home.prefix}/`);
      await hydrated(page);
      const viewAll = page.getByRole('button', { name: home.viewAll });
      const footer = page.locator('footer.site-footer');
      const email = footer.getByRole('textbox', { name: home.email });
      expect(await adoptedByReact(viewAll)).toBe(false);
      expect(await adoptedByReact(email)).toBe(false);
      // The header above them is the app's already.
      expect(await adoptedByReact(page.getByRole('link', { name: home.saved }))).toBe(true);
      // The first section below the fold (the partners, ~570 px below it on this phone) waits too,
      // until the visitor scrolls near it: adopting it at load was most of home's React work there.
      const partners = page.locator('section[aria-labelledby="partners-title"]');
      const chip = partners.getByRole('button').first();
      expect(await adoptedByReact(chip)).toBe(false);
      await partners.scrollIntoViewIfNeeded();
      await expect.poll(() => adoptedByReact(chip)).toBe(true);

      const shown = page.getByText(home.shown);
      const before = await shown.textContent();
      const calls = callsFrom(page);
      // It failed twice on CI (stop 61's run, and a clean-clone run of this stop's), the other worker
      // on the hostile publish; the second printed the button adopted, focused and still enabled, and
      // no call made: the press had landed on it and the click beside it, as the page moved under
      // the jump of ~20 000 px to it.
      await settledInView(viewAll);
      await viewAll.click();
      // If it fails, what the section showed and asked for is printed: CI keeps the output, not the files.
      await expect(shown)
        .not.toHaveText(before ?? '')
        .catch(async (error: Error) => {
          throw new Error(`${error.message}\n${await sectionState(viewAll, page, calls)}`);
        });
      await expect(viewAll).toHaveCount(0);

      await email.focus();
      await page.keyboard.type('visitor@example.om');
      await page.keyboard.press('Enter');
      await expect(footer.getByRole('status')).toHaveText(home.thanks);
      expect(await adoptedByReact(email)).toBe(true);
      // The form's own submit (a reload with the e-mail in the address) never happened.
      expect(new URL(page.url()).search).toBe('');
      expect(errors).toEqual([]);
    });
  }

  test('a partner: the contact column is adopted as it is reached, and the products’ next page is the app’s, not a reload', async ({ page }) => {
    const { errors } = await watch(page);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/partners/1');
    await hydrated(page);
    const phone = page.locator('section[aria-labelledby="partner-contact"] a[href^="tel:"]');
    expect(await adoptedByReact(phone)).toBe(false);
    await phone.scrollIntoViewIfNeeded();
    await expect.poll(() => adoptedByReact(phone)).toBe(true);

    // The same document throughout: a full load would forget this mark.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const products = page.locator('.partner-products');
    const firstProduct = await products.getByRole('heading', { level: 3 }).first().textContent();
    await products.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/[?&]products_page=2\b/);
    await expect(products.getByRole('heading', { level: 3 }).first()).not.toHaveText(firstProduct ?? '');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });
});

// A plain button on a published page (one only the app gives a meaning) did nothing when tapped before
// React listened: on a low-tier phone, a second or more after the paint. The page's head script keeps
// such a tap, and the app taps the button again once the page is hydrated (src/lib/earlyTaps.ts).
test('a tap on home’s View All Articles before the app’s script has come opens the rest once it has', async ({ page }) => {
  const { errors } = await watch(page);
  await page.setViewportSize({ width: 412, height: 823 });
  const asked = settledLater();
  const held = settledLater();
  await page.route(/\/assets\/main\.\w+\.js$/, async (route) => {
    asked.settle();
    await held.promise;
    await route.continue();
  });
  // Not to its load event: that waits for the scripts the loader adds, held here.
  await page.goto('/', { waitUntil: 'commit' });
  // The page is parsed (its loader, last in the body, asks for main.js), and the app has not started.
  await asked.promise;
  const viewAll = page.getByRole('button', { name: 'View All Articles' });
  const shown = page.getByText(/^Showing \d+ of \d+ articles$/);
  const before = await shown.textContent();
  await settledInView(viewAll);
  await viewAll.click();
  expect(await adoptedByReact(viewAll)).toBe(false);
  expect(await shown.textContent()).toBe(before);
  held.settle();
  await expect(shown).not.toHaveText(before ?? '');
  await expect(viewAll).toHaveCount(0);
  expect(errors).toEqual([]);
});

/** A promise, and the function that settles it. */
function settledLater(): { promise: Promise<void>; settle: () => void } {
  let settle = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

// Every page is published for its bare address: with a query, a static host still answers that
// page's HTML, which the app must replace with what the query asks for, never hydrate.
test.describe('an address with a query (a search, a list page) is drawn by the app over the published HTML', () => {
  test('/search?q=telecom: the results for the query, with no console error', async ({ page }) => {
    const { errors } = await watch(page);
    await page.goto('/search?q=telecom');
    // The query stands isolated from the sentence around it (FSI … PDI), as any visitor text does.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “\u2068telecom\u2069”');
    await hydrated(page);
    expect(errors).toEqual([]);
  });

  // The boot asks for a list screen's answers before its first render, which waits a while for them:
  // such an address went from the published page to placeholders to the results, drawn, restyled and
  // painted twice, where now the results come in the app's first render (src/main.tsx).
  for (const { url, calls: asked } of [
    { url: '/search?q=telecom', calls: [/\/get_paging_active_companies\?l=12&search=telecom$/, /\/search_offers\?l=12&search=telecom$/, /\/get_products\?l=12&search=telecom$/] },
    { url: '/partners?page=2', calls: [/\/get_paging_active_companies\?o=20&l=20$/, /\/get_active_categories\?l=100$/] },
    { url: '/offers?page=2', calls: [/\/get_all_active_offers\?o=20&l=20$/, /\/get_active_categories\?l=100$/] },
    { url: '/categories?page=2', calls: [/\/get_active_categories\?o=20&l=20$/] },
    // An open category on that page: its panel's two lists too.
    { url: '/categories/25?page=2', calls: [/\/get_active_categories\?o=20&l=20$/, /\/get_paging_active_companies\?l=8&category=25$/, /\/get_paging_category_active_offers\/25\/\?l=8$/] },
    { url: '/products?page=2', calls: [/\/get_products\?o=12&l=12$/] },
  ]) {
    test(`${url}: its calls go out before the app’s first render, once each, and their results come with no placeholders between`, async ({ page }) => {
      await page.addInitScript(() => {
        const seen = { drawnAt: Number.NaN, placeholders: 0 };
        (window as unknown as { seen: typeof seen }).seen = seen;
        // Room for every file the page loads (250 unless told), so that none of the calls goes unrecorded.
        performance.setResourceTimingBufferSize(1000);
        new MutationObserver((records) => {
          for (const record of records) {
            // The app's first commit takes the published page's content out of #root (the parser only adds).
            if (record.target instanceof Element && record.target.id === 'root' && record.removedNodes.length > 0 && Number.isNaN(seen.drawnAt)) seen.drawnAt = performance.now();
            for (const node of record.addedNodes) {
              if (node instanceof Element && (node.matches('.skeleton') || node.querySelector('.skeleton'))) seen.placeholders += 1;
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(url);
      const observed = () =>
        page.evaluate((sources) => {
          const requests = performance
            .getEntriesByType('resource')
            .map((entry) => ({ name: entry.name, start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd }));
          return {
            ...(window as unknown as { seen: { drawnAt: number; placeholders: number } }).seen,
            calls: sources.map((source) => requests.filter((request) => new RegExp(source).test(request.name))),
          };
        }, asked.map((call) => call.source));
      // Until the app has drawn the page and each call is answered: not the network's first quiet
      // half-second, which on a slow host can come while the boot is still evaluating its scripts.
      await expect.poll(async () => {
        const { drawnAt, calls } = await observed();
        return !Number.isNaN(drawnAt) && calls.every((each) => each.length > 0 && each.every((call) => call.end > 0));
      }).toBe(true);
      await hydrated(page);
      const { drawnAt, placeholders, calls } = await observed();
      // Each asked for once: the screen's hooks took the boot's answers, and nothing asked them again.
      expect(calls.map((each) => each.length)).toEqual(asked.map(() => 1));
      for (const [call] of calls) expect(call.start).toBeLessThan(drawnAt);
      // The first render waits up to 1 s for the calls to settle (src/main.tsx): each answered within
      // half of that, the rest left room to read it and store it, so no placeholder was drawn. An
      // answer that merely arrived before the render may not have been stored when the wait ran out:
      // on a busy host with two workers, /offers?page=2 drew one placeholder so.
      if (calls.every(([call]) => call.end - call.start < 500)) expect(placeholders).toBe(0);
    });
  }

  test('/ar/partners?page=2: the second page of partners, in Arabic, with no console error', async ({ page }) => {
    const firstPage = new Set([...(await html('/ar/partners')).matchAll(/href="\/ar\/partners\/(\d+)"/g)].map((match) => match[1]));
    expect(firstPage.size).toBe(20);
    const { errors } = await watch(page);
    await page.goto('/ar/partners?page=2');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('[aria-current="page"]').filter({ hasText: /^(2|٢)$/ })).toHaveCount(1);
    // The cards shown are the second page's: none of the first page's (the published HTML's).
    const shown = () => page.locator('main a[href^="/ar/partners/"]').evaluateAll((links) => links.map((link) => /\/partners\/(\d+)/.exec(link.getAttribute('href') ?? '')?.[1] ?? ''));
    await expect.poll(async () => (await shown()).filter((id) => !firstPage.has(id)).length).toBeGreaterThan(0);
    expect((await shown()).filter((id) => firstPage.has(id))).toEqual([]);
    await hydrated(page);
    expect(errors).toEqual([]);
  });
});

// The page names its screen's chunks (the route table's feature, dist/publish-manifest.json) for its
// app loader, which asks for them with main.js once the page has painted: each is downloaded once,
// installed before the app asks for it, and none before the first paint.
test("each page's own chunks are named in its HTML, asked for after the first paint beside main.js, and each downloaded once", async ({ page }) => {
  const manifest = JSON.parse(readFileSync(join(process.cwd(), 'dist', 'bundle-manifest.json'), 'utf8')) as Record<string, string[]>;
  for (const [url, feature] of [
    ['/offers', 'offers'],
    ['/ar/partners/1', 'partners'],
    ['/register', 'register'],
    ['/about', 'pages'],
  ] as const) {
    const routeFiles = manifest[`route:${feature}`].map((file) => `/${file}`);
    expect(routeFiles.length, feature).toBeGreaterThan(0);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const named = await page.evaluate(() => JSON.parse(document.getElementById('dalil-scripts')?.textContent ?? 'null') as string[] | null);
    expect(named?.sort(), url).toEqual(routeFiles.filter((file) => file.endsWith('.js')).sort());
    const hrefs = (selector: string) => page.evaluate((wanted) => [...document.querySelectorAll(wanted)].map((link) => new URL((link as HTMLLinkElement).href).pathname), selector);
    expect(await hrefs('link[rel="stylesheet"]'), url).toEqual(expect.arrayContaining(routeFiles.filter((file) => file.endsWith('.css'))));
    await hydrated(page);
    const timings = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js')).map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    for (const href of routeFiles.filter((file) => file.endsWith('.js'))) expect(timings.scripts.filter((d) => d.path === href), href).toHaveLength(1);
    // No script was asked for before the page had painted.
    expect(Math.min(...timings.scripts.map((d) => d.start)), url).toBeGreaterThanOrEqual(timings.paint);
  }
});

test.describe('after the publish', () => {
  test.afterAll(async () => {
    await http.post(`${api}/__mock/reset`);
  });

  test('a partner renamed since shows its new name once the page is loaded', async ({ page }) => {
    await http.patch(`${api}/_db/companies/7`, { data: { en_name: 'Renamed Since The Publish' } });
    const published = await html('/partners/7');
    expect(published).not.toContain('Renamed Since The Publish');
    await page.goto('/partners/7');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Renamed Since The Publish');
  });

  test('a partner created since opens through the app', async ({ page }) => {
    const original = (await (await http.get(`${api}/_db/companies/1`)).json()) as Record<string, unknown>;
    const created = await http.post(`${api}/_db/companies`, { data: { ...original, id: 990001, en_name: 'Opened After The Publish' } });
    expect(created.ok()).toBe(true);
    expect((await http.get(`${site}/partners/990001`)).status()).toBe(200);
    await page.goto('/partners/990001');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opened After The Publish');
  });
});

test.describe('each language at its own address', () => {
  test('the language switch moves to the other address, and a link there stays in its language', async ({ page }) => {
    await page.goto('/partners/1');
    await hydrated(page);
    await page.getByRole('button', { name: 'العربية', exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/partners\/1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الزهراء للاتصالات');
    await page.getByRole('link', { name: 'عُد إلى الشركاء' }).first().click();
    await expect(page).toHaveURL(/\/ar\/partners$/);
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/\/partners$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a remembered Arabic choice takes the bare address to its Arabic page before anything paints', async ({ page }) => {
    await useArabic(page);
    const seen: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
    });
    await page.goto('/partners/1');
    await expect(page).toHaveURL(/\/ar\/partners\/1$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الزهراء للاتصالات');
    expect(seen.at(-1)).toBe('/ar/partners/1');
  });
});
