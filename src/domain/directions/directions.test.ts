import { apiLogger } from '@/lib/logger';
import { setRuntimeConfig } from '@/config/runtime';
import { http, HttpResponse, server } from '@tests/utils/msw';
import { fetchRoute, formatRouteDistance, formatRouteDuration, openInMapsHref, parseRoute } from './directions';

const ROUTING = 'http://routing.test/v2/directions/driving-car';
const answer = (summary: unknown, coordinates: unknown = [[58.38, 23.58], [58.4, 23.6]]) => ({
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties: { summary }, geometry: { type: 'LineString', coordinates } }],
});

let warn: jest.SpyInstance;
beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', tileUrl: '', routingUrl: ROUTING, routingApiKey: 'test-key' });
  warn = jest.spyOn(apiLogger, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', tileUrl: '' });
  warn.mockRestore();
});

describe('openInMapsHref', () => {
  it('builds the keyless maps link from numbers only', () => {
    expect(openInMapsHref(Number.NaN, 58)).toBeNull();
    expect(openInMapsHref(123, 58)).toBeNull();
    expect(openInMapsHref(23.5, 58.25)).toBe('https://www.openstreetmap.org/?mlat=23.500000&mlon=58.250000#map=16/23.500000/58.250000');
  });
});

describe('parseRoute', () => {
  it('reads the summary and turns GeoJSON [lon, lat] into [lat, lng]', () => {
    expect(parseRoute(answer({ distance: 12345, duration: 900 }))).toEqual({
      distance: 12345,
      duration: 900,
      path: [[23.58, 58.38], [23.6, 58.4]],
    });
  });

  it.each([
    ['no features', { features: [] }],
    ['a missing summary', answer(undefined)],
    ['a text distance', answer({ distance: '12', duration: 9 })],
    ['a negative duration', answer({ distance: 12, duration: -1 })],
    ['a one-point line', answer({ distance: 1, duration: 1 }, [[58.38, 23.58]])],
    ['an out-of-range coordinate', answer({ distance: 1, duration: 1 }, [[58.38, 23.58], [58.4, 123]])],
    ['not a LineString', { features: [{ properties: { summary: { distance: 1, duration: 1 } }, geometry: { type: 'Point', coordinates: [58, 23] } }] }],
    ['null', null],
  ])('rejects %s', (_label, body) => {
    expect(() => parseRoute(body)).toThrow();
  });
});

describe('fetchRoute', () => {
  it('POSTs both points as [lon, lat] with the API key header and reads the route', async () => {
    let seen: { auth: string | null; body: unknown } | null = null;
    server.use(
      http.post(ROUTING, async ({ request }) => {
        seen = { auth: request.headers.get('Authorization'), body: await request.json() };
        return HttpResponse.json(answer({ distance: 5000, duration: 300 }));
      }),
    );
    const route = await fetchRoute({ lat: 23.588, lng: 58.3829 }, { lat: 23.6, lng: 58.4 });
    expect(seen).toEqual({ auth: 'test-key', body: { coordinates: [[58.3829, 23.588], [58.4, 23.6]] } });
    expect(route.distance).toBe(5000);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['an HTTP error', () => HttpResponse.json({ error: 'quota' }, { status: 403 })],
    ['bad JSON', () => new HttpResponse('<html>', { headers: { 'Content-Type': 'application/json' } })],
    ['a bad shape', () => HttpResponse.json({ routes: [] })],
    ['a network failure', () => HttpResponse.error()],
  ])('logs Directions API Error and passes on %s', async (_label, reply) => {
    server.use(http.post(ROUTING, reply));
    await expect(fetchRoute({ lat: 23.5, lng: 58.3 }, { lat: 23.6, lng: 58.4 })).rejects.toThrow();
    expect(warn).toHaveBeenCalledWith('Directions API Error', expect.anything());
  });

  it('fails (and logs) without a routing service configured', async () => {
    setRuntimeConfig({ apiBaseUrl: 'http://api.test', routingUrl: '' });
    await expect(fetchRoute({ lat: 23.5, lng: 58.3 }, { lat: 23.6, lng: 58.4 })).rejects.toThrow();
    expect(warn).toHaveBeenCalledWith('Directions API Error', expect.anything());
  });
});

describe('distance and duration in words', () => {
  it('writes kilometres, metres, hours and minutes in English', () => {
    expect(formatRouteDistance(12_345, 'en')).toBe('12.3 km');
    expect(formatRouteDistance(850, 'en')).toBe('850 m');
    expect(formatRouteDuration(25 * 60, 'en')).toBe('25 min');
    expect(formatRouteDuration(65 * 60, 'en')).toBe('1 hr 5 min');
    expect(formatRouteDuration(120 * 60, 'en')).toBe('2 hr');
    expect(formatRouteDuration(10, 'en')).toBe('1 min');
  });

  it('writes them with Arabic digits and units in Arabic', () => {
    expect(formatRouteDistance(12_345, 'ar')).toBe('١٢٫٣ كم');
    // Long units joined with و: one and two hours are words, never "١ س ٥ د".
    expect(formatRouteDuration(65 * 60, 'ar')).toBe('ساعة و٥ دقائق');
    expect(formatRouteDuration(120 * 60, 'ar')).toBe('ساعتان');
    expect(formatRouteDuration(11 * 60, 'ar')).toBe('١١ دقيقة');
  });
});
