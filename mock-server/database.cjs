'use strict';
// The one lowdb database every part of the mock reads: the contract handlers, json-server's
// own router under /_db, and the QA hooks. Lookups by id and by company, and what depends on
// the date, are worked out on first use and dropped whenever the data changes (an edit through
// /_db, a reloaded fixture file, a reset), so the next contract call always sees the edit.

const jsonServer = require('json-server');
const { isActiveOffer } = require('./dates.cjs');
const { searchCompanies, searchOffers, searchCategories, searchProducts } = require('./search.cjs');

function indexBy(rows, key) {
  const map = new Map();
  for (const row of rows) {
    const k = row[key];
    if (!map.has(k)) map.set(k, []);
    map.get(k).push(row);
  }
  return map;
}

/**
 * @param {object} data the fixture collections; served as they are (not copied: a 100 000-company
 *   set is large), so the caller hands over a set it does not keep using
 * @param {() => string} today YYYY-MM-DD
 */
function createDatabase(data, today) {
  // Foreign keys are snake_case (company_id), so /_db/companies/4?_embed=branches works.
  const router = jsonServer.router(data, { foreignKeySuffix: '_id' });
  const { db } = router;
  // The set as loaded, copied just before the first edit, so a reset can bring it back
  // without every start paying for a copy.
  let asLoaded = null;
  const rows = (name) => db.get(name).value() || [];

  let lookups = null;
  let daily = { day: null };

  /** Read-only lookups: by id, and a company's branches, offers and ads. */
  function index() {
    if (!lookups) {
      const byId = {};
      for (const name of ['companies', 'categories', 'offers', 'ads', 'products', 'countries']) {
        byId[name] = new Map(rows(name).map((r) => [r.id, r]));
      }
      lookups = {
        byId,
        branchesByCompany: indexBy(rows('branches'), 'company_id'),
        offersByCompany: indexBy(rows('offers'), 'company_id'),
        adsByCompany: indexBy(rows('ads'), 'company_id'),
      };
    }
    return lookups;
  }

  /** What depends on the date is worked out once per day (and again after an edit). */
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

  /** The data changed: drop every lookup and cached search text. */
  function changed() {
    lookups = null;
    daily = { day: null };
    for (const search of [searchCompanies, searchOffers, searchCategories, searchProducts]) search.forget();
  }

  /** Call before anything edits the data (json-server edits rows in place). */
  function beforeEdit() {
    if (!asLoaded) asLoaded = structuredClone(db.getState());
  }

  /** Back to the set as loaded (or as last replaced). */
  function reset() {
    if (asLoaded) db.setState(asLoaded);
    asLoaded = null;
    changed();
  }

  /** Serve another fixture set (a reloaded file); it becomes the set a reset returns to. */
  function replace(nextData) {
    db.setState(nextData);
    asLoaded = null;
    changed();
  }

  return { router, db, rows, index, derived, changed, beforeEdit, reset, replace };
}

module.exports = { createDatabase, indexBy };
