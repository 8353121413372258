// The app's own self-contained modules (src/lib), used by the build and publish scripts, so an
// address rule or an escaping is written once, in the app, and the scripts never drift from it.
// Node cannot require a .ts file: each is compiled with swc (as the head scripts are,
// scripts/head-scripts.cjs) and evaluated as a CommonJS module, once per process.
const fs = require('node:fs');
const path = require('node:path');
const { Module } = require('node:module');
const swc = require('@swc/core');

const root = path.resolve(__dirname, '..');
const loaded = new Map();

/**
 * The exports of `relativeFile` (from the repository's root, e.g. 'src/lib/languagePath.ts').
 * Only type imports are allowed (swc drops them): a value import would need the app's resolver
 * (the '@/' alias, .ts files) and would load more of the app than the file itself, so it throws.
 */
function requireSrcLib(relativeFile) {
  const filename = path.resolve(root, relativeFile);
  if (loaded.has(filename)) return loaded.get(filename);
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    swcrc: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const compiled = new Module(filename, module);
  compiled.filename = filename;
  compiled.paths = [];
  compiled.require = (request) => {
    throw new Error(`${relativeFile} imports ${request}: a file used by the scripts (scripts/src-lib.cjs) may import types only`);
  };
  compiled._compile(code, filename);
  loaded.set(filename, compiled.exports);
  return compiled.exports;
}

module.exports = { requireSrcLib };
