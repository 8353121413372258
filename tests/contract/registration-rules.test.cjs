'use strict';
// The join form's rules live in one module (shared/registration-rules.cjs) that the app imports
// (src/features/register/registration.ts re-exports its validateRegistration) and the mock
// requires. This proves the two agree: every input below gets the same per-field codes from the
// module (what the form shows before sending) and from the running mock (what the server answers),
// and the module's limits and keys are the contract's.

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const yaml = require('js-yaml');
const { startMock, ROOT } = require('./helpers/mock-process.cjs');
const { VALID_APPLICATION } = require('./helpers/valid-application.cjs');
const { REGISTRATION_FIELDS, CATEGORY_KEYS, ERROR_CODES, validateRegistration } = require('../../shared/registration-rules.cjs');

const spec = yaml.load(fs.readFileSync(path.join(ROOT, 'openapi.yaml'), 'utf8'));
const schema = spec.components.schemas.RegistrationApplication;

const VALID = VALID_APPLICATION;

/** One input per rule and edge: each field blank, left out, at and over its limit (padded too), and each shape. */
const text = REGISTRATION_FIELDS.filter((f) => f.type !== 'flag');
const CASES = [
  ['a complete application', VALID],
  ['an empty application', {}],
  ...text.flatMap((f) => [
    [`${f.name} blank`, { ...VALID, [f.name]: '' }],
    [`${f.name} only spaces`, { ...VALID, [f.name]: ' \t ' }],
    [`${f.name} left out`, Object.fromEntries(Object.entries(VALID).filter(([k]) => k !== f.name))],
    [`${f.name} at its limit`, { ...VALID, [f.name]: 'x'.repeat(f.maxLength) }],
    [`${f.name} over its limit`, { ...VALID, [f.name]: 'x'.repeat(f.maxLength + 1) }],
    [`${f.name} over its limit with spaces only`, { ...VALID, [f.name]: ' '.repeat(f.maxLength + 1) }],
    [`${f.name} padded over its limit`, { ...VALID, [f.name]: ` ${'x'.repeat(f.maxLength - 1)} ` }],
  ]),
  ...['salim', 'salim@', 'salim@alwaha', '@alwaha.om', 'sa lim@alwaha.om', ' salim@alwaha.om '].map((email) => [`email ${JSON.stringify(email)}`, { ...VALID, email }]),
  ...['Food & Restaurants', 'FOOD-RESTAURANTS', ' other ', ...CATEGORY_KEYS].map((category) => [`category ${JSON.stringify(category)}`, { ...VALID, category }]),
];

let mock;
let dataDir;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-rules-'));
  mock = await startMock({ MOCK_DATA_DIR: dataDir, MOCK_REGISTER_LIMIT: '1000' });
}, 30000);
afterAll(async () => {
  if (mock) await mock.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function serverCodes(body) {
  const res = await fetch(`${mock.url}/providers/register_company/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  if (res.status === 201) return { status: 201, codes: {} };
  return { status: res.status, codes: answer.error.codes, fields: answer.error.fields };
}

describe('client and mock agree on every registration rule', () => {
  test.each(CASES)('%s: the same codes on both sides', async (_name, input) => {
    const client = validateRegistration(input);
    const server = await serverCodes(input);
    expect(server.codes).toEqual(client);
    // Valid on one side is valid on the other; a failure is a 422 (rules) or a 400 (a limit the schema holds too).
    expect(server.status).toBe(Object.keys(client).length === 0 ? 201 : Object.values(client).includes('too_long') ? 400 : 422);
    if (server.status !== 201) expect(Object.keys(server.fields)).toEqual(Object.keys(client));
  });

  test('every code the rules can give is one of the contract\'s FieldErrorCode', () => {
    const contractCodes = spec.components.schemas.FieldErrorCode.enum;
    for (const code of ERROR_CODES) expect(contractCodes).toContain(code);
  });

  test('the rules cover the contract\'s fields, with its limits and its category keys', () => {
    const contractFields = Object.keys(schema.properties).filter((name) => name !== 'website_confirm');
    expect(REGISTRATION_FIELDS.map((f) => f.name).sort()).toEqual(contractFields.sort());
    for (const f of REGISTRATION_FIELDS) {
      const prop = schema.properties[f.name];
      expect([f.name, f.type === 'flag' ? 'boolean' : 'string']).toEqual([f.name, prop.type]);
      if (f.type !== 'flag') expect([f.name, f.maxLength]).toEqual([f.name, prop.maxLength]);
    }
    expect(CATEGORY_KEYS).toEqual(spec.components.schemas.RegistrationCategory.enum);
  });
});
