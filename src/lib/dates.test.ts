import { daysLeft, isEndingSoon, isExpired, offerTiming } from './dates';

const now = new Date('2026-11-22T12:00:00Z');

describe('daysLeft: the ceiling of the days until valid_until', () => {
  it('rounds part days up', () => {
    expect(daysLeft('2026-11-23', now)).toBe(1); // 12 hours away
    expect(daysLeft('2026-11-29', now)).toBe(7); // 6.5 days away
    expect(daysLeft('2026-11-30', now)).toBe(8);
  });
  it('is null without a date', () => {
    expect(daysLeft(null, now)).toBeNull();
    expect(daysLeft('soon', now)).toBeNull();
  });
});

describe("the 'd left' badge shows for 1 to 7 days inclusive", () => {
  it.each([
    ['2026-11-22', false], // 0 days (ceil of -0.5)
    ['2026-11-23', true], // 1 day
    ['2026-11-29', true], // 7 days
    ['2026-11-30', false], // 8 days
    ['2026-11-01', false], // past
  ])('%s → %s', (validUntil, shown) => {
    expect(isEndingSoon(validUntil, now)).toBe(shown);
  });
});

describe('isExpired', () => {
  it('is false through the last day and true after it', () => {
    expect(isExpired('2026-11-22', new Date(2026, 10, 22, 23, 59))).toBe(false);
    expect(isExpired('2026-11-22', new Date(2026, 10, 23, 0, 0))).toBe(true);
    expect(isExpired(null, now)).toBe(false);
  });
});

describe('offerTiming: what an offer card and an offer page both say', () => {
  it('gives the days left and says "ending soon" for a live offer with a week or less', () => {
    expect(offerTiming('2026-11-25', now)).toEqual({ expired: false, days: 3, endingSoon: true });
    expect(offerTiming('2026-12-30', now)).toEqual({ expired: false, days: 38, endingSoon: false });
  });
  it('never says "ending soon" for an ended offer or one without a date', () => {
    expect(offerTiming('2026-11-01', now)).toEqual({ expired: true, days: -21, endingSoon: false });
    expect(offerTiming(null, now)).toEqual({ expired: false, days: null, endingSoon: false });
  });
});
