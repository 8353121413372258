'use strict';
// The contract mock: every path of openapi.yaml answered from seeded fixtures.
// json-server 0.17 supplies the Express app, its defaults (CORS, gzip, no-cache) and the
// lowdb store; the handlers below implement the contract's paging, search and filters,
// because json-server's own REST routes (/companies?_page=…) are not the contract.
// express-openapi-validator sits in front, so a request the contract rejects never reaches
// a handler, and (when asked) every answer is checked against the contract too.

const fs = require('node:fs');
const path = require('node:path');
const express = require('express');
const compression = require('compression');
const jsonServer = require('json-server');
const OpenApiValidator = require('express-openapi-validator');
const yaml = require('js-yaml');
const {
  makeFixtures, DEFAULT_SEED, localToday, toIsoDay, daysBetween, isActiveOffer,
} = require('./fixtures.cjs');
const { createRegistrationStore } = require('./registrations.cjs');

const SPEC_PATH = path.join(__dirname, '..', 'openapi.yaml');
const PUBLIC_DIR = path.join(__dirname, 'public');
const DEFAULT_DATA_DIR = path.join(__dirname, 'data');
const DEFAULT_RATE_LIMIT = { max: 10, windowMs: 10 * 60 * 1000 };
const ENDING_SOON_DAYS = 7;
const MAX_DELAY_MS = 30000;

/**
 * In a YAML flow mapping an unquoted comma ends the value, so
 * `{ description: required, must look like an e-mail }` parses as a description "required"
 * plus a stray key "must look like an e-mail" with no value, which is not valid OpenAPI and
 * makes the validator refuse the whole contract. Fold such keys back into the description
 * (a no-op once the contract quotes the text) and say where, so the contract gets fixed.
 */
function repairStrayDescriptionKeys(node, where = '', repairs = []) {
  if (!node || typeof node !== 'object') return repairs;
  if (!Array.isArray(node) && typeof node.description === 'string') {
    for (const [key, value] of Object.entries(node)) {
      if (value === null && /\s/.test(key)) {
        node.description = `${node.description}, ${key}`;
        delete node[key];
        repairs.push(where);
      }
    }
  }
  for (const [key, value] of Object.entries(node)) repairStrayDescriptionKeys(value, `${where}/${key}`, repairs);
  return repairs;
}

let specCache = null;
function loadSpec() {
  if (!specCache) {
    specCache = yaml.load(fs.readFileSync(SPEC_PATH, 'utf8'));
    for (const where of repairStrayDescriptionKeys(specCache)) {
      console.warn(`[mock-server] openapi.yaml ${where}: unquoted comma in a description; read as one text. Quote it in the contract.`);
    }
  }
  return specCache;
}

// ---- small pure helpers ----

class HttpError extends Error {
  constructor(status, code, message, fields) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

const notFound = (what, id) => new HttpError(404, 'not_found', `${what} ${id} was not found.`);

/** Case-insensitive, and forgiving about the Arabic spellings people type interchangeably. */
function normalise(text) {
  return String(text)
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0670\u0640]/g, '') // harakat, dagger alef, tatweel
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A row matches when every word of the query occurs in one of its searched fields. */
function makeSearcher(fieldsOf) {
  const haystacks = new WeakMap();
  const haystack = (row) => {
    let text = haystacks.get(row);
    if (text === undefined) {
      text = normalise(fieldsOf(row).filter((v) => typeof v === 'string').join('\n'));
      haystacks.set(row, text);
    }
    return text;
  };
  return (rows, query) => {
    if (typeof query !== 'string' || query.trim() === '') return rows; // blank searches are ignored
    const words = normalise(query).split(' ');
    return rows.filter((row) => {
      const text = haystack(row);
      return words.every((w) => text.includes(w));
    });
  };
}

const searchCompanies = makeSearcher((c) => [c.name, c.en_name, c.description, c.desc, c.location]);
const searchOffers = makeSearcher((o) => [o.title, o.en_title, o.name, o.description, o.desc, o.company_name, o.company_en_name]);
const searchCategories = makeSearcher((c) => [c.name, c.en_name]);
const searchProducts = makeSearcher((p) => [p.name, p.en_name, p.description]);

function pageOf(rows, query) {
  const o = Number(query.o ?? 0);
  const l = Number(query.l ?? 20);
  return { results: rows.slice(o, o + l), count: rows.length };
}

const flag = (v) => v === true || v === 'true';
const idParam = (req, name = 'id') => Number(req.params[name]);

function indexBy(rows, key) {
  const map = new Map();
  for (const row of rows) {
    const k = row[key];
    if (!map.has(k)) map.set(k, []);
    map.get(k).push(row);
  }
  return map;
}

function parseRateLimit(value) {
  if (value === undefined || value === null) return { ...DEFAULT_RATE_LIMIT };
  if (typeof value === 'number') return { max: value, windowMs: DEFAULT_RATE_LIMIT.windowMs };
  if (typeof value === 'string') {
    // "10" or "10/600" (submissions / seconds)
    const m = /^\s*(\d+)\s*(?:\/\s*(\d+)\s*)?$/.exec(value);
    if (!m) throw new RangeError(`rate limit must look like "10" or "10/600", got "${value}"`);
    return { max: Number(m[1]), windowMs: m[2] ? Number(m[2]) * 1000 : DEFAULT_RATE_LIMIT.windowMs };
  }
  return { ...DEFAULT_RATE_LIMIT, ...value };
}

/** Sliding-window counter per client address. */
function createRateLimiter({ max, windowMs }, now = () => Date.now()) {
  const hits = new Map();
  return {
    /** Returns 0 when allowed (and counts the hit), else the seconds to wait. */
    take(key) {
      const t = now();
      const recent = (hits.get(key) || []).filter((h) => t - h < windowMs);
      if (recent.length >= max) {
        hits.set(key, recent);
        return Math.max(1, Math.ceil((recent[0] + windowMs - t) / 1000));
      }
      recent.push(t);
      hits.set(key, recent);
      return 0;
    },
    reset() {
      hits.clear();
    },
  };
}

// ---- registration rules (product spec, section 5) ----

const REGISTRATION_MESSAGES = {
  companyName: 'Company name is required',
  ownerName: 'Owner name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phone: 'Phone number is required',
  location: 'Location is required',
  category: 'Category is required',
};
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validateRegistration(body, categoryKeys) {
  const text = (v) => (typeof v === 'string' ? v.trim() : '');
  const fields = {};
  if (!text(body.companyName)) fields.companyName = REGISTRATION_MESSAGES.companyName;
  if (!text(body.ownerName)) fields.ownerName = REGISTRATION_MESSAGES.ownerName;
  if (!text(body.email)) fields.email = REGISTRATION_MESSAGES.emailRequired;
  else if (!EMAIL_SHAPE.test(text(body.email))) fields.email = REGISTRATION_MESSAGES.emailInvalid;
  if (!text(body.phone)) fields.phone = REGISTRATION_MESSAGES.phone;
  if (!text(body.location)) fields.location = REGISTRATION_MESSAGES.location;
  // An unknown key is as good as no choice: the form only offers the 11 keys.
  if (!categoryKeys.includes(text(body.category))) fields.category = REGISTRATION_MESSAGES.category;
  return fields;
}

function cleanRegistration(body) {
  const text = (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  return {
    companyName: text(body.companyName),
    companyNameEn: text(body.companyNameEn),
    ownerName: text(body.ownerName),
    email: text(body.email),
    phone: text(body.phone),
    location: text(body.location),
    category: text(body.category),
    description: text(body.description),
    website: text(body.website),
    isLocallyMade: body.isLocallyMade === true,
    isFamilyBusiness: body.isFamilyBusiness === true,
  };
}

// ---- validator errors → the contract's error body ----

function describeValidationErrors(err) {
  // The validator reports paths such as '/query/l', '/params/id', '/body/email', '/headers/x'.
  const errors = Array.isArray(err.errors) && err.errors.length ? err.errors : [{ path: err.path, message: err.message }];
  const fields = {};
  const sentences = [];
  const where = { query: 'Query parameter', params: 'Path parameter', headers: 'Header', body: 'Body field' };
  for (const e of errors) {
    const [location, ...rest] = String(e.path || '').replace(/^[./]/, '').split(/[./]/);
    const name = rest.join('.');
    const message = String(e.message || 'is not valid').replace(/\.$/, '');
    if (/^(unknown|empty value)/i.test(message)) {
      sentences.push(`${message}.`); // already names the parameter
      fields[name || location] = /^unknown/i.test(message) ? 'is not a parameter of this call' : 'must not be empty';
    } else if (/additionalProperties/.test(e.errorCode || '') || /must NOT have additional properties/.test(message)) {
      sentences.push(`${where[location] || 'Field'} '${name}' is not part of the contract.`);
      fields[name || location] = 'is not part of the contract';
    } else if (where[location] && name) {
      sentences.push(`${where[location]} '${name}' ${message}.`);
      fields[name] = message;
    } else if (location === 'body') {
      sentences.push(`The request body ${message}.`);
      fields.body = message;
    } else {
      sentences.push(`${message}.`);
    }
  }
  return { message: sentences.join(' ') || 'The request does not fit the API contract.', fields };
}

let contractPatterns = null;
/** The contract's paths are exact about a trailing '/'; say so when that is the only difference. */
function contractPathNear(requestPath) {
  if (!contractPatterns) {
    contractPatterns = Object.keys(loadSpec().paths).map((p) => new RegExp(`^${p.replace(/\{\w+\}/g, '[^/]+')}$`));
  }
  const other = requestPath.endsWith('/') ? requestPath.slice(0, -1) : `${requestPath}/`;
  return contractPatterns.some((re) => re.test(other)) ? other : null;
}

function toErrorBody(err, req) {
  const status = Number(err.status || err.statusCode) || 500;
  if (err instanceof HttpError) {
    return { status, error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) } };
  }
  if (err.type === 'entity.parse.failed') {
    return { status: 400, error: { code: 'bad_request', message: 'The request body is not valid JSON.' } };
  }
  if (err.type === 'entity.too.large' || status === 413) {
    return { status: 413, error: { code: 'payload_too_large', message: 'The request body is too large.' } };
  }
  switch (status) {
    case 400: {
      const { message, fields } = describeValidationErrors(err);
      return { status, error: { code: 'bad_request', message, ...(Object.keys(fields).length ? { fields } : {}) } };
    }
    case 404: {
      const hint = contractPathNear(req.path);
      return { status, error: { code: 'not_found', message: `There is no ${req.method} ${req.path} in the API.${hint ? ` Did you mean ${hint}?` : ''}` } };
    }
    case 405:
      return { status, error: { code: 'method_not_allowed', message: `${req.method} is not allowed on ${req.path}.` } };
    case 415:
      return { status, error: { code: 'unsupported_media_type', message: 'Send the request body as application/json.' } };
    default:
      return { status: 500, error: { code: 'internal_error', message: 'The mock server failed unexpectedly.' } };
  }
}

// ---- the server ----

/**
 * @param {object} [options]
 * @param {number} [options.companies=250]
 * @param {number} [options.offers=300]
 * @param {number} [options.seed]
 * @param {string|Date} [options.today] pin "today" (YYYY-MM-DD); default: the real date, per request
 * @param {object} [options.data] ready-made fixtures (cloned) instead of generating them
 * @param {boolean} [options.validateResponses=false] check every answer against openapi.yaml
 * @param {string} [options.dataDir] where registrations.json lives (default mock-server/data)
 * @param {number|string|{max:number,windowMs:number}} [options.rateLimit] registrations per address
 * @param {string} [options.publicUrl] origin used in media URLs (default: the request's own origin)
 * @param {string[]} [options.failPaths] path prefixes that always answer 500 (UI error states)
 * @param {number} [options.delayMs=0] delay every contract answer (UI loading states)
 * @param {boolean} [options.logger=false] log requests (morgan, via json-server defaults)
 */
function createMockServer(options = {}) {
  const {
    companies = 250,
    offers = 300,
    seed = DEFAULT_SEED,
    validateResponses: validateResponsesOption = false,
    dataDir = DEFAULT_DATA_DIR,
    publicUrl = null,
    failPaths = [],
    delayMs = 0,
    logger = false,
  } = options;
  // Hostile data breaks the contract's types on purpose: it is never validated.
  const validateResponses = options.fixtures === 'hostile' ? false : validateResponsesOption;
  const pinnedToday = options.today ? toIsoDay(options.today) : null;
  const today = () => pinnedToday || localToday();
  const rateLimit = parseRateLimit(options.rateLimit);

  const spec = loadSpec();
  const categoryKeys = spec.components.schemas.RegistrationCategory.enum;

  // Media paths are stored relative ('/media/...') and made absolute per request.
  let data = options.data
    ? structuredClone(options.data)
    : makeFixtures({ companies, offers, seed, today: pinnedToday || localToday(), baseUrl: '' });
  // Minimal named-fixture hook for the hostile-data walk (the full MOCK_FIXTURES loader lands
  // with the mock's own work): fixtures/<name>.cjs exports db → db.
  if (options.fixtures === 'hostile') data = require('./fixtures/hostile.cjs')(data);
  const store = createRegistrationStore(dataDir);
  const router = jsonServer.router({ ...data, registrations: store.load() });
  const { db } = router;
  const rows = (name) => db.get(name).value();

  // Read-only collections: index them once.
  const byId = {};
  for (const name of ['companies', 'categories', 'offers', 'ads', 'products', 'countries']) {
    byId[name] = new Map(rows(name).map((r) => [r.id, r]));
  }
  const branchesByCompany = indexBy(rows('branches'), 'company_id');
  const offersByCompany = indexBy(rows('offers'), 'company_id');
  const adsByCompany = indexBy(rows('ads'), 'company_id');

  // What depends on the date is worked out once per day.
  let daily = { day: null };
  function derived() {
    const day = today();
    if (daily.day === day) return daily;
    const activeOffers = rows('offers').filter((o) => isActiveOffer(o, day));
    const offerCounts = new Map();
    for (const o of activeOffers) offerCounts.set(o.category_id, (offerCounts.get(o.category_id) || 0) + 1);
    const runningAds = rows('ads').filter((a) => (a.start_date == null || a.start_date <= day) && (a.end_date == null || a.end_date >= day));
    daily = { day, activeOffers, offerCounts, runningAds };
    return daily;
  }

  const mediaBase = (req) => {
    if (publicUrl) return publicUrl.replace(/\/+$/, '');
    const host = req.get('host');
    return host && /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? `${req.protocol}://${host}` : 'http://127.0.0.1:3001';
  };
  const absolute = (base, v) => (typeof v === 'string' && v.startsWith('/media/') ? base + v : v);

  const present = {
    company: (c, base) => ({ ...c, logo: absolute(base, c.logo) }),
    offer: (o, base) => ({ ...o, images: (o.images || []).map((u) => absolute(base, u)) }),
    ad: (a, base) => ({
      ...a,
      images: (a.images || []).map((u) => absolute(base, u)),
      image: absolute(base, a.image),
      company_logo: absolute(base, a.company_logo),
    }),
    product: (p, base) => ({ ...p, image: absolute(base, p.image) }),
    category: (c) => ({ ...c, offer_count: derived().offerCounts.get(c.id) || 0 }),
  };

  const send = (res, payload) => res.status(200).json({ data: payload });
  const sendPage = (res, req, list, kind) => {
    const base = mediaBase(req);
    const page = pageOf(list, req.query);
    send(res, { results: page.results.map((r) => present[kind](r, base)), count: page.count });
  };
  const companyOr404 = (req) => {
    const company = byId.companies.get(idParam(req));
    if (!company) throw notFound('Company', idParam(req));
    return company;
  };
  const categoryOr404 = (req, name = 'id') => {
    const category = byId.categories.get(idParam(req, name));
    if (!category) throw notFound('Category', idParam(req, name));
    return category;
  };

  function filterCompanies(list, q) {
    let out = list;
    if (q.category !== undefined) out = out.filter((c) => c.category_id === Number(q.category));
    if (flag(q.family)) out = out.filter((c) => c.productive_family);
    if (flag(q.locally_made)) out = out.filter((c) => c.locally_made_in_company);
    return searchCompanies(out, q.search);
  }
  function filterOffers(list, q) {
    let out = list;
    if (q.category !== undefined) out = out.filter((o) => o.category_id === Number(q.category));
    if (q.company !== undefined) out = out.filter((o) => o.company_id === Number(q.company));
    return searchOffers(out, q.search);
  }

  const limiter = createRateLimiter(rateLimit);
  const honeypotReceipts = new Map(); // Idempotency-Key → fake id, so a bot's retry looks consistent

  // One handler per operationId of openapi.yaml; routes are registered from the spec below.
  const handlers = {
    getTags: (req, res) => send(res, rows('tags')),
    getActiveCountries: (req, res) => send(res, rows('countries')),
    getActiveCities: (req, res) => {
      const countryId = idParam(req, 'countryId');
      if (!byId.countries.has(countryId)) throw notFound('Country', countryId);
      send(res, rows('cities').filter((c) => c.country_id === countryId));
    },
    getActiveNotEmptyCategories: (req, res) => {
      const list = rows('categories').filter((c) => c.company_count > 0);
      sendPage(res, req, searchCategories(list, req.query.search), 'category');
    },
    getActiveCategories: (req, res) => sendPage(res, req, searchCategories(rows('categories'), req.query.search), 'category'),
    getActiveCompanies: (req, res) => sendPage(res, req, filterCompanies(rows('companies'), req.query), 'company'),
    getPagingActiveCompanies: (req, res) => sendPage(res, req, filterCompanies(rows('companies'), req.query), 'company'),
    getActiveFamilyBusinesses: (req, res) => sendPage(res, req, rows('companies').filter((c) => c.productive_family), 'company'),
    getActiveLocallyMadeCompanies: (req, res) => sendPage(res, req, rows('companies').filter((c) => c.locally_made_in_company), 'company'),
    getCompanyDetails: (req, res) => send(res, present.company(companyOr404(req), mediaBase(req))),
    getCompanyById: (req, res) => send(res, present.company(companyOr404(req), mediaBase(req))),
    checkIfCompanyHasBranches: (req, res) => {
      const count = (branchesByCompany.get(companyOr404(req).id) || []).length;
      send(res, { has_branches: count > 0, count });
    },
    getActiveBranchesForCompany: (req, res) => send(res, branchesByCompany.get(companyOr404(req).id) || []),
    registerCompany: (req, res) => register(req, res),
    getProducts: (req, res) => {
      let list = rows('products');
      if (req.query.company !== undefined) list = list.filter((p) => p.company_id === Number(req.query.company));
      sendPage(res, req, searchProducts(list, req.query.search), 'product');
    },
    getProductDetails: (req, res) => {
      const product = byId.products.get(idParam(req));
      if (!product) throw notFound('Product', idParam(req));
      send(res, present.product(product, mediaBase(req)));
    },
    getAllActiveOffers: (req, res) => sendPage(res, req, filterOffers(derived().activeOffers, req.query), 'offer'),
    searchOffers: (req, res) => sendPage(res, req, filterOffers(derived().activeOffers, req.query), 'offer'),
    getActiveOffersSummary: (req, res) => {
      const { activeOffers, day } = derived();
      const percents = activeOffers.map((o) => o.discount_percentage).filter((p) => typeof p === 'number');
      const average = percents.length ? percents.reduce((a, b) => a + b, 0) / percents.length : 0;
      const endingSoon = activeOffers.filter((o) => {
        if (o.valid_until == null) return false;
        const left = daysBetween(day, o.valid_until);
        return left >= 1 && left <= ENDING_SOON_DAYS;
      }).length;
      send(res, {
        active_count: activeOffers.length,
        ending_soon_count: endingSoon,
        average_discount_percentage: Math.round(average * 100) / 100,
      });
    },
    getActiveOfferLocations: (req, res) => {
      const list = filterOffers(derived().activeOffers, req.query).filter((o) => o.latitude != null && o.longitude != null);
      send(res, list.map((o) => ({
        id: o.id,
        title: o.title,
        en_title: o.en_title ?? null,
        company_name: o.company_name ?? null,
        company_en_name: o.company_en_name ?? null,
        latitude: o.latitude,
        longitude: o.longitude,
      })));
    },
    getCategoryOffers: (req, res) => {
      const category = categoryOr404(req);
      sendPage(res, req, derived().activeOffers.filter((o) => o.category_id === category.id), 'offer');
    },
    getPagingCategoryActiveOffers: (req, res) => {
      const category = categoryOr404(req, 'categoryId');
      const list = derived().activeOffers.filter((o) => o.category_id === category.id);
      sendPage(res, req, searchOffers(list, req.query.search), 'offer');
    },
    getCompanyOffers: (req, res) => {
      const base = mediaBase(req);
      send(res, (offersByCompany.get(companyOr404(req).id) || []).map((o) => present.offer(o, base)));
    },
    getAllCompanyActiveOffers: (req, res) => {
      const base = mediaBase(req);
      const day = derived().day;
      const list = (offersByCompany.get(companyOr404(req).id) || []).filter((o) => isActiveOffer(o, day));
      send(res, list.map((o) => present.offer(o, base)));
    },
    getOfferDetails: (req, res) => {
      const offer = byId.offers.get(idParam(req));
      if (!offer) throw notFound('Offer', idParam(req));
      send(res, present.offer(offer, mediaBase(req)));
    },
    getAllActiveAdsByType: (req, res) => {
      const adType = `Level ${req.params.type}`;
      let list = derived().runningAds.filter((a) => a.ad_type === adType);
      if (flag(req.query.with_images)) list = list.filter((a) => Array.isArray(a.images) && a.images.length > 0);
      sendPage(res, req, list, 'ad');
    },
    getCompanyActiveNowAds: (req, res) => {
      const base = mediaBase(req);
      const running = new Set(derived().runningAds);
      const list = (adsByCompany.get(companyOr404(req).id) || []).filter((a) => running.has(a));
      send(res, list.map((a) => present.ad(a, base)));
    },
    getAdById: (req, res) => {
      const ad = byId.ads.get(idParam(req));
      if (!ad) throw notFound('Ad', idParam(req));
      send(res, present.ad(ad, mediaBase(req)));
    },
  };

  function register(req, res) {
    const body = req.body && typeof req.body === 'object' ? req.body : {};
    const key = req.get('Idempotency-Key') || null;
    const registrations = db.get('registrations');
    const receipt = (id) => res.status(201).json({ data: { id, status: 'pending' } });

    // A retried submission gets its first receipt back and is not stored again.
    if (key) {
      const prior = registrations.find({ idempotency_key: key }).value();
      if (prior) return receipt(prior.id);
      if (honeypotReceipts.has(key)) return receipt(honeypotReceipts.get(key));
    }

    const wait = limiter.take(req.ip || 'unknown');
    if (wait > 0) {
      res.set('Retry-After', String(wait));
      throw new HttpError(429, 'rate_limited', 'Too many applications from your network. Please try again in a few minutes.');
    }

    const nextId = registrations.value().reduce((max, r) => Math.max(max, r.id), 0) + 1;
    // The honeypot answers like a success so a bot learns nothing, and stores nothing.
    if (typeof body.website_confirm === 'string' && body.website_confirm.trim() !== '') {
      if (key) honeypotReceipts.set(key, nextId);
      return receipt(nextId);
    }

    const fields = validateRegistration(body, categoryKeys);
    if (Object.keys(fields).length > 0) {
      throw new HttpError(422, 'validation_failed', 'Please correct the highlighted fields.', fields);
    }

    const record = {
      id: nextId,
      status: 'pending',
      created_at: new Date().toISOString(),
      ...(key ? { idempotency_key: key } : {}),
      ...cleanRegistration(body),
    };
    // Persist first: if the disk write fails (full disk, read-only folder), nothing is half-stored
    // and the client hears 503 (try later), never a 201 for an application we did not keep.
    try {
      store.save([...registrations.value(), record]);
    } catch (err) {
      console.error(`[mock-server] could not store an application: ${err.message}`);
      throw new HttpError(503, 'storage_unavailable', 'Applications cannot be stored right now. Please try again later.');
    }
    registrations.push(record).write();
    return receipt(record.id);
  }

  // ---- wiring ----
  const app = jsonServer.create();
  app.set('json spaces', 0);
  app.disable('x-powered-by');
  app.locals.mock = { db, today, dataDir, registrationsFile: store.file };

  // Media first: long-lived cache and readable from any origin (img, fetch or canvas).
  app.use('/media', compression(), (req, res, next) => {
    res.set({
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    next();
  }, express.static(path.join(PUBLIC_DIR, 'media'), { maxAge: '1d', fallthrough: true, index: false }));

  // json-server defaults: gzip, CORS for any origin (preflight included: it reflects the
  // requested headers, so Idempotency-Key is allowed), request log, no-cache for the API.
  app.use(jsonServer.defaults({ noCors: false, logger, static: PUBLIC_DIR }));
  app.use((req, res, next) => {
    res.set('Access-Control-Expose-Headers', 'Retry-After');
    next();
  });
  // The validator answers 415 for other media types; JSON is all the contract takes.
  // 64 KB is far above any real application (the description is capped at 1 000 characters).
  app.use(express.json({ limit: '64kb' }));

  // The validator rejects "reserved" characters in the raw query string, but browsers'
  // URLSearchParams (RTK Query's fetchBaseQuery) send a space as '+', and encodeURIComponent
  // leaves !'()* as they are. A real host reads both, so percent-encode them first.
  app.use((req, res, next) => {
    const at = req.url.indexOf('?');
    if (at !== -1 && /[+!'()*]/.test(req.url.slice(at))) {
      const encode = (u) => {
        const i = u.indexOf('?');
        return i === -1 ? u : u.slice(0, i) + u.slice(i).replace(/[+!'()*]/g, (c) => (c === '+' ? '%20' : `%${c.charCodeAt(0).toString(16).toUpperCase()}`));
      };
      req.url = encode(req.url);
      req.originalUrl = encode(req.originalUrl);
    }
    next();
  });

  app.use(OpenApiValidator.middleware({
    apiSpec: structuredClone(spec), // the parsed (and repaired) contract; the validator may annotate it
    // Path and query strings are always coerced to their declared types by this validator;
    // coerceTypes governs the JSON body only, where {"companyName": 5} must be a 400, not "5".
    validateRequests: { allowUnknownQueryParameters: false, coerceTypes: false },
    validateResponses: validateResponses ? { removeAdditional: false } : false,
    validateFormats: true,
    ignorePaths: /^\/(media|__mock)(\/|$)/,
  }));

  // Simulated trouble for UI tests: a header per request, or prefixes/delay per server.
  // Headers are not query parameters, so the contract's paths stay exactly as declared.
  const failPrefixes = (Array.isArray(failPaths) ? failPaths : String(failPaths).split(',')).map((p) => p.trim()).filter(Boolean);
  app.use((req, res, next) => {
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
  });

  // Test hooks (not in the contract): what the join form stored, and a reset.
  app.get('/__mock/health', (req, res) => res.json({
    data: { status: 'ok', today: today(), companies: rows('companies').length, offers: rows('offers').length, validateResponses: Boolean(validateResponses) },
  }));
  app.get('/__mock/registrations', (req, res) => res.json({ data: db.get('registrations').value() }));
  app.delete('/__mock/registrations', (req, res) => {
    store.save([]);
    db.set('registrations', []).write();
    limiter.reset();
    honeypotReceipts.clear();
    res.status(204).end();
  });

  // Every path of the contract gets its handler, or the server refuses to start.
  for (const [specPath, item] of Object.entries(spec.paths)) {
    const expressPath = specPath.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const handler = handlers[op.operationId];
      if (!handler) throw new Error(`mock-server has no handler for ${op.operationId} (${method.toUpperCase()} ${specPath})`);
      app[method](expressPath, (req, res, next) => {
        try {
          handler(req, res);
        } catch (err) {
          next(err);
        }
      });
    }
  }

  app.use((req, res, next) => next(Object.assign(new Error('not found'), { status: 404 })));

  // Four arguments: Express's error handler. Always the contract's JSON error body.
  app.use((err, req, res, _next) => {
    const { status, error } = toErrorBody(err, req);
    if (status >= 500 && !(err instanceof HttpError)) {
      console.error(`[mock-server] ${req.method} ${req.originalUrl}: ${err.stack || err.message}`);
    }
    if (res.headersSent) return res.end();
    if (status === 405 && err.headers && err.headers.Allow) res.set('Allow', err.headers.Allow);
    return res.status(status).json({ error });
  });

  return app;
}

module.exports = {
  createMockServer, loadSpec, normalise, validateRegistration, parseRateLimit, createRateLimiter, REGISTRATION_MESSAGES, SPEC_PATH,
};
