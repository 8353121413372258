#!/usr/bin/env node
// npm run bench:bundle: builds (unless --no-build) and prints gzip -9 sizes of the initial JS that
// index.html loads, of every lazy chunk, and whether Leaflet is anywhere in the initial JS.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');
if (!process.argv.includes('--no-build') && !process.argv.includes('--check')) {
  const build = spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: root,
    stdio: 'ignore',
  });
  if (build.status !== 0) {
    console.error('build failed');
    process.exit(1);
  }
}

// Leaflet's own code names its CSS classes and its Map class; minified app code has neither.
const containsLeaflet = (text) => /leaflet-(container|marker|tile)|markercluster/i.test(text);
const gz = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
// The minified index.html may drop attribute quotes (src=/assets/x.js).
const initial = [...html.matchAll(/<script[^>]+src="?\/?([^"\s>]+\.js)/g)].map((m) => m[1]);
const initialCss = [...html.matchAll(/<link[^>]+href="?\/?([^"\s>]+\.css)/g)].map((m) => m[1]);
if (initial.length === 0) {
  console.error('no <script src> found in dist/index.html');
  process.exit(1);
}

const rows = [];
let initialTotal = 0;
let leafletInInitial = false;
for (const file of initial) {
  const buffer = fs.readFileSync(path.join(dist, file));
  initialTotal += gz(buffer);
  if (containsLeaflet(buffer.toString())) leafletInInitial = true;
  rows.push(['initial', file, buffer.length, gz(buffer)]);
}
for (const file of initialCss) {
  const buffer = fs.readFileSync(path.join(dist, file));
  rows.push(['initial css', file, buffer.length, gz(buffer)]);
}
for (const file of fs.readdirSync(path.join(dist, 'assets'))) {
  const rel = `assets/${file}`;
  if (!file.endsWith('.js') || initial.includes(rel)) continue;
  const buffer = fs.readFileSync(path.join(dist, rel));
  const text = buffer.toString();
  const kind = containsLeaflet(text) ? 'lazy (map)' : 'lazy';
  rows.push([kind, rel, buffer.length, gz(buffer)]);
}
rows.sort((a, b) => (a[0] === b[0] ? b[3] - a[3] : a[0].localeCompare(b[0])));
console.log('kind          gzip      raw        file');
for (const [kind, file, raw, gzipped] of rows) {
  console.log(`${kind.padEnd(13)} ${kb(gzipped).padStart(9)} ${kb(raw).padStart(10)}  ${file}`);
}
console.log(`\ninitial JS (gzip -9): ${kb(initialTotal)} in ${initial.length} files`);
console.log(`Leaflet in the initial JS: ${leafletInInitial ? 'YES (defect)' : 'no'}`);
if (process.argv.includes('--check') && leafletInInitial) process.exit(1);
