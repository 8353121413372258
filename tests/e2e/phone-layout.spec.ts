// Phone widths (320, 375, 412 px) in both languages, checked by element boxes rather than pixels:
// no time, phone number or e-mail broken inside itself; no control alone on a row it shares with
// others; no placeholder or label cut off; the carousel's dots on one row; category icons that are
// drawn by the app (never an emoji a phone may lack, shown as an empty box); and on a partner's
// page, who the business is and what it sells before how to reach it. Lean on purpose (three page
// loads per width and language): it runs on a 2-core CI. A viewport picture of each page at each
// width lands in test-results/screens/ for people to look at.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ar } from '../../src/locales/ar';
import { en } from '../../src/locales/en';
import { SCREENS_DIR, expect, test, useArabic } from './support';

const WIDTHS = [320, 375, 412];
/** A partner with split-shift hours, a long e-mail (34 characters), products and offers. */
const PARTNER = 24;

type BreakRule = 'none' | 'range' | 'email';

/**
 * Where a text breaks onto another line although it must not: each character's box (a Range over
 * it) starts a new line when it lies wholly below the previous character's line. 'none': never;
 * 'range' ("9:00 AM – 1:00 PM"): only beside the dash between two times; 'email': only before its
 * '@' or a '.', where the app offers the break. Returns the offending breaks as "before|after".
 */
async function badBreaks(target: Locator, rule: BreakRule): Promise<string[]> {
  return target.evaluateAll((elements, mode) => {
    const found: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const chars: { char: string; top: number; bottom: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i += 1) {
          if (/\s/.test(text[i])) {
            chars.push({ char: ' ', top: NaN, bottom: NaN });
            continue;
          }
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) continue;
          chars.push({ char: text[i], top: box.top, bottom: box.bottom });
        }
      }
      let lineBottom = -Infinity;
      chars.forEach((c, index) => {
        if (Number.isNaN(c.top)) return;
        const newLine = lineBottom !== -Infinity && c.top >= lineBottom - 1;
        if (newLine) {
          const before = chars.slice(0, index).map((x) => x.char).join('').trimEnd();
          const after = chars.slice(index).map((x) => x.char).join('');
          const allowed =
            (mode === 'range' && (before.endsWith('–') || c.char === '–')) || (mode === 'email' && (c.char === '@' || c.char === '.'));
          if (!allowed) found.push(`${before}|${after}`);
        }
        lineBottom = newLine || lineBottom === -Infinity ? c.bottom : Math.max(lineBottom, c.bottom);
      });
    }
    return found;
  }, rule);
}

/** Groups boxes into rows (boxes that overlap vertically share a row); returns each row's size. */
async function rowSizes(items: Locator): Promise<number[]> {
  return items.evaluateAll((elements) => {
    const boxes = elements.map((e) => e.getBoundingClientRect()).filter((b) => b.width > 0 && b.height > 0);
    boxes.sort((a, b) => a.top - b.top);
    const rows: { bottom: number; count: number }[] = [];
    for (const box of boxes) {
      const row = rows.find((r) => box.top < r.bottom - 1);
      if (row) {
        row.count += 1;
        row.bottom = Math.max(row.bottom, box.bottom);
      } else rows.push({ bottom: box.bottom, count: 1 });
    }
    return rows.map((r) => r.count);
  });
}

/** Controls of one group that wrap so that one of them is alone on a row the others share. */
async function expectNoLoneControl(groups: Locator, what: string, children = ':scope > *') {
  const count = await groups.count();
  expect(count, `${what}: none found`).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const rows = await rowSizes(groups.nth(i).locator(children));
    expect.soft(rows.length === 1 || !rows.includes(1), `${what} #${i + 1}: a control alone on its row (rows of ${rows.join(', ')})`).toBe(true);
  }
}

/**
 * Texts cut off, in one trip to the page: a label or button whose text is wider than its box, and a
 * field's placeholder wider than the room its field gives it, as the field draws it. The placeholder
 * is typed in as the value, with the paddings held at the empty field's (a field may narrow its end
 * padding while it shows the placeholder, where a clear button comes later), so that anything else
 * the browser puts inside the field (a search field's cancel button) counts too; the field's own
 * value and inline paddings are put back.
 */
async function cutTexts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) => {
    const cut: string[] = [];
    for (const element of elements) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden' || element.closest('.visually-hidden')) continue;
      if (element instanceof HTMLInputElement) {
        if (!element.placeholder) continue;
        const { value } = element;
        const held = { start: element.style.paddingInlineStart, end: element.style.paddingInlineEnd };
        element.style.paddingInlineStart = style.paddingInlineStart;
        element.style.paddingInlineEnd = style.paddingInlineEnd;
        element.value = element.placeholder;
        const over = element.scrollWidth - element.clientWidth;
        element.value = value;
        element.style.paddingInlineStart = held.start;
        element.style.paddingInlineEnd = held.end;
        if (over > 0) cut.push(`placeholder "${element.placeholder}" ${over} px too wide`);
      } else {
        const over = element.scrollWidth - element.clientWidth;
        if (over > 1) cut.push(`"${(element.textContent ?? '').trim()}" ${over} px too wide`);
      }
    }
    return cut;
  });
}

async function picture(page: Page, name: string) {
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `phone-${name}.png`) });
}

for (const language of ['en', 'ar'] as const) {
  const texts = language === 'ar' ? ar : en;
  for (const width of WIDTHS) {
    test.describe(`${language} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });
      test.beforeEach(async ({ page }) => {
        if (language === 'ar') await useArabic(page);
      });

      test('home: header search, carousel dots, partner cards, category icons', async ({ page }) => {
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // The header's search field shows its whole placeholder.
        await expect(page.locator('.site-header__search-input')).toBeVisible();
        expect.soft(await cutTexts(page, '.site-header__search-input'), 'the header search placeholder cut').toEqual([]);

        // The carousel's dots: one row, and no control alone on a row of the controls.
        const dots = page.locator('.carousel__dot');
        await expect(dots.first()).toBeVisible();
        expect(await dots.count()).toBeGreaterThan(5);
        expect.soft(await rowSizes(dots), 'carousel dots per row').toHaveLength(1);
        // The dots are a group of their own (a row of their own on a phone); the other controls share theirs.
        await expectNoLoneControl(page.locator('.carousel__controls'), 'carousel controls', ':scope > :not(.carousel__dots)');
        await picture(page, `home-${language}-${width}`);

        // Partner cards: View Details, Contact and the save (heart) button share their row.
        const partners = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: texts.home.partners.title }) });
        await partners.scrollIntoViewIfNeeded();
        await expect(partners.locator('.company-card__actions').first()).toBeVisible();
        await expectNoLoneControl(partners.locator('.company-card__actions'), 'partner card actions');
        expect.soft(await cutTexts(page, '.company-card__actions > *'), 'a card action cut').toEqual([]);

        // Category icons are the app's own drawings: no emoji (an empty box without a colour
        // emoji font), and each drawing resolves to a shape.
        const icons = page.locator('.category-card__icon');
        await icons.first().scrollIntoViewIfNeeded();
        await expect.soft(icons.first().locator('svg use')).toBeAttached();
        const glyphs = await icons.evaluateAll((elements) =>
          elements.map((e) => ({
            text: e.textContent ?? '',
            drawn: [...e.querySelectorAll('svg')].some((svg) => svg.getBoundingClientRect().width > 0 && getComputedStyle(svg).display !== 'none'),
          })),
        );
        expect(glyphs.length).toBeGreaterThan(0);
        for (const glyph of glyphs) {
          expect.soft(glyph.text, 'an emoji in a category icon').not.toMatch(/\p{Extended_Pictographic}/u);
          expect.soft(glyph.drawn, 'a category icon without its drawing').toBe(true);
        }
        // The sprite itself arrived and holds the symbol each icon points at.
        const missing = await icons.locator('svg use').evaluateAll(async (uses) => {
          const hrefs = uses.map((u) => u.getAttribute('href') ?? '');
          if (hrefs.length === 0) return ['(no drawings at all)'];
          const file = hrefs[0].split('#')[0];
          const sprite = await (await fetch(file)).text();
          return hrefs.filter((href) => !sprite.includes(`id="${href.split('#')[1]}"`));
        });
        expect.soft(missing, 'category icons without a symbol in the sprite').toEqual([]);
      });

      test('a partner: about and products before contact, unbroken times, phone and e-mail', async ({ page }) => {
        await page.goto(`/partners/${PARTNER}`);
        const heading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
        const t = texts.partners.detail;
        await expect(heading(t.contact)).toBeVisible();
        await expect(heading(t.about)).toBeVisible();
        await expect(page.locator('.hours-table__range').first()).toBeVisible();
        // Products arrive with their own call, after the header has painted.
        const products = page.locator('#partner-products');
        const panel = (id: string) => page.locator(`section[aria-labelledby="${id}"]`);
        await expect(products).toBeVisible();
        // Read in one moment: the product cards below the fold take their size as they near the
        // viewport (content-visibility), so the panels under them may move between two reads.
        const elements = await Promise.all([heading(t.about), products, heading(t.contact), panel('partner-hours'), heading(t.additional)].map((locator) => locator.elementHandle()));
        const order = await page.evaluate((nodes) => nodes.map((node) => node?.getBoundingClientRect().top ?? Number.NaN), elements);
        expect.soft(order, 'About, Products, Contact, Hours, Additional Information, top to bottom').toEqual([...order].sort((a, b) => a - b));

        expect.soft(await badBreaks(page.locator('.hours-table__range'), 'range'), 'a time broken inside itself').toEqual([]);
        expect.soft(await badBreaks(panel('partner-contact').locator('a[href^="tel:"]'), 'none'), 'the phone number broken').toEqual([]);
        const email = panel('partner-contact').locator('a[href^="mailto:"]');
        await expect(email).toBeVisible();
        expect.soft(await badBreaks(email, 'email'), 'the e-mail broken inside a word').toEqual([]);
        expect.soft(await cutTexts(page, '.partner-detail__header .button, .partner-panel .button'), 'a partner button cut').toEqual([]);
        await panel('partner-contact').scrollIntoViewIfNeeded();
        await picture(page, `partner-${language}-${width}`);
      });

      test('the join form: the phone hint reads in order, no label or placeholder cut', async ({ page }) => {
        await page.goto('/register');
        const phone = page.getByRole('textbox', { name: texts.register.fields.phone });
        await expect(phone).toBeVisible();
        const hint = page.locator(`#${await phone.getAttribute('aria-describedby').then((ids) => (ids ?? '').split(' ').find((id) => id.endsWith('-hint')))}`);
        await expect(hint).toBeVisible();
        // The example number reads left to right in both languages: the "+" is its leftmost
        // character and the country code comes next.
        const example = texts.register.placeholders.phone;
        const order = await hint.evaluate((element, number) => {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = (node.textContent ?? '').indexOf(number);
            if (at < 0) continue;
            return [...number].map((char, i) => {
              const range = document.createRange();
              range.setStart(node, at + i);
              range.setEnd(node, at + i + 1);
              const box = range.getBoundingClientRect();
              return { char, left: box.left, top: box.top, bottom: box.bottom };
            });
          }
          return [];
        }, example);
        expect(order.map((c) => c.char).join(''), 'the example is in the hint').toBe(example);
        const shown = order.filter((c) => c.char.trim());
        expect.soft(Math.max(...shown.map((c) => c.top)), 'the example number broken across lines').toBeLessThan(Math.min(...shown.map((c) => c.bottom)));
        const visible = [...shown].sort((a, b) => a.left - b.left).map((c) => c.char).join('');
        expect.soft(visible, 'the example, read left to right').toBe(example.replace(/\s/g, ''));
        expect.soft(await cutTexts(page, 'main label, main input, main .button, main button'), 'a join form label or placeholder cut').toEqual([]);
        await picture(page, `join-${language}-${width}`);
      });
    });
  }
}

// Every list's search field, the search page's and the header's, from the narrowest phone to a
// desktop, where the layout moves a field into a narrower column (the categories' sidebar from
// 1 024 px). One load a page, resized in place: the fields are laid out anew at each width.
const FIELD_WIDTHS = [320, 375, 412, 768, 1024, 1280];
for (const language of ['en', 'ar'] as const) {
  test(`${language}: every search field shows its whole placeholder from 320 to 1 280 px`, async ({ page }) => {
    if (language === 'ar') await useArabic(page);
    for (const path of ['/partners', '/offers', '/products', '/categories', '/search']) {
      await page.setViewportSize({ width: FIELD_WIDTHS[0], height: 800 });
      await page.goto(path);
      await expect(page.locator('main input[type="search"]').first()).toBeVisible();
      for (const width of FIELD_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        expect.soft(await cutTexts(page, '.site-header__search-input, main input[type="search"]'), `${path} at ${width} px`).toEqual([]);
      }
    }
    // Home's hint names a tag drawn at random (product-spec.md, Home), so a long one may not fit a narrow
    // phone: there it ends in an ellipsis rather than mid-letter.
    await page.goto('/');
    await expect(page.locator('.hero__search input')).toHaveCSS('text-overflow', 'ellipsis');
  });
}

// An open category's rows: an offer's row carries its discount badge and "By <company>" on one
// line, which at 320 px left the company 14 px ("B", "y..."): the text goes below the badge instead.
for (const language of ['en', 'ar'] as const) {
  test(`${language}: an open category's rows show their company or place whole beside or below the badge, 320 to 412 px`, async ({ page }) => {
    if (language === 'ar') await useArabic(page);
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto('/categories/1');
    const texts = page.locator('.category-row__meta-text');
    await expect(texts.first()).toBeVisible();
    expect(await texts.count()).toBeGreaterThan(8);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      expect.soft(await cutTexts(page, '.category-row__meta-text'), `at ${width} px`).toEqual([]);
    }
  });
}
