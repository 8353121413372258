// A published page's embedded state (scripts/publish/page-document.cjs): the store the page was
// drawn from and when, packed as gzip'd JSON in base64 (src/lib/unpack.ts reads it back).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { pageDocument } = require('../../scripts/publish/page-document.cjs');

const root = path.resolve(__dirname, '..', '..');
const template = fs.readFileSync(path.join(root, 'public', 'page.html'), 'utf8');

function publish(api, renderedAt = 1_764_000_000_000) {
  return pageDocument({
    template,
    features: {},
    site: 'https://dalil.example',
    barePath: '/partners/1',
    rendered: { language: 'ar', head: { title: 'A', tags: [] }, feature: 'partners', state: { api }, renderedAt, html: '<h1>A</h1>' },
    descriptions: { en: 'About', ar: 'عن' },
  });
}

const stateScript = /<script id="dalil-state" type="text\/plain" data-encoding="gzip base64">([^<]*)<\/script>/;

test("the page's state is base64 of gzip'd JSON: the store it was drawn from and when", () => {
  const api = { queries: { 'getCompany(1)': { status: 'fulfilled', data: { data: { id: 1, name: 'مطعم الشاطئ', about: 'Fish & chips' } } } } };
  const packed = stateScript.exec(publish(api))?.[1];
  expect(packed).toMatch(/^[A-Za-z0-9+/]+=*$/);
  expect(JSON.parse(zlib.gunzipSync(Buffer.from(packed, 'base64')).toString('utf8'))).toEqual({ state: { api }, renderedAt: 1_764_000_000_000 });
});

test('API text that would close the script stays inside it, packed', () => {
  const name = '</script><script>alert(1)</script><!--';
  const html = publish({ queries: { 'getCompany(1)': { data: { data: { id: 1, name } } } } });
  expect(html).not.toContain('alert(1)');
  const benign = publish({ queries: { 'getCompany(1)': { data: { data: { id: 1, name: 'A' } } } } });
  expect(html.match(/<script/g)).toHaveLength(benign.match(/<script/g).length);
  const packed = stateScript.exec(html)[1];
  expect(zlib.gunzipSync(Buffer.from(packed, 'base64')).toString('utf8')).toContain(JSON.stringify(name).slice(1, -1));
});

test('a page of many similar records carries a fraction of their JSON', () => {
  const companies = Array.from({ length: 60 }, (_, id) => ({ id, name: `Partner ${id}`, hours: [{ day: 'sunday', opens: '08:00', closes: '17:00' }], category: { id: 3, name: 'Telecom' } }));
  const api = { queries: { 'getCompanies()': { data: { data: companies } } } };
  const packed = stateScript.exec(publish(api))[1];
  expect(packed.length).toBeLessThan(JSON.stringify(api).length / 3);
});
