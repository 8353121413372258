#!/usr/bin/env node
// npm run publish: every public page rendered to HTML by the app's own components (issue 30), in
// English at its bare address and in Arabic under /ar, with its head (title, description,
// canonical, hreflang, Open Graph, JSON-LD) and the state it was drawn from, for the browser to
// hydrate. Plus a sitemap index, robots.txt, a 404 page, and app.html: the plain app for addresses
// published after (a record created since opens through it). The output (--out, default site/)
// uploads to any static host.
//
//   npm run publish -- --api http://127.0.0.1:3001 --site https://dalil.om [--out site]
//                      [--config dist/config.json] [--concurrency 8] [--build] [--full]
//
// The pages are drawn with the site's own config.json (--config; its API host replaced by --api),
// as the browser reads it before hydrating: a page whose services (directions, say) differ from
// the browser's would be drawn twice. The site's security headers go to <out>/_headers: its CSP
// allows the style attributes the pages carry by hash (scripts/security-headers.cjs).
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { eachOption, readArgs } = require('./args.cjs');
const { createApiFetch } = require('./publish/api-fetch.cjs');
const { listPages } = require('./publish/pages.cjs');
const { buildSitemaps, robotsTxt } = require('./publish/sitemap.cjs');
const { createPublishManifest, pageDigest } = require('./publish/incremental.cjs');
const { pageDocument, pathIn, siteDescriptions } = require('./publish/page-document.cjs');
const { securityHeaders } = require('./security-headers.cjs');

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');
const renderer = path.join(root, 'dist-server', 'render.cjs');

const USAGE = `Usage: npm run publish -- [--api <url>] [--site <origin>] [--out <dir>] [--config <file>] [--concurrency <n>] [--build] [--full]
  --api          the API host to render from (default http://127.0.0.1:$API_PORT, 3001)
  --site         the public origin the pages are served at, for canonical and og:url (default http://localhost:$PORT, 8080)
  --out          where the site is written (default site/)
  --config       the config.json the site is served with (default dist/config.json, i.e. public/config.json)
  --concurrency  API requests in flight at most (default 8)
  --build        build the app and the renderer first (else only when missing)
  --full         rewrite every page, not only those whose data changed`;

function parse(argv) {
  const args = {
    api: `http://127.0.0.1:${process.env.API_PORT || 3001}`,
    site: `http://localhost:${process.env.PORT || 8080}`,
    out: path.join(root, 'site'),
    config: null,
    concurrency: 8,
    build: false,
    full: false,
    help: false,
  };
  eachOption(argv, (name, value) => {
    if (name === '--api') args.api = value().replace(/\/+$/, '');
    else if (name === '--site') args.site = value().replace(/\/+$/, '');
    else if (name === '--out') args.out = path.resolve(value());
    else if (name === '--config') args.config = path.resolve(value());
    else if (name === '--concurrency') args.concurrency = Math.max(1, Number(value()) || 8);
    else if (name === '--build') args.build = true;
    else if (name === '--full') args.full = true;
    else if (name === '--help' || name === '-h') args.help = true;
    else throw new Error(`Unknown option ${name}`);
  });
  return args;
}

function run(command, args) {
  const result = spawnSync(process.execPath, [require.resolve(command), ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')} failed`);
}

/** The browser's build (dist/) and the renderer (dist-server/), built when missing or asked for. */
function ensureBuilt(build) {
  if (build || !fs.existsSync(path.join(dist, 'page.html'))) run('webpack-cli/bin/cli.js', ['--mode', 'production']);
  if (build || !fs.existsSync(renderer)) run('webpack-cli/bin/cli.js', ['--env', 'server']);
}

/** dist/ into the site: every file but the templates and manifests; the plain app as app.html. */
function copyApp(out) {
  const skip = new Set(['index.html', 'page.html', 'bundle-manifest.json', 'publish-manifest.json']);
  fs.mkdirSync(out, { recursive: true });
  fs.cpSync(dist, out, { recursive: true, filter: (source) => !skip.has(path.relative(dist, source)) && !source.endsWith('.map') });
  fs.copyFileSync(path.join(dist, 'index.html'), path.join(out, 'app.html'));
}

/** Where a page's file goes: /partners/1 → partners/1/index.html; / → index.html. */
function fileOf(out, pagePath) {
  return path.join(out, pagePath.replace(/^\/+/, ''), 'index.html');
}

/** The data a page was drawn from, without the times of its calls: what its digest is taken of. */
function dataOf(state) {
  return Object.values(state.api.queries)
    .filter((query) => query && query.status === 'fulfilled')
    .map((query) => [query.endpointName, query.originalArgs ?? null, query.data])
    .sort((a, b) => JSON.stringify(a[0]).localeCompare(JSON.stringify(b[0])) || JSON.stringify(a[1]).localeCompare(JSON.stringify(b[1])));
}

/** An attribute's value as the browser reads it (React writes &amp; &quot; &#x27; &lt; &gt;). */
function decodeAttribute(value) {
  return value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** Runs `work` over `items`, `limit` at a time. */
async function pool(items, limit, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function publishPages(context, pages) {
  const { render, args, write } = context;
  const stats = { rendered: 0, written: 0, unchanged: 0, failed: [], skipped: [], styles: new Set() };
  await pool(pages, args.concurrency, async (pagePath) => {
    // The Arabic page is drawn from the English one's answers: the same calls, no second request.
    let preloadedState;
    for (const language of ['en', 'ar']) {
      const url = pathIn(pagePath, language);
      const rendered = await render.renderPage(url, { siteOrigin: args.site, now: context.now, preloadedState });
      stats.rendered += 1;
      if (rendered.failedCalls.length > 0) {
        // A record the API lists but cannot give (gone since, or one the app cannot show) is left
        // out, and reported; any other failure fails the run, so no error page is ever published.
        (rendered.recordFailure ? stats.skipped : stats.failed).push(`${url}: ${rendered.failedCalls.join(', ')}`);
        return;
      }
      preloadedState = { api: rendered.state.api };
      write(url, rendered, pagePath, stats);
    }
  });
  return stats;
}

/**
 * Writes a rendered page unless its data is what the last publish drew it from (--full writes all).
 * The digest is of the build's template and the page's answers, not of the markup: "Open now" and
 * the call times change every run and would make every page new.
 */
function pageWriter({ out, template, features, args, descriptions, manifest }) {
  /** `asFile`: the page is written at its own address (404.html), not as <address>/index.html. */
  return (url, rendered, pagePath, stats, { asFile = false } = {}) => {
    for (const [, value] of rendered.html.matchAll(/ style="([^"]*)"/g)) stats.styles.add(decodeAttribute(value));
    const digest = pageDigest([url, dataOf(rendered.state)]);
    const file = asFile ? path.join(out, url.replace(/^\/+/, '')) : fileOf(out, url);
    const same = !args.full && !manifest.changed(url, digest) && fs.existsSync(file);
    manifest.record(url, digest);
    if (same) {
      stats.unchanged += 1;
      return;
    }
    const html = pageDocument({ template, features, site: args.site, barePath: pagePath, rendered, descriptions });
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    stats.written += 1;
  };
}

/** The 404 page in both languages (404.html, ar/404.html): what a static host answers for an unknown address. */
async function publishNotFound(context, stats) {
  for (const language of ['en', 'ar']) {
    const url = pathIn('/404.html', language);
    const rendered = await context.render.renderPage(url, { siteOrigin: context.args.site, now: context.now });
    stats.rendered += 1;
    context.write(url, rendered, '/404.html', stats, { asFile: true });
  }
}

/** Files of pages the last publish wrote that this one did not (a record gone since): removed. */
function removeStale(out, manifest) {
  const stale = manifest.stale();
  for (const url of stale) fs.rmSync(url.endsWith('.html') ? path.join(out, url.replace(/^\/+/, '')) : fileOf(out, url), { force: true });
  return stale.length;
}

function writeSitemaps(out, site, pages) {
  for (const { file, xml } of buildSitemaps({ site, pages, lastmod: new Date().toISOString().slice(0, 10) })) {
    fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    fs.writeFileSync(path.join(out, file), xml);
  }
  fs.writeFileSync(path.join(out, 'robots.txt'), robotsTxt({ site }));
}

/** <out>/_headers (Netlify / Cloudflare Pages format, as scripts/security-headers.cjs writes for dist/). */
function writeHeaders(out, template, config, styles) {
  const html = template + fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const headers = securityHeaders(html, config, { styleAttributes: [...styles] });
  const lines = ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
  fs.writeFileSync(path.join(out, '_headers'), `${lines.join('\n')}\n`);
  fs.writeFileSync(path.join(out, '.style-attributes.json'), `${JSON.stringify([...styles].sort(), null, 1)}\n`);
}

function sizeOf(dir) {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size;
  }
  return bytes;
}

function report({ stats, apiFetch, seconds, renderSeconds, out, counts, removed }) {
  const { requests, retries, maxInFlight } = apiFetch.stats();
  console.log(`Published ${stats.rendered} pages (${stats.written} written, ${stats.unchanged} unchanged, ${removed} removed) in ${seconds.toFixed(1)} s`);
  console.log(`  rendering: ${(stats.rendered / renderSeconds).toFixed(0)} pages/s; API: ${requests} calls (${(requests / Math.max(1, stats.rendered)).toFixed(2)} per page), ${retries} retried, at most ${maxInFlight} at once`);
  if (stats.skipped.length > 0) console.log(`  left out (the record's own failure): ${stats.skipped.length}, e.g. ${stats.skipped.slice(0, 3).join('; ')}`);
  console.log(`  API totals: ${JSON.stringify(counts)}; output ${(sizeOf(out) / 1024 / 1024).toFixed(1)} MB in ${path.relative(root, out) || out}`);
}

async function publish(args) {
  const started = performance.now();
  ensureBuilt(args.build);
  const apiFetch = createApiFetch({ concurrency: args.concurrency });
  globalThis.fetch = apiFetch;
  const render = require(renderer);
  const config = JSON.parse(fs.readFileSync(args.config ?? path.join(dist, 'config.json'), 'utf8'));
  // A call queued behind the concurrency bound is not a slow API: the app's timeout is lengthened.
  render.setRuntimeConfig({ ...config, apiBaseUrl: args.api, apiTimeoutMs: 300_000 });
  copyApp(args.out);
  const template = fs.readFileSync(path.join(dist, 'page.html'), 'utf8');
  const { features } = JSON.parse(fs.readFileSync(path.join(dist, 'publish-manifest.json'), 'utf8'));
  // A new build (its template names new file hashes, its renderer draws differently) rewrites every page.
  const manifest = createPublishManifest(args.out, { build: pageDigest([template, fs.readFileSync(renderer)]) });
  const context = { render, args, now: Date.now() };
  context.write = pageWriter({ out: args.out, template, features, args, descriptions: siteDescriptions(root), manifest });
  const { pages, counts } = await listPages({ apiBase: args.api, fetch: apiFetch });
  const renderStarted = performance.now();
  const stats = await publishPages(context, pages);
  await publishNotFound(context, stats);
  const renderSeconds = (performance.now() - renderStarted) / 1000;
  if (stats.failed.length > 0) {
    throw new Error(`${stats.failed.length} pages could not be drawn (nothing removed, manifest kept):\n  ${stats.failed.slice(0, 20).join('\n  ')}`);
  }
  const removed = removeStale(args.out, manifest);
  manifest.save();
  // The sitemap names the pages that exist: not those left out.
  const left = new Set(stats.skipped.map((line) => line.slice(0, line.indexOf(':'))));
  writeSitemaps(args.out, args.site, pages.filter((page) => !left.has(page)));
  writeHeaders(args.out, template, { ...config, apiBaseUrl: config.apiBaseUrl || args.api }, stats.styles);
  report({ stats, apiFetch, seconds: (performance.now() - started) / 1000, renderSeconds, out: args.out, counts, removed });
  return { stats, counts, pages };
}

module.exports = { parse, fileOf, dataOf, pool, publish, USAGE };

if (require.main === module) {
  const { args, exitCode } = readArgs(parse, USAGE);
  if (!args) process.exit(exitCode);
  publish(args).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
