'use strict';
// Deterministic fixtures for the contract mock: the same options give the same data.
// Faker (seeded) supplies the randomness; wordlists.cjs supplies everything people read.
// Rows are shaped as openapi.yaml's schemas. Media URLs are `${baseUrl}/media/...`; the
// server passes baseUrl '' and turns the paths absolute per request (see server.cjs).

const { Faker, en, base } = require('@faker-js/faker');
const W = require('./wordlists.cjs');
const { COUNTS: MEDIA_COUNTS } = require('./make-images.cjs');
const { hoursFor } = require('./opening-hours.cjs');
const { toIsoDay, addDays, isActiveOffer } = require('./dates.cjs');

const DEFAULT_SEED = 20261122;
const AD_COUNTS = { level1: 12, level2: 48 };

// ---- small helpers ----

const round = (n, step) => Math.round(n / step) * step;
const money = (n) => Number(n.toFixed(3));
const coord = (n) => Number(n.toFixed(6));
const slug = (s) => s.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '');
const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, k) => (k in values ? String(values[k]) : `{${k}}`));
/** A number as Arabic text writes it ("١٢٫٥٠٠"), for the Arabic titles beside the interface's own digits. */
const arabicDigits = (text) => String(text).replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[d]).replace('.', '٫');

function weightedIndex(weights) {
  // Expanded table: picking uniformly from it is a weighted pick, and fast.
  const table = [];
  weights.forEach((w, i) => {
    for (let k = 0; k < w; k += 1) table.push(i);
  });
  return table;
}

function makeRandom(seed) {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed);
  const int = (min, max) => faker.number.int({ min, max });
  const float = () => faker.number.float();
  return {
    faker,
    int,
    float,
    chance: (p) => float() < p,
    pick: (arr) => arr[int(0, arr.length - 1)],
    digits: (n) => faker.string.numeric({ length: n, allowLeadingZeros: true }),
    jitter: (amount) => (float() * 2 - 1) * amount,
  };
}

/** The company with the big product catalogue (about 250 products), and its size. */
const BIG_CATALOGUE_COMPANY = 1;
const BIG_CATALOGUE_SIZE = 250;
/** Each category's own products and the variants that tell them apart (tables/products.json). */
const PRODUCTS_BY_CATEGORY = require('./tables/products.json').categories;

function mediaUrl(baseUrl, folder, prefix, n) {
  return `${baseUrl}/media/${folder}/${prefix}-${n}.webp`;
}

// ---- generator: one step per collection, run in a fixed order (each draws from the one seeded
// stream, so the order of the steps and of the draws inside them is what makes a seed's data) ----

function makeFixtures(options = {}) {
  const { seed = DEFAULT_SEED, baseUrl = '' } = options;
  const today = toIsoDay(options.today);
  const sizes = readSizes(options);
  const g = makeGenerator({ seed, today, baseUrl });

  const categories = makeCategories();
  const cities = W.CITIES.map((c, i) => ({
    id: i + 1, name: c.name, en_name: c.en, country_id: 1, latitude: c.lat, longitude: c.lng,
  }));
  const directory = makeCompanies(g, sizes.companies);
  const { companies } = directory;
  const branches = makeBranches(g, directory);
  const offers = makeOffers(g, directory, sizes.offers);
  const ads = makeAds(g, directory);
  const products = makeProducts(g, companies, cataloguesOf(categories), sizes.products);
  const tags = W.TAGS.map(([en, ar], i) => ({ id: i + 1, name: ar, en_name: en, tag: ar }));
  const countries = W.COUNTRIES.map((c) => ({ ...c }));
  countPerCategory(categories, companies, offers, today);

  return { companies, branches, categories, offers, ads, tags, countries, cities, products };
}

/** The sizes asked for (companies, offers, products), each a whole number >= 0. */
function readSizes({ companies = 250, offers = 300, products = 5000 }) {
  const sizes = { companies, offers, products };
  for (const [k, v] of Object.entries(sizes)) {
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`${k} must be a whole number >= 0`);
  }
  if (offers > 0 && companies === 0) throw new RangeError('offers need at least one company');
  return sizes;
}

/** What every step draws with: the seeded stream, the day, media URLs, a place and a phone in a city. */
function makeGenerator({ seed, today, baseUrl }) {
  const rnd = makeRandom(seed);
  function pickArea(city) {
    if (city.districts) {
      const [areaEn, areaAr, lat, lng] = rnd.pick(city.districts);
      return { en: areaEn, ar: areaAr, lat: lat + rnd.jitter(city.jitter), lng: lng + rnd.jitter(city.jitter) };
    }
    const [areaEn, areaAr] = rnd.pick(W.GENERIC_AREAS);
    return { en: areaEn, ar: areaAr, lat: city.lat + rnd.jitter(city.jitter), lng: city.lng + rnd.jitter(city.jitter) };
  }
  function phone(city) {
    return rnd.chance(0.55)
      ? `+968 ${city.areaCode}${rnd.digits(2)} ${rnd.digits(4)}`
      : `+968 9${rnd.digits(3)} ${rnd.digits(4)}`;
  }
  return {
    rnd,
    seed,
    today,
    pickArea,
    phone,
    logo: (n) => mediaUrl(baseUrl, 'logos', 'logo', n),
    offerImage: (n) => mediaUrl(baseUrl, 'offers', 'offer', n),
    adImage: (n) => mediaUrl(baseUrl, 'ads', 'ad', n),
  };
}

/** Categories are a fixed list; ids follow list order. Their counts are filled in last. */
function makeCategories() {
  return W.CATEGORIES.map((c, i) => ({
    id: i + 1,
    name: c.name,
    en_name: c.en,
    description: `${c.what[0].charAt(0).toUpperCase()}${c.what[0].slice(1)}.`,
    icon: c.icon,
    image: null,
    company_count: 0,
    offer_count: 0,
    color: c.color,
  }));
}

// ---- companies ----

/**
 * The companies, with two side tables the later steps read: each company's city (an index into
 * W.CITIES) and the domain its e-mail and website use.
 */
function makeCompanies(g, count) {
  const categoryPick = weightedIndex(W.CATEGORIES.map((c) => c.weight));
  const cityPick = weightedIndex(W.CITIES.map((c) => c.weight));
  const companies = new Array(count);
  const companyCity = new Array(count);
  const companyDomain = new Array(count);
  const seenNames = new Set();
  for (let i = 0; i < count; i += 1) {
    const catIndex = g.rnd.pick(categoryPick);
    const cityIndex = g.rnd.pick(cityPick);
    const { company, domainName } = makeCompany(g, { id: i + 1, catIndex, cityIndex, seenNames });
    companies[i] = company;
    companyCity[i] = cityIndex;
    companyDomain[i] = domainName;
  }
  applyCompanyEdgeCases(companies, companyDomain, g.logo);
  return { companies, companyCity, companyDomain };
}

function makeCompany(g, { id, catIndex, cityIndex, seenNames }) {
  const { rnd } = g;
  const cat = W.CATEGORIES[catIndex];
  const city = W.CITIES[cityIndex];
  const area = g.pickArea(city);
  const { name, enName, core } = uniqueCompanyName(rnd, { cat, city, seenNames });
  const arabicFirst = rnd.chance(0.3);
  const year = rnd.int(1975, 2023);
  const description = companyDescription(rnd, { name, enName, cat, city, year, arabicFirst });
  const domainName = `${slug(enName)}${rnd.pick(['.om', '.com', '.com.om', '.net'])}`;
  const website = companyWebsite(rnd, domainName);
  const email = companyEmail(rnd, core, domainName);
  const established = establishedDate(rnd, year);
  const hasCoords = rnd.chance(0.9);
  const company = {
    id,
    name,
    en_name: enName,
    description,
    logo: rnd.chance(0.12) ? null : g.logo(rnd.int(1, MEDIA_COUNTS.logos)),
    location: arabicFirst ? `${area.ar}، ${city.name}` : `${area.en}, ${city.en}`,
    category: cat.name,
    category_id: catIndex + 1,
    category_name: cat.name,
    category_en_name: cat.en,
    rating: rnd.chance(0.1) ? null : Number((3.5 + rnd.float() * 1.5).toFixed(1)),
    productive_family: rnd.chance(0.13),
    locally_made_in_company: rnd.chance(0.22),
    phone: rnd.chance(0.95) ? g.phone(city) : null,
    email,
    website,
    established_date: established,
    latitude: hasCoords ? coord(area.lat) : null,
    longitude: hasCoords ? coord(area.lng) : null,
  };
  const hours = hoursFor({ id, categoryEn: cat.en, seed: g.seed, today: g.today });
  if (hours !== undefined) company.opening_hours = hours;
  // A few rows use the older hosts' field name, as the contract allows.
  if (id % 47 === 0) {
    company.desc = company.description;
    delete company.description;
  }
  return { company, domainName };
}

/** A name not used yet: an unused (core, template) pair if one comes in three tries, else the town, then a number. */
function uniqueCompanyName(rnd, { cat, city, seenNames }) {
  let name;
  let enName;
  let core;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [tplAr, tplEn] = rnd.pick(cat.names);
    core = rnd.pick(W.CORE_NAMES);
    name = fill(tplAr, { c: core[0] });
    enName = fill(tplEn, { c: core[1] });
    if (!seenNames.has(enName)) break;
  }
  if (seenNames.has(enName)) {
    name = `${name} - ${city.name}`;
    enName = `${enName} - ${city.en}`;
    for (let n = 2; seenNames.has(enName); n += 1) {
      const suffix = ` ${n}`;
      if (!seenNames.has(`${enName}${suffix}`)) {
        name += suffix;
        enName += suffix;
      }
    }
  }
  seenNames.add(enName);
  return { name, enName, core };
}

function companyDescription(rnd, { name, enName, cat, city, year, arabicFirst }) {
  const extra = rnd.chance(0.7) ? rnd.pick(W.DESCRIPTION_EXTRAS) : null;
  const fillVals = { city: city.en, cityAr: city.name, year };
  return arabicFirst
    ? `${name}: ${cat.what[1]} في ${city.name}.${extra ? ` ${fill(extra[1], fillVals)}` : ''}`
    : `${enName} offers ${cat.what[0]} in ${city.en}.${extra ? ` ${fill(extra[0], fillVals)}` : ''}`;
}

/** None, or the domain written each way people write it (no scheme: the app prepends http://). */
function companyWebsite(rnd, domainName) {
  const siteRoll = rnd.float();
  if (siteRoll < 0.15) return null;
  if (siteRoll < 0.33) return domainName;
  if (siteRoll < 0.43) return `www.${domainName}`;
  if (siteRoll < 0.53) return `http://www.${domainName}`;
  return rnd.chance(0.5) ? `https://www.${domainName}` : `https://${domainName}`;
}

function companyEmail(rnd, core, domainName) {
  const emailRoll = rnd.float();
  if (emailRoll < 0.08) return null;
  if (emailRoll < 0.3) return `${slug(core[1])}.${rnd.digits(3)}@${rnd.pick(['gmail.com', 'outlook.com', 'hotmail.com'])}`;
  return `${rnd.pick(['info', 'sales', 'contact', 'hello'])}@${domainName}`;
}

/** A full date, the year alone, or nothing. */
function establishedDate(rnd, year) {
  const estRoll = rnd.float();
  if (estRoll < 0.4) return `${year}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`;
  if (estRoll < 0.75) return String(year);
  return null;
}

// ---- branches: 0-4 per company, each in another area of the company's city ----

function makeBranches(g, { companies, companyCity }) {
  const branchCountPick = [0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 4];
  const branches = [];
  companies.forEach((company, i) => {
    const city = W.CITIES[companyCity[i]];
    const count = company.id === 1 ? 3 : g.rnd.pick(branchCountPick);
    const used = new Set();
    for (let k = 0; k < count; k += 1) {
      let area = g.pickArea(city);
      for (let attempt = 0; attempt < 4 && used.has(area.en); attempt += 1) area = g.pickArea(city);
      if (used.has(area.en)) continue; // a small town has only so many areas
      used.add(area.en);
      const hasCoords = company.id === 1 ? k < 2 : g.rnd.chance(0.6);
      branches.push(makeBranch(g, { id: branches.length + 1, company, city, area, hasCoords }));
    }
  });
  return branches;
}

function makeBranch(g, { id, company, city, area, hasCoords }) {
  const branch = {
    id,
    company_id: company.id,
    name: `فرع ${area.ar}`,
    en_name: `${area.en} Branch`,
    location: `${area.en}, ${city.en}`,
    phone: g.phone(city),
    latitude: hasCoords ? coord(area.lat) : null,
    longitude: hasCoords ? coord(area.lng) : null,
  };
  const branchHours = hoursFor({ id, categoryEn: company.category_en_name, seed: g.seed, today: g.today, salt: 7 });
  if (branchHours !== undefined) branch.opening_hours = branchHours;
  return branch;
}

// ---- offers ----

function makeOffers(g, directory, count) {
  const offers = new Array(count);
  for (let i = 0; i < count; i += 1) offers[i] = makeOffer(g, directory, i + 1);
  applyOfferEdgeCases(offers, g.today, g.offerImage);
  return offers;
}

function makeOffer(g, { companies, companyCity }, id) {
  const { rnd } = g;
  const company = id <= 3 ? companies[0] : companies[rnd.int(0, companies.length - 1)];
  const city = W.CITIES[companyCity[company.id - 1]];
  const cat = W.CATEGORIES[company.category_id - 1];
  const [itemAr, itemEn] = rnd.pick(cat.items);
  const rawPrice = cat.price[0] + rnd.float() * (cat.price[1] - cat.price[0]);
  const price = money(Math.max(0.1, round(rawPrice, rawPrice < 10 ? 0.1 : rawPrice < 100 ? 0.5 : 5)));
  const discount = offerDiscount(rnd, { id, price, itemAr, itemEn });
  const arabic = rnd.chance(0.6);
  const [descEn, descAr] = rnd.pick(W.OFFER_DESCRIPTIONS).map((t) => fill(t, { city: city.en, cityAr: city.name }));
  const validUntil = offerValidUntil(rnd, g.today);
  const images = offerImages(g);
  const point = offerPoint(rnd, company, city);
  return {
    id,
    title: arabic ? discount.titles[0] : discount.titles[1],
    en_title: discount.titles[1],
    description: arabic ? descAr : descEn,
    images,
    discount_percentage: discount.percentage,
    discount_amount: discount.amount,
    price,
    company_id: company.id,
    company_name: company.name,
    company_en_name: company.en_name,
    company_website: company.website,
    valid_until: validUntil,
    category: cat.name,
    category_id: company.category_id,
    category_name: cat.name,
    category_en_name: cat.en,
    latitude: point.latitude,
    longitude: point.longitude,
  };
}

/** A percentage off (offer 1 always, offer 2 never) or an amount off, and the titles that say it, [ar, en]. */
function offerDiscount(rnd, { id, price, itemAr, itemEn }) {
  const percent = id === 2 ? false : id === 1 ? true : rnd.chance(0.65);
  if (percent) {
    const percentage = rnd.int(1, 14) * 5;
    const titles = rnd.pick(W.OFFER_TITLES.percent).map((t) => fill(t, { p: percentage, pAr: arabicDigits(percentage), item: itemEn, itemAr }));
    return { percentage, amount: null, titles };
  }
  const amount = money(Math.max(0.1, round(price * (0.1 + rnd.float() * 0.3), 0.1)));
  const titles = rnd.pick(W.OFFER_TITLES.amount).map((t) => fill(t, { a: amount.toFixed(3), aAr: arabicDigits(amount.toFixed(3)), item: itemEn, itemAr }));
  return { percentage: null, amount, titles };
}

function offerValidUntil(rnd, today) {
  const roll = rnd.float();
  if (roll < 0.15) return addDays(today, -rnd.int(1, 90)); // expired
  if (roll < 0.35) return addDays(today, rnd.int(1, 7)); // ending soon
  if (roll < 0.38) return today; // last day
  if (roll < 0.39) return null; // open-ended
  return addDays(today, rnd.int(8, 150));
}

/** None now and then, else one to three pictures, five apart in the media set. */
function offerImages(g) {
  const imageCount = g.rnd.chance(0.07) ? 0 : g.rnd.int(1, 3);
  const first = g.rnd.int(1, MEDIA_COUNTS.offers);
  const images = [];
  for (let k = 0; k < imageCount; k += 1) images.push(g.offerImage(((first - 1 + k * 5) % MEDIA_COUNTS.offers) + 1));
  return images;
}

/** Most offers stand a few hundred metres from their company (or its city); some have no place. */
function offerPoint(rnd, company, city) {
  if (!rnd.chance(0.82)) return { latitude: null, longitude: null };
  return {
    latitude: coord((company.latitude ?? city.lat) + rnd.jitter(0.002)),
    longitude: coord((company.longitude ?? city.lng) + rnd.jitter(0.002)),
  };
}

// ---- ads: level 1 (hero carousel) then level 2 (spotlight and news) ----

function makeAds(g, directory) {
  const ads = [];
  const adTotal = directory.companies.length > 0 ? AD_COUNTS.level1 + AD_COUNTS.level2 : 0;
  for (let i = 0; i < adTotal; i += 1) ads.push(makeAd(g, directory, i + 1, adTotal));
  return ads;
}

function makeAd(g, { companies, companyCity, companyDomain }, id, adTotal) {
  const { rnd } = g;
  const level = id <= AD_COUNTS.level1 ? 1 : 2;
  const company = id === 1 || id === AD_COUNTS.level1 + 1 ? companies[0] : companies[rnd.int(0, companies.length - 1)];
  const city = W.CITIES[companyCity[company.id - 1]];
  const vals = { c: company.name, cEn: company.en_name, city: city.name, cityEn: city.en };
  const [titleAr, titleEn] = level === 1
    ? W.HERO_ADS[(id - 1) % W.HERO_ADS.length]
    : rnd.pick(W.NEWS_ADS).map((t) => fill(t, vals));
  const arabic = rnd.chance(0.5);
  const [descEn, descAr] = rnd.pick(W.AD_DESCRIPTIONS).map((t) => fill(t, vals));
  const images = adImages(g, id, level);
  const { startDate, endDate } = adDates(rnd, g.today, id, adTotal);
  const domainName = companyDomain[company.id - 1];
  return {
    id,
    title: arabic ? titleAr : titleEn,
    en_title: titleEn,
    description: arabic ? descAr : descEn,
    images,
    image: images[0] ?? null,
    company_id: company.id,
    company_name: company.name,
    company_en_name: company.en_name,
    company_logo: company.logo,
    start_date: startDate,
    end_date: endDate,
    click_count: rnd.int(0, 5000),
    ad_type: level === 1 ? 'Level 1' : 'Level 2',
    external_link: rnd.chance(0.4) || id === 2 ? `https://www.${domainName}/` : null,
  };
}

function adImages(g, id, level) {
  const withoutImages = level === 1 ? id === AD_COUNTS.level1 - 2 : g.rnd.chance(0.25) && id !== AD_COUNTS.level1 + 1;
  const images = [];
  if (!withoutImages) {
    const firstImage = ((id - 1) % MEDIA_COUNTS.ads) + 1;
    images.push(g.adImage(firstImage));
    if (g.rnd.chance(0.4)) images.push(g.adImage((firstImage % MEDIA_COUNTS.ads) + 1));
  }
  return images;
}

/** Not every ad runs now: the last level-1 ad and two level-2 ads have ended, the last starts next week. */
function adDates(rnd, today, id, adTotal) {
  let startDate = addDays(today, -rnd.int(1, 60));
  let endDate = addDays(today, rnd.int(5, 120));
  if (id === AD_COUNTS.level1 || id === adTotal - 2 || id === adTotal - 1) {
    endDate = addDays(today, -rnd.int(1, 30));
    startDate = addDays(endDate, -30);
  } else if (id === adTotal) {
    startDate = addDays(today, 7);
    endDate = addDays(today, 60);
  }
  return { startDate, endDate };
}

// ---- products ----
// Most companies sell 0-30 products; one (BIG_CATALOGUE_COMPANY) about 250, so the partner
// page's product pager has many pages. `products` caps the total. A company sells only its own
// category's goods (wordlists' PRODUCTS and tables/products.json), each name once: its category's
// items, plain and in each variant (a size, a plan, a colour...), shuffled by the seed; a company
// asking for more than its category has gets them all.

/** Per category (in category order), every product name it can sell: { item, ar, en } variant words. */
function cataloguesOf(categories) {
  return categories.map((category) => {
    const own = PRODUCTS_BY_CATEGORY[category.en_name] || { items: [], variants: [] };
    const items = [
      ...W.PRODUCTS.filter((t) => t[2] === category.en_name).map(([ar, en, , min, max, desc]) => [ar, en, min, max, desc]),
      ...own.items,
    ];
    const second = [['', ''], ...(own.extra || [])];
    const names = [];
    for (const item of items) {
      for (const variant of [['', ''], ...own.variants]) {
        for (const extra of second) {
          const partsAr = [variant[0], extra[0]].filter(Boolean);
          const partsEn = [variant[1], extra[1]].filter(Boolean);
          names.push({ item, ar: partsAr.join('، '), en: partsEn.join(', ') });
        }
      }
    }
    return names;
  });
}

function makeProducts(g, companies, catalogues, productCount) {
  const products = [];
  for (const company of companies) {
    if (products.length >= productCount) break;
    const catalogue = catalogues[company.category_id - 1];
    let quota;
    if (company.id === BIG_CATALOGUE_COMPANY) quota = BIG_CATALOGUE_SIZE;
    else quota = g.rnd.chance(0.25) ? 0 : g.rnd.int(1, 30);
    quota = Math.min(quota, catalogue.length, productCount - products.length);
    // A seeded partial shuffle: the first `quota` of the catalogue in a random order, no repeats.
    const order = catalogue.map((_, i) => i);
    for (let k = 0; k < quota; k += 1) {
      const pick = k + Math.floor(g.rnd.float() * (order.length - k));
      [order[k], order[pick]] = [order[pick], order[k]];
      products.push(makeProduct(g, products.length + 1, company, catalogue[order[k]]));
    }
  }
  return products;
}

function makeProduct(g, id, company, { item, ar, en }) {
  const [nameAr, nameEn, min, max, descEn] = item;
  const raw = min + g.rnd.float() * (max - min);
  return {
    id,
    name: ar ? `${nameAr} (${ar})` : nameAr,
    en_name: en ? `${nameEn} (${en})` : nameEn,
    description: descEn,
    price: money(Math.max(0.1, round(raw, raw < 10 ? 0.1 : 0.5))),
    image: g.rnd.chance(0.6) ? g.offerImage(g.rnd.int(1, MEDIA_COUNTS.offers)) : null,
    company_id: company.id,
    company_name: company.name,
    category_id: company.category_id,
  };
}

/** Each category's companies, and its offers active today. */
function countPerCategory(categories, companies, offers, today) {
  for (const c of companies) categories[c.category_id - 1].company_count += 1;
  for (const o of offers) {
    if (o.category_id && isActiveOffer(o, today)) categories[o.category_id - 1].offer_count += 1;
  }
}

// Fixed rows that prove the app's handling of awkward data. They sit at low ids so
// every size from a dozen companies upward has them.
function applyCompanyEdgeCases(companies, companyDomain, logo) {
  const at = (id) => companies[id - 1];
  const set = (id, fields) => {
    if (at(id)) Object.assign(at(id), fields);
  };
  const domain = (id) => companyDomain[id - 1];
  if (at(1)) set(1, { website: `https://www.${domain(1)}`, logo: logo(1), rating: 4.8, productive_family: false, locally_made_in_company: false });
  if (at(1) && at(1).latitude == null) set(1, { latitude: 23.5957, longitude: 58.4219 });
  if (at(2)) set(2, { website: domain(2) }); // no scheme, e.g. alnoortrading.om
  set(3, { website: 'javascript:alert(1)' });
  if (at(4)) set(4, { website: `ftp://files.${domain(4)}/catalogue.pdf` });
  set(5, { logo: null, rating: null });
  set(6, { productive_family: true, locally_made_in_company: true });
  set(7, { productive_family: true, locally_made_in_company: false });
  set(8, { productive_family: false, locally_made_in_company: true });
  if (at(9)) {
    at(9).desc = at(9).description ?? at(9).desc;
    delete at(9).description;
  }
  if (at(10)) set(10, { en_name: at(10).name }); // English name equals the Arabic one
  set(11, { en_name: null, latitude: null, longitude: null, phone: null, email: null, website: null, established_date: null });
  if (at(12)) set(12, { website: `http://www.${domain(12)}`, established_date: '1984' });
}

function applyOfferEdgeCases(offers, today, offerImage) {
  const set = (id, fields) => {
    if (offers[id - 1]) Object.assign(offers[id - 1], fields);
  };
  set(1, { valid_until: addDays(today, 30), latitude: offers[0]?.latitude ?? 23.5957, longitude: offers[0]?.longitude ?? 58.4219, images: [offerImage(1), offerImage(2)] });
  set(2, { valid_until: addDays(today, 3) });
  set(3, { valid_until: addDays(today, -10) });
  set(4, { latitude: null, longitude: null, valid_until: addDays(today, 20) });
  set(5, { images: [], valid_until: addDays(today, 12) });
  set(6, { valid_until: null });
}

module.exports = { makeFixtures, DEFAULT_SEED };
