// Opening hours, always read in Oman's wall-clock time (Asia/Muscat, UTC+4, no daylight saving since
// 1970), whatever the visitor's own time zone: a visitor in New York and one in Tokyo looking at the
// same Muscat shop at the same instant must be told the same thing. So the instant is shifted by a
// fixed +4 h and read with UTC getters; nothing here uses the device's zone.
// Pure: no React, no i18n instance. API data is untrusted, so every field is checked before use and
// a bad interval is skipped rather than thrown on.
import type { OpeningHours } from '@/api';
import { formatTimeOfDay, formatWeekdayName } from '@/lib/format';

export const MUSCAT_OFFSET_MINUTES = 4 * 60;
/** "Closes soon" within this many minutes of closing. */
export const CLOSES_SOON_MINUTES = 60;

const DAY_MINUTES = 24 * 60;
const DAY_MS = DAY_MINUTES * 60 * 1000;
/** Weekday keys of the contract, in `Date#getUTCDay` order (0 = Sunday). */
export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];
/** Oman's week starts on Sunday (Friday and Saturday are the weekend). */
export const WEEK_ORDER: readonly number[] = [0, 1, 2, 3, 4, 5, 6];
/** How far ahead the next opening is looked for. */
const LOOKAHEAD_DAYS = 7;

/** One opening in minutes from the start of its day; `end` may pass 1440 (open past midnight). */
export interface Span {
  start: number;
  end: number;
}

/** A moment in Muscat: the day (days since 1970-01-01 in Muscat's calendar) and the minute of that day. */
export interface MuscatMoment {
  day: number;
  minute: number;
}

export type HoursStatus =
  | { state: 'open'; allDay: true }
  | { state: 'open'; allDay: false; closesAt: number; minutesLeft: number; closesSoon: boolean }
  | { state: 'closed'; closedToday: boolean; opens: { inDays: number; minute: number; weekday: number } | null };

export function muscatMoment(now: Date): MuscatMoment | null {
  const ms = now.getTime();
  if (!Number.isFinite(ms)) return null;
  const local = ms + MUSCAT_OFFSET_MINUTES * 60_000;
  const day = Math.floor(local / DAY_MS);
  return { day, minute: Math.floor((local - day * DAY_MS) / 60_000) };
}

export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

/** YYYY-MM-DD of a Muscat day; '' past the ends of Date's range (matches no special day). */
export function isoDateOf(day: number): string {
  const date = new Date(day * DAY_MS);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

const TIME = /^(\d{2}):(\d{2})$/;

function minutesOf(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = TIME.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return null;
  return hours * 60 + minutes;
}

/** The valid openings of a list of intervals; a close at or before the open ends on the next day. */
export function spansOf(intervals: unknown): Span[] {
  if (!Array.isArray(intervals)) return [];
  const spans: Span[] = [];
  for (const interval of intervals) {
    if (!interval || typeof interval !== 'object') continue;
    const start = minutesOf((interval as { open?: unknown }).open);
    const close = minutesOf((interval as { close?: unknown }).close);
    if (start === null || close === null || start >= DAY_MINUTES) continue;
    spans.push({ start, end: close <= start ? close + DAY_MINUTES : close });
  }
  return spans.sort((a, b) => a.start - b.start);
}

export const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface SpecialDayMatch {
  name: string | null;
  enName: string | null;
}

/** The special day (holiday, Ramadan) covering `day`, if any: the first listed match wins. */
function specialDayOn(hours: OpeningHours | undefined, day: number): { intervals: unknown; match: SpecialDayMatch } | null {
  const list: unknown = hours?.special_days;
  if (!Array.isArray(list)) return null;
  const iso = isoDateOf(day);
  for (const entry of list) {
    if (!entry || typeof entry !== 'object') continue;
    const { from, to, intervals, name, en_name: enName } = entry as Record<string, unknown>;
    if (typeof from !== 'string' || !DATE.test(from)) continue;
    const last = typeof to === 'string' && DATE.test(to) ? to : from;
    if (from <= iso && iso <= last) {
      return {
        intervals,
        match: { name: typeof name === 'string' ? name : null, enName: typeof enName === 'string' ? enName : null },
      };
    }
  }
  return null;
}

/** True when the value is a schedule at all (null, absent or malformed = unknown hours, shown as nothing). */
export function hasOpeningHours(hours: unknown): hours is NonNullable<OpeningHours> {
  return Boolean(hours) && typeof hours === 'object' && Boolean((hours as { weekly?: unknown }).weekly) &&
    typeof (hours as { weekly?: unknown }).weekly === 'object';
}

/** The usual week's openings for a weekday (0 = Sunday). */
export function weeklySpans(hours: OpeningHours | undefined, weekday: number): Span[] {
  if (!hasOpeningHours(hours)) return [];
  return spansOf((hours.weekly as Record<string, unknown>)[WEEKDAY_KEYS[weekday]]);
}

/** A day's openings: its special day's if it has one, else the usual week's. */
export function spansOnDay(hours: OpeningHours | undefined, day: number): { spans: Span[]; special: SpecialDayMatch | null } {
  if (!hasOpeningHours(hours)) return { spans: [], special: null };
  const special = specialDayOn(hours, day);
  if (special) return { spans: spansOf(special.intervals), special: special.match };
  return { spans: weeklySpans(hours, weekdayOf(day)), special: null };
}

/** Openings from yesterday to a week ahead on one line of minutes (0 = today's midnight), merged. */
function timeline(hours: OpeningHours | undefined, today: number): Span[] {
  const all: Span[] = [];
  for (let offset = -1; offset <= LOOKAHEAD_DAYS; offset++) {
    for (const span of spansOnDay(hours, today + offset).spans) {
      all.push({ start: span.start + offset * DAY_MINUTES, end: span.end + offset * DAY_MINUTES });
    }
  }
  all.sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of all) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/**
 * Open or closed at `now`, read in Muscat. null when there is no schedule: unknown hours show
 * nothing, never "Closed".
 */
export function hoursStatus(hours: OpeningHours | undefined | null, now: Date): HoursStatus | null {
  if (!hasOpeningHours(hours)) return null;
  const moment = muscatMoment(now);
  if (!moment) return null;
  const line = timeline(hours, moment.day);
  const horizon = (LOOKAHEAD_DAYS + 1) * DAY_MINUTES;
  const current = line.find((span) => span.start <= moment.minute && moment.minute < span.end);
  if (current) {
    // Open without a break past the end of the week ahead: a 24-hour place.
    if (current.end >= horizon) return { state: 'open', allDay: true };
    const minutesLeft = current.end - moment.minute;
    return {
      state: 'open',
      allDay: false,
      closesAt: current.end % DAY_MINUTES,
      minutesLeft,
      closesSoon: minutesLeft <= CLOSES_SOON_MINUTES,
    };
  }
  const next = line.find((span) => span.start > moment.minute);
  const closedToday = spansOnDay(hours, moment.day).spans.length === 0;
  if (!next) return { state: 'closed', closedToday, opens: null };
  const inDays = Math.floor(next.start / DAY_MINUTES);
  return {
    state: 'closed',
    closedToday,
    opens: { inDays, minute: next.start - inDays * DAY_MINUTES, weekday: weekdayOf(moment.day + inDays) },
  };
}

/** The Muscat day (see `muscatMoment`) of `now`, for the week table's "today". */
export function muscatToday(now: Date): { day: number; weekday: number } | null {
  const moment = muscatMoment(now);
  return moment ? { day: moment.day, weekday: weekdayOf(moment.day) } : null;
}

/** True when the spans cover the whole day without a break (a 24-hour day). */
export function isAllDay(spans: Span[]): boolean {
  return spans.some((span) => span.start === 0 && span.end >= DAY_MINUTES);
}

/** Translation function shape the describers need (the `cards` namespace's `t` fits). */
export type HoursTranslate = (key: HoursTextKey, values?: Record<string, string>) => string;
export type HoursTextKey =
  | 'hours.open24h'
  | 'hours.openNow'
  | 'hours.closesAt'
  | 'hours.closesSoon'
  | 'hours.closed'
  | 'hours.closedToday'
  | 'hours.opensAt'
  | 'hours.opensTomorrowAt'
  | 'hours.opensOnDayAt';

export interface HoursLine {
  tone: 'open' | 'soon' | 'closed';
  /** "Open now", "Closes soon", "Closed", "Closed today", "Open 24 hours". */
  lead: string;
  /** "Closes at 10:00 PM", "Opens tomorrow at 8:00 AM", the closing time after "Closes soon"; null when there is nothing more to say. */
  detail: string | null;
}

/** The one-line status in words. */
export function describeHoursStatus(status: HoursStatus, t: HoursTranslate, language: string): HoursLine {
  if (status.state === 'open') {
    if (status.allDay) return { tone: 'open', lead: t('hours.open24h'), detail: null };
    // Closing more than a day away (a place open round the clock but for one break): "Open now" says it.
    if (status.minutesLeft > DAY_MINUTES) return { tone: 'open', lead: t('hours.openNow'), detail: null };
    const time = formatTimeOfDay(status.closesAt, language);
    return status.closesSoon
      ? { tone: 'soon', lead: t('hours.closesSoon'), detail: time }
      : { tone: 'open', lead: t('hours.openNow'), detail: t('hours.closesAt', { time }) };
  }
  const lead = status.closedToday ? t('hours.closedToday') : t('hours.closed');
  if (!status.opens) return { tone: 'closed', lead, detail: null };
  const time = formatTimeOfDay(status.opens.minute, language);
  const detail =
    status.opens.inDays === 0
      ? t('hours.opensAt', { time })
      : status.opens.inDays === 1
        ? t('hours.opensTomorrowAt', { time })
        : t('hours.opensOnDayAt', { time, day: formatWeekdayName(status.opens.weekday, language) });
  return { tone: 'closed', lead, detail };
}

