// The trace npm run bench has Lighthouse record: its own categories, less the three it adds only
// for DevTools' "enhanced traces" (its gatherer's comment: "Not used by Lighthouse, but included to
// facilitate loading traces ... into the Performance panel").
//
// Their source rundown copies each script's whole text into the trace, on the page's main thread,
// inside the script's compile: the vendor chunk's `v8.compile` took 15-28 ms at 1x traced so, and
// 0.5-1.1 ms without them (the same page, three loads each, docs/performance.md). In the bench's
// runs that was one task of 125-256 ms on the calibrated phone after the first paint, in every
// screen and the floor alike, and no phone pays it: nobody traces a visitor's page. Like the
// pinning (scripts/bench/pin.cjs), leaving them out measures the page, not the instrument. Nothing
// Lighthouse scores reads them: the metrics read the timeline, loading and V8's execution events,
// which stay.
// --enhanced-trace keeps Lighthouse's list whole, to compare with runs taken before.

/** The categories Lighthouse 12 records for DevTools' enhanced traces alone. */
const DEVTOOLS_ONLY_CATEGORIES = [
  'disabled-by-default-devtools.target-rundown',
  'disabled-by-default-devtools.v8-source-rundown-sources',
  'disabled-by-default-devtools.v8-source-rundown',
];

/** Lighthouse's default trace categories as the bench records them (`enhanced`: all of them). */
function measuredTraceCategories(defaults, { enhanced = false } = {}) {
  return enhanced ? [...defaults] : defaults.filter((category) => !DEVTOOLS_ONLY_CATEGORIES.includes(category));
}

module.exports = { DEVTOOLS_ONLY_CATEGORIES, measuredTraceCategories };
