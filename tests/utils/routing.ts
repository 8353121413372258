// A routing service for a screen test: config.json names one, the browser's position answers at
// once (from), and the service answers one 2.5 km, 4 min route from there to `to`.
import { setRuntimeConfig } from '@/config/runtime';
import { HttpResponse, TEST_API, http, server } from './msw';

const ROUTING = 'http://routing.test/directions';

export function serveRouting(to: { lat: number; lng: number }, from = { lat: 23.588, lng: 58.3829 }) {
  setRuntimeConfig({ apiBaseUrl: TEST_API, tileUrl: '', routingUrl: ROUTING, routingApiKey: 'k' });
  const getCurrentPosition = jest.fn((ok: PositionCallback) => ok({ coords: { latitude: from.lat, longitude: from.lng } } as GeolocationPosition));
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  server.use(
    http.post(ROUTING, () =>
      HttpResponse.json({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { summary: { distance: 2500, duration: 240 } },
            geometry: { type: 'LineString', coordinates: [[from.lng, from.lat], [to.lng, to.lat]] },
          },
        ],
      }),
    ),
  );
  /** Back to no routing service, for the tests that follow. */
  const restore = () => setRuntimeConfig({ apiBaseUrl: TEST_API, tileUrl: '' });
  return { getCurrentPosition, restore };
}
