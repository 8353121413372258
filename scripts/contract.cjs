'use strict';
// The read-only part of the contract checks, against any API host:
//   npm run contract -- --base-url https://api.example.om [--allow-writes] [--header 'Authorization: …']
// For every GET path of openapi.yaml: the {data} envelope, the body against the contract's
// schema, paging (o, l, count) where the call is paged, and a 404 in the error body for an
// unknown id. Path ids are taken from the host's own lists. The join form is only POSTed with
// --allow-writes (then: an empty application must be a 422, a valid one a 201 receipt).
// Prints a pass/fail table per operation; exits 1 on any mismatch, 2 on bad usage.

const { contractAjv, loadSpec, responseBodyCheck } = require('../mock-server/contract.cjs');
const { eachOption, readArgs } = require('./args.cjs');

const USAGE = 'usage: npm run contract -- --base-url <url> [--allow-writes] [--header "Name: value"]... [--timeout ms]';
const UNKNOWN_ID = 2147483647;

function parseArgs(argv) {
  const args = { headers: {}, allowWrites: false, timeoutMs: 15000 };
  eachOption(argv, (name, value) => {
    if (name === '--base-url') args.baseUrl = value().replace(/\/+$/, '');
    else if (name === '--allow-writes') args.allowWrites = true;
    else if (name === '--timeout') args.timeoutMs = Number(value());
    else if (name === '--header') {
      const h = value();
      const at = h.indexOf(':');
      if (at < 1) throw new Error(`--header must look like "Name: value", got "${h}"`);
      args.headers[h.slice(0, at).trim()] = h.slice(at + 1).trim();
    } else if (name === '--help' || name === '-h') args.help = true;
    else throw new Error(`unknown option ${name}`);
  });
  if (!args.help && !/^https?:\/\/[^/]/.test(args.baseUrl || '')) throw new Error('--base-url http(s)://host[:port] is required');
  return args;
}

/** The operations of the contract, each with its compiled 200 body check. */
function readContract() {
  const spec = loadSpec();
  const ajv = contractAjv(spec);
  const schemaOf = (specPath, method, status) => responseBodyCheck(ajv, spec, specPath, method, status);
  const errorBody = ajv.compile({ $ref: 'contract#/components/schemas/ErrorBody' });
  const operations = [];
  for (const [specPath, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = (op.parameters || []).map((p) => (p.$ref ? spec.components.parameters[p.$ref.split('/').pop()] : p));
      operations.push({
        id: op.operationId,
        method: method.toUpperCase(),
        path: specPath,
        params,
        paged: params.some((p) => p.in === 'query' && p.name === 'o') && params.some((p) => p.in === 'query' && p.name === 'l'),
        has404: Boolean(op.responses['404']),
        success: schemaOf(specPath, method, method === 'post' ? '201' : '200'),
      });
    }
  }
  return { spec, operations, errorBody };
}

/** Which list a path id comes from, read from the path's words. */
function kindOfId(specPath, name) {
  if (name === 'countryId') return 'country';
  if (name === 'categoryId' || /categor/.test(specPath)) return 'category';
  if (/product/.test(specPath)) return 'product';
  if (/compan|branches/.test(specPath)) return 'company';
  if (/offer/.test(specPath)) return 'offer';
  if (/ad_by_id|_ads/.test(specPath)) return 'ad';
  return null;
}

const ID_SOURCES = {
  company: '/providers/get_active_companies?l=1',
  category: '/providers/get_active_categories?l=1',
  product: '/providers/get_products?l=1',
  offer: '/offers/get_all_active_offers?l=1',
  ad: ['/ads/get_all_active_ads_by_type/1?l=1', '/ads/get_all_active_ads_by_type/2?l=1'],
  country: '/core/get_active_countries',
};

function describeSchemaError(validate) {
  const e = validate.errors && validate.errors[0];
  if (!e) return 'does not fit the schema';
  const at = e.instancePath ? e.instancePath.replace(/^\//, '').replace(/\//g, '.') : 'body';
  const missing = e.keyword === 'required' ? `.${e.params.missingProperty} is required` : `: ${e.message}`;
  return `${at}${missing}`;
}

async function run(args, log = console.log) {
  const { spec, operations, errorBody } = readContract();
  const call = makeCaller(args);
  const idOf = makeIdLookup(call);
  const results = [];
  for (const op of operations) {
    const check = makeChecks(op, errorBody);
    let skipped = null;
    try {
      skipped = await checkOperation(op, { args, spec, call, idOf, check });
    } catch (err) {
      check.fail(`request failed: ${err.cause ? err.cause.message || err.cause.code : err.message}`);
    }
    const { failures } = check;
    results.push({ id: op.id, method: op.method, path: op.path, result: failures.length ? 'FAIL' : skipped ? 'SKIP' : 'PASS', detail: failures.join('; ') || skipped || '' });
  }
  printResults(results, args, log);
  const count = (k) => results.filter((r) => r.result === k).length;
  return { results, failed: count('FAIL') };
}

/** `call(method, path, body)`: the host's answer as { status, type, json (undefined if not JSON), text }. */
function makeCaller(args) {
  return async (method, urlPath, body) => {
    const res = await fetch(args.baseUrl + urlPath, {
      method,
      headers: { Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}), ...args.headers },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(args.timeoutMs),
    });
    const text = await res.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, type: res.headers.get('content-type') || '', json, text };
  };
}

/** `idOf(kind)`: the id of the first row the host lists of that kind (asked once), or null. */
function makeIdLookup(call) {
  const ids = {};
  return async function idOf(kind) {
    if (kind in ids) return ids[kind];
    ids[kind] = null;
    for (const source of [].concat(ID_SOURCES[kind])) {
      try {
        const { status, json } = await call('GET', source);
        const list = json && json.data && (Array.isArray(json.data) ? json.data : json.data.results);
        if (status === 200 && Array.isArray(list) && list.length > 0 && list[0].id != null) {
          ids[kind] = list[0].id;
          break;
        }
      } catch {
        // the operation's own row reports the failure
      }
    }
    return ids[kind];
  };
}

/** One operation's failures, and the checks that add to them: a success in the envelope, an error body. */
function makeChecks(op, errorBody) {
  const failures = [];
  const fail = (text) => failures.push(text);
  const expectOk = (res, what, validate = op.success) => {
    if (res.status !== (op.method === 'POST' ? 201 : 200)) return fail(`${what}: status ${res.status}${res.json && res.json.error ? ` (${res.json.error.code})` : ''}`);
    if (!/^application\/json/.test(res.type)) return fail(`${what}: content-type ${res.type || 'missing'}`);
    if (!res.json || typeof res.json !== 'object' || Array.isArray(res.json) || Object.keys(res.json).join() !== 'data') {
      return fail(`${what}: not the {data} envelope (top-level keys: ${res.json && typeof res.json === 'object' ? Object.keys(res.json).join(', ') || 'none' : typeof res.json})`);
    }
    if (validate && !validate(res.json)) return fail(`${what}: ${describeSchemaError(validate)}`);
    return true;
  };
  const expectError = (res, status, what) => {
    if (res.status !== status) return fail(`${what}: status ${res.status}, expected ${status}`);
    if (!errorBody(res.json)) return fail(`${what}: not the error body (${describeSchemaError(errorBody)})`);
    return true;
  };
  return { failures, fail, expectOk, expectError };
}

/** Checks one operation; returns why it was skipped (in part or whole), or null. */
async function checkOperation(op, ctx) {
  const { call, check } = ctx;
  const { filled, fillPath, skipped } = await fillPathIds(op, ctx.idOf);
  const pathParams = op.params.filter((p) => p.in === 'path');
  if (skipped) {
    // No row to fetch, but an unknown id must still be a 404 in the error body.
    if (op.has404 && op.method === 'GET' && pathParams.length === 1) {
      check.expectError(await call('GET', fillPath({ [pathParams[0].name]: UNKNOWN_ID })), 404, `unknown id ${UNKNOWN_ID}`);
      return `${skipped} (only the 404 checked)`;
    }
    return skipped;
  }
  const urlPath = fillPath(filled);
  if (op.method !== 'GET') {
    if (!ctx.args.allowWrites) return 'writes (needs --allow-writes)';
    await checkWrite(op, urlPath, ctx);
    return null;
  }
  const first = await call('GET', urlPath);
  if (check.expectOk(first, 'GET') === true && op.paged) await checkPaging(urlPath, first.json.data, ctx);
  if (op.has404) {
    const idParam = op.params.find((p) => p.in === 'path' && !(p.schema && p.schema.enum));
    if (idParam) {
      check.expectError(await call('GET', fillPath({ ...filled, [idParam.name]: UNKNOWN_ID })), 404, `unknown id ${UNKNOWN_ID}`);
    }
  }
  return null;
}

/** Fills the path with ids the host itself lists (an enum's first value as it is). */
async function fillPathIds(op, idOf) {
  const filled = {};
  const fillPath = (values) => op.path.replace(/\{(\w+)\}/g, (m, n) => encodeURIComponent(values[n]));
  for (const p of op.params.filter((x) => x.in === 'path')) {
    let value;
    if (p.schema && p.schema.enum) value = p.schema.enum[0];
    else {
      const kind = kindOfId(op.path, p.name);
      value = kind ? await idOf(kind) : null;
      if (value == null) return { filled, fillPath, skipped: `no ${kind || p.name} on the host to look up` };
    }
    filled[p.name] = value;
  }
  return { filled, fillPath, skipped: null };
}

/** The join form: an empty application is a 422 naming its fields, a valid one a 201 receipt. */
async function checkWrite(op, urlPath, { spec, call, check }) {
  const empty = await call(op.method, urlPath, {});
  if (check.expectError(empty, 422, 'an empty application') && !(empty.json.error.fields && Object.keys(empty.json.error.fields).length)) {
    check.fail('an empty application: 422 without error.fields');
  }
  const valid = {
    companyName: 'فحص العقد', companyNameEn: 'Contract check', ownerName: 'Dalil QA', email: 'qa@dalil.example', phone: '+968 2400 0000',
    location: 'Muscat', category: spec.components.schemas.RegistrationCategory.enum[0], description: 'Sent by npm run contract --allow-writes.',
  };
  check.expectOk(await call(op.method, urlPath, valid), 'a valid application');
}

/** Paging (o, l, count) of a paged list, from its default page. */
async function checkPaging(urlPath, page, { call, check }) {
  const { fail, expectOk } = check;
  if (page.results.length > 20) fail(`default page: ${page.results.length} results, more than l=20`);
  if (page.count < page.results.length) fail(`count ${page.count} is less than the ${page.results.length} results`);
  const join = urlPath.includes('?') ? '&' : '?';
  const one = await call('GET', `${urlPath}${join}o=0&l=1`);
  if (expectOk(one, 'o=0&l=1') === true) {
    if (one.json.data.count !== page.count) fail(`count differs between pages (${page.count} vs ${one.json.data.count})`);
    if (one.json.data.results.length !== Math.min(1, page.count)) fail(`l=1 answered ${one.json.data.results.length} results`);
    if (page.results[0] && one.json.data.results[0] && one.json.data.results[0].id !== page.results[0].id) fail('o=0&l=1 is not the first row of the default page');
  }
  if (page.count >= 2) {
    const second = await call('GET', `${urlPath}${join}o=1&l=1`);
    if (expectOk(second, 'o=1&l=1') === true && page.results[1] && second.json.data.results[0]?.id !== page.results[1].id) fail('o=1&l=1 is not the second row');
  }
  // count is the total: the row at o=count-1 exists, and nothing lies past it.
  if (page.count >= 1) {
    const last = await call('GET', `${urlPath}${join}o=${page.count - 1}&l=5`);
    if (expectOk(last, 'the last row') === true && last.json.data.results.length !== 1) fail(`o=count-1 answered ${last.json.data.results.length} results; count ${page.count} is not the total`);
  }
  const past = await call('GET', `${urlPath}${join}o=${page.count}&l=5`);
  if (expectOk(past, 'past the end') === true && past.json.data.results.length !== 0) fail(`o=count answered ${past.json.data.results.length} results, expected none`);
}

/** The pass/fail table, one row an operation, and the totals. */
function printResults(results, args, log) {
  const width = (key) => Math.max(key.length, ...results.map((r) => r[key].length));
  const w = { result: width('result'), id: width('id'), method: width('method') };
  log(`Contract check of ${args.baseUrl} against openapi.yaml${args.allowWrites ? ' (writes allowed)' : ' (read-only)'}`);
  log(`${'result'.padEnd(w.result)}  ${'operation'.padEnd(w.id)}  ${'method'.padEnd(w.method)}  path`);
  for (const r of results) {
    log(`${r.result.padEnd(w.result)}  ${r.id.padEnd(w.id)}  ${r.method.padEnd(w.method)}  ${r.path}${r.detail ? `\n${' '.repeat(w.result + 2)}↳ ${r.detail}` : ''}`);
  }
  const count = (k) => results.filter((r) => r.result === k).length;
  log(`${count('PASS')} passed, ${count('FAIL')} failed, ${count('SKIP')} skipped of ${results.length} operations`);
}

async function main() {
  const { args, exitCode } = readArgs(parseArgs, USAGE);
  if (!args) return exitCode;
  const { failed } = await run(args);
  return failed > 0 ? 1 : 0;
}

if (require.main === module) {
  main().then((code) => {
    process.exitCode = code;
  }, (err) => {
    console.error(err.stack || err.message);
    process.exitCode = 2;
  });
}

module.exports = { run, parseArgs, kindOfId };
