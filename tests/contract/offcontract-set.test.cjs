'use strict';
// MOCK_FIXTURES=offcontract (issue 34): every collection holds records that break openapi.yaml on
// purpose, some in a required field (the app must leave them out) and some only in optional
// fields (the app must show them without those fields); others fit, and ids stay whole.
// The generator (faker is ESM-only) runs in a child Node process, as in fixtures.test.cjs.

const { execFileSync } = require('node:child_process');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');

const probe = `
const Ajv = require('ajv');
const addFormats = require('ajv-formats');
const { COLLECTIONS, loadFixtureSet } = require('./mock-server/fixture-sets.cjs');
const { loadSpec } = require('./mock-server/contract.cjs');
const { components } = loadSpec();
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ components }, 'contract');
const set = loadFixtureSet('offcontract', { today: '2026-11-22' });
const out = { breaksContract: set.breaksContract, collections: {} };
for (const [name, schema] of Object.entries(COLLECTIONS)) {
  const validate = ajv.compile({ $ref: 'contract#/components/schemas/' + schema });
  const required = components.schemas[schema].required;
  const kinds = { fits: 0, required: 0, optional: 0, wholeIds: true };
  for (const record of set.data[name]) {
    if (!Number.isInteger(record.id)) kinds.wholeIds = false;
    if (validate(record)) { kinds.fits += 1; continue; }
    const fields = validate.errors.map((error) => error.instancePath.split('/')[1] || error.params.missingProperty);
    kinds[fields.some((field) => required.includes(field)) ? 'required' : 'optional'] += 1;
  }
  out.collections[name] = kinds;
}
process.stdout.write(JSON.stringify(out));
`;

test('offcontract breaks required and optional fields in every collection, and leaves the rest whole', () => {
  const result = JSON.parse(execFileSync(process.execPath, ['-e', probe], { cwd: ROOT, encoding: 'utf8' }));
  expect(result.breaksContract).toBe(true);
  for (const [name, kinds] of Object.entries(result.collections)) {
    expect({ name, required: kinds.required > 0, optional: kinds.optional > 0, someFit: kinds.fits > 0, wholeIds: kinds.wholeIds }).toEqual({
      name,
      required: true,
      optional: true,
      someFit: true,
      wholeIds: true,
    });
  }
}, 60_000);
