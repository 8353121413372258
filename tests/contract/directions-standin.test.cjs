'use strict';
// The routing service's stand-in (mock-server/directions.cjs): the real service's request and
// answer shapes, its key check, and distances that are the drawn line's great-circle length.

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startMock } = require('./helpers/mock-process.cjs');
const { haversine } = require('../../mock-server/directions.cjs');

const MUSCAT = [58.3829, 23.588];
const NIZWA = [57.5301, 22.9333];

let tempDir;
let mock;
beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-directions-'));
  mock = await startMock({ MOCK_DATA_DIR: tempDir });
}, 30000);
afterAll(async () => {
  if (mock) await mock.stop();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

const post = (body, key = 'mock-routing-key') =>
  fetch(`${mock.url}/__services/directions/driving-car`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key ? { Authorization: key } : {}) },
    body: JSON.stringify(body),
  });

describe('routing stand-in', () => {
  test('answers a GeoJSON route with a summary, a stepped LineString and 60 km/h', async () => {
    const res = await post({ coordinates: [MUSCAT, NIZWA] });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.type).toBe('FeatureCollection');
    const [feature] = body.features;
    expect(feature.geometry).toEqual({ type: 'LineString', coordinates: [MUSCAT, [MUSCAT[0], NIZWA[1]], NIZWA] });
    const expected = haversine(MUSCAT, [MUSCAT[0], NIZWA[1]]) + haversine([MUSCAT[0], NIZWA[1]], NIZWA);
    expect(feature.properties.summary.distance).toBeCloseTo(expected, 0);
    expect(feature.properties.summary.distance).toBeGreaterThan(110_000);
    expect(feature.properties.summary.duration).toBeCloseTo(expected / (60_000 / 3600), 0);
  });

  test('refuses a missing or wrong API key, as the real service does', async () => {
    expect((await post({ coordinates: [MUSCAT, NIZWA] }, null)).status).toBe(403);
    expect((await post({ coordinates: [MUSCAT, NIZWA] }, 'wrong')).status).toBe(403);
  });

  test('rejects coordinates that are not [lon, lat] pairs', async () => {
    expect((await post({ coordinates: [MUSCAT] })).status).toBe(400);
    expect((await post({ coordinates: [MUSCAT, [58, 123]] })).status).toBe(400);
    expect((await post({})).status).toBe(400);
  });
});
