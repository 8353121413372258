// npm run bench's pinning (scripts/bench/pin.cjs): the page's main thread alone on the host's last
// core, everything else on the others. Checked on real processes: a stand-in "renderer" (a process
// whose command line says --type=renderer, as Chromium's do) below a stand-in browser.
const { spawn, spawnSync } = require('node:child_process');
const path = require('node:path');
const fs = require('node:fs');
const { allowedList, canPin, cores, descendants, formatCpuList, moveTreeToRest, parseCpuList, pinRenderers } = require('../../scripts/bench/pin.cjs');

const allowed = (pid, tid = pid) => allowedList(fs.readFileSync(`/proc/${pid}/task/${tid}/status`, 'utf8'));
const threads = (pid) => fs.readdirSync(`/proc/${pid}/task`);
const until = async (check, what) => {
  for (let waited = 0; waited < 10_000; waited += 25) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`waited 10 s for ${what}`);
};

describe('cores', () => {
  it('gives the page the last usable core and the rest the others, listed as the kernel lists them', () => {
    expect(cores([0, 1])).toEqual({ page: '1', rest: '0' });
    expect(cores(parseCpuList('0-7'))).toEqual({ page: '7', rest: '0-6' });
    // A container's cpuset, or taskset, leaves gaps.
    expect(cores(parseCpuList('0,2-4,6'))).toEqual({ page: '6', rest: '0,2-4' });
  });

  it('reads and writes CPU lists', () => {
    expect(parseCpuList('0-3,6')).toEqual([0, 1, 2, 3, 6]);
    expect(parseCpuList('5')).toEqual([5]);
    expect(formatCpuList([0, 1, 2, 5, 7, 8])).toBe('0-2,5,7-8');
    expect(formatCpuList([3])).toBe('3');
  });
});

// A Linux host where this process may use two cores or more (CI's and this project's machines)
// must be able to pin: the bench would otherwise quietly measure the shared cores.
const usable = process.platform === 'linux' ? parseCpuList(allowedList(fs.readFileSync('/proc/self/status', 'utf8')) ?? '') : [];
const pinnable = usable.length >= 2;

(pinnable ? describe : describe.skip)('on this host', () => {
  let browser;
  afterEach(() => {
    if (browser && browser.exitCode === null) process.kill(-browser.pid, 'SIGKILL');
  });

  /**
   * A stand-in browser (a shell) that starts a stand-in renderer and a utility process. The renderer
   * is node, with its own threads, and starts one more 300 ms in (a worker), as a renderer's main
   * thread starts threads after it has been pinned.
   */
  async function startBrowser() {
    const lateThread = "setTimeout(() => new (require('node:worker_threads').Worker)('setInterval(() => {}, 1000)', { eval: true }), 300)";
    const renderer = `${JSON.stringify(process.execPath)} -e "${lateThread}; setInterval(() => {}, 1000)" -- --type=renderer`;
    const utility = `${JSON.stringify(process.execPath)} -e "setInterval(() => {}, 1000)" -- --type=utility`;
    browser = spawn('/bin/sh', ['-c', `${renderer} & ${utility} & wait`], { detached: true, stdio: 'ignore' });
    // Until each child has exec'd node: a child the shell has forked but not yet exec'd still has the
    // shell's command line, which names --type=renderer for both (on a loaded host the two were
    // mistaken for each other, and the test waited for a pin on the wrong process).
    const cmdline = (pid) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    const exec = (pid) => cmdline(pid).startsWith(`${process.execPath}\0`);
    await until(() => descendants(browser.pid).length === 2 && descendants(browser.pid).every(exec), 'the two children');
    const [first, second] = descendants(browser.pid);
    const isRenderer = (pid) => cmdline(pid).includes('--type=renderer');
    return isRenderer(first) ? { renderer: first, utility: second } : { renderer: second, utility: first };
  }

  it('can pin', () => {
    expect(canPin()).toBe(true);
  });

  it('finds every process below the browser', async () => {
    const { renderer, utility } = await startBrowser();
    expect(descendants(browser.pid).sort()).toEqual([renderer, utility].sort());
    expect(descendants(renderer)).toEqual([]);
  });

  it("moves each renderer's main thread to the page's core and its other threads to the rest's, and nothing else", async () => {
    const { renderer, utility } = await startBrowser();
    const { page, rest } = cores();
    const before = allowed(utility);
    await until(() => threads(renderer).length > 1, "the renderer's own threads");
    const early = threads(renderer).length;
    const stop = pinRenderers(browser.pid);
    try {
      await until(() => allowed(renderer) === page, "the renderer's main thread on the page's core");
      await until(() => threads(renderer).length > early, "the renderer's late thread");
      await until(() => threads(renderer).every((tid) => tid === renderer || allowed(renderer, tid) === rest), "the late thread on the rest's cores");
      for (const tid of threads(renderer).filter((tid) => tid !== renderer)) expect(allowed(renderer, tid)).toBe(rest);
      expect(allowed(utility)).toBe(before);
      expect(allowed(String(browser.pid))).toBe(before);
    } finally {
      stop();
    }
  });

  // The bench pins itself to the rest's cores before it starts the site; a first publish of a big
  // mock (minutes) should still have every core, and the servers join the rest's once they serve.
  it('starts a process on every usable core while the bench stays on the rest\'s, then moves it and all below it to the rest\'s', async () => {
    const pin = JSON.stringify(path.join(__dirname, '../../scripts/bench/pin.cjs'));
    // A stand-in bench: pinned to the rest's cores as the bench pins itself, it starts a stand-in
    // server (a shell) with a child of its own (node, with threads), and says what it started.
    const server = `require('node:child_process').spawn('/bin/sh', ['-c', ${JSON.stringify(`${JSON.stringify(process.execPath)} -e "setInterval(() => {}, 1000)" & wait`)}], { detached: true, stdio: 'ignore' })`;
    const bench = `const pin = require(${pin}); pin.pinSelfToRest(); const child = pin.onEveryCore(() => ${server}); child.unref(); console.log(JSON.stringify({ pid: child.pid, own: pin.allowedList(require('node:fs').readFileSync('/proc/self/status', 'utf8')) }))`;
    const ran = spawnSync(process.execPath, ['-e', bench], { encoding: 'utf8' });
    expect(ran.stderr).toBe('');
    const { pid, own } = JSON.parse(ran.stdout);
    // The stand-in server leads its own process group, so afterEach ends it and its child as it ends a browser.
    browser = { pid, exitCode: null };
    const { rest } = cores();
    expect(own).toBe(rest);
    await until(() => descendants(pid).length === 1, "the server's child");
    const [child] = descendants(pid);
    await until(() => threads(child).length > 1, "the child's threads");
    const every = formatCpuList(usable);
    expect(allowed(String(pid))).toBe(every);
    for (const tid of threads(child)) expect(allowed(child, tid)).toBe(every);

    moveTreeToRest(pid);
    expect(allowed(String(pid))).toBe(rest);
    for (const tid of threads(child)) expect(allowed(child, tid)).toBe(rest);
  });
});
