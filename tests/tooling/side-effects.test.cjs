// package.json's `sideEffects` lets webpack drop a module none of whose exports are used, and skip
// a barrel that only re-exports. A module that does something when imported (a screen's catalogue
// registering itself) must be listed there, or its work silently vanishes from the build: the
// directions texts did, in the first try of this list. This keeps the list and the code in step.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const { sideEffects } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

/** webpack's reading of one entry: a bare name matches a file's name anywhere, else a path glob from the root. */
function toRegExp(pattern) {
  const glob = pattern.includes('/') ? pattern.replace(/^\.\//, '') : `**/${pattern}`;
  const source = glob
    .split('**/')
    .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
    .join('(?:.*/)?');
  return new RegExp(`^${source}$`);
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path.relative(root, full)] : [];
  });
}

/** Modules whose top level registers something: a call at the start of a line, outside any function. */
const registering = sourceFiles(path.join(root, 'src')).filter(
  (file) => !file.endsWith(path.join('lib', 'i18n.ts')) && /^registerCatalogue\(/m.test(fs.readFileSync(path.join(root, file), 'utf8')),
);

describe('package.json sideEffects', () => {
  const patterns = sideEffects.map(toRegExp);

  it('keeps CSS imports', () => {
    expect(patterns.some((re) => re.test('src/styles/global.css'))).toBe(true);
  });

  it('lists every module that registers a catalogue when imported', () => {
    expect(registering.length).toBeGreaterThan(5);
    const unlisted = registering.filter((file) => !patterns.some((re) => re.test(file.split(path.sep).join('/'))));
    expect(unlisted).toEqual([]);
  });

  it('lists nothing that does not exist', () => {
    const files = sourceFiles(path.join(root, 'src')).map((file) => file.split(path.sep).join('/'));
    const stale = sideEffects.filter((pattern, index) => !pattern.endsWith('.css') && !files.some((file) => patterns[index].test(file)));
    expect(stale).toEqual([]);
  });
});
