#!/usr/bin/env node
// npm run serve: the production build (scripts and stylesheets as the build precompressed them,
// brotli or gzip, and long-lived caching of hashed assets; index.html, the client-only app, for unknown
// paths) on PORT (8080) and the contract mock API on API_PORT (3001), together.
// Builds first when dist/ is missing (or with --build).
//
// With --published (`npm run serve` passes it), the site as it is deployed (issue 30): once the mock answers, every page is
// published against it (scripts/publish.cjs, into site/) and served as static files, each address's
// own HTML (/partners/1 → site/partners/1/index.html, Arabic under /ar), and app.html, the plain
// app, for an address published after (a record created since).
//
// With --media-on-site (npm run bench passes it), the mock's pictures are named on and served from
// this site's origin, under /media/ (scripts/site-media.cjs), as a CDN in front of both would.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const express = require('express');
const compression = require('compression');
const expressStaticGzip = require('express-static-gzip');
const { configMiddleware, runtimeConfig } = require('./runtime-config.cjs');
const { SERVICE_WORKER_HEADERS, securityHeaders } = require('./security-headers.cjs');
const { mediaOnSite } = require('./site-media.cjs');

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');
const port = Number(process.env.PORT || 8080);
const apiPort = Number(process.env.API_PORT || 3001);
const host = process.env.HOST || '127.0.0.1';
// The site's public origin: what the publish writes into canonical links, and with --media-on-site
// (scripts/site-media.cjs) where the pictures are served from.
const siteOrigin = `http://localhost:${port}`;
const media = process.argv.includes('--media-on-site') ? mediaOnSite(siteOrigin) : null;

if (process.argv.includes('--build') || !fs.existsSync(path.join(dist, 'index.html'))) {
  console.log('Building the app (dist/ missing)…');
  const build = spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status || 1);
}

const children = [];
if (!process.argv.includes('--no-mock')) {
  const mock = spawn(process.execPath, [path.join(root, 'mock-server', 'index.cjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: String(apiPort), ...media?.mockEnv },
  });
  mock.on('exit', (code) => {
    if (code) {
      console.error(`mock API exited with ${code}`);
      process.exit(code);
    }
  });
  children.push(mock);
}

const published = process.argv.includes('--published');
// PUBLISHED_SITE_DIR: where the publish writes (the journeys use a folder of their own).
const site = path.resolve(process.env.PUBLISHED_SITE_DIR || path.join(root, 'site'));

/** Publishes every page against the mock (after it answers) into site/. */
async function publishSite() {
  const { waitFor } = require('./wait-for.cjs');
  await waitFor(`http://127.0.0.1:${apiPort}/providers/get_active_categories`);
  // Drawn with the config.json this server answers (configMiddleware), as the browser reads it.
  const configFile = path.join(require('node:os').tmpdir(), `dalil-publish-config-${process.pid}.json`);
  fs.writeFileSync(configFile, JSON.stringify(runtimeConfig()));
  const run = spawnSync(process.execPath, [path.join(__dirname, 'publish.cjs'), '--api', `http://127.0.0.1:${apiPort}`, '--site', siteOrigin, '--out', site, '--config', configFile], { cwd: root, stdio: 'inherit' });
  fs.rmSync(configFile, { force: true });
  if (run.status !== 0) throw new Error('The publish failed');
}

/** The published file for an address: its own page, else none (the client-only app answers). */
function publishedFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.join(site, decoded, 'index.html');
  return file.startsWith(site + path.sep) && fs.existsSync(file) ? file : null;
}

function start() {
  const app = express();
  app.disable('x-powered-by');
  // The strict policy for every answer: computed once from the built page (its inline head script's
  // hash changes with each build) and the configuration this server hands out.
  const builtPage = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  // The published pages' inline head script is the template's (one text for every page).
  const pagesTemplate = published ? fs.readFileSync(path.join(dist, 'page.html'), 'utf8') : '';
  const config = runtimeConfig();
  // The published pages' style attributes, allowed by hash (the publish listed them).
  const styleAttributes = published ? JSON.parse(fs.readFileSync(path.join(site, '.style-attributes.json'), 'utf8')) : [];
  const headers = securityHeaders(builtPage + pagesTemplate, config, { styleAttributes, imageOrigins: media ? [media.imageOrigin] : [] });
  app.use((_req, res, next) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  });
  // Per request only what the build did not compress (the page, config.json, fonts' neighbours):
  // an answer that already names its encoding is left alone.
  app.use(compression());
  app.use(configMiddleware);
  app.use(
    '/assets',
    // The .br or .gz the build wrote beside each script and stylesheet, as the browser accepts.
    expressStaticGzip(path.join(dist, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
    }),
  );
  const sendPage = (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(builtPage);
  };
  app.get('/index.html', sendPage);
  media?.mount(app);
  // The offline worker (docs/offline.md): never from an HTTP cache, so a deploy's new one is seen at once.
  app.get('/sw.js', (_req, res, next) => {
    for (const [name, value] of Object.entries(SERVICE_WORKER_HEADERS)) res.setHeader(name, value);
    next();
  });
  if (published) {
    // Each published page as it is; a CDN serves them the same way (README: "Publishing").
    app.get('*', (req, res, next) => {
      const file = publishedFile(req.path);
      if (!file) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').sendFile(file);
    });
    app.use(express.static(site, { index: false, maxAge: 0 }));
  }
  app.use(express.static(dist, { index: false, maxAge: 0 }));
  // Client-side routes: every other GET gets the app shell.
  app.get('*', sendPage);

  const server = app.listen(port, host, () => {
    console.log(`Dalil on http://${host === '127.0.0.1' ? 'localhost' : host}:${port} (API http://127.0.0.1:${apiPort})${published ? ', published pages from site/' : ''}`);
  });
  // A client that keeps its connections (Playwright's request context, a browser) may send on one just
  // as Node's 5 s idle limit closes it, and the request fails (ECONNRESET): the published journeys'
  // shared request context sits idle about that long between two tests. A minute, as nginx's 75 s.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;
  return server;
}

let server;
if (published) {
  publishSite().then(
    () => {
      server = start();
    },
    (error) => {
      console.error(error.message);
      for (const child of children) child.kill('SIGTERM');
      process.exit(1);
    },
  );
} else {
  server = start();
}

function stop() {
  for (const child of children) child.kill('SIGTERM');
  if (!server) process.exit(0);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1500).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
