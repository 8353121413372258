// The import rules of style.md are enforced by lint; these tests prove each rule fires, so a
// config change that silently disables one fails here. Fixtures break a rule on purpose.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const eslintBin = path.join(root, 'node_modules', '.bin', 'eslint');

/** Lints `code` as if it lived at `filePath` (or the given real files) and returns the rule ids reported. */
function lint({ files = [], code, filePath }) {
  const args = ['--no-ignore', '--format', 'json'];
  if (code !== undefined) args.push('--stdin', '--stdin-filename', filePath);
  const result = spawnSync(eslintBin, [...args, ...files], { cwd: root, input: code, encoding: 'utf8' });
  const reports = JSON.parse(result.stdout);
  return reports.flatMap((report) => report.messages.map((message) => message.ruleId));
}

test('an import cycle fails lint', () => {
  const rules = lint({ files: ['tests/lint-fixtures/cycle/first.ts', 'tests/lint-fixtures/cycle/second.ts'] });
  expect(rules).toContain('import-x/no-cycle');
}, 120_000);

test('a feature importing another feature fails lint', () => {
  const rules = lint({
    filePath: 'src/features/offers/LintFixture.ts',
    code: "import { PartnersPage } from '@/features/partners';\n\nexport const page = PartnersPage;\n",
  });
  expect(rules).toContain('no-restricted-imports');
}, 120_000);

test('a shared component may import API types but not API values', () => {
  const valueImport = lint({
    filePath: 'src/components/cards/LintFixture.ts',
    code: "import { api } from '@/api';\n\nexport const reducer = api.reducer;\n",
  });
  expect(valueImport).toContain('@typescript-eslint/no-restricted-imports');
  const typeImport = lint({
    filePath: 'src/components/cards/LintFixture.ts',
    code: "import type { Offer } from '@/api';\n\nexport const title = (offer: Offer) => offer.title;\n",
  });
  expect(typeImport).toEqual([]);
}, 120_000);
