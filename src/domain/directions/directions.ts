// Directions: the routing service's driving-car call (docs/product.md §7, an outside service, so plain fetch
// and not our API client), the visitor's position (asked only when Directions is pressed), the
// keyless "Open in maps" link every failure falls back to, and distance/duration in words.
import { apiLogger } from '@/lib/logger';
import { isMappable } from '@/lib/coordinates';
import { getRuntimeConfig } from '@/config/runtime';
import { localeOf } from '@/lib/format';
import { safeExternalHref } from '@/lib/safeLinks';
import { statusMessage } from '@/lib/httpStatus';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Route {
  /** Metres. */
  distance: number;
  /** Seconds. */
  duration: number;
  /** The line to draw, as [lat, lng] pairs (Leaflet's order, not GeoJSON's). */
  path: [number, number][];
}

/** An OpenStreetMap link for a place, built from the numbers alone and still passed through the sanitiser. Needs no key. */
export function openInMapsHref(lat: number, lng: number): string | null {
  if (!isMappable(lat, lng)) return null;
  const la = lat.toFixed(6);
  const lo = lng.toFixed(6);
  return safeExternalHref(`https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=16/${la}/${lo}`);
}

/** Whether config.json names a routing service: without one, Directions is the Open in maps link. */
export function routingConfigured(): boolean {
  return Boolean(getRuntimeConfig().routingUrl.trim());
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The route in a GeoJSON directions answer (features[0]: summary + LineString), or an Error for any other shape. */
export function parseRoute(body: unknown): Route {
  const feature = (body as { features?: unknown[] } | null)?.features?.[0] as
    | { properties?: { summary?: { distance?: unknown; duration?: unknown } }; geometry?: { type?: unknown; coordinates?: unknown } }
    | undefined;
  const summary = feature?.properties?.summary;
  const geometry = feature?.geometry;
  if (!summary || !isNumber(summary.distance) || !isNumber(summary.duration) || summary.distance < 0 || summary.duration < 0) {
    throw new Error('Directions answer has no summary');
  }
  if (geometry?.type !== 'LineString' || !Array.isArray(geometry.coordinates)) throw new Error('Directions answer has no LineString');
  const path = geometry.coordinates.map((pair: unknown) => {
    if (!Array.isArray(pair) || !isMappable(pair[1], pair[0])) throw new Error('Directions answer has a bad coordinate');
    return [pair[1], pair[0]] as [number, number];
  });
  if (path.length < 2) throw new Error('Directions answer has a line of fewer than two points');
  return { distance: summary.distance, duration: summary.duration, path };
}

/**
 * POSTs the two points ([lon, lat], GeoJSON order) to the configured routing service with its API
 * key header, and reads the route. Every failure (none configured, network, HTTP status, bad JSON,
 * bad shape, timeout) is logged as 'Directions API Error' and passed on (docs/product.md §8).
 */
export async function fetchRoute(from: LatLng, to: LatLng, signal?: AbortSignal): Promise<Route> {
  const { routingUrl, routingApiKey, apiTimeoutMs } = getRuntimeConfig();
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), Math.min(apiTimeoutMs, 15_000));
  const abort = () => timeout.abort();
  signal?.addEventListener('abort', abort);
  try {
    if (!routingUrl.trim()) throw new Error('No routing service configured');
    const response = await fetch(routingUrl, {
      method: 'POST',
      headers: {
        Accept: 'application/json, application/geo+json',
        'Content-Type': 'application/json',
        ...(routingApiKey ? { Authorization: routingApiKey } : {}),
      },
      body: JSON.stringify({ coordinates: [[from.lng, from.lat], [to.lng, to.lat]] }),
      signal: timeout.signal,
    });
    if (!response.ok) throw new Error(statusMessage(response.status));
    return parseRoute(await response.json());
  } catch (error) {
    if (!signal?.aborted) apiLogger.warn('Directions API Error', error);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

export type PositionFailure = 'denied' | 'unavailable' | 'timeout';

/** The visitor's position, asked for once (call it from a press, never on load). */
export function getVisitorPosition(timeoutMs = 10_000): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(Object.assign(new Error('Geolocation unavailable'), { reason: 'unavailable' as PositionFailure }));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => {
        const reason: PositionFailure = error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'unavailable';
        reject(Object.assign(new Error(error.message || reason), { reason }));
      },
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}

const unitFormats = new Map<string, Intl.NumberFormat>();
function unitFormat(unit: string, language: string, digits: number, display: 'short' | 'long' = 'short'): Intl.NumberFormat {
  const key = `${unit}|${digits}|${display}|${localeOf(language)}`;
  let formatter = unitFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf(language), { style: 'unit', unit, unitDisplay: display, maximumFractionDigits: digits });
    unitFormats.set(key, formatter);
  }
  return formatter;
}

/** "12.3 km" / "850 m" in the visitor's language. */
export function formatRouteDistance(metres: number, language: string): string {
  if (metres < 1000) return unitFormat('meter', language, 0).format(Math.round(metres / 10) * 10);
  return unitFormat('kilometer', language, metres < 100_000 ? 1 : 0).format(metres / 1000);
}

/**
 * "1 hr 5 min" / "25 min" in English; in Arabic the long units joined with و ("ساعة و٥ دقائق",
 * "ساعتان"): the short letters (س، د) are hard to read, and Intl's long units write one and two as
 * words. At least a minute.
 */
export function formatRouteDuration(seconds: number, language: string): string {
  const totalMinutes = Math.max(1, Math.round(seconds / 60));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const display = language === 'ar' ? 'long' : 'short';
  const parts: string[] = [];
  if (hours > 0) parts.push(unitFormat('hour', language, 0, display).format(hours));
  if (minutes > 0 || hours === 0) parts.push(unitFormat('minute', language, 0, display).format(minutes));
  return parts.join(language === 'ar' ? ' و' : ' ');
}
