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
//   --markup   after each route, the same page with every script file blocked (Lighthouse's
//              blockedUrlPatterns): its markup alone, the content's own cost to parse, style, lay
//              out and paint. The report adds a table of each route beside it and what the app
//              adds above it (and, with --floor, above the framework's floor too). Published only.
//   --build rebuilds the app and the publish step's renderer first (otherwise only when missing);
//   PORT / API_PORT (8090 / 3090).
//   --repeat   a repeat visit served by the service worker (issue 35), on the site of the mode
//              (published or --plain; not with --floor): per run and route, a new browser first
//              visits the address, waits until the worker controls the page, visits it again under
//              the worker so the page and its API answers are in its caches, and empties the HTTP
//              cache; Lighthouse then loads it with disableStorageReset (its reset would unregister
//              the worker and empty Cache Storage). Each row's `SW cache/worker/all` counts the
//              page's responses from the worker's caches / from the worker / in all (the run's
//              DevTools log); a run whose document did not go through the worker or got nothing
//              from its caches is printed as NOT served by the worker and the bench exits 1.
//              npm run bench -- --repeat --runs 3 --routes /,/partners/1,/offers/1
//   Every run also prints Chromium's installability verdict for / and /ar/ (CDP
//   Page.getInstallabilityErrors: Lighthouse 12 dropped its installable-manifest audit).
//   --why prints, per run, the LCP element, Lighthouse's longest tasks and each audit that cost
//   accessibility, best practices or SEO points, with what it found (console errors, issues…).
//   --long-tasks prints, per run, the tasks of the trace Lighthouse gathered that pass 50 ms on the
//   calibrated phone (observed ms × the run's slowdown), each with what fills it, before and after
//   the first contentful paint (scripts/bench/longTasks.cjs): which script, React slice, style and
//   layout or timer to cut, read off the very run that scored. The report then adds a table of
//   each screen's blocking by kind (HTML, style and layout, script evaluation, script calls),
//   with each cell's distance above the floor's (with --floor): what a screen carries beyond
//   the framework, and whether that is markup or script; and how much of it was the thread
//   waiting rather than working (its clock time beyond its own, which the simulation multiplies).
//   --throttling devtools: Lighthouse throttles the page for real (network and CPU) and reports
//   what it observed, instead of simulating a phone from an unthrottled load (the default).
//   --cpu N: a fixed CPU slowdown (Lighthouse's default is 4) instead of the calibrated one.
//   --enhanced-trace: Lighthouse's trace categories whole. By default the bench leaves out the three
//   it records only for DevTools' enhanced traces, whose source rundown copies each script's text
//   into the trace on the main thread as it compiles: 15-28 ms of the vendor chunk's evaluation at
//   1x that no visitor's phone spends (scripts/bench/traceCategories.cjs). Printed on the first
//   line and in the JSON (`trace`); figures taken before 2026-11-29 11:45 are --enhanced-trace's.
// Calibrated to a low-tier phone on any host: Lighthouse's simulated TBT is the main-thread work it
// observed times the CPU slowdown, and its default 4x assumes a host whose benchmarkIndex is about
// 1 000. Hosts differ (1 100-2 600 on the 2-core machines here), so each run is gathered once, its
// own BenchmarkIndex read from the artifacts, and then audited with cpuSlowdownMultiplier =
// index / 264 (DevTools' calibration score for a low-tier phone). A separate probe of the host
// drifts from the run on a shared machine; the run's own index does not. Every row and the JSON
// carry the index and the multiplier: compare only figures taken alike. Main-thread and scripting
// ms are Lighthouse's mainthread-work-breakdown, scaled by the same multiplier.
// The page's main thread alone on a core (scripts/bench/pin.cjs; --no-pin to share them as before):
// on Linux with two cores or more, every renderer's main thread runs on the host's last core and
// everything else (the servers, Lighthouse, the browser's other processes and threads) on the others,
// as a phone's renderer has a core to itself. Sharing two cores, the page's main thread ran only
// 33-45 % of its tasks' time and Lighthouse multiplied the waits; the index, measured on the same
// core, stays the run's own. Printed on the second line and in the JSON (`pinned`). The builds and
// the publish still get every core; the servers move to the others once they answer.
// Lighthouse on a busy machine loses 5-15 points: compare runs taken in the same conditions.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { CHROMIUM_PATH, CHROMIUM_ARGS } = require('./chromium.cjs');
const { waitFor } = require('./wait-for.cjs');
const { optionReader } = require('./args.cjs');
const { pick, medianRow, servedAs, table, progressLine, blockingSample, blockingTable, MARKUP_BLOCKED_URLS, markupRoute, markupProblems, markupTable } = require('./bench/report.cjs');
const { repeatOptions, workerServed, workerVerdict, installabilityLine, failedAudits } = require('./bench/worker.cjs');
const { canPin, cores, pinSelfToRest, onEveryCore, moveTreeToRest, pinRenderers } = require('./bench/pin.cjs');
const { phoneLongTasks, taskLine, fileOf, blockingByKind } = require('./bench/longTasks.cjs');
const { measuredTraceCategories } = require('./bench/traceCategories.cjs');

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
const withMarkup = args.includes('--markup');
/**
 * Where the published site's pictures come from: its own origin, as a CDN in front of the pages and
 * the API's media serves them (serve.cjs --media-on-site), unless --media-on-api keeps them on the
 * API's. On the API's, a page's first picture costs a connection to a second origin and that host's
 * answer time (/offers' LCP, docs/performance.md).
 */
const media = mode === 'published' && !args.includes('--media-on-api') ? 'site' : 'api';
const { repeat, lighthouseFlags } = repeatOptions(args);
if (withMarkup && (mode !== 'published' || repeat)) throw new Error('--markup measures published pages on a first visit: not with --plain or --repeat');
/** A ceiling for the worker's install (its precache is about 1.2 MB) on a busy machine, not a pace. */
const WORKER_WAIT_MS = 3 * 60 * 1000;
const throttling = option('--throttling', 'simulate');
if (!['simulate', 'devtools'].includes(throttling)) throw new Error(`--throttling is simulate or devtools, not ${throttling}`);
/** DevTools' calibration score for a low-tier phone (Lighthouse's throttling docs). */
const LOW_TIER_PHONE_INDEX = 264;
/** Lighthouse's trace as it records it, DevTools' source rundown included (scripts/bench/traceCategories.cjs). */
const enhancedTrace = args.includes('--enhanced-trace');
const traceLabel = enhancedTrace ? "Lighthouse's trace categories whole (--enhanced-trace)" : "traced without DevTools' source rundown";
const fixedCpu = option('--cpu', '') ? Number(option('--cpu', '')) : null;
if (fixedCpu !== null && !(fixedCpu >= 1)) throw new Error(`--cpu takes a slowdown of 1 or more, not ${option('--cpu', '')}`);
const port = Number(process.env.PORT || 8090);
const apiPort = Number(process.env.API_PORT || 3090);
/**
 * The page's main thread alone on a core (scripts/bench/pin.cjs) unless --no-pin or the host cannot.
 * Then the address bar's popup is switched off: a new browser loads it into a renderer of its own
 * (~1.2 s of CPU in its first seconds, docs/performance.md), whose main thread would share the
 * page's core while Lighthouse measures the index and the load.
 */
const pinned = !args.includes('--no-pin') && canPin();
const OMNIBOX_POPUP_OFF = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup';
const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS, ...(pinned ? [OMNIBOX_POPUP_OFF] : [])];
/** A publish of a big mock takes minutes (docs/performance.md): the wait for the server allows an hour. */
const SERVER_WAIT_MS = 60 * 60 * 1000;

/**
 * --why: per run, which element was the Largest Contentful Paint, Lighthouse's longest tasks
 * (simulated ms @ start, by script) and any failed accessibility, best-practice or SEO audit, to
 * see why a run scored as it did before reading a trace. WHY_TASKS=N in the environment lists N
 * tasks instead of 5 (the simulated phone's whole list of long tasks, for a screen's TBT).
 */
function why(lhr) {
  const node = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const tasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .slice(0, Number(process.env.WHY_TASKS || 5))
    .map((task) => `${Math.round(task.duration)}@${Math.round(task.startTime)} ${fileOf(task.url)}`);
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  // Any audit that cost accessibility, best practices or SEO points, by id, and what it found.
  const failed = failedAudits(lhr, ['accessibility', 'best-practices', 'seo']).map(
    (audit) => `\n    failed ${audit.category}:${audit.id} (score ${audit.score})${audit.items.map((item) => `\n      - ${item}`).join('')}`,
  );
  // What the run itself saw, before the simulation: a simulated LCP far above its FCP while the observed
  // two are equal names the simulation's graph, not the page, as what to read next.
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const seen = `observed FCP ${Math.round(observed.observedFirstContentfulPaint ?? NaN)} / LCP ${Math.round(observed.observedLargestContentfulPaint ?? NaN)} ms`;
  return `LCP ${ms('largest-contentful-paint')} ms on ${node?.selector ?? '?'} (${seen}) · TBT ${ms('total-blocking-time')} ms · long tasks ${tasks.join(', ')}${failed.join('')}`;
}

/**
 * --long-tasks: the run's tasks over 50 ms on the calibrated phone, from the trace it was scored on,
 * and their blocking by what fills them (the report's second table).
 */
function printLongTasks(result, run) {
  const slowdown = result.lhr.configSettings.throttling.cpuSlowdownMultiplier;
  const tasks = phoneLongTasks(result.artifacts?.Trace?.traceEvents ?? [], slowdown);
  console.log(`  run ${run + 1}: ${tasks.length} tasks over 50 ms at ${slowdown}x (index ${result.lhr.environment.benchmarkIndex})`);
  for (const task of tasks) console.log(`    ${taskLine(task)}`);
  const byKind = blockingByKind(tasks);
  console.log(`    blocking by kind: ${Object.entries(byKind).map(([kind, ms]) => `${kind} ${Math.round(ms)}`).join(' · ')}`);
  return byKind;
}

/** Playwright over the DevTools port of a browser chrome-launcher started (its own profile, not a private context). */
async function withBrowserPage(chromePort, use) {
  const { chromium } = require('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    try {
      return await use(page, context);
    } finally {
      await page.close();
    }
  } finally {
    // A browser Playwright connected to: this drops the connection, the browser runs on.
    await browser.close();
  }
}

/**
 * Waits until `predicate`, run in the page, resolves true (page.waitForFunction would take the
 * promise an async predicate returns for a truthy answer and resolve at once).
 */
async function untilInPage(page, predicate, arg, what) {
  const deadline = Date.now() + WORKER_WAIT_MS;
  while (!(await page.evaluate(predicate, arg))) {
    if (Date.now() > deadline) throw new Error(`bench: gave up after ${WORKER_WAIT_MS} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until a service worker is active and controls `page`. */
async function workerControls(page) {
  await untilInPage(
    page,
    async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    },
    null,
    'a service worker controls the page',
  );
}

/**
 * --repeat's first visit, in the browser Lighthouse will use: the worker installs and takes the
 * page, a second visit under it puts the page (and its API answers) in its caches, and the HTTP
 * cache is emptied, so what the measured visit does not get from the network it gets from the worker.
 */
async function warmUp(chromePort, url) {
  await withBrowserPage(chromePort, async (page, context) => {
    await page.goto(url, { waitUntil: 'load' });
    await workerControls(page);
    await page.reload({ waitUntil: 'load' });
    await untilInPage(page, async (address) => (await globalThis.caches.match(address)) !== undefined, url, `the worker's caches hold ${url}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  });
}

/** Chromium's installability verdict for each of `urls` ([route, URL] pairs), in one new browser. */
async function installability(chromeLauncher, urls) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || CHROMIUM_PATH, chromeFlags });
  const results = [];
  try {
    for (const [route, url] of urls) {
      const result = await withBrowserPage(chrome.port, async (page, context) => {
        await page.goto(url, { waitUntil: 'load' });
        // As the offline journey does: checked once the worker controls the page.
        await workerControls(page).catch(() => undefined);
        const cdp = await context.newCDPSession(page);
        const manifest = await cdp.send('Page.getAppManifest');
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        return { route, installabilityErrors, manifestUrl: manifest.url, manifestErrors: manifest.errors };
      });
      console.log(installabilityLine(route, result));
      results.push({ ...result, installable: result.installabilityErrors.length === 0 && result.manifestErrors.length === 0 });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

function bundleNumbers() {
  const result = spawnSync(process.execPath, [path.join(__dirname, 'bench-bundle.cjs'), '--no-build', '--json'], { cwd: root, encoding: 'utf8' });
  try {
    return JSON.parse(result.stdout);
  } catch {
    return null;
  }
}

/** Calls `start` (which spawns); pinned, what it starts still gets every core (the bench itself is on the rest's). */
const withEveryCore = (start) => (pinned ? onEveryCore(start) : start());

/** A webpack build (quiet; throws when it fails); pinned, it still gets every core. */
function webpack(webpackArgs, env = process.env) {
  const build = withEveryCore(() => spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), ...webpackArgs], { cwd: root, stdio: 'ignore', env }));
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
    if (media === 'site') serveArgs.push('--media-on-site');
    env.PUBLISHED_SITE_DIR = path.join(root, 'bench-results', `site-${companies || 'default'}-${offers || 'default'}`);
    console.log(`publishing against the mock into ${path.relative(root, env.PUBLISHED_SITE_DIR)}/ (a first publish takes about a minute at default size)…`);
  }
  // Its output is the publish's progress: shown only with --verbose, else kept for an error.
  // Pinned, the publish still gets every core; the servers join the rest's once they answer.
  const server = withEveryCore(() => spawn(process.execPath, serveArgs, { cwd: root, stdio: args.includes('--verbose') ? 'inherit' : ['ignore', 'ignore', 'pipe'], env }));
  let errors = '';
  server.stderr?.on('data', (chunk) => {
    errors = (errors + chunk).slice(-4000);
  });
  try {
    await serving(server, `http://127.0.0.1:${port}/config.json`);
    await waitFor(`http://127.0.0.1:${apiPort}/__mock/health`);
    if (pinned) moveTreeToRest(server.pid);
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
  app.get('/icons/icon-32.png', (_req, res) => res.sendFile(path.join(root, 'public', 'icons', 'icon-32.png')));
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
function writeReport({ rows, floor, lighthouseVersion, cpuLabel, what, size, installable }) {
  const bundle = bundleNumbers();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const outDir = path.join(root, 'bench-results');
  fs.mkdirSync(outDir, { recursive: true });
  const report = { date: new Date().toISOString(), lighthouse: lighthouseVersion, mode, media, repeat, throttling, cpu: cpuLabel, trace: traceLabel, pinned: pinned ? cores() : null, runs, mock: { companies: companies || null, offers: offers || null }, installable, floor, routes: rows.filter((row) => row !== floor), bundle };
  fs.writeFileSync(path.join(outDir, `bench-${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
  const bundleTable = bundle
    ? ['', '| route | first-load JS KB gz | route JS KB gz | first-load CSS KB gz |', '|---|---|---|---|', ...bundle.routes.map((r) => `| ${r.route} | ${(r.firstLoadJsGz / 1024).toFixed(1)} | ${(r.routeJsGz / 1024).toFixed(1)} | ${(r.cssGz / 1024).toFixed(1)} |`)].join('\n')
    : '';
  const installableLines = installable.map((result) => `- ${installabilityLine(result.route, result)}`).join('\n');
  // --long-tasks: the phone's blocking in each screen's long tasks by what fills them.
  const blocking = blockingTable(rows, floor);
  const blockingPart = blocking ? `\n${BLOCKING_NOTE}\n\n${blocking}\n` : '';
  const markup = markupTable(rows, floor);
  const markupPart = markup ? `\n${MARKUP_NOTE}\n\n${markup}\n` : '';
  const markdown = `# npm run bench, ${report.date}\n\nLighthouse ${report.lighthouse} mobile (${throttling} throttling, ${cpuLabel}, ${traceLabel}), median of ${runs} run(s), ${what}, ${size}.\n\n${installableLines}\n\n${table(rows, floor)}\n${blockingPart}${markupPart}${bundleTable}\n`;
  fs.writeFileSync(path.join(outDir, `bench-${stamp}.md`), markdown);
  console.log(`\n${table(rows, floor)}\n${blockingPart}${markupPart}${bundleTable}\n\nwritten: bench-results/bench-${stamp}.json and .md`);
}

const BLOCKING_NOTE =
  "The phone's ms over 50 in each run's long tasks (--long-tasks), by the event that fills most of each task, median of the runs; a task that laid out weighs half, as in Lighthouse's simulation. Lighthouse's TBT counts the part its simulated timeline puts after its simulated first paint: all of the tasks after the observed FCP and part of those before. The last two columns are the part of it that the thread's own time (Chromium's tdur) would not have made: the thread waiting, off its core or on another process, which the simulation multiplies like work.";

const MARKUP_NOTE =
  "--markup: each route beside the same page with every script file blocked, its markup alone (the document, its stylesheet and pictures). What stands above it is the app's: its scripts, their hydration and what they draw; with --floor, what is left once the framework's floor is taken away too.";

/** What this run measures, in words: printed first, and in the report. */
function describeRun(lighthouseVersion) {
  const size = companies || offers ? `${companies || 'default'} companies, ${offers || 'default'} offers` : 'default mock';
  const cpuLabel = fixedCpu !== null ? `CPU ${fixedCpu}x fixed` : throttling === 'devtools' ? 'CPU 4x' : `CPU calibrated per run to a low-tier phone (benchmarkIndex / ${LOW_TIER_PHONE_INDEX})`;
  const pictures = media === 'site' ? "pictures from the site's own origin (--media-on-site; --media-on-api for the API's)" : "pictures from the API's origin";
  const site = mode === 'published' ? `the published site (scripts/serve.cjs --published), ${pictures}` : 'the plain client-only app (scripts/serve.cjs, --plain)';
  const what = repeat ? `a repeat visit served by the service worker (--repeat) of ${site}` : site;
  console.log(`Lighthouse ${lighthouseVersion}, mobile (${throttling === 'devtools' ? 'devtools throttling, observed' : 'simulated throttling'}, ${cpuLabel}, ${traceLabel}), median of ${runs} run(s), ${what}, ${size}${withFloor ? ', with the floor' : ''}`);
  console.log(pinned ? `the page's main thread alone on CPU ${cores().page}; the servers, Lighthouse and the browser's other threads on CPU ${cores().rest} (--no-pin: all share every core)` : `not pinned: the page's main thread shares every core with the servers, Lighthouse and the browser (${args.includes('--no-pin') ? '--no-pin' : 'this host cannot: Linux, two cores and taskset are needed'})`);
  return { size, cpuLabel, what };
}

/**
 * One Lighthouse run at `url` in the browser on `chromePort`. Simulated throttling: gathered once,
 * then audited with the slowdown the run's own BenchmarkIndex calls for.
 */
async function lighthouseRun(lh, chromePort, url, extraFlags) {
  const flags = {
    ...lighthouseFlags,
    ...extraFlags,
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    throttlingMethod: throttling,
  };
  if (throttling === 'devtools') {
    // Real throttling slows the page while it is gathered, before any index is known: the
    // slowdown is --cpu, or Lighthouse's 4x, and the row still prints the run's index.
    return lh.lighthouse(url, { ...flags, throttling: { cpuSlowdownMultiplier: fixedCpu ?? 4 } });
  }
  const gathered = await lh.navigationGather(undefined, url, { flags });
  const index = gathered.artifacts.BenchmarkIndex;
  const slowdown = fixedCpu ?? Math.round((index / LOW_TIER_PHONE_INDEX) * 100) / 100;
  gathered.runnerOptions.resolvedConfig.settings.throttling.cpuSlowdownMultiplier = slowdown;
  return lh.Runner.audit(gathered.artifacts, gathered.runnerOptions);
}

/** One run in `chrome` (with --repeat, after its first visit), the page's main thread pinned meanwhile. */
async function runIn(lh, chrome, url, extraFlags = {}) {
  const unpin = pinned ? pinRenderers(chrome.pid) : () => undefined;
  try {
    if (repeat) await warmUp(chrome.port, url);
    return await lighthouseRun(lh, chrome.port, url, extraFlags);
  } finally {
    unpin();
  }
}

/**
 * A run's numbers; with --repeat, its page's responses from the worker (the run's DevTools log),
 * and `notServed` (printed loudly at once) when the worker did not serve it.
 */
function runSample(result, route, run) {
  const sample = pick(result.lhr, { apiPort });
  if (!repeat) return { sample, notServed: null };
  const counts = workerServed(result.artifacts?.DevtoolsLog);
  const verdict = workerVerdict(counts);
  Object.assign(sample, { responses: counts.responses, workerResponses: counts.workerResponses, workerFromCache: counts.workerFromCache });
  if (verdict.served) return { sample, notServed: null };
  console.error(`✗ ${route} run ${run + 1} was NOT served by the service worker: ${verdict.problems.join('; ')}`);
  return { sample, notServed: `run ${run + 1}: ${verdict.problems.join('; ')}` };
}

/** A markup-alone run that loaded script is not one: said loudly at once, and the bench exits 1. */
function markupRunProblems(route, run, sample) {
  const problems = markupProblems(sample);
  if (problems.length === 0) return;
  console.error(`✗ ${route} run ${run + 1} is NOT the markup alone: ${problems.join('; ')}`);
  process.exitCode = 1;
}

/** Lighthouse's runner, its gathering and its auditing, with the trace recording measuredTraceCategories. */
async function loadLighthouse() {
  const { default: lighthouse } = await import('lighthouse');
  const { navigationGather } = await import('lighthouse/core/gather/navigation-runner.js');
  const { Runner } = await import('lighthouse/core/runner.js');
  // The trace gatherer every run uses reads its categories through this static method.
  const { default: TraceGatherer } = await import('lighthouse/core/gather/gatherers/trace.js');
  const lighthouseCategories = TraceGatherer.getDefaultTraceCategories;
  TraceGatherer.getDefaultTraceCategories = () => measuredTraceCategories(lighthouseCategories.call(TraceGatherer), { enhanced: enhancedTrace });
  return { lighthouse, navigationGather, Runner };
}

/**
 * The runs' browser: `measure` opens a new one for every run (closing the last), `close` closes the
 * last one.
 */
function measurer(lh, chromeLauncher) {
  let chrome;

  /**
   * Median row of `runs` Lighthouse runs at `url`, each in a new browser (with --repeat, after a
   * first visit in it); with `markupOf`, the page at `url` with its script files blocked (--markup).
   */
  async function measure(route, url, served, markupOf = null) {
    const samples = [];
    const extraFlags = markupOf ? { blockedUrlPatterns: MARKUP_BLOCKED_URLS } : {};
    const notServedByWorker = [];
    for (let run = 0; run < runs; run += 1) {
      // A new browser, so a new profile, for every run: each run is a first visit (with --repeat,
      // the second visit after warmUp's first). Lighthouse clears the HTTP cache between runs but
      // not localStorage, and what an earlier run left there (the language, the cached web font's
      // mark, saved places) would change this one.
      if (chrome) await chrome.kill();
      chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || CHROMIUM_PATH, chromeFlags });
      const result = await runIn(lh, chrome, url, extraFlags);
      if (!result?.lhr) continue;
      const { sample, notServed } = runSample(result, route, run);
      samples.push(sample);
      if (notServed) notServedByWorker.push(notServed);
      if (markupOf) markupRunProblems(route, run, sample);
      if (args.includes('--why')) console.log(`  run ${run + 1}: ${why(result.lhr)}`);
      if (args.includes('--long-tasks')) Object.assign(sample, blockingSample(printLongTasks(result, run)));
    }
    const row = medianRow(route, repeat ? `${served}, repeat` : served, samples);
    if (markupOf) row.markupOf = markupOf;
    if (notServedByWorker.length) {
      row.notServedByWorker = notServedByWorker;
      row.served = `${row.served}, NOT served by the worker`;
      process.exitCode = 1;
    }
    console.log(progressLine(row));
    return row;
  }

  async function close() {
    if (chrome) await chrome.kill();
    chrome = undefined;
  }
  return { measure, close };
}

async function main() {
  const lh = await loadLighthouse();
  const chromeLauncher = await import('chrome-launcher');
  const lighthouseVersion = require('lighthouse/package.json').version;
  const { measure, close } = measurer(lh, chromeLauncher);

  // Everything this process starts from here (the servers, every browser) starts on the rest's cores.
  if (pinned) pinSelfToRest();
  const { size, cpuLabel, what } = describeRun(lighthouseVersion);

  const rows = [];
  let floor = null;
  let server;
  let installable;
  try {
    if (withFloor) {
      const floorServer = await startFloor();
      try {
        floor = await measure('floor', `http://127.0.0.1:${port}/`, servedAs({ mode: 'floor' }));
        rows.push(floor);
      } finally {
        await close();
        await floorServer.stop();
      }
    }
    buildApp();
    server = await startSite();
    // The published pages were published for http://localhost:PORT (their canonical and hreflang
    // links name it): opened at another origin, Lighthouse's SEO would count them as pointing elsewhere.
    const origin = mode === 'published' ? `http://localhost:${port}` : `http://127.0.0.1:${port}`;
    installable = await installability(chromeLauncher, [
      ['/', `${origin}/`],
      ['/ar/', `${origin}/ar/`],
    ]);
    for (const route of routes) {
      const url = `${origin}${route}`;
      rows.push(await measure(route, url, servedAs({ mode, route, html: await htmlAt(url) })));
      if (withMarkup) rows.push(await measure(markupRoute(route), url, servedAs({ mode: 'markup' }), route));
    }
  } finally {
    await close();
    if (server) server.kill('SIGTERM');
  }

  writeReport({ rows, floor, lighthouseVersion, cpuLabel, what, size, installable });
  const failed = rows.filter((row) => row.notServedByWorker);
  if (failed.length) console.error(`\n✗ NOT served by the service worker: ${failed.map((row) => `${row.route} (${row.notServedByWorker.join(' | ')})`).join(', ')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
