// The map itself: Leaflet, react-leaflet and marker clustering, with their CSS. Only LazyMap
// imports this file, through a dynamic import, so none of it is in the initial bundle.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CircleMarker, MapContainer, Polyline, TileLayer, useMap } from 'react-leaflet';
import { getRuntimeConfig } from '@/config/runtime';
import { cssSize } from './cssSize';
import type { MapCenter, MapPoint } from './types';
import './map-canvas.css';

export interface MapCanvasProps {
  /** Already validated (see isMappable) and non-empty. */
  points: MapPoint[];
  center?: MapCenter;
  zoom: number;
  /** CSS block size: a number is pixels. */
  height: number | string;
  cluster?: boolean;
  fitToPoints?: boolean;
  /** A route to draw, [lat, lng] pairs. */
  route?: [number, number][];
  /** The visitor's point (Near me), marked apart from the places' pins. */
  here?: MapCenter;
  /** A marker's popup content, rendered through a portal into Leaflet's popup while it is open. */
  renderPopup: (point: MapPoint) => ReactNode;
}

// Brand-green pin as inline SVG: no marker PNGs (whose URLs webpack breaks), crisp at any DPI.
// Static markup of our own, never API text.
const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="40" viewBox="0 0 30 40" aria-hidden="true" focusable="false">' +
  '<path d="M15 1.5C7.5 1.5 1.5 7.4 1.5 14.8 1.5 25 15 38.5 15 38.5S28.5 25 28.5 14.8C28.5 7.4 22.5 1.5 15 1.5z" fill="#48A002" stroke="#fff" stroke-width="2"/>' +
  '<circle cx="15" cy="15" r="5.5" fill="#fff"/></svg>';

function makePinIcon(): L.DivIcon {
  return L.divIcon({
    className: 'map-pin',
    html: PIN_SVG,
    iconSize: [30, 40],
    iconAnchor: [15, 39],
    popupAnchor: [0, -34],
  });
}

/** Visitors who ask for less motion get a map that jumps instead of gliding (WCAG 2.3.3). */
function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

interface PortalTarget {
  point: MapPoint;
  container: HTMLElement;
  marker: L.Marker;
}

/**
 * Markers are built imperatively in one effect — one Leaflet layer, not one React element per
 * point — so 10 000 offers stay smooth (clustered, added in chunks).
 */
function MarkerLayer({ points, cluster, renderPopup }: Pick<MapCanvasProps, 'points' | 'cluster' | 'renderPopup'>) {
  const map = useMap();
  const [portal, setPortal] = useState<PortalTarget | null>(null);
  const portalRef = useRef<PortalTarget | null>(null);

  // renderPopup is not a dependency: it is called at render time (below), so a caller's new inline
  // function doesn't rebuild every marker.
  useEffect(() => {
    const icon = makePinIcon();
    const group = cluster
      ? L.markerClusterGroup({
          chunkedLoading: true,
          showCoverageOnHover: false,
          spiderfyOnMaxZoom: true,
          animate: !prefersReducedMotion(),
        })
      : L.layerGroup();
    // A popup no wider than the map leaves room for: a phone's map is ~300 px, and a 260 px popup
    // with its content margins (48) and the pan padding (16 a side) ran off its edge.
    const popupWidth = Math.max(120, Math.min(260, map.getSize().x - 80));
    const markers = points.map((point) => {
      const marker = L.marker([point.lat, point.lng], {
        icon,
        title: point.title, // names the focusable marker for keyboard and screen-reader users
        alt: point.title,
        keyboard: true,
        riseOnHover: true,
      });
      // Built when opened (Leaflet calls this), not up front for every point.
      marker.bindPopup(
        () => {
          // Leaflet calls this again on update(): hand back the same container while it is open.
          if (portalRef.current?.marker === marker) return portalRef.current.container;
          const container = document.createElement('div');
          container.className = 'map-popup';
          portalRef.current = { point, container, marker };
          setPortal(portalRef.current);
          return container;
        },
        {
          maxWidth: popupWidth,
          minWidth: Math.min(160, popupWidth),
          autoPanPadding: [16, 16],
          // The zoom control sits top-left in both directions: pan popups below it (not beside
          // it, which a 375 px screen has no room for).
          autoPanPaddingTopLeft: [16, 96],
        },
      );
      marker.on('popupclose', () => {
        if (portalRef.current?.marker !== marker) return;
        portalRef.current = null;
        setPortal(null);
      });
      return marker;
    });

    if (cluster) (group as L.MarkerClusterGroup).addLayers(markers);
    else markers.forEach((marker) => group.addLayer(marker));
    map.addLayer(group);
    return () => {
      map.removeLayer(group);
      portalRef.current = null;
    };
  }, [map, points, cluster]);

  // The React content changes the popup's size: let Leaflet measure and place it again.
  useLayoutEffect(() => {
    portal?.marker.getPopup()?.update();
  }, [portal]);

  if (!portal) return null;
  // A portal keeps the popup inside React's tree: router links and translations work in it.
  return createPortal(renderPopup(portal.point), portal.container);
}

/** Centre on the given point (the first one by default) at `zoom`, or fit every point in view. */
function ViewController({ points, center, zoom, fitToPoints }: Pick<MapCanvasProps, 'points' | 'center' | 'zoom' | 'fitToPoints'>) {
  const map = useMap();
  const target = center ?? { lat: points[0].lat, lng: points[0].lng };
  const bounds = useMemo(
    () => (fitToPoints && points.length > 1 ? points.map((point) => [point.lat, point.lng] as [number, number]) : null),
    [fitToPoints, points],
  );
  useEffect(() => {
    // No animation: a visitor who leaves the page mid-zoom would otherwise leave Leaflet's
    // transition timers running on a removed map ("reading '_leaflet_pos'").
    if (bounds) map.fitBounds(L.latLngBounds(bounds), { padding: [32, 32], maxZoom: 15, animate: false });
    else map.setView([target.lat, target.lng], zoom, { animate: false });
  }, [map, bounds, target.lat, target.lng, zoom]);
  return null;
}

/**
 * The visitor's point as a "you are here" dot, apart from the places' pins. Not interactive: the
 * words (Near me's area, the route's distance) are beside the map.
 */
function HereMarker({ at }: { at: [number, number] }) {
  return (
    <CircleMarker
      center={at}
      radius={8}
      className="map-here"
      interactive={false}
      pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#1a5fb4', fillOpacity: 1 }}
    />
  );
}

/** A route (Directions) as a polyline, fitted in view when it arrives; it begins at the visitor. */
function RouteLayer({ route }: { route: [number, number][] }) {
  const map = useMap();
  useEffect(() => {
    map.fitBounds(L.latLngBounds(route), { padding: [32, 32], maxZoom: 15, animate: false });
  }, [map, route]);
  // className is a construction option (setStyle ignores it), so it is a prop of its own.
  return (
    <>
      <Polyline positions={route} className="map-route" pathOptions={{ color: '#1a5fb4', weight: 5, opacity: 0.85 }} />
      <HereMarker at={route[0]} />
    </>
  );
}

export function MapCanvas({ center, zoom, height, fitToPoints = false, route, here, ...markers }: MapCanvasProps) {
  const { points } = markers;
  const { tileUrl, tileAttribution } = getRuntimeConfig();
  const first = center ?? { lat: points[0].lat, lng: points[0].lng };
  const animate = !prefersReducedMotion();
  return (
    <MapContainer
      className="map-canvas"
      center={[first.lat, first.lng]}
      zoom={zoom}
      style={{ blockSize: cssSize(height), inlineSize: '100%' }}
      // An embedded map must not hijack page scrolling; +/− and pinch still zoom.
      scrollWheelZoom={false}
      // Clustering needs a maximum zoom even when no tile layer (which would bring one) is configured.
      maxZoom={18}
      zoomAnimation={animate}
      fadeAnimation={animate}
      markerZoomAnimation={animate}
    >
      {/* No tile server configured: markers on a plain background, nothing requested. */}
      {tileUrl && <TileLayer url={tileUrl} attribution={tileAttribution} />}
      <MarkerLayer {...markers} />
      <ViewController points={points} center={center} zoom={zoom} fitToPoints={fitToPoints} />
      {route && route.length > 1 ? <RouteLayer route={route} /> : here && <HereMarker at={[here.lat, here.lng]} />}
    </MapContainer>
  );
}
