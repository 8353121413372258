'use strict';
// Distances for the lat/lon sort of the paged companies and offers calls, and the stand-in for the
// outside reverse-geocoding service (GET /__services/reverse?lat=&lon=&format=json), which answers
// the nearest Omani district or town from the fixtures' word list in Nominatim's shape.

const { HttpError } = require('./contract.cjs');
const { CITIES } = require('./wordlists.cjs');

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
function haversineKm(lat1, lon1, lat2, lon2) {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

const hasPoint = (r) => typeof r.latitude === 'number' && typeof r.longitude === 'number';

/** The request's point, when both lat and lon were sent (one alone is a 400). */
function pointOf(query) {
  const hasLat = query.lat !== undefined;
  const hasLon = query.lon !== undefined;
  if (!hasLat && !hasLon) return null;
  if (hasLat !== hasLon) throw new HttpError(400, 'bad_request', 'lat and lon go together: send both or neither.');
  return { lat: Number(query.lat), lon: Number(query.lon) };
}

/**
 * The list nearest-first from `point`, each record's distance being the nearest of `pointsOf(record)`.
 * Records without a point keep their order, after all the others. Returns [{ record, km }].
 */
function byDistance(list, point, pointsOf) {
  const measured = list.map((record, i) => {
    const kms = pointsOf(record).filter(hasPoint).map((p) => haversineKm(point.lat, point.lon, p.latitude, p.longitude));
    return { record, km: kms.length ? Math.min(...kms) : null, i };
  });
  measured.sort((a, b) => {
    if (a.km === null || b.km === null) return (a.km === null) - (b.km === null) || a.i - b.i;
    return a.km - b.km || a.i - b.i;
  });
  return measured;
}

/** Rounded to 10 m: what the answer carries as distance_km. */
const roundKm = (km) => Math.round(km * 100) / 100;

// Every district of a town with districts, and the towns without them, as named places.
const PLACES = CITIES.flatMap((city) => (city.districts
  ? city.districts.map(([en, ar, lat, lon]) => ({ suburb: { en, ar }, city: { en: city.en, ar: city.name }, lat, lon }))
  : [{ suburb: null, city: { en: city.en, ar: city.name }, lat: city.lat, lon: city.lng }]));

/** Nominatim's /reverse answer for the nearest known place (Arabic names for accept-language=ar). */
function reverseGeocode(lat, lon, language = 'en') {
  const lang = /^ar\b/i.test(language) ? 'ar' : 'en';
  let best = PLACES[0];
  let bestKm = Infinity;
  for (const place of PLACES) {
    const km = haversineKm(lat, lon, place.lat, place.lon);
    if (km < bestKm) { best = place; bestKm = km; }
  }
  const country = lang === 'ar' ? 'عُمان' : 'Oman';
  const address = {
    ...(best.suburb ? { suburb: best.suburb[lang] } : {}),
    city: best.city[lang],
    country,
    country_code: 'om',
  };
  return {
    place_id: PLACES.indexOf(best) + 1,
    lat: String(best.lat),
    lon: String(best.lon),
    display_name: [address.suburb, address.city, country].filter(Boolean).join(', '),
    address,
  };
}

/** Express handler for the stand-in: 400 for a bad point, as a real service would. */
function reverseHandler(req, res) {
  const lat = Number(req.query.lat);
  const lon = Number(req.query.lon);
  if (req.query.lat === undefined || req.query.lon === undefined || !Number.isFinite(lat) || !Number.isFinite(lon)
    || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    res.status(400).json({ error: 'Unable to geocode' });
    return;
  }
  res.json(reverseGeocode(lat, lon, String(req.query['accept-language'] || 'en')));
}

module.exports = { haversineKm, pointOf, byDistance, roundKm, reverseGeocode, reverseHandler, PLACES };
