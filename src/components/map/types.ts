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

// Whether a coordinate pair can be drawn lives with the other coordinate rules in lib (directions
// use it too, and lib imports no component).
export { isMappable } from '@/lib/coordinates';

/** A map's height as CSS: a number is pixels, a string is any CSS length. */
export function cssSize(value: number | string): string {
  return typeof value === 'number' ? `${value}px` : value;
}
