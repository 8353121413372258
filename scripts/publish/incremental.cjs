'use strict';
// "A re-publish rewrites only the pages whose data changed" (issue 30). The driver digests what a
// page is made of, asks the manifest of the last publish whether that digest changed, writes the
// page only then, and deletes the pages of records that are gone (stale()).
//
// What to digest is the driver's choice, passed in as parts: the page's HTML without what changes
// on every run (a render time, a nonce), or, cheaper, what the HTML is made from (the API data the
// page was rendered with) together with a build id; see createPublishManifest's `build`.
//
// With each digest the driver may record the calls the page was rendered from (endpoint and
// argument), the ones its route data declares: which records a page depends on.

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const MANIFEST_FILE = '.publish-manifest.json';
const FORMAT = 2;

/** Attributes that change on every run and never count as a change of the page. */
const VOLATILE = [/\sdata-published-at=(?:"[^"]*"|'[^']*')/g, /\sdata-rendered-at=(?:"[^"]*"|'[^']*')/g];

/** JSON with object keys sorted, so equal data gives equal text whatever order it was built in. */
function stableJson(value) {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().filter((k) => value[k] !== undefined).map((k) => `${JSON.stringify(k)}:${stableJson(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value === undefined ? null : value);
}

/**
 * sha256 (hex) of a page's stable parts. `parts` is one part or a list: strings (HTML, with the
 * VOLATILE attributes taken out), Buffers, or plain data (hashed as key-sorted JSON). Each part is
 * length-prefixed, so ['ab', 'c'] and ['a', 'bc'] differ.
 * @param {unknown} parts
 * @param {{ volatile?: RegExp[] }} [options] patterns removed from string parts first
 */
function pageDigest(parts, { volatile = VOLATILE } = {}) {
  const hash = crypto.createHash('sha256');
  for (const part of Array.isArray(parts) ? parts : [parts]) {
    let bytes;
    if (typeof part === 'string') bytes = Buffer.from(volatile.reduce((text, re) => text.replace(re, ''), part));
    else if (Buffer.isBuffer(part)) bytes = part;
    else bytes = Buffer.from(stableJson(part));
    hash.update(`${typeof part === 'string' ? 's' : 'd'}${bytes.length}:`).update(bytes);
  }
  return hash.digest('hex');
}

/** The last publish's pages, or none when there is no manifest, it cannot be read, or the build differs. */
function loadPages(file, build) {
  let stored;
  try {
    stored = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    return { pages: {}, reason: err.code === 'ENOENT' ? 'no manifest' : `unreadable manifest: ${err.message}` };
  }
  if (!stored || stored.format !== FORMAT || typeof stored.pages !== 'object' || stored.pages === null) {
    return { pages: {}, reason: 'manifest in another format' };
  }
  if (build !== undefined && stored.build !== build) return { pages: {}, reason: `build changed (${stored.build} → ${build})` };
  const calls = stored.calls && typeof stored.calls === 'object' ? stored.calls : {};
  return { pages: stored.pages, calls, reason: null };
}

/**
 * The digests of the last publish in `dir`, and those of this one.
 * @param {string} dir the publish output folder; the manifest is <dir>/.publish-manifest.json
 * @param {{ build?: string }} [options] an id of what renders the pages (bundle hashes, template
 *   version): when it differs from the stored one, every page counts as changed
 */
function createPublishManifest(dir, { build } = {}) {
  const file = path.join(dir, MANIFEST_FILE);
  const previous = loadPages(file, build);
  const before = new Map(Object.entries(previous.pages));
  const now = new Map();
  const callsNow = new Map();
  return {
    file,
    /** Why nothing was carried over from the last publish (null when it was). */
    reason: previous.reason,
    /** Pages of the last publish. */
    get previousSize() { return before.size; },
    /** The last publish's digests by page (a copy, to hand to render workers). */
    get previous() { return new Map(before); },
    /** True when the page is new or its digest differs from the last publish's. */
    changed: (page, digest) => before.get(page) !== digest,
    /** `calls`, when given: the [endpoint, argument] pairs the page was drawn from. */
    record(page, digest, calls) {
      if (typeof digest !== 'string' || digest === '') throw new TypeError(`record(${page}) needs a digest`);
      now.set(page, digest);
      if (Array.isArray(calls)) callsNow.set(page, calls);
    },
    /** Pages of the last publish not recorded in this one: their records are gone; delete their files. */
    stale: () => [...before.keys()].filter((page) => !now.has(page)).sort(),
    /**
     * Writes this run's pages (and only those) atomically. Call it once the run is complete: a page
     * not recorded is forgotten, and would be rewritten next time.
     */
    save() {
      fs.mkdirSync(dir, { recursive: true });
      const sorted = (map) => Object.fromEntries([...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
      const temp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temp, `${JSON.stringify({ format: FORMAT, build, pages: sorted(now), calls: sorted(callsNow) })}\n`);
      fs.renameSync(temp, file);
      return file;
    },
  };
}

module.exports = { pageDigest, createPublishManifest, stableJson, MANIFEST_FILE, VOLATILE };
