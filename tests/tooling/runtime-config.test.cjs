'use strict';
// The /config.json of npm start / npm run serve hands the app the mock's reverse-geocoding stand-in
// whenever the mock is local, so Near me names the area offline; GEOCODING_URL overrides it.

const { runtimeConfig } = require('../../scripts/runtime-config.cjs');

const KEYS = ['API_PORT', 'API_URL', 'GEOCODING_URL', 'SERVICE_WORKER'];
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

test('SERVICE_WORKER=off hands out the offline worker’s kill switch, and nothing else does (docs/offline.md)', () => {
  expect(runtimeConfig()).not.toHaveProperty('serviceWorker');
  process.env.SERVICE_WORKER = 'on';
  expect(runtimeConfig()).not.toHaveProperty('serviceWorker');
  process.env.SERVICE_WORKER = 'off';
  expect(runtimeConfig().serviceWorker).toBe(false);
});
