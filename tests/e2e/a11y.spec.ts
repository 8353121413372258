// axe-core over every screen and state, in English and Arabic, at phone (375) and desktop (1280)
// widths, on the published site: each page as a visitor gets it (its published HTML hydrated, an
// address with a query drawn over its bare page, the form and saved places through app.html). Any violation of any impact fails;
// the only exceptions are the ones written down in `EXCEPTIONS`, each with its reason.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ar } from '../../src/locales/ar';
import { en } from '../../src/locales/en';
import { expect, PUBLISHED_SITE, revealWholePage, scrollToMap, test, useArabic } from './support';

test.use({ baseURL: PUBLISHED_SITE });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules switched off, each with the reason. Keep this empty unless a rule cannot apply.
 * (None today: every rule of the six tags runs.)
 */
const EXCEPTIONS: { rule: string; reason: string }[] = [];

type Catalogue = typeof en;
type Language = 'en' | 'ar';
const catalogues: Record<Language, Catalogue> = { en, ar: ar as unknown as Catalogue };

interface State {
  name: string;
  url: string;
  /** Only at these widths (e.g. the mobile menu exists only on phones). */
  widths?: number[];
  /** Brings the page into the state to analyse, after its h1 shows. */
  prepare?: (page: Page, text: Catalogue) => Promise<void>;
}

async function fillApplication(page: Page, text: Catalogue) {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  const { fields } = text.register;
  await field(fields.companyName).fill('مقهى الخوير');
  await page.getByRole('combobox', { name: fields.category }).selectOption('food-restaurants');
  await field(fields.location).fill('Al Khuwair, Muscat');
  await field(fields.ownerName).fill('Salim Al Harthy');
  await field(fields.email).fill(`axe-${Date.now()}@example.om`);
  await field(fields.phone).fill('+968 9123 4567');
}

const submitButton = (page: Page, text: Catalogue) => page.getByRole('button', { name: text.register.submit });

const STATES: State[] = [
  {
    name: 'home',
    url: '/',
    // The home page renders some sections as they near the viewport (the performance helper is
    // replacing that with render-at-first-paint); scrolling to the bottom puts them all in the DOM.
    // Reduced motion stops the carousel's autoplay, so axe measures one slide, not two halves of a
    // change. (The slide text itself no longer fades: only the picture does.)
    prepare: async (page) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await revealWholePage(page);
    },
  },
  { name: 'partners list', url: '/partners' },
  {
    name: 'partners list, filters open',
    url: '/partners',
    widths: [375],
    prepare: async (page, text) => {
      const toggle = page.getByRole('button', { name: text.partners.filters.title });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    },
  },
  {
    // Near me active: the area named (the mock's reverse-geocoding stand-in) and distances on the cards.
    name: 'partners list, near me active',
    url: '/partners?near=23.588,58.383',
    prepare: async (page) => {
      await expect(page.locator('.company-card .distance').first()).toBeVisible();
      await expect(page.locator('.near-me__area')).toHaveText(/^(Near|بالقرب من) .+(,|،) /);
    },
  },
  { name: 'a partner', url: '/partners/1' },
  {
    name: 'a partner, route drawn',
    url: '/partners/1',
    prepare: async (page, text) => {
      await page.context().grantPermissions(['geolocation']);
      await page.context().setGeolocation({ latitude: 23.588, longitude: 58.3829 });
      await page.getByRole('button', { name: new RegExp(`^${text.directions.button}`) }).first().click();
      await expect(page.locator('path.map-route')).toBeVisible();
    },
  },
  { name: 'offers list', url: '/offers' },
  {
    name: 'offers list, filters open and the map in view',
    url: '/offers',
    prepare: async (page) => {
      const toggle = page.locator('.filter-panel__toggle');
      if (await toggle.isVisible()) {
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      }
      // The map loads as its section nears the viewport.
      await scrollToMap(page, page.locator('.offers-map'));
      await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
      // Its places as a list, opened, are part of what is checked.
      await page.locator('.map-places__summary').click();
      await expect(page.locator('.map-places__list a').first()).toBeVisible();
    },
  },
  { name: 'an offer', url: '/offers/5' },
  { name: 'a product', url: '/products/1' },
  {
    name: 'categories with the panel open',
    url: '/categories/3',
    prepare: async (page) => {
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    },
  },
  { name: 'search with results', url: '/search?q=al' },
  { name: 'search with no results', url: '/search?q=zzqxjv' },
  { name: 'an ad', url: '/ads/1' },
  { name: 'saved, empty', url: '/saved' },
  {
    // (The 'no longer listed' state is checked in saved.spec.ts, which expects its 404.)
    name: 'saved, with items',
    url: '/saved',
    prepare: async (page) => {
      const items = [
        { kind: 'partner', id: 1, names: { ar: 'شريك', en: 'Partner' } },
        { kind: 'offer', id: 5, names: { ar: 'عرض', en: 'Offer' } },
        { kind: 'product', id: 2, names: { ar: 'منتج', en: 'Product' } },
      ];
      await page.evaluate((saved) => window.localStorage.setItem('dalil.saved', saved), JSON.stringify({ version: 1, items }));
      await page.reload();
      await expect(page.locator('.saved-row')).toHaveCount(3);
    },
  },
  { name: 'about', url: '/about' },
  { name: 'contact', url: '/contact' },
  { name: 'privacy', url: '/privacy' },
  { name: 'not found', url: '/no-such-page' },
  { name: 'register, empty', url: '/register' },
  {
    name: 'register, all six errors',
    url: '/register',
    prepare: async (page, text) => {
      await submitButton(page, text).click();
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(6);
    },
  },
  {
    name: 'register, after success',
    url: '/register',
    prepare: async (page, text) => {
      await fillApplication(page, text);
      await submitButton(page, text).click();
      await expect(page.getByRole('heading', { level: 1, name: text.register.success.title })).toBeVisible();
    },
  },
  {
    name: 'mobile menu open',
    url: '/about',
    widths: [375],
    prepare: async (page, text) => {
      await page.getByRole('button', { name: text.common.nav.openMenu }).click();
      await expect(page.getByRole('navigation', { name: text.common.nav.main }).getByRole('link').first()).toBeVisible();
    },
  },
];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Skeletons and "updating" states are not what a visitor reads; wait for them to go.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Nor is a map mid-zoom: while clusters animate, old and new cluster icons overlap for 300 ms
  // (axe then read a cluster "partially obscured" on a partner's drawn route, in loaded runs).
  await expect(page.locator('.leaflet-zoom-anim, .leaflet-cluster-anim')).toHaveCount(0);
}

for (const language of ['en', 'ar'] as const) {
  for (const width of [375, 1280]) {
    test.describe(`axe, ${language}, ${width}px`, () => {
      test.use({ viewport: { width, height: 900 } });
      if (language === 'ar') test.beforeEach(({ page }) => useArabic(page));

      for (const state of STATES.filter((s) => !s.widths || s.widths.includes(width))) {
        test(state.name, async ({ page }) => {
          const text = catalogues[language];
          await page.goto(state.url);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await page.locator('main h1').first().waitFor();
          await settle(page);
          // (Settled again only when something was done: a second wait for network idle on an
          // untouched page costs its half second and finds nothing new.)
          if (state.prepare) {
            await state.prepare(page, text);
            await settle(page);
          }

          // Legacy mode: axe.run in the page itself. The default splits it into a partial run and a
          // finishing run in a new blank page, which injects axe-core a second time (~7 of a 22 s
          // journey on a loaded machine); the app has no frames, so the rules and nodes checked are
          // the same. Only violations are reported in full: a rule still checks every node, but the
          // passes and the inapplicable are not written out node by node (a selector and a snippet
          // for each of home's 2 400 elements, rule after rule).
          const results = await new AxeBuilder({ page })
            .setLegacyMode()
            .options({ resultTypes: ['violations'] })
            .withTags(TAGS)
            .disableRules(EXCEPTIONS.map((e) => e.rule))
            .analyze();
          const found = results.violations.map((v) => ({
            rule: v.id,
            impact: v.impact,
            help: v.help,
            targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join('')}`),
          }));
          expect(found, `axe violations on ${state.url} (${state.name})`).toEqual([]);
        });
      }
    });
  }
}

// --- WCAG 2.2 details axe cannot judge on its own -------------------------------------------

const REFLOW_URLS = ['/', '/partners', '/partners/1', '/offers', '/offers/5', '/categories/3', '/search?q=al', '/ads/1', '/about', '/register', '/saved'];

test.describe('WCAG 2.2 details', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`${language}: reflow at 320 px, no sideways scroll (1.4.10)`, async ({ page }) => {
      if (language === 'ar') await useArabic(page);
      await page.setViewportSize({ width: 320, height: 640 });
      const overflowing: string[] = [];
      for (const url of REFLOW_URLS) {
        await page.goto(url);
        await page.locator('main h1').first().waitFor();
        await settle(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 0) overflowing.push(`${url}: ${overflow}px`);
      }
      expect(overflowing).toEqual([]);
    });
  }

  // 1.4.4 Resize text: the visitor's browser font size at 200 % (every size is in rem). Nothing may
  // spill sideways, and no text may be cut off that was whole at 100 %. The one designed cut: card
  // summaries clamped to a few lines (line-clamp), whose whole text is on the page the card opens.
  test('text zoomed to 200 % loses nothing (1.4.4)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const clippedText = () =>
      page.evaluate(() => {
        const clipped: string[] = [];
        for (const el of document.querySelectorAll<HTMLElement>('header *, main *, footer *')) {
          if (![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())) continue;
          if (el.closest('[aria-hidden="true"], .leaflet-container, .visually-hidden')) continue;
          const style = getComputedStyle(el);
          if (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '') continue;
          const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
          const cutX = hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
          const cutY = hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
          if (cutX || cutY) clipped.push(`<${el.tagName.toLowerCase()} class="${el.className}">: "${el.textContent?.trim().slice(0, 40)}"`);
        }
        return clipped;
      });
    const lost: string[] = [];
    for (const url of REFLOW_URLS) {
      await page.goto(url);
      await page.locator('main h1').first().waitFor();
      await settle(page);
      const before = new Set(await clippedText());
      // Through the CSSOM: the CSP (rightly) refuses an injected <style>.
      await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%', 'important'));
      await settle(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) lost.push(`${url}: ${overflow}px sideways`);
      lost.push(...(await clippedText()).filter((text) => !before.has(text)).map((text) => `${url} ${text} cut off`));
    }
    expect(lost).toEqual([]);
  });

  test('main controls are at least 44 × 44 px on a phone (2.5.5 for the main ones, 2.5.8 for all)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const small: string[] = [];
    for (const url of ['/partners', '/register']) {
      await page.goto(url);
      await page.locator('main h1').first().waitFor();
      await settle(page);
      small.push(
        ...(await page.evaluate(() => {
          const main = [
            '.site-header__menu-toggle',
            '.site-header__language',
            '.site-header__search-input',
            '.site-header__search-button',
            'main .button',
            'main input:not([type=checkbox]):not([type=radio])',
            'main select',
            'main nav[aria-label] a',
          ];
          return main.flatMap((selector) =>
            [...document.querySelectorAll<HTMLElement>(selector)]
              // Shown and operable: not the off-screen honeypot nor anything hidden from everyone.
              .filter((el) => el.getClientRects().length > 0 && !el.closest('[aria-hidden="true"]'))
              .map((el) => ({ selector, rect: el.getBoundingClientRect() }))
              .filter(({ rect }) => rect.width < 44 - 0.5 || rect.height < 44 - 0.5)
              .map(({ selector: s, rect }) => `${location.pathname} ${s}: ${Math.round(rect.width)}×${Math.round(rect.height)}`),
          );
        })),
      );
    }
    expect(small).toEqual([]);
  });

  test('forced colours keep badges, carousel dots, buttons and the focus ring visible', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/');
    await page.locator('main h1').waitFor();
    const dot = page.locator('.carousel__dot').first();
    await dot.waitFor();
    const dotFill = await dot.evaluate((el) => getComputedStyle(el, '::after').backgroundColor);
    expect(dotFill).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);

    await page.goto('/partners/1');
    await page.locator('main h1').waitFor();
    const badge = page.locator('.badge').first();
    await expect(badge).toBeVisible();
    expect(await badge.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
    const button = page.locator('main .button').first();
    expect(await button.evaluate((el) => parseFloat(getComputedStyle(el).borderTopWidth))).toBeGreaterThan(0);

    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    });
    expect(ring).toBe(true);
  });

  test('result counts are announced through a live region', async ({ page }) => {
    for (const [url, text] of [
      ['/partners', /companies found/],
      ['/offers', /offers found/],
      ['/categories', /categor/i],
      ['/search?q=al', /compan/],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeAttached();
    }
  });
});
