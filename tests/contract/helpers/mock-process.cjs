'use strict';
// Runs the mock server in a child Node process for the contract tests.
// Why a child and not require(): @faker-js/faker 10 is ESM-only, and Jest on Node 20 cannot
// require() ES modules (plain Node 20.19+ can). A real process also tests what `npm run mock`
// runs: index.cjs, its environment variables and a real socket.

const { fork, execFile } = require('node:child_process');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..', '..');
const INDEX = path.join(ROOT, 'mock-server', 'index.cjs');
const PROBE = path.join(__dirname, 'fixtures-probe.cjs');

// Mocks still running when the test process ends (a test that failed before its stop, a start that
// hung until the test's ceiling) end with it.
const running = new Set();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Start the mock on a free port; resolves { url, stop } once it says it listens, rejects if it exits
 * first. No clock of its own: a start takes what the host needs (the fixed 20 s once allowed here was
 * one machine's guess), and the calling test's ceiling stops one that hangs.
 */
function startMock(env = {}) {
  return new Promise((resolve, reject) => {
    const child = fork(INDEX, [], {
      cwd: ROOT,
      env: { ...process.env, API_PORT: '0', MOCK_VALIDATE_RESPONSES: '1', NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    running.add(child);
    child.once('exit', () => running.delete(child));
    let output = '';
    child.stdout.on('data', (d) => { output += d; });
    child.stderr.on('data', (d) => { output += d; });
    const exitedEarly = (code) => reject(new Error(`mock exited with ${code} before listening:\n${output}`));
    child.once('exit', exitedEarly);
    child.on('message', (msg) => {
      if (!msg || msg.type !== 'listening') return;
      child.off('exit', exitedEarly);
      resolve({
        url: msg.url,
        output: () => output,
        /** Ends the process at once, as a crash or `kill -9` would (no shutdown code runs). */
        kill: (signal = 'SIGKILL') => new Promise((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', () => done());
          child.kill(signal);
          return undefined;
        }),
        stop: () => new Promise((done) => {
          if (child.exitCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
          return undefined;
        }),
      });
    });
  });
}

/** Run the fixture generator in plain Node (see above) and return what the probe prints. */
function probeFixtures(mode, options = {}) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [PROBE, mode, JSON.stringify(options)], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) return reject(new Error(`fixtures probe failed: ${err.message}\n${stderr}`));
      try {
        return resolve(JSON.parse(stdout));
      } catch (parseError) {
        return reject(new Error(`fixtures probe printed no JSON: ${parseError.message}\n${stdout.slice(0, 500)}`));
      }
    });
  });
}

module.exports = { startMock, probeFixtures, ROOT };
