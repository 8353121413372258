// Where the page's main thread waited after its first paint (npm run bench:waits): Chromium records
// each event's clock time (dur) and the thread's own CPU time in it (tdur). The difference is time
// the thread was off its core or blocked: on another process, or on a helper thread of its own.
// Lighthouse multiplies that wait like work.
const { pageMainThread } = require('./longTasks.cjs');

/** The page main thread's complete events with a thread time, in the order they nest (outer first). */
function mainThreadEvents(events, main) {
  return events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && typeof event.tdur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/** The tasks (RunTask) that started after the first paint, each with the events inside it. */
function tasksAfterPaint(events) {
  const main = pageMainThread(events);
  if (!main) return [];
  const tasks = [];
  for (const event of mainThreadEvents(events, main)) {
    const current = tasks.at(-1);
    if (event.name === 'RunTask' && event.ts >= main.fcpTs && !(current && event.ts < current.end)) {
      tasks.push({ task: event, end: event.ts + event.dur, inside: [] });
    } else if (current && event.ts < current.end) {
      current.inside.push(event);
    }
  }
  return tasks;
}

/**
 * Each event's own wait (its clock time beyond its thread time, less what the events directly inside
 * it waited), summed by `label(event)` (its name unless told) over the tasks after the first paint:
 * `[label, ms]` pairs, the most first. A wait inside a script call is the thread blocked, or off its
 * core, while that function ran; one inside `V8.GC_TIME_TO_SAFEPOINT`, the GC's helper threads.
 */
function exclusiveWaits(events, { label = (event) => event.name } = {}) {
  const sums = new Map();
  for (const { task, inside } of tasksAfterPaint(events)) {
    const open = [];
    for (const event of [task, ...inside]) {
      while (open.length && event.ts >= open.at(-1).ts + open.at(-1).dur) open.pop();
      const wait = Math.max(0, event.dur - event.tdur) / 1000;
      const key = label(event);
      sums.set(key, (sums.get(key) ?? 0) + wait);
      const parent = open.at(-1);
      if (parent) sums.set(label(parent), sums.get(label(parent)) - wait);
      open.push(event);
    }
  }
  return [...sums].filter(([, ms]) => ms > 1e-9).sort((a, b) => b[1] - a[1]);
}

/**
 * The tasks after the first paint: their number, ms by the clock and of the thread's own, and each
 * one's ms over 50 on a phone `slowdown` times slower, summed by the clock (as Lighthouse counts)
 * and by the thread's own time (as if it had never waited). Every task at the whole slowdown, those
 * that laid out too: a comparison of the two sums, not Lighthouse's weighing (--long-tasks has that).
 */
function afterPaint(events, slowdown) {
  const tasks = tasksAfterPaint(events).map(({ task }) => task);
  const sum = (pick) => tasks.reduce((total, task) => total + pick(task), 0);
  const over50 = (us) => Math.max(0, (us / 1000) * slowdown - 50);
  return {
    tasks: tasks.length,
    clockMs: sum((task) => task.dur) / 1000,
    threadMs: sum((task) => task.tdur) / 1000,
    blockingByClock: sum((task) => over50(task.dur)),
    blockingByThread: sum((task) => over50(task.tdur)),
  };
}

module.exports = { exclusiveWaits, afterPaint, tasksAfterPaint };
