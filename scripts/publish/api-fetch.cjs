'use strict';
// The publish step's one door to the API (issue 30): a fetch-compatible function that keeps at most
// `concurrency` requests in flight (a FIFO queue) and retries GETs answered 429 or 5xx, or lost to a
// network error, with exponential backoff and jitter, honouring Retry-After. An answer with
// Retry-After pauses every request, not only its own retry: at 100 000 pages, the queue behind a
// 429 would otherwise each collect one too. The publish driver installs it as globalThis.fetch, so
// RTK Query's calls while rendering go through it too.
//
// Only GET and HEAD are retried: they carry no body, so a retry never reads a body twice. Other
// methods still wait for a slot but are sent once, as they are.

const RETRYABLE_METHODS = new Set(['GET', 'HEAD']);

const defaultSleep = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });

/** A FIFO gate: `acquire()` resolves when fewer than `limit` holders are inside. */
function createLimiter(limit) {
  const waiting = [];
  const state = { inFlight: 0, maxInFlight: 0 };
  const enter = () => {
    state.inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
  };
  return {
    state,
    acquire() {
      if (state.inFlight < limit && waiting.length === 0) {
        enter();
        return Promise.resolve();
      }
      return new Promise((resolve) => { waiting.push(resolve); });
    },
    release() {
      state.inFlight -= 1;
      const next = waiting.shift();
      if (next) {
        enter();
        next();
      }
    },
  };
}

/**
 * A pause every request waits out before it is sent: set when an answer carries Retry-After, so
 * the other requests do not keep knocking (and each collect a 429) while the API asks for quiet.
 */
function createPause({ now, sleep }) {
  let until = 0;
  return {
    extend(ms) { until = Math.max(until, now() + ms); },
    async wait() {
      // Sleep again only when another answer pushed the end further while we slept.
      for (let end = until; end > now(); end = until) {
        await sleep(end - now());
        if (until === end) break;
      }
    },
  };
}

/** The method of a fetch call, in either form: fetch(url, init) or fetch(Request[, init]). */
function methodOf(input, init) {
  const method = (init && init.method) || (input && typeof input === 'object' && input.method) || 'GET';
  return String(method).toUpperCase();
}

function urlOf(input) {
  if (typeof input === 'string') return input;
  if (input && typeof input === 'object' && 'url' in input) return input.url;
  return String(input);
}

function signalOf(input, init) {
  return (init && init.signal) || (input && typeof input === 'object' && input.signal) || null;
}

const isRetryableStatus = (status) => status === 429 || status >= 500;

/**
 * Milliseconds a Retry-After header asks for (delta seconds or an HTTP date), or null when absent
 * or unreadable. Never negative; capped at maxDelayMs.
 */
function retryAfterMs(value, { now = Date.now(), maxDelayMs = Infinity } = {}) {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '') return null;
  let ms;
  if (/^\d+$/.test(text)) ms = Number(text) * 1000;
  else {
    // An HTTP date starts with the day's name (all three forms of RFC 9110); Date.parse alone
    // would read "-3" as a year.
    const at = /^[A-Za-z]{3}/.test(text) ? Date.parse(text) : NaN;
    if (Number.isNaN(at)) return null;
    ms = at - now;
  }
  return Math.min(Math.max(0, ms), maxDelayMs);
}

/** Exponential backoff with "equal jitter": half the step fixed, half random; capped at maxDelayMs. */
function backoffMs(retry, { baseDelayMs, maxDelayMs, random }) {
  const step = Math.min(maxDelayMs, baseDelayMs * 2 ** retry);
  return Math.min(maxDelayMs, Math.round(step / 2 + random() * (step / 2)));
}

/** Lets the connection go: the body of an answer we are about to retry is never read. */
function discard(response) {
  const body = response && response.body;
  if (body && typeof body.cancel === 'function') body.cancel().catch(() => {});
}

/** A Request object is handed to fetch afresh on each attempt (fetch may lock the one it is given). */
const freshInput = (input) => (input && typeof input === 'object' && typeof input.clone === 'function' ? input.clone() : input);

/**
 * The arguments of one attempt: a fresh input, and, when `uncompressed`, `Accept-Encoding: identity`
 * on the request (over loopback, compressing each answer and unpacking it again is all cost: a
 * profile of a re-publish put 6 % of its time in gunzip, and the mock spent as much on gzip).
 */
function attemptArgs(input, init, uncompressed) {
  const fresh = freshInput(input);
  if (!uncompressed) return [fresh, init];
  const withIdentity = (headers) => {
    const all = new Headers(headers);
    all.set('accept-encoding', 'identity');
    return all;
  };
  if (fresh && typeof fresh === 'object' && typeof fresh.clone === 'function') {
    return [new Request(fresh, { headers: withIdentity(fresh.headers) }), init && init.headers ? { ...init, headers: withIdentity(init.headers) } : init];
  }
  return [fresh, { ...init, headers: withIdentity(init && init.headers) }];
}

/** The options with their defaults, checked. */
function settingsOf(options) {
  const settings = {
    concurrency: 8,
    retries: 5,
    baseDelayMs: 250,
    maxDelayMs: 30_000,
    fetchImpl: globalThis.fetch,
    sleep: defaultSleep,
    onRetry: () => {},
    random: Math.random,
    now: Date.now,
    uncompressed: false,
    ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)),
  };
  if (typeof settings.fetchImpl !== 'function') throw new TypeError('createApiFetch needs a fetch implementation');
  const { concurrency, retries } = settings;
  if (!(Number.isInteger(concurrency) && concurrency >= 1)) throw new RangeError(`concurrency must be a whole number >= 1, got ${concurrency}`);
  if (!(Number.isInteger(retries) && retries >= 0)) throw new RangeError(`retries must be a whole number >= 0, got ${retries}`);
  return settings;
}

/**
 * @param {object} [options]
 * @param {number} [options.concurrency=8] requests in flight at most
 * @param {number} [options.retries=5] retries after the first attempt, at most
 * @param {number} [options.baseDelayMs=250] first backoff step (doubles each retry)
 * @param {number} [options.maxDelayMs=30000] no wait is longer, Retry-After included
 * @param {typeof fetch} [options.fetchImpl] the real fetch; captured now, so installing the result
 *   as globalThis.fetch afterwards does not make it call itself
 * @param {(ms: number) => Promise<void>} [options.sleep]
 * @param {(info: {url: string, retry: number, delayMs: number, status?: number, error?: Error}) => void} [options.onRetry]
 * @param {() => number} [options.random=Math.random] jitter source (tests pin it)
 * @param {() => number} [options.now=Date.now] clock for Retry-After dates
 * @param {boolean} [options.uncompressed=false] ask for answers as they are (Accept-Encoding: identity):
 *   for an API on this machine, where compression costs both ends and saves nothing
 */
function createApiFetch(options = {}) {
  const { concurrency, retries, baseDelayMs, maxDelayMs, fetchImpl, sleep, onRetry, random, now, uncompressed } = settingsOf(options);
  const limiter = createLimiter(concurrency);
  const pause = createPause({ now, sleep });
  const counts = { calls: 0, requests: 0, retries: 0, gaveUp: 0, pauses: 0 };

  const askedDelay = (response) => retryAfterMs(response.headers.get('retry-after'), { now: now(), maxDelayMs });

  async function attempt(input, init) {
    await limiter.acquire();
    try {
      await pause.wait();
      counts.requests += 1;
      const response = await fetchImpl(...attemptArgs(input, init, uncompressed));
      // Before the slot goes to the next request in line: it must already see the pause.
      const asked = isRetryableStatus(response.status) ? askedDelay(response) : null;
      if (asked !== null) {
        counts.pauses += 1;
        pause.extend(asked);
      }
      return response;
    } finally {
      limiter.release();
    }
  }

  /**
   * Waits before retry number `retry` (0-based). An answer's Retry-After pauses every request (the
   * retry included: it waits at the pause); otherwise this request alone backs off.
   */
  async function waitBeforeRetry(retry, response, report) {
    const asked = response ? askedDelay(response) : null;
    const delayMs = asked !== null ? asked : backoffMs(retry, { baseDelayMs, maxDelayMs, random });
    report(delayMs);
    // A Retry-After already paused everyone in attempt(); the retry waits at that pause.
    if (asked === null) await sleep(delayMs);
  }

  async function withRetries(input, init) {
    const signal = signalOf(input, init);
    for (let retry = 0; ; retry += 1) {
      let response = null;
      let error = null;
      try {
        response = await attempt(input, init);
        if (!isRetryableStatus(response.status)) return response;
      } catch (caught) {
        if (caught && caught.name === 'AbortError') throw caught;
        error = caught;
      }
      if (retry >= retries || (signal && signal.aborted)) {
        counts.gaveUp += 1;
        if (error) throw error;
        return response;
      }
      discard(response);
      counts.retries += 1;
      await waitBeforeRetry(retry, response, (delayMs) => onRetry({
        url: urlOf(input), retry: retry + 1, delayMs, status: response ? response.status : undefined, error: error || undefined,
      }));
    }
  }

  function apiFetch(input, init) {
    counts.calls += 1;
    if (!RETRYABLE_METHODS.has(methodOf(input, init))) return attempt(input, init);
    return withRetries(input, init);
  }

  /**
   * calls: apiFetch calls; requests: attempts sent (retries included); retries; gaveUp: calls that
   * ended on a failure after their last retry; pauses: Retry-After answers; inFlight and maxInFlight:
   * slots held now and at most (a slot is held while waiting out a pause too).
   */
  apiFetch.stats = () => ({ ...counts, inFlight: limiter.state.inFlight, maxInFlight: limiter.state.maxInFlight });
  return apiFetch;
}

module.exports = { createApiFetch, retryAfterMs, backoffMs };
