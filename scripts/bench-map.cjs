#!/usr/bin/env node
/* global window, PerformanceObserver */ // page.evaluate callbacks run in the browser
// How the offers map copes with a big directory: serves the production build with a mock of
// MOCK_OFFERS (default 10 000) offers, opens /offers in Chromium, scrolls to the map and prints the
// size of the locations answer, the time until clusters show, and the main-thread long tasks.
//   node scripts/bench-map.cjs            (PORT 8190, API_PORT 3190; builds when dist/ is missing)
const { spawn } = require('node:child_process');
const path = require('node:path');
const { chromium } = require('@playwright/test');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('./chromium.cjs');
const { waitFor } = require('./wait-for.cjs');

const root = path.resolve(__dirname, '..');
const port = Number(process.env.PORT || 8190);
const apiPort = Number(process.env.API_PORT || 3190);
const offers = Number(process.env.MOCK_OFFERS || 10000);

async function main() {
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.cjs')], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), MOCK_OFFERS: String(offers), MOCK_COMPANIES: '2000', TILE_URL: '' },
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/config.json`);
    await waitFor(`http://127.0.0.1:${apiPort}/__mock/health`);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    let locationsBytes = 0;
    let points = 0;
    page.on('response', async (response) => {
      if (!response.url().includes('/offers/get_active_offer_locations')) return;
      const body = await response.body();
      locationsBytes = Number(response.headers()['content-length']) || body.length;
      points = JSON.parse(body.toString()).data.length;
    });
    await page.goto(`http://127.0.0.1:${port}/offers`);
    await page.locator('.offers-results__item').first().waitFor();
    await page.evaluate(() => {
      window.__longTasks = [];
    });
    const started = Date.now();
    await page.locator('.offers-map').scrollIntoViewIfNeeded();
    await page.locator('.offers-map .marker-cluster, .offers-map .leaflet-marker-icon').first().waitFor({ timeout: 60_000 });
    const clustersAfter = Date.now() - started;
    await page.waitForTimeout(1000);
    const longTasks = await page.evaluate(() => window.__longTasks);
    const clusters = await page.locator('.offers-map .marker-cluster').count();
    // Zoom in twice and measure how long the clusters take to settle.
    const zoomStarted = Date.now();
    await page.locator('.leaflet-control-zoom-in').click();
    await page.locator('.leaflet-control-zoom-in').click();
    await page.waitForTimeout(600);
    const zoomMs = Date.now() - zoomStarted - 600;
    console.log(`offers in the mock:            ${offers}`);
    console.log(`points on the map:             ${points}`);
    console.log(`locations answer (transfer):   ${(locationsBytes / 1024).toFixed(1)} KB`);
    console.log(`scroll → first clusters:       ${clustersAfter} ms (includes the Leaflet chunk and the call)`);
    console.log(`cluster icons drawn:           ${clusters}`);
    console.log(`long tasks while building:     ${longTasks.length}, longest ${Math.round(Math.max(0, ...longTasks))} ms, total ${Math.round(longTasks.reduce((a, b) => a + b, 0))} ms`);
    console.log(`two zoom-ins, extra settle:    ${Math.max(0, zoomMs)} ms`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
