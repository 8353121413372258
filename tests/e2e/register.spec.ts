// Join as partner, in a real browser against the contract mock: the six messages, a real
// submission that lands in the mock's store, a draft that survives a reload, and a retry after a
// lost answer that does not store the application twice.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, screenshotBothWidths, test, useArabic } from './support';

interface StoredRegistration {
  id: number;
  status: string;
  email: string;
  companyName: string;
  ownerName: string;
  category: string;
  website: string | null;
  isLocallyMade: boolean;
  isFamilyBusiness: boolean;
  idempotency_key?: string;
}

/** The API host the app itself uses, read from its runtime config rather than assumed. */
async function apiBase(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get('/config.json')).json()) as { apiBaseUrl: string };
  return config.apiBaseUrl.replace(/\/$/, '');
}

async function storedRegistrations(request: APIRequestContext): Promise<StoredRegistration[]> {
  const response = await request.get(`${await apiBase(request)}/__mock/registrations`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: StoredRegistration[] }).data;
}

const SIX_MESSAGES = [
  ['Company name (Arabic)', 'Company name is required'],
  ['Location', 'Location is required'],
  ['Owner name', 'Owner name is required'],
  ['Email', 'Email is required'],
  ['Phone number', 'Phone number is required'],
] as const;

/** Full-page shots start at the top, so the sticky header sits where a visitor sees it. */
async function screenshotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, name);
}

function textbox(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

async function fillApplication(page: Page, email: string) {
  await textbox(page, 'Company name (Arabic)').fill('مقهى الخوير');
  await textbox(page, 'Company name (English)').fill('Al Khuwair Cafe');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('food-restaurants');
  await textbox(page, 'Location').fill('  Al Khuwair, Muscat ');
  await textbox(page, 'Owner name').fill('Salim Al Harthy');
  await textbox(page, 'Email').fill(email);
  await textbox(page, 'Phone number').fill('+968 9123 4567');
  await textbox(page, 'Website').fill('www.khuwair-cafe.om');
  await textbox(page, 'Description').fill('Coffee, karak and Omani sweets since 1998.');
  await page.getByRole('checkbox', { name: 'Made in Oman' }).check();
}

// The journeys share the mock's store and its per-address rate limit: one at a time, from a clean slate.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  // Empties the store and resets the rate limiter (a test hook of the mock), so reruns never hit 429.
  const response = await request.delete(`${await apiBase(request)}/__mock/registrations`);
  expect(response.status()).toBe(204);
});

test('an empty form shows the six messages; fixed, it is submitted and stored as pending', async ({ page, request }) => {
  const email = `journey-${Date.now()}@example.om`;
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Join as Partner' })).toBeVisible();
  await expect(page).toHaveTitle('Join as Partner · Dalil');

  await page.getByRole('button', { name: 'Submit Application' }).click();
  for (const [label, message] of SIX_MESSAGES) {
    const input = textbox(page, label);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(new RegExp(`^${message}`));
  }
  const category = page.getByRole('combobox', { name: 'Category' });
  await expect(category).toHaveAttribute('aria-invalid', 'true');
  await expect(category).toHaveAccessibleDescription(/^Category is required/);
  await expect(page.getByRole('alert')).toContainText('Please correct 6 problems:');
  await expect(textbox(page, 'Company name (Arabic)')).toBeFocused();
  await screenshotFromTop(page, 'register-errors');

  await textbox(page, 'Email').fill('salim@example');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(textbox(page, 'Email')).toHaveAccessibleDescription(/^Email is invalid/);

  await fillApplication(page, email);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Registration Submitted!' })).toBeVisible();
  await expect(page.getByText(/Our team will contact you within 2–3 business days/)).toBeVisible();
  await expect(page.getByText(/^We review your application and contact you within 2–3 business days/)).toBeVisible();
  for (const step of ['Application review', 'Documentation verification', 'Account setup and onboarding', 'Profile activation']) {
    await expect(page.getByText(step, { exact: true })).toBeVisible();
  }
  await screenshotBothWidths(page, 'register-success');

  const stored = (await storedRegistrations(request)).filter((r) => r.email === email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    status: 'pending',
    companyName: 'مقهى الخوير',
    ownerName: 'Salim Al Harthy',
    category: 'food-restaurants',
    website: 'www.khuwair-cafe.om',
    isLocallyMade: true,
    isFamilyBusiness: false,
  });
  expect(stored[0].idempotency_key).toBeTruthy();
  await expect(page.getByText(`Application reference: \u2066#${stored[0].id}\u2069`)).toBeVisible();

  // Nothing left to restore after a success.
  expect(await page.evaluate(() => window.localStorage.getItem('dalil.registrationDraft'))).toBeNull();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a reload while typing keeps the draft', async ({ page }) => {
  await page.goto('/join');
  await textbox(page, 'Company name (Arabic)').fill('مخبز صحار');
  await textbox(page, 'Owner name').fill('Aisha');
  await textbox(page, 'Email').fill('aisha@');
  await page.getByRole('checkbox', { name: 'Family Business' }).check();
  // No wait for the debounce: leaving the page must flush the last keystrokes.
  await page.reload();

  await expect(page.getByText('We kept what you typed last time.')).toBeVisible();
  await expect(textbox(page, 'Company name (Arabic)')).toHaveValue('مخبز صحار');
  await expect(textbox(page, 'Owner name')).toHaveValue('Aisha');
  await expect(textbox(page, 'Email')).toHaveValue('aisha@');
  await expect(page.getByRole('checkbox', { name: 'Family Business' })).toBeChecked();

  // And when coming back from another page.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Categories', exact: true }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await page.goBack();
  await expect(textbox(page, 'Owner name')).toHaveValue('Aisha');

  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(textbox(page, 'Owner name')).toHaveValue('');
  await page.reload();
  await expect(textbox(page, 'Owner name')).toHaveValue('');
});

test('an answer lost on the way keeps the values, and the retry stores the application once', async ({ page, request }) => {
  const email = `retry-${Date.now()}@example.om`;
  let lost = 0;
  // The first submission reaches the mock (and is stored) but its answer never arrives.
  await page.route('**/providers/register_company/', async (route) => {
    if (route.request().method() !== 'POST' || lost > 0) return route.continue();
    lost += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.goto('/register');
  await fillApplication(page, email);
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page.getByRole('alert')).toContainText('Registration failed. Please try again.');
  await expect(textbox(page, 'Email')).toHaveValue(email);
  await expect(textbox(page, 'Company name (Arabic)')).toHaveValue('مقهى الخوير');
  expect((await storedRegistrations(request)).filter((r) => r.email === email)).toHaveLength(1);

  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registration Submitted!' })).toBeVisible();
  expect((await storedRegistrations(request)).filter((r) => r.email === email)).toHaveLength(1);
});

test('in Arabic: the messages, the right-to-left layout and the receipt', async ({ page }) => {
  await useArabic(page);
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'انضم شريكًا' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'أرسل الطلب' }).click();
  await expect(page.getByRole('alert')).toContainText('اسم الشركة مطلوب');
  await expect(textbox(page, 'البريد الإلكتروني')).toHaveAttribute('dir', 'ltr');
  await screenshotFromTop(page, 'register-errors-ar');

  await textbox(page, 'اسم الشركة (بالعربية)').fill('مخبز صحار');
  await page.getByRole('combobox', { name: 'الفئة' }).selectOption('food-restaurants');
  await textbox(page, 'الموقع').fill('صحار');
  await textbox(page, 'اسم المالك').fill('عائشة البلوشي');
  await textbox(page, 'البريد الإلكتروني').fill(`arabic-${Date.now()}@example.om`);
  await textbox(page, 'رقم الهاتف').fill('+968 9988 7766');
  await page.getByRole('checkbox', { name: 'مشروع أسري' }).check();
  await page.getByRole('button', { name: 'أرسل الطلب' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'وصلنا طلب التسجيل!' })).toBeVisible();
  await screenshotBothWidths(page, 'register-success-ar');
});
