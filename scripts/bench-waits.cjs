#!/usr/bin/env node
// Where the page's main thread waits after its first paint, pinned as `npm run bench` pins it: each
// route loaded N times in Debian's Chromium, unthrottled, traced; per route, the tasks after the
// first paint by the clock and by the thread's own time (Chromium's tdur), their ms over 50 on a
// phone --cpu times slower both ways (Lighthouse counts the clock's), and where the difference went:
// each event's own wait, a script call named by its source (scripts/bench/waits.cjs).
//   PORT=8781 npm run bench:waits -- [--loads 5] [--cpu 10] [--settle 4000] [--renderer-on-page-core] /partners/1 ...
// Serve the site first (scripts/serve.cjs --published); its servers, if running, are moved off the
// page's core. --renderer-on-page-core puts all of each renderer's threads on the page's core, not
// just its main thread: the layout `npm run bench` does not use, for comparison.
const { execFileSync } = require('node:child_process');
const { CHROMIUM_PATH, CHROMIUM_ARGS } = require('./chromium.cjs');
const { optionReader } = require('./args.cjs');
const { canPin, cores, moveTreeToRest, pinRenderers, pinSelfToRest } = require('./bench/pin.cjs');
const { median } = require('./bench/report.cjs');
const { originalFrame } = require('./bench/sourceMaps.cjs');
const { tracedLoad } = require('./bench/tracedLoad.cjs');
const { afterPaint, exclusiveWaits } = require('./bench/waits.cjs');

const args = process.argv.slice(2);
const option = optionReader(args);
const loads = Number(option('--loads', 5));
const slowdown = Number(option('--cpu', 10));
const settleMs = Number(option('--settle', 4000));
const wholeRenderer = args.includes('--renderer-on-page-core');
const routes = args.filter((arg, index) => arg.startsWith('/') && !['--loads', '--cpu', '--settle'].includes(args[index - 1]));
const base = `http://127.0.0.1:${Number(process.env.PORT || 8080)}`;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'loading', 'toplevel', 'disabled-by-default-v8.gc'];

/** A script call by the function and file it runs in the source; any other event by its name. */
function label(event) {
  const data = event.args?.data;
  if (event.name !== 'FunctionCall' || !data?.url?.includes('/assets/')) return event.name;
  const frame = Number.isFinite(data.lineNumber) && Number.isFinite(data.columnNumber) ? originalFrame(data.url, data.lineNumber - 1, data.columnNumber) : null;
  return frame ? `FunctionCall ${frame.name ?? data.functionName} ${frame.source}` : `FunctionCall ${data.functionName} ${data.url.split('/').pop()}`;
}

/** The servers this project runs (scripts/serve.cjs and the mock), if running, off the page's core. */
function serversToRest() {
  try {
    for (const pid of execFileSync('pgrep', ['-f', 'scripts/serve.cjs|mock-server/index.cjs']).toString().trim().split('\n')) moveTreeToRest(Number(pid));
  } catch {
    // none running here: the site is served from elsewhere
  }
}

/** A route's lines: the after-paint figures (median of the loads) and the waits (mean per load). */
function report(route, traces) {
  const figures = traces.map((events) => afterPaint(events, slowdown));
  const med = (key) => Math.round(median(figures.map((figure) => figure[key])));
  const waits = new Map();
  for (const events of traces) for (const [name, ms] of exclusiveWaits(events, { label })) waits.set(name, (waits.get(name) ?? 0) + ms / traces.length);
  const lines = [
    `${route}  ${traces.length} loads`,
    `  after the first paint: ${med('tasks')} tasks, ${med('clockMs')} ms by the clock, ${med('threadMs')} of the thread's own; ms over 50 at ${slowdown}x: ${med('blockingByClock')} by the clock, ${med('blockingByThread')} by the thread's own time`,
    '  where it waited, ms per load:',
    ...[...waits].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([name, ms]) => `    ${ms.toFixed(1).padStart(6)}  ${name}`),
  ];
  return lines.join('\n');
}

async function main() {
  const { chromium } = require('@playwright/test');
  const pinned = canPin();
  if (pinned) {
    pinSelfToRest();
    serversToRest();
  }
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const unpin = pinned ? pinRenderers(server.process().pid, { allThreads: wholeRenderer }) : () => undefined;
  const layout = wholeRenderer ? 'every renderer thread' : "each renderer's main thread";
  console.log(pinned ? `pinned: ${layout} on CPU ${cores().page}, the rest on CPU ${cores().rest}` : 'not pinned (this host cannot)');
  const browser = await chromium.connect(server.wsEndpoint());
  try {
    for (const route of routes.length ? routes : ['/']) {
      const traces = [];
      for (let i = 0; i < loads; i += 1) traces.push((await tracedLoad(browser, `${base}${route}`, { categories: CATEGORIES, settleMs })).events);
      console.log(report(route, traces));
    }
  } finally {
    unpin();
    await browser.close();
    await server.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
