'use strict';
// The publish step's one door to the API (issue 30): a fetch-compatible function that keeps at most
// `concurrency` requests in flight (a FIFO queue) and retries GETs answered 429 or 5xx, or lost to a
// network error, with exponential backoff and jitter, honouring Retry-After. The publish driver
// installs it as globalThis.fetch, so RTK Query's calls while rendering go through it too.
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
 */
function createApiFetch(options = {}) {
  const {
    concurrency = 8,
    retries = 5,
    baseDelayMs = 250,
    maxDelayMs = 30_000,
    fetchImpl = globalThis.fetch,
    sleep = defaultSleep,
    onRetry = () => {},
    random = Math.random,
    now = Date.now,
  } = options;
  if (typeof fetchImpl !== 'function') throw new TypeError('createApiFetch needs a fetch implementation');
  if (!(Number.isInteger(concurrency) && concurrency >= 1)) throw new RangeError(`concurrency must be a whole number >= 1, got ${concurrency}`);
  const limiter = createLimiter(concurrency);
  const counts = { calls: 0, requests: 0, retries: 0, gaveUp: 0 };

  async function attempt(input, init) {
    await limiter.acquire();
    counts.requests += 1;
    try {
      return await fetchImpl(freshInput(input), init);
    } finally {
      limiter.release();
    }
  }

  /** How long to wait before retry number `retry` (0-based), from the answer when it says. */
  function delayFor(retry, response) {
    const asked = response ? retryAfterMs(response.headers.get('retry-after'), { now: now(), maxDelayMs }) : null;
    return asked !== null ? asked : backoffMs(retry, { baseDelayMs, maxDelayMs, random });
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
      const delayMs = delayFor(retry, response);
      discard(response);
      counts.retries += 1;
      onRetry({ url: urlOf(input), retry: retry + 1, delayMs, status: response ? response.status : undefined, error: error || undefined });
      await sleep(delayMs);
    }
  }

  function apiFetch(input, init) {
    counts.calls += 1;
    if (!RETRYABLE_METHODS.has(methodOf(input, init))) return attempt(input, init);
    return withRetries(input, init);
  }

  /** calls: apiFetch calls; requests: attempts sent (retries included); maxInFlight: the most at once. */
  apiFetch.stats = () => ({ ...counts, inFlight: limiter.state.inFlight, maxInFlight: limiter.state.maxInFlight });
  return apiFetch;
}

module.exports = { createApiFetch, retryAfterMs, backoffMs };
