import { expect, screenshotBothWidths, scrollToMap, test, useArabic } from './support';

// Mock facts: category 1 (Restaurants) has active offers but fewer than 6 pages of them, and the
// unfiltered list has more than 6 pages (264 active offers, 20 a page).
const CATEGORY_WITH_OFFERS = 1;

test('offers → category from the URL → page 6 → an offer → Back returns to page 6', async ({ page }) => {
  await page.goto(`/offers?category=${CATEGORY_WITH_OFFERS}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Current Offers' })).toBeVisible();

  // The category from the URL is preselected, with the badge '1'.
  const category = page.getByRole('combobox', { name: 'Category' });
  await expect(category).toHaveValue(String(CATEGORY_WITH_OFFERS));
  await expect(category.locator('option:checked')).toHaveText('Restaurants');
  await expect(page.locator('.filter-panel__badge').filter({ visible: true })).toHaveText(/^1/);
  const filteredCount = page.getByText(/\d+ offers? found/);
  await expect(filteredCount).toBeVisible();
  const filtered = Number((await filteredCount.textContent())?.match(/\d+/)?.[0]);
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(6 * 20); // fewer than 6 pages: page 6 is walked on the full list

  // Clear the filter: back to every offer, page 1.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page).toHaveURL(/\/offers$/);
  await expect(category).toHaveValue('');

  // Page 6 by the numbered buttons and Next: the pager slides, so 6 is reachable.
  const pager = page.getByRole('navigation', { name: 'Offers pages' });
  await pager.getByRole('link', { name: 'Page 5' }).click();
  await expect(page).toHaveURL(/page=5/);
  await expect(pager.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/offers\?page=6$/);
  await expect(pager.getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('link', { name: 'Page 8' })).toBeVisible();

  // Page 6 shows the server's offers 101 to 120: open the first of them, then Back.
  const { apiBaseUrl } = await (await page.request.get('/config.json')).json();
  const sixth = await (await page.request.get(`${apiBaseUrl}/offers/get_all_active_offers?o=100&l=20`)).json();
  const title: string = sixth.data.results[0].en_title || sixth.data.results[0].title;
  const firstCard = page.locator('.offers-results__item').first().getByRole('link');
  await expect(firstCard).toHaveText(title);
  await firstCard.click();
  await expect(page).toHaveURL(/\/offers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Offers' }).click();
  await expect(page).toHaveURL(/\/offers\?page=6$/);
  await expect(pager.getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
});

test('the offers map shows markers or clusters though the tile host is unreachable', async ({ page }) => {
  await page.goto('/offers');
  const map = page.locator('.offers-map');
  await expect(map.getByRole('heading', { name: 'Offers Map' })).toBeVisible();
  await scrollToMap(page, map);
  const markers = map.locator('.leaflet-marker-icon, .marker-cluster');
  await expect(markers.first()).toBeVisible();
  expect(await markers.count()).toBeGreaterThan(0);
  await map.screenshot({ path: 'test-results/screens/offers-map.png' });
});

for (const language of ['en', 'ar'] as const) {
  test(`screenshots of the offers list (${language})`, async ({ page }) => {
    if (language === 'ar') await useArabic(page);
    await page.goto('/offers');
    await expect(page.locator('.offers-results__item').first()).toBeVisible();
    await scrollToMap(page, page.locator('.offers-map')); // the map renders on approach
    await expect(page.locator('.offers-map .leaflet-marker-icon, .offers-map .marker-cluster').first()).toBeAttached();
    await screenshotBothWidths(page, `offers-${language}`);
  });

  test(`screenshots of an offer (${language})`, async ({ page }) => {
    if (language === 'ar') await useArabic(page);
    await page.goto('/offers/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollToMap(page, page.locator('.offer-detail__location')); // Leaflet loads as the map nears
    await expect(page.locator('.offer-detail__location .leaflet-marker-icon').first()).toBeAttached();
    await screenshotBothWidths(page, `offer-detail-${language}`);
  });
}
