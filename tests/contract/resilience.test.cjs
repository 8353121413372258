'use strict';
// The mock keeps every application, under load and faults, and never answers 5xx, a stack
// trace or nothing to a random request. Each test starts its own mock on a free port.

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const fc = require('fast-check');
const yaml = require('js-yaml');
const { startMock, ROOT } = require('./helpers/mock-process.cjs');

jest.setTimeout(120_000);

const spec = yaml.load(fs.readFileSync(path.join(ROOT, 'openapi.yaml'), 'utf8'));
const REGISTER = '/providers/register_company/';
const application = (n) => ({
  companyName: `شركة ${n}`,
  companyNameEn: `Company ${n}`,
  ownerName: 'Salim Al Harthy',
  email: `owner${n}@example.om`,
  phone: '+968 9123 4567',
  location: 'Al Khuwair, Muscat',
  category: 'food-restaurants',
  description: 'Omani dishes since 1998.',
  isLocallyMade: true,
  isFamilyBusiness: false,
});

const tempDirs = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-resilience-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const storedFile = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'registrations.json'), 'utf8')).registrations;

function post(url, body, headers = {}) {
  return fetch(`${url}${REGISTER}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function jsonOf(res) {
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type') || '', body: JSON.parse(text) };
}

describe('the registration store under load', () => {
  let mock;
  let dataDir;
  beforeAll(async () => {
    dataDir = tempDir();
    mock = await startMock({ MOCK_DATA_DIR: dataDir, MOCK_REGISTER_LIMIT: '100000', MOCK_VALIDATE_RESPONSES: '0' });
  });
  afterAll(() => mock.stop());
  beforeEach(async () => {
    await fetch(`${mock.url}/__mock/registrations`, { method: 'DELETE' });
  });

  test('500 concurrent valid registrations store exactly 500', async () => {
    const answers = await Promise.all(Array.from({ length: 500 }, (_, n) => post(mock.url, application(n), { 'Idempotency-Key': `burst-${n}` })));
    expect(answers.map((res) => res.status)).toEqual(Array(500).fill(201));
    const ids = await Promise.all(answers.map(async (res) => (await res.json()).data.id));
    expect(new Set(ids).size).toBe(500);
    const stored = (await (await fetch(`${mock.url}/__mock/registrations`)).json()).data;
    expect(stored).toHaveLength(500);
    expect(storedFile(dataDir)).toHaveLength(500);
  });

  test('100 concurrent replays of one Idempotency-Key store 1', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => post(mock.url, application(1), { 'Idempotency-Key': 'the-same-key' })));
    const bodies = await Promise.all(answers.map((res) => res.json()));
    expect(answers.every((res) => res.status === 201)).toBe(true);
    expect(new Set(bodies.map((body) => body.data.id)).size).toBe(1);
    expect(storedFile(dataDir)).toHaveLength(1);
  });
});

/** The statuses openapi.yaml declares for the join form. */
const declaredForRegister = () => Object.keys(spec.paths[REGISTER].post.responses);

describe('the join form refuses what it cannot take, in statuses the contract declares', () => {
  let mock;
  beforeAll(async () => {
    // The answer check on: an error status the contract does not declare would come back as a 500.
    mock = await startMock({ MOCK_DATA_DIR: tempDir(), MOCK_REGISTER_LIMIT: '100000', MOCK_VALIDATE_RESPONSES: '1' });
  });
  afterAll(() => mock.stop());

  test.each([
    ['a body over 64 KB', () => post(mock.url, { ...application(1), description: 'x'.repeat(65 * 1024) }), 413],
    ['a wrong content type', () => fetch(`${mock.url}${REGISTER}`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'companyName=x' }), 415],
    ['invalid JSON', () => post(mock.url, '{"companyName": "x",'), 400],
  ])('%s gets a 4xx JSON error and stores nothing', async (_name, send, status) => {
    expect(declaredForRegister()).toContain(String(status));
    const res = await jsonOf(await send());
    expect(res.status).toBe(status);
    expect(res.type).toMatch(/application\/json/);
    expect(res.body.error).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
    expect(JSON.stringify(res.body)).not.toMatch(/\bat .+\.c?js:\d+/); // no stack trace
    const stored = (await (await fetch(`${mock.url}/__mock/registrations`)).json()).data;
    expect(stored).toHaveLength(0);
  });
});

describe('the registration store through a crash', () => {
  test('SIGKILL mid-burst leaves a store that parses and holds every application acknowledged with 201', async () => {
    const dataDir = tempDir();
    const mock = await startMock({ MOCK_DATA_DIR: dataDir, MOCK_REGISTER_LIMIT: '100000', MOCK_VALIDATE_RESPONSES: '0' });
    const acknowledged = [];
    let killed = false;
    const burst = Array.from({ length: 400 }, (_, n) =>
      post(mock.url, application(n), { 'Idempotency-Key': `crash-${n}` })
        .then(async (res) => {
          if (res.status === 201 && !killed) acknowledged.push((await res.json()).data.id);
          if (acknowledged.length >= 120 && !killed) {
            killed = true;
            await mock.kill('SIGKILL');
          }
        })
        .catch(() => undefined), // requests cut off by the kill
    );
    await Promise.all(burst);
    if (!killed) await mock.kill('SIGKILL');
    const stored = storedFile(dataDir); // parses: the atomic write never leaves half a file
    const storedIds = new Set(stored.map((record) => record.id));
    expect(acknowledged.length).toBeGreaterThanOrEqual(120);
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
    // For the report: acknowledged vs stored.
    console.log(`SIGKILL test: ${acknowledged.length} acknowledged with 201 before the kill, ${stored.length} stored`);
    expect(fs.readdirSync(dataDir).filter((file) => file.endsWith('.json'))).toEqual(['registrations.json']);
  });

  test('an unwritable data folder answers 503, never a false 201', async () => {
    const dataDir = tempDir();
    expect(declaredForRegister()).toContain('503');
    // The answer check on: a 503 the contract did not declare would come back as a 500.
    const mock = await startMock({ MOCK_DATA_DIR: dataDir, MOCK_REGISTER_LIMIT: '100000', MOCK_VALIDATE_RESPONSES: '1' });
    try {
      // The folder becomes a file (root ignores permission bits, so chmod proves nothing here).
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.writeFileSync(dataDir, 'not a folder');
      const res = await jsonOf(await post(mock.url, application(7), { 'Idempotency-Key': 'disk-full' }));
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('storage_unavailable');
      const stored = (await (await fetch(`${mock.url}/__mock/registrations`)).json()).data;
      expect(stored).toEqual([]);
      // The retry, once the disk is back, is stored once.
      fs.rmSync(dataDir, { force: true });
      fs.mkdirSync(dataDir);
      expect((await post(mock.url, application(7), { 'Idempotency-Key': 'disk-full' })).status).toBe(201);
      expect(storedFile(dataDir)).toHaveLength(1);
    } finally {
      await mock.stop();
    }
  });
});

describe('fuzzing the mock', () => {
  let mock;
  beforeAll(async () => {
    mock = await startMock({ MOCK_DATA_DIR: tempDir(), MOCK_REGISTER_LIMIT: '100000', MOCK_VALIDATE_RESPONSES: '0' });
  });
  afterAll(() => mock.stop());

  const contractPaths = Object.keys(spec.paths);
  const segment = fc.oneof(
    fc.constantFrom('1', '0', '-1', '999999999', '1.5', 'abc', '%00', '%ZZ', '..', '%2e%2e', 'null', '🙂', "'; DROP TABLE", '<script>', ''),
    fc.string({ maxLength: 12 }).map(encodeURIComponent),
  );
  const pathArb = fc.oneof(
    fc.tuple(fc.constantFrom(...contractPaths), segment).map(([template, value]) => template.replace(/\{\w+\}/g, value)),
    fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`),
    fc.constantFrom(...contractPaths).map((template) => template.replace(/\{\w+\}/g, '1')),
  );
  const queryArb = fc.array(
    fc.tuple(fc.constantFrom('o', 'l', 'search', 'category', 'family', 'locally_made', 'with_images', 'company', 'x', '__proto__'), segment),
    { maxLength: 4 },
  ).map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));
  const headerArb = fc.record(
    {
      'Content-Type': fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', ''),
      Accept: fc.constantFrom('application/json', 'text/html', '*/*'),
      'Idempotency-Key': fc.string({ maxLength: 40 }).filter((s) => /^[\x21-\x7e]*$/.test(s)),
      'X-Forwarded-For': fc.constantFrom('1.2.3.4', 'garbage', ''),
    },
    { requiredKeys: [] },
  );
  const bodyArb = fc.oneof(
    fc.json({ maxDepth: 3 }),
    fc.string({ maxLength: 200 }),
    fc.record({ companyName: fc.anything(), email: fc.anything(), category: fc.anything() }).map((value) => JSON.stringify(value)),
    fc.constant('{"a":'),
  );
  const requestArb = fc.record({
    method: fc.constantFrom('GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
    path: pathArb,
    query: queryArb,
    headers: headerArb,
    body: bodyArb,
  });

  test('2 000 random requests: every answer JSON (but the index page a browser asks for), 2xx/4xx, no stack trace, none slower than 2 s', async () => {
    const samples = fc.sample(requestArb, { numRuns: 2000, seed: 20261123 });
    const problems = [];
    const slow = [];
    let sent = 0;
    let fiveHundreds = 0;
    const one = async (request, { alone = false } = {}) => {
      const { method, path: urlPath, query, headers, body } = request;
      const cleanHeaders = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''));
      const started = Date.now();
      let res;
      let text;
      try {
        res = await fetch(`${mock.url}${urlPath}${query}`, {
          method,
          headers: cleanHeaders,
          body: ['GET', 'HEAD', 'OPTIONS'].includes(method) ? undefined : body,
          signal: AbortSignal.timeout(2000),
        });
        // Reading the body is under the same 2 s signal: a timeout here is a slow answer too.
        text = await res.text();
      } catch (err) {
        // A URL fetch itself refuses to send (e.g. '..' normalised oddly) is not the mock's fault.
        // Under a busy machine a burst can queue: a request with no answer in 2 s is sent again
        // alone, and only a second miss counts as a hang.
        if (err.name === 'TimeoutError') {
          if (alone) problems.push(`${method} ${urlPath}${query}: no answer within 2 s`);
          else slow.push(request);
        }
        return;
      }
      sent += 1;
      const took = Date.now() - started;
      if (res.status >= 500) fiveHundreds += 1;
      if (res.status >= 500 || res.status < 200 || (res.status >= 300 && res.status < 400)) problems.push(`${method} ${urlPath}${query}: ${res.status} ${text.slice(0, 120)}`);
      if (took > 2000 && alone) problems.push(`${method} ${urlPath}${query}: ${took} ms`);
      if (method === 'HEAD' || res.status === 204) return;
      // The one page that is not JSON: the mock's index at GET /, for a client that prefers HTML.
      const indexPage = method === 'GET' && cleanHeaders.Accept === 'text/html' && new URL(res.url).pathname === '/'
        && /^text\/html/.test(res.headers.get('content-type') || '') && text.includes('<title>Dalil contract mock</title>');
      if (indexPage) return;
      try {
        JSON.parse(text);
      } catch {
        problems.push(`${method} ${urlPath}${query}: not JSON: ${text.slice(0, 80)}`);
      }
      if (/\bat .+\.c?js:\d+|node_modules/.test(text)) problems.push(`${method} ${urlPath}${query}: stack trace`);
    };
    for (let start = 0; start < samples.length; start += 10) {
      await Promise.all(samples.slice(start, start + 10).map((request) => one(request)));
    }
    for (const request of slow) await one(request, { alone: true });
    console.log(`fuzz: ${samples.length} generated, ${sent} answered, ${fiveHundreds} answered 5xx, ${slow.length} re-sent alone after a queued burst`);
    expect(problems.slice(0, 20)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(2000 * 0.95);
  });
});
