#!/usr/bin/env node
// npm test: every suite, in the order that fails fastest — typecheck and lint (swc strips types, so
// only tsc can fail on a type error, and only eslint on a broken import rule), unit + component +
// contract (jest), then the browser journeys (Playwright in Debian's Chromium against the
// production build; those tagged @timers once more on a page slowed 2x: playwright.config.ts).
// Ends with one summary line "Tests: N passed, N failed" over all of them; each typecheck and lint
// counts as one test.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
const onlyUnit = process.argv.includes('--unit');

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${label} finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${result.status})`);
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// The cores this process may use (taskset and cgroup limits count): one Jest worker each, never more.
const cores = Math.max(1, os.availableParallelism());
const jestJson = path.join(results, 'jest.json');
const playwrightJson = path.join(results, 'playwright.json');
for (const file of [jestJson, playwrightJson]) fs.rmSync(file, { force: true });

let failedRunners = 0;
// Static checks count in the summary like tests, so a red typecheck cannot hide behind green tests.
let staticPassed = 0;
let staticFailed = 0;
// The same checks as `npm run typecheck` and `npm run lint`: the app, and the service worker's own
// project (src/sw, typed against the worker's globals, not the DOM's).
for (const [label, args] of [
  ['typecheck', [bin('tsc'), '--noEmit']],
  ['typecheck (service worker)', [bin('tsc'), '--noEmit', '-p', 'src/sw/tsconfig.json']],
  ['lint', [bin('eslint'), '.']],
]) {
  const status = run(label, args[0], args.slice(1));
  if (status) {
    failedRunners += 1;
    staticFailed += 1;
  } else {
    staticPassed += 1;
  }
}
failedRunners += run('jest (unit, component, contract)', bin('jest'), [`--maxWorkers=${cores}`, '--json', `--outputFile=${jestJson}`]) ? 1 : 0;

if (!onlyUnit) {
  if (!fs.existsSync('/usr/bin/chromium')) {
    console.error('Debian Chromium is missing: apt-get update && apt-get install -y chromium (see README).');
    failedRunners += 1;
  } else {
    // A fresh production build, so the journeys test what would be deployed.
    failedRunners += run('build', bin('webpack'), ['--mode', 'production']) ? 1 : 0;
    // Guard, not a benchmark: Leaflet must stay out of the first download.
    failedRunners += run('bundle check', process.execPath, [path.join(__dirname, 'bench-bundle.cjs'), '--no-build', '--check']) ? 1 : 0;
    failedRunners +=
      run('playwright journeys', bin('playwright'), ['test', '--reporter=list,json'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      }) ? 1 : 0;
  }
}

let passed = staticPassed;
let failed = staticFailed;
const jest = readJson(jestJson);
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
}
const playwright = readJson(playwrightJson);
if (playwright && playwright.stats) {
  // A flaky journey (failed, then passed on a retry) is a failure: it must be fixed, not counted.
  passed += playwright.stats.expected;
  failed += playwright.stats.unexpected + (playwright.stats.flaky || 0);
  if (playwright.stats.flaky) failedRunners += 1;
}
if (failedRunners && failed === 0) failed = failedRunners; // a runner that crashed before counting
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failedRunners ? 1 : 0);
