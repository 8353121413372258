#!/usr/bin/env node
// npm run bench: Lighthouse mobile (the pinned devDependency, Debian Chromium) over every screen of
// the site as it is deployed, median of N runs, plus each route's bundle sizes and the API bytes each
// screen fetched. Prints one table; writes bench-results/bench-<time>.json and .md (git-ignored).
//   npm run bench                                   all routes, 5 runs each (long: ~15 min)
//   npm run bench -- --runs 1 --routes /,/partners  a quick look
//   npm run bench -- --companies 100000 --offers 10000   the same against a big mock
// What is measured (the `served` column of every row, and the JSON's `mode`):
//   default    the published site (issue 30): `scripts/serve.cjs --published` on its own PORT /
//              API_PORT, publishing against the mock (of --companies / --offers) into
//              bench-results/site-<companies>-<offers> (PUBLISHED_SITE_DIR; kept, so a second run
//              re-publishes only what changed), then serving each address's own page. Pages are
//              opened at http://localhost:PORT, the origin they were published for (their canonical
//              and hreflang links). An address with no page of its own gets the app shell; one with
//              a query (/search?q=…) gets its path's page and the app draws the query: the row says so.
//   --plain    the client-only app, as before the publish step (`scripts/serve.cjs`), for comparison.
//   --floor    first the framework's floor (issue 31): an empty screen that starts only React,
//              react-dom (hydrating a trivial tree), react-router and the app's store
//              (scripts/bench-floor/, built into a temporary folder, never dist/), measured the same
//              way; then the routes, each with its TBT, main-thread and scripting ms above the floor.
//   --build rebuilds the app and the publish step's renderer first (otherwise only when missing);
//   PORT / API_PORT (8090 / 3090).
//   --why prints, per run, the LCP element and Lighthouse's longest tasks.
//   --throttling devtools: Lighthouse throttles the page for real (network and CPU) and reports
//   what it observed, instead of simulating a phone from an unthrottled load (the default).
//   --cpu N: a fixed CPU slowdown (Lighthouse's default is 4) instead of the calibrated one.
// Calibrated to a low-tier phone on any host: Lighthouse's simulated TBT is the main-thread work it
// observed times the CPU slowdown, and its default 4x assumes a host whose benchmarkIndex is about
// 1 000. Hosts differ (1 100-2 600 on the 2-core machines here), so each run is gathered once, its
// own BenchmarkIndex read from the artifacts, and then audited with cpuSlowdownMultiplier =
// index / 264 (DevTools' calibration score for a low-tier phone). A separate probe of the host
// drifts from the run on a shared machine; the run's own index does not. Every row and the JSON
// carry the index and the multiplier: compare only figures taken alike. Main-thread and scripting
// ms are Lighthouse's mainthread-work-breakdown, scaled by the same multiplier.
// Lighthouse on a busy machine loses 5-15 points: compare runs taken in the same conditions.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { CHROMIUM_PATH, CHROMIUM_ARGS } = require('./chromium.cjs');
const { waitFor } = require('./wait-for.cjs');
const { optionReader } = require('./args.cjs');
const { pick, medianRow, servedAs, table, progressLine } = require('./bench/report.cjs');

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const option = optionReader(args);
const ROUTES = ['/', '/partners', '/partners/1', '/offers', '/offers/1', '/categories', '/search?q=telecom', '/search', '/ads/1', '/register'];
const runs = Math.max(1, Number(option('--runs', 5)));
const routes = option('--routes', '') ? option('--routes', '').split(',').map((r) => r.trim()).filter(Boolean) : ROUTES;
const companies = option('--companies', '');
const offers = option('--offers', '');
const mode = args.includes('--plain') ? 'plain' : 'published';
const withFloor = args.includes('--floor');
const throttling = option('--throttling', 'simulate');
if (!['simulate', 'devtools'].includes(throttling)) throw new Error(`--throttling is simulate or devtools, not ${throttling}`);
/** DevTools' calibration score for a low-tier phone (Lighthouse's throttling docs). */
const LOW_TIER_PHONE_INDEX = 264;
const fixedCpu = option('--cpu', '') ? Number(option('--cpu', '')) : null;
if (fixedCpu !== null && !(fixedCpu >= 1)) throw new Error(`--cpu takes a slowdown of 1 or more, not ${option('--cpu', '')}`);
const port = Number(process.env.PORT || 8090);
const apiPort = Number(process.env.API_PORT || 3090);
const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS];
/** A publish of a big mock takes minutes (docs/performance.md): the wait for the server allows an hour. */
const SERVER_WAIT_MS = 60 * 60 * 1000;

/**
 * --why: per run, which element was the Largest Contentful Paint, Lighthouse's longest tasks
 * (simulated ms @ start, by script) and any failed accessibility, best-practice or SEO audit, to
 * see why a run scored as it did before reading a trace.
 */
function why(lhr) {
  const node = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const tasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .slice(0, 5)
    .map((task) => `${Math.round(task.duration)}@${Math.round(task.startTime)} ${String(task.url || '').split('/').pop()}`);
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  // Any audit that cost accessibility, best practices or SEO a point, by id.
  const failed = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0).map((ref) => `${category}:${ref.id}`),
  );
  return `LCP ${ms('largest-contentful-paint')} ms on ${node?.selector ?? '?'} · TBT ${ms('total-blocking-time')} ms · long tasks ${tasks.join(', ')}${failed.length ? ` · failed ${failed.join(', ')}` : ''}`;
}

function bundleNumbers() {
  const result = spawnSync(process.execPath, [path.join(__dirname, 'bench-bundle.cjs'), '--no-build', '--json'], { cwd: root, encoding: 'utf8' });
  try {
    return JSON.parse(result.stdout);
  } catch {
    return null;
  }
}

function webpack(webpackArgs, env = process.env) {
  const build = spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), ...webpackArgs], { cwd: root, stdio: 'ignore', env });
  if (build.status !== 0) throw new Error(`webpack ${webpackArgs.join(' ')} failed`);
}

/** The app (dist/), and for the published site the publish step's renderer (dist-server/), built when missing or with --build. */
function buildApp() {
  const rebuild = args.includes('--build');
  if (rebuild || !fs.existsSync(path.join(root, 'dist', 'index.html')) || (mode === 'published' && !fs.existsSync(path.join(root, 'dist', 'page.html')))) {
    console.log('building the app…');
    webpack(['--mode', 'production']);
  }
  if (mode === 'published' && (rebuild || !fs.existsSync(path.join(root, 'dist-server', 'render.cjs')))) {
    console.log('building the publish step’s renderer…');
    webpack(['--env', 'server']);
  }
}

/** Resolves once `url` answers; rejects at once if `child` exits first (a failed publish, a taken port). */
function serving(child, url) {
  return new Promise((resolve, reject) => {
    const onExit = (code) => reject(new Error(`the server exited (${code}) before ${url} answered`));
    child.once('exit', onExit);
    waitFor(url, SERVER_WAIT_MS).then(
      () => {
        child.off('exit', onExit);
        resolve();
      },
      (error) => {
        child.off('exit', onExit);
        reject(error);
      },
    );
  });
}

/** Starts the site (published or plain) with the mock; resolves with the child once both answer. */
async function startSite() {
  const env = { ...process.env, PORT: String(port), API_PORT: String(apiPort), TILE_URL: '' };
  // The mock's size (mock-server/index.cjs reads these), for the publish and the served app alike.
  if (companies) env.MOCK_COMPANIES = companies;
  if (offers) env.MOCK_OFFERS = offers;
  const serveArgs = [path.join(root, 'scripts', 'serve.cjs')];
  if (mode === 'published') {
    serveArgs.push('--published');
    env.PUBLISHED_SITE_DIR = path.join(root, 'bench-results', `site-${companies || 'default'}-${offers || 'default'}`);
    console.log(`publishing against the mock into ${path.relative(root, env.PUBLISHED_SITE_DIR)}/ (a first publish takes about a minute at default size)…`);
  }
  // Its output is the publish's progress: shown only with --verbose, else kept for an error.
  const server = spawn(process.execPath, serveArgs, { cwd: root, stdio: args.includes('--verbose') ? 'inherit' : ['ignore', 'ignore', 'pipe'], env });
  let errors = '';
  server.stderr?.on('data', (chunk) => {
    errors = (errors + chunk).slice(-4000);
  });
  try {
    await serving(server, `http://127.0.0.1:${port}/config.json`);
    await waitFor(`http://127.0.0.1:${apiPort}/__mock/health`);
  } catch (error) {
    server.kill('SIGTERM');
    throw new Error(`${error.message}\n${errors}`, { cause: error });
  }
  return server;
}

/** Builds the floor (scripts/bench-floor/) into a temporary folder and serves it on PORT as the app's assets are served. */
async function startFloor() {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-bench-floor-'));
  console.log('building the floor…');
  webpack(['--config', path.join(__dirname, 'bench-floor', 'webpack.config.cjs'), '--mode', 'production'], { ...process.env, BENCH_FLOOR_OUT: out });
  const express = require('express');
  const compression = require('compression');
  const expressStaticGzip = require('express-static-gzip');
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use('/assets', expressStaticGzip(path.join(out, 'assets'), { enableBrotli: true, orderPreference: ['br', 'gz'], serveStatic: { immutable: true, maxAge: '1y', fallthrough: false } }));
  // The page at / and the app's icon (page.html names it, as the app's pages do) only: anything
  // else (robots.txt, say) is a 404, as Lighthouse's SEO audits expect of a site without it.
  app.get('/favicon.svg', (_req, res) => res.sendFile(path.join(root, 'public', 'favicon.svg')));
  app.get('/', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').sendFile(path.join(out, 'index.html'));
  });
  const server = await new Promise((resolve) => {
    const listening = app.listen(port, '127.0.0.1', () => resolve(listening));
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => {
          fs.rmSync(out, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}

/** What the server answers at `url` (for the `served` column), or '' when it cannot be read. */
async function htmlAt(url) {
  try {
    return await (await fetch(url)).text();
  } catch {
    return '';
  }
}

/** The table, and bench-results/bench-<time>.json and .md (git-ignored). */
function writeReport({ rows, floor, lighthouseVersion, cpuLabel, what, size }) {
  const bundle = bundleNumbers();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const outDir = path.join(root, 'bench-results');
  fs.mkdirSync(outDir, { recursive: true });
  const report = { date: new Date().toISOString(), lighthouse: lighthouseVersion, mode, throttling, cpu: cpuLabel, runs, mock: { companies: companies || null, offers: offers || null }, floor, routes: rows.filter((row) => row !== floor), bundle };
  fs.writeFileSync(path.join(outDir, `bench-${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
  const bundleTable = bundle
    ? ['', '| route | first-load JS KB gz | route JS KB gz | first-load CSS KB gz |', '|---|---|---|---|', ...bundle.routes.map((r) => `| ${r.route} | ${(r.firstLoadJsGz / 1024).toFixed(1)} | ${(r.routeJsGz / 1024).toFixed(1)} | ${(r.cssGz / 1024).toFixed(1)} |`)].join('\n')
    : '';
  const markdown = `# npm run bench, ${report.date}\n\nLighthouse ${report.lighthouse} mobile (${throttling} throttling, ${cpuLabel}), median of ${runs} run(s), ${what}, ${size}.\n\n${table(rows, floor)}\n${bundleTable}\n`;
  fs.writeFileSync(path.join(outDir, `bench-${stamp}.md`), markdown);
  console.log(`\n${table(rows, floor)}\n${bundleTable}\n\nwritten: bench-results/bench-${stamp}.json and .md`);
}

/** What this run measures, in words: printed first, and in the report. */
function describeRun(lighthouseVersion) {
  const size = companies || offers ? `${companies || 'default'} companies, ${offers || 'default'} offers` : 'default mock';
  const cpuLabel = fixedCpu !== null ? `CPU ${fixedCpu}x fixed` : throttling === 'devtools' ? 'CPU 4x' : `CPU calibrated per run to a low-tier phone (benchmarkIndex / ${LOW_TIER_PHONE_INDEX})`;
  const what = mode === 'published' ? 'the published site (scripts/serve.cjs --published)' : 'the plain client-only app (scripts/serve.cjs, --plain)';
  console.log(`Lighthouse ${lighthouseVersion}, mobile (${throttling === 'devtools' ? 'devtools throttling, observed' : 'simulated throttling'}, ${cpuLabel}), median of ${runs} run(s), ${what}, ${size}${withFloor ? ', with the floor' : ''}`);
  return { size, cpuLabel, what };
}

async function main() {
  const { default: lighthouse } = await import('lighthouse');
  const { navigationGather } = await import('lighthouse/core/gather/navigation-runner.js');
  const { Runner } = await import('lighthouse/core/runner.js');
  const chromeLauncher = await import('chrome-launcher');
  const lighthouseVersion = require('lighthouse/package.json').version;
  let chrome;

  /** Median row of `runs` Lighthouse runs at `url`, each in a new browser. */
  async function measure(route, url, served) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      // A new browser, so a new profile, for every run: each run is a first visit. Lighthouse
      // clears the HTTP cache between runs but not localStorage, and what an earlier run left
      // there (the language, the cached web font's mark, saved places) would change this one.
      if (chrome) await chrome.kill();
      chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || CHROMIUM_PATH, chromeFlags });
      const flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        throttlingMethod: throttling,
      };
      let result;
      if (throttling === 'devtools') {
        // Real throttling slows the page while it is gathered, before any index is known: the
        // slowdown is --cpu, or Lighthouse's 4x, and the row still prints the run's index.
        result = await lighthouse(url, { ...flags, throttling: { cpuSlowdownMultiplier: fixedCpu ?? 4 } });
      } else {
        // Gather once, read the run's own BenchmarkIndex, then audit with the slowdown it calls for.
        const gathered = await navigationGather(undefined, url, { flags });
        const index = gathered.artifacts.BenchmarkIndex;
        const slowdown = fixedCpu ?? Math.round((index / LOW_TIER_PHONE_INDEX) * 100) / 100;
        gathered.runnerOptions.resolvedConfig.settings.throttling.cpuSlowdownMultiplier = slowdown;
        result = await Runner.audit(gathered.artifacts, gathered.runnerOptions);
      }
      if (result?.lhr) samples.push(pick(result.lhr, { apiPort }));
      if (result?.lhr && args.includes('--why')) console.log(`  run ${run + 1}: ${why(result.lhr)}`);
    }
    const row = medianRow(route, served, samples);
    console.log(progressLine(row));
    return row;
  }

  const { size, cpuLabel, what } = describeRun(lighthouseVersion);

  const rows = [];
  let floor = null;
  let server;
  try {
    if (withFloor) {
      const floorServer = await startFloor();
      try {
        floor = await measure('floor', `http://127.0.0.1:${port}/`, servedAs({ mode: 'floor' }));
        rows.push(floor);
      } finally {
        if (chrome) await chrome.kill();
        chrome = undefined;
        await floorServer.stop();
      }
    }
    buildApp();
    server = await startSite();
    // The published pages were published for http://localhost:PORT (their canonical and hreflang
    // links name it): opened at another origin, Lighthouse's SEO would count them as pointing elsewhere.
    const origin = mode === 'published' ? `http://localhost:${port}` : `http://127.0.0.1:${port}`;
    for (const route of routes) {
      const url = `${origin}${route}`;
      rows.push(await measure(route, url, servedAs({ mode, route, html: await htmlAt(url) })));
    }
  } finally {
    if (chrome) await chrome.kill();
    if (server) server.kill('SIGTERM');
  }

  writeReport({ rows, floor, lighthouseVersion, cpuLabel, what, size });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
