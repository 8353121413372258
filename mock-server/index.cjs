'use strict';
// Starts the contract mock: `npm run mock` (or `node mock-server/index.cjs`).
// Configuration is by environment; see mock-server/README.md.

const { createMockServer } = require('./server.cjs');

function intFromEnv(name, fallback, { min = 0 } = {}) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    console.error(`[mock-server] ${name} must be a whole number >= ${min}, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

const truthy = (v) => /^(1|true|yes|on)$/i.test(v || '');

const port = intFromEnv('API_PORT', 3001);
const host = process.env.MOCK_HOST || '127.0.0.1';

let app;
const started = process.hrtime.bigint();
try {
  app = createMockServer({
    fixtures: process.env.MOCK_FIXTURES || 'default',
    // Sizes and seed apply to generated sets (default, big); a file set ignores them.
    companies: intFromEnv('MOCK_COMPANIES', undefined),
    offers: intFromEnv('MOCK_OFFERS', undefined),
    seed: intFromEnv('MOCK_SEED', undefined),
    today: process.env.MOCK_TODAY || undefined,
    now: process.env.MOCK_NOW || undefined,
    validateResponses: truthy(process.env.MOCK_VALIDATE_RESPONSES),
    dataDir: process.env.MOCK_DATA_DIR || undefined,
    rateLimit: process.env.MOCK_REGISTER_LIMIT || undefined,
    publicUrl: process.env.MOCK_PUBLIC_URL || undefined,
    failPaths: process.env.MOCK_FAIL_PATHS || [],
    delayMs: intFromEnv('MOCK_DELAY_MS', 0),
    logger: truthy(process.env.MOCK_LOG),
    watch: truthy(process.env.MOCK_WATCH),
  });
} catch (err) {
  console.error(`[mock-server] cannot start: ${err.message}`);
  process.exit(1);
}
const loadMs = Math.round(Number(process.hrtime.bigint() - started) / 1e6);

const server = app.listen(port, host, () => {
  const { port: actualPort } = server.address();
  const url = `http://${host}:${actualPort}`;
  const { fixtures, db } = app.locals.mock;
  const size = (name) => db.get(name).value().length;
  console.log(`Dalil mock API on ${url} (${fixtures}: ${size('companies')} companies, ${size('offers')} offers, ${size('categories')} categories; loaded in ${loadMs} ms; media at ${url}/media/)`);
  // When started by a parent process (tests), tell it where we listen.
  if (process.send) process.send({ type: 'listening', url, loadMs });
});

// Idle connections kept a minute, not Node's 5 s: a client reusing one as it closes fails (scripts/serve.cjs).
server.keepAliveTimeout = 60_000;
server.headersTimeout = 61_000;

server.on('error', (err) => {
  console.error(`[mock-server] cannot listen on ${host}:${port}: ${err.message}`);
  process.exit(1);
});

function stop() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// A parent that goes away takes us with it (no orphaned servers after a test run).
if (process.send) process.on('disconnect', stop);
