// No function outside tests, generated code and declarative tables is longer than 80 lines (issue
// 33): a long function is steps that want names. scripts/function-length.cjs finds them with
// TypeScript's parser; `node scripts/function-length.cjs` prints them all.
const { MAX_LINES, functionsIn, longFunctions, describe: describeFn } = require('../../scripts/function-length.cjs');

/** A function of `lines` lines (its first and last line counted), written the way `shape` says. */
function probe(lines, shape = 'declaration') {
  const body = Array.from({ length: lines - 2 }, (_, i) => `  const v${i} = ${i};`).join('\n');
  if (shape === 'arrow') return `export const probe = () => {\n${body}\n};\n`;
  if (shape === 'method') return `class C {\n  probe() {\n${body}\n  }\n}\n`;
  if (shape === 'component') return `export function Probe() {\n${body}\n  return <p>x</p>;\n}\n`.replace(/^ {2}const v0 = 0;\n/m, '');
  return `function probe() {\n${body}\n}\n`;
}

/**
 * Functions still over the limit that their owners are splitting (issue 33). The list only
 * shrinks: a function split to 80 lines or fewer must leave it (the last test says which).
 */
const PENDING = [
];
const key = (fn) => `${fn.file} ${fn.name}`;

describe('the function-length check', () => {
  it.each(['declaration', 'arrow', 'method'])('counts a %s from its first line to its last', (shape) => {
    expect(functionsIn(probe(MAX_LINES, shape), 'probe.ts').find((f) => f.name === 'probe').lines).toBe(MAX_LINES);
    expect(functionsIn(probe(MAX_LINES + 1, shape), 'probe.ts').find((f) => f.name === 'probe').lines).toBe(MAX_LINES + 1);
  });

  it('reads components (TSX) and CommonJS', () => {
    expect(functionsIn(probe(MAX_LINES + 1, 'component'), 'Probe.tsx')).toEqual([
      expect.objectContaining({ name: 'Probe', lines: MAX_LINES + 1, table: false }),
    ]);
    const cjs = `module.exports = function handlers(ctx) {\n${'  ctx.a();\n'.repeat(MAX_LINES)}};\n`;
    expect(functionsIn(cjs, 'h.cjs')).toEqual([expect.objectContaining({ name: 'handlers', lines: MAX_LINES + 2 })]);
  });

  it('lets a function marked as a declarative table be as long as its data', () => {
    const marked = `// The routes, one a line (function-length: table).\n${probe(MAX_LINES + 20)}`;
    expect(functionsIn(marked, 'routes.ts')[0]).toEqual(expect.objectContaining({ lines: MAX_LINES + 20, table: true }));
    expect(functionsIn(probe(MAX_LINES + 20), 'routes.ts')[0].table).toBe(false);
  });
});

describe('function length in src/, mock-server/ and scripts/', () => {
  const long = longFunctions();

  it(`finds no function over ${MAX_LINES} lines in mock-server/ and scripts/`, () => {
    expect(long.filter((fn) => !fn.file.startsWith('src/')).map(describeFn)).toEqual([]);
  });

  it(`finds no function over ${MAX_LINES} lines in src/ beyond those being split`, () => {
    expect(long.filter((fn) => fn.file.startsWith('src/') && !PENDING.includes(key(fn))).map(describeFn)).toEqual([]);
  });

  it('has no function left on the pending list that is already short enough (remove it from PENDING)', () => {
    const stillLong = new Set(long.map(key));
    expect(PENDING.filter((entry) => !stillLong.has(entry))).toEqual([]);
  });
});
