// Incremental publish (issue 30): a re-publish rewrites only the pages whose data changed, and
// deletes the pages of removed records. The manifest lives in a temp folder per test.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pageDigest, createPublishManifest, stableJson, MANIFEST_FILE } = require('../../scripts/publish/incremental.cjs');

let dir;
beforeEach(() => { dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-publish-')); });
afterEach(() => { fs.rmSync(dir, { recursive: true, force: true }); });

const page = (name, publishedAt) => `<!doctype html><html lang="en"><body data-published-at="${publishedAt}"><h1>${name}</h1></body></html>`;

describe('pageDigest', () => {
  it('is a sha256 that ignores the publish time but sees any other change', () => {
    const first = pageDigest(page('Khanjar Café', '2026-11-25T01:00:00Z'));
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(pageDigest(page('Khanjar Café', '2026-11-26T01:00:00Z'))).toBe(first);
    expect(pageDigest(page('Khanjar Cafe', '2026-11-25T01:00:00Z'))).not.toBe(first);
  });

  it('takes the stable parts as a list, each part counted apart', () => {
    expect(pageDigest(['ab', 'c'])).not.toBe(pageDigest(['a', 'bc']));
    expect(pageDigest(['<head>', '<body>'])).toBe(pageDigest(['<head>', '<body>']));
    expect(pageDigest(['x'])).toBe(pageDigest('x'));
  });

  it('hashes data by content, whatever order its keys were built in', () => {
    const a = { company: { id: 1, name: 'مطعم', tags: ['a', 'b'] }, build: 'abc' };
    const b = { build: 'abc', company: { tags: ['a', 'b'], name: 'مطعم', id: 1 } };
    expect(pageDigest(a)).toBe(pageDigest(b));
    expect(pageDigest({ ...a, company: { ...a.company, name: 'مطعم ٢' } })).not.toBe(pageDigest(a));
    expect(pageDigest(['1'])).not.toBe(pageDigest([1]));
    expect(stableJson({ b: [1, { d: 2, c: undefined }], a: null })).toBe('{"a":null,"b":[1,{"d":2}]}');
  });

  it('takes other volatile patterns when the driver names them', () => {
    const withNonce = (n) => `<script nonce="${n}">boot()</script>`;
    expect(pageDigest(withNonce('r1'))).not.toBe(pageDigest(withNonce('r2')));
    const volatile = [/\snonce="[^"]*"/g];
    expect(pageDigest(withNonce('r1'), { volatile })).toBe(pageDigest(withNonce('r2'), { volatile }));
  });
});

/** One publish run: records every page, returns what it would write and delete. */
function publish(pages, options) {
  const manifest = createPublishManifest(dir, options);
  const written = [];
  for (const [pagePath, html] of Object.entries(pages)) {
    const digest = pageDigest(html);
    if (manifest.changed(pagePath, digest)) written.push(pagePath);
    manifest.record(pagePath, digest);
  }
  const deleted = manifest.stale();
  manifest.save();
  return { written, deleted, manifest };
}

describe('createPublishManifest', () => {
  it('first run: every page is new, and the manifest is saved in the output folder', () => {
    const { written, deleted, manifest } = publish({ '/': page('Home', 1), '/partners/1': page('A', 1) });
    expect(written).toEqual(['/', '/partners/1']);
    expect(deleted).toEqual([]);
    expect(manifest.reason).toBe('no manifest');
    const stored = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8'));
    expect(Object.keys(stored.pages)).toEqual(['/', '/partners/1']);
  });

  it('a re-publish rewrites only the changed and new pages, and names the removed ones', () => {
    publish({ '/': page('Home', 1), '/partners/1': page('A', 1), '/partners/2': page('B', 1), '/ar/partners/2': page('ب', 1) });
    const second = publish({ '/': page('Home', 2), '/partners/1': page('A renamed', 2), '/partners/3': page('C', 2) });
    expect(second.manifest.reason).toBeNull();
    expect(second.manifest.previousSize).toBe(4);
    expect(second.written).toEqual(['/partners/1', '/partners/3']);
    expect(second.deleted).toEqual(['/ar/partners/2', '/partners/2']);
    // The removed pages are gone from the manifest too: a third identical run writes and deletes nothing.
    const third = publish({ '/': page('Home', 3), '/partners/1': page('A renamed', 3), '/partners/3': page('C', 3) });
    expect(third).toMatchObject({ written: [], deleted: [] });
  });

  it('rewrites everything when the build that renders the pages changed', () => {
    const pages = { '/': page('Home', 1), '/offers/1': page('Offer', 1) };
    publish(pages, { build: 'main.1a2b' });
    expect(publish(pages, { build: 'main.1a2b' }).written).toEqual([]);
    const rebuilt = publish(pages, { build: 'main.9f8e' });
    expect(rebuilt.written).toEqual(['/', '/offers/1']);
    expect(rebuilt.manifest.reason).toMatch(/build changed/);
    expect(rebuilt.deleted).toEqual([]);
  });

  it('starts afresh, without throwing, from a manifest it cannot read', () => {
    fs.writeFileSync(path.join(dir, MANIFEST_FILE), '{ not json');
    const { written, manifest } = publish({ '/': page('Home', 1) });
    expect(written).toEqual(['/']);
    expect(manifest.reason).toMatch(/unreadable/);
    fs.writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify({ '/': 'abc' }));
    expect(publish({ '/': page('Home', 1) }).manifest.reason).toMatch(/another format/);
  });

  it('saves atomically (no temp file left) into a folder it creates, and refuses a record without digest', () => {
    const nested = path.join(dir, 'out', 'site');
    const manifest = createPublishManifest(nested);
    expect(() => manifest.record('/', '')).toThrow(TypeError);
    manifest.record('/', pageDigest('x'));
    expect(manifest.save()).toBe(path.join(nested, MANIFEST_FILE));
    expect(fs.readdirSync(nested)).toEqual([MANIFEST_FILE]);
    expect(createPublishManifest(nested).changed('/', pageDigest('x'))).toBe(false);
  });
});
