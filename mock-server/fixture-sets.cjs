'use strict';
// Fixture sets: where a set comes from (a named set, a JSON file, a generator module), how a
// file's relative dates are read, and the check that every record fits the contract before
// the mock serves it. A record that breaks the contract stops the mock with a message that
// names the file, the collection, the record and the field:
//   fixtures/edge.json companies[id=7].rating: must be number

const fs = require('node:fs');
const path = require('node:path');
const Ajv = require('ajv');
const addFormats = require('ajv-formats');
const { loadSpec } = require('./contract.cjs');
const { addDays, toIsoDay } = require('./dates.cjs');

const SETS_DIR = path.join(__dirname, 'fixtures');
const ROOT = path.join(__dirname, '..');

/** Each collection of a fixture set and the contract schema its records must fit. */
const COLLECTIONS = {
  companies: 'Company',
  branches: 'Branch',
  categories: 'Category',
  offers: 'Offer',
  products: 'Product',
  ads: 'Ad',
  tags: 'Tag',
  countries: 'Country',
  cities: 'City',
};

/**
 * `name` → mock-server/fixtures/name.json or name.cjs; anything with a '/' or an extension is a
 * path (relative to the working directory).
 */
function resolveFixtureSource(source, cwd = process.cwd()) {
  const value = String(source).trim();
  if (/[\\/]/.test(value) || /\.(json|cjs|js)$/.test(value)) {
    const file = path.resolve(cwd, value);
    if (!fs.existsSync(file)) throw new Error(`fixture file ${value} does not exist`);
    return file;
  }
  for (const ext of ['.json', '.cjs']) {
    const file = path.join(SETS_DIR, value + ext);
    if (fs.existsSync(file)) return file;
  }
  const names = listNamedSets();
  throw new Error(`there is no fixture set "${value}" (named sets: ${names.join(', ')}; or give a file path)`);
}

function listNamedSets() {
  return [...new Set(fs.readdirSync(SETS_DIR).filter((f) => /\.(json|cjs)$/.test(f)).map((f) => f.replace(/\.(json|cjs)$/, '')))].sort();
}

/** How a file is named in messages: relative to the repo when it lives inside it. */
function displayName(file) {
  const rel = path.relative(ROOT, file);
  return rel.startsWith('..') ? file : rel.split(path.sep).join('/');
}

/**
 * A file may write dates relative to the day the mock runs: "{today}", "{today+3}", "{today-1}",
 * so an "offer expiring today" stays one whatever the date.
 */
function resolveRelativeDates(node, today) {
  if (typeof node === 'string') {
    const m = /^\{today(?:([+-])(\d+))?\}$/.exec(node);
    if (!m) return node;
    return m[1] ? addDays(today, (m[1] === '-' ? -1 : 1) * Number(m[2])) : today;
  }
  if (Array.isArray(node)) return node.map((v) => resolveRelativeDates(v, today));
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, resolveRelativeDates(v, today)]));
  }
  return node;
}

/**
 * Load a set. `options` go to a generator module ({ companies, offers, products, seed, today }).
 * @returns {{ data: object, file: string, label: string }}
 */
function loadFixtureSet(source, options = {}) {
  const file = resolveFixtureSource(source, options.cwd);
  const label = displayName(file);
  const today = toIsoDay(options.today);
  let data;
  let breaksContract = false;
  if (file.endsWith('.json')) {
    let parsed;
    try {
      parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (err) {
      throw new Error(`${label}: not valid JSON (${err.message})`, { cause: err });
    }
    data = resolveRelativeDates(parsed, today);
  } else {
    delete require.cache[require.resolve(file)]; // a watched module reloads as well
    const make = require(file);
    if (typeof make !== 'function') throw new Error(`${label}: must export a function that returns the fixture set`);
    data = make({ ...options, today, baseUrl: '' });
    breaksContract = make.breaksContract === true; // hostile data, on purpose
  }
  return { data: completeFixtureSet(data, label), file, label, breaksContract };
}

/** Every collection present (missing ones empty), nothing unknown, category counts filled in. */
function completeFixtureSet(data, label) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error(`${label}: must be an object with one list per collection (${Object.keys(COLLECTIONS).join(', ')})`);
  }
  for (const key of Object.keys(data)) {
    if (key === '$schema') continue;
    if (!(key in COLLECTIONS)) throw new Error(`${label}: unknown collection "${key}" (expected ${Object.keys(COLLECTIONS).join(', ')})`);
    if (!Array.isArray(data[key])) throw new Error(`${label} ${key}: must be a list of records`);
  }
  const out = {};
  for (const name of Object.keys(COLLECTIONS)) out[name] = data[name] || [];
  // A hand-written file may leave company_count out: it is what the companies say.
  const perCategory = new Map();
  for (const c of out.companies) perCategory.set(c.category_id, (perCategory.get(c.category_id) || 0) + 1);
  for (const c of out.categories) {
    if (c && typeof c === 'object' && c.company_count === undefined) c.company_count = perCategory.get(c.id) || 0;
  }
  return out;
}

let validators = null;
function schemaValidators() {
  if (!validators) {
    const ajv = new Ajv({ allErrors: false, strict: false });
    addFormats(ajv);
    ajv.addSchema({ components: loadSpec().components }, 'contract');
    validators = Object.fromEntries(Object.entries(COLLECTIONS).map(([name, schema]) => [
      name, ajv.compile({ $ref: `contract#/components/schemas/${schema}` }),
    ]));
  }
  return validators;
}

/**
 * Throws on the first record that breaks the contract, naming file, collection, record, field
 * and rule. Ids must also be unique whole numbers (json-server and the handlers look rows up by id).
 */
function validateFixtureSet(data, label) {
  const check = schemaValidators();
  for (const [name, validate] of Object.entries(check)) {
    const seen = new Set();
    data[name].forEach((record, i) => {
      const which = record && (typeof record.id === 'number' || typeof record.id === 'string') ? `id=${record.id}` : i;
      const where = `${label} ${name}[${which}]`;
      if (!validate(record)) {
        const e = validate.errors[0];
        const field = e.instancePath.replace(/^\//, '').replace(/\/(\d+)(?=\/|$)/g, '[$1]').replace(/\//g, '.');
        const missing = e.keyword === 'required' ? e.params.missingProperty : null;
        const at = missing || field;
        const rule = e.keyword === 'enum' ? `must be one of ${e.params.allowedValues.join(', ')}` : e.message;
        throw new Error(`${where}${at ? `.${at}` : ''}: ${missing ? 'is required' : rule}`);
      }
      if (seen.has(record.id)) throw new Error(`${where}.id: must be unique in ${name}`);
      seen.add(record.id);
    });
  }
  return data;
}

module.exports = {
  COLLECTIONS, SETS_DIR, resolveFixtureSource, completeFixtureSet, listNamedSets, loadFixtureSet, validateFixtureSet, resolveRelativeDates, displayName,
};
