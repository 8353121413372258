'use strict';
// `npm run contract -- --base-url <url>` proves itself: it passes against the mock, and fails
// against deliberately broken copies of it (envelope removed, count wrong, 404 answered as 200).

const http = require('node:http');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFile } = require('node:child_process');
const { startMock, ROOT } = require('./helpers/mock-process.cjs');

const RUNNER = path.join(ROOT, 'scripts', 'contract.cjs');
let mock;
let tempDir;
beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-runner-'));
  mock = await startMock({ MOCK_DATA_DIR: tempDir, MOCK_COMPANIES: '60', MOCK_OFFERS: '60', MOCK_TODAY: '2026-11-22' });
}, 30000);
afterAll(async () => {
  if (mock) await mock.stop();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

function runContract(baseUrl, ...extra) {
  return new Promise((resolve) => {
    execFile(process.execPath, [RUNNER, '--base-url', baseUrl, ...extra], { cwd: ROOT }, (err, stdout, stderr) => {
      resolve({ code: err ? err.code : 0, out: stdout + stderr });
    });
  });
}

/** A copy of the mock with one thing broken: `change(status, body, path)` rewrites each answer. */
async function brokenCopy(change) {
  const server = http.createServer(async (req, res) => {
    const upstream = await fetch(mock.url + req.url, { method: req.method });
    const text = await upstream.text();
    const changed = change(upstream.status, JSON.parse(text), req.url);
    res.writeHead(changed.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(changed.body));
  });
  await new Promise((resolve) => { server.listen(0, '127.0.0.1', resolve); });
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => { server.close(r); }) };
}

const rowOf = (out, operationId) => out.split('\n').find((line) => new RegExp(`\\s${operationId}\\s`).test(line)) || '';

test('passes against the mock: every GET operation, read-only', async () => {
  await fetch(`${mock.url}/__mock/requests`, { method: 'DELETE' });
  const { code, out } = await runContract(mock.url);
  expect(out).toMatch(/27 passed, 0 failed, 1 skipped of 28 operations/);
  expect(rowOf(out, 'registerCompany')).toMatch(/^SKIP/);
  expect(rowOf(out, 'getActiveCompanies')).toMatch(/^PASS/);
  expect(code).toBe(0);
  const calls = (await (await fetch(`${mock.url}/__mock/requests`)).json()).data;
  expect(calls.filter((c) => c.method !== 'GET')).toEqual([]); // never wrote without --allow-writes
  expect(calls.some((c) => c.status === 404 && c.path === '/providers/get_company_details/2147483647')).toBe(true);
}, 60000);

test('an empty host: operations that need a row are skipped, but their 404 is still checked', async () => {
  const empty = await startMock({ MOCK_DATA_DIR: tempDir, MOCK_FIXTURES: 'empty' });
  try {
    const { code, out } = await runContract(empty.url);
    expect(code).toBe(0);
    expect(out).toMatch(/14 passed, 0 failed, 14 skipped of 28 operations/);
    expect(out).toMatch(/no company on the host to look up \(only the 404 checked\)/);
    const calls = (await (await fetch(`${empty.url}/__mock/requests`)).json()).data;
    expect(calls.some((c) => c.path === '/providers/get_company_details/2147483647' && c.status === 404)).toBe(true);
  } finally {
    await empty.stop();
  }
}, 60000);

test('--allow-writes also checks the join form: 422 for an empty application, 201 for a valid one', async () => {
  const { code, out } = await runContract(mock.url, '--allow-writes');
  expect(code).toBe(0);
  expect(rowOf(out, 'registerCompany')).toMatch(/^PASS/);
  const stored = (await (await fetch(`${mock.url}/__mock/registrations`)).json()).data;
  expect(stored.map((r) => r.companyNameEn)).toEqual(['Contract check']);
}, 60000);

test.each([
  ['the envelope removed', (status, body) => ({ status, body: body.data ?? body }), /not the \{data\} envelope/],
  ['count one too high', (status, body) => ({ status, body: body.data && typeof body.data.count === 'number' ? { data: { ...body.data, count: body.data.count + 1 } } : body }), /o=count-1 answered 0 results; count \d+ is not the total/],
  ['a 404 answered as 200 {}', (status, body) => (status === 404 ? { status: 200, body: { data: {} } } : { status, body }), /unknown id 2147483647: status 200, expected 404/],
  ['a company without its name', (status, body, url) => (url.startsWith('/providers/get_company_details/') && body.data ? { status, body: { data: { ...body.data, name: undefined } } } : { status, body }), /data\.name is required/],
])('fails against a copy with %s, naming the mismatch', async (_what, change, message) => {
  const copy = await brokenCopy(change);
  try {
    const { code, out } = await runContract(copy.url);
    expect(code).toBe(1);
    expect(out).toMatch(message);
    expect(out).toMatch(/[1-9]\d* failed/);
  } finally {
    await copy.close();
  }
}, 60000);

test('bad usage exits 2 with the usage line', async () => {
  const { code, out } = await runContract('ftp://nowhere');
  expect(code).toBe(2);
  expect(out).toMatch(/usage: npm run contract -- --base-url <url>/);
}, 20000);
