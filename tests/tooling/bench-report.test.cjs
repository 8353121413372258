// npm run bench's arithmetic and tables (scripts/bench/report.cjs): what a row was served as, the
// numbers kept from a Lighthouse report, and each route's distance above the framework's floor.
const { median, pick, medianRow, servedAs, aboveFloor, table } = require('../../scripts/bench/report.cjs');

/** A Lighthouse report holding only what pick() reads. */
function lhr({ tbt = 100, work = [], requests = [], index = 1320, cpu = 5 } = {}) {
  return {
    categories: { performance: { score: 0.91 }, accessibility: { score: 1 }, 'best-practices': { score: 1 }, seo: { score: 0.92 } },
    audits: {
      'first-contentful-paint': { numericValue: 700 },
      'largest-contentful-paint': { numericValue: 1500 },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: 0 },
      'mainthread-work-breakdown': { numericValue: work.reduce((sum, item) => sum + item.duration, 0), details: { items: work } },
      'network-requests': { details: { items: requests } },
    },
    environment: { benchmarkIndex: index },
    configSettings: { throttling: { cpuSlowdownMultiplier: cpu } },
  };
}

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones, ignoring what is not a number', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([undefined, 7, Number.NaN, null])).toBe(7);
    expect(median([])).toBeNull();
  });
});

describe('pick', () => {
  it('keeps scores as percentages, the run’s index and slowdown, and scripting as evaluation plus parse/compile', () => {
    const work = [
      { group: 'scriptEvaluation', duration: 400 },
      { group: 'scriptParseCompile', duration: 50 },
      { group: 'styleLayout', duration: 120 },
      { group: 'other', duration: 30 },
    ];
    const numbers = pick(lhr({ work, index: 1584, cpu: 6 }), { apiPort: 3280 });
    expect(numbers).toMatchObject({ performance: 91, seo: 92, tbt: 100, mainThread: 600, scripting: 450, benchmarkIndex: 1584, cpuSlowdown: 6 });
  });

  it('counts API bytes from the mock’s port only, its images left out, and JS from scripts', () => {
    const requests = [
      { url: 'http://127.0.0.1:3280/providers/1', resourceType: 'Fetch', transferSize: 2048 },
      { url: 'http://127.0.0.1:3280/media/logo.png', resourceType: 'Image', transferSize: 9999 },
      { url: 'http://localhost:8280/assets/main.js', resourceType: 'Script', transferSize: 4096 },
      { url: 'http://127.0.0.1:3001/providers/2', resourceType: 'Fetch', transferSize: 5000 },
    ];
    expect(pick(lhr({ requests }), { apiPort: 3280 })).toMatchObject({ apiKb: 2, apiRequests: 1, jsKb: 4 });
  });

  it('leaves scripting unknown when the report has no main-thread breakdown', () => {
    expect(pick(lhr(), { apiPort: 3280 }).scripting).toBeUndefined();
  });
});

describe('servedAs', () => {
  const page = '<html><body><div id="root"></div><script type="application/json" id="dalil-state">{}</script></body></html>';
  const shell = '<html><body><div id="root"></div></body></html>';

  it('names a published page by the state it embeds, and anything else from that server the client-only app', () => {
    expect(servedAs({ mode: 'published', route: '/partners/1', html: page })).toBe('published');
    expect(servedAs({ mode: 'published', route: '/partners/999999', html: shell })).toBe('client-only app');
    expect(servedAs({ mode: 'published', route: '/x', html: '' })).toBe('client-only app');
  });

  it('says when an address with a query got its path’s published page (the query is not published)', () => {
    expect(servedAs({ mode: 'published', route: '/search?q=telecom', html: page })).toBe('published path, query by the app');
  });

  it('names the client-only app and the floor whatever the HTML', () => {
    expect(servedAs({ mode: 'plain', route: '/', html: page })).toBe('client-only app');
    expect(servedAs({ mode: 'floor', route: 'floor' })).toBe('floor');
  });
});

describe('the floor', () => {
  const floor = medianRow('floor', 'floor', [pick(lhr({ tbt: 80, work: [{ group: 'scriptEvaluation', duration: 300 }] }), { apiPort: 3280 })]);
  const route = medianRow('/partners/1', 'published', [
    pick(lhr({ tbt: 250, work: [{ group: 'scriptEvaluation', duration: 700 }, { group: 'styleLayout', duration: 100 }] }), { apiPort: 3280 }),
    pick(lhr({ tbt: 350, work: [{ group: 'scriptEvaluation', duration: 900 }, { group: 'styleLayout', duration: 100 }] }), { apiPort: 3280 }),
  ]);

  it('gives each route’s TBT, main-thread and scripting ms above the floor, from the medians', () => {
    expect(route).toMatchObject({ runs: 2, tbt: 300, mainThread: 900, scripting: 800 });
    expect(aboveFloor(route, floor)).toEqual({ tbt: 220, mainThread: 600, scripting: 500 });
  });

  it('gives no distance where a number is missing', () => {
    expect(aboveFloor({ ...route, scripting: null }, floor).scripting).toBeNull();
  });

  it('prints the distance columns only when there is a floor, and the floor’s own as 0', () => {
    const plain = table([route]);
    expect(plain).not.toMatch(/above floor/);
    expect(plain).toMatch(/\| `\/partners\/1` \| published \| 91 \|/);
    const lines = table([floor, route], floor).split('\n');
    expect(lines[0]).toMatch(/\| TBT above floor \| main thread above floor \| scripting above floor \|/);
    expect(lines[2]).toMatch(/\| 80 \| 0.000 \| 300 \| 300 \| 0 \| 0 \| 0 \|/);
    expect(lines[3]).toMatch(/\| 300 \| 0.000 \| 900 \| 800 \| \+220 \| \+600 \| \+500 \|/);
    // Every row has as many cells as the head.
    const cells = (line) => line.split('|').length;
    expect(new Set(lines.map(cells)).size).toBe(1);
  });
});

describe('blocking by kind (--long-tasks)', () => {
  const { blockingSample, blockingTable } = require('../../scripts/bench/report.cjs');
  const byKind = (html, styleLayout, scriptEvaluation, scriptCalls, other, afterFcp, waited = 0, waitedAfterFcp = 0) => ({
    html, styleLayout, scriptEvaluation, scriptCalls, other, total: html + styleLayout + scriptEvaluation + scriptCalls + other, afterFcp, waited, waitedAfterFcp,
  });

  it('keeps a run’s sums as flat numbers, so a row takes the median of each over its runs', () => {
    const samples = [byKind(100, 300, 60, 40, 0, 120), byKind(200, 500, 80, 20, 10, 90), byKind(150, 400, 70, 30, 0, 100)].map(blockingSample);
    const row = medianRow('/', 'published', samples);
    expect(row).toMatchObject({ blockedHtml: 150, blockedStyleLayout: 400, blockedScriptEvaluation: 70, blockedScriptCalls: 30, blockedOther: 0, blockedTotal: 650, blockedAfterFcp: 100 });
  });

  it('prints a row per screen with its index, and with a floor each cell’s distance above it', () => {
    const floor = { route: 'floor', ...blockingSample(byKind(50, 200, 60, 30, 0, 90, 20, 10)), tbt: 190, benchmarkIndex: 2500, cpuSlowdown: 9.5 };
    const home = { route: '/', ...blockingSample(byKind(450, 600, 70, 80, 10, 160, 120, 40)), tbt: 820, benchmarkIndex: 2450, cpuSlowdown: 9.3 };
    const lines = blockingTable([floor, home], floor).split('\n');
    expect(lines[0]).toBe('| screen | HTML parse and load | style, layout and paint | script evaluation | script calls (React, the app) | other | all long tasks | of it after FCP | Lighthouse TBT | of all, the thread waiting | of after FCP, waiting | index · CPU |');
    expect(lines[2]).toBe('| floor | 50 | 200 | 60 | 30 | 0 | 340 | 90 | 190 | 20 | 10 | 2500 · 9.5x |');
    expect(lines[3]).toBe('| `/` | 450 (+400) | 600 (+400) | 70 (+10) | 80 (+50) | 10 (+10) | 1210 (+870) | 160 (+70) | 820 (+630) | 120 (+100) | 40 (+30) | 2450 · 9.3x |');
  });

  it('is empty when no row was measured with --long-tasks', () => {
    expect(blockingTable([{ route: '/', tbt: 800 }], null)).toBe('');
  });
});

describe('the markup alone (--markup)', () => {
  const { markupRoute, markupProblems, markupTable, MARKUP_BLOCKED_URLS } = require('../../scripts/bench/report.cjs');
  const row = (route, extra) => ({ route, served: 'published', performance: 85, lcp: 1500, tbt: 600, benchmarkIndex: 2400, cpuSlowdown: 9.1, ...extra });
  const home = row('/');
  const homeMarkup = row(markupRoute('/'), { served: servedAs({ mode: 'markup' }), markupOf: '/', performance: 92, lcp: 1300, tbt: 420, benchmarkIndex: 2300, cpuSlowdown: 8.7 });
  const offer = row('/offers/1', { tbt: 250 });
  const floor = { route: 'floor', served: 'floor', tbt: 90, benchmarkIndex: 2500, cpuSlowdown: 9.5 };

  it('blocks every script file, and only script files, of the published page', () => {
    // Chromium's Network.setBlockedURLs patterns: `*` stands for any run of characters.
    const blocked = (url) => MARKUP_BLOCKED_URLS.some((pattern) => new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.?+^$|()[\]{}\\]/g, '\\$&')).join('.*')}$`).test(url));
    for (const url of ['http://localhost:8090/assets/runtime.d98e03fc9e.js', 'http://localhost:8090/assets/916.d0904c44b7.js', 'http://localhost:8090/assets/main.de5ee94f1d.js']) expect(blocked(url)).toBe(true);
    for (const url of ['http://localhost:8090/', 'http://localhost:8090/partners/1', 'http://localhost:8090/assets/main.3f2a.css', 'http://localhost:8090/media/logos/logo-1.webp', 'http://localhost:8090/config.json', 'http://localhost:8090/icons/icon-32.png']) expect(blocked(url)).toBe(false);
  });

  it('names the row after its route and says how it was served', () => {
    expect(markupRoute('/partners/1')).toBe('/partners/1 (markup)');
    expect(servedAs({ mode: 'markup', route: '/', html: '<script id="dalil-state">' })).toBe('markup alone (scripts blocked)');
  });

  it('flags a run that still loaded script, so it is not read as the markup alone', () => {
    expect(markupProblems({ jsKb: 0 })).toEqual([]);
    expect(markupProblems({ jsKb: 12.34 })).toEqual(['12.3 KB of script loaded']);
  });

  it('gives each route beside its markup alone, and what the app adds above it', () => {
    const lines = markupTable([home, homeMarkup, offer], null).split('\n');
    expect(lines[0]).toBe('| screen | TBT ms | its markup alone | the app above its markup | perf (markup alone) | LCP ms (markup alone) | index · CPU (markup alone) |');
    expect(lines[2]).toBe('| `/` | 600 | 420 | +180 | 85 (92) | 1500 (1300) | 2400 · 9.1x (2300 · 8.7x) |');
    // A route measured without its markup has no row.
    expect(lines).toHaveLength(3);
  });

  it('with the floor, also what is left above the markup and the framework together', () => {
    const lines = markupTable([floor, home, homeMarkup], floor).split('\n');
    expect(lines[0]).toMatch(/\| the app above its markup \| floor \| left above markup and floor \|/);
    expect(lines[2]).toMatch(/^\| `\/` \| 600 \| 420 \| \+180 \| 90 \| \+90 \|/);
  });

  it('is empty when no markup was measured', () => {
    expect(markupTable([home, offer], floor)).toBe('');
  });
});
