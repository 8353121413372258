// The files served per language that are not the app: Dalil's offline page and its web app
// manifest (issue 35, docs/offline.md). Each is ONE template in public/ whose words are marks,
// `<%= namespace.key %>`, filled at build time from the app's catalogues (src/locales/<language>/
// <namespace>.json), so a text lives in one place and both languages follow it. English is
// served at the root, Arabic under /ar/. A mark whose key a catalogue lacks fails the build (the
// app falls back to English for a missing Arabic text; these files would ship an Arabic page with
// an English or empty heading instead). tests/tooling/language-files.test.cjs checks them.
const fs = require('node:fs');
const path = require('node:path');
// The publish's own escaping, so the offline page and the published pages escape text alike.
const { escapeHtml } = require('./publish/page-document.cjs');
const { requireSrcLib } = require('./src-lib.cjs');

// Arabic is served where the app serves it (src/lib/languagePath.ts).
const { ARABIC_PREFIX } = requireSrcLib('src/lib/languagePath.ts');

const root = path.resolve(__dirname, '..');

/** The languages, where each is served and its direction. */
const LANGUAGES = {
  en: { prefix: '', dir: 'ltr' },
  ar: { prefix: ARABIC_PREFIX, dir: 'rtl' },
};

/** The templates (public/), each filled once per language into `<prefix>/<file>` of the build. */
const TEMPLATES = [
  { file: 'offline.html', escape: escapeHtml },
  { file: 'manifest.webmanifest', escape: escapeJson },
];

/** A text as it goes between the quotes of a JSON string. */
function escapeJson(text) {
  return JSON.stringify(text).slice(1, -1);
}

const MARK = /<%= ([\w.]+) %>/g;

/** The marks a template names, each once, in order. */
function marksOf(template) {
  return [...new Set([...template.matchAll(MARK)].map((match) => match[1]))];
}

/**
 * A reader of one language's catalogues: `read('offline.page.heading')` is the text at
 * `page.heading` of src/locales/<language>/offline.json. Throws on a missing or empty text.
 * Each file read is recorded in `files` (webpack watches them).
 */
function catalogueReader(language, localesDir = path.join(root, 'src', 'locales')) {
  const namespaces = new Map();
  const files = new Set();
  function read(key) {
    const [namespace, ...rest] = key.split('.');
    if (!namespaces.has(namespace)) {
      const file = path.join(localesDir, language, `${namespace}.json`);
      files.add(file);
      namespaces.set(namespace, fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);
    }
    const text = rest.reduce((node, part) => (node && typeof node === 'object' ? node[part] : undefined), namespaces.get(namespace));
    if (typeof text !== 'string' || text.trim() === '') throw new Error(`src/locales/${language}/${namespace}.json has no text at "${rest.join('.')}" (named by a template in public/)`);
    return text;
  }
  return { read, files };
}

/** `template` in `language`: `lang`, `dir` and `prefix` are the language's, any other mark a catalogue text. */
function fill(template, language, escape, read) {
  const own = { lang: language, dir: LANGUAGES[language].dir, prefix: LANGUAGES[language].prefix };
  return template.replace(MARK, (_mark, key) => (key in own ? own[key] : escape(read(key))));
}

/**
 * Every file of every template in every language: [{ file: 'ar/offline.html', content }], and the
 * files they were made from (the templates and the catalogues read). A manifest is checked to be
 * JSON; an HTML template's comments (notes for its editors) are left out.
 */
function languageFiles({ publicDir = path.join(root, 'public'), localesDir } = {}) {
  const outputs = [];
  const sources = new Set();
  for (const { file, escape } of TEMPLATES) {
    const templateFile = path.join(publicDir, file);
    sources.add(templateFile);
    const template = fs.readFileSync(templateFile, 'utf8');
    for (const language of Object.keys(LANGUAGES)) {
      const catalogue = catalogueReader(language, localesDir);
      let content = fill(template, language, escape, catalogue.read);
      if (file.endsWith('.html')) content = content.replace(/\n?[ \t]*<!--[\s\S]*?-->/g, '');
      else content = `${JSON.stringify(JSON.parse(content), null, 2)}\n`;
      for (const source of catalogue.files) sources.add(source);
      outputs.push({ file: path.posix.join(LANGUAGES[language].prefix.slice(1), file), language, content });
    }
  }
  return { outputs, sources: [...sources] };
}

/**
 * Emits languageFiles() into the build, early (before Workbox's InjectManifest lists the assets),
 * so the precache revision of each is its filled content's: a changed catalogue text is a new
 * revision, and visitors' workers fetch the new page. The templates and catalogues are watched.
 */
class LanguageFilesPlugin {
  constructor(options = {}) {
    this.options = options;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('LanguageFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'LanguageFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { outputs, sources } = languageFiles(this.options);
        for (const source of sources) compilation.fileDependencies.add(source);
        // Marked as minimized: the pages are small and a minimizer must not reflow their words.
        for (const { file, content } of outputs) compilation.emitAsset(file, new RawSource(content), { minimized: true });
      });
    });
  }
}

module.exports = { LANGUAGES, TEMPLATES, marksOf, catalogueReader, languageFiles, LanguageFilesPlugin };
