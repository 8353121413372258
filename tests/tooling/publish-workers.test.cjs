// The publish's render workers (scripts/publish/render-worker.cjs): every page each worker draws is
// counted once in the run's totals and its manifest, whatever order the pages finish in and however
// the outcomes are batched; a record's own failure is reported, not lost.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { renderInWorkers, createStats, peakRequests } = require('../../scripts/publish.cjs');
const { createPublishManifest } = require('../../scripts/publish/incremental.cjs');
const { siteDescriptions } = require('../../scripts/publish/page-document.cjs');

const root = path.resolve(__dirname, '../..');

async function publishWith(workers, jobs) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-workers-'));
  const manifest = createPublishManifest(out, { build: 'test' });
  const context = {
    args: { workers, concurrency: 8 },
    renderer: path.join(__dirname, 'fixtures', 'fake-renderer.cjs'),
    renderConfig: {},
    manifest,
    setup: { args: { site: 'https://dalil.example', out, full: false }, now: 0, template: '<html><!--dalil:head--><!--dalil:root--></html>', features: {}, descriptions: siteDescriptions(root), previous: new Map() },
  };
  const stats = createStats();
  await renderInWorkers(context, jobs, stats);
  manifest.save();
  const recorded = Object.keys(JSON.parse(fs.readFileSync(manifest.file, 'utf8')).pages);
  fs.rmSync(out, { recursive: true, force: true });
  return { stats, recorded };
}

// More pages than one batch of outcomes (200), finishing out of order.
const pages = Array.from({ length: 700 }, (_, index) => `/partners/${index + 1}`);

test.each([2, 3])('%i workers: each of 700 pages in both languages counted once, written, and in the manifest', async (workers) => {
  const { stats, recorded } = await publishWith(workers, [...pages, { path: '/404.html', asFile: true }]);
  expect(stats.rendered).toBe(1402);
  expect(stats.written).toBe(1402);
  expect(stats.failed).toEqual([]);
  expect(recorded).toHaveLength(1402);
  expect(recorded).toEqual(expect.arrayContaining(['/partners/1', '/ar/partners/700', '/404.html', '/ar/404.html']));
  expect([...stats.styles].sort()).toEqual(['color:blue', 'color:red']);
  expect(stats.fetches).toHaveLength(workers);
}, 60_000);

test('the peak of requests in flight: the listing runs before the drawing threads, which run side by side', () => {
  // Adding the listing's peak to the threads' printed 16 for a bound of 8.
  expect(peakRequests({ maxInFlight: 8 }, [{ maxInFlight: 4 }, { maxInFlight: 4 }])).toBe(8);
  expect(peakRequests({ maxInFlight: 2 }, [{ maxInFlight: 4 }, { maxInFlight: 3 }])).toBe(7);
  expect(peakRequests({ maxInFlight: 5 }, [])).toBe(5);
});

test("a record's own failure is reported and left out of the sitemap's pages, not lost", async () => {
  const { stats, recorded } = await publishWith(2, ['/partners/1', '/gone/2', '/partners/3']);
  expect(stats.skipped).toEqual(['/gone/2: getCompanyById({"id":1})']);
  expect([...stats.skippedPages]).toEqual(['/gone/2']);
  expect(recorded.sort()).toEqual(['/ar/partners/1', '/ar/partners/3', '/partners/1', '/partners/3']);
}, 60_000);

test('a render thread ends once its pages are drawn, whatever timers its renderer left running', async () => {
  // In a process of its own, so what holds it open is what the publish left: without the end of each
  // thread on its last page, this one would live five minutes past its work (Jest's ceiling fails it).
  const { spawn } = require('node:child_process');
  const script = `
    const path = require('node:path');
    const { renderInWorkers, createStats } = require(${JSON.stringify(path.join(root, 'scripts', 'publish.cjs'))});
    const { createPublishManifest } = require(${JSON.stringify(path.join(root, 'scripts', 'publish', 'incremental.cjs'))});
    const out = require('node:fs').mkdtempSync(path.join(require('node:os').tmpdir(), 'dalil-workers-end-'));
    const context = {
      args: { workers: 2, concurrency: 4 },
      renderer: ${JSON.stringify(path.join(__dirname, 'fixtures', 'timer-leaving-renderer.cjs'))},
      renderConfig: {},
      manifest: createPublishManifest(out, { build: 'test' }),
      setup: { args: { site: 'https://dalil.example', out, full: false }, now: 0, template: '<html><!--dalil:head--><!--dalil:root--></html>', features: {}, descriptions: { en: '', ar: '' }, previous: new Map() },
    };
    const stats = createStats();
    renderInWorkers(context, ['/partners/1', '/partners/2', '/partners/3'], stats).then(() => {
      require('node:fs').rmSync(out, { recursive: true, force: true });
      console.log('rendered ' + stats.rendered);
    });
  `;
  const child = spawn(process.execPath, ['-e', script], { cwd: root });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  expect(output).toContain('rendered 6');
  expect(code).toBe(0);
});

describe('a re-publish asks for each page’s answers and draws only the pages whose answers changed', () => {
  let out;
  let log;
  beforeEach(() => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-undrawn-'));
    log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-undrawn-log-')), 'drawn.log');
  });
  afterEach(() => {
    fs.rmSync(out, { recursive: true, force: true });
    fs.rmSync(path.dirname(log), { recursive: true, force: true });
  });

  /** One run over `jobs` into `out`, starting from the last run's manifest, as publish() does. */
  async function run(jobs, { full = false, changed = [] } = {}) {
    fs.writeFileSync(log, '');
    const manifest = createPublishManifest(out, { build: 'test' });
    const setup = { args: { site: 'https://dalil.example', out, full }, now: 0, template: '<html><!--dalil:head--><!--dalil:root--></html>', features: {}, descriptions: { en: '', ar: '' }, previous: manifest.previous };
    const stats = createStats();
    await renderInWorkers({ args: { workers: 2, concurrency: 4 }, renderer: path.join(__dirname, 'fixtures', 'fake-renderer.cjs'), renderConfig: { fakeDrawnLog: log, fakeChanged: changed }, manifest, setup }, jobs, stats);
    manifest.save();
    return { stats, drawn: fs.readFileSync(log, 'utf8').split('\n').filter(Boolean).sort() };
  }

  const jobs = ['/partners/1', '/partners/2', '/offers/1', { path: '/404.html', asFile: true }];

  it('draws everything the first time, nothing when no answer changed, and both languages of a page whose answer did', async () => {
    const first = await run(jobs);
    expect(first.drawn).toHaveLength(8);
    expect(first.stats.written).toBe(8);

    const again = await run(jobs);
    expect(again.drawn).toEqual([]);
    expect(again.stats).toMatchObject({ rendered: 8, unchanged: 8, undrawn: 8, written: 0 });

    const edited = await run(jobs, { changed: ['/partners/2'] });
    expect(edited.drawn).toEqual(['/ar/partners/2', '/partners/2']);
    expect(edited.stats).toMatchObject({ written: 2, unchanged: 6, undrawn: 6 });
    // The calls are recorded again for the pages left undrawn: the next run can leave them undrawn too.
    const next = await run(jobs, { changed: ['/partners/2'] });
    expect(next.drawn).toEqual([]);
  }, 60_000);

  it('draws a page again whose file is gone, a new page, and everything with --full', async () => {
    await run(jobs);
    fs.rmSync(path.join(out, 'ar', 'offers', '1', 'index.html'));
    const partly = await run([...jobs, '/partners/3']);
    expect(partly.drawn).toEqual(['/ar/offers/1', '/ar/partners/3', '/offers/1', '/partners/3']);
    expect((await run(jobs, { full: true })).drawn).toHaveLength(8);
  }, 60_000);
});
