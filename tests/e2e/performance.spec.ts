// Performance rules a browser can check: Leaflet is never in a page's first load, and arrives with
// its markers once the visitor nears the map; the web font waits for a page that has settled; a
// screen's chunks are asked for by the page itself.
import fs from 'node:fs';
import path from 'node:path';
import { expect, nextFrames, test } from './support';

/** The build's file lists (dist/bundle-manifest.json, written by webpack.config.js). */
function readManifest(): Record<string, string[]> {
  return JSON.parse(fs.readFileSync(path.join(process.cwd(), 'dist', 'bundle-manifest.json'), 'utf8')) as Record<string, string[]>;
}

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
    await expect(page.locator('.lazy-map .leaflet-container').first()).toBeAttached();
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
    // Whatever the last answers changed has been laid out and painted (a shift is reported then).
    await nextFrames(page);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.02);
  });
}

test('a first visit paints in the system font, caches Cairo once the page has settled, and the next visit paints in it', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fontRequests.push(request.url());
  });
  const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  await page.goto('/partners');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The screen, its data and its images are in; no font has competed with them.
  expect(fontRequests).toEqual([]);
  expect(await bodyFont()).not.toContain('Cairo');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('dalil.webFont'))).toBe('cached');
  expect(fontRequests.length).toBeGreaterThan(0);
  // This page keeps the font it was laid out in.
  expect(await bodyFont()).not.toContain('Cairo');

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bweb-font\b/);
  expect(await bodyFont()).toContain('Cairo Variable');
});

test("each screen's own chunks are asked for by the page itself, beside main.js, and all of them are used", async ({ page }) => {
  const manifest = readManifest();
  const initialScripts = manifest.initial.filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
  const previewScript = manifest['record-preview'].map((file) => `/${file}`);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  for (const [url, feature, preview] of [
    ['/offers', 'offers', true],
    ['/partners/1', 'partners', true],
    ['/register', 'register', false],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const hrefs = (selector: string) => page.evaluate((wanted) => [...document.querySelectorAll(wanted)].map((link) => new URL((link as HTMLLinkElement).href).pathname), selector);
    const routeFiles = manifest[`route:${feature}`].map((file) => `/${file}`);
    const preloaded = await hrefs('link[rel="preload"][as="script"]');
    // The screen's scripts are preloaded and its stylesheets applied as they arrive; on a screen
    // the head's call serves, the record preview's file is preloaded from the head, and the app's
    // own scripts download the same way and run after that file has done its part.
    expect(preloaded.sort(), url).toEqual([...routeFiles.filter((file) => file.endsWith('.js')), ...(preview ? [...initialScripts, ...previewScript] : [])].sort());
    expect(await hrefs('link[rel="stylesheet"]'), url).toEqual(expect.arrayContaining(routeFiles.filter((file) => file.endsWith('.css'))));
    // The offers list: its first card's photo comes with the head's call (src/app/bootPreview.ts).
    const photos = await hrefs('link[rel="preload"][as="image"]');
    expect(photos, url).toEqual(url === '/offers' ? ['/media/offers/offer-1.svg'] : []);
    if (url === '/offers') {
      const firstPhoto = page.getByRole('article').first().locator('img');
      await expect(firstPhoto).toHaveAttribute('src', /\/media\/offers\/offer-1\.svg$/);
    }
    // Each was downloaded once: the chunk loader took the preloaded copy and the applied sheet.
    const downloads = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    for (const href of [...preloaded, ...routeFiles, ...photos]) expect(downloads.filter((d) => d === href), href).toHaveLength(1);
  }
  // Chrome warns about a preload left unused 3 s after the load event, from a timer of its own that
  // no page state shows and no page clock moves: the one wait in the journeys that has to be a time.
  await page.waitForTimeout(3500);
  expect(warnings).toEqual([]);
});

// The boot shell's paint waits for no download: the stylesheet is not render-blocking and the
// scripts are asked for once the shell has painted. The app renders only with its stylesheet.
/** Holds every request matching `pattern` until the returned function lets them go. */
async function holdBack(page: import('@playwright/test').Page, pattern: RegExp): Promise<() => void> {
  let letGo: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return letGo;
}
/** The page's queue has run dry: every task the boot steps queued has run. */
const idle = (page: import('@playwright/test').Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
const firstContentfulPaint = (page: import('@playwright/test').Page) =>
  page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);

test('the shell paints while the stylesheet and the scripts are still downloading', async ({ page }) => {
  const letGo = await holdBack(page, /\/assets\/.*\.(css|js)$/);
  await page.goto('/partners', { waitUntil: 'commit' });
  await expect(page.locator('.boot__page-title')).toHaveText('Our Business Partners');
  // The first paint happens while every script and stylesheet is still held back.
  await expect.poll(() => firstContentfulPaint(page)).not.toBeNull();
  letGo();
  // Then the app arrives and takes the shell's place, styled.
  await expect(page.getByRole('heading', { level: 1, name: 'Our Business Partners' })).toBeVisible();
  await expect(page.locator('.boot')).toHaveCount(0);
  expect(await page.locator('.site-header').evaluate((header) => getComputedStyle(header).position)).toBe('sticky');
  // The app's stylesheet comes after the shell's <style>, so the app's rules win the cascade.
  const order = await page.evaluate(() => [...document.head.querySelectorAll('style, link[rel="stylesheet"]')].map((node) => (node.tagName === 'STYLE' ? 'style' : new URL((node as HTMLLinkElement).href).pathname.replace(/\.[0-9a-f]+\.css$/, '.css'))));
  expect(order.indexOf('/assets/main.css')).toBeGreaterThan(order.indexOf('style'));
});

test('the app waits for its stylesheet before it renders', async ({ page }) => {
  const letGo = await holdBack(page, /\/assets\/main\.[0-9a-f]+\.css$/);
  await page.goto('/partners', { waitUntil: 'commit' });
  await expect(page.locator('.boot__page-title')).toBeVisible();
  // The scripts arrive and run their boot steps to the end (the page goes idle); the screen still
  // shows the shell, because the sheet is not in.
  // (Not the load event: it waits for the held sheet.)
  await page.waitForFunction(() => {
    const names = performance.getEntriesByType('resource').map((entry) => entry.name);
    return names.some((name) => /\/main\.[0-9a-f]+\.js$/.test(name)) && names.some((name) => name.endsWith('/config.json'));
  });
  await idle(page);
  await expect(page.locator('.site-header')).toHaveCount(0);
  await expect(page.locator('.boot')).toHaveCount(1);
  letGo();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Business Partners' })).toBeVisible();
  expect(await page.locator('.site-header').evaluate((header) => getComputedStyle(header).position)).toBe('sticky');
});

// The call a screen's largest paint waits for (and config.json) is asked for by index.html's head,
// beside the scripts; the app takes that answer instead of asking again (src/api/bootCall.ts).
for (const [label, url, call] of [
  ['an offer', '/offers/1', '/offers/get_offer_details/1'],
  ['a partner', '/partners/1', '/providers/get_company_by_id/1/'],
  ['an ad', '/ads/1', '/ads/get_ad_by_id/1/'],
  ['a product', '/products/1', '/providers/get_product_details/1'],
  ['the offers list', '/offers', '/offers/get_all_active_offers?o=0&l=20'],
] as const) {
  test(`${label}: its call is asked for once, by the page itself rather than the app's scripts`, async ({ page }) => {
    // Who asked for each request: the stack of the script that called fetch (CDP's initiator).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const asked: { path: string; by: string[] }[] = [];
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      const frames = initiator.stack?.callFrames ?? [];
      asked.push({ path: new URL(request.url).pathname + new URL(request.url).search, by: frames.map((frame) => new URL(frame.url || 'about:blank').pathname) });
    });
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const record = asked.filter((r) => r.path === call);
    expect(record).toHaveLength(1);
    expect(asked.filter((r) => r.path === '/config.json')).toHaveLength(1);
    // Called from index.html's own script (the page's URL), not from main.js or a chunk.
    expect(record[0].by.length).toBeGreaterThan(0);
    expect(record[0].by.every((frame) => frame === url)).toBe(true);
  });
}

// `npm run serve` writes config.json's API host into the page (<meta name="dalil-api-base">), so the
// head asks for the record beside config.json instead of a round trip after it; config.json still
// decides, and the app takes that one answer.
test("a partner's record is asked for while config.json is still on its way, and the app takes that answer", async ({ page }) => {
  const { apiBaseUrl } = await (await page.request.get('/config.json')).json();
  const events: string[] = [];
  const record = '/providers/get_company_by_id/1/';
  const recordAsked = page.waitForRequest(`${apiBaseUrl}${record}`);
  await page.route('**/config.json', async (route) => {
    events.push('config.json asked');
    // Held until the record's call is out: had the page waited for config.json, it never would be.
    await Promise.race([recordAsked, page.waitForLoadState('load')]);
    events.push('config.json answered');
    await route.continue();
  });
  page.on('request', (request) => {
    if (request.url() === `${apiBaseUrl}${record}`) events.push('record asked');
  });
  await page.goto('/partners/1');
  expect(await page.locator('meta[name="dalil-api-base"]').getAttribute('content')).toBe(apiBaseUrl);
  await expect(page.getByRole('heading', { level: 1, name: /./ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(events.filter((event) => event === 'record asked')).toHaveLength(1);
  expect(events.indexOf('record asked')).toBeLessThan(events.indexOf('config.json answered'));
});

test('after the preview, the first render draws the record: no skeleton in between', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { preview: false, skeleton: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('.boot .offer-detail__title')) seen.preview = true;
      if (document.querySelector('.detail-skeleton, .partner-detail__skeleton')) seen.skeleton = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/offers/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Save 40% on home internet plans' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { seen: object }).seen)).toEqual({ preview: true, skeleton: false });
});

test("a slow record call holds the app back a moment at most, and then no preview is painted over it", async ({ page }) => {
  const letGo = await holdBack(page, /\/providers\/get_company_by_id\/1\/$/);
  await page.goto('/partners/1', { waitUntil: 'commit' });
  // The app's own header and the screen's loading state, while the call is still held: the app
  // waits for it a moment at most (index.html's PREVIEW_WAIT_MS), never for the answer itself.
  await expect(page.locator('.site-header')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading partner' })).toBeAttached();
  letGo();
  await expect(page.getByRole('heading', { level: 1, name: 'Al Zahra Telecom' })).toBeVisible();
  await expect(page.locator('.boot')).toHaveCount(0);
});

test("the record preview's own file is asked for only on the screens the head's call serves", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/preview\.[0-9a-f]+\.js$/.test(request.url())) asked.push(new URL(page.url()).pathname);
  });
  for (const url of ['/', '/partners', '/categories', '/register', '/offers/1', '/offers']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(asked).toEqual(['/offers/1', '/offers']);
});

// What the preview needs (its own file and the screen's stylesheets) is asked for while the page
// parses on the screens the head's call serves: asked for with the app's scripts after the shell's
// paint, it shared a slow line with them (an offer's largest paint 0.45 s later). Elsewhere the
// screen's stylesheets still wait for that paint, so none can hold it back.
test("the preview's file and stylesheets are asked for while the page parses, and only where there is a preview", async ({ page }) => {
  const manifest = readManifest();
  // Asked for while the page parses: before DOMContentLoaded (index.html's body script is the
  // page's last element). Elsewhere index.html's startApp asks for the stylesheets, at their
  // default priority (when it runs depends on the frame, so the check there is the link itself).
  /** How each of `files` (the build's names) was asked for. */
  const askedHow = async (url: string, files: string[]) => {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const { parsed, starts, priorities } = await page.evaluate(() => ({
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
      starts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => [new URL(entry.name).pathname.slice(1), entry.startTime] as const),
      priorities: [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => [new URL((link as HTMLLinkElement).href).pathname.slice(1), link.getAttribute('fetchpriority') ?? 'default'] as const),
    }));
    expect(parsed, url).toBeGreaterThan(0);
    return files.map((file) => {
      const start = starts.find(([name]) => name === file)?.[1];
      const when = start === undefined ? 'never asked for' : start < parsed ? 'while the page parsed' : 'after it';
      const priority = file.endsWith('.css') ? `, ${priorities.find(([name]) => name === file)?.[1] ?? 'no link'} priority` : '';
      return `${file} ${when}${priority}`;
    });
  };
  const styles = (group: string) => manifest[group].filter((file) => file.endsWith('.css'));
  for (const [url, group] of [['/offers/1', 'route:offers'], ['/partners/1', 'route:partners']] as const) {
    const files = [...manifest['record-preview'], ...styles(group)];
    expect(files.length, url).toBeGreaterThan(1);
    expect(await askedHow(url, files)).toEqual(files.map((file) => `${file} while the page parsed${file.endsWith('.css') ? ', low priority' : ''}`));
  }
  // The preview's file first of all, ahead of the app's stylesheet, at low priority: the photo's
  // request waits for it and the answer, and it then has one round trip more to go than the
  // stylesheets (DevTools' slow 4G: an offer's photo asked for ~90 ms sooner).
  const [previewFile] = manifest['record-preview'];
  const appStyles = manifest.initial.filter((file) => file.endsWith('.css'));
  expect(appStyles.length).toBeGreaterThan(0);
  for (const url of ['/offers/1', '/partners/1', '/offers']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const inHead = await page.evaluate(() =>
      [...document.head.querySelectorAll('link[rel="preload"][as="script"], link[rel="stylesheet"]')].map((link) => `${link.getAttribute('rel')} ${new URL((link as HTMLLinkElement).href).pathname.slice(1)} ${link.getAttribute('fetchpriority') ?? 'default'}`),
    );
    const firstStylesheet = inHead.findIndex((line) => line.startsWith('stylesheet '));
    expect(inHead.slice(0, firstStylesheet + 1), url).toEqual([`preload ${previewFile} low`, `stylesheet ${appStyles[0]} default`]);
  }
  for (const [url, group] of [['/partners', 'route:partners'], ['/categories', 'route:categories']] as const) {
    const files = styles(group);
    expect(files.length, url).toBeGreaterThan(0);
    expect((await askedHow(url, files)).map((line) => line.replace(/ (while the page parsed|after it),/, ','))).toEqual(files.map((file) => `${file}, default priority`));
  }
});

// The build compresses each script and stylesheet once, at brotli's and gzip's highest levels
// (webpack.config.js), and `npm run serve` answers with those files: a per-request brotli made the
// vendor chunk 109 KB where the build's makes it 93.
test('the scripts and stylesheets arrive as the build compressed them: brotli 11 for the page, gzip where only gzip is accepted', async ({ page, request }) => {
  const manifest = readManifest();
  const onDisk = (file: string) => fs.statSync(path.join(process.cwd(), 'dist', file)).size;
  await page.goto('/partners/1');
  await expect(page.getByRole('heading', { level: 1, name: /./ })).toBeVisible();
  const sent = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({ file: new URL(entry.name).pathname.slice(1), encoded: entry.encodedBodySize, decoded: entry.decodedBodySize })),
  );
  const initial = manifest.initial.filter((file) => /\.(js|css)$/.test(file));
  expect(initial.length).toBeGreaterThan(2);
  for (const file of [...initial, ...manifest['route:partners']]) {
    const entry = sent.find((candidate) => candidate.file === file);
    expect(entry, file).toBeDefined();
    expect(entry, file).toEqual({ file, encoded: onDisk(`${file}.br`), decoded: onDisk(file) });
  }
  // A client that takes gzip only gets the build's gzip -9 file, with the asset's own type.
  const script = initial.find((file) => file.endsWith('.js')) as string;
  for (const [accepted, encoding, file] of [
    ['gzip', 'gzip', `${script}.gz`],
    ['br;q=0, gzip', 'gzip', `${script}.gz`],
    ['identity', undefined, script],
  ] as const) {
    const answer = await request.get(`/${script}`, { headers: { 'Accept-Encoding': accepted } });
    expect(answer.status(), accepted).toBe(200);
    expect(answer.headers()['content-encoding'], accepted).toBe(encoding);
    expect(answer.headers()['content-type'], accepted).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers()['cache-control'], accepted).toContain('immutable');
    expect(Number(answer.headers()['content-length']), accepted).toBe(onDisk(file));
  }
});
