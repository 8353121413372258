import { Component, lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { cssSize, isMappable, type MapCenter, type MapPoint } from './types';
import './map.css';

// Leaflet and its CSS live in their own chunk, fetched the first time a map renders.
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
  /** A popup link was clicked: navigate inside the SPA (e.g. navigate(point.href)). Without it the href is followed. */
  onOpenPoint?: (point: MapPoint) => void;
  /** Replaces the default popup (title, subtitle, link) with React content. */
  renderPopup?: (point: MapPoint) => ReactNode;
  /** The popup link's text, e.g. 'View offer'; 'View details' by default. */
  popupLinkText?: string;
  /** Fit every point in view instead of centring on the first (a company and its branches). */
  fitToPoints?: boolean;
  className?: string;
}

/** A stable identity for the same points, so a caller's fresh array doesn't rebuild 10 000 markers. */
function pointsSignature(points: MapPoint[]): string {
  return points.map((p) => `${p.id}|${p.lat}|${p.lng}|${p.title}|${p.subtitle ?? ''}|${p.href ?? ''}`).join('\n');
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

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** A failed map chunk (offline, a new deploy) leaves a quiet note; the rest of the page works. */
class MapLoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A Leaflet map that costs nothing until it renders: a sized placeholder while its chunk loads,
 * then markers with popups. Renders nothing without mappable points.
 *
 * Accessibility: the map is a named region and its markers are focusable, but a map is never the
 * only way to a place — every caller also lists the same points as links.
 */
export function LazyMap({
  points,
  center,
  zoom = 8,
  height = 400,
  cluster = false,
  ariaLabel,
  onOpenPoint,
  renderPopup,
  popupLinkText,
  fitToPoints = false,
  className,
}: LazyMapProps) {
  const { t } = useTranslation('ui');
  const signature = pointsSignature(points);
  const mappable = useMemo(
    () => points.filter((point) => isMappable(point.lat, point.lng)),
    // Keyed on content, not identity: see pointsSignature.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [signature],
  );
  if (mappable.length === 0) return null;

  return (
    <div
      className={['lazy-map', className].filter(Boolean).join(' ')}
      role="region"
      aria-label={ariaLabel}
      style={{ blockSize: cssSize(height) }}
    >
      <MapLoadBoundary fallback={<MapPlaceholder busy={false}>{t('map.failed')}</MapPlaceholder>}>
        <Suspense fallback={<MapPlaceholder busy>{t('map.loading')}</MapPlaceholder>}>
          <MapCanvas
            points={mappable}
            center={center}
            zoom={zoom}
            height={height}
            cluster={cluster}
            fitToPoints={fitToPoints}
            popupLinkText={popupLinkText ?? t('map.viewDetails')}
            onOpenPoint={onOpenPoint}
            renderPopup={renderPopup}
          />
        </Suspense>
      </MapLoadBoundary>
    </div>
  );
}
