// axe-core over every screen and state, in English and Arabic, at phone (375) and desktop (1280)
// widths, the way a visitor's browser sees the served build. Any violation of any impact fails;
// the only exceptions are the ones written down in `EXCEPTIONS`, each with its reason.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ar } from '../../src/locales/ar';
import { en } from '../../src/locales/en';
import { expect, revealWholePage, test, useArabic } from './support';

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
    prepare: (page) => revealWholePage(page),
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
  { name: 'a partner', url: '/partners/1' },
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
      const map = page.locator('.leaflet-container').first();
      await map.scrollIntoViewIfNeeded();
      await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    },
  },
  { name: 'an offer', url: '/offers/5' },
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
          await state.prepare?.(page, text);
          await settle(page);

          const results = await new AxeBuilder({ page })
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
