import { expect, screenshotBothWidths, test, useArabic } from './support';

test('home loads and the header navigation reaches every main screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });

  for (const [label, url] of [
    ['Partners', /\/partners$/],
    ['Offers', /\/offers$/],
    ['Categories', /\/categories$/],
    ['Join Us', /\/register$/],
    ['Home', /\/$/],
  ] as const) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the header search ignores blank queries and runs real ones', async ({ page }) => {
  await page.goto('/partners');
  const search = page.getByRole('searchbox', { name: 'Search companies and offers' });
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/partners$/);
  await search.fill('coffee');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=coffee$/);
});

// The field's text area (inside its padding) must end where its submit button starts: the base
// .input's padding once overrode the header's own, and typed text ran under the magnifier.
for (const [language, width] of [['en', 375], ['en', 1280], ['ar', 375], ['ar', 1280]] as const) {
  test(`the header search's text stays clear of its button (${language}, ${width} px)`, async ({ page }) => {
    if (language === 'ar') await useArabic(page);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about');
    const search = page.getByRole('banner').getByRole('searchbox');
    await search.fill('a long query that fills the whole field and then some more');
    const button = page.getByRole('banner').getByRole('button', { name: language === 'ar' ? 'ابحث' : 'Search', exact: true });
    const [text, icon] = await Promise.all([
      search.evaluate((input) => {
        const box = input.getBoundingClientRect();
        const style = getComputedStyle(input);
        return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
      }),
      button.boundingBox(),
    ]);
    if (!icon) throw new Error('the search button has no box');
    const overlap = Math.min(text.right, icon.x + icon.width) - Math.max(text.left, icon.x);
    expect(overlap).toBeLessThanOrEqual(0);
  });
}

test('the language switch turns the page to Arabic, right to left, and remembers it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'العربية', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('screenshots of the shell', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await screenshotBothWidths(page, 'not-found');
});
