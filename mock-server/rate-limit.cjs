'use strict';
// How many join-form applications one client address may send in a window.

const DEFAULT_RATE_LIMIT = { max: 10, windowMs: 10 * 60 * 1000 };

function parseRateLimit(value) {
  if (value === undefined || value === null) return { ...DEFAULT_RATE_LIMIT };
  if (typeof value === 'number') return { max: value, windowMs: DEFAULT_RATE_LIMIT.windowMs };
  if (typeof value === 'string') {
    // "10" or "10/600" (submissions / seconds)
    const m = /^\s*(\d+)\s*(?:\/\s*(\d+)\s*)?$/.exec(value);
    if (!m) throw new RangeError(`rate limit must look like "10" or "10/600", got "${value}"`);
    return { max: Number(m[1]), windowMs: m[2] ? Number(m[2]) * 1000 : DEFAULT_RATE_LIMIT.windowMs };
  }
  return { ...DEFAULT_RATE_LIMIT, ...value };
}

/** Sliding-window counter per client address. */
function createRateLimiter({ max, windowMs }, now = () => Date.now()) {
  const hits = new Map();
  return {
    /** Returns 0 when allowed (and counts the hit), else the seconds to wait. */
    take(key) {
      const t = now();
      const recent = (hits.get(key) || []).filter((h) => t - h < windowMs);
      if (recent.length >= max) {
        hits.set(key, recent);
        return Math.max(1, Math.ceil((recent[0] + windowMs - t) / 1000));
      }
      recent.push(t);
      hits.set(key, recent);
      return 0;
    },
    reset() {
      hits.clear();
    },
  };
}

module.exports = { DEFAULT_RATE_LIMIT, parseRateLimit, createRateLimiter };
