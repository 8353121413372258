// The scripts use the app's own self-contained modules (scripts/src-lib.cjs): a src/lib TypeScript
// file compiled once and evaluated as CommonJS, its type imports dropped, any other import refused.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { requireSrcLib } = require('../../scripts/src-lib.cjs');

describe('requireSrcLib', () => {
  it("gives a src/lib file's exports (languagePath.ts imports a type only), compiled once", () => {
    const languagePath = requireSrcLib('src/lib/languagePath.ts');
    expect(languagePath.ARABIC_PREFIX).toBe('/ar');
    expect(languagePath.pathInLanguage('/partners/1', 'ar')).toBe('/ar/partners/1');
    expect(languagePath.languageOfPath('/archive')).toBeNull();
    expect(requireSrcLib('src/lib/languagePath.ts')).toBe(languagePath);
  });

  it('refuses a file that imports a value: the scripts have no resolver for the rest of the app', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'src-lib-'));
    const file = path.join(dir, 'withImport.ts');
    fs.writeFileSync(file, "import { ARABIC_PREFIX } from './languagePath';\nexport const home = `${ARABIC_PREFIX}/`;\n");
    expect(() => requireSrcLib(file)).toThrow(/withImport\.ts imports \.\/languagePath: .* may import types only/);
    fs.rmSync(dir, { recursive: true });
  });
});
