import { expect, screenshotBothWidths, test, useArabic } from './support';

const API = `http://127.0.0.1:${process.env.API_PORT || 3001}`;

/** The first category of the mock that has companies, read from the mock itself. */
async function firstCategoryWithCompanies(request: import('@playwright/test').APIRequestContext) {
  const response = await request.get(`${API}/providers/get_active_categories?l=100`);
  const { data } = (await response.json()) as { data: { results: { id: number; en_name: string; name: string; company_count: number }[] } };
  const category = data.results.find((item) => item.company_count > 0);
  if (!category) throw new Error('the mock has no category with companies');
  const companies = await request.get(`${API}/providers/get_paging_active_companies?category=${category.id}&l=1`);
  const { data: page } = (await companies.json()) as { data: { count: number } };
  return { ...category, companies: page.count };
}

test('a category opens its panel, and View All Companies lands on the partners list filtered by it', async ({ page, request }) => {
  const category = await firstCategoryWithCompanies(request);

  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Categories' })).toBeVisible();
  await expect(page.getByText(/\d+ categories found/)).toBeVisible();

  await page.getByRole('link', { name: new RegExp(`^${category.en_name}\\b`) }).first().click();
  await expect(page).toHaveURL(new RegExp(`/categories/${category.id}$`));
  const panel = page.getByRole('region', { name: category.en_name });
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();
  await expect(page).toHaveTitle(new RegExp(`^${category.en_name}`));

  const companies = panel.getByRole('region', { name: 'Companies' });
  await expect(companies.getByRole('listitem')).toHaveCount(Math.min(8, category.companies));
  const viewAll = companies.getByRole('link', { name: `View All ${category.companies} Companies` });
  await expect(viewAll).toHaveAttribute('href', `/partners?category=${category.id}`);
  await viewAll.click();

  await expect(page).toHaveURL(new RegExp(`/partners\\?category=${category.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Our Business Partners' })).toBeVisible();
  // The partners list applies the category: the dropdown shows it and the count matches.
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(String(category.id));
  await expect(page.getByText(`${category.companies} companies found`)).toBeVisible();
});

test('?category=<id> opens the panel at /categories/<id>, and Back to the list keeps the search', async ({ page }) => {
  await page.goto('/categories?category=2');
  await expect(page).toHaveURL(/\/categories\/2$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Cafés' })).toBeVisible();

  await page.goto('/categories/99999?q=caf');
  await expect(page.getByRole('heading', { name: 'Category not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to all categories' }).click();
  await expect(page).toHaveURL(/\/categories\?q=caf$/);
  await expect(page.getByRole('link', { name: /Cafés/ })).toBeVisible();
});

test('screenshots: /categories with the panel open, English and Arabic', async ({ page }) => {
  await page.goto('/categories/1');
  await expect(page.getByRole('heading', { level: 2, name: 'Restaurants' })).toBeVisible();
  await expect(page.getByRole('link', { name: /View All \d+ Offers/ })).toBeVisible();
  await screenshotBothWidths(page, 'categories-panel-en');
});

test('screenshots: Arabic, right to left', async ({ page }) => {
  await useArabic(page);
  await page.goto('/categories/1');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'فئات الأعمال' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'مطاعم' })).toBeVisible();
  await expect(page.getByRole('link', { name: /تصفّح جميع العروض/ })).toBeVisible();
  await screenshotBothWidths(page, 'categories-panel-ar');
});
