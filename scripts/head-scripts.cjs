// The pages' inline head scripts, built from the app's own self-contained modules (src/lib) so the
// first paint and the app never disagree: webpack.config.js puts them in public/index.html and
// public/page.html, and scripts/security-headers.cjs names their hashes in the CSP.
const fs = require('node:fs');
const path = require('node:path');
const swc = require('@swc/core');

const root = path.resolve(__dirname, '..');

/** The head modules (self-contained src/lib files) as ES5 in one scope, their exports plain declarations. */
function headModules(files) {
  const declared = new Set();
  return files
    .map((file) => {
      const { code } = swc.transformSync(fs.readFileSync(path.resolve(root, file), 'utf8'), {
        jsc: { parser: { syntax: 'typescript' }, target: 'es5' },
        module: { type: 'es6' },
      });
      // One scope for every file: a name declared twice would silently be the last file's. (A
      // top-level statement starts its line, or follows its doc comment's end.)
      for (const [, name] of code.matchAll(/(?:^|\*\/ )(?:export )?(?:var|function) (\w+)/gm)) {
        if (declared.has(name)) throw new Error(`head script: ${name} is declared in ${file} and an earlier file`);
        declared.add(name);
      }
      return code.replace(/\bexport (?=var |function )/g, '');
    })
    .join('\n');
}

/**
 * A head script: the head modules' code (each self-contained, no imports) and `body`, which calls
 * their functions, in one function scope, minified together, so that only what `body` uses is kept
 * (no module wrappers, no exports: the published pages' script was ~40% unused code, issue 31).
 */
function headProgram(files, body) {
  const { code } = swc.minifySync(`(function(){${headModules(files)}\n${body}})();`, {
    compress: { unused: true, passes: 2 },
    mangle: true,
  });
  return code;
}

/**
 * The client-only app's head script (public/index.html), from the app's own functions so the first paint
 * and the app never disagree: the language (src/lib/detectLanguage.ts) sets <html lang dir> and
 * names its web app manifest (at the language's address, src/lib/languagePath.ts), and
 * the web font (src/lib/webFont.ts) is used from the first paint when an earlier visit cached it.
 */
function headScript() {
  return headProgram(
    ['src/lib/detectLanguage.ts', 'src/lib/languagePath.ts', 'src/lib/webFont.ts'],
    [
      `var l=detectLanguage();document.documentElement.lang=l;document.documentElement.dir=l==='ar'?'rtl':'ltr';`,
      // The web app manifest in the visitor's language (dist/ar/manifest.webmanifest for Arabic, scripts/language-files.cjs).
      `if(l==='ar'){var m=document.querySelector('link[rel=manifest]');if(m)m.setAttribute('href',pathInLanguage('/manifest.webmanifest','ar'))}`,
      `applyCachedWebFont();`,
    ].join(''),
  );
}

/**
 * The published pages' head script (public/page.html, filled by scripts/publish.cjs): a bare
 * (English) address whose visitor chose Arabic goes to the page's /ar address before anything
 * paints; otherwise the web font when an earlier visit cached it, and the taps on the page's plain
 * buttons recorded from here, for the app to tap again once it listens (src/lib/earlyTaps.ts: on the
 * document, so it hears the body's buttons as they are parsed). One text for every page, so the CSP
 * names one hash.
 */
function publishedHeadScript() {
  return headProgram(
    ['src/lib/detectLanguage.ts', 'src/lib/languagePath.ts', 'src/lib/webFont.ts', 'src/lib/earlyTaps.ts'],
    [
      `var p=location.pathname;`,
      `if(languageOfPath(p)!=='ar'&&detectLanguage()==='ar'){location.replace(pathInLanguage(p,'ar')+location.search+location.hash);return}`,
      `applyCachedWebFont();recordEarlyTaps();`,
    ].join(''),
  );
}

module.exports = { headProgram, headScript, publishedHeadScript };
