import { formatCount, formatDate, formatDistance, formatMoney, formatNumber, isPositive, isPrice } from './format';
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
    for (let n = 0; n < 50; n += 1) formatCount(n, 'ar');
    for (let n = 0; n < 50; n += 1) formatNumber(n * 1000, 'en');
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
