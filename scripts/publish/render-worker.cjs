'use strict';
// A render worker of the publish (scripts/publish.cjs, --workers): its own copy of the renderer and
// of the bounded, retrying fetch, drawing its share of the pages with the same job as a one-thread
// publish (./page-job.cjs). Rendering is one thread's work per page; on a 2-core machine two
// workers draw while the main thread waits and the API answers.
const { parentPort, workerData } = require('node:worker_threads');
const { createApiFetch } = require('./api-fetch.cjs');
const { createPageJob, pool } = require('./page-job.cjs');

/** Outcomes are sent in batches: one message per page would cost more than the page. */
const BATCH = 200;

async function main() {
  const { renderer, config, requests, uncompressed, pagesInFlight, pages, setup } = workerData;
  const apiFetch = createApiFetch({ concurrency: requests, uncompressed });
  globalThis.fetch = apiFetch;
  const render = require(renderer);
  render.setRuntimeConfig(config);
  const job = createPageJob({ render, ...setup });
  let batch = [];
  const flush = () => {
    if (batch.length > 0) parentPort.postMessage({ type: 'outcomes', outcomes: batch });
    batch = [];
  };
  await pool(pages, pagesInFlight, async (page) => {
    // Awaited first: `batch.push(...(await …))` would read `batch` before the wait, and push into a
    // batch another page had sent meanwhile.
    const outcomes = await job(page);
    batch.push(...outcomes);
    if (batch.length >= BATCH) flush();
  });
  flush();
  parentPort.postMessage({ type: 'done', fetchStats: apiFetch.stats() });
}

main().catch((error) => parentPort.postMessage({ type: 'error', message: error?.stack ?? String(error) }));
