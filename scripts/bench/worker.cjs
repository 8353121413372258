// npm run bench's service-worker logic (scripts/bench.cjs, issue 35), apart from Chromium so it can
// be tested: --repeat's options, whether a repeat visit was truly served by the worker (read from
// the run's DevTools log: Lighthouse's network-requests audit does not say), Chromium's
// installability verdict as one line, and the items behind a failed best-practices audit (--why).

/**
 * --repeat's options: a repeat visit is the site's worker at work, so it needs the site (the
 * floor has no worker) and storage Lighthouse leaves alone (its reset unregisters the worker and
 * empties Cache Storage).
 */
function repeatOptions(args) {
  const repeat = args.includes('--repeat');
  if (repeat && args.includes('--floor')) throw new Error('--repeat measures the site’s service worker; the floor (--floor) has none: run them apart');
  return {
    repeat,
    lighthouseFlags: repeat ? { disableStorageReset: true } : {},
  };
}

/**
 * The page's responses in a Lighthouse DevTools log (`artifacts.DevtoolsLog`): how many there
 * were, how many the service worker answered (`fromServiceWorker`), and of those how many from
 * its Cache Storage (the precache and the runtime caches) rather than its own network fetch; and
 * whether the document itself went through the worker. Only the page's own target counts (the
 * first response of type Document is the page's).
 */
function workerServed(devtoolsLog) {
  const responses = (devtoolsLog ?? []).filter((entry) => entry.method === 'Network.responseReceived' && (entry.targetType ?? 'page') === 'page').map((entry) => entry.params);
  const fromWorker = responses.filter((params) => params.response?.fromServiceWorker);
  const document = responses.find((params) => params.type === 'Document');
  return {
    responses: responses.length,
    workerResponses: fromWorker.length,
    workerFromCache: fromWorker.filter((params) => params.response.serviceWorkerResponseSource === 'cache-storage').length,
    documentFromWorker: Boolean(document?.response?.fromServiceWorker),
  };
}

/**
 * Whether a repeat run was served by the worker, from workerServed()'s counts: the document went
 * through it and at least one response came out of its caches. `problems` says what was missing,
 * for the loud line the bench prints instead of a quiet cold figure passed off as a repeat one.
 */
function workerVerdict(served) {
  const problems = [];
  if (!served.workerResponses) problems.push(`no response of the ${served.responses} came from the service worker`);
  else if (!served.documentFromWorker) problems.push('the document did not go through the service worker');
  if (served.workerResponses && !served.workerFromCache) problems.push('nothing came from the worker’s caches');
  return { served: problems.length === 0, problems };
}

/** The row's `worker` cell: responses from the worker's caches / from the worker / all. */
function workerCell(row) {
  const n = (v) => (typeof v === 'number' && !Number.isNaN(v) ? String(Math.round(v)) : '-');
  return `${n(row.workerFromCache)}/${n(row.workerResponses)}/${n(row.responses)}`;
}

/**
 * Chromium's own installability check (CDP `Page.getInstallabilityErrors` and
 * `Page.getAppManifest`; Lighthouse 12 has no installable-manifest audit any more) as one line:
 * "installable /ar/: yes (manifest http://…)" or "… no (errorId, errorId; manifest: message)".
 */
function installabilityLine(route, { installabilityErrors = [], manifestUrl = '', manifestErrors = [] }) {
  const errors = [
    ...installabilityErrors.map((error) => [error.errorId, ...(error.errorArguments ?? []).map((arg) => `${arg.name}=${arg.value}`)].join(' ')),
    ...manifestErrors.map((error) => `manifest: ${error.message}`),
  ];
  const where = manifestUrl ? `manifest ${manifestUrl}` : 'no manifest linked';
  return `installable ${route}: ${errors.length ? `no (${errors.join('; ')}; ${where})` : `yes (${where})`}`;
}

/** One of a failed audit's table items in words: a console error's text, an issue's type, a URL. */
function itemSummary(item) {
  const text = item.description ?? item.issueType ?? item.value ?? item.source?.url ?? item.url ?? item.node?.snippet ?? '';
  const subUrls = (item.subItems?.items ?? []).map((sub) => sub.url).filter(Boolean);
  const where = item.sourceLocation?.url ?? (subUrls.length ? subUrls.slice(0, 2).join(', ') : item.description && item.url ? item.url : '');
  const line = typeof text === 'string' ? text : JSON.stringify(text);
  return `${line.replace(/\s+/g, ' ').slice(0, 200)}${where ? ` (${where})` : ''}`;
}

/**
 * The audits that cost `categories` points (weight > 0, score below 1), each with up to `limit`
 * of its items in words: which best-practices audit failed, and why.
 */
function failedAudits(lhr, categories, limit = 3) {
  return categories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number' && lhr.audits[ref.id].score < 1)
      .map((ref) => {
        const audit = lhr.audits[ref.id];
        return {
          category,
          id: ref.id,
          score: audit.score,
          items: (audit.details?.items ?? []).slice(0, limit).map(itemSummary),
        };
      }),
  );
}

module.exports = {
  repeatOptions,
  workerServed,
  workerVerdict,
  workerCell,
  installabilityLine,
  itemSummary,
  failedAudits,
};
