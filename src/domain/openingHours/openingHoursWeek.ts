// The week table's view of opening hours (partner page only): kept apart from the status line's
// module so the cards on every list do not carry the table's code in the first download.
import type { OpeningHours } from '@/api';
import { formatTimeOfDay } from '@/lib/format';
import {
  DATE,
  hasOpeningHours,
  isAllDay,
  isoDateOf,
  muscatMoment,
  muscatToday,
  spansOf,
  spansOnDay,
  WEEK_ORDER,
  weeklySpans,
  type Span,
  type SpecialDayMatch,
} from './openingHours';

/** A day's hours as text lines: each opening "9:00 AM – 1:00 PM", or one line for closed / 24 hours. */
export function describeSpans(
  spans: Span[],
  t: (key: 'hours.closedDay' | 'hours.allDay' | 'hours.range', values?: Record<string, string>) => string,
  language: string,
): string[] {
  if (spans.length === 0) return [t('hours.closedDay')];
  if (isAllDay(spans)) return [t('hours.allDay')];
  // Each time holds together (no-break spaces): a phone's narrow table broke "1:00 / PM"; the line
  // may still break beside the dash between the two times.
  const time = (minute: number) => formatTimeOfDay(minute, language).replace(/\s/g, '\u00a0');
  return spans.map((span) => t('hours.range', { open: time(span.start), close: time(span.end) }));
}

export interface WeekRow {
  weekday: number;
  isToday: boolean;
  spans: Span[];
  /** Set on today's row when a holiday or Ramadan replaces the usual hours. */
  special: SpecialDayMatch | null;
}

/** The week table, Sunday first (Oman's week); today's row shows today's hours, holiday or not. */
export function weekRows(hours: OpeningHours | undefined | null, now: Date): WeekRow[] | null {
  if (!hasOpeningHours(hours)) return null;
  const today = muscatToday(now);
  return WEEK_ORDER.map((weekday) => {
    if (today && weekday === today.weekday) {
      const { spans, special } = spansOnDay(hours, today.day);
      return { weekday, isToday: true, spans, special };
    }
    return { weekday, isToday: false, spans: weeklySpans(hours, weekday), special: null };
  });
}

export interface UpcomingSpecialDay extends SpecialDayMatch {
  from: string;
  to: string;
  spans: Span[];
}

/** Special days that touch the next `days` days (today included), in date order, at most `limit`. */
export function upcomingSpecialDays(hours: OpeningHours | undefined | null, now: Date, days = 30, limit = 5): UpcomingSpecialDay[] {
  if (!hasOpeningHours(hours) || !Array.isArray(hours.special_days)) return [];
  const moment = muscatMoment(now);
  if (!moment) return [];
  const first = isoDateOf(moment.day);
  const last = isoDateOf(moment.day + days);
  if (!first || !last) return [];
  const out: UpcomingSpecialDay[] = [];
  for (const entry of hours.special_days as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { from, to, intervals, name, en_name: enName } = entry as Record<string, unknown>;
    if (typeof from !== 'string' || !DATE.test(from)) continue;
    const end = typeof to === 'string' && DATE.test(to) && to >= from ? to : from;
    if (end < first || from > last) continue;
    out.push({
      from,
      to: end,
      spans: spansOf(intervals),
      name: typeof name === 'string' ? name : null,
      enName: typeof enName === 'string' ? enName : null,
    });
  }
  return out.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0)).slice(0, limit);
}
