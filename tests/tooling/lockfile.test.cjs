// package-lock.json must install on every developer's machine, not only on the one that wrote it. A
// package's optional dependencies are its per-platform native builds (@swc/core-darwin-arm64,
// @unrs/resolver-binding-win32-x64-msvc, …): npm skips the other platforms' at install time, but
// only if the lock lists them. A lock written where the registry lacked them held only Linux x64's,
// and `npm ci` on a Mac or a Windows laptop then installed no swc binary (the build and jest failed).
const path = require('node:path');
const lock = require(path.join(__dirname, '..', '..', 'package-lock.json'));

/** Where node would find `name` from the package at `from` (a lock key): its own folder, then each ancestor's. */
function resolvedEntry(packages, from, name) {
  let base = from;
  for (;;) {
    const key = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[key]) return key;
    if (!base) return null;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

function missingOptionalDependencies(packages) {
  const missing = [];
  for (const [key, entry] of Object.entries(packages)) {
    for (const name of Object.keys(entry.optionalDependencies || {})) {
      if (!resolvedEntry(packages, key, name)) missing.push(`${key || '(root)'} → ${name}`);
    }
  }
  return missing;
}

describe('package-lock.json', () => {
  it('lists every platform’s optional native build of every package that has them', () => {
    expect(missingOptionalDependencies(lock.packages)).toEqual([]);
  });

  it('holds the builds the team’s machines need: Linux, macOS and Windows for @swc/core', () => {
    for (const platform of ['linux-x64-gnu', 'darwin-arm64', 'darwin-x64', 'win32-x64-msvc']) {
      expect(lock.packages[`node_modules/@swc/core-${platform}`]).toBeDefined();
    }
  });

  it('the check catches a lock that lacks one', () => {
    const packages = { ...lock.packages };
    delete packages['node_modules/@swc/core-darwin-arm64'];
    expect(missingOptionalDependencies(packages)).toEqual(['node_modules/@swc/core → @swc/core-darwin-arm64']);
  });
});
