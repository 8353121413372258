// `npm start` serves each page as visitors get it (scripts/dev-renderer.cjs): rendered on request by
// the publish's renderer against the mock, with its head, its JSON-LD and the state it hydrates from.
// One run of the real command (mock + dev server on free ports); its first page waits for both builds.
const { spawn } = require('node:child_process');
const net = require('node:net');
const path = require('node:path');
const { isPageRequest } = require('../../scripts/dev-renderer.cjs');

const root = path.resolve(__dirname, '..', '..');

describe('which requests are pages', () => {
  it.each([
    ['/', true],
    ['/partners/1', true],
    ['/ar/', true],
    ['/partners?q=tea', true],
    ['/config.json', false],
    ['/assets/main.js', false],
    ['/ar/manifest.webmanifest', false],
    ['/__mock/clock', false],
  ])('GET %s: %s', (url, expected) => {
    expect(isPageRequest({ method: 'GET', url })).toBe(expected);
  });

  it('answers only GET and HEAD', () => {
    expect(isPageRequest({ method: 'HEAD', url: '/partners' })).toBe(true);
    expect(isPageRequest({ method: 'POST', url: '/partners' })).toBe(false);
  });
});

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The text of HTML as a reader sees it: React and the page document escape these. */
const decoded = (html) => html.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

const title = (html) => decoded(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const heading = (html) => decoded((/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ''));
const ogTitle = (html) => decoded(/<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? '');
const jsonLdNames = (html) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => JSON.parse(text)).map((block) => block.name);

describe('npm start', () => {
  let child;
  let site;
  let api;
  let output = '';

  beforeAll(async () => {
    const [apiPort, port] = await Promise.all([freePort(), freePort()]);
    site = `http://127.0.0.1:${port}`;
    api = `http://127.0.0.1:${apiPort}`;
    child = spawn(process.execPath, [path.join(root, 'scripts', 'start.cjs')], {
      cwd: root,
      env: { ...process.env, API_PORT: String(apiPort), PORT: String(port), CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    // The first page waits for the dev bundle and the renderer: on this 2-core machine ~40 s.
    const deadline = Date.now() + 240_000;
    for (;;) {
      const ready = await fetch(`${site}/partners/1`).then((response) => response.ok, () => false);
      if (ready) break;
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not serve /partners/1:\n${output.slice(-4000)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }, 260_000);

  afterAll(() => {
    if (child && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  });

  const page = async (address) => {
    const response = await fetch(`${site}${address}`);
    return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
  };
  const company = async () => (await fetch(`${api}/_db/companies/1`)).json();

  it("renders a partner's page with its name in the title, the heading, Open Graph and JSON-LD, in both languages", async () => {
    const record = await company();
    const english = await page('/partners/1');
    expect(english.type).toMatch(/^text\/html/);
    expect(english.html).toMatch(/<html lang="en" dir="ltr"/);
    expect(title(english.html)).toContain(record.en_name);
    expect(heading(english.html)).toContain(record.en_name);
    expect(ogTitle(english.html)).toContain(record.en_name);
    expect(jsonLdNames(english.html)).toContain(record.en_name);
    expect(english.html).toContain('<script id="dalil-state" type="application/json">');

    const arabic = await page('/ar/partners/1');
    expect(arabic.html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(title(arabic.html)).toContain(record.name);
    expect(heading(arabic.html)).toContain(record.name);
    expect(ogTitle(arabic.html)).toContain(record.name);
    expect(jsonLdNames(arabic.html)).toContain(record.name);
  });

  it('shows a record renamed through the mock in the next request, with no publish and no restart', async () => {
    const before = await company();
    try {
      await fetch(`${api}/_db/companies/1`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ en_name: 'Renamed While Developing' }) });
      const { html } = await page('/partners/1');
      expect(title(html)).toContain('Renamed While Developing');
      expect(heading(html)).toContain('Renamed While Developing');
    } finally {
      await fetch(`${api}/_db/companies/1`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ en_name: before.en_name }) });
    }
  });

  it("answers an address with a query with its bare page's HTML, as a static host does", async () => {
    const [query, bare] = await Promise.all([page('/partners?page=2&q=a'), page('/partners')]);
    expect(query.status).toBe(200);
    expect(query.html).toContain('<script id="dalil-state" type="application/json">');
    expect(title(query.html)).toBe(title(bare.html));
  });

  it('answers an address with no page with the client-only app, and files as files', async () => {
    const missing = await page('/partners/987654');
    expect(missing.status).toBe(200);
    expect(missing.html).toContain('id="root"');
    expect(missing.html).not.toContain('id="dalil-state"');
    const config = await fetch(`${site}/config.json`).then((response) => response.json());
    expect(config.apiBaseUrl).toBe(api);
  });
});
