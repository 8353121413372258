'use strict';
// The contract mock: every path of openapi.yaml answered from a fixture set.
// json-server 0.17 supplies the Express app, its defaults (CORS, gzip, no-cache) and the
// lowdb store (database.cjs); the handlers (handlers/*.cjs) implement the contract's paging,
// search and filters; contract.cjs puts the validator in front and maps every failure onto
// the contract's error body. This file only wires them together, in order.

const fs = require('node:fs');
const path = require('node:path');
const express = require('express');
const compression = require('compression');
const jsonServer = require('json-server');
const { localToday, toIsoDay } = require('./dates.cjs');
const { loadFixtureSet, completeFixtureSet, validateFixtureSet } = require('./fixture-sets.cjs');
const { createRegistrationStore } = require('./registrations.cjs');
const {
  SPEC_PATH, loadSpec, HttpError, notFound, pageOf, send, encodeLenientQuery, contractValidator, mountOperations,
  notFoundFallback, errorHandler,
} = require('./contract.cjs');
const { normalise } = require('./search.cjs');
const { parseRateLimit, createRateLimiter } = require('./rate-limit.cjs');
const { createDatabase } = require('./database.cjs');
const { mediaFiles, makeMediaBase, makePresenters } = require('./media.cjs');
const { createRequestLog } = require('./request-log.cjs');
const { roundKm, reverseHandler } = require('./geo.cjs');
const { mountDirections } = require('./directions.cjs');
const { indexHandler } = require('./index-page.cjs');

const PUBLIC_DIR = path.join(__dirname, 'public');
const DEFAULT_DATA_DIR = path.join(__dirname, 'data');
const MAX_DELAY_MS = 30000;
/** The collections GET / counts. */
const TABLES = ['companies', 'branches', 'categories', 'offers', 'ads', 'products'];

const flag = (v) => v === true || v === 'true';
const idParam = (req, name = 'id') => Number(req.params[name]);
const withDistance = (row, km) => (km === null ? row : { ...row, distance_km: roundKm(km) });

/**
 * @param {object} [options]
 * @param {string} [options.fixtures='default'] a named set (mock-server/fixtures/<name>.json|.cjs) or a file path
 * @param {number} [options.companies] size, for generated sets (default: the set's own)
 * @param {number} [options.offers] size, for generated sets
 * @param {number} [options.seed] seed, for generated sets
 * @param {string|Date} [options.today] pin "today" (YYYY-MM-DD); default: the real date, per request
 * @param {string|Date} [options.now] pin the clock (an ISO instant) that open_now reads; default: the real time.
 *   `PUT /__mock/clock` moves it while running
 * @param {object} [options.data] ready-made fixtures (cloned) instead of a set
 * @param {boolean} [options.validateResponses=false] check every answer against openapi.yaml
 * @param {string} [options.dataDir] where registrations.json lives (default mock-server/data)
 * @param {number|string|{max:number,windowMs:number}} [options.rateLimit] registrations per address
 * @param {string} [options.publicUrl] origin used in media URLs (default: the request's own origin)
 * @param {string[]} [options.failPaths] path prefixes that always answer 500 (UI error states)
 * @param {number} [options.delayMs=0] delay every contract answer (UI loading states)
 * @param {boolean} [options.logger=false] log requests (morgan, via json-server defaults)
 * @param {boolean} [options.watch=false] reload the fixture file when it changes
 * @param {number} [options.watchIntervalMs=250] how often the file is checked
 */
function createMockServer(options = {}) {
  const {
    validateResponses = false,
    dataDir = DEFAULT_DATA_DIR,
    publicUrl = null,
    failPaths = [],
    delayMs = 0,
    logger = false,
    watch = false,
    watchIntervalMs = 250,
  } = options;
  const clock = createClock(options);
  const spec = loadSpec();
  // The fixture set in use: `fixtures.loaded` changes when a watched file is reloaded.
  const fixtures = { loaded: loadFixtures(options, clock.today()) };
  const database = createDatabase(fixtures.loaded.data, clock.today);
  const store = createRegistrationStore(dataDir);
  const ctx = handlerContext(database, makeMediaBase(publicUrl), clock.now);
  const registrations = require('./handlers/register.cjs')({ store });
  const limiter = createRateLimiter(parseRateLimit(options.rateLimit), { skip: registrations.isReplay });
  const requestLog = createRequestLog();
  const handlers = contractHandlers(ctx, registrations);
  const parts = { clock, fixtures, database, registrations, limiter, requestLog, validateResponses };

  // ---- wiring, in this order ----
  const app = jsonServer.create();
  app.set('json spaces', 0);
  app.disable('x-powered-by');
  app.locals.mock = { db: database.db, today: clock.today, dataDir, registrationsFile: store.file, fixtures: fixtures.loaded.label, fixturesFile: fixtures.loaded.file };
  app.use(requestLog.middleware);
  mountMediaAndDefaults(app, logger);
  app.get('/', indexHandler(spec, () => indexState(parts)));
  // The validator answers 415 for other media types; JSON is all the contract takes.
  // 64 KB is far above any real application (the description is capped at 4 000 characters).
  app.use(express.json({ limit: '64kb' }));
  app.use(encodeLenientQuery);
  // The answer check (MOCK_VALIDATE_RESPONSES): the validator for answers, errorHandler for failures.
  const checkAnswers = validateResponses && !fixtures.loaded.breaksContract;
  app.use(contractValidator(spec, { validateResponses: checkAnswers }));
  app.use(simulatedTrouble(failPaths, delayMs));
  mountTestHooks(app, parts);
  // Stand-ins for outside services (not our API, outside the contract): see README.
  mountDirections(app);
  mountDbRouter(app, database);
  if (watch && fixtures.loaded.file) watchFixtureFile(app, { options, parts, intervalMs: watchIntervalMs });
  mountContract(app, spec, { limiter, handlers, checkAnswers });
  return app;
}

function parseInstant(value) {
  const ms = value instanceof Date ? value.getTime() : Date.parse(String(value));
  if (!Number.isFinite(ms)) throw new TypeError(`now must be an ISO 8601 instant (e.g. 2026-11-23T08:30:00+04:00), got ${String(value)}`);
  return ms;
}

/**
 * The mock's day and clock: "today" pinned (options.today) or the real date per call; the instant
 * "open now" is decided at, pinned (MOCK_NOW, or PUT /__mock/clock while running) or the real time.
 */
function createClock(options) {
  const pinnedToday = options.today ? toIsoDay(options.today) : null;
  const startClock = options.now === undefined || options.now === null || options.now === '' ? null : parseInstant(options.now);
  let pinnedNow = startClock;
  return {
    today: () => pinnedToday || localToday(),
    now: () => (pinnedNow === null ? new Date() : new Date(pinnedNow)),
    pinned: () => pinnedNow !== null,
    pin: (instant) => {
      pinnedNow = instant;
    },
    /** Back to the clock the server started with. */
    reset: () => {
      pinnedNow = startClock;
    },
  };
}

/**
 * The fixture set, checked against the contract before anything is served. Media paths are
 * stored relative ('/media/...') and made absolute per request.
 */
function loadFixtures(options, today) {
  const { fixtures = 'default', companies, offers, seed } = options;
  const set = options.data
    ? { data: completeFixtureSet(structuredClone(options.data), 'options.data'), file: null, label: 'options.data' }
    : loadFixtureSet(fixtures, { companies, offers, seed, today });
  // A set that breaks the contract on purpose (hostile) is served as it is, never checked.
  if (set.breaksContract) console.warn(`[mock-server] ${set.label} breaks the contract on purpose: not checked, answers not validated`);
  else validateFixtureSet(set.data, set.label);
  return set;
}

/** What every contract handler works with: the lookups, the presenters, paging, the clock. */
function handlerContext({ rows, index, derived }, mediaBase, now) {
  const present = makePresenters(derived);
  // `list` holds rows, or { record, km } pairs (geo.cjs byDistance): those answer with distance_km.
  const sendPage = (res, req, list, kind) => {
    const base = mediaBase(req);
    const page = pageOf(list, req.query);
    const item = (r) => (r && r.record ? withDistance(present[kind](r.record, base), r.km) : present[kind](r, base));
    send(res, { results: page.results.map(item), count: page.count });
  };
  return {
    rows, index, derived, send, sendPage, present, mediaBase, flag, idParam, now,
    companyOr404: (req) => {
      const company = index().byId.companies.get(idParam(req));
      if (!company) throw notFound('Company', idParam(req));
      return company;
    },
    categoryOr404: (req, name = 'id') => {
      const category = index().byId.categories.get(idParam(req, name));
      if (!category) throw notFound('Category', idParam(req, name));
      return category;
    },
  };
}

/** One handler per operationId of openapi.yaml, by area. */
function contractHandlers(ctx, registrations) {
  return {
    ...require('./handlers/ads-and-places.cjs')(ctx),
    ...require('./handlers/categories.cjs')(ctx),
    ...require('./handlers/companies.cjs')(ctx),
    ...require('./handlers/offers.cjs')(ctx),
    ...require('./handlers/products.cjs')(ctx),
    ...registrations.handlers,
  };
}

function mountMediaAndDefaults(app, logger) {
  // Media first: long-lived cache and readable from any origin (img, fetch or canvas).
  app.use('/media', compression(), (req, res, next) => {
    res.set({
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    next();
  }, mediaFiles({ fallthrough: true }));

  // json-server defaults: gzip, CORS for any origin (preflight included: it reflects the
  // requested headers, so Idempotency-Key is allowed), request log, no-cache for the API.
  app.use(jsonServer.defaults({ noCors: false, logger, static: PUBLIC_DIR }));
  app.use((req, res, next) => {
    res.set('Access-Control-Expose-Headers', 'Retry-After');
    next();
  });
}

/**
 * GET /: an index of the contract's operations, the hooks and the fixture set in use (JSON, or
 * HTML for a browser). Not a contract path: mounted before the contract's validator.
 */
function indexState({ clock, fixtures, database, validateResponses }) {
  const { loaded } = fixtures;
  return {
    set: loaded.label,
    file: loaded.file ? path.relative(path.join(__dirname, '..'), loaded.file) : null,
    counts: Object.fromEntries(TABLES.map((table) => [table, (database.rows(table) || []).length])),
    today: clock.today(),
    now: clock.now().toISOString(),
    clockPinned: clock.pinned(),
    validateResponses: Boolean(validateResponses),
  };
}

/**
 * Simulated trouble for UI tests: a header per request, or prefixes/delay per server.
 * Headers are not query parameters, so the contract's paths stay exactly as declared.
 */
function simulatedTrouble(failPaths, delayMs) {
  const failPrefixes = (Array.isArray(failPaths) ? failPaths : String(failPaths).split(',')).map((p) => p.trim()).filter(Boolean);
  return (req, res, next) => {
    if (req.path.startsWith('/__mock')) return next();
    const fail = req.get('X-Mock-Fail');
    const requestedDelay = Number(req.get('X-Mock-Delay'));
    const delay = Math.min(MAX_DELAY_MS, Number.isFinite(requestedDelay) && requestedDelay > 0 ? requestedDelay : delayMs);
    const go = () => {
      if (fail || failPrefixes.some((p) => req.path.startsWith(p))) {
        return next(new HttpError(500, 'internal_error', 'Simulated failure (mock server).'));
      }
      return next();
    };
    if (delay > 0) setTimeout(go, delay);
    else go();
  };
}

/** Test hooks (not in the contract): health, what the join form stored, what was called, the clock, a reset. */
function mountTestHooks(app, parts) {
  const { clock, fixtures, database, registrations, limiter, requestLog, validateResponses } = parts;
  const { rows } = database;
  app.get('/__mock/health', (req, res) => res.json({
    data: {
      status: 'ok', today: clock.today(), now: clock.now().toISOString(), clockPinned: clock.pinned(), fixtures: fixtures.loaded.label, companies: rows('companies').length, offers: rows('offers').length, validateResponses: Boolean(validateResponses),
    },
  }));
  // Stand-in for the outside reverse-geocoding service (config geocodingUrl), Nominatim's shape.
  app.get('/__services/reverse', reverseHandler);
  app.get('/__mock/registrations', (req, res) => res.json({ data: registrations.list() }));
  app.delete('/__mock/registrations', (req, res) => {
    registrations.clear();
    limiter.reset();
    res.status(204).end();
  });
  app.get('/__mock/requests', (req, res) => {
    const limit = Number(req.query.limit);
    res.json({ data: requestLog.last(Number.isInteger(limit) && limit > 0 ? limit : undefined) });
  });
  app.delete('/__mock/requests', (req, res) => {
    requestLog.clear();
    res.status(204).end();
  });
  mountClockHooks(app, clock);
  // Back to the fixture set as loaded: edits through /_db undone, no registrations, no
  // rate-limit history, an empty request log, the clock as started.
  app.post('/__mock/reset', (req, res) => {
    clock.reset();
    database.reset();
    registrations.clear();
    limiter.reset();
    requestLog.clear();
    res.json({ data: { fixtures: fixtures.loaded.label, companies: rows('companies').length, offers: rows('offers').length } });
  });
}

/**
 * The clock open_now reads: pin it to an instant ({"now":"2026-11-23T08:30:00+04:00"}) so a journey
 * can pin the browser (page.clock) to the same one; DELETE goes back to MOCK_NOW or the real time.
 */
function mountClockHooks(app, clock) {
  app.get('/__mock/clock', (req, res) => res.json({ data: { now: clock.now().toISOString(), pinned: clock.pinned() } }));
  app.put('/__mock/clock', (req, res) => {
    const instant = req.body && typeof req.body.now === 'string' ? Date.parse(req.body.now) : Number.NaN;
    if (!Number.isFinite(instant)) {
      res.status(400).json({ error: { code: 'bad_request', message: 'Send {"now": "<ISO 8601 instant>"}, e.g. 2026-11-23T08:30:00+04:00' } });
      return;
    }
    clock.pin(instant);
    res.json({ data: { now: clock.now().toISOString(), pinned: true } });
  });
  app.delete('/__mock/clock', (req, res) => {
    clock.reset();
    res.status(204).end();
  });
}

/**
 * json-server's own REST router over the same database: list, filter, page and edit the
 * fixtures json-server's way (/_db/companies?name_like=zahra&_page=2, PATCH /_db/offers/5).
 * After a write, the contract handlers' lookups are rebuilt, so the next call shows the edit.
 */
function mountDbRouter(app, database) {
  app.use('/_db', (req, res, next) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(req.method)) {
      database.beforeEdit();
      database.changed();
      res.on('finish', database.changed);
    }
    next();
  }, database.router);
}

/** Reloads the fixture file when it changes; a broken save keeps the last good data. */
function watchFixtureFile(app, { options, parts, intervalMs }) {
  const { fixtures, database, clock } = parts;
  // watchFile polls, so an editor that saves by renaming a new file into place is seen too.
  fs.watchFile(fixtures.loaded.file, { interval: intervalMs, persistent: false }, (current, before) => {
    if (current.mtimeMs === before.mtimeMs && current.size === before.size) return;
    try {
      const next = loadFixtures(options, clock.today());
      database.replace(next.data);
      fixtures.loaded = next;
      console.log(`[mock-server] reloaded ${next.label}: ${database.rows('companies').length} companies, ${database.rows('offers').length} offers`);
    } catch (err) {
      // A half-saved or broken file: say why and keep serving the last good data.
      console.error(`[mock-server] not reloaded: ${err.message}; still serving the previous data`);
    }
  });
  app.locals.mock.unwatch = () => fs.unwatchFile(fixtures.loaded.file);
}

/** The contract's operations, then its 404 and its error body for everything that fails. */
function mountContract(app, spec, { limiter, handlers, checkAnswers }) {
  // The join form's rate limit runs after request validation (a 400 does not count).
  const registerPath = Object.keys(spec.paths).find((p) => spec.paths[p].post && spec.paths[p].post.operationId === 'registerCompany');
  app.post(registerPath, limiter.middleware);
  mountOperations(app, spec, handlers);
  app.use(notFoundFallback);
  app.use(errorHandler({ validateResponses: checkAnswers }));
}

module.exports = {
  createMockServer, loadSpec, normalise, parseRateLimit, createRateLimiter, SPEC_PATH,
};
