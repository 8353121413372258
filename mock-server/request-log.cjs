'use strict';
// The last requests the mock answered, for QA: GET /__mock/requests lets a test assert what
// the app called (method, path, query, status, ms). Calls to /__mock itself are not kept.

const DEFAULT_KEEP = 500;

/** A malformed escape (`%ZZ`) is logged as sent: the log must never be why a request fails. */
function decodedOrRaw(path) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function createRequestLog(keep = DEFAULT_KEEP) {
  let entries = [];

  function middleware(req, res, next) {
    if (req.path.startsWith('/__mock')) return next();
    const started = process.hrtime.bigint();
    const at = req.originalUrl.indexOf('?');
    // The query as the client sent it (strings), before the validator coerces types.
    const query = at === -1 ? {} : Object.fromEntries(new URLSearchParams(req.originalUrl.slice(at + 1).replace(/\+/g, '%20')));
    const path = decodedOrRaw(at === -1 ? req.originalUrl : req.originalUrl.slice(0, at));
    res.on('finish', () => {
      entries.push({ method: req.method, path, query, status: res.statusCode, ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10 });
      if (entries.length > keep) entries = entries.slice(-keep);
    });
    return next();
  }

  return {
    middleware,
    /** The last `n` entries, oldest first. */
    last: (n = keep) => entries.slice(-n),
    clear: () => {
      entries = [];
    },
  };
}

module.exports = { createRequestLog };
