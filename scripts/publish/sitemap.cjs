'use strict';
// The published site's sitemaps and robots.txt (issue 30). Every page exists in English at its bare
// path (/partners/1) and in Arabic under /ar (/ar/partners/1; '/' ↔ '/ar/'), so each page gives two
// <url> entries, each naming both languages and x-default (the English address) as alternates.
// A sitemap index (sitemap.xml) points to child sitemaps of at most maxUrlsPerFile <url>s each
// (sitemaps.org allows 50 000 URLs and 50 MB per file).
// The addresses are the app's own (src/lib/languagePath.ts), so a sitemap names the pages it serves.
const { requireSrcLib } = require('../src-lib.cjs');

const { languageOfPath, pathInLanguage } = requireSrcLib('src/lib/languagePath.ts');

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const MAX_URLS_PER_FILE = 50_000;

const XML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Text safe inside an XML element or a double- or single-quoted attribute. */
const escapeXml = (text) => String(text).replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/** The origin without a trailing slash ('https://dalil.om/' → 'https://dalil.om'). */
function siteOrigin(site) {
  if (typeof site !== 'string' || !/^https?:\/\/[^/]+/.test(site)) throw new TypeError(`site must be an absolute http(s) origin, got ${site}`);
  return site.replace(/\/+$/, '');
}

function checkPath(path) {
  if (typeof path !== 'string' || !path.startsWith('/')) throw new TypeError(`a page is a path that starts with '/', got ${path}`);
  if (languageOfPath(path) === 'ar') throw new TypeError(`pages are bare English paths; the Arabic one is derived: ${path}`);
  return path;
}

/** A lastmod given once for all (string or Date) or per page (path → string | Date | undefined). */
function lastmodOf(lastmod, path) {
  const value = typeof lastmod === 'function' ? lastmod(path) : lastmod;
  if (value === undefined || value === null || value === '') return null;
  return value instanceof Date ? value.toISOString() : String(value);
}

/** Both <url> entries of one page: the English one, then the Arabic one. */
function urlEntries(origin, path, lastmod) {
  const en = `${origin}${path}`;
  const ar = `${origin}${pathInLanguage(path, 'ar')}`;
  const alternates = [['en', en], ['ar', ar], ['x-default', en]]
    .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
    .join('\n');
  const modified = lastmodOf(lastmod, path);
  const lastmodTag = modified ? `\n    <lastmod>${escapeXml(modified)}</lastmod>` : '';
  return [en, ar].map((loc) => `  <url>\n    <loc>${escapeXml(loc)}</loc>${lastmodTag}\n${alternates}\n  </url>`);
}

function chunk(list, size) {
  const chunks = [];
  for (let i = 0; i < list.length; i += size) chunks.push(list.slice(i, i + size));
  return chunks;
}

const urlset = (entries) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">
${entries.join('\n')}${entries.length ? '\n' : ''}</urlset>
`;

function sitemapIndex(locs, lastmod) {
  const modified = typeof lastmod === 'function' ? null : lastmodOf(lastmod, null);
  const lastmodTag = modified ? `\n    <lastmod>${escapeXml(modified)}</lastmod>` : '';
  const entries = locs.map((loc) => `  <sitemap>\n    <loc>${escapeXml(loc)}</loc>${lastmodTag}\n  </sitemap>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="${SITEMAP_NS}">
${entries}</sitemapindex>
`;
}

/**
 * @param {object} options
 * @param {string} options.site the public origin, e.g. https://dalil.om
 * @param {string[]} options.pages bare English paths ('/', '/partners/1'); duplicates are dropped
 * @param {string|Date|((path: string) => string|Date|undefined)} [options.lastmod] W3C datetime, for all or per page
 * @param {number} [options.maxUrlsPerFile=50000]
 * @returns {{ file: string, xml: string }[]} sitemap.xml (the index) first, then sitemaps/sitemap-N.xml
 */
function buildSitemaps({ site, pages, lastmod, maxUrlsPerFile = MAX_URLS_PER_FILE }) {
  const origin = siteOrigin(site);
  if (!(Number.isInteger(maxUrlsPerFile) && maxUrlsPerFile >= 1 && maxUrlsPerFile <= MAX_URLS_PER_FILE)) {
    throw new RangeError(`maxUrlsPerFile must be a whole number from 1 to ${MAX_URLS_PER_FILE}, got ${maxUrlsPerFile}`);
  }
  const paths = [...new Set(pages.map(checkPath))];
  const entries = paths.flatMap((path) => urlEntries(origin, path, lastmod));
  const children = chunk(entries, maxUrlsPerFile).map((part, i) => ({ file: `sitemaps/sitemap-${i + 1}.xml`, xml: urlset(part) }));
  const index = { file: 'sitemap.xml', xml: sitemapIndex(children.map(({ file }) => `${origin}/${file}`), lastmod) };
  return [index, ...children];
}

/** robots.txt: everything may be crawled, and here is the sitemap index. */
function robotsTxt({ site }) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin(site)}/sitemap.xml\n`;
}

module.exports = { buildSitemaps, robotsTxt, escapeXml, MAX_URLS_PER_FILE };
