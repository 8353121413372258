// Leaflet does not run in jsdom, so leaflet and react-leaflet are replaced by recorders and the
// tests check what MapCanvas asks of them. The real map is checked in the browser by Playwright.
import { act, fireEvent, screen, within } from '@testing-library/react';
import L from 'leaflet';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getRuntimeConfig, setRuntimeConfig } from '@/config/runtime';
import { renderWithProviders } from '@tests/utils/render';
import { LazyMap, type LazyMapProps } from './LazyMap';
import type { MapPoint } from './types';

interface FakeMarker {
  latlng: [number, number];
  options: { title?: string; icon?: unknown; keyboard?: boolean };
  popupContent: (() => HTMLElement) | null;
  popupOptions?: { maxWidth?: number; minWidth?: number };
  handlers: Record<string, () => void>;
}
interface FakeGroup {
  kind: 'layerGroup' | 'cluster';
  options?: Record<string, unknown>;
  layers: FakeMarker[];
  addLayer: jest.Mock;
  addLayers: jest.Mock;
}
interface FakeLeaflet {
  created: { markers: FakeMarker[]; groups: FakeGroup[] };
  marker: jest.Mock;
  divIcon: jest.Mock;
  layerGroup: jest.Mock;
  markerClusterGroup: jest.Mock;
  latLngBounds: jest.Mock;
}

jest.mock('leaflet', () => {
  const created = { markers: [] as unknown[], groups: [] as unknown[] };
  const makeGroup = (kind: string, options?: unknown) => {
    const group = {
      kind,
      options,
      layers: [] as unknown[],
      addLayer: jest.fn((layer: unknown): unknown => {
        group.layers.push(layer);
        return group;
      }),
      addLayers: jest.fn((layers: unknown[]): unknown => {
        group.layers.push(...layers);
        return group;
      }),
    };
    created.groups.push(group);
    return group;
  };
  const fake = {
    created,
    divIcon: jest.fn((options: unknown) => ({ kind: 'divIcon', options })),
    marker: jest.fn((latlng: unknown, options: unknown) => {
      const update = () => undefined;
      const marker = {
        latlng,
        options,
        popupContent: null as unknown,
        popupOptions: undefined as unknown,
        handlers: {} as Record<string, unknown>,
        update,
        // Plain functions, not jest.fn: the 10 000-marker test builds many of these.
        bindPopup(content: unknown, popupOptions: unknown) {
          marker.popupContent = content;
          marker.popupOptions = popupOptions;
          return marker;
        },
        on(event: string, handler: unknown) {
          marker.handlers[event] = handler;
          return marker;
        },
        getPopup: () => ({ update }),
      };
      created.markers.push(marker);
      return marker;
    }),
    layerGroup: jest.fn(() => makeGroup('layerGroup')),
    markerClusterGroup: jest.fn((options: unknown) => makeGroup('cluster', options)),
    latLngBounds: jest.fn((latlngs: unknown) => ({ bounds: latlngs })),
  };
  return { __esModule: true, default: fake, ...fake };
});
jest.mock('leaflet.markercluster', () => ({}));

const mapSize = { x: 1000, y: 400 };
const mockMap = { addLayer: jest.fn(), removeLayer: jest.fn(), setView: jest.fn(), fitBounds: jest.fn(), getSize: () => mapSize };
jest.mock('react-leaflet', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    MapContainer: ({ children, center, zoom, style, className }: Record<string, never>) =>
      createElement(
        'div',
        { 'data-testid': 'map-container', 'data-center': JSON.stringify(center), 'data-zoom': zoom, style, className },
        children,
      ),
    TileLayer: ({ url, attribution }: Record<string, string>) =>
      createElement('div', { 'data-testid': 'tile-layer', 'data-url': url, 'data-attribution': attribution }),
    useMap: () => mockMap,
  };
});

const fake = L as unknown as FakeLeaflet;

const muscat: MapPoint = { id: 1, lat: 23.588, lng: 58.3829, title: 'Al Bahja Sweets', subtitle: 'Muscat Halwa Co.', href: '/offers/1' };
const sohar: MapPoint = { id: 2, lat: 24.3474, lng: 56.7093, title: 'Sohar Fish Market', subtitle: 'Batinah Traders', href: '/offers/2' };
const salalah: MapPoint = { id: 3, lat: 17.0151, lng: 54.0924, title: 'Frankincense Tour' };

const savedConfig = getRuntimeConfig();

const titlePopup = (point: MapPoint) => <p>{point.title}</p>;

async function renderMap(props: Partial<LazyMapProps> = {}) {
  const result = await renderWithProviders(
    <LazyMap points={[muscat, sohar, salalah]} ariaLabel="Offers map" renderPopup={titlePopup} {...props} />,
  );
  await screen.findByTestId('map-container');
  return result;
}

function lastGroup(): FakeGroup {
  return fake.created.groups[fake.created.groups.length - 1];
}

function popupOf(index: number): HTMLElement {
  const content = fake.created.markers[index].popupContent;
  if (!content) throw new Error('no popup bound');
  return content();
}

/** Opens a marker's popup as Leaflet would, letting React render into it. */
function openPopup(index: number): HTMLElement {
  let popup: HTMLElement | undefined;
  act(() => {
    popup = popupOf(index);
  });
  return popup as HTMLElement;
}

beforeEach(() => {
  mapSize.x = 1000;
  fake.created.markers.length = 0;
  fake.created.groups.length = 0;
  jest.clearAllMocks();
  setRuntimeConfig({ ...savedConfig, tileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png', tileAttribution: '© Example maps' });
});
afterAll(() => setRuntimeConfig(savedConfig));

describe('the map (spec: centred on the first one at zoom 8, 400px tall)', () => {
  it('centres on the first point at zoom 8 and is 400 px tall', async () => {
    await renderMap();
    const container = screen.getByTestId('map-container');
    expect(JSON.parse(container.dataset.center ?? 'null')).toEqual([muscat.lat, muscat.lng]);
    expect(container.dataset.zoom).toBe('8');
    expect(container.style.blockSize).toBe('400px');
    expect(mockMap.setView).toHaveBeenLastCalledWith([muscat.lat, muscat.lng], 8, { animate: false });
    expect(mockMap.fitBounds).not.toHaveBeenCalled();
  });

  it('is a named region', async () => {
    await renderMap();
    expect(screen.getByRole('region', { name: 'Offers map' })).toContainElement(screen.getByTestId('map-container'));
  });

  it('takes another centre, zoom and height', async () => {
    await renderMap({ center: { lat: 20, lng: 57 }, zoom: 6, height: 300 });
    const container = screen.getByTestId('map-container');
    expect(JSON.parse(container.dataset.center ?? 'null')).toEqual([20, 57]);
    expect(container.dataset.zoom).toBe('6');
    expect(container.style.blockSize).toBe('300px');
    expect(mockMap.setView).toHaveBeenLastCalledWith([20, 57], 6, { animate: false });
  });

  it('fits every point in view with fitToPoints (a company and its branches)', async () => {
    await renderMap({ fitToPoints: true });
    expect(fake.latLngBounds).toHaveBeenCalledWith([
      [muscat.lat, muscat.lng],
      [sohar.lat, sohar.lng],
      [salalah.lat, salalah.lng],
    ]);
    expect(mockMap.fitBounds).toHaveBeenCalledTimes(1);
    // No animated first view: leaving mid-zoom would run Leaflet's timers on a removed map.
    expect(mockMap.fitBounds).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ animate: false }));
  });

  it('loads tiles from the runtime configuration, standard {z}/{x}/{y}', async () => {
    await renderMap();
    const tiles = screen.getByTestId('tile-layer');
    expect(tiles).toHaveAttribute('data-url', 'https://tiles.example.test/{z}/{x}/{y}.png');
    expect(tiles).toHaveAttribute('data-attribution', '© Example maps');
  });

  it('has no tile layer when tileUrl is empty, and still shows the markers', async () => {
    setRuntimeConfig({ ...savedConfig, tileUrl: '' });
    await renderMap();
    expect(screen.queryByTestId('tile-layer')).not.toBeInTheDocument();
    expect(fake.marker).toHaveBeenCalledTimes(3);
  });

  it('puts one named, keyboard-focusable marker on each point', async () => {
    await renderMap();
    expect(fake.created.markers.map((marker) => marker.latlng)).toEqual([
      [muscat.lat, muscat.lng],
      [sohar.lat, sohar.lng],
      [salalah.lat, salalah.lng],
    ]);
    expect(fake.created.markers.map((marker) => marker.options.title)).toEqual([muscat.title, sohar.title, salalah.title]);
    expect(fake.created.markers.every((marker) => marker.options.keyboard)).toBe(true);
    // The brand pin: an inline SVG divIcon, no marker PNGs for webpack to break.
    expect(fake.divIcon).toHaveBeenCalledWith(expect.objectContaining({ className: 'map-pin', html: expect.stringContaining('<svg') }));
    const group = lastGroup();
    expect(group.kind).toBe('layerGroup');
    expect(group.layers).toHaveLength(3);
    expect(mockMap.addLayer).toHaveBeenCalledWith(group);
    expect(fake.markerClusterGroup).not.toHaveBeenCalled();
  });

  it('skips points without usable coordinates, and renders nothing without any', async () => {
    const broken = { ...sohar, id: 9, lat: Number.NaN };
    const nowhere = { ...sohar, id: 10, lat: 0, lng: 0 };
    await renderMap({ points: [broken, muscat, nowhere] });
    expect(fake.marker).toHaveBeenCalledTimes(1);
    expect(JSON.parse(screen.getByTestId('map-container').dataset.center ?? 'null')).toEqual([muscat.lat, muscat.lng]);
  });

  it('renders no map at all without points', async () => {
    await renderWithProviders(<LazyMap points={[]} ariaLabel="Offers map" renderPopup={titlePopup} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading map…')).not.toBeInTheDocument();
  });

  it("shows each marker's own place in its popup, rendered only when it opens", async () => {
    const renderPopup = jest.fn((point: MapPoint) => (
      <>
        <p>{point.title}</p>
        {point.subtitle && <p>{point.subtitle}</p>}
      </>
    ));
    await renderMap({ renderPopup });
    expect(renderPopup).not.toHaveBeenCalled();
    const popup = openPopup(1);
    expect(renderPopup).toHaveBeenLastCalledWith(sohar);
    expect(popup).toHaveClass('map-popup');
    expect(popup).toHaveTextContent('Sohar Fish Market');
    expect(popup).toHaveTextContent('Batinah Traders');
  });

  it('never parses API text as HTML', async () => {
    const evil: MapPoint = { ...muscat, title: '<img src=x onerror=alert(1)>' };
    await renderMap({ points: [evil] });
    const popup = openPopup(0);
    expect(popup.querySelector('img')).toBeNull();
    expect(popup.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it("keeps the popup inside the app: a link in it to the point's page opens without a page load", async () => {
    const { router } = await renderMap({ renderPopup: (point) => point.href && <Link to={point.href}>View offer</Link> });
    const popup = openPopup(1);
    document.body.append(popup); // where Leaflet puts an open popup
    const link = within(popup).getByRole('link', { name: 'View offer' });
    expect(link).toHaveAttribute('href', '/offers/2');
    expect(fireEvent.click(link)).toBe(false); // default prevented: the router navigated instead
    expect(router.state.location.pathname).toBe('/offers/2');
    popup.remove();
  });

  it('groups markers with leaflet.markercluster when cluster is set, added in one chunked call', async () => {
    await renderMap({ cluster: true });
    expect(fake.markerClusterGroup).toHaveBeenCalledWith(expect.objectContaining({ chunkedLoading: true }));
    const group = lastGroup();
    expect(group.kind).toBe('cluster');
    expect(group.addLayers).toHaveBeenCalledTimes(1);
    expect(group.layers).toHaveLength(3);
    expect(mockMap.addLayer).toHaveBeenCalledWith(group);
    expect(fake.layerGroup).not.toHaveBeenCalled();
  });

  it('builds 10 000 clustered markers imperatively: no React element per point', async () => {
    const many = Array.from({ length: 10_000 }, (_, i): MapPoint => ({
      id: i,
      lat: 17 + (i % 700) / 100,
      lng: 52 + Math.floor(i / 700) / 3,
      title: `Offer ${i}`,
    }));
    await renderMap({ points: many, cluster: true });
    expect(fake.marker).toHaveBeenCalledTimes(10_000);
    expect(lastGroup().addLayers).toHaveBeenCalledTimes(1);
    expect(lastGroup().layers).toHaveLength(10_000);
    expect(screen.getByTestId('map-container').querySelectorAll('*').length).toBeLessThan(5);
    // Popups are built only when opened.
    expect(document.querySelectorAll('.map-popup')).toHaveLength(0);
  });

  it('keeps its markers when re-rendered with equal points in a new array', async () => {
    function Host() {
      const [, setTick] = useState(0);
      return (
        <>
          <button onClick={() => setTick((n) => n + 1)}>rerender</button>
          <LazyMap points={[{ ...muscat }, { ...sohar }]} ariaLabel="Offers map" renderPopup={titlePopup} />
        </>
      );
    }
    await renderWithProviders(<Host />);
    await screen.findByTestId('map-container');
    expect(fake.marker).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'rerender' }));
    expect(fake.marker).toHaveBeenCalledTimes(2);
    expect(mockMap.removeLayer).not.toHaveBeenCalled();
  });

  it('rebuilds the markers when the points change, removing the old layer', async () => {
    const { rerender } = await renderMap();
    const first = lastGroup();
    rerender(<LazyMap points={[sohar]} ariaLabel="Offers map" renderPopup={titlePopup} />);
    expect(mockMap.removeLayer).toHaveBeenCalledWith(first);
    expect(lastGroup().layers).toHaveLength(1);
    expect(mockMap.setView).toHaveBeenLastCalledWith([sohar.lat, sohar.lng], 8, { animate: false });
  });

  it('removes its layer when it goes away', async () => {
    const { unmount } = await renderMap();
    const group = lastGroup();
    unmount();
    expect(mockMap.removeLayer).toHaveBeenCalledWith(group);
  });

  it('renders the popup through a portal, reused while open and emptied on close', async () => {
    await renderMap({ renderPopup: (point) => <strong data-testid="custom">{point.title} ★</strong> });
    const content = openPopup(0);
    expect(content.querySelector('[data-testid="custom"]')?.textContent).toBe('Al Bahja Sweets ★');
    // Leaflet asks again on update(): the same container comes back, no re-render loop.
    expect(popupOf(0)).toBe(content);
    expect(fake.created.markers[0].handlers.popupclose).toBeDefined();
    act(() => fake.created.markers[0].handlers.popupclose());
    expect(content.childElementCount).toBe(0);
  });
});

describe('popup width', () => {
  it('is 260 px at most, and on a phone-sized map leaves room for its margins and the pan padding', async () => {
    const wide = await renderMap();
    expect(fake.created.markers[0].popupOptions).toMatchObject({ maxWidth: 260, minWidth: 160 });
    wide.unmount();
    mapSize.x = 307; // a 375 px phone's map
    fake.created.markers.length = 0;
    await renderMap();
    expect(fake.created.markers[0].popupOptions).toMatchObject({ maxWidth: 227, minWidth: 160 });
  });
});

describe('reduced motion', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('clusters without animation for visitors who prefer reduced motion', async () => {
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query })) as unknown as typeof window.matchMedia;
    await renderMap({ cluster: true });
    expect(lastGroup().options).toMatchObject({ animate: false });
  });

  it('animates clusters otherwise', async () => {
    window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
    await renderMap({ cluster: true });
    expect(lastGroup().options).toMatchObject({ animate: true });
  });
});
