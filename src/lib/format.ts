// Numbers, money and dates for the active language, always through Intl.
import type { Language } from './i18n';

const locales: Record<Language, string> = { en: 'en-OM', ar: 'ar-OM' };

export function localeOf(language: string): string {
  return language === 'ar' ? locales.ar : locales.en;
}

/** OMR with three decimals: the rial has 1000 baisa. */
export function formatMoney(amount: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'OMR',
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  }).format(amount);
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}

/** Years and reference numbers: the language's digits, never a thousands separator. */
export function formatPlainNumber(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { useGrouping: false }).format(value);
}

export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/** A calendar date (YYYY-MM-DD from the API) in the visitor's language; the raw text when unparseable. */
export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
