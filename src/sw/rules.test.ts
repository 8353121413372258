import { apiBaseOf, imageFitsCache, isUnderApi, KEEP_OFFLINE, keepOfflineRequests, LIMITS, offlinePageFor, workerSwitchedOff } from './rules';

describe('the service worker’s rules', () => {
  it.each([
    ['/partners/99', '/offline.html'],
    ['/', '/offline.html'],
    ['/arabic-coffee', '/offline.html'],
    ['/ar', '/ar/offline.html'],
    ['/ar/', '/ar/offline.html'],
    ['/ar/partners/99', '/ar/offline.html'],
  ])('an unvisited %s offline gets %s, in the page’s language', (pathname, page) => {
    expect(offlinePageFor(pathname)).toBe(page);
  });

  it('reads the API’s base from config.json, and nothing that is not an http(s) URL', () => {
    expect(apiBaseOf({ apiBaseUrl: 'https://api.dalil.example/v1/' })).toBe('https://api.dalil.example/v1');
    expect(apiBaseOf({ apiBaseUrl: 'http://127.0.0.1:3001' })).toBe('http://127.0.0.1:3001');
    expect(apiBaseOf({ apiBaseUrl: 'javascript:alert(1)' })).toBeNull();
    expect(apiBaseOf({ apiBaseUrl: 'not a url' })).toBeNull();
    expect(apiBaseOf({})).toBeNull();
    expect(apiBaseOf(null)).toBeNull();
  });

  it('caches only what is under the API’s base: same origin and path prefix', () => {
    const base = 'https://api.dalil.example/v1';
    expect(isUnderApi(new URL('https://api.dalil.example/v1/providers/get_company_details?id=1'), base)).toBe(true);
    expect(isUnderApi(new URL('https://api.dalil.example/v1'), base)).toBe(true);
    expect(isUnderApi(new URL('https://api.dalil.example/v10/providers'), base)).toBe(false);
    expect(isUnderApi(new URL('https://api.dalil.example/other'), base)).toBe(false);
    expect(isUnderApi(new URL('https://routing.example/v1/route'), base)).toBe(false);
    expect(isUnderApi(new URL('http://127.0.0.1:3001/providers/x'), 'http://127.0.0.1:3001')).toBe(true);
    expect(isUnderApi(new URL('http://127.0.0.1:3001/providers/x'), null)).toBe(false);
  });

  it('is switched off only by an explicit "serviceWorker": false', () => {
    expect(workerSwitchedOff({ serviceWorker: false })).toBe(true);
    expect(workerSwitchedOff({ serviceWorker: true })).toBe(false);
    expect(workerSwitchedOff({ serviceWorker: 'false' })).toBe(false);
    expect(workerSwitchedOff({})).toBe(false);
    expect(workerSwitchedOff(null)).toBe(false);
  });

  it('keeps an image only when it is a whole 200 within the per-entry bound', () => {
    expect(imageFitsCache(200, 12_000)).toBe(true);
    expect(imageFitsCache(200, LIMITS.images.maxBytesPerEntry)).toBe(true);
    expect(imageFitsCache(200, LIMITS.images.maxBytesPerEntry + 1)).toBe(false);
    expect(imageFitsCache(404, 500)).toBe(false);
    expect(imageFitsCache(0, 0)).toBe(false);
    expect(imageFitsCache(206, 500)).toBe(false);
    expect(imageFitsCache(200, Number.NaN)).toBe(false);
  });

  it('bounds the image cache in bytes: entries × the per-entry ceiling stays under 25 MB', () => {
    expect(LIMITS.images.maxEntries * LIMITS.images.maxBytesPerEntry).toBeLessThanOrEqual(25 * 1024 * 1024);
  });

  describe('a saved record’s keep-offline message', () => {
    const site = 'https://dalil.example';
    const api = 'https://api.dalil.example/v1';

    it('keeps the site’s own pages and the site’s or the API’s images', () => {
      const asked = keepOfflineRequests(
        { type: KEEP_OFFLINE, pages: ['/ar/partners/3'], images: ['https://api.dalil.example/v1/media/logos/logo-3.svg', '/icons/icon-192.png'] },
        site,
        api,
      );
      expect(asked).toEqual({
        pages: ['https://dalil.example/ar/partners/3'],
        images: ['https://api.dalil.example/v1/media/logos/logo-3.svg', 'https://dalil.example/icons/icon-192.png'],
      });
    });

    it('drops another host’s page or image, a non-http URL and what is not a string', () => {
      const asked = keepOfflineRequests(
        {
          type: KEEP_OFFLINE,
          pages: ['https://evil.example/partners/3', '//evil.example/x', 'javascript:alert(1)', 42],
          images: ['https://tiles.example/1/2/3.png', 'https://api.dalil.example/other/x.png', 'data:image/png;base64,AAAA', null],
        },
        site,
        api,
      );
      expect(asked).toEqual({ pages: [], images: [] });
    });

    it('asks for a few of each at most, once each', () => {
      const many = Array.from({ length: 10 }, (_, index) => `/partners/${index + 1}`);
      expect(keepOfflineRequests({ type: KEEP_OFFLINE, pages: many, images: [] }, site, api)?.pages).toHaveLength(4);
      expect(keepOfflineRequests({ type: KEEP_OFFLINE, pages: ['/saved', '/saved'], images: [] }, site, api)?.pages).toEqual(['https://dalil.example/saved']);
    });

    it('takes a saved page’s images up to half the image cache: a partner’s logo, offers and products, not a flood', () => {
      const images = Array.from({ length: 100 }, (_, index) => `${api}/media/products/${index + 1}.png`);
      const kept = keepOfflineRequests({ type: KEEP_OFFLINE, pages: ['/partners/3'], images }, site, api)?.images;
      expect(kept).toHaveLength(LIMITS.images.maxEntries / 2);
      expect(kept).toEqual(images.slice(0, LIMITS.images.maxEntries / 2));
    });

    it('is no message for anything else, and keeps no API image when config.json named no API', () => {
      expect(keepOfflineRequests({ type: 'SKIP_WAITING' }, site, api)).toBeNull();
      expect(keepOfflineRequests(null, site, api)).toBeNull();
      expect(keepOfflineRequests({ type: KEEP_OFFLINE }, site, api)).toEqual({ pages: [], images: [] });
      expect(keepOfflineRequests({ type: KEEP_OFFLINE, pages: [], images: ['https://api.dalil.example/v1/media/a.png'] }, site, null)?.images).toEqual([]);
    });
  });
});
