// One published page's HTML (scripts/publish/page-document.cjs): its addresses are the app's
// (src/lib/languagePath.ts), its inline JSON escaped as the app escapes it (src/lib/scriptJson.ts).
const fs = require('node:fs');
const path = require('node:path');
const { pageDocument } = require('../../scripts/publish/page-document.cjs');

const root = path.resolve(__dirname, '..', '..');
const template = fs.readFileSync(path.join(root, 'public', 'page.html'), 'utf8');
const site = 'https://dalil.example';

function page(language, barePath, { tags = [], api = {} } = {}) {
  return pageDocument({
    template,
    features: { partners: ['/assets/partners.js'] },
    site,
    barePath,
    rendered: { language, head: { title: 'A', tags }, feature: 'partners', state: { api }, renderedAt: 0, html: '' },
    descriptions: { en: 'About', ar: 'عن' },
  });
}

const links = (html) => [...html.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)"/g)].map(([, rel, lang, href]) => [rel, lang ?? null, href]);

describe('a published page', () => {
  it.each([
    ['en', '/partners/1', `${site}/partners/1`],
    ['ar', '/partners/1', `${site}/ar/partners/1`],
    ['ar', '/', `${site}/ar/`],
  ])('in %s at %s is canonical at %s and names both languages and x-default', (language, barePath, canonical) => {
    const english = `${site}${barePath}`;
    const arabic = `${site}${barePath === '/' ? '/ar/' : `/ar${barePath}`}`;
    expect(links(page(language, barePath))).toEqual([
      ['canonical', null, canonical],
      ['alternate', 'en', english],
      ['alternate', 'ar', arabic],
      ['alternate', 'x-default', english],
    ]);
  });

  it('escapes its inline JSON: the screens’ JSON-LD, the state and the scripts list', () => {
    const html = page('en', '/partners/1', {
      tags: [{ tag: 'script', attributes: { type: 'application/ld+json' }, text: '{"name":"</script>\u2028"}' }],
      api: { queries: { note: '<!-- \u2029' } },
    });
    expect(html).toContain('<script type="application/ld+json" data-head="screen">{"name":"\\u003c/script>\\u2028"}</script>');
    const state = /<script id="dalil-state" type="application\/json">([^<]*)<\/script>/.exec(html)[1];
    expect(state).toContain('"note":"\\u003c!-- \\u2029"');
    expect(JSON.parse(state).state.api.queries.note).toBe('<!-- \u2029');
    expect(html).toContain('<script id="dalil-scripts" type="application/json">["/assets/partners.js"]</script>');
    expect(html).not.toMatch(/[\u2028\u2029]/);
  });
});
