import { formatNumber } from '@/lib/format';

/**
 * i18next interpolates {{count}} as a plain Latin number, while every other number on an Arabic
 * card (prices, dates, ratings) goes through Intl as Arabic-Indic digits. This puts the count in
 * the same digits as the rest of the card, after i18next has picked the right plural form.
 */
export function withLocalDigits(text: string, count: number, language: string): string {
  return text.replace(String(count), formatNumber(count, language));
}
