// Issue 34 end to end: the app fed by MOCK_FIXTURES=offcontract (some records in every collection
// break openapi.yaml: a required name or title null, or optional fields of the wrong type). The
// app's API calls are forwarded to an offcontract mock this spec starts itself, so the page, its
// CSP and its origin stay those of `npm run serve` (as in hostile.spec.ts).
import { expect, test } from './fixtures';
import { startFixtureMock } from './fixtureMock';

const useOffContractApi = startFixtureMock('offcontract');

const boundary = /(This part of the page|This page) could not be shown/;

test('the partners directory leaves out the broken partner, shows the rest and says so', async ({ page }) => {
  await useOffContractApi(page);
  await page.goto('/partners');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Business Partners' })).toBeVisible();
  await expect(page.getByText(/companies found, \d+ could not be shown/)).toBeVisible();
  const list = page.getByRole('list', { name: 'Partners' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(17);
  await expect(page.getByText(boundary)).toHaveCount(0);
});

test('home keeps its sections, headings and cards', async ({ page }) => {
  await useOffContractApi(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Our Trusted Partners' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Our Trusted Partners' }).getByRole('article').first()).toBeVisible();
  await page.getByRole('heading', { level: 2, name: 'Exclusive Offers' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Exclusive Offers' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByText(boundary)).toHaveCount(0);
});

test("a broken partner's own page says it can't be shown, with Back and Retry, in both languages", async ({ page }) => {
  await useOffContractApi(page);
  await page.goto('/partners/2');
  await expect(page.getByRole('heading', { name: "This record can't be shown" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Partners' })).toBeVisible();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.getByRole('heading', { name: 'تعذّر إظهار هذا السجل' })).toBeVisible();
  await expect(page.getByText(boundary)).toHaveCount(0);
});
