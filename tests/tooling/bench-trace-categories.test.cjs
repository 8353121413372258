// npm run bench's trace (scripts/bench/traceCategories.cjs): Lighthouse's own categories, less the
// three it records only for DevTools' "enhanced traces", whose source rundown copies each script's
// text into the trace on the page's main thread as the script compiles (15-28 ms for the vendor
// chunk at 1x, against 0.5-1 ms untraced: docs/performance.md).
const fs = require('node:fs');
const path = require('node:path');
const { DEVTOOLS_ONLY_CATEGORIES, measuredTraceCategories } = require('../../scripts/bench/traceCategories.cjs');

/** Lighthouse's default trace categories as the pinned version lists them (its gatherer's source). */
function lighthouseCategories() {
  const source = fs.readFileSync(path.join(__dirname, '../../node_modules/lighthouse/core/gather/gatherers/trace.js'), 'utf8');
  const list = /static getDefaultTraceCategories\(\) \{\s*return \[([\s\S]*?)\];/.exec(source)[1];
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/'([^']+)'/g)].map((match) => match[1]);
}

describe('measuredTraceCategories', () => {
  it('names categories the pinned Lighthouse records, so leaving them out is not a no-op', () => {
    const defaults = lighthouseCategories();
    expect(defaults).toEqual(expect.arrayContaining(DEVTOOLS_ONLY_CATEGORIES));
    expect(DEVTOOLS_ONLY_CATEGORIES).toEqual([
      'disabled-by-default-devtools.target-rundown',
      'disabled-by-default-devtools.v8-source-rundown-sources',
      'disabled-by-default-devtools.v8-source-rundown',
    ]);
  });

  it('leaves out only those three, and keeps every category the metrics and the long tasks read', () => {
    const defaults = lighthouseCategories();
    const measured = measuredTraceCategories(defaults);
    expect(measured).toEqual(defaults.filter((category) => !DEVTOOLS_ONLY_CATEGORIES.includes(category)));
    expect(measured).toEqual(expect.arrayContaining(['-*', 'disabled-by-default-lighthouse', 'loading', 'v8', 'v8.execute', 'devtools.timeline', 'disabled-by-default-devtools.timeline']));
  });

  it('keeps Lighthouse’s list whole with --enhanced-trace, to compare with runs taken before', () => {
    const defaults = lighthouseCategories();
    expect(measuredTraceCategories(defaults, { enhanced: true })).toEqual(defaults);
  });
});
