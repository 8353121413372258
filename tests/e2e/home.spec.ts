import { expect, isRendered, screenshotBothWidths, settledScrollY, stopPageClock, test, useArabic } from './support';

test('home → quick search → /search → a company → back', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover the best local businesses in Oman' })).toBeVisible();
  // The stats come from the server's counts.
  await expect(page.getByLabel('Dalil in numbers')).toContainText('250');

  await page.getByRole('group', { name: 'Popular:' }).getByRole('button', { name: 'Education' }).click();
  await expect(page).toHaveURL(/\/search\?q=Education$/);
  await expect(page.getByRole('heading', { level: 1, name: /Results for .*Education/ })).toBeVisible();
  const companies = page.getByRole('region', { name: 'Companies' });
  await expect(companies.getByText(/^\d+ compan(y|ies)$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Offers' }).getByText('0 offers')).toBeVisible();

  const firstCompany = companies.getByRole('article').first();
  const name = (await firstCompany.getByRole('heading').textContent())?.trim() ?? '';
  await firstCompany.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/partners\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(name);

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=Education$/);
  await expect(page.getByRole('heading', { level: 1, name: /Results for .*Education/ })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('the hero search ignores blank queries and searches real ones', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Discover the best local businesses in Oman' });
  const box = hero.getByRole('searchbox', { name: 'Search companies, offers and services' });
  await box.fill('   ');
  await hero.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await box.fill('coffee');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=coffee$/);
  await expect(page.getByRole('link', { name: /View all companies/ })).toHaveAttribute('href', '/partners?q=coffee');
  await screenshotBothWidths(page, 'search');
});

test('carousel controls: next, previous, dots and the counter', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay, so the counter is ours alone
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured Advertisements' });
  await expect(carousel.getByText('1 / 10')).toBeVisible();
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel.getByText('2 / 10')).toBeVisible();
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(carousel.getByText('10 / 10')).toBeVisible();
  await carousel.getByRole('button', { name: 'Go to slide 4' }).click();
  await expect(carousel.getByText('4 / 10')).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Go to slide 4' })).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(carousel.getByText('5 / 10')).toBeVisible();
});

test('the carousel advances by itself after 5 seconds', { tag: '@timers' }, async ({ page }) => {
  // The app's own 5 s timer, driven by the page's clock: stopped once the page is up, then moved on.
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured Advertisements' });
  const counter = carousel.locator('.carousel__counter');
  await expect(counter).toHaveText(/^\d+ \/ 10$/);
  // It turns only while on screen, and it sits below the first screen.
  await carousel.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await stopPageClock(page);
  const slide = async () => Number(((await counter.textContent()) ?? '').split(' / ')[0]);
  // The turn already under way ends within 5 s (a jump: the next turn starts at its end); the
  // next one takes exactly 5 s.
  const first = await slide();
  await page.clock.fastForward(5_000);
  await expect(counter).toHaveText(`${(first % 10) + 1} / 10`);
  await page.clock.runFor(4_999);
  await expect(counter).toHaveText(`${(first % 10) + 1} / 10`);
  await page.clock.runFor(1);
  await expect(counter).toHaveText(`${((first + 1) % 10) + 1} / 10`);
});

test('an ad page, and the about, contact and privacy pages', async ({ page }) => {
  await page.goto('/ads/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Visit website/ })).toHaveAttribute('target', '_blank');
  for (const [url, title] of [
    ['/about', 'About Dalil'],
    ['/contact', 'Contact us'],
    ['/privacy', 'Privacy Policy'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});

test('every home section and its list is in the DOM at once, with no scroll', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover the best local businesses in Oman' })).toBeVisible();
  const headings = ['Our Trusted Partners', 'Browse by Category', 'Business Spotlight', 'Exclusive Offers', 'Business Insights & News'];
  for (const name of headings) await expect(page.getByRole('heading', { level: 2, name })).toBeAttached();
  await expect(page.getByRole('region', { name: 'Exclusive Offers' }).getByRole('article')).toHaveCount(20);
  await expect(page.getByRole('region', { name: 'Business Insights & News' }).getByRole('article')).toHaveCount(30);
  await expect(page.getByRole('region', { name: 'Our Trusted Partners' }).getByRole('article').first()).toBeAttached();
  // Nothing scrolled: the page is still at its top, and the cheapness comes from CSS.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.locator('.home-offscreen').first().evaluate((node) => getComputedStyle(node).contentVisibility)).toBe('auto');
});

for (const width of [412, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 823 } });

    test("home's cards below the first screen are each skipped until near, yet all in the page", async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Discover the best local businesses in Oman' })).toBeVisible();
      const cards = page.getByRole('region', { name: 'Our Trusted Partners' }).getByRole('list', { name: 'All Partners' }).locator(':scope > li');
      await expect(cards).toHaveCount(20);
      // The partners section is rendered for the first paint (the browser renders what nears the
      // viewport), so without a skip of their own all its cards were laid out for it.
      const card = cards.last().getByRole('article');
      const rendered = () => isRendered(card);
      expect(await rendered()).toBe(false);
      // Skipped, yet there: its name and its link are read and found like any other.
      await expect(card).toHaveAccessibleName(/\S/);
      await expect(card.getByRole('link', { name: 'View Details' })).toBeAttached();
      await cards.last().scrollIntoViewIfNeeded();
      await expect.poll(rendered).toBe(true);
    });

    test("home's sections and cards hold about their drawn size until drawn, so the page's length is true and a long jump lands where it aims", async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Discover the best local businesses in Oman' })).toBeVisible();
      // Every list filled (skipped, yet in the page): 20 partners, 10 spotlight ads, 20 offers, 30 articles.
      await expect(page.locator('.home-offscreen article')).toHaveCount(80);
      const sizes = () => page.evaluate(() => ({
        page: document.documentElement.scrollHeight,
        sections: [...document.querySelectorAll('.home-offscreen')].map((section) => ({
          name: section.querySelector('h2')?.textContent ?? '',
          size: Math.round(section.getBoundingClientRect().height),
        })),
      }));
      // Drawn as the browser draws what nears the viewport: the sections, then their cards too.
      const draw = (selector: string) => page.evaluate((what) => {
        for (const element of document.querySelectorAll<HTMLElement>(what)) element.style.setProperty('content-visibility', 'visible');
      }, selector);
      const held = await sizes();
      await draw('.home-offscreen');
      const cardsHeld = await sizes();
      await draw('.cards-skipped-until-near > li');
      const drawn = await sizes();
      // A section's held size stands for its drawn one, and so does each card's: the offers held 900 px
      // against 8 700 drawn at 412 px, and the page 13 000 of its 28 700.
      const within = (size: number, truth: number) => Math.abs(size - truth) <= truth * 0.15;
      const off = drawn.sections.flatMap(({ name, size }, index) => [
        ...(within(held.sections[index].size, size) ? [] : [`${name}: held ${held.sections[index].size} px, drawn ${size} px`]),
        ...(within(cardsHeld.sections[index].size, size) ? [] : [`${name} with its cards held: ${cardsHeld.sections[index].size} px, drawn ${size} px`]),
      ]);
      expect(off).toEqual([]);
      expect(within(held.page, drawn.page), `the page held ${held.page} px, drawn ${drawn.page} px`).toBe(true);

      // The End key, on a page drawn afresh, lands at the end: at 1 280 px it stopped 1 870 px above
      // the footer while the sections held a 400-900 px guess each.
      await page.reload();
      await expect(page.locator('.home-offscreen article')).toHaveCount(80);
      await page.keyboard.press('End');
      await settledScrollY(page);
      await expect(page.getByRole('contentinfo')).toBeInViewport();
    });
  });
}

test('screenshots of home in English', async ({ page }) => {
  // Two full-page pictures of the longest page: on a loaded machine they take most of a minute.
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Exclusive Offers' }).getByText(/^Showing 20 of \d+ exclusive offers$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Business Insights & News' }).getByText(/^Showing 30 of \d+ articles$/)).toBeVisible();
  await screenshotBothWidths(page, 'home-en');
});

test('screenshots of home in Arabic', async ({ page }) => {
  // Two full-page pictures of the longest page: on a loaded machine they take most of a minute.
  test.slow();
  await useArabic(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'اكتشف أفضل الأنشطة التجارية المحلية في عُمان' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'عروض حصرية' }).getByRole('article').first()).toBeVisible();
  await screenshotBothWidths(page, 'home-ar');
});
