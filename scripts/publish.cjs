#!/usr/bin/env node
// npm run publish: every public page rendered to HTML by the app's own components (issue 30), in
// English at its bare address and in Arabic under /ar, with its head (title, description,
// canonical, hreflang, Open Graph, JSON-LD) and the state it was drawn from, for the browser to
// hydrate. Plus a sitemap index, robots.txt, a 404 page, and app.html: the client-only app for addresses
// published after (a record created since opens through it). The output (--out, default site/)
// uploads to any static host.
//
//   npm run publish -- --api http://127.0.0.1:3001 --site https://dalil.om [--out site]
//                      [--config dist/config.json] [--concurrency 8] [--workers 2] [--build] [--full]
//
// The pages are drawn with the site's own config.json (--config; its API host replaced by --api),
// as the browser reads it before hydrating: a page whose services (directions, say) differ from
// the browser's would be drawn twice. The site's security headers go to <out>/_headers: its CSP
// allows the style attributes the pages carry by hash (scripts/security-headers.cjs).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { eachOption, readArgs } = require('./args.cjs');
const { createApiFetch } = require('./publish/api-fetch.cjs');
const { buildSitemaps, robotsTxt } = require('./publish/sitemap.cjs');
const { createPublishManifest, pageDigest } = require('./publish/incremental.cjs');
const { siteDescriptions } = require('./publish/page-document.cjs');
const { createPageJob, fileOf, pool } = require('./publish/page-job.cjs');
const { Worker } = require('node:worker_threads');
const { headersFile, securityHeaders } = require('./security-headers.cjs');

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');
const renderer = path.join(root, 'dist-server', 'render.cjs');

const USAGE = `Usage: npm run publish -- [--api <url>] [--site <origin>] [--out <dir>] [--config <file>] [--concurrency <n>] [--workers <n>] [--build] [--full]
  --api          the API host to render from (default http://127.0.0.1:$API_PORT, 3001)
  --site         the public origin the pages are served at, for canonical and og:url (default http://localhost:$PORT, 8080)
  --out          where the site is written (default site/)
  --config       the config.json the site is served with (default dist/config.json, i.e. public/config.json)
  --concurrency  API requests in flight at most (default 8), shared among the workers
  --workers      render threads (default: 2, or 1 on a one-core machine); 1 draws in the publish's own thread
  --build        build the app and the renderer first (else only when missing)
  --full         rewrite every page, not only those whose data changed`;

function parse(argv) {
  const args = {
    api: `http://127.0.0.1:${process.env.API_PORT || 3001}`,
    site: `http://localhost:${process.env.PORT || 8080}`,
    out: path.join(root, 'site'),
    config: null,
    concurrency: 8,
    workers: Math.min(2, os.availableParallelism()),
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
    else if (name === '--workers') args.workers = Math.max(1, Math.floor(Number(value())) || 1);
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

/** An API on this machine: its answers are asked for uncompressed (createApiFetch's `uncompressed`). */
function isLoopback(api) {
  const { hostname } = new URL(api);
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * The browser's build a renderer was made beside: the digest of dist/bundle-manifest.json, which
 * names every script and stylesheet by its content hash. Written by ensureBuilt once it has built
 * the renderer; a renderer built otherwise has none, and is built again once.
 */
const RENDERER_STAMP = path.join(path.dirname(renderer), 'browser-build.sha256');

/** The browser's build in `distDir` as a digest of its bundle manifest, or null when there is none. */
function browserBuildId(distDir) {
  const manifest = path.join(distDir, 'bundle-manifest.json');
  return fs.existsSync(manifest) ? pageDigest(fs.readFileSync(manifest)) : null;
}

/**
 * Which builds a publish needs first: each when asked for or missing, and the renderer also when it
 * was made beside another browser's build. `npm run build` (and `npm test`) build the browser's
 * alone, so a renderer left from earlier code would draw pages that the new scripts then hydrate:
 * other texts and markup, kept as drawn (React does not mend attributes) or redrawn with an error.
 * @param {{ build: boolean, dist: string, renderer: string, stamp: string }} files
 */
function buildsNeeded({ build, dist: distDir, renderer: rendererFile, stamp }) {
  const browserBuild = browserBuildId(distDir);
  const madeBeside = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : null;
  const browser = build || browserBuild === null;
  return { browser, renderer: browser || !fs.existsSync(rendererFile) || madeBeside !== browserBuild };
}

/** The browser's build (dist/) and the renderer (dist-server/), as buildsNeeded says. */
function ensureBuilt(build) {
  const needed = buildsNeeded({ build, dist, renderer, stamp: RENDERER_STAMP });
  if (needed.browser) run('webpack-cli/bin/cli.js', ['--mode', 'production']);
  if (needed.renderer) {
    run('webpack-cli/bin/cli.js', ['--env', 'server']);
    fs.writeFileSync(RENDERER_STAMP, `${browserBuildId(dist)}\n`);
  }
}

/** dist/ into the site: every file but the templates and manifests; the client-only app as app.html. */
function copyApp(out) {
  const skip = new Set(['index.html', 'page.html', 'bundle-manifest.json', 'publish-manifest.json']);
  fs.mkdirSync(out, { recursive: true });
  fs.cpSync(dist, out, { recursive: true, filter: (source) => !skip.has(path.relative(dist, source)) && !source.endsWith('.map') });
  fs.copyFileSync(path.join(dist, 'index.html'), path.join(out, 'app.html'));
}

/** The counts of a run, from its pages' outcomes (./publish/page-job.cjs). */
function createStats() {
  return { rendered: 0, written: 0, unchanged: 0, undrawn: 0, failed: [], skipped: [], skippedPages: new Set(), styles: new Set(), fetches: [] };
}

function tally(stats, manifest, outcomes) {
  for (const outcome of outcomes) {
    stats.rendered += 1;
    for (const style of outcome.styles) stats.styles.add(style);
    if (outcome.status === 'failed') stats.failed.push(`${outcome.url}: ${outcome.detail}`);
    else if (outcome.status === 'skipped') {
      stats.skipped.push(`${outcome.url}: ${outcome.detail}`);
      stats.skippedPages.add(outcome.page);
    } else {
      manifest.record(outcome.url, outcome.digest, outcome.calls);
      stats[outcome.status] += 1;
      if (outcome.drawn === false) stats.undrawn += 1;
    }
  }
}

/** Every page drawn in this thread, `args.concurrency` at a time (--workers 1). */
async function renderHere(context, jobs, stats) {
  const { args, setup } = context;
  const render = require(renderer);
  render.setRuntimeConfig(context.renderConfig);
  const job = createPageJob({ render, ...setup });
  await pool(jobs, args.concurrency, async (page) => tally(stats, context.manifest, await job(page)));
}

/**
 * The pages dealt out in turn to `args.workers` render workers (./publish/render-worker.cjs), each
 * with its share of the API bound, so no more than --concurrency requests are in flight in all.
 */
async function renderInWorkers(context, jobs, stats) {
  const { args, setup } = context;
  const requests = Math.max(1, Math.floor(args.concurrency / args.workers));
  const shares = Array.from({ length: args.workers }, (_, index) => jobs.filter((_job, position) => position % args.workers === index));
  const runs = shares.map(
    (pages) =>
      new Promise((resolve, reject) => {
        const worker = new Worker(path.join(__dirname, 'publish', 'render-worker.cjs'), {
          workerData: {
            renderer: context.renderer ?? renderer,
            config: context.renderConfig,
            requests,
            uncompressed: Boolean(args.api && isLoopback(args.api)),
            pagesInFlight: args.concurrency,
            pages,
            setup,
          },
        });
        worker.on('message', (message) => {
          if (message.type === 'outcomes') tally(stats, context.manifest, message.outcomes);
          else if (message.type === 'done') {
            stats.fetches.push(message.fetchStats);
            resolve();
            // Its pages are drawn: ended here, whatever timers its renderer left running (the store's
            // five-minute cache timers held each thread, and so the publish, for five minutes).
            void worker.terminate();
          } else if (message.type === 'error') reject(new Error(`a render worker failed: ${message.message}`));
        });
        worker.on('error', reject);
        // Settled by its 'done' message, the last it sends: 'exit' can come before earlier messages are read.
        worker.on('exit', (code) => code !== 0 && reject(new Error(`a render worker exited with ${code}`)));
      }),
  );
  await Promise.all(runs);
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

/**
 * The style attributes the last publish's pages carry (<out>/.style-attributes.json), or null. A page
 * left undrawn (its answers unchanged) still carries its own: the CSP must keep allowing them.
 */
function previousStyles(out) {
  try {
    const styles = JSON.parse(fs.readFileSync(path.join(out, '.style-attributes.json'), 'utf8'));
    return Array.isArray(styles) && styles.every((style) => typeof style === 'string') ? styles : null;
  } catch {
    return null;
  }
}

/** <out>/_headers (Netlify / Cloudflare Pages format, as scripts/security-headers.cjs writes for dist/). */
function writeHeaders(out, template, config, styles) {
  const html = template + fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const headers = securityHeaders(html, config, { styleAttributes: [...styles] });
  fs.writeFileSync(path.join(out, '_headers'), headersFile(headers));
  fs.writeFileSync(path.join(out, '.style-attributes.json'), `${JSON.stringify([...styles].sort(), null, 1)}\n`);
}

function sizeOf(dir) {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size;
  }
  return bytes;
}

/**
 * Requests in flight at most over the whole publish: the listing (this thread's own fetch) runs
 * before any page is drawn, and the render threads run side by side, so the peak is the larger of
 * the listing's peak and the threads' peaks added up. Adding all three read 16 for a bound of 8.
 */
function peakRequests(listing, renderThreads) {
  return Math.max(listing.maxInFlight, renderThreads.reduce((sum, one) => sum + one.maxInFlight, 0));
}

function report({ stats, apiFetch, seconds, renderSeconds, out, counts, removed, workers }) {
  const fetches = [apiFetch.stats(), ...stats.fetches];
  const requests = fetches.reduce((sum, one) => sum + one.requests, 0);
  const retries = fetches.reduce((sum, one) => sum + one.retries, 0);
  const maxInFlight = peakRequests(apiFetch.stats(), stats.fetches);
  console.log(`Published ${stats.rendered} pages (${stats.written} written, ${stats.unchanged} unchanged${stats.undrawn > 0 ? ` of which ${stats.undrawn} not drawn again: their answers had not changed` : ''}, ${removed} removed) in ${seconds.toFixed(1)} s`);
  console.log(`  rendering: ${(stats.rendered / renderSeconds).toFixed(0)} pages/s${stats.undrawn > 0 ? ` (${stats.rendered - stats.undrawn} drawn)` : ''} in ${workers === 1 ? 'one thread' : `${workers} workers`}; API: ${requests} calls (${(requests / Math.max(1, stats.rendered)).toFixed(2)} per page), ${retries} retried, at most ${maxInFlight} at once`);
  if (stats.skipped.length > 0) console.log(`  left out (the record's own failure): ${stats.skipped.length}, e.g. ${stats.skipped.slice(0, 3).join('; ')}`);
  console.log(`  API totals: ${JSON.stringify(counts)}; output ${(sizeOf(out) / 1024 / 1024).toFixed(1)} MB in ${path.relative(root, out) || out}`);
}

async function publish(args) {
  const started = performance.now();
  ensureBuilt(args.build);
  const apiFetch = createApiFetch({ concurrency: args.concurrency, uncompressed: isLoopback(args.api) });
  const config = JSON.parse(fs.readFileSync(args.config ?? path.join(dist, 'config.json'), 'utf8'));
  copyApp(args.out);
  const template = fs.readFileSync(path.join(dist, 'page.html'), 'utf8');
  const { features } = JSON.parse(fs.readFileSync(path.join(dist, 'publish-manifest.json'), 'utf8'));
  // A new build (its template names new file hashes, its renderer draws differently) rewrites every page.
  const manifest = createPublishManifest(args.out, { build: pageDigest([template, fs.readFileSync(renderer)]) });
  // Pages are left undrawn only where the last publish's style attributes are known (see previousStyles).
  const stylesBefore = previousStyles(args.out);
  const context = {
    args,
    apiFetch,
    manifest,
    // A call queued behind the concurrency bound is not a slow API: the app's timeout is lengthened.
    renderConfig: { ...config, apiBaseUrl: args.api, apiTimeoutMs: 300_000 },
    setup: {
      args: { site: args.site, out: args.out, full: args.full },
      // Pages are left unrendered only where the last publish's style attributes are known.
      leaveUnrendered: Boolean(stylesBefore),
      now: Date.now(),
      template,
      features,
      descriptions: siteDescriptions(root),
      previous: manifest.previous,
    },
  };
  // Which pages exist is the route table's (src/app/publishedPages.ts): asked in this thread, through the same bounded fetch.
  const render = require(context.renderer ?? renderer);
  render.setRuntimeConfig(context.renderConfig);
  globalThis.fetch = apiFetch;
  const { pages, counts } = await render.listPublishedPages();
  // Then the 404 page in both languages (404.html, ar/404.html): what a static host answers for an unknown address.
  const jobs = [...pages, { path: '/404.html', asFile: true }];
  const renderStarted = performance.now();
  const stats = createStats();
  if (args.workers > 1) await renderInWorkers(context, jobs, stats);
  else await renderHere(context, jobs, stats);
  const renderSeconds = (performance.now() - renderStarted) / 1000;
  if (stats.failed.length > 0) {
    throw new Error(`${stats.failed.length} pages could not be drawn (nothing removed, manifest kept):\n  ${stats.failed.slice(0, 20).join('\n  ')}`);
  }
  if (stats.undrawn > 0) for (const style of stylesBefore ?? []) stats.styles.add(style);
  const removed = removeStale(args.out, manifest);
  manifest.save();
  // The sitemap names the pages that exist: not those left out.
  writeSitemaps(args.out, args.site, pages.filter((page) => !stats.skippedPages.has(page)));
  writeHeaders(args.out, template, { ...config, apiBaseUrl: config.apiBaseUrl || args.api }, stats.styles);
  report({ stats, apiFetch, seconds: (performance.now() - started) / 1000, renderSeconds, out: args.out, counts, removed, workers: args.workers });
  return { stats, counts, pages };
}

module.exports = { parse, publish, renderInWorkers, createStats, peakRequests, isLoopback, buildsNeeded, USAGE };

if (require.main === module) {
  const { args, exitCode } = readArgs(parse, USAGE);
  if (!args) process.exit(exitCode);
  publish(args).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
