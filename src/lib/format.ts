// Numbers, money and dates for the active language, always through Intl. Building an Intl formatter
// costs far more than using one (a profile of /partners at 4x CPU showed ~140 ms in `format`, nearly
// all of it constructing NumberFormats), so each (kind, locale) formatter is made once and reused.
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
  return numberFormat('money', language, {
    style: 'currency',
    currency: 'OMR',
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  }).format(amount);
}

export function formatNumber(value: number, language: string): string {
  return numberFormat('grouped', language, {}).format(value);
}

/** Years and reference numbers: the language's digits, never a thousands separator. */
export function formatPlainNumber(value: number, language: string): string {
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
  return numberFormat('percent', language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

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
  const locale = language === 'ar' ? localeOf(language) : 'en-GB';
  let formatter = dateFormats.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(locale, formatter);
  }
  return formatter.format(date);
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
