'use strict';
// POST /providers/register_company/: idempotent replays, the honeypot, the field rules
// (shared with the app: registration-rules.cjs) and the store on disk (registrations.cjs). The rate limit
// (rate-limit.cjs) runs in front and lets replays (isReplay) through uncounted.

const { HttpError } = require('../contract.cjs');
const { registrationErrors, cleanRegistration, sameApplication } = require('../registration-rules.cjs');

// The store on disk is the one place applications live; `stored` is what it held at start
// plus what this process has saved since (never a second, diverging copy).
module.exports = function registrationHandlers({ store }) {
  let stored = store.load();
  const honeypotReceipts = new Map(); // Idempotency-Key → fake id, so a bot's retry looks consistent

  function register(req, res) {
    const body = req.body && typeof req.body === 'object' ? req.body : {};
    const key = req.get('Idempotency-Key') || null;
    const receipt = (id) => res.status(201).json({ data: { id, status: 'pending' } });

    // A retried submission gets its first receipt back and is not stored again. The key stands for
    // that one application: answering other values under it with the first receipt would tell the
    // sender their corrected application was stored while the old one stays, so that is a 422.
    if (key) {
      const prior = stored.find((r) => r.idempotency_key === key);
      if (prior && !sameApplication(prior, body)) {
        throw new HttpError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different application. Send the changed application with a new key.');
      }
      if (prior) return receipt(prior.id);
      if (honeypotReceipts.has(key)) return receipt(honeypotReceipts.get(key));
    }

    const nextId = stored.reduce((max, r) => Math.max(max, r.id), 0) + 1;
    // The honeypot answers like a success so a bot learns nothing, and stores nothing.
    if (typeof body.website_confirm === 'string' && body.website_confirm.trim() !== '') {
      if (key) honeypotReceipts.set(key, nextId);
      return receipt(nextId);
    }

    const { codes, fields } = registrationErrors(body);
    if (Object.keys(codes).length > 0) {
      throw new HttpError(422, 'validation_failed', 'Please correct the highlighted fields.', fields, codes);
    }

    const record = {
      id: nextId,
      status: 'pending',
      created_at: new Date().toISOString(),
      ...(key ? { idempotency_key: key } : {}),
      ...cleanRegistration(body),
    };
    // Persist first: if the disk write fails (full disk, read-only folder), nothing is half-stored
    // and the client hears 503 (try later), never a 201 for an application we did not keep.
    const next = [...stored, record];
    try {
      store.save(next);
    } catch (err) {
      console.error(`[mock-server] could not store an application: ${err.message}`);
      throw new HttpError(503, 'storage_unavailable', 'Applications cannot be stored right now. Please try again later.');
    }
    stored = next;
    return receipt(record.id);
  }

  /** A retry of an application already answered (same Idempotency-Key, same application). */
  function isReplay(req) {
    const key = req.get('Idempotency-Key');
    return Boolean(key) && (honeypotReceipts.has(key) || stored.some((r) => r.idempotency_key === key && sameApplication(r, req.body)));
  }

  /** Empty the store and the honeypot's memory (QA hooks). */
  function clear() {
    store.save([]);
    stored = [];
    honeypotReceipts.clear();
  }

  return { handlers: { registerCompany: register }, isReplay, list: () => stored, clear };
};
