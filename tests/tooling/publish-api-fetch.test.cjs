// The publish step's API door (issue 30): bounded concurrency, retries with backoff that honour
// Retry-After, and nothing retried that must not be. A fake fetch and a fake sleep: no real time.
const { createApiFetch, retryAfterMs, backoffMs } = require('../../scripts/publish/api-fetch.cjs');

/** A fake fetch answering from a script: `answers` is a list of statuses, headers or errors, in order. */
function scripted(answers) {
  const calls = [];
  const fetchImpl = async (input, init) => {
    calls.push({ input, init });
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next instanceof Error) throw next;
    const { status, headers = {}, body = `answer ${calls.length}` } = typeof next === 'number' ? { status: next } : next;
    return new Response(body, { status, headers });
  };
  return { fetchImpl, calls };
}

function recordingSleep() {
  const waits = [];
  return { waits, sleep: async (ms) => { waits.push(ms); } };
}

const networkError = () => Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });

describe('createApiFetch: concurrency', () => {
  it('never has more than `concurrency` requests in flight, and sends them in call order (FIFO)', async () => {
    let inFlight = 0;
    let seenMax = 0;
    const started = [];
    const fetchImpl = async (url) => {
      started.push(url);
      inFlight += 1;
      seenMax = Math.max(seenMax, inFlight);
      // Let every other queued call run before this one answers.
      await new Promise((resolve) => { setImmediate(resolve); });
      inFlight -= 1;
      return new Response(url);
    };
    const apiFetch = createApiFetch({ concurrency: 4, fetchImpl });
    const urls = Array.from({ length: 30 }, (_, i) => `http://api.test/item/${i}`);
    const bodies = await Promise.all(urls.map((url) => apiFetch(url).then((r) => r.text())));
    expect(bodies).toEqual(urls);
    expect(seenMax).toBe(4);
    expect(started).toEqual(urls);
    expect(apiFetch.stats()).toMatchObject({ calls: 30, requests: 30, retries: 0, maxInFlight: 4, inFlight: 0 });
  });

  it('frees the slot of a request that failed', async () => {
    const { fetchImpl } = scripted([networkError()]);
    const apiFetch = createApiFetch({ concurrency: 1, retries: 0, fetchImpl });
    await expect(apiFetch('http://api.test/a')).rejects.toThrow('fetch failed');
    await expect(apiFetch('http://api.test/b')).rejects.toThrow('fetch failed');
    expect(apiFetch.stats().inFlight).toBe(0);
  });

  it('refuses settings it cannot keep', () => {
    const fetchImpl = async () => new Response('');
    expect(() => createApiFetch({ fetchImpl, concurrency: 0 })).toThrow(RangeError);
    expect(() => createApiFetch({ fetchImpl, concurrency: 2.5 })).toThrow(RangeError);
    expect(() => createApiFetch({ fetchImpl, retries: -1 })).toThrow(RangeError);
    expect(() => createApiFetch({ fetchImpl: null })).toThrow(TypeError);
    expect(() => createApiFetch({ fetchImpl, concurrency: undefined })).not.toThrow();
  });

  it('captures the fetch it was given, so it can be installed as globalThis.fetch', async () => {
    const saved = globalThis.fetch;
    const { fetchImpl, calls } = scripted([200]);
    globalThis.fetch = fetchImpl;
    try {
      globalThis.fetch = createApiFetch();
      const response = await globalThis.fetch('http://api.test/x');
      expect(response.status).toBe(200);
      expect(calls).toHaveLength(1);
    } finally {
      globalThis.fetch = saved;
    }
  });
});

describe('createApiFetch: retries', () => {
  it('waits what Retry-After says (2 s) after a 429, then returns the next answer', async () => {
    const { fetchImpl, calls } = scripted([{ status: 429, headers: { 'Retry-After': '2' } }, 200]);
    const { waits, sleep } = recordingSleep();
    // A clock that stands still: the wait is the whole 2 s, however long the test itself takes.
    const apiFetch = createApiFetch({ fetchImpl, sleep, now: () => 0 });
    const response = await apiFetch('http://api.test/offers');
    expect(response.status).toBe(200);
    expect(waits).toEqual([2000]);
    expect(calls).toHaveLength(2);
  });

  it('pauses every request while the API asks for quiet, not only the one that was told', async () => {
    // A fake clock that sleeping moves forward (concurrent sleepers do not add up).
    let clock = 0;
    const sleep = async (ms) => { const wake = clock + ms; await Promise.resolve(); clock = Math.max(clock, wake); };
    const sent = [];
    const fetchImpl = async (url) => {
      const first = sent.push({ url, at: clock }) === 1;
      await new Promise((resolve) => { setImmediate(resolve); });
      return new Response(url, first ? { status: 429, headers: { 'Retry-After': '3' } } : { status: 200 });
    };
    const apiFetch = createApiFetch({ concurrency: 2, fetchImpl, sleep, now: () => clock });
    const urls = ['a', 'b', 'c', 'd', 'e'].map((name) => `http://api.test/${name}`);
    const answers = await Promise.all(urls.map((url) => apiFetch(url)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    // a and b went out together; a's 429 paused everything sent after it, its own retry included.
    expect(sent.slice(0, 2)).toEqual([{ url: urls[0], at: 0 }, { url: urls[1], at: 0 }]);
    expect(sent.slice(2).map((s) => s.at)).toEqual([3000, 3000, 3000, 3000]);
    expect(sent.slice(2).map((s) => s.url).sort()).toEqual([urls[0], ...urls.slice(2)].sort());
    expect(apiFetch.stats()).toMatchObject({ requests: 6, retries: 1, pauses: 1, maxInFlight: 2 });
  });

  it('reads Retry-After as an HTTP date too, and caps every wait at maxDelayMs', async () => {
    const now = Date.parse('2026-11-26T03:00:00Z');
    const { fetchImpl } = scripted([
      { status: 503, headers: { 'Retry-After': 'Thu, 26 Nov 2026 03:00:05 GMT' } },
      { status: 429, headers: { 'Retry-After': '3600' } },
      200,
    ]);
    const { waits, sleep } = recordingSleep();
    const apiFetch = createApiFetch({ fetchImpl, sleep, now: () => now, maxDelayMs: 10_000 });
    expect((await apiFetch('http://api.test/x')).status).toBe(200);
    expect(waits).toEqual([5000, 10_000]);
  });

  it('retries a 503 with growing backoff and jitter until it succeeds, and reports each retry', async () => {
    const { fetchImpl, calls } = scripted([503, 502, 500, 200]);
    const { waits, sleep } = recordingSleep();
    const retries = [];
    const apiFetch = createApiFetch({ fetchImpl, sleep, baseDelayMs: 100, random: () => 1, onRetry: (info) => retries.push(info) });
    const response = await apiFetch('http://api.test/companies');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('answer 4');
    expect(calls).toHaveLength(4);
    expect(waits).toEqual([100, 200, 400]);
    expect(retries.map((r) => [r.retry, r.status, r.url])).toEqual([
      [1, 503, 'http://api.test/companies'], [2, 502, 'http://api.test/companies'], [3, 500, 'http://api.test/companies'],
    ]);
    expect(apiFetch.stats()).toMatchObject({ calls: 1, requests: 4, retries: 3 });
  });

  it('jitters between half and all of each backoff step', () => {
    const options = { baseDelayMs: 250, maxDelayMs: 30_000 };
    expect(backoffMs(2, { ...options, random: () => 0 })).toBe(500);
    expect(backoffMs(2, { ...options, random: () => 1 })).toBe(1000);
    expect(backoffMs(20, { ...options, random: () => 1 })).toBe(30_000);
  });

  it.each([400, 401, 404, 422])('never retries a %i', async (status) => {
    const { fetchImpl, calls } = scripted([status, 200]);
    const { waits, sleep } = recordingSleep();
    const apiFetch = createApiFetch({ fetchImpl, sleep });
    expect((await apiFetch('http://api.test/x')).status).toBe(status);
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('gives up after `retries` retries and returns the last answer', async () => {
    const { fetchImpl, calls } = scripted([503]);
    const { waits, sleep } = recordingSleep();
    const apiFetch = createApiFetch({ fetchImpl, sleep, retries: 3 });
    const response = await apiFetch('http://api.test/x');
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('answer 4');
    expect(calls).toHaveLength(4);
    expect(waits).toHaveLength(3);
    expect(apiFetch.stats()).toMatchObject({ requests: 4, retries: 3, gaveUp: 1 });
  });

  it('retries a network error, and throws the last one when it keeps failing', async () => {
    const recovering = scripted([networkError(), 200]);
    const { sleep } = recordingSleep();
    expect((await createApiFetch({ fetchImpl: recovering.fetchImpl, sleep })('http://api.test/x')).status).toBe(200);
    expect(recovering.calls).toHaveLength(2);

    const failing = scripted([networkError()]);
    await expect(createApiFetch({ fetchImpl: failing.fetchImpl, sleep, retries: 2 })('http://api.test/x')).rejects.toThrow('fetch failed');
    expect(failing.calls).toHaveLength(3);
  });

  it('does not retry an aborted request', async () => {
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    const { fetchImpl, calls } = scripted([abort, 200]);
    const apiFetch = createApiFetch({ fetchImpl, sleep: recordingSleep().sleep });
    await expect(apiFetch('http://api.test/x')).rejects.toThrow('aborted');
    expect(calls).toHaveLength(1);
  });
});

describe('createApiFetch: both call forms, and bodies', () => {
  it('takes a Request, and sends a fresh copy of it on each attempt', async () => {
    const { fetchImpl, calls } = scripted([503, 200]);
    const apiFetch = createApiFetch({ fetchImpl, sleep: recordingSleep().sleep });
    const request = new Request('http://api.test/providers/get_products?o=0&l=100', { headers: { Accept: 'application/json' } });
    expect((await apiFetch(request)).status).toBe(200);
    expect(calls).toHaveLength(2);
    for (const { input } of calls) {
      expect(input).toBeInstanceOf(Request);
      expect(input).not.toBe(request);
      expect(input.url).toBe(request.url);
      expect(input.headers.get('accept')).toBe('application/json');
    }
  });

  it('passes (url, init) through unchanged', async () => {
    const { fetchImpl, calls } = scripted([200]);
    const init = { headers: { 'X-Test': '1' } };
    await createApiFetch({ fetchImpl })('http://api.test/x', init);
    expect(calls[0]).toEqual({ input: 'http://api.test/x', init });
  });

  it('sends a POST once, with its body, whatever it answers', async () => {
    const { fetchImpl, calls } = scripted([503, 200]);
    const { waits, sleep } = recordingSleep();
    const apiFetch = createApiFetch({ fetchImpl, sleep });
    const request = new Request('http://api.test/providers/register_company/', { method: 'POST', body: '{"a":1}' });
    expect((await apiFetch(request)).status).toBe(503);
    expect((await apiFetch('http://api.test/x', { method: 'post', body: 'x' })).status).toBe(200);
    expect(calls).toHaveLength(2);
    expect(await calls[0].input.text()).toBe('{"a":1}');
    expect(waits).toEqual([]);
  });

  it('asks for answers uncompressed when told (an API on this machine), in either call form, keeping the other headers', async () => {
    const { fetchImpl, calls } = scripted([503, 200]);
    const apiFetch = createApiFetch({ fetchImpl, sleep: recordingSleep().sleep, uncompressed: true });
    const request = new Request('http://127.0.0.1:3001/offers/get_offer_details/1', { headers: { Accept: 'application/json' } });
    expect((await apiFetch(request)).status).toBe(200);
    for (const { input } of calls) {
      expect(input.headers.get('accept-encoding')).toBe('identity');
      expect(input.headers.get('accept')).toBe('application/json');
      expect(input.url).toBe(request.url);
    }
    await apiFetch('http://127.0.0.1:3001/x', { headers: { 'X-Test': '1' } });
    const { init } = calls.at(-1);
    expect(new Headers(init.headers).get('accept-encoding')).toBe('identity');
    expect(new Headers(init.headers).get('x-test')).toBe('1');
    // Not told: the request is left as it came (a remote API's compression saves its bandwidth).
    const plain = scripted([200]);
    await createApiFetch({ fetchImpl: plain.fetchImpl })(new Request('https://api.dalil.example/x'));
    expect(plain.calls[0].input.headers.get('accept-encoding')).toBeNull();
  });
});

describe('which API is on this machine', () => {
  it('is a loopback address or localhost, nothing else', () => {
    const { isLoopback } = require('../../scripts/publish.cjs');
    expect(['http://127.0.0.1:3001', 'http://localhost:3001/v1', 'http://127.8.0.2', 'http://[::1]:3001'].map(isLoopback)).toEqual([true, true, true, true]);
    expect(['https://api.dalil.om', 'http://10.0.0.5:3001', 'http://127.example.com'].map(isLoopback)).toEqual([false, false, false]);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and dates, ignores what it cannot read, never goes negative', () => {
    const now = Date.parse('2026-11-26T03:00:00Z');
    expect(retryAfterMs('0', { now })).toBe(0);
    expect(retryAfterMs(' 7 ', { now })).toBe(7000);
    expect(retryAfterMs('Thu, 26 Nov 2026 03:01:00 GMT', { now })).toBe(60_000);
    expect(retryAfterMs('Thu, 26 Nov 2026 02:00:00 GMT', { now })).toBe(0);
    expect(retryAfterMs('soon', { now })).toBeNull();
    expect(retryAfterMs('-3', { now })).toBeNull();
    expect(retryAfterMs(null, { now })).toBeNull();
  });
});
