// The long tasks of one Lighthouse run as the calibrated phone sees them (issue 31): the page's
// main-thread tasks from the trace Lighthouse gathered, each one's observed ms times the run's CPU
// slowdown, kept when that passes 50 ms (what TBT counts), with what fills each task. Lighthouse's
// own long-tasks audit gives only a task's length and script; this says which script evaluation,
// React slice, style and layout, or timer made it long, before and after the first contentful paint.

/**
 * Trace events that only wrap a task (the scheduler's and IPC's envelopes) or count inside what
 * fills it (V8's own runtime statistics), never what fills it.
 */
const ENVELOPES = /^(ThreadControllerImpl::RunTask|Receive mojo message|BlinkScheduler_|SimpleWatcher::|RunTask$|v8\.callFunction$|ScriptCompiled$|v8\.run$|V8\.)/;
/** What fills a task for less than this many ms is left out of its line. */
const FILL_MIN_MS = 1;

/**
 * Font work, in a trace that records the `fonts` category (bench:trace does; Lighthouse's does not).
 * On Linux each face the renderer opens asks the browser to match its family, and each strike
 * (family, size, bold, italic) asks for its render style, each over a synchronous call
 * (blink's fonts/linux/font_render_style.cc): work an Android phone's renderer does not do.
 */
const FONT_LOOKUP = 'FontCache::GetFontPlatformData';
const FONT_STRIKE = 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike';

/**
 * Lighthouse's simulation weighs a task that performed layout at half the slowdown (Lantern's
 * Simulator, DEFAULT_LAYOUT_TASK_MULTIPLIER), every other task at the whole.
 */
const LAYOUT_TASK_FACTOR = 0.5;

/**
 * What a long task is spent on, by its longest event: the order of the report's columns. What the
 * floor (React, the router and the store over one paragraph) also has is the framework's; what a
 * screen has above it, in `html` and `styleLayout`, is the size of its markup.
 */
const BLOCKING_KINDS = [
  { key: 'html', label: 'HTML parse and load', names: /^(ParseHTML|DocumentLoader::|NavigationBodyLoader::|DecodedDataDocumentParser::|HTMLDocumentParser)/ },
  { key: 'styleLayout', label: 'style, layout and paint', names: /^(UpdateLayoutTree|Layout|RecalculateStyles|Paint|PrePaint|Layerize|Commit|UpdateLayer|HitTest)$/ },
  { key: 'scriptEvaluation', label: 'script evaluation', names: /^(EvaluateScript|v8\.compile|v8\.produceCache|CompileScript|v8\.evaluateModule)/ },
  { key: 'scriptCalls', label: 'script calls (React, the app)', names: /^(FunctionCall|TimerFire|RunMicrotasks|FireAnimationFrame|EventDispatch|FireIdleCallback|V8\.Execute|v8\.run)/ },
  { key: 'other', label: 'other', names: null },
];

/** The events not inside another of the same name (a call that recurses is counted once). */
function outermost(events) {
  const openUntil = new Map();
  return [...events]
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
    .filter((event) => {
      const end = event.ts + event.dur;
      if (end <= (openUntil.get(event.name) ?? -Infinity)) return false;
      openUntil.set(event.name, end);
      return true;
    });
}

/** The renderer main thread that painted the page's first content. */
function pageMainThread(events) {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const thread = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === fcp.pid);
  return thread ? { pid: thread.pid, tid: thread.tid, fcpTs: fcp.ts } : null;
}

/** A file's last path segment, for a script's URL: `916.d0904c44b7.js`; '' for none. */
function fileOf(url) {
  return String(url || '').split(/[?#]/)[0].split('/').pop();
}

/**
 * The tasks over `longMs` (50) on a phone `slowdown` times slower than this run: start (ms from the
 * navigation), observed and phone ms, whether before the observed first contentful paint, and up
 * to `fills` (6) of its longest events of 1 ms or more, each `name file ms`, and its `window` in the
 * trace's clock ([start, end) in µs, to read a CPU profile's samples inside it).
 */
function phoneLongTasks(events, slowdown, { longMs = 50, fills = 6 } = {}) {
  const main = pageMainThread(events);
  if (!main) return [];
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
  const start = events.find((event) => event.name === 'navigationStart' && event.pid === main.pid)?.ts ?? Math.min(...onMain.map((event) => event.ts));
  const tasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur / 1000) * slowdown > longMs);
  return tasks.map((task) => {
    const within = outermost(onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur));
    const inside = within
      .filter((event) => event.dur >= FILL_MIN_MS * 1000 && !ENVELOPES.test(event.name))
      .sort((a, b) => b.dur - a.dur)
      .slice(0, fills)
      .map((event) => {
        const data = event.args?.data ?? event.args?.beginData ?? {};
        return { name: event.name, file: fileOf(data.url), ms: event.dur / 1000 };
      });
    const ms = task.dur / 1000;
    const fonts = {
      ms: within.filter((event) => event.name === FONT_LOOKUP).reduce((sum, event) => sum + event.dur / 1000, 0),
      strikes: within.filter((event) => event.name === FONT_STRIKE).length,
    };
    const didLayout = within.some((event) => event.name === 'Layout');
    const simulatedMs = ms * slowdown * (didLayout ? LAYOUT_TASK_FACTOR : 1);
    // The thread's own time in the task (Chromium's tdur), when the trace has it.
    const threadMs = typeof task.tdur === 'number' ? task.tdur / 1000 : null;
    // What the simulation would have made of the thread's own time alone, without its waits.
    const ownSimulatedMs = threadMs === null ? null : threadMs * slowdown * (didLayout ? LAYOUT_TASK_FACTOR : 1);
    return { at: (task.ts - start) / 1000, ms, phoneMs: ms * slowdown, simulatedMs, ownSimulatedMs, didLayout, beforeFcp: task.ts < main.fcpTs, fills: inside, fonts, threadMs, window: [task.ts, task.ts + task.dur] };
  });
}

/** The kind a task is spent on: its longest event's (`other` when nothing inside it is named). */
function kindOf(task) {
  const longest = task.fills[0];
  return (longest && BLOCKING_KINDS.find((kind) => kind.names?.test(longest.name))?.key) || 'other';
}

/**
 * The phone's blocking time in a run's long tasks (each one's ms over 50, weighed as Lighthouse's
 * simulation weighs it), by kind, with their total and the part from tasks after the observed first
 * paint. Lighthouse's TBT counts what its simulated timeline puts after its simulated first paint:
 * all of `afterFcp` and part of the rest, so it lies between the two. `waited` (and `waitedAfterFcp`)
 * is the part of it the thread's own time (tdur) would not have made: the host's, not the page's.
 */
function blockingByKind(tasks) {
  const sums = Object.fromEntries(BLOCKING_KINDS.map((kind) => [kind.key, 0]));
  let afterFcp = 0;
  let waited = 0;
  let waitedAfterFcp = 0;
  for (const task of tasks) {
    const blocking = Math.max(0, task.simulatedMs - 50);
    sums[kindOf(task)] += blocking;
    const wait = typeof task.ownSimulatedMs === 'number' ? Math.max(0, blocking - Math.max(0, task.ownSimulatedMs - 50)) : 0;
    waited += wait;
    if (!task.beforeFcp) {
      afterFcp += blocking;
      waitedAfterFcp += wait;
    }
  }
  const total = Object.values(sums).reduce((sum, ms) => sum + ms, 0);
  return { ...sums, total, afterFcp, waited, waitedAfterFcp };
}

/**
 * Below this share of its clock time, a task's thread time says the thread mostly waited (off its
 * core, or blocked on another process), which Lighthouse multiplies like work.
 */
const WAITED_SHARE = 0.8;

/** One task as a line: `@1402 20.5 ms (198 on the phone): EvaluateScript 916.js 20.2 | …`. */
function taskLine(task) {
  const fills = task.fills.map((fill) => `${fill.name}${fill.file ? ` ${fill.file}` : ''} ${fill.ms.toFixed(1)}`).join(' | ') || 'nothing traced inside';
  const fonts = task.fonts?.ms > 0 ? ` · fonts ${task.fonts.ms.toFixed(1)} ms, ${task.fonts.strikes} strikes` : '';
  const waited = typeof task.threadMs === 'number' && task.threadMs < task.ms * WAITED_SHARE ? ` · the thread ran ${task.threadMs.toFixed(1)} ms of it` : '';
  return `${task.beforeFcp ? 'before FCP' : 'after FCP '} @${Math.round(task.at)} ${task.ms.toFixed(1)} ms (${Math.round(task.phoneMs)} on the phone): ${fills}${fonts}${waited}`;
}

module.exports = { phoneLongTasks, taskLine, pageMainThread, fileOf, blockingByKind, BLOCKING_KINDS };
