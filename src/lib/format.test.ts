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

describe('isPrice', () => {
  it('takes any finite amount from 0 up', () => {
    expect(isPrice(0)).toBe(true);
    expect(isPrice(0.5)).toBe(true);
    expect(isPrice(12.5)).toBe(true);
  });
  it('leaves out a missing, negative or non-finite price', () => {
    expect(isPrice(null)).toBe(false);
    expect(isPrice(undefined)).toBe(false);
    expect(isPrice(-0.001)).toBe(false);
    expect(isPrice(Number.NaN)).toBe(false);
    expect(isPrice(Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('isPositive (offer prices and discounts)', () => {
  it('takes a finite amount above 0', () => {
    expect(isPositive(0.5)).toBe(true);
    expect(isPositive(25)).toBe(true);
  });
  it('leaves out 0, a missing, negative or non-finite amount', () => {
    expect(isPositive(0)).toBe(false);
    expect(isPositive(null)).toBe(false);
    expect(isPositive(undefined)).toBe(false);
    expect(isPositive(-1)).toBe(false);
    expect(isPositive(Number.NaN)).toBe(false);
    expect(isPositive(Number.POSITIVE_INFINITY)).toBe(false);
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
});

describe('formatCount (numbers inside sentences)', () => {
  it('groups only from five digits, in the language\'s digits', () => {
    expect(formatCount(2026, 'en')).toBe('2026');
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(2026, 'ar')).toBe('٢٠٢٦');
  });
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

describe('formatDistance', () => {
  it('shows kilometres with one decimal under 10 km, whole ones beyond, in the language', () => {
    expect(formatDistance(2.34, 'en')).toBe('2.3 km');
    expect(formatDistance(12.6, 'en')).toBe('13 km');
    expect(formatDistance(2.34, 'ar')).toBe('٢٫٣ كم');
  });
  it('shows metres (to 10 m) under 1 km, never 0', () => {
    expect(formatDistance(0.347, 'en')).toBe('350 m');
    expect(formatDistance(0, 'en')).toBe('10 m');
  });
});
