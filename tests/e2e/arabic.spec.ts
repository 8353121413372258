// The main journeys again, in Arabic: right to left, Arabic names, Arabic-Indic page numbers,
// and no catalogue key ever reaching the screen in either language.
import type { Page } from '@playwright/test';
import { ar } from '../../src/locales/ar';
import { en } from '../../src/locales/en';
import { expect, screenshotBothWidths, test, useArabic } from './support';

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
// Dotted keys ("list.title") never occur in real text; a rendered one means a missing translation.
const dottedKeys = Object.values(en).flatMap((ns) => keysOf(ns as unknown as Tree)).filter((key) => key.includes('.'));

async function expectNoRawKeys(page: Page) {
  const text = await page.locator('body').innerText();
  const shown = dottedKeys.filter((key) => text.includes(key));
  expect(shown, 'translation keys rendered as text').toEqual([]);
}

const arabicDigits = (value: number) => new Intl.NumberFormat('ar-OM').format(value);

test.describe('in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await useArabic(page);
  });

  test('home → a quick search → /search → a company → back', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: ar.home.hero.title })).toBeVisible();
    await expectNoRawKeys(page);

    await page.getByRole('button', { name: ar.home.hero.quick.education, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(ar.home.hero.quick.education)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(ar.home.hero.quick.education);
    const firstCompany = page.getByRole('article').filter({ has: page.getByRole('link', { name: ar.cards.company.viewDetails }) }).first();
    const name = (await firstCompany.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    expect(name).toMatch(/[\u0600-\u06FF]/); // Arabic shows the Arabic `name`
    await firstCompany.getByRole('link', { name: ar.cards.company.viewDetails }).click();
    await expect(page).toHaveURL(/\/partners\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expectNoRawKeys(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=/);
  });

  test('partners: Made in Oman, page ٢, a company, and Back keeps both', async ({ page }) => {
    await page.goto('/partners');
    await expect(page.getByRole('heading', { level: 1, name: ar.partners.list.title })).toBeVisible();
    await page.getByRole('radio', { name: ar.partners.filters.locallyMade }).check();
    await expect(page).toHaveURL(/\/partners\?filter=locally_made$/);

    const pager = page.getByRole('navigation', { name: ar.ui.pager.label });
    await pager.getByRole('link', { name: ar.ui.pager.next }).click();
    await expect(page).toHaveURL(/filter=locally_made&page=2$/);
    await expect(pager.getByRole('link', { name: `الصفحة ${arabicDigits(2)}` })).toHaveAttribute('aria-current', 'page');
    // Page 1's companies stay on screen (marked busy) until page 2's arrive: read the list after that.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const first = (await page.getByRole('heading', { level: 3 }).first().textContent())?.trim() ?? '';

    await page.getByRole('link', { name: ar.cards.company.viewDetails }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);
    await expectNoRawKeys(page);
    await page.getByRole('link', { name: ar.partners.detail.back }).click();
    await expect(page).toHaveURL(/filter=locally_made&page=2$/);
    await expect(page.getByRole('radio', { name: ar.partners.filters.locallyMade })).toBeChecked();
  });

  test('offers: page ٦ is reachable, an offer, and Back returns to it', async ({ page }) => {
    await page.goto('/offers');
    await expect(page.getByRole('heading', { level: 1, name: ar.offers.list.title })).toBeVisible();
    const pager = page.getByRole('navigation', { name: ar.offers.list.pagerLabel });
    await pager.getByRole('link', { name: `الصفحة ${arabicDigits(5)}` }).click();
    await pager.getByRole('link', { name: ar.ui.pager.next }).click();
    await expect(page).toHaveURL(/\/offers\?page=6$/);
    // Page 6 is the server's offers 101 to 120; Arabic shows their Arabic `title`.
    const { apiBaseUrl } = await (await page.request.get('/config.json')).json();
    const sixth = await (await page.request.get(`${apiBaseUrl}/offers/get_all_active_offers?o=100&l=20`)).json();
    const title: string = sixth.data.results[0].title;
    const firstOffer = page.locator('.offers-results__item').first().getByRole('link');
    await expect(firstOffer).toHaveText(title);
    await firstOffer.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoRawKeys(page);
    await page.getByRole('link', { name: ar.offers.detail.back }).click();
    await expect(page).toHaveURL(/\/offers\?page=6$/);
  });

  test("a failing list says why in Arabic, and Retry brings it back", async ({ page }) => {
    // The partners call fails twice (offline, then an answer that is not JSON), then answers. (A
    // 5xx would also be logged by the browser itself, which these journeys count as an error.)
    let calls = 0;
    await page.route(/\/providers\/get_paging_active_companies/, async (route) => {
      calls += 1;
      if (calls === 1) return route.abort('internetdisconnected');
      if (calls === 2) return route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: 'not json' });
      return route.fallback();
    });
    await page.goto('/partners');
    const alert = page.getByRole('alert');
    // The lists say §8's server-configuration sentence for a network or CORS failure (issue 33).
    await expect(alert).toContainText(ar.partners.list.corsError);
    await expect(alert).not.toContainText('Network Error');
    await alert.getByRole('button', { name: ar.ui.error.retry }).click();
    await expect(alert).toContainText(`(رمز الحالة ${arabicDigits(200)})`);
    await expect(alert).not.toContainText('Request failed');
    await alert.getByRole('button', { name: ar.ui.error.retry }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('counts read as words: one company, none, no offers, an empty saved page (docs/arabic-style.md)', async ({ page }) => {
    const status = (text: string) => page.getByRole('status').filter({ hasText: text });
    // One company: the first whose Arabic name finds only itself.
    const { apiBaseUrl } = await (await page.request.get('/config.json')).json();
    const companies = async (search?: string) =>
      (await (await page.request.get(`${apiBaseUrl}/providers/get_paging_active_companies?l=20${search ? `&search=${encodeURIComponent(search)}` : ''}`)).json()).data;
    let unique: string | undefined;
    for (const company of (await companies()).results as { name: string }[]) {
      if ((await companies(company.name)).count === 1) {
        unique = company.name;
        break;
      }
    }
    expect(unique, 'a company whose name finds only itself').toBeDefined();
    await page.goto(`/partners?q=${encodeURIComponent(unique ?? '')}`);
    await expect(status(ar.partners.list.found_one)).toHaveText(ar.partners.list.found_one);
    await expect(page.getByRole('article')).toHaveCount(1);
    await screenshotBothWidths(page, 'ar-partners-one');

    await page.goto('/partners?q=zzqqxx');
    await expect(status(ar.partners.list.found_zero)).toHaveText(ar.partners.list.found_zero);
    await screenshotBothWidths(page, 'ar-partners-none');

    await page.goto('/offers?q=zzqqxx');
    await expect(status(ar.offers.list.found_zero)).toHaveText(ar.offers.list.found_zero);
    await screenshotBothWidths(page, 'ar-offers-none');

    await page.goto('/saved');
    await expect(page.getByRole('heading', { level: 1, name: ar.saved.title })).toBeVisible();
    await expect(status(ar.saved.summary_zero)).toHaveText(ar.saved.summary_zero);
    // The header's count is one phrase for screen readers, not "٠ مكان".
    await expect(page.getByRole('banner').getByRole('link', { name: `${ar.common.header.savedWord} ${ar.common.header.savedCount_zero}` })).toBeVisible();
    await screenshotBothWidths(page, 'ar-saved-empty');
    await expect(page.locator('body')).not.toContainText(/(^|[^٠-٩])[٠١](?![٠-٩])\s*(شركة|عرض|عنصر|مكان|منتج)/);
  });

  test('categories and the join form show no raw keys', async ({ page }) => {
    for (const url of ['/categories/3', '/register', '/about', '/privacy']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoRawKeys(page);
    }
  });
});

test('in English, no raw keys on the main screens either', async ({ page }) => {
  for (const url of ['/', '/partners', '/partners/1', '/offers', '/offers/5', '/categories/3', '/register', '/search?q=al']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoRawKeys(page);
  }
});
