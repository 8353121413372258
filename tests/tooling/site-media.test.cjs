// serve.cjs --media-on-site: the API's pictures named on, and served from, the site's own origin
// (issue 31: /offers' first picture on the API's origin cost its LCP a second connection).
const http = require('node:http');
const express = require('express');
const { mediaOnSite } = require('../../scripts/site-media.cjs');
const { securityHeaders } = require('../../scripts/security-headers.cjs');
const { startMock } = require('../contract/helpers/mock-process.cjs');
const { mediaUrlsOf } = require('../contract/helpers/media-urls.cjs');

let site;
let siteOrigin;
let mock;
beforeAll(async () => {
  // The site first, on a free port: its origin is what the mock is told to name.
  const app = express();
  const mounted = { media: null };
  app.use((req, res, next) => (mounted.media ? mounted.media(req, res, next) : next()));
  // What serve.cjs answers after the media: the app shell, for every other address.
  app.get('*', (_req, res) => res.type('html').send('<!doctype html><title>app</title>'));
  site = http.createServer(app);
  await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${site.address().port}`;
  const media = mediaOnSite(`${siteOrigin}/`);
  const router = express.Router();
  media.mount(router);
  mounted.media = router;
  mock = await startMock(media.mockEnv);
}, 30000);
afterAll(async () => {
  if (mock) await mock.stop();
  if (site) await new Promise((resolve) => site.close(resolve));
});

test("the mock names every picture on the site's origin, and the site serves each as the mock would", async () => {
  const urls = await mediaUrlsOf(mock.url);
  expect(urls.length).toBeGreaterThan(50);
  for (const url of urls) expect(url.startsWith(`${siteOrigin}/media/`)).toBe(true);
  for (const url of new Set(urls)) {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  }
});

test('a missing picture is a 404, not the app shell', async () => {
  const res = await fetch(`${siteOrigin}/media/offers/none.webp`);
  expect(res.status).toBe(404);
  expect(await res.text()).not.toContain('<title>app</title>');
});

test("the security policy lets the pictures in from the site's public origin, whatever name the site is opened on", () => {
  const { imageOrigin } = mediaOnSite('http://localhost:8781/');
  expect(imageOrigin).toBe('http://localhost:8781');
  const policy = securityHeaders('<html></html>', { apiBaseUrl: 'http://127.0.0.1:3781', tileUrl: '' }, { imageOrigins: [imageOrigin] })['Content-Security-Policy'];
  const imgSrc = policy.split(';').map((part) => part.trim()).find((part) => part.startsWith('img-src '));
  expect(imgSrc).toBe("img-src 'self' data: http://127.0.0.1:3781 http://localhost:8781");
});
