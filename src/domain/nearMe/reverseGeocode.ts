// Names the visitor's area for "Near me" through the configured reverse-geocoding service
// (config `geocodingUrl`; an outside service, so plain fetch, not our API): GET ?lat=&lon=&format=json,
// answered in Nominatim's shape ({ address: { suburb, city, ... }, display_name }). Only the rounded
// point (see nearPoint) is ever sent.
import { getRuntimeConfig } from '@/config/runtime';
import { apiLogger } from '@/lib/logger';
import type { GeoPoint } from './nearPoint';
import { statusMessage } from '@/lib/httpStatus';

interface NominatimAddress {
  [part: string]: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const first = (address: NominatimAddress, keys: string[]): string => keys.map((key) => text(address[key])).find(Boolean) ?? '';

/** "Al Khuwair, Muscat" ("الخوير، مسقط" in Arabic) from an answer; '' when it names nothing usable. */
export function areaName(answer: unknown, language = 'en'): string {
  const comma = language === 'ar' ? '، ' : ', ';
  if (!answer || typeof answer !== 'object') return '';
  const { address, display_name: displayName } = answer as { address?: unknown; display_name?: unknown };
  if (address && typeof address === 'object') {
    const parts = address as NominatimAddress;
    const area = first(parts, ['suburb', 'neighbourhood', 'quarter', 'city_district', 'village', 'hamlet']);
    const town = first(parts, ['city', 'town', 'municipality', 'county', 'state']);
    const name = [area, town].filter((part, i, all) => part && all.indexOf(part) === i).join(comma);
    if (name) return name;
  }
  return text(displayName).split(/[,،]/).slice(0, 2).map((part) => part.trim()).filter(Boolean).join(comma);
}

/**
 * The area's name in `language`, or null when no service is configured. A failure (network, HTTP
 * status, an answer naming nothing) is logged as 'Reverse Geocoding Error' and passed on (docs/product.md §8).
 */
export async function reverseGeocode(point: GeoPoint, language: string, signal?: AbortSignal): Promise<string | null> {
  const base = getRuntimeConfig().geocodingUrl.trim();
  if (!base) return null;
  try {
    const url = new URL(base, window.location.href);
    url.searchParams.set('lat', String(point.lat));
    url.searchParams.set('lon', String(point.lon));
    url.searchParams.set('format', 'json');
    url.searchParams.set('accept-language', language);
    const response = await fetch(url.toString(), { signal, headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(statusMessage(response.status));
    const name = areaName(await response.json(), language);
    if (!name) throw new Error('The answer names no area');
    return name;
  } catch (error) {
    if (!signal?.aborted) apiLogger.warn('Reverse Geocoding Error', error);
    throw error;
  }
}
