// npm run bench -- --long-tasks (scripts/bench/longTasks.cjs): the tasks of a Lighthouse run's trace
// that pass 50 ms on the calibrated phone, and what fills each.
const { phoneLongTasks, taskLine, fileOf } = require('../../scripts/bench/longTasks.cjs');
const { summarise } = require('../../scripts/bench-trace.cjs');

const PAGE = { pid: 7, tid: 1 };
const OTHER = { pid: 9, tid: 1 };

/** A complete ('X') trace event at `ms` lasting `durMs`, on `thread`. */
function x(name, ms, durMs, thread = PAGE, data) {
  return { name, ph: 'X', ts: ms * 1000, dur: durMs * 1000, ...thread, ...(data ? { args: { data } } : {}) };
}

function trace() {
  return [
    { name: 'thread_name', ph: 'M', ...PAGE, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', ...OTHER, args: { name: 'CrRendererMain' } },
    { name: 'navigationStart', ph: 'R', ts: 100 * 1000, ...PAGE },
    { name: 'firstContentfulPaint', ph: 'R', ts: 400 * 1000, ...PAGE },
    // Before the first paint: style and layout, 30 ms.
    x('RunTask', 300, 30),
    x('UpdateLayoutTree', 301, 12),
    x('Layout', 313, 16),
    // After it: the vendor script's evaluation, 20 ms, wrapped as Chromium wraps it.
    x('RunTask', 1400, 20),
    x('ThreadControllerImpl::RunTask', 1400, 20),
    x('EvaluateScript', 1400.1, 19.8, PAGE, { url: 'http://localhost:8781/assets/916.d0904c44b7.js' }),
    x('v8.compile', 1400.2, 16, PAGE, { url: 'http://localhost:8781/assets/916.d0904c44b7.js' }),
    // V8's own counters, and what lasts under a millisecond, say nothing of what filled it.
    x('V8.CompileLazy', 1401, 3),
    x('ParseHTML', 1418, 0.5),
    // A React slice of 5.5 ms: 55 ms at 10x, long on the phone.
    x('RunTask', 1500, 5.5),
    x('FunctionCall', 1500.1, 5.3, PAGE, { url: 'http://localhost:8781/assets/916.d0904c44b7.js', functionName: 'N' }),
    // 4 ms: 40 ms on the phone, not long.
    x('RunTask', 1600, 4),
    // Another renderer's long task is not the page's.
    x('RunTask', 1700, 90, OTHER),
  ];
}

describe('phoneLongTasks', () => {
  it('keeps the page’s tasks whose observed ms times the slowdown pass 50, from the navigation, before and after the first paint', () => {
    const tasks = phoneLongTasks(trace(), 10);
    expect(tasks.map((task) => [task.at, task.ms, task.phoneMs, task.beforeFcp])).toEqual([
      [200, 30, 300, true],
      [1300, 20, 200, false],
      [1400, 5.5, 55, false],
    ]);
  });

  it('names what fills each task, longest first, without the envelopes that only wrap it, V8’s counters or what lasts under 1 ms', () => {
    const [, vendor, slice] = phoneLongTasks(trace(), 10);
    expect(vendor.fills).toEqual([
      { name: 'EvaluateScript', file: '916.d0904c44b7.js', ms: expect.closeTo(19.8, 5) },
      { name: 'v8.compile', file: '916.d0904c44b7.js', ms: 16 },
    ]);
    expect(slice.fills.map((fill) => fill.name)).toEqual(['FunctionCall']);
  });

  it('at a smaller slowdown, fewer tasks are long', () => {
    expect(phoneLongTasks(trace(), 4).map((task) => task.ms)).toEqual([30, 20]);
  });

  it('gives nothing for a trace with no first paint (a run that failed to load)', () => {
    expect(phoneLongTasks(trace().filter((event) => event.name !== 'firstContentfulPaint'), 10)).toEqual([]);
  });
});

describe('taskLine', () => {
  it('says when, how long here and on the phone, and what fills it', () => {
    const [layout, vendor] = phoneLongTasks(trace(), 10);
    expect(taskLine(layout)).toBe('before FCP @200 30.0 ms (300 on the phone): Layout 16.0 | UpdateLayoutTree 12.0');
    expect(taskLine(vendor)).toBe('after FCP  @1300 20.0 ms (200 on the phone): EvaluateScript 916.d0904c44b7.js 19.8 | v8.compile 916.d0904c44b7.js 16.0');
  });
});

describe('a task the thread spent waiting', () => {
  // Chromium records each task's thread time (tdur) beside its clock time (dur). A task with nothing
  // inside it whose thread ran a fraction of its length was the thread off its core or blocked on
  // another process: Lighthouse multiplies that wait like work.
  const withThreadTime = () => [...trace(), { ...x('RunTask', 1800, 18), tdur: 2.3 * 1000 }];

  it('keeps the thread’s own ms, and says in the line that it waited the rest', () => {
    const waited = phoneLongTasks(withThreadTime(), 10).find((task) => task.at === 1700);
    expect(waited.threadMs).toBeCloseTo(2.3, 5);
    expect(taskLine(waited)).toBe('after FCP  @1700 18.0 ms (180 on the phone): nothing traced inside · the thread ran 2.3 ms of it');
  });

  it('says nothing where the trace has no thread time, or the thread ran nearly all of it', () => {
    const [layout] = phoneLongTasks(trace(), 10);
    expect(layout.threadMs).toBeNull();
    const busy = phoneLongTasks([...trace().filter((event) => event.ts !== 300 * 1000 || event.name !== 'RunTask'), { ...x('RunTask', 300, 30), tdur: 29 * 1000 }], 10).find((task) => task.at === 200);
    expect(taskLine(busy)).toBe('before FCP @200 30.0 ms (300 on the phone): Layout 16.0 | UpdateLayoutTree 12.0');
  });
});

describe('font lookups (a trace with the fonts category: bench:trace)', () => {
  // On Linux, each face the renderer opens asks the browser to match its family, and each strike
  // (family, size, bold, italic) asks for its render style, both over a synchronous call: work a
  // phone's renderer does not do, which the first layout carries.
  const withFonts = () => [
    ...trace(),
    x('FontCache::GetFontPlatformData', 314, 6),
    x('FontCache::GetFontPlatformData', 314.1, 5.8),
    x('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike', 316, 2),
    x('FontCache::GetFontPlatformData', 321, 1.5),
    x('FontCache::GetFontPlatformData', 321.1, 1.4),
    x('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike', 321.2, 1.2),
  ];

  it('sums a task’s font lookups once each, however deep they nest, and counts its strikes', () => {
    const [layout, vendor] = phoneLongTasks(withFonts(), 10);
    expect(layout.fonts).toEqual({ ms: 7.5, strikes: 2 });
    expect(vendor.fonts).toEqual({ ms: 0, strikes: 0 });
  });

  it('says them at the end of the task’s line, only when there are any, and lists a call nested in one of its own name once', () => {
    const [layout, vendor] = phoneLongTasks(withFonts(), 10);
    expect(taskLine(layout)).toBe('before FCP @200 30.0 ms (300 on the phone): Layout 16.0 | UpdateLayoutTree 12.0 | FontCache::GetFontPlatformData 6.0 | WebSandboxSupportLinux::GetWebFontRenderStyleForStrike 2.0 | FontCache::GetFontPlatformData 1.5 | WebSandboxSupportLinux::GetWebFontRenderStyleForStrike 1.2 · fonts 7.5 ms, 2 strikes');
    expect(taskLine(vendor)).not.toContain('fonts');
  });
});

describe('fileOf', () => {
  it('names a script by its last path segment, without query or fragment', () => {
    expect(fileOf('http://127.0.0.1:8781/assets/916.d0904c44b7.js?v=2#x')).toBe('916.d0904c44b7.js');
    expect(fileOf(undefined)).toBe('');
  });
});

describe('bench:trace summarise', () => {
  // Chromium may list another renderer's main thread first (an extension page, the previous
  // navigation's renderer): the page's is the one that painted its first content.
  const otherListedFirst = () => {
    const events = trace();
    return [events[1], events[0], ...events.slice(2)];
  };

  it('reads the page’s own main thread, not the first renderer listed', () => {
    const summary = summarise(otherListedFirst(), { longMs: 25 });
    expect(summary.longTasks).toEqual([30]);
    expect(summary.blockingMs).toBe(5);
    expect(summary.layout).toEqual({ count: 1, ms: 16, cpuMs: null });
  });

  it('lists what fills the longest tasks in the order they ran, as --long-tasks does, with their windows', () => {
    const summary = summarise(otherListedFirst(), { longMs: 5, anatomyCount: 2 });
    expect(summary.anatomy).toEqual([
      'before FCP @200 30.0 ms (30 on the phone): Layout 16.0 | UpdateLayoutTree 12.0',
      'after FCP  @1300 20.0 ms (20 on the phone): EvaluateScript 916.d0904c44b7.js 19.8 | v8.compile 916.d0904c44b7.js 16.0',
    ]);
    expect(summary.windows).toEqual([
      [300000, 330000],
      [1400000, 1420000],
    ]);
  });
});

describe('blockingByKind: the phone’s blocking time by what fills the task (--long-tasks’ summary)', () => {
  const { blockingByKind, BLOCKING_KINDS } = require('../../scripts/bench/longTasks.cjs');
  // One task of each kind, named by its longest event, as the traces of home show them.
  const kinds = () => [
    { name: 'thread_name', ph: 'M', ...PAGE, args: { name: 'CrRendererMain' } },
    { name: 'navigationStart', ph: 'R', ts: 0, ...PAGE },
    { name: 'firstContentfulPaint', ph: 'R', ts: 500 * 1000, ...PAGE },
    // The navigation's commit reads the first bytes of the page: 10 ms, 100 on the phone.
    x('RunTask', 10, 10),
    x('DocumentLoader::CommitNavigation', 10.1, 9.8),
    // A slice of the HTML's parse: 8 ms.
    x('RunTask', 100, 8),
    x('ParseHTML', 100.1, 7.8),
    // The first style and layout: 20 ms, a task that laid out, weighed at half the slowdown as
    // Lighthouse's simulation does (100 on the phone, not 200).
    x('RunTask', 300, 20),
    x('UpdateLayoutTree', 300.1, 8),
    x('Layout', 308.2, 11),
    // After the paint: the vendor chunk's evaluation, 9 ms, and a React slice from a timer, 7 ms.
    x('RunTask', 600, 9),
    x('EvaluateScript', 600.1, 8.8, PAGE, { url: 'http://localhost:8781/assets/916.js' }),
    x('RunTask', 700, 7),
    x('TimerFire', 700.1, 6.8),
    x('FunctionCall', 700.2, 6.5),
    // A task with nothing named inside it for a millisecond or more.
    x('RunTask', 800, 6),
  ];

  it('sums each long task’s ms over 50 on the phone under the kind its longest event names, and what of it came after the first paint', () => {
    expect(blockingByKind(phoneLongTasks(kinds(), 10))).toEqual({
      html: 50 + 30,
      styleLayout: 50,
      scriptEvaluation: 40,
      scriptCalls: 20,
      other: 10,
      total: 200,
      afterFcp: 70,
      waited: 0,
      waitedAfterFcp: 0,
    });
  });

  it('says how much of the blocking was the thread waiting: the part its own time (tdur) would not have made', () => {
    // The parse slice ran 5 of its 8 ms (50 on the phone: no blocking of its own); the vendor chunk
    // 9 of 9; the React slice 3 of 7 (30: none of its own); the empty task 1 of 6.
    const threadMs = new Map([[100, 5], [600, 9], [700, 3], [800, 1]]);
    const events = kinds().map((event) => (event.name === 'RunTask' && threadMs.has(event.ts / 1000) ? { ...event, tdur: threadMs.get(event.ts / 1000) * 1000 } : event));
    expect(blockingByKind(phoneLongTasks(events, 10))).toMatchObject({ total: 200, afterFcp: 70, waited: 30 + 20 + 10, waitedAfterFcp: 20 + 10 });
  });

  it('counts a layout task at half the slowdown, so one that the full slowdown would make long may block nothing', () => {
    const tasks = phoneLongTasks(kinds(), 5);
    expect(tasks.find((task) => task.didLayout)).toMatchObject({ phoneMs: 100, simulatedMs: 50, didLayout: true });
    expect(blockingByKind(tasks).styleLayout).toBe(0);
  });

  it('names every kind in the order the report prints them, and gives zeros for a run with no long task', () => {
    expect(BLOCKING_KINDS.map((kind) => kind.key)).toEqual(['html', 'styleLayout', 'scriptEvaluation', 'scriptCalls', 'other']);
    expect(blockingByKind([])).toEqual({ html: 0, styleLayout: 0, scriptEvaluation: 0, scriptCalls: 0, other: 0, total: 0, afterFcp: 0, waited: 0, waitedAfterFcp: 0 });
  });
});
