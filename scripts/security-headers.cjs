#!/usr/bin/env node
// The security headers Dalil is served with: `npm run serve` sends them, and
// `node scripts/security-headers.cjs` prints them for a CDN (and writes dist/_headers, the
// Netlify / Cloudflare Pages format). The policy is computed from the built dist/index.html
// (hashes of its inline head script and styles,
// which change with the build, so never hard-coded) and from config.json (the API, tile, routing
// and geocoding hosts).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** sha256 CSP sources for every inline <script> (without src) or <style> in the page. */
function inlineHashes(html, tag) {
  const pattern = new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi');
  const hashes = [];
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1] || '';
    if (tag === 'script' && /\ssrc\s*=/.test(attributes)) continue;
    const body = match[2];
    if (tag === 'script' && body.trim() === '') continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/**
 * sha256 CSP sources for style attributes (the decoded values): the published pages carry React's
 * style props as attributes in their HTML (a category's colour, a map's height), which the policy
 * allows by hash ('unsafe-hashes'), one per distinct value, never 'unsafe-inline'.
 */
function styleAttributeHashes(values) {
  return [...new Set(values)].sort().map((value) => `'sha256-${crypto.createHash('sha256').update(value, 'utf8').digest('base64')}'`);
}

/** The origin of a configured URL ('https://{s}.tile.example/{z}/…' → 'https://*.tile.example'). */
function originOf(url) {
  if (typeof url !== 'string' || url.trim() === '') return null;
  const wildcarded = url.replace(/\{s\}/g, 'subdomain-placeholder');
  let parsed;
  try {
    parsed = new URL(wildcarded);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return parsed.origin.replace('subdomain-placeholder', '*');
}

function unique(values) {
  return [...new Set(values.filter(Boolean))];
}

/**
 * Content-Security-Policy for the built page and the runtime configuration; `styleAttributes`, the
 * style attribute values the published pages carry (scripts/publish.cjs lists them); `imageOrigins`,
 * where else pictures are served from (serve.cjs --media-on-site: the site's public origin).
 */
function contentSecurityPolicy(html, config, { styleAttributes = [], imageOrigins = [] } = {}) {
  const api = originOf(config.apiBaseUrl);
  const tiles = originOf(config.tileUrl);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineHashes(html, 'script')],
    // Any inline <style> by hash (the pages have none today); style attributes set through the DOM (React's
    // style prop, Leaflet's positioning) are CSSOM writes, which CSP does not govern.
    'style-src': ["'self'", ...inlineHashes(html, 'style'), ...(styleAttributes.length > 0 ? ["'unsafe-hashes'", ...styleAttributeHashes(styleAttributes)] : [])],
    // API images (logos, ads), map tiles; data: for small inline images in CSS.
    'img-src': unique(["'self'", 'data:', api, tiles, ...imageOrigins.map(originOf)]),
    'font-src': ["'self'"],
    // The API, the outside services and the contract-violation monitor (contractReportUrl), where configured.
    'connect-src': unique(["'self'", api, originOf(config.routingUrl), originOf(config.geocodingUrl), originOf(config.contractReportUrl)]),
    // The offline worker (dist/sw.js, same origin) and the web app manifests.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

function securityHeaders(html, config, options) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(html, config, options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The service worker's script is asked for again on every visit, never from an HTTP cache: a
 * deploy's new worker (or the kill switch, docs/offline.md) reaches visitors at once.
 */
const SERVICE_WORKER_HEADERS = { 'Cache-Control': 'no-cache' };

/** A _headers file (Netlify / Cloudflare Pages format): `headers` for every path, plus the worker's. */
function headersFile(headers) {
  const block = (pathPattern, values) => [pathPattern, ...Object.entries(values).map(([name, value]) => `  ${name}: ${value}`)];
  return `${[...block('/*', headers), ...block('/sw.js', SERVICE_WORKER_HEADERS)].join('\n')}\n`;
}

module.exports = { SERVICE_WORKER_HEADERS, headersFile, securityHeaders, contentSecurityPolicy, inlineHashes, originOf, styleAttributeHashes };

if (require.main === module) {
  const root = path.resolve(__dirname, '..');
  const html = fs.readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
  const configPath = process.argv[2] || path.join(root, 'public', 'config.json');
  const config = JSON.parse(fs.readFileSync(configPath, 'utf8'));
  const headers = securityHeaders(html, config);
  const text = headersFile(headers);
  fs.writeFileSync(path.join(root, 'dist', '_headers'), text);
  console.log(text.trimEnd());
  console.log(`\n(written to dist/_headers, for ${path.relative(root, configPath)})`);
}
