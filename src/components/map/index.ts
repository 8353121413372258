// The map's public face. MapCanvas (Leaflet) is deliberately NOT exported: it must only be
// reached through LazyMap's dynamic import, or Leaflet lands in the initial bundle.
export { LazyMap, type LazyMapProps } from './LazyMap';
export { isMappable, type MapPoint, type MapCenter } from './types';
