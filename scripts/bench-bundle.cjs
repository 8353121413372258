#!/usr/bin/env node
// npm run bench -- --bundle (or node scripts/bench-bundle.cjs): builds (unless --no-build or
// --check) and prints gzip -9 sizes of each route's first load: index.html's JS and CSS plus the
// route's own chunks (both from dist/bundle-manifest.json, written by webpack.config.js).
// --check enforces the budgets below and exits 1 when one is exceeded, when a script or
// stylesheet lacks the build's brotli and gzip copies, or when the app's stylesheet does not start
// with its base styles (npm test runs it).
// --json prints the numbers as JSON instead of the table.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

/** docs/performance.md explains each; gzip -9 kilobytes (1024 bytes). */
const BUDGETS = {
  // First-load JS of `/`: index.html's JS + the home route's chunks; issue 10's budget. 139.0 KB
  // after the declarative router (-15.8 KB against the data router) and the app's own translator
  // (-16.3 KB against i18next + react-i18next); react-dom alone is ~62 of it. 140.5 since issue 30
  // and 33 (140.1 KB): hooks that also render on the server (head collector, server snapshots) and
  // errors as values; the web-font code left the first load (-0.2 KB) to pay for part of it.
  // 141.6 with issue 30's published pages (141.5 KB): hydrating the HTML from its embedded state,
  // each language at its own address, the home page's WebSite JSON-LD (the revalidation after
  // hydration is a chunk of its own). 141.3 once the hand-made first paint went (141.2 KB): the
  // API layer's hand-off from the head's early call left main.js. 141.7 after issue 33 split the
  // long screen functions into named hooks and components (141.6 KB): the header, the hero, the
  // carousel and the pager in home's first load gained 0.4 KB of component boundaries. The check
  // caught it on CI; the split was worth keeping, and this line says what it cost. 141.8 with
  // issue 35's offline worker (141.7 KB): its registration is a chunk of its own, after the load
  // event; what stays in the first load is the call that asks for it (96 B) and the runtime's
  // entry naming that chunk (33 B). 142.0 with issue 31's start-up in short tasks (141.9 KB): the
  // boot awaits the state library, the API, its endpoints and the store one task each (each named by
  // the exports it keeps: a whole namespace cost 1.3 KB), and the hydration flag with useTakenOver
  // stops React redrawing the hydrated page in one long task. 142.6 with HydrateWhenNear (142.5 KB):
  // home's sections below the first screen and every page's footer are hydrated as the visitor nears
  // them; on home that took ~1.2 s of script off the calibrated phone's load (3.5 -> 2.3 s at 12x).
  // Its gate opening on a click with no touch nor focus (assistive technology) put / 1 byte over 142.5.
  // 143.5 with the composed counts, prices, dates, hours and initials (143.4 KB, +0.8): lib/format and
  // the avatar write the common forms without building an Intl formatter or Segmenter, whose first
  // use starts ICU (13-17 ms here, a 130-200 ms task on the calibrated phone) on every data screen.
  // 143.7 with V8's compile hint atop each script (143.6 KB, +0.2: 29 bytes in each of home's six
  // files): their functions compile as they stream in, off the main thread, where a 1x trace of a
  // partner spent 80-150 ms compiling them one by one after the first paint (12-40 ms with it).
  // 143.8 with the translator writing <html lang dir> only when they change (143.7 KB and 3 bytes,
  // +30 bytes): the write of the values a published page already holds restyled the whole document
  // at boot, 268 elements on home and 478 on a partner's page (docs/performance.md, eighth sitting).
  // Still 143.8 with the taps before the app listened tapped again (lib/earlyTaps): 147 248 bytes of
  // the 147 251 allowed; one place takes them for both ways of starting React, to fit.
  // 144.0 with a screen's calls started before the first render of an address with a query
  // (147 356 bytes, +108): /search?q= was drawn, restyled and painted twice, skeletons then
  // results; drawn once, its long tasks after the paint were 883 -> 544 ms on the calibrated phone.
  // 144.1 with each screen's route data declared beside it (147 499 bytes, +96 over the last step's
  // 147 403): home's chunk holds its ten calls (+139), which the publish once found by rendering
  // until no query ran; what starts route data in the browser is a chunk of its own (route-data),
  // asked for only by an address with a query, and its entry in the runtime is +24.
  homeFirstLoadJs: 144.1,
  routeChunkJs: 30, // each route's own JS on top of index.html's
  initialCss: 20, // CSS of a route's first load (index.html's + the route's)
};

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');
const args = process.argv.slice(2);
const check = args.includes('--check');
// BUDGET_SCALE=0.5 halves every budget: proves the check fails (see docs/performance.md).
const scale = Number(process.env.BUDGET_SCALE || 1);

if (!args.includes('--no-build') && !check) {
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
const kb = (bytes) => bytes / 1024;
const show = (bytes) => `${kb(bytes).toFixed(1)} KB`;
const sizes = new Map();
/**
 * The build's own compressed copy (webpack.config.js writes X.br and X.gz beside each script and
 * stylesheet; `npm run serve` sends them): its size, or null when it is missing or does not
 * decompress to the file itself.
 */
function builtCopy(file, buffer, extension, decompress) {
  const copy = path.join(dist, `${file}.${extension}`);
  if (!fs.existsSync(copy)) return null;
  const bytes = fs.readFileSync(copy);
  return decompress(bytes).equals(buffer) ? bytes.length : null;
}
function sizeOf(file) {
  if (!sizes.has(file)) {
    const buffer = fs.readFileSync(path.join(dist, file));
    sizes.set(file, {
      raw: buffer.length,
      gz: zlib.gzipSync(buffer, { level: 9 }).length,
      br: builtCopy(file, buffer, 'br', zlib.brotliDecompressSync),
      builtGz: builtCopy(file, buffer, 'gz', zlib.gunzipSync),
      leaflet: containsLeaflet(buffer.toString()),
    });
  }
  return sizes.get(file);
}
const total = (files, key) => files.reduce((sum, file) => sum + sizeOf(file)[key], 0);

const manifestFile = path.join(dist, 'bundle-manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('dist/bundle-manifest.json is missing: build with the current webpack.config.js');
  process.exit(1);
}
const { initial = [], ...manifest } = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
// What index.html starts the app with (its head script inserts these files; webpack lists them).
const initialJs = initial.filter((file) => file.endsWith('.js'));
const initialCss = initial.filter((file) => file.endsWith('.css'));
if (initialJs.length === 0) {
  console.error("dist/bundle-manifest.json names no initial JS: build with the current webpack.config.js");
  process.exit(1);
}

const rows = [];
for (const [name, files] of Object.entries(manifest)) {
  if (!name.startsWith('route:')) continue;
  const ownJs = files.filter((file) => file.endsWith('.js') && !initialJs.includes(file));
  const ownCss = files.filter((file) => file.endsWith('.css') && !initialCss.includes(file));
  const firstJs = [...initialJs, ...ownJs];
  const firstCss = [...initialCss, ...ownCss];
  rows.push({
    route: name.slice('route:'.length),
    firstLoadJsGz: total(firstJs, 'gz'),
    routeJsGz: total(ownJs, 'gz'),
    cssGz: total(firstCss, 'gz'),
    cssRaw: total(firstCss, 'raw'),
    leaflet: firstJs.some((file) => sizeOf(file).leaflet),
  });
}
const lazy = Object.entries(manifest)
  .filter(([name]) => !name.startsWith('route:'))
  .map(([name, files]) => ({ name, gz: total(files.filter((f) => f.endsWith('.js')), 'gz') }));

const failures = [];
const limit = (budget) => budget * 1024 * scale;
for (const row of rows) {
  if (row.route === 'home' && row.firstLoadJsGz > limit(BUDGETS.homeFirstLoadJs))
    failures.push(`first-load JS of / is ${show(row.firstLoadJsGz)}, budget ${BUDGETS.homeFirstLoadJs * scale} KB`);
  if (row.routeJsGz > limit(BUDGETS.routeChunkJs))
    failures.push(`route ${row.route}: its own JS is ${show(row.routeJsGz)}, budget ${BUDGETS.routeChunkJs * scale} KB`);
  if (row.cssGz > limit(BUDGETS.initialCss))
    failures.push(`route ${row.route}: first-load CSS is ${show(row.cssGz)}, budget ${BUDGETS.initialCss * scale} KB`);
  if (row.leaflet) failures.push(`route ${row.route}: Leaflet is in its first load`);
}
if (initialJs.some((file) => sizeOf(file).leaflet)) failures.push("Leaflet is in index.html's JS");
const everyFile = [...new Set([...initial, ...Object.values(manifest).flat()])].filter((file) => /\.(js|css)$/.test(file));
for (const file of everyFile) {
  if (sizeOf(file).br === null) failures.push(`${file} has no brotli copy from the build (${file}.br) that decompresses to it`);
  if (sizeOf(file).builtGz === null) failures.push(`${file} has no gzip copy from the build (${file}.gz) that decompresses to it`);
}

// The app's stylesheet starts with its base styles (src/styles: tokens, reset, primitives such as
// .input): a component's class comes later at equal specificity and so overrides a primitive. The
// order follows the imports webpack meets first; when main.tsx imported the base styles, the
// components its eager imports bring came ahead of them, and .input's padding won over the header
// search's own. Read from the stylesheet's source map.
for (const file of initialCss) {
  const mapFile = path.join(dist, `${file}.map`);
  if (!fs.existsSync(mapFile)) {
    failures.push(`${file} has no source map (${file}.map) to check its order by`);
    continue;
  }
  const sources = JSON.parse(fs.readFileSync(mapFile, 'utf8')).sources.map((source) => source.replace(/^webpack:\/\/[^/]*\//, ''));
  const lastBase = sources.findLastIndex((source) => source.includes('src/styles/'));
  const firstOther = sources.findIndex((source) => !source.includes('src/styles/'));
  if (lastBase > firstOther && firstOther !== -1)
    failures.push(`${file}: ${sources[firstOther]} comes before the base styles (${sources[lastBase]}), which then override it`);
}

const result = {
  initialJsGz: total(initialJs, 'gz'),
  // What the browser downloads from `npm run serve` (the build's brotli 11 copies).
  initialJsBr: total(initialJs, 'br'),
  homeFirstLoadJsBr: (() => {
    const home = manifest['route:home'] ?? [];
    return total([...initialJs, ...home.filter((file) => file.endsWith('.js') && !initialJs.includes(file))], 'br');
  })(),
  initialCssGz: total(initialCss, 'gz'),
  routes: rows,
  lazy,
  budgets: BUDGETS,
  failures,
};
if (args.includes('--json')) {
  console.log(JSON.stringify(result, null, 2));
} else {
  console.log(`index.html loads ${show(result.initialJsGz)} JS (${initialJs.length} files) and ${show(result.initialCssGz)} CSS, gzip -9`);
  console.log(`as sent (the build's brotli 11): index.html's JS ${show(result.initialJsBr)}, first load of / ${show(result.homeFirstLoadJsBr)}`);
  console.log('route        first-load JS   route JS   first-load CSS (raw)   Leaflet');
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(12)} ${show(row.firstLoadJsGz).padStart(13)} ${show(row.routeJsGz).padStart(10)}   ${`${show(row.cssGz)} (${show(row.cssRaw)})`.padStart(20)}   ${row.leaflet ? 'YES' : 'no'}`,
    );
  }
  for (const chunk of lazy) console.log(`lazy ${chunk.name.padEnd(10)} ${show(chunk.gz)}`);
  console.log(
    `budgets: / first-load JS <= ${BUDGETS.homeFirstLoadJs} KB, route JS <= ${BUDGETS.routeChunkJs} KB, first-load CSS <= ${BUDGETS.initialCss} KB, no Leaflet`,
  );
}
if (check) {
  for (const failure of failures) console.error(`bundle check: ${failure}`);
  if (failures.length) process.exit(1);
  console.log('bundle budgets: all met');
}
