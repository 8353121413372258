// Journeys in a real browser: Debian's Chromium driven by Playwright against `npm run serve`
// (the production build + the contract mock). Locally an already-running `npm start` is reused.
import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { localToday } from './mock-server/dates.cjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.cjs';
import type { JourneyOptions } from './tests/e2e/fixtures';

const port = Number(process.env.PORT || 8080);
const apiPort = Number(process.env.API_PORT || 3001);
const baseURL = process.env.E2E_BASE_URL || `http://127.0.0.1:${port}`;
// The published site (issue 30: every page as HTML, hydrated), served beside the plain app by
// `serve.cjs --published` with a mock of its own, so its journeys may edit that mock's records.
const publishedPort = Number(process.env.PUBLISHED_PORT || port + 100);
const publishedApiPort = Number(process.env.PUBLISHED_API_PORT || apiPort + 100);
export const publishedURL = `http://127.0.0.1:${publishedPort}`;
// Where that server's publish writes: set once here, in the runner, so the workers (which load this
// file again, in processes of their own) read the same folder (offline.spec.ts deploys over it).
process.env.PUBLISHED_SITE_DIR ??= path.join(os.tmpdir(), `dalil-e2e-site-${process.pid}`);
// One worker per core this process may use (taskset and cgroup limits count), never more: each
// worker drives its own Chromium beside the server, and more workers than cores only make every
// journey slower.
const workers = Math.max(1, Math.min(2, os.availableParallelism()));
/**
 * The mocks' day, the same for the whole run: which offers are active is decided by the day, and a
 * run that crossed midnight published its site under one day's offers and asked the API under the
 * next's (the sitemap's count read 264 against 253, CI at 00:20). Read where the servers start.
 */
const mockToday = process.env.MOCK_TODAY || localToday();

export default defineConfig<JourneyOptions>({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Ceilings for a stuck journey, not paces: every step waits for the state it asserts, so a slow
  // machine takes longer without failing (a 45 s limit failed on a host 3x slower than this one).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers,
  // No retries anywhere: a journey that passes only on a second try is a bug to fix, not a pass.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'en-GB',
    // The offline worker (issue 35) off: a service worker's own requests bypass page.route, with
    // which the journeys fake faults, and its caches would carry one journey's answers into the
    // next. Only tests/e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
    // Off unless asked for (E2E_TRACE=retain-on-failure or on): recording keeps a screencast and a DOM
    // snapshot of every step of every journey, and throws it away when the journey passes. That was
    // ~13 % of the fault matrix's time on 2 cores (28 journeys: 240 s with it, 208 s without), for
    // files no CI run keeps. A failing journey is re-run with E2E_TRACE=on to get its trace.
    trace: (process.env.E2E_TRACE as 'on' | 'off' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'journeys' },
    // Proof that no journey leans on this machine's speed: the ones that meet the app's own timers
    // (the carousel, the request timeout, the search's pause) once more on a page slowed 2x, as on a
    // host that much slower. A project of the same run, not a second run: it shares the servers (a
    // second run started them and published the site again, ~35 of its 67 s) and fills the workers
    // beside the other journeys. `--project journeys` leaves it out.
    { name: 'timers at 2x CPU', grep: /@timers/, use: { cpuThrottleRate: 2 } },
  ],
  webServer: [{
    command: 'node scripts/serve.cjs',
    url: `${baseURL}/config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      API_PORT: String(apiPort),
      // Tiles are an outside service: point them at a closed local port to prove the maps
      // still show their markers when the tile host is unreachable.
      TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      MOCK_DATA_DIR: path.join(os.tmpdir(), `dalil-e2e-${process.pid}`),
      MOCK_REGISTER_LIMIT: '1000',
      MOCK_TODAY: mockToday,
    },
  }, {
    // Publishes every page against its own mock first (about a minute), then serves site/.
    command: 'node scripts/serve.cjs --published',
    url: `${publishedURL}/config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(publishedPort),
      API_PORT: String(publishedApiPort),
      PUBLISHED_SITE_DIR: process.env.PUBLISHED_SITE_DIR,
      TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      MOCK_DATA_DIR: path.join(os.tmpdir(), `dalil-e2e-published-${process.pid}`),
      // The axe sweep sends the form once per language and width, on this site too.
      MOCK_REGISTER_LIMIT: '1000',
      MOCK_TODAY: mockToday,
    },
  }],
});
