// Numbers, money, dates and times for the active language. Building an Intl formatter costs far
// more than using one (a profile of /partners at 4x CPU showed ~140 ms in `format`, nearly all of it
// constructing NumberFormats), so each (kind, locale) formatter is made once and reused.
//
// The forms every screen's first draw shows (a count, a price, a date, an hour, a weekday) are composed
// here instead, from the few symbols Dalil's two locales write them with. The first NumberFormat or
// DateTimeFormat a page builds starts ICU: ~13 ms on a desktop, one 130-150 ms task on issue 31's
// low-tier phone, on every screen. format.test.ts holds each composed form equal to Intl's own output
// for every value it can take (every day, every minute, every count and amount in range); what falls
// outside those forms (fractions to round, negative amounts, units) still goes to Intl.
// This module imports nothing from i18n: i18n uses it, never the other way round.

const locales = { en: 'en-OM', ar: 'ar-OM' } as const;

export function localeOf(language: string): string {
  return language === 'ar' ? locales.ar : locales.en;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(kind: string, language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${kind}|${localeOf(language)}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf(language), options);
    numberFormats.set(key, formatter);
  }
  return formatter;
}

type Language = 'en' | 'ar';
const asLanguage = (language: string): Language => (language === 'ar' ? 'ar' : 'en');

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
// Arabic's own marks: the thousands and decimal separators, the percent sign, the letter mark that
// keeps a minus sign with its number, the right-to-left mark around an amount of money.
const AR_GROUP = '\u066c';
const AR_DECIMAL = '\u066b';
const AR_PERCENT = '\u066a';
const AR_LETTER_MARK = '\u061c';
const RTL_MARK = '\u200f';
const NBSP = '\u00a0';

/** ASCII digits in the language's own: Arabic-Indic for Arabic. */
function digitsOf(text: string, language: Language): string {
  return language === 'ar' ? text.replace(/[0-9]/g, (digit) => ARABIC_DIGITS[Number(digit)]) : text;
}

/** The decimal digits of a whole number from 0 up, grouped by thousands with `separator`. */
function grouped(whole: string, separator: string): string {
  return whole.replace(/\B(?=(\d{3})+$)/g, separator);
}

// Past this, toFixed's three decimals are no longer exact.
const MAX_COMPOSED = Number.MAX_SAFE_INTEGER / 1000;

/**
 * A number of at most three decimals (what Intl writes without rounding) as Intl writes it: the
 * language's digits, separators and minus; `fraction` decimals at least. null for any other number.
 */
function composedNumber(value: number, language: Language, grouping: boolean, fraction = 0): string | null {
  const size = Math.abs(value);
  if (!(size <= MAX_COMPOSED) || Object.is(value, -0)) return null;
  const fixed = size.toFixed(3);
  if (Number(fixed) !== size) return null;
  const [whole, decimals] = fixed.split('.');
  const shown = decimals.slice(0, fraction) + decimals.slice(fraction).replace(/0+$/, '');
  const ar = language === 'ar';
  const integer = grouping ? grouped(whole, ar ? AR_GROUP : ',') : whole;
  const body = digitsOf(shown ? `${integer}${ar ? AR_DECIMAL : '.'}${shown}` : integer, language);
  if (value >= 0) return body;
  return ar ? `${AR_LETTER_MARK}-${body}` : `-${body}`;
}
/**
 * A price to show (card, product page, JSON-LD): a finite number from 0 up. Missing, NaN, infinite or
 * negative prices are left out rather than printed as nonsense.
 */
export function isPrice(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** An amount worth stating on an offer (its price, a discount): finite and above 0. */
export function isPositive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** OMR with three decimals: the rial has 1000 baisa. */
export function formatMoney(amount: number, language: string): string {
  // Composed when the amount is whole baisa from 0 up (what the API sends). Anything finer is
  // rounded by Intl's own rule.
  const lang = asLanguage(language);
  const composed = amount >= 0 ? composedNumber(amount, lang, true, 3) : null;
  if (composed !== null) return lang === 'ar' ? `${RTL_MARK}${composed}${NBSP}ر.ع.${RTL_MARK}` : `OMR${NBSP}${composed}`;
  return numberFormat('money', language, {
    style: 'currency',
    currency: 'OMR',
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  }).format(amount);
}

export function formatNumber(value: number, language: string): string {
  const composed = composedNumber(value, asLanguage(language), true);
  if (composed !== null) return composed;
  return numberFormat('grouped', language, {}).format(value);
}

/** Years and reference numbers: the language's digits, never a thousands separator. */
export function formatPlainNumber(value: number, language: string): string {
  const composed = composedNumber(value, asLanguage(language), false);
  if (composed !== null) return composed;
  return numberFormat('plain', language, { useGrouping: false }).format(value);
}

/**
 * A number inside a sentence (the translator's {{placeholders}}): the language's digits, grouped only from five
 * digits so years stay "2026".
 */
export function formatCount(value: number, language: string): string {
  return Math.abs(value) >= 10_000 ? formatNumber(value, language) : formatPlainNumber(value, language);
}

export function formatPercent(value: number, language: string): string {
  const lang = asLanguage(language);
  const composed = Number.isInteger(value) && value >= 0 ? composedNumber(value, lang, true) : null;
  if (composed !== null) return lang === 'ar' ? `${composed}${AR_PERCENT}${AR_LETTER_MARK}` : `${composed}%`;
  return numberFormat('percent', language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

const MONTHS: Record<Language, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
};

const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  ar: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
};

/**
 * A calendar date (YYYY-MM-DD from the API) with the month's name, day first, in the visitor's language
 * ("15 March 2026", "١٥ مارس ٢٠٢٦"): "15/03" and "03/15" read differently to different readers. English
 * takes en-GB's day-month-year order (en-OM writes "March 15, 2026"). The raw text when unparseable.
 */
export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  const year = date.getUTCFullYear();
  const lang = asLanguage(language);
  // Composed for the years Intl writes as plain digits; the era's forms are Intl's.
  if (year >= 1000 && year <= 9999) {
    return digitsOf(`${date.getUTCDate()} ${MONTHS[lang][date.getUTCMonth()]} ${year}`, lang);
  }
  const locale = language === 'ar' ? localeOf(language) : 'en-GB';
  let formatter = dateFormats.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(locale, formatter);
  }
  return formatter.format(date);
}

const DAY_MINUTES = 24 * 60;

/**
 * A wall-clock minute of the day (0-1439, wrapped) in the language's twelve-hour form, as
 * Intl's `{ hour: 'numeric', minute: '2-digit' }` writes it: "9:00 AM", "١٠:٣٠ م".
 */
export function formatTimeOfDay(minute: number, language: string): string {
  const wrapped = ((Math.floor(minute) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  const hour = Math.floor(wrapped / 60);
  const lang = asLanguage(language);
  const clock = `${hour % 12 || 12}:${String(wrapped % 60).padStart(2, '0')}`;
  const half = hour < 12 ? (lang === 'ar' ? 'ص' : 'AM') : lang === 'ar' ? 'م' : 'PM';
  return digitsOf(`${clock} ${half}`, lang);
}

/** A weekday's name (0 = Sunday; wrapped) in the language. */
export function formatWeekdayName(weekday: number, language: string): string {
  return WEEKDAYS[asLanguage(language)][((Math.floor(weekday) % 7) + 7) % 7];
}

/**
 * A distance in the language's own unit words and digits ("2.3 km", "٢٫٣ كم"): metres under 1 km
 * (to 10 m), one decimal under 10 km, whole kilometres beyond.
 */
export function formatDistance(km: number, language: string): string {
  if (km < 1) {
    const metres = Math.max(10, Math.round((km * 1000) / 10) * 10);
    return numberFormat('metres', language, { style: 'unit', unit: 'meter', unitDisplay: 'short' }).format(metres);
  }
  const decimals = km < 10 ? 1 : 0;
  return numberFormat(`km${decimals}`, language, {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: decimals,
  }).format(km);
}
