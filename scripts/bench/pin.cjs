// The page's main thread on a core of its own while Lighthouse gathers (npm run bench, Linux).
//
// Lighthouse multiplies the main thread's tasks as it observed them, by the clock, by the run's
// slowdown (benchmarkIndex / 264). On a host with few cores the page's renderer shares them with the
// browser's other processes, Lighthouse itself and the bench's own servers: on the 2-core machines
// here its main thread ran only 33-45 % of its tasks' time, and the slowdown multiplied the waits
// as if they were work. A phone gives the renderer's main thread a core of its own (it has eight).
// So, as there: every renderer's main thread runs on the host's last core, alone, and everything
// else (this process and its children: the servers, Chromium's other processes and threads) on the
// others. The benchmark index is measured in a renderer's main thread too, so it is the same core's.
const { execFileSync, spawnSync } = require('node:child_process');
const fs = require('node:fs');

const read = (file) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** A process's threads (none once it has ended: a renderer may exit between two reads). */
function threadsOf(pid) {
  try {
    return fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
}

/** The CPUs a thread may run on, as the kernel lists them ("0-3,6"), from its status file's text. */
const allowedList = (status) => /Cpus_allowed_list:\s*(\S+)/.exec(status)?.[1];

/** The CPUs in a kernel list ("0-3,6"), as numbers. */
function parseCpuList(list) {
  return list
    .split(',')
    .filter(Boolean)
    .flatMap((part) => {
      const [first, last = first] = part.split('-').map(Number);
      return Array.from({ length: last - first + 1 }, (_, i) => first + i);
    });
}

/** Numbers as the kernel lists CPUs: runs as ranges ("0-2,5"), so a thread's Cpus_allowed_list compares as text. */
function formatCpuList(cpus) {
  const runs = [];
  for (const cpu of cpus) {
    const run = runs.at(-1);
    if (run && cpu === run[1] + 1) run[1] = cpu;
    else runs.push([cpu, cpu]);
  }
  return runs.map(([first, last]) => (first === last ? `${first}` : `${first}-${last}`)).join(',');
}

/**
 * The CPUs this process may use as it started (taskset and a container's cpuset count; the host may
 * have more): read once, before the bench narrows its own.
 */
const allowedAtStart = parseCpuList(allowedList(read('/proc/self/status')) ?? '');

/** Whether this host can pin: Linux, two usable cores or more, and util-linux's taskset. */
function canPin() {
  if (process.platform !== 'linux' || allowedAtStart.length < 2) return false;
  return spawnSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' }).status === 0;
}

/** The cores, as taskset and the kernel list them: the page's (the last usable one) and the rest's. */
function cores(cpus = allowedAtStart) {
  return { page: String(cpus.at(-1)), rest: formatCpuList(cpus.slice(0, -1)) };
}

function setAffinity(id, list, { allThreads = false } = {}) {
  try {
    execFileSync('taskset', [...(allThreads ? ['-a'] : []), '-p', '-c', list, String(id)], { stdio: 'ignore' });
    return true;
  } catch {
    return false; // the thread ended meanwhile
  }
}

/** Every process below `pid` (the kernel's children lists). */
function descendants(pid) {
  const found = [];
  const walk = (parent) => {
    for (const tid of threadsOf(parent)) {
      for (const child of read(`/proc/${parent}/task/${tid}/children`).split(' ').filter(Boolean)) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

/** This process's threads, and so every child it starts from now on (the servers, Chromium), on the rest's cores. */
function pinSelfToRest() {
  return setAffinity(process.pid, cores().rest, { allThreads: true });
}

/**
 * Calls `start` (which spawns) with this process on every usable core again, and returns what it
 * returns: what it starts inherits them all (a first publish of a big mock takes minutes, and would
 * otherwise run on the rest's cores only). This process goes back to its own cores after.
 */
function onEveryCore(start) {
  const own = allowedList(read('/proc/self/status'));
  setAffinity(process.pid, formatCpuList(allowedAtStart), { allThreads: true });
  try {
    return start();
  } finally {
    setAffinity(process.pid, own, { allThreads: true });
  }
}

/** `pid` and every process below it, each with all its threads, on the rest's cores (a server started by onEveryCore, once it serves). */
function moveTreeToRest(pid) {
  const { rest } = cores();
  for (const id of [String(pid), ...descendants(pid)]) setAffinity(id, rest, { allThreads: true });
}

/**
 * Watches the browser started as `browserPid` (itself on the rest's cores, inherited) and moves each
 * renderer's main thread to the page's core as the renderer starts. A thread the main thread starts
 * after that would inherit its core, so each renderer's other threads are moved back to the rest's.
 * Returns the stop. `allThreads` puts every thread of each renderer on the page's core instead (a
 * layout the bench does not use, for comparison: bench:waits --renderer-on-page-core).
 */
function pinRenderers(browserPid, { intervalMs = 20, allThreads = false } = {}) {
  const { page, rest } = cores();
  const handled = new Set();
  const tick = () => {
    for (const pid of descendants(browserPid)) {
      if (!read(`/proc/${pid}/cmdline`).includes('--type=renderer')) continue;
      for (const tid of threadsOf(pid)) {
        const key = `${pid}/${tid}`;
        if (handled.has(key)) continue;
        const target = tid === pid || allThreads ? page : rest;
        const allowed = allowedList(read(`/proc/${pid}/task/${tid}/status`));
        if (allowed === target || setAffinity(tid, target)) handled.add(key);
      }
    }
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  return () => clearInterval(timer);
}

module.exports = { canPin, cores, allowedList, parseCpuList, formatCpuList, pinSelfToRest, onEveryCore, moveTreeToRest, pinRenderers, descendants };
