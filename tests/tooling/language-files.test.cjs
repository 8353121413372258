// The offline page and the web app manifests (issue 35) are one template each, filled per language
// from the app's catalogues at build time (scripts/language-files.cjs): every word they show is a
// catalogue's, each language's page says its language and direction and links its saved places,
// a missing text fails the build, and the service worker's precache revision follows the words.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { LANGUAGES, TEMPLATES, marksOf, catalogueReader, languageFiles, LanguageFilesPlugin } = require('../../scripts/language-files.cjs');

const root = path.resolve(__dirname, '..', '..');
const locales = path.join(root, 'src', 'locales');
const catalogue = (language, namespace) => JSON.parse(fs.readFileSync(path.join(locales, language, `${namespace}.json`), 'utf8'));
const built = (options) => Object.fromEntries(languageFiles(options).outputs.map(({ file, content }) => [file, content]));

/** The visible texts of an HTML document, in order: the title, then the body's text nodes. */
function textsOf(html) {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)[1];
  const body = /<body>([\s\S]*)<\/body>/.exec(html)[1];
  const decode = (text) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  const nodes = body.replace(/<!--[\s\S]*?-->/g, '').split(/<[^>]*>/).map((text) => text.trim()).filter(Boolean);
  return [title, ...nodes].map(decode);
}

/** A copy of src/locales in a temporary folder, with `change(language, namespace, json)` applied. */
function localesCopy(change = () => undefined) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-locales-'));
  for (const language of Object.keys(LANGUAGES)) {
    fs.mkdirSync(path.join(dir, language));
    for (const file of fs.readdirSync(path.join(locales, language)).filter((name) => name.endsWith('.json'))) {
      const namespace = file.replace(/\.json$/, '');
      const json = catalogue(language, namespace);
      change(language, namespace, json);
      fs.writeFileSync(path.join(dir, language, file), JSON.stringify(json));
    }
  }
  return dir;
}

describe.each(TEMPLATES.map(({ file }) => file))('the template public/%s', (file) => {
  const template = fs.readFileSync(path.join(root, 'public', file), 'utf8');

  test.each(Object.keys(LANGUAGES))('has every text it names in the %s catalogue', (language) => {
    const keys = marksOf(template).filter((key) => !['lang', 'dir', 'prefix'].includes(key));
    expect(keys.length).toBeGreaterThan(2);
    const { read } = catalogueReader(language);
    const missing = keys.filter((key) => {
      try {
        read(key);
        return false;
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });
});

test('a text missing from a catalogue fails the build, naming it', () => {
  const dir = localesCopy((language, namespace, json) => {
    if (language === 'ar' && namespace === 'offline') delete json.page.openSaved;
  });
  expect(() => languageFiles({ localesDir: dir })).toThrow('src/locales/ar/offline.json has no text at "page.openSaved"');
});

const pages = {
  en: { file: 'offline.html', prefix: '', dir: 'ltr' },
  ar: { file: 'ar/offline.html', prefix: '/ar', dir: 'rtl' },
};

describe.each(Object.entries(pages))('the %s offline page', (language, { file, prefix, dir }) => {
  const html = built()[file];
  const offline = catalogue(language, 'offline').page;
  const common = catalogue(language, 'common');

  test('shows the catalogue’s words and no others', () => {
    expect(textsOf(html)).toEqual([
      `${offline.heading} · ${common.brand.name}`,
      common.brand.name,
      offline.heading,
      offline.notYet,
      offline.stillOpen,
      offline.openSaved,
      common.nav.home,
    ]);
  });

  test('says its language and direction, and links its language’s manifest and home', () => {
    expect(html).toMatch(new RegExp(`<html lang="${language}" dir="${dir}">`));
    expect(html).toContain(`<link rel="manifest" href="${prefix}/manifest.webmanifest" />`);
    expect(html).toContain(`<a class="brand" href="${prefix}/">`);
  });

  test('links its language’s saved places with the catalogue’s words', () => {
    expect(html).toContain(`<a class="button button--primary" href="${prefix}/saved">${offline.openSaved}</a>`);
  });

  test('keeps the CSP strict: no inline script or style, its stylesheet a file of the site', () => {
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son\w+=/i);
    expect(html).toContain('<link rel="stylesheet" href="/offline.css" />');
    expect(fs.existsSync(path.join(root, 'public', 'offline.css'))).toBe(true);
  });
});

test('a catalogue text is escaped as the file needs it: HTML in the page, JSON in the manifest', () => {
  const dir = localesCopy((language, namespace, json) => {
    if (language === 'en' && namespace === 'offline') {
      json.page.heading = 'Offline <b>"now"</b> & then';
      json.manifest.name = 'Dalil "quoted" \\ name';
    }
  });
  const files = built({ localesDir: dir });
  expect(files['offline.html']).toContain('<h1>Offline &lt;b&gt;&quot;now&quot;&lt;/b&gt; &amp; then</h1>');
  expect(JSON.parse(files['manifest.webmanifest']).name).toBe('Dalil "quoted" \\ name');
});

describe('in a webpack build with Workbox’s InjectManifest', () => {
  const webpack = require('webpack');
  const { InjectManifest } = require('workbox-webpack-plugin');

  const CopyWebpackPlugin = require('copy-webpack-plugin');
  // The app's own wiring (webpack.config.js): its copy of public/, which must leave the templates
  // to the plugin, and the plugin itself.
  const appPlugins = require('../../webpack.config.js')({}, { mode: 'production' }).plugins;
  const appCopy = appPlugins.find((plugin) => plugin instanceof CopyWebpackPlugin);
  const appLanguageFiles = appPlugins.find((plugin) => plugin instanceof LanguageFilesPlugin);

  /** Builds an empty app with public/, the plugin and a worker; the built files and the precache revisions by URL. */
  function build(languageFilesPlugin) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-build-'));
    fs.writeFileSync(path.join(dir, 'main.js'), '');
    fs.writeFileSync(path.join(dir, 'sw.js'), 'self.precache = self.__WB_MANIFEST;\n');
    const compiler = webpack({
      mode: 'development',
      devtool: false,
      context: root,
      entry: { main: path.join(dir, 'main.js') },
      output: { path: path.join(dir, 'dist'), publicPath: '/' },
      plugins: [appCopy, languageFilesPlugin, new InjectManifest({ swSrc: path.join(dir, 'sw.js'), swDest: 'sw.js', maximumFileSizeToCacheInBytes: 8 * 1024 * 1024 })],
    });
    return new Promise((resolve, reject) => {
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
        const out = path.join(dir, 'dist');
        const worker = fs.readFileSync(path.join(out, 'sw.js'), 'utf8');
        const revisions = Object.fromEntries([...worker.matchAll(/["']?revision["']?:\s*["']([0-9a-f]+)["'],\s*["']?url["']?:\s*["']([^"']+)["']/g)].map((match) => [match[2], match[1]]));
        const read = (file) => fs.readFileSync(path.join(out, file), 'utf8');
        resolve({ read, revisions });
      });
    });
  }

  test('emits each language’s page and manifest as filled (not the templates), and a changed text changes only its file’s revision', async () => {
    expect(appLanguageFiles).toBeDefined();
    const first = await build(appLanguageFiles);
    for (const [file, content] of Object.entries(built())) expect(first.read(file)).toBe(content);
    expect(Object.keys(first.revisions)).toEqual(expect.arrayContaining(['/offline.html', '/ar/offline.html', '/manifest.webmanifest', '/ar/manifest.webmanifest']));

    const edited = localesCopy((language, namespace, json) => {
      if (language === 'ar' && namespace === 'offline') json.page.stillOpen = 'تبقى الصفحات التي فتحتها من قبل والمحفوظات متاحة دون اتصال.';
    });
    const second = await build(new LanguageFilesPlugin({ localesDir: edited }));
    expect(second.read('ar/offline.html')).not.toBe(first.read('ar/offline.html'));
    expect(second.revisions['/ar/offline.html']).not.toBe(first.revisions['/ar/offline.html']);
    expect(second.revisions['/offline.html']).toBe(first.revisions['/offline.html']);
    expect(second.revisions['/ar/manifest.webmanifest']).toBe(first.revisions['/ar/manifest.webmanifest']);
  });
});
