'use strict';
// Days as the mock reads them: YYYY-MM-DD strings, with arithmetic in UTC so time zones never
// shift a day, and the one rule a day decides for the handlers (an offer is active until its
// valid_until). The generator, the fixture-set loader, the database and the handlers share them.

function localToday(now = new Date()) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function toIsoDay(value) {
  if (value === undefined || value === null) return localToday();
  if (value instanceof Date) return localToday(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  throw new TypeError(`today must be a Date or a YYYY-MM-DD string, got ${String(value)}`);
}

function addDays(isoDay, days) {
  const [y, m, d] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `fromDay` to `toDay` (both YYYY-MM-DD); negative when toDay is earlier. */
function daysBetween(fromDay, toDay) {
  const ms = (s) => {
    const [y, m, d] = s.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((ms(toDay) - ms(fromDay)) / 86400000);
}

/** Active = not expired: valid_until is today or later, or absent (never expires). */
function isActiveOffer(offer, today) {
  return offer.valid_until == null || offer.valid_until >= today;
}

module.exports = { localToday, toIsoDay, addDays, daysBetween, isActiveOffer };
