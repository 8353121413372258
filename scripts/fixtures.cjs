'use strict';
// Writes a fixture set as one JSON file (a list per collection) that the mock loads with
// MOCK_FIXTURES=<file>:
//   npm run fixtures -- --out fixtures/default.json [--companies N --offers N --products N --seed S]
//                       [--set big] [--today YYYY-MM-DD] [--absolute-dates]
// Offer and ad dates are written relative to the day the mock runs ("{today+5}"), so the file
// does not go stale; --absolute-dates writes them as plain dates instead. The written set is
// checked against the contract, as the mock will.

const fs = require('node:fs');
const path = require('node:path');
const { loadFixtureSet, validateFixtureSet } = require('../mock-server/fixture-sets.cjs');
const { daysBetween, toIsoDay } = require('../mock-server/dates.cjs');
const { eachOption, readArgs } = require('./args.cjs');

const USAGE = 'usage: npm run fixtures -- --out <file.json> [--set default|big|<file>] [--companies N] [--offers N] [--products N] [--seed S] [--today YYYY-MM-DD] [--absolute-dates]';
const RELATIVE_FIELDS = { offers: ['valid_until'], ads: ['start_date', 'end_date'] };

function parseArgs(argv) {
  const args = { set: 'default', absoluteDates: false };
  eachOption(argv, (name, next) => {
    // "--out --set big" is a missing file name, not a file called "--set".
    const value = () => {
      const v = next();
      if (v.startsWith('--')) throw new Error(`${name} needs a value`);
      return v;
    };
    const whole = () => {
      const v = Number(value());
      if (!Number.isInteger(v) || v < 0) throw new Error(`${name} must be a whole number >= 0`);
      return v;
    };
    if (name === '--out') args.out = value();
    else if (name === '--set') args.set = value();
    else if (name === '--companies') args.companies = whole();
    else if (name === '--offers') args.offers = whole();
    else if (name === '--products') args.products = whole();
    else if (name === '--seed') args.seed = whole();
    else if (name === '--today') args.today = value();
    else if (name === '--absolute-dates') args.absoluteDates = true;
    else if (name === '--help' || name === '-h') args.help = true;
    else throw new Error(`unknown option ${name}`);
  });
  if (!args.help && !args.out) throw new Error('--out <file.json> is required');
  return args;
}

function relativeDay(today, day) {
  if (typeof day !== 'string') return day;
  const n = daysBetween(today, day);
  if (n === 0) return '{today}';
  return n > 0 ? `{today+${n}}` : `{today${n}}`;
}

/** One record per line: readable, and a diff shows which records changed. */
function formatSet(data) {
  const names = Object.keys(data);
  const lines = ['{'];
  names.forEach((name, n) => {
    lines.push(`  ${JSON.stringify(name)}: [`);
    data[name].forEach((row, i) => lines.push(`    ${JSON.stringify(row)}${i < data[name].length - 1 ? ',' : ''}`));
    lines.push(`  ]${n < names.length - 1 ? ',' : ''}`);
  });
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

function main() {
  const { args, exitCode } = readArgs(parseArgs, USAGE);
  if (!args) return exitCode;
  const today = toIsoDay(args.today);
  const { data, label } = loadFixtureSet(args.set, {
    companies: args.companies, offers: args.offers, products: args.products, seed: args.seed, today,
  });
  validateFixtureSet(data, label);
  if (!args.absoluteDates) {
    for (const [name, fields] of Object.entries(RELATIVE_FIELDS)) {
      for (const row of data[name]) for (const f of fields) row[f] = relativeDay(today, row[f]);
    }
  }
  const out = path.resolve(args.out);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, formatSet(data));
  const counts = Object.entries(data).map(([k, v]) => `${v.length} ${k}`).join(', ');
  console.log(`wrote ${path.relative(process.cwd(), out)} from ${label}: ${counts}`);
  return 0;
}

process.exitCode = main();
