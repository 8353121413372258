// The /config.json answered by `npm start` and `npm run serve`: the committed public/config.json,
// pointed at the local mock's port (its routing and reverse-geocoding stand-ins included), with environment overrides
// (API_URL, TILE_URL, GEOCODING_URL, API_TIMEOUT_MS, ROUTING_URL, ROUTING_API_KEY, and
// SERVICE_WORKER=off, the offline worker's kill switch: docs/offline.md) for tests and demos.
// A static deploy serves public/config.json as it is (edit it per environment).
const fs = require('node:fs');
const path = require('node:path');

function runtimeConfig() {
  const base = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'public', 'config.json'), 'utf8'));
  const apiPort = process.env.API_PORT || '3001';
  const apiBaseUrl = process.env.API_URL || `http://127.0.0.1:${apiPort}`;
  return {
    ...base,
    apiBaseUrl,
    // Reverse geocoding: GEOCODING_URL (empty = off), else the committed value, else the local mock's stand-in.
    geocodingUrl: process.env.GEOCODING_URL ?? (base.geocodingUrl || (process.env.API_URL ? '' : `${apiBaseUrl}/__services/reverse`)),
    ...(process.env.TILE_URL !== undefined ? { tileUrl: process.env.TILE_URL } : {}),
    ...(Number(process.env.API_TIMEOUT_MS) > 0 ? { apiTimeoutMs: Number(process.env.API_TIMEOUT_MS) } : {}),
    ...routing(base, apiPort),
    ...(process.env.SERVICE_WORKER === 'off' ? { serviceWorker: false } : {}),
  };
}

// Directions: ROUTING_URL / ROUTING_API_KEY when set; else a routing host config.json names; else,
// with the mock local (no API_URL), the mock's routing stand-in and its dummy key, so Directions
// runs offline. ROUTING_URL='' switches directions off (the Open in maps link only).
function routing(base, apiPort) {
  if (process.env.ROUTING_URL !== undefined) {
    return { routingUrl: process.env.ROUTING_URL, routingApiKey: process.env.ROUTING_API_KEY ?? base.routingApiKey ?? '' };
  }
  if (base.routingUrl || process.env.API_URL) return {};
  return {
    routingUrl: `http://127.0.0.1:${apiPort}/__services/directions/driving-car`,
    routingApiKey: process.env.ROUTING_API_KEY || process.env.MOCK_ROUTING_KEY || 'mock-routing-key',
  };
}

function configMiddleware(req, res, next) {
  if (req.path !== '/config.json') return next();
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(JSON.stringify(runtimeConfig()));
}

module.exports = { runtimeConfig, configMiddleware };
