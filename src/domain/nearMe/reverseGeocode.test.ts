import { setRuntimeConfig } from '@/config/runtime';
import { http, HttpResponse, server } from '@tests/utils/msw';
import { apiLogger } from '@/lib/logger';
import { areaName, reverseGeocode } from './reverseGeocode';

const SERVICE = 'http://geo.example/reverse';
const MUSCAT = { lat: 23.588, lon: 58.383 };

afterEach(() => setRuntimeConfig({}));

describe('reverse geocoding', () => {
  test('names the area from a Nominatim answer, sending lat, lon, format=json and the language', async () => {
    setRuntimeConfig({ geocodingUrl: SERVICE });
    let asked: URL | null = null;
    server.use(
      http.get(SERVICE, ({ request }) => {
        asked = new URL(request.url);
        return HttpResponse.json({ display_name: 'Al Khuwair, Muscat, Oman', address: { suburb: 'Al Khuwair', city: 'Muscat', country: 'Oman' } });
      }),
    );
    await expect(reverseGeocode(MUSCAT, 'en')).resolves.toBe('Al Khuwair, Muscat');
    expect(Object.fromEntries((asked as unknown as URL).searchParams)).toEqual({ lat: '23.588', lon: '58.383', format: 'json', 'accept-language': 'en' });
  });

  test('with no service configured there is no call and no name', async () => {
    setRuntimeConfig({ geocodingUrl: '' });
    await expect(reverseGeocode(MUSCAT, 'en')).resolves.toBeNull();
  });

  test("a failure is logged as 'Reverse Geocoding Error' and passed on", async () => {
    setRuntimeConfig({ geocodingUrl: SERVICE });
    server.use(http.get(SERVICE, () => new HttpResponse(null, { status: 503 })));
    const log = jest.spyOn(apiLogger, 'warn').mockImplementation(() => {});
    await expect(reverseGeocode(MUSCAT, 'en')).rejects.toThrow('503');
    expect(log).toHaveBeenCalledWith('Reverse Geocoding Error', expect.any(Error));
    log.mockRestore();
  });

  test('area names from the other shapes a Nominatim answer takes', () => {
    expect(areaName({ address: { town: 'Nizwa', state: 'Ad Dakhiliyah' } })).toBe('Nizwa');
    expect(areaName({ address: { neighbourhood: 'Qurum', city: 'Muscat' } })).toBe('Qurum, Muscat');
    expect(areaName({ address: { suburb: 'Muscat', city: 'Muscat' } })).toBe('Muscat');
    expect(areaName({ display_name: 'Sur, Ash Sharqiyah, Oman' })).toBe('Sur, Ash Sharqiyah');
    expect(areaName({ error: 'Unable to geocode' })).toBe('');
    expect(areaName(null)).toBe('');
    expect(areaName({ address: { suburb: 'الخوير', city: 'مسقط' } }, 'ar')).toBe('الخوير، مسقط');
  });
});
