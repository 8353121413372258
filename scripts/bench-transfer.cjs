#!/usr/bin/env node
'use strict';
// How many API bytes /partners costs with a small and a huge directory (issue 4, "Done when":
// with 100 000 companies the screen transfers no more API bytes than with 250).
//
// For each size it starts its own mock (free port, MOCK_COMPANIES=<size>) and measures twice:
//  1. API level: the exact requests the partners screen issues for one visit (page 1, a filter,
//     page 2, a search, a category), fetched with gzip as a browser would. Nothing from src/.
//  2. Browser (when the app answers at APP_URL, default http://127.0.0.1:8080, and Chromium
//     exists): the real /partners in Chromium, its /config.json pointed at this mock, driven
//     through the same visit with clicks and typing; every response from the mock is counted.
//
//   node scripts/bench-transfer.cjs [--api-only] [--sizes=250,100000]
// Environment: APP_URL, CHROMIUM (default /usr/bin/chromium).

const { fork } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('./chromium.cjs');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const args = process.argv.slice(2);
const apiOnly = args.includes('--api-only');
const sizes = (args.find((a) => a.startsWith('--sizes='))?.slice(8) ?? '250,100000').split(',').map(Number);
const APP_URL = (process.env.APP_URL || 'http://127.0.0.1:8080').replace(/\/$/, '');
const CHROMIUM = process.env.CHROMIUM || CHROMIUM_PATH;

// The calls /partners makes for one visit, in the screen's own query shapes (companiesPageArgs).
const API_VISIT = [
  ['categories (dropdown)', '/providers/get_active_categories?l=100'],
  ['page 1', '/providers/get_paging_active_companies?o=0&l=20'],
  ['Made in Oman', '/providers/get_paging_active_companies?o=0&l=20&locally_made=true'],
  ['Made in Oman, page 2', '/providers/get_paging_active_companies?o=20&l=20&locally_made=true'],
  ['search "al"', '/providers/get_paging_active_companies?o=0&l=20&search=al&locally_made=true'],
  ['+ category 1', '/providers/get_paging_active_companies?o=0&l=20&search=al&category=1&locally_made=true'],
];

// The partner page (issue 13): its products cost one paged call per page of 12, and no more.
const PARTNER_ID = 1;
const PARTNER_VISIT = [
  ['products, page 1', `/providers/get_products?company=${PARTNER_ID}&o=0&l=12`],
  ['products, page 2', `/providers/get_products?company=${PARTNER_ID}&o=12&l=12`],
];

function startMock(companies) {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(ROOT, 'mock-server', 'index.cjs'), [], {
      env: {
        ...process.env,
        API_PORT: '0',
        MOCK_COMPANIES: String(companies),
        MOCK_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-bench-')),
        MOCK_LOG: '',
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const timer = setTimeout(() => reject(new Error(`mock with ${companies} companies did not start`)), 120_000);
    child.on('message', (message) => {
      if (message && message.type === 'listening') {
        clearTimeout(timer);
        resolve({ child, url: message.url });
      }
    });
    child.on('exit', (code) => reject(new Error(`mock exited with ${code}`)));
  });
}

function stopMock(child) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Bytes on the wire (gzip accepted, as browsers do) and the decoded body size. */
function measure(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip, deflate' } }, (res) => {
        let wire = 0;
        const headerBytes = Buffer.byteLength(
          `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n` +
            res.rawHeaders.reduce((acc, v, i) => acc + v + (i % 2 ? '\r\n' : ': '), '') +
            '\r\n',
        );
        const chunks = [];
        res.on('data', (chunk) => {
          wire += chunk.length;
          chunks.push(chunk);
        });
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body = encoding === 'gzip' ? require('node:zlib').gunzipSync(raw) : raw;
          let count = null;
          let returned = null;
          try {
            const data = JSON.parse(body.toString('utf8')).data;
            count = data.count ?? null;
            returned = Array.isArray(data.results) ? data.results.length : null;
          } catch {
            // not a page
          }
          resolve({ status: res.statusCode, wire: wire + headerBytes, body: body.length, count, returned });
        });
      })
      .on('error', reject);
  });
}

async function apiVisit(mockUrl, visit = API_VISIT) {
  const rows = [];
  for (const [label, pathAndQuery] of visit) {
    rows.push({ label, ...(await measure(mockUrl + pathAndQuery)) });
  }
  return rows;
}

async function appAvailable() {
  if (!fs.existsSync(CHROMIUM)) return false;
  try {
    const res = await fetch(`${APP_URL}/config.json`);
    return res.ok;
  } catch {
    return false;
  }
}

/** The real screen in Chromium, its config pointed at this mock; counts every mock response. */
async function browserVisit(mockUrl) {
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  const rows = [];
  try {
    // The served CSP allows only its own API_PORT; this bench points the app at a mock on a free port.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await page.addInitScript(() => globalThis.localStorage.setItem('dalil.language', 'en'));
    await page.route('**/config.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ apiBaseUrl: mockUrl, tileUrl: '' }) }),
    );
    // Logos are media, not API answers: count them apart.
    const pending = [];
    let sequence = 0;
    page.on('response', (response) => pending.push(record(response, (sequence += 1))));
    const record = async (response, order) => {
      const url = new URL(response.url());
      if (url.origin !== new URL(mockUrl).origin || response.request().method() !== 'GET') return;
      const body = await response.body().catch(() => null);
      const sizes = await response.request().sizes().catch(() => null);
      if (!sizes) return;
      let returned = null;
      if (!url.pathname.startsWith('/media/') && body) {
        try {
          const data = JSON.parse(body.toString('utf8')).data;
          returned = Array.isArray(data?.results) ? data.results.length : null;
        } catch {
          // not JSON
        }
      }
      rows.push({
        order,
        returned,
        // Logos are media, not API answers: counted apart.
        kind: url.pathname.startsWith('/media/') ? 'media' : 'api',
        path: url.pathname + url.search,
        wire: sizes.responseBodySize + sizes.responseHeadersSize,
      });
    };
    const pagingAnswer = () => page.waitForResponse((r) => r.url().includes('get_paging_active_companies'), { timeout: 30_000 });

    await Promise.all([pagingAnswer(), page.goto(`${APP_URL}/partners`)]);
    await page.getByText(/companies found/).waitFor();
    await Promise.all([pagingAnswer(), page.getByRole('radio', { name: 'Made in Oman' }).check()]);
    await Promise.all([pagingAnswer(), page.getByRole('link', { name: 'Next' }).click()]);
    await Promise.all([pagingAnswer(), page.getByRole('searchbox', { name: 'Search partners' }).pressSequentially('al', { delay: 60 })]);
    await Promise.all([pagingAnswer(), page.getByRole('combobox', { name: 'Category' }).selectOption('1')]);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await Promise.all(pending);
    rows.sort((a, b) => a.order - b.order);
  } finally {
    await browser.close();
  }
  return rows;
}

/** /partners/{id} in Chromium: the API calls of the first view, then of products page 2. */
async function partnerBrowserVisit(mockUrl) {
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const calls = { load: [], page2: [] };
  let phase = 'load';
  try {
    // The served CSP allows only its own API_PORT; this bench points the app at a mock on a free port.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await page.addInitScript(() => globalThis.localStorage.setItem('dalil.language', 'en'));
    await page.route('**/config.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ apiBaseUrl: mockUrl, tileUrl: '' }) }),
    );
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(mockUrl).origin && request.method() === 'GET' && !url.pathname.startsWith('/media/')) {
        calls[phase].push(url.pathname + url.search);
      }
    });
    await page.goto(`${APP_URL}/partners/${PARTNER_ID}`);
    const products = page.getByRole('region', { name: 'Products' });
    await products.getByRole('article').first().waitFor();
    await page.waitForLoadState('networkidle');
    phase = 'page2';
    await products.getByRole('navigation', { name: 'Product pages' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/products_page=2/);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
  } finally {
    await browser.close();
  }
  return calls;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (text, width) => String(text).padEnd(width);
const lpad = (text, width) => String(text).padStart(width);

async function main() {
  const results = [];
  const browser = !apiOnly && (await appAvailable());
  for (const size of sizes) {
    process.stderr.write(`starting the mock with ${size} companies…\n`);
    const { child, url } = await startMock(size);
    try {
      const api = await apiVisit(url);
      const partner = await apiVisit(url, PARTNER_VISIT);
      const real = browser ? await browserVisit(url) : null;
      const partnerReal = browser ? await partnerBrowserVisit(url) : null;
      results.push({ size, api, partner, real, partnerReal });
    } finally {
      await stopMock(child);
    }
  }

  console.log('\nAPI level — the requests /partners issues for one visit');
  console.log('(bytes on the wire with gzip, headers included; (decoded body); rows returned/rows matching)');
  console.log(pad('request', 24) + results.map((r) => lpad(`${r.size} companies`, 30)).join(''));
  for (let i = 0; i < API_VISIT.length; i += 1) {
    console.log(
      pad(API_VISIT[i][0], 24) +
        results.map((r) => lpad(`${r.api[i].wire} (${r.api[i].body}) ${r.api[i].returned}/${r.api[i].count}`, 30)).join(''),
    );
  }
  console.log(
    pad('total', 24) +
      results
        .map((r) => {
          const wire = r.api.reduce((s, x) => s + x.wire, 0);
          const body = r.api.reduce((s, x) => s + x.body, 0);
          return lpad(`${wire} (${body}) ${kb(wire)}`, 30);
        })
        .join(''),
  );

  console.log(`\nAPI level — the partner page's products (company ${PARTNER_ID}, 12 a page)`);
  for (let i = 0; i < PARTNER_VISIT.length; i += 1) {
    console.log(
      pad(PARTNER_VISIT[i][0], 24) +
        results.map((r) => lpad(`${r.partner[i].wire} (${r.partner[i].body}) ${r.partner[i].returned}/${r.partner[i].count}`, 30)).join(''),
    );
  }

  if (browser) {
    for (const r of results) {
      console.log(`\nBrowser — /partners/${PARTNER_ID} with ${r.size} companies: API calls on load, then on products page 2`);
      for (const call of r.partnerReal.load) console.log(`    load    ${call}`);
      for (const call of r.partnerReal.page2) console.log(`    page 2  ${call}`);
      const productCalls = r.partnerReal.load.filter((c) => c.startsWith('/providers/get_products')).length;
      console.log(`  products: ${productCalls} paged call on load; page 2 adds ${r.partnerReal.page2.length} call(s)`);
    }
    console.log(`\nBrowser — the real /partners at ${APP_URL} in Chromium: load, Made in Oman, Next, type "al", category 1`);
    console.log(pad('', 24) + results.map((r) => lpad(`${r.size} cos`, 26)).join(''));
    const sum = (rows, kind) => rows.filter((x) => x.kind === kind).reduce((s, x) => s + x.wire, 0);
    const count = (rows, kind) => rows.filter((x) => x.kind === kind).length;
    console.log(pad('API responses', 24) + results.map((r) => lpad(`${count(r.real, 'api')} req, ${sum(r.real, 'api')} B`, 26)).join(''));
    console.log(pad('media (logos)', 24) + results.map((r) => lpad(`${count(r.real, 'media')} req, ${sum(r.real, 'media')} B`, 26)).join(''));
    for (const r of results) {
      console.log(`\n  ${r.size} companies, API requests in order:`);
      for (const row of r.real.filter((x) => x.kind === 'api')) {
        console.log(`    ${lpad(row.wire, 7)} B  ${lpad(row.returned ?? '-', 3)} rows  ${row.path}`);
      }
    }
    console.log('\nEvery answer is at most one page of 20 rows, whatever the directory size; a total differs only');
    console.log('where the small directory has fewer than 20 matches to send (see the rows column).');
  } else if (!apiOnly) {
    console.log(`\n(browser run skipped: no app at ${APP_URL} or no Chromium at ${CHROMIUM})`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
