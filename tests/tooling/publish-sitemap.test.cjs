// Sitemaps and robots.txt of the published site (issue 30): a sitemap index, child sitemaps of at
// most N URLs, every page in both languages with hreflang alternates, every URL escaped.
// The XML is read back with a strict, namespace-aware parser: jsdom's DOMParser (jsdom comes with
// jest-environment-jsdom), which answers a <parsererror> document for XML that is not well formed.
const { JSDOM } = require('jsdom');
const { buildSitemaps, robotsTxt, escapeXml } = require('../../scripts/publish/sitemap.cjs');

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const { DOMParser } = new JSDOM('').window;

function parse(xml) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.documentElement.localName === 'parsererror') throw new Error(`not well-formed XML: ${doc.documentElement.textContent}\n${xml}`);
  return doc;
}

const children = (element, name, ns = SITEMAP_NS) => [...element.childNodes].filter((n) => n.nodeType === 1 && n.localName === name && n.namespaceURI === ns);
const text = (element, name) => children(element, name).map((n) => n.textContent);

/** Every <url> of a child sitemap: its loc, lastmod and alternates by hreflang. */
function urlsOf(xml) {
  const doc = parse(xml);
  expect(doc.documentElement.localName).toBe('urlset');
  expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
  return children(doc.documentElement, 'url').map((url) => ({
    loc: text(url, 'loc')[0],
    lastmod: text(url, 'lastmod')[0],
    alternates: Object.fromEntries(children(url, 'link', XHTML_NS).map((link) => {
      expect(link.getAttribute('rel')).toBe('alternate');
      return [link.getAttribute('hreflang'), link.getAttribute('href')];
    })),
  }));
}

const site = 'https://dalil.example';

describe('buildSitemaps', () => {
  it('writes an index that points at the child sitemaps, in the sitemaps.org namespace', () => {
    const files = buildSitemaps({ site, pages: ['/', '/partners', '/partners/1'], lastmod: '2026-11-26' });
    expect(files.map((f) => f.file)).toEqual(['sitemap.xml', 'sitemaps/sitemap-1.xml']);
    const index = parse(files[0].xml).documentElement;
    expect(index.localName).toBe('sitemapindex');
    expect(index.namespaceURI).toBe(SITEMAP_NS);
    const entries = children(index, 'sitemap');
    expect(entries.map((e) => text(e, 'loc')[0])).toEqual([`${site}/sitemaps/sitemap-1.xml`]);
    expect(entries.map((e) => text(e, 'lastmod')[0])).toEqual(['2026-11-26']);
    expect(files[0].xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('lists every page in both languages, each naming en, ar and x-default (the English URL)', () => {
    const [, child] = buildSitemaps({ site: `${site}/`, pages: ['/', '/offers/7'] });
    const urls = urlsOf(child.xml);
    expect(urls.map((u) => u.loc)).toEqual([`${site}/`, `${site}/ar/`, `${site}/offers/7`, `${site}/ar/offers/7`]);
    expect(urls[0].alternates).toEqual({ en: `${site}/`, ar: `${site}/ar/`, 'x-default': `${site}/` });
    expect(urls[1].alternates).toEqual(urls[0].alternates);
    expect(urls[3].alternates).toEqual({ en: `${site}/offers/7`, ar: `${site}/ar/offers/7`, 'x-default': `${site}/offers/7` });
    expect(urls[0].lastmod).toBeUndefined();
    expect(child.xml).toContain(`xmlns:xhtml="${XHTML_NS}"`);
  });

  it('splits at maxUrlsPerFile: 7 pages are 14 URLs, 4 files of at most 4', () => {
    const pages = Array.from({ length: 7 }, (_, i) => `/partners/${i + 1}`);
    const files = buildSitemaps({ site, pages, maxUrlsPerFile: 4 });
    expect(files.map((f) => f.file)).toEqual(['sitemap.xml', 'sitemaps/sitemap-1.xml', 'sitemaps/sitemap-2.xml', 'sitemaps/sitemap-3.xml', 'sitemaps/sitemap-4.xml']);
    const perFile = files.slice(1).map((f) => urlsOf(f.xml));
    expect(perFile.map((urls) => urls.length)).toEqual([4, 4, 4, 2]);
    const locs = perFile.flat().map((u) => u.loc);
    expect(new Set(locs).size).toBe(14);
    for (const page of pages) expect(locs).toEqual(expect.arrayContaining([`${site}${page}`, `${site}/ar${page}`]));
    expect(children(parse(files[0].xml).documentElement, 'sitemap')).toHaveLength(4);
  });

  it('keeps to 50 000 URLs per file by default', () => {
    const pages = Array.from({ length: 25_001 }, (_, i) => `/products/${i + 1}`);
    const files = buildSitemaps({ site, pages });
    expect(files).toHaveLength(3);
    expect(files[1].xml.match(/<url>/g)).toHaveLength(50_000);
    expect(files[2].xml.match(/<url>/g)).toHaveLength(2);
    expect(() => buildSitemaps({ site, pages, maxUrlsPerFile: 50_001 })).toThrow(RangeError);
  });

  it('escapes & < > " and \' in every URL, and the parser reads the original back', () => {
    const odd = `/search?q=a&b<c>"d"'e'`;
    const [index, child] = buildSitemaps({ site: 'https://x.example/a&b', pages: [odd] });
    const urls = urlsOf(child.xml);
    expect(urls[0].loc).toBe(`https://x.example/a&b${odd}`);
    expect(urls[1].alternates.ar).toBe(`https://x.example/a&b/ar${odd}`);
    expect(child.xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(child.xml).toContain('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    expect(text(parse(index.xml).documentElement.firstElementChild, 'loc')[0]).toBe('https://x.example/a&b/sitemaps/sitemap-1.xml');
  });

  it('takes lastmod per page, as a function, and drops duplicate pages', () => {
    const lastmod = (path) => (path === '/partners/1' ? new Date('2026-11-20T10:00:00Z') : undefined);
    const [index, child] = buildSitemaps({ site, pages: ['/partners/1', '/partners/2', '/partners/1'], lastmod });
    const urls = urlsOf(child.xml);
    expect(urls.map((u) => [u.loc, u.lastmod])).toEqual([
      [`${site}/partners/1`, '2026-11-20T10:00:00.000Z'], [`${site}/ar/partners/1`, '2026-11-20T10:00:00.000Z'],
      [`${site}/partners/2`, undefined], [`${site}/ar/partners/2`, undefined],
    ]);
    expect(index.xml).not.toContain('<lastmod>');
  });

  it('refuses Arabic paths, relative paths and a site that is not an origin', () => {
    expect(() => buildSitemaps({ site, pages: ['/ar/partners/1'] })).toThrow(/bare English/);
    expect(() => buildSitemaps({ site, pages: ['/ar'] })).toThrow(/bare English/);
    expect(() => buildSitemaps({ site, pages: ['partners'] })).toThrow(/starts with/);
    expect(() => buildSitemaps({ site: 'dalil.example', pages: ['/'] })).toThrow(/origin/);
    // '/arabic-coffee' is an English page that merely starts with the letters "ar".
    expect(urlsOf(buildSitemaps({ site, pages: ['/arabic-coffee'] })[1].xml)[1].loc).toBe(`${site}/ar/arabic-coffee`);
  });
});

describe('robotsTxt', () => {
  it('allows everything and names the sitemap index', () => {
    const lines = robotsTxt({ site: `${site}/` }).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', `Sitemap: ${site}/sitemap.xml`]));
    expect(lines.indexOf('User-agent: *')).toBeLessThan(lines.indexOf('Allow: /'));
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials and nothing else', () => {
    expect(escapeXml(`&<>"' دليل`)).toBe('&amp;&lt;&gt;&quot;&apos; دليل');
  });
});
