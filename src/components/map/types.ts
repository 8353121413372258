// Map data, kept free of Leaflet so importing it never pulls the map chunk into a screen's bundle.

/** One place on the map. Build `href` with @/config/paths (an in-app path such as /offers/12). */
export interface MapPoint {
  id: number | string;
  lat: number;
  lng: number;
  title: string;
  subtitle?: string;
  href?: string;
}

export interface MapCenter {
  lat: number;
  lng: number;
}

/**
 * Whether a coordinate pair can be drawn: both finite and in range. (0, 0) — "null island" in the
 * Gulf of Guinea — is how unset coordinates often arrive, and no Omani business is there.
 */
export function isMappable(lat: number | null | undefined, lng: number | null | undefined): boolean {
  if (typeof lat !== 'number' || typeof lng !== 'number') return false;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return false;
  return !(lat === 0 && lng === 0);
}

/** A map's height as CSS: a number is pixels, a string is any CSS length. */
export function cssSize(value: number | string): string {
  return typeof value === 'number' ? `${value}px` : value;
}
