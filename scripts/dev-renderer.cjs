'use strict';
// `npm start` serves each page as a visitor gets it: the address rendered to HTML on request by the
// publish's own renderer (src/app/publishEntry.ts, built in watch mode beside the dev bundle), filled
// into the dev build's page.html by the publish's own page document (scripts/publish/page-document.cjs),
// and hydrated by the dev bundle. So the path a developer edits is the published one: route data,
// render, head tags, hydration and the refresh after it. Each request renders afresh from the mock,
// so a record changed through its /_db shows in the next request, with no publish and no restart.
//
// As on a static host, an address with a query is answered with its bare page's HTML (the app then
// renders the query afresh, src/main.tsx), and an address whose page could not be rendered (a record
// the API cannot give, the API down) with the client-only app (index.html; app.html on the site).
const path = require('node:path');
const { pageDocument, siteDescriptions } = require('./publish/page-document.cjs');
const { runtimeConfig } = require('./runtime-config.cjs');
const { requireSrcLib } = require('./src-lib.cjs');

const { barePath } = requireSrcLib('src/lib/languagePath.ts');

const root = path.resolve(__dirname, '..');

/** An address the renderer answers: a page's path (no file extension), not the dev server's own. */
function isPageRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const { pathname } = new URL(req.url, 'http://dev.invalid');
  if (pathname.startsWith('/assets/') || pathname.startsWith('/__') || pathname.startsWith('/webpack-dev-server')) return false;
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/** Resolves once the next build of `compiler` is done; a build that fails rejects with its errors. */
function watchRenderer(serverConfig) {
  const webpack = require('webpack');
  const compiler = webpack(serverConfig);
  const file = path.join(serverConfig.output.path, `${Object.keys(serverConfig.entry)[0]}.cjs`);
  let ready;
  let settle;
  const next = () => {
    ready = new Promise((resolve, reject) => {
      settle = { resolve, reject };
    });
    // A request that never meets a build would otherwise report an unhandled rejection.
    ready.catch(() => undefined);
  };
  next();
  compiler.hooks.invalid.tap('DevRenderer', () => next());
  compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
    if (error || stats.hasErrors()) {
      settle.reject(error ?? new Error(stats.toString({ all: false, errors: true })));
      return;
    }
    // The rebuilt renderer is read afresh on the next request.
    delete require.cache[require.resolve(file)];
    settle.resolve(file);
  });
  return {
    /** The renderer, as last built. */
    async renderer() {
      const built = await ready;
      return require(built);
    },
    close: () => new Promise((resolve) => compiler.close(resolve)),
  };
}

/**
 * The dev server's page middleware (webpack.config.js devServer.setupMiddlewares). `devServer` is
 * webpack-dev-server's instance: its in-memory build holds page.html and publish-manifest.json.
 * @param {object} options
 * @param {object} options.devServer
 * @param {object} options.serverConfig the renderer's webpack config, its output redirected
 */
function devRenderer({ devServer, serverConfig }) {
  const watching = watchRenderer(serverConfig);
  const descriptions = siteDescriptions(root);

  /** The dev build's template and each feature's chunk files, once the build is current. */
  const clientBuild = () =>
    new Promise((resolve) => devServer.middleware.waitUntilValid(resolve)).then(() => {
      const { outputFileSystem } = devServer.middleware.context;
      const output = devServer.compiler.options.output.path;
      return {
        template: outputFileSystem.readFileSync(path.join(output, 'page.html'), 'utf8'),
        features: JSON.parse(outputFileSystem.readFileSync(path.join(output, 'publish-manifest.json'), 'utf8')).features,
      };
    });

  const middleware = (req, res, next) => {
    if (!isPageRequest(req)) return next();
    const { pathname } = new URL(req.url, 'http://dev.invalid');
    const site = `http://${req.headers.host ?? '127.0.0.1'}`;
    Promise.all([watching.renderer(), clientBuild()])
      .then(async ([render, { template, features }]) => {
        // The config the browser reads (/config.json): a page drawn with other services would be drawn twice.
        render.setRuntimeConfig(runtimeConfig());
        const rendered = await render.renderPage(pathname, { siteOrigin: site });
        if (rendered.failedCalls.length > 0) {
          // What a static host does for an address with no page: the client-only app asks for itself.
          console.warn(`dev renderer: ${pathname} not rendered (${rendered.failedCalls.join(', ')}): the client-only app answers`);
          return next();
        }
        const html = pageDocument({ template, features, site, barePath: barePath(pathname), rendered, descriptions });
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(req.method === 'HEAD' ? undefined : html);
      })
      .catch((error) => {
        console.error(`dev renderer: ${pathname}: ${error?.stack ?? error}`);
        next(error);
      });
  };
  return { middleware, close: watching.close };
}

module.exports = { devRenderer, isPageRequest };
