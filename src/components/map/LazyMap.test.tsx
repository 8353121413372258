import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderWithProviders } from '@tests/utils/render';
import { LazyMap } from './LazyMap';
import type { MapPoint } from './types';
import { isMappable } from '@/lib/coordinates';

// The chunk is replaced by a recorder; MapCanvas.test.tsx covers the canvas itself.
const mockCanvas = jest.fn();
jest.mock('./MapCanvas', () => ({
  MapCanvas: (props: Record<string, unknown>) => {
    mockCanvas(props);
    return <div data-testid="map-canvas" />;
  },
}));

const points: MapPoint[] = [
  { id: 1, lat: 23.588, lng: 58.3829, title: 'Muscat' },
  { id: 2, lat: 24.3474, lng: 56.7093, title: 'Sohar' },
];
const renderPopup = (point: MapPoint) => point.title;

beforeEach(() => mockCanvas.mockClear());

describe('LazyMap', () => {
  // First on purpose: once React.lazy has the chunk it renders synchronously, with no placeholder.
  it("holds the map's place with a 400 px 'Loading map…' placeholder while its chunk loads", async () => {
    await renderWithProviders(<LazyMap points={points} ariaLabel="Offers map" renderPopup={renderPopup} />);
    const region = screen.getByRole('region', { name: 'Offers map' });
    expect(region).toHaveStyle({ blockSize: '400px' });
    expect(region).toHaveTextContent('Loading map…');
    expect(await screen.findByTestId('map-canvas')).toBeInTheDocument();
    expect(screen.queryByText('Loading map…')).not.toBeInTheDocument();
  });

  it('passes the defaults on: zoom 8, 400 px, no clustering', async () => {
    await renderWithProviders(<LazyMap points={points} ariaLabel="Offers map" renderPopup={renderPopup} />);
    await screen.findByTestId('map-canvas');
    expect(mockCanvas).toHaveBeenLastCalledWith(expect.objectContaining({ points, zoom: 8, height: 400 }));
    // Clustering and fitting are off unless asked for (the canvas reads a missing flag as off).
    const [props] = mockCanvas.mock.lastCall as [{ cluster?: boolean; fitToPoints?: boolean }];
    expect(props.cluster ?? false).toBe(false);
    expect(props.fitToPoints ?? false).toBe(false);
  });

  it('passes its options on, the popup renderer too', async () => {
    await renderWithProviders(
      <LazyMap points={points} ariaLabel="Offers map" height="50vh" zoom={11} cluster fitToPoints renderPopup={renderPopup} />,
    );
    await screen.findByTestId('map-canvas');
    expect(screen.getByRole('region', { name: 'Offers map' })).toHaveStyle({ blockSize: '50vh' });
    expect(mockCanvas).toHaveBeenLastCalledWith(
      expect.objectContaining({ zoom: 11, height: '50vh', cluster: true, fitToPoints: true, renderPopup }),
    );
  });

  it('lists its places beside the map, each linked to its page', async () => {
    const user = userEvent.setup();
    const linked: MapPoint[] = points.map((point) => ({ ...point, href: `/offers/${point.id}` }));
    await renderWithProviders(<LazyMap points={linked} ariaLabel="Offers map" renderPopup={renderPopup} />);
    await user.click(screen.getByText('List the places on this map (2)'));
    const list = within(screen.getByRole('list'));
    expect(list.getByRole('link', { name: 'Muscat' })).toHaveAttribute('href', '/offers/1');
    expect(list.getByRole('link', { name: 'Sohar' })).toHaveAttribute('href', '/offers/2');
  });

  it('renders nothing (and loads nothing) without points', async () => {
    const { container } = await renderWithProviders(<LazyMap points={[]} ariaLabel="Offers map" renderPopup={renderPopup} />);
    expect(container).toBeEmptyDOMElement();
    // Something that must not happen has no state to await: one macrotask lets a lazy import the
    // render had started settle (a promise chain), so a wrongly loaded canvas would be called by now.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockCanvas).not.toHaveBeenCalled();
  });

  it('renders nothing when no point has usable coordinates', async () => {
    const { container } = await renderWithProviders(
      <LazyMap points={[{ id: 1, lat: Number.NaN, lng: 58, title: 'Nowhere' }]} ariaLabel="Offers map" renderPopup={renderPopup} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks Arabic', async () => {
    await renderWithProviders(<LazyMap points={points} ariaLabel="خريطة العروض" renderPopup={renderPopup} />, { language: 'ar' });
    expect(screen.getByRole('region', { name: 'خريطة العروض' })).toBeInTheDocument();
    await screen.findByTestId('map-canvas');
    expect(screen.getByText('أظهر أماكن هذه الخريطة في قائمة (٢)')).toBeInTheDocument();
  });
});

describe('isMappable', () => {
  it('accepts finite coordinates in range', () => {
    expect(isMappable(23.6, 58.4)).toBe(true);
    expect(isMappable(-33.9, 151.2)).toBe(true);
  });

  it('rejects missing, non-finite, out-of-range and (0, 0) coordinates', () => {
    expect(isMappable(null, 58)).toBe(false);
    expect(isMappable(23, undefined)).toBe(false);
    expect(isMappable(Number.NaN, 58)).toBe(false);
    expect(isMappable(23, Number.POSITIVE_INFINITY)).toBe(false);
    expect(isMappable(91, 58)).toBe(false);
    expect(isMappable(23, 181)).toBe(false);
    expect(isMappable(0, 0)).toBe(false);
  });
});

describe('the map stays out of the initial bundle', () => {
  // Anything a screen can import from @/components/map must not statically import Leaflet or
  // MapCanvas; only LazyMap's dynamic import, named "map", may reach them.
  const read = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');
  const staticImports = (source: string) =>
    [...source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm)].map((m) => m[1] ?? m[2]);

  it.each(['index.ts', 'LazyMap.tsx', 'types.ts'])('%s has no static import of leaflet or MapCanvas', (file) => {
    const imports = staticImports(read(file));
    expect(imports.length).toBeGreaterThan(file === 'types.ts' ? -1 : 0);
    expect(imports.filter((name) => /leaflet|MapCanvas/.test(name))).toEqual([]);
  });

  it('LazyMap loads MapCanvas through a dynamic import named "map"', () => {
    expect(read('LazyMap.tsx')).toMatch(/import\(\s*\/\* webpackChunkName: "map" \*\/\s*'\.\/MapCanvas'\s*\)/);
  });
});

describe('LazyMap far below the first screen', () => {
  const original = window.IntersectionObserver;
  let fire: (isIntersecting: boolean) => void = () => undefined;
  beforeEach(() => {
    window.IntersectionObserver = class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        fire = (isIntersecting) => callback([{ isIntersecting }]);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  it('keeps Leaflet out of the page until the map nears the viewport, holding its place', async () => {
    await renderWithProviders(<LazyMap points={points} ariaLabel="Branches map" height={320} renderPopup={renderPopup} />);
    const region = screen.getByRole('region', { name: 'Branches map' });
    expect(region).toHaveStyle({ blockSize: '320px' });
    act(() => fire(false));
    expect(mockCanvas).not.toHaveBeenCalled();
    act(() => fire(true));
    expect(await screen.findByTestId('map-canvas')).toBeInTheDocument();
  });
});
