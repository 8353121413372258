// The visitor's point for "Near me", as a list screen's `near` URL key: "lat,lon" rounded to 3
// decimals (about 100 m), so a shared link never carries an exact position. Parsed forgivingly
// (anything unreadable or out of range is no point at all) and sent as the calls' lat/lon.
import type { QueryField } from '@/lib/listQuery';

export interface GeoPoint {
  lat: number;
  lon: number;
}

const NUMBER = String.raw`\s*(-?\d{1,3}(?:\.\d+)?)\s*`;
const NEAR = new RegExp(`^${NUMBER},${NUMBER}$`);

/** Three decimals (~100 m at Oman's latitudes); never "-0". */
export const roundCoordinate = (value: number): number => Math.round(value * 1000) / 1000 + 0;

/** The `near` value of a point: "23.588,58.383". */
export function nearValue(point: GeoPoint): string {
  return `${roundCoordinate(point.lat)},${roundCoordinate(point.lon)}`;
}

/** The point a `near` value names, rounded; null when absent, malformed or out of range. */
export function nearPoint(raw: string | null | undefined): GeoPoint | null {
  const match = raw ? NEAR.exec(raw) : null;
  if (!match) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { lat: roundCoordinate(lat), lon: roundCoordinate(lon) };
}

/** The list key: '' for none, else the rounded "lat,lon" (so an exact position in a URL is rounded on the way back). */
export const nearField: QueryField<string> = {
  parse: (raw) => {
    const point = nearPoint(raw);
    return point ? nearValue(point) : '';
  },
  default: '',
};

/** The calls' lat/lon for a `near` value (nothing when there is none). */
export function nearArgs(near: string): { lat?: number; lon?: number } {
  const point = nearPoint(near);
  return point ? { lat: point.lat, lon: point.lon } : {};
}
