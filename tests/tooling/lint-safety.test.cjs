// The lint rules that keep API text out of HTML and API links away from the page unsanitised.
// ESLint runs in a child process: its flat config is an ES module, which jest's CommonJS
// sandbox cannot import.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');


async function messages(code) {
  const run = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--stdin', '--stdin-filename', 'src/features/partners/LintProbe.tsx', '--format', 'json'],
    { cwd: ROOT, input: code, encoding: 'utf8' },
  );
  const [result] = JSON.parse(run.stdout);
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

describe('lint safety rules', () => {
  it.each([
    ['dangerouslySetInnerHTML', 'export const A = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;', /never rendered as HTML/],
    ['innerHTML', 'export function a(el: HTMLElement, t: string) { el.innerHTML = t; }', /textContent/],
    ['insertAdjacentHTML', "export function a(el: HTMLElement, t: string) { el.insertAdjacentHTML('beforeend', t); }", /never rendered as HTML/],
    ['a raw API url in href', 'export const A = ({ c }: { c: { website: string } }) => <a href={c.website}>x</a>;', /safeExternalHref/],
    ['a hand-built link', 'export const A = ({ c }: { c: { phone: string } }) => <a href={`tel:${c.phone}`}>x</a>;', /by hand/],
  ])('forbids %s', async (_name, code, message) => {
    expect(await messages(code)).toEqual([expect.stringMatching(message)]);
  });

  it('allows sanitised values', async () => {
    const code = [
      "import { safeExternalHref } from '@/lib/safeLinks';",
      'export const A = ({ c }: { c: { website: string; contactHref: string } }) => {',
      '  const websiteHref = safeExternalHref(c.website);',
      '  return <>{websiteHref && <a href={websiteHref}>x</a>}<a href={c.contactHref}>y</a></>;',
      '};',
    ].join('\n');
    expect(await messages(code)).toEqual([]);
  });
});
