'use strict';
// GET / of the mock: a developer's first click on the printed URL lands on an index (it was a 404
// "There is no GET / in the API"). JSON like every other answer, HTML for a browser; every
// operation of openapi.yaml listed, and every link it offers answers 200 as it stands (the mock
// runs with request and response validation, so those answers also match the contract).

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const yaml = require('js-yaml');
const { startMock, ROOT } = require('./helpers/mock-process.cjs');

const spec = yaml.load(fs.readFileSync(path.join(ROOT, 'openapi.yaml'), 'utf8'));
const operationIds = Object.values(spec.paths).flatMap((item) => Object.values(item).map((op) => op.operationId)).filter(Boolean);

let mock;
let dataDir;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-mock-index-'));
  mock = await startMock({ MOCK_DATA_DIR: dataDir, MOCK_TODAY: '2026-11-22', MOCK_FIXTURES: 'edge' });
}, 30000);
afterAll(async () => {
  if (mock) await mock.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('GET / (the mock index)', () => {
  test('answers JSON by default: the operations, the hooks, the fixture set and links to try', async () => {
    const res = await fetch(`${mock.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const { data } = await res.json();
    expect(data.operations.map((op) => op.operationId).sort()).toEqual([...operationIds].sort());
    expect(data.hooks.map((hook) => hook.path)).toEqual(expect.arrayContaining(['/__mock/health', '/__mock/reset', '/__mock/clock', '/_db']));
    expect(data.fixtures).toMatchObject({ set: expect.stringContaining('edge'), today: '2026-11-22' });
    expect(data.fixtures.counts.companies).toBeGreaterThan(0);
    expect(data.tryFirst.length).toBeGreaterThan(0);
  }, 30000);

  test('every link it offers answers 200, checked against the contract', async () => {
    const { data } = await (await fetch(`${mock.url}/`)).json();
    const links = [...data.operations.filter((op) => op.try).map((op) => op.try), ...data.tryFirst];
    expect(links.length).toBeGreaterThan(20);
    const answers = await Promise.all(links.map(async (link) => `${link} ${(await fetch(mock.url + link)).status}`));
    expect(answers.filter((answer) => !answer.endsWith(' 200'))).toEqual([]);
  }, 60000);

  test('answers a small HTML page to a browser, with the same links, and escapes what it shows', async () => {
    const res = await fetch(`${mock.url}/`, { headers: { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<a href="/providers/get_active_categories">');
    expect(html).toContain('/__mock/health');
    expect(html).not.toMatch(/<script/i);
  }, 30000);

  test('leaves the contract alone: an unknown path is still the contract 404', async () => {
    const res = await fetch(`${mock.url}/no/such/path`);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  }, 30000);
});
