#!/usr/bin/env node
// Where the main thread goes: opens each route of the production build (already served on PORT) in
// Chromium with 4x CPU throttling, records a trace through CDP and prints, per route, the long tasks
// (> 50 ms), a TBT-like sum (each long task's time above 50 ms, from first paint to the end), and the
// count and time of style recalculations and layouts. With --profile, also the top self-time
// functions of a CPU profile. Lighthouse gives the score; this says what to change.
//   PORT=8120 node scripts/bench-trace.cjs [--throttle 4] [--profile] [/ /partners ...]
// --by-source (with --profile): inclusive time per app file and per package over every long task,
// that is, which screens, components and libraries the blocking time is spent under.
// --anatomy [--tasks N]: what fills the N longest tasks (3 unless told), listed in the order they ran,
// with the font lookups each holds (`· fonts 23.1 ms, 11 strikes`: Linux's synchronous calls to the
// browser per face and strike, which an Android phone's renderer does not make).
// --long MS: what counts as a long task (50 unless told); `--throttle 1 --long 6` lists the tasks a
// calibrated Lighthouse run makes long (6 ms here is ~70 ms on the phone at 12x).
// `main` and `cpu`: the main thread's tasks by the clock, and the CPU time the thread itself used in
// them (the trace's thread time). The difference is time it waited: for a core (two cores shared with
// the browser's other processes, the worker's install, the servers) or for another process. Lighthouse
// multiplies the clock's time, waits included; `cpu` is the page's own cost, the figure to compare
// two builds by on a busy host.
const { CHROMIUM_PATH, CHROMIUM_ARGS } = require('./chromium.cjs');
const { optionReader } = require('./args.cjs');
const { chromium } = require('@playwright/test');
const { phoneLongTasks, taskLine, pageMainThread, fileOf } = require('./bench/longTasks.cjs');
const { original } = require('./bench/sourceMaps.cjs');
const { tracedLoad } = require('./bench/tracedLoad.cjs');

const args = process.argv.slice(2);
const option = optionReader(args);
const throttle = Number(option('--throttle', 4));
const withProfile = args.includes('--profile');
const anatomyCount = Number(option('--tasks', 3));
// What counts as a long task, in ms (50 unless told). Unthrottled, `--throttle 1 --long 8` lists the
// tasks Lighthouse's simulated phone makes long (a task of t ms here is t × its CPU multiplier there).
const longMs = Number(option('--long', 50));
// How long the trace goes on after the network is quiet: what runs after hydration (the revalidation
// of a published page's calls) starts later the slower the CPU.
const settleMs = Number(option('--settle', 1500 * Math.max(1, throttle / 4)));
const routes = args.filter((arg, index) => arg.startsWith('/') && !['--throttle', '--tasks', '--top', '--settle', '--long'].includes(args[index - 1]));
const port = Number(process.env.PORT || 8080);
const base = `http://127.0.0.1:${port}`;

/**
 * The main thread's figures for one route's trace: its long tasks (over `longMs` as observed, the
 * CPU already throttled), their TBT-like sum, script, style and layout time, and what fills the
 * `anatomyCount` longest (with their windows, to read the profile inside them). The main thread is
 * the renderer that painted the page's first content, found as `--long-tasks` finds it.
 */
function summarise(events, { longMs = 50, anatomyCount = 3 } = {}) {
  const main = pageMainThread(events);
  const onMain = (e) => main && e.pid === main.pid && e.tid === main.tid;
  const tasks = events.filter((e) => onMain(e) && e.name === 'RunTask' && e.ph === 'X');
  const longTasks = tasks.filter((e) => e.dur > longMs * 1000);
  const long = longTasks.map((e) => e.dur / 1000);
  const sum = (name) => {
    const list = events.filter((e) => onMain(e) && e.name === name && e.ph === 'X');
    // cpuMs: the thread time, absent when the platform does not record it (then null, not 0).
    const cpuMs = list.every((e) => e.tdur !== undefined) ? list.reduce((total, e) => total + e.tdur / 1000, 0) : null;
    return { count: list.length, ms: list.reduce((total, e) => total + e.dur / 1000, 0), cpuMs };
  };
  // What fills the longest tasks (--tasks N, 3 unless told), in the order they ran.
  const longest = phoneLongTasks(events, 1, { longMs })
    .sort((a, b) => b.ms - a.ms)
    .slice(0, anatomyCount)
    .sort((a, b) => a.at - b.at);
  const taskTime = sum('RunTask');
  return {
    anatomy: longest.map(taskLine),
    windows: longest.map((task) => task.window),
    longWindows: longTasks.map((t) => [t.ts, t.ts + t.dur]),
    longTasks: long.map((ms) => Math.round(ms)),
    mainMs: Math.round(taskTime.ms),
    cpuMs: taskTime.cpuMs === null ? null : Math.round(taskTime.cpuMs),
    blockingMs: Math.round(long.reduce((total, ms) => total + (ms - longMs), 0)),
    scriptMs: Math.round(sum('FunctionCall').ms + sum('EvaluateScript').ms + sum('v8.evaluateModule').ms),
    style: sum('UpdateLayoutTree'),
    layout: sum('Layout'),
  };
}

/** Self time per function, over the whole profile or only the samples inside `window` ([from, to) in µs). */
function topFunctions(profile, limit = Number(option("--top", 12)), window = null) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const deltas = profile.timeDeltas;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += deltas[index] || 0;
    if (window && (at < window[0] || at >= window[1])) return;
    const node = byId.get(id);
    const frame = node.callFrame;
    const source = frame.url.includes('/assets/') ? original(frame.url, frame.lineNumber, frame.columnNumber) : null;
    const key = `${frame.functionName || '(anonymous)'} ${source || `${fileOf(frame.url)}:${frame.lineNumber + 1}`}`;
    self.set(key, (self.get(key) || 0) + (deltas[index] || 0) / 1000);
  });
  return [...self.entries()]
    .filter(([key]) => !/^\((idle|program|garbage collector)\)/.test(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit);
}

/** Inclusive time per source (an app file under src/, or a package) over the samples inside `windows`. */
function bySource(profile, windows, limit = 25) {
  const total = new Map();
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const sourceOf = new Map();
  const sourceFor = (node) => {
    if (!sourceOf.has(node.id)) {
      const frame = node.callFrame;
      const where = frame.url.includes('/assets/') ? original(frame.url, frame.lineNumber, frame.columnNumber) : null;
      const file = where ? where.replace(/:\d+$/, '') : null;
      // Packages by name (react-dom, @reduxjs/toolkit), app code by file.
      const key = !file ? null : file.startsWith('src/') ? file : file.split('/').slice(0, file.startsWith('@') ? 2 : 1).join('/');
      sourceOf.set(node.id, key);
    }
    return sourceOf.get(node.id);
  };
  const deltas = profile.timeDeltas;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += deltas[index] || 0;
    if (!windows.some(([from, to]) => at >= from && at < to)) return;
    const seen = new Set();
    for (let nodeId = id; nodeId !== undefined; nodeId = parent.get(nodeId)) {
      const key = sourceFor(byId.get(nodeId));
      if (key) seen.add(key);
    }
    for (const key of seen) total.set(key, (total.get(key) || 0) + (deltas[index] || 0) / 1000);
    const leaf = sourceFor(byId.get(id)) ?? byId.get(id).callFrame.functionName ?? '(native)';
    self.set(leaf || '(native)', (self.get(leaf || '(native)') || 0) + (deltas[index] || 0) / 1000);
  });
  return [...total.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([key, ms]) => [key, ms, self.get(key) || 0]);
}

async function measure(browser, route) {
  const { events, during: profile, after: headings } = await tracedLoad(browser, base + route, {
    // `loading` carries firstContentfulPaint, by which the page's main thread is found; `fonts` the
    // font lookups that --anatomy sums per task (scripts/bench/longTasks.cjs).
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'loading', 'fonts'],
    settleMs,
    throttle,
    networkIdle: true,
    deviceScaleFactor: 1.75,
    beforeLoad: withProfile
      ? async (_page, cdp) => {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
          await cdp.send('Profiler.start');
        }
      : undefined,
    whileTracing: withProfile ? async (_page, cdp) => (await cdp.send('Profiler.stop')).profile : undefined,
    afterTracing: (page) => page.locator('main h2').count(),
  });
  const summary = summarise(events, { longMs, anatomyCount });
  // What runs inside each of the longest tasks: the functions to look at first.
  const inTasks = profile ? summary.windows.map((window) => topFunctions(profile, 5, window)) : [];
  const sources = profile && args.includes('--by-source') ? bySource(profile, summary.longWindows) : [];
  return { route, headings, ...summary, inTasks, sources, top: profile ? topFunctions(profile) : [] };
}

async function main() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    console.log(`CPU throttling ${throttle}x, 412x823 viewport, ${base}`);
    console.log('route            long tasks (ms)                     TBT-like  script  style (n/ms)   layout (n/ms)  h2   main    cpu');
    for (const route of routes.length ? routes : ['/', '/partners', '/partners/1', '/offers/1']) {
      const r = await measure(browser, route);
      console.log(
        `${r.route.padEnd(16)} ${r.longTasks.join(' ').padEnd(35).slice(0, args.includes('--anatomy') ? undefined : 35)} ${String(r.blockingMs).padStart(8)} ${String(r.scriptMs).padStart(7)}  ${`${r.style.count}/${Math.round(r.style.ms)}`.padStart(12)}  ${`${r.layout.count}/${Math.round(r.layout.ms)}`.padStart(12)}  ${String(r.headings).padStart(2)} ${String(r.mainMs).padStart(6)} ${String(r.cpuMs ?? '-').padStart(6)}`,
      );
      if (args.includes('--anatomy')) {
        r.anatomy.forEach((line, index) => {
          console.log(`    task ${line}`);
          for (const [fn, ms] of r.inTasks[index] ?? []) console.log(`        ${ms.toFixed(1).padStart(6)} ms  ${fn}`);
        });
      }
      for (const [fn, ms] of r.top) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${fn}`);
      if (r.sources.length) {
        console.log('    inside long tasks, by source: inclusive ms, self ms');
        for (const [source, ms, own] of r.sources) console.log(`    ${ms.toFixed(1).padStart(7)} ${own.toFixed(1).padStart(7)}  ${source}`);
      }
    }
  } finally {
    await browser.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

module.exports = { summarise };
