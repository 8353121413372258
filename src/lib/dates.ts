const DAY_MS = 24 * 60 * 60 * 1000;
export const ENDING_SOON_DAYS = 7;

/** Days left until valid_until: the ceiling of the days between now and that date (docs/product.md §4). */
export function daysLeft(validUntil: string | null | undefined, now: Date = new Date()): number | null {
  if (!validUntil) return null;
  const end = Date.parse(validUntil);
  if (Number.isNaN(end)) return null;
  return Math.ceil((end - now.getTime()) / DAY_MS);
}

/** The 'd left' badge shows for 1 to 7 days left, inclusive. */
export function isEndingSoon(validUntil: string | null | undefined, now: Date = new Date()): boolean {
  const days = daysLeft(validUntil, now);
  return days !== null && days >= 1 && days <= ENDING_SOON_DAYS;
}

/** An offer has expired once the whole of its last day (local time) has passed. */
export function isExpired(validUntil: string | null | undefined, now: Date = new Date()): boolean {
  if (!validUntil) return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(validUntil);
  if (!match) return false;
  const endOfDay = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1);
  return now.getTime() >= endOfDay.getTime();
}

/** Where an offer stands at `now`, as its card and its page both say it: ended, or its days left and whether they are few. */
export function offerTiming(validUntil: string | null | undefined, now: Date = new Date()): { expired: boolean; days: number | null; endingSoon: boolean } {
  const expired = isExpired(validUntil, now);
  const days = daysLeft(validUntil, now);
  return { expired, days, endingSoon: !expired && days !== null && isEndingSoon(validUntil, now) };
}
