// A stand-in for the routing service's driving-car directions (docs/product.md §7), so Directions runs
// offline and in CI. Same shape as openrouteservice's POST /v2/directions/driving-car/geojson:
// the request is {"coordinates": [[lon, lat], [lon, lat], ...]} with the API key in the
// Authorization header; the answer is a GeoJSON FeatureCollection whose first feature carries
// properties.summary {distance (m), duration (s)} and a LineString geometry. The line is a
// stepped one between the points (along the latitude first, then the longitude: a road-like L);
// the distance is the great-circle length of that line, the duration that distance at 60 km/h.
// Outside the contract (it is not our API): mounted under /__services.
const DIRECTIONS_PATH = '/__services/directions/driving-car';
const DEFAULT_KEY = 'mock-routing-key';
const EARTH_RADIUS_M = 6_371_008.8;
const SPEED_M_PER_S = 60_000 / 3600;

function haversine([lon1, lat1], [lon2, lat2]) {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

const isPair = (pair) =>
  Array.isArray(pair) && pair.length >= 2 && pair.every((n) => typeof n === 'number' && Number.isFinite(n)) && Math.abs(pair[0]) <= 180 && Math.abs(pair[1]) <= 90;

const round = (value, digits) => Number(value.toFixed(digits));

/** The stepped line through the given [lon, lat] points, its summary and its segments. */
function route(coordinates) {
  const line = [coordinates[0]];
  const segments = [];
  for (let i = 1; i < coordinates.length; i += 1) {
    const [fromLon] = coordinates[i - 1];
    const [toLon, toLat] = coordinates[i];
    const corner = [fromLon, toLat];
    const start = line[line.length - 1];
    const distance = haversine(start, corner) + haversine(corner, coordinates[i]);
    line.push(corner, [toLon, toLat]);
    segments.push({ distance: round(distance, 1), duration: round(distance / SPEED_M_PER_S, 1), steps: [] });
  }
  const distance = segments.reduce((sum, s) => sum + s.distance, 0);
  const duration = segments.reduce((sum, s) => sum + s.duration, 0);
  const lons = line.map((p) => p[0]);
  const lats = line.map((p) => p[1]);
  return {
    type: 'FeatureCollection',
    bbox: [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)],
    features: [
      {
        type: 'Feature',
        bbox: [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)],
        properties: {
          segments,
          summary: { distance: round(distance, 1), duration: round(duration, 1) },
          way_points: coordinates.map((_, i) => i * 2),
        },
        geometry: { type: 'LineString', coordinates: line.map(([lon, lat]) => [round(lon, 6), round(lat, 6)]) },
      },
    ],
    metadata: { service: 'routing', profile: 'driving-car', attribution: 'Dalil mock routing stand-in' },
  };
}

/** Mounts the stand-in; `key` is the API key it accepts (MOCK_ROUTING_KEY, or 'mock-routing-key'). */
function mountDirections(app, { key = process.env.MOCK_ROUTING_KEY || DEFAULT_KEY } = {}) {
  app.post(DIRECTIONS_PATH, (req, res) => {
    if (req.get('Authorization') !== key) {
      res.status(403).json({ error: 'Access to this API has been disallowed' });
      return;
    }
    const coordinates = req.body && req.body.coordinates;
    if (!Array.isArray(coordinates) || coordinates.length < 2 || coordinates.length > 50 || !coordinates.every(isPair)) {
      res.status(400).json({ error: { code: 2003, message: 'coordinates must be 2 to 50 [lon, lat] pairs' } });
      return;
    }
    res.type('application/geo+json').send(JSON.stringify(route(coordinates.map((p) => [p[0], p[1]]))));
  });
}

module.exports = { mountDirections, route, haversine, DIRECTIONS_PATH, DEFAULT_KEY };
