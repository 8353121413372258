import {
  formatCount,
  formatDate,
  formatDistance,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPlainNumber,
  formatTimeOfDay,
  formatWeekdayName,
  isPositive,
  isPrice,
} from './format';
import { localField, localName, otherName } from './names';

describe('formatMoney', () => {
  it('shows OMR with three decimals (baisa)', () => {
    const text = formatMoney(12.5, 'en');
    expect(text).toMatch(/OMR/);
    expect(text).toMatch(/12\.500/);
  });
  it('formats for Arabic with the Arabic currency name', () => {
    expect(formatMoney(12.5, 'ar')).not.toBe(formatMoney(12.5, 'en'));
  });
});

// The two amount checks differ only at 0: isPrice takes it (a free product), isPositive does not.
describe.each([
  {
    name: 'isPrice (any finite amount from 0 up)',
    check: isPrice,
    taken: [0, 0.5, 12.5],
    leftOut: [null, undefined, -0.001, Number.NaN, Number.POSITIVE_INFINITY],
  },
  {
    name: 'isPositive (offer prices and discounts: a finite amount above 0)',
    check: isPositive,
    taken: [0.5, 25],
    leftOut: [0, null, undefined, -1, Number.NaN, Number.POSITIVE_INFINITY],
  },
])('$name', ({ check, taken, leftOut }) => {
  it.each(taken)('takes %p', (amount) => {
    expect(check(amount)).toBe(true);
  });
  it.each(leftOut)('leaves out %p', (amount) => {
    expect(check(amount)).toBe(false);
  });
});

describe('formatNumber and formatDate', () => {
  it('groups thousands', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
  });
  it('formats an API date for people', () => {
    expect(formatDate('2026-11-29', 'en')).toMatch(/29/);
    expect(formatDate('2026-11-29', 'en')).toMatch(/Nov/);
    expect(formatDate('', 'en')).toBe('');
  });
  it('names the month, day first, in both languages (15/03 and 03/15 read differently)', () => {
    expect(formatDate('2026-03-15', 'en')).toBe('15 March 2026');
    expect(formatDate('2026-03-15', 'ar')).toBe('١٥ مارس ٢٠٢٦');
    expect(formatDate('2026-11-01', 'ar')).toBe('١ نوفمبر ٢٠٢٦');
  });
});

describe('formatCount (numbers inside sentences)', () => {
  it('builds each Intl formatter once, however many numbers it formats', () => {
    const spy = jest.spyOn(Intl, 'NumberFormat');
    // Fractions go to Intl (whole numbers are composed, below).
    for (let n = 0; n < 50; n += 1) formatCount(n + 0.5, 'ar');
    for (let n = 0; n < 50; n += 1) formatNumber(n * 1000 + 0.25, 'en');
    expect(spy.mock.calls.length).toBeLessThanOrEqual(2);
    spy.mockRestore();
  });
});

describe('names per language', () => {
  const company = { name: 'مطعم الخليج', en_name: 'Al Khaleej Restaurant' };
  it('English shows en_name, Arabic shows name', () => {
    expect(localName(company, 'en')).toBe('Al Khaleej Restaurant');
    expect(localName(company, 'ar')).toBe('مطعم الخليج');
  });
  it('English falls back to name when en_name is missing', () => {
    expect(localName({ name: 'مطعم', en_name: null }, 'en')).toBe('مطعم');
  });
  it('otherName is the other language only when it differs', () => {
    expect(otherName(company, 'en')).toBe('مطعم الخليج');
    expect(otherName({ name: 'Dalil', en_name: 'Dalil' }, 'en')).toBe('');
  });
  it('localField picks from a pair of fields', () => {
    expect(localField('عرض', 'Offer', 'en')).toBe('Offer');
  });
});

// Numbers as a visitor reads them: [value, the page's language, the text shown].
describe.each<{ rule: string; format: (value: number, language: string) => string; examples: [number, string, string][] }>([
  {
    rule: "formatCount (numbers inside sentences) groups only from five digits, in the language's digits",
    format: formatCount,
    examples: [[2026, 'en', '2026'], [12345, 'en', '12,345'], [2026, 'ar', '٢٠٢٦']],
  },
  {
    rule: 'formatDistance shows kilometres with one decimal under 10 km, whole ones beyond, in the language',
    format: formatDistance,
    examples: [[2.34, 'en', '2.3 km'], [12.6, 'en', '13 km'], [2.34, 'ar', '٢٫٣ كم']],
  },
  {
    rule: 'formatDistance shows metres (to 10 m) under 1 km, never 0',
    format: formatDistance,
    examples: [[0.347, 'en', '350 m'], [0, 'en', '10 m']],
  },
])('$rule', ({ format, examples }) => {
  it.each(examples)('%p in %s reads %p', (value, language, text) => {
    expect(format(value, language)).toBe(text);
  });
});

// The forms every screen's first draw shows are composed without Intl (format.ts says why): each is
// held here equal to Intl's own output, in both locales, over its range. One assertion per range (the
// values that differ), so the tens of thousands of values cost little.
describe('composed forms, equal to Intl', () => {
  const locales = [
    ['en', 'en-OM'],
    ['ar', 'ar-OM'],
  ] as const;
  /** The values whose composed text differs from Intl's, with both texts. */
  const differences = <T,>(values: T[], composed: (value: T) => string, intl: (value: T) => string) =>
    values.flatMap((value) => (composed(value) === intl(value) ? [] : [{ value, composed: composed(value), intl: intl(value) }]));
  const range = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

  it.each(locales)('numbers, whole and to three decimals, grouped and plain, in %s', (language, locale) => {
    const grouped = new Intl.NumberFormat(locale, {});
    const plain = new Intl.NumberFormat(locale, { useGrouping: false });
    const integers = [
      ...range(-1_100, 12_000),
      ...range(12_001, 2_000_000, 997),
      123_456_789, Number.MAX_SAFE_INTEGER, -1_234_567,
      // Ratings and other decimals; those past three decimals are rounded by Intl.
      ...range(-200, 2_000).map((n) => n / 10),
      ...range(-300, 30_000, 7).map((n) => n / 100),
      ...range(0, 60_000, 13).map((n) => n / 1000),
      1234.5678, 0.0005, 1e-7, 2.675, 1e21, -0,
    ];
    expect(differences(integers, (n) => formatNumber(n, language), (n) => grouped.format(n))).toEqual([]);
    expect(differences(integers, (n) => formatPlainNumber(n, language), (n) => plain.format(n))).toEqual([]);
    expect(differences(integers, (n) => formatCount(n, language), (n) => (Math.abs(n) >= 10_000 ? grouped : plain).format(n))).toEqual([]);
  });

  it.each(locales)('amounts in whole baisa, and finer ones rounded by Intl, in %s', (language, locale) => {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'OMR', minimumFractionDigits: 3, maximumFractionDigits: 3 });
    // Every baisa to 20 rial, then every 37th to 2 000 rial; large amounts; fractions of a baisa.
    const amounts = [
      ...range(0, 20_000).map((baisa) => baisa / 1000),
      ...range(20_001, 2_000_000, 37).map((baisa) => baisa / 1000),
      98_765.432, 1_234_567.891, 9_007_199_254.74, 1.0005, 2.0004, 0.0001, 12.34567,
    ];
    expect(differences(amounts, (n) => formatMoney(n, language), (n) => intl.format(n))).toEqual([]);
  });

  it.each(locales)('percentages in %s', (language, locale) => {
    const intl = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    expect(differences([...range(0, 2_000), 12.5, 33.3, -10], (n) => formatPercent(n, language), (n) => intl.format(n / 100))).toEqual([]);
  });

  it.each(locales)('every day from 1990 to 2060, in %s', (language, locale) => {
    const intl = new Intl.DateTimeFormat(language === 'ar' ? locale : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const days = range(Date.UTC(1990, 0, 1), Date.UTC(2060, 11, 31), 86_400_000).map((time) => new Date(time).toISOString().slice(0, 10));
    // Out-of-range parts roll over as Date.UTC reads them; a year under 1000 goes to Intl.
    days.push('2026-02-31', '0999-05-01');
    const asUtc = (iso: string) => new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))));
    expect(differences(days, (iso) => formatDate(iso, language), (iso) => intl.format(asUtc(iso)))).toEqual([]);
  });

  it.each(locales)('every minute of the day, wrapped, in %s', (language, locale) => {
    const intl = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    const at = (minute: number) => new Date(Date.UTC(2000, 0, 1) + (((minute % 1440) + 1440) % 1440) * 60_000);
    expect(differences(range(-60, 2 * 1_440), (m) => formatTimeOfDay(m, language), (m) => intl.format(at(m)))).toEqual([]);
  });

  it.each(locales)('every weekday, wrapped, in %s', (language, locale) => {
    const intl = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    // 2000-01-02 was a Sunday.
    const on = (weekday: number) => new Date(Date.UTC(2000, 0, 2 + (((weekday % 7) + 7) % 7)));
    expect(differences(range(-7, 13), (d) => formatWeekdayName(d, language), (d) => intl.format(on(d)))).toEqual([]);
  });

  it('start no Intl number or date formatter for a count, a price, a percentage, a date, an hour or a weekday', () => {
    jest.isolateModules(() => {
      const numbers = jest.spyOn(Intl, 'NumberFormat');
      const dates = jest.spyOn(Intl, 'DateTimeFormat');
      // A fresh copy of the module, so no formatter cached by the tests above hides a construction.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./format') as typeof import('./format');
      for (const language of ['en', 'ar']) {
        fresh.formatCount(3, language);
        fresh.formatNumber(12_345, language);
        fresh.formatNumber(4.5, language);
        fresh.formatPlainNumber(2026, language);
        fresh.formatMoney(12.5, language);
        fresh.formatPercent(25, language);
        fresh.formatDate('2026-03-15', language);
        fresh.formatTimeOfDay(600, language);
        fresh.formatWeekdayName(5, language);
      }
      expect(numbers).not.toHaveBeenCalled();
      expect(dates).not.toHaveBeenCalled();
      numbers.mockRestore();
      dates.mockRestore();
    });
  });
});
