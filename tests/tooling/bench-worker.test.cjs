// npm run bench's service-worker logic (scripts/bench/worker.cjs, issue 35): --repeat's options,
// whether a repeat visit was served by the worker, Chromium's installability verdict in one line,
// and what a failed best-practices audit found (--why).
const { repeatOptions, workerServed, workerVerdict, workerCell, installabilityLine, itemSummary, failedAudits } = require('../../scripts/bench/worker.cjs');
const { medianRow, table, progressLine } = require('../../scripts/bench/report.cjs');

/** A Network.responseReceived entry of a Lighthouse DevTools log. */
function response({ type = 'Script', fromServiceWorker = false, source, targetType = 'page' } = {}) {
  return { method: 'Network.responseReceived', targetType, params: { type, response: { url: 'http://localhost:8780/x', fromServiceWorker, ...(source ? { serviceWorkerResponseSource: source } : {}) } } };
}

describe('repeatOptions', () => {
  it('asks Lighthouse to keep storage (and with it the worker and its caches) only with --repeat', () => {
    expect(repeatOptions(['--repeat', '--runs', '3'])).toEqual({ repeat: true, lighthouseFlags: { disableStorageReset: true } });
    expect(repeatOptions(['--runs', '3'])).toEqual({ repeat: false, lighthouseFlags: {} });
  });

  it('refuses --repeat with --floor, which has no worker', () => {
    expect(() => repeatOptions(['--repeat', '--floor'])).toThrow(/--floor/);
  });
});

describe('workerServed and workerVerdict', () => {
  const repeatVisit = [
    { method: 'Network.requestWillBeSent', params: {} },
    response({ type: 'Document', fromServiceWorker: true, source: 'network' }),
    response({ fromServiceWorker: true, source: 'cache-storage' }),
    response({ type: 'Stylesheet', fromServiceWorker: true, source: 'cache-storage' }),
    response({ type: 'Fetch', fromServiceWorker: true, source: 'network' }),
    response({ type: 'Image' }),
    // A dedicated worker's own request is not the page's.
    response({ targetType: 'worker', fromServiceWorker: true, source: 'cache-storage' }),
  ];

  it('counts the page’s responses, those the worker gave, and those from its caches', () => {
    expect(workerServed(repeatVisit)).toEqual({ responses: 5, workerResponses: 4, workerFromCache: 2, documentFromWorker: true });
  });

  it('proves a visit whose document went through the worker and which got something from its caches', () => {
    expect(workerVerdict(workerServed(repeatVisit))).toEqual({ served: true, problems: [] });
  });

  it('fails a cold load: nothing from the worker', () => {
    const cold = [response({ type: 'Document' }), response(), response()];
    expect(workerVerdict(workerServed(cold))).toEqual({ served: false, problems: ['no response of the 3 came from the service worker'] });
    expect(workerVerdict(workerServed(undefined)).served).toBe(false);
  });

  it('fails a page the worker did not control, and one it served only from the network', () => {
    const uncontrolledDocument = [response({ type: 'Document' }), response({ fromServiceWorker: true, source: 'cache-storage' })];
    expect(workerVerdict(workerServed(uncontrolledDocument)).problems).toEqual(['the document did not go through the service worker']);
    const emptyCaches = [response({ type: 'Document', fromServiceWorker: true, source: 'network' }), response({ fromServiceWorker: true, source: 'network' })];
    expect(workerVerdict(workerServed(emptyCaches)).problems).toEqual(['nothing came from the worker’s caches']);
  });
});

describe('the repeat rows', () => {
  const sample = (extra) => ({ performance: 99, lcp: 900, benchmarkIndex: 1300, cpuSlowdown: 4.9, jsKb: 0, apiKb: 1, apiRequests: 2, ...extra });
  const repeatRow = medianRow('/partners/1', 'published, repeat', [sample({ responses: 20, workerResponses: 18, workerFromCache: 15 }), sample({ responses: 20, workerResponses: 18, workerFromCache: 17 })]);
  const coldRow = medianRow('/partners/1', 'published', [sample()]);

  it('print the worker’s share beside the index and slowdown, as cache/worker/all', () => {
    expect(workerCell(repeatRow)).toBe('16/18/20');
    expect(progressLine(repeatRow)).toMatch(/index 1300 CPU {1,2}4\.9x .* SW 16\/18\/20$/);
    const lines = table([coldRow, repeatRow]).split('\n');
    expect(lines[0]).toMatch(/\| SW cache\/worker\/all \| benchmarkIndex \| CPU x \|$/);
    expect(lines[2]).toMatch(/\| - \| 1300 \| 4\.9 \|$/);
    expect(lines[3]).toMatch(/\| 16\/18\/20 \| 1300 \| 4\.9 \|$/);
    const cells = (line) => line.split('|').length;
    expect(new Set(lines.map(cells)).size).toBe(1);
  });

  it('leave the cold table and progress line as they were', () => {
    expect(table([coldRow])).not.toMatch(/SW/);
    expect(progressLine(coldRow)).not.toMatch(/SW/);
  });
});

describe('installabilityLine', () => {
  it('says yes, with the manifest, when Chromium finds nothing wrong', () => {
    expect(installabilityLine('/ar/', { installabilityErrors: [], manifestUrl: 'http://localhost:8780/ar/manifest.webmanifest', manifestErrors: [] })).toBe(
      'installable /ar/: yes (manifest http://localhost:8780/ar/manifest.webmanifest)',
    );
  });

  it('says no, with each installability error and its arguments and each manifest error', () => {
    const line = installabilityLine('/', {
      installabilityErrors: [{ errorId: 'manifest-missing-suitable-icon', errorArguments: [{ name: 'minimum-icon-size-in-pixels', value: '144' }] }, { errorId: 'no-icon-available', errorArguments: [] }],
      manifestUrl: 'http://localhost:8780/manifest.webmanifest',
      manifestErrors: [{ message: 'property start_url ignored' }],
    });
    expect(line).toBe(
      'installable /: no (manifest-missing-suitable-icon minimum-icon-size-in-pixels=144; no-icon-available; manifest: property start_url ignored; manifest http://localhost:8780/manifest.webmanifest)',
    );
  });

  it('says when no manifest is linked', () => {
    expect(installabilityLine('/', { installabilityErrors: [{ errorId: 'no-manifest' }], manifestUrl: '' })).toBe('installable /: no (no-manifest; no manifest linked)');
  });
});

describe('failedAudits', () => {
  const lhr = {
    categories: {
      'best-practices': {
        auditRefs: [
          { id: 'errors-in-console', weight: 1 },
          { id: 'inspector-issues', weight: 1 },
          { id: 'csp-xss', weight: 0 },
          { id: 'doctype', weight: 1 },
          { id: 'image-size-responsive', weight: 1 },
        ],
      },
    },
    audits: {
      'errors-in-console': {
        score: 0,
        details: { items: [{ source: 'network', description: 'Failed to load resource:\n the server responded with a status of 404', sourceLocation: { url: 'http://localhost:8780/favicon.ico' } }] },
      },
      'inspector-issues': { score: 0, details: { items: [{ issueType: 'Content security policy', subItems: { items: [{ url: 'http://localhost:8780/sw.js' }] } }] } },
      'csp-xss': { score: 0, details: { items: [{ description: 'no CSP in enforcement mode' }] } },
      doctype: { score: 1 },
      'image-size-responsive': { score: null },
    },
  };

  it('lists the weighted audits that cost points, with what each found', () => {
    expect(failedAudits(lhr, ['best-practices', 'seo'])).toEqual([
      { category: 'best-practices', id: 'errors-in-console', score: 0, items: ['Failed to load resource: the server responded with a status of 404 (http://localhost:8780/favicon.ico)'] },
      { category: 'best-practices', id: 'inspector-issues', score: 0, items: ['Content security policy (http://localhost:8780/sw.js)'] },
    ]);
  });

  it('keeps at most `limit` items of an audit', () => {
    const many = { ...lhr, audits: { ...lhr.audits, 'errors-in-console': { score: 0, details: { items: ['a', 'b', 'c', 'd'].map((description) => ({ description })) } } } };
    expect(failedAudits(many, ['best-practices'], 2)[0].items).toEqual(['a', 'b']);
  });

  it('names an item by its URL when it has no text', () => {
    expect(itemSummary({ url: 'http://localhost:8780/a.png' })).toBe('http://localhost:8780/a.png');
  });
});
