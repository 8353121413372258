// scripts/bench/tracedLoad.cjs: the one traced page load of bench:trace and bench:waits, driven here
// against a stand-in browser that records what it was asked, in order.
const { EventEmitter } = require('node:events');
const { PHONE, tracedLoad } = require('../../scripts/bench/tracedLoad.cjs');

/** A browser whose page and CDP session log each call; tracing hands over `chunks` when it ends. */
function standIn(chunks, { failGoto = false } = {}) {
  const log = [];
  const cdp = new EventEmitter();
  cdp.send = async (method, params) => {
    log.push(params ? `${method} ${JSON.stringify(params)}` : method);
    if (method === 'Tracing.end') {
      for (const value of chunks) cdp.emit('Tracing.dataCollected', { value });
      setImmediate(() => cdp.emit('Tracing.tracingComplete', {}));
    }
    return method === 'Profiler.stop' ? { profile: 'the profile' } : {};
  };
  const page = {
    context: () => ({ newCDPSession: async () => cdp }),
    goto: async (url, options) => {
      log.push(`goto ${url} ${options.waitUntil}`);
      if (failGoto) throw new Error('net::ERR_CONNECTION_REFUSED');
    },
    waitForLoadState: async (state) => log.push(`wait ${state}`),
    waitForTimeout: async (ms) => log.push(`settle ${ms}`),
    close: async () => log.push('close'),
  };
  const browser = { newPage: async (options) => (log.push(`newPage ${JSON.stringify(options)}`), page) };
  return { browser, log };
}

describe('tracedLoad', () => {
  it('traces from before the request until after the settle, and returns every chunk of events', async () => {
    const { browser, log } = standIn([[{ name: 'a' }], [{ name: 'b' }, { name: 'c' }]]);
    const { events, during, after } = await tracedLoad(browser, 'http://127.0.0.1:1/partners', { categories: ['loading', 'toplevel'], settleMs: 4000 });
    expect(events.map((event) => event.name)).toEqual(['a', 'b', 'c']);
    expect(during).toBeUndefined();
    expect(after).toBeUndefined();
    expect(log).toEqual([
      `newPage ${JSON.stringify({ viewport: PHONE })}`,
      'Tracing.start {"categories":"loading,toplevel","transferMode":"ReportEvents"}',
      'goto http://127.0.0.1:1/partners load',
      'settle 4000',
      'Tracing.end',
      'close',
    ]);
  });

  it('throttles, waits for the quiet network, and runs the hooks inside and after the trace (a profile, a count)', async () => {
    const { browser, log } = standIn([]);
    const result = await tracedLoad(browser, 'http://127.0.0.1:1/', {
      categories: ['loading'],
      settleMs: 1500,
      throttle: 10,
      networkIdle: true,
      deviceScaleFactor: 1.75,
      beforeLoad: async (_page, cdp) => cdp.send('Profiler.start'),
      whileTracing: async (_page, cdp) => (await cdp.send('Profiler.stop')).profile,
      afterTracing: async () => (log.push('count'), 3),
    });
    expect(result).toEqual({ events: [], during: 'the profile', after: 3 });
    expect(log).toEqual([
      `newPage ${JSON.stringify({ viewport: PHONE, deviceScaleFactor: 1.75 })}`,
      'Emulation.setCPUThrottlingRate {"rate":10}',
      'Tracing.start {"categories":"loading","transferMode":"ReportEvents"}',
      'Profiler.start',
      'goto http://127.0.0.1:1/ load',
      'wait networkidle',
      'settle 1500',
      'Profiler.stop',
      'Tracing.end',
      'count',
      'close',
    ]);
  });

  it('closes the page when the load fails, and passes the failure on', async () => {
    const { browser, log } = standIn([], { failGoto: true });
    await expect(tracedLoad(browser, 'http://127.0.0.1:1/', { categories: ['loading'], settleMs: 10 })).rejects.toThrow('ERR_CONNECTION_REFUSED');
    expect(log.at(-1)).toBe('close');
  });
});
