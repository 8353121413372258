'use strict';
// How many join-form applications one client address may send in a window: express-rate-limit
// in front of the registration handler. Every attempt that reaches it counts (422s and
// honeypot hits included); `skip` lets idempotent replays through uncounted.

const { rateLimit, MemoryStore } = require('express-rate-limit');
const { HttpError } = require('./contract.cjs');

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

/**
 * Per client address, a window that starts at its first application. Over the limit: 429
 * `rate_limited` with Retry-After (seconds until the window ends).
 * @returns {{ middleware: import('express').RequestHandler, reset: () => void }}
 */
function createRateLimiter({ max, windowMs }, { skip = () => false } = {}) {
  const store = new MemoryStore();
  const middleware = rateLimit({
    windowMs,
    limit: max,
    store,
    skip,
    // No RateLimit-* headers on every answer: the contract declares only Retry-After on a 429.
    standardHeaders: false,
    legacyHeaders: false,
    validate: false, // a local mock: no proxy or IPv6-subnet advice in the log
    handler: (req, res, next) => {
      const resetTime = req.rateLimit && req.rateLimit.resetTime;
      const seconds = resetTime ? Math.ceil((resetTime.getTime() - Date.now()) / 1000) : Math.ceil(windowMs / 1000);
      res.set('Retry-After', String(Math.max(1, seconds)));
      next(new HttpError(429, 'rate_limited', 'Too many applications from your network. Please try again in a few minutes.'));
    },
  });
  return {
    middleware,
    reset: () => {
      store.resetAll();
    },
  };
}

module.exports = { DEFAULT_RATE_LIMIT, parseRateLimit, createRateLimiter };
