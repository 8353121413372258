// Shared journey helpers: a `test` that fails on console errors, uncaught page errors and CSP
// violations (./fixtures), and screenshots at phone and desktop widths saved under test-results/screens/.
import type { ElementHandle, Locator, Page } from '@playwright/test';
import { test as base, expect } from './fixtures';
import fs from 'node:fs';
import path from 'node:path';

export const SCREENS_DIR = path.join(process.cwd(), 'test-results', 'screens');

/**
 * The published site (playwright.config.ts: `serve.cjs --published`, on PORT + 100 with a mock of
 * its own): every page as the publish wrote it, hydrated by the app; what a visitor gets.
 */
export const PUBLISHED_SITE = `http://127.0.0.1:${Number(process.env.PUBLISHED_PORT || Number(process.env.PORT || 8080) + 100)}`;

/** Failed tile images (the tile host is unreachable on purpose) are not app errors. */
function isIgnorable(text: string): boolean {
  return /Failed to load resource/.test(text) && /ERR_CONNECTION_REFUSED|ERR_NAME_NOT_RESOLVED|net::ERR_/.test(text);
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !isIgnorable(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until `predicate`, run in the page, resolves to true. For a predicate that has to await
 * (the Cache API, the worker's `ready`): page.waitForFunction takes the promise such a function
 * returns for a truthy answer and resolves at once, whatever the promise later holds (a check that
 * could not fail; `npm run lint` now refuses an async function passed to it).
 */
export async function untilInPage(page: Page, predicate: (arg: string) => Promise<boolean>, arg: string, message: string): Promise<void> {
  await expect.poll(() => page.evaluate(predicate, arg), { message, intervals: [50, 100, 250] }).toBe(true);
}

/** Full-page screenshots at 375 and 1280 px wide: `<name>-375.png`, `<name>-1280.png`. */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await revealWholePage(page);
    await fullPageScreenshot(page, path.join(SCREENS_DIR, `${name}-${width}.png`));
    // No horizontal scroll at any width, in either direction.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `horizontal overflow at ${width}px on ${name}`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(original);
}

/**
 * Whether the browser renders the element now: false while a content-visibility: auto ancestor (or
 * the element itself) is skipped, though the element is in the page and its accessibility tree.
 */
export function isRendered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
}

/**
 * A full-page screenshot, asked for again if Chromium does not answer: its capture of a tall page
 * now and then never returns although the fonts have loaded (CI: /partners/1 at 375 px hung 35 s
 * at "fonts loaded"), and a second request goes through. The picture is for people to look at; the
 * checks around it are unchanged.
 */
export async function fullPageScreenshot(page: Page, file: string): Promise<void> {
  // A full-page capture does not move the viewport, so what the browser renders only once it nears
  // the viewport (content-visibility: auto: home's sections and their cards) came out blank. Drawn
  // for the picture, then left as it was (a style set through the DOM: the CSP does not govern it).
  const drawn = await page.evaluate(() => {
    const skippable = [...document.querySelectorAll<HTMLElement>('*')].filter((element) => getComputedStyle(element).contentVisibility === 'auto');
    for (const element of skippable) element.style.setProperty('content-visibility', 'visible');
    return skippable.length;
  });
  try {
    await page.screenshot({ path: file, fullPage: true, timeout: 15_000 });
  } catch (error) {
    if (!(error instanceof Error) || !/Timeout/i.test(error.message)) throw error;
    await page.screenshot({ path: file, fullPage: true, timeout: 15_000 });
  } finally {
    if (drawn > 0) {
      await page.evaluate(() => {
        for (const element of document.querySelectorAll<HTMLElement>('[style*="content-visibility"]')) element.style.removeProperty('content-visibility');
      });
    }
  }
}

/**
 * Stops the page's clock (installed with page.clock.install) a moment after the page's own now: the
 * app's timers then move only when the test moves them. The page's time, not this process's: the two
 * drift apart on a slowed page. On a machine so busy that the moment has passed before the clock is
 * reached ("Cannot fast-forward to the past"), it aims further ahead.
 */
export async function stopPageClock(page: Page): Promise<void> {
  for (let ahead = 2_000; ; ahead *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (error) {
      if (!/to the past/.test(String(error)) || ahead > 60_000) throw error;
    }
  }
}

/**
 * How long a wait for a rendered frame lasts when none comes. Now and then headless Chromium draws
 * no frame at all, its page otherwise alive, until a capture or a resize asks for one (CI: home in
 * Arabic waited 6 minutes on requestAnimationFrame). A frame takes 16-100 ms here, so a page that
 * draws, however slowly, is waited for; one that has stopped is not waited on for ever.
 */
const FRAME_STALL_MS = 2_000;

/**
 * Two rendered frames: what a scroll brought near has been seen by its IntersectionObserver and
 * asked for. A state to wait for, where a fixed pause would be a guess at the machine's speed.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(async (stallMs) => {
    const frame = () => new Promise<boolean>((resolve) => {
      const stalled = setTimeout(() => resolve(false), stallMs);
      requestAnimationFrame(() => {
        clearTimeout(stalled);
        resolve(true);
      });
    });
    if (await frame()) await frame();
  }, FRAME_STALL_MS);
}

/**
 * Resolves, with the scroll offset, once the page holds still: the offset, and `element`'s place in
 * the viewport if given, the same for five rendered frames in a row.
 */
function heldStill(page: Page, element?: ElementHandle<Element>): Promise<number> {
  return page.evaluate(
    (watched) =>
      new Promise<number>((resolve) => {
        let last = '';
        let still = 0;
        const look = () => {
          const place = `${watched ? watched.getBoundingClientRect().top : ''} ${window.scrollY}`;
          still = place === last ? still + 1 : 0;
          last = place;
          if (still >= 5) resolve(window.scrollY);
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
    element ?? null,
  );
}

/**
 * The page's scroll offset once it has stopped moving. A wheel scrolls smoothly, over as many frames
 * as the machine needs; reading the offset as soon as it passes a mark caught it mid-glide on a
 * loaded host (1 640 read, 1 940 where it stopped).
 */
export function settledScrollY(page: Page): Promise<number> {
  return heldStill(page);
}

/**
 * Brings `locator`'s element into view and waits until the page holds still around it. A jump far
 * down a page past sections the browser has not drawn yet (content-visibility) moves the page for a
 * few frames while they are; a tap sent meanwhile can press on the element and be released beside it.
 */
export async function settledInView(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const element = await locator.elementHandle();
  await heldStill(locator.page(), element ?? undefined);
  await element?.dispose();
  await locator.scrollIntoViewIfNeeded();
}

/**
 * Scrolls to the bottom and back, so sections that render on approach are in the picture. The page
 * scrolls itself, a step and two rendered frames at a time, in one evaluate: a step per protocol
 * round trip cost the tall phone home page 14 s of a 22 s axe journey on a loaded machine. The page is
 * walked again while it grows, until it stands. (The wait for network idle between passes holds only
 * on the page's first: Playwright reports it once per document. Callers that need the sections'
 * answers wait for them: the axe journeys wait until nothing is `aria-busy`.)
 */
export async function revealWholePage(page: Page): Promise<void> {
  // The routed screen renders after the load event: wait for its heading before measuring.
  await page.locator('main h1').first().waitFor();
  for (let pass = 0; pass < 5; pass += 1) {
    const before = await page.evaluate(async (stallMs) => {
      // As nextFrames: a frame, or false once none has come for stallMs.
      const frame = () => new Promise<boolean>((resolve) => {
        const stalled = setTimeout(() => resolve(false), stallMs);
        requestAnimationFrame(() => {
          clearTimeout(stalled);
          resolve(true);
        });
      });
      let atBottomTwice = 0;
      for (let step = 0; step < 60 && atBottomTwice < 2; step += 1) {
        window.scrollBy(0, window.innerHeight * 0.8);
        const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        atBottomTwice = atBottom ? atBottomTwice + 1 : 0;
        // A page that draws no frame renders nothing more by scrolling: the pass ends, and the next
        // step (another pass, the capture) asks for a frame from outside.
        if (!(await frame()) || !(await frame())) break;
      }
      return document.documentElement.scrollHeight;
    }, FRAME_STALL_MS);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await nextFrames(page);
    if ((await page.evaluate(() => document.documentElement.scrollHeight)) === before) break;
  }
  await backToTop(page);
  await nextFrames(page);
}

/** How long the scroll back to the top may go unanswered before the page is asked another way. */
const TOP_ANSWER_MS = 10_000;
/** How long that other way may take: a main thread this long without a turn has stopped. */
const PROBE_ANSWER_MS = 30_000;

/**
 * Scrolls to the top. Twice in CI (the axe journey of home at 375 px, and saved.spec's partner
 * page) this one call never answered, after the walk's many calls of the same page had, and the
 * journey ran out its 120 s. Whether the page's main thread had stopped or only the answer was lost
 * is not known: so the call is bounded, the page is then asked through a DevTools session of its
 * own, and either the scroll is taken again (the page answers) or the journey fails saying so.
 */
async function backToTop(page: Page): Promise<void> {
  const unanswered = Symbol('unanswered');
  const within = async <T>(promise: Promise<T>, ms: number) => {
    // A call left unanswered still fails later, when the page closes: not an unhandled rejection.
    promise.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<typeof unanswered>((resolve) => {
      timer = setTimeout(() => resolve(unanswered), ms);
    });
    try {
      return await Promise.race([promise, bound]);
    } finally {
      clearTimeout(timer);
    }
  };
  if ((await within(page.evaluate(() => window.scrollTo(0, 0)), TOP_ANSWER_MS)) !== unanswered) return;
  const cdp = await page.context().newCDPSession(page);
  const probe = await within(cdp.send('Runtime.evaluate', { expression: 'window.scrollY', returnByValue: true }), PROBE_ANSWER_MS);
  await cdp.detach().catch(() => undefined);
  if (probe === unanswered) {
    throw new Error(`window.scrollTo(0, 0) went unanswered for ${TOP_ANSWER_MS / 1000} s, and so did a DevTools evaluate for ${PROBE_ANSWER_MS / 1000} s more: the page's main thread has stopped`);
  }
  console.warn(`revealWholePage: window.scrollTo(0, 0) went unanswered for ${TOP_ANSWER_MS / 1000} s, yet a DevTools evaluate answered (scrollY ${JSON.stringify(probe.result.value)}): the answer was lost, the scroll is taken again`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

/**
 * Waits until every side of the combined search has answered and drawn its cards. The sides answer
 * in any order, and a side above that trades its three placeholders for a dozen cards moves
 * everything below it: a click aimed at a lower side's link while that happens lands on empty
 * space (CI, products.spec: "View all products" clicked, the address never changed).
 */
export async function searchAnswered(page: Page): Promise<void> {
  const results = page.locator('.search-page__results');
  await expect(results.getByRole('region')).toHaveCount(3);
  // Each side's placeholders carry a "Loading…" status of their own.
  await expect(results.getByRole('status')).toHaveCount(0);
  await nextFrames(page);
}

/** Opens the app in Arabic (the remembered choice) before the first page load. */
export async function useArabic(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('dalil.language', 'ar'));
}

/**
 * Scrolls a map (found inside `within`) into view once the lists above it stand: cards that
 * arrive after the scroll push a lazy map back out of view before it ever loads (CI: the offers
 * map stayed "Loading map…" while the viewport sat in the middle of the cards).
 */
export async function scrollToMap(page: Page, within = page.locator('body')): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // A section may itself render on approach (the offers map): bring it near, then its map. No list
  // is busy while it shows skeletons, and /offers' 20 cards replace 12 skeletons: arriving in the
  // frame after the scroll, they push the section out of reach before the browser sees it near
  // (CI: 120 s on "waiting for .lazy-map"). So, as a visitor would, scroll to it again until it is there.
  const map = within.locator('.lazy-map').first();
  await expect(async () => {
    await within.first().scrollIntoViewIfNeeded();
    await map.waitFor({ state: 'attached', timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await map.scrollIntoViewIfNeeded();
}
