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
const companies = intFromEnv('MOCK_COMPANIES', 250);
const offers = intFromEnv('MOCK_OFFERS', 300);

let app;
try {
  app = createMockServer({
    companies,
    offers,
    seed: intFromEnv('MOCK_SEED', undefined),
    today: process.env.MOCK_TODAY || undefined,
    validateResponses: truthy(process.env.MOCK_VALIDATE_RESPONSES),
    dataDir: process.env.MOCK_DATA_DIR || undefined,
    rateLimit: process.env.MOCK_REGISTER_LIMIT || undefined,
    publicUrl: process.env.MOCK_PUBLIC_URL || undefined,
    failPaths: process.env.MOCK_FAIL_PATHS || [],
    delayMs: intFromEnv('MOCK_DELAY_MS', 0),
    logger: truthy(process.env.MOCK_LOG),
    fixtures: process.env.MOCK_FIXTURES || undefined,
  });
} catch (err) {
  console.error(`[mock-server] cannot start: ${err.message}`);
  process.exit(1);
}

const server = app.listen(port, host, () => {
  const { port: actualPort } = server.address();
  const url = `http://${host}:${actualPort}`;
  console.log(`Dalil mock API on ${url} (${companies} companies, ${offers} offers, media at ${url}/media/)`);
  // When started by a parent process (tests), tell it where we listen.
  if (process.send) process.send({ type: 'listening', url });
});

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
