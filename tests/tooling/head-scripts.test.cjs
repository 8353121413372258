// The pages' inline head scripts (scripts/head-scripts.cjs): built from the app's own modules, they
// run before the first paint on every page, so they carry only what they call. Run here in a sandbox
// of the few browser objects they touch; the journeys run them in Chromium (published.spec.ts).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const vm = require('node:vm');
const { headProgram, headScript, publishedHeadScript } = require('../../scripts/head-scripts.cjs');

/** A page's globals as the head script sees them, and what it did to them. */
function browser({ pathname = '/', search = '', hash = '', stored = {}, languages = ['en-GB'] } = {}) {
  const did = { replaced: null, classes: [], attributes: {}, listeners: [] };
  const manifest = { setAttribute: (name, value) => (did.attributes[name] = value) };
  const documentElement = { lang: '', dir: '', classList: { add: (name) => did.classes.push(name) } };
  const document = {
    documentElement,
    querySelector: (selector) => (selector === 'link[rel=manifest]' ? manifest : null),
    addEventListener: (type, listener, capture) => did.listeners.push({ type, listener, capture }),
    removeEventListener: (type, listener) => (did.listeners = did.listeners.filter((each) => each.listener !== listener)),
  };
  const location = { pathname, search, hash, replace: (href) => (did.replaced = href) };
  const window = {
    location,
    localStorage: { getItem: (key) => stored[key] ?? null },
    navigator: { languages, language: languages[0] },
  };
  const context = vm.createContext({ window, document, location });
  window.document = document;
  return { context, window, document, did };
}

const run = (script, page) => vm.runInContext(script, page.context);

describe("the published pages' head script", () => {
  const script = publishedHeadScript();

  it('carries only the code it calls: no module wrappers, none of the app-side tap functions', () => {
    // The earlier build inlined each module whole (2 110 bytes): its exports' getters and the
    // takeEarlyTaps and replayTaps the app alone calls. (~920 bytes with the address rule of
    // src/lib/languagePath.ts, which it calls rather than copies.)
    expect(script).not.toMatch(/defineProperty|exports|isConnected|indexOf\([a-z]\)===/);
    expect(script.length).toBeLessThan(950);
  });

  it('sends a bare address to its /ar address, query and fragment kept, when the visitor chose Arabic', () => {
    const page = browser({ pathname: '/partners', search: '?page=2', hash: '#top', stored: { 'dalil.language': 'ar' } });
    run(script, page);
    expect(page.did.replaced).toBe('/ar/partners?page=2#top');
    // Nothing else: that page is left at once.
    expect(page.did.listeners).toEqual([]);
    expect(page.did.classes).toEqual([]);
  });

  it("sends / to /ar/ for a browser that prefers Arabic, and leaves an /ar address where it is", () => {
    const home = browser({ pathname: '/', languages: ['ar-OM'] });
    run(script, home);
    expect(home.did.replaced).toBe('/ar/');
    const arabic = browser({ pathname: '/ar/offers', stored: { 'dalil.language': 'ar' } });
    run(script, arabic);
    expect(arabic.did.replaced).toBeNull();
    const arabicHome = browser({ pathname: '/ar', stored: { 'dalil.language': 'ar' } });
    run(script, arabicHome);
    expect(arabicHome.did.replaced).toBeNull();
  });

  it('takes an English page whose path merely starts with the letters for a bare address (src/lib/languagePath.ts)', () => {
    const page = browser({ pathname: '/archive', stored: { 'dalil.language': 'ar' } });
    run(script, page);
    expect(page.did.replaced).toBe('/ar/archive');
  });

  it('uses the web font when an earlier visit cached it, and records taps on plain buttons until the app takes them', () => {
    const page = browser({ pathname: '/offers', stored: { 'dalil.webFont': 'cached' } });
    run(script, page);
    expect(page.did.replaced).toBeNull();
    expect(page.did.classes).toEqual(['web-font']);
    const [{ type, listener, capture }] = page.did.listeners;
    expect([type, capture]).toEqual(['click', true]);
    const button = { id: 'more' };
    listener({ target: { closest: (selector) => (selector === 'button[type="button"]' ? button : null) } });
    listener({ target: { closest: () => null } });
    expect(page.window.__dalilEarlyTaps).toEqual([button]);
    // Taken by the app (src/lib/earlyTaps.ts takeEarlyTaps): the recorder stops at the next tap.
    page.window.__dalilEarlyTaps = null;
    listener({ target: { closest: () => button } });
    expect(page.did.listeners).toEqual([]);
  });

  it('leaves the font alone when no visit cached it', () => {
    const page = browser({ pathname: '/offers' });
    run(script, page);
    expect(page.did.classes).toEqual([]);
  });
});

describe("the plain app's head script", () => {
  it("sets the page's language, direction and manifest from the visitor's choice", () => {
    const arabic = browser({ stored: { 'dalil.language': 'ar', 'dalil.webFont': 'cached' } });
    run(headScript(), arabic);
    expect([arabic.document.documentElement.lang, arabic.document.documentElement.dir]).toEqual(['ar', 'rtl']);
    expect(arabic.did.attributes.href).toBe('/ar/manifest.webmanifest');
    expect(arabic.did.classes).toEqual(['web-font']);
    const english = browser();
    run(headScript(), english);
    expect([english.document.documentElement.lang, english.document.documentElement.dir]).toEqual(['en', 'ltr']);
    expect(english.did.attributes).toEqual({});
  });
});

describe('a head program', () => {
  it('refuses two files that declare the same name: in one scope the second would silently win', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'head-'));
    const write = (name, text) => {
      fs.writeFileSync(path.join(dir, name), text);
      return path.join(dir, name);
    };
    const first = write('a.ts', "/** A key. */\nexport const KEY = 'a';\nexport function read(): string { return KEY; }\n");
    const second = write('b.ts', "const KEY = 'b';\nexport function other(): string { return KEY; }\n");
    expect(() => headProgram([first, second], 'read();other();')).toThrow(/KEY is declared in .*b\.ts/);
    fs.rmSync(dir, { recursive: true });
  });
});
