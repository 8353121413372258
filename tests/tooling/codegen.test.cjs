// The generated API layer must match openapi.yaml: editing the contract without
// `npm run codegen` (or hand-editing generated code) fails here.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

test('src/api/generated is up to date with openapi.yaml', () => {
  const output = execFileSync(process.execPath, [path.join(__dirname, '..', '..', 'scripts', 'codegen.cjs'), '--check'], {
    encoding: 'utf8',
  });
  expect(output).toMatch(/up to date/);
}, 60_000);
