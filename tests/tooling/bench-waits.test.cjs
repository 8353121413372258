// npm run bench:waits (scripts/bench/waits.cjs): where the page's main thread waited after its first
// paint, read off a trace's clock and thread times (Chromium's dur and tdur).
const { exclusiveWaits, afterPaint } = require('../../scripts/bench/waits.cjs');

const PAGE = { pid: 7, tid: 1 };
const OTHER = { pid: 9, tid: 1 };

/** A complete event at `ms` lasting `durMs` by the clock and `threadMs` of the thread's own time. */
function x(name, ms, durMs, threadMs, { thread = PAGE, data } = {}) {
  return { name, ph: 'X', ts: ms * 1000, dur: durMs * 1000, tdur: threadMs * 1000, ...thread, ...(data ? { args: { data } } : {}) };
}

const trace = () => [
  { name: 'thread_name', ph: 'M', ...PAGE, args: { name: 'CrRendererMain' } },
  { name: 'firstContentfulPaint', ph: 'R', ts: 100 * 1000, ...PAGE },
  // Before the paint: a parse that waited 6 ms, not counted.
  x('RunTask', 10, 20, 14),
  x('ParseHTML', 10.1, 19.8, 13.9),
  // After it: React's scheduler task, 12 ms by the clock, 7 of its own. Inside it a GC that waited
  // 2 ms for its helpers: of the task's 5 waited ms, 3 are React's call's own and 2 the GC's.
  x('RunTask', 200, 12, 7),
  x('FunctionCall', 200.1, 11.8, 6.8, { data: { functionName: 'performWorkUntilDeadline', url: 'http://localhost/assets/916.js', lineNumber: 3, columnNumber: 10 } }),
  x('V8.GC_TIME_TO_SAFEPOINT', 205, 2.5, 0.5),
  // A style and layout that ran all its time: no wait.
  x('RunTask', 300, 8, 8),
  x('UpdateLayoutTree', 300.1, 7.8, 7.8),
  // A short task, under the phone's 50 ms at 5x, that waited 1 ms.
  x('RunTask', 400, 4, 3),
  // Another process's main thread: not the page's.
  x('RunTask', 250, 30, 1, { thread: OTHER }),
];

describe('exclusiveWaits: each event’s own wait, its clock time beyond its thread time less its children’s', () => {
  it('names where the page’s main thread waited after its first paint, most first, a script call by its function and file', () => {
    const label = (event) => (event.name === 'FunctionCall' ? `${event.name} ${event.args.data.functionName} ${event.args.data.url.split('/').pop()}` : event.name);
    expect(exclusiveWaits(trace(), { label })).toEqual([
      ['FunctionCall performWorkUntilDeadline 916.js', 3],
      ['V8.GC_TIME_TO_SAFEPOINT', 2],
      ['RunTask', 1],
    ].map(([name, ms]) => [name, expect.closeTo(ms, 5)]));
  });

  it('is empty for a trace without a first paint', () => {
    expect(exclusiveWaits(trace().filter((event) => event.name !== 'firstContentfulPaint'))).toEqual([]);
  });
});

describe('afterPaint: the tasks after the first paint by the clock and by the thread’s own time', () => {
  it('sums both, and each one’s ms over 50 on a phone `slowdown` times slower, by the clock and as if the thread never waited', () => {
    expect(afterPaint(trace(), 5)).toEqual({
      tasks: 3,
      clockMs: 24,
      threadMs: 18,
      // 12 ms is 60 on the phone (10 over 50) by the clock, 35 by the thread's own time (none); 8 is 40 (none).
      blockingByClock: 10,
      blockingByThread: 0,
    });
  });
});
