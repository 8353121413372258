'use strict';
// Opening hours for the fixtures, and the open_now filter. Hours are Oman's wall-clock time
// (Asia/Muscat, UTC+4, no daylight saving), so "now" is the instant shifted by +4 h and read with
// UTC getters: the answer is the same whatever zone the machine running the mock is set to.
// The app has its own reader (src/domain/openingHours/openingHours.ts); the mock never imports src/, so this is the
// server's half of the same rule, checked by the contract tests.

const DAY_MINUTES = 1440;
const DAY_MS = DAY_MINUTES * 60000;
const MUSCAT_OFFSET_MS = 4 * 3600000;
const KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^(\d{2}):(\d{2})$/;

function minutesOf(value) {
  const m = typeof value === 'string' ? TIME.exec(value) : null;
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min !== 0)) return null;
  return h * 60 + min;
}

function spansOf(intervals) {
  if (!Array.isArray(intervals)) return [];
  const out = [];
  for (const i of intervals) {
    const start = minutesOf(i && i.open);
    const close = minutesOf(i && i.close);
    if (start === null || close === null || start >= DAY_MINUTES) continue;
    out.push({ start, end: close <= start ? close + DAY_MINUTES : close });
  }
  return out;
}

function intervalsOn(hours, day) {
  const iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
  for (const s of Array.isArray(hours.special_days) ? hours.special_days : []) {
    if (!s || typeof s.from !== 'string' || !DATE.test(s.from)) continue;
    const last = typeof s.to === 'string' && DATE.test(s.to) ? s.to : s.from;
    if (s.from <= iso && iso <= last) return s.intervals;
  }
  const weekday = (((day + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
  return hours.weekly[KEYS[weekday]];
}

/** Open at `now` (a Date)? Companies without hours are never open. Yesterday's past-midnight hours count. */
function isOpenAt(hours, now) {
  if (!hours || typeof hours !== 'object' || !hours.weekly || typeof hours.weekly !== 'object') return false;
  const local = now.getTime() + MUSCAT_OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  const minute = Math.floor((local - day * DAY_MS) / 60000);
  if (spansOf(intervalsOn(hours, day)).some((s) => s.start <= minute && minute < s.end)) return true;
  return spansOf(intervalsOn(hours, day - 1)).some((s) => s.end > DAY_MINUTES && minute < s.end - DAY_MINUTES);
}

// ---- fixtures: realistic Omani hours by kind of business ----

const range = (open, close) => ({ open, close });
const week = (days) => {
  const weekly = {};
  for (const key of KEYS) weekly[key] = (days[key] || days.other || []).map((r) => ({ ...r }));
  return weekly;
};

// Templates by the category's English name. Shops keep a split shift with a long afternoon break
// and open on Friday only after the midday prayer; offices keep Sunday to Thursday; pharmacies and
// hospitals may never close; cafés and restaurants run past midnight.
const SPLIT = [range('09:00', '13:00'), range('16:30', '22:00')];
const TEMPLATES = {
  shop: () => week({ other: SPLIT, fri: [range('16:30', '22:00')] }),
  office: () => week({ sun: [range('08:00', '17:00')], mon: [range('08:00', '17:00')], tue: [range('08:00', '17:00')], wed: [range('08:00', '17:00')], thu: [range('08:00', '17:00')] }),
  government: () => week({ sun: [range('07:30', '14:30')], mon: [range('07:30', '14:30')], tue: [range('07:30', '14:30')], wed: [range('07:30', '14:30')], thu: [range('07:30', '14:30')] }),
  allDay: () => week({ other: [range('00:00', '24:00')] }),
  pharmacy: () => week({ other: [range('08:00', '00:00')], fri: [range('16:00', '00:00')] }),
  restaurant: () => week({ other: [range('12:00', '00:30')], thu: [range('12:00', '01:30')], fri: [range('13:30', '01:30')] }),
  cafe: () => week({ other: [range('07:00', '01:00')], fri: [range('14:00', '02:00')] }),
  supermarket: () => week({ other: [range('07:00', '23:00')] }),
  clinic: () => week({ other: [range('08:00', '13:00'), range('16:00', '21:00')], fri: [] }),
  gym: () => week({ other: [range('05:30', '23:00')], fri: [range('14:00', '22:00')] }),
  salon: () => week({ other: [range('10:00', '22:00')], fri: [range('14:00', '22:00')] }),
  workshop: () => week({ other: [range('07:30', '12:30'), range('15:30', '20:00')], fri: [] }),
};
const BY_CATEGORY = {
  Restaurants: 'restaurant', 'Cafés': 'cafe', 'Sweets & Bakeries': 'cafe', 'Groceries & Supermarkets': 'supermarket',
  Pharmacies: 'pharmacy', 'Hospitals & Clinics': 'clinic', 'Dental Care': 'clinic', Hotels: 'allDay',
  'Fitness & Gyms': 'gym', 'Beauty Salons': 'salon', Barbershops: 'salon', 'Car Repair': 'workshop', 'Spare Parts': 'workshop',
  Schools: 'government', 'Training Centres': 'office', 'IT Services': 'office', Telecom: 'office', 'Construction & Contracting': 'office',
  'Real Estate': 'office', Manufacturing: 'office', 'Legal Services': 'office', 'Accounting & Consulting': 'office',
  'Shipping & Logistics': 'office', 'Printing & Advertising': 'office', 'Cleaning Services': 'office', Agriculture: 'office',
  'Travel & Tourism': 'office',
};

// Oman's National Day holiday (20–21 November since 2025) and the Ramadan months of the years the
// fixtures may be run in. Ramadan shops open late and run past midnight.
const RAMADAN = { 2026: ['2026-02-18', '2026-03-19'], 2027: ['2027-02-08', '2027-03-09'], 2028: ['2028-01-28', '2028-02-26'] };

function specialDays(kind, today) {
  if (kind === 'allDay' || kind === 'pharmacy') return undefined;
  const year = Number(String(today).slice(0, 4));
  const days = [];
  for (const y of [year, year + 1]) {
    days.push({ from: `${y}-11-20`, to: `${y}-11-21`, name: 'العيد الوطني', en_name: 'National Day', intervals: [] });
    const ramadan = RAMADAN[y];
    if (ramadan) {
      const intervals = kind === 'office' || kind === 'government'
        ? [range('09:00', '14:00')]
        : kind === 'restaurant' || kind === 'cafe'
          ? [range('18:00', '02:00')]
          : [range('10:00', '15:00'), range('20:00', '01:00')];
      days.push({ from: ramadan[0], to: ramadan[1], name: 'رمضان', en_name: 'Ramadan', intervals });
    }
  }
  return days;
}

/** A small hash of (seed, id): hours do not draw from the fixtures' random stream, so adding them moved no other data. */
function roll(seed, id) {
  let h = (seed ^ Math.imul(id, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * Hours for a generated company or branch: about one in eight has none (null or no field: unknown), a third of
 * pharmacies and half of hospitals never close. Company 1 keeps a shop's split shift so journeys
 * have a known schedule.
 */
function hoursFor({ id, categoryEn, seed, today, salt = 0 }) {
  const r = roll(seed + salt, id);
  if (id !== 1 && r < 0.06) return null;
  if (id !== 1 && r < 0.12) return undefined; // the field left out, as older hosts do
  let kind = id === 1 ? 'shop' : BY_CATEGORY[categoryEn] || 'shop';
  if (kind === 'pharmacy' && r > 0.66) kind = 'allDay';
  if (categoryEn === 'Hospitals & Clinics' && r > 0.5) kind = 'allDay';
  // One shared, frozen object per kind and year: the big set has 200 000+ rows with hours, and
  // building one each made generating it half as slow again.
  const key = `${kind}|${String(today).slice(0, 4)}`;
  let hours = shared.get(key);
  if (!hours) {
    hours = { weekly: TEMPLATES[kind]() };
    const special = specialDays(kind, today);
    if (special) hours.special_days = special;
    shared.set(key, deepFreeze(hours));
  }
  return hours;
}
const shared = new Map();

function deepFreeze(value) {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

module.exports = { isOpenAt, hoursFor };
