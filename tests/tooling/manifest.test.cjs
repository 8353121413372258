// The web app manifests (issue 35): one per language, filled at build time from the template
// public/manifest.webmanifest and the catalogues (scripts/language-files.cjs), each installable as
// Chromium's installability check reads it, and every page's head names its own language's.
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { pageDocument } = require('../../scripts/publish/page-document.cjs');
const { languageFiles } = require('../../scripts/language-files.cjs');
const { headScript } = require('../../scripts/head-scripts.cjs');

const root = path.resolve(__dirname, '..', '..');
const { outputs } = languageFiles();
const built = (file) => JSON.parse(outputs.find((output) => output.file === file).content);
const manifests = { en: built('manifest.webmanifest'), ar: built('ar/manifest.webmanifest') };
const catalogue = (language, namespace) => JSON.parse(fs.readFileSync(path.join(root, 'src', 'locales', language, `${namespace}.json`), 'utf8'));

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file) {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The colour a CSS custom property of src/styles/tokens.css is set to. */
function token(name) {
  const css = fs.readFileSync(path.join(root, 'src', 'styles', 'tokens.css'), 'utf8');
  return new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)[1].toLowerCase();
}

describe.each(Object.entries(manifests))('the %s manifest', (language, manifest) => {
  const prefix = language === 'ar' ? '/ar/' : '/';

  test('says its language and direction, and starts and stays in that language', () => {
    expect(manifest.lang).toBe(language);
    expect(manifest.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect(manifest.start_url).toBe(prefix);
    expect(manifest.scope).toBe(prefix);
    expect(manifest.id).toBe(prefix);
  });

  test('names and describes the app with its catalogue’s words', () => {
    expect(manifest.name).toBe(catalogue(language, 'offline').manifest.name);
    expect(manifest.short_name).toBe(catalogue(language, 'common').brand.name);
    expect(manifest.description).toBe(catalogue(language, 'offline').manifest.description);
  });

  test('names the app in its language, short enough for a launcher', () => {
    expect(manifest.short_name).toBe(language === 'ar' ? 'دليل' : 'Dalil');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.name).toContain(manifest.short_name);
    if (language === 'ar') expect(manifest.name).toMatch(/[\u0600-\u06ff]/);
  });

  test('opens standalone in the brand colour over the page grey', () => {
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toBe(token('--color-brand'));
    expect(manifest.background_color).toBe(token('--color-surface-alt'));
  });

  test('has PNG icons of 192 and 512 px and a maskable one, each the size it says', () => {
    const sizes = (purpose) => manifest.icons.filter((icon) => icon.purpose.split(' ').includes(purpose)).map((icon) => icon.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable').length).toBeGreaterThan(0);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(path.join(root, 'public', icon.src))).toEqual({ width, height });
    }
  });
});

test('the two manifests are the same app but for their words and language', () => {
  const { name, short_name: shortName, description, lang, dir, start_url: start, scope, id, ...rest } = manifests.ar;
  const en = { ...manifests.en };
  for (const key of ['name', 'short_name', 'description', 'lang', 'dir', 'start_url', 'scope', 'id']) delete en[key];
  expect(rest).toEqual(en);
  expect([name, shortName, description, lang, dir, start, scope, id].every(Boolean)).toBe(true);
});

test.each([
  ['en', '/manifest.webmanifest'],
  ['ar', '/ar/manifest.webmanifest'],
])('a published %s page links its language’s manifest', (language, href) => {
  const template = fs.readFileSync(path.join(root, 'public', 'page.html'), 'utf8');
  const html = pageDocument({
    template,
    features: {},
    site: 'https://dalil.example',
    barePath: '/partners/1',
    rendered: { language, head: { title: 'A', tags: [] }, feature: 'partners', state: { api: {} }, renderedAt: 0, html: '' },
    descriptions: { en: 'About', ar: 'عن' },
  });
  expect(html).toContain(`<link rel="manifest" href="${href}" />`);
});

test('the plain app links the English manifest, which its head script turns Arabic for an Arabic visitor', () => {
  const index = fs.readFileSync(path.join(root, 'public', 'index.html'), 'utf8');
  expect(index).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  expect(index.indexOf('rel="manifest"')).toBeLessThan(index.indexOf('<%= headScript %>'));
  // The script as built (scripts/head-scripts.cjs), run for an Arabic visitor: it names the Arabic
  // manifest the build writes. head-scripts.test.cjs runs it for both languages.
  const set = {};
  const manifest = { setAttribute: (name, value) => (set[name] = value) };
  const window = {
    location: { pathname: '/' },
    localStorage: { getItem: (key) => (key === 'dalil.language' ? 'ar' : null) },
    navigator: { languages: ['en-GB'] },
  };
  const document = { documentElement: { classList: { add: () => undefined } }, querySelector: (selector) => (selector === 'link[rel=manifest]' ? manifest : null) };
  vm.runInContext(headScript(), vm.createContext({ window, document, location: window.location }));
  expect(set.href).toBe('/ar/manifest.webmanifest');
  expect(outputs.map((output) => `/${output.file}`)).toContain(set.href);
});

// The tab's icon is a PNG: Chromium draws an SVG favicon in the page's own renderer, as an isolated
// SVG document on the main thread (10-86 ms at 1x here for the mark's one letter, after the first
// paint; ~12x that on the calibrated phone, docs/performance.md), while a PNG decodes in ~1 ms.
test.each([
  ['the plain app', 'public/index.html'],
  ['a published page', 'public/page.html'],
  ['the offline page', 'public/offline.html'],
  ["the bench's floor", 'scripts/bench-floor/page.html'],
])('%s names a PNG tab icon of the size it says, and no SVG one', (_name, file) => {
  const html = fs.readFileSync(path.join(root, file), 'utf8');
  const icons = [...html.matchAll(/<link rel="icon"([^>]*)>/g)].map(([, attributes]) => Object.fromEntries([...attributes.matchAll(/([a-z]+)="([^"]*)"/g)].map(([, key, value]) => [key, value])));
  expect(icons.length).toBeGreaterThan(0);
  for (const icon of icons) {
    expect(icon.type).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(path.join(root, 'public', icon.href))).toEqual({ width, height });
  }
});
