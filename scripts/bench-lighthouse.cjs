#!/usr/bin/env node
// Lighthouse (mobile, simulated throttling) on the production build served by `npm run serve`.
// Lighthouse is not a project dependency (it is large and only this benchmark needs it): the script
// runs `npx -y lighthouse@12.8.2` (the last line that supports Node 20), or LIGHTHOUSE_BIN when set.
// Usage: node scripts/bench-lighthouse.cjs [/ /partners ...]   (PORT/API_PORT default 8090/3090)
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const { CHROMIUM_ARGS } = require('./chromium.cjs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const port = Number(process.env.PORT || 8090);
const apiPort = Number(process.env.API_PORT || 3090);
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/partners', '/offers'];
const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

async function waitFor(url, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

async function main() {
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.cjs')], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), TILE_URL: '' },
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/config.json`);
    await waitFor(`http://127.0.0.1:${apiPort}/__mock/health`);
    console.log('route           perf  a11y  best  seo   FCP      LCP      TBT     CLS');
    for (const route of routes) {
      const out = path.join(os.tmpdir(), `dalil-lh-${route.replace(/\W+/g, '_') || 'home'}.json`);
      const command = process.env.LIGHTHOUSE_BIN ? [process.env.LIGHTHOUSE_BIN] : ['npx', '-y', 'lighthouse@12.8.2'];
      const result = spawnSync(
        command[0],
        [
          ...command.slice(1),
          `http://127.0.0.1:${port}${route}`,
          '--quiet',
          '--output=json',
          `--output-path=${out}`,
          `--chrome-flags=${chromeFlags}`,
          '--only-categories=performance,accessibility,best-practices,seo',
        ],
        { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      if (result.status !== 0) {
        console.log(`${route.padEnd(15)} lighthouse failed (exit ${result.status})`);
        continue;
      }
      const report = JSON.parse(fs.readFileSync(out, 'utf8'));
      const score = (id) => String(Math.round((report.categories[id]?.score ?? 0) * 100)).padStart(4);
      const metric = (id) => (report.audits[id]?.displayValue ?? '-').padStart(8);
      console.log(
        `${route.padEnd(15)} ${score('performance')}  ${score('accessibility')}  ${score('best-practices')}  ${score('seo')} ${metric('first-contentful-paint')} ${metric('largest-contentful-paint')} ${metric('total-blocking-time')} ${metric('cumulative-layout-shift')}`,
      );
    }
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
