// The map's public face. MapCanvas (Leaflet) is deliberately NOT exported: it must only be
// reached through LazyMap's dynamic import, or Leaflet lands in the initial bundle.
export { LazyMap, type LazyMapProps } from './LazyMap';
export type { MapPoint, MapCenter } from './types';
// Whether a coordinate pair can be drawn is a coordinate rule of lib (directions use it too); the
// map re-exports it so a screen asks the map what it can draw.
export { isMappable } from '@/lib/coordinates';
