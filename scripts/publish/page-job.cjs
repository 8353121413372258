'use strict';
// One page of the publish, in both languages: rendered by the app's renderer, digested, and written
// unless its data is what the last publish drew it from. The same job runs in the publish's own
// thread (one worker) or in each render worker (scripts/publish/render-worker.cjs); it reports
// what it did, and the driver keeps the counts and the manifest.
const fs = require('node:fs');
const path = require('node:path');
const { pageDigest } = require('./incremental.cjs');
const { pageDocument } = require('./page-document.cjs');
const { requireSrcLib } = require('../src-lib.cjs');

const { pathInLanguage } = requireSrcLib('src/lib/languagePath.ts');

/** Where a page's file goes: /partners/1 → partners/1/index.html; / → index.html. */
function fileOf(out, pagePath) {
  return path.join(out, pagePath.replace(/^\/+/, ''), 'index.html');
}

/** The calls a route's data started (src/store/routeData.ts), as the manifest records them: [endpoint, argument] each. */
const recordedCalls = (calls) => calls.map(({ endpoint, arg }) => [endpoint, arg ?? null]);

/** The data a page was drawn from, without the times of its calls: what its digest is taken of. */
function dataOf(state) {
  return Object.values(state.api.queries)
    .filter((query) => query && query.status === 'fulfilled')
    .map((query) => [query.endpointName, query.originalArgs ?? null, query.data])
    .sort((a, b) => JSON.stringify(a[0]).localeCompare(JSON.stringify(b[0])) || JSON.stringify(a[1]).localeCompare(JSON.stringify(b[1])));
}

/** An attribute's value as the browser reads it (React writes &amp; &quot; &#x27; &lt; &gt;). */
function decodeAttribute(value) {
  return value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/**
 * The job: `(page) => outcomes`, one outcome per language drawn:
 * `{ url, page, status: 'written' | 'unchanged' | 'skipped' | 'failed', drawn?, digest?, calls?, detail?, styles }`
 * (`drawn: false`: unchanged, found so from its answers alone; its style attributes are then the last
 * publish's, and `styles` is empty).
 * `page` is a path (/partners/1), or `{ path, asFile }` for a page written at its own address
 * (404.html) rather than as <address>/index.html.
 * @param {object} setup
 * @param {{ renderPage: Function }} setup.render the renderer (dist-server/render.cjs)
 * @param {{ site: string, out: string, full: boolean }} setup.args
 * @param {number} setup.now the time every page is drawn at
 * @param {string} setup.template dist/page.html
 * @param {Record<string, string[]>} setup.features dist/publish-manifest.json's chunk files by feature
 * @param {object} setup.descriptions the site's descriptions (page-document's siteDescriptions)
 * @param {Map<string, string>} setup.previous the last publish's digests by address
 * @param {boolean} [setup.leaveUnrendered=true] whether a page whose answers are unchanged may be left unrendered
 */
function createPageJob({ render, args, now, template, features, descriptions, previous, leaveUnrendered = true }) {
  const fileFor = (url, asFile) => (asFile ? path.join(args.out, url.replace(/^\/+/, '')) : fileOf(args.out, url));

  /**
   * The page's outcomes without rendering it, when the last publish wrote both its languages' files
   * and the answers its route data gets now are the ones it was rendered from; else null.
   */
  async function unchangedUndrawn(pagePath, asFile) {
    if (args.full || !leaveUnrendered || typeof render.loadRouteAnswers !== 'function') return null;
    const urls = ['en', 'ar'].map((language) => pathInLanguage(pagePath, language));
    if (urls.some((url) => !previous.has(url) || !fs.existsSync(fileFor(url, asFile)))) return null;
    const answers = await render.loadRouteAnswers(urls[0]);
    if (!answers) return null;
    const data = dataOf(answers.state);
    const digests = urls.map((url) => pageDigest([url, data]));
    if (urls.some((url, index) => previous.get(url) !== digests[index])) return null;
    const calls = recordedCalls(answers.calls);
    return urls.map((url, index) => ({ url, page: pagePath, status: 'unchanged', drawn: false, digest: digests[index], calls: index === 0 ? calls : undefined, styles: [] }));
  }

  return async (page) => {
    const { path: pagePath, asFile = false } = typeof page === 'string' ? { path: page } : page;
    const undrawn = await unchangedUndrawn(pagePath, asFile);
    if (undrawn) return undrawn;
    const outcomes = [];
    // The Arabic page is drawn from the English one's answers: the same calls, no second request.
    let preloadedState;
    for (const language of ['en', 'ar']) {
      const url = pathInLanguage(pagePath, language);
      const rendered = await render.renderPage(url, { siteOrigin: args.site, now, preloadedState });
      if (rendered.failedCalls.length > 0) {
        // A record the API lists but cannot give (gone since, or one the app cannot show) is left
        // out, and reported; any other failure fails the run, so no error page is ever published.
        outcomes.push({ url, page: pagePath, status: rendered.recordFailure ? 'skipped' : 'failed', detail: rendered.failedCalls.join(', '), styles: [] });
        return outcomes;
      }
      preloadedState = { api: rendered.state.api };
      const styles = [...new Set([...rendered.html.matchAll(/ style="([^"]*)"/g)].map(([, value]) => decodeAttribute(value)))];
      const data = dataOf(rendered.state);
      const digest = pageDigest([url, data]);
      // The English page's calls are recorded: the Arabic one is rendered from the same answers.
      const calls = language === 'en' ? recordedCalls(rendered.calls) : undefined;
      const file = fileFor(url, asFile);
      if (!args.full && previous.get(url) === digest && fs.existsSync(file)) {
        outcomes.push({ url, page: pagePath, status: 'unchanged', drawn: true, digest, calls, styles });
        continue;
      }
      const html = pageDocument({ template, features, site: args.site, barePath: pagePath, rendered, descriptions });
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, html);
      outcomes.push({ url, page: pagePath, status: 'written', drawn: true, digest, calls, styles });
    }
    return outcomes;
  };
}

/** Runs `work` over `items`, `limit` at a time. */
async function pool(items, limit, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

module.exports = { createPageJob, fileOf, dataOf, decodeAttribute, pool };
