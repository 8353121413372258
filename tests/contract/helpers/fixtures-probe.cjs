'use strict';
// Child-process side of probeFixtures(): node fixtures-probe.cjs <mode> '<options json>'
//   data     → the fixtures as JSON
//   twice    → { same: <two runs identical>, hash }
//   timing   → { ms, counts } without printing the rows (for the 100 000-company run)

const crypto = require('node:crypto');
const { makeFixtures } = require('../../../mock-server/fixtures.cjs');

const [mode, json = '{}'] = process.argv.slice(2);
const options = JSON.parse(json);
const hash = (data) => crypto.createHash('sha256').update(JSON.stringify(data)).digest('hex');

let out;
if (mode === 'data') {
  out = makeFixtures(options);
} else if (mode === 'twice') {
  const a = hash(makeFixtures(options));
  const b = hash(makeFixtures(options));
  out = { same: a === b, hash: a };
} else if (mode === 'timing') {
  const started = process.hrtime.bigint();
  const data = makeFixtures(options);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const counts = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.length]));
  const ids = data.companies.every((c, i) => c.id === i + 1) && data.offers.every((o, i) => o.id === i + 1);
  out = { ms, counts, sequentialIds: ids, uniqueEnNames: new Set(data.companies.map((c) => c.en_name)).size };
} else {
  console.error(`unknown mode ${mode}`);
  process.exit(2);
}
process.stdout.write(JSON.stringify(out));
