import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Icon } from '@/components/Icon';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { MapPlaceList } from './MapPlaceList';
import { isMappable } from '@/lib/coordinates';
import { useTakenOver } from '@/lib/hydration';
import { cssSize } from './cssSize';
import type { MapCenter, MapPoint } from './types';
import './map.css';

// Leaflet and its CSS live in their own chunk, fetched the first time a map nears the viewport.
const MapCanvas = lazy(() =>
  import(/* webpackChunkName: "map" */ './MapCanvas').then((module) => ({ default: module.MapCanvas })),
);

export interface LazyMapProps {
  points: MapPoint[];
  /** Defaults to the first point (spec: "centred on the first one at zoom 8"). */
  center?: MapCenter;
  zoom?: number;
  /** Block size; a number is pixels. Spec: 400 px. */
  height?: number | string;
  /** Group nearby markers (use for long lists: offers, partners). */
  cluster?: boolean;
  /** The map region's accessible name, e.g. 'Offers map'. */
  ariaLabel: string;
  /** A marker's popup, as React content (e.g. DirectionsPopup); built only when the popup opens. */
  renderPopup: (point: MapPoint) => ReactNode;
  /** Fit every point in view instead of centring on the first (a company and its branches). */
  fitToPoints?: boolean;
  /** A route to draw ([lat, lng] pairs, e.g. from Directions); the map fits it in view. */
  route?: [number, number][];
  /** The visitor's point (Near me), marked apart from the places' pins. */
  here?: MapCenter;
  className?: string;
}

/** A stable identity for the same points, so a caller's fresh array doesn't rebuild 10 000 markers. */
function pointsSignature(points: MapPoint[]): string {
  return points.map((p) => `${p.id}|${p.lat}|${p.lng}|${p.title}|${p.subtitle ?? ''}|${p.href ?? ''}`).join('\n');
}

/**
 * True once the element is within `margin` of the viewport (and from then on). Without
 * IntersectionObserver (old browsers, jsdom) it is true at once.
 */
function useNearViewport(margin: string, rendered: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setNear] = useState(false);
  // A published page's HTML has the placeholder (nothing observes in Node), and its hydration draws
  // the same; a mount in the browser without IntersectionObserver draws the map at once.
  const takenOver = useTakenOver();
  const near = seen || (takenOver && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, margin, rendered]);
  return { ref, near };
}

function MapPlaceholder({ children, busy }: { children: ReactNode; busy: boolean }) {
  return (
    <div className={`map-placeholder${busy ? ' map-placeholder--loading' : ''}`} aria-busy={busy || undefined}>
      <span className="map-placeholder__icon" aria-hidden="true">
        <Icon name="map" size={28} />
      </span>
      <p className="map-placeholder__text">{children}</p>
    </div>
  );
}

/**
 * A Leaflet map that costs nothing until it renders: a sized placeholder while its chunk loads,
 * then markers with popups. Renders nothing without mappable points.
 *
 * Accessibility: the map is a named region and its markers are focusable, but a map is never the
 * only way to a place — the same points follow it as a list (MapPlaceList).
 */
export function LazyMap({ points, zoom = 8, height = 400, ariaLabel, className, ...canvas }: LazyMapProps) {
  const { t } = useTranslation('ui');
  // Leaflet (~50 KB gz) is not part of any page's first load: a detail page's map below the first
  // screen fetches it only when the visitor gets near.
  const signature = pointsSignature(points);
  const mappable = useMemo(
    () => points.filter((point) => isMappable(point.lat, point.lng)),
    // Keyed on content, not identity: see pointsSignature.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [signature],
  );
  const { ref, near } = useNearViewport('100px 0px', mappable.length > 0);
  if (mappable.length === 0) return null;

  return (
    <>
      <div
        ref={ref}
        className={['lazy-map', className].filter(Boolean).join(' ')}
        role="region"
        aria-label={ariaLabel}
        style={{ blockSize: cssSize(height) }}
      >
        {/* A failed map chunk (offline, a new deploy) or a map that crashes leaves a quiet note; the rest of the page works. */}
        <ErrorBoundary fallback={() => <MapPlaceholder busy={false}>{t('map.failed')}</MapPlaceholder>}>
          {near ? (
            <Suspense fallback={<MapPlaceholder busy>{t('map.loading')}</MapPlaceholder>}>
              {/* The rest of the props (center, cluster, route, popups…) are the canvas's own. */}
              <MapCanvas {...canvas} points={mappable} zoom={zoom} height={height} />
            </Suspense>
          ) : (
            <MapPlaceholder busy={false}>{t('map.loading')}</MapPlaceholder>
          )}
        </ErrorBoundary>
      </div>
      <MapPlaceList points={mappable} />
    </>
  );
}
