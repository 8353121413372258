// Rules every stylesheet under src/ keeps (issue 31): what a calibrated low-tier phone pays for.
const fs = require('node:fs');
const path = require('node:path');

const src = path.resolve(__dirname, '..', '..', 'src');

/** Every stylesheet under src/, relative to it. */
const cssFiles = () => fs.readdirSync(src, { recursive: true }).filter((name) => name.endsWith('.css'));

/** Each selector of a stylesheet (comments dropped), with its file. */
function selectors(file) {
  const css = fs.readFileSync(path.join(src, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/([^{}@;]+)\{/g)].flatMap((match) => match[1].split(',').map((selector) => selector.trim())).filter(Boolean);
}

/** A `:has()` on the document's root or body: `html:has(.x)`, `:root:has(…)`, `body:has(…)`. */
const ROOT_HAS = /(^|[\s>+~])(html|body|:root)(\.[\w-]+|\[[^\]]*\])*:has\(/;

describe('stylesheets', () => {
  it('put no :has() on html or body: it is matched again on the page’s DOM changes, and its stylesheet restyles the whole page when it arrives', () => {
    const found = cssFiles().flatMap((file) => selectors(file).filter((selector) => ROOT_HAS.test(selector)).map((selector) => `${file}: ${selector}`));
    expect(found).toEqual([]);
  });

  it('the check finds such a selector', () => {
    expect(ROOT_HAS.test('html:has(.update-prompt)')).toBe(true);
    expect(ROOT_HAS.test('body:has(.shown-as-of:not(:empty))')).toBe(true);
    expect(ROOT_HAS.test(':root:has(dialog[open])')).toBe(true);
    expect(ROOT_HAS.test('.card--linked:has(.card__link:focus-visible)')).toBe(false);
    expect(ROOT_HAS.test('html.update-prompt-shown > body')).toBe(false);
  });
});
