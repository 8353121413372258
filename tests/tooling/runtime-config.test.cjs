'use strict';
// The /config.json of npm start / npm run serve hands the app the mock's reverse-geocoding stand-in
// whenever the mock is local, so Near me names the area offline; GEOCODING_URL overrides it.

const { runtimeConfig } = require('../../scripts/runtime-config.cjs');

const KEYS = ['API_PORT', 'API_URL', 'GEOCODING_URL'];
let saved;
beforeEach(() => {
  saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]));
  for (const key of KEYS) delete process.env[key];
});
afterEach(() => {
  for (const key of KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

test('a local mock: geocodingUrl is its stand-in on the API port', () => {
  process.env.API_PORT = '3170';
  expect(runtimeConfig()).toMatchObject({ apiBaseUrl: 'http://127.0.0.1:3170', geocodingUrl: 'http://127.0.0.1:3170/__services/reverse' });
});

test('another API host: no stand-in, the committed value (empty: "Near you")', () => {
  process.env.API_URL = 'https://api.example.om';
  expect(runtimeConfig().geocodingUrl).toBe('');
});

test('GEOCODING_URL overrides, and an empty one turns reverse geocoding off', () => {
  process.env.GEOCODING_URL = 'https://geo.example.om/reverse';
  expect(runtimeConfig().geocodingUrl).toBe('https://geo.example.om/reverse');
  process.env.GEOCODING_URL = '';
  expect(runtimeConfig().geocodingUrl).toBe('');
});

describe("the page names its environment's API host (pageWithConfig)", () => {
  const { pageWithConfig } = require('../../scripts/runtime-config.cjs');
  const fs = require('node:fs');
  const path = require('node:path');
  const template = fs.readFileSync(path.join(__dirname, '..', '..', 'public', 'index.html'), 'utf8');
  const meta = (html) => html.match(/<meta name="dalil-api-base"[^>]*>/g);

  test("fills the template's <meta> with config.json's API host, and changes nothing else", () => {
    const page = pageWithConfig(template, { apiBaseUrl: 'https://api.dalil.om' });
    expect(meta(page)).toEqual(['<meta name="dalil-api-base" content="https://api.dalil.om" />']);
    expect(page.replace(/<meta name="dalil-api-base"[^>]*>/, '')).toBe(template.replace(/<meta name="dalil-api-base"[^>]*>/, ''));
  });

  test('fills the minified form the build writes, and can fill a filled page again', () => {
    const built = '<title>Dalil</title><meta name=dalil-api-base content><script>boot()</script>';
    const once = pageWithConfig(built, { apiBaseUrl: 'https://api.one.om' });
    expect(once).toBe('<title>Dalil</title><meta name="dalil-api-base" content="https://api.one.om" /><script>boot()</script>');
    expect(meta(pageWithConfig(once, { apiBaseUrl: 'https://api.two.om' }))).toEqual(['<meta name="dalil-api-base" content="https://api.two.om" />']);
  });

  test('an attribute, never markup: quotes and angle brackets in the value are escaped', () => {
    const page = pageWithConfig(template, { apiBaseUrl: 'https://api.om/"><script>alert(1)</script>' });
    expect(meta(page)).toEqual(['<meta name="dalil-api-base" content="https://api.om/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />']);
  });

  test('no API host in config.json: the <meta> stays empty and the page waits for config.json as before', () => {
    expect(meta(pageWithConfig(template, {}))).toEqual(['<meta name="dalil-api-base" content="" />']);
  });

  test('a page without the <meta> is refused, not served without it unnoticed', () => {
    expect(() => pageWithConfig('<html><head></head></html>', { apiBaseUrl: 'https://api.dalil.om' })).toThrow('dalil-api-base');
  });
});
