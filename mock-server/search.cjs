'use strict';
// Text search as the contract's `search` parameters mean it: case-insensitive, every word must
// match, and forgiving about the Arabic spellings people type interchangeably.

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

/**
 * A row matches when every word of the query occurs in one of its searched fields.
 * The normalised text is cached per row object; `forget()` drops the cache after the data
 * was edited (through /_db, a reload or a reset).
 */
function makeSearcher(fieldsOf) {
  let haystacks = new WeakMap();
  const haystack = (row) => {
    let text = haystacks.get(row);
    if (text === undefined) {
      text = normalise(fieldsOf(row).filter((v) => typeof v === 'string').join('\n'));
      haystacks.set(row, text);
    }
    return text;
  };
  const search = (rows, query) => {
    if (typeof query !== 'string' || query.trim() === '') return rows; // blank searches are ignored
    const words = normalise(query).split(' ');
    return rows.filter((row) => {
      const text = haystack(row);
      return words.every((w) => text.includes(w));
    });
  };
  search.forget = () => {
    haystacks = new WeakMap();
  };
  return search;
}

const searchCompanies = makeSearcher((c) => [c.name, c.en_name, c.description, c.desc, c.location]);
const searchOffers = makeSearcher((o) => [o.title, o.en_title, o.name, o.description, o.desc, o.company_name, o.company_en_name]);
const searchCategories = makeSearcher((c) => [c.name, c.en_name]);
const searchProducts = makeSearcher((p) => [p.name, p.en_name, p.description]);

module.exports = { normalise, makeSearcher, searchCompanies, searchOffers, searchCategories, searchProducts };
