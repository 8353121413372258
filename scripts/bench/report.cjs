// npm run bench's arithmetic and tables (scripts/bench.cjs), apart from Chromium and the servers so
// they can be tested: the numbers kept from one Lighthouse report, the median of the runs, what a
// row's address was served as, each route's distance above the framework's floor (--floor) and
// above its own markup (--markup), and the markdown tables.
const { workerCell } = require('./worker.cjs');
const { BLOCKING_KINDS } = require('./longTasks.cjs');

/** The median of the numbers among `values` (others ignored), or null when there are none. */
function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Main-thread work groups that are the page's JavaScript (Lighthouse's mainthread-work-breakdown). */
const SCRIPT_GROUPS = new Set(['scriptEvaluation', 'scriptParseCompile']);

/**
 * The numbers kept from one Lighthouse report. Main-thread and scripting time are Lighthouse's,
 * which (simulated throttling) already multiplies what it observed by the run's CPU slowdown, as
 * TBT does. API bytes: the calls to the mock on `apiPort`, its images left out.
 */
function pick(lhr, { apiPort }) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const apiOrigin = `:${apiPort}/`;
  const api = requests.filter((r) => r.url.includes(apiOrigin) && !/\/media\//.test(r.url));
  const js = requests.filter((r) => r.resourceType === 'Script');
  const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    mainThread: value('mainthread-work-breakdown'),
    scripting: work.length ? work.filter((item) => SCRIPT_GROUPS.has(item.group)).reduce((sum, item) => sum + (item.duration || 0), 0) : undefined,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier,
    jsKb: js.reduce((sum, r) => sum + (r.transferSize || 0), 0) / 1024,
    apiKb: api.reduce((sum, r) => sum + (r.transferSize || 0), 0) / 1024,
    apiRequests: api.length,
  };
}

/** One row from a route's runs: the median of each number. */
function medianRow(route, served, samples) {
  const row = { route, served, runs: samples.length };
  for (const key of Object.keys(samples[0] ?? {})) row[key] = median(samples.map((s) => s[key]));
  return row;
}

/**
 * What the bench measured at an address, from the HTML the server answered: a published page
 * carries its state (`<script id="dalil-state">`); anything else from the published server is the
 * client-only app (app.html). The published server picks the page by path alone, so an address with a query (only
 * `/search` is published, not `/search?q=…`) gets its path's page and the app draws the query.
 */
function servedAs({ mode, route, html }) {
  if (mode === 'plain') return 'client-only app';
  if (mode === 'floor') return 'floor';
  if (mode === 'markup') return 'markup alone (scripts blocked)';
  if (!/id=["']?dalil-state/.test(html || '')) return 'client-only app';
  return route.includes('?') ? 'published path, query by the app' : 'published';
}

/** `a - b`, or null when either is not a number. */
const difference = (a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : null);

/** How far a row stands above the floor row: TBT, main-thread and scripting ms (null when unknown). */
function aboveFloor(row, floor) {
  const minus = (key) => difference(row[key], floor?.[key]);
  return { tbt: minus('tbt'), mainThread: minus('mainThread'), scripting: minus('scripting') };
}

const fmt = (v, digits = 0) => (v === null || v === undefined || Number.isNaN(v) ? '-' : Number(v).toFixed(digits));
const signed = (v) => (v === null || v === undefined ? '-' : `${v >= 0 ? '+' : ''}${v.toFixed(0)}`);

/** A markdown table of a header's cells and body lines already written as `| … |`. */
const markdownTable = (header, body) => [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...body].join('\n');

/** The machine a row ran on: `2471 · 9.4x` (benchmark index and CPU slowdown). */
const machineCell = (row) => `${fmt(row.benchmarkIndex)} · ${fmt(row.cpuSlowdown, 1)}x`;

/** Whether a row is a repeat visit's (--repeat): it counts the responses the service worker gave. */
const hasWorker = (row) => typeof row.workerResponses === 'number';

/**
 * The markdown table; with a floor row, each row's TBT, main-thread and scripting ms above it;
 * with repeat rows (--repeat), the responses from the worker's caches / from the worker / all.
 */
function table(rows, floor = null) {
  const withWorker = rows.some(hasWorker);
  const columns = ['screen', 'served', 'perf', 'a11y', 'best', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'main thread ms', 'scripting ms', ...(floor ? ['TBT above floor', 'main thread above floor', 'scripting above floor'] : []), 'JS KB', 'API KB (requests)', ...(withWorker ? ['SW cache/worker/all'] : []), 'benchmarkIndex', 'CPU x'];
  const body = rows.map((r) => {
    const above = floor ? aboveFloor(r, floor) : null;
    const cells = [`\`${r.route}\``, r.served, fmt(r.performance), fmt(r.accessibility), fmt(r.bestPractices), fmt(r.seo), fmt(r.fcp), fmt(r.lcp), fmt(r.tbt), fmt(r.cls, 3), fmt(r.mainThread), fmt(r.scripting)];
    if (above) cells.push(...(r === floor ? ['0', '0', '0'] : [signed(above.tbt), signed(above.mainThread), signed(above.scripting)]));
    cells.push(fmt(r.jsKb, 1), `${fmt(r.apiKb, 1)} (${fmt(r.apiRequests)})`);
    if (withWorker) cells.push(hasWorker(r) ? workerCell(r) : '-');
    cells.push(fmt(r.benchmarkIndex), fmt(r.cpuSlowdown, 1));
    return `| ${cells.join(' | ')} |`;
  });
  return markdownTable(columns, body);
}

/** The one-line progress print of a row. */
function progressLine(row) {
  const f = fmt;
  return `${row.route.padEnd(18)} ${row.served.padEnd(10)} index ${f(row.benchmarkIndex).padStart(4)} CPU ${f(row.cpuSlowdown, 1).padStart(4)}x  perf ${f(row.performance).padStart(3)}  a11y ${f(row.accessibility).padStart(3)}  best ${f(row.bestPractices).padStart(3)}  seo ${f(row.seo).padStart(3)}  FCP ${f(row.fcp).padStart(5)}  LCP ${f(row.lcp).padStart(5)}  TBT ${f(row.tbt).padStart(4)}  CLS ${f(row.cls, 3)}  main ${f(row.mainThread).padStart(5)}  script ${f(row.scripting).padStart(5)}  JS ${f(row.jsKb, 1)} KB  API ${f(row.apiKb, 1)} KB/${f(row.apiRequests)}${hasWorker(row) ? `  SW ${workerCell(row)}` : ''}`;
}

const blockingKey = (key) => `blocked${key[0].toUpperCase()}${key.slice(1)}`;

/** A run's blocking by kind (longTasks.cjs' blockingByKind) as flat numbers, one median each per row. */
function blockingSample(byKind) {
  const flat = {};
  for (const [key, ms] of Object.entries(byKind)) flat[blockingKey(key)] = ms;
  return flat;
}

/**
 * --long-tasks' table: per screen, the phone's ms over 50 in the run's long tasks by what fills them
 * (median of the runs), beside Lighthouse's TBT, and how much of it was the thread waiting (in all,
 * and after the first paint); with a floor, each cell's distance above the floor's.
 * Empty when no row has them.
 */
function blockingTable(rows, floor = null) {
  if (!rows.some((row) => typeof row.blockedTotal === 'number')) return '';
  const columns = [
    ...BLOCKING_KINDS.map((kind) => ({ key: blockingKey(kind.key), label: kind.label })),
    { key: 'blockedTotal', label: 'all long tasks' },
    { key: 'blockedAfterFcp', label: 'of it after FCP' },
    { key: 'tbt', label: 'Lighthouse TBT' },
    { key: 'blockedWaited', label: 'of all, the thread waiting' },
    { key: 'blockedWaitedAfterFcp', label: 'of after FCP, waiting' },
  ];
  const cell = (row, key) => {
    const value = fmt(row[key]);
    if (!floor || row === floor || typeof row[key] !== 'number' || typeof floor[key] !== 'number') return value;
    return `${value} (${signed(row[key] - floor[key])})`;
  };
  const body = rows.map((row) => {
    const name = row === floor ? 'floor' : `\`${row.route}\``;
    return `| ${[name, ...columns.map((column) => cell(row, column.key)), machineCell(row)].join(' | ')} |`;
  });
  const header = ['screen', ...columns.map((column) => column.label), 'index · CPU'];
  return markdownTable(header, body);
}

/**
 * --markup: a published page measured with every script file blocked (Lighthouse's
 * blockedUrlPatterns, Chromium's Network.setBlockedURLs: `*` is any run of characters). What is
 * left is what its content costs to parse, style, lay out and paint: the document, its stylesheet
 * and pictures, and its two inline scripts (the language redirect and the scripts' loader, whose
 * downloads then fail). The app's share of a screen is what stands above it.
 */
const MARKUP_BLOCKED_URLS = ['*.js'];

/** The row name of a route's markup alone. */
const markupRoute = (route) => `${route} (markup)`;

/** Why a markup-alone run is not one: it loaded script after all (a pattern that missed a file). */
function markupProblems(sample) {
  return sample.jsKb > 0 ? [`${sample.jsKb.toFixed(1)} KB of script loaded`] : [];
}

/**
 * --markup's table: each route beside its markup alone, and what the app adds above it; with a
 * floor, what is left once the markup's and the framework's are both taken away. Empty when no
 * markup was measured.
 */
function markupTable(rows, floor = null) {
  const pairs = rows.flatMap((row) => {
    const markup = rows.find((other) => other.markupOf === row.route);
    return markup ? [[row, markup]] : [];
  });
  if (pairs.length === 0) return '';
  const header = ['screen', 'TBT ms', 'its markup alone', 'the app above its markup', ...(floor ? ['floor', 'left above markup and floor'] : []), 'perf (markup alone)', 'LCP ms (markup alone)', 'index · CPU (markup alone)'];
  const body = pairs.map(([row, markup]) => {
    const aboveMarkup = difference(row.tbt, markup.tbt);
    const cells = [`\`${row.route}\``, fmt(row.tbt), fmt(markup.tbt), signed(aboveMarkup)];
    if (floor) cells.push(fmt(floor.tbt), signed(difference(aboveMarkup, floor.tbt)));
    const both = (key, digits = 0) => `${fmt(row[key], digits)} (${fmt(markup[key], digits)})`;
    cells.push(both('performance'), both('lcp'), `${machineCell(row)} (${machineCell(markup)})`);
    return `| ${cells.join(' | ')} |`;
  });
  return markdownTable(header, body);
}

module.exports = { median, pick, medianRow, servedAs, aboveFloor, table, progressLine, blockingSample, blockingTable, MARKUP_BLOCKED_URLS, markupRoute, markupProblems, markupTable };
