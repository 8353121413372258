// Opening hours as schema.org's OpeningHoursSpecification (the partner page's LocalBusiness JSON-LD):
// the same reading of the record as the week table (openingHours.ts), with no clock involved, so a
// page published today says the same as one rendered in the browser tomorrow.
import type { OpeningHours } from '@/api';
import { DATE, hasOpeningHours, isAllDay, spansOf, WEEK_ORDER, weeklySpans, type Span } from './openingHours';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek?: string[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
}

/** A minute of the day as HH:MM; a close past midnight reads as the next day's time (18:00–02:00). */
function clock(minute: number): string {
  const wrapped = minute % (24 * 60);
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/** One day's openings; the whole day is 00:00–23:59, and a closed day 00:00–00:00 (schema.org's way). */
function times(spans: Span[]): { opens: string; closes: string }[] {
  if (spans.length === 0) return [{ opens: '00:00', closes: '00:00' }];
  if (isAllDay(spans)) return [{ opens: '00:00', closes: '23:59' }];
  return spans.map((span) => ({ opens: clock(span.start), closes: clock(span.end) }));
}

/**
 * The usual week, days with the same hours grouped in one entry, then each special day (holiday,
 * Ramadan) with its dates; a closed special day is 00:00–00:00. Empty when the hours are unknown:
 * unknown hours are never published as closed.
 */
export function openingHoursSpecification(hours: OpeningHours | undefined | null): OpeningHoursSpecification[] {
  if (!hasOpeningHours(hours)) return [];
  const groups = new Map<string, { days: string[]; opens: string; closes: string }>();
  for (const weekday of WEEK_ORDER) {
    const spans = weeklySpans(hours, weekday);
    // A closed day of the usual week is simply left out (schema.org: no entry, not open).
    if (spans.length === 0) continue;
    for (const time of times(spans)) {
      const key = `${time.opens}-${time.closes}`;
      const group = groups.get(key) ?? { days: [], ...time };
      group.days.push(`https://schema.org/${DAY_NAMES[weekday]}`);
      groups.set(key, group);
    }
  }
  const weekly: OpeningHoursSpecification[] = [...groups.values()].map(({ days, opens, closes }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens,
    closes,
  }));
  const special: OpeningHoursSpecification[] = [];
  for (const entry of Array.isArray(hours.special_days) ? (hours.special_days as unknown[]) : []) {
    if (!entry || typeof entry !== 'object') continue;
    const { from, to, intervals } = entry as Record<string, unknown>;
    if (typeof from !== 'string' || !DATE.test(from)) continue;
    const last = typeof to === 'string' && DATE.test(to) && to >= from ? to : from;
    for (const time of times(spansOf(intervals))) {
      special.push({ '@type': 'OpeningHoursSpecification', ...time, validFrom: from, validThrough: last });
    }
  }
  return [...weekly, ...special];
}
